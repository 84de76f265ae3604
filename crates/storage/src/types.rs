//! The values a journal is made of: ids, titles, times, sequence numbers, JSON text, headers and
//! entries. Each is checked on construction, so a value of these types is always well formed.

use crate::error::StorageError;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::fmt;

/// Longest journal id, in bytes.
pub const MAX_ID_LEN: usize = 64;
/// Longest journal title, in characters.
pub const MAX_TITLE_CHARS: usize = 200;
/// Longest opaque header string (ruleset version, data-pack id or version), in bytes.
pub const MAX_LABEL_LEN: usize = 200;
/// Largest single entry payload, in bytes of JSON text. An action is small; this bound only
/// keeps a runaway caller or a hostile import from filling the disk one entry at a time.
pub const MAX_PAYLOAD_BYTES: usize = 1024 * 1024;
/// Largest header JSON part (seeds or setup), in bytes.
pub const MAX_HEADER_JSON_BYTES: usize = 4 * 1024 * 1024;

/// The identifier of one journal: 1 to 64 ASCII letters, digits, `-` or `_`.
///
/// Ids are chosen by the caller (the shell, from its own random source or clock) so that the
/// store reads neither, and an exported journal keeps its id on another machine.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "String", into = "String")]
pub struct JournalId(String);

impl JournalId {
    /// Checks `value` and wraps it.
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] when `value` is empty, longer than 64 bytes or holds a
    /// character other than ASCII letters, digits, `-` and `_`.
    pub fn new(value: impl Into<String>) -> Result<JournalId, StorageError> {
        let value = value.into();
        let ok = !value.is_empty()
            && value.len() <= MAX_ID_LEN
            && value
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if ok {
            Ok(JournalId(value))
        } else {
            Err(StorageError::InvalidInput {
                what: "journal id",
                detail: format!(
                    "\"{}\" is not a valid journal id: use 1 to {MAX_ID_LEN} letters, digits, '-' or '_'",
                    value.chars().take(80).collect::<String>()
                ),
            })
        }
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for JournalId {
    type Error = StorageError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        JournalId::new(value)
    }
}

impl From<JournalId> for String {
    fn from(id: JournalId) -> String {
        id.0
    }
}

impl fmt::Display for JournalId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a journal records: one draft, or one event (which may hold many drafts' results).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum JournalKind {
    /// A single draft.
    Draft,
    /// A whole event (tournament or league).
    Event,
    /// A season's ratings, carried from event to event (from schema version 4).
    Ledger,
}

impl JournalKind {
    pub(crate) fn as_sql(self) -> &'static str {
        match self {
            JournalKind::Draft => "draft",
            JournalKind::Event => "event",
            JournalKind::Ledger => "ledger",
        }
    }

    pub(crate) fn from_sql(value: &str) -> Option<JournalKind> {
        match value {
            "draft" => Some(JournalKind::Draft),
            "event" => Some(JournalKind::Event),
            "ledger" => Some(JournalKind::Ledger),
            _ => None,
        }
    }
}

/// A journal's title as shown in the app's list: 1 to 200 characters, no control characters,
/// no leading or trailing spaces (they are trimmed on construction).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "String", into = "String")]
pub struct Title(String);

impl Title {
    /// Trims `value`, checks it and wraps it.
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] when the trimmed title is empty, longer than 200 characters
    /// or holds control characters (line breaks, tabs...).
    pub fn new(value: impl AsRef<str>) -> Result<Title, StorageError> {
        let trimmed = value.as_ref().trim();
        let problem = if trimmed.is_empty() {
            Some("a title cannot be empty".to_owned())
        } else if trimmed.chars().count() > MAX_TITLE_CHARS {
            Some(format!("a title has at most {MAX_TITLE_CHARS} characters"))
        } else if trimmed.chars().any(char::is_control) {
            Some("a title cannot hold line breaks, tabs or other control characters".to_owned())
        } else {
            None
        };
        match problem {
            Some(detail) => Err(StorageError::InvalidInput {
                what: "title",
                detail,
            }),
            None => Ok(Title(trimmed.to_owned())),
        }
    }

    /// The title as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for Title {
    type Error = StorageError;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Title::new(value)
    }
}

