//! Why an action is refused. A refused action changes nothing.

use crate::definition::{DefinitionProblem, ScenarioProblem};
use crate::player::PlayerId;
use hexadraft_catalog::{LineupProblem, SponsorId};
use hexadraft_draft::Clause;
use hexadraft_draft::{BySeat, ClockRefusal, FormatProblem, Seat};
use serde::Serialize;

/// Which number of a score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum ScoreField {
    /// Victory Points.
    VictoryPoints,
    /// Frags.
    Frags,
}

impl std::fmt::Display for ScoreField {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScoreField::VictoryPoints => "Victory Points",
            ScoreField::Frags => "Frags",
        })
    }
}

/// Why an action was refused, in plain words with the clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum EventRefusal {
    /// No such player.
    #[error("there is no {player} in this event")]
    UnknownPlayer {
        /// The number given.
        player: PlayerId,
    },
    /// The player already dropped.
    #[error("{player} already dropped after round {after_round}")]
    AlreadyDropped {
        /// The player.
        player: PlayerId,
        /// The round after which they dropped.
        after_round: u32,
    },
    /// Only a dropped player can be reinstated.
    #[error("{player} has not dropped, so there is no drop to take back")]
    NotDropped {
        /// The player.
        player: PlayerId,
    },
    /// A registration can be removed only before round 1 is paired.
    #[error("{player} cannot be removed once round 1 is paired: drop them instead, which keeps their results")]
    WithdrawAfterStart {
        /// The player.
        player: PlayerId,
        /// The rounds paired so far.
        paired: u32,
    },
    /// Only the latest paired round can be unpaired.
    #[error("round {round} is not the latest paired round (round {latest} is): only the latest can be paired again")]
    NotTheLatestRound {
        /// The round asked for.
        round: u32,
        /// The latest paired round (0: none).
        latest: u32,
    },
    /// A round with a result cannot be unpaired.
    #[error("round {round} already has results at tables {tables:?}: a round with results stays paired (correct a result instead)")]
    RoundHasResults {
        /// The round.
        round: u32,
        /// The tables with a result.
        tables: Vec<u32>,
    },
    /// Round 1 is paired: newcomers are late arrivals.
    #[error("round {paired} is already paired, so registration is closed: register the player as a late arrival")]
    RegistrationClosed {
        /// The rounds paired so far.
        paired: u32,
    },
    /// Round 1 is not paired yet: a newcomer is not late.
    #[error(
        "round 1 has not been paired yet: register the player normally, not as a late arrival"
    )]
    NotLate,
    /// The event is full.
    #[error("the event already has the most players the app accepts ({max})")]
    TooManyPlayers {
        /// The bound.
        max: u32,
    },
    /// The name is empty or too long.
    #[error("a player needs a name of 1 to {max} characters ({clause})")]
    BadPlayerName {
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The team name is too long or holds a line break or other control character.
    #[error("a team name has at most {max} characters and no line breaks ({clause})")]
    BadTeamName {
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The PIN is malformed.
    #[error("a Corvus PIN is 1 to {max} letters, digits or hyphens ({clause})")]
    BadPin {
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// Another player has the PIN.
    #[error("the Corvus PIN {pin} is already registered to {player}")]
    DuplicatePin {
        /// The PIN.
        pin: String,
        /// Who has it.
        player: PlayerId,
    },
    /// The format needs a Sponsor.
    #[error("players have to choose exactly one Sponsor before the event ({clause})")]
    SponsorRequired {
        /// Where the rule is.
        clause: Clause,
    },
    /// Not a Sponsor of the catalog.
    #[error("{sponsor} is not a Sponsor of the catalog")]
    UnknownSponsor {
        /// The id given.
        sponsor: SponsorId,
    },
    /// A Special Sponsor not marked unlocked.
    #[error("{sponsor} is a Special Sponsor: players can only choose it if they have unlocked it on their AGL profile, and this registration does not say so ({clause})")]
    SpecialSponsorLocked {
        /// The Sponsor.
        sponsor: SponsorId,
        /// Where the rule is.
        clause: Clause,
    },
    /// The format needs a Starting Lineup.
    #[error("every player has to build a Starting Lineup of {size} characters before the event ({clause})")]
    LineupRequired {
        /// The size the Mods require.
        size: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The lineup is not legal.
    #[error("the Starting Lineup is not legal: {} ({clause})", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Lineup {
        /// Every problem found.
        problems: Vec<LineupProblem>,
        /// Where the rule is.
        clause: Clause,
    },
    /// The rounds cannot be set to that number.
    #[error("{problem}")]
    Rounds {
        /// What is wrong.
        problem: DefinitionProblem,
    },
    /// Fewer rounds than already paired.
    #[error("{paired} rounds are already paired, so the event cannot have only {rounds}")]
    FewerRoundsThanPaired {
        /// The rounds asked for.
        rounds: u32,
        /// The rounds already paired.
        paired: u32,
    },
    /// The round number is outside the event's bounds.
    #[error("there is no round {round}: rounds run from 1 to {max}")]
    RoundOutOfRange {
        /// The round given.
        round: u32,
        /// The bound.
        max: u32,
    },
    /// The round is already paired.
    #[error("round {round} is already paired and published; its scenario cannot change")]
    RoundAlreadyPaired {
        /// The round.
        round: u32,
    },
    /// Round 1 cannot be paired before every planned round's scenario is announced.
    #[error("round 1 cannot be paired before the scenario of every planned round is chosen: the scenarios are announced with the event (missing: round {}) ({clause})", missing.iter().map(ToString::to_string).collect::<Vec<_>>().join(", round "))]
    ScenariosNotAnnounced {
        /// The planned rounds without a scenario.
        missing: Vec<u32>,
        /// Where the rule is.
        clause: Clause,
    },
    /// The round's scenario was announced; changing it is an explicit override.
    #[error("round {round}'s scenario was announced with the event, so players built their lineups for it; change it with an explicit override (overrideScenario) ({clause})")]
    ScenarioAnnounced {
        /// The round.
        round: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The override's note is too long or holds a line break.
    #[error("a note has at most {max} characters and no line breaks")]
    BadNote {
        /// The bound.
        max: u32,
    },
    /// A scenario problem.
    #[error("round {round}: {problem}")]
    Scenario {
        /// The round.
        round: u32,
        /// What is wrong.
        problem: ScenarioProblem,
    },
    /// Not the next round.
    #[error("the next round to pair is round {next}, not round {given}")]
    NotTheNextRound {
        /// The round given.
        given: u32,
        /// The next round.
        next: u32,
    },
    /// Round 1 of an event without a fixed seed needs the seed drawn at pairing.
    #[error("round 1 is paired at random, and this event's seed is drawn at the moment of pairing: the pairing must carry the seed the app drew ({clause})")]
    RoundOneSeedMissing {
        /// Where the rule is.
        clause: Clause,
    },
    /// A seed drawn at pairing for an event whose definition already fixes one.
    #[error(
        "this event's definition already fixes the seed of round 1; a pairing cannot bring another"
    )]
    SeedFixedInDefinition,
    /// A seed for a round after the first.
    #[error(
        "round {round} is paired from the standings, not at random: only round 1 takes a seed"
    )]
    SeedOnlyForRoundOne {
        /// The round being paired.
        round: u32,
    },
    /// Every planned round is paired.
    #[error("all {rounds} rounds of the event are paired; the organizer may add rounds first ({clause})")]
    AllRoundsPaired {
        /// The planned rounds.
        rounds: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The current round still lacks results.
    #[error("round {round} still needs results at table(s) {}: the next round is paired from everyone's results ({clause})", tables.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))]
    ResultsMissing {
        /// The round.
        round: u32,
        /// The tables without a result.
        tables: Vec<u32>,
        /// Where the rule is.
        clause: Clause,
    },
    /// Fewer than the minimum players are active.
    #[error(
        "only {active} players can be paired, and the event needs {minimum} or more ({clause})"
    )]
    TooFewPlayers {
        /// Active players.
        active: u32,
        /// The minimum.
        minimum: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The round has no scenario.
    #[error(
        "round {round} has no scenario: the Organizer must choose one for each round ({clause})"
    )]
    NoScenario {
        /// The round.
        round: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// Every active player already had a bye.
    #[error("the number of players is odd and every one of them already had a bye; a player is never given more than one bye, so drop a player or register a late arrival first ({clause})")]
    NoPlayerCanTakeTheBye {
        /// Where the rule is.
        clause: Clause,
    },
    /// The round does not exist (yet).
    #[error("there is no round {round}: {paired} round(s) have been paired")]
    UnknownRound {
        /// The round given.
        round: u32,
        /// Rounds paired.
        paired: u32,
    },
    /// The table does not exist in that round.
    #[error("round {round} has no table {table}: its tables are 1 to {tables}")]
    UnknownTable {
        /// The round.
        round: u32,
        /// The table given.
        table: u32,
        /// How many tables the round has.
        tables: u32,
    },
    /// The players named are not the ones at the table.
    #[error("table {table} of round {round} seats {} (first seat) and {} (second seat), not {} and {}", seated.first, seated.second, given.first, given.second)]
    NotTheirTable {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// Who sits there.
        seated: BySeat<PlayerId>,
        /// Who the result named.
        given: BySeat<PlayerId>,
    },
    /// A result is already recorded.
    #[error("table {table} of round {round} already has a result: correct it instead")]
    ResultAlreadyRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// There is nothing to correct.
    #[error("table {table} of round {round} has no result to correct: record it instead")]
    NoResultToCorrect {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A negative number.
    #[error("{seat} has {value} {field}: scores cannot be negative ({clause})")]
    NegativeScore {
        /// The seat.
        seat: Seat,
        /// Which number.
        field: ScoreField,
        /// The value given.
        value: i32,
        /// Where the rule is.
        clause: Clause,
    },
    /// An impossibly high number.
    #[error("{seat} has {value} {field}: the app accepts at most {max} in one game")]
    ScoreTooHigh {
        /// The seat.
        seat: Seat,
        /// Which number.
        field: ScoreField,
        /// The value given.
        value: i32,
        /// The bound.
        max: u32,
    },
    /// A table's game result before its draft is complete: the game is played with the teams
    /// the draft fixes.
    #[error("the game's result can be recorded once the draft is complete ({clause})")]
    DraftNotComplete {
        /// Where the rule is.
        clause: Clause,
    },
    /// Both players marked with First Blood.
    #[error("only one player can score First Blood ({clause})")]
    TwoFirstBloods {
        /// Where the rule is.
        clause: Clause,
    },
    /// First Blood under a ruleset without it.
    #[error("this event's rules have no First Blood: it is a Season 2 rule ({clause})")]
    NoFirstBloodInRuleset {
        /// Where the rule is.
        clause: Clause,
    },
    /// Swaps are for the current round only.
    #[error("only the current round ({current}) can be changed by a swap, not round {round}")]
    SwapOutsideCurrentRound {
        /// The round given.
        round: u32,
        /// The current round.
        current: u32,
    },
    /// A player swapped with themselves.
    #[error("a swap needs two different players; {player} was given twice")]
    SwapWithSelf {
        /// The player.
        player: PlayerId,
    },
    /// The player is not in the round.
    #[error("{player} is not in round {round}")]
    NotInRound {
        /// The player.
        player: PlayerId,
        /// The round.
        round: u32,
    },
    /// Both players sit at the same table.
    #[error("both players already sit at table {table}; swapping them changes nothing")]
    SwapAtSameTable {
        /// The table.
        table: u32,
    },
    /// The table already has a result.
    #[error("table {table} already has a result; correct the result instead of swapping players")]
    SwapAfterResult {
        /// The table.
        table: u32,
    },
    /// Decks are made public only once the event has ended: until then they are secret.
    #[error("the decks can be made public only once the event has ended ({rounds_left} rounds or results still to come)")]
    DecksPublicBeforeEnd {
        /// Rounds not yet finished (paired without every result, or not paired yet).
        rounds_left: u32,
    },
    /// The event's decks are already public.
    #[error("the decks of this event are already public")]
    DecksAlreadyPublic,
    /// The Sponsor cannot change once the event has begun.
    #[error("{player} cannot change Sponsor once round 1 is paired: players cannot change their Sponsor during the event ({clause})")]
    SponsorFixed {
        /// The player.
        player: PlayerId,
        /// Where the rule is.
        clause: Clause,
    },
    /// The Starting Lineup cannot change once the event has begun.
    #[error("{player} cannot change the Starting Lineup once round 1 is paired: it is built before the event and fixed for all of it ({clause})")]
    LineupFixed {
        /// The player.
        player: PlayerId,
        /// Where the rule is.
        clause: Clause,
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
    /// The draft format chosen for the tables does not fit the event's Mods.
    #[error("the draft format \"{name}\" does not fit this event's Mods: {} ({clause})", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    TableDraftFormat {
        /// The format's name.
        name: String,
        /// Every problem, in turn order.
        problems: Vec<FormatProblem>,
        /// The first problem's clause.
        clause: Clause,
    },
    /// The pace clock chosen for the tables is outside the clock's limits.
    #[error("{refusal}")]
    TableDraftClock {
        /// The clock's own refusal.
        refusal: ClockRefusal,
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
}

impl EventRefusal {
    /// The clause the problem cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            EventRefusal::BadPlayerName { clause, .. }
            | EventRefusal::BadPin { clause, .. }
            | EventRefusal::BadTeamName { clause, .. }
            | EventRefusal::SponsorRequired { clause, .. }
            | EventRefusal::SpecialSponsorLocked { clause, .. }
            | EventRefusal::LineupRequired { clause, .. }
            | EventRefusal::Lineup { clause, .. }
            | EventRefusal::AllRoundsPaired { clause, .. }
            | EventRefusal::ResultsMissing { clause, .. }
            | EventRefusal::TooFewPlayers { clause, .. }
            | EventRefusal::NoScenario { clause, .. }
            | EventRefusal::RoundOneSeedMissing { clause, .. }
            | EventRefusal::ScenariosNotAnnounced { clause, .. }
            | EventRefusal::ScenarioAnnounced { clause, .. }
            | EventRefusal::NoPlayerCanTakeTheBye { clause, .. }
            | EventRefusal::NegativeScore { clause, .. }
            | EventRefusal::DraftNotComplete { clause, .. }
            | EventRefusal::TwoFirstBloods { clause, .. }
            | EventRefusal::NoFirstBloodInRuleset { clause, .. }
            | EventRefusal::SponsorFixed { clause, .. }
            | EventRefusal::LineupFixed { clause, .. }
            | EventRefusal::RoundNotPublished { clause, .. }
            | EventRefusal::RoundAlreadyPublished { clause, .. }
            | EventRefusal::TableDraftFormat { clause, .. }
            | EventRefusal::TableDraftClock { clause, .. } => Some(*clause),
            EventRefusal::Rounds { problem, .. } => problem.clause(),
            EventRefusal::Scenario { problem, .. } => problem.clause(),
            EventRefusal::UnknownPlayer { .. }
            | EventRefusal::AlreadyDropped { .. }
            | EventRefusal::NotDropped { .. }
            | EventRefusal::WithdrawAfterStart { .. }
            | EventRefusal::NotTheLatestRound { .. }
            | EventRefusal::RoundHasResults { .. }
            | EventRefusal::RegistrationClosed { .. }
            | EventRefusal::NotLate
            | EventRefusal::TooManyPlayers { .. }
            | EventRefusal::DuplicatePin { .. }
            | EventRefusal::UnknownSponsor { .. }
            | EventRefusal::FewerRoundsThanPaired { .. }
            | EventRefusal::RoundOutOfRange { .. }
            | EventRefusal::RoundAlreadyPaired { .. }
            | EventRefusal::NotTheNextRound { .. }
            | EventRefusal::SeedFixedInDefinition
            | EventRefusal::BadNote { .. }
            | EventRefusal::SeedOnlyForRoundOne { .. }
            | EventRefusal::UnknownRound { .. }
            | EventRefusal::UnknownTable { .. }
            | EventRefusal::NotTheirTable { .. }
            | EventRefusal::ResultAlreadyRecorded { .. }
            | EventRefusal::NoResultToCorrect { .. }
            | EventRefusal::ScoreTooHigh { .. }
            | EventRefusal::SwapOutsideCurrentRound { .. }
            | EventRefusal::SwapWithSelf { .. }
            | EventRefusal::NotInRound { .. }
            | EventRefusal::SwapAtSameTable { .. }
            | EventRefusal::SwapAfterResult { .. }
            | EventRefusal::DecksPublicBeforeEnd { .. }
            | EventRefusal::DecksAlreadyPublic => None,
        }
    }
}
