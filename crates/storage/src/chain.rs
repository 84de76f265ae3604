//! The hash chain that makes damage to a journal detectable.
//!
//! Each journal row records the SHA-256 of its header (id, kind, creation time, whether it is a
//! player-safe copy, ruleset and data pack, seeds, setup). Each entry records the SHA-256 of the
//! previous link (the header's hash for entry 1) followed by its own fields, so the last entry's
//! hash (the chain's *head*, also kept in the journal row) vouches for the header and every
//! entry. The journal row itself (title, archived, times, entry count, header hash and head)
//! carries a hash of its own, and so does each setting. Every field is written length-first
//! under a tag naming what is hashed, so no two different records hash the same bytes.
//!
//! A file damaged on disk (a flipped bit, a lost page, a torn write) that SQLite still reads then
//! no longer matches its hashes: [`JournalDamage`] says where, and what before it can still be
//! trusted.

use crate::types::Seq;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// A SHA-256 digest as stored (a 32-byte BLOB).
pub(crate) type Hash = [u8; 32];

struct Hasher(Sha256);

impl Hasher {
    fn new(tag: &str) -> Hasher {
        let mut hasher = Hasher(Sha256::new());
        hasher.field(tag.as_bytes());
        hasher
    }

    fn field(&mut self, bytes: &[u8]) -> &mut Hasher {
        self.0.update((bytes.len() as u64).to_be_bytes());
        self.0.update(bytes);
        self
    }

    fn number(&mut self, value: u64) -> &mut Hasher {
        self.field(&value.to_be_bytes())
    }

    fn finish(&mut self) -> Hash {
        self.0.clone().finalize().into()
    }
}

/// The immutable part of a journal, as hashed.
pub(crate) struct HeaderFields<'a> {
    pub(crate) id: &'a str,
    pub(crate) kind: &'a str,
    pub(crate) created_at: i64,
    pub(crate) redacted: bool,
    pub(crate) ruleset_version: &'a str,
    pub(crate) data_pack_id: &'a str,
    pub(crate) data_pack_version: &'a str,
    pub(crate) seeds: &'a str,
    pub(crate) setup: &'a str,
}

pub(crate) fn header_hash(h: &HeaderFields<'_>) -> Hash {
    Hasher::new("hexadraft journal header v1")
        .field(h.id.as_bytes())
        .field(h.kind.as_bytes())
        .number(h.created_at as u64)
        .number(u64::from(h.redacted))
        .field(h.ruleset_version.as_bytes())
        .field(h.data_pack_id.as_bytes())
        .field(h.data_pack_version.as_bytes())
        .field(h.seeds.as_bytes())
        .field(h.setup.as_bytes())
        .finish()
}

/// The link of entry `seq`, after `previous` (the header's hash for entry 1).
pub(crate) fn entry_hash(
    previous: &Hash,
    seq: i64,
    recorded_at: i64,
    redacted: bool,
    payload: &str,
) -> Hash {
    Hasher::new("hexadraft journal entry v1")
        .field(previous)
        .number(seq as u64)
        .number(recorded_at as u64)
        .number(u64::from(redacted))
        .field(payload.as_bytes())
        .finish()
}

/// The changing part of a journal row, as hashed.
pub(crate) struct RecordFields<'a> {
    pub(crate) id: &'a str,
    pub(crate) title: &'a str,
    pub(crate) archived: bool,
    pub(crate) updated_at: i64,
    pub(crate) last_seq: i64,
    pub(crate) header_hash: &'a [u8],
    pub(crate) head_hash: &'a [u8],
}

pub(crate) fn record_hash(r: &RecordFields<'_>) -> Hash {
    Hasher::new("hexadraft journal record v1")
        .field(r.id.as_bytes())
        .field(r.title.as_bytes())
        .number(u64::from(r.archived))
        .number(r.updated_at as u64)
        .number(r.last_seq as u64)
        .field(r.header_hash)
        .field(r.head_hash)
        .finish()
}

