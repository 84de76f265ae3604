//! The event's report for the league: final standings (bye-scaled), every game's result and
//! every player's rating change, as JSON (one document) and CSV (standings and results).
//!
//! AGL v1.0, each format, "Reporting Results": the Organizer reports the event's results to the
//! AGL; these files carry everything the report needs, in a form any spreadsheet reads.

use crate::csv;
use hexadraft_event::{CurrentRatings, ScenarioChoice, Seat, Tournament};
use serde::Serialize;

/// The report file's format name.
pub const REPORT_FORMAT: &str = "hexadraft-event-report";
/// The report file's format version.
pub const REPORT_VERSION: u32 = 1;

/// The whole report, as the JSON file holds it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EventReport {
    /// Always [`REPORT_FORMAT`].
    pub format: &'static str,
    /// Always [`REPORT_VERSION`].
    pub version: u32,
    /// What the event was.
    pub event: ReportEvent,
    /// The standings, in place order.
    pub standings: Vec<ReportStanding>,
    /// Every round's games and bye.
    pub rounds: Vec<ReportRound>,
    /// Every player's rating change.
    pub ratings: Vec<ReportRating>,
}

/// The event's description.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportEvent {
    /// Its name.
    pub name: String,
    /// The format (`standard-tournament`...).
    pub format: hexadraft_event::EventFormat,
    /// The ruleset version (`agl-v1.0`, `agl-season-2`).
    pub ruleset: hexadraft_draft::RulesetVersion,
    /// The Mods.
    pub mods: Vec<hexadraft_draft::Mod>,
    /// The event type.
    pub event_type: hexadraft_event::EventType,
    /// Its K factor.
    pub k_factor: u32,
    /// The rounds of the event.
    pub rounds: u32,
    /// Whether every round is paired and every result in (final standings, final ratings).
    pub finished: bool,
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportStanding {
    /// The place.
    pub place: u32,
    /// The name.
    pub name: String,
    /// The Corvus PIN.
    pub corvus_pin: String,
    /// Tournament or League Points.
    pub points: u32,
    /// Victory Points as ranked (bye-scaled in the final standings).
    pub victory_points: u32,
    /// Frags as ranked (bye-scaled in the final standings).
    pub frags: u32,
    /// Victory Points earned in games, before any scaling.
    pub earned_victory_points: u32,
    /// Frags earned in games, before any scaling.
    pub earned_frags: u32,
    /// The opponents' Victory Points.
    pub opponents_victory_points: u32,
    /// The opponents' points.
    pub opponents_points: u32,
    /// Total Victories.
    pub total_victories: u32,
    /// Victories (byes not included).
    pub victories: u32,
    /// Ties.
    pub ties: u32,
    /// Defeats.
    pub defeats: u32,
    /// Byes.
    pub byes: u32,
    /// Whether the player dropped.
    pub dropped: bool,
    /// What decided the place (`points`, `victory-points`...).
    pub separated_by: hexadraft_event::SeparatedBy,
}

/// One player's side of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportSide {
    /// The name.
    pub name: String,
    /// The Corvus PIN.
    pub corvus_pin: String,
    /// Victory Points.
    pub victory_points: u32,
    /// Frags.
    pub frags: u32,
    /// Whether this player scored First Blood (Season 2).
    pub first_blood: bool,
    /// The outcome.
    pub outcome: hexadraft_event::Outcome,
    /// The points earned.
    pub points: u32,
}

/// One game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportGame {
    /// The table.
    pub table: u32,
    /// The player at side a.
    pub a: ReportSide,
    /// The player at side b.
    pub b: ReportSide,
}

/// A bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportBye {
    /// The name.
    pub name: String,
    /// The Corvus PIN.
    pub corvus_pin: String,
    /// The points the bye gives.
    pub points: u32,
}

