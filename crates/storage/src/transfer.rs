//! Export of journals to a JSON document, and import back (see docs/formats.md, "Storage").
//!
//! Imports are never trusted: the size, the counts and every field are checked, the whole
//! document is validated before anything is written, a backup is made, and the journals are
//! written in one transaction (all or nothing).

use crate::chain::{self, Hash};
use crate::error::StorageError;
use crate::signing::{self, ExportSignature, Provenance};
use crate::store::{corrupt, insert_journal, journal_exists, new_header_hash, Store};
use crate::types::{
    JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Seq, Timestamp, Title, MAX_ID_LEN,
    MAX_PAYLOAD_BYTES,
};
use crate::BackupInfo;
use rusqlite::{params, TransactionBehavior};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// The `format` field of every export document.
pub const EXPORT_FORMAT: &str = "hexadraft-journal-export";
/// The export format version this build writes and the newest it reads. Version 2 may carry a
/// signature block (docs/formats.md, "Signed exports"); version 1 files never do.
pub const EXPORT_FORMAT_VERSION: u32 = 2;
/// Largest file accepted for import (and produced by export), in bytes.
pub const MAX_IMPORT_BYTES: usize = 32 * 1024 * 1024;
/// Most journals in one document.
pub const MAX_IMPORT_JOURNALS: usize = 1_000;
/// Most entries in one document, all journals together.
pub const MAX_IMPORT_ENTRIES: usize = 1_000_000;

/// Who an export is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "snake_case")]
pub enum ExportAudience {
    /// Everything, as stored: a full copy to move or archive an event.
    Organizer,
    /// Secret actions (such as deck choices) replaced by redaction markers.
    PlayerSafe,
}

/// A secret-hiding rule for player-safe exports: given an entry's payload, returns the marker
/// to export in its place if the payload is secret, or `None` to export it as it is.
pub type Redact<'a> = &'a dyn Fn(&serde_json::Value) -> Option<serde_json::Value>;

/// A secret-hiding rule for the header of a player-safe export: given the journal's id and kind
/// and its recorded setup, returns the setup to export in its place (for example with the seed a
/// draft or event records replaced), or `None` to export it as it is. The id lets the caller
/// look at the journal's state (whether a coin was tossed, a round paired) to decide.
pub type RedactSetup<'a> =
    &'a dyn Fn(&JournalId, JournalKind, &serde_json::Value) -> Option<serde_json::Value>;

/// How many of a journal's entries a player-safe export keeps (see
/// [`ExportMode::PlayerSafeWithSetup`]).
pub type KeepEntries<'a> = &'a dyn Fn(&JournalId) -> Option<u32>;

/// How to export.
#[derive(Clone, Copy)]
pub enum ExportMode<'a> {
    /// Everything, as stored.
    Organizer,
    /// Player-safe: every payload goes through `redact`; a payload it replaces is exported as
    /// the replacement with `redacted: true`, keeping its place and sequence number so players
    /// see that a secret action happened, not what it was. With `withhold_seeds`, the header's
    /// seeds are exported as `null` (seeds would let anyone recompute hidden random draws).
    /// The header's setup is exported as stored: when it records a seed too, use
    /// [`ExportMode::PlayerSafeWithSetup`].
    PlayerSafe {
        /// The caller's rule for secret payloads.
        redact: Redact<'a>,
        /// Whether to replace the header's seeds by `null`.
        withhold_seeds: bool,
    },
    /// Player-safe, the header included: payloads go through `redact` as in
    /// [`ExportMode::PlayerSafe`], the header's seeds are always exported as `null`, and its
    /// setup goes through `redact_setup`, so nothing that could recompute a hidden or random
    /// choice (a seed recorded in the setup) leaves. The journal is marked redacted.
    PlayerSafeWithSetup {
        /// The caller's rule for secret payloads.
        redact: Redact<'a>,
        /// The caller's rule for the recorded setup.
        redact_setup: RedactSetup<'a>,
        /// The caller's rule for how much of a journal leaves: `Some(n)` exports its first `n`
        /// entries only (what followed is not the players' yet, such as a round the organizer
        /// has not published), `None` every entry.
        keep_entries: KeepEntries<'a>,
    },
}

