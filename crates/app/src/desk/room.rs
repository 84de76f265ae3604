//! What the room sees of an event, whatever its ruleset: the latest round's tables by name, the
//! standings with their one or two figures, and an Imperial Assault cut's bracket. The projector
//! window and the room page on players' phones both show this projection, so the rules of what
//! may be shown are written once: names, table numbers, totals and results. No Corvus PIN, no
//! lineup, no army list, no rating leaves the desk this way.

use super::agl::EventView;
use super::ia::IaEventView;
use super::EventDesk;
use crate::error::AppError;
use crate::App;
use hexadraft_catalog::text::fold;
use hexadraft_event::ia::{Bracket, CutRoundName, IaEventSnapshot};
use hexadraft_event::{EventSnapshot, PlayerId, RulesetKind};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// One table of the round shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomTable {
    /// The table number.
    pub number: u32,
    /// The players' names, first seat first.
    pub players: [String; 2],
    /// Whether the result is in.
    pub done: bool,
}

/// A standing's figures after its points, as its ruleset ranks them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(
    tag = "ruleset",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum RoomFigures {
    /// AGL: Victory Points and Frags as ranked.
    Agl {
        /// Victory Points.
        victory_points: u32,
        /// Frags.
        frags: u32,
    },
    /// Imperial Assault: strength of schedule as the paper prints it (whole, or three decimals).
    ImperialAssault {
        /// Strength of schedule.
        strength_of_schedule: String,
    },
}

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomStanding {
    /// The place, from 1.
    pub place: u32,
    /// The player's name.
    pub name: String,
    /// Tournament or League Points.
    pub points: u32,
    /// The figures ranked after the points.
    pub figures: RoomFigures,
}

/// One game of a cut's round: its seeds and players by name, and the winner once known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomCutGame {
    /// The seeds, higher seed first.
    pub seeds: [u32; 2],
    /// The players' names, higher seed first.
    pub players: [String; 2],
    /// The winner's name, once the result is in.
    pub winner: Option<String>,
}

/// One round of a cut.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomCutRound {
    /// Its number in the cut, from 1.
    pub round: u32,
    /// Its name: final, semi-finals, quarter-finals or the round of so many players.
    pub name: CutRoundName,
    /// Its games, top of the bracket first.
    pub games: Vec<RoomCutGame>,
}

/// What the room sees of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomView {
    /// The event's ruleset.
    pub ruleset: RulesetKind,
    /// The event's name.
    pub title: String,
    /// The latest round paired, if any.
    pub round: Option<u32>,
    /// Its mission, for an Imperial Assault round.
    pub mission: Option<String>,
    /// Its tables.
    pub tables: Vec<RoomTable>,
    /// The name of the player with the bye, if any.
    pub bye: Option<String>,
    /// The standings now (an Imperial Assault event's Swiss standings).
    pub standings: Vec<RoomStanding>,
    /// Whether the standings are final.
    pub standings_final: bool,
    /// An Imperial Assault cut's rounds started so far, drawn as a tree from the first.
    pub cut: Vec<RoomCutRound>,
    /// Each name shown, folded as the app folds names for search (`hexadraft_catalog::text`:
    /// "Łukasz" as `lukasz`), so a phone finds a player typed on a plain keyboard.
    pub folded: BTreeMap<String, String>,
}

impl App {
    /// What the room sees of an event now: the projector window and the room page show this,
    /// made from the event as an audience sees it (no round not yet published).
    ///
    /// # Errors
    /// An unknown or damaged journal, or one that is not an event.
    pub fn room_view(&self, id: &str) -> Result<RoomView, AppError> {
        Ok(room_of(&self.audience_event(id)?))
    }
}

/// What the room sees of an event the desk has open.
fn room_of(event: &EventDesk) -> RoomView {
    match event {
        EventDesk::Agl(view) => with_folded(agl_room(view)),
        EventDesk::ImperialAssault(view) => ia_room_of(view),
    }
}

/// What the room sees of an Imperial Assault event the desk has open.
pub(super) fn ia_room_of(event: &IaEventView) -> RoomView {
    with_folded(ia_room(event))
}

fn with_folded(mut room: RoomView) -> RoomView {
    room.folded = folded_names(&room);
    room
}

