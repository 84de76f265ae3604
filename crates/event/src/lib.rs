//! The AGL event engine: an event from registration to final standings and rating changes, under
//! either ruleset version (AGL v1.0 or Season 2) and any of the four formats (Standard or Open
//! Tournament, Standard or Open League).
//!
//! An event is an [`EventDefinition`] plus an append-only list of [`EventAction`]s. The state, a
//! [`Tournament`], is derived by applying them in order, so replaying the same file always gives
//! the same state: round 1's draw comes from the seed recorded when round 1 was paired (or, in
//! events made before that, in the definition), and every later pairing is a pure function of
//! the results. Actions that stand but look wrong come back with typed warnings on [`Accepted`].
//! A [`SeasonLedger`] carries the ratings from one finished event to the next.
//!
//! ```
//! use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId};
//! use hexadraft_draft::RulesetVersion;
//! use hexadraft_event::*;
//!
//! let catalog = Catalog::shipped();
//! let definition = EventDefinition {
//!     name: "Friday Open".into(),
//!     format: EventFormat::OpenTournament,
//!     ruleset: RulesetVersion::AglV1,
//!     mods: vec![],
//!     event_type: EventType::Open,
//!     rounds: Some(1),
//!     scenarios: vec![ScenarioChoice::Official { id: ScenarioId::new("assault")? }],
//!     stadium: None,
//!     seed: Some(EventSeed::Number(42)),
//!     rematches: RematchPolicy::Avoid,
//!     lineup_size: None,
//!     rulings: Default::default(),
//!     publish_rounds: false,
//! };
//! let mut event = Tournament::new(&catalog, definition).map_err(|p| format!("{p:?}"))?;
//! for (name, pin) in [("Ana", "A1"), ("Bo", "B2"), ("Cy", "C3"), ("Di", "D4")] {
//!     let registration = Registration {
//!         name: name.into(),
//!         corvus_pin: pin.into(),
//!         sponsor: None,
//!         sponsor_unlocked: false,
//!         lineup: None,
//!         team_name: None,
//!     };
//!     event.apply(EventAction::RegisterPlayer { registration })?;
//! }
//! event.apply(EventAction::PairNextRound { round: 1, seed: None })?;
//! for table in [1, 2] {
//!     let score = |vp| ScoreInput { victory_points: vp, frags: 0, first_blood: false };
//!     let result = ResultInput {
//!         first: score(7),
//!         second: score(3),
//!         players: None,
//!         game_end: GameEnd::Played,
//!     };
//!     event.apply(EventAction::RecordResult { round: 1, table, result })?;
//! }
//! assert!(event.is_finished());
//! assert_eq!(event.standings().rows[0].points, 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Rulings on what the texts leave open are in docs/rulings.md, section "Event engine".

mod action;
pub mod change;
mod definition;
pub mod ia;
mod ledger;
mod pairing;
mod player;
mod policy;
mod rating;
mod refusal;
mod round;
mod ruleset;
mod scoring;
mod setup_options;
mod standings;
mod table_draft;
mod tournament;
mod warning;

pub use action::{Accepted, EventAction};
pub use definition::{
    DefinitionProblem, EventDefinition, EventSeed, EventType, RematchPolicy, RulingsEdition,
    ScenarioChoice, ScenarioProblem, UnknownRulingsEdition, MAX_EVENT_NAME_CHARS, MAX_LINEUP_SIZE,
    MAX_ROUNDS, MAX_SCENARIO_NAME_CHARS, MAX_SEED_CHARS,
};
pub use hexadraft_draft::{BySeat, Clause, EventFormat, ModOption, Seat, Section};
pub use ledger::{
    rank_players, LedgerChange, LedgerEvent, LedgerPlayer, LedgerProblem, LedgerSource,
    RankedPlayer, SeasonLedger, LEDGER_FORMAT, LEDGER_VERSION, MAX_LEDGER_BYTES, MAX_LEDGER_EVENTS,
    MAX_LEDGER_NAME_CHARS, REPORT_FORMAT, REPORT_VERSION,
};
pub use player::{
    PinKey, Player, PlayerId, Registration, MAX_PIN_CHARS, MAX_PLAYERS, MAX_PLAYER_NAME_CHARS,
    MAX_TEAM_NAME_CHARS,
};
pub use policy::{AglPolicy, ByeAward, EventPolicy, RegistrationRules, Tiebreak};
pub use rating::{
    actual_score, expected_score, BadRating, CurrentRatings, RatingChange, RatingReport,
    MAX_RATING, MIN_RATING, STARTING_RATING,
};
pub use refusal::{EventRefusal, ScoreField};
pub use round::{
    Bye, ByeReason, PairingNote, PairingReason, PairingWarning, PassedOver, PassedUndraftable,
    Placement, Round, Table,
};
pub use ruleset::{EventProgress, EventRuleset, RulesetKind};
pub use scoring::{
    agl_decision, agl_points, result_warnings, score_game, Decider, Decision, GameEnd, GameResult,
    Outcome, ResultInput, Score, ScoreInput, MAX_FRAGS, MAX_VICTORY_POINTS,
};
pub use setup_options::{
    setup_options, EventTypeOption, LineupSizeChoice, RoundSuggestion, SetupOptions,
};
pub use standings::{ByeScaling, Record, SeparatedBy, StandingRow, Standings};
pub use table_draft::{score_table_game, table_game_warnings, TableDraftProblem, TableDrafts};
pub use tournament::{
    AglOpenActions, EventSnapshot, EventStage, ReplayError, Tournament, MAX_NOTE_CHARS,
};
pub use warning::{RegistrationWarning, ResultWarning, ScenarioWarning};
