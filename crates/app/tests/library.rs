//! The library end to end: rename, archive, delete, the journal to continue, player-safe and
//! organizer exports, imports, and recovery from a damaged database.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::table_draft::{SeedChoice, TableViewer};
use hexadraft_app::{App, AppError, AppRefusal, FixedClock, SeededEntropy};
use hexadraft_draft::{DraftMove, DraftSetup};
use hexadraft_storage::{
    CloseCheck, DataPackRef, ExportAudience, JournalHeader, JournalId, JournalKind, JsonText,
    LostEntries, NewJournal, Seq, StorageError, Store, Timestamp, Title,
};
use hexadraft_testkit::{app_at, deck_of, play_public_steps, quick_match};

fn app(dir: &tempfile::TempDir) -> App {
    app_at(dir.path(), 21)
}

fn setup() -> DraftSetup {
    quick_match(7)
}

/// A draft whose picks are done and whose first seat locked its deck.
fn draft_with_a_locked_deck(app: &App) -> String {
    let created = app.create_draft(setup(), SeedChoice::Keep, None).unwrap();
    let id = created.id;
    let table = play_public_steps(app, &id);
    let teams = table.view.teams.clone().unwrap();
    app.apply_draft_move(
        &id,
        table.seq,
        DraftMove::LockDeck {
            seat: hexadraft_draft::Seat::First,
            deck: deck_of(&teams.first, [0, 1]),
        },
        TableViewer::Table,
        None,
    )
    .unwrap();
    id
}

#[test]
fn a_player_safe_export_withholds_the_deck_and_its_salt_and_keeps_the_picks() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = draft_with_a_locked_deck(&app);
    let organizer = app
        .export_journals_text(std::slice::from_ref(&id), ExportAudience::Organizer)
        .unwrap();
    let salt = {
        let value: serde_json::Value = serde_json::from_str(&organizer).unwrap();
        let entries = value["journals"][0]["entries"].as_array().unwrap().clone();
        let lock = entries
            .iter()
            .find(|e| e["payload"]["action"] == "lock-deck")
            .unwrap()
            .clone();
        lock["payload"]["salt"].as_str().unwrap().to_owned()
    };
    let safe = app
        .export_journals_text(&[id], ExportAudience::PlayerSafe)
        .unwrap();
    assert!(safe.contains("\"action\":\"pick\""), "the picks stay");
    assert!(!safe.contains(&salt), "the salt goes");
    assert!(safe.contains("\"withheld\":\"lock-deck\""));
    assert!(organizer.contains(&salt));
}

#[test]
fn rename_archive_last_open_and_delete() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let created = app.create_draft(setup(), SeedChoice::Keep, None).unwrap();
    let renamed = app.rename_journal(&created.id, "Semifinal").unwrap();
    assert_eq!(renamed.title.as_str(), "Semifinal");
    assert_eq!(
        app.open_draft(&created.id, TableViewer::Table, None)
            .unwrap()
            .title,
        "Semifinal"
    );
    app.remember_open(&created.id).unwrap();
    assert_eq!(
        app.last_open().unwrap().map(|s| s.id.to_string()),
        Some(created.id.clone())
    );
    let archived = app.set_journal_archived(&created.id, true).unwrap();
    assert!(archived.archived);
    assert_eq!(
        app.last_open().unwrap(),
        None,
        "an archived journal is not offered"
    );
    app.delete_journal(&created.id).unwrap();
    assert!(app.list_journals().unwrap().is_empty());
    assert_eq!(app.last_open().unwrap(), None);
    assert_eq!(
        app.open_draft(&created.id, TableViewer::Table, None)
            .unwrap_err()
            .code(),
        "notFound.journal"
    );
}

#[test]
fn an_export_imports_into_another_data_folder_and_again_as_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = draft_with_a_locked_deck(&app);
    let written = app
        .export_journals(std::slice::from_ref(&id), ExportAudience::Organizer, None)
        .unwrap();
    let other_dir = tempfile::tempdir().unwrap();
    let other = App::open(
        other_dir.path(),
        FixedClock::at(1_800_000_500),
        SeededEntropy::new(2),
    );
    let report = other.import_journals(&written.path, false).unwrap();
    assert_eq!(report.journals.len(), 1);
    assert_eq!(report.journals[0].id.as_str(), id);
    let original = app.open_draft(&id, TableViewer::Table, None).unwrap();
    let imported = other.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(imported.view, original.view);
    // The same file again: refused whole, or imported as a copy when asked.
    assert!(other.import_journals(&written.path, false).is_err());
    let copy = other.import_journals(&written.path, true).unwrap();
    assert_ne!(copy.journals[0].id.as_str(), id);
    assert_eq!(other.list_journals().unwrap().len(), 2);
}

