//! The file's structural check, remembered by the file's content when the store is closed
//! (issue 27, "Speed": verify once and remember it, keep detecting damage as today).

use super::damage::{contents, small_database, try_flipped, Outcome};
use super::*;
use crate::checked;
use crate::wal::companion;
use rand::{Rng, SeedableRng};

fn verdict_of(db: &Path) -> Option<String> {
    std::fs::read_to_string(checked::path_for(db)).ok()
}

#[test]
fn a_store_closed_cleanly_is_not_checked_again_while_its_bytes_stay_the_same() {
    let s = scratch();
    let store = store_with_picks(&s.path, 3);
    assert!(
        !store.structure_check_remembered(),
        "a new file has no verdict"
    );
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    // The log was merged: the next start is a clean one. (On Windows the check's read-only
    // connection, which cannot open the file `immutable` there, leaves an empty `-wal`.)
    assert!(!crate::wal::unclean(&s.path));
    assert!(verdict_of(&s.path).is_some());

    let mut store = open(&s.path);
    assert!(store.structure_check_remembered());
    assert_eq!(store.entries_raw(&jid("d1")).unwrap().len(), 3);
    // Written to, then closed again: the new bytes are checked and remembered in turn.
    store
        .append(&jid("d1"), seq(4), at(5_000), &TestAction::Undo)
        .unwrap();
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let store = open(&s.path);
    assert!(store.structure_check_remembered());
    assert_eq!(store.entries_raw(&jid("d1")).unwrap().len(), 4);
}

#[test]
fn a_store_only_dropped_leaves_no_verdict_and_an_old_one_vouches_for_nothing_new() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let before = verdict_of(&s.path);
    // Dropped after a write, as a crash or a quit without closing would leave it.
    let mut store = open(&s.path);
    store
        .append(&jid("d1"), seq(3), at(5_000), &TestAction::Undo)
        .unwrap();
    drop(store);
    assert_eq!(verdict_of(&s.path), before, "dropping writes no verdict");
    let store = open(&s.path);
    assert!(
        !store.structure_check_remembered(),
        "the verdict is of other bytes"
    );
    assert_eq!(store.entries_raw(&jid("d1")).unwrap().len(), 3);
}

#[test]
fn other_bytes_under_the_same_length_and_times_are_checked() {
    // What a key of size and modification time would have vouched for: a copy put in place
    // with its times kept. The content decides.
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let mut bytes = std::fs::read(&s.path).unwrap();
    let modified = std::fs::metadata(&s.path).unwrap().modified().unwrap();
    // A byte of the last page's unused space: the file stays sound, only its bytes differ.
    let last = bytes.len() - 1;
    bytes[last] ^= 0x01;
    std::fs::write(&s.path, &bytes).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&s.path)
        .unwrap()
        .set_modified(modified)
        .unwrap();
    assert_eq!(
        std::fs::metadata(&s.path).unwrap().modified().unwrap(),
        modified
    );
    let store = open(&s.path);
    assert!(!store.structure_check_remembered());
}

#[test]
fn a_verdict_that_does_not_read_is_no_verdict() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let good = verdict_of(&s.path).unwrap();
    for bad in [&good[..good.len() / 2], "", "hexadraft checked v1 0 00\n"] {
        std::fs::write(checked::path_for(&s.path), bad).unwrap();
        let store = open(&s.path);
        assert!(!store.structure_check_remembered(), "{bad:?}");
        drop(store);
    }
}

#[test]
fn with_another_connection_still_writing_nothing_is_remembered() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    let mut other = rusqlite::Connection::open(&s.path).unwrap();
    // A transaction the other connection keeps in the log: the file alone is not the database.
    other
        .execute_batch("CREATE TABLE elsewhere(x); INSERT INTO elsewhere VALUES (1);")
        .unwrap();
    assert_eq!(store.close(), Ok(CloseCheck::LogInUse));
    assert_eq!(verdict_of(&s.path), None);
    other.execute_batch("DROP TABLE elsewhere;").unwrap();
    let _ = other.transaction();
    drop(other);
}

#[test]
fn a_backup_opened_to_be_read_is_closed_without_writing_beside_it() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    let backup = store.create_backup().unwrap();
    drop(store);
    let read = Store::open_backup(&backup.path).unwrap();
    assert_eq!(read.close(), Ok(CloseCheck::ReadOnly));
    assert_eq!(verdict_of(&backup.path), None);
}

#[test]
fn a_remembered_verdict_never_hides_a_flipped_bit() {
    // The same sample as damage.rs's flips, each copy carrying the verdict of the sound file:
    // every flip is checked as if no verdict were there, and found or harmless, as before.
    let s = scratch();
    small_database(&s.path);
    assert_eq!(open(&s.path).close(), Ok(CloseCheck::Remembered));
    let bytes = std::fs::read(&s.path).unwrap();
    let verdict = verdict_of(&s.path).unwrap();
    let truth = contents(&open(&s.path)).unwrap();
    let copy = s.dir.path().join("flipped.sqlite3");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(27);
    let (mut detected, mut harmless) = (0, 0);
    for _ in 0..200 {
        let byte = rng.random_range(0..bytes.len());
        let mut flipped = bytes.clone();
        flipped[byte] ^= 1 << rng.random_range(0..8);
        std::fs::write(checked::path_for(&copy), &verdict).unwrap();
        std::fs::write(&copy, &flipped).unwrap();
        assert!(!checked::vouched_for(&copy), "byte {byte}");
        match try_flipped(&copy, &flipped, &truth) {
            Outcome::Detected => detected += 1,
            Outcome::Harmless => harmless += 1,
            Outcome::Silent(what) => panic!("byte {byte} read back {what}"),
        }
    }
    assert!(detected > 20, "detected {detected}, harmless {harmless}");
    // The sound bytes with their verdict are vouched for: the sample above was not vacuous.
    std::fs::write(&copy, &bytes).unwrap();
    assert!(checked::vouched_for(&copy));
}

#[test]
fn a_file_with_an_unclean_log_is_checked_whatever_its_verdict() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let mut store = open(&s.path);
    store
        .append(&jid("d1"), seq(3), at(5_000), &TestAction::Undo)
        .unwrap();
    // A crash: the log holds the append, the main file is still the remembered one.
    assert!(companion(&s.path, "-wal").exists());
    std::mem::forget(store);
    assert!(!checked::vouched_for(&s.path));
}
