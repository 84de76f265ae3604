//! Why an Imperial Assault step is refused, in plain words with its clause. A refused step
//! changes nothing.

use super::army::ArmyProblem;
use super::event::IaGameRef;
use super::structure::StructureProblem;
use crate::player::PlayerId;
use hexadraft_draft::{Clause, IaSection, Seat};
use serde::Serialize;

/// The clause of an Imperial Assault section.
pub(crate) fn ia(section: IaSection) -> Clause {
    Clause::ImperialAssault(section)
}

/// Why a step of an Imperial Assault event was refused: a result, a pairing, a mission draw, the
/// cut, or an organizer's action at the desk.
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
    /// A round's recorded pairing does not fit the round: a player present left out or seated
    /// twice, someone not present seated, or the bye given to another player than the rules give
    /// it to (a journal or event file changed by hand).
    #[error("the recorded pairing of round {round} does not seat every player present exactly once with the bye the rules give; the file was changed by hand ({clause})")]
    RecordedPairingNotValid {
        /// The round.
        round: u32,
        /// Where the rule is.
        clause: Clause,
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
    /// Registration, army lists and round 1 requests close when round 1 is paired.
    #[error("registration closed when round 1 was paired ({clause})")]
    RegistrationClosed {
        /// Where the rule is.
        clause: Clause,
    },
    /// A player's name is empty, too long or on more than one line.
    #[error("a player needs a name of 1 to {max} characters on one line")]
    BadPlayerName {
        /// The longest name accepted.
        max: u32,
    },
    /// No registered player has this number.
    #[error("no player {player} is registered")]
    NoSuchPlayer {
        /// The number asked for.
        player: PlayerId,
    },
    /// An army list breaks the army rules; every problem is listed.
    #[error("the army list is not legal: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    ArmyNotLegal {
        /// Every problem, each with its own clause.
        problems: Vec<ArmyProblem>,
        /// Where the rule is.
        clause: Clause,
    },
    /// Competitive and premier events need every player's army list before round 1.
    #[error("every player hands in an army list before the event; missing: {}", players.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))]
    ArmyListsMissing {
        /// The players without one.
        players: Vec<PlayerId>,
        /// Where the rule is.
        clause: Clause,
    },
    /// Round 1 requests to be kept apart belong to informal events.
    #[error("only an informal event keeps players apart in round 1 on request ({clause})")]
    KeepApartNotInformal {
        /// Where the rule is.
        clause: Clause,
    },
    /// A pair to keep apart names one player twice.
    #[error("{player} cannot be kept apart from themself")]
    KeepApartSelf {
        /// The player.
        player: PlayerId,
    },
    /// An informal event must choose its rounds before round 1.
    #[error("an informal event chooses its number of Swiss rounds (and any cut) before round 1 is paired ({clause})")]
    StructureNeeded {
        /// Where the rule is.
        clause: Clause,
    },
    /// The structure breaks a rule for the players present.
    #[error("{}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    StructureNotValid {
        /// Every problem.
        problems: Vec<StructureProblem>,
        /// Where the rule is.
        clause: Clause,
    },
    /// Every Swiss round is paired.
    #[error("all {rounds} Swiss rounds are paired ({clause})")]
    SwissRoundsComplete {
        /// The Swiss rounds.
        rounds: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The round before still has games without a result.
    #[error("round {round} still has {missing} games without a result ({clause})")]
    ResultsMissing {
        /// The round.
        round: u32,
        /// Games without a result.
        missing: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// Round 1 of an event without a seed fixed in advance needs the seed drawn for it.
    #[error("round 1 needs the seed drawn for the event's draws")]
    SeedMissing,
    /// A seed is recorded once: with round 1, and only when the definition has none.
    #[error("the event's seed is already fixed; round {round} does not draw another")]
    SeedNotExpected {
        /// The round.
        round: u32,
    },
    /// No such table in that round.
    #[error("round {round} has no table {table}")]
    NoSuchTable {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// The table already has a result: correct it instead.
    #[error("table {table} of round {round} already has a result; correct it instead")]
    ResultAlreadyRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// The table has no result to correct.
    #[error("table {table} of round {round} has no result to correct")]
    NoResultToCorrect {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// Once the cut is made the Swiss rounds are closed: their results seeded it.
    #[error("the cut is made: the Swiss rounds, their results and the players in them can no longer change ({clause})")]
    SwissRoundsClosed {
        /// Where the rule is.
        clause: Clause,
    },
    /// The event has no cut.
    #[error("this event has no cut ({clause})")]
    NoCut {
        /// Where the rule is.
        clause: Clause,
    },
    /// The cut is made after every Swiss round has its results.
    #[error("the cut follows the last Swiss round: {rounds_left} rounds or results are still to come ({clause})")]
    CutNotReady {
        /// Swiss rounds still to pair, or 1 while the last one has results missing.
        rounds_left: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The cut is made once.
    #[error("the cut is already made ({clause})")]
    CutAlreadyMade {
        /// Where the rule is.
        clause: Clause,
    },
    /// There is no cut to take back.
    #[error("the cut is not made; there is nothing to take back ({clause})")]
    NoCutToUndo {
        /// Where the rule is.
        clause: Clause,
    },
    /// A game of the cut has a result: the cut is being played and stays.
    #[error("a game of the cut has a result; the cut cannot be taken back ({clause})")]
    CutHasResults {
        /// Where the rule is.
        clause: Clause,
    },
    /// The player has already dropped.
    #[error("{player} has already dropped")]
    AlreadyDropped {
        /// The player.
        player: PlayerId,
    },
    /// The player has not dropped.
    #[error("{player} has not dropped")]
    NotDropped {
        /// The player.
        player: PlayerId,
    },
    /// Only the latest round can be taken back.
    #[error("only the latest round, {latest}, can be taken back, not round {round}")]
    NotTheLatestRound {
        /// The round asked for.
        round: u32,
        /// The latest round paired.
        latest: u32,
    },
    /// A round with a result is played: it cannot be taken back.
    #[error("round {round} has results; it cannot be taken back")]
    RoundHasResults {
        /// The round.
        round: u32,
    },
    /// Players are swapped in the latest Swiss round only.
    #[error("only players of the latest round, {latest}, can be swapped, not of round {round}")]
    SwapNotLatestRound {
        /// The round asked for.
        round: u32,
        /// The latest round paired (0 before round 1).
        latest: u32,
    },
    /// The player is neither seated nor given the bye in that round (dropped before it).
    #[error("{player} is not in round {round}'s pairings")]
    SwapNotInRound {
        /// The round.
        round: u32,
        /// The player.
        player: PlayerId,
    },
    /// The two players already meet: swapping them changes nothing.
    #[error("the two players already meet at table {table} of round {round}")]
    SwapOpponents {
        /// The round.
        round: u32,
        /// Their table.
        table: u32,
    },
    /// A result was reported by a player who does not play that game.
    #[error("player {player} does not play that game")]
    NotAtThisGame {
        /// The player.
        player: PlayerId,
    },
    /// A result was reported for a game whose result is already recorded: only the organizer
    /// corrects it.
    #[error("that game's result is already recorded; only the organizer can correct it")]
    GameHasResult {
        /// The game.
        game: IaGameRef,
    },
    /// Results wait for the round to be published (docs/rulings.md, "Publishing a round").
    #[error(
        "round {round} is not published yet: until the organizer publishes it, it takes no result and is shown nowhere but the desk ({clause})"
    )]
    RoundNotPublished {
        /// The round.
        round: u32,
        /// Where the ruling is.
        clause: Clause,
    },
    /// The round is published already (a round is published once; an event made before
    /// publishing existed publishes each round when it is paired).
    #[error("round {round} is already published ({clause})")]
    RoundAlreadyPublished {
        /// The round.
        round: u32,
        /// Where the ruling is.
        clause: Clause,
    },
    /// A player whose game has a result stays where they played.
    #[error("table {table} of round {round} has its result; its players stay where they played")]
    SwapAfterResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
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
            | IaRefusal::WrongPlayers { clause }
            | IaRefusal::RegistrationClosed { clause }
            | IaRefusal::ArmyListsMissing { clause, .. }
            | IaRefusal::KeepApartNotInformal { clause }
            | IaRefusal::StructureNeeded { clause }
            | IaRefusal::SwissRoundsComplete { clause, .. }
            | IaRefusal::ResultsMissing { clause, .. }
            | IaRefusal::SwissRoundsClosed { clause }
            | IaRefusal::NoCut { clause }
            | IaRefusal::CutNotReady { clause, .. }
            | IaRefusal::CutAlreadyMade { clause }
            | IaRefusal::NoCutToUndo { clause }
            | IaRefusal::CutHasResults { clause }
            | IaRefusal::ArmyNotLegal { clause, .. }
            | IaRefusal::StructureNotValid { clause, .. }
            | IaRefusal::RecordedPairingNotValid { clause, .. }
            | IaRefusal::RoundNotPublished { clause, .. }
            | IaRefusal::RoundAlreadyPublished { clause, .. } => Some(*clause),
            IaRefusal::TooManyPlayers { .. }
            | IaRefusal::UnknownPlayer { .. }
            | IaRefusal::RepeatedPlayer { .. }
            | IaRefusal::BadPlayerName { .. }
            | IaRefusal::NoSuchPlayer { .. }
            | IaRefusal::KeepApartSelf { .. }
            | IaRefusal::SeedMissing
            | IaRefusal::SeedNotExpected { .. }
            | IaRefusal::NoSuchTable { .. }
            | IaRefusal::ResultAlreadyRecorded { .. }
            | IaRefusal::NoResultToCorrect { .. }
            | IaRefusal::AlreadyDropped { .. }
            | IaRefusal::NotDropped { .. }
            | IaRefusal::NotTheLatestRound { .. }
            | IaRefusal::RoundHasResults { .. }
            | IaRefusal::SwapNotLatestRound { .. }
            | IaRefusal::SwapNotInRound { .. }
            | IaRefusal::SwapOpponents { .. }
            | IaRefusal::SwapAfterResult { .. }
            | IaRefusal::NotAtThisGame { .. }
            | IaRefusal::GameHasResult { .. } => None,
        }
    }
}
