//! Where each catalog value comes from: the data pack, or the organizer's overlay. The UI shows a
//! note beside the organizer's values, because they are not from a published source.

use crate::ids::{CharacterId, ProductId, ScenarioId, TacticNumber};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// Where one value comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum ValueSource {
    /// The data pack.
    #[default]
    Pack,
    /// The organizer's overlay.
    User,
}

impl ValueSource {
    pub(crate) fn of(user: bool) -> ValueSource {
        if user {
            ValueSource::User
        } else {
            ValueSource::Pack
        }
    }
}

/// Where one character Tactic's values come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct TacticProvenance {
    /// The card number.
    pub number: ValueSource,
    /// The card name.
    pub name: ValueSource,
}

/// Where each value of a character comes from. A character the overlay adds is `User`
/// throughout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CharacterProvenance {
    /// The character itself: `User` when the overlay adds it.
    pub character: ValueSource,
    /// Initiative.
    pub initiative: ValueSource,
    /// Movement.
    pub movement: ValueSource,
    /// Energy.
    pub energy: ValueSource,
    /// Health.
    pub health: ValueSource,
    /// Each Tactic, by slot.
    pub tactics: [TacticProvenance; 4],
}

impl CharacterProvenance {
    /// Everything from the overlay: a character the overlay adds.
    pub(crate) fn added() -> CharacterProvenance {
        let user = ValueSource::User;
        let tactic = TacticProvenance {
            number: user,
            name: user,
        };
        CharacterProvenance {
            character: user,
            initiative: user,
            movement: user,
            energy: user,
            health: user,
            tactics: [tactic; 4],
        }
    }

    /// Whether any value is the organizer's.
    pub fn has_user_values(&self) -> bool {
        let user = ValueSource::User;
        [
            self.character,
            self.initiative,
            self.movement,
            self.energy,
            self.health,
        ]
        .contains(&user)
            || self
                .tactics
                .iter()
                .any(|t| t.number == user || t.name == user)
    }
}

/// The overlay's values in a merged catalog.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct UserValues {
    pub(crate) characters: HashMap<CharacterId, CharacterProvenance>,
    pub(crate) general_tactic_names: HashSet<TacticNumber>,
    pub(crate) products: HashSet<ProductId>,
    pub(crate) scenarios: HashSet<ScenarioId>,
}
