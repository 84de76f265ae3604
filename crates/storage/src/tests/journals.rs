//! Opening, journals, appends, reads and settings.

use super::*;

#[test]
fn opening_a_new_path_creates_the_database_and_its_folder() {
    let s = scratch();
    let store = open(&s.path);
    assert!(s.path.exists());
    assert!(store.list_journals().unwrap().is_empty());
    assert_eq!(store.path(), s.path.as_path());
    // A new database has nothing to protect, so no backup is made.
    assert_eq!(
        store
            .migration()
            .map(|m| (m.from, m.to, m.backup.is_none())),
        Some((0, SCHEMA_VERSION, true))
    );
}

#[test]
fn the_database_runs_in_wal_mode_with_full_sync_and_foreign_keys() {
    let s = scratch();
    let store = open(&s.path);
    let mode: String = store
        .conn
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    let synchronous: i64 = store
        .conn
        .pragma_query_value(None, "synchronous", |r| r.get(0))
        .unwrap();
    let foreign_keys: i64 = store
        .conn
        .pragma_query_value(None, "foreign_keys", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    assert_eq!(synchronous, 2, "2 is FULL");
    assert_eq!(foreign_keys, 1);
}

#[test]
fn a_created_journal_is_listed_and_keeps_its_header() {
    let s = scratch();
    let mut store = open(&s.path);
    let new = new_journal("e1", JournalKind::Event);
    let summary = store.create_journal(&new).unwrap();
    assert_eq!(summary.entry_count, 0);
    assert_eq!(summary.updated_at, new.created_at);
    assert_eq!(store.list_journals().unwrap(), vec![summary.clone()]);
    let record = store.journal(&new.id).unwrap();
    assert_eq!(record.summary, summary);
    assert_eq!(record.header, new.header);
    // Seeds above 2^53 survive: header JSON is kept as text, not as floating-point numbers.
    assert_eq!(record.header.seeds.as_str(), "[12345678901234567890, 7]");
}

#[test]
fn the_headers_of_one_kind_come_in_one_read_oldest_first() {
    let s = scratch();
    let mut store = open(&s.path);
    let mut later = new_journal("d2", JournalKind::Draft);
    later.created_at = at(2_000);
    store.create_journal(&later).unwrap();
    store
        .create_journal(&new_journal("d1", JournalKind::Draft))
        .unwrap();
    store
        .create_journal(&new_journal("e1", JournalKind::Event))
        .unwrap();
    let drafts = store.headers_of_kind(JournalKind::Draft).unwrap();
    let ids: Vec<&str> = drafts.iter().map(|(s, _)| s.id.as_str()).collect();
    assert_eq!(ids, ["d1", "d2"]);
    assert_eq!(drafts[1].1, later.header);
    assert_eq!(store.headers_of_kind(JournalKind::Event).unwrap().len(), 1);
}

#[test]
fn creating_a_journal_with_a_taken_id_is_refused() {
    let s = scratch();
    let mut store = open(&s.path);
    store
        .create_journal(&new_journal("d1", JournalKind::Draft))
        .unwrap();
    assert!(matches!(
        store.create_journal(&new_journal("d1", JournalKind::Event)),
        Err(StorageError::JournalExists { .. })
    ));
    assert_eq!(store.list_journals().unwrap().len(), 1);
}

#[test]
fn appends_are_numbered_from_one_and_read_back_in_order() {
    let s = scratch();
    let store = store_with_picks(&s.path, 3);
    let entries: Vec<Entry<TestAction>> = store.entries(&jid("d1")).unwrap();
    assert_eq!(entries.len(), 3);
    for (i, entry) in entries.iter().enumerate() {
        let n = i as u32 + 1;
        assert_eq!(entry.seq, seq(n));
        assert_eq!(entry.recorded_at, at(1_000 + n));
        assert!(!entry.redacted);
        assert_eq!(entry.payload, pick("ana", &format!("c{n}")));
    }
    assert_eq!(store.next_seq(&jid("d1")).unwrap(), seq(4));
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 3);
}

