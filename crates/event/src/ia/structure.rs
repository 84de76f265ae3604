//! How many Swiss rounds and how large a cut, by number of players (IA Skirmish 1.1, «Estructura de
//! rondas»), and the check of what an organizer announces («Rondas eliminatorias»: "La
//! organización debe anunciar si habrá rondas eliminatorias y el número de jugadores que se
//! clasificarán para las mismas antes del inicio del torneo").
//!
//! The extracted text garbles two cells of its two tables; our reading (docs/rulings.md, Imperial
//! Assault, "The table of rounds") is:
//!
//! | players | competitive | premier |
//! | --- | --- | --- |
//! | 8 or fewer | 3, no cut | 4, top 4 |
//! | 9-16 | 4, top 4 | 4, top 4 |
//! | 17-32 | 5, top 8 | 5, top 8 |
//! | 33-64 | 6, top 8 | 6, top 8 |
//! | 65-128 | 7, top 8 | 7, top 8 |
//! | 129-256 | 7, top 8 | 7, top 16 |
//! | 257 or more | 7, top 8 | 8, top 16 |

use super::category::{IaCategory, StructureRule};
use super::refusal::ia;
use crate::definition::MAX_ROUNDS;
use hexadraft_draft::{Clause, IaSection};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest cut accepted (docs/rulings.md, Imperial Assault, "The size of the cut").
pub const MAX_CUT: u32 = 64;

/// The number of players who go through to the elimination rounds: 2, 4, 8, 16, 32 or 64, so every
/// round of the bracket is full (docs/rulings.md, Imperial Assault, "The size of the cut").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "u32", into = "u32")]
pub struct CutSize(u32);

/// Why a number is not a cut size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("a cut takes 2, 4, 8, 16, 32 or 64 players, not {0} (docs/rulings.md, Imperial Assault, \"The size of the cut\")")]
pub struct InvalidCutSize(pub u32);

impl CutSize {
    /// The top 4.
    pub const TOP_4: CutSize = CutSize(4);
    /// The top 8.
    pub const TOP_8: CutSize = CutSize(8);
    /// The top 16.
    pub const TOP_16: CutSize = CutSize(16);

    /// Checks and wraps a cut size.
    ///
    /// # Errors
    /// [`InvalidCutSize`] unless a power of two from 2 to [`MAX_CUT`].
    pub fn new(players: u32) -> Result<CutSize, InvalidCutSize> {
        if (2..=MAX_CUT).contains(&players) && players.is_power_of_two() {
            Ok(CutSize(players))
        } else {
            Err(InvalidCutSize(players))
        }
    }

    /// The number of players.
    pub fn get(self) -> u32 {
        self.0
    }

    /// The rounds of the bracket: 2 for a top 4, 3 for a top 8.
    pub fn rounds(self) -> u32 {
        self.0.trailing_zeros()
    }
}

impl TryFrom<u32> for CutSize {
    type Error = InvalidCutSize;
    fn try_from(value: u32) -> Result<Self, InvalidCutSize> {
        CutSize::new(value)
    }
}

impl From<CutSize> for u32 {
    fn from(c: CutSize) -> u32 {
        c.0
    }
}

impl fmt::Display for CutSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "top {}", self.0)
    }
}

/// An event's Swiss rounds and cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct RoundStructure {
    /// Swiss rounds.
    pub swiss_rounds: u32,
    /// The cut, if there are elimination rounds.
    pub cut: Option<CutSize>,
}

/// The table's structure for `players` players in a competitive or premier event; `None` for an
/// informal event, where the organizer chooses.
pub fn table_structure(category: IaCategory, players: u32) -> Option<RoundStructure> {
    let (swiss_rounds, cut) = match category {
        IaCategory::Informal => return None,
        IaCategory::Competitive => match players {
            0..=8 => (3, None),
            9..=16 => (4, Some(CutSize::TOP_4)),
            17..=32 => (5, Some(CutSize::TOP_8)),
            33..=64 => (6, Some(CutSize::TOP_8)),
            _ => (7, Some(CutSize::TOP_8)),
        },
        IaCategory::Premier => match players {
            0..=16 => (4, Some(CutSize::TOP_4)),
            17..=32 => (5, Some(CutSize::TOP_8)),
            33..=64 => (6, Some(CutSize::TOP_8)),
            65..=128 => (7, Some(CutSize::TOP_8)),
            129..=256 => (7, Some(CutSize::TOP_16)),
            _ => (8, Some(CutSize::TOP_16)),
        },
    };
    Some(RoundStructure { swiss_rounds, cut })
}

/// Something an announced structure breaks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum StructureProblem {
    /// No Swiss round, or more than the app accepts.
    #[error("an event has 1 to {max} Swiss rounds, not {rounds}")]
    SwissRounds {
        /// The rounds announced.
        rounds: u32,
        /// The bound.
        max: u32,
    },
    /// A premier event departs from the table.
    #[error("a premier event of {players} players plays {required_rounds} Swiss rounds and {}, as the table says ({clause})", cut_words(*required_cut))]
    NotTheTable {
        /// Players registered.
        players: u32,
        /// The table's rounds.
        required_rounds: u32,
        /// The table's cut (none: no elimination rounds).
        required_cut: Option<CutSize>,
        /// Where the rule is.
        clause: Clause,
    },
    /// Fewer valid missions than Swiss rounds: a mission is not repeated before the cut.
    #[error("{rounds} Swiss rounds need at least {rounds} valid missions, there are {missions} ({clause})")]
    TooFewMissions {
        /// Missions in the pool.
        missions: u32,
        /// Swiss rounds announced.
        rounds: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The cut is larger than the field.
    #[error("a {cut} needs at least {needed} players, there are {players} ({clause})")]
    CutLargerThanField {
        /// The cut.
        cut: CutSize,
        /// Players it needs.
        needed: u32,
        /// Players registered.
        players: u32,
        /// Where the rule is.
        clause: Clause,
    },
}

