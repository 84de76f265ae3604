//! What the catalog does not know yet, so the UI can say so and the organizer can fill it in.

use crate::ids::{CharacterId, ProductId, TacticNumber, TacticSlot};
use crate::model::ProductKind;
use crate::pack::Catalog;
use serde::{Deserialize, Serialize};

/// The unknown Tactics of one character.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TacticGaps {
    /// The character.
    pub character: CharacterId,
    /// Slots whose card number is unknown.
    pub number_unknown: Vec<TacticSlot>,
    /// Slots whose card name is unknown.
    pub name_unknown: Vec<TacticSlot>,
}

/// How many values of each kind are unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GapCounts {
    /// Characters whose Initiative is unknown.
    pub characters_without_initiative: u32,
    /// Characters with an unknown Movement, Energy or Health.
    pub characters_with_unknown_stats: u32,
    /// Characters with at least one unknown Tactic number or name.
    pub characters_with_unknown_tactics: u32,
    /// Unknown character Tactic numbers, over all characters.
    pub unknown_tactic_numbers: u32,
    /// Unknown character Tactic names, over all characters.
    pub unknown_tactic_names: u32,
    /// General Tactics without a name.
    pub general_tactics_without_names: u32,
    /// Core Boxes and character expansions of which no character is listed.
    pub products_without_characters: u32,
}

/// Everything the catalog does not know, in pack order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CatalogGaps {
    /// Characters whose Initiative is unknown (the Underdog sums Initiative).
    pub initiative_unknown: Vec<CharacterId>,
    /// Characters with an unknown Movement, Energy or Health.
    pub stats_unknown: Vec<CharacterId>,
    /// Characters with unknown Tactic numbers or names.
    pub tactics_unknown: Vec<TacticGaps>,
    /// General Tactics without a name.
    pub general_tactics_unnamed: Vec<TacticNumber>,
    /// Core Boxes and character expansions of which no character is listed (their roster is
    /// unknown to the pack).
    pub products_without_characters: Vec<ProductId>,
    /// The counts of the lists above.
    pub counts: GapCounts,
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl CatalogGaps {
    /// Whether nothing is missing.
    pub fn is_empty(&self) -> bool {
        self.counts == GapCounts::default()
    }

    /// One plain English line per kind of gap, e.g. "Initiative unknown for 4 characters".
    pub fn summary(&self) -> Vec<String> {
        let c = &self.counts;
        let plural = |n: u32, one: &str, many: &str| {
            if n == 1 {
                format!("{n} {one}")
            } else {
                format!("{n} {many}")
            }
        };
        let mut lines = Vec::new();
        if c.characters_without_initiative > 0 {
            lines.push(format!(
                "Initiative unknown for {}",
                plural(c.characters_without_initiative, "character", "characters")
            ));
        }
        if c.characters_with_unknown_stats > 0 {
            lines.push(format!(
                "Movement, Energy or Health unknown for {}",
                plural(c.characters_with_unknown_stats, "character", "characters")
            ));
        }
        if c.characters_with_unknown_tactics > 0 {
            lines.push(format!(
                "Tactics incomplete for {} ({} unknown, {} unknown)",
                plural(c.characters_with_unknown_tactics, "character", "characters"),
                plural(c.unknown_tactic_numbers, "number", "numbers"),
                plural(c.unknown_tactic_names, "name", "names")
            ));
        }
        if c.general_tactics_without_names > 0 {
            lines.push(format!(
                "{} without a name",
                plural(
                    c.general_tactics_without_names,
                    "General Tactic",
                    "General Tactics"
                )
            ));
        }
        if c.products_without_characters > 0 {
            lines.push(format!(
                "No characters listed for {}",
                plural(c.products_without_characters, "box", "boxes")
            ));
        }
        lines
    }
}

