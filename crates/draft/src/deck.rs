//! Tactics decks: the choice a player locks, the rule it must follow, and the checked deck.

use crate::clause::Clause;
use crate::commit::Committable;
use crate::rules::{Mod, ModSet};
use hexadraft_catalog::{Catalog, CharacterId, CharacterTactic, TacticNumber, TacticSlot};
use serde::{Deserialize, Serialize};

/// Most entries a deck choice may list: bounds input before any other check.
pub const MAX_DECK_INPUT: usize = 64;

/// Character Tactics in every deck, under every Mod: 18 cards less the 10 General Tactics
/// (AGL v1.0 "Deckbuilding"; AGL S2 Final Boss, "Formar el mazo de Tácticas").
pub const CHARACTER_TACTICS_PER_DECK: u32 = 8;

/// Most Tactics one character gives a deck.
pub const MAX_TACTICS_PER_CHARACTER: u32 = 2;

/// One character Tactic chosen for a deck, by the character and the Tactic's slot on it.
/// Unknown fields are refused.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct TacticPick {
    /// The character the Tactic belongs to.
    pub character: CharacterId,
    /// Which of its four Tactics (0 to 3).
    pub slot: TacticSlot,
}

/// The character Tactics a player chooses for their deck (the 10 General Tactics are added
/// automatically). This is the secret a player locks in the deck step. Unknown fields are
/// refused.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct DeckChoice {
    /// The chosen Tactics, in any order.
    pub tactics: Vec<TacticPick>,
}

impl DeckChoice {
    /// The same choice in canonical order (by character id, then slot).
    pub fn canonical(&self) -> DeckChoice {
        let mut tactics = self.tactics.clone();
        tactics.sort();
        DeckChoice { tactics }
    }
}

impl Committable for DeckChoice {
    fn canonical_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(&self.canonical()).unwrap_or_default()
    }
}

/// What a deck must hold under the event's Mods, for a UI to guide the choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DeckRule {
    /// The General Tactics every deck holds.
    pub general_tactics: Vec<TacticNumber>,
    /// How many character Tactics to choose (8).
    pub character_tactics: u32,
    /// Fewest Tactics per character: 2 normally, 0 under Final Boss.
    pub min_per_character: u32,
    /// Most Tactics per character: 2.
    pub max_per_character: u32,
    /// The clause the rule comes from.
    pub clause: Clause,
}

impl DeckRule {
    /// The rule for `mods`, with the catalog's General Tactics.
    pub fn for_mods(mods: &ModSet, general_tactics: Vec<TacticNumber>) -> DeckRule {
        if mods.has(Mod::FinalBoss) {
            // AGL S2, Final Boss, "Formar el mazo de Tácticas": 10 General + 8, at most two per
            // character, and a character may give none.
            DeckRule {
                general_tactics,
                character_tactics: CHARACTER_TACTICS_PER_DECK,
                min_per_character: 0,
                max_per_character: MAX_TACTICS_PER_CHARACTER,
                clause: Clause::FinalBossDeck,
            }
        } else {
            // AGL v1.0 "Deckbuilding": two Tactics from each of the four Characters.
            DeckRule {
                general_tactics,
                character_tactics: CHARACTER_TACTICS_PER_DECK,
                min_per_character: MAX_TACTICS_PER_CHARACTER,
                max_per_character: MAX_TACTICS_PER_CHARACTER,
                clause: Clause::Deckbuilding,
            }
        }
    }
}

/// One character Tactic card of a checked deck, with what the catalog knows of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DeckCard {
    /// The character.
    pub character: CharacterId,
    /// The Tactic's slot on the character.
    pub slot: TacticSlot,
    /// The printed card number, where known.
    pub number: Option<TacticNumber>,
    /// The printed card name, where known.
    pub name: Option<String>,
}

/// A checked 18-card Tactics deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Deck {
    /// The 10 General Tactics (009 to 018).
    pub general: Vec<TacticNumber>,
    /// The 8 character Tactics, in team order then slot order.
    pub character_tactics: Vec<DeckCard>,
}

