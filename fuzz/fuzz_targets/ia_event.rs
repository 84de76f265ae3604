//! Imperial Assault event actions (`hexadraft-cli ia apply`, the desk): the first byte picks a
//! fixed definition, the rest is a JSON list of actions, checked as the AGL's are
//! ([`hexadraft_fuzz::check_actions`]).
#![no_main]

use hexadraft_event::ia::{IaAction, IaTournament};
use hexadraft_fuzz::{check_actions, ia_catalog, ia_event_definitions, parse};
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
    let event = IaTournament::new(ia_catalog(), definition).expect("a fixed definition");
    check_actions(ia_catalog(), event, actions);
});
