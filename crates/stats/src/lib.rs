//! Pick, ban and win statistics over replayed drafts and events: what the meta looks like.
//!
//! Pure functions, no I/O: the app replays the journals and hands over [`EventInput`]s; each
//! game's draft enters as a [`PublicDraft`], made only from the draft's public view, so a
//! statistic can never count, show or let anyone infer a secret (an unrevealed Vassily swap, a
//! locked deck). Decks count only when the caller says they are public, and only for finished
//! events. Every rate carries its count and a low-sample mark ([`Rate`]).
//!
//! - [`agl_statistics`]: per character (availability, drafts, first picks, average pick slot,
//!   Koorie Queen bans, Zlavin blocks, Vassily swaps, win rate with mirrors removed, by scenario
//!   and Mod set), per Sponsor, per character Tactic.
//! - [`ia_statistics`]: Imperial Assault, per Deployment card and affiliation (share, players,
//!   win rate with mirrors removed, Swiss-to-cut conversion) and per Command card; army lists
//!   count only once their event is finished.
//! - [`character_season`]: one character's rates event by event, the rule changes marked.
//! - [`Filter`]: events, ruleset version, format, round range, Swiss or cut, dates.
//! - [`stats_report`], [`report_json`], [`games_csv`]: the versioned export, one row per game.

mod agl;
mod export;
mod filter;
mod ia;
mod input;
mod rate;
mod season;

pub use agl::{
    agl_statistics, AglStatistics, Breakdown, CharacterStats, SponsorStats, TacticStats,
};
pub use export::{
    game_rows, games_csv, report_json, stats_report, GameRow, StatsReport, GAMES_CSV_COLUMNS,
    STATS_FORMAT, STATS_VERSION,
};
pub use filter::Filter;
pub use ia::{
    ia_statistics, IaArmyInput, IaCardStats, IaCommandStats, IaEventInput, IaGameInput,
    IaPlayerInput, IaStatistics,
};
pub use input::{DeckAccess, EventInput, GameInput, GameOutcome, PublicDraft, Stage, TacticCard};
pub use rate::{Rate, WinRate, DEFAULT_LOW_SAMPLE};
pub use season::{character_season, SeasonPoint};

#[cfg(test)]
mod tests;