impl Deck {
    /// The number of cards (18 for a checked deck).
    pub fn len(&self) -> usize {
        self.general.len() + self.character_tactics.len()
    }

    /// Whether the deck has no cards (never, for a checked deck).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The character Tactics of one character.
    pub fn tactics_of(&self, character: &CharacterId) -> Vec<DeckCard> {
        self.character_tactics
            .iter()
            .filter(|c| &c.character == character)
            .cloned()
            .collect()
    }
}

/// One thing wrong with a deck choice (or with the team it is checked against).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DeckViolation {
    /// The team does not have the size the Mods require.
    #[error("a team has {expected} characters, this one has {found} ({clause})")]
    TeamWrongSize {
        /// Required size.
        expected: u32,
        /// Size given.
        found: u32,
        /// The clause.
        clause: Clause,
    },
    /// A character is on the team twice.
    #[error(
        "{character} is on the team twice ({})",
        Clause::BuildingTeamsEachRound
    )]
    TeamRepeatsCharacter {
        /// The character.
        character: CharacterId,
    },
    /// A character the catalog does not know.
    #[error(
        "{character} is not a character of the catalog ({})",
        Clause::StartingLineup
    )]
    UnknownCharacter {
        /// The character.
        character: CharacterId,
    },
    /// The choice lists more entries than any deck could hold.
    #[error(
        "a deck choice may list at most {max} Tactics; the rest were not read ({})",
        Clause::Deckbuilding
    )]
    TooManyEntries {
        /// The bound.
        max: u32,
    },
    /// A Tactic of a character who is not on the team.
    #[error(
        "{character} is not on the team, so none of their Tactics can be chosen ({})",
        Clause::Deckbuilding
    )]
    NotOnTeam {
        /// The character.
        character: CharacterId,
    },
    /// The same Tactic twice.
    #[error(
        "Tactic {slot} of {character} is chosen twice ({})",
        Clause::Deckbuilding
    )]
    RepeatedTactic {
        /// The character.
        character: CharacterId,
        /// The slot, 0 to 3.
        slot: u8,
    },
    /// Not exactly two Tactics from a character (outside Final Boss).
    #[error(
        "{character} gives {found} Tactics; choose exactly {required} from each character ({})",
        Clause::Deckbuilding
    )]
    WrongCountForCharacter {
        /// The character.
        character: CharacterId,
        /// Two.
        required: u32,
        /// Tactics chosen.
        found: u32,
    },
    /// More than two Tactics from a character (Final Boss).
    #[error(
        "{character} gives {found} Tactics; a character gives at most {max} ({})",
        Clause::FinalBossDeck
    )]
    TooManyFromCharacter {
        /// The character.
        character: CharacterId,
        /// Two.
        max: u32,
        /// Tactics chosen.
        found: u32,
    },
    /// Not 8 character Tactics in all (18 cards with the 10 General Tactics).
    #[error("choose {expected} character Tactics (18 cards with the 10 General Tactics), not {found} ({clause})")]
    WrongTotal {
        /// Eight.
        expected: u32,
        /// Tactics chosen.
        found: u32,
        /// The clause.
        clause: Clause,
    },
    /// A written deck list leaves out a General Tactic: every deck holds all ten.
    #[error(
        "General Tactic {number} is missing: every deck holds the 10 General Tactics ({clause})"
    )]
    GeneralTacticMissing {
        /// The card left out.
        number: TacticNumber,
        /// The clause.
        clause: Clause,
    },
    /// A written deck list names a General Tactic twice: a deck holds each once.
    #[error("General Tactic {number} is written twice: a deck holds each General Tactic once ({clause})")]
    GeneralTacticRepeated {
        /// The card written twice.
        number: TacticNumber,
        /// The clause.
        clause: Clause,
    },
    /// A written deck list names a card that is neither a General Tactic nor a Tactic of any
    /// character the catalog knows (or whose number it does not know).
    #[error(
        "card {number} is neither a General Tactic nor a Tactic of any character the catalog knows ({})",
        Clause::Deckbuilding
    )]
    UnknownCard {
        /// The card number as written.
        number: TacticNumber,
    },
}

