//! The journal export reader (what Library > Import reads): never panics; an accepted document
//! writes out and reads back to the same document and the same text.
#![no_main]

use hexadraft_storage::ExportDocument;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(document) = ExportDocument::from_json(data) else {
        return;
    };
    let Ok(text) = document.to_json() else {
        return;
    };
    let back = ExportDocument::from_json(text.as_bytes())
        .unwrap_or_else(|e| panic!("a written export does not read back: {e}"));
    assert_eq!(back, document, "the document changed in the round trip");
    assert_eq!(back.to_json().ok().as_deref(), Some(text.as_str()));
});
