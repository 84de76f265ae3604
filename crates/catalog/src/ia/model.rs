//! The Imperial Assault pack's content types, as the pack file stores them.

use crate::ids::{CommandCardId, DeploymentCardId, IaProductId, SkirmishMapId};
use crate::model::PackInfo;
use serde::{Deserialize, Serialize};
use std::fmt;

crate::layer::keyed_by_id!(
    IaProduct: IaProductId,
    DeploymentCard: DeploymentCardId,
    CommandCard: CommandCardId,
    SkirmishMap: SkirmishMapId,
);

/// The trait that marks a Skirmish Upgrade card: a Deployment-sized card whose cost counts toward
/// the army's 40 points (IA Skirmish 1.1, «Construcción de ejércitos»).
pub const SKIRMISH_UPGRADE_TRAIT: &str = "Skirmish Upgrade";

/// An Imperial Assault data pack as stored on disk (JSON). Reading one gives no guarantee;
/// [`crate::ia::IaCatalog::from_pack`] checks it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct IaPackFile {
    /// Always `hexadraft-ia-pack`.
    pub format: String,
    /// The schema version, 1.
    pub format_version: u32,
    /// Which pack.
    pub pack: PackInfo,
    /// The licence notice of the data's source, kept with the data wherever it goes (an exported
    /// pack carries it too).
    pub notice: String,
    /// The products (core game, expansions, ally and villain packs).
    pub products: Vec<IaProduct>,
    /// The Deployment cards, Skirmish Upgrades included.
    pub deployment_cards: Vec<DeploymentCard>,
    /// The Command cards.
    pub command_cards: Vec<CommandCard>,
    /// The skirmish maps.
    pub skirmish_maps: Vec<SkirmishMap>,
}

/// What kind of product a box is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaProductKind {
    /// The core game.
    CoreGame,
    /// A big-box expansion.
    Expansion,
    /// An Ally Pack.
    AllyPack,
    /// A Villain Pack.
    VillainPack,
    /// Anything else an organizer adds (a map pack, a print-and-play card...).
    Other,
}

/// A product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct IaProduct {
    /// Its id.
    pub id: IaProductId,
    /// Its printed name.
    pub name: String,
    /// What it is.
    pub kind: IaProductKind,
    /// Its release wave, where the source gives one.
    pub wave: Option<u8>,
}

/// The side a Deployment card fights for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Affiliation {
    /// The Empire.
    Imperial,
    /// The Rebel Alliance.
    Rebel,
    /// Mercenaries.
    Mercenary,
    /// Skirmish Upgrades any army may take.
    Neutral,
}

impl Affiliation {
    /// The three affiliations an army can have (neutral cards fit any of them).
    pub const ARMY: [Affiliation; 3] = [
        Affiliation::Imperial,
        Affiliation::Rebel,
        Affiliation::Mercenary,
    ];

    /// Every affiliation.
    pub const ALL: [Affiliation; 4] = [
        Affiliation::Imperial,
        Affiliation::Rebel,
        Affiliation::Mercenary,
        Affiliation::Neutral,
    ];
}

impl fmt::Display for Affiliation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Affiliation::Imperial => "Imperial",
            Affiliation::Rebel => "Rebel",
            Affiliation::Mercenary => "Mercenary",
            Affiliation::Neutral => "Neutral",
        })
    }
}

/// A game mode a card is printed for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum GameMode {
    /// The campaign game.
    Campaign,
    /// Skirmish, the tournament game.
    Skirmish,
}

/// A Deployment card, or a Skirmish Upgrade card (which the source lists with them).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct DeploymentCard {
    /// Its id.
    pub id: DeploymentCardId,
    /// Its printed name.
    pub name: String,
    /// The line printed under the name, where there is one (e.g. `Jedi Knight`).
    pub subtitle: Option<String>,
    /// An elite (red) card.
    pub elite: bool,
    /// A unique card (the name printed with a bullet).
    pub unique: bool,
    /// Its side.
    pub affiliation: Affiliation,
    /// Its traits as printed; [`SKIRMISH_UPGRADE_TRAIT`] marks a Skirmish Upgrade.
    pub traits: Vec<String>,
    /// The modes it is printed for; only skirmish cards are legal in a skirmish army.
    pub modes: Vec<GameMode>,
    /// Its deployment cost in army points (a few Skirmish Upgrades cost less than nothing).
    pub cost: i16,
    /// Its reinforcement cost, where printed.
    pub reinforce_cost: Option<u8>,
    /// How many figures its deployment group holds, where it has figures.
    pub figures: Option<u8>,
    /// Health, where it has figures.
    pub health: Option<u8>,
    /// Speed, where it has figures.
    pub speed: Option<u8>,
    /// The products that hold it.
    pub products: Vec<IaProductId>,
}

impl DeploymentCard {
    /// Whether it is printed for skirmish.
    pub fn is_skirmish(&self) -> bool {
        self.modes.contains(&GameMode::Skirmish)
    }

    /// Whether it is a Skirmish Upgrade rather than a group of figures.
    pub fn is_skirmish_upgrade(&self) -> bool {
        self.traits.iter().any(|t| t == SKIRMISH_UPGRADE_TRAIT)
    }

    /// The name as a list shows it: `Stormtrooper (Elite)`, `Luke Skywalker, Jedi Knight`.
    pub fn display_name(&self) -> String {
        let mut out = self.name.clone();
        if let Some(subtitle) = &self.subtitle {
            out.push_str(", ");
            out.push_str(subtitle);
        }
        if self.elite && !self.unique {
            out.push_str(" (Elite)");
        }
        out
    }
}

/// A Command card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct CommandCard {
    /// Its id.
    pub id: CommandCardId,
    /// Its printed name.
    pub name: String,
    /// Its cost in command points.
    pub cost: u8,
    /// How many copies one Command deck may hold.
    pub limit: u8,
    /// The products that hold it.
    pub products: Vec<IaProductId>,
}

/// A skirmish map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct SkirmishMap {
    /// Its id.
    pub id: SkirmishMapId,
    /// Its name.
    pub name: String,
    /// The products that hold it.
    pub products: Vec<IaProductId>,
}

/// One card of either kind, by id: what a name resolves to.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", content = "id", rename_all = "camelCase")]
pub enum IaCardId {
    /// A Deployment or Skirmish Upgrade card.
    Deployment(DeploymentCardId),
    /// A Command card.
    Command(CommandCardId),
}

impl fmt::Display for IaCardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IaCardId::Deployment(id) => write!(f, "deployment card {id}"),
            IaCardId::Command(id) => write!(f, "command card {id}"),
        }
    }
}
