//! A season ledger's journal (kind `Ledger`): its header names the season; each entry records
//! one change (a finished event of the library added, or another organizer's report imported):
//! the event as the ledger rated it and every player's standing after it, in the engine's own
//! types (docs/formats.md, "Season ledger").
//!
//! Version 1: header `{"format_version": 1, "season": NAME}`; entries
//! `{"kind": "eventAdded", "event_id": ID, "added": EVENT, "players": [PLAYER, ...]}` or
//! `{"kind": "reportImported", "added": EVENT, "players": [...]}`, where EVENT and PLAYER are an
//! event and a player of the ledger file (`hexadraft-season-ledger`).
//!
//! Why results, not the inputs: an event of the library can still be corrected or deleted after
//! it was added, and the ledger must not change with it; recording the outcome replays without
//! the event, the report or the catalog it came from. An entry holds one event and the players,
//! not the whole ledger, so its size does not grow with the season. Replay rebuilds the ledger
//! file and has the engine check it whole.

use super::format_version;
use hexadraft_event::{
    LedgerEvent, LedgerPlayer, LedgerProblem, SeasonLedger, LEDGER_FORMAT, LEDGER_VERSION,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The format version this build writes.
pub const LEDGER_JOURNAL_FORMAT: u32 = 1;

/// A ledger's header setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LedgerRecord {
    /// Always [`LEDGER_JOURNAL_FORMAT`] when written by this build.
    pub format_version: u32,
    /// The season's name.
    pub season: String,
}

impl LedgerRecord {
    /// The header of a new ledger.
    pub fn new(season: &str) -> LedgerRecord {
        LedgerRecord {
            format_version: LEDGER_JOURNAL_FORMAT,
            season: season.to_owned(),
        }
    }

    /// Reads a header's setup of any version.
    ///
    /// # Errors
    /// When it is not a ledger's header of a known version.
    pub fn from_value(value: Value) -> Result<LedgerRecord, String> {
        match format_version(&value) {
            Some(1) => serde_json::from_value(value).map_err(|e| e.to_string()),
            Some(other) => Err(format!(
                "it is ledger format {other}; this version reads up to {LEDGER_JOURNAL_FORMAT}"
            )),
            None => Err("it records no format version".to_owned()),
        }
    }
}

/// One change of a ledger: the event added and every player after it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum LedgerEntry {
    /// A finished event of the library was added.
    EventAdded {
        /// The event's journal id.
        event_id: String,
        /// The event as the ledger rated it.
        added: LedgerEvent,
        /// Every player of the season after it.
        players: Vec<LedgerPlayer>,
    },
    /// Another organizer's event report was imported.
    ReportImported {
        /// The event as the ledger rated it.
        added: LedgerEvent,
        /// Every player of the season after it.
        players: Vec<LedgerPlayer>,
    },
    /// The whole state of another organizer's ledger file: the first entry of a ledger started
    /// from that file (docs/formats.md, "Season ledger journal").
    FileImported {
        /// The events the file holds, in order.
        events: Vec<LedgerEvent>,
        /// Every player of the file.
        players: Vec<LedgerPlayer>,
    },
}

impl LedgerEntry {
    /// The entry recording the last event added to `ledger` (`event_id` when it came from the
    /// library). `None` for a ledger without events.
    pub fn last_of(ledger: &SeasonLedger, event_id: Option<&str>) -> Option<LedgerEntry> {
        let added = ledger.events().last()?.clone();
        let players = ledger.players().cloned().collect();
        Some(match event_id {
            Some(id) => LedgerEntry::EventAdded {
                event_id: id.to_owned(),
                added,
                players,
            },
            None => LedgerEntry::ReportImported { added, players },
        })
    }

    /// The ledger after this entry, rebuilt from `before` and checked whole by the engine.
    ///
    /// # Errors
    /// The engine's problem with the rebuilt ledger.
    pub fn apply(&self, before: &SeasonLedger) -> Result<SeasonLedger, LedgerProblem> {
        let (events, players) = match self {
            LedgerEntry::EventAdded { added, players, .. }
            | LedgerEntry::ReportImported { added, players } => {
                let mut events = before.events().to_vec();
                events.push(added.clone());
                (events, players)
            }
            // The file's state replaces the empty ledger it starts; the engine checks it whole.
            LedgerEntry::FileImported { events, players } => (events.clone(), players),
        };
        let file = serde_json::json!({
            "format": LEDGER_FORMAT,
            "version": LEDGER_VERSION,
            "season": before.season(),
            "players": players,
            "events": events,
        });
        SeasonLedger::from_json(&file.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_of_a_newer_format_or_none_is_refused() {
        let header = serde_json::to_value(LedgerRecord::new("2026")).unwrap();
        assert_eq!(
            header,
            serde_json::json!({"format_version": 1, "season": "2026"})
        );
        assert_eq!(
            LedgerRecord::from_value(header).unwrap(),
            LedgerRecord::new("2026")
        );
        let newer = serde_json::json!({"format_version": 2, "season": "2026"});
        assert!(LedgerRecord::from_value(newer)
            .unwrap_err()
            .contains("format 2"));
        assert!(LedgerRecord::from_value(serde_json::json!({"season": "x"})).is_err());
    }

    #[test]
    fn a_ledger_file_imported_is_kept_whole_as_one_entry() {
        let entry = LedgerEntry::FileImported {
            events: Vec::new(),
            players: Vec::new(),
        };
        let json = serde_json::to_value(&entry).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"kind": "fileImported", "events": [], "players": []})
        );
        assert_eq!(serde_json::from_value::<LedgerEntry>(json).unwrap(), entry);
        let started = entry.apply(&SeasonLedger::new("2026").unwrap()).unwrap();
        assert_eq!(started.season(), "2026");
        assert!(started.events().is_empty());
    }

    #[test]
    fn an_empty_ledger_has_no_entry_to_record() {
        let empty = SeasonLedger::new("2026").unwrap();
        assert_eq!(LedgerEntry::last_of(&empty, Some("event-1")), None);
    }
}
