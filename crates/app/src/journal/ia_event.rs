//! An Imperial Assault event's journal (kind `Event`, header `ruleset_version`
//! `ia-skirmish-1.1`): its header records the event's definition; its entries are the IA event
//! engine's actions (`IaAction`, docs/formats.md, "Imperial Assault event files").
//!
//! Version 1: `{"format_version": 1, "definition": IaEventDefinition, "language": "en" | "es" |
//! "fr"}`, the language the event's papers are printed in; an event made by "Continue from here"
//! also records `continued_from` (where it came from).

use super::{format_version, ContinuedFrom};
use hexadraft_event::ia::IaEventDefinition;
use hexadraft_paper::Language;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The format version this build writes.
pub const IA_EVENT_FORMAT: u32 = 1;

/// An Imperial Assault event's header setup.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IaEventRecord {
    /// The format version (written as [`IA_EVENT_FORMAT`]).
    format_version: u32,
    /// The definition the event was created with.
    pub definition: IaEventDefinition,
    /// The language of the event's papers, chosen with the event.
    pub language: Language,
    /// Where it was continued from, for an event made by "Continue from here" (written only
    /// then, so every other header is byte for byte as before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub continued_from: Option<ContinuedFrom>,
}

impl IaEventRecord {
    /// A record as this build writes it.
    pub fn new(definition: IaEventDefinition, language: Language) -> IaEventRecord {
        IaEventRecord {
            format_version: IA_EVENT_FORMAT,
            definition,
            language,
            continued_from: None,
        }
    }

    /// The header's setup as this build writes it.
    ///
    /// # Errors
    /// Only if the definition cannot be written as JSON (it always can).
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        serde_json::to_value(IaEventRecord {
            format_version: IA_EVENT_FORMAT,
            ..self.clone()
        })
    }

    /// Reads a header's setup of any version.
    ///
    /// # Errors
    /// When it is not an Imperial Assault event's record of a known version.
    pub fn from_value(value: Value) -> Result<IaEventRecord, String> {
        match format_version(&value) {
            Some(1) => serde_json::from_value(value).map_err(|e| e.to_string()),
            Some(other) => Err(format!(
                "it is Imperial Assault event format {other}; this version reads up to \
                 {IA_EVENT_FORMAT}"
            )),
            None => Err("it records no format version".to_owned()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_reads_back_and_refuses_other_versions_and_fields() {
        let definition: IaEventDefinition = serde_json::from_value(serde_json::json!({
            "ruleset": "ia-skirmish-1.1", "name": "Store Championship", "category": "competitive",
            "missions": {"missions": [{"name": "Mission A"}]}
        }))
        .unwrap();
        let record = IaEventRecord::new(definition, Language::Es);
        let written = record.to_value().unwrap();
        assert_eq!(written["format_version"], 1);
        assert_eq!(written["language"], "es");
        assert_eq!(IaEventRecord::from_value(written.clone()).unwrap(), record);
        let mut later = written.clone();
        later["format_version"] = 2.into();
        assert!(IaEventRecord::from_value(later)
            .unwrap_err()
            .contains("format 2"));
        let mut extra = written;
        extra["format"] = "standard-tournament".into();
        assert!(IaEventRecord::from_value(extra).is_err());
    }
}
