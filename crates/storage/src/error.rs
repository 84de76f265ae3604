//! The one error type of the crate, with messages meant for the person using the app.

use crate::chain::JournalDamage;
use crate::confirmed::LostEntries;
use crate::types::{JournalId, Seq};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Why a storage operation failed. Every variant leaves the database as it was before the call.
///
/// Serialises tagged by `kind` (the variant, camelCase, as [`StorageError::kind`]) with its
/// fields, so a front door can word it; [`StorageErrorReport`] is the kind with the English
/// message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum StorageError {
    /// A file operation failed (permissions, disk full, missing folder).
    #[error("Could not {action} {}: {detail}", path.display())]
    Io {
        /// What was being done, in words ("create the folder", "read").
        action: &'static str,
        /// The file or folder concerned.
        path: PathBuf,
        /// The operating system's message.
        detail: String,
    },
    /// The database file is damaged or truncated, or is not a database at all. It was not
    /// changed; `last_backup` is the newest backup, if any, to offer for restoring.
    #[error("{} is damaged ({detail}). The file was left as it is.{}", path.display(), offer(last_backup.as_deref()))]
    Corrupt {
        /// The damaged file.
        path: PathBuf,
        /// What the check found.
        detail: String,
        /// The newest backup of this database, if one exists.
        last_backup: Option<PathBuf>,
    },
    /// The database's write-ahead log (`-wal`, left by an unclean shutdown) is damaged before
    /// transactions that were confirmed: opening it would silently drop them. Nothing was
    /// changed; copies of the log were kept aside.
    #[error("The write-ahead log of {} (its -wal file) is damaged: opening it would keep the database as it was after {kept_commits} of the log's transactions and silently drop {lost_commits} later ones that had been confirmed. Nothing was changed; copies of the log are at {}. Restore a backup, or open it keeping what can be read.", path.display(), list(kept))]
    WalDamaged {
        /// The database file.
        path: PathBuf,
        /// The copies of its `-wal` and `-shm` files.
        kept: Vec<PathBuf>,
        /// Transactions of the log that would be kept.
        kept_commits: u32,
        /// Confirmed transactions that would be lost.
        lost_commits: u32,
    },
    /// Journals hold fewer entries than they had confirmed (the count kept beside the database
    /// says more): their write-ahead log was cut short, or the database is an older copy.
    /// Opening it would carry on without those entries. Nothing was changed.
    #[error("{} holds fewer entries than were confirmed: {}. Its write-ahead log (-wal file) was cut short, or the file is an older copy. Nothing was changed{}.{} Restore a backup, or open it keeping what is there.", path.display(), lost_list(journals), kept_list(kept), offer(last_backup.as_deref()))]
    EntriesLost {
        /// The database file.
        path: PathBuf,
        /// Each journal that lost entries, with how many it had confirmed and how many are there.
        journals: Vec<LostEntries>,
        /// Copies of the `-wal` and `-shm` files kept aside, if there was a log.
        kept: Vec<PathBuf>,
        /// The newest backup of this database, if one exists.
        last_backup: Option<PathBuf>,
    },
    /// A journal no longer matches its hash chain: the file was damaged after it was written.
    #[error("Journal \"{id}\" is damaged: {damage}. The database file was left as it is; restore a backup to get the rest back.")]
    JournalDamaged {
        /// The journal.
        id: JournalId,
        /// Where, and what can still be trusted.
        damage: JournalDamage,
    },
    /// A setting no longer matches its hash: the file was damaged after it was written.
    #[error(
        "The setting \"{key}\" is damaged (it does not match its recorded hash) and was not used."
    )]
    SettingDamaged {
        /// The setting's key.
        key: String,
    },
    /// The file is a SQLite database of some other program.
    #[error("{} is not a Hexadraft database; it was left untouched.", path.display())]
    ForeignDatabase {
        /// The file.
        path: PathBuf,
    },
    /// The database was written by a newer version of the app.
    #[error("{} was written by a newer version of Hexadraft (storage schema {found}; this version knows up to {supported}). Update Hexadraft to open it; the file was left untouched.", path.display())]
    NewerSchema {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: u32,
        /// The newest schema version this build knows.
        supported: u32,
    },
    /// Upgrading the database's layout failed; the upgrade was rolled back.
    #[error("Upgrading the database to storage schema {version} failed ({detail}). The upgrade was undone; a copy made before it is at {}.", backup.display())]
    MigrationFailed {
        /// The schema version that could not be reached.
        version: u32,
        /// The database's message.
        detail: String,
        /// The backup made before the upgrade.
        backup: PathBuf,
    },
    /// Making a backup copy failed, so the operation that needed it was not done.
    #[error("Could not make a backup copy at {} ({detail}); nothing was changed.", path.display())]
    BackupFailed {
        /// Where the copy was to go.
        path: PathBuf,
        /// What went wrong.
        detail: String,
    },
    /// No journal has this id.
    #[error("There is no journal \"{id}\" in this database.")]
    JournalNotFound {
        /// The id asked for.
        id: JournalId,
    },
    /// A journal with this id already exists.
    #[error("A journal \"{id}\" already exists.")]
    JournalExists {
        /// The id.
        id: JournalId,
    },
    /// Someone else appended first: the action was meant to be entry `expected`, but the journal
    /// is at `next`.
    #[error("Journal \"{id}\" changed meanwhile: this action was to be entry {expected}, but the next entry is {next}. Reload the journal and try again.")]
    SequenceConflict {
        /// The journal.
        id: JournalId,
        /// The sequence number the caller expected the new entry to get.
        expected: Seq,
        /// The sequence number the new entry would really get.
        next: Seq,
    },
    /// Appending to an archived journal.
    #[error("Journal \"{id}\" is archived; unarchive it before adding actions.")]
    JournalArchived {
        /// The journal.
        id: JournalId,
    },
    /// Appending to a player-safe copy, which misses withheld entries.
    #[error("Journal \"{id}\" is a player-safe copy with withheld entries: it can be read but not continued.")]
    JournalReadOnly {
        /// The journal.
        id: JournalId,
    },
    /// The journal holds `u32::MAX` entries.
    #[error("Journal \"{id}\" cannot hold more entries.")]
    JournalFull {
        /// The journal.
        id: JournalId,
    },
    /// A value given by the caller is out of bounds or malformed.
    #[error("Invalid {what}: {detail}.")]
    InvalidInput {
        /// Which value.
        what: &'static str,
        /// What is wrong with it.
        detail: String,
    },
    /// Text given as JSON is not one JSON value.
    #[error("Not valid JSON: {detail}.")]
    InvalidJson {
        /// The parser's message.
        detail: String,
    },
    /// An action could not be written as JSON.
    #[error("The action could not be written as JSON: {detail}.")]
    PayloadEncode {
        /// The serialiser's message.
        detail: String,
    },
    /// A stored entry does not read as the expected action type.
    #[error("Entry {seq} of journal \"{id}\" could not be read: {detail}.")]
    PayloadDecode {
        /// The journal.
        id: JournalId,
        /// The entry.
        seq: Seq,
        /// The deserialiser's message.
        detail: String,
    },
    /// An import file is over the size limit.
    #[error("The file is too large to import ({size} bytes; the limit is {limit}). Nothing was imported.")]
    ImportTooLarge {
        /// Its size in bytes.
        #[cfg_attr(feature = "specta", specta(type = f64))]
        size: u64,
        /// The limit in bytes.
        #[cfg_attr(feature = "specta", specta(type = f64))]
        limit: u64,
    },
    /// An import file is not a valid export.
    #[error("The file is not a valid Hexadraft export: {detail}. Nothing was imported.")]
    ImportInvalid {
        /// The first problem found.
        detail: String,
    },
    /// An import file is not a Hexadraft export at all (another kind of file, or empty).
    #[error("The file is not a Hexadraft export. Nothing was imported.")]
    ImportNotAnExport,
    /// An import file is a Hexadraft export that ends before its end: cut short while copied
    /// or saved.
    #[error("The export file is cut short: it ends at line {line} before the export is complete. Nothing was imported.")]
    ImportCutShort {
        /// The last line the file has.
        line: u32,
    },
    /// An import file is a Hexadraft export whose text is damaged (edited, or mixed with
    /// something else) at a place.
    #[error("The export file is damaged at line {line}, column {column}. Nothing was imported.")]
    ImportDamaged {
        /// The line where it stops reading as an export.
        line: u32,
        /// The column on that line.
        column: u32,
    },
    /// An import file was written by a newer version of the app.
    #[error("The file uses export format version {found}; this version of Hexadraft reads up to {supported}. Update Hexadraft to import it; nothing was imported.")]
    ImportNewerFormat {
        /// Its format version.
        found: u32,
        /// The newest format version this build reads.
        supported: u32,
    },
    /// An export would exceed the size an import accepts.
    #[error("The export would be {size} bytes, over the {limit}-byte limit of an import. Export fewer journals at once.")]
    ExportTooLarge {
        /// Its size in bytes.
        #[cfg_attr(feature = "specta", specta(type = f64))]
        size: u64,
        /// The limit in bytes.
        #[cfg_attr(feature = "specta", specta(type = f64))]
        limit: u64,
    },
    /// A signed export file no longer matches its signature: it was changed after it was signed.
    /// Nothing was imported and the file was left as it is.
    #[error("The export file was changed after it was signed ({}), so nothing was imported.", crate::signing::altered_words(*part, journal.as_ref(), *entry))]
    ImportAltered {
        /// Which part no longer matches.
        part: crate::signing::AlteredPart,
        /// The journal it is in, when known.
        journal: Option<JournalId>,
        /// The entry's number, when one entry (or the first missing or added one) is named.
        entry: Option<u32>,
    },
    /// Any other database failure (a locked file past the wait, a full disk...).
    #[error("The database reported a problem: {detail}.")]
    Database {
        /// SQLite's message.
        detail: String,
    },
}