#[test]
fn a_damaged_database_is_replaced_by_its_backup_and_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join(hexadraft_app::DATABASE_FILE);
    {
        let mut store = Store::open(&database).unwrap();
        store.set_setting("test.marker", "from the backup").unwrap();
        store.create_backup().unwrap();
    }
    let garbage = b"not a database at all".repeat(100);
    std::fs::write(&database, &garbage).unwrap();
    let app = app(&dir);
    assert!(app.store_status().problem.is_some());
    let info = app.recovery_info().unwrap();
    assert_eq!(info.backups.len(), 1);
    let outcome = app.restore_backup(1).unwrap();
    assert!(app.store_status().problem.is_none());
    assert!(app.list_journals().unwrap().is_empty());
    let aside = outcome.moved_aside.first().unwrap();
    assert_eq!(std::fs::read(aside).unwrap(), garbage);
    drop(app);
    let store = Store::open(&database).unwrap();
    assert_eq!(
        store.get_setting("test.marker").unwrap().as_deref(),
        Some("from the backup")
    );
    // Closed first: Windows moves no file another handle holds open.
    drop(store);
    // Once the database works, a backup still restores, the working one kept as a backup.
    let working = App::open(dir.path(), FixedClock::at(1), SeededEntropy::new(1));
    let report = working.restore_backup(1).unwrap();
    assert_eq!(report.kept_as_backup.unwrap().reason, "before-restore");
    assert!(working.store_status().problem.is_none());
}

#[test]
fn a_database_whose_log_was_cut_short_names_the_lost_entries_and_offers_its_backup() {
    // A copy of a running app's folder whose -wal was cut to its header: SQLite would open it
    // with three confirmed entries gone, without a word.
    let live = tempfile::tempdir().unwrap();
    let database = live.path().join(hexadraft_app::DATABASE_FILE);
    let id = JournalId::new("d1").unwrap();
    let pick = |n: u32| JsonText::parse(format!(r#"{{"pick":{n}}}"#)).unwrap();
    let mut store = Store::open(&database).unwrap();
    store
        .create_journal(&NewJournal {
            id: id.clone(),
            kind: JournalKind::Draft,
            title: Title::new("Cut").unwrap(),
            header: JournalHeader {
                ruleset_version: "r".to_owned(),
                data_pack: DataPackRef {
                    id: "p".to_owned(),
                    version: "1".to_owned(),
                },
                seeds: JsonText::parse("[1]").unwrap(),
                setup: JsonText::parse("{}").unwrap(),
            },
            created_at: Timestamp::from_unix_seconds(1),
        })
        .unwrap();
    for n in 1..=2 {
        let at = Timestamp::from_unix_seconds(n);
        store
            .append_raw(&id, Seq::new(n).unwrap(), at, &pick(n))
            .unwrap();
    }
    store.create_backup().unwrap();
    drop(store);
    let mut store = Store::open(&database).unwrap();
    for n in 3..=5 {
        let at = Timestamp::from_unix_seconds(n);
        store
            .append_raw(&id, Seq::new(n).unwrap(), at, &pick(n))
            .unwrap();
    }
    let copy = tempfile::tempdir().unwrap();
    let copied = copy.path().join(hexadraft_app::DATABASE_FILE);
    for suffix in ["", "-wal", "-shm", "-confirmed"] {
        let mut bytes = std::fs::read(format!("{}{suffix}", database.display())).unwrap();
        if suffix == "-wal" {
            bytes.truncate(32);
        }
        std::fs::write(format!("{}{suffix}", copied.display()), bytes).unwrap();
    }
    let backups = Store::backup_dir_for(&copied);
    std::fs::create_dir_all(&backups).unwrap();
    for backup in Store::backups(&Store::backup_dir_for(&database)).unwrap() {
        std::fs::copy(&backup.path, backups.join(backup.path.file_name().unwrap())).unwrap();
    }
    drop(store);

    let app = app(&copy);
    match app.store_status().problem {
        Some(StorageError::EntriesLost { journals, .. }) => assert_eq!(
            journals,
            vec![LostEntries {
                id: id.clone(),
                confirmed: 5,
                found: 2
            }]
        ),
        other => panic!("{other:?}"),
    }
    let info = app.recovery_info().unwrap();
    assert_eq!(info.backups.len(), 1);
    app.restore_backup(info.backups[0].number).unwrap();
    assert!(app.store_status().problem.is_none());
    assert_eq!(app.list_journals().unwrap()[0].entry_count, 2);
}

#[test]
fn a_damaged_database_without_backup_is_kept_aside_and_a_new_one_started() {
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join(hexadraft_app::DATABASE_FILE);
    std::fs::write(&database, b"no database here").unwrap();
    let app = app(&dir);
    assert!(matches!(app.list_journals(), Err(AppError::Storage { .. })));
    let moved = app.start_new_database().unwrap();
    assert_eq!(std::fs::read(&moved[0]).unwrap(), b"no database here");
    assert!(app.store_status().problem.is_none());
    assert!(app.list_journals().unwrap().is_empty());
    assert_eq!(
        app.start_new_database(),
        Err(AppRefusal::DatabaseWorks.into())
    );
}

#[test]
fn a_player_safe_export_records_a_stand_in_coin_seed_that_replays_to_the_same_player_a() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = draft_with_a_locked_deck(&app);
    let safe = app
        .export_journals_text(std::slice::from_ref(&id), ExportAudience::PlayerSafe)
        .unwrap();
    let value: serde_json::Value = serde_json::from_str(&safe).unwrap();
    let journal = &value["journals"][0];
    let recorded = journal["header"]["setup"]["setup"]["seed"]
        .as_u64()
        .unwrap();
    assert_eq!(
        recorded,
        u64::from(hexadraft_draft::stand_in_seed(7)),
        "{journal}"
    );
    assert!(journal["header"]["seeds"].is_null());

    // Imported elsewhere, the copy has the same Player A as the original.
    let other_dir = tempfile::tempdir().unwrap();
    let other = App::open(
        other_dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(3),
    );
    other.import_journals_bytes(safe.as_bytes(), false).unwrap();
    let original = app.open_draft(&id, TableViewer::Table, None).unwrap();
    let copy = other.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(original.view.roles.is_some());
    assert_eq!(copy.view.roles, original.view.roles);
}

#[test]
fn a_journal_whose_setup_cannot_be_read_is_listed_read_only_and_hides_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let readable = app.create_draft(setup(), SeedChoice::Keep, None).unwrap();
    // Another install's export whose draft header this build cannot read.
    let export = serde_json::json!({
        "format": "hexadraft-journal-export",
        "version": 1,
        "audience": "organizer",
        "journals": [{
            "id": "odd-draft",
            "kind": "draft",
            "title": "Odd draft",
            "archived": false,
            "redacted": false,
            "created_at": 1_790_000_000,
            "updated_at": 1_790_000_000,
            "header": {
                "ruleset_version": "agl-v1.0",
                "data_pack": {"id": "aristeia-agl", "version": "2026.11.21.1"},
                "seeds": [42],
                "setup": {"note": "not a draft's setup"}
            },
            "entries": []
        }]
    });
    app.import_journals_bytes(export.to_string().as_bytes(), false)
        .unwrap();
    let items = app.library_items().unwrap();
    assert_eq!(
        items.len(),
        2,
        "the unreadable journal hides neither itself nor the other"
    );
    let odd = items
        .iter()
        .find(|i| i.journal.id.as_str() == "odd-draft")
        .unwrap();
    let Some(hexadraft_app::ReadOnly::HeaderUnreadable { detail }) = &odd.read_only else {
        panic!("read-only as unreadable: {:?}", odd.read_only);
    };
    assert!(detail.contains("note"), "the reader's own words: {detail}");
    assert!(
        !detail.contains("cannot be read"),
        "said once, by the line: {detail}"
    );
    let fine = items
        .iter()
        .find(|i| i.journal.id.as_str() == readable.id)
        .unwrap();
    assert_eq!(fine.read_only, None);
}

