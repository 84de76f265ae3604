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
        assert!(checked::vouched_for(&copy).is_none(), "byte {byte}");
        match try_flipped(&copy, &flipped, &truth) {
            Outcome::Detected => detected += 1,
            Outcome::Harmless => harmless += 1,
            Outcome::Silent(what) => panic!("byte {byte} read back {what}"),
        }
    }
    assert!(detected > 20, "detected {detected}, harmless {harmless}");
    // The sound bytes with their verdict are vouched for: the sample above was not vacuous.
    std::fs::write(&copy, &bytes).unwrap();
    assert!(checked::vouched_for(&copy).is_some());
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
    assert!(checked::vouched_for(&s.path).is_none());
}

/// A derivation the tests can read: how many journals the closed file holds.
fn count_journals(store: &Store) -> Option<Vec<u8>> {
    Some(store.list_journals().ok()?.len().to_string().into_bytes())
}

const COUNT: Derivation<'static> = Derivation {
    name: "journal-count-v1",
    make: &count_journals,
};

fn new_draft(store: &mut Store, id: &str) {
    store
        .create_journal(&new_journal(id, JournalKind::Draft))
        .unwrap();
}

#[test]
fn what_a_close_derives_comes_back_for_the_same_bytes_until_anything_is_written() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 3);
    new_draft(&mut store, "d2");
    assert_eq!(
        store.close_deriving(Some(&COUNT)),
        Ok(CloseCheck::Remembered)
    );

    let mut store = open(&s.path);
    assert!(store.structure_check_remembered());
    // Made from the closed file: both journals, the one written just before the close too.
    assert_eq!(
        store.derived("journal-count-v1").as_deref(),
        Some(&b"2"[..])
    );
    assert_eq!(
        store.derived("journal-count-v2"),
        None,
        "asked by its name only"
    );
    // Anything written since the opening withholds it: the bytes are no longer those.
    store
        .append(&jid("d1"), seq(4), at(5_000), &TestAction::Undo)
        .unwrap();
    assert_eq!(store.derived("journal-count-v1"), None);
    drop(store);
    // Only dropped (as after a crash): no verdict for these bytes, nothing handed back.
    let store = open(&s.path);
    assert!(!store.structure_check_remembered());
    assert_eq!(store.derived("journal-count-v1"), None);
    // A plain close forgets what an earlier close derived.
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    assert!(!checked::derived_path_for(&s.path).exists());
    assert_eq!(open(&s.path).derived("journal-count-v1"), None);
}

#[test]
fn nothing_derived_comes_back_for_other_bytes_a_lost_verdict_or_a_damaged_payload() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(
        store.close_deriving(Some(&COUNT)),
        Ok(CloseCheck::Remembered)
    );
    let derived = std::fs::read(checked::derived_path_for(&s.path)).unwrap();
    let verdict = verdict_of(&s.path).unwrap();
    assert_eq!(
        open(&s.path).derived("journal-count-v1").as_deref(),
        Some(&b"1"[..])
    );

    // The payload changed beside a sound verdict: its own hash no longer agrees.
    let mut changed = derived.clone();
    if let Some(last) = changed.last_mut() {
        *last = b'7';
    }
    std::fs::write(checked::derived_path_for(&s.path), &changed).unwrap();
    let store = open(&s.path);
    assert!(store.structure_check_remembered());
    assert_eq!(store.derived("journal-count-v1"), None);
    drop(store);

    // The verdict gone (as after a crash): the derived file alone counts for nothing.
    std::fs::write(checked::derived_path_for(&s.path), &derived).unwrap();
    std::fs::remove_file(checked::path_for(&s.path)).unwrap();
    assert_eq!(open(&s.path).derived("journal-count-v1"), None);

    // Other bytes of the same length, with the old verdict and payload beside them.
    let mut bytes = std::fs::read(&s.path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x01;
    std::fs::write(&s.path, &bytes).unwrap();
    std::fs::write(checked::path_for(&s.path), &verdict).unwrap();
    std::fs::write(checked::derived_path_for(&s.path), &derived).unwrap();
    assert_eq!(open(&s.path).derived("journal-count-v1"), None);
}

#[test]
fn another_connection_s_commit_withholds_what_was_derived() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    assert_eq!(
        store.close_deriving(Some(&COUNT)),
        Ok(CloseCheck::Remembered)
    );
    let store = open(&s.path);
    let other = rusqlite::Connection::open(&s.path).unwrap();
    other
        .execute_batch("CREATE TABLE elsewhere(x); DROP TABLE elsewhere;")
        .unwrap();
    drop(other);
    assert_eq!(store.derived("journal-count-v1"), None);
}

