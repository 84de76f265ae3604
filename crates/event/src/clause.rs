//! Where each rule comes from. Every refusal and explanation names the clause of the text the
//! event runs under, in that text's own language (the Season 2 text is Spanish), so an organizer
//! can look it up.

use crate::definition::EventFormat;
use hexadraft_draft::RulesetVersion;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A section of an AGL format's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Section {
    /// "Format of the Event": how many players and rounds.
    FormatOfTheEvent,
    /// "Starting Lineup" (Standard formats).
    StartingLineup,
    /// "Choosing Your Sponsor" (Standard formats).
    ChoosingYourSponsor,
    /// "Tournament/League Control Sheet": what a player writes down.
    ControlSheet,
    /// "Number of Tournament/League Rounds".
    NumberOfRounds,
    /// "Keeping Score": the Victory Point difference table and its note.
    KeepingScore,
    /// "Final Scores": the ranking and its tiebreaks.
    FinalScores,
    /// "Pairings".
    Pairings,
    /// "Odd Number of Players (Byes)".
    Byes,
    /// "Building Teams".
    BuildingTeams,
    /// "Scenarios".
    Scenarios,
    /// "AGL Rating" of each format.
    AglRating,
    /// Basic Rules, "Rankings": Elo and the K factors.
    Rankings,
    /// Season 2, "Primera Sangre".
    FirstBlood,
    /// Season 2, "Mod Circuito AGL".
    AglCircuit,
    /// "Tournament/League Mods".
    Mods,
}

/// A rendered clause reference, e.g. `AGL v1.0, Standard Tournament, "Pairings"`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct Clause(String);

impl Clause {
    /// The clause `section` of `format` under `version`.
    pub fn agl(version: RulesetVersion, format: EventFormat, section: Section) -> Clause {
        let (document, format_name) = match version {
            RulesetVersion::AglV1 => ("AGL v1.0", format.name_in(version)),
            RulesetVersion::AglSeason2 => ("AGL S2", format.name_in(version)),
        };
        let title = section_title(version, format, section);
        match section {
            Section::Rankings => {
                let basic = match version {
                    RulesetVersion::AglV1 => "Basic Rules",
                    RulesetVersion::AglSeason2 => "Normas Básicas",
                };
                Clause(format!("{document}, {basic}, \"{title}\""))
            }
            _ => Clause(format!("{document}, {format_name}, \"{title}\"")),
        }
    }

    /// A clause of some other ruleset, given as text (for policies outside the AGL).
    pub fn other(text: impl Into<String>) -> Clause {
        Clause(text.into())
    }

    /// The reference as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Clause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn section_title(version: RulesetVersion, format: EventFormat, section: Section) -> &'static str {
    let league = format.is_league();
    match version {
        RulesetVersion::AglV1 => match section {
            Section::FormatOfTheEvent => "Format of the Event",
            Section::StartingLineup => "Starting Lineup",
            Section::ChoosingYourSponsor => "Choosing Your Sponsor",
            Section::ControlSheet if league => "League Control Sheet",
            Section::ControlSheet => "Tournament Control Sheet",
            Section::NumberOfRounds if league => "Number of League Rounds",
            Section::NumberOfRounds => "Number of Tournament Rounds",
            Section::KeepingScore => "Keeping Score",
            Section::FinalScores => "Final Scores",
            Section::Pairings => "Pairings",
            Section::Byes => "Odd Number of Players (Byes)",
            Section::BuildingTeams => "Building Teams",
            Section::Scenarios => "Scenarios",
            Section::AglRating => "AGL Rating",
            Section::Rankings => "Rankings",
            // v1.0 has neither; a refusal citing them says so in its own words.
            Section::FirstBlood => "First Blood (Season 2 only)",
            Section::AglCircuit => "AGL Circuit Mod (Season 2 only)",
            Section::Mods if league => "League Mods",
            Section::Mods => "Tournament Mods",
        },
        RulesetVersion::AglSeason2 => match section {
            Section::FormatOfTheEvent => "Formato del evento",
            Section::StartingLineup => "Alineación inicial",
            Section::ChoosingYourSponsor => "Elección del patrocinador",
            Section::ControlSheet if league => "Hoja de control de liga",
            Section::ControlSheet => "Hoja de control de torneo",
            Section::NumberOfRounds if league => "Número de rondas de liga",
            Section::NumberOfRounds => "Número de rondas de torneo",
            Section::KeepingScore if league => "Clasificación durante la liga",
            Section::KeepingScore => "Clasificación durante el torneo",
            Section::FinalScores => "Clasificación final",
            Section::Pairings => "Emparejamientos",
            Section::Byes => "Jugadores impares (byes)",
            Section::BuildingTeams => "Formación de los equipos",
            Section::Scenarios => "Escenarios",
            Section::AglRating => "Puntuación AGL",
            Section::Rankings => "Rankings",
            Section::FirstBlood => "Primera Sangre",
            Section::AglCircuit => "Mod Circuito AGL",
            Section::Mods if league => "Mods de liga",
            Section::Mods => "Mods de torneo",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clauses_name_the_document_format_and_section_in_the_texts_language() {
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::StandardTournament,
                Section::Pairings
            )
            .as_str(),
            "AGL v1.0, Standard Tournament, \"Pairings\""
        );
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglSeason2,
                EventFormat::OpenLeague,
                Section::Byes
            )
            .as_str(),
            "AGL S2, Liga Open, \"Jugadores impares (byes)\""
        );
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::StandardLeague,
                Section::Rankings
            )
            .as_str(),
            "AGL v1.0, Basic Rules, \"Rankings\""
        );
    }
}