impl ExportMode<'_> {
    fn redact(&self) -> Option<Redact<'_>> {
        match self {
            ExportMode::Organizer => None,
            ExportMode::PlayerSafe { redact, .. }
            | ExportMode::PlayerSafeWithSetup { redact, .. } => Some(*redact),
        }
    }
}

impl std::fmt::Debug for ExportMode<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExportMode::Organizer => f.write_str("Organizer"),
            ExportMode::PlayerSafe { withhold_seeds, .. } => f
                .debug_struct("PlayerSafe")
                .field("withhold_seeds", withhold_seeds)
                .finish_non_exhaustive(),
            ExportMode::PlayerSafeWithSetup { .. } => f
                .debug_struct("PlayerSafeWithSetup")
                .finish_non_exhaustive(),
        }
    }
}

/// A whole export file: some journals with their headers and entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportDocument {
    format: String,
    version: u32,
    audience: ExportAudience,
    journals: Vec<ExportedJournal>,
    /// Who signed it and over what; absent in files written before signatures.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    signature: Option<ExportSignature>,
}

/// One journal in an export file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedJournal {
    /// Its id in the store it came from.
    pub id: JournalId,
    /// Draft or event.
    pub kind: JournalKind,
    /// Its title.
    pub title: Title,
    /// Whether it was archived.
    pub archived: bool,
    /// Whether entries or seeds were withheld (it then cannot be continued).
    pub redacted: bool,
    /// When it was started.
    pub created_at: Timestamp,
    /// When it last changed.
    pub updated_at: Timestamp,
    /// Its header.
    pub header: JournalHeader,
    /// Its entries, numbered from 1 without gaps.
    pub entries: Vec<ExportedEntry>,
}

/// One entry in an export file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedEntry {
    /// Its position.
    pub seq: Seq,
    /// When it was appended.
    pub recorded_at: Timestamp,
    /// Whether `payload` is a redaction marker.
    pub redacted: bool,
    /// The action, as its exact stored JSON text (or the marker).
    pub payload: JsonText,
}

/// What to do with a journal whose id is already in the store.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum OnExisting {
    /// Import nothing, with [`StorageError::JournalExists`].
    Refuse,
    /// Import it as a copy under the id `<id>-copy-<n>` (the smallest free `n`).
    ImportAsCopy,
}

/// One journal brought in by an import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ImportedJournal {
    /// Its id in this store.
    pub id: JournalId,
    /// Its id in the file (differs for a copy).
    pub original_id: JournalId,
    /// Draft or event.
    pub kind: JournalKind,
    /// Its title.
    pub title: Title,
    /// How many entries it holds.
    pub entry_count: u32,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ImportReport {
    /// The backup made just before writing.
    pub backup: BackupInfo,
    /// The journals imported, in file order.
    pub journals: Vec<ImportedJournal>,
    /// Who signed the file, or that it is unsigned.
    pub provenance: Provenance,
}

/// Just enough of a document to tell what it is before reading it in full.
#[derive(Deserialize)]
struct Probe {
    format: Option<String>,
    version: Option<u32>,
}

fn invalid(detail: impl Into<String>) -> StorageError {
    StorageError::ImportInvalid {
        detail: detail.into(),
    }
}

/// How far into a file its format is looked for: an export names it on its second line.
const FORMAT_MARK_WINDOW: usize = 4096;

/// Why a file does not read as an export, in terms a person can act on: one of ours that is cut
/// short or damaged (where), or not one of ours. The parser's own words are not passed on: they
/// are English and name parser states, not what happened to the file.
fn unreadable_export(bytes: &[u8], error: &serde_json::Error) -> StorageError {
    let head = &bytes[..bytes.len().min(FORMAT_MARK_WINDOW)];
    let mark = format!("\"{EXPORT_FORMAT}\"");
    let ours = head
        .windows(mark.len())
        .any(|window| window == mark.as_bytes());
    let line = u32::try_from(error.line()).unwrap_or(u32::MAX);
    match (ours, error.classify()) {
        (false, _) => StorageError::ImportNotAnExport,
        (true, serde_json::error::Category::Eof) => StorageError::ImportCutShort { line },
        (true, _) => StorageError::ImportDamaged {
            line,
            column: u32::try_from(error.column()).unwrap_or(u32::MAX),
        },
    }
}

