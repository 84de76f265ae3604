//! The ruleset versions and Mods, and which combinations each version allows.

use crate::clause::Clause;
use crate::seat::Role;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The AGL rules document an event is run under. An event uses exactly one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum RulesetVersion {
    /// AGL Rules v1.0 (Season 1).
    #[serde(rename = "agl-v1.0")]
    AglV1,
    /// AGL rules for Season 2.
    #[serde(rename = "agl-season-2")]
    AglSeason2,
}

impl RulesetVersion {
    /// Both versions, oldest first.
    pub const ALL: [RulesetVersion; 2] = [RulesetVersion::AglV1, RulesetVersion::AglSeason2];

    /// The Mods this version lists (AGL v1.0 "Tournament Mods"; Season 2 "Mods de Torneo").
    pub fn mods(self) -> &'static [Mod] {
        match self {
            RulesetVersion::AglV1 => &[
                Mod::KoorieQueen,
                Mod::Zlavin,
                Mod::Vassily,
                Mod::Semy,
                Mod::Carano,
            ],
            RulesetVersion::AglSeason2 => &[
                Mod::KoorieQueen,
                Mod::Zlavin,
                Mod::Carano,
                Mod::AglCircuit,
                Mod::FinalBoss,
            ],
        }
    }

    /// The version's name in files and journals (`agl-v1.0`, `agl-season-2`), as serde writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            RulesetVersion::AglV1 => "agl-v1.0",
            RulesetVersion::AglSeason2 => "agl-season-2",
        }
    }

    /// Whether Season 2's First Blood breaks a tie in Victory Points and Frags.
    pub fn has_first_blood(self) -> bool {
        matches!(self, RulesetVersion::AglSeason2)
    }
}

impl fmt::Display for RulesetVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RulesetVersion::AglV1 => "AGL v1.0 (Season 1)",
            RulesetVersion::AglSeason2 => "AGL Season 2",
        })
    }
}

/// The four AGL event formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum EventFormat {
    /// AGL: Standard Tournament Rules.
    StandardTournament,
    /// AGL: Open Tournament Rules.
    OpenTournament,
    /// AGL: Standard League Rules.
    StandardLeague,
    /// AGL: Open League Rules.
    OpenLeague,
}

impl EventFormat {
    /// All four formats.
    pub const ALL: [EventFormat; 4] = [
        EventFormat::StandardTournament,
        EventFormat::OpenTournament,
        EventFormat::StandardLeague,
        EventFormat::OpenLeague,
    ];

    /// Whether this is one of the casual Open formats.
    pub fn is_open(self) -> bool {
        matches!(self, EventFormat::OpenTournament | EventFormat::OpenLeague)
    }

    /// Whether this is a league (League Points, League Rounds) rather than a tournament.
    pub fn is_league(self) -> bool {
        matches!(self, EventFormat::StandardLeague | EventFormat::OpenLeague)
    }

    /// The format's name as the text of `version` spells it.
    pub fn name_in(self, version: RulesetVersion) -> &'static str {
        match (version, self) {
            (RulesetVersion::AglV1, EventFormat::StandardTournament) => "Standard Tournament",
            (RulesetVersion::AglV1, EventFormat::OpenTournament) => "Open Tournament",
            (RulesetVersion::AglV1, EventFormat::StandardLeague) => "Standard League",
            (RulesetVersion::AglV1, EventFormat::OpenLeague) => "Open League",
            (RulesetVersion::AglSeason2, EventFormat::StandardTournament) => "Torneo Standard",
            (RulesetVersion::AglSeason2, EventFormat::OpenTournament) => "Torneo Open",
            (RulesetVersion::AglSeason2, EventFormat::StandardLeague) => "Liga Standard",
            (RulesetVersion::AglSeason2, EventFormat::OpenLeague) => "Liga Open",
        }
    }
}

impl fmt::Display for EventFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name_in(RulesetVersion::AglV1))
    }
}

/// A Tournament or League Mod chosen by the organizer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Mod {
    /// Each player bans one character of the rival's Starting Lineup before the picks.
    KoorieQueen,
    /// A character one player picked is closed to the other.
    Zlavin,
    /// After the picks, each player may secretly swap one character (v1.0 only).
    Vassily,
    /// Each player drafts the opponent's team from the opponent's lineup (v1.0 only).
    Semy,
    /// A fixed team of four for the whole event; combines with no other Mod.
    Carano,
    /// The event is held in one stadium whose effect applies to every game (Season 2 only).
    AglCircuit,
    /// Six-character teams with reserves (Season 2 only, "Semy 2.0").
    FinalBoss,
}

