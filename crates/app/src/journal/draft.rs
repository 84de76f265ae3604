//! A table draft's journal (kind `Draft`): its header records the engine's setup and, when an
//! event table started it, the link to that table; its entries are the draft engine's actions and
//! the game's result as the table records it.
//!
//! Version 1 (up to 0.1): the header's setup was the `DraftSetup` fields with an `event` field
//! beside them (`{"eventId", "round", "table"}` or null). Version 2: `{"format_version": 2,
//! "setup": DraftSetup, "event": {"event_id", "round", "table", "players": {"first", "second"}}
//! | null}`, the link naming the table's players by id. Entries are the same in both versions:
//! a `DraftAction` (tagged by `action`), or `{"game_result": {"scores": {"first":
//! {"victoryPoints", "frags"}, "second": {...}}, "firstBlood": "first" | "second" | null,
//! "gameEnd": {"kind": "conceded", "by": "first" | "second"} | {"kind": "abandoned"}}}`.
//! `gameEnd` is left out for a game played to its end, so such an entry is written exactly as
//! before concessions could be entered at the table, and older entries read as played.
//! From 0.3 an entry may also be one seat's report of the result from its phone:
//! `{"result_report": {"seat": "first" | "second", "result": {...as game_result...}}}`.
//! It is additive: journals without it read as before (a build before 0.3 stops at it).
//! From 0.5 a version 2 header may hold `"draft_format"`: the organizer's draft format
//! (docs/formats.md, "Draft formats") the draft walks instead of its official order. It is left
//! out for the official order, so such headers are written as before, and older ones read as
//! their official order.
//! From 0.4 a draft may have a pace clock (docs/rulings.md, "The pace clock"): the version 2
//! header then has `"clock": {"graceSeconds", "reserveSeconds"}` (left out without a clock,
//! so such headers are written exactly as before), and the organizer's pauses, resumes and
//! added time and each expired turn are entries `{"clock": {"kind": "paused"}}`,
//! `{"clock": {"kind": "resumed"}}`, `{"clock": {"kind": "added", "seconds"}}` and
//! `{"clock": {"kind": "expired", "seat", "draw", "action": DraftAction}}`, each at the
//! moment it was recorded. Additive too: a build before 0.4 stops at a clock header or entry.

use super::format_version;
use hexadraft_catalog::Catalog;
use hexadraft_draft::{
    BySeat, ClockSettings, Draft, DraftAction, DraftFormat, DraftSetup, Seat, SetupError,
};
use hexadraft_event::{GameEnd, PlayerId};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The format version this build writes.
pub const TABLE_DRAFT_FORMAT: u32 = 2;

/// The event table a draft was started for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventTableLink {
    /// The event's journal id.
    pub event_id: String,
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub table: u32,
    /// The players seated at the table when the draft started, first seat first. Version 1
    /// links did not record them (the desk then compares names).
    #[serde(default)]
    pub players: Option<BySeat<PlayerId>>,
}

/// A table draft's header setup.
#[derive(Debug, Clone, PartialEq)]
pub struct TableDraftRecord {
    /// The engine's setup (with the coin toss's seed).
    pub setup: DraftSetup,
    /// The event table, when the desk started it.
    pub event: Option<EventTableLink>,
    /// The organizer's draft format; `None`: the official order of the setup's version and Mods.
    pub draft_format: Option<DraftFormat>,
    /// The pace clock, when the draft has one.
    pub clock: Option<ClockSettings>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordV2 {
    format_version: u32,
    setup: DraftSetup,
    event: Option<EventTableLink>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draft_format: Option<DraftFormat>,
    /// Left out without a clock: such a header is written as before clocks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<ClockSettings>,
}

/// Version 1's link, camelCase.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LinkV1 {
    event_id: String,
    round: u32,
    table: u32,
}

/// A version 2 header as the scan of links reads it: its link, and its players' names. Unknown
/// fields are let through, as the JSON value read let them; a header that does not read so
/// (no names where they usually are, a duplicated key) is read as a JSON value instead.
#[derive(Deserialize)]
struct LinkedHeaderV2 {
    format_version: u64,
    event: Option<EventTableLink>,
    setup: NamedSetup,
}