impl ExportDocument {
    /// Reads and fully validates an export file.
    ///
    /// # Errors
    /// [`StorageError::ImportTooLarge`], [`StorageError::ImportNotAnExport`],
    /// [`StorageError::ImportCutShort`], [`StorageError::ImportDamaged`],
    /// [`StorageError::ImportNewerFormat`], [`StorageError::ImportInvalid`] naming the first
    /// problem, or [`StorageError::ImportAltered`] for a signed file changed since.
    pub fn from_json(bytes: &[u8]) -> Result<ExportDocument, StorageError> {
        if bytes.len() > MAX_IMPORT_BYTES {
            return Err(StorageError::ImportTooLarge {
                size: bytes.len() as u64,
                limit: MAX_IMPORT_BYTES as u64,
            });
        }
        let probe: Probe =
            serde_json::from_slice(bytes).map_err(|e| unreadable_export(bytes, &e))?;
        if probe.format.as_deref() != Some(EXPORT_FORMAT) {
            return Err(StorageError::ImportNotAnExport);
        }
        match probe.version {
            Some(version) if version > EXPORT_FORMAT_VERSION => {
                return Err(StorageError::ImportNewerFormat {
                    found: version,
                    supported: EXPORT_FORMAT_VERSION,
                })
            }
            Some(version) if version >= 1 => {}
            _ => return Err(invalid("its format version is missing or not a known one")),
        }
        let document: ExportDocument =
            serde_json::from_slice(bytes).map_err(|e| unreadable_export(bytes, &e))?;
        document.validate()?;
        Ok(document)
    }

    /// The document as JSON text (indented, for people who open it).
    ///
    /// # Errors
    /// [`StorageError::ExportTooLarge`] when it would exceed what an import accepts.
    pub fn to_json(&self) -> Result<String, StorageError> {
        let text = serde_json::to_string_pretty(self).map_err(|e| StorageError::PayloadEncode {
            detail: e.to_string(),
        })?;
        if text.len() > MAX_IMPORT_BYTES {
            return Err(StorageError::ExportTooLarge {
                size: text.len() as u64,
                limit: MAX_IMPORT_BYTES as u64,
            });
        }
        Ok(text)
    }

    /// Who the export is for.
    pub fn audience(&self) -> ExportAudience {
        self.audience
    }

    /// The journals in the document.
    pub fn journals(&self) -> &[ExportedJournal] {
        &self.journals
    }

    /// Its `format` field.
    pub fn format(&self) -> &str {
        &self.format
    }

    /// Its format version.
    pub fn version(&self) -> u32 {
        self.version
    }

    /// Its signature block, if it has one.
    pub fn signature(&self) -> Option<&ExportSignature> {
        self.signature.as_ref()
    }

    pub(crate) fn set_signature(&mut self, signature: Option<ExportSignature>) {
        self.signature = signature;
    }

