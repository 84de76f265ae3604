//! Storage benchmarks: durable append throughput, and replaying a journal the size of a large
//! event (256 players, 8 rounds, every table's draft).
//!
//! Run: `cargo bench -p hexadraft-storage --bench journal -- --warm-up-time 1 --measurement-time 3`
//! (results in docs/performance.md, "Storage").

// Benchmark set-up code may stop at the first failure: there is no user to report to.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use hexadraft_storage::{
    DataPackRef, ExportDocument, JournalHeader, JournalId, JournalKind, JsonText, NewJournal,
    OnExisting, Seq, Store, Timestamp, Title,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::hint::black_box;

const PLAYERS: u32 = 256;
const ROUNDS: u32 = 8;
const TABLES: u32 = PLAYERS / 2;
const DRAFT_ACTIONS_PER_TABLE: u32 = 20;

/// Stand-in for the engines' actions, with fields of the size real ones will have.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum BenchAction {
    Register {
        player: String,
        name: String,
        sponsor: String,
        lineup: Vec<String>,
    },
    Pair {
        round: u32,
        table: u32,
        players: [String; 2],
        scenario: String,
    },
    Draft {
        round: u32,
        table: u32,
        player: String,
        step: u32,
        pick: String,
    },
    Result {
        round: u32,
        table: u32,
        winner: String,
        score: [u32; 2],
        conceded: bool,
    },
}

fn player(n: u32) -> String {
    format!("player-{n:03}")
}

/// The actions of a 256-player, 8-round event with a draft at every table, in order.
fn event_actions() -> Vec<BenchAction> {
    let mut actions = Vec::new();
    for p in 0..PLAYERS {
        actions.push(BenchAction::Register {
            player: player(p),
            name: format!("Organized Play Member {p}"),
            sponsor: format!("sponsor-{}", p % 12),
            lineup: (0..5)
                .map(|c| format!("character-{}", (p + c) % 40))
                .collect(),
        });
    }
    for round in 1..=ROUNDS {
        for table in 0..TABLES {
            let (a, b) = (player(table * 2), player(table * 2 + 1));
            actions.push(BenchAction::Pair {
                round,
                table,
                players: [a.clone(), b.clone()],
                scenario: format!("scenario-{}", round % 6),
            });
            for step in 0..DRAFT_ACTIONS_PER_TABLE {
                actions.push(BenchAction::Draft {
                    round,
                    table,
                    player: if step % 2 == 0 { a.clone() } else { b.clone() },
                    step,
                    pick: format!("character-{}", (table + step) % 40),
                });
            }
            actions.push(BenchAction::Result {
                round,
                table,
                winner: a,
                score: [3, 1],
                conceded: false,
            });
        }
    }
    actions
}

fn header() -> JournalHeader {
    JournalHeader {
        ruleset_version: "agl-s2".to_owned(),
        data_pack: DataPackRef {
            id: "aristeia".to_owned(),
            version: "1".to_owned(),
        },
        seeds: JsonText::parse("[1234567890123]").unwrap(),
        setup: JsonText::parse(r#"{"players":256,"rounds":8}"#).unwrap(),
    }
}

/// A store holding the whole event as one journal, built in one import transaction.
fn event_store(dir: &std::path::Path) -> (Store, JournalId, usize) {
    let actions = event_actions();
    let entries: Vec<_> = actions
        .iter()
        .enumerate()
        .map(|(i, action)| {
            json!({"seq": i + 1, "recorded_at": 1_700_000_000 + i, "redacted": false, "payload": action})
        })
        .collect();
    let document = json!({
        "format": "hexadraft-journal-export",
        "version": 1,
        "audience": "organizer",
        "journals": [{
            "id": "event", "kind": "event", "title": "Big event", "archived": false,
            "redacted": false, "created_at": 1_700_000_000, "updated_at": 1_700_000_000,
            "header": header(), "entries": entries,
        }],
    });
    let bytes = serde_json::to_vec(&document).unwrap();
    let document = ExportDocument::from_json(&bytes).unwrap();
    let mut store = Store::open(dir.join("bench.sqlite3")).unwrap();
    store.import(&document, OnExisting::Refuse).unwrap();
    (store, JournalId::new("event").unwrap(), actions.len())
}

fn append(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("append.sqlite3")).unwrap();
    let id = JournalId::new("draft").unwrap();
    store
        .create_journal(&NewJournal {
            id: id.clone(),
            kind: JournalKind::Draft,
            title: Title::new("Append benchmark").unwrap(),
            header: header(),
            created_at: Timestamp::from_unix_seconds(0),
        })
        .unwrap();
    let action = BenchAction::Draft {
        round: 1,
        table: 17,
        player: player(34),
        step: 5,
        pick: "character-22".to_owned(),
    };
    let mut next = Seq::FIRST;
    let mut group = c.benchmark_group("append");
    group.throughput(Throughput::Elements(1));
    group.sample_size(20);
    group.bench_function("one action, synchronous=FULL", |b| {
        b.iter(|| {
            next = store
                .append(&id, next, Timestamp::from_unix_seconds(1), &action)
                .unwrap()
                .next()
                .unwrap();
        })
    });
    group.finish();
}

fn replay(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let (store, id, count) = event_store(dir.path());
    let mut group = c.benchmark_group("replay");
    group.throughput(Throughput::Elements(count as u64));
    group.sample_size(10);
    group.bench_function(
        format!("event of {count} entries, read and deserialise"),
        |b| {
            b.iter(|| {
                let outcome = store
                    .replay(
                        &id,
                        [0u32; 4],
                        |tally: &mut [u32; 4], action: BenchAction| {
                            let slot = match action {
                                BenchAction::Register { .. } => 0,
                                BenchAction::Pair { .. } => 1,
                                BenchAction::Draft { .. } => 2,
                                BenchAction::Result { .. } => 3,
                            };
                            tally[slot] += 1;
                            Ok::<(), std::convert::Infallible>(())
                        },
                    )
                    .unwrap();
                assert!(outcome.is_complete());
                black_box(outcome.state)
            })
        },
    );
    group.bench_function(format!("event of {count} entries, read as raw JSON"), |b| {
        b.iter(|| black_box(store.entries_raw(&id).unwrap().len()))
    });
    group.bench_function(
        format!("open the database and replay {count} entries"),
        |b| {
            b.iter_batched(
                || (),
                |()| {
                    let reopened = Store::open(store.path()).unwrap();
                    let outcome = reopened
                        .replay(&id, 0u32, |n: &mut u32, _: BenchAction| {
                            *n += 1;
                            Ok::<(), std::convert::Infallible>(())
                        })
                        .unwrap();
                    black_box(outcome.state)
                },
                BatchSize::PerIteration,
            )
        },
    );
    group.finish();
}

criterion_group!(benches, append, replay);
criterion_main!(benches);
