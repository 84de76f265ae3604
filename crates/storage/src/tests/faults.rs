//! Damaged files: refused with a typed error, never modified, and a backup offered.

use super::*;

/// A database of several pages, closed (so its -wal file is merged into it and removed).
fn closed_database(path: &Path) -> Vec<u8> {
    let mut store = store_with_picks(path, 0);
    let long = "x".repeat(900);
    for n in 1..=40 {
        store
            .append(
                &jid("d1"),
                seq(n),
                at(n),
                &pick("ana", &format!("{long}{n}")),
            )
            .unwrap();
    }
    drop(store);
    std::fs::read(path).unwrap()
}

fn assert_refused_as_corrupt_and_untouched(path: &Path) -> StorageError {
    let before = file_set(path);
    let error = Store::open(path).unwrap_err();
    assert_eq!(error.kind(), "corrupt", "{error}");
    assert_eq!(file_set(path), before, "a failed open changed the file");
    error
}

#[test]
fn a_file_of_garbage_is_refused_as_corrupt_and_left_as_it_is() {
    let s = scratch();
    std::fs::create_dir_all(s.path.parent().unwrap()).unwrap();
    let garbage: Vec<u8> = (0..8192u32).map(|i| (i * 7919 % 251) as u8).collect();
    std::fs::write(&s.path, &garbage).unwrap();
    let error = assert_refused_as_corrupt_and_untouched(&s.path);
    assert!(error.to_string().contains("SQLite header"), "{error}");
}

#[test]
fn a_database_truncated_to_half_is_refused_as_corrupt() {
    let s = scratch();
    let bytes = closed_database(&s.path);
    assert!(
        bytes.len() > 16 * 4096,
        "the test needs a database of many pages"
    );
    std::fs::write(&s.path, &bytes[..bytes.len() / 2]).unwrap();
    assert_refused_as_corrupt_and_untouched(&s.path);
}

#[test]
fn a_database_truncated_inside_its_header_is_refused_as_corrupt() {
    let s = scratch();
    let bytes = closed_database(&s.path);
    std::fs::write(&s.path, &bytes[..50]).unwrap();
    let error = assert_refused_as_corrupt_and_untouched(&s.path);
    assert!(error.to_string().contains("truncated"), "{error}");
}

#[test]
fn a_database_with_an_overwritten_page_is_refused_as_corrupt() {
    let s = scratch();
    let mut bytes = closed_database(&s.path);
    let middle = bytes.len() / 2 / 4096 * 4096;
    for (i, byte) in bytes[middle..middle + 4096].iter_mut().enumerate() {
        *byte = (i % 13) as u8 + 0xA0;
    }
    std::fs::write(&s.path, &bytes).unwrap();
    assert_refused_as_corrupt_and_untouched(&s.path);
}