fn list(paths: &[PathBuf]) -> String {
    if paths.is_empty() {
        return "(none)".to_owned();
    }
    paths
        .iter()
        .map(|p| p.display().to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn lost_list(journals: &[LostEntries]) -> String {
    journals
        .iter()
        .map(|j| {
            format!(
                "\"{}\" lost {} of {} entries (only {} are there)",
                j.id,
                j.lost(),
                j.confirmed,
                j.found
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn kept_list(kept: &[PathBuf]) -> String {
    if kept.is_empty() {
        String::new()
    } else {
        format!("; copies of the log are at {}", list(kept))
    }
}

fn offer(backup: Option<&Path>) -> String {
    match backup {
        Some(path) => format!(" The newest backup is {}.", path.display()),
        None => " No backup of it exists.".to_owned(),
    }
}

impl StorageError {
    /// A stable camelCase name of the variant, for the UI to branch on.
    pub fn kind(&self) -> &'static str {
        match self {
            StorageError::Io { .. } => "io",
            StorageError::Corrupt { .. } => "corrupt",
            StorageError::WalDamaged { .. } => "walDamaged",
            StorageError::EntriesLost { .. } => "entriesLost",
            StorageError::JournalDamaged { .. } => "journalDamaged",
            StorageError::SettingDamaged { .. } => "settingDamaged",
            StorageError::ForeignDatabase { .. } => "foreignDatabase",
            StorageError::NewerSchema { .. } => "newerSchema",
            StorageError::MigrationFailed { .. } => "migrationFailed",
            StorageError::BackupFailed { .. } => "backupFailed",
            StorageError::JournalNotFound { .. } => "journalNotFound",
            StorageError::JournalExists { .. } => "journalExists",
            StorageError::SequenceConflict { .. } => "sequenceConflict",
            StorageError::JournalArchived { .. } => "journalArchived",
            StorageError::JournalReadOnly { .. } => "journalReadOnly",
            StorageError::JournalFull { .. } => "journalFull",
            StorageError::InvalidInput { .. } => "invalidInput",
            StorageError::InvalidJson { .. } => "invalidJson",
            StorageError::PayloadEncode { .. } => "payloadEncode",
            StorageError::PayloadDecode { .. } => "payloadDecode",
            StorageError::ImportTooLarge { .. } => "importTooLarge",
            StorageError::ImportInvalid { .. } => "importInvalid",
            StorageError::ImportNotAnExport => "importNotAnExport",
            StorageError::ImportCutShort { .. } => "importCutShort",
            StorageError::ImportDamaged { .. } => "importDamaged",
            StorageError::ImportNewerFormat { .. } => "importNewerFormat",
            StorageError::ExportTooLarge { .. } => "exportTooLarge",
            StorageError::Database { .. } => "database",
            StorageError::ImportAltered { .. } => "importAltered",
        }
    }

    /// The `{ kind, message }` pair the UI receives.
    pub fn report(&self) -> StorageErrorReport {
        StorageErrorReport {
            kind: self.kind().to_owned(),
            message: self.to_string(),
        }
    }

    pub(crate) fn io(action: &'static str, path: &Path, error: &std::io::Error) -> StorageError {
        StorageError::Io {
            action,
            path: path.to_path_buf(),
            detail: error.to_string(),
        }
    }

    /// Whether SQLite reported the file itself as damaged.
    pub(crate) fn is_corruption(error: &rusqlite::Error) -> bool {
        matches!(
            error.sqlite_error_code(),
            Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
        )
    }
}

impl From<rusqlite::Error> for StorageError {
    fn from(error: rusqlite::Error) -> StorageError {
        if StorageError::is_corruption(&error) {
            // The caller that knows the path fills it in (see Store::locate).
            StorageError::Corrupt {
                path: PathBuf::new(),
                detail: error.to_string(),
                last_backup: None,
            }
        } else {
            StorageError::Database {
                detail: error.to_string(),
            }
        }
    }
}

/// The serialised form of a [`StorageError`]: a stable `kind` and a plain-words `message`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StorageErrorReport {
    /// The variant, camelCase (`"corrupt"`, `"sequenceConflict"`...).
    pub kind: String,
    /// What happened, for the user.
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_serialise_tagged_with_their_fields_and_report_in_words() {
        let error = StorageError::NewerSchema {
            path: PathBuf::from("/data/hexadraft.sqlite3"),
            found: 9,
            supported: 2,
        };
        let value = serde_json::to_value(&error).unwrap();
        assert_eq!(
            value,
            serde_json::json!({"kind": "newerSchema", "path": "/data/hexadraft.sqlite3", "found": 9, "supported": 2})
        );
        assert_eq!(error.report().kind, "newerSchema");
        let message = error.report().message;
        assert!(message.contains("newer version"), "{message}");
        assert!(message.contains("left untouched"), "{message}");
    }

    #[test]
    fn a_corrupt_database_error_names_the_newest_backup() {
        let error = StorageError::Corrupt {
            path: PathBuf::from("a.sqlite3"),
            detail: "truncated".to_owned(),
            last_backup: Some(PathBuf::from("b.bak")),
        };
        assert!(error.to_string().contains("The newest backup is b.bak."));
    }
}