    /// Checks everything the types do not (counts, unique ids, contiguous numbering, sizes),
    /// then the signature if there is one: the signer's name and key when it holds.
    fn validate(&self) -> Result<Option<(String, [u8; 32])>, StorageError> {
        if self.format != EXPORT_FORMAT {
            return Err(StorageError::ImportNotAnExport);
        }
        if self.version == 0 || self.version > EXPORT_FORMAT_VERSION {
            return Err(invalid("its format version is not a known one"));
        }
        if self.journals.is_empty() {
            return Err(invalid("it holds no journal"));
        }
        if self.journals.len() > MAX_IMPORT_JOURNALS {
            return Err(invalid(format!(
                "it holds {} journals; at most {MAX_IMPORT_JOURNALS} are accepted",
                self.journals.len()
            )));
        }
        let total: usize = self.journals.iter().map(|j| j.entries.len()).sum();
        if total > MAX_IMPORT_ENTRIES {
            return Err(invalid(format!(
                "it holds {total} entries; at most {MAX_IMPORT_ENTRIES} are accepted"
            )));
        }
        let mut ids = HashSet::new();
        for journal in &self.journals {
            let id = &journal.id;
            if !ids.insert(id) {
                return Err(invalid(format!("journal \"{id}\" appears twice")));
            }
            journal
                .header
                .check()
                .map_err(|e| invalid(format!("journal \"{id}\": {e}")))?;
            for (index, entry) in journal.entries.iter().enumerate() {
                let expected = index + 1;
                if entry.seq.get() as usize != expected {
                    return Err(invalid(format!(
                        "journal \"{id}\": entry {expected} is numbered {} (entries must be numbered 1, 2, 3... without gaps)",
                        entry.seq
                    )));
                }
                if entry.payload.len() > MAX_PAYLOAD_BYTES {
                    return Err(invalid(format!(
                        "journal \"{id}\": entry {expected} is over {MAX_PAYLOAD_BYTES} bytes"
                    )));
                }
                if entry.redacted && !journal.redacted {
                    return Err(invalid(format!(
                        "journal \"{id}\": entry {expected} is withheld but the journal is not marked as redacted"
                    )));
                }
            }
        }
        if self.version < 2 && self.signature.is_some() {
            return Err(invalid("a version 1 export cannot carry a signature"));
        }
        self.check_signature()
    }
}

impl Store {
    /// Exports the journals `ids`, in that order, to a document. Each is checked against its
    /// hash chain first.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`], [`StorageError::JournalDamaged`],
    /// [`StorageError::InvalidInput`] (no id, an id twice, or a redacted setup over the header
    /// limit), [`StorageError::PayloadEncode`] (a redaction marker that is not JSON-writable) or
    /// a database error.
    pub fn export(
        &self,
        ids: &[JournalId],
        mode: ExportMode<'_>,
    ) -> Result<ExportDocument, StorageError> {
        if ids.is_empty() {
            return Err(StorageError::InvalidInput {
                what: "export",
                detail: "choose at least one journal".to_owned(),
            });
        }
        if ids.len() > MAX_IMPORT_JOURNALS {
            return Err(StorageError::InvalidInput {
                what: "export",
                detail: format!("at most {MAX_IMPORT_JOURNALS} journals at once"),
            });
        }
        let mut seen = HashSet::new();
        let mut journals = Vec::with_capacity(ids.len());
        for id in ids {
            if !seen.insert(id) {
                return Err(StorageError::InvalidInput {
                    what: "export",
                    detail: format!("journal \"{id}\" is listed twice"),
                });
            }
            journals.push(self.export_journal(id, mode)?);
        }
        Ok(ExportDocument {
            format: EXPORT_FORMAT.to_owned(),
            version: EXPORT_FORMAT_VERSION,
            audience: match mode {
                ExportMode::Organizer => ExportAudience::Organizer,
                ExportMode::PlayerSafe { .. } | ExportMode::PlayerSafeWithSetup { .. } => {
                    ExportAudience::PlayerSafe
                }
            },
            journals,
            signature: None,
        })
    }

