//! Criterion benchmarks of the event engine: pairing one Swiss round with rematch avoidance for
//! 64, 1,024 and 10,000 players (round 4, after three rounds of random results), and a whole
//! simulated 10,000-player, 5-round event (registration, pairings and every result). Registration
//! and one round's results are also timed alone at 1,000 and 10,000 players, per player: a cost
//! that grows faster than the field shows there as a time per player that grows with it.
//!
//! Imperial Assault: pairing one Swiss round (standings given) of 256 and 1,024 players, in rounds
//! 5 and 8, after random results with draws and a few drops; and what the desk's answer to one
//! result costs in round 8 of a 256-player event: the snapshots before and after, and the change
//! between them (`IaSnapshotChange`), which is what the desk is sent.
//!
//! Run: `cargo bench -p hexadraft-event --bench pairing -- --warm-up-time 1 --measurement-time 3`.

// Benchmark setup: an unwrap failing is a bug in the benchmark itself.
#![allow(clippy::unwrap_used)]

#[path = "../tests/support/sim.rs"]
mod sim;

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion, Throughput};
use hexadraft_catalog::ia::IaCatalog;
use hexadraft_catalog::Catalog;
use hexadraft_draft::RulesetVersion;
use hexadraft_event::ia::{
    ia_standings, pair_round, pair_round_as_recorded, GameEnd, IaAction, IaCategory,
    IaEventDefinition, IaOutcome, IaPairingInput, IaResultInput, IaRuleset, IaRulingsEdition,
    IaSeed, IaSnapshotChange, IaStandings, IaTournament, Mission, MissionPool, RecordedPairing,
    RoundStructure, SosMethod, Staff, SwissBye, SwissGame, SwissHistory,
};
use hexadraft_event::{BySeat, PlayerId};
use hexadraft_event::{EventAction, Tournament};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;

fn pair_one_round(c: &mut Criterion) {
    let catalog = Catalog::shipped();
    let mut group = c.benchmark_group("pair round 4 with rematch avoidance");
    for players in [64usize, 1024, 10_000] {
        let ready = sim::played(&catalog, players, 5, 3, 1);
        group.bench_with_input(BenchmarkId::from_parameter(players), &ready, |b, ready| {
            b.iter_batched(
                || ready.clone(),
                |mut t| {
                    t.apply(EventAction::PairNextRound {
                        round: 4,
                        seed: None,
                    })
                    .unwrap();
                    t
                },
                BatchSize::LargeInput,
            );
        });
    }
    group.finish();
}

fn whole_event(c: &mut Criterion) {
    let catalog = Catalog::shipped();
    let mut group = c.benchmark_group("whole simulated event");
    group.sample_size(10);
    group.bench_function("10000 players, 5 rounds", |b| {
        b.iter(|| black_box(sim::simulate(&catalog, 10_000, 5, 7)));
    });
    group.finish();
}

/// Registering every player, and recording every result of round 1, at two field sizes ten times
/// apart. Each is linear in the players; criterion reports them per player (throughput), so the
/// two sizes should show about the same rate.
fn registration_and_results(c: &mut Criterion) {
    let catalog = Catalog::shipped();
    let mut group = c.benchmark_group("registration and results, per player");
    group.sample_size(10);
    for players in [1_000usize, 10_000] {
        group.throughput(Throughput::Elements(players as u64));
        let definition = sim::definition(RulesetVersion::AglSeason2, 5, 2024);
        let registrations = sim::registrations(players);
        group.bench_with_input(
            BenchmarkId::new("register", players),
            &registrations,
            |b, registrations| {
                b.iter(|| {
                    black_box(
                        Tournament::replay(&catalog, definition.clone(), registrations).unwrap(),
                    )
                });
            },
        );
        let mut paired = sim::registered(&catalog, players, 5);
        paired
            .apply(EventAction::PairNextRound {
                round: 1,
                seed: None,
            })
            .unwrap();
        let results = sim::result_actions(&paired, 1, &mut ChaCha8Rng::seed_from_u64(3));
        group.bench_with_input(
            BenchmarkId::new("record round 1's results", players),
            &paired,
            |b, paired| {
                b.iter_batched(
                    || (paired.clone(), results.clone()),
                    |(mut t, results)| {
                        for action in results {
                            t.apply(action).unwrap();
                        }
                        t
                    },
                    BatchSize::LargeInput,
                );
            },
        );
    }
    group.finish();
}

