//! Why an Imperial Assault step is refused, in plain words with its clause. A refused step
//! changes nothing.

use crate::player::PlayerId;
use hexadraft_draft::{Clause, IaSection, Seat};
use serde::Serialize;

/// The clause of an Imperial Assault section.
pub(crate) fn ia(section: IaSection) -> Clause {
    Clause::ImperialAssault(section)
}

/// Why a result, a pairing, a mission draw or a cut was refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum IaRefusal {
    /// A score below zero.
    #[error("{seat} cannot have negative Victory Points ({clause})")]
    NegativeScore {
        /// Whose score.
        seat: Seat,
        /// Where the rule is.
        clause: Clause,
    },
    /// A score above the sanity bound.
    #[error("{seat} has {value} Victory Points, more than the {max} a game can reach ({clause})")]
    ScoreTooHigh {
        /// Whose score.
        seat: Seat,
        /// The value given.
        value: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// More Victory Points from defeating figures than Victory Points in all.
    #[error("{seat} cannot have more Victory Points from defeated figures ({figures}) than in all ({total}) ({clause})")]
    FigurePointsAboveTotal {
        /// Whose score.
        seat: Seat,
        /// Points from figures.
        figures: u32,
        /// All points.
        total: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The game is said to have ended at 40 Victory Points, but nobody has 40.
    #[error("a game ends at 40 Victory Points only when a player has reached 40 (the higher score is {best}) ({clause})")]
    FortyNotReached {
        /// The higher score given.
        best: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The game is said to have ended at time, but a player has 40: it had ended then.
    #[error(
        "a player with 40 Victory Points ended the game at that instant, not at time ({clause})"
    )]
    FortyReachedBeforeTime {
        /// Where the rule is.
        clause: Clause,
    },
    /// Equal Victory Points: the points from defeated figures decide, and they were not given.
    #[error("the Victory Points are equal: give each player's Victory Points from defeating enemy figures, which break the tie ({clause})")]
    FigurePointsNeeded {
        /// Where the rule is.
        clause: Clause,
    },
    /// A round number that is not the next one.
    #[error("round {round} cannot be paired now: the next round is {expected} ({clause})")]
    WrongRound {
        /// The round asked for.
        round: u32,
        /// The round expected.
        expected: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// Fewer than two players to pair.
    #[error("a round needs at least two players, there are {active} ({clause})")]
    NotEnoughPlayers {
        /// Players who could be paired.
        active: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// More players than the pairing accepts.
    #[error("{count} players are more than the {max} an Imperial Assault round accepts")]
    TooManyPlayers {
        /// How many were given.
        count: u32,
        /// The bound.
        max: u32,
    },
    /// A player the standings do not know.
    #[error("{player} is not in the standings")]
    UnknownPlayer {
        /// The player.
        player: PlayerId,
    },
    /// A player listed twice.
    #[error("{player} is listed twice")]
    RepeatedPlayer {
        /// The player.
        player: PlayerId,
    },
    /// No mission is left to draw for a Swiss round.
    #[error("every one of the {pool} valid missions has been played in the Swiss rounds; a mission is not repeated before the cut ({clause})")]
    MissionsExhausted {
        /// The missions in the pool.
        pool: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The mission pool is empty or malformed.
    #[error("the valid missions must be 1 to {max} distinct names of 1 to {max_chars} characters ({clause})")]
    BadMissionPool {
        /// Most missions.
        max: u32,
        /// Longest name.
        max_chars: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The cut asks for more players than can take part.
    #[error(
        "a top {size} needs {size} players who have not dropped, there are {eligible} ({clause})"
    )]
    CutTooLarge {
        /// The cut's size.
        size: u32,
        /// Players who could take part.
        eligible: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// No such game in the bracket's current round.
    #[error("round {round} of the cut has no game {game} open for a result ({clause})")]
    NoSuchCutGame {
        /// The round of the cut.
        round: u32,
        /// The game asked for.
        game: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The result is meant for other players.
    #[error("the result names other players than the ones at that game ({clause})")]
    WrongPlayers {
        /// Where the rule is.
        clause: Clause,
    },
}

impl IaRefusal {
    /// The clause the refusal cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            IaRefusal::NegativeScore { clause, .. }
            | IaRefusal::ScoreTooHigh { clause, .. }
            | IaRefusal::FigurePointsAboveTotal { clause, .. }
            | IaRefusal::FortyNotReached { clause, .. }
            | IaRefusal::FortyReachedBeforeTime { clause }
            | IaRefusal::FigurePointsNeeded { clause }
            | IaRefusal::WrongRound { clause, .. }
            | IaRefusal::NotEnoughPlayers { clause, .. }
            | IaRefusal::MissionsExhausted { clause, .. }
            | IaRefusal::BadMissionPool { clause, .. }
            | IaRefusal::CutTooLarge { clause, .. }
            | IaRefusal::NoSuchCutGame { clause, .. }
            | IaRefusal::WrongPlayers { clause } => Some(*clause),
            IaRefusal::TooManyPlayers { .. }
            | IaRefusal::UnknownPlayer { .. }
            | IaRefusal::RepeatedPlayer { .. } => None,
        }
    }
}
