//! Imperial Assault skirmish tournaments (IA Skirmish 1.1), as pure functions and types.

mod army;
mod army_text;
mod bracket;
mod category;
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
