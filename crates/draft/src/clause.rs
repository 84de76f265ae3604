//! The clauses of the rules documents (and of this project's rulings) that refusals cite: the one
//! `Clause` type of the workspace. The draft's clauses span both AGL versions; an event format's
//! clauses name the document, the format and the section in that text's own language (the
//! Season 2 text is Spanish), so an organizer can look them up.

use crate::rules::{EventFormat, RulesetVersion};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;

/// A clause of the AGL rules, or one of this project's rulings in docs/rulings.md where the rules
/// are silent. Every refusal names one, so a player can look the rule up.
///
/// It travels as its citation (e.g. `AGL v1.0, Standard Tournament, "Pairings"`), which is
/// what a person reads; [`Clause::from_citation`] reads it back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "specta", specta(type = String))]
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
    /// Shangmei: its holder chooses the Deployment Zones instead of the Underdog.
    Shangmei,
    /// Ruling: under Zlavin, a ban or pick may not leave a team impossible to complete.
    RulingZlavinCompletion,
    /// Ruling: under Zlavin, the Vassily swap may not bring in a character the rival holds.
    RulingVassilyWithZlavin,
    /// Ruling: which steps may be undone, by whom and until when.
    RulingUndo,
    /// Ruling: under Semy, Koorie Queen bans follow the Koorie Queen text.
    RulingSemyWithKoorieQueen,
    /// Ruling: secret choices are committed with a salted hash.
    RulingCommitments,
    /// Ruling: a draft is replayed only once it is finished, and only as everyone saw it.
    RulingReplay,
    /// Ruling: what a draft format (an order of bans, picks and a swap) may hold.
    RulingDraftFormats,
    /// Ruling: the pace clock's turns, and the move made when one runs out.
    RulingPaceClock,
    /// Ruling: a round paired as a proposal is seen and played only once published.
    RulingPublishRound,
    /// A section of an AGL event format's rules (the event engine's clauses).
    Event {
        /// The rules document.
        version: RulesetVersion,
        /// The format whose rules hold the section.
        format: EventFormat,
        /// The section.
        section: Section,
    },
    /// A section of the Imperial Assault skirmish tournament rules 1.1 (Spanish text), or one of
    /// this project's Imperial Assault rulings.
    ImperialAssault(IaSection),
}

/// A section of the Imperial Assault skirmish tournament rules 1.1
/// (`imperial-assault-skirmish-tournament-rules-1.1-es.txt`), named as the Spanish text titles
/// it, or a ruling of docs/rulings.md, "Imperial Assault", where the text is silent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IaSection {
    /// «Categorías de torneos»: informal, competitive, premier.
    Categories,
    /// «Estructura de los torneos»: 55-minute rounds plus 10 minutes of setup.
    TournamentStructure,
    /// «Procedimiento de preparación de escaramuzas»: the round's mission drawn at random.
    SetupProcedure,
    /// «Fin de la partida»: the four ways a game ends, and equal Victory Points.
    EndOfGame,
    /// «Puntuaciones»: win 3, draw 1, loss 0.
    Scoring,
    /// «Desempates»: strength of schedule, extended, then random.
    Tiebreakers,
    /// «Fuerza de enfrentamientos y software de torneos»: the TOME variant.
    TomeStrengthOfSchedule,
    /// «Emparejamientos»: Swiss, random within equal points, no rematches.
    Pairings,
    /// «Byes».
    Byes,
    /// «Estructura de rondas»: rounds and cut by number of players.
    RoundStructure,
    /// «Rondas eliminatorias»: the cut.
    EliminationRounds,
    /// «Construcción de ejércitos»: 40 points, a Command deck of 15 cards and 15 points, the
    /// list handed in before the event.
    ArmyBuilding,
    /// «Participación de los jueces».
    JudgeParticipation,
    /// «Mapas y misiones válidos».
    ValidMapsAndMissions,
    /// Ruling: the bounds of a typed score.
    RulingScoreBounds,
    /// Ruling: a cut of 2, 4, 8, 16, 32 or 64 players, no more than took part.
    RulingCutSize,
    /// Ruling: a game of the cut that ends equal goes to the higher seed.
    RulingCutDraw,
    /// Ruling: what an army list typed as text may hold.
    RulingArmyListText,
}

