//! The Imperial Assault overlay and pack readers: never panic; an accepted overlay round-trips;
//! merging never changes the catalog in use; the first byte chooses whether the rest is read as
//! an overlay or as a whole pack.
#![no_main]

use hexadraft_catalog::ia::{IaCatalog, IaOverlay};
use hexadraft_fuzz::ia_catalog;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((choice, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    if choice % 2 == 0 {
        if let Err(error) = IaCatalog::from_pack_json(text) {
            let _ = error.to_string();
        }
        return;
    }
    let Ok(overlay) = IaOverlay::from_json(text) else {
        return;
    };
    let written = overlay.to_json();
    let back = IaOverlay::from_json(&written)
        .unwrap_or_else(|e| panic!("a written overlay does not read back: {e}"));
    assert_eq!(back, overlay, "the overlay changed in the round trip");
    let before = ia_catalog().clone();
    if let Err(error) = ia_catalog().with_overlay(&overlay) {
        let _ = error.to_string();
    }
    assert_eq!(&before, ia_catalog(), "merging changed the catalog in use");
});