/// One round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportRound {
    /// The round.
    pub round: u32,
    /// The scenario: the catalog id, or the homemade scenario's name.
    pub scenario: String,
    /// Games with a result.
    pub games: Vec<ReportGame>,
    /// Tables still without a result.
    pub pending_tables: Vec<u32>,
    /// The bye, if any.
    pub bye: Option<ReportBye>,
}

/// One player's rating change.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReportRating {
    /// The name.
    pub name: String,
    /// The Corvus PIN.
    pub corvus_pin: String,
    /// The rating before the event.
    pub before: f64,
    /// Games counted.
    pub games: u32,
    /// The change.
    pub change: f64,
    /// The rating after the event.
    pub after: f64,
    /// Whether the event is still running (the change is not final).
    pub provisional: bool,
}

/// Two decimals: ratings are shown and reported to the hundredth.
fn hundredths(value: f64) -> f64 {
    (value * 100.0).round() / 100.0
}

/// The report of `event`, with the players' ratings before the event taken from `ratings`.
pub fn event_report(event: &Tournament, ratings: &CurrentRatings) -> EventReport {
    let definition = event.definition();
    let standings = event.standings();
    let bye_points = event.policy().bye_award().points;
    let person = |id| {
        event
            .player(id)
            .map(|p| (p.name.clone(), p.corvus_pin.clone()))
            .unwrap_or_default()
    };
    let rounds = event
        .rounds()
        .iter()
        .map(|round| ReportRound {
            round: round.number,
            scenario: match &round.scenario {
                ScenarioChoice::Official { id } => id.to_string(),
                ScenarioChoice::Homemade { name } => name.clone(),
            },
            games: round
                .tables
                .iter()
                .filter_map(|t| {
                    let result = t.result.as_ref()?;
                    let side = |s: Seat| {
                        let (name, corvus_pin) = person(*t.players.get(s));
                        let score = result.scores.get(s);
                        ReportSide {
                            name,
                            corvus_pin,
                            victory_points: score.victory_points(),
                            frags: score.frags(),
                            first_blood: result.first_blood == Some(s),
                            outcome: *result.decision.outcomes.get(s),
                            points: *result.points.get(s),
                        }
                    };
                    Some(ReportGame {
                        table: t.number,
                        a: side(Seat::First),
                        b: side(Seat::Second),
                    })
                })
                .collect(),
            pending_tables: round.tables_without_result(),
            bye: round.bye.as_ref().map(|b| {
                let (name, corvus_pin) = person(b.player);
                ReportBye {
                    name,
                    corvus_pin,
                    points: bye_points,
                }
            }),
        })
        .collect();
    let rating_report = event.rating_report(ratings);
    EventReport {
        format: REPORT_FORMAT,
        version: REPORT_VERSION,
        event: ReportEvent {
            name: definition.name.clone(),
            format: definition.format,
            ruleset: definition.ruleset,
            mods: event.mods().mods().to_vec(),
            event_type: definition.event_type,
            k_factor: definition.event_type.k_factor(),
            rounds: event.rounds_of_event(),
            finished: event.is_finished(),
        },
        standings: standings
            .rows
            .iter()
            .map(|row| {
                let (corvus_pin, earned_victory_points, earned_frags) = (
                    person(row.player).1,
                    row.bye_scaling
                        .map_or(row.victory_points, |s| s.earned_victory_points),
                    row.bye_scaling.map_or(row.frags, |s| s.earned_frags),
                );
                ReportStanding {
                    place: row.place,
                    name: row.name.clone(),
                    corvus_pin,
                    points: row.points,
                    victory_points: row.victory_points,
                    frags: row.frags,
                    earned_victory_points,
                    earned_frags,
                    opponents_victory_points: row.opponents_victory_points,
                    opponents_points: row.opponents_points,
                    total_victories: row.record.total_victories,
                    victories: row.record.victories,
                    ties: row.record.ties,
                    defeats: row.record.defeats,
                    byes: row.record.byes,
                    dropped: row.dropped,
                    separated_by: row.separated_by,
                }
            })
            .collect(),
        rounds,
        ratings: rating_report
            .changes
            .iter()
            .map(|c| ReportRating {
                name: c.name.clone(),
                corvus_pin: c.corvus_pin.clone(),
                before: hundredths(c.before),
                games: c.games,
                change: hundredths(c.change),
                after: hundredths(c.after),
                provisional: rating_report.provisional,
            })
            .collect(),
    }
}