impl IaSection {
    /// Every section and ruling.
    pub const ALL: [IaSection; 18] = [
        IaSection::Categories,
        IaSection::TournamentStructure,
        IaSection::SetupProcedure,
        IaSection::EndOfGame,
        IaSection::Scoring,
        IaSection::Tiebreakers,
        IaSection::TomeStrengthOfSchedule,
        IaSection::Pairings,
        IaSection::Byes,
        IaSection::RoundStructure,
        IaSection::EliminationRounds,
        IaSection::ArmyBuilding,
        IaSection::JudgeParticipation,
        IaSection::ValidMapsAndMissions,
        IaSection::RulingScoreBounds,
        IaSection::RulingCutSize,
        IaSection::RulingCutDraw,
        IaSection::RulingArmyListText,
    ];

    /// Where to read it.
    pub fn citation(self) -> &'static str {
        match self {
            IaSection::Categories => "IA Skirmish 1.1, «Categorías de torneos»",
            IaSection::TournamentStructure => "IA Skirmish 1.1, «Estructura de los torneos»",
            IaSection::SetupProcedure => {
                "IA Skirmish 1.1, «Procedimiento de preparación de escaramuzas»"
            }
            IaSection::EndOfGame => "IA Skirmish 1.1, «Fin de la partida»",
            IaSection::Scoring => "IA Skirmish 1.1, «Puntuaciones»",
            IaSection::Tiebreakers => "IA Skirmish 1.1, «Desempates»",
            IaSection::TomeStrengthOfSchedule => {
                "IA Skirmish 1.1, «Fuerza de enfrentamientos y software de torneos»"
            }
            IaSection::Pairings => "IA Skirmish 1.1, «Emparejamientos»",
            IaSection::Byes => "IA Skirmish 1.1, «Byes»",
            IaSection::RoundStructure => "IA Skirmish 1.1, «Estructura de rondas»",
            IaSection::EliminationRounds => "IA Skirmish 1.1, «Rondas eliminatorias»",
            IaSection::ArmyBuilding => "IA Skirmish 1.1, «Construcción de ejércitos»",
            IaSection::JudgeParticipation => "IA Skirmish 1.1, «Participación de los jueces»",
            IaSection::ValidMapsAndMissions => "IA Skirmish 1.1, «Mapas y misiones válidos»",
            IaSection::RulingScoreBounds => "docs/rulings.md, Imperial Assault, \"Score bounds\"",
            IaSection::RulingCutSize => {
                "docs/rulings.md, Imperial Assault, \"The size of the cut\""
            }
            IaSection::RulingCutDraw => {
                "docs/rulings.md, Imperial Assault, \"A drawn game in the cut\""
            }
            IaSection::RulingArmyListText => {
                "docs/rulings.md, Imperial Assault, \"Army lists typed as text\""
            }
        }
    }
}

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
    /// Basic Rules, "Lost or Damaged Game Components": an irreplaceable component means
    /// conceding the game.
    LostOrDamagedComponents,
    /// Season 2, Basic Rules, "Nombres y logotipos de equipo".
    TeamNames,
}

impl Section {
    /// Whether the section is one of the Basic Rules, the same for every format (cited once, not
    /// once per format).
    pub fn is_basic(self) -> bool {
        matches!(
            self,
            Section::Rankings | Section::LostOrDamagedComponents | Section::TeamNames
        )
    }
}

