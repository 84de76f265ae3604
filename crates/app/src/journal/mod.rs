//! The persisted formats: what a draft's or an event's journal holds, defined once here and
//! pinned by golden files (`crates/app/tests/golden/`, and the database the previous release
//! wrote, `tests/fixtures/app-db-b866e7a/`).
//!
//! Each journal kind has a format version, written in its header. A reader reads every version
//! ever written; a writer writes the newest. The engines' own types (`DraftAction`,
//! `EventAction`, `DraftSetup`, `EventDefinition`) are the entries and setups, so their serde
//! names are part of these formats (docs/formats.md, "Journals").

pub mod draft;
pub mod event;
pub mod ia_event;
pub mod ledger;

use serde_json::Value;

/// The format version a header records, `None` for the first version (which recorded none).
fn format_version(header: &Value) -> Option<u64> {
    header.get("format_version").and_then(Value::as_u64)
}

/// Where an event made by "Continue from here" came from, as its header records it
/// (docs/rulings.md, "Continue from here"): absent from every other event's header.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct ContinuedFrom {
    /// The original event's journal id.
    pub journal: String,
    /// The original event's name when it was continued.
    pub title: String,
    /// The original's entries copied: the new event continues after entry `seq`.
    pub seq: u32,
}