impl EventReport {
    /// The report as pretty-printed JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// The standings as CSV (see [`crate::csv::write`]), with each player's rating change.
    pub fn standings_csv(&self) -> String {
        let header = [
            "place",
            "name",
            "corvus_pin",
            "points",
            "victory_points",
            "frags",
            "earned_victory_points",
            "earned_frags",
            "opponents_victory_points",
            "opponents_points",
            "total_victories",
            "victories",
            "ties",
            "defeats",
            "byes",
            "dropped",
            "place_decided_by",
            "rating_before",
            "rating_change",
            "rating_after",
        ];
        let mut rows = vec![header.map(str::to_owned).to_vec()];
        for s in &self.standings {
            let rating = self.ratings.iter().find(|r| r.corvus_pin == s.corvus_pin);
            let number = |f: fn(&ReportRating) -> f64| {
                rating.map_or(String::new(), |r| format!("{:.2}", f(r)))
            };
            rows.push(vec![
                s.place.to_string(),
                s.name.clone(),
                s.corvus_pin.clone(),
                s.points.to_string(),
                s.victory_points.to_string(),
                s.frags.to_string(),
                s.earned_victory_points.to_string(),
                s.earned_frags.to_string(),
                s.opponents_victory_points.to_string(),
                s.opponents_points.to_string(),
                s.total_victories.to_string(),
                s.victories.to_string(),
                s.ties.to_string(),
                s.defeats.to_string(),
                s.byes.to_string(),
                s.dropped.to_string(),
                kebab(&s.separated_by),
                number(|r| r.before),
                number(|r| r.change),
                number(|r| r.after),
            ]);
        }
        csv::write(&rows)
    }

    /// Every game and bye as CSV (see [`crate::csv::write`]), one line per game.
    pub fn results_csv(&self) -> String {
        let header = [
            "round",
            "scenario",
            "table",
            "player_a",
            "pin_a",
            "victory_points_a",
            "frags_a",
            "first_blood_a",
            "outcome_a",
            "points_a",
            "player_b",
            "pin_b",
            "victory_points_b",
            "frags_b",
            "first_blood_b",
            "outcome_b",
            "points_b",
        ];
        let mut rows = vec![header.map(str::to_owned).to_vec()];
        for round in &self.rounds {
            for game in &round.games {
                let mut fields = vec![
                    round.round.to_string(),
                    round.scenario.clone(),
                    game.table.to_string(),
                ];
                for side in [&game.a, &game.b] {
                    fields.extend([
                        side.name.clone(),
                        side.corvus_pin.clone(),
                        side.victory_points.to_string(),
                        side.frags.to_string(),
                        side.first_blood.to_string(),
                        kebab(&side.outcome),
                        side.points.to_string(),
                    ]);
                }
                rows.push(fields);
            }
            if let Some(bye) = &round.bye {
                rows.push(vec![
                    round.round.to_string(),
                    round.scenario.clone(),
                    "bye".to_owned(),
                    bye.name.clone(),
                    bye.corvus_pin.clone(),
                    "0".to_owned(),
                    "0".to_owned(),
                    "false".to_owned(),
                    "bye".to_owned(),
                    bye.points.to_string(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                    String::new(),
                ]);
            }
        }
        csv::write(&rows)
    }
}

/// A unit enum's serialized name.
fn kebab<T: Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        _ => String::new(),
    }
}