#[derive(Deserialize)]
struct NamedSetup {
    players: NamedPlayers,
}

#[derive(Deserialize)]
struct NamedPlayers {
    first: Named,
    second: Named,
}

#[derive(Deserialize)]
struct Named {
    name: String,
}

impl TableDraftRecord {
    /// The header's setup as this build writes it (version 2).
    ///
    /// # Errors
    /// Only if the setup cannot be written as JSON (it always can).
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        serde_json::to_value(RecordV2 {
            format_version: TABLE_DRAFT_FORMAT,
            setup: self.setup.clone(),
            event: self.event.clone(),
            draft_format: self.draft_format.clone(),
            clock: self.clock,
        })
    }

    /// The draft the header starts: its setup, in its format (the official order when none).
    ///
    /// # Errors
    /// The setup's problems, and the format's under the setup's Mods.
    pub fn start_draft(&self, catalog: &Catalog) -> Result<Draft, SetupError> {
        match &self.draft_format {
            Some(format) => Draft::new_in_format(catalog, self.setup.clone(), format.clone()),
            None => Draft::new(catalog, self.setup.clone()),
        }
    }

    /// Reads a header's setup of any version.
    ///
    /// # Errors
    /// When it is not a table draft's setup of a known version.
    pub fn from_value(value: Value) -> Result<TableDraftRecord, String> {
        match format_version(&value) {
            Some(2) => {
                let v2: RecordV2 = serde_json::from_value(value).map_err(|e| e.to_string())?;
                Ok(TableDraftRecord {
                    setup: v2.setup,
                    event: v2.event,
                    draft_format: v2.draft_format,
                    clock: v2.clock,
                })
            }
            Some(other) => Err(format!(
                "it is table-draft format {other}; this version reads up to {TABLE_DRAFT_FORMAT}"
            )),
            None => {
                let Value::Object(mut fields) = value else {
                    return Err("it is not an object".to_owned());
                };
                let link = match fields.remove("event") {
                    None | Some(Value::Null) => None,
                    Some(link) => {
                        let v1: LinkV1 = serde_json::from_value(link).map_err(|e| e.to_string())?;
                        Some(EventTableLink {
                            event_id: v1.event_id,
                            round: v1.round,
                            table: v1.table,
                            players: None,
                        })
                    }
                };
                let setup: DraftSetup =
                    serde_json::from_value(Value::Object(fields)).map_err(|e| e.to_string())?;
                Ok(TableDraftRecord {
                    setup,
                    event: link,
                    draft_format: None,
                    clock: None,
                })
            }
        }
    }

    /// Reads a version 2 header's setup straight from its JSON text: `None` when the text is
    /// not one that reads so (another version, or anything unusual), for
    /// [`TableDraftRecord::from_value`] to read, which gives the same record for every text this
    /// reads.
    pub fn from_version_2_text(text: &str) -> Option<TableDraftRecord> {
        let v2: RecordV2 = serde_json::from_str(text).ok()?;
        (v2.format_version == 2).then_some(TableDraftRecord {
            setup: v2.setup,
            event: v2.event,
            draft_format: v2.draft_format,
            clock: v2.clock,
        })
    }

    /// The event link of a header's setup, given as its JSON text, and the names of the players
    /// the setup seats (links written before players were recorded by id are compared by name):
    /// what [`TableDraftRecord::link_of`] and [`TableDraftRecord::player_names`] read, without
    /// reading the rest of the setup (the desk scans every draft's header for its links).
    pub fn link_and_names(text: &str) -> Option<(EventTableLink, BySeat<String>)> {
        // The usual header, read in one pass; anything else as a JSON value, as it always was.
        if let Ok(header) = serde_json::from_str::<LinkedHeaderV2>(text) {
            if header.format_version == 2 {
                let players = header.setup.players;
                return header
                    .event
                    .map(|link| (link, BySeat::new(players.first.name, players.second.name)));
            }
        }
        let value: Value = serde_json::from_str(text).ok()?;
        let link = TableDraftRecord::link_of(&value)?;
        Some((link, TableDraftRecord::player_names(&value)))
    }

    /// The names of the players a header's setup seats ("" where it names none).
    pub fn player_names(setup: &Value) -> BySeat<String> {
        // Version 1 headers flatten the setup; version 2 nest it under `setup`.
        let players = setup
            .get("setup")
            .and_then(|s| s.get("players"))
            .or_else(|| setup.get("players"));
        let name = |seat: &str| {
            players
                .and_then(|p| p.get(seat))
                .and_then(|p| p.get("name"))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned()
        };
        BySeat::new(name("first"), name("second"))
    }

    /// Only the event link of a header's setup, without reading the setup (the desk scans
    /// every draft's header for its links).
    pub fn link_of(value: &Value) -> Option<EventTableLink> {
        let link = value.get("event")?;
        match format_version(value) {
            Some(2) => serde_json::from_value(link.clone()).ok(),
            Some(_) => None,
            None => {
                let v1: LinkV1 = serde_json::from_value(link.clone()).ok()?;
                Some(EventTableLink {
                    event_id: v1.event_id,
                    round: v1.round,
                    table: v1.table,
                    players: None,
                })
            }
        }
    }
}

