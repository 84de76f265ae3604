//! The catalog's content types, as a data pack stores them.

use crate::ids::{CharacterId, PackId, ProductId, ScenarioId, SponsorId, StadiumId, TacticNumber};
use serde::{Deserialize, Serialize};

crate::layer::keyed_by_id!(Product: ProductId, Character: CharacterId, Scenario: ScenarioId);

/// Which pack this is and which version: an event records it so it can be replayed with the same
/// data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct PackInfo {
    /// The pack's id.
    pub id: PackId,
    /// The pack's version, a plain token such as `2026.11.23.1` (letters, digits, `. + - _`);
    /// with an organizer's overlay merged in it reads `2026.11.23.1+user.<hash>`.
    pub version: String,
    /// A one-line title.
    pub title: String,
    /// What the pack knows and does not know.
    #[serde(default)]
    pub note: Option<String>,
}

/// What kind of product a box is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum ProductKind {
    /// The Core Box.
    Core,
    /// A character expansion.
    Expansion,
    /// The multiplayer expansion.
    Multiplayer,
    /// A card-only product.
    Cards,
    /// A game board (arena).
    Arena,
}

/// A product (box).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Product {
    /// Its id.
    pub id: ProductId,
    /// Its printed name.
    pub name: String,
    /// What it is.
    pub kind: ProductKind,
}

/// One of a character's four Tactics. Number and name are `None` where no source gives them.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct CharacterTactic {
    /// The printed card number.
    pub number: Option<TacticNumber>,
    /// The printed card name.
    pub name: Option<String>,
}

/// A character (an Aristo). Values no source gives are `None`, never guessed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Character {
    /// Its id.
    pub id: CharacterId,
    /// Its printed name.
    pub name: String,
    /// Other spellings, searched too.
    #[serde(default)]
    pub aliases: Vec<String>,
    /// The box it comes in.
    pub product: ProductId,
    /// Initiative, the first stat printed under the name; the Underdog sums it.
    pub initiative: Option<u8>,
    /// Movement.
    #[serde(default)]
    pub movement: Option<u8>,
    /// Energy.
    #[serde(default)]
    pub energy: Option<u8>,
    /// Health.
    #[serde(default)]
    pub health: Option<u8>,
    /// The number printed on the character card.
    #[serde(default)]
    pub card_number: Option<u16>,
    /// The faction, where a source names it.
    #[serde(default)]
    pub faction: Option<String>,
    /// Exactly four character Tactics, in card order.
    pub tactics: [CharacterTactic; 4],
}

impl Character {
    /// Whether the catalog lacks any of its values: Initiative, Movement, Energy, Health, or a
    /// Tactic's number or name (the values [`crate::CatalogGaps`] counts).
    pub fn has_unknown_values(&self) -> bool {
        self.initiative.is_none()
            || self.movement.is_none()
            || self.energy.is_none()
            || self.health.is_none()
            || self
                .tactics
                .iter()
                .any(|t| t.number.is_none() || t.name.is_none())
    }
}

/// One of the ten General Tactics (card numbers 009 to 018), in every deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct GeneralTactic {
    /// The card number, 9 to 18.
    pub number: TacticNumber,
    /// The card name, where known.
    pub name: Option<String>,
}

/// Basic Sponsors are open to every player; Special ones only to players who unlocked them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum SponsorKind {
    /// Open to every player.
    Basic,
    /// Needs to be unlocked on the player's AGL profile.
    Special,
}

/// The Sponsor effects the app applies itself (AGL v1.0, List of Sponsors). The others are game
/// effects the players apply at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum SponsorRule {
    /// Compass Transportation: the holder may choose who is Player A.
    ChoosePlayerA,
    /// Vissiorama: the rival's Sponsor has no effect.
    NullifyRivalSponsor,
    /// Accesstel: at deployment, the holder learns the chosen Tactics of one enemy character.
    RevealEnemyTactics,
    /// Keller Resources: the holder takes the Underdog token at the start and on VP ties.
    UnderdogOnTies,
    /// Shangmei: the holder chooses the Deployment Zones instead of the Underdog.
    ChooseDeploymentZones,
}

/// An AGL Sponsor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Sponsor {
    /// Its id.
    pub id: SponsorId,
    /// Its name.
    pub name: String,
    /// Basic or Special.
    pub kind: SponsorKind,
    /// The effect the app applies, if any.
    pub rule: Option<SponsorRule>,
    /// The effect in plain words.
    pub effect: String,
}

/// A scenario's name in each language of the app, where known.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct LocalizedName {
    /// English.
    pub en: Option<String>,
    /// Spanish.
    pub es: Option<String>,
    /// French.
    pub fr: Option<String>,
}

/// A scenario.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Its id.
    pub id: ScenarioId,
    /// Its names.
    pub names: LocalizedName,
}

/// An AGL Circuit stadium (Season 2, Mod AGL Circuit).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Stadium {
    /// Its id.
    pub id: StadiumId,
    /// Its name.
    pub name: String,
    /// The faction it belongs to.
    pub faction: String,
    /// Its effect in plain words.
    pub effect: String,
}
