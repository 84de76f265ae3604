//! The organizer's actions: the append-only log an event is replayed from, and what each
//! accepted action did.

use crate::definition::ScenarioChoice;
use crate::player::{PlayerId, Registration};
use crate::rating::CurrentRatings;
use crate::round::{PairingNote, PairingWarning};
use crate::scoring::{GameResult, ResultInput};
use crate::warning::{RegistrationWarning, ResultWarning, ScenarioWarning};
use hexadraft_draft::{ClockSettings, DraftFormat};
use serde::{Deserialize, Serialize};

/// One thing the organizer did. An event is its definition plus the list of these, in order.
/// Unknown fields are refused with their name.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum EventAction {
    /// Registers a player before round 1 is paired.
    RegisterPlayer {
        /// The control sheet's data.
        registration: Registration,
    },
    /// Registers a player who arrives after round 1 was paired; they join from the next round
    /// paired, with nothing for the rounds they missed.
    RegisterLateArrival {
        /// The control sheet's data.
        registration: Registration,
    },
    /// Corrects a player's registration: name and Corvus PIN at any time, Sponsor and Starting
    /// Lineup only before round 1 is paired (docs/rulings.md, "Correcting a registration").
    EditPlayer {
        /// The player.
        player: PlayerId,
        /// The corrected control sheet's data.
        registration: Registration,
    },
    /// The player leaves the event: they are not paired again, and keep their results.
    DropPlayer {
        /// The player.
        player: PlayerId,
    },
    /// Takes back a drop made by mistake: the player is paired again from the next round paired,
    /// with nothing for the rounds paired while they were out (docs/rulings.md, "Safety nets at
    /// the desk").
    ReinstatePlayer {
        /// The player.
        player: PlayerId,
    },
    /// Removes a registration made by mistake, before round 1 is paired. The players registered
    /// after it take the numbers one lower: nothing refers to a player's number before round 1.
    WithdrawRegistration {
        /// The player.
        player: PlayerId,
    },
    /// Takes back the latest round's pairing while none of its games has a result, to pair it
    /// again (after a late arrival, a drop or a correction); swaps made in it go with it.
    UnpairRound {
        /// The round: the latest paired.
        round: u32,
    },
    /// The organizer sets the number of rounds.
    SetRounds {
        /// The number of rounds.
        rounds: u32,
    },
    /// The organizer sets the scenario of a round not yet paired.
    SetScenario {
        /// The round.
        round: u32,
        /// The scenario.
        scenario: ScenarioChoice,
    },
    /// The organizer changes the scenario of a round not yet paired after the scenarios were
    /// announced: an explicit override, kept in the journal with its note and accepted with a
    /// warning (docs/rulings.md, "Scenarios are announced with the event").
    OverrideScenario {
        /// The round.
        round: u32,
        /// The new scenario.
        scenario: ScenarioChoice,
        /// The organizer's reason, if given (at most 200 characters).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        note: Option<String>,
    },
    /// Pairs the next round: round 1 at random, later rounds by the standings. The round number
    /// guards against pairing twice by mistake.
    PairNextRound {
        /// The round to pair: the next one.
        round: u32,
        /// Round 1 of an event whose definition fixes no seed: the seed of the draw and the bye,
        /// drawn by the front door at the moment of pairing and recorded here (docs/rulings.md,
        /// "Round 1's draw"). Absent otherwise, and in journals written before it existed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seed: Option<u32>,
    },
    /// The organizer swaps two players of the current round (seats or the bye) before their
    /// games have results.
    SwapPlayers {
        /// The round: the latest paired.
        round: u32,
        /// One player.
        first: PlayerId,
        /// The other player.
        second: PlayerId,
    },
    /// Publishes the latest round, paired as the organizer's proposal: from now on the room,
    /// the players' phones and the printed pairings show it, and its results may be entered
    /// (docs/rulings.md, "Publishing a round").
    PublishRound {
        /// The round: the latest paired.
        round: u32,
    },
    /// Records a table's result.
    RecordResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The scores.
        result: ResultInput,
    },
    /// Replaces a table's recorded result; everything computed from results follows, and the
    /// pairings already published stay as they are.
    CorrectResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The corrected scores.
        result: ResultInput,
    },
    /// Records the players' ratings before the event (by Corvus PIN; anyone not listed starts
    /// at 1000), which the rating report starts from. Replaces the ratings set before; allowed
    /// at any time, since it changes no result (AGL v1.0, Basic Rules, "Rankings").
    SetRatingsBefore {
        /// The ratings.
        ratings: CurrentRatings,
    },
    /// The organizer makes the locked decks of a finished event public: from then on the
    /// player-safe statistics (the projector, the room page, player-safe exports) count its
    /// Tactics (docs/rulings.md, "Decks made public after the event"). It cannot be taken back.
    MakeDecksPublic,
    /// The organizer chooses how the drafts of the event's tables are run from now on: their
    /// pace clock and their draft format, the whole format as data so the event replays where
    /// the organizer's saved formats are not (docs/rulings.md, "Draft formats" and "The pace
    /// clock"). A draft already started keeps what its own journal recorded.
    SetTableDrafts {
        /// The pace clock (`None`: untimed).
        #[serde(default)]
        clock: Option<ClockSettings>,
        /// The draft format (`None`: the official order of the event's ruleset and Mods).
        #[serde(default)]
        format: Option<DraftFormat>,
    },
}