impl Mod {
    /// Every Mod of any version.
    pub const ALL: [Mod; 7] = [
        Mod::KoorieQueen,
        Mod::Zlavin,
        Mod::Vassily,
        Mod::Semy,
        Mod::Carano,
        Mod::AglCircuit,
        Mod::FinalBoss,
    ];
}

impl fmt::Display for Mod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mod::KoorieQueen => "Koorie Queen",
            Mod::Zlavin => "Zlavin",
            Mod::Vassily => "Vassily",
            Mod::Semy => "Semy",
            Mod::Carano => "Carano",
            Mod::AglCircuit => "AGL Circuit",
            Mod::FinalBoss => "Final Boss",
        })
    }
}

/// Why a set of Mods cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ModSetError {
    /// The Mod is not in this version's list.
    #[error("{mod_} is not a Mod of {version}")]
    NotInVersion {
        /// The Mod.
        #[serde(rename = "mod")]
        mod_: Mod,
        /// The version.
        version: RulesetVersion,
    },
    /// The Mod is listed twice.
    #[error("{mod_} is chosen twice")]
    Repeated {
        /// The Mod.
        #[serde(rename = "mod")]
        mod_: Mod,
    },
    /// Carano combines with no other Mod (AGL v1.0 and Season 2, Carano Mod).
    #[error("the Carano Mod cannot be combined with any other Mod (Carano Mod: \"not compatible with any other Mods\")")]
    CaranoNotAlone,
    /// More Mods are listed than there are Mods: the list is refused unread.
    #[error("{found} Mods are listed; there are only {max} Mods, so the list was not read")]
    TooMany {
        /// The most a list may hold: every Mod once.
        max: u32,
        /// How many were listed.
        found: u32,
    },
}

/// Most Mods a list may hold: each of the seven Mods once. A longer list is refused unread.
pub const MAX_MODS_INPUT: usize = Mod::ALL.len();

/// A combination of Mods that is legal but that the organizer should know about before choosing
/// it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ModWarning {
    /// Semy with Koorie Queen: each player drafts the rival's team from the rival's lineup, and
    /// each bans from the rival's lineup, so a ban only removes a character from the lineup the
    /// banning player drafts from; it can never keep a character away from the rival
    /// (docs/rulings.md, "Semy with Koorie Queen").
    #[error("with Semy, each player drafts the rival's team from the rival's Starting Lineup, so a Koorie Queen ban only removes a choice from the player who bans: the bans cannot keep a character away from the rival ({clause})")]
    KoorieQueenBansUnderSemy {
        /// Where the ruling is.
        clause: Clause,
    },
}

/// One Mod of a version, and whether it may be added to the Mods chosen so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ModOption {
    /// The Mod.
    #[serde(rename = "mod")]
    pub mod_: Mod,
    /// Whether it is chosen.
    pub chosen: bool,
    /// Whether it may be toggled now: always for a chosen Mod, and for another when adding it
    /// keeps the set legal.
    pub allowed: bool,
    /// Why it may not be added, in the rules' terms (empty when allowed).
    pub problems: Vec<ModSetError>,
    /// What the organizer should know about the Mods with this one toggled (added if not
    /// chosen, kept if chosen); empty when nothing.
    pub warnings: Vec<ModWarning>,
}

/// A checked, sorted set of Mods for one ruleset version.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ModSet {
    version: RulesetVersion,
    mods: Vec<Mod>,
}

impl ModSet {
    /// Checks `mods` against `version`. A list longer than [`MAX_MODS_INPUT`] is refused before
    /// anything else is looked at; a Mod listed several times is one problem, not one per copy.
    ///
    /// # Errors
    /// Every problem found, in the order the Mods are listed.
    pub fn new(version: RulesetVersion, mods: &[Mod]) -> Result<ModSet, Vec<ModSetError>> {
        if mods.len() > MAX_MODS_INPUT {
            return Err(vec![ModSetError::TooMany {
                max: MAX_MODS_INPUT as u32,
                found: u32::try_from(mods.len()).unwrap_or(u32::MAX),
            }]);
        }
        let mut errors = Vec::new();
        let mut sorted: Vec<Mod> = Vec::new();
        for &m in mods {
            if sorted.contains(&m) {
                let repeated = ModSetError::Repeated { mod_: m };
                if !errors.contains(&repeated) {
                    errors.push(repeated);
                }
                continue;
            }
            if !version.mods().contains(&m) {
                errors.push(ModSetError::NotInVersion { mod_: m, version });
            }
            sorted.push(m);
        }
        if sorted.contains(&Mod::Carano) && sorted.len() > 1 {
            errors.push(ModSetError::CaranoNotAlone);
        }
        if errors.is_empty() {
            sorted.sort();
            Ok(ModSet {
                version,
                mods: sorted,
            })
        } else {
            Err(errors)
        }
    }

