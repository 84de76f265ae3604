//! What the tests of several crates share, written once: the two Starting Lineups every AGL test
//! drafts and registers, an [`App`] on a fixed clock with seeded draws, and a quick match's
//! players. Only tests and benchmarks depend on this crate (as a dev-dependency).

// A fixture is a constant known to be valid; were it not, the test using it fails, which is
// what a test should do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_catalog::{CharacterId, SponsorId};
use hexadraft_draft::{BySeat, CoinToss, DraftSetup, PlayerSetup, RulesetVersion};
use std::path::Path;

/// Two legal Starting Lineups of the shipped catalog, eight characters each, sharing none.
pub const LINEUPS: [[&str; 8]; 2] = [
    [
        "gata",
        "8-ball",
        "parvati",
        "maximus",
        "wild-bill",
        "hexx3r",
        "major-lunah",
        "miyamoto-mushashi",
    ],
    [
        "valkyrie",
        "hannibal",
        "laxmee",
        "senor-massacre",
        "padre-mendoza",
        "murtair",
        "kozmo",
        "taowu",
    ],
];

/// The moment every test's clock stands at.
pub const FIXED_NOW: u32 = 1_800_000_000;

/// Lineup `index` (0 or 1, or any number: it alternates) as character ids.
pub fn lineup(index: usize) -> Vec<CharacterId> {
    LINEUPS[index % 2]
        .iter()
        .map(|id| CharacterId::new(*id).unwrap())
        .collect()
}

/// An app on `dir` whose clock stands at [`FIXED_NOW`] and whose draws come from `seed`.
pub fn app_at(dir: &Path, seed: u64) -> App {
    App::open(dir, FixedClock::at(FIXED_NOW), SeededEntropy::new(seed))
}

/// A player of a quick match: `name` with `lineup` and the Oxyd Sponsor.
pub fn player(name: &str, lineup: &[&str]) -> PlayerSetup {
    PlayerSetup {
        name: name.to_owned(),
        lineup: lineup
            .iter()
            .map(|id| CharacterId::new(*id).unwrap())
            .collect(),
        sponsor: SponsorId::new("oxyd").unwrap(),
        unlocked_sponsors: None,
    }
}

/// A quick match of the AGL v1.0 without Mods: Ana with the first lineup against Bo with the
/// second, the coin tossed from `seed`.
pub fn quick_match(seed: u32) -> DraftSetup {
    DraftSetup {
        version: RulesetVersion::AglV1,
        mods: vec![],
        players: BySeat::new(player("Ana", &LINEUPS[0]), player("Bo", &LINEUPS[1])),
        seed,
        coin: CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}
