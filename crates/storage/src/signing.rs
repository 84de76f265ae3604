//! Signed exports (docs/formats.md, "Signed exports"): each store makes its own Ed25519 key on
//! first use, keeps it in its settings and signs what it exports with it; an import checks the
//! file against its signature, names the part that changed, and remembers which keys each
//! signer's name came with.
//!
//! The private key is read and written only here, straight from the settings table: the public
//! setting calls refuse its key, so it cannot reach a view, an export, a log line or an error.

use crate::confirmed::hex;
use crate::error::StorageError;
use crate::store::{corrupt, Store};
use crate::transfer::{ExportAudience, ExportDocument, ExportedEntry, ExportedJournal};
use crate::types::{JournalId, JournalKind};
use crate::verify;
use ed25519_dalek::{Signature, Signer as _, SigningKey, VerifyingKey};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The `algorithm` of every signature block this build writes and reads.
pub const SIGNATURE_ALGORITHM: &str = "ed25519";
/// Longest signer name, in bytes.
pub const MAX_SIGNER_NAME_LEN: usize = 200;
/// The setting that holds the store's private key (hex): reserved, see [`is_reserved_setting`].
const SIGNING_KEY_SETTING: &str = "export-signing-key";
/// Settings `export-signer-keys:<hash of the name>` list the public keys seen with a name.
const KNOWN_KEYS_PREFIX: &str = "export-signer-keys:";
/// Keys remembered per name: enough for a season's reinstalls, bounded so a setting stays small.
const MAX_KEYS_PER_NAME: usize = 64;

/// Whether a setting key is the signing key's, which no public setting call may read or write.
pub(crate) fn is_reserved_setting(key: &str) -> bool {
    key == SIGNING_KEY_SETTING
}

/// The signature block of an export: who signed, their public key, a digest of each journal's
/// header and of each entry, and the Ed25519 signature over all of it with the document's format,
/// version and audience.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportSignature {
    /// Always [`SIGNATURE_ALGORITHM`].
    pub algorithm: String,
    /// The signing organizer's name, as their app was set.
    pub signer: String,
    /// The public key, 64 hex digits.
    pub public_key: String,
    /// One digest list per journal, in the document's order.
    pub journals: Vec<SignedJournal>,
    /// The signature, 128 hex digits.
    pub signature: String,
}

/// The digests a signature covers for one journal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignedJournal {
    /// The journal's id in the file.
    pub id: JournalId,
    /// SHA-256 of the journal's canonical header (hex).
    pub header: String,
    /// SHA-256 of each entry's canonical form (hex), in order.
    pub entries: Vec<String>,
}

/// Who signed a file, as a person can check it: the name and a short fingerprint of the key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SignerIdentity {
    /// The organizer's name.
    pub name: String,
    /// The first 16 hex digits of the SHA-256 of the public key, in groups of four.
    pub fingerprint: String,
}

/// Where an imported file came from, as far as its signature tells.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Provenance {
    /// A file with no signature (written before signatures, or stripped of its own).
    Unsigned,
    /// A file whose signature holds over all its content.
    #[serde(rename_all = "camelCase")]
    Signed {
        /// The signer.
        signer: SignerIdentity,
        /// The fingerprints of other keys this store saw with the same name before: not empty
        /// means the name came with a new key (another install, or someone using the name).
        earlier_keys: Vec<String>,
    },
}

/// Which part of a signed file no longer matches its signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum AlteredPart {
    /// The signature block itself, or the format, version or audience it covers.
    Signature,
    /// A journal was added, removed or renamed.
    Journals,
    /// A journal's header (title, setup, dates...).
    Header,
    /// Entries were added or removed at the end of a journal.
    Entries,
    /// One entry.
    Entry,
}

/// Where a signed file changed, in English, for the error's message.
pub(crate) fn altered_words(
    part: AlteredPart,
    journal: Option<&JournalId>,
    entry: Option<u32>,
) -> String {
    let journal = journal.map(|j| format!("\"{j}\"")).unwrap_or_default();
    let entry = entry.map(|n| n.to_string()).unwrap_or_default();
    match part {
        AlteredPart::Signature => "its signature".to_owned(),
        AlteredPart::Journals => format!("its list of journals, at {journal}"),
        AlteredPart::Header => format!("the header of journal {journal}"),
        AlteredPart::Entries => {
            format!("entries of journal {journal} added or removed, from entry {entry}")
        }
        AlteredPart::Entry => format!("entry {entry} of journal {journal}"),
    }
}