impl From<Title> for String {
    fn from(title: Title) -> String {
        title.0
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A moment, in whole seconds since 1970-01-01T00:00:00Z, passed in by the caller (the store
/// reads no clock). 32 bits reach the year 2106 and stay exact in the UI's numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct Timestamp(u32);

impl Timestamp {
    /// The moment `seconds` after the Unix epoch.
    pub const fn from_unix_seconds(seconds: u32) -> Timestamp {
        Timestamp(seconds)
    }

    /// Seconds since the Unix epoch.
    pub const fn unix_seconds(self) -> u32 {
        self.0
    }
}

/// The position of an entry in its journal: 1 for the first entry, then 2, 3... with no gaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "u32", into = "u32")]
pub struct Seq(u32);

impl Seq {
    /// The first entry of every journal.
    pub const FIRST: Seq = Seq(1);

    /// `n` as a sequence number.
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] for 0: entries are numbered from 1.
    pub fn new(n: u32) -> Result<Seq, StorageError> {
        if n == 0 {
            Err(StorageError::InvalidInput {
                what: "sequence number",
                detail: "entries are numbered from 1".to_owned(),
            })
        } else {
            Ok(Seq(n))
        }
    }

    /// The sequence number that follows `count` existing entries.
    pub(crate) fn after(count: u32) -> Option<Seq> {
        count.checked_add(1).map(Seq)
    }

    /// The number itself.
    pub const fn get(self) -> u32 {
        self.0
    }

    /// The next sequence number, or `None` past `u32::MAX`.
    pub fn next(self) -> Option<Seq> {
        Seq::after(self.0)
    }
}

impl TryFrom<u32> for Seq {
    type Error = StorageError;
    fn try_from(value: u32) -> Result<Self, Self::Error> {
        Seq::new(value)
    }
}

impl From<Seq> for u32 {
    fn from(seq: Seq) -> u32 {
        seq.0
    }
}

impl fmt::Display for Seq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// One JSON value kept as the exact text it was given (after trimming surrounding whitespace).
///
/// Payloads and header parts are stored and exported as this text byte for byte, so an export
/// and re-import gives back identical bytes, whatever key order or number spelling was used.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct JsonText(Box<RawValue>);

impl JsonText {
    /// Checks that `text` is exactly one JSON value and wraps it.
    ///
    /// # Errors
    /// [`StorageError::InvalidJson`] when it is not.
    pub fn parse(text: impl Into<String>) -> Result<JsonText, StorageError> {
        RawValue::from_string(text.into())
            .map(JsonText)
            .map_err(|e| StorageError::InvalidJson {
                detail: e.to_string(),
            })
    }

    /// Serialises `value` to JSON text.
    ///
    /// # Errors
    /// [`StorageError::PayloadEncode`] when `value` cannot be written as JSON (a map with
    /// non-string keys, a failing custom `Serialize`).
    pub fn encode<T: Serialize + ?Sized>(value: &T) -> Result<JsonText, StorageError> {
        serde_json::value::to_raw_value(value)
            .map(JsonText)
            .map_err(|e| StorageError::PayloadEncode {
                detail: e.to_string(),
            })
    }

    /// Reads the text as a `T`.
    ///
    /// # Errors
    /// The deserialisation error when the text does not describe a `T`.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        serde_json::from_str(self.0.get())
    }

    /// The text as a generic JSON value.
    ///
    /// # Errors
    /// Only when the text holds a number serde_json cannot represent (never for valid input).
    pub fn to_value(&self) -> Result<serde_json::Value, serde_json::Error> {
        serde_json::from_str(self.0.get())
    }

    /// The JSON text.
    pub fn as_str(&self) -> &str {
        self.0.get()
    }

    /// Length of the text in bytes.
    pub fn len(&self) -> usize {
        self.0.get().len()
    }

    /// Whether the text is empty (never: a JSON value has at least one character).
    pub fn is_empty(&self) -> bool {
        self.0.get().is_empty()
    }
}

impl PartialEq for JsonText {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for JsonText {}

impl fmt::Display for JsonText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which data pack a journal was played with. Both parts are the caller's opaque labels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataPackRef {
    /// The pack's id.
    pub id: String,
    /// The pack's version.
    pub version: String,
}

/// What a journal was started with, recorded once at creation and never changed: enough, with
/// the entries, to rebuild the state exactly (same seeds, same rules, same data).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JournalHeader {
    /// The version of the rules engine that wrote the journal (opaque to the store).
    pub ruleset_version: String,
    /// The data pack in use.
    pub data_pack: DataPackRef,
    /// The random seed or seeds, as the engine records them.
    pub seeds: JsonText,
    /// The draft setup or event definition, as the engine records it.
    pub setup: JsonText,
}

