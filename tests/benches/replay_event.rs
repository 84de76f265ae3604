//! Reopening a big event as the app does after a start: a 256-player, 8-round Standard
//! Tournament with a draft at every table (1,024 drafts), played through hexadraft-app. Each
//! iteration opens the data folder afresh and asks for the event's view and its last round's
//! table drafts (the desk's first screen); then the event as it stood at a round's start, and its
//! moments (the "As it stood" tab).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use hexadraft_app::moments::MomentKind;
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_tests::run_event_live;
use std::time::Duration;

fn replay(c: &mut Criterion) {
    let dir = match tempfile::tempdir() {
        Ok(dir) => dir,
        Err(e) => {
            eprintln!("no temporary folder: {e}");
            return;
        }
    };
    let live = {
        let app = App::open(
            dir.path(),
            FixedClock::at(1_800_000_000),
            SeededEntropy::new(99),
        );
        match run_event_live(&app, 256, 8, 99, true) {
            Ok(live) => live,
            Err(e) => {
                eprintln!("could not build the event: {}", e.0);
                return;
            }
        }
    };
    // The app as it starts again on the same data folder.
    let reopen = || {
        App::open(
            dir.path(),
            FixedClock::at(1_900_000_000),
            SeededEntropy::new(1),
        )
    };
    let mut group = c.benchmark_group("reopen");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    group.bench_function(
        "open the app, the 256-player event and its last round's 128 drafts",
        |b| {
            b.iter(|| {
                let app = reopen();
                let view = app.get_event(&live.event_id).map_err(|e| e.to_string());
                let drafts = app
                    .round_drafts(&live.event_id, 8)
                    .map_err(|e| e.to_string());
                (view.map(|v| v.seq()), drafts.map(|d| d.len()))
            })
        },
    );
    // The same reopen in its parts, each measured on an app prepared without timing (dropped
    // after it, untimed too), so the parts say where the whole's time goes.
    group.bench_function("part: open the app (the file's check, the store)", |b| {
        b.iter_batched_ref(|| (), |()| reopen(), BatchSize::PerIteration)
    });
    group.bench_function("part: the event's view, on the app just opened", |b| {
        b.iter_batched_ref(
            reopen,
            |app| {
                app.get_event(&live.event_id)
                    .map(|v| v.seq())
                    .map_err(|e| e.to_string())
            },
            BatchSize::PerIteration,
        )
    });
    group.bench_function(
        "part: the last round's 128 drafts, the event open (the table links read first)",
        |b| {
            b.iter_batched_ref(
                || {
                    let app = reopen();
                    let _ = app.get_event(&live.event_id);
                    app
                },
                |app| {
                    app.round_drafts(&live.event_id, 8)
                        .map(|d| d.len())
                        .map_err(|e| e.to_string())
                },
                BatchSize::PerIteration,
            )
        },
    );
    group.bench_function(
        "part: another round's 128 drafts, the table links already read",
        |b| {
            b.iter_batched_ref(
                || {
                    let app = reopen();
                    let _ = app.round_drafts(&live.event_id, 8);
                    app
                },
                |app| {
                    app.round_drafts(&live.event_id, 7)
                        .map(|d| d.len())
                        .map_err(|e| e.to_string())
                },
                BatchSize::PerIteration,
            )
        },
    );
    // The library's list: the first after a start replays every journal (the event and its
    // 1,024 drafts) into the state the screens share; a later one reads entry counts only.
    group.bench_function(
        "open the app and list the library (first listing, 1,025 journals)",
        |b| {
            b.iter(|| {
                let app = reopen();
                app.library_items()
                    .map(|items| items.len())
                    .map_err(|e| e.to_string())
            })
        },
    );
    let app = reopen();
    if let Err(e) = app.library_items() {
        eprintln!("could not list the library: {e}");
    }
    group.bench_function("list the library again (1,025 journals)", |b| {
        b.iter(|| {
            app.library_items()
                .map(|items| items.len())
                .map_err(|e| e.to_string())
        })
    });
    // The event as it stood: each iteration replays the event's journal up to the start of a
    // round (the 8 rounds in turn), as the "As it stood" tab asks for it on an open app.
    let starts: Vec<u32> = match app.event_moments(&live.event_id) {
        Ok(moments) => moments
            .moments
            .iter()
            .filter(|m| matches!(m.kind, MomentKind::RoundStart { .. }))
            .map(|m| m.seq)
            .collect(),
        Err(e) => {
            eprintln!("could not list the moments: {e}");
            Vec::new()
        }
    };
    let mut round = 0usize;
    group.bench_function(
        "the 256-player event as it stood at the start of a round (each of the 8 in turn)",
        |b| {
            b.iter(|| {
                round = (round + 1) % starts.len().max(1);
                let seq = starts.get(round).copied().unwrap_or(0);
                app.event_as_it_stood(&live.event_id, seq)
                    .map(|stood| stood.standings.len())
                    .map_err(|e| e.to_string())
            })
        },
    );
    group.bench_function("the 256-player event's moments (every entry)", |b| {
        b.iter(|| {
            app.event_moments(&live.event_id)
                .map(|moments| moments.moments.len())
                .map_err(|e| e.to_string())
        })
    });
    group.finish();
}

criterion_group!(benches, replay);
criterion_main!(benches);
