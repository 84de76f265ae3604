//! Upgrading older databases, and refusing newer or foreign ones without touching them.

use super::*;
use crate::schema::{self, APPLICATION_ID, MIGRATIONS};
use rusqlite::Connection;

/// Writes a schema-1 database holding journal "old" with `entries` entries, as a build of the
/// app that knew only schema 1 would have left it.
fn write_version_1(path: &Path, entries: u32) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let mut conn = Connection::open(path).unwrap();
    schema::apply(&mut conn, &MIGRATIONS[0]).unwrap();
    conn.execute(
        "INSERT INTO journals (id, kind, title, archived, redacted, created_at, updated_at, \
         ruleset_version, data_pack_id, data_pack_version, seeds, setup) \
         VALUES ('old', 'event', 'Winter cup', 0, 0, 10, 20, 'r1', 'aristeia', '1', '[1]', '{}')",
        [],
    )
    .unwrap();
    for n in 1..=entries {
        conn.execute(
            "INSERT INTO entries (journal_id, seq, recorded_at, payload) VALUES ('old', ?1, ?1, ?2)",
            rusqlite::params![n, format!(r#"{{"type":"pick","player":"p","character":"c{n}"}}"#)],
        )
        .unwrap();
    }
    assert_eq!(schema::user_version(&conn).unwrap(), 1);
}

#[test]
fn a_version_1_database_is_backed_up_then_upgraded_with_its_entries() {
    let s = scratch();
    write_version_1(&s.path, 3);
    let mut store = open(&s.path);

    let report = store.migration().cloned().unwrap();
    assert_eq!((report.from, report.to), (1, SCHEMA_VERSION));
    let backup = report.backup.unwrap();
    assert_eq!(backup.reason, "before-migration-v2");
    assert_eq!(
        Store::backups(store.backup_dir()).unwrap(),
        vec![backup.clone()]
    );
    // The backup is the database as it was: schema 1 with its three entries.
    let copy = Connection::open(&backup.path).unwrap();
    assert_eq!(schema::user_version(&copy).unwrap(), 1);
    let copied: i64 = copy
        .query_row("SELECT COUNT(*) FROM entries", [], |r| r.get(0))
        .unwrap();
    assert_eq!(copied, 3);

    // The upgrade filled the entry count from the existing entries.
    let list = store.list_journals().unwrap();
    assert_eq!(list[0].entry_count, 3);
    assert_eq!(list[0].title.as_str(), "Winter cup");
    assert_eq!(store.next_seq(&jid("old")).unwrap(), seq(4));
    store
        .append(&jid("old"), seq(4), at(30), &TestAction::Undo)
        .unwrap();
    store.set_setting("k", "v").unwrap();
    drop(store);
    // Opening again upgrades nothing and makes no further backup.
    let store = open(&s.path);
    assert!(store.migration().is_none());
    assert_eq!(Store::backups(store.backup_dir()).unwrap().len(), 1);
}

#[test]
fn a_database_from_a_newer_version_is_refused_and_left_untouched() {
    let s = scratch();
    drop(store_with_picks(&s.path, 2));
    {
        let conn = Connection::open(&s.path).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 7)
            .unwrap();
    }
    let before = file_set(&s.path);
    let error = Store::open(&s.path).unwrap_err();
    assert_eq!(
        error,
        StorageError::NewerSchema {
            path: s.path.clone(),
            found: SCHEMA_VERSION + 7,
            supported: SCHEMA_VERSION,
        }
    );
    assert_eq!(file_set(&s.path), before);
    assert!(Store::backups(&Store::backup_dir_for(&s.path))
        .unwrap()
        .is_empty());
}

#[test]
fn another_programs_sqlite_file_is_refused_and_left_untouched() {
    let s = scratch();
    std::fs::create_dir_all(s.path.parent().unwrap()).unwrap();
    {
        let conn = Connection::open(&s.path).unwrap();
        conn.execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi');")
            .unwrap();
    }
    let before = file_set(&s.path);
    assert!(matches!(
        Store::open(&s.path),
        Err(StorageError::ForeignDatabase { .. })
    ));
    assert_eq!(file_set(&s.path), before);
}

#[test]
fn an_empty_file_opens_as_a_new_database() {
    let s = scratch();
    std::fs::create_dir_all(s.path.parent().unwrap()).unwrap();
    std::fs::write(&s.path, b"").unwrap();
    let store = open(&s.path);
    let app_id: i32 = store
        .conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .unwrap();
    assert_eq!(app_id, APPLICATION_ID);
}
