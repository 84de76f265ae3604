//! The database the previous release wrote (tests/fixtures/app-db-b866e7a, made at commit b866e7a
//! by the shell's own code) opens, replays to the facts recorded then, and exports the same
//! entries: users' saved journals keep opening in this version.
//!
//! Every fact is read through the use cases a front door calls (`open_draft` as the table and as
//! each seat, `get_event`, `round_drafts`), so this is the app's real reopen path.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::table_draft::TableViewer;
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_draft::{Deck, RoleDecider, Seat, SecretView, SwapChoice};
use hexadraft_event::{GameResult, ScenarioChoice};
use hexadraft_storage::{ExportAudience, JournalKind, Store};
use serde_json::{json, Value};
use std::path::PathBuf;

const KOORIE_CUP: &str = "event-1795384598-e5abf941";

fn fixture_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/app-db-b866e7a")
}

fn read_json(name: &str) -> Value {
    let text = std::fs::read_to_string(fixture_dir().join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// The fixture copied into a fresh folder (the original is never opened for writing).
fn opened() -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy(
        fixture_dir().join("hexadraft.sqlite3"),
        dir.path().join(hexadraft_app::DATABASE_FILE),
    )
    .unwrap();
    let app = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(5),
    );
    (dir, app)
}

fn name_of<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap()
}

fn seats<T>(f: impl Fn(Seat) -> T) -> Value
where
    T: serde::Serialize,
{
    json!({"first": f(Seat::First), "second": f(Seat::Second)})
}

fn commitment<T>(secret: &SecretView<T>) -> Value {
    match secret {
        SecretView::NotLocked => Value::Null,
        SecretView::Locked { commitment } | SecretView::Open { commitment, .. } => {
            json!(commitment.as_str())
        }
    }
}

fn deck(deck: &Deck) -> Value {
    json!({
        "general": deck.general.iter().map(|n| n.get()).collect::<Vec<_>>(),
        "character_tactics": deck.character_tactics.iter().map(|card| json!({
            "character": card.character.to_string(),
            "slot": card.slot.index(),
            "number": card.number.map(|n| n.get()),
            "name": card.name,
        })).collect::<Vec<_>>(),
    })
}

fn swap(choice: &SwapChoice) -> Value {
    match choice {
        SwapChoice::Keep => json!({"kind": "keep", "remove": null, "add": null}),
        SwapChoice::Replace { remove, add } => {
            json!({"kind": "replace", "remove": remove.to_string(), "add": add.to_string()})
        }
    }
}

fn draft_facts(app: &App, id: &str) -> Value {
    let public = app.open_draft(id, TableViewer::Table, None).unwrap();
    let own = |seat: Seat| {
        app.open_draft(id, TableViewer::Seat { seat }, None)
            .unwrap()
            .view
    };
    let view = &public.view;
    let revealed = view
        .swaps
        .as_ref()
        .and_then(|s| match (&s.first, &s.second) {
            (SecretView::Open { choice: a, .. }, SecretView::Open { choice: b, .. }) => {
                Some(json!({"first": swap(a), "second": swap(b)}))
            }
            _ => None,
        });
    json!({
        "event_table": public.event.as_ref().map(|e| json!({"event_id": e.event_id, "round": e.round, "table": e.table})),
        "read_only": public.read_only.is_some(),
        "seed": public.seed,
        "step": name_of(&view.step),
        "player_a": view.roles.map(|r| name_of(&r.player_a)),
        "roles_decided_by": view.roles.map(|r| match r.decided_by {
            RoleDecider::CoinToss => "coin-toss".to_owned(),
            RoleDecider::CoinTossAskedBy { seat } => format!("coin-toss-asked-by-{}", name_of(&seat).as_str().unwrap()),
            RoleDecider::ChosenBy { seat } => format!("chosen-by-{}", name_of(&seat).as_str().unwrap()),
            RoleDecider::RealCoin => "real-coin".to_owned(),
            RoleDecider::RealCoinAskedBy { seat } => format!("real-coin-asked-by-{}", name_of(&seat).as_str().unwrap()),
        }),
        "bans": view.bans.iter().map(|b| json!({"seat": b.seat, "character": b.character, "lineup_of": b.lineup_of})).collect::<Vec<_>>(),
        "picks": view.picks.iter().map(|p| json!({"seat": p.seat, "character": p.character, "team_of": p.team_of})).collect::<Vec<_>>(),
        "teams": view.teams.as_ref().map(|t| seats(|seat| t.get(seat).clone())),
        "swaps": revealed,
        "commitments": {
            "swap": view.swaps.as_ref().map(|s| seats(|seat| commitment(s.get(seat)))),
            "deck": seats(|seat| commitment(view.decks.get(seat))),
        },
        "decks": seats(|seat| match own(seat).decks.get(seat) {
            SecretView::Open { choice, .. } => deck(&choice.deck),
            _ => Value::Null,
        }),
        "game": public.game.as_ref().map(|g| json!({
            "decided_by": name_of(&g.decided_by),
            "first": side_of_game(g, Seat::First),
            "second": side_of_game(g, Seat::Second),
        })),
    })
}

