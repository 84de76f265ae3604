//! A journal's chain is checked once per open store and remembered (issue 27, "Speed"): read
//! again, it is not hashed again. Damage that arrives after that first check is still caught
//! where it was before: at the next read.

use super::*;
use rusqlite::Connection;

/// Changes entry `seq` of journal `id` behind the store's back, through another connection, as
/// another program (or a damaged copy synced in) could: the append-only trigger is lifted for it.
pub(super) fn rewrite_entry_elsewhere(db: &Path, id: &str, seq: u32, payload: &str) {
    let conn = Connection::open(db).unwrap();
    conn.execute_batch("DROP TRIGGER entries_are_never_updated;")
        .unwrap();
    let changed = conn
        .execute(
            "UPDATE entries SET payload = ?3 WHERE journal_id = ?1 AND seq = ?2",
            rusqlite::params![id, seq, payload],
        )
        .unwrap();
    assert_eq!(changed, 1);
    conn.execute_batch(
        "CREATE TRIGGER entries_are_never_updated BEFORE UPDATE ON entries \
         BEGIN SELECT RAISE(ABORT, 'journal entries are append-only'); END;",
    )
    .unwrap();
}

fn count_entries(store: &Store, id: &str) -> u32 {
    let outcome = store
        .replay(&jid(id), 0u32, |n: &mut u32, _: TestAction| {
            *n += 1;
            Ok::<(), std::convert::Infallible>(())
        })
        .unwrap();
    assert!(outcome.is_complete(), "{:?}", outcome.stopped);
    outcome.state
}

#[test]
fn a_journal_read_whole_is_remembered_and_its_own_appends_keep_it_so() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 4);
    // Nothing is checked on open; the first read checks the whole chain.
    assert!(!store.checked.borrow().knows("d1"));
    assert_eq!(count_entries(&store, "d1"), 4);
    assert!(store.checked.borrow().knows("d1"));
    // The store's own appends extend the chain it checked.
    store
        .append(&jid("d1"), seq(5), at(2_000), &TestAction::Undo)
        .unwrap();
    assert!(store.checked.borrow().knows("d1"));
    assert_eq!(count_entries(&store, "d1"), 5);
    // A read that stops early checks only part of the chain: nothing new is remembered.
    store
        .create_journal(&new_journal("d2", JournalKind::Draft))
        .unwrap();
    store
        .append(&jid("d2"), seq(1), at(2_001), &TestAction::Undo)
        .unwrap();
    store
        .for_each_entry(&jid("d2"), |_, _, _, _| Ok(false))
        .unwrap();
    assert!(!store.checked.borrow().knows("d2"));
    // Deleting forgets.
    store.delete_journal(&jid("d1")).unwrap();
    assert!(!store.checked.borrow().knows("d1"));
}

#[test]
fn an_entry_changed_by_another_connection_after_the_first_check_is_caught_at_the_next_read() {
    let s = scratch();
    let store = store_with_picks(&s.path, 5);
    assert_eq!(count_entries(&store, "d1"), 5);
    assert!(store.checked.borrow().knows("d1"));
    // Another program edits entry 3 in place (the row and its head left as they were).
    rewrite_entry_elsewhere(
        &s.path,
        "d1",
        3,
        r#"{"type":"pick","player":"ana","character":"gata"}"#,
    );
    let damage = JournalDamage::Entry { seq: seq(3) };
    assert_eq!(
        store.entries_raw(&jid("d1")).unwrap_err(),
        StorageError::JournalDamaged {
            id: jid("d1"),
            damage
        }
    );
    let outcome = store
        .replay(&jid("d1"), 0u32, |n: &mut u32, _: TestAction| {
            *n += 1;
            Ok::<(), std::convert::Infallible>(())
        })
        .unwrap();
    assert_eq!(outcome.state, 2);
    assert_eq!(
        outcome.stopped.map(|s| (s.at_seq, s.cause)),
        Some((seq(3), ReplayStopCause::Damaged))
    );
    assert!(!store.checked.borrow().knows("d1"));
    assert_eq!(
        store.damage().unwrap(),
        &[Damage::Journal {
            id: jid("d1"),
            damage
        }]
    );
}

#[test]
fn damage_below_the_store_own_appends_is_still_caught() {
    // Checked, then extended by this store's appends, then damaged elsewhere at entry 1: the
    // chain is hashed again from the header and the damage found there.
    let s = scratch();
    let mut store = store_with_picks(&s.path, 2);
    assert_eq!(count_entries(&store, "d1"), 2);
    for n in 3..=4 {
        store
            .append(&jid("d1"), seq(n), at(3_000 + n), &TestAction::Undo)
            .unwrap();
    }
    rewrite_entry_elsewhere(&s.path, "d1", 1, r#"{"type":"undo"}"#);
    assert_eq!(
        store.entries_raw(&jid("d1")).map(|e| e.len()),
        Err(StorageError::JournalDamaged {
            id: jid("d1"),
            damage: JournalDamage::Entry { seq: seq(1) }
        })
    );
}

#[test]
fn another_store_appending_to_the_same_file_is_read_and_checked() {
    let s = scratch();
    let first = store_with_picks(&s.path, 3);
    assert_eq!(count_entries(&first, "d1"), 3);
    let mut second = open(&s.path);
    second
        .append(&jid("d1"), seq(4), at(4_000), &TestAction::Undo)
        .unwrap();
    // The first store forgets what it checked (another connection committed) and checks again.
    assert_eq!(count_entries(&first, "d1"), 4);
    assert!(first.checked.borrow().knows("d1"));
}

#[test]
fn reads_made_together_see_one_moment_and_still_find_damage() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 3);
    store
        .create_journal(&new_journal("d2", JournalKind::Draft))
        .unwrap();
    store
        .append(&jid("d2"), seq(1), at(2_000), &pick("bo", "c1"))
        .unwrap();
    let mut other = open(&s.path);
    let counts = store
        .read_together(|store| {
            let before = store.entry_count(&jid("d1")).unwrap();
            // Another connection appends meanwhile: these reads go on seeing the moment they
            // began at, nested reads too.
            other
                .append(&jid("d1"), seq(4), at(2_001), &TestAction::Undo)
                .unwrap();
            let nested = store
                .read_together(|store| count_entries(store, "d1"))
                .unwrap();
            (before, nested, store.entry_count(&jid("d1")).unwrap())
        })
        .unwrap();
    assert_eq!(counts, (3, 3, 3));
    // Afterwards the store sees the append, and writes as before.
    assert_eq!(count_entries(&store, "d1"), 4);
    store
        .append(&jid("d1"), seq(5), at(2_002), &TestAction::Undo)
        .unwrap();
    // Damage made elsewhere is found by reads made together, as by any other read.
    rewrite_entry_elsewhere(&s.path, "d2", 1, r#"{"type":"undo"}"#);
    let outcome = store
        .read_together(|store| {
            store.replay(&jid("d2"), 0u32, |n: &mut u32, _: TestAction| {
                *n += 1;
                Ok::<(), std::convert::Infallible>(())
            })
        })
        .unwrap()
        .unwrap();
    assert_eq!(outcome.applied, 0);
    assert_eq!(
        outcome.stopped.map(|stop| (stop.at_seq, stop.cause)),
        Some((seq(1), ReplayStopCause::Damaged))
    );
}
