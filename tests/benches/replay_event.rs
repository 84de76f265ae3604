//! Reopening a big event as the app does after a start: a 256-player, 8-round Standard
//! Tournament with a draft at every table (1,024 drafts), played through hexadraft-app. Each
//! iteration opens the data folder afresh and asks for the event's view and its last round's
//! table drafts (the desk's first screen), after a clean quit and after a crash; the close at
//! quitting; then the event as it stood at a round's start, and its moments (the "As it stood"
//! tab).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use hexadraft_app::moments::MomentKind;
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_tests::run_event_live;
use std::hint::black_box;
use std::time::{Duration, Instant};

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
    // The desk's first screen after a start: the app opened, the event's view and its last
    // round's drafts. Only that is timed; each app is then closed as the app closes when it quits
    // (`App::close`: the `-wal` merged, the file checked once more, the verdict and the table
    // links remembered), untimed, before the next start. `forget` removes one of those files
    // first: without the verdict, as after a quit that did not close (a crash), the opening's
    // `quick_check` runs and nothing derived is read; without the derived file, the links are
    // read from every draft's header, as before they were remembered.
    let first_screen = |app: &App| {
        let view = app.get_event(&live.event_id).map(|v| v.seq());
        let drafts = app.round_drafts(&live.event_id, 8).map(|d| d.len());
        match (view, drafts) {
            (Ok(seq), Ok(tables)) => Some((seq, tables)),
            (Err(e), _) | (_, Err(e)) => {
                eprintln!("the first screen failed: {e}");
                None
            }
        }
    };
    let verdict = dir.path().join("hexadraft.sqlite3-checked");
    let derived = dir.path().join("hexadraft.sqlite3-derived");
    let timed_starts = |iters: u64, forget: Option<&std::path::Path>| {
        let mut total = Duration::ZERO;
        for _ in 0..iters {
            if let Some(remembered) = forget {
                let _ = std::fs::remove_file(remembered);
            }
            let start = Instant::now();
            let app = reopen();
            black_box(first_screen(&app));
            total += start.elapsed();
            if let Err(e) = app.close() {
                eprintln!("could not close: {e}");
            }
        }
        total
    };
    group.bench_function(
        "open the app, the 256-player event and its last round's 128 drafts (after a clean quit)",
        |b| b.iter_custom(|iters| timed_starts(iters, None)),
    );
    group.bench_function(
        "the same first screen, the table links not remembered (read from the 1,024 headers)",
        |b| b.iter_custom(|iters| timed_starts(iters, Some(&derived))),
    );
    group.bench_function(
        "the same first screen, the file's check not remembered (after a crash)",
        |b| b.iter_custom(|iters| timed_starts(iters, Some(&verdict))),
    );
    group.bench_function(
        "close the app as it quits (the file checked, the verdict written)",
        |b| {
            b.iter_batched(
                || {
                    let app = reopen();
                    black_box(first_screen(&app));
                    app
                },
                |app| app.close().map_err(|e| e.to_string()),
                BatchSize::PerIteration,
            )
        },
    );
    // The parts below open a file whose verdict the close above wrote.
    // The same reopen in its parts, each measured on an app prepared without timing (dropped
    // after it, untimed too), so the parts say where the whole's time goes.
    group.bench_function(
        "part: open the app (the file's check remembered, the store)",
        |b| b.iter_batched_ref(|| (), |()| reopen(), BatchSize::PerIteration),
    );
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