impl DeckViolation {
    /// The clause the violation breaks.
    pub fn clause(&self) -> Clause {
        match self {
            DeckViolation::TeamWrongSize { clause, .. }
            | DeckViolation::WrongTotal { clause, .. }
            | DeckViolation::GeneralTacticMissing { clause, .. }
            | DeckViolation::GeneralTacticRepeated { clause, .. } => *clause,
            DeckViolation::TeamRepeatsCharacter { .. } => Clause::BuildingTeamsEachRound,
            DeckViolation::UnknownCharacter { .. } => Clause::StartingLineup,
            DeckViolation::TooManyEntries { .. }
            | DeckViolation::NotOnTeam { .. }
            | DeckViolation::RepeatedTactic { .. }
            | DeckViolation::WrongCountForCharacter { .. }
            | DeckViolation::UnknownCard { .. } => Clause::Deckbuilding,
            DeckViolation::TooManyFromCharacter { .. } => Clause::FinalBossDeck,
        }
    }
}

/// A team member as the deck check needs it.
pub(crate) struct Member<'a> {
    pub(crate) id: &'a CharacterId,
    pub(crate) tactics: &'a [CharacterTactic; 4],
}

fn count_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Checks `choice` against a team already known to be legal. Every violation is reported.
pub(crate) fn check_against_team(
    team: &[Member<'_>],
    rule: &DeckRule,
    choice: &DeckChoice,
) -> Result<Deck, Vec<DeckViolation>> {
    if choice.tactics.len() > MAX_DECK_INPUT {
        // Far more than any deck: one problem, and the list is not read.
        return Err(vec![DeckViolation::TooManyEntries {
            max: count_u32(MAX_DECK_INPUT),
        }]);
    }
    let mut violations = Vec::new();
    let entries = &choice.tactics;
    let mut seen: Vec<&TacticPick> = Vec::new();
    for pick in entries {
        if !team.iter().any(|m| m.id == &pick.character) {
            let v = DeckViolation::NotOnTeam {
                character: pick.character.clone(),
            };
            if !violations.contains(&v) {
                violations.push(v);
            }
        } else if seen.contains(&pick) {
            let v = DeckViolation::RepeatedTactic {
                character: pick.character.clone(),
                slot: u8::from(pick.slot),
            };
            if !violations.contains(&v) {
                violations.push(v);
            }
        }
        seen.push(pick);
    }
    for member in team {
        let found = count_u32(entries.iter().filter(|p| &p.character == member.id).count());
        if rule.min_per_character == rule.max_per_character {
            if found != rule.min_per_character {
                violations.push(DeckViolation::WrongCountForCharacter {
                    character: member.id.clone(),
                    required: rule.min_per_character,
                    found,
                });
            }
        } else if found > rule.max_per_character {
            violations.push(DeckViolation::TooManyFromCharacter {
                character: member.id.clone(),
                max: rule.max_per_character,
                found,
            });
        }
    }
    let found = count_u32(choice.tactics.len());
    if found != rule.character_tactics {
        violations.push(DeckViolation::WrongTotal {
            expected: rule.character_tactics,
            found,
            clause: rule.clause,
        });
    }
    if !violations.is_empty() {
        return Err(violations);
    }
    let mut character_tactics = Vec::with_capacity(entries.len());
    for member in team {
        for slot in TacticSlot::ALL {
            if entries
                .iter()
                .any(|p| &p.character == member.id && p.slot == slot)
            {
                let printed = member.tactics.get(slot.index());
                character_tactics.push(DeckCard {
                    character: member.id.clone(),
                    slot,
                    number: printed.and_then(|t| t.number),
                    name: printed.and_then(|t| t.name.clone()),
                });
            }
        }
    }
    Ok(Deck {
        general: rule.general_tactics.clone(),
        character_tactics,
    })
}

/// Checks a deck choice against a team given by hand (the `deck check` command, or a UI
/// checking a deck before locking it). The team must be the Mods' team size of distinct catalog
/// characters; every problem with the team and the deck is reported at once.
///
/// # Errors
/// Every [`DeckViolation`] found.
pub fn check_deck(
    catalog: &Catalog,
    mods: &ModSet,
    team: &[CharacterId],
    choice: &DeckChoice,
) -> Result<Deck, Vec<DeckViolation>> {
    let mut violations = Vec::new();
    let members = checked_team(catalog, mods, team, &mut violations);
    let Some(members) = members.filter(|_| choice.tactics.len() <= MAX_DECK_INPUT) else {
        // Lists far longer than any team or deck: their sizes are the problems, unread.
        if choice.tactics.len() > MAX_DECK_INPUT {
            violations.push(DeckViolation::TooManyEntries {
                max: count_u32(MAX_DECK_INPUT),
            });
        }
        return Err(violations);
    };
    let rule = DeckRule::for_mods(mods, general_numbers(catalog));
    finish(violations, check_against_team(&members, &rule, choice))
}

/// Checks a deck written as a list of printed card numbers (a player's paper list: the 10
/// General Tactics and the 8 character Tactics, in any order) against a team given by hand.
/// Each character Tactic is read as the team character and slot that carry its number in the
/// catalog, then the deck rule of [`check_deck`] applies. Every problem is reported at once.
///
/// # Errors
/// Every [`DeckViolation`] found: besides those of [`check_deck`], a General Tactic missing or
/// written twice, and a card no General Tactic and no catalog character carries (AGL v1.0
/// "Deckbuilding"; under Final Boss, AGL S2 "Formar el mazo de Tácticas").
pub fn check_written_deck(
    catalog: &Catalog,
    mods: &ModSet,
    team: &[CharacterId],
    cards: &[TacticNumber],
) -> Result<Deck, Vec<DeckViolation>> {
    let mut violations = Vec::new();
    let members = checked_team(catalog, mods, team, &mut violations);
    let Some(members) = members.filter(|_| cards.len() <= MAX_DECK_INPUT) else {
        // Far more than any deck: one problem, and the list is not read.
        if cards.len() > MAX_DECK_INPUT {
            violations.push(DeckViolation::TooManyEntries {
                max: count_u32(MAX_DECK_INPUT),
            });
        }
        return Err(violations);
    };
    let rule = DeckRule::for_mods(mods, general_numbers(catalog));
    let mut generals_seen: Vec<TacticNumber> = Vec::new();
    let mut tactics = Vec::new();
    for &number in cards {
        if rule.general_tactics.contains(&number) {
            if generals_seen.contains(&number) {
                push_once(
                    &mut violations,
                    DeckViolation::GeneralTacticRepeated {
                        number,
                        clause: rule.clause,
                    },
                );
            } else {
                generals_seen.push(number);
            }
            continue;
        }
        // A Tactic of the team, or else of a character off the team: read as that character's
        // pick either way, so the deck check names the character and counts the card.
        let pick = members
            .iter()
            .map(|m| (m.id, m.tactics))
            .chain(catalog.characters().iter().map(|c| (&c.id, &c.tactics)))
            .find_map(|(character, printed)| {
                let slot = slot_of(printed, number)?;
                Some(TacticPick {
                    character: character.clone(),
                    slot,
                })
            });
        match pick {
            Some(pick) => tactics.push(pick),
            None => push_once(&mut violations, DeckViolation::UnknownCard { number }),
        }
    }
    for &number in &rule.general_tactics {
        if !generals_seen.contains(&number) {
            violations.push(DeckViolation::GeneralTacticMissing {
                number,
                clause: rule.clause,
            });
        }
    }
    let choice = DeckChoice { tactics };
    finish(violations, check_against_team(&members, &rule, &choice))
}

/// Adds `v` unless it is already listed.
fn push_once(violations: &mut Vec<DeckViolation>, v: DeckViolation) {
    if !violations.contains(&v) {
        violations.push(v);
    }
}

/// The slot of the Tactic printed with `number`, if one of `printed` carries it.
fn slot_of(printed: &[CharacterTactic; 4], number: TacticNumber) -> Option<TacticSlot> {
    TacticSlot::ALL
        .into_iter()
        .find(|s| printed.get(s.index()).and_then(|t| t.number) == Some(number))
}

/// The catalog's General Tactics by number.
fn general_numbers(catalog: &Catalog) -> Vec<TacticNumber> {
    catalog.general_tactics().iter().map(|g| g.number).collect()
}

/// Checks a team given by hand, adding its problems to `violations`; its known members, or
/// `None` when the list is far longer than any team (and was not read).
fn checked_team<'a>(
    catalog: &'a Catalog,
    mods: &ModSet,
    team: &'a [CharacterId],
    violations: &mut Vec<DeckViolation>,
) -> Option<Vec<Member<'a>>> {
    let expected = mods.team_size();
    if team.len() != expected {
        violations.push(DeckViolation::TeamWrongSize {
            expected: count_u32(expected),
            found: count_u32(team.len()),
            clause: if mods.has(Mod::FinalBoss) {
                Clause::FinalBossTeams
            } else {
                Clause::BuildingTeamsEachRound
            },
        });
    }
    if team.len() > MAX_DECK_INPUT {
        return None;
    }
    let mut members = Vec::new();
    for (i, id) in team.iter().enumerate() {
        if team.get(..i).is_some_and(|before| before.contains(id)) {
            violations.push(DeckViolation::TeamRepeatsCharacter {
                character: id.clone(),
            });
            continue;
        }
        match catalog.character(id) {
            Some(c) => members.push(Member {
                id,
                tactics: &c.tactics,
            }),
            None => violations.push(DeckViolation::UnknownCharacter {
                character: id.clone(),
            }),
        }
    }
    Some(members)
}

