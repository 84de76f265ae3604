//! `hexadraft-cli db --db PATH ...`, run as a built binary on a database the app's own use cases
//! wrote: list, show (a seat's view keeps the rival's secret), act, export, import and verify,
//! with the exit codes 0, 1 (refused, conflict, or a journal that does not replay) and 2.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::table_draft::{SeedChoice, TableViewer};
use hexadraft_app::{App, DATABASE_FILE};
use hexadraft_draft::{DraftMove, DraftSetup, Seat};
use hexadraft_event::EventAction;
use hexadraft_storage::{JournalId, Seq, Store, Timestamp};
use hexadraft_testkit::{app_at, deck_of, play_public_steps, quick_match, LINEUPS};
use serde_json::{json, Value};
use std::path::Path;
use std::process::{Command, Output};

fn cli(args: &[&str]) -> Output {
    crate::started(|| {
        Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
            .args(args)
            .output()
    })
}

fn db(path: &Path, args: &[&str]) -> Output {
    let path = path.display().to_string();
    let mut all = vec!["db", "--db", path.as_str()];
    all.extend_from_slice(args);
    cli(&all)
}

fn json_of(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: stdout {} stderr {}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

fn app(dir: &Path) -> App {
    app_at(dir, 5)
}

fn setup() -> DraftSetup {
    quick_match(7)
}

/// A draft whose picks are done and whose first seat locked its deck, made by the app.
fn draft_with_a_locked_deck(app: &App) -> String {
    let id = app
        .create_draft(setup(), SeedChoice::Keep, None)
        .unwrap()
        .id;
    let table = play_public_steps(app, &id);
    let team = table.view.teams.clone().unwrap().first;
    app.apply_draft_move(
        &id,
        table.seq,
        DraftMove::LockDeck {
            seat: Seat::First,
            deck: deck_of(&team, [0, 1]),
        },
        TableViewer::Table,
        None,
    )
    .unwrap();
    id
}

fn definition() -> Value {
    json!({
        "name": "Copa CLI",
        "format": "standard-tournament",
        "ruleset": "agl-v1.0",
        "mods": [],
        "event_type": "standard",
        "rounds": 3,
        "scenarios": [
            {"kind": "official", "id": "assault"},
            {"kind": "official", "id": "conquest"},
            {"kind": "official", "id": "carnage"}
        ],
        "stadium": null,
        "seed": 7,
        "rematches": "avoid"
    })
}

#[test]
fn list_show_and_a_seats_view_that_keeps_the_rivals_locked_deck_secret() {
    let dir = tempfile::tempdir().unwrap();
    let draft = draft_with_a_locked_deck(&app(dir.path()));
    let database = dir.path().join(DATABASE_FILE);

    let listed = db(&database, &["list"]);
    assert_eq!(listed.status.code(), Some(0));
    let listed = json_of(&listed);
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["id"], draft.as_str());
    assert_eq!(listed[0]["kind"], "draft");

    // The data folder works as well as the file.
    assert_eq!(db(dir.path(), &["list"]).status.code(), Some(0));

    let own = json_of(&db(&database, &["show", &draft, "--viewer", "first"]));
    let rival = json_of(&db(&database, &["show", &draft, "--viewer", "second"]));
    let table = json_of(&db(&database, &["show", &draft]));
    assert_eq!(
        own["view"]["decks"]["first"]["state"], "open",
        "the first seat sees its own locked deck: {}",
        own["view"]
    );
    assert_eq!(rival["view"]["decks"]["first"]["state"], "locked");
    assert_eq!(table["view"]["decks"]["first"]["state"], "locked");
    let rival_text = rival.to_string();
    let table_text = table.to_string();
    assert!(!rival_text.contains("\"salt\""));
    assert!(!table_text.contains("\"salt\""));
}

