//! Where every random draw of an Imperial Assault event comes from: one seed, recorded in the
//! event's definition, from which each draw derives its own stream by its purpose (the pairing of
//! round 3, the bye of round 2, the mission of the semi-final...). A draw therefore depends only on
//! the seed and on what it is for, never on how many draws came before it, so the event replays
//! exactly and a corrected result cannot change an earlier draw.

use crate::definition::EventSeed;
use crate::player::PlayerId;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Domain label hashed with every derived seed, so these streams never coincide with another
/// engine's.
const DOMAIN: &[u8] = b"hexadraft/imperial-assault/v1";

/// The recorded seed of an Imperial Assault event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(transparent)]
pub struct IaSeed(u64);

/// What a random draw is for; with the seed it fixes the draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DrawPurpose {
    /// The random order in which a Swiss round's players are paired.
    Pairing {
        /// The Swiss round.
        round: u32,
    },
    /// The draw among the players who could take a Swiss round's bye.
    Bye {
        /// The Swiss round.
        round: u32,
    },
    /// A Swiss round's mission.
    Mission {
        /// The Swiss round.
        round: u32,
    },
    /// A round of the cut's mission.
    CutMission {
        /// The round of the cut (1 is the first elimination round).
        round: u32,
    },
    /// The standings' last tiebreak: each player's lot, drawn once for the whole event.
    Lot,
}

impl IaSeed {
    /// A seed from its number.
    pub fn new(seed: u64) -> IaSeed {
        IaSeed(seed)
    }

    /// The seed an event definition records (a number, or a text hashed with SHA-256).
    pub fn from_event_seed(seed: &EventSeed) -> IaSeed {
        IaSeed(seed.to_u64())
    }

    /// The number.
    pub fn get(self) -> u64 {
        self.0
    }

    fn digest(self, purpose: DrawPurpose, extra: &[u8]) -> [u8; 32] {
        let (tag, number): (u8, u32) = match purpose {
            DrawPurpose::Pairing { round } => (1, round),
            DrawPurpose::Bye { round } => (2, round),
            DrawPurpose::Mission { round } => (3, round),
            DrawPurpose::CutMission { round } => (4, round),
            DrawPurpose::Lot => (5, 0),
        };
        let mut hasher = Sha256::new();
        hasher.update(DOMAIN);
        hasher.update(self.0.to_le_bytes());
        hasher.update([tag]);
        hasher.update(number.to_le_bytes());
        hasher.update(extra);
        hasher.finalize().into()
    }

    /// The random stream of one draw: ChaCha8 seeded with SHA-256(domain ‖ seed ‖ purpose).
    pub fn stream(self, purpose: DrawPurpose) -> ChaCha8Rng {
        ChaCha8Rng::from_seed(self.digest(purpose, &[]))
    }

    /// A player's lot for the standings' last tiebreak («Desempates»: "los jugadores se ordenan al
    /// azar"): drawn once per event and player, so the random order of two tied players never
    /// changes from one round to the next.
    ///
    /// A lot is 32 bits so that it travels as a plain number to the desktop UI; two equal lots
    /// (rare) fall back to the player number.
    pub fn lot(self, player: PlayerId) -> u32 {
        let digest = self.digest(DrawPurpose::Lot, &player.get().to_le_bytes());
        let mut bytes = [0u8; 4];
        for (slot, byte) in bytes.iter_mut().zip(digest.iter()) {
            *slot = *byte;
        }
        u32::from_le_bytes(bytes)
    }
}

/// A uniform number below `bound` (> 0) from the stream, by rejection, so the draw depends only
/// on the generator's output and never on a library's sampling method.
pub(crate) fn uniform_below(rng: &mut ChaCha8Rng, bound: u64) -> u64 {
    if bound <= 1 {
        return 0;
    }
    let limit = u64::MAX - (u64::MAX % bound);
    loop {
        let x = rng.next_u64();
        if x < limit {
            return x % bound;
        }
    }
}

/// Shuffles `items` in place (Fisher-Yates) from the stream.
pub(crate) fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = usize::try_from(uniform_below(rng, i as u64 + 1)).unwrap_or(0);
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_depends_only_on_the_seed_and_its_purpose() {
        let seed = IaSeed::new(42);
        let a = seed.stream(DrawPurpose::Mission { round: 2 }).next_u64();
        let b = seed.stream(DrawPurpose::Mission { round: 2 }).next_u64();
        assert_eq!(a, b);
        assert_ne!(a, seed.stream(DrawPurpose::Mission { round: 3 }).next_u64());
        assert_ne!(a, seed.stream(DrawPurpose::Bye { round: 2 }).next_u64());
        assert_ne!(
            a,
            IaSeed::new(43)
                .stream(DrawPurpose::Mission { round: 2 })
                .next_u64()
        );
    }

    #[test]
    fn lots_are_fixed_per_player_and_differ_between_players() {
        let seed = IaSeed::new(7);
        assert_eq!(seed.lot(PlayerId::new(3)), seed.lot(PlayerId::new(3)));
        assert_ne!(seed.lot(PlayerId::new(3)), seed.lot(PlayerId::new(4)));
    }

    #[test]
    fn a_text_seed_is_the_definitions_seed() {
        let text = EventSeed::Text("Store championship, 12 May".to_owned());
        assert_eq!(IaSeed::from_event_seed(&text).get(), text.to_u64());
        assert_eq!(IaSeed::from_event_seed(&EventSeed::Number(9)).get(), 9);
    }

    #[test]
    fn the_shuffle_is_a_permutation_fixed_by_the_stream() {
        let mut a: Vec<u32> = (0..40).collect();
        let mut b = a.clone();
        shuffle(
            &mut IaSeed::new(1).stream(DrawPurpose::Pairing { round: 1 }),
            &mut a,
        );
        shuffle(
            &mut IaSeed::new(1).stream(DrawPurpose::Pairing { round: 1 }),
            &mut b,
        );
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..40).collect::<Vec<_>>());
    }
}