    /// Every Mod of `version`, saying for each whether it is among `chosen` and whether it may be
    /// added to them (AGL v1.0 "Tournament Mods": Mods combine unless one says otherwise).
    pub fn options(version: RulesetVersion, chosen: &[Mod]) -> Vec<ModOption> {
        version
            .mods()
            .iter()
            .map(|&m| {
                let is_chosen = chosen.contains(&m);
                let mut with = chosen.to_vec();
                if !is_chosen {
                    with.push(m);
                }
                let (problems, warnings) = match ModSet::new(version, &with) {
                    Ok(set) => (Vec::new(), set.warnings()),
                    Err(_) if is_chosen => (Vec::new(), Vec::new()),
                    Err(problems) => (problems, Vec::new()),
                };
                ModOption {
                    mod_: m,
                    chosen: is_chosen,
                    allowed: problems.is_empty(),
                    problems,
                    warnings,
                }
            })
            .collect()
    }

    /// The ruleset version.
    pub fn version(&self) -> RulesetVersion {
        self.version
    }

    /// What the organizer should know about this combination (docs/rulings.md, "Semy with
    /// Koorie Queen").
    pub fn warnings(&self) -> Vec<ModWarning> {
        let mut warnings = Vec::new();
        if self.has(Mod::Semy) && self.has(Mod::KoorieQueen) {
            warnings.push(ModWarning::KoorieQueenBansUnderSemy {
                clause: Clause::RulingSemyWithKoorieQueen,
            });
        }
        warnings
    }

    /// The Mods, sorted.
    pub fn mods(&self) -> &[Mod] {
        &self.mods
    }

    /// Whether `m` is chosen.
    pub fn has(&self, m: Mod) -> bool {
        self.mods.contains(&m)
    }

    /// The Starting Lineup size: four under Carano, otherwise eight (every Mod's first line;
    /// "Building Teams": "four or eight Characters, depending on the Mods").
    pub fn lineup_size(&self) -> usize {
        if self.has(Mod::Carano) {
            4
        } else {
            8
        }
    }

    /// Whether a chosen Mod states the Starting Lineup's size: every Mod but the AGL Circuit
    /// begins "The Starting Lineup consists of eight (four) Characters". Without such a Mod the
    /// size is the organizer's choice in the Open formats ("The Organizer can decide any format
    /// for Character Teams") and eight in the Standard ones (docs/rulings.md, "Open team
    /// formats").
    pub fn sets_lineup_size(&self) -> bool {
        self.mods.iter().any(|m| *m != Mod::AglCircuit)
    }

    /// The team size: six under Final Boss (Season 2), otherwise four.
    pub fn team_size(&self) -> usize {
        if self.has(Mod::FinalBoss) {
            6
        } else {
            4
        }
    }

