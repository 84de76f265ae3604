//! An event's journal (kind `Event`): its header records the event's definition; its entries
//! are the event engine's actions (`EventAction`, docs/formats.md, "Event files").
//!
//! Version 1 (up to 0.1): the header's setup was the `EventDefinition` itself, and the ratings
//! before the event were kept outside the journal (a setting `event.<id>.ratings-before`; the
//! numbered data step 1 moves them into the journal as a `setRatingsBefore` action, see
//! `crate::migrate`). Results named a table's seats `a` and `b` (read as `first` and `second`).
//! Version 2: `{"format_version": 2, "definition": EventDefinition}`.

use super::format_version;
use hexadraft_event::EventDefinition;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The format version this build writes.
pub const EVENT_FORMAT: u32 = 2;

/// An event's header setup.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRecord {
    /// The definition the event was created with (with its seed).
    pub definition: EventDefinition,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV2 {
    format_version: u32,
    definition: EventDefinition,
}

impl EventRecord {
    /// The header's setup as this build writes it (version 2).
    ///
    /// # Errors
    /// Only if the definition cannot be written as JSON (it always can).
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        serde_json::to_value(RecordV2 {
            format_version: EVENT_FORMAT,
            definition: self.definition.clone(),
        })
    }

    /// Reads a header's setup of any version.
    ///
    /// # Errors
    /// When it is not an event's definition of a known version.
    pub fn from_value(value: Value) -> Result<EventRecord, String> {
        match format_version(&value) {
            Some(2) => {
                let v2: RecordV2 = serde_json::from_value(value).map_err(|e| e.to_string())?;
                Ok(EventRecord {
                    definition: v2.definition,
                })
            }
            Some(other) => Err(format!(
                "it is event format {other}; this version reads up to {EVENT_FORMAT}"
            )),
            None => serde_json::from_value(value)
                .map(|definition| EventRecord { definition })
                .map_err(|e| e.to_string()),
        }
    }
}
