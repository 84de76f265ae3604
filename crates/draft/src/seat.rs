//! Seats (where the two players were entered) and roles (Player A / Player B, decided in the
//! draft's first step), with a total map over seats.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which of the two players: where a player was entered in a draft's setup, or sits at an event's
/// table (the first seat is the player ranked higher when the round was paired, and a table's
/// draft seats that player first). Fixed for the whole draft, known before roles are; it is not
/// Player A or B ([`Role`]), which the draft decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Seat {
    /// The player entered first.
    First,
    /// The player entered second.
    Second,
}

impl Seat {
    /// Both seats, first then second.
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    /// The other seat: the rival.
    pub fn other(self) -> Seat {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Seat::First => "the first seat",
            Seat::Second => "the second seat",
        })
    }
}

/// Player A or Player B, decided in step 1 of "Building Teams" (coin toss or Compass
/// Transportation). Player A bans first and picks first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Player A (the Initial Player).
    A,
    /// Player B.
    B,
}

impl Role {
    /// The other role.
    pub fn other(self) -> Role {
        match self {
            Role::A => Role::B,
            Role::B => Role::A,
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Role::A => "Player A",
            Role::B => "Player B",
        })
    }
}

/// One value per seat: a total map, so no seat can be missing (and, read from input, no third
/// seat can be named: unknown fields are refused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct BySeat<T> {
    /// The first seat's value.
    pub first: T,
    /// The second seat's value.
    pub second: T,
}

impl<T> BySeat<T> {
    /// Builds the map from both values.
    pub fn new(first: T, second: T) -> BySeat<T> {
        BySeat { first, second }
    }

    /// Builds the map by calling `f` for each seat, first seat first.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        let first = f(Seat::First);
        let second = f(Seat::Second);
        BySeat { first, second }
    }

    /// The value of `seat`.
    pub fn get(&self, seat: Seat) -> &T {
        match seat {
            Seat::First => &self.first,
            Seat::Second => &self.second,
        }
    }

    /// The value of `seat`, mutably.
    pub fn get_mut(&mut self, seat: Seat) -> &mut T {
        match seat {
            Seat::First => &mut self.first,
            Seat::Second => &mut self.second,
        }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(Seat, T) -> U) -> BySeat<U> {
        BySeat {
            first: f(Seat::First, self.first),
            second: f(Seat::Second, self.second),
        }
    }

    /// Borrows both values.
    pub fn as_ref(&self) -> BySeat<&T> {
        BySeat {
            first: &self.first,
            second: &self.second,
        }
    }

    /// Both seats with their values, first seat first.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        [(Seat::First, &self.first), (Seat::Second, &self.second)].into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_other_seat_and_role_are_the_rival() {
        assert_eq!(Seat::First.other(), Seat::Second);
        assert_eq!(Seat::Second.other().other(), Seat::Second);
        assert_eq!(Role::A.other(), Role::B);
    }

    #[test]
    fn a_by_seat_map_reads_and_writes_each_seat() {
        let mut m = BySeat::from_fn(|s| if s == Seat::First { 1 } else { 2 });
        *m.get_mut(Seat::Second) += 10;
        assert_eq!(*m.get(Seat::First), 1);
        assert_eq!(*m.get(Seat::Second), 12);
        assert_eq!(
            serde_json::to_string(&m).unwrap(),
            r#"{"first":1,"second":12}"#
        );
    }
}
