//! Replaying a big event from its journals, as the app does when it reopens: a 256-player,
//! 8-round Standard Tournament with a draft at every table (1,024 drafts), read from SQLite and
//! folded through the real engines.

use criterion::{criterion_group, criterion_main, Criterion};
use hexadraft_catalog::Catalog;
use hexadraft_storage::Store;
use hexadraft_tests::{replay_from_store, run_event_live};
use std::time::Duration;

fn replay(c: &mut Criterion) {
    let dir = match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("no temporary folder: {e}");
            return;
        }
    };
    let path = dir.path().join("bench.sqlite3");
    let catalog = Catalog::shipped();
    let live = match Store::open(&path)
        .map_err(|e| e.to_string())
        .and_then(|mut store| run_event_live(&mut store, &catalog, 256, 8, 99).map_err(|e| e.0))
    {
        Ok(live) => live,
        Err(e) => {
            eprintln!("could not build the event: {e}");
            return;
        }
    };
    let drafts: Vec<_> = live.drafts.iter().map(|(id, _)| id.clone()).collect();
    let mut group = c.benchmark_group("replay");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function(
        "open and replay 256 players x 8 rounds with 1024 drafts",
        |b| {
            b.iter(|| {
                let store = Store::open(&path).map_err(|e| e.to_string());
                store.and_then(|store| {
                    replay_from_store(&store, &catalog, &live.event_journal, &drafts)
                        .map_err(|e| e.0)
                })
            })
        },
    );
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