/// Every name the room view shows, with its folded form.
fn folded_names(room: &RoomView) -> BTreeMap<String, String> {
    let tables = room.tables.iter().flat_map(|t| t.players.iter());
    let standings = room.standings.iter().map(|s| &s.name);
    let cut = room
        .cut
        .iter()
        .flat_map(|r| r.games.iter().flat_map(|g| g.players.iter()));
    tables
        .chain(standings)
        .chain(cut)
        .chain(room.bye.iter())
        .map(|name| (name.clone(), fold(name)))
        .collect()
}

fn empty(ruleset: RulesetKind, title: &str) -> RoomView {
    RoomView {
        ruleset,
        title: title.to_owned(),
        round: None,
        mission: None,
        tables: Vec::new(),
        bye: None,
        standings: Vec::new(),
        standings_final: false,
        cut: Vec::new(),
        folded: BTreeMap::new(),
    }
}

fn agl_room(event: &EventView) -> RoomView {
    let Some(snapshot) = &event.snapshot else {
        return empty(RulesetKind::Agl, &event.header.title);
    };
    let EventSnapshot {
        players,
        rounds,
        standings,
        ..
    } = snapshot;
    let names: HashMap<PlayerId, &str> = players.iter().map(|p| (p.id, p.name.as_str())).collect();
    let name = |id: PlayerId| names.get(&id).map(|n| (*n).to_owned()).unwrap_or_default();
    let current = rounds.last();
    RoomView {
        round: current.map(|r| r.number),
        tables: current
            .map(|r| {
                r.tables
                    .iter()
                    .map(|t| RoomTable {
                        number: t.number,
                        players: [name(t.players.first), name(t.players.second)],
                        done: t.result.is_some(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        bye: current.and_then(|r| r.bye.as_ref()).map(|b| name(b.player)),
        standings: standings
            .rows
            .iter()
            .map(|row| RoomStanding {
                place: row.place,
                name: row.name.clone(),
                points: row.points,
                figures: RoomFigures::Agl {
                    victory_points: row.victory_points,
                    frags: row.frags,
                },
            })
            .collect(),
        standings_final: standings.is_final,
        ..empty(RulesetKind::Agl, &event.header.title)
    }
}

fn ia_room(event: &IaEventView) -> RoomView {
    let Some(snapshot) = &event.snapshot else {
        return empty(RulesetKind::ImperialAssault, &event.header.title);
    };
    let IaEventSnapshot {
        players,
        rounds,
        standings,
        bracket,
        placings,
        ..
    } = snapshot;
    let names: HashMap<PlayerId, &str> = players.iter().map(|p| (p.id, p.name.as_str())).collect();
    let name = |id: PlayerId| names.get(&id).map(|n| (*n).to_owned()).unwrap_or_default();
    let current = rounds.last();
    RoomView {
        round: current.map(|r| r.round),
        mission: current.map(|r| r.mission.mission.name.clone()),
        tables: current
            .map(|r| {
                r.tables
                    .iter()
                    .map(|t| RoomTable {
                        number: t.pairing.table,
                        players: [
                            name(t.pairing.players.first),
                            name(t.pairing.players.second),
                        ],
                        done: t.result.is_some(),
                    })
                    .collect()
            })
            .unwrap_or_default(),
        bye: current.and_then(|r| r.bye.as_ref()).map(|b| name(b.player)),
        standings: standings
            .iter()
            .flat_map(|s| &s.rows)
            .map(|row| RoomStanding {
                place: row.place,
                name: name(row.player),
                points: row.points,
                figures: RoomFigures::ImperialAssault {
                    strength_of_schedule: row.strength_of_schedule.printed(),
                },
            })
            .collect(),
        // The Swiss standings are settled once the cut is made or the event is over.
        standings_final: bracket.is_some() || !placings.is_empty(),
        cut: bracket
            .as_ref()
            .map(|b| cut_rounds(b, &name))
            .unwrap_or_default(),
        ..empty(RulesetKind::ImperialAssault, &event.header.title)
    }
}

fn cut_rounds(bracket: &Bracket, name: &dyn Fn(PlayerId) -> String) -> Vec<RoomCutRound> {
    bracket
        .rounds
        .iter()
        .map(|round| RoomCutRound {
            round: round.round,
            name: CutRoundName::of(bracket.size, round.round),
            games: round
                .games
                .iter()
                .map(|game| RoomCutGame {
                    seeds: [game.seeds.first, game.seeds.second],
                    players: [name(game.players.first), name(game.players.second)],
                    winner: game.winner().map(name),
                })
                .collect(),
        })
        .collect()
}