#[test]
fn an_action_goes_through_the_app_and_a_stale_or_refused_one_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let event = app(dir.path())
        .create_event(
            serde_json::from_value::<hexadraft_event::EventDefinition>(definition()).unwrap(),
            hexadraft_app::Language::En,
        )
        .unwrap()
        .agl()
        .unwrap()
        .header
        .id;
    let database = dir.path().join(DATABASE_FILE);
    let actions = dir.path().join("actions");
    std::fs::create_dir(&actions).unwrap();
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        let file = actions.join(format!("register-{i}.json"));
        let registration = json!({"kind": "registerPlayer", "registration": {
            "name": name, "corvus_pin": format!("P{i}"), "sponsor": "oxyd",
            "sponsor_unlocked": false, "lineup": LINEUPS[i % 2]}});
        std::fs::write(&file, registration.to_string()).unwrap();
        let out = db(&database, &["act", &event, file.to_str().unwrap()]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stdout)
        );
        assert_eq!(json_of(&out)["accepted"]["kind"], "registered");
    }
    // A screen's stale count is a conflict.
    let pair = actions.join("pair.json");
    std::fs::write(
        &pair,
        json!({"kind": "pairNextRound", "round": 1}).to_string(),
    )
    .unwrap();
    let stale = db(
        &database,
        &["act", &event, pair.to_str().unwrap(), "--seq", "1"],
    );
    assert_eq!(stale.status.code(), Some(1));
    assert_eq!(json_of(&stale)["error"]["code"], "conflict.stale");
    // Round 2 before round 1 is refused by the rules, with the clause.
    let wrong = actions.join("pair-2.json");
    std::fs::write(
        &wrong,
        json!({"kind": "pairNextRound", "round": 2}).to_string(),
    )
    .unwrap();
    let refused = db(&database, &["act", &event, wrong.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(1));
    let report = json_of(&refused);
    assert!(
        report["error"]["code"]
            .as_str()
            .unwrap()
            .starts_with("refused.event."),
        "{report}"
    );
    let paired = db(&database, &["act", &event, pair.to_str().unwrap()]);
    assert_eq!(
        paired.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&paired.stdout)
    );
    // The app sees what the command line did.
    let view = app(dir.path()).get_event(&event).unwrap().agl().unwrap();
    assert_eq!(view.snapshot.unwrap().rounds.len(), 1);
    // Unreadable action, unknown journal: exit 2.
    let junk = actions.join("junk.json");
    std::fs::write(&junk, "{\"kind\": \"teleport\"}").unwrap();
    assert_eq!(
        db(&database, &["act", &event, junk.to_str().unwrap()])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        db(
            &database,
            &["act", "event-0-nothing", pair.to_str().unwrap()]
        )
        .status
        .code(),
        Some(2)
    );
}

#[test]
fn export_import_and_verify_replay_every_journal() {
    let dir = tempfile::tempdir().unwrap();
    let draft = draft_with_a_locked_deck(&app(dir.path()));
    let database = dir.path().join(DATABASE_FILE);

    let verified = db(&database, &["verify"]);
    assert_eq!(verified.status.code(), Some(0));
    assert_eq!(json_of(&verified)["failing"], 0);

    // A player-safe export withholds the locked deck; imported elsewhere it opens read-only.
    let file = dir.path().join("safe.json");
    let exported = db(
        &database,
        &["export", "--player-safe", "--out", file.to_str().unwrap()],
    );
    assert_eq!(exported.status.code(), Some(0));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"withheld\":\"lock-deck\""));

    let other = tempfile::tempdir().unwrap();
    drop(app(other.path()));
    let other_db = other.path().join(DATABASE_FILE);
    let imported = db(&other_db, &["import", file.to_str().unwrap()]);
    assert_eq!(
        imported.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&imported.stdout)
    );
    let verified = json_of(&db(&other_db, &["verify", &draft]));
    assert_eq!(verified["checks"][0]["readOnly"]["kind"], "playerSafeCopy");
    assert_eq!(verified["failing"], 0);
    // The same file again is refused: the journal exists.
    assert_eq!(
        db(&other_db, &["import", file.to_str().unwrap()])
            .status
            .code(),
        Some(2)
    );
}

#[test]
fn verify_names_the_entry_its_engine_no_longer_applies() {
    let dir = tempfile::tempdir().unwrap();
    let event = app(dir.path())
        .create_event(
            serde_json::from_value::<hexadraft_event::EventDefinition>(definition()).unwrap(),
            hexadraft_app::Language::En,
        )
        .unwrap()
        .agl()
        .unwrap()
        .header
        .id;
    let database = dir.path().join(DATABASE_FILE);
    // Another program appended an action the rules refuse (no players to pair).
    {
        let mut store = Store::open(&database).unwrap();
        store
            .append(
                &JournalId::new(event.clone()).unwrap(),
                Seq::new(1).unwrap(),
                Timestamp::from_unix_seconds(1_800_000_100),
                &EventAction::PairNextRound {
                    round: 1,
                    seed: Some(1),
                },
            )
            .unwrap();
    }
    let out = db(&database, &["verify"]);
    assert_eq!(out.status.code(), Some(1));
    let report = json_of(&out);
    assert_eq!(report["failing"], 1);
    let check = &report["checks"][0];
    assert_eq!(check["readOnly"]["kind"], "entryNotApplied", "{check}");
    assert_eq!(check["readOnly"]["at_seq"], 1);
}

#[test]
fn a_missing_database_is_not_created() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nothing.sqlite3");
    let out = db(&missing, &["list"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!missing.exists());
}

#[test]
fn the_database_an_earlier_release_wrote_verifies_through_the_app() {
    // tests/fixtures/app-db-b866e7a: written by the desktop app before crates/app existed.
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/app-db-b866e7a/hexadraft.sqlite3");
    let dir = tempfile::tempdir().unwrap();
    let database = dir.path().join(DATABASE_FILE);
    std::fs::copy(&fixture, &database).unwrap();
    let out = db(&database, &["verify"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    let report = json_of(&out);
    assert_eq!(report["journals"], 8);
    assert_eq!(report["failing"], 0);
}
