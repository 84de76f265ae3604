//! Typed identifiers. Each id is a short kebab-case slug checked on construction, so a value of
//! these types is always well formed (it may still name nothing in a given catalog).

use serde::{Deserialize, Serialize};
use std::fmt;

/// Longest accepted slug, in bytes: ids come from imported files and are bounded.
pub const MAX_SLUG_LEN: usize = 64;

/// Why a string is not a valid slug.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("\"{value}\" is not a valid id: use 1 to 64 lowercase letters, digits and single hyphens")]
pub struct InvalidId {
    /// The refused text (cut to a readable length).
    pub value: String,
}

fn check_slug(value: &str) -> Result<(), InvalidId> {
    let ok = !value.is_empty()
        && value.len() <= MAX_SLUG_LEN
        && value
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !value.starts_with('-')
        && !value.ends_with('-')
        && !value.contains("--");
    if ok {
        Ok(())
    } else {
        Err(InvalidId {
            value: value.chars().take(80).collect(),
        })
    }
}

macro_rules! slug_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[cfg_attr(feature = "specta", derive(specta::Type))]
        #[serde(try_from = "String", into = "String")]
        pub struct $name(String);

        impl $name {
            /// Checks `value` and wraps it.
            ///
            /// # Errors
            /// [`InvalidId`] when `value` is not a kebab-case slug of at most 64 bytes.
            pub fn new(value: impl Into<String>) -> Result<Self, InvalidId> {
                let value = value.into();
                check_slug(&value)?;
                Ok(Self(value))
            }

            /// Wraps a slug known to be valid at compile time (crate constants only).
            #[allow(dead_code)]
            pub(crate) fn from_trusted(value: &'static str) -> Self {
                debug_assert!(check_slug(value).is_ok());
                Self(value.to_owned())
            }

            /// The slug text.
            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl TryFrom<String> for $name {
            type Error = InvalidId;
            fn try_from(value: String) -> Result<Self, InvalidId> {
                Self::new(value)
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> String {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

slug_id!(
    /// A character (an Aristo), e.g. `miyamoto-mushashi`.
    CharacterId
);
slug_id!(
    /// A product (a box), e.g. `core`.
    ProductId
);
slug_id!(
    /// An AGL Sponsor, e.g. `compass-transportation`.
    SponsorId
);
slug_id!(
    /// A scenario, e.g. `king-of-the-hill`.
    ScenarioId
);
slug_id!(
    /// An AGL Circuit stadium (Season 2), e.g. `omadon-arena`.
    StadiumId
);
slug_id!(
    /// A data pack, e.g. `aristeia-agl`.
    PackId
);
slug_id!(
    /// An Imperial Assault Deployment or Skirmish Upgrade card, e.g. `stormtrooper-elite`.
    DeploymentCardId
);
slug_id!(
    /// An Imperial Assault Command card, e.g. `take-initiative`.
    CommandCardId
);
slug_id!(
    /// An Imperial Assault product (a box or pack), e.g. `twin-shadows`.
    IaProductId
);
slug_id!(
    /// An Imperial Assault skirmish map, e.g. `mos-eisley-outskirts`.
    SkirmishMapId
);

/// A printed Tactics card number (1 to 999; the card shows it with leading zeros, as `019`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "u16", into = "u16")]
pub struct TacticNumber(u16);

/// Why a number is not a card number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a card number: card numbers run from 1 to 999")]
pub struct InvalidTacticNumber(pub u16);

impl TacticNumber {
    /// Checks the range and wraps the number.
    ///
    /// # Errors
    /// [`InvalidTacticNumber`] outside 1..=999.
    pub fn new(number: u16) -> Result<Self, InvalidTacticNumber> {
        if (1..=999).contains(&number) {
            Ok(Self(number))
        } else {
            Err(InvalidTacticNumber(number))
        }
    }

    /// The number as printed without leading zeros.
    pub fn get(self) -> u16 {
        self.0
    }
}

impl TryFrom<u16> for TacticNumber {
    type Error = InvalidTacticNumber;
    fn try_from(value: u16) -> Result<Self, InvalidTacticNumber> {
        Self::new(value)
    }
}

impl From<TacticNumber> for u16 {
    fn from(n: TacticNumber) -> u16 {
        n.0
    }
}

impl fmt::Display for TacticNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:03}", self.0)
    }
}

/// One of a character's four Tactics, by position on the character (0 to 3). Tactics are chosen
/// by slot, not by card number, because the card numbers of some characters are not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(try_from = "u8", into = "u8")]
pub struct TacticSlot(u8);

/// Why a number is not a tactic slot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a tactic slot: each character has slots 0 to 3")]
pub struct InvalidTacticSlot(pub u8);

impl TacticSlot {
    /// The four slots in order.
    pub const ALL: [TacticSlot; 4] = [TacticSlot(0), TacticSlot(1), TacticSlot(2), TacticSlot(3)];

    /// Checks the range and wraps the slot.
    ///
    /// # Errors
    /// [`InvalidTacticSlot`] outside 0..=3.
    pub fn new(slot: u8) -> Result<Self, InvalidTacticSlot> {
        if slot < 4 {
            Ok(Self(slot))
        } else {
            Err(InvalidTacticSlot(slot))
        }
    }

    /// The slot as an index into a character's tactics.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

impl TryFrom<u8> for TacticSlot {
    type Error = InvalidTacticSlot;
    fn try_from(value: u8) -> Result<Self, InvalidTacticSlot> {
        Self::new(value)
    }
}

impl From<TacticSlot> for u8 {
    fn from(s: TacticSlot) -> u8 {
        s.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_accept_kebab_case_and_refuse_everything_else() {
        assert!(CharacterId::new("8-ball").is_ok());
        assert!(CharacterId::new("hexx3r").is_ok());
        for bad in [
            "",
            "Gata",
            "wild bill",
            "-gata",
            "gata-",
            "ga--ta",
            "señor",
            &"a".repeat(65),
        ] {
            assert!(CharacterId::new(bad).is_err(), "{bad:?} must be refused");
        }
    }

    #[test]
    fn ids_round_trip_through_json_and_refuse_bad_text() {
        let id: CharacterId = serde_json::from_str("\"gata\"").unwrap();
        assert_eq!(serde_json::to_string(&id).unwrap(), "\"gata\"");
        assert!(serde_json::from_str::<CharacterId>("\"Gata\"").is_err());
    }

    #[test]
    fn tactic_numbers_print_as_on_the_card() {
        assert_eq!(TacticNumber::new(19).unwrap().to_string(), "019");
        assert!(TacticNumber::new(0).is_err());
        assert!(TacticNumber::new(1000).is_err());
    }

    #[test]
    fn slots_are_zero_to_three() {
        assert_eq!(TacticSlot::ALL.len(), 4);
        assert!(TacticSlot::new(4).is_err());
    }
}