#[test]
fn closed_as_the_app_quits_the_next_start_is_clean_and_skips_nothing_it_must_check() {
    let dir = tempfile::tempdir().unwrap();
    let database = app(&dir).database_path();
    let unclean_copies = || {
        std::fs::read_dir(dir.path())
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .file_name()
                    .to_string_lossy()
                    .contains(".unclean-")
            })
            .count()
    };
    let log = database.with_file_name(format!(
        "{}-wal",
        database.file_name().unwrap().to_string_lossy()
    ));

    // Quitting without closing, as the event loop ends the process: the files as they are then
    // (copied while the app runs), put back after it. The log stays, and the next start keeps a
    // copy of it aside as after a crash.
    let quit_unclosed = app(&dir);
    let first = quit_unclosed
        .create_draft(setup(), SeedChoice::Keep, None)
        .unwrap()
        .id;
    let at_exit: Vec<(std::path::PathBuf, Vec<u8>)> = ["", "-wal", "-shm"]
        .iter()
        .map(|suffix| {
            let path = std::path::PathBuf::from(format!("{}{suffix}", database.display()));
            let bytes = std::fs::read(&path).unwrap();
            (path, bytes)
        })
        .collect();
    drop(quit_unclosed);
    for (path, bytes) in &at_exit {
        std::fs::write(path, bytes).unwrap();
    }
    assert!(log.exists());
    // Another seed, so that this start's draft gets another id.
    let app = app_at(dir.path(), 22);
    assert_eq!(unclean_copies(), 2, "the -wal and -shm kept aside");

    // Closed as the app quits: the log merged and removed, the check remembered.
    let second = app
        .create_draft(setup(), SeedChoice::Keep, None)
        .unwrap()
        .id;
    assert_eq!(app.close().unwrap(), Some(CloseCheck::Remembered));
    // (On Windows the store's read-only check leaves an empty `-wal`: it holds nothing.)
    assert!(std::fs::metadata(&log).map_or(true, |m| m.len() == 0));
    let refused = app
        .open_draft(&first, TableViewer::Table, None)
        .unwrap_err();
    assert!(refused.to_string().contains("quitting"), "{refused}");
    assert_eq!(app.close().unwrap(), None, "closing twice is harmless");
    drop(app);

    let app = self::app(&dir);
    assert_eq!(unclean_copies(), 2, "a clean start keeps nothing aside");
    for id in [&first, &second] {
        assert!(app.open_draft(id, TableViewer::Table, None).is_ok());
    }
}
