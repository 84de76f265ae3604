//! Draft actions (the CLI's action list, the table's moves): the first byte picks a fixed setup,
//! the rest is a JSON list of actions. Never panics; each action round-trips; a refused action
//! leaves the draft exactly as it was; the accepted actions replay to the same draft; a seat's
//! locked deck salt never shows in the rival's view.
#![no_main]

use hexadraft_draft::{Draft, DraftAction, Seat, Viewer};
use hexadraft_fuzz::{assert_round_trips, catalog, draft_setups, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((choice, rest)) = data.split_first() else {
        return;
    };
    let setups = draft_setups();
    let setup = setups[usize::from(*choice) % setups.len()].clone();
    let Some(actions) = parse::<Vec<DraftAction>>(rest) else {
        return;
    };
    let mut draft = Draft::new(catalog(), setup.clone()).expect("a fixed setup starts");
    let mut accepted = Vec::new();
    for action in actions.into_iter().take(300) {
        assert_round_trips(&action);
        let before = serde_json::to_string(&draft).expect("a draft serializes");
        match draft.apply(action.clone()) {
            Ok(_) => accepted.push(action),
            Err(refusal) => {
                let after = serde_json::to_string(&draft).expect("a draft serializes");
                assert_eq!(
                    after, before,
                    "a refused action changed the draft: {refusal}"
                );
                let _ = refusal.report();
            }
        }
    }
    let replayed = Draft::replay(catalog(), setup, &accepted).expect("accepted actions replay");
    assert_eq!(replayed, draft, "the replay differs");
    let _ = draft.result();
    for seat in Seat::BOTH {
        let rival = serde_json::to_string(&draft.view(Viewer::Seat(seat.other())))
            .expect("a view serializes");
        for action in draft.actions() {
            if let DraftAction::LockDeck {
                seat: owner, salt, ..
            } = action
            {
                // The salt as the JSON string it would be, quotes included: one seat's salt may
                // be part of the other's own (longer) salt, which that seat may see.
                let quoted = format!("\"{}\"", salt.as_str());
                if *owner == seat {
                    assert!(!rival.contains(&quoted), "a deck salt leaked");
                }
            }
        }
    }
});
