//! A rate with the count behind it, and the win record a win rate is made of.

use serde::Serialize;

/// The number of games under which a rate is marked as low-sample unless the caller says
/// otherwise: the Imperial Assault community's rule of thumb that fewer than 20 uses is noise.
pub const DEFAULT_LOW_SAMPLE: u32 = 20;

/// `hits` out of `of`, never shown without its count.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct Rate {
    /// How many times it happened.
    pub hits: u32,
    /// Out of how many.
    pub of: u32,
    /// `hits / of`, in [0, 1]; `None` when `of` is 0.
    pub value: Option<f64>,
    /// Whether `of` is under the low-sample threshold: the rate is noise, and nothing is ranked
    /// on it.
    pub low_sample: bool,
}

impl Rate {
    /// The rate of `hits` out of `of`, low-sample under `threshold`. `hits` above `of` is
    /// clamped: a rate never leaves [0, 1].
    pub fn new(hits: u32, of: u32, threshold: u32) -> Rate {
        let hits = hits.min(of);
        Rate {
            hits,
            of,
            value: (of > 0).then(|| f64::from(hits) / f64::from(of)),
            low_sample: of < threshold,
        }
    }
}

/// Games won, tied and lost, and the win rate they make.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub(crate) struct Record {
    pub(crate) wins: u32,
    pub(crate) ties: u32,
    pub(crate) losses: u32,
}

impl Record {
    pub(crate) fn games(self) -> u32 {
        self.wins + self.ties + self.losses
    }

    pub(crate) fn add(&mut self, won: Option<bool>) {
        match won {
            Some(true) => self.wins += 1,
            Some(false) => self.losses += 1,
            None => self.ties += 1,
        }
    }

    pub(crate) fn win_rate(self, threshold: u32) -> WinRate {
        WinRate {
            games: self.games(),
            wins: self.wins,
            ties: self.ties,
            losses: self.losses,
            rate: Rate::new(self.wins, self.games(), threshold),
        }
    }
}

/// A win rate: the games, how they went, and wins out of games (a tie is a game not won).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct WinRate {
    /// Games counted.
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Tied.
    pub ties: u32,
    /// Lost.
    pub losses: u32,
    /// Wins out of games.
    pub rate: Rate,
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_rate_carries_its_count_and_says_when_the_sample_is_small() {
        let rate = Rate::new(3, 4, 20);
        assert_eq!((rate.hits, rate.of, rate.value), (3, 4, Some(0.75)));
        assert!(rate.low_sample);
        assert!(!Rate::new(10, 20, 20).low_sample);
        assert_eq!(Rate::new(0, 0, 20).value, None);
    }

    proptest! {
        #[test]
        fn a_rate_stays_between_zero_and_one(hits in 0u32..1000, of in 0u32..1000, threshold in 0u32..50) {
            let rate = Rate::new(hits, of, threshold);
            if let Some(v) = rate.value {
                prop_assert!((0.0..=1.0).contains(&v));
            }
            prop_assert!(rate.hits <= rate.of);
            prop_assert_eq!(rate.low_sample, of < threshold);
        }
    }
}