pub(crate) fn setting_hash(key: &str, value: &str) -> Hash {
    Hasher::new("hexadraft setting v1")
        .field(key.as_bytes())
        .field(value.as_bytes())
        .finish()
}

/// Where a journal no longer matches its hash chain, and so what of it can still be trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum JournalDamage {
    /// The header (setup, seeds, ruleset, data pack, kind, creation time) does not match its
    /// hash: nothing of the journal can be trusted.
    Header,
    /// Entry `seq` does not match the chain: entries 1 to `seq - 1` are intact, nothing from
    /// `seq` on can be trusted.
    Entry {
        /// The first entry that fails.
        seq: Seq,
    },
    /// Entries are missing: the journal recorded `recorded` entries, only the first `intact`
    /// are there (and check).
    Missing {
        /// The entries there, all intact.
        intact: u32,
        /// The entries the journal recorded.
        recorded: u32,
    },
    /// The journal's record (title, archived, last update, entry count or chain head) does not
    /// match its hash, while the header and every entry check: the setup and entries can be
    /// trusted, the list details may be wrong.
    Record,
}

impl JournalDamage {
    /// How many entries, from the first, can still be trusted (with the header); `None` when
    /// all of them can (only the list details are in doubt).
    pub fn intact_entries(self) -> Option<u32> {
        match self {
            JournalDamage::Header => Some(0),
            JournalDamage::Entry { seq } => Some(seq.get() - 1),
            JournalDamage::Missing { intact, .. } => Some(intact),
            JournalDamage::Record => None,
        }
    }
}

impl fmt::Display for JournalDamage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JournalDamage::Header => f.write_str(
                "its header (setup, seeds, rules) does not match its recorded hash, so nothing of it can be trusted",
            ),
            JournalDamage::Entry { seq } if seq.get() == 1 => write!(
                f,
                "entry 1 does not match its recorded hash: the header is intact, no entry can be trusted"
            ),
            JournalDamage::Entry { seq } => write!(
                f,
                "entry {seq} does not match its recorded hash: the journal is intact up to entry {}",
                seq.get() - 1
            ),
            JournalDamage::Missing { intact, recorded } => write!(
                f,
                "it recorded {recorded} entries but only {intact} are there: the journal is intact up to entry {intact}"
            ),
            JournalDamage::Record => f.write_str(
                "its list details (title, archived, times) do not match their recorded hash; its setup and every entry are intact",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_framed_so_moving_a_byte_between_them_changes_the_hash() {
        let fields = |seeds: &'static str, setup: &'static str| HeaderFields {
            id: "d1",
            kind: "draft",
            created_at: 1,
            redacted: false,
            ruleset_version: "r",
            data_pack_id: "p",
            data_pack_version: "1",
            seeds,
            setup,
        };
        assert_ne!(
            header_hash(&fields("[1", "2]")),
            header_hash(&fields("[12", "]"))
        );
        let h = header_hash(&fields("[1]", "{}"));
        assert_ne!(
            entry_hash(&h, 1, 5, false, "7"),
            entry_hash(&h, 1, 5, false, "6")
        );
        assert_ne!(
            entry_hash(&h, 1, 5, false, "7"),
            entry_hash(&h, 2, 5, false, "7")
        );
        assert_ne!(
            entry_hash(&h, 1, 5, false, "7"),
            entry_hash(&h, 1, 5, true, "7")
        );
        assert_ne!(setting_hash("ab", "c"), setting_hash("a", "bc"));
    }

    #[test]
    fn damage_says_how_many_entries_are_intact() {
        let seq = |n| Seq::new(n).unwrap();
        assert_eq!(JournalDamage::Header.intact_entries(), Some(0));
        assert_eq!(
            JournalDamage::Entry { seq: seq(5) }.intact_entries(),
            Some(4)
        );
        assert!(JournalDamage::Entry { seq: seq(5) }
            .to_string()
            .contains("intact up to entry 4"));
        assert_eq!(JournalDamage::Record.intact_entries(), None);
    }
}