impl Section {
    /// Every section.
    pub const ALL: [Section; 18] = [
        Section::FormatOfTheEvent,
        Section::StartingLineup,
        Section::ChoosingYourSponsor,
        Section::ControlSheet,
        Section::NumberOfRounds,
        Section::KeepingScore,
        Section::FinalScores,
        Section::Pairings,
        Section::Byes,
        Section::BuildingTeams,
        Section::Scenarios,
        Section::AglRating,
        Section::Rankings,
        Section::FirstBlood,
        Section::AglCircuit,
        Section::Mods,
        Section::LostOrDamagedComponents,
        Section::TeamNames,
    ];
}

impl Clause {
    /// The draft's clauses, which do not depend on an event format.
    pub const DRAFT: [Clause; 28] = [
        Clause::StartingLineup,
        Clause::ChoosingYourSponsor,
        Clause::BuildingTeamsEachRound,
        Clause::Deckbuilding,
        Clause::TournamentMods,
        Clause::KoorieQueenMod,
        Clause::ZlavinMod,
        Clause::VassilyMod,
        Clause::SemyMod,
        Clause::CaranoMod,
        Clause::AglCircuitMod,
        Clause::FinalBossTeams,
        Clause::FinalBossUnderdog,
        Clause::FinalBossDeck,
        Clause::CompassTransportation,
        Clause::Vissiorama,
        Clause::Accesstel,
        Clause::KellerResources,
        Clause::Shangmei,
        Clause::RulingZlavinCompletion,
        Clause::RulingVassilyWithZlavin,
        Clause::RulingUndo,
        Clause::RulingSemyWithKoorieQueen,
        Clause::RulingCommitments,
        Clause::RulingReplay,
        Clause::RulingDraftFormats,
        Clause::RulingPaceClock,
        Clause::RulingPublishRound,
    ];

    /// The clause `section` of `format` under `version`.
    pub fn agl(version: RulesetVersion, format: EventFormat, section: Section) -> Clause {
        // A Basic Rules clause is the same for every format: one clause, not four.
        let format = if section.is_basic() {
            EventFormat::StandardTournament
        } else {
            format
        };
        Clause::Event {
            version,
            format,
            section,
        }
    }

    /// Every clause there is, for reading a citation back.
    pub fn all() -> impl Iterator<Item = Clause> {
        let events = RulesetVersion::ALL.into_iter().flat_map(|version| {
            EventFormat::ALL.into_iter().flat_map(move |format| {
                Section::ALL
                    .into_iter()
                    .filter(move |&section| {
                        !section.is_basic() || format == EventFormat::StandardTournament
                    })
                    .map(move |section| Clause::agl(version, format, section))
            })
        });
        let imperial_assault = IaSection::ALL.into_iter().map(Clause::ImperialAssault);
        Clause::DRAFT
            .into_iter()
            .chain(events)
            .chain(imperial_assault)
    }

    /// The clause whose citation is `text`, if any.
    pub fn from_citation(text: &str) -> Option<Clause> {
        Clause::all().find(|c| c.citation() == text)
    }

    /// Where to read it: the clause in both versions where it exists in both.
    pub fn citation(self) -> Cow<'static, str> {
        let fixed = match self {
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
            Clause::Shangmei => "AGL v1.0 and S2, \"List of Sponsors\": Shangmei",
            Clause::RulingZlavinCompletion => {
                "docs/rulings.md, \"Zlavin: every team must stay completable\""
            }
            Clause::RulingVassilyWithZlavin => "docs/rulings.md, \"Vassily with Zlavin\"",
            Clause::RulingUndo => "docs/rulings.md, \"What can be undone\"",
            Clause::RulingSemyWithKoorieQueen => "docs/rulings.md, \"Semy with Koorie Queen\"",
            Clause::RulingCommitments => "docs/rulings.md, \"Secret choices and commitments\"",
            Clause::RulingReplay => "docs/rulings.md, \"Replaying a finished draft\"",
            Clause::RulingDraftFormats => "docs/rulings.md, \"Draft formats\"",
            Clause::RulingPaceClock => "docs/rulings.md, \"The pace clock\"",
            Clause::RulingPublishRound => "docs/rulings.md, \"Publishing a round\"",
            Clause::Event {
                version,
                format,
                section,
            } => return Cow::Owned(event_citation(version, format, section)),
            Clause::ImperialAssault(section) => section.citation(),
        };
        Cow::Borrowed(fixed)
    }
}

