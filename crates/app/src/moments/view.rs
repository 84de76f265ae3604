//! An event's players, pairings, results and standings in the terms both rulesets share: what
//! the event as it stood shows, and what two moments are compared by.

use hexadraft_event::ia::IaTournament;
use hexadraft_event::{BySeat, EventRuleset, PlayerId, Tournament};
use serde::Serialize;
use std::collections::HashMap;

/// A player as the event knew them then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct StoodPlayer {
    /// Their number.
    pub id: PlayerId,
    /// Their name then.
    pub name: String,
    /// Whether they had dropped.
    pub dropped: bool,
}

/// A round paired then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct StoodRound {
    /// The round, from 1.
    pub round: u32,
    /// Its tables.
    pub tables: Vec<StoodTable>,
    /// The player given the bye.
    pub bye: Option<PlayerId>,
}

/// A table then, with its result if it had one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct StoodTable {
    /// The table number.
    pub table: u32,
    /// Its players.
    pub players: BySeat<PlayerId>,
    /// The result's Victory Points, once recorded.
    pub victory_points: Option<BySeat<u32>>,
    /// The tournament points the result gave each seat, once recorded.
    pub points: Option<BySeat<u32>>,
}

/// A line of the standings then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct StoodStanding {
    /// The place, from 1.
    pub place: u32,
    /// The player.
    pub player: PlayerId,
    /// Tournament points.
    pub points: u32,
}

/// An event engine's players, rounds and standings in the shared terms.
pub(crate) trait StoodView: EventRuleset {
    fn stood_players(&self) -> Vec<StoodPlayer>;
    fn stood_rounds(&self) -> Vec<StoodRound>;
    fn stood_standings(&self) -> Vec<StoodStanding>;
}

fn players_with(
    names: Vec<(PlayerId, String)>,
    dropped: impl Fn(PlayerId) -> bool,
) -> Vec<StoodPlayer> {
    names
        .into_iter()
        .map(|(id, name)| StoodPlayer {
            id,
            name,
            dropped: dropped(id),
        })
        .collect()
}

impl StoodView for Tournament {
    fn stood_players(&self) -> Vec<StoodPlayer> {
        let dropped: HashMap<PlayerId, bool> = self
            .players()
            .iter()
            .map(|p| (p.id, p.dropped_after_round.is_some()))
            .collect();
        players_with(self.player_names(), |id| {
            dropped.get(&id).copied().unwrap_or(false)
        })
    }

    fn stood_rounds(&self) -> Vec<StoodRound> {
        self.rounds()
            .iter()
            .map(|round| StoodRound {
                round: round.number,
                tables: round
                    .tables
                    .iter()
                    .map(|table| StoodTable {
                        table: table.number,
                        players: table.players,
                        victory_points: table.result.as_ref().map(|r| BySeat {
                            first: r.scores.first.victory_points(),
                            second: r.scores.second.victory_points(),
                        }),
                        points: table.result.as_ref().map(|r| r.points),
                    })
                    .collect(),
                bye: round.bye.as_ref().map(|bye| bye.player),
            })
            .collect()
    }

    fn stood_standings(&self) -> Vec<StoodStanding> {
        self.standings()
            .rows
            .into_iter()
            .map(|row| StoodStanding {
                place: row.place,
                player: row.player,
                points: row.points,
            })
            .collect()
    }
}

/// The Swiss rounds: the cut's games are not rounds of the standings.
impl StoodView for IaTournament {
    fn stood_players(&self) -> Vec<StoodPlayer> {
        let dropped: HashMap<PlayerId, bool> =
            self.players().iter().map(|p| (p.id, p.dropped)).collect();
        players_with(self.player_names(), |id| {
            dropped.get(&id).copied().unwrap_or(false)
        })
    }

    fn stood_rounds(&self) -> Vec<StoodRound> {
        self.rounds()
            .iter()
            .map(|round| StoodRound {
                round: round.round,
                tables: round
                    .tables
                    .iter()
                    .map(|table| StoodTable {
                        table: table.pairing.table,
                        players: table.pairing.players,
                        victory_points: table.result.as_ref().map(|r| r.victory_points),
                        points: table.result.as_ref().map(|r| r.points),
                    })
                    .collect(),
                bye: round.bye.as_ref().map(|bye| bye.player),
            })
            .collect()
    }

    fn stood_standings(&self) -> Vec<StoodStanding> {
        self.standings()
            .map(|standings| {
                standings
                    .rows
                    .into_iter()
                    .map(|row| StoodStanding {
                        place: row.place,
                        player: row.player,
                        points: row.points,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}
