//! The overlay reader and merge: never panic; an accepted overlay round-trips; a refused merge
//! leaves the catalog in use as it was; a merged catalog exports a pack that reads back.
#![no_main]

use hexadraft_catalog::{Catalog, Overlay};
use hexadraft_fuzz::catalog;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(overlay) = Overlay::from_json(text) else {
        return;
    };
    let written = overlay.to_json();
    let back = Overlay::from_json(&written)
        .unwrap_or_else(|e| panic!("a written overlay does not read back: {e}"));
    assert_eq!(back, overlay, "the overlay changed in the round trip");
    let before = catalog().clone();
    match catalog().with_overlay(&overlay) {
        Ok(merged) => {
            let exported = merged.to_pack_json();
            Catalog::from_pack_json(&exported)
                .unwrap_or_else(|e| panic!("a merged pack does not read back: {e}"));
        }
        Err(error) => {
            let _ = error.to_string();
        }
    }
    assert_eq!(&before, catalog(), "merging changed the catalog in use");
});
