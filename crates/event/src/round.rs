//! A paired round, proposed or published: tables, the bye, and why each pairing is what it is.

use crate::definition::ScenarioChoice;
use crate::player::PlayerId;
use crate::scoring::GameResult;
use hexadraft_catalog::CharacterId;
use hexadraft_draft::{BySeat, Clause};
use serde::Serialize;

/// A round as published: its scenario, tables and bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Round {
    /// The round number, from 1.
    pub number: u32,
    /// The scenario played.
    pub scenario: ScenarioChoice,
    /// The tables, numbered from 1 (table 1 holds the highest-ranked pairing).
    pub tables: Vec<Table>,
    /// The player given the bye, when the number of players is odd.
    pub bye: Option<Bye>,
    /// Notes on how the pairing was made (searches, rematches kept, the strict rule text).
    pub notes: Vec<PairingNote>,
    /// Whether the round is published: seen beyond the organizer's desk and open to results.
    /// An event whose definition asks for publishing pairs each round unpublished, as a proposal
    /// (docs/rulings.md, "Publishing a round"); any other round is published when paired.
    pub published: bool,
}

impl Round {
    /// The table numbered `number`, if any.
    pub fn table(&self, number: u32) -> Option<&Table> {
        (number as usize)
            .checked_sub(1)
            .and_then(|index| self.tables.get(index))
    }

    /// The tables that have no result yet.
    pub fn tables_without_result(&self) -> Vec<u32> {
        self.tables
            .iter()
            .filter(|t| t.result.is_none())
            .map(|t| t.number)
            .collect()
    }

    /// Where `player` sits this round.
    pub fn placement_of(&self, player: PlayerId) -> Option<Placement> {
        if self.bye.as_ref().is_some_and(|b| b.player == player) {
            return Some(Placement::Bye);
        }
        self.tables.iter().find_map(|t| {
            if t.players.first == player {
                Some(Placement::Table {
                    table: t.number,
                    seat: hexadraft_draft::Seat::First,
                })
            } else if t.players.second == player {
                Some(Placement::Table {
                    table: t.number,
                    seat: hexadraft_draft::Seat::Second,
                })
            } else {
                None
            }
        })
    }
}

/// Where a player sits in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Placement {
    /// At a table, in a seat.
    Table {
        /// The table number.
        table: u32,
        /// The seat.
        seat: hexadraft_draft::Seat,
    },
    /// Given the bye.
    Bye,
}

/// One game of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Table {
    /// The table number, from 1.
    pub number: u32,
    /// The two players: the first seat was ranked higher when the round was paired.
    pub players: BySeat<PlayerId>,
    /// Why these two play each other.
    pub reason: PairingReason,
    /// Rules this pairing breaks, if any (e.g. a rematch).
    pub warnings: Vec<PairingWarning>,
    /// The result, once entered.
    pub result: Option<GameResult>,
}

/// The bye of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Bye {
    /// The player given the bye.
    pub player: PlayerId,
    /// Why this player.
    pub reason: ByeReason,
    /// Rules this bye breaks, if any (a second bye after an organizer's swap).
    pub warnings: Vec<PairingWarning>,
}

