//! Crash safety: a writer process killed with SIGKILL at random moments never loses an entry it
//! had reported as confirmed, and never leaves a gap or a damaged file.
//!
//! The child (`src/bin/journal-crash-child.rs`) appends scripted actions and prints
//! `confirmed N` after each append returns. This test kills it after a random delay, again and
//! again on the same database (each child continues the script), until 50 kills have landed while
//! the child was appending, and after each kill opens the database, replays the journal and checks
//! it against what the child confirmed.

// The whole file is test code; clippy only sees `#[test]` functions as tests, not their helpers.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hexadraft_storage::{JournalId, Seq, Store};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// Kills that must land after the child's first confirmation, where a torn append could happen.
const KILLS_WHILE_APPENDING: usize = 50;
/// A bound on the whole run: far more than a child that appends at all ever needs.
const MAX_KILLS: usize = 400;
const SEED: u64 = 20_261_122;
const JOURNAL: &str = "crash";

/// The payload of action `n`, exactly as the child writes it.
fn scripted_action(n: u32) -> String {
    format!(r#"{{"action":"pick","n":{n},"note":"scripted action {n}"}}"#)
}

#[derive(serde::Deserialize)]
struct Pick {
    n: u32,
}

/// Runs the child for `delay`, kills it, and returns the numbers it confirmed.
fn run_and_kill(db: &std::path::Path, delay: Duration) -> Vec<u32> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_journal-crash-child"))
        .arg(db)
        .arg(JOURNAL)
        .arg("4000000000")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the child starts");
    let stdout = child.stdout.take().expect("piped stdout");
    let (sender, confirmations) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let n = line
                .strip_prefix("confirmed ")
                .and_then(|n| n.parse::<u32>().ok())
                .unwrap_or_else(|| panic!("unexpected child output: {line}"));
            if sender.send(n).is_err() {
                break;
            }
        }
    });
    std::thread::sleep(delay);
    if let Some(status) = child.try_wait().expect("child status") {
        let mut errors = String::new();
        if let Some(mut stderr) = child.stderr.take() {
            let _ = stderr.read_to_string(&mut errors);
        }
        panic!("the child stopped by itself ({status}): {errors}");
    }
    child.kill().expect("SIGKILL");
    child.wait().expect("the child is reaped");
    reader.join().expect("reader thread");
    confirmations.try_iter().collect()
}

#[test]
fn a_writer_killed_at_random_moments_never_loses_a_confirmed_entry() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.sqlite3");
    let id = JournalId::new(JOURNAL).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    let mut confirmed_so_far = 0u32;
    let mut kills_while_appending = 0;

    let mut kills = 0;
    // How long a child may live; it widens after a kill that lands before the first append
    // returns, so a slow machine still gets kills in mid-append rather than failing the count.
    let mut longest_delay_ms = 100u64;

    while kills_while_appending < KILLS_WHILE_APPENDING && kills < MAX_KILLS {
        kills += 1;
        let kill = kills;
        // Opening after an unclean shutdown copies the -wal aside and checks it and every journal
        // first, so the window reaches past that to land most kills during appends.
        let delay = Duration::from_millis(rng.random_range(5..=longest_delay_ms));
        let confirmed = run_and_kill(&db, delay);
        if confirmed.is_empty() {
            longest_delay_ms = (longest_delay_ms + 25).min(1_000);
        }
        if let Some(&first) = confirmed.first() {
            kills_while_appending += 1;
            // The child continues after everything on disk, which includes all confirmed.
            assert!(
                first > confirmed_so_far,
                "kill {kill}: entry {first} confirmed twice"
            );
            for pair in confirmed.windows(2) {
                assert_eq!(
                    pair[1],
                    pair[0] + 1,
                    "kill {kill}: confirmations out of order"
                );
            }
            confirmed_so_far = *confirmed.last().unwrap();
        }

        // Reopening checks the file (quick_check) and recovers the -wal file.
        let store = Store::open(&db)
            .unwrap_or_else(|e| panic!("kill {kill}: the database does not reopen: {e}"));
        if store.journal(&id).is_err() {
            assert_eq!(confirmed_so_far, 0, "kill {kill}: the journal vanished");
            continue;
        }
        let entries = store.entries_raw(&id).unwrap();
        assert!(
            entries.len() as u32 >= confirmed_so_far,
            "kill {kill}: {confirmed_so_far} entries were confirmed but only {} are on disk",
            entries.len()
        );
        for (index, entry) in entries.iter().enumerate() {
            let n = index as u32 + 1;
            assert_eq!(
                entry.seq,
                Seq::new(n).unwrap(),
                "kill {kill}: gap before entry {n}"
            );
            assert_eq!(
                entry.payload.as_str(),
                scripted_action(n),
                "kill {kill}: entry {n}"
            );
        }
        let outcome = store
            .replay(&id, 0u32, |last: &mut u32, pick: Pick| {
                if pick.n == *last + 1 {
                    *last = pick.n;
                    Ok(())
                } else {
                    Err(format!("entry {} follows {}", pick.n, last))
                }
            })
            .unwrap();
        assert!(outcome.is_complete(), "kill {kill}: {:?}", outcome.stopped);
        assert_eq!(outcome.state, entries.len() as u32);
        // Unconfirmed but committed entries count too: the next child continues after them.
        confirmed_so_far = confirmed_so_far.max(outcome.state);
    }
    eprintln!(
        "{kills} kills, {kills_while_appending} while appending, {confirmed_so_far} entries on disk"
    );
    assert!(
        kills_while_appending >= KILLS_WHILE_APPENDING,
        "only {kills_while_appending} of {kills} kills landed while the child was appending"
    );
}