    fn export_journal(
        &self,
        id: &JournalId,
        mode: ExportMode<'_>,
    ) -> Result<ExportedJournal, StorageError> {
        // Nothing damaged leaves: the whole journal is checked against its hashes first.
        if let Some(damage) = crate::verify::verify_journal(&self.conn, id)? {
            return Err(StorageError::JournalDamaged {
                id: id.clone(),
                damage,
            });
        }
        let record = self.journal(id)?;
        let mut header = record.header;
        let mut redacted = record.summary.redacted;
        match mode {
            ExportMode::Organizer
            | ExportMode::PlayerSafe {
                withhold_seeds: false,
                ..
            } => {}
            ExportMode::PlayerSafe {
                withhold_seeds: true,
                ..
            } => {
                header.seeds = JsonText::parse("null")?;
                redacted = true;
            }
            ExportMode::PlayerSafeWithSetup { redact_setup, .. } => {
                header.seeds = JsonText::parse("null")?;
                let setup = header
                    .setup
                    .to_value()
                    .map_err(|e| corrupt(format!("the setup of journal \"{id}\": {e}")))?;
                if let Some(replacement) = redact_setup(id, record.summary.kind, &setup) {
                    header.setup = JsonText::encode(&replacement)?;
                    header.check()?;
                }
                redacted = true;
            }
        }
        let kept = match mode {
            ExportMode::PlayerSafeWithSetup { keep_entries, .. } => keep_entries(id),
            ExportMode::Organizer | ExportMode::PlayerSafe { .. } => None,
        };
        let mut updated_at = record.summary.updated_at;
        if kept.is_some_and(|n| n < record.summary.entry_count) {
            // The copy says when its last entry was made, not that more followed.
            updated_at = record.summary.created_at;
        }
        let mut entries = Vec::with_capacity(record.summary.entry_count as usize);
        self.for_each_entry(id, |seq, recorded_at, stored_redacted, text| {
            if kept.is_some_and(|n| seq.get() > n) {
                return Ok(false);
            }
            if kept.is_some() {
                updated_at = recorded_at;
            }
            let mut entry = ExportedEntry {
                seq,
                recorded_at,
                redacted: stored_redacted,
                payload: JsonText::parse(text.to_owned())
                    .map_err(|e| corrupt(format!("entry {seq} of journal \"{id}\": {e}")))?,
            };
            if let Some(redact) = mode.redact() {
                if !stored_redacted {
                    let value = entry
                        .payload
                        .to_value()
                        .map_err(|e| corrupt(format!("entry {seq} of journal \"{id}\": {e}")))?;
                    if let Some(marker) = redact(&value) {
                        entry.payload = JsonText::encode(&marker)?;
                        entry.redacted = true;
                        redacted = true;
                    }
                }
            }
            entries.push(entry);
            Ok(true)
        })?;
        Ok(ExportedJournal {
            id: record.summary.id,
            kind: record.summary.kind,
            title: record.summary.title,
            archived: record.summary.archived,
            redacted,
            created_at: record.summary.created_at,
            updated_at,
            header,
            entries,
        })
    }

    /// [`Store::export`] then [`ExportDocument::to_json`].
    ///
    /// # Errors
    /// As those two.
    pub fn export_json(
        &self,
        ids: &[JournalId],
        mode: ExportMode<'_>,
    ) -> Result<String, StorageError> {
        self.export(ids, mode)?.to_json()
    }

