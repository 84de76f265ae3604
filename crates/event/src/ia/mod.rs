//! Imperial Assault skirmish tournaments (the second ruleset: IA Skirmish 1.1, the Spanish text
//! `imperial-assault-skirmish-tournament-rules-1.1-es.txt`), as pure functions and types. Every
//! rule names its clause ([`hexadraft_draft::Clause::ImperialAssault`]); where the text is
//! ambiguous the choice is in docs/rulings.md, "Imperial Assault".
//!
//! | module | rules | clause |
//! | --- | --- | --- |
//! | category | informal, competitive, premier; judges; the 55 + 10 minute round | «Categorías de torneos», «Participación de los jueces», «Estructura de los torneos» |
//! | structure | Swiss rounds and cut by number of players | «Estructura de rondas» |
//! | mission | each round's mission drawn without repeats before the cut | «Procedimiento de preparación de escaramuzas» |
//! | result | how a game ends; win 3, draw 1, loss 0 | «Fin de la partida», «Puntuaciones» |
//! | standings | strength of schedule, extended, lots; the TOME variant | «Desempates», «Fuerza de enfrentamientos y software de torneos» |
//! | pairing | random within points, pair-down, no rematches; byes | «Emparejamientos», «Byes» |
//! | bracket | the cut and its single-elimination bracket | «Rondas eliminatorias» |
//! | army, army_text | the army check; lists pasted as text | «Construcción de ejércitos» |
//! | seed | every draw derived from the one recorded seed | docs/rulings.md |
//!
//! A whole event runs through them in order (see `tests/ia_event.rs`): check the armies
//! ([`read_army_text`], [`check_army`]) and the structure ([`table_structure`],
//! [`check_structure`], [`check_missions`], [`check_staff`]); then for each Swiss round compute
//! [`ia_standings`], [`pair_round`], [`draw_mission`] and [`decide_game`] each result into the
//! [`SwissHistory`]; then [`Bracket::cut`], [`Bracket::record`] to a champion, and
//! [`Bracket::placings`].
//!
//! ```
//! use hexadraft_event::ia::*;
//! use hexadraft_event::{BySeat, PlayerId};
//! let players: Vec<PlayerId> = (1..=4).map(PlayerId::new).collect();
//! let seed = IaSeed::new(2015);
//! let history = SwissHistory::default();
//! let rulings = IaRulingsEdition::CURRENT;
//! let standings = ia_standings(&players, &history, SosMethod::Sum, rulings, seed);
//! let round1 = pair_round(&IaPairingInput {
//!     round: 1, standings: &standings, active: &players, history: &history,
//!     keep_apart: &[], seed, rulings,
//! })?;
//! assert_eq!(round1.tables.len(), 2);
//! let result = decide_game(&IaResultInput {
//!     victory_points: BySeat::new(40, 22), figure_points: None, end: GameEnd::FortyPoints,
//! })?;
//! assert_eq!(result.points, BySeat::new(3, 0));
//! # Ok::<(), IaRefusal>(())
//! ```
//!
//! # An event from its journal
//!
//! [`IaTournament`] runs an event as its definition ([`IaEventDefinition`]) plus the
//! organizer's actions ([`IaAction`]), replayed through the functions above; it is its own engine
//! beside the AGL [`crate::Tournament`] (docs/ARCHITECTURE.md, "Imperial Assault in the event
//! core").

mod army;
mod army_text;
mod bracket;
mod category;
mod edition;
mod event;
mod mission;
mod pairing;
mod refusal;
mod result;
mod seed;
mod standings;
mod structure;

pub use army::{
    check_army, AffiliationCards, ArmyList, ArmyProblem, ArmyReport, CommandEntry, DeploymentEntry,
    ARMY_POINTS, COMMAND_DECK_CARDS, COMMAND_DECK_POINTS, MAX_ARMY_ENTRIES, MAX_COPIES,
};
pub use army_text::{
    army_text, card_text_name, read_army_text, ArmyText, ArmyTextProblem, LineReading, ReadLine,
    MAX_ARMY_LINE_CHARS, MAX_ARMY_TEXT_BYTES, MAX_ARMY_TEXT_LINES,
};
pub use bracket::{Bracket, BracketGame, BracketRound, CutRoundName, Placing};
pub use category::{
    check_staff, CategoryRules, IaCategory, JudgesPlaying, RoundTimer, Staff, StaffProblem,
    StructureRule,
};
pub use edition::{IaRulingsEdition, UnknownIaRulingsEdition};
pub use event::{
    IaAccepted, IaAction, IaCutPreview, IaDefinitionProblem, IaEventDefinition, IaEventSnapshot,
    IaGameRef, IaGameReports, IaLeftOut, IaLeftOutReason, IaOpenActions, IaPlayer, IaReplayError,
    IaResultField, IaRound, IaRoundTable, IaRuleset, IaSnapshotChange, IaStage, IaTournament,
    MAX_EVENT_NAME_CHARS,
};
pub use mission::{
    check_missions, draw_mission, season_2015_maps, Mission, MissionDraw, MissionPool,
    MissionRound, MAX_MISSIONS, MAX_MISSION_NAME_CHARS,
};
pub use pairing::{
    pair_round, pair_round_as_recorded, IaBye, IaByeReason, IaPairing, IaPairingInput,
    IaPairingReason, IaSearchReport, IaTable, KeepApart, RecordedPairing, MAX_IA_PLAYERS,
};
pub use refusal::IaRefusal;
pub use result::{
    decide_cut_game, decide_game, ia_points, GameEnd, IaDecider, IaDecision, IaGameResult,
    IaOutcome, IaResultInput, MAX_IA_VICTORY_POINTS, VICTORY_POINT_GOAL,
};
pub use seed::{DrawPurpose, IaSeed};
pub use standings::{
    ia_standings, IaRecord, IaSeparatedBy, IaStandingRow, IaStandings, SosMethod, Strength,
    SwissBye, SwissGame, SwissHistory,
};
pub use structure::{
    check_structure, table_structure, CutSize, InvalidCutSize, RoundStructure, StructureProblem,
    MAX_CUT,
};
