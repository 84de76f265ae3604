//! A draft setup from a file or the UI: never panics; an accepted setup round-trips and starts
//! the same draft again; a refused one names at least one problem.
#![no_main]

use hexadraft_draft::{Draft, DraftSetup, Seat, Viewer};
use hexadraft_fuzz::{assert_round_trips, catalog, parse};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some(setup) = parse::<DraftSetup>(data) else {
        return;
    };
    assert_round_trips(&setup);
    match Draft::new(catalog(), setup.clone()) {
        Ok(draft) => {
            let again = Draft::replay(catalog(), setup, &[]).expect("an accepted setup replays");
            assert_eq!(again, draft);
            for viewer in [
                Viewer::Organizer,
                Viewer::Public,
                Viewer::Seat(Seat::First),
                Viewer::Seat(Seat::Second),
            ] {
                let _ = serde_json::to_string(&draft.view(viewer));
            }
        }
        Err(error) => {
            assert!(!error.problems.is_empty(), "a refusal without a problem");
            let _ = error.to_string();
        }
    }
});
