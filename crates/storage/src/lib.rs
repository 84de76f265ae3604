//! Durable local storage for Hexadraft: an append-only journal per draft and per event, in one
//! SQLite file, so that an action confirmed to the organizer is never lost and the app reopens
//! exactly where it was.
//!
//! The crate knows nothing of drafts or events: an action is any `Serialize`/`Deserialize` type
//! (or raw JSON text), and a state is rebuilt by [`Store::replay`], which folds the entries
//! through the engine's apply function.
//!
//! Durability: every write is one transaction, in WAL mode with `synchronous=FULL`, so a call
//! that returned `Ok` is on disk. Safety of the file: a database is checked read-only before it
//! is opened for writing (a damaged, foreign or newer file is refused and left untouched), and a
//! backup copy is made before any schema upgrade and any import.
//!
//! ```
//! use hexadraft_storage::*;
//! # fn main() -> Result<(), StorageError> {
//! # let dir = tempfile::tempdir().expect("a temporary folder");
//! // The shell passes a path in the app-data folder; the folder is created if needed.
//! let mut store = Store::open(dir.path().join("hexadraft.sqlite3"))?;
//! let id = JournalId::new("spring-draft")?;
//! store.create_journal(&NewJournal {
//!     id: id.clone(),
//!     kind: JournalKind::Draft,
//!     title: Title::new("Spring draft")?,
//!     header: JournalHeader {
//!         ruleset_version: "draft-rules-1".into(),
//!         data_pack: DataPackRef { id: "aristeia".into(), version: "1".into() },
//!         seeds: JsonText::parse("[42]")?,
//!         setup: JsonText::parse(r#"{"players":["ana","bo"]}"#)?,
//!     },
//!     created_at: Timestamp::from_unix_seconds(1_700_000_000),
//! })?;
//! let now = Timestamp::from_unix_seconds(1_700_000_060);
//! store.append(&id, Seq::FIRST, now, &"ana picks Gata")?;
//! // Someone holding an out-of-date view is refused rather than applied on top.
//! assert!(matches!(
//!     store.append(&id, Seq::FIRST, now, &"bo picks Gata"),
//!     Err(StorageError::SequenceConflict { .. })
//! ));
//! let outcome = store.replay(&id, Vec::new(), |picks: &mut Vec<String>, pick: String| {
//!     picks.push(pick);
//!     Ok::<(), std::convert::Infallible>(())
//! })?;
//! assert_eq!(outcome.state, vec!["ana picks Gata".to_owned()]);
//! assert_eq!(outcome.next_seq(), Seq::new(2).ok());
//! # Ok(())
//! # }
//! ```

mod atomic;
mod backup;
mod chain;
mod checked;
mod confirmed;
mod error;
mod inspect;
mod replay;
mod schema;
mod signing;
mod store;
mod transfer;
mod types;
mod verify;
mod wal;

pub use atomic::write_file_atomically;
pub use backup::{
    BackupInfo, BackupMoment, RestoreReport, RoundEdge, KEEP_BACKUPS, KEEP_ROUND_BACKUPS,
};
pub use chain::JournalDamage;
pub use checked::{CloseCheck, Derivation};
pub use confirmed::LostEntries;
pub use error::{StorageError, StorageErrorReport};
pub use replay::{ReadEntries, ReplayOutcome, ReplayStop, ReplayStopCause};
pub use schema::SCHEMA_VERSION;
pub use signing::{
    fingerprint, AlteredPart, ExportSignature, Provenance, SignedJournal, SignerIdentity,
    MAX_SIGNER_NAME_LEN, SIGNATURE_ALGORITHM,
};
pub use store::{
    MigrationReport, Store, LAST_OPEN_SETTING, MAX_SETTING_KEY_LEN, MAX_SETTING_VALUE_LEN,
};
pub use transfer::{
    ExportAudience, ExportDocument, ExportMode, ExportedEntry, ExportedJournal, ImportReport,
    ImportedJournal, KeepEntries, OnExisting, Redact, RedactSetup, EXPORT_FORMAT,
    EXPORT_FORMAT_VERSION, MAX_IMPORT_BYTES, MAX_IMPORT_ENTRIES, MAX_IMPORT_JOURNALS,
};
pub use types::{
    DataPackRef, Entry, JournalHeader, JournalId, JournalKind, JournalRecord, JournalSummary,
    JsonText, NewJournal, Seq, Timestamp, Title, MAX_HEADER_JSON_BYTES, MAX_ID_LEN, MAX_LABEL_LEN,
    MAX_PAYLOAD_BYTES, MAX_TITLE_CHARS,
};
pub use verify::Damage;

#[cfg(test)]
mod tests;