#[test]
fn a_derivation_that_makes_nothing_or_is_misnamed_remembers_nothing_of_its_own() {
    let s = scratch();
    let nothing = Derivation {
        name: "nothing-v1",
        make: &|_| None,
    };
    let store = store_with_picks(&s.path, 2);
    assert_eq!(
        store.close_deriving(Some(&nothing)),
        Ok(CloseCheck::Remembered)
    );
    assert!(!checked::derived_path_for(&s.path).exists());
    let store = open(&s.path);
    assert!(store.structure_check_remembered());
    assert_eq!(store.derived("nothing-v1"), None);

    let misnamed = Derivation {
        name: "two words",
        make: &count_journals,
    };
    assert!(matches!(
        store.close_deriving(Some(&misnamed)),
        Err(StorageError::InvalidInput { .. })
    ));
    assert_eq!(
        verdict_of(&s.path),
        None,
        "a failed close leaves no verdict"
    );
    assert!(!open(&s.path).structure_check_remembered());
}

/// Writes the verdict a close would write for the file at `db` as it is now, saying its chains
/// were (`chains_intact`) or were not checked: a verdict forged over damage a close never saw.
fn forge_verdict(db: &Path, chains_intact: bool) {
    let file = checked::Fingerprint::of_file(db).unwrap();
    let found = if chains_intact {
        "structure+chains"
    } else {
        "structure"
    };
    let line = format!(
        "hexadraft checked v2 {} {} {found}\n",
        file.length,
        crate::confirmed::hex(&file.sha256)
    );
    std::fs::write(checked::path_for(db), line).unwrap();
}

/// Entry 2 of journal "d1" (of three) changed behind the store's back, then the file left as
/// a clean close leaves it (the log merged).
fn damaged_at_rest(db: &Path) {
    let store = store_with_picks(db, 3);
    drop(store);
    super::checked::rewrite_entry_elsewhere(
        db,
        "d1",
        2,
        r#"{"type":"pick","player":"ana","character":"gata"}"#,
    );
}

fn replayed_entries(store: &Store) -> (u32, Option<ReplayStopCause>) {
    let outcome = store
        .replay(&jid("d1"), 0u32, |n: &mut u32, _: serde_json::Value| {
            *n += 1;
            Ok::<(), std::convert::Infallible>(())
        })
        .unwrap();
    (outcome.state, outcome.stopped.map(|stop| stop.cause))
}

#[test]
fn a_clean_close_checks_every_chain_and_the_next_opening_vouches_for_each_journal_it_reads() {
    let s = scratch();
    let store = store_with_picks(&s.path, 3);
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let verdict = verdict_of(&s.path).unwrap_or_default();
    assert!(verdict.ends_with(" structure+chains\n"), "{verdict}");
    let store = open(&s.path);
    assert!(!store.checked.borrow().knows("d1"));
    assert_eq!(replayed_entries(&store), (3, None));
    // Remembered as it was read, so the store's own appends go on extending it.
    assert!(store.checked.borrow().knows("d1"));
}

#[test]
fn a_close_that_finds_a_damaged_chain_vouches_for_the_structure_only_and_the_damage_is_found_again()
{
    let s = scratch();
    damaged_at_rest(&s.path);
    let store = open(&s.path);
    assert_eq!(store.close(), Ok(CloseCheck::Remembered));
    let verdict = verdict_of(&s.path).unwrap_or_default();
    assert!(verdict.ends_with(" structure\n"), "{verdict}");
    let store = open(&s.path);
    assert!(store.structure_check_remembered());
    assert_eq!(
        replayed_entries(&store),
        (1, Some(ReplayStopCause::Damaged))
    );
}

#[test]
fn a_verdict_that_the_chains_were_checked_is_what_spares_the_hashing_until_anything_is_written() {
    // Damage no close saw, under a forged verdict that every chain was checked: the reads
    // believe it, which shows they hash nothing while the verdict holds. (A real close would
    // have found the damage and written a v1 verdict, as the test above shows.)
    let s = scratch();
    damaged_at_rest(&s.path);
    forge_verdict(&s.path, true);
    let store = open(&s.path);
    assert_eq!(replayed_entries(&store), (3, None));
    drop(store);

    // The same bytes under a verdict of their structure only: the chain is checked.
    forge_verdict(&s.path, false);
    let store = open(&s.path);
    assert_eq!(
        replayed_entries(&store),
        (1, Some(ReplayStopCause::Damaged))
    );
    drop(store);

    // Under the forged verdict again, once the store has written anything, a journal not read
    // yet is checked as it is read.
    forge_verdict(&s.path, true);
    let mut store = open(&s.path);
    store.set_setting("anything", "written").unwrap();
    assert_eq!(
        replayed_entries(&store),
        (1, Some(ReplayStopCause::Damaged))
    );
}