fn altered(part: AlteredPart, journal: Option<&JournalId>, entry: Option<usize>) -> StorageError {
    StorageError::ImportAltered {
        part,
        journal: journal.cloned(),
        entry: entry.and_then(|n| u32::try_from(n).ok()),
    }
}

pub(crate) fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    if text.len() != 2 * N {
        return None;
    }
    let mut out = [0u8; N];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(text.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// Appends a length-prefixed field, so no two different field lists hash alike.
fn put(hasher: &mut Sha256, bytes: &[u8]) {
    hasher.update((bytes.len() as u64).to_be_bytes());
    hasher.update(bytes);
}

fn kind_name(kind: JournalKind) -> &'static str {
    match kind {
        JournalKind::Draft => "draft",
        JournalKind::Event => "event",
        JournalKind::Ledger => "ledger",
    }
}

fn audience_name(audience: ExportAudience) -> &'static str {
    match audience {
        ExportAudience::Organizer => "organizer",
        ExportAudience::PlayerSafe => "player_safe",
    }
}

/// SHA-256 of a journal's canonical header: every field but the entries, and their count.
fn header_digest(journal: &ExportedJournal) -> [u8; 32] {
    let mut hasher = Sha256::new();
    put(&mut hasher, b"hexadraft-export-header-v1");
    put(&mut hasher, journal.id.as_str().as_bytes());
    put(&mut hasher, kind_name(journal.kind).as_bytes());
    put(&mut hasher, journal.title.as_str().as_bytes());
    hasher.update([u8::from(journal.archived), u8::from(journal.redacted)]);
    hasher.update(journal.created_at.unix_seconds().to_be_bytes());
    hasher.update(journal.updated_at.unix_seconds().to_be_bytes());
    let header = &journal.header;
    put(&mut hasher, header.ruleset_version.as_bytes());
    put(&mut hasher, header.data_pack.id.as_bytes());
    put(&mut hasher, header.data_pack.version.as_bytes());
    put(&mut hasher, header.seeds.as_str().as_bytes());
    put(&mut hasher, header.setup.as_str().as_bytes());
    hasher.update((journal.entries.len() as u64).to_be_bytes());
    hasher.finalize().into()
}

/// SHA-256 of an entry's canonical form: its number, time, redaction flag and exact payload text.
fn entry_digest(entry: &ExportedEntry) -> [u8; 32] {
    let mut hasher = Sha256::new();
    put(&mut hasher, b"hexadraft-export-entry-v1");
    hasher.update(entry.seq.get().to_be_bytes());
    hasher.update(entry.recorded_at.unix_seconds().to_be_bytes());
    hasher.update([u8::from(entry.redacted)]);
    put(&mut hasher, entry.payload.as_str().as_bytes());
    hasher.finalize().into()
}

/// The 32 bytes the key signs: the document's format, version and audience, the signer's name
/// and key, and every digest the block lists.
fn signed_message(
    document: &ExportDocument,
    signer: &str,
    public_key: &[u8; 32],
    journals: &[SignedJournal],
) -> [u8; 32] {
    let mut hasher = Sha256::new();
    put(&mut hasher, b"hexadraft-export-signature-v1");
    put(&mut hasher, document.format().as_bytes());
    hasher.update(document.version().to_be_bytes());
    put(&mut hasher, audience_name(document.audience()).as_bytes());
    put(&mut hasher, signer.as_bytes());
    hasher.update(public_key);
    hasher.update((journals.len() as u64).to_be_bytes());
    for journal in journals {
        put(&mut hasher, journal.id.as_str().as_bytes());
        put(&mut hasher, journal.header.as_bytes());
        hasher.update((journal.entries.len() as u64).to_be_bytes());
        for entry in &journal.entries {
            put(&mut hasher, entry.as_bytes());
        }
    }
    hasher.finalize().into()
}