/// One player's score as the table recorded it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TableScore {
    /// Victory Points.
    pub victory_points: u32,
    /// Frags.
    pub frags: u32,
}

/// The game's result as the table recorded it, by the draft's seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TableGame {
    /// Each seat's score.
    pub scores: BySeat<TableScore>,
    /// Who scored First Blood (Season 2).
    #[serde(default)]
    pub first_blood: Option<Seat>,
    /// How the game ended; left out when it was played to its end.
    #[serde(default, skip_serializing_if = "GameEnd::is_played")]
    pub game_end: GameEnd,
}

/// One seat's report of the game's result, sent from its phone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableReport {
    /// The seat that reports.
    pub seat: Seat,
    /// The result as that seat gives it.
    pub result: TableGame,
}

/// What the pace clock records: the organizer's pauses, resumes and added time, and each turn
/// that ran out with the move made for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum ClockEntry {
    /// The organizer paused the clock. (Empty braces: serde refuses unknown fields beside the
    /// tag only of a struct variant.)
    Paused {},
    /// The organizer resumed it.
    Resumed {},
    /// The organizer added time to both reserves.
    Added {
        /// Seconds added to each.
        seconds: u32,
    },
    /// `seat`'s turn ran out and `action` was made for it (drawn with `draw` when the rule
    /// draws one).
    Expired {
        /// Whose turn.
        seat: Seat,
        /// The draw the rule used (`hexadraft_draft::expiry_draw`).
        draw: u64,
        /// The move made.
        action: DraftAction,
    },
}

