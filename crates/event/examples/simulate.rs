//! Prints how long the event engine takes to pair Swiss rounds and to run whole simulated
//! events, without criterion's statistics: a quick check on any machine.
//!
//! Run: `cargo run --release -p hexadraft-event --example simulate`.

// Example setup: an unwrap failing is a bug in the example itself.
#![allow(clippy::unwrap_used)]

#[path = "../tests/support/sim.rs"]
mod sim;

use hexadraft_catalog::Catalog;
use hexadraft_event::{EventAction, PairingNote};
use std::time::Instant;

fn main() {
    let catalog = Catalog::shipped();
    println!("pairing round 4 with rematch avoidance (after 3 random rounds):");
    for players in [64usize, 512, 1024, 10_000] {
        let ready = sim::played(&catalog, players, 5, 3, 1);
        let runs = if players >= 10_000 { 10 } else { 50 };
        let mut best = f64::MAX;
        let mut total = 0.0;
        let mut notes = Vec::new();
        for _ in 0..runs {
            let mut t = ready.clone();
            let start = Instant::now();
            t.apply(EventAction::PairNextRound {
                round: 4,
                seed: None,
            })
            .unwrap();
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            best = best.min(ms);
            total += ms;
            notes = t.round(4).unwrap().notes.clone();
        }
        let searched = notes
            .iter()
            .any(|n| matches!(n, PairingNote::BottomRearranged { .. }));
        println!(
            "  {players:>6} players: best {best:8.3} ms, mean {:8.3} ms{}",
            total / f64::from(runs),
            if searched { " (bottom search ran)" } else { "" }
        );
    }
    println!("whole simulated events (registration, every pairing and result):");
    // 512 x 3 and 1,024 x 2 match the figures quoted for the npm library tournament-pairings.
    for (players, rounds) in [(512usize, 3u32), (1024, 2), (10_000, 5)] {
        let start = Instant::now();
        let t = sim::played(&catalog, players, rounds.max(3), rounds, 7);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let standings = Instant::now();
        let rows = t.standings().rows.len();
        let standings_ms = standings.elapsed().as_secs_f64() * 1000.0;
        println!(
            "  {players:>6} players x {rounds} rounds: {ms:9.1} ms (final standings of {rows}: {standings_ms:.1} ms)"
        );
    }
}