impl fmt::Display for Clause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.citation())
    }
}

impl Serialize for Clause {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.citation())
    }
}

impl<'de> Deserialize<'de> for Clause {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = Cow::<'de, str>::deserialize(deserializer)?;
        Clause::from_citation(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("no clause is cited as {text:?}")))
    }
}

fn event_citation(version: RulesetVersion, format: EventFormat, section: Section) -> String {
    let document = match version {
        RulesetVersion::AglV1 => "AGL v1.0",
        RulesetVersion::AglSeason2 => "AGL S2",
    };
    let title = section_title(version, format, section);
    if section.is_basic() {
        let basic = match version {
            RulesetVersion::AglV1 => "Basic Rules",
            RulesetVersion::AglSeason2 => "Normas Básicas",
        };
        format!("{document}, {basic}, \"{title}\"")
    } else {
        format!("{document}, {}, \"{title}\"", format.name_in(version))
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
            Section::LostOrDamagedComponents => "Lost or Damaged Game Components",
            // v1.0 has no such section; a clause citing it says so in its own words.
            Section::TeamNames => "Team Names and Logos (Season 2 only)",
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
            Section::LostOrDamagedComponents => "Material de juego perdido o dañado",
            Section::TeamNames => "Nombres y logotipos de equipo",
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{EventFormat, RulesetVersion};

    #[test]
    fn clauses_name_the_document_format_and_section_in_the_texts_language() {
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::StandardTournament,
                Section::Pairings
            )
            .citation(),
            "AGL v1.0, Standard Tournament, \"Pairings\""
        );
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglSeason2,
                EventFormat::OpenLeague,
                Section::Byes
            )
            .citation(),
            "AGL S2, Liga Open, \"Jugadores impares (byes)\""
        );
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::StandardLeague,
                Section::Rankings
            )
            .citation(),
            "AGL v1.0, Basic Rules, \"Rankings\""
        );
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglSeason2,
                EventFormat::OpenLeague,
                Section::TeamNames
            )
            .citation(),
            "AGL S2, Normas Básicas, \"Nombres y logotipos de equipo\""
        );
        assert_eq!(
            Clause::agl(
                RulesetVersion::AglV1,
                EventFormat::OpenTournament,
                Section::LostOrDamagedComponents
            )
            .citation(),
            "AGL v1.0, Basic Rules, \"Lost or Damaged Game Components\""
        );
    }

    #[test]
    fn every_clause_travels_as_its_citation_and_reads_back() {
        for clause in Clause::all() {
            let text = serde_json::to_string(&clause).unwrap();
            assert_eq!(text, serde_json::to_string(&clause.citation()).unwrap());
            assert_eq!(serde_json::from_str::<Clause>(&text).unwrap(), clause);
        }
        assert!(serde_json::from_str::<Clause>("\"AGL v9, nowhere\"").is_err());
    }

    #[test]
    fn imperial_assault_clauses_name_the_spanish_sections_and_read_back() {
        assert_eq!(
            Clause::ImperialAssault(IaSection::ArmyBuilding).citation(),
            "IA Skirmish 1.1, «Construcción de ejércitos»"
        );
        let citations: std::collections::HashSet<String> =
            Clause::all().map(|c| c.citation().into_owned()).collect();
        assert_eq!(
            citations.len(),
            Clause::all().count(),
            "citations are distinct"
        );
        for section in IaSection::ALL {
            let clause = Clause::ImperialAssault(section);
            assert_eq!(Clause::from_citation(&clause.citation()), Some(clause));
        }
    }
}
