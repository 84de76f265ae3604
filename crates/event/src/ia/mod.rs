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
//! let standings = ia_standings(&players, &history, SosMethod::Sum, seed);
//! let round1 = pair_round(&IaPairingInput {
//!     round: 1, standings: &standings, active: &players, history: &history,
//!     keep_apart: &[], seed,
//! })?;
//! assert_eq!(round1.tables.len(), 2);
//! let result = decide_game(&IaResultInput {
//!     victory_points: BySeat::new(40, 22), figure_points: None, end: GameEnd::FortyPoints,
//! })?;
//! assert_eq!(result.points, BySeat::new(3, 0));
//! # Ok::<(), IaRefusal>(())
//! ```
//!
//! # Phase 2: how Imperial Assault joins the event core
//!
//! These modules do not touch [`crate::Tournament`]; the core is being corrected for AGL at the
//! same time. Once it settles, Imperial Assault plugs in as follows (docs/ARCHITECTURE.md,
//! "Imperial Assault in the event core", says the same for the whole app).
//!
//! - **Naming the ruleset.** A `Ruleset` enum beside today's `RulesetVersion`:
//!   `Agl(RulesetVersion)` and `ImperialAssault(IaVersion::Skirmish11)`, serialized as the plain
//!   strings `agl-v1.0`, `agl-season-2` and `ia-skirmish-1.1`. The two AGL strings are exactly
//!   what `RulesetVersion` writes today, so every definition, journal header
//!   (`ruleset_version`) and export written by today's app reads as `Ruleset::Agl(..)` unchanged.
//!   The draft keeps `RulesetVersion` (only AGL has a draft).
//! - **The definition.** An IA event's definition carries `ruleset: "ia-skirmish-1.1"`,
//!   `category`, `structure` ([`RoundStructure`]), `missions` ([`MissionPool`]), `sos_method`,
//!   `staff` and `seed`; no format, Mods, event type (K factor) or stadium. The definition type
//!   becomes an enum read by its `ruleset` field (a custom `Deserialize` that looks at that field
//!   first), so an AGL definition is read exactly as today.
//! - **Policy hooks.** `EventPolicy` gains what IA decides differently: `pair` (the whole round,
//!   bye included; the AGL implementation is today's `pair_ranking` pass, IA's is [`pair_round`]),
//!   `standings` (IA: [`ia_standings`]; the last tiebreak becomes a policy choice: registration
//!   order for AGL, seeded lots for IA), `decide` over a ruleset-specific result input
//!   (`ResultInput::Agl` / `ResultInput::Ia` carrying [`IaResultInput`]), `cut` (none for AGL;
//!   [`Bracket`] for IA), `missions` (AGL: scenarios chosen by the organizer; IA:
//!   [`draw_mission`]) and `registration` (IA: an [`ArmyList`] checked by [`check_army`],
//!   required unless the category is informal). `Tiebreak` and `SeparatedBy` gain
//!   strength of schedule, extended strength and lot.
//! - **Journal actions IA adds.** `registerPlayer` with an optional `army` ([`ArmyList`]) instead
//!   of `sponsor`/`lineup`; `keepApart` (informal, before round 1); `pairNextRound` as today (IA
//!   pairing behind the hook); `drawMission { round }` (the draw is a function of the seed, the
//!   round and the missions drawn before; the action records the drawn index so a replay with
//!   another pool is caught); `recordResult`/`correctResult` carrying [`IaResultInput`];
//!   `makeCut` (after the last Swiss round; the [`Bracket`] comes from the standings);
//!   `recordCutResult { round, game, result }`; `dropPlayer` as today.
//! - **Files and the CLI.** The event file keeps its shape (`{definition, actions}`), with the IA
//!   definition and actions above; `hexadraft-cli ia check-army FILE` reads an army list as text
//!   (docs/formats.md, "Army list text") or JSON and prints the [`ArmyReport`]; the IA pack and
//!   overlay are the catalog's (`hexadraft_catalog::ia`).

mod army;
mod army_text;
mod bracket;
mod category;
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
pub use bracket::{Bracket, BracketGame, BracketRound, Placing};
pub use category::{
    check_staff, CategoryRules, IaCategory, JudgesPlaying, RoundTimer, Staff, StaffProblem,
    StructureRule,
};
pub use event::{
    IaAccepted, IaAction, IaDefinitionProblem, IaEventDefinition, IaEventSnapshot, IaPlayer,
    IaReplayError, IaRound, IaRoundTable, IaRuleset, IaStage, IaTournament, MAX_EVENT_NAME_CHARS,
};
pub use mission::{
    check_missions, draw_mission, season_2015_maps, Mission, MissionDraw, MissionPool,
    MissionRound, MAX_MISSIONS, MAX_MISSION_NAME_CHARS,
};
pub use pairing::{
    pair_round, IaBye, IaByeReason, IaPairing, IaPairingInput, IaPairingReason, IaSearchReport,
    IaTable, KeepApart, MAX_IA_PLAYERS,
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
