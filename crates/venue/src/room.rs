//! The room page's view: the current round's pairings with table numbers, the standings and
//! the round timer, projected from the desk's event view. Only names, table numbers and
//! totals leave the app: no Corvus PIN, no lineup, no rating.

use hexadraft_app::desk::agl::EventView;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The round timer as the organizer's screen last set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoomTimer {
    /// The round's length, in seconds.
    pub duration_seconds: u32,
    /// Seconds left when it was set (negative in overtime).
    pub remaining_seconds: i32,
    /// Whether it is running.
    pub running: bool,
}

impl RoomTimer {
    /// The timer `elapsed` seconds after it was set.
    pub(crate) fn after(self, elapsed: u64) -> RoomTimer {
        if !self.running {
            return self;
        }
        let elapsed = i32::try_from(elapsed).unwrap_or(i32::MAX);
        RoomTimer {
            remaining_seconds: self.remaining_seconds.saturating_sub(elapsed),
            ..self
        }
    }
}

/// One table of the current round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomTable {
    /// The table number.
    pub number: u32,
    /// The players' names, first seat first.
    pub players: [String; 2],
    /// Whether the result is in.
    pub done: bool,
}

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomStanding {
    /// The place, from 1.
    pub place: u32,
    /// The player's name.
    pub name: String,
    /// Tournament or League Points.
    pub points: u32,
    /// Victory Points as ranked.
    pub victory_points: u32,
    /// Frags as ranked.
    pub frags: u32,
}

/// What the room page shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomView {
    /// The event's name.
    pub title: String,
    /// The latest round paired, if any.
    pub round: Option<u32>,
    /// Its tables.
    pub tables: Vec<RoomTable>,
    /// The name of the player with the bye, if any.
    pub bye: Option<String>,
    /// The standings now.
    pub standings: Vec<RoomStanding>,
    /// Whether the standings are final.
    pub standings_final: bool,
    /// The round timer, if the organizer shows one.
    pub timer: Option<RoomTimer>,
}

impl RoomView {
    pub(crate) fn of(event: &EventView, timer: Option<RoomTimer>) -> RoomView {
        let Some(snapshot) = &event.snapshot else {
            return RoomView {
                title: event.title.clone(),
                round: None,
                tables: Vec::new(),
                bye: None,
                standings: Vec::new(),
                standings_final: false,
                timer,
            };
        };
        let names: HashMap<_, _> = snapshot
            .players
            .iter()
            .map(|p| (p.id, p.name.clone()))
            .collect();
        let name = |id| names.get(&id).cloned().unwrap_or_default();
        let current = snapshot.rounds.last();
        RoomView {
            title: event.title.clone(),
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
            standings: snapshot
                .standings
                .rows
                .iter()
                .map(|row| RoomStanding {
                    place: row.place,
                    name: row.name.clone(),
                    points: row.points,
                    victory_points: row.victory_points,
                    frags: row.frags,
                })
                .collect(),
            standings_final: snapshot.standings.is_final,
            timer,
        }
    }
}
