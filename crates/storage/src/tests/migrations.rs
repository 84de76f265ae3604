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
    assert_eq!(backup.reason, format!("before-migration-v{SCHEMA_VERSION}"));
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

/// A database written by the app at schema 2 (crates/storage/tests/fixtures/schema-2-app.rs
/// made it, run against the schema-2 storage crate): a table draft with an undo, a locked deck
/// and a game result, an event with a corrected registration, a pairing and a result, renames
/// and archiving, the catalog overlay, the ratings before and the last open journal.
const SCHEMA_2_APP: &[u8] = include_bytes!("../../tests/fixtures/schema-2-app.sqlite3");

#[test]
fn a_database_the_schema_2_app_wrote_opens_migrated_with_every_journal_verified() {
    let s = scratch();
    std::fs::create_dir_all(s.path.parent().unwrap()).unwrap();
    std::fs::write(&s.path, SCHEMA_2_APP).unwrap();
    let mut store = open(&s.path);
    let report = store.migration().cloned().unwrap();
    assert_eq!((report.from, report.to), (2, SCHEMA_VERSION));
    let backup = report.backup.unwrap();
    assert_eq!(backup.reason, format!("before-migration-v{SCHEMA_VERSION}"));
    // The copy made before the upgrade is the schema-2 database, every entry in it.
    let copy = Connection::open(&backup.path).unwrap();
    assert_eq!(schema::user_version(&copy).unwrap(), 2);
    let copied: i64 = copy
        .query_row("SELECT COUNT(*) FROM entries", [], |r| r.get(0))
        .unwrap();
    assert_eq!(copied, 12);

    // Every journal and setting is sealed and checks.
    assert!(store.damage().unwrap().is_empty(), "{:?}", store.damage());
    let draft = jid("draft-1774000000-ab12");
    let event = jid("event-1774000000-cd34");
    let list = store.list_journals().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(
        store.journal(&draft).unwrap().summary.title.as_str(),
        "Friday, table 1"
    );
    assert_eq!(store.entries_raw(&draft).unwrap().len(), 8);
    let entries = store.entries_raw(&event).unwrap();
    assert_eq!(entries.len(), 4);
    assert!(entries[3].payload.as_str().contains("\"victory_points\":7"));
    assert!(store
        .get_setting("catalog.overlay")
        .unwrap()
        .unwrap()
        .contains("hexadraft-overlay"));
    assert_eq!(store.last_open().unwrap(), Some(event.clone()));
    let replayed = store
        .replay(&draft, 0u32, |n: &mut u32, _: serde_json::Value| {
            *n += 1;
            Ok::<(), std::convert::Infallible>(())
        })
        .unwrap();
    assert_eq!((replayed.state, replayed.next_seq()), (8, Some(seq(9))));

    // The chain goes on from the sealed entries; renames and exports check it.
    store
        .append_raw(
            &event,
            seq(5),
            at(1_774_000_300),
            &JsonText::parse(r#"{"kind":"dropPlayer","player":1}"#).unwrap(),
        )
        .unwrap();
    store
        .rename_journal(
            &event,
            &Title::new("Friday Night Cup").unwrap(),
            at(1_774_000_301),
        )
        .unwrap();
    let exported = store
        .export_json(&[draft.clone(), event.clone()], ExportMode::Organizer)
        .unwrap();
    store
        .import_json(exported.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    assert!(store.verify().unwrap().is_empty());
    drop(store);
    let store = open(&s.path);
    assert!(store.migration().is_none());
    assert!(store.damage().unwrap().is_empty());
    assert_eq!(store.list_journals().unwrap().len(), 4);
}
