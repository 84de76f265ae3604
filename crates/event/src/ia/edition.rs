//! Which edition of Hexadraft's Imperial Assault rulings an event is read under (docs/rulings.md,
//! Imperial Assault, "Editions of the Imperial Assault rulings").

use serde::{Deserialize, Serialize};
use std::fmt;

/// An edition of the Imperial Assault rulings. Where a ruling changed what the engine does with
/// the same actions, an event keeps the reading it was run under, so its journal always replays to
/// the state it had: a definition without the field (every event made before editions existed)
/// reads as the first; a new event takes [`IaRulingsEdition::CURRENT`], which the front door writes
/// into its definition. Written as a number, as the AGL's `rulings`.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "specta", specta(type = u32))]
#[serde(try_from = "u32", into = "u32")]
pub enum IaRulingsEdition {
    /// The rulings before editions existed: the bye goes to the player «Byes» names even when
    /// that leaves a rematch another bye would avoid; TOME's averages keep a bye's points in the
    /// opponent's score while dividing by their games only.
    #[default]
    First,
    /// Issue 25's rulings: the bye goes to the first player in the «Byes» order whose bye leaves
    /// the fewest rematches («Emparejamientos»); TOME counts a bye as a round played, with nothing
    /// added to the player's own strength for it.
    Second,
}

impl IaRulingsEdition {
    /// The edition a new event is run under.
    pub const CURRENT: IaRulingsEdition = IaRulingsEdition::Second;

    /// The edition's number, as written in a definition.
    pub fn number(self) -> u32 {
        match self {
            IaRulingsEdition::First => 1,
            IaRulingsEdition::Second => 2,
        }
    }

    /// Whether this is the first edition (then the definition leaves the field out).
    pub fn is_first(&self) -> bool {
        *self == IaRulingsEdition::First
    }
}

/// An Imperial Assault rulings edition this version of Hexadraft does not know: the file was
/// written by a newer one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the event is read under edition {0} of the Imperial Assault rulings, and this Hexadraft knows editions 1 to {max}: update Hexadraft", max = IaRulingsEdition::CURRENT.number())]
pub struct UnknownIaRulingsEdition(pub u32);

impl TryFrom<u32> for IaRulingsEdition {
    type Error = UnknownIaRulingsEdition;
    fn try_from(n: u32) -> Result<IaRulingsEdition, UnknownIaRulingsEdition> {
        match n {
            1 => Ok(IaRulingsEdition::First),
            2 => Ok(IaRulingsEdition::Second),
            other => Err(UnknownIaRulingsEdition(other)),
        }
    }
}

impl From<IaRulingsEdition> for u32 {
    fn from(edition: IaRulingsEdition) -> u32 {
        edition.number()
    }
}

impl fmt::Display for IaRulingsEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "edition {} of the Imperial Assault rulings",
            self.number()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edition_is_written_as_its_number_and_an_unknown_one_is_refused() {
        assert_eq!(
            serde_json::to_string(&IaRulingsEdition::CURRENT).unwrap(),
            "2"
        );
        assert_eq!(
            serde_json::from_str::<IaRulingsEdition>("1").unwrap(),
            IaRulingsEdition::First
        );
        let unknown = serde_json::from_str::<IaRulingsEdition>("3").unwrap_err();
        assert!(unknown.to_string().contains("edition 3"), "{unknown}");
        assert_eq!(IaRulingsEdition::default(), IaRulingsEdition::First);
    }
}