/// The short fingerprint people compare: `ab12 cd34 ef56 7890`.
pub fn fingerprint(public_key: &[u8; 32]) -> String {
    let digest = Sha256::digest(public_key);
    let digits = hex(digest.get(..8).unwrap_or_default());
    digits
        .as_bytes()
        .chunks(4)
        .map(|group| String::from_utf8_lossy(group).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Checks a signer's name: not empty, not too long, one line.
pub(crate) fn check_signer_name(name: &str) -> Result<(), StorageError> {
    if name.trim().is_empty() || name.len() > MAX_SIGNER_NAME_LEN || name.contains(['\n', '\r']) {
        return Err(StorageError::InvalidInput {
            what: "signer name",
            detail: format!("one line of 1 to {MAX_SIGNER_NAME_LEN} bytes"),
        });
    }
    Ok(())
}

impl ExportDocument {
    /// Signs the document as `signer` with `key`, replacing any earlier signature.
    fn sign(&mut self, signer: &str, key: &SigningKey) {
        let public_key = key.verifying_key().to_bytes();
        let journals: Vec<SignedJournal> = self
            .journals()
            .iter()
            .map(|journal| SignedJournal {
                id: journal.id.clone(),
                header: hex(&header_digest(journal)),
                entries: journal
                    .entries
                    .iter()
                    .map(|e| hex(&entry_digest(e)))
                    .collect(),
            })
            .collect();
        let message = signed_message(self, signer, &public_key, &journals);
        let signature = key.sign(&message);
        self.set_signature(Some(ExportSignature {
            algorithm: SIGNATURE_ALGORITHM.to_owned(),
            signer: signer.to_owned(),
            public_key: hex(&public_key),
            journals,
            signature: hex(&signature.to_bytes()),
        }));
    }

    /// Checks the signature, if any, against the whole document: `None` for an unsigned file,
    /// the signer for one whose every part matches.
    ///
    /// # Errors
    /// [`StorageError::ImportAltered`] naming the first part that does not match: the
    /// signature block first (a block that does not verify cannot be trusted to locate
    /// anything), then the journals, each header, each entry.
    pub(crate) fn check_signature(&self) -> Result<Option<(String, [u8; 32])>, StorageError> {
        let Some(block) = self.signature() else {
            return Ok(None);
        };
        let broken = || altered(AlteredPart::Signature, None, None);
        if block.algorithm != SIGNATURE_ALGORITHM || check_signer_name(&block.signer).is_err() {
            return Err(broken());
        }
        let public_key = unhex::<32>(&block.public_key).ok_or_else(broken)?;
        let signature = unhex::<64>(&block.signature).ok_or_else(broken)?;
        let key = VerifyingKey::from_bytes(&public_key).map_err(|_| broken())?;
        let message = signed_message(self, &block.signer, &public_key, &block.journals);
        key.verify_strict(&message, &Signature::from_bytes(&signature))
            .map_err(|_| broken())?;
        let journals = self.journals();
        for (index, journal) in journals.iter().enumerate() {
            let Some(signed) = block.journals.get(index) else {
                return Err(altered(AlteredPart::Journals, Some(&journal.id), None));
            };
            if signed.id != journal.id {
                return Err(altered(AlteredPart::Journals, Some(&signed.id), None));
            }
            for (at, entry) in journal.entries.iter().enumerate() {
                match signed.entries.get(at) {
                    Some(digest) if *digest == hex(&entry_digest(entry)) => {}
                    Some(_) => {
                        return Err(altered(
                            AlteredPart::Entry,
                            Some(&journal.id),
                            Some(entry.seq.get() as usize),
                        ))
                    }
                    None => {
                        return Err(altered(
                            AlteredPart::Entries,
                            Some(&journal.id),
                            Some(at + 1),
                        ))
                    }
                }
            }
            if signed.entries.len() > journal.entries.len() {
                let first_missing = journal.entries.len() + 1;
                return Err(altered(
                    AlteredPart::Entries,
                    Some(&journal.id),
                    Some(first_missing),
                ));
            }
            if signed.header != hex(&header_digest(journal)) {
                return Err(altered(AlteredPart::Header, Some(&journal.id), None));
            }
        }
        if let Some(extra) = block.journals.get(journals.len()) {
            return Err(altered(AlteredPart::Journals, Some(&extra.id), None));
        }
        Ok(Some((block.signer.clone(), public_key)))
    }
}

/// The store's key, made from `fresh` (the app's entropy) and saved on first use.
fn signing_key(
    conn: &Connection,
    fresh: impl FnOnce() -> [u8; 32],
) -> Result<SigningKey, StorageError> {
    if let Some(text) = verify::get_setting(conn, SIGNING_KEY_SETTING)? {
        // The value is never put into the error: it is the secret.
        let bytes = unhex::<32>(&text)
            .ok_or_else(|| corrupt("the export signing key setting is not a key".to_owned()))?;
        return Ok(SigningKey::from_bytes(&bytes));
    }
    let key = SigningKey::from_bytes(&fresh());
    verify::put_setting(conn, SIGNING_KEY_SETTING, &hex(key.as_bytes()))?;
    Ok(key)
}

fn known_keys_setting(name: &str) -> String {
    let digest = Sha256::digest(name.as_bytes());
    format!(
        "{KNOWN_KEYS_PREFIX}{}",
        hex(digest.get(..16).unwrap_or_default())
    )
}

/// The public keys this store has seen with `name` (hex).
fn known_keys(conn: &Connection, name: &str) -> Result<Vec<String>, StorageError> {
    Ok(verify::get_setting(conn, &known_keys_setting(name))?
        .map(|text| text.lines().map(str::to_owned).collect())
        .unwrap_or_default())
}

/// What an import of a document signed as `signer` with `public_key` tells the person, from the
/// keys seen before with that name.
pub(crate) fn provenance(
    conn: &Connection,
    signed: Option<&(String, [u8; 32])>,
) -> Result<Provenance, StorageError> {
    let Some((name, public_key)) = signed else {
        return Ok(Provenance::Unsigned);
    };
    let own = hex(public_key);
    let earlier_keys = known_keys(conn, name)?
        .iter()
        .filter(|key| **key != own)
        .filter_map(|key| unhex::<32>(key))
        .map(|key| fingerprint(&key))
        .collect();
    Ok(Provenance::Signed {
        signer: SignerIdentity {
            name: name.clone(),
            fingerprint: fingerprint(public_key),
        },
        earlier_keys,
    })
}

/// Remembers that `name` came with `public_key` (in the import's transaction).
pub(crate) fn remember_signer(
    conn: &Connection,
    name: &str,
    public_key: &[u8; 32],
) -> Result<(), StorageError> {
    let mut keys = known_keys(conn, name)?;
    let key = hex(public_key);
    if keys.contains(&key) {
        return Ok(());
    }
    if keys.len() >= MAX_KEYS_PER_NAME {
        keys.remove(0);
    }
    keys.push(key);
    verify::put_setting(conn, &known_keys_setting(name), &keys.join("\n"))
}

impl Store {
    /// The fingerprint of this store's signing key, or `None` before its first signed export
    /// made one (reading it never draws the key, so looking at it changes nothing).
    ///
    /// # Errors
    /// A damaged key setting or a database error.
    pub fn signing_fingerprint(&self) -> Result<Option<String>, StorageError> {
        let Some(text) =
            verify::get_setting(&self.conn, SIGNING_KEY_SETTING).map_err(|e| self.locate(e))?
        else {
            return Ok(None);
        };
        let bytes = unhex::<32>(&text)
            .ok_or_else(|| corrupt("the export signing key setting is not a key".to_owned()))?;
        Ok(Some(fingerprint(
            &SigningKey::from_bytes(&bytes).verifying_key().to_bytes(),
        )))
    }

    /// Checks a name to sign with, as [`Store::export_signed_json`] will.
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] for a name that is empty, multi-line or too long.
    pub fn check_signer_name(name: &str) -> Result<(), StorageError> {
        check_signer_name(name)
    }

    /// [`Store::export`], signed as `signer` with this store's key (made from `fresh` on first
    /// use), as JSON text.
    ///
    /// # Errors
    /// As [`Store::export`] and [`ExportDocument::to_json`]; [`StorageError::InvalidInput`] for
    /// a bad signer name.
    pub fn export_signed_json(
        &mut self,
        ids: &[JournalId],
        mode: crate::transfer::ExportMode<'_>,
        signer: &str,
        fresh: impl FnOnce() -> [u8; 32],
    ) -> Result<String, StorageError> {
        check_signer_name(signer)?;
        let mut document = self.export(ids, mode)?;
        let key = signing_key(&self.conn, fresh).map_err(|e| self.locate(e))?;
        document.sign(signer, &key);
        document.to_json()
    }
}