/// The deck, or every violation: those found before the deck check and the deck check's own.
fn finish(
    mut violations: Vec<DeckViolation>,
    checked: Result<Deck, Vec<DeckViolation>>,
) -> Result<Deck, Vec<DeckViolation>> {
    match checked {
        Ok(deck) if violations.is_empty() => Ok(deck),
        Ok(_) => Err(violations),
        Err(more) => {
            violations.extend(more);
            Err(violations)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetVersion;

    fn id(s: &str) -> CharacterId {
        CharacterId::new(s).unwrap()
    }

    fn pick(c: &str, slot: u8) -> TacticPick {
        TacticPick {
            character: id(c),
            slot: TacticSlot::new(slot).unwrap(),
        }
    }

    fn core_four() -> Vec<CharacterId> {
        ["gata", "8-ball", "parvati", "maximus"].map(id).to_vec()
    }

    fn two_each(team: &[CharacterId]) -> DeckChoice {
        DeckChoice {
            tactics: team
                .iter()
                .flat_map(|c| [0u8, 1].map(|s| pick(c.as_str(), s)))
                .collect(),
        }
    }

    #[test]
    fn a_deck_is_the_ten_general_tactics_and_two_from_each_character() {
        // AGL v1.0 "Deckbuilding": two Tactics from each Character, 18 cards.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let deck = check_deck(&catalog, &mods, &core_four(), &two_each(&core_four())).unwrap();
        assert_eq!(deck.len(), 18);
        assert_eq!(deck.general.len(), 10);
        assert_eq!(deck.general.first().map(|n| n.get()), Some(9));
        assert_eq!(deck.general.last().map(|n| n.get()), Some(18));
        // Gata's first two Tactics are cards 031 and 032 in the shipped pack.
        let gata: Vec<u16> = deck
            .tactics_of(&id("gata"))
            .iter()
            .filter_map(|c| c.number.map(TacticNumber::get))
            .collect();
        assert_eq!(gata, vec![31, 32]);
    }

    #[test]
    fn every_deck_violation_is_reported_at_once() {
        // AGL v1.0 "Deckbuilding": exactly two per character, eight in all.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let choice = DeckChoice {
            tactics: vec![
                pick("gata", 0),
                pick("gata", 0),
                pick("gata", 1),
                pick("8-ball", 0),
                pick("wild-bill", 2),
            ],
        };
        let violations = check_deck(&catalog, &mods, &core_four(), &choice).unwrap_err();
        assert_eq!(
            violations,
            vec![
                DeckViolation::RepeatedTactic {
                    character: id("gata"),
                    slot: 0
                },
                DeckViolation::NotOnTeam {
                    character: id("wild-bill")
                },
                DeckViolation::WrongCountForCharacter {
                    character: id("gata"),
                    required: 2,
                    found: 3
                },
                DeckViolation::WrongCountForCharacter {
                    character: id("8-ball"),
                    required: 2,
                    found: 1
                },
                DeckViolation::WrongCountForCharacter {
                    character: id("parvati"),
                    required: 2,
                    found: 0
                },
                DeckViolation::WrongCountForCharacter {
                    character: id("maximus"),
                    required: 2,
                    found: 0
                },
                DeckViolation::WrongTotal {
                    expected: 8,
                    found: 5,
                    clause: Clause::Deckbuilding
                },
            ]
        );
    }

    #[test]
    fn under_final_boss_a_character_may_give_none_but_never_three() {
        // AGL S2, Final Boss, "Formar el mazo de Tácticas": 8 from six, at most two each, and a
        // character may give none.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglSeason2, &[Mod::FinalBoss]).unwrap();
        let team = [
            "gata",
            "8-ball",
            "parvati",
            "maximus",
            "hexx3r",
            "wild-bill",
        ]
        .map(id);
        let ok = DeckChoice {
            tactics: vec![
                pick("gata", 0),
                pick("gata", 3),
                pick("8-ball", 1),
                pick("8-ball", 2),
                pick("parvati", 0),
                pick("parvati", 1),
                pick("maximus", 0),
                pick("hexx3r", 2),
            ],
        };
        let deck = check_deck(&catalog, &mods, &team, &ok).unwrap();
        assert_eq!(deck.len(), 18);
        assert!(deck.tactics_of(&id("wild-bill")).is_empty());
        let bad = DeckChoice {
            tactics: vec![
                pick("gata", 0),
                pick("gata", 1),
                pick("gata", 2),
                pick("8-ball", 1),
                pick("8-ball", 2),
                pick("parvati", 0),
                pick("parvati", 1),
                pick("maximus", 0),
            ],
        };
        assert_eq!(
            check_deck(&catalog, &mods, &team, &bad).unwrap_err(),
            vec![DeckViolation::TooManyFromCharacter {
                character: id("gata"),
                max: 2,
                found: 3
            }]
        );
    }

    #[test]
    fn a_hand_given_team_is_checked_too() {
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let team = ["gata", "gata", "nobody"].map(id);
        let v = check_deck(&catalog, &mods, &team, &DeckChoice { tactics: vec![] }).unwrap_err();
        assert!(v.contains(&DeckViolation::TeamWrongSize {
            expected: 4,
            found: 3,
            clause: Clause::BuildingTeamsEachRound
        }));
        assert!(v.contains(&DeckViolation::TeamRepeatsCharacter {
            character: id("gata")
        }));
        assert!(v.contains(&DeckViolation::UnknownCharacter {
            character: id("nobody")
        }));
    }

    fn numbers(list: &[u16]) -> Vec<TacticNumber> {
        list.iter()
            .map(|&n| TacticNumber::new(n).unwrap())
            .collect()
    }

    /// The General Tactics 009 to 018, as a player writes them.
    const GENERAL: [u16; 10] = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    /// Two Tactics of each of the core four: 8-ball 023-024, gata 031-032, parvati 035-036,
    /// maximus 047-048 in the shipped pack.
    const CORE_EIGHT: [u16; 8] = [23, 24, 31, 32, 35, 36, 47, 48];

    #[test]
    fn a_written_list_of_eighteen_cards_is_read_as_the_teams_tactics() {
        // AGL v1.0 "Deckbuilding": the 10 General Tactics (009-018) and two Tactics of each
        // character, written by number in any order.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let mut cards = numbers(&CORE_EIGHT);
        cards.extend(numbers(&GENERAL));
        cards.reverse();
        let written = check_written_deck(&catalog, &mods, &core_four(), &cards).unwrap();
        let chosen = check_deck(&catalog, &mods, &core_four(), &two_each(&core_four())).unwrap();
        assert_eq!(written, chosen);
        assert_eq!(written.len(), 18);
    }

    #[test]
    fn a_written_list_missing_a_general_tactic_is_refused_with_the_clause() {
        // AGL v1.0 "Deckbuilding": every deck holds the 10 General Tactics.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let mut cards = numbers(&GENERAL[1..]);
        cards.extend(numbers(&CORE_EIGHT));
        let v = check_written_deck(&catalog, &mods, &core_four(), &cards).unwrap_err();
        assert_eq!(
            v,
            vec![DeckViolation::GeneralTacticMissing {
                number: TacticNumber::new(9).unwrap(),
                clause: Clause::Deckbuilding,
            }]
        );
        assert_eq!(v[0].clause(), Clause::Deckbuilding);
        assert!(v[0].to_string().contains("General Tactic 009 is missing"));
    }

    #[test]
    fn under_final_boss_a_missing_general_tactic_cites_the_final_boss_deck() {
        // AGL S2, Final Boss, "Formar el mazo de Tácticas": 10 General Tactics and 8 more.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglSeason2, &[Mod::FinalBoss]).unwrap();
        let team = [
            "gata",
            "8-ball",
            "parvati",
            "maximus",
            "hexx3r",
            "wild-bill",
        ]
        .map(id);
        let mut cards = numbers(&GENERAL[..9]);
        cards.extend(numbers(&[31, 34, 24, 25, 35, 36, 47, 45]));
        let v = check_written_deck(&catalog, &mods, &team, &cards).unwrap_err();
        assert_eq!(
            v,
            vec![DeckViolation::GeneralTacticMissing {
                number: TacticNumber::new(18).unwrap(),
                clause: Clause::FinalBossDeck,
            }]
        );
        cards.push(TacticNumber::new(18).unwrap());
        let deck = check_written_deck(&catalog, &mods, &team, &cards).unwrap();
        assert!(deck.tactics_of(&id("wild-bill")).is_empty());
        assert_eq!(deck.len(), 18);
    }

    #[test]
    fn a_written_list_names_every_wrong_card() {
        // AGL v1.0 "Deckbuilding": each General Tactic once, only the team's Tactics, two each.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let mut cards = numbers(&GENERAL);
        cards.extend(numbers(&[9, 9, 23, 24, 31, 31, 35, 36, 47, 39, 999]));
        let v = check_written_deck(&catalog, &mods, &core_four(), &cards).unwrap_err();
        assert_eq!(
            v,
            vec![
                DeckViolation::GeneralTacticRepeated {
                    number: TacticNumber::new(9).unwrap(),
                    clause: Clause::Deckbuilding,
                },
                DeckViolation::UnknownCard {
                    number: TacticNumber::new(999).unwrap(),
                },
                DeckViolation::RepeatedTactic {
                    character: id("gata"),
                    slot: 0,
                },
                // 039 is Wild Bill's, who is not on the team.
                DeckViolation::NotOnTeam {
                    character: id("wild-bill"),
                },
                DeckViolation::WrongCountForCharacter {
                    character: id("maximus"),
                    required: 2,
                    found: 1,
                },
            ]
        );
        assert!(v.iter().all(|x| x.clause() == Clause::Deckbuilding));
    }

    #[test]
    fn a_written_list_longer_than_any_deck_is_one_problem_unread() {
        // AGL v1.0 "Deckbuilding": 18 cards; a list of thousands is refused without reading it.
        let catalog = Catalog::shipped();
        let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
        let cards = vec![TacticNumber::new(9).unwrap(); 10_000];
        assert_eq!(
            check_written_deck(&catalog, &mods, &core_four(), &cards).unwrap_err(),
            vec![DeckViolation::TooManyEntries { max: 64 }]
        );
    }

    #[test]
    fn the_canonical_form_ignores_the_order_of_the_picks() {
        let a = DeckChoice {
            tactics: vec![pick("gata", 1), pick("8-ball", 0)],
        };
        let b = DeckChoice {
            tactics: vec![pick("8-ball", 0), pick("gata", 1)],
        };
        assert_eq!(a.canonical_bytes(), b.canonical_bytes());
        assert_eq!(
            String::from_utf8(a.canonical_bytes()).unwrap(),
            r#"{"tactics":[{"character":"8-ball","slot":0},{"character":"gata","slot":1}]}"#
        );
    }
}