fn side_of_game(game: &hexadraft_app::table_draft::GameRecord, seat: Seat) -> Value {
    let score = game.input.scores.get(seat);
    json!({
        "victory_points": score.victory_points,
        "frags": score.frags,
        "first_blood": game.input.first_blood == Some(seat),
        "outcome": name_of(game.outcomes.get(seat)),
        "points": game.points.get(seat),
    })
}

fn side_of_result(game: &GameResult, seat: Seat) -> Value {
    let score = game.scores.get(seat);
    json!({
        "victory_points": score.victory_points(),
        "frags": score.frags(),
        "first_blood": game.first_blood == Some(seat),
        "outcome": name_of(game.decision.outcomes.get(seat)),
        "points": game.points.get(seat),
    })
}

fn event_facts(app: &App, id: &str) -> Value {
    let view = app.get_event(id).unwrap().agl().unwrap();
    let snapshot = view.snapshot.as_ref().unwrap();
    let definition = &snapshot.definition;
    let mut table_drafts = Vec::new();
    for round in &snapshot.rounds {
        for d in app.round_drafts(id, round.number).unwrap() {
            table_drafts.push(json!({"round": d.round, "table": d.table, "draft_id": d.draft_id}));
        }
    }
    json!({
        "name": definition.name,
        "format": name_of(&definition.format),
        "ruleset": name_of(&definition.ruleset),
        "mods": definition.mods,
        "read_only": view.header.read_only.is_some(),
        "finished": matches!(snapshot.stage, hexadraft_event::EventStage::Finished),
        "players": snapshot.players.iter().map(|p| json!({
            "id": p.id.get(), "name": p.name, "pin": p.corvus_pin,
            "dropped": p.dropped_after_round.is_some(), "first_round": p.first_round,
        })).collect::<Vec<_>>(),
        "rounds": snapshot.rounds.iter().map(|r| json!({
            "round": r.number,
            "scenario": match &r.scenario {
                ScenarioChoice::Official { id } => json!({"kind": "official", "id": id.to_string(), "name": null}),
                ScenarioChoice::Homemade { name } => json!({"kind": "homemade", "id": null, "name": name}),
            },
            "tables": r.tables.iter().map(|t| json!({
                "table": t.number,
                "players": seats(|seat| t.players.get(seat).get()),
                "result": t.result.map(|g| json!({
                    "decided_by": name_of(&g.decision.decided_by),
                    "first": side_of_result(&g, Seat::First),
                    "second": side_of_result(&g, Seat::Second),
                })),
            })).collect::<Vec<_>>(),
            "bye": r.bye.as_ref().map(|b| b.player.get()),
        })).collect::<Vec<_>>(),
        "standings_final": snapshot.standings.is_final,
        "standings": snapshot.standings.rows.iter().map(|row| json!({
            "rank": row.place, "player": row.player.get(), "points": row.points,
            "victory_points": row.victory_points, "frags": row.frags,
        })).collect::<Vec<_>>(),
        "ratings_after": view.ratings.as_ref().map(|report| report.changes.iter().map(|c| json!({
            "player": c.player.get(), "after": c.after,
        })).collect::<Vec<_>>()).unwrap_or_default(),
        "ratings_before": view.ratings_before,
        "table_drafts": table_drafts,
    })
}

/// Equal, with numbers compared to 1e-9 (ratings are floating point).
fn assert_same(found: &Value, expected: &Value, path: &str) {
    match (found, expected) {
        (Value::Number(a), Value::Number(b)) => {
            let (a, b) = (a.as_f64().unwrap(), b.as_f64().unwrap());
            assert!((a - b).abs() < 1e-9, "{path}: {a} != {b}");
        }
        (Value::Object(a), Value::Object(b)) => {
            let keys_a: Vec<&String> = a.keys().collect();
            let keys_b: Vec<&String> = b.keys().collect();
            assert_eq!(keys_a, keys_b, "{path}: keys");
            for (key, value) in a {
                assert_same(value, &b[key], &format!("{path}.{key}"));
            }
        }
        (Value::Array(a), Value::Array(b)) => {
            assert_eq!(a.len(), b.len(), "{path}: length");
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                assert_same(x, y, &format!("{path}[{i}]"));
            }
        }
        _ => assert_eq!(found, expected, "{path}"),
    }
}

