//! Reading journal rows and entries against their hashes (see `chain.rs`), and the check of a
//! whole database run when it is opened.

use crate::chain::{self, Hash, HeaderFields, JournalDamage, RecordFields};
use crate::error::StorageError;
use crate::store::corrupt;
use crate::types::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JournalSummary, JsonText, Seq, Timestamp,
    Title,
};
use rusqlite::{params, Connection, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Damage found in a database: in a journal, or in a setting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Damage {
    /// A journal no longer matches its hash chain.
    Journal {
        /// The journal.
        id: JournalId,
        /// Where, and what can still be trusted.
        damage: JournalDamage,
    },
    /// A setting no longer matches its hash: it is not used.
    Setting {
        /// Its key.
        key: String,
    },
}

impl Damage {
    /// The error a read of the damaged part gives.
    pub fn to_error(&self) -> StorageError {
        match self {
            Damage::Journal { id, damage } => StorageError::JournalDamaged {
                id: id.clone(),
                damage: *damage,
            },
            Damage::Setting { key } => StorageError::SettingDamaged { key: key.clone() },
        }
    }
}

pub(crate) const ROW_COLUMNS: &str =
    "id, kind, title, archived, redacted, created_at, updated_at, \
     ruleset_version, data_pack_id, data_pack_version, seeds, setup, last_seq, header_hash, \
     head_hash, record_hash";

/// A `journals` row as stored, with its hashes.
#[derive(Debug, Clone)]
pub(crate) struct JournalRow {
    pub(crate) id: String,
    pub(crate) kind: String,
    pub(crate) title: String,
    pub(crate) archived: bool,
    pub(crate) redacted: bool,
    pub(crate) created_at: i64,
    pub(crate) updated_at: i64,
    pub(crate) ruleset_version: String,
    pub(crate) data_pack_id: String,
    pub(crate) data_pack_version: String,
    pub(crate) seeds: String,
    pub(crate) setup: String,
    pub(crate) last_seq: i64,
    pub(crate) header_hash: Option<Vec<u8>>,
    pub(crate) head_hash: Option<Vec<u8>>,
    pub(crate) record_hash: Option<Vec<u8>>,
}

fn same(stored: Option<&[u8]>, computed: &Hash) -> bool {
    stored == Some(computed.as_slice())
}

impl JournalRow {
    pub(crate) fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<JournalRow> {
        Ok(JournalRow {
            id: row.get(0)?,
            kind: row.get(1)?,
            title: row.get(2)?,
            archived: row.get(3)?,
            redacted: row.get(4)?,
            created_at: row.get(5)?,
            updated_at: row.get(6)?,
            ruleset_version: row.get(7)?,
            data_pack_id: row.get(8)?,
            data_pack_version: row.get(9)?,
            seeds: row.get(10)?,
            setup: row.get(11)?,
            last_seq: row.get(12)?,
            header_hash: row.get(13)?,
            head_hash: row.get(14)?,
            record_hash: row.get(15)?,
        })
    }

    /// The row of journal `id`, if there is one.
    pub(crate) fn load(
        conn: &Connection,
        id: &JournalId,
    ) -> Result<Option<JournalRow>, StorageError> {
        Ok(conn
            .prepare_cached(&format!("SELECT {ROW_COLUMNS} FROM journals WHERE id = ?1"))?
            .query_row([id.as_str()], JournalRow::read)
            .optional()?)
    }

    /// The row of journal `id`, or [`StorageError::JournalNotFound`].
    pub(crate) fn get(conn: &Connection, id: &JournalId) -> Result<JournalRow, StorageError> {
        JournalRow::load(conn, id)?.ok_or_else(|| StorageError::JournalNotFound { id: id.clone() })
    }

    pub(crate) fn computed_header(&self) -> Hash {
        chain::header_hash(&HeaderFields {
            id: &self.id,
            kind: &self.kind,
            created_at: self.created_at,
            redacted: self.redacted,
            ruleset_version: &self.ruleset_version,
            data_pack_id: &self.data_pack_id,
            data_pack_version: &self.data_pack_version,
            seeds: &self.seeds,
            setup: &self.setup,
        })
    }

    /// The record hash for this row with `head` as the chain's head.
    pub(crate) fn computed_record(&self, header: &Hash, head: &[u8]) -> Hash {
        chain::record_hash(&RecordFields {
            id: &self.id,
            title: &self.title,
            archived: self.archived,
            updated_at: self.updated_at,
            last_seq: self.last_seq,
            header_hash: header,
            head_hash: head,
        })
    }

    /// The header's hash, when the stored one matches the header.
    pub(crate) fn checked_header(&self) -> Option<Hash> {
        let computed = self.computed_header();
        same(self.header_hash.as_deref(), &computed).then_some(computed)
    }

    /// Whether the record hash matches the row as stored.
    pub(crate) fn record_ok(&self) -> bool {
        let Some(header) = self.checked_header() else {
            return false;
        };
        let head = self.head_hash.as_deref().unwrap_or_default();
        same(
            self.record_hash.as_deref(),
            &self.computed_record(&header, head),
        )
    }

    /// The header, once its hash is checked.
    pub(crate) fn header(&self, id: &JournalId) -> Result<JournalHeader, StorageError> {
        if self.checked_header().is_none() {
            return Err(StorageError::JournalDamaged {
                id: id.clone(),
                damage: JournalDamage::Header,
            });
        }
        let json = |text: &str| {
            JsonText::parse(text.to_owned())
                .map_err(|e| corrupt(format!("a stored header is not JSON: {e}")))
        };
        Ok(JournalHeader {
            ruleset_version: self.ruleset_version.clone(),
            data_pack: DataPackRef {
                id: self.data_pack_id.clone(),
                version: self.data_pack_version.clone(),
            },
            seeds: json(&self.seeds)?,
            setup: json(&self.setup)?,
        })
    }

    /// The list line (values as stored; their hash is checked by [`verify_journal`]).
    pub(crate) fn summary(&self) -> Result<JournalSummary, StorageError> {
        let bad = |what: &str| corrupt(format!("a journal row holds an invalid {what}"));
        Ok(JournalSummary {
            id: JournalId::new(self.id.clone()).map_err(|_| bad("id"))?,
            kind: JournalKind::from_sql(&self.kind).ok_or_else(|| bad("kind"))?,
            title: Title::new(self.title.clone()).map_err(|_| bad("title"))?,
            archived: self.archived,
            redacted: self.redacted,
            created_at: stored_time(self.created_at)?,
            updated_at: stored_time(self.updated_at)?,
            entry_count: stored_count(self.last_seq)?,
        })
    }
}

pub(crate) fn stored_time(value: i64) -> Result<Timestamp, StorageError> {
    u32::try_from(value)
        .map(Timestamp::from_unix_seconds)
        .map_err(|_| corrupt(format!("a stored time ({value}) is out of range")))
}

pub(crate) fn stored_count(value: i64) -> Result<u32, StorageError> {
    u32::try_from(value)
        .map_err(|_| corrupt(format!("a stored entry count ({value}) is out of range")))
}

/// How a walk along a journal's entries ended.
pub(crate) enum Walk {
    /// Every entry was visited and checks; `head` is the last link (`None` when the links were
    /// [`Links::Trusted`], so not computed).
    Complete { head: Option<Hash> },
    /// The visitor asked to stop.
    Stopped,
    /// An entry does not check, or entries are missing.
    Damaged(JournalDamage),
}

/// What a walk checks each entry against.
pub(crate) enum Links {
    /// The hash chain, from this start (the header's hash): every entry is hashed.
    Check(Hash),
    /// Nothing but the numbering and the count: this connection checked the whole chain
    /// earlier and nothing has been committed to the file since by anyone else
    /// ([`CheckedChains`]).
    Trusted,
}

/// Streams the entries of journal `id` in order to `visit` (seq, recorded_at, redacted,
/// payload), each only after it checked against `links`; stops at the first entry that does
/// not, before visiting it.
pub(crate) fn walk(
    conn: &Connection,
    id: &JournalId,
    links: Links,
    recorded: u32,
    mut visit: impl FnMut(Seq, Timestamp, bool, &str) -> Result<bool, StorageError>,
) -> Result<Walk, StorageError> {
    let mut statement = conn.prepare_cached(
        "SELECT seq, recorded_at, redacted, payload, hash FROM entries \
         WHERE journal_id = ?1 ORDER BY seq",
    )?;
    let mut rows = statement.query([id.as_str()])?;
    let mut previous = match links {
        Links::Check(start) => Some(start),
        Links::Trusted => None,
    };
    let mut read: u32 = 0;
    while let Some(row) = rows.next()? {
        let Some(expected) = Seq::after(read) else {
            return Ok(Walk::Damaged(JournalDamage::Missing {
                intact: read,
                recorded,
            }));
        };
        let damaged = Ok(Walk::Damaged(JournalDamage::Entry { seq: expected }));
        let seq: i64 = row.get(0)?;
        let recorded_at: i64 = row.get(1)?;
        let redacted: bool = row.get(2)?;
        let Ok(payload) = row.get_ref(3)?.as_str() else {
            return damaged;
        };
        if seq != i64::from(expected.get()) {
            return damaged;
        }
        if let Some(link) = previous.as_mut() {
            let stored = row.get_ref(4)?.as_blob_or_null().ok().flatten();
            let computed = chain::entry_hash(link, seq, recorded_at, redacted, payload);
            if !same(stored, &computed) {
                return damaged;
            }
            *link = computed;
        }
        if read >= recorded {
            // More entries than the journal recorded: its record is what is wrong.
            return Ok(Walk::Damaged(JournalDamage::Record));
        }
        if !visit(expected, stored_time(recorded_at)?, redacted, payload)? {
            return Ok(Walk::Stopped);
        }
        read = expected.get();
    }
    if read != recorded {
        return Ok(Walk::Damaged(JournalDamage::Missing {
            intact: read,
            recorded,
        }));
    }
    Ok(Walk::Complete { head: previous })
}

/// The journals whose whole chain this store's connection has checked, remembered so that a
/// journal read again is not hashed again (docs/reliability.md, "Checked once, remembered").
///
/// A journal is vouched for only while its row still names the header, entry count and chain
/// head that were checked, and while no other connection has committed to the file since
/// (`PRAGMA data_version`, which SQLite changes for exactly that); this store's own appends
/// extend a checked chain link by link, and its deletions forget it.
///
/// A store opened on bytes whose last close checked every chain (`crate::checked`) vouches for
/// every journal as it finds it, until anything is written to the file, by this connection or
/// another: each journal is then remembered as checked when it is first read.
#[derive(Debug, Default)]
pub(crate) struct CheckedChains {
    data_version: Option<i64>,
    chains: HashMap<String, CheckedChain>,
    whole_file: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct CheckedChain {
    header: Hash,
    last_seq: i64,
    head: Hash,
}

impl CheckedChains {
    /// For a file whose every chain was checked when it was last closed, opened on exactly
    /// those bytes at `data_version`, nothing written since.
    pub(crate) fn whole_file(data_version: i64) -> CheckedChains {
        CheckedChains {
            data_version: Some(data_version),
            chains: HashMap::new(),
            whole_file: true,
        }
    }

    /// Forgets every check if another connection committed to the file since they were made,
    /// and the whole file's once anything was written to it.
    pub(crate) fn refresh(&mut self, conn: &Connection) -> Result<(), StorageError> {
        // Cached: asked before every journal's read.
        let now: i64 = conn
            .prepare_cached("PRAGMA data_version")?
            .query_row([], |r| r.get(0))?;
        if self.data_version != Some(now) {
            self.chains.clear();
            self.whole_file = false;
            self.data_version = Some(now);
        }
        if conn.total_changes() != 0 {
            self.whole_file = false;
        }
        Ok(())
    }

    /// Whether `row` (whose header hashes to `header`) is the journal as it was checked.
    pub(crate) fn vouch_for(&mut self, row: &JournalRow, header: &Hash) -> bool {
        let remembered = self.chains.get(&row.id).is_some_and(|checked| {
            checked.header == *header
                && checked.last_seq == row.last_seq
                && row.head_hash.as_deref() == Some(checked.head.as_slice())
        });
        if remembered || !self.whole_file {
            return remembered;
        }
        // The whole file as its close checked it: the row's head is the checked one.
        match row
            .head_hash
            .as_deref()
            .and_then(|head| Hash::try_from(head).ok())
        {
            Some(head) => {
                self.remember(&row.id, *header, row.last_seq, head);
                true
            }
            None => false,
        }
    }

    /// Records that journal `id`'s entries 1 to `last_seq` chain from `header` to `head`.
    pub(crate) fn remember(&mut self, id: &str, header: Hash, last_seq: i64, head: Hash) {
        self.chains.insert(
            id.to_owned(),
            CheckedChain {
                header,
                last_seq,
                head,
            },
        );
    }

    /// After this store appended entry `last_seq` with link `head` on top of `previous_head`:
    /// a checked chain grows by that link; an unchecked one stays unchecked.
    pub(crate) fn extend(&mut self, id: &str, previous_head: &Hash, last_seq: i64, head: Hash) {
        if let Some(checked) = self.chains.get_mut(id) {
            if checked.last_seq + 1 == last_seq && checked.head == *previous_head {
                checked.last_seq = last_seq;
                checked.head = head;
            } else {
                self.chains.remove(id);
            }
        }
    }

    /// Forgets journal `id` (deleted, or found damaged).
    pub(crate) fn forget(&mut self, id: &str) {
        self.chains.remove(id);
    }

    /// Whether journal `id` is vouched for (tests).
    #[cfg(test)]
    pub(crate) fn knows(&self, id: &str) -> bool {
        self.chains.contains_key(id)
    }
}

/// Checks journal `id` whole: header, every entry, the count and head, the record.
pub(crate) fn verify_journal(
    conn: &Connection,
    id: &JournalId,
) -> Result<Option<JournalDamage>, StorageError> {
    let row = JournalRow::get(conn, id)?;
    let Some(start) = row.checked_header() else {
        return Ok(Some(JournalDamage::Header));
    };
    let Ok(recorded) = u32::try_from(row.last_seq) else {
        return Ok(Some(JournalDamage::Record));
    };
    match walk(conn, id, Links::Check(start), recorded, |_, _, _, _| {
        Ok(true)
    })? {
        Walk::Damaged(damage) => Ok(Some(damage)),
        Walk::Stopped => Ok(None),
        Walk::Complete { head } => {
            let head_matches = head.is_some_and(|head| same(row.head_hash.as_deref(), &head));
            if !head_matches || !row.record_ok() {
                Ok(Some(JournalDamage::Record))
            } else {
                Ok(None)
            }
        }
    }
}

/// Checks every journal and setting of the database.
pub(crate) fn verify_all(conn: &Connection) -> Result<Vec<Damage>, StorageError> {
    let mut found = Vec::new();
    let ids: Vec<String> = conn
        .prepare("SELECT id FROM journals ORDER BY id")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    for text in ids {
        let id = JournalId::new(text)
            .map_err(|_| corrupt("a journal row holds an invalid id".to_owned()))?;
        if let Some(damage) = verify_journal(conn, &id)? {
            found.push(Damage::Journal { id, damage });
        }
    }
    let mut settings = conn.prepare("SELECT key, value, hash FROM settings ORDER BY key")?;
    let rows = settings.query_map([], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, Option<Vec<u8>>>(2)?,
        ))
    })?;
    for row in rows {
        let (key, value, hash) = row?;
        if !same(hash.as_deref(), &chain::setting_hash(&key, &value)) {
            found.push(Damage::Setting { key });
        }
    }
    Ok(found)
}

/// Writes `key` = `value` with its hash.
pub(crate) fn put_setting(conn: &Connection, key: &str, value: &str) -> Result<(), StorageError> {
    conn.execute(
        "INSERT INTO settings (key, value, hash) VALUES (?1, ?2, ?3) \
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, hash = excluded.hash",
        params![key, value, chain::setting_hash(key, value).as_slice()],
    )?;
    Ok(())
}

/// The value of `key`, checked against its hash.
pub(crate) fn get_setting(conn: &Connection, key: &str) -> Result<Option<String>, StorageError> {
    // Cached: a draft's replay asks for one of its settings.
    let row: Option<(String, Option<Vec<u8>>)> = conn
        .prepare_cached("SELECT value, hash FROM settings WHERE key = ?1")?
        .query_row([key], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    match row {
        None => Ok(None),
        Some((value, hash)) if same(hash.as_deref(), &chain::setting_hash(key, &value)) => {
            Ok(Some(value))
        }
        Some(_) => Err(StorageError::SettingDamaged {
            key: key.to_owned(),
        }),
    }
}