#[test]
fn a_corrupt_database_error_offers_the_newest_backup() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    store.create_backup().unwrap();
    let newest = store.create_backup().unwrap();
    drop(store);
    std::fs::write(&s.path, b"SQLite format 3\0 but then nothing").unwrap();
    match assert_refused_as_corrupt_and_untouched(&s.path) {
        StorageError::Corrupt { last_backup, .. } => assert_eq!(last_backup, Some(newest.path)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn restoring_a_backup_moves_the_damaged_file_aside_and_reopens_the_copy() {
    let s = scratch();
    let store = store_with_picks(&s.path, 3);
    let backup = store.create_backup().unwrap();
    drop(store);
    let damaged = b"not a database any more".to_vec();
    std::fs::write(&s.path, &damaged).unwrap();
    let Err(StorageError::Corrupt {
        last_backup: Some(offered),
        ..
    }) = Store::open(&s.path)
    else {
        panic!("the damaged file should be refused with a backup offered");
    };
    assert_eq!(offered, backup.path);

    let report = Store::restore_backup(&offered, &s.path).unwrap();
    assert_eq!(report.restored_from, offered);
    // The damaged file, and the count of confirmed entries that belonged to it.
    assert_eq!(report.moved_aside.len(), 2);
    assert_eq!(std::fs::read(&report.moved_aside[0]).unwrap(), damaged);
    assert!(report.moved_aside[1]
        .to_string_lossy()
        .ends_with(".damaged-1-confirmed"));
    assert!(report.moved_aside[0]
        .to_string_lossy()
        .ends_with(".damaged-1"));

    let store = open(&s.path);
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 3);
    // The backup itself is still there, unchanged in number.
    assert_eq!(Store::backups(store.backup_dir()).unwrap().len(), 1);
}

#[test]
fn a_damaged_database_without_backup_can_be_set_aside_for_a_new_one() {
    let s = scratch();
    std::fs::create_dir_all(s.path.parent().unwrap()).unwrap();
    let damaged = b"not a database, and no backup of it".to_vec();
    std::fs::write(&s.path, &damaged).unwrap();
    assert!(Store::open(&s.path).is_err());
    let moved = Store::set_aside(&s.path).unwrap();
    assert_eq!(moved.len(), 1);
    assert_eq!(std::fs::read(&moved[0]).unwrap(), damaged, "kept as it was");
    let store = open(&s.path);
    assert!(store.list_journals().unwrap().is_empty());
    drop(store);
    // Nothing there: nothing to move.
    let empty = scratch();
    assert!(Store::set_aside(&empty.path).unwrap().is_empty());
}

#[test]
fn a_damaged_backup_is_not_restored_and_nothing_is_moved() {
    let s = scratch();
    drop(store_with_picks(&s.path, 1));
    let bad_backup = s.dir.path().join("bad.bak");
    std::fs::write(&bad_backup, b"garbage").unwrap();
    let before = file_set(&s.path);
    assert_eq!(
        Store::restore_backup(&bad_backup, &s.path).map_err(|e| e.kind()),
        Err("corrupt")
    );
    assert_eq!(file_set(&s.path), before);
}

#[test]
fn backups_are_listed_newest_first_and_only_the_newest_are_kept() {
    let s = scratch();
    let store = store_with_picks(&s.path, 1);
    for _ in 0..KEEP_BACKUPS + 3 {
        store.create_backup().unwrap();
    }
    let list = Store::backups(store.backup_dir()).unwrap();
    let numbers: Vec<u32> = list.iter().map(|b| b.number).collect();
    let expected: Vec<u32> = (4..=(KEEP_BACKUPS as u32 + 3)).rev().collect();
    assert_eq!(numbers, expected);
    assert!(list
        .iter()
        .all(|b| b.reason == "manual" && b.size_bytes > 0));
    // Copies are plain files: no -wal or -shm companions are left in the backup folder.
    let names: Vec<String> = std::fs::read_dir(store.backup_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(names.iter().all(|n| n.ends_with(".bak")), "{names:?}");
}

#[test]
fn a_folder_is_not_a_database() {
    let s = scratch();
    std::fs::create_dir_all(&s.path).unwrap();
    assert_eq!(
        Store::open(&s.path).map(|_| ()).map_err(|e| e.kind()),
        Err("invalidInput")
    );
}

#[test]
fn an_interrupted_backup_leaves_no_partial_copy_behind_after_the_next_backup() {
    // A crash during a backup leaves `<db>.<n>.<reason>.bak-partial`, a whole copy. The next
    // backup (of any number and reason) removes it; a finished backup is never touched.
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    let first = store.create_backup().unwrap();
    let dir = store.backup_dir().to_path_buf();
    let orphan = dir.join("hexadraft.sqlite3.0007.before-import.bak-partial");
    std::fs::copy(&first.path, &orphan).unwrap();
    let someone_elses = dir.join("other.sqlite3.0001.manual.bak-partial");
    std::fs::write(&someone_elses, b"not ours").unwrap();
    let second = store.create_backup().unwrap();
    assert_eq!(second.number, 2);
    assert!(!orphan.exists(), "the interrupted copy is still there");
    assert!(
        someone_elses.exists(),
        "another database's file was removed"
    );
    assert!(first.path.exists() && second.path.exists());
    let backups: Vec<u32> = Store::backups(&dir)
        .unwrap()
        .iter()
        .map(|b| b.number)
        .collect();
    assert_eq!(backups, vec![2, 1]);
}
