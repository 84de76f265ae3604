//! A roster CSV (the desk's "import roster"), through `hexadraft_paper::read_roster`: never
//! panics; every line it checks as good registers on the event in the file's order.
#![no_main]

use hexadraft_event::Tournament;
use hexadraft_fuzz::{catalog, event_definitions};
use hexadraft_paper::{check_roster, read_roster};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let roster = read_roster(catalog(), text);
    let event = Tournament::new(catalog(), event_definitions()[0].clone()).expect("a definition");
    let checked = check_roster(&event, roster);
    let mut copy = event.clone();
    for (line, action) in checked.actions {
        if let Err(refusal) = copy.apply(action) {
            panic!("line {line} was checked as good but is refused: {refusal}");
        }
    }
});
