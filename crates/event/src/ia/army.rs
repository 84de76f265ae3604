//! The army check (IA Skirmish 1.1, «Construcción de ejércitos»), as pure Rust over the catalog:
//! "El coste total de todas las cartas de Despliegue y de Mejora de escaramuza de un jugador no
//! puede ser superior a 40 puntos. Cada mazo de Mando debe contener exactamente 15 cartas, y el
//! coste total de las cartas de Mando de un jugador no puede ser superior a 15 puntos." The same
//! section makes the Skirmish Guide's building rules apply ("Todos los ejércitos deben seguir las
//! reglas de construcción de ejércitos que se encuentran en la Guía de escaramuzas"): only
//! skirmish cards, one affiliation (neutral Skirmish Upgrades fit any), a unique card once, a
//! Command card no more often than its limit. Every problem is listed at once.
//!
//! It lives in the event crate, not the catalog, because each problem cites its clause and the
//! one `Clause` type belongs to the draft crate, which depends on the catalog (not the reverse).

use super::refusal::ia;
use hexadraft_catalog::ia::{
    fold, Affiliation, CommandCardId, DeploymentCardId, IaCardId, IaCatalog,
};
use hexadraft_draft::{Clause, IaSection};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most an army's Deployment and Skirmish Upgrade cards may cost.
pub const ARMY_POINTS: i32 = 40;

/// The exact number of cards in a Command deck.
pub const COMMAND_DECK_CARDS: u32 = 15;

/// The most a Command deck may cost.
pub const COMMAND_DECK_POINTS: u32 = 15;

/// The most entries one list may hold (a sanity bound: a legal army has far fewer).
pub const MAX_ARMY_ENTRIES: usize = 100;

/// The most copies one entry may count (a sanity bound).
pub const MAX_COPIES: u32 = 99;

/// One Deployment or Skirmish Upgrade card of a list, with its copies.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct DeploymentEntry {
    /// The card.
    pub card: DeploymentCardId,
    /// How many copies.
    pub count: u32,
}

/// One Command card of a list, with its copies.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct CommandEntry {
    /// The card.
    pub card: CommandCardId,
    /// How many copies.
    pub count: u32,
}

/// An army list as a player hands it in: Deployment cards (Skirmish Upgrades included) and the
/// Command deck.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct ArmyList {
    /// Deployment and Skirmish Upgrade cards.
    pub deployment: Vec<DeploymentEntry>,
    /// Command cards.
    pub command: Vec<CommandEntry>,
}

impl ArmyList {
    /// Adds `count` copies of a card, to its entry if it has one.
    pub fn add(&mut self, card: IaCardId, count: u32) {
        match card {
            IaCardId::Deployment(card) => {
                match self.deployment.iter_mut().find(|e| e.card == card) {
                    Some(e) => e.count = e.count.saturating_add(count),
                    None => self.deployment.push(DeploymentEntry { card, count }),
                }
            }
            IaCardId::Command(card) => match self.command.iter_mut().find(|e| e.card == card) {
                Some(e) => e.count = e.count.saturating_add(count),
                None => self.command.push(CommandEntry { card, count }),
            },
        }
    }
}