impl StructureProblem {
    /// The clause the problem cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            StructureProblem::SwissRounds { .. } => None,
            StructureProblem::NotTheTable { clause, .. }
            | StructureProblem::TooFewMissions { clause, .. }
            | StructureProblem::CutLargerThanField { clause, .. } => Some(*clause),
        }
    }
}

fn cut_words(cut: Option<CutSize>) -> String {
    cut.map_or_else(|| "no cut".to_owned(), |c| c.to_string())
}

/// The problem of a structure without Swiss rounds, or with more than the app accepts.
pub(crate) fn swiss_rounds_problem(chosen: RoundStructure) -> Option<StructureProblem> {
    (chosen.swiss_rounds == 0 || chosen.swiss_rounds > MAX_ROUNDS).then_some(
        StructureProblem::SwissRounds {
            rounds: chosen.swiss_rounds,
            max: MAX_ROUNDS,
        },
    )
}

/// Every problem of an announced structure for `players` players. A competitive event may depart
/// from the table (it is "el número sugerido"); a premier event may not; an informal event chooses
/// freely. In every category the cut cannot be larger than the field.
pub fn check_structure(
    category: IaCategory,
    players: u32,
    chosen: RoundStructure,
) -> Vec<StructureProblem> {
    let mut problems: Vec<StructureProblem> = swiss_rounds_problem(chosen).into_iter().collect();
    if category.rules().round_structure == StructureRule::Required {
        if let Some(table) = table_structure(category, players) {
            if table != chosen {
                problems.push(StructureProblem::NotTheTable {
                    players,
                    required_rounds: table.swiss_rounds,
                    required_cut: table.cut,
                    clause: ia(IaSection::RoundStructure),
                });
            }
        }
    }
    if let Some(cut) = chosen.cut {
        if cut.get() > players {
            problems.push(StructureProblem::CutLargerThanField {
                cut,
                needed: cut.get(),
                players,
                clause: ia(IaSection::RulingCutSize),
            });
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(swiss_rounds: u32, cut: Option<u32>) -> RoundStructure {
        RoundStructure {
            swiss_rounds,
            cut: cut.map(|c| CutSize::new(c).unwrap()),
        }
    }

    #[test]
    fn the_competitive_table_at_each_boundary() {
        // «Estructura de rondas», first table, as docs/rulings.md reads it.
        let c = |n| table_structure(IaCategory::Competitive, n).unwrap();
        for (players, expected) in [
            (1, s(3, None)),
            (8, s(3, None)),
            (9, s(4, Some(4))),
            (16, s(4, Some(4))),
            (17, s(5, Some(8))),
            (32, s(5, Some(8))),
            (33, s(6, Some(8))),
            (64, s(6, Some(8))),
            (65, s(7, Some(8))),
            (1000, s(7, Some(8))),
        ] {
            assert_eq!(c(players), expected, "{players} players");
        }
    }

    #[test]
    fn the_premier_table_at_each_boundary() {
        // «Estructura de rondas», second table: "16 ó más" read as 16 or fewer.
        let p = |n| table_structure(IaCategory::Premier, n).unwrap();
        for (players, expected) in [
            (4, s(4, Some(4))),
            (16, s(4, Some(4))),
            (17, s(5, Some(8))),
            (32, s(5, Some(8))),
            (33, s(6, Some(8))),
            (64, s(6, Some(8))),
            (65, s(7, Some(8))),
            (128, s(7, Some(8))),
            (129, s(7, Some(16))),
            (256, s(7, Some(16))),
            (257, s(8, Some(16))),
        ] {
            assert_eq!(p(players), expected, "{players} players");
        }
        assert_eq!(table_structure(IaCategory::Informal, 12), None);
    }

    #[test]
    fn cut_sizes_are_powers_of_two_up_to_sixty_four() {
        for ok in [2, 4, 8, 16, 32, 64] {
            assert_eq!(CutSize::new(ok).unwrap().get(), ok);
        }
        for bad in [0, 1, 3, 6, 12, 128] {
            assert_eq!(CutSize::new(bad), Err(InvalidCutSize(bad)));
        }
        assert_eq!(CutSize::TOP_8.rounds(), 3);
        assert!(serde_json::from_str::<CutSize>("6").is_err());
        assert_eq!(
            serde_json::from_str::<CutSize>("8").unwrap(),
            CutSize::TOP_8
        );
    }

    #[test]
    fn premier_events_follow_the_table_and_competitive_ones_may_depart_from_it() {
        assert!(check_structure(IaCategory::Premier, 12, s(4, Some(4))).is_empty());
        let p = check_structure(IaCategory::Premier, 12, s(3, None));
        assert!(matches!(
            p[..],
            [StructureProblem::NotTheTable {
                required_rounds: 4,
                ..
            }]
        ));
        assert!(check_structure(IaCategory::Competitive, 12, s(3, None)).is_empty());
        assert!(check_structure(IaCategory::Informal, 12, s(9, Some(8))).is_empty());
    }

    #[test]
    fn a_cut_never_exceeds_the_field_and_rounds_are_bounded() {
        let p = check_structure(IaCategory::Informal, 6, s(0, Some(8)));
        assert_eq!(p.len(), 2);
        assert!(matches!(
            p[0],
            StructureProblem::SwissRounds { rounds: 0, .. }
        ));
        assert!(matches!(
            p[1],
            StructureProblem::CutLargerThanField { players: 6, .. }
        ));
        assert!(check_structure(IaCategory::Informal, 8, s(3, Some(8))).is_empty());
    }
}