/// An Imperial Assault event of `players` players after `played` Swiss rounds of random results
/// (one game in eight drawn) and, from round 3, a few drops: the history, the standings and the
/// players still in.
fn ia_event(players: u32, played: u32, seed: u64) -> (SwissHistory, IaStandings, Vec<PlayerId>) {
    let everyone: Vec<PlayerId> = (1..=players).map(PlayerId::new).collect();
    let ia_seed = IaSeed::new(seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut history = SwissHistory::default();
    let mut active = everyone.clone();
    for round in 1..=played {
        if round > 2 {
            for _ in 0..rng.random_range(0..4) {
                let i = rng.random_range(0..active.len());
                active.remove(i);
            }
        }
        let standings = ia_standings(
            &everyone,
            &history,
            SosMethod::Sum,
            IaRulingsEdition::CURRENT,
            ia_seed,
        );
        let pairing = pair_round(&IaPairingInput {
            round,
            standings: &standings,
            active: &active,
            history: &history,
            keep_apart: &[],
            seed: ia_seed,
            rulings: IaRulingsEdition::CURRENT,
        })
        .unwrap();
        for t in &pairing.tables {
            let outcomes = match rng.random_range(0..8) {
                0 => BySeat::new(IaOutcome::Draw, IaOutcome::Draw),
                1..=4 => BySeat::new(IaOutcome::Win, IaOutcome::Loss),
                _ => BySeat::new(IaOutcome::Loss, IaOutcome::Win),
            };
            history.games.push(SwissGame {
                round,
                players: t.players,
                outcomes: Some(outcomes),
            });
        }
        if let Some(bye) = pairing.bye {
            history.byes.push(SwissBye {
                round,
                player: bye.player,
            });
        }
    }
    let standings = ia_standings(
        &everyone,
        &history,
        SosMethod::Sum,
        IaRulingsEdition::CURRENT,
        ia_seed,
    );
    (history, standings, active)
}

fn ia_pair_one_round(c: &mut Criterion) {
    let mut group = c.benchmark_group("IA pair one Swiss round");
    for (players, round) in [(256u32, 5u32), (256, 8), (1024, 5), (1024, 8)] {
        let (history, standings, active) = ia_event(players, round - 1, 11);
        let input = IaPairingInput {
            round,
            standings: &standings,
            active: &active,
            history: &history,
            keep_apart: &[],
            seed: IaSeed::new(11),
            rulings: IaRulingsEdition::CURRENT,
        };
        group.bench_function(format!("{players} players, round {round}"), |b| {
            b.iter(|| black_box(pair_round(&input).unwrap()));
        });
        // What a replay pays once the journal records the round's pairing.
        let recorded = RecordedPairing::of(&pair_round(&input).unwrap());
        group.bench_function(
            format!("{players} players, round {round}, as recorded"),
            |b| {
                b.iter(|| black_box(pair_round_as_recorded(&input, &recorded).unwrap()));
            },
        );
    }
    group.finish();
}

/// An informal Imperial Assault event of `players` players (no army lists asked) with `played`
/// Swiss rounds paired and every game won by the first seat, 40 to the table's number.
fn ia_tournament(players: u32, played: u32) -> IaTournament {
    let missions = MissionPool::new(
        (1..=8)
            .map(|i| Mission {
                name: format!("Mission {i}"),
                map: None,
            })
            .collect(),
    )
    .unwrap();
    let definition = IaEventDefinition {
        ruleset: IaRuleset::Skirmish11,
        name: "Bench".to_owned(),
        category: IaCategory::Informal,
        structure: Some(RoundStructure {
            swiss_rounds: 8,
            cut: None,
        }),
        missions,
        sos_method: SosMethod::Sum,
        staff: Staff::default(),
        seed: Some(hexadraft_event::EventSeed::Number(7)),
        rulings: IaRulingsEdition::CURRENT,
        publish_rounds: false,
    };
    let mut t = IaTournament::new(&IaCatalog::shipped(), definition).unwrap();
    for i in 1..=players {
        t.apply(IaAction::RegisterPlayer {
            name: format!("Player {i}"),
            army: None,
        })
        .unwrap();
    }
    for round in 1..=played {
        t.apply(IaAction::PairNextRound {
            round,
            seed: None,
            pairing: None,
        })
        .unwrap();
        if round < played {
            let tables: Vec<u32> = t.rounds()[round as usize - 1]
                .tables
                .iter()
                .map(|x| x.pairing.table)
                .collect();
            for table in tables {
                t.apply(IaAction::RecordResult {
                    round,
                    table,
                    result: IaResultInput {
                        victory_points: BySeat::new(40, i32::try_from(table % 39).unwrap()),
                        figure_points: None,
                        end: GameEnd::FortyPoints,
                    },
                })
                .unwrap();
            }
        }
    }
    t
}

fn ia_result_answer(c: &mut Criterion) {
    let mut group = c.benchmark_group("ia result answer, 256 players, round 8");
    let t = ia_tournament(256, 8);
    let table = t.rounds()[7].tables[0].pairing.table;
    let result = IaAction::RecordResult {
        round: 8,
        table,
        result: IaResultInput {
            victory_points: BySeat::new(40, 12),
            figure_points: None,
            end: GameEnd::FortyPoints,
        },
    };
    let before = t.snapshot();
    let mut after_result = t.clone();
    after_result.apply(result.clone()).unwrap();
    let after = after_result.snapshot();
    group.bench_function("snapshot", |b| b.iter(|| black_box(t.snapshot())));
    group.bench_function("change between snapshots", |b| {
        b.iter(|| black_box(IaSnapshotChange::between(&before, &after)));
    });
    group.bench_function("apply, two snapshots and the change", |b| {
        b.iter_batched(
            || t.clone(),
            |mut t| {
                let before = t.snapshot();
                t.apply(result.clone()).unwrap();
                black_box(IaSnapshotChange::between(&before, &t.snapshot()))
            },
            BatchSize::LargeInput,
        );
    });
    group.finish();
    let change = IaSnapshotChange::between(&before, &after);
    println!(
        "ia result answer, 256 players, round 8: the whole snapshot is {} bytes of JSON, the change {} bytes",
        serde_json::to_string(&after).unwrap().len(),
        serde_json::to_string(&change).unwrap().len()
    );
}

criterion_group!(
    benches,
    pair_one_round,
    whole_event,
    registration_and_results,
    ia_pair_one_round,
    ia_result_answer
);
criterion_main!(benches);