/// One entry of a table draft's journal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableEntry {
    /// A move of the draft engine.
    Action(DraftAction),
    /// The game's result (a later one corrects an earlier one).
    Game(TableGame),
    /// A seat's report of the result (its later report replaces its earlier one).
    Report(TableReport),
    /// Something of the pace clock.
    Clock(ClockEntry),
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockEntryOuter {
    clock: ClockEntry,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameEntry {
    game_result: TableGame,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReportEntry {
    result_report: TableReport,
}

impl TableEntry {
    /// Reads an entry from its JSON text: what `serde_json::from_str::<TableEntry>` reads, with
    /// the same answer and the same error, a draft's move or game read straight into its type
    /// rather than through a JSON value first (a draft's replay reads every entry so).
    ///
    /// # Errors
    /// `serde_json::from_str::<TableEntry>`'s, for a text that is not an entry.
    pub fn from_text(text: &str) -> Result<TableEntry, serde_json::Error> {
        // A text that reads as a move has an `action` key, so the JSON value would read it as
        // one too; one that reads as a game has only `game_result` (unknown fields are refused).
        if let Ok(action) = serde_json::from_str::<DraftAction>(text) {
            return Ok(TableEntry::Action(action));
        }
        if let Ok(game) = serde_json::from_str::<GameEntry>(text) {
            return Ok(TableEntry::Game(game.game_result));
        }
        serde_json::from_str(text)
    }
}

impl Serialize for TableEntry {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            TableEntry::Action(action) => action.serialize(serializer),
            TableEntry::Game(game) => GameEntry { game_result: *game }.serialize(serializer),
            TableEntry::Report(report) => ReportEntry {
                result_report: *report,
            }
            .serialize(serializer),
            TableEntry::Clock(clock) => ClockEntryOuter {
                clock: clock.clone(),
            }
            .serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for TableEntry {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        // Tagged by its one distinguishing key: an action names its `action`.
        if value.get("action").is_some() {
            DraftAction::deserialize(value)
                .map(TableEntry::Action)
                .map_err(serde::de::Error::custom)
        } else if value.get("clock").is_some() {
            ClockEntryOuter::deserialize(value)
                .map(|c| TableEntry::Clock(c.clock))
                .map_err(serde::de::Error::custom)
        } else if value.get("result_report").is_some() {
            ReportEntry::deserialize(value)
                .map(|r| TableEntry::Report(r.result_report))
                .map_err(serde::de::Error::custom)
        } else {
            GameEntry::deserialize(value)
                .map(|g| TableEntry::Game(g.game_result))
                .map_err(serde::de::Error::custom)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_catalog::CharacterId;

    #[test]
    fn a_version_one_header_with_its_camel_case_link_reads() {
        let v1 = serde_json::json!({
            "version": "agl-v1.0", "mods": [], "seed": 7, "scenario": null, "stadium": null,
            "players": {
                "first": {"name": "Ana", "lineup": ["gata"], "sponsor": "oxyd", "unlocked_sponsors": null},
                "second": {"name": "Bo", "lineup": ["valkyrie"], "sponsor": "oxyd", "unlocked_sponsors": null}
            },
            "event": {"eventId": "event-1-00000001", "round": 2, "table": 3}
        });
        let record = TableDraftRecord::from_value(v1.clone()).unwrap();
        assert_eq!(record.setup.seed, 7);
        assert_eq!(
            record.event,
            Some(EventTableLink {
                event_id: "event-1-00000001".into(),
                round: 2,
                table: 3,
                players: None
            })
        );
        assert_eq!(TableDraftRecord::link_of(&v1), record.event);
        // Written again, it is version 2 and reads back the same.
        let v2 = record.to_value().unwrap();
        assert_eq!(v2["format_version"], 2);
        assert_eq!(TableDraftRecord::from_value(v2.clone()).unwrap(), record);
        assert_eq!(TableDraftRecord::link_of(&v2), record.event);
    }

    #[test]
    fn a_clock_is_in_the_header_only_when_set_and_its_entries_read_back() {
        let record = TableDraftRecord::from_value(serde_json::json!({
            "format_version": 2,
            "setup": {
                "version": "agl-v1.0", "mods": [], "seed": 7, "scenario": null, "stadium": null,
                "players": {
                    "first": {"name": "Ana", "lineup": ["gata"], "sponsor": "oxyd", "unlocked_sponsors": null},
                    "second": {"name": "Bo", "lineup": ["valkyrie"], "sponsor": "oxyd", "unlocked_sponsors": null}
                }
            },
            "event": null
        }))
        .unwrap();
        assert_eq!(record.clock, None);
        assert!(record.to_value().unwrap().get("clock").is_none());
        let timed = TableDraftRecord {
            clock: Some(ClockSettings {
                grace_seconds: 30,
                reserve_seconds: 120,
            }),
            ..record
        };
        let value = timed.to_value().unwrap();
        assert_eq!(
            value["clock"],
            serde_json::json!({"graceSeconds": 30, "reserveSeconds": 120})
        );
        assert_eq!(TableDraftRecord::from_value(value).unwrap(), timed);
        for text in [
            r#"{"clock":{"kind":"paused"}}"#,
            r#"{"clock":{"kind":"resumed"}}"#,
            r#"{"clock":{"kind":"added","seconds":60}}"#,
            r#"{"clock":{"kind":"expired","seat":"first","draw":30064771077,"action":{"action":"pick","seat":"first","character":"gata"}}}"#,
        ] {
            let entry: TableEntry = serde_json::from_str(text).unwrap();
            assert!(matches!(entry, TableEntry::Clock(_)));
            assert_eq!(serde_json::to_string(&entry).unwrap(), text);
        }
        assert!(
            serde_json::from_str::<TableEntry>(r#"{"clock":{"kind":"paused","by":"x"}}"#).is_err()
        );
    }

    #[test]
    fn a_header_of_a_newer_format_is_refused_with_its_version() {
        let newer = serde_json::json!({"format_version": 9, "setup": {}});
        let error = TableDraftRecord::from_value(newer).unwrap_err();
        assert!(error.contains("format 9"), "{error}");
    }

    #[test]
    fn entries_are_an_action_or_the_tables_game() {
        let pick: TableEntry =
            serde_json::from_str(r#"{"action":"pick","seat":"first","character":"gata"}"#).unwrap();
        assert_eq!(
            pick,
            TableEntry::Action(DraftAction::Pick {
                seat: Seat::First,
                character: CharacterId::new("gata").unwrap()
            })
        );
        let text = r#"{"game_result":{"scores":{"first":{"victoryPoints":7,"frags":1},"second":{"victoryPoints":3,"frags":0}},"firstBlood":null}}"#;
        let game: TableEntry = serde_json::from_str(text).unwrap();
        assert_eq!(serde_json::to_string(&game).unwrap(), text);
        assert!(serde_json::from_str::<TableEntry>(r#"{"game_result":{"scores":{"first":{"victoryPoints":7,"frags":1},"second":{"victoryPoints":3,"frags":0}},"extra":1}}"#).is_err());
        let report = r#"{"result_report":{"seat":"second","result":{"scores":{"first":{"victoryPoints":7,"frags":1},"second":{"victoryPoints":3,"frags":0}},"firstBlood":"first","gameEnd":{"kind":"abandoned"}}}}"#;
        let entry: TableEntry = serde_json::from_str(report).unwrap();
        assert!(matches!(
            entry,
            TableEntry::Report(TableReport {
                seat: Seat::Second,
                ..
            })
        ));
        assert_eq!(serde_json::to_string(&entry).unwrap(), report);
        assert!(serde_json::from_str::<TableEntry>(r#"{"result_report":{"seat":"first","result":{"scores":{"first":{"victoryPoints":7,"frags":1},"second":{"victoryPoints":3,"frags":0}}},"by":"x"}}"#).is_err());
    }

    /// What the scan of links read before it read headers straight from their text.
    fn link_and_names_as_a_value(text: &str) -> Option<(EventTableLink, BySeat<String>)> {
        let value: Value = serde_json::from_str(text).ok()?;
        let link = TableDraftRecord::link_of(&value)?;
        Some((link, TableDraftRecord::player_names(&value)))
    }

    const SETUP: &str = r#"{"mods":[],"players":{"first":{"lineup":["gata"],"name":"Ana","sponsor":"oxyd","unlocked_sponsors":null},"second":{"lineup":["valkyrie"],"name":"Bo","sponsor":"oxyd","unlocked_sponsors":null}},"scenario":null,"seed":7,"stadium":null,"version":"agl-v1.0"}"#;

    fn headers() -> Vec<String> {
        let link = r#"{"event_id":"event-1","players":{"first":3,"second":4},"round":2,"table":5}"#;
        let no_players = r#"{"event_id":"event-1","round":2,"table":5}"#;
        vec![
            format!(r#"{{"event":{link},"format_version":2,"setup":{SETUP}}}"#),
            format!(r#"{{"format_version":2,"setup":{SETUP},"event":{no_players}}}"#),
            format!(r#"{{"event":null,"format_version":2,"setup":{SETUP}}}"#),
            format!(r#"{{"format_version":2,"setup":{SETUP}}}"#),
            format!(r#"{{"event":{link},"format_version":3,"setup":{SETUP}}}"#),
            format!(r#"{{"event":{link},"format_version":2.0,"setup":{SETUP}}}"#),
            format!(r#"{{"event":{link},"format_version":"2","setup":{SETUP}}}"#),
            // A duplicated key, a link with a field too many, a clock beside the link.
            format!(
                r#"{{"event":{link},"event":{no_players},"format_version":2,"setup":{SETUP}}}"#
            ),
            format!(
                r#"{{"event":{{"event_id":"e","round":1,"table":1,"x":0}},"format_version":2,"setup":{SETUP}}}"#
            ),
            format!(
                r#"{{"clock":{{"graceSeconds":30,"reserveSeconds":120}},"event":{link},"format_version":2,"setup":{SETUP}}}"#
            ),
            // Names elsewhere or missing: beside the setup, null, not a string.
            format!(
                r#"{{"event":{no_players},"format_version":2,"players":{{"first":{{"name":"Cy"}}}},"setup":{{}}}}"#
            ),
            format!(
                r#"{{"event":{no_players},"format_version":2,"players":{{"first":{{"name":"Cy"}}}},"setup":{{"players":null}}}}"#
            ),
            format!(
                r#"{{"event":{no_players},"format_version":2,"setup":{{"players":{{"first":{{"name":7}},"second":{{}}}}}}}}"#
            ),
            format!(r#"{{"event":{no_players},"format_version":2,"setup":null}}"#),
            // Version 1, and what is no header at all.
            format!(
                r#"{{"event":{{"eventId":"event-1","round":2,"table":5}},{}"#,
                &SETUP[1..]
            ),
            format!(r#"{{"event":{{"eventId":"event-1","round":2,"table":5}}}}"#),
            "[1,2]".to_owned(),
            "null".to_owned(),
            "{\"format_version\":2,".to_owned(),
        ]
    }

    #[test]
    fn the_scan_of_links_reads_every_header_as_the_json_value_did() {
        let mut linked = 0;
        for text in headers() {
            let read = TableDraftRecord::link_and_names(&text);
            assert_eq!(read, link_and_names_as_a_value(&text), "{text}");
            linked += usize::from(read.is_some());
        }
        assert_eq!(linked, 10, "the samples link as expected");
        let (link, names) = TableDraftRecord::link_and_names(&headers()[0]).unwrap();
        assert_eq!(
            link.players,
            Some(BySeat::new(PlayerId::new(3), PlayerId::new(4)))
        );
        assert_eq!(names, BySeat::new("Ana".to_owned(), "Bo".to_owned()));
    }

    #[test]
    fn a_version_two_header_read_from_its_text_is_the_record_its_value_gives() {
        for text in headers() {
            let Some(record) = TableDraftRecord::from_version_2_text(&text) else {
                continue;
            };
            let value: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(Ok(record), TableDraftRecord::from_value(value), "{text}");
        }
        assert!(TableDraftRecord::from_version_2_text(&headers()[0]).is_some());
        for other in [4, 5, 6, 14] {
            assert_eq!(
                TableDraftRecord::from_version_2_text(&headers()[other]),
                None
            );
        }
    }

    #[test]
    fn an_entry_read_from_its_text_is_what_serde_reads_with_the_same_error() {
        let game = r#"{"scores":{"first":{"victoryPoints":7,"frags":1},"second":{"victoryPoints":3,"frags":0}},"firstBlood":null}"#;
        let texts = [
            r#"{"action":"pick","seat":"first","character":"gata"}"#.to_owned(),
            r#"{"action":"ban","seat":"second","character":"gata"}"#.to_owned(),
            r#"{"seat":"first","action":"pick","character":"gata"}"#.to_owned(),
            r#"{"action":"pick","seat":"first","character":"gata","x":1}"#.to_owned(),
            r#"{"action":"pick","action":"pick","seat":"first","character":"gata"}"#.to_owned(),
            r#"{"action":"fly","seat":"first"}"#.to_owned(),
            format!(r#"{{"game_result":{game}}}"#),
            format!(r#"{{"game_result":{game},"game_result":{game}}}"#),
            format!(r#"{{"game_result":{game},"extra":1}}"#),
            format!(r#"{{"result_report":{{"seat":"first","result":{game}}}}}"#),
            r#"{"clock":{"kind":"paused"}}"#.to_owned(),
            r#"{"clock":{"kind":"added","seconds":60}}"#.to_owned(),
            r#"{"clock":{"kind":"paused"},"action":"pick"}"#.to_owned(),
            "{}".to_owned(),
            "[]".to_owned(),
            "7".to_owned(),
            r#"{"action":"pick""#.to_owned(),
        ];
        let mut read = 0;
        for text in &texts {
            let fast = TableEntry::from_text(text).map_err(|e| e.to_string());
            let serde = serde_json::from_str::<TableEntry>(text).map_err(|e| e.to_string());
            assert_eq!(fast, serde, "{text}");
            read += usize::from(fast.is_ok());
        }
        assert_eq!(read, 9, "the samples read as expected");
    }
}