impl Catalog {
    /// What the catalog does not know yet.
    pub fn gaps(&self) -> CatalogGaps {
        let mut gaps = CatalogGaps::default();
        for c in self.characters() {
            if c.initiative.is_none() {
                gaps.initiative_unknown.push(c.id.clone());
            }
            if c.movement.is_none() || c.energy.is_none() || c.health.is_none() {
                gaps.stats_unknown.push(c.id.clone());
            }
            let slots = TacticSlot::ALL.iter().zip(c.tactics.iter());
            let number_unknown: Vec<TacticSlot> = slots
                .clone()
                .filter(|(_, t)| t.number.is_none())
                .map(|(s, _)| *s)
                .collect();
            let name_unknown: Vec<TacticSlot> = slots
                .filter(|(_, t)| t.name.is_none())
                .map(|(s, _)| *s)
                .collect();
            gaps.counts.unknown_tactic_numbers += count(number_unknown.len());
            gaps.counts.unknown_tactic_names += count(name_unknown.len());
            if !number_unknown.is_empty() || !name_unknown.is_empty() {
                gaps.tactics_unknown.push(TacticGaps {
                    character: c.id.clone(),
                    number_unknown,
                    name_unknown,
                });
            }
        }
        gaps.general_tactics_unnamed = self
            .general_tactics()
            .iter()
            .filter(|t| t.name.is_none())
            .map(|t| t.number)
            .collect();
        gaps.products_without_characters = self
            .products()
            .iter()
            // Other kinds (card decks, arenas, the multiplayer box) need not add characters.
            .filter(|p| matches!(p.kind, ProductKind::Core | ProductKind::Expansion))
            .filter(|p| !self.characters().iter().any(|c| c.product == p.id))
            .map(|p| p.id.clone())
            .collect();
        gaps.counts.characters_without_initiative = count(gaps.initiative_unknown.len());
        gaps.counts.characters_with_unknown_stats = count(gaps.stats_unknown.len());
        gaps.counts.characters_with_unknown_tactics = count(gaps.tactics_unknown.len());
        gaps.counts.general_tactics_without_names = count(gaps.general_tactics_unnamed.len());
        gaps.counts.products_without_characters = count(gaps.products_without_characters.len());
        gaps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_pack_lacks_initiative_for_exactly_bachmann_hammerhead_gaia_and_fiddler() {
        let gaps = Catalog::shipped().gaps();
        let ids: Vec<&str> = gaps.initiative_unknown.iter().map(|c| c.as_str()).collect();
        assert_eq!(ids, ["bachmann", "hammerhead", "gaia", "fiddler"]);
        assert_eq!(gaps.counts.characters_without_initiative, 4);
        assert_eq!(gaps.summary()[0], "Initiative unknown for 4 characters");
    }

    #[test]
    fn the_shipped_pack_lacks_the_tactics_of_the_same_four_and_every_general_tactic_name() {
        let gaps = Catalog::shipped().gaps();
        let ids: Vec<&str> = gaps
            .tactics_unknown
            .iter()
            .map(|t| t.character.as_str())
            .collect();
        assert_eq!(ids, ["bachmann", "hammerhead", "gaia", "fiddler"]);
        assert!(gaps
            .tactics_unknown
            .iter()
            .all(|t| t.number_unknown.len() == 4 && t.name_unknown.len() == 4));
        assert_eq!(gaps.counts.unknown_tactic_numbers, 16);
        assert_eq!(gaps.counts.unknown_tactic_names, 16);
        let general: Vec<u16> = gaps
            .general_tactics_unnamed
            .iter()
            .map(|n| n.get())
            .collect();
        assert_eq!(general, (9..=18).collect::<Vec<u16>>());
        assert!(gaps
            .summary()
            .contains(&"10 General Tactics without a name".to_owned()));
    }

    #[test]
    fn the_shipped_pack_lists_no_characters_for_reckless_hearts_and_double_trouble() {
        let gaps = Catalog::shipped().gaps();
        let ids: Vec<&str> = gaps
            .products_without_characters
            .iter()
            .map(|p| p.as_str())
            .collect();
        assert_eq!(ids, ["reckless-hearts", "double-trouble"]);
        assert!(!gaps.is_empty());
    }
}