#[test]
fn the_previous_releases_database_replays_to_the_same_facts() {
    let (dir, app) = opened();
    assert!(app.store_status().problem.is_none());
    // Storage schema 3 hashes every journal on the upgrade: all of them check, and every entry
    // still reads under the engines' strict input (unknown fields refused) and replays.
    let checks = app.verify_journals(&[]).unwrap();
    assert_eq!(checks.len(), 8);
    for check in &checks {
        assert!(check.replays(), "{check:?}");
        assert_eq!(check.read_only, None, "{check:?}");
    }
    let expected = read_json("facts.json");
    let mut journals: Vec<Value> = app
        .list_journals()
        .unwrap()
        .into_iter()
        .map(|s| {
            let id = s.id.as_str();
            // The Koorie Cup's ratings, a setting in that release, are now its journal's last
            // action (data step 1): one entry more than the facts say.
            let entry_count = if id == KOORIE_CUP {
                s.entry_count - 1
            } else {
                s.entry_count
            };
            let header = {
                let store = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
                store.journal(&s.id).unwrap().header
            };
            json!({
                "id": id,
                "kind": name_of(&s.kind),
                "title": s.title.as_str(),
                "archived": s.archived,
                "entry_count": entry_count,
                "ruleset_version": header.ruleset_version,
                "data_pack": {"id": header.data_pack.id, "version": header.data_pack.version},
                "draft": (s.kind == JournalKind::Draft).then(|| draft_facts(&app, id)),
                "event": (s.kind == JournalKind::Event).then(|| event_facts(&app, id)),
            })
        })
        .collect();
    journals.sort_by(|a, b| a["id"].as_str().cmp(&b["id"].as_str()));
    // Absent facts (a draft has no `event`) are left out of the file.
    for journal in &mut journals {
        if let Value::Object(fields) = journal {
            fields.retain(|_, v| !v.is_null());
        }
    }
    assert_same(&Value::Array(journals), &expected["journals"], "journals");
}

#[test]
fn the_settings_survive_and_the_ratings_moved_into_the_event() {
    let (dir, app) = opened();
    let expected = read_json("facts.json");
    // The saved catalog edits are in use: Gaia's Initiative and the added Moonchild.
    let overview = app.catalog_overview();
    assert!(overview.saved_edits_problem.is_none());
    assert!(overview.version.contains("+user."), "{}", overview.version);
    assert_eq!(
        app.character_detail("gaia").unwrap().character.initiative,
        Some(3)
    );
    assert!(app.character_detail("moonchild").is_ok());
    assert_eq!(
        app.last_open().unwrap().map(|s| s.id.to_string()),
        expected["settings"]["last_open"]
            .as_str()
            .map(str::to_owned)
    );
    let store = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    assert_eq!(
        store
            .get_setting(hexadraft_app::OVERLAY_SETTING)
            .unwrap()
            .as_deref(),
        expected["settings"]["catalog_overlay"].as_str()
    );
    assert_eq!(
        store
            .get_setting(&format!("event.{KOORIE_CUP}.ratings-before"))
            .unwrap(),
        None,
        "the setting went once its ratings were in the journal"
    );
    // Opening again runs no step twice.
    drop(store);
    drop(app);
    let again = App::open(
        dir.path(),
        FixedClock::at(1_800_000_100),
        SeededEntropy::new(6),
    );
    let cup = again
        .list_journals()
        .unwrap()
        .into_iter()
        .find(|s| s.id.as_str() == KOORIE_CUP)
        .unwrap();
    assert_eq!(cup.entry_count, 17);
}

#[test]
fn the_export_holds_the_same_headers_and_entries() {
    let (_dir, app) = opened();
    let expected = read_json("organizer-export.json");
    let ids: Vec<String> = expected["journals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["id"].as_str().unwrap().to_owned())
        .collect();
    let text = app
        .export_journals_text(&ids, ExportAudience::Organizer)
        .unwrap();
    let found: Value = serde_json::from_str(&text).unwrap();
    for (journal, before) in found["journals"]
        .as_array()
        .unwrap()
        .iter()
        .zip(expected["journals"].as_array().unwrap())
    {
        assert_eq!(journal["id"], before["id"]);
        assert_eq!(journal["header"], before["header"], "{}", journal["id"]);
        let entries = journal["entries"].as_array().unwrap();
        let old = before["entries"].as_array().unwrap();
        let kept = if journal["id"] == KOORIE_CUP {
            // The one entry the data step added: the ratings that were a setting.
            let last = entries.last().unwrap();
            assert_eq!(last["payload"]["kind"], "setRatingsBefore");
            assert_eq!(last["payload"]["ratings"]["CB-1001"], 1112.5);
            &entries[..entries.len() - 1]
        } else {
            &entries[..]
        };
        assert_eq!(kept.len(), old.len(), "{}", journal["id"]);
        for (a, b) in kept.iter().zip(old) {
            for field in ["seq", "recorded_at", "redacted", "payload"] {
                assert_eq!(a[field], b[field], "{} {field}", journal["id"]);
            }
        }
    }
}
