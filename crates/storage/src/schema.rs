//! The database layout and its numbered migrations.
//!
//! The schema version lives in `PRAGMA user_version`; each migration runs in its own
//! transaction together with the version bump, so a database is always at one whole version.
//! Migrations are only ever added at the end of [`MIGRATIONS`], never edited once released.

use crate::chain::{self, Hash, HeaderFields, RecordFields};
use rusqlite::{params, Connection, Transaction, TransactionBehavior};

/// `PRAGMA application_id` of a Hexadraft database ("HXDF"), telling ours from other SQLite files.
pub(crate) const APPLICATION_ID: i32 = 0x4858_4446;

/// One step of the layout.
pub(crate) struct Migration {
    /// The version the database has after this step.
    pub(crate) version: u32,
    /// The statements of the step.
    pub(crate) sql: &'static str,
    /// Work SQL cannot do (computing hashes), run after `sql` in the same transaction.
    pub(crate) fill: Option<fn(&Transaction<'_>) -> rusqlite::Result<()>>,
    /// Statements run after `fill`, in the same transaction.
    pub(crate) after: &'static str,
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

/// Version 3: the hash chain (see `chain.rs`). Each journal row gets the hash of its header, the
/// head of its chain and a hash of its own; each entry and each setting a hash. The existing
/// rows are sealed as they are found: the migration runs after the file passed its integrity
/// check, and before it nothing recorded what the values should be. The append-only trigger is
/// lifted for the one update that fills the entries' hashes, then put back.
const V3: &str = "
ALTER TABLE journals ADD COLUMN header_hash BLOB;
ALTER TABLE journals ADD COLUMN head_hash BLOB;
ALTER TABLE journals ADD COLUMN record_hash BLOB;
ALTER TABLE entries ADD COLUMN hash BLOB;
ALTER TABLE settings ADD COLUMN hash BLOB;
DROP TRIGGER entries_are_never_updated;
";

const V3_AFTER: &str = "
CREATE TRIGGER entries_are_never_updated BEFORE UPDATE ON entries
BEGIN
    SELECT RAISE(ABORT, 'journal entries are append-only');
END;
";

/// Computes every hash of version 3 for the rows already there.
fn fill_v3(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    struct Row {
        id: String,
        kind: String,
        title: String,
        archived: bool,
        redacted: bool,
        created_at: i64,
        updated_at: i64,
        ruleset_version: String,
        data_pack_id: String,
        data_pack_version: String,
        seeds: String,
        setup: String,
        last_seq: i64,
    }
    let rows = tx
        .prepare(
            "SELECT id, kind, title, archived, redacted, created_at, updated_at, ruleset_version, \
             data_pack_id, data_pack_version, seeds, setup, last_seq FROM journals",
        )?
        .query_map([], |r| {
            Ok(Row {
                id: r.get(0)?,
                kind: r.get(1)?,
                title: r.get(2)?,
                archived: r.get(3)?,
                redacted: r.get(4)?,
                created_at: r.get(5)?,
                updated_at: r.get(6)?,
                ruleset_version: r.get(7)?,
                data_pack_id: r.get(8)?,
                data_pack_version: r.get(9)?,
                seeds: r.get(10)?,
                setup: r.get(11)?,
                last_seq: r.get(12)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<Row>>>()?;
    let mut entries = tx.prepare(
        "SELECT seq, recorded_at, redacted, payload FROM entries WHERE journal_id = ?1 ORDER BY seq",
    )?;
    let mut seal = tx.prepare("UPDATE entries SET hash = ?3 WHERE journal_id = ?1 AND seq = ?2")?;
    for row in rows {
        let header: Hash = chain::header_hash(&HeaderFields {
            id: &row.id,
            kind: &row.kind,
            created_at: row.created_at,
            redacted: row.redacted,
            ruleset_version: &row.ruleset_version,
            data_pack_id: &row.data_pack_id,
            data_pack_version: &row.data_pack_version,
            seeds: &row.seeds,
            setup: &row.setup,
        });
        let mut head = header;
        let links = entries
            .query_map([&row.id], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, bool>(2)?,
                    r.get::<_, String>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        for (seq, recorded_at, redacted, payload) in links {
            head = chain::entry_hash(&head, seq, recorded_at, redacted, &payload);
            seal.execute(params![row.id, seq, head.as_slice()])?;
        }
        let record = chain::record_hash(&RecordFields {
            id: &row.id,
            title: &row.title,
            archived: row.archived,
            updated_at: row.updated_at,
            last_seq: row.last_seq,
            header_hash: &header,
            head_hash: &head,
        });
        tx.execute(
            "UPDATE journals SET header_hash = ?2, head_hash = ?3, record_hash = ?4 WHERE id = ?1",
            params![
                row.id,
                header.as_slice(),
                head.as_slice(),
                record.as_slice()
            ],
        )?;
    }
    let settings = tx
        .prepare("SELECT key, value FROM settings")?
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    for (key, value) in settings {
        tx.execute(
            "UPDATE settings SET hash = ?2 WHERE key = ?1",
            params![key, chain::setting_hash(&key, &value).as_slice()],
        )?;
    }
    Ok(())
}

/// Version 4: a third journal kind, `ledger` (a season's ratings). SQLite cannot alter a CHECK
/// constraint, and rebuilding `journals` would cascade into every entry, so the constraint's
/// text is widened in place: the documented way for a change that leaves every stored row
/// valid and the file's layout unchanged. `fill_v4` checks it took and reloads the schema.
const V4: &str = "
PRAGMA writable_schema = ON;
UPDATE sqlite_schema
SET sql = replace(sql, 'CHECK (kind IN (''draft'', ''event''))',
                       'CHECK (kind IN (''draft'', ''event'', ''ledger''))')
WHERE type = 'table' AND name = 'journals';
PRAGMA writable_schema = OFF;
";

/// Makes the widened constraint of version 4 take effect, or fails the step if it was not found.
fn fill_v4(tx: &Transaction<'_>) -> rusqlite::Result<()> {
    let sql: String = tx.query_row(
        "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'journals'",
        [],
        |r| r.get(0),
    )?;
    if !sql.contains("'ledger'") {
        return Err(rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
            Some("the journals table's kind constraint is not the one version 1 wrote".to_owned()),
        ));
    }
    // A new schema cookie makes every connection read the changed table definition.
    let cookie: i64 = tx.pragma_query_value(None, "schema_version", |r| r.get(0))?;
    tx.pragma_update(None, "schema_version", cookie + 1)?;
    Ok(())
}

/// Every migration, in order.
pub(crate) const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        sql: V1,
        fill: None,
        after: "",
    },
    Migration {
        version: 2,
        sql: V2,
        fill: None,
        after: "",
    },
    Migration {
        version: 3,
        sql: V3,
        fill: Some(fill_v3),
        after: V3_AFTER,
    },
    Migration {
        version: 4,
        sql: V4,
        fill: Some(fill_v4),
        after: "",
    },
];

/// The schema version this build writes and the newest it opens.
pub const SCHEMA_VERSION: u32 = 4;

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
    if let Some(fill) = migration.fill {
        fill(&tx)?;
    }
    tx.execute_batch(migration.after)?;
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
    fn version_4_admits_ledger_journals_and_keeps_every_row_and_rule() {
        let mut conn = Connection::open_in_memory().unwrap();
        for migration in &MIGRATIONS[..3] {
            apply(&mut conn, migration).unwrap();
        }
        let insert = |conn: &Connection, id: &str, kind: &str| {
            conn.execute(
                "INSERT INTO journals (id, kind, title, created_at, updated_at, ruleset_version, \
                 data_pack_id, data_pack_version, seeds, setup) \
                 VALUES (?1, ?2, 't', 1, 1, 'v', 'p', '1', '[]', '{}')",
                params![id, kind],
            )
        };
        insert(&conn, "d1", "draft").unwrap();
        assert!(insert(&conn, "l0", "ledger").is_err());
        apply(&mut conn, &MIGRATIONS[3]).unwrap();
        assert_eq!(user_version(&conn).unwrap(), 4);
        insert(&conn, "l1", "ledger").unwrap();
        assert!(insert(&conn, "x1", "other").is_err());
        let kinds: Vec<String> = conn
            .prepare("SELECT kind FROM journals ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        assert_eq!(kinds, ["draft", "ledger"]);
        let check: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok");
    }

    #[test]
    fn a_failing_migration_leaves_the_version_unchanged() {
        let mut conn = Connection::open_in_memory().unwrap();
        apply(&mut conn, &MIGRATIONS[0]).unwrap();
        let broken = Migration {
            version: 2,
            sql: "CREATE TABLE settings (key TEXT); CREATE TABLE settings (key TEXT);",
            fill: None,
            after: "",
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
