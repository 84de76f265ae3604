//! The clauses of the rules documents (and of this project's rulings) that refusals cite.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A clause of the AGL rules, or one of this project's rulings in docs/rulings.md where the rules
/// are silent. Every refusal names one, so a player can look the rule up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Clause {
    /// Players use only the Characters of their Starting Lineup.
    StartingLineup,
    /// Exactly one Sponsor; Special Sponsors only if unlocked.
    ChoosingYourSponsor,
    /// The coin toss for Player A and the pick order A1, B2, A2, B2, A1.
    BuildingTeamsEachRound,
    /// Two Tactics from each Character; 18-card deck.
    Deckbuilding,
    /// The Mods a version offers, and that they combine unless one says otherwise.
    TournamentMods,
    /// Koorie Queen Mod: each player bans one Character of the rival's Starting Lineup.
    KoorieQueenMod,
    /// Zlavin Mod: a Character one player chose is blocked for the other.
    ZlavinMod,
    /// Vassily Mod: each player may secretly replace one of their four.
    VassilyMod,
    /// Semy Mod: each player builds the opponent's team from the opponent's lineup.
    SemyMod,
    /// Carano Mod: a fixed team of four, alone.
    CaranoMod,
    /// AGL Circuit Mod: one stadium for the whole event.
    AglCircuitMod,
    /// Final Boss Mod, team building: six characters, A1 B2 A2 B2 A2 B2 A1.
    FinalBossTeams,
    /// Final Boss Mod, Underdog: the sum of six Initiatives.
    FinalBossUnderdog,
    /// Final Boss Mod, Tactics deck: 10 General plus 8, at most two per character.
    FinalBossDeck,
    /// Compass Transportation: its holder may choose who is Player A.
    CompassTransportation,
    /// Vissiorama: the rival cannot apply their Sponsor's effects.
    Vissiorama,
    /// Accesstel: at deployment, learn the Tactics chosen for one enemy Character.
    Accesstel,
    /// Keller Resources: the Underdog token at the first Round and on Victory Point ties.
    KellerResources,
    /// Ruling: under Zlavin, a ban or pick may not leave a team impossible to complete.
    RulingZlavinCompletion,
    /// Ruling: under Zlavin, the Vassily swap may not bring in a character the rival holds.
    RulingVassilyWithZlavin,
    /// Ruling: which steps may be undone, by whom and until when.
    RulingUndo,
    /// Ruling: secret choices are committed with a salted hash.
    RulingCommitments,
}

impl Clause {
    /// Where to read it: the clause in both versions where it exists in both.
    pub fn citation(self) -> &'static str {
        match self {
            Clause::StartingLineup => {
                "AGL v1.0, Standard Tournament, \"Starting Lineup\"; AGL S2, \"Alineación Inicial\""
            }
            Clause::ChoosingYourSponsor => {
                "AGL v1.0, Standard Tournament, \"Choosing your Sponsor\"; AGL S2, \"Elección del Patrocinador\""
            }
            Clause::BuildingTeamsEachRound => {
                "AGL v1.0, Standard Tournament, \"Building Teams at the beginning of each Tournament Round\"; AGL S2, \"Elección del equipo al inicio de cada Ronda de Torneo\""
            }
            Clause::Deckbuilding => {
                "AGL v1.0, Standard Tournament, \"Deckbuilding\"; AGL S2, \"Formar los mazos\""
            }
            Clause::TournamentMods => {
                "AGL v1.0, \"Tournament Mods\"; AGL S2, \"Mods de Torneo\""
            }
            Clause::KoorieQueenMod => "AGL v1.0, \"Koorie Queen Mod\"; AGL S2, \"Mod Reina Koorie\"",
            Clause::ZlavinMod => "AGL v1.0, \"Zlavin Mod\"; AGL S2, \"Mod Zlavin\"",
            Clause::VassilyMod => "AGL v1.0, \"Vassily Mod\"",
            Clause::SemyMod => "AGL v1.0, \"Semy Mod\"",
            Clause::CaranoMod => "AGL v1.0, \"Carano Mod\"; AGL S2, \"Mod Carano\"",
            Clause::AglCircuitMod => "AGL S2, \"Mod Circuito AGL\"",
            Clause::FinalBossTeams => "AGL S2, Mod Final Boss, \"Formar los equipos\"",
            Clause::FinalBossUnderdog => "AGL S2, Mod Final Boss, \"Underdog\"",
            Clause::FinalBossDeck => "AGL S2, Mod Final Boss, \"Formar el mazo de Tácticas\"",
            Clause::CompassTransportation => {
                "AGL v1.0 and S2, \"List of Sponsors\": Compass Transportation"
            }
            Clause::Vissiorama => "AGL v1.0 and S2, \"List of Sponsors\": Vissiorama",
            Clause::Accesstel => "AGL v1.0 and S2, \"List of Sponsors\": Accesstel",
            Clause::KellerResources => "AGL v1.0 and S2, \"List of Sponsors\": Keller Resources",
            Clause::RulingZlavinCompletion => {
                "docs/rulings.md, \"Zlavin: every team must stay completable\""
            }
            Clause::RulingVassilyWithZlavin => "docs/rulings.md, \"Vassily with Zlavin\"",
            Clause::RulingUndo => "docs/rulings.md, \"What can be undone\"",
            Clause::RulingCommitments => "docs/rulings.md, \"Secret choices and commitments\"",
        }
    }
}

impl fmt::Display for Clause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.citation())
    }
}