/// One thing wrong with an army, with its clause.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ArmyProblem {
    /// The list names a card the catalog does not have.
    #[error("there is no {card} in the catalog ({clause})")]
    UnknownCard {
        /// The card.
        card: IaCardId,
        /// Where the rule is.
        clause: Clause,
    },
    /// An entry counts no copy, or more than any list could.
    #[error("{card} is listed {count} times; an entry counts 1 to {max} copies ({clause})")]
    BadCount {
        /// The card.
        card: IaCardId,
        /// The count given.
        count: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The list has more entries than any army could.
    #[error("the list has {entries} entries, more than the {max} accepted ({clause})")]
    TooManyEntries {
        /// Entries given.
        entries: u32,
        /// The bound.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// Deployment and Skirmish Upgrade cards cost more than 40.
    #[error("the Deployment and Skirmish Upgrade cards cost {points} points, more than {max} ({clause})")]
    ArmyOverBudget {
        /// Their cost.
        points: i32,
        /// The limit.
        max: i32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The Command deck does not hold exactly 15 cards.
    #[error("the Command deck holds {cards} cards; it must hold exactly {required} ({clause})")]
    CommandDeckSize {
        /// Cards in the deck.
        cards: u32,
        /// The size required.
        required: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The Command deck costs more than 15.
    #[error("the Command cards cost {points} points, more than {max} ({clause})")]
    CommandDeckOverBudget {
        /// Their cost.
        points: u32,
        /// The limit.
        max: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// A card printed for the campaign only.
    #[error("{name} is a campaign card, not a skirmish card ({clause})")]
    NotSkirmish {
        /// The card.
        card: DeploymentCardId,
        /// Its name.
        name: String,
        /// Where the rule is.
        clause: Clause,
    },
    /// Cards of more than one affiliation (neutral cards aside).
    #[error("an army has one affiliation; this one mixes {} ({clause})", affiliations.iter().map(|a| format!("{} ({})", a.affiliation, a.cards.join(", "))).collect::<Vec<_>>().join(" and "))]
    MixedAffiliations {
        /// Each affiliation present, with the names of its cards.
        affiliations: Vec<AffiliationCards>,
        /// Where the rule is.
        clause: Clause,
    },
    /// A unique card (by name) more than once.
    #[error("{name} is unique and appears {copies} times ({clause})")]
    UniqueRepeated {
        /// The card's name.
        name: String,
        /// The cards of that name in the list.
        cards: Vec<DeploymentCardId>,
        /// Copies in all.
        copies: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// A Command card more often than its limit.
    #[error("{name} may appear {limit} times in a Command deck, not {copies} ({clause})")]
    CommandOverLimit {
        /// The card.
        card: CommandCardId,
        /// Its name.
        name: String,
        /// Copies in the deck.
        copies: u32,
        /// Its limit.
        limit: u32,
        /// Where the rule is.
        clause: Clause,
    },
}

/// The cards of one affiliation in a mixed army.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct AffiliationCards {
    /// The affiliation.
    pub affiliation: Affiliation,
    /// The names of its cards in the list.
    pub cards: Vec<String>,
}

impl ArmyProblem {
    /// The clause the problem cites.
    pub fn clause(&self) -> Clause {
        match self {
            ArmyProblem::UnknownCard { clause, .. }
            | ArmyProblem::BadCount { clause, .. }
            | ArmyProblem::TooManyEntries { clause, .. }
            | ArmyProblem::ArmyOverBudget { clause, .. }
            | ArmyProblem::CommandDeckSize { clause, .. }
            | ArmyProblem::CommandDeckOverBudget { clause, .. }
            | ArmyProblem::NotSkirmish { clause, .. }
            | ArmyProblem::MixedAffiliations { clause, .. }
            | ArmyProblem::UniqueRepeated { clause, .. }
            | ArmyProblem::CommandOverLimit { clause, .. } => *clause,
        }
    }
}

/// An army's running totals and every problem: what the registration screen shows while a list
/// is built, and what decides whether it may be registered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ArmyReport {
    /// The cost of the Deployment and Skirmish Upgrade cards (known cards only).
    pub army_points: i32,
    /// Cards in the Command deck.
    pub command_cards: u32,
    /// The cost of the Command deck (known cards only).
    pub command_points: u32,
    /// The army's affiliation, when its cards name exactly one (neutral cards aside).
    pub affiliation: Option<Affiliation>,
    /// Every problem, in the order: list shape, unknown cards, points, Command deck, skirmish
    /// cards, affiliation, unique cards, Command limits.
    pub problems: Vec<ArmyProblem>,
}

impl ArmyReport {
    /// Whether the army breaks no rule.
    pub fn is_legal(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Checks an army against the catalog (with the organizer's overlay, if any).
pub fn check_army(catalog: &IaCatalog, list: &ArmyList) -> ArmyReport {
    let building = ia(IaSection::ArmyBuilding);
    let bounds = ia(IaSection::RulingArmyListText);
    let mut problems = Vec::new();
    let entries = list.deployment.len() + list.command.len();
    if entries > MAX_ARMY_ENTRIES {
        problems.push(ArmyProblem::TooManyEntries {
            entries: u32::try_from(entries).unwrap_or(u32::MAX),
            max: u32::try_from(MAX_ARMY_ENTRIES).unwrap_or(u32::MAX),
            clause: bounds,
        });
    }
    // Entries naming the same card add up.
    let mut deployment: BTreeMap<&DeploymentCardId, u32> = BTreeMap::new();
    let mut order: Vec<&DeploymentCardId> = Vec::new();
    for e in list.deployment.iter().take(MAX_ARMY_ENTRIES) {
        if e.count == 0 || e.count > MAX_COPIES {
            problems.push(ArmyProblem::BadCount {
                card: IaCardId::Deployment(e.card.clone()),
                count: e.count,
                max: MAX_COPIES,
                clause: bounds,
            });
        }
        let slot = deployment.entry(&e.card).or_insert_with(|| {
            order.push(&e.card);
            0
        });
        *slot = slot.saturating_add(e.count.min(MAX_COPIES));
    }
    let mut command: BTreeMap<&CommandCardId, u32> = BTreeMap::new();
    let mut command_order: Vec<&CommandCardId> = Vec::new();
    for e in list.command.iter().take(MAX_ARMY_ENTRIES) {
        if e.count == 0 || e.count > MAX_COPIES {
            problems.push(ArmyProblem::BadCount {
                card: IaCardId::Command(e.card.clone()),
                count: e.count,
                max: MAX_COPIES,
                clause: bounds,
            });
        }
        let slot = command.entry(&e.card).or_insert_with(|| {
            command_order.push(&e.card);
            0
        });
        *slot = slot.saturating_add(e.count.min(MAX_COPIES));
    }

    let mut known = Vec::new();
    for id in &order {
        match catalog.deployment_card(id) {
            Some(card) => known.push((card, deployment.get(id).copied().unwrap_or(0))),
            None => problems.push(ArmyProblem::UnknownCard {
                card: IaCardId::Deployment((*id).clone()),
                clause: building,
            }),
        }
    }
    let mut known_command = Vec::new();
    for id in &command_order {
        match catalog.command_card(id) {
            Some(card) => known_command.push((card, command.get(id).copied().unwrap_or(0))),
            None => problems.push(ArmyProblem::UnknownCard {
                card: IaCardId::Command((*id).clone()),
                clause: building,
            }),
        }
    }

    let army_points: i32 = known.iter().fold(0i32, |sum, (card, n)| {
        sum.saturating_add(i32::from(card.cost).saturating_mul(i32::try_from(*n).unwrap_or(0)))
    });
    if army_points > ARMY_POINTS {
        problems.push(ArmyProblem::ArmyOverBudget {
            points: army_points,
            max: ARMY_POINTS,
            clause: building,
        });
    }
    let command_cards: u32 = command.values().fold(0u32, |a, n| a.saturating_add(*n));
    if command_cards != COMMAND_DECK_CARDS {
        problems.push(ArmyProblem::CommandDeckSize {
            cards: command_cards,
            required: COMMAND_DECK_CARDS,
            clause: building,
        });
    }
    let command_points: u32 = known_command.iter().fold(0u32, |sum, (card, n)| {
        sum.saturating_add(u32::from(card.cost).saturating_mul(*n))
    });
    if command_points > COMMAND_DECK_POINTS {
        problems.push(ArmyProblem::CommandDeckOverBudget {
            points: command_points,
            max: COMMAND_DECK_POINTS,
            clause: building,
        });
    }

    for (card, _) in &known {
        if !card.is_skirmish() {
            problems.push(ArmyProblem::NotSkirmish {
                card: card.id.clone(),
                name: card.display_name(),
                clause: building,
            });
        }
    }

    let mut by_affiliation: BTreeMap<Affiliation, Vec<String>> = BTreeMap::new();
    for (card, _) in &known {
        if card.affiliation != Affiliation::Neutral {
            by_affiliation
                .entry(card.affiliation)
                .or_default()
                .push(card.display_name());
        }
    }
    let affiliation = match by_affiliation.len() {
        1 => by_affiliation.keys().next().copied(),
        _ => None,
    };
    if by_affiliation.len() > 1 {
        problems.push(ArmyProblem::MixedAffiliations {
            affiliations: by_affiliation
                .into_iter()
                .map(|(affiliation, cards)| AffiliationCards { affiliation, cards })
                .collect(),
            clause: building,
        });
    }

    // A unique card is one person or thing: two unique cards sharing a name count as the same
    // card (docs/rulings.md, Imperial Assault, "Unique cards").
    let mut unique: BTreeMap<String, (String, Vec<DeploymentCardId>, u32)> = BTreeMap::new();
    let mut unique_order: Vec<String> = Vec::new();
    for (card, n) in &known {
        if card.unique {
            let key = fold(&card.name);
            let slot = unique.entry(key.clone()).or_insert_with(|| {
                unique_order.push(key.clone());
                (card.name.clone(), Vec::new(), 0)
            });
            slot.1.push(card.id.clone());
            slot.2 = slot.2.saturating_add(*n);
        }
    }
    for key in unique_order {
        if let Some((name, cards, copies)) = unique.remove(&key) {
            if copies > 1 {
                problems.push(ArmyProblem::UniqueRepeated {
                    name,
                    cards,
                    copies,
                    clause: building,
                });
            }
        }
    }

    for (card, n) in &known_command {
        if *n > u32::from(card.limit) {
            problems.push(ArmyProblem::CommandOverLimit {
                card: card.id.clone(),
                name: card.name.clone(),
                copies: *n,
                limit: u32::from(card.limit),
                clause: building,
            });
        }
    }

    ArmyReport {
        army_points,
        command_cards,
        command_points,
        affiliation,
        problems,
    }
}

#[cfg(test)]
mod tests;