impl JournalHeader {
    pub(crate) fn check(&self) -> Result<(), StorageError> {
        for (what, label) in [
            ("ruleset version", &self.ruleset_version),
            ("data pack id", &self.data_pack.id),
            ("data pack version", &self.data_pack.version),
        ] {
            if label.len() > MAX_LABEL_LEN {
                return Err(StorageError::InvalidInput {
                    what,
                    detail: format!("at most {MAX_LABEL_LEN} bytes"),
                });
            }
        }
        for (what, json) in [("seeds", &self.seeds), ("setup", &self.setup)] {
            if json.len() > MAX_HEADER_JSON_BYTES {
                return Err(StorageError::InvalidInput {
                    what,
                    detail: format!(
                        "{} bytes of JSON; the limit is {MAX_HEADER_JSON_BYTES}",
                        json.len()
                    ),
                });
            }
        }
        Ok(())
    }
}

/// Everything needed to start a journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewJournal {
    /// Its id, unique in the store.
    pub id: JournalId,
    /// Draft or event.
    pub kind: JournalKind,
    /// The title shown in the list.
    pub title: Title,
    /// Seeds, ruleset, data pack and setup.
    pub header: JournalHeader,
    /// When it was started (also its first "updated" time).
    pub created_at: Timestamp,
}

/// One line of the app's journal list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct JournalSummary {
    /// The journal's id.
    pub id: JournalId,
    /// Draft or event.
    pub kind: JournalKind,
    /// Its title.
    pub title: Title,
    /// Hidden from the main list; appends are refused until it is unarchived.
    pub archived: bool,
    /// A player-safe copy with withheld entries: it can be read, not continued.
    pub redacted: bool,
    /// When it was started.
    pub created_at: Timestamp,
    /// When it last changed (an entry, a rename, archiving).
    pub updated_at: Timestamp,
    /// How many entries it holds.
    pub entry_count: u32,
}

/// A journal's list line and its header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalRecord {
    /// The list line.
    pub summary: JournalSummary,
    /// The header recorded at creation.
    pub header: JournalHeader,
}

/// One appended action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry<T> {
    /// Its position, from 1.
    pub seq: Seq,
    /// When it was appended (as the caller said).
    pub recorded_at: Timestamp,
    /// True when the payload is a redaction marker standing for a withheld action (only in
    /// journals imported from a player-safe export).
    pub redacted: bool,
    /// The action.
    pub payload: T,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn journal_ids_accept_letters_digits_hyphens_and_underscores_only() {
        assert!(JournalId::new("event-2026_spring").is_ok());
        assert!(JournalId::new("").is_err());
        assert!(JournalId::new("has space").is_err());
        assert!(JournalId::new("a/b").is_err());
        assert!(JournalId::new("x".repeat(MAX_ID_LEN)).is_ok());
        assert!(JournalId::new("x".repeat(MAX_ID_LEN + 1)).is_err());
    }

    #[test]
    fn titles_are_trimmed_and_refused_when_empty_long_or_with_line_breaks() {
        assert_eq!(
            Title::new("  Spring League ").unwrap().as_str(),
            "Spring League"
        );
        assert!(Title::new("   ").is_err());
        assert!(Title::new("a\nb").is_err());
        assert!(Title::new("é".repeat(MAX_TITLE_CHARS)).is_ok());
        assert!(Title::new("é".repeat(MAX_TITLE_CHARS + 1)).is_err());
    }

    #[test]
    fn sequence_numbers_start_at_one() {
        assert!(Seq::new(0).is_err());
        assert_eq!(Seq::new(1).unwrap(), Seq::FIRST);
        assert_eq!(Seq::FIRST.next(), Some(Seq(2)));
        assert_eq!(Seq(u32::MAX).next(), None);
        assert!(serde_json::from_str::<Seq>("0").is_err());
    }

    #[test]
    fn json_text_keeps_the_exact_text_and_refuses_non_json() {
        let text = JsonText::parse(" {\"b\":1, \"a\":2.50} ").unwrap();
        assert_eq!(text.as_str(), "{\"b\":1, \"a\":2.50}");
        assert!(JsonText::parse("{").is_err());
        assert!(JsonText::parse("1 2").is_err());
        assert!(JsonText::parse("").is_err());
        let wrapped = serde_json::to_string(&vec![text.clone()]).unwrap();
        assert_eq!(wrapped, "[{\"b\":1, \"a\":2.50}]");
    }

    #[test]
    fn json_text_encodes_and_decodes_typed_values() {
        let text = JsonText::encode(&vec![1u8, 2, 3]).unwrap();
        assert_eq!(text.as_str(), "[1,2,3]");
        assert_eq!(text.decode::<Vec<u8>>().unwrap(), vec![1, 2, 3]);
        assert!(text.decode::<String>().is_err());
    }
}