    /// Who picks, pick by pick. Empty under Carano, whose lineup is the team.
    pub fn pick_order(&self) -> &'static [Role] {
        use Role::{A, B};
        if self.has(Mod::Carano) {
            // Carano Mod: "Players cannot change the Characters chosen for their Teams".
            &[]
        } else if self.has(Mod::FinalBoss) {
            // AGL S2, Final Boss, "Formar los equipos": A1, B2, A2, B2, A2, B2, A1.
            &[A, B, B, A, A, B, B, A, A, B, B, A]
        } else {
            // AGL v1.0 "Building Teams at the beginning of each Tournament Round": A1, B2, A2,
            // B2, A1.
            &[A, B, B, A, A, B, B, A]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_versions_name_in_files_is_what_serde_writes() {
        for v in RulesetVersion::ALL {
            assert_eq!(serde_json::to_value(v).unwrap(), v.as_str());
        }
    }

    #[test]
    fn carano_combines_with_nothing_in_either_version() {
        // AGL v1.0, Carano Mod: "not compatible with any other Mods".
        for v in RulesetVersion::ALL {
            assert!(ModSet::new(v, &[Mod::Carano]).is_ok());
            assert_eq!(
                ModSet::new(v, &[Mod::Carano, Mod::Zlavin]),
                Err(vec![ModSetError::CaranoNotAlone])
            );
        }
    }

    #[test]
    fn a_mod_listed_a_million_times_is_refused_unread_and_a_repeat_is_one_problem() {
        // AGL v1.0, "Tournament Mods": seven Mods at most, so a longer list is refused before
        // any work; a repeated Mod (or one of another version) is reported once, not per copy.
        let million = vec![Mod::Vassily; 1_000_000];
        assert_eq!(
            ModSet::new(RulesetVersion::AglV1, &million),
            Err(vec![ModSetError::TooMany {
                max: 7,
                found: 1_000_000
            }])
        );
        let repeated = [Mod::Vassily, Mod::Vassily, Mod::Vassily, Mod::Vassily];
        assert_eq!(
            ModSet::new(RulesetVersion::AglSeason2, &repeated),
            Err(vec![
                ModSetError::NotInVersion {
                    mod_: Mod::Vassily,
                    version: RulesetVersion::AglSeason2
                },
                ModSetError::Repeated { mod_: Mod::Vassily },
            ])
        );
        let every = Mod::ALL;
        assert!(ModSet::new(RulesetVersion::AglV1, &every).is_err());
    }

    #[test]
    fn semy_with_koorie_queen_is_legal_but_the_organizer_is_warned() {
        // AGL v1.0, "Semy Mod" and "Koorie Queen Mod"; docs/rulings.md, "Semy with Koorie
        // Queen": the bans can only remove choices from the player who bans.
        let both = ModSet::new(RulesetVersion::AglV1, &[Mod::Semy, Mod::KoorieQueen]).unwrap();
        assert_eq!(
            both.warnings(),
            vec![ModWarning::KoorieQueenBansUnderSemy {
                clause: Clause::RulingSemyWithKoorieQueen
            }]
        );
        for alone in [
            &[Mod::Semy][..],
            &[Mod::KoorieQueen],
            &[Mod::Semy, Mod::Zlavin],
        ] {
            assert!(ModSet::new(RulesetVersion::AglV1, alone)
                .unwrap()
                .warnings()
                .is_empty());
        }
        // The setup screen's options warn before the second Mod is added.
        let options = ModSet::options(RulesetVersion::AglV1, &[Mod::Semy]);
        let kq = options.iter().find(|o| o.mod_ == Mod::KoorieQueen).unwrap();
        assert!(kq.allowed);
        assert_eq!(kq.warnings, both.warnings());
        let zlavin = options.iter().find(|o| o.mod_ == Mod::Zlavin).unwrap();
        assert!(zlavin.warnings.is_empty());
    }

    #[test]
    fn each_version_offers_only_its_own_mods() {
        assert!(ModSet::new(RulesetVersion::AglV1, &[Mod::FinalBoss]).is_err());
        assert!(ModSet::new(RulesetVersion::AglSeason2, &[Mod::Vassily]).is_err());
        assert!(ModSet::new(RulesetVersion::AglSeason2, &[Mod::Semy]).is_err());
        let s2 = ModSet::new(
            RulesetVersion::AglSeason2,
            &[
                Mod::FinalBoss,
                Mod::KoorieQueen,
                Mod::Zlavin,
                Mod::AglCircuit,
            ],
        )
        .unwrap();
        assert_eq!(s2.team_size(), 6);
        assert_eq!(s2.lineup_size(), 8);
    }

    #[test]
    fn the_pick_order_is_a1_b2_a2_b2_a1_and_final_boss_adds_a2_b2() {
        use Role::{A, B};
        // AGL v1.0 "Building Teams at the beginning of each Tournament Round", steps 2-6.
        let v1 = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        assert_eq!(v1.pick_order(), &[A, B, B, A, A, B, B, A]);
        // AGL S2, Final Boss, "Formar los equipos", steps 2-8: six picks each.
        let fb = ModSet::new(RulesetVersion::AglSeason2, &[Mod::FinalBoss]).unwrap();
        assert_eq!(fb.pick_order(), &[A, B, B, A, A, B, B, A, A, B, B, A]);
        for m in [&v1, &fb] {
            for role in [A, B] {
                let n = m.pick_order().iter().filter(|r| **r == role).count();
                assert_eq!(n, m.team_size());
            }
        }
        // Carano Mod: no picks, the lineup of four is the team.
        let carano = ModSet::new(RulesetVersion::AglV1, &[Mod::Carano]).unwrap();
        assert!(carano.pick_order().is_empty());
        assert_eq!(carano.lineup_size(), 4);
    }
}