#[test]
fn appended_entries_survive_closing_and_reopening() {
    let s = scratch();
    drop(store_with_picks(&s.path, 5));
    let store = open(&s.path);
    assert_eq!(store.entries::<TestAction>(&jid("d1")).unwrap().len(), 5);
    assert!(store.migration().is_none());
}

#[test]
fn raw_appends_keep_the_exact_json_text() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 0);
    let text = JsonText::parse(r#"{"z": 1.50, "a": [ true ,null ]}"#).unwrap();
    store.append_raw(&jid("d1"), seq(1), at(5), &text).unwrap();
    let entries = store.entries_raw(&jid("d1")).unwrap();
    assert_eq!(
        entries[0].payload.as_str(),
        r#"{"z": 1.50, "a": [ true ,null ]}"#
    );
}

#[test]
fn an_append_with_a_stale_sequence_number_is_refused_and_changes_nothing() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 2);
    for stale in [1, 2, 4, 100] {
        let refused = store.append(&jid("d1"), seq(stale), at(9), &TestAction::Undo);
        assert_eq!(
            refused,
            Err(StorageError::SequenceConflict {
                id: jid("d1"),
                expected: seq(stale),
                next: seq(3),
            })
        );
    }
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 2);
}

#[test]
fn two_stores_on_one_file_cannot_both_append_the_same_entry() {
    let s = scratch();
    let mut first = store_with_picks(&s.path, 1);
    let mut second = open(&s.path);
    // Both saw one entry; the first to append wins, the other is told to reload.
    first
        .append(&jid("d1"), seq(2), at(9), &TestAction::Undo)
        .unwrap();
    assert!(matches!(
        second.append(&jid("d1"), seq(2), at(9), &pick("bo", "x")),
        Err(StorageError::SequenceConflict { .. })
    ));
    second
        .append(&jid("d1"), seq(3), at(10), &pick("bo", "x"))
        .unwrap();
    assert_eq!(first.entry_count(&jid("d1")).unwrap(), 3);
}

#[test]
fn appending_to_an_unknown_journal_is_refused() {
    let s = scratch();
    let mut store = open(&s.path);
    assert!(matches!(
        store.append(&jid("nope"), Seq::FIRST, at(1), &TestAction::Undo),
        Err(StorageError::JournalNotFound { .. })
    ));
    assert!(matches!(
        store.entries_raw(&jid("nope")),
        Err(StorageError::JournalNotFound { .. })
    ));
}

#[test]
fn an_oversized_payload_is_refused() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 0);
    let huge = "x".repeat(MAX_PAYLOAD_BYTES);
    assert!(matches!(
        store.append(&jid("d1"), Seq::FIRST, at(1), &huge),
        Err(StorageError::InvalidInput { .. })
    ));
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 0);
}

#[test]
fn an_archived_journal_refuses_appends_until_unarchived() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 1);
    store.set_archived(&jid("d1"), true, at(2_000)).unwrap();
    let summary = &store.list_journals().unwrap()[0];
    assert!(summary.archived);
    assert_eq!(summary.updated_at, at(2_000));
    assert!(matches!(
        store.append(&jid("d1"), seq(2), at(2_001), &TestAction::Undo),
        Err(StorageError::JournalArchived { .. })
    ));
    store.set_archived(&jid("d1"), false, at(2_002)).unwrap();
    store
        .append(&jid("d1"), seq(2), at(2_003), &TestAction::Undo)
        .unwrap();
}

#[test]
fn renaming_changes_the_title_and_the_update_time() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 0);
    store
        .rename_journal(&jid("d1"), &Title::new("Finals").unwrap(), at(3_000))
        .unwrap();
    let summary = &store.list_journals().unwrap()[0];
    assert_eq!(summary.title.as_str(), "Finals");
    assert_eq!(summary.updated_at, at(3_000));
    assert!(matches!(
        store.rename_journal(&jid("nope"), &Title::new("x").unwrap(), at(1)),
        Err(StorageError::JournalNotFound { .. })
    ));
}

