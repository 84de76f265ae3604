//! An event's journal (kind `Event`): its header records the event's definition; its entries
//! are the event engine's actions (`EventAction`, docs/formats.md, "Event files").
//!
//! Version 1 (up to 0.1): the header's setup was the `EventDefinition` itself, and the ratings
//! before the event were kept outside the journal (a setting `event.<id>.ratings-before`; the
//! numbered data step 1 moves them into the journal as a `setRatingsBefore` action, see
//! `crate::migrate`). Results named a table's seats `a` and `b` (read as `first` and `second`).
//! Version 2: `{"format_version": 2, "definition": EventDefinition}`.
//! Version 3 (0.3): `{"format_version": 3, "definition": EventDefinition, "language": "en" |
//! "es" | "fr"}`, the language the event's papers are printed in; versions 1 and 2 read as
//! English, the only language their papers had by default. An event made by "Continue from
//! here" also records `continued_from` (where it came from); other headers never hold it.

use super::{format_version, ContinuedFrom};
use hexadraft_event::EventDefinition;
use hexadraft_paper::Language;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The format version this build writes.
pub const EVENT_FORMAT: u32 = 3;

/// An event's header setup.
#[derive(Debug, Clone, PartialEq)]
pub struct EventRecord {
    /// The definition the event was created with (with its seed).
    pub definition: EventDefinition,
    /// The language of the event's papers, chosen with the event.
    pub language: Language,
    /// Where it was continued from, for an event made by "Continue from here".
    pub continued_from: Option<ContinuedFrom>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV2 {
    #[allow(dead_code)]
    format_version: u32,
    definition: EventDefinition,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV3 {
    format_version: u32,
    definition: EventDefinition,
    language: Language,
    // Written only for a continued event, so every other header is byte for byte as before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    continued_from: Option<ContinuedFrom>,
}

impl EventRecord {
    /// The header's setup as this build writes it (version 3).
    ///
    /// # Errors
    /// Only if the definition cannot be written as JSON (it always can).
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        serde_json::to_value(RecordV3 {
            format_version: EVENT_FORMAT,
            definition: self.definition.clone(),
            language: self.language,
            continued_from: self.continued_from.clone(),
        })
    }

    /// Reads a header's setup of any version.
    ///
    /// # Errors
    /// When it is not an event's definition of a known version.
    pub fn from_value(value: Value) -> Result<EventRecord, String> {
        match format_version(&value) {
            Some(3) => {
                let v3: RecordV3 = serde_json::from_value(value).map_err(|e| e.to_string())?;
                Ok(EventRecord {
                    definition: v3.definition,
                    language: v3.language,
                    continued_from: v3.continued_from,
                })
            }
            Some(2) => {
                let v2: RecordV2 = serde_json::from_value(value).map_err(|e| e.to_string())?;
                Ok(EventRecord {
                    definition: v2.definition,
                    language: Language::En,
                    continued_from: None,
                })
            }
            Some(other) => Err(format!(
                "it is event format {other}; this version reads up to {EVENT_FORMAT}"
            )),
            None => serde_json::from_value(value)
                .map(|definition| EventRecord {
                    definition,
                    language: Language::En,
                    continued_from: None,
                })
                .map_err(|e| e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn definition() -> Value {
        serde_json::json!({
            "name": "Cup", "format": "standard-tournament", "ruleset": "agl-v1.0",
            "event_type": "standard", "seed": 7
        })
    }

    #[test]
    fn a_version_2_header_reads_as_english_and_version_3_keeps_its_language() {
        let v2 = serde_json::json!({"format_version": 2, "definition": definition()});
        let record = EventRecord::from_value(v2).unwrap();
        assert_eq!(record.language, Language::En);
        let v1 = EventRecord::from_value(definition()).unwrap();
        assert_eq!(v1.language, Language::En);
        let spanish = EventRecord {
            language: Language::Es,
            ..record
        };
        let written = spanish.to_value().unwrap();
        assert_eq!(written["format_version"], 3);
        assert_eq!(written["language"], "es");
        assert_eq!(EventRecord::from_value(written).unwrap(), spanish);
        // A version 3 header without its language, or with another field, is refused.
        let missing = serde_json::json!({"format_version": 3, "definition": definition()});
        assert!(EventRecord::from_value(missing).is_err());
    }

    #[test]
    fn only_a_continued_event_writes_where_it_came_from() {
        let v2 = serde_json::json!({"format_version": 2, "definition": definition()});
        let record = EventRecord::from_value(v2).unwrap();
        assert!(record.to_value().unwrap().get("continued_from").is_none());
        let continued = EventRecord {
            continued_from: Some(ContinuedFrom {
                journal: "event-1-00000001".to_owned(),
                title: "Cup".to_owned(),
                seq: 12,
            }),
            ..record
        };
        let written = continued.to_value().unwrap();
        assert_eq!(written["continued_from"]["seq"], 12);
        assert_eq!(EventRecord::from_value(written).unwrap(), continued);
    }
}
