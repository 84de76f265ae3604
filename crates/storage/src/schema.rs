//! The database layout and its numbered migrations.
//!
//! The schema version lives in `PRAGMA user_version`; each migration runs in its own
//! transaction together with the version bump, so a database is always at one whole version.
//! Migrations are only ever added at the end of [`MIGRATIONS`], never edited once released.

use rusqlite::{Connection, TransactionBehavior};

/// `PRAGMA application_id` of a Hexadraft database ("HXDF"), telling ours from other SQLite files.
pub(crate) const APPLICATION_ID: i32 = 0x4858_4446;

/// One step of the layout.
pub(crate) struct Migration {
    /// The version the database has after this step.
    pub(crate) version: u32,
    /// The statements of the step.
    pub(crate) sql: &'static str,
}

/// Version 1: journals and their append-only entries.
///
/// Triggers make the append-only rule hold whatever code writes to the file: entries cannot be
/// updated, are deleted only together with their journal (the cascade runs after the journal
/// row is gone), and each new entry must take the next sequence number of its journal.
const V1: &str = "
CREATE TABLE journals (
    id                TEXT PRIMARY KEY NOT NULL,
    kind              TEXT NOT NULL CHECK (kind IN ('draft', 'event')),
    title             TEXT NOT NULL,
    archived          INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    redacted          INTEGER NOT NULL DEFAULT 0 CHECK (redacted IN (0, 1)),
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL,
    ruleset_version   TEXT NOT NULL,
    data_pack_id      TEXT NOT NULL,
    data_pack_version TEXT NOT NULL,
    seeds             TEXT NOT NULL,
    setup             TEXT NOT NULL
) STRICT;

CREATE TABLE entries (
    journal_id  TEXT NOT NULL REFERENCES journals (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    recorded_at INTEGER NOT NULL,
    redacted    INTEGER NOT NULL DEFAULT 0 CHECK (redacted IN (0, 1)),
    payload     TEXT NOT NULL,
    PRIMARY KEY (journal_id, seq)
) STRICT;

CREATE TRIGGER entries_are_never_updated BEFORE UPDATE ON entries
BEGIN
    SELECT RAISE(ABORT, 'journal entries are append-only');
END;

CREATE TRIGGER entries_are_deleted_only_with_their_journal BEFORE DELETE ON entries
WHEN EXISTS (SELECT 1 FROM journals WHERE id = OLD.journal_id)
BEGIN
    SELECT RAISE(ABORT, 'journal entries are append-only');
END;

CREATE TRIGGER entries_have_no_gaps BEFORE INSERT ON entries
WHEN NEW.seq <> 1 + (SELECT COALESCE(MAX(seq), 0) FROM entries WHERE journal_id = NEW.journal_id)
BEGIN
    SELECT RAISE(ABORT, 'journal entries must be numbered without gaps');
END;
";

/// Version 2: what the app's list needs. A cached `last_seq` (filled from the entries already
/// there) makes the list and the append's sequence check cheap; `settings` remembers small
/// things such as the journal open last.
const V2: &str = "
ALTER TABLE journals ADD COLUMN last_seq INTEGER NOT NULL DEFAULT 0 CHECK (last_seq >= 0);

UPDATE journals
SET last_seq = (SELECT COALESCE(MAX(seq), 0) FROM entries WHERE entries.journal_id = journals.id);

CREATE INDEX journals_by_update ON journals (updated_at DESC);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) STRICT;
";

/// Every migration, in order.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        sql: V1,
    },
    Migration {
        version: 2,
        sql: V2,
    },
];

/// The schema version this build writes and the newest it opens.
pub const SCHEMA_VERSION: u32 = 2;

/// Reads the schema version of an open database.
pub(crate) fn user_version(conn: &Connection) -> rusqlite::Result<u32> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    // A negative or huge value is not one we wrote: treat it as "newer than known".
    Ok(u32::try_from(version).unwrap_or(u32::MAX))
}

/// Applies one migration and its version bump in one transaction.
pub(crate) fn apply(conn: &mut Connection, migration: &Migration) -> rusqlite::Result<()> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    tx.execute_batch(migration.sql)?;
    if migration.version == 1 {
        tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    }
    tx.pragma_update(None, "user_version", migration.version)?;
    tx.commit()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_are_numbered_one_by_one_up_to_the_schema_version() {
        for (index, migration) in MIGRATIONS.iter().enumerate() {
            assert_eq!(migration.version as usize, index + 1);
        }
        assert_eq!(MIGRATIONS.last().map(|m| m.version), Some(SCHEMA_VERSION));
    }

    #[test]
    fn all_migrations_apply_to_an_empty_database() {
        let mut conn = Connection::open_in_memory().unwrap();
        for migration in MIGRATIONS {
            apply(&mut conn, migration).unwrap();
        }
        assert_eq!(user_version(&conn).unwrap(), SCHEMA_VERSION);
        let app_id: i32 = conn
            .pragma_query_value(None, "application_id", |row| row.get(0))
            .unwrap();
        assert_eq!(app_id, APPLICATION_ID);
    }

    #[test]
    fn a_failing_migration_leaves_the_version_unchanged() {
        let mut conn = Connection::open_in_memory().unwrap();
        apply(&mut conn, &MIGRATIONS[0]).unwrap();
        let broken = Migration {
            version: 2,
            sql: "CREATE TABLE settings (key TEXT); CREATE TABLE settings (key TEXT);",
        };
        assert!(apply(&mut conn, &broken).is_err());
        assert_eq!(user_version(&conn).unwrap(), 1);
        let tables: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'settings'",
                [],
                |row| row.get(0),
            )
            .unwrap();
        assert_eq!(tables, 0);
    }
}
