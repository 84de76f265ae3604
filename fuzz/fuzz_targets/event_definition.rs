//! An event definition (`event create`, the desk's setup): never panics; an accepted definition
//! round-trips and starts an event; a refused one names at least one problem.
#![no_main]

use hexadraft_event::{EventDefinition, Tournament};
use hexadraft_fuzz::{assert_round_trips, catalog, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(definition) = parse::<EventDefinition>(data) else {
        return;
    };
    assert_round_trips(&definition);
    match Tournament::new(catalog(), definition.clone()) {
        Ok(event) => {
            assert_eq!(event.definition(), &definition);
            let _ = event.snapshot();
        }
        Err(problems) => assert!(!problems.is_empty(), "a refusal without a problem"),
    }
});
