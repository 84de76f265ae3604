//! Rebuilding states, and stopping cleanly at an entry that no longer applies.

use super::*;

/// A toy engine: the list of picked characters; a character cannot be picked twice, and an
/// undo removes the last pick. Refusals leave the state unchanged, as the real engines do.
fn apply(picks: &mut Vec<String>, action: TestAction) -> Result<(), String> {
    match action {
        TestAction::Pick { character, .. } => {
            if picks.contains(&character) {
                return Err(format!("{character} is already picked"));
            }
            picks.push(character);
        }
        TestAction::Undo => {
            picks.pop();
        }
        TestAction::ChooseDeck { .. } => {}
    }
    Ok(())
}

#[test]
fn replay_folds_every_entry_in_order() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 3);
    store
        .append(&jid("d1"), seq(4), at(1), &TestAction::Undo)
        .unwrap();
    let outcome = store.replay(&jid("d1"), Vec::new(), apply).unwrap();
    assert_eq!(outcome.state, vec!["c1".to_owned(), "c2".to_owned()]);
    assert_eq!((outcome.applied, outcome.entry_count), (4, 4));
    assert!(outcome.is_complete());
    assert_eq!(outcome.next_seq(), Some(seq(5)));
}

#[test]
fn replay_entries_tells_each_entry_its_number_and_moment() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 3);
    // Entry 4 repeats a pick: the entries before it are told, and it stops there as `replay` does.
    store
        .append(&jid("d1"), seq(4), at(2_000), &pick("bo", "c1"))
        .unwrap();
    let outcome = store
        .replay_entries(
            &jid("d1"),
            Vec::new(),
            |told: &mut Vec<(u32, u32, String)>, n, moment, action: TestAction| {
                let mut picks: Vec<String> = told.iter().map(|t| t.2.clone()).collect();
                apply(&mut picks, action)?;
                let picked = picks.pop().unwrap_or_default();
                told.push((n.get(), moment.unix_seconds(), picked));
                Ok::<(), String>(())
            },
        )
        .unwrap();
    assert_eq!(
        outcome.state,
        vec![
            (1, 1_001, "c1".to_owned()),
            (2, 1_002, "c2".to_owned()),
            (3, 1_003, "c3".to_owned()),
        ]
    );
    assert_eq!(outcome.stopped.map(|stop| stop.at_seq), Some(seq(4)));
}

#[test]
fn replay_stops_at_a_refused_entry_with_the_state_before_it() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 2);
    // Entry 3 repeats a pick: the engine of today refuses it.
    store
        .append(&jid("d1"), seq(3), at(1), &pick("bo", "c1"))
        .unwrap();
    store
        .append(&jid("d1"), seq(4), at(1), &pick("bo", "c9"))
        .unwrap();
    let outcome = store.replay(&jid("d1"), Vec::new(), apply).unwrap();
    assert_eq!(outcome.state, vec!["c1".to_owned(), "c2".to_owned()]);
    assert_eq!(outcome.applied, 2);
    assert_eq!(outcome.entry_count, 4);
    assert_eq!(
        outcome.stopped,
        Some(ReplayStop {
            at_seq: seq(3),
            cause: ReplayStopCause::Refused,
            reason: "c1 is already picked".to_owned(),
        })
    );
    assert_eq!(outcome.next_seq(), None);
}

#[test]
fn replay_stops_at_an_entry_written_by_a_newer_version() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 1);
    let future = JsonText::parse(r#"{"type":"swap_sponsor","player":"ana"}"#).unwrap();
    store
        .append_raw(&jid("d1"), seq(2), at(1), &future)
        .unwrap();
    let outcome = store.replay(&jid("d1"), Vec::new(), apply).unwrap();
    assert_eq!(outcome.state, vec!["c1".to_owned()]);
    let stop = outcome.stopped.unwrap();
    assert_eq!(
        (stop.at_seq, stop.cause),
        (seq(2), ReplayStopCause::Unreadable)
    );
    assert!(stop.reason.contains("swap_sponsor"), "{}", stop.reason);
}

#[test]
fn replaying_an_empty_journal_gives_the_initial_state() {
    let s = scratch();
    let store = store_with_picks(&s.path, 0);
    let outcome = store
        .replay(&jid("d1"), vec!["start".to_owned()], apply)
        .unwrap();
    assert_eq!(outcome.state, vec!["start".to_owned()]);
    assert_eq!(outcome.next_seq(), Some(Seq::FIRST));
}

#[test]
fn replaying_an_unknown_journal_is_an_error() {
    let s = scratch();
    let store = open(&s.path);
    assert!(matches!(
        store.replay(&jid("none"), Vec::new(), apply),
        Err(StorageError::JournalNotFound { .. })
    ));
}

#[test]
fn replay_entries_with_reads_each_entry_with_its_reader_and_stops_at_one_it_refuses() {
    let s = scratch();
    let store = store_with_picks(&s.path, 3);
    let read = |text: &str| {
        if text.contains("c3") {
            return Err("not a pick this reader knows".to_owned());
        }
        serde_json::from_str::<TestAction>(text).map_err(|e| e.to_string())
    };
    let outcome = store
        .replay_entries_with(
            &jid("d1"),
            Vec::new(),
            read,
            |picks: &mut Vec<String>, _, _, action: TestAction| apply(picks, action),
        )
        .unwrap();
    assert_eq!(outcome.state, vec!["c1".to_owned(), "c2".to_owned()]);
    assert_eq!((outcome.applied, outcome.entry_count), (2, 3));
    assert_eq!(
        outcome.stopped,
        Some(ReplayStop {
            at_seq: seq(3),
            cause: ReplayStopCause::Unreadable,
            reason: "not a pick this reader knows".to_owned(),
        })
    );
}

#[test]
fn entries_read_here_and_replayed_on_another_thread_give_what_a_replay_gives() {
    let s = scratch();
    let store = store_with_picks(&s.path, 4);
    let read = store.read_entries(&jid("d1")).unwrap();
    let elsewhere = std::thread::spawn(move || {
        read.replay_with(
            Vec::new(),
            |text| serde_json::from_str::<TestAction>(text),
            |picks: &mut Vec<String>, _, _, action| apply(picks, action),
        )
    })
    .join()
    .unwrap();
    let here = store.replay(&jid("d1"), Vec::new(), apply).unwrap();
    assert_eq!(elsewhere, here);
    assert_eq!(elsewhere.state.len(), 4);
}
