//! An Imperial Assault army list as a player pastes it (`read_army_text`, the registration
//! screen, `hexadraft-cli ia check-army`): never panics; what was read is checked; a list written
//! back as text (`army_text`) reads back to the same list.
#![no_main]

use hexadraft_event::ia::{army_text, check_army, read_army_text};
use hexadraft_fuzz::ia_catalog;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let read = read_army_text(ia_catalog(), text);
    let report = check_army(ia_catalog(), &read.list);
    let _ = report.problems.iter().map(ToString::to_string).count();
    let written = army_text(ia_catalog(), &read.list);
    let again = read_army_text(ia_catalog(), &written);
    assert!(
        again.is_complete(),
        "a written list does not read back: {:?}\n{written}",
        again.problems
    );
    assert_eq!(
        again.list, read.list,
        "the list changed when written and read again"
    );
});
