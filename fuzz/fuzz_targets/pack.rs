//! The data pack reader: never panics; an accepted pack exports to a pack that reads back to the
//! same text.
#![no_main]

use hexadraft_catalog::Catalog;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match Catalog::from_pack_json(text) {
        Ok(catalog) => {
            let exported = catalog.to_pack_json();
            let again = Catalog::from_pack_json(&exported)
                .unwrap_or_else(|e| panic!("an exported pack does not read back: {e}"));
            assert_eq!(
                again.to_pack_json(),
                exported,
                "the export is not a fixed point"
            );
        }
        Err(error) => {
            let _ = error.to_string();
            let _ = error.problems();
        }
    }
});
