//! The statistics export: a versioned JSON report, and one CSV row per game for analysts
//! (docs/formats.md, "Statistics export").

use crate::agl::{agl_statistics, AglStatistics};
use crate::filter::Filter;
use crate::ia::{ia_statistics, IaEventInput, IaStatistics};
use crate::input::{EventInput, GameOutcome, PublicDraft};
use hexadraft_catalog::CharacterId;
use hexadraft_draft::{BySeat, Seat, SwapChoice};
use serde::Serialize;

/// The `format` field of a statistics export.
pub const STATS_FORMAT: &str = "hexadraft-stats";
/// The version of the statistics export; a change a reader would notice raises it.
pub const STATS_VERSION: u32 = 1;

/// One game as an analyst reads it. Empty fields are facts not known or not public.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameRow {
    /// The event's key.
    pub event: String,
    /// The event's name.
    pub event_name: String,
    /// The event's date (YYYY-MM-DD), if known.
    pub date: String,
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// "swiss" or "cut".
    pub stage: String,
    /// The scenario, if known.
    pub scenario: String,
    /// The Mod set ("" when the table has no draft).
    pub mods: String,
    /// Each seat's player.
    pub players: BySeat<String>,
    /// Each seat's Sponsor.
    pub sponsors: BySeat<String>,
    /// "first" or "second": the seat that was Player A.
    pub player_a: String,
    /// The character each seat banned from the rival's lineup.
    pub bans: BySeat<String>,
    /// The picks in draft order, each labelled with its slot ("A1 gata B1 valkyrie …").
    pub pick_order: String,
    /// Each seat's revealed Vassily swap, "out>in".
    pub swaps: BySeat<String>,
    /// Each team that played, its characters joined by spaces.
    pub teams: BySeat<String>,
    /// "first", "second", "tie", "no-winner" or "pending".
    pub result: String,
}

/// The statistics and the games they were computed from, as exported.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct StatsReport {
    /// Always [`STATS_FORMAT`].
    pub format: String,
    /// Always [`STATS_VERSION`].
    pub version: u32,
    /// The filter applied.
    pub filter: Filter,
    /// The Aristeia! statistics.
    pub agl: AglStatistics,
    /// The Imperial Assault statistics.
    pub ia: IaStatistics,
    /// One row per game counted.
    pub games: Vec<GameRow>,
}

fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "first",
        Seat::Second => "second",
    }
}

fn joined(ids: &[CharacterId]) -> String {
    ids.iter()
        .map(CharacterId::as_str)
        .collect::<Vec<_>>()
        .join(" ")
}

fn draft_columns(row: &mut GameRow, draft: &PublicDraft) {
    row.mods = draft.mod_set_label();
    row.sponsors = draft.sponsors().as_ref().map(|_, s| s.as_str().to_owned());
    row.player_a = draft
        .player_a()
        .map(seat_word)
        .unwrap_or_default()
        .to_owned();
    row.bans = BySeat::from_fn(|seat| {
        draft
            .bans()
            .iter()
            .filter(|b| b.seat == seat)
            .map(|b| b.character.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    });
    row.pick_order = draft
        .picks()
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let label = draft.pick_label(i).unwrap_or_default();
            format!("{label} {}", p.character.as_str())
        })
        .collect::<Vec<_>>()
        .join(" ");
    row.swaps = draft.revealed_swaps().as_ref().map(|_, s| match s {
        Some(SwapChoice::Replace { remove, add }) if !draft.swaps_void() => {
            format!("{}>{}", remove.as_str(), add.as_str())
        }
        _ => String::new(),
    });
    row.teams = draft.teams().as_ref().map(|_, t| joined(t));
    if row.scenario.is_empty() {
        row.scenario = draft.scenario().unwrap_or_default().to_owned();
    }
}

/// One row per game `filter` keeps, in event, round and table order.
pub fn game_rows(events: &[EventInput], filter: &Filter) -> Vec<GameRow> {
    filter
        .games(events)
        .map(|(event, game)| {
            let empty = || BySeat::new(String::new(), String::new());
            let mut row = GameRow {
                event: event.key.clone(),
                event_name: event.name.clone(),
                date: event.date.clone().unwrap_or_default(),
                round: game.round,
                table: game.table,
                stage: match game.stage {
                    crate::input::Stage::Swiss => "swiss",
                    crate::input::Stage::Cut => "cut",
                }
                .to_owned(),
                scenario: game.scenario.clone().unwrap_or_default(),
                mods: String::new(),
                players: game.players.clone(),
                sponsors: empty(),
                player_a: String::new(),
                bans: empty(),
                pick_order: String::new(),
                swaps: empty(),
                teams: empty(),
                result: match game.outcome {
                    GameOutcome::Won { seat } => seat_word(seat),
                    GameOutcome::Tie => "tie",
                    GameOutcome::NoWinner => "no-winner",
                    GameOutcome::Pending => "pending",
                }
                .to_owned(),
            };
            if let Some(draft) = &game.draft {
                draft_columns(&mut row, draft);
            }
            row
        })
        .collect()
}

/// The report of `events` (Aristeia!) and `ia_events` under `filter`.
pub fn stats_report(
    events: &[EventInput],
    ia_events: &[IaEventInput],
    filter: &Filter,
) -> StatsReport {
    StatsReport {
        format: STATS_FORMAT.to_owned(),
        version: STATS_VERSION,
        filter: filter.clone(),
        agl: agl_statistics(events, filter),
        ia: ia_statistics(ia_events, filter),
        games: game_rows(events, filter),
    }
}

/// The report as pretty JSON.
pub fn report_json(report: &StatsReport) -> String {
    // A report holds only strings, numbers and finite rates, which always serialise.
    serde_json::to_string_pretty(report).unwrap_or_default()
}

/// The columns of the games CSV, in order.
pub const GAMES_CSV_COLUMNS: [&str; 23] = [
    "event",
    "event_name",
    "date",
    "round",
    "table",
    "stage",
    "scenario",
    "mods",
    "first_player",
    "second_player",
    "first_sponsor",
    "second_sponsor",
    "player_a",
    "first_ban",
    "second_ban",
    "pick_order",
    "first_swap",
    "second_swap",
    "first_team",
    "second_team",
    "result",
    "format",
    "version",
];

/// A CSV cell: quoted when it holds a comma, quote or line break, and a leading `'` on text a
/// spreadsheet would run as a formula (a player's name is anyone's text).
fn cell(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// One line per game, with a header line; every line names the format and its version, so a
/// pasted excerpt still says what it is.
pub fn games_csv(rows: &[GameRow]) -> String {
    let mut out = GAMES_CSV_COLUMNS.join(",");
    out.push_str("\r\n");
    for row in rows {
        let cells = [
            cell(&row.event),
            cell(&row.event_name),
            cell(&row.date),
            row.round.to_string(),
            row.table.to_string(),
            cell(&row.stage),
            cell(&row.scenario),
            cell(&row.mods),
            cell(&row.players.first),
            cell(&row.players.second),
            cell(&row.sponsors.first),
            cell(&row.sponsors.second),
            cell(&row.player_a),
            cell(&row.bans.first),
            cell(&row.bans.second),
            cell(&row.pick_order),
            cell(&row.swaps.first),
            cell(&row.swaps.second),
            cell(&row.teams.first),
            cell(&row.teams.second),
            cell(&row.result),
            STATS_FORMAT.to_owned(),
            STATS_VERSION.to_string(),
        ];
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}