#[test]
fn the_list_shows_the_most_recently_updated_journal_first_with_its_entry_count() {
    let s = scratch();
    let mut store = open(&s.path);
    for id in ["a", "b", "c"] {
        store
            .create_journal(&new_journal(id, JournalKind::Draft))
            .unwrap();
    }
    store
        .append(&jid("b"), seq(1), at(5_000), &TestAction::Undo)
        .unwrap();
    store
        .append(&jid("b"), seq(2), at(5_001), &TestAction::Undo)
        .unwrap();
    store
        .append(&jid("a"), seq(1), at(4_000), &TestAction::Undo)
        .unwrap();
    let list = store.list_journals().unwrap();
    let order: Vec<(&str, u32)> = list
        .iter()
        .map(|j| (j.id.as_str(), j.entry_count))
        .collect();
    assert_eq!(order, vec![("b", 2), ("a", 1), ("c", 0)]);
}

#[test]
fn entries_can_be_neither_updated_nor_deleted_even_with_direct_sql() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert!(store
        .conn
        .execute("UPDATE entries SET payload = '{}' WHERE seq = 1", [])
        .is_err());
    assert!(store
        .conn
        .execute("DELETE FROM entries WHERE seq = 2", [])
        .is_err());
    assert!(store
        .conn
        .execute(
            "INSERT INTO entries (journal_id, seq, recorded_at, payload) VALUES ('d1', 5, 0, '{}')",
            []
        )
        .is_err());
    assert_eq!(store.entries_raw(&jid("d1")).unwrap().len(), 2);
}

#[test]
fn deleting_a_journal_removes_its_entries_and_its_last_open_mark() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 3);
    store
        .create_journal(&new_journal("d2", JournalKind::Draft))
        .unwrap();
    store.set_last_open(Some(&jid("d1"))).unwrap();
    store.delete_journal(&jid("d1")).unwrap();
    let left: i64 = store
        .conn
        .query_row("SELECT COUNT(*) FROM entries", [], |r| r.get(0))
        .unwrap();
    assert_eq!(left, 0);
    assert_eq!(store.list_journals().unwrap().len(), 1);
    assert_eq!(store.get_setting(LAST_OPEN_SETTING).unwrap(), None);
    assert!(matches!(
        store.delete_journal(&jid("d1")),
        Err(StorageError::JournalNotFound { .. })
    ));
}

#[test]
fn settings_are_stored_replaced_and_removed() {
    let s = scratch();
    let mut store = open(&s.path);
    assert_eq!(store.get_setting("ui.theme").unwrap(), None);
    store.set_setting("ui.theme", "dark").unwrap();
    store.set_setting("ui.theme", "light").unwrap();
    assert_eq!(
        store.get_setting("ui.theme").unwrap().as_deref(),
        Some("light")
    );
    drop(store);
    let mut store = open(&s.path);
    assert_eq!(
        store.get_setting("ui.theme").unwrap().as_deref(),
        Some("light")
    );
    store.remove_setting("ui.theme").unwrap();
    assert_eq!(store.get_setting("ui.theme").unwrap(), None);
    assert!(store.set_setting("", "x").is_err());
    assert!(store
        .set_setting("k", &"x".repeat(MAX_SETTING_VALUE_LEN + 1))
        .is_err());
}

#[test]
fn the_journal_open_last_is_remembered_across_reopening() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 1);
    assert_eq!(store.last_open().unwrap(), None);
    store.set_last_open(Some(&jid("d1"))).unwrap();
    drop(store);
    let mut store = open(&s.path);
    assert_eq!(store.last_open().unwrap(), Some(jid("d1")));
    assert!(matches!(
        store.set_last_open(Some(&jid("gone"))),
        Err(StorageError::JournalNotFound { .. })
    ));
    store.set_last_open(None).unwrap();
    assert_eq!(store.last_open().unwrap(), None);
}

#[test]
fn reading_entries_as_the_wrong_type_names_the_entry() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(
        store.entries::<u32>(&jid("d1")).map_err(|e| e.kind()),
        Err("payloadDecode")
    );
}

#[test]
fn a_store_can_be_moved_to_another_thread_to_sit_behind_the_shells_mutex() {
    fn assert_send<T: Send>() {}
    assert_send::<Store>();
    assert_send::<StorageError>();
}