    /// Imports every journal of `document`, all or nothing, after a backup.
    ///
    /// # Errors
    /// [`StorageError::ImportInvalid`], [`StorageError::JournalExists`] (with
    /// [`OnExisting::Refuse`]), [`StorageError::BackupFailed`] or a database error; in every
    /// case nothing was imported.
    pub fn import(
        &mut self,
        document: &ExportDocument,
        on_existing: OnExisting,
    ) -> Result<ImportReport, StorageError> {
        let signed = document.validate()?;
        let provenance =
            signing::provenance(&self.conn, signed.as_ref()).map_err(|e| self.locate(e))?;
        let targets = self.import_targets(document, on_existing)?;
        let backup = self.backup_before_import()?;
        let result = (|| -> Result<_, StorageError> {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let mut imported = Vec::with_capacity(document.journals.len());
            let mut counted = Vec::with_capacity(document.journals.len());
            for (journal, target) in document.journals.iter().zip(targets) {
                // Checked again inside the transaction: another process may have written.
                if journal_exists(&tx, &target)? {
                    return Err(StorageError::JournalExists { id: target });
                }
                let count = u32::try_from(journal.entries.len())
                    .map_err(|_| invalid("a journal holds too many entries"))?;
                let new = NewJournal {
                    id: target.clone(),
                    kind: journal.kind,
                    title: journal.title.clone(),
                    header: journal.header.clone(),
                    created_at: journal.created_at,
                };
                // The chain is computed afresh here: the file carries no hashes, and the
                // journal may take a new id.
                let header = new_header_hash(&new, journal.redacted);
                let mut head = header;
                let links: Vec<Hash> = journal
                    .entries
                    .iter()
                    .map(|entry| {
                        head = chain::entry_hash(
                            &head,
                            i64::from(entry.seq.get()),
                            i64::from(entry.recorded_at.unix_seconds()),
                            entry.redacted,
                            entry.payload.as_str(),
                        );
                        head
                    })
                    .collect();
                insert_journal(
                    &tx,
                    &new,
                    journal.archived,
                    count,
                    journal.redacted,
                    journal.updated_at,
                    Some(&head),
                )?;
                let mut insert = tx.prepare_cached(
                    "INSERT INTO entries (journal_id, seq, recorded_at, redacted, payload, hash) \
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?;
                for (entry, link) in journal.entries.iter().zip(&links) {
                    insert.execute(params![
                        target.as_str(),
                        entry.seq.get(),
                        entry.recorded_at.unix_seconds(),
                        entry.redacted,
                        entry.payload.as_str(),
                        link.as_slice(),
                    ])?;
                }
                counted.push((target.clone(), header, count));
                imported.push(ImportedJournal {
                    id: target,
                    original_id: journal.id.clone(),
                    kind: journal.kind,
                    title: journal.title.clone(),
                    entry_count: count,
                });
            }
            // The name is bound to the key only once the file is in: a refused file teaches
            // nothing.
            if let Some((name, public_key)) = &signed {
                signing::remember_signer(&tx, name, public_key)?;
            }
            tx.commit()?;
            Ok((imported, counted))
        })();
        let (journals, counted) = result.map_err(|e| self.locate(e))?;
        for (id, header, count) in &counted {
            if *count > 0 {
                self.counts_file.record(id, header, *count);
            }
        }
        Ok(ImportReport {
            backup,
            journals,
            provenance,
        })
    }

    /// [`ExportDocument::from_json`] then [`Store::import`].
    ///
    /// # Errors
    /// As those two.
    pub fn import_json(
        &mut self,
        bytes: &[u8],
        on_existing: OnExisting,
    ) -> Result<ImportReport, StorageError> {
        let document = ExportDocument::from_json(bytes)?;
        self.import(&document, on_existing)
    }

    /// The id each journal of `document` will get here.
    fn import_targets(
        &self,
        document: &ExportDocument,
        on_existing: OnExisting,
    ) -> Result<Vec<JournalId>, StorageError> {
        let mut claimed: HashSet<JournalId> = HashSet::new();
        let mut targets = Vec::with_capacity(document.journals.len());
        for journal in &document.journals {
            let taken =
                |id: &JournalId, claimed: &HashSet<JournalId>| -> Result<bool, StorageError> {
                    Ok(claimed.contains(id)
                        || journal_exists(&self.conn, id).map_err(|e| self.locate(e))?)
                };
            let mut target = journal.id.clone();
            if taken(&target, &claimed)? {
                if on_existing == OnExisting::Refuse {
                    return Err(StorageError::JournalExists { id: target });
                }
                let mut n: u32 = 1;
                target = loop {
                    let candidate = copy_id(&journal.id, n)?;
                    if !taken(&candidate, &claimed)? {
                        break candidate;
                    }
                    n = n
                        .checked_add(1)
                        .ok_or_else(|| invalid("no free id is left for a copy"))?;
                };
            }
            claimed.insert(target.clone());
            targets.push(target);
        }
        Ok(targets)
    }
}

/// `<id>-copy-<n>`, with the id shortened as needed to stay within [`MAX_ID_LEN`].
fn copy_id(id: &JournalId, n: u32) -> Result<JournalId, StorageError> {
    let suffix = format!("-copy-{n}");
    let keep = MAX_ID_LEN
        .saturating_sub(suffix.len())
        .min(id.as_str().len());
    // Ids are ASCII, so any byte index is a character boundary.
    let prefix = id.as_str().get(..keep).unwrap_or_default();
    JournalId::new(format!("{prefix}{suffix}"))
}
