//! Starting Lineups: the characters a player registers for a whole event.

use crate::ids::CharacterId;
use crate::pack::Catalog;
use serde::{Deserialize, Serialize};

/// Most characters a lineup may name: twice the game's largest Starting Lineup (eight). A longer
/// list is refused as the wrong size before any of its characters is looked at.
pub const MAX_LINEUP_INPUT: usize = 16;

/// One thing wrong with a proposed Starting Lineup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum LineupProblem {
    /// The lineup has the wrong number of characters ("Building Teams": four or eight,
    /// depending on the Mods).
    #[error("a Starting Lineup needs {expected} characters, this one has {found}")]
    WrongSize {
        /// The size the Mods require.
        expected: u32,
        /// The size given.
        found: u32,
    },
    /// A character appears twice.
    #[error("{character} appears more than once in the Starting Lineup")]
    Duplicate {
        /// The repeated character.
        character: CharacterId,
    },
    /// A character the catalog does not know.
    #[error("{character} is not a character of the catalog")]
    UnknownCharacter {
        /// The unknown id.
        character: CharacterId,
    },
}

/// A checked Starting Lineup: distinct characters, all in the catalog, of the required size.
///
/// It serializes but does not deserialize on purpose: the only way to get one is
/// [`StartingLineup::check`], so a stored lineup is read back as a list of ids and checked again.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StartingLineup {
    characters: Vec<CharacterId>,
}

impl StartingLineup {
    /// Checks `characters` against the catalog and the size the Mods require.
    ///
    /// # Errors
    /// Every [`LineupProblem`] found.
    pub fn check(
        catalog: &Catalog,
        characters: &[CharacterId],
        required_size: usize,
    ) -> Result<StartingLineup, Vec<LineupProblem>> {
        let mut problems = Vec::new();
        if characters.len() != required_size {
            problems.push(LineupProblem::WrongSize {
                expected: u32::try_from(required_size).unwrap_or(u32::MAX),
                found: u32::try_from(characters.len()).unwrap_or(u32::MAX),
            });
        }
        if characters.len() > MAX_LINEUP_INPUT {
            // Far from any lineup: the size is the one problem worth telling, and the list is
            // not read further.
            return Err(problems);
        }
        for (i, id) in characters.iter().enumerate() {
            if characters[..i].contains(id)
                && !problems.contains(&LineupProblem::Duplicate {
                    character: id.clone(),
                })
            {
                problems.push(LineupProblem::Duplicate {
                    character: id.clone(),
                });
            }
            if catalog.character(id).is_none()
                && !problems.contains(&LineupProblem::UnknownCharacter {
                    character: id.clone(),
                })
            {
                problems.push(LineupProblem::UnknownCharacter {
                    character: id.clone(),
                });
            }
        }
        if problems.is_empty() {
            Ok(StartingLineup {
                characters: characters.to_vec(),
            })
        } else {
            Err(problems)
        }
    }

    /// The characters, in the order given.
    pub fn characters(&self) -> &[CharacterId] {
        &self.characters
    }

    /// Whether the lineup holds `id`.
    pub fn contains(&self, id: &CharacterId) -> bool {
        self.characters.contains(id)
    }

    /// The number of characters.
    pub fn len(&self) -> usize {
        self.characters.len()
    }

    /// Always false for a checked lineup of a legal size; present for API completeness.
    pub fn is_empty(&self) -> bool {
        self.characters.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(names: &[&str]) -> Vec<CharacterId> {
        names
            .iter()
            .map(|n| CharacterId::new(*n).unwrap())
            .collect()
    }

    #[test]
    fn an_eight_character_core_lineup_is_accepted() {
        let catalog = Catalog::shipped();
        let core = ids(&[
            "miyamoto-mushashi",
            "wild-bill",
            "gata",
            "8-ball",
            "major-lunah",
            "hexx3r",
            "parvati",
            "maximus",
        ]);
        let lineup = StartingLineup::check(&catalog, &core, 8).unwrap();
        assert_eq!(lineup.len(), 8);
    }

    #[test]
    fn a_lineup_serializes_as_its_list_of_ids() {
        let catalog = Catalog::shipped();
        let lineup = StartingLineup::check(&catalog, &ids(&["gata", "dart"]), 2).unwrap();
        assert_eq!(
            serde_json::to_string(&lineup).unwrap(),
            r#"{"characters":["gata","dart"]}"#
        );
    }

    #[test]
    fn a_lineup_far_longer_than_any_is_refused_by_its_size_alone() {
        // "Building Teams": four or eight Characters. A million copies of one id (and of an
        // unknown one) are one problem, found without reading the list.
        let catalog = Catalog::shipped();
        let mut huge = ids(&["nobody"]);
        huge.extend(std::iter::repeat_n(
            CharacterId::new("gata").unwrap(),
            1_000_000,
        ));
        assert_eq!(
            StartingLineup::check(&catalog, &huge, 8).unwrap_err(),
            vec![LineupProblem::WrongSize {
                expected: 8,
                found: 1_000_001
            }]
        );
        // Up to the input bound every problem is still named, each repeated id once.
        let mut nine = ids(&["gata"; 9]);
        nine.push(CharacterId::new("nobody").unwrap());
        assert_eq!(
            StartingLineup::check(&catalog, &nine, 8).unwrap_err(),
            vec![
                LineupProblem::WrongSize {
                    expected: 8,
                    found: 10
                },
                LineupProblem::Duplicate {
                    character: CharacterId::new("gata").unwrap()
                },
                LineupProblem::UnknownCharacter {
                    character: CharacterId::new("nobody").unwrap()
                },
            ]
        );
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let catalog = Catalog::shipped();
        let bad = ids(&["gata", "gata", "nobody"]);
        let problems = StartingLineup::check(&catalog, &bad, 4).unwrap_err();
        assert_eq!(
            problems,
            vec![
                LineupProblem::WrongSize {
                    expected: 4,
                    found: 3
                },
                LineupProblem::Duplicate {
                    character: CharacterId::new("gata").unwrap()
                },
                LineupProblem::UnknownCharacter {
                    character: CharacterId::new("nobody").unwrap()
                },
            ]
        );
    }
}