impl EventAction {
    /// The action's kind, as in the JSON (`registerPlayer`, `pairNextRound`, ...).
    pub fn kind(&self) -> &'static str {
        match self {
            EventAction::RegisterPlayer { .. } => "registerPlayer",
            EventAction::RegisterLateArrival { .. } => "registerLateArrival",
            EventAction::EditPlayer { .. } => "editPlayer",
            EventAction::DropPlayer { .. } => "dropPlayer",
            EventAction::ReinstatePlayer { .. } => "reinstatePlayer",
            EventAction::WithdrawRegistration { .. } => "withdrawRegistration",
            EventAction::UnpairRound { .. } => "unpairRound",
            EventAction::SetRounds { .. } => "setRounds",
            EventAction::SetScenario { .. } => "setScenario",
            EventAction::OverrideScenario { .. } => "overrideScenario",
            EventAction::PairNextRound { .. } => "pairNextRound",
            EventAction::SwapPlayers { .. } => "swapPlayers",
            EventAction::RecordResult { .. } => "recordResult",
            EventAction::CorrectResult { .. } => "correctResult",
            EventAction::SetRatingsBefore { .. } => "setRatingsBefore",
            EventAction::MakeDecksPublic => "makeDecksPublic",
            EventAction::SetTableDrafts { .. } => "setTableDrafts",
            EventAction::PublishRound { .. } => "publishRound",
        }
    }
}

/// What an accepted action did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Accepted {
    /// A player was registered.
    Registered {
        /// Their number.
        player: PlayerId,
        /// What the organizer should know (a lineup too alike to others' to be drafted against
        /// them).
        warnings: Vec<RegistrationWarning>,
    },
    /// A player's registration was corrected.
    PlayerEdited {
        /// The player.
        player: PlayerId,
        /// The PIN the player had before, when the correction changed it (not just its case):
        /// a front door that keeps anything by PIN (the ratings before the event) moves it to
        /// the new PIN. The event itself still finds ratings kept under the old PIN.
        previous_pin: Option<String>,
        /// What the organizer should know about the corrected registration.
        warnings: Vec<RegistrationWarning>,
    },
    /// A player dropped.
    Dropped {
        /// The player.
        player: PlayerId,
        /// Their table in the current round if it still needs a result.
        pending_table: Option<u32>,
    },
    /// A dropped player is back in the event.
    Reinstated {
        /// The player.
        player: PlayerId,
    },
    /// A registration was removed before round 1; later players' numbers moved down by one.
    RegistrationWithdrawn {
        /// The number the player had.
        player: PlayerId,
        /// Their name, to say who it was.
        name: String,
    },
    /// The latest round's pairing was taken back.
    RoundUnpaired {
        /// The round.
        round: u32,
    },
    /// The number of rounds was set.
    RoundsSet {
        /// The number of rounds.
        rounds: u32,
    },
    /// A round's scenario was set.
    ScenarioSet {
        /// The round.
        round: u32,
        /// What the organizer should know (a round added after round 1 was not announced).
        warnings: Vec<ScenarioWarning>,
    },
    /// An announced scenario was overridden.
    ScenarioOverridden {
        /// The round.
        round: u32,
        /// The scenario the round had before, if any.
        previous: Option<ScenarioChoice>,
        /// The change, as a warning for the organizer to pass on to the players.
        warnings: Vec<ScenarioWarning>,
    },
    /// A round was paired.
    Paired {
        /// The round.
        round: u32,
        /// How many tables it has.
        tables: u32,
        /// Who has the bye.
        bye: Option<PlayerId>,
        /// Every warning of the round's tables and bye.
        warnings: Vec<PairingWarning>,
        /// How the pairing was made.
        notes: Vec<PairingNote>,
    },
    /// Two players were swapped.
    Swapped {
        /// The round.
        round: u32,
        /// Rules the new pairing breaks.
        warnings: Vec<PairingWarning>,
    },
    /// A result was recorded.
    ResultRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The result.
        result: GameResult,
        /// What looks implausible in it (recorded as entered all the same).
        warnings: Vec<ResultWarning>,
    },
    /// A result was corrected.
    ResultCorrected {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// The result it replaced.
        previous: GameResult,
        /// The new result.
        result: GameResult,
        /// What looks implausible in it (recorded as entered all the same).
        warnings: Vec<ResultWarning>,
    },
    /// A round was published.
    RoundPublished {
        /// The round.
        round: u32,
    },
    /// The ratings before the event were recorded.
    RatingsBeforeSet {
        /// How many players they list.
        listed: u32,
    },
    /// The event's locked decks were made public.
    DecksMadePublic,
    /// The organizer's choice for the tables' drafts was recorded.
    TableDraftsSet,
}
