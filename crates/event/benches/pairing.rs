//! Criterion benchmarks of the event engine: pairing one Swiss round with rematch avoidance for
//! 64, 1,024 and 10,000 players (round 4, after three rounds of random results), and a whole
//! simulated 10,000-player, 5-round event (registration, pairings and every result).
//!
//! Run: `cargo bench -p hexadraft-event --bench pairing -- --warm-up-time 1 --measurement-time 3`.

// Benchmark setup: an unwrap failing is a bug in the benchmark itself.
#![allow(clippy::unwrap_used)]

#[path = "../tests/support/sim.rs"]
mod sim;

use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use hexadraft_catalog::Catalog;
use hexadraft_event::EventAction;
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

criterion_group!(benches, pair_one_round, whole_event);
criterion_main!(benches);
