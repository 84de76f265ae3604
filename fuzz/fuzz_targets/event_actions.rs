//! Event actions (`event apply`, the desk): the first byte picks a fixed definition, the rest is
//! a JSON list of actions. Never panics; each action round-trips; a refused action leaves the
//! event as it was; the accepted actions replay to the same event.
#![no_main]

use hexadraft_event::{EventAction, Tournament};
use hexadraft_fuzz::{catalog, check_actions, event_definitions, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((choice, rest)) = data.split_first() else {
        return;
    };
    let definitions = event_definitions();
    let definition = definitions[usize::from(*choice) % definitions.len()].clone();
    let Some(actions) = parse::<Vec<EventAction>>(rest) else {
        return;
    };
    let event = Tournament::new(catalog(), definition).expect("a fixed definition");
    check_actions(catalog(), event, actions);
});
