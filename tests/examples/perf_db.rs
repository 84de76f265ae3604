//! Writes the database the real-window measurements use (docs/performance.md, "Command round
//! trips in the real window"): a 256-player, 8-round Standard Tournament (v1.0, Koorie Queen)
//! with every table's draft played, all through hexadraft-app as the desktop app writes them.
//!
//!   cargo run --release -p hexadraft-tests --example perf_db -- artifacts/perf-db
//!
//! The folder gets `hexadraft.sqlite3` and `perf-db.json` (which event to measure).

// A tool, not a library: it reports failure and stops.
#![allow(clippy::print_stderr)]

use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_tests::run_event_live;
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(dir) = std::env::args_os().nth(1).map(PathBuf::from) else {
        eprintln!("usage: perf_db FOLDER");
        return ExitCode::from(2);
    };
    if dir.join(hexadraft_app::DATABASE_FILE).exists() {
        eprintln!("{} already holds a database", dir.display());
        return ExitCode::from(2);
    }
    let started = std::time::Instant::now();
    let app = App::open(&dir, FixedClock::at(1_800_000_000), SeededEntropy::new(99));
    let live = match run_event_live(&app, 256, 8, 99, true) {
        Ok(live) => live,
        Err(e) => {
            eprintln!("could not build the event: {}", e.0);
            return ExitCode::FAILURE;
        }
    };
    let manifest = serde_json::json!({
        "event_id": live.event_id,
        "players": 256,
        "rounds": 8,
        "drafts": live.drafts.len(),
        "event_entries": live.view.header.seq,
        "seconds": started.elapsed().as_secs(),
    });
    if let Err(e) = std::fs::write(dir.join("perf-db.json"), manifest.to_string()) {
        eprintln!("could not write perf-db.json: {e}");
        return ExitCode::FAILURE;
    }
    println!("{manifest}");
    ExitCode::SUCCESS
}
