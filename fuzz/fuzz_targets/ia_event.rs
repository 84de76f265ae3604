//! Imperial Assault event actions (`hexadraft-cli ia apply`, the desk): the first byte picks a
//! fixed definition, the rest is a JSON list of actions. Never panics; each action round-trips;
//! a refused action leaves the event as it was; the accepted actions replay to the same event.
#![no_main]

use hexadraft_event::ia::{IaAction, IaTournament};
use hexadraft_fuzz::{assert_round_trips, ia_catalog, ia_event_definitions, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((choice, rest)) = data.split_first() else {
        return;
    };
    let definitions = ia_event_definitions();
    let definition = definitions[usize::from(*choice) % definitions.len()].clone();
    let Some(actions) = parse::<Vec<IaAction>>(rest) else {
        return;
    };
    let mut event = IaTournament::new(ia_catalog(), definition.clone()).expect("a fixed definition");
    let mut accepted = Vec::new();
    for action in actions.into_iter().take(300) {
        assert_round_trips(&action);
        let before = event.snapshot();
        match event.apply(action.clone()) {
            Ok(_) => accepted.push(action),
            Err(refusal) => {
                assert_eq!(event.snapshot(), before, "a refused action changed the event");
                let _ = refusal.to_string();
            }
        }
    }
    let replayed =
        IaTournament::replay(ia_catalog(), definition, &accepted).expect("accepted actions replay");
    assert_eq!(replayed.snapshot(), event.snapshot(), "the replay differs");
});
