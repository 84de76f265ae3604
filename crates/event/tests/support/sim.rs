//! Simulated events, shared by the integration tests, the `simulate` example and the benchmarks
//! (each includes this file with `#[path]`). Results are drawn from a seeded generator, so every
//! run is the same.

#![allow(dead_code)]
// Test and benchmark setup: an unwrap failing is a bug in the simulation itself.
#![allow(clippy::unwrap_used)]

use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId};
use hexadraft_draft::RulesetVersion;
use hexadraft_event::{
    EventAction, EventDefinition, EventFormat, EventSeed, EventType, GameEnd, Registration,
    RematchPolicy, ResultInput, RulingsEdition, ScenarioChoice, ScoreInput, Tournament,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const CORE: [&str; 8] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
];

const SCENARIOS: [&str; 7] = [
    "assault",
    "conquest",
    "king-of-the-hill",
    "scorched-earth",
    "carnage",
    "blitz",
    "witch-land",
];

/// A Standard Tournament under `ruleset` with `rounds` rounds (scenarios cycle when needed).
pub fn definition(ruleset: RulesetVersion, rounds: u32, seed: u32) -> EventDefinition {
    EventDefinition {
        name: "Simulated event".into(),
        format: EventFormat::StandardTournament,
        ruleset,
        mods: vec![],
        event_type: EventType::Standard,
        rounds: Some(rounds),
        scenarios: (0..rounds as usize)
            .map(|i| ScenarioChoice::Official {
                id: ScenarioId::new(SCENARIOS[i % SCENARIOS.len()]).unwrap(),
            })
            .collect(),
        stadium: None,
        seed: Some(EventSeed::Number(seed)),
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

/// Player `i`'s registration: a Basic Sponsor and the Core Box lineup.
pub fn registration(i: usize) -> Registration {
    Registration {
        name: format!("Player {i}"),
        corvus_pin: format!("SIM-{i}"),
        sponsor: Some(SponsorId::new(if i % 2 == 0 { "vissiorama" } else { "oxyd" }).unwrap()),
        sponsor_unlocked: false,
        lineup: Some(CORE.iter().map(|c| CharacterId::new(*c).unwrap()).collect()),
        team_name: None,
    }
}

/// The registration actions of `players` players.
pub fn registrations(players: usize) -> Vec<EventAction> {
    (0..players)
        .map(|i| EventAction::RegisterPlayer {
            registration: registration(i),
        })
        .collect()
}

/// An event with `players` registered and nothing paired.
pub fn registered(catalog: &Catalog, players: usize, rounds: u32) -> Tournament {
    Tournament::replay(
        catalog,
        definition(RulesetVersion::AglSeason2, rounds, 2024),
        &registrations(players),
    )
    .unwrap()
}

/// A plausible game: Victory Points 0-12, Frags 0-6, First Blood to one player (or none) in
/// Season 2.
pub fn random_result(rng: &mut ChaCha8Rng, first_blood: bool) -> ResultInput {
    let mut score = || ScoreInput {
        victory_points: rng.random_range(0..=12),
        frags: rng.random_range(0..=6),
        first_blood: false,
    };
    let (mut a, mut b) = (score(), score());
    if first_blood {
        match rng.random_range(0..3) {
            0 => a.first_blood = true,
            1 => b.first_blood = true,
            _ => {}
        }
    }
    ResultInput {
        first: a,
        second: b,
        players: None,
        game_end: GameEnd::Played,
    }
}

/// The result actions of every table of `round`.
pub fn result_actions(t: &Tournament, round: u32, rng: &mut ChaCha8Rng) -> Vec<EventAction> {
    let first_blood = t.definition().ruleset.has_first_blood();
    t.round(round)
        .unwrap()
        .tables
        .iter()
        .map(|table| EventAction::RecordResult {
            round,
            table: table.number,
            result: random_result(rng, first_blood),
        })
        .collect()
}

/// Pairs the next round and records a random result at every table.
pub fn play_round(t: &mut Tournament, rng: &mut ChaCha8Rng) -> u32 {
    let round = t.rounds().len() as u32 + 1;
    t.apply(EventAction::PairNextRound { round, seed: None })
        .unwrap();
    for action in result_actions(t, round, rng) {
        t.apply(action).unwrap();
    }
    round
}

/// A whole event: `players` players, `rounds` rounds, every result random from `seed`.
pub fn simulate(catalog: &Catalog, players: usize, rounds: u32, seed: u64) -> Tournament {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut t = registered(catalog, players, rounds);
    for _ in 0..rounds {
        play_round(&mut t, &mut rng);
    }
    t
}

/// An event with `played` rounds played out of `rounds`, ready to pair the next.
pub fn played(
    catalog: &Catalog,
    players: usize,
    rounds: u32,
    played: u32,
    seed: u64,
) -> Tournament {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut t = registered(catalog, players, rounds);
    for _ in 0..played {
        play_round(&mut t, &mut rng);
    }
    t
}