/// Why two players were paired, for the UI to render in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PairingReason {
    /// Round 1: drawn at random from the event's seed ("Pairings for the first round are
    /// assigned at random").
    Drawn,
    /// The higher-ranked player met the next player in the ranking not yet paired, e.g. "ranked
    /// 3rd and 4th" ("first against second, third against fourth, etc.").
    Ranked {
        /// Both players' places in the ranking the round was paired from.
        ranks: BySeat<u32>,
    },
    /// The higher-ranked player passed over the players listed, whom they had already met, e.g.
    /// "moved down one to avoid a rematch with X".
    AvoidedRematch {
        /// Both players' places in the ranking.
        ranks: BySeat<u32>,
        /// The players passed over, nearest first.
        passed_over: Vec<PassedOver>,
    },
    /// The higher-ranked player passed over players whose table could not be drafted under the
    /// event's Mods (docs/rulings.md, "Final Boss with Zlavin: undraftable tables"), and perhaps
    /// players they had already met.
    AvoidedUndraftable {
        /// Both players' places in the ranking.
        ranks: BySeat<u32>,
        /// The players passed over because they already met, nearest first.
        passed_over: Vec<PassedOver>,
        /// The players passed over because their table could not be drafted, nearest first.
        undraftable: Vec<PassedUndraftable>,
    },
    /// Near the bottom of the ranking the simple pass ran out of new opponents; the lowest
    /// `among` players were re-paired together by a search that keeps the ranking order as far
    /// as possible.
    Rearranged {
        /// Both players' places in the ranking.
        ranks: BySeat<u32>,
        /// How many players the search re-paired.
        among: u32,
    },
    /// The organizer swapped players; `replaced` left this table.
    OrganizerSwap {
        /// The player who sat here before the swap.
        replaced: PlayerId,
    },
}

/// A player passed over while pairing, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PassedOver {
    /// The player passed over.
    pub player: PlayerId,
    /// Their place in the ranking.
    pub rank: u32,
    /// The earlier round in which they already met (for a pairing) or had their bye (for a bye).
    pub round: u32,
}

/// A player passed over while pairing because their table could not be drafted.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PassedUndraftable {
    /// The player passed over.
    pub player: PlayerId,
    /// Their place in the ranking.
    pub rank: u32,
}

/// Why a player was given the bye.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ByeReason {
    /// Round 1: drawn at random from the event's seed.
    Drawn,
    /// The lowest-ranked player.
    LowestRanked {
        /// Their place in the ranking.
        rank: u32,
    },
    /// The lowest-ranked player who had no bye yet; those below had one.
    LowestWithoutBye {
        /// Their place in the ranking.
        rank: u32,
        /// The lower-ranked players passed over, lowest first.
        passed_over: Vec<PassedOver>,
    },
    /// The organizer swapped players; `replaced` had the bye before.
    OrganizerSwap {
        /// The player who had the bye before the swap.
        replaced: PlayerId,
    },
}

/// A rule a pairing breaks. The pairing stands (the organizer decided or nothing better was
/// found); the warning says so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PairingWarning {
    /// These players already met.
    Rematch {
        /// The two players.
        players: BySeat<PlayerId>,
        /// The earlier round in which they met.
        earlier_round: u32,
    },
    /// Under the event's Mods (Final Boss with Zlavin) these two Starting Lineups share too many
    /// characters for two teams with none in common: the table's draft cannot start. Paired
    /// anyway because no pairing avoided it (or the organizer swapped them here); the organizer
    /// decides (docs/rulings.md, "Final Boss with Zlavin: undraftable tables").
    Undraftable {
        /// The two players.
        players: BySeat<PlayerId>,
        /// The characters both lineups hold.
        shared: Vec<CharacterId>,
        /// Where the ruling is.
        clause: Clause,
    },
    /// This player already had a bye ("a single player is never given more than one bye").
    SecondBye {
        /// The player.
        player: PlayerId,
        /// The round of the earlier bye.
        earlier_round: u32,
    },
}

/// How a round's pairing was made, where it was not the plain pass down the ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PairingNote {
    /// The event follows the rule text strictly: first against second and so on, rematches
    /// included.
    StrictRuleText,
    /// The bottom `players` players were re-paired by a search to avoid rematches.
    BottomRearranged {
        /// How many players the search re-paired.
        players: u32,
    },
    /// Rematches were kept: no pairing without them exists (`proven`), or none was found
    /// within the search limit among the bottom `searched` players.
    RematchesKept {
        /// How many rematches the round has.
        count: u32,
        /// How many players the search covered.
        searched: u32,
        /// Whether the search proved that no pairing of those players avoids them.
        proven: bool,
    },
}
