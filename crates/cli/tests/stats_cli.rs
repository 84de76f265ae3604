//! `hexadraft-cli stats`, run as a built binary: on a database the app's own use cases wrote it
//! prints the app's statistics; on the same event and drafts as files it gives the same numbers.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::statistics::{StatsFileFormat, StatsScope};
use hexadraft_app::table_draft::{EventTableRef, SeedChoice, TableViewer};
use hexadraft_app::{App, Language};
use hexadraft_catalog::{CharacterId, ScenarioId, SponsorId, TacticSlot};
use hexadraft_draft::{
    DeckChoice, Draft, DraftAction, DraftMove, EventFormat, Mod, RulesetVersion, Salt, Seat, Step,
    TacticPick,
};
use hexadraft_event::{
    EventAction, EventDefinition, EventType, GameEnd, Registration, RematchPolicy, ResultInput,
    RulingsEdition, ScenarioChoice, ScoreInput,
};

use hexadraft_stats::Filter;
use hexadraft_storage::ExportAudience;
use hexadraft_testkit::{app_at, LINEUPS};
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

fn stdout_json(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn definition() -> EventDefinition {
    EventDefinition {
        name: "File Cup".into(),
        format: EventFormat::OpenTournament,
        ruleset: RulesetVersion::AglV1,
        mods: vec![Mod::KoorieQueen],
        event_type: EventType::Open,
        rounds: Some(1),
        scenarios: vec![ScenarioChoice::Official {
            id: ScenarioId::new("conquest").unwrap(),
        }],
        stadium: None,
        seed: None,
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

/// The event's actions before the results: four players, round 1 paired from a named seed.
fn opening_actions() -> Vec<EventAction> {
    let mut actions: Vec<EventAction> = ["Ana", "Bo", "Cy", "Di"]
        .iter()
        .enumerate()
        .map(|(i, name)| EventAction::RegisterPlayer {
            registration: Registration {
                name: (*name).into(),
                corvus_pin: format!("PIN{i}"),
                sponsor: Some(SponsorId::new("oxyd").unwrap()),
                sponsor_unlocked: false,
                lineup: Some(
                    LINEUPS[i % 2]
                        .iter()
                        .map(|c| CharacterId::new(*c).unwrap())
                        .collect(),
                ),
                team_name: None,
            },
        })
        .collect();
    actions.push(EventAction::PairNextRound {
        round: 1,
        seed: Some(1234),
    });
    actions
}

fn result_of(table: u32, first: i32, second: i32) -> EventAction {
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 0,
        first_blood: false,
    };
    EventAction::RecordResult {
        round: 1,
        table,
        result: ResultInput {
            first: score(first),
            second: score(second),
            players: None,
            game_end: GameEnd::Played,
        },
    }
}

fn act(app: &App, id: &str, action: EventAction) {
    let seq = app.get_event(id).unwrap().seq();
    app.apply_event_action(id, seq, action).unwrap();
}

/// Drafts round 1's `table` in the app and, move for move, in an engine of its own, whose
/// setup and actions it writes as a draft file.
fn draft_table(app: &App, event: &str, table: u32, file: &Path) {
    let setup = app.table_draft_setup(event, 1, table).unwrap();
    let link = EventTableRef {
        event_id: event.to_owned(),
        round: 1,
        table,
    };
    let id = app
        .create_draft(setup.clone(), SeedChoice::Keep, Some(link))
        .unwrap()
        .id;
    let mut seq = 0;
    let mut draft = Draft::new(&app.catalog(), setup.clone()).unwrap();
    let any_salt = Salt::new("5a".repeat(16)).unwrap();
    let mut both = |draft: &mut Draft, action: DraftAction, mv: DraftMove| {
        draft.apply(action).unwrap();
        seq = app
            .apply_draft_move(&id, seq, mv, TableViewer::Table, None)
            .unwrap()
            .seq;
    };
    while matches!(draft.step(), Step::Ban | Step::Pick) {
        let seat = draft.waiting_for()[0];
        let action = draft
            .legal_actions(seat, &any_salt)
            .into_iter()
            .next()
            .unwrap();
        let mv = match action.clone() {
            DraftAction::Ban { seat, character } => DraftMove::Ban { seat, character },
            DraftAction::Pick { seat, character } => DraftMove::Pick { seat, character },
            other => panic!("only bans and picks before the decks: {other:?}"),
        };
        both(&mut draft, action, mv);
    }
    for (seat, salt) in [(Seat::First, "1b"), (Seat::Second, "2c")] {
        let tactics: Vec<TacticPick> = draft
            .final_teams()
            .unwrap()
            .get(seat)
            .iter()
            .flat_map(|c| {
                [1, 2].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect();
        let deck = DeckChoice { tactics };
        let action = DraftAction::LockDeck {
            seat,
            deck: deck.clone(),
            salt: salt.repeat(16),
        };
        both(&mut draft, action, DraftMove::LockDeck { seat, deck });
    }
    let text = json!({"setup": setup, "actions": draft.actions()});
    std::fs::write(file, serde_json::to_string_pretty(&text).unwrap()).unwrap();
}

/// The event played in the app (its id) and written as files in `files`.
fn played(app: &App, files: &Path) -> String {
    let id = app
        .create_event(definition(), Language::En)
        .unwrap()
        .id()
        .to_owned();
    let mut actions = opening_actions();
    for action in &actions {
        act(app, &id, action.clone());
    }
    draft_table(app, &id, 1, &files.join("table-1.json"));
    draft_table(app, &id, 2, &files.join("table-2.json"));
    for result in [result_of(1, 6, 2), result_of(2, 4, 4)] {
        act(app, &id, result.clone());
        actions.push(result);
    }
    let event = json!({"definition": definition(), "actions": actions});
    std::fs::write(
        files.join("event.json"),
        serde_json::to_string_pretty(&event).unwrap(),
    )
    .unwrap();
    id
}

/// The games without what names the event (its key and the day its journal was begun).
fn games_without_event(report: &Value) -> Vec<Value> {
    report["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            let mut g = g.clone();
            let object = g.as_object_mut().unwrap();
            object.remove("event");
            object.remove("date");
            g
        })
        .collect()
}

#[test]
fn stats_on_the_database_and_on_the_same_files_give_the_apps_numbers() {
    let dir = tempfile::tempdir().unwrap();
    let files = tempfile::tempdir().unwrap();
    let (id, expected, csv) = {
        let app = app_at(dir.path(), 9);
        let id = played(&app, files.path());
        let scope = StatsScope::Journals {
            ids: vec![id.clone()],
        };
        let report = app
            .statistics(&scope, &Filter::default(), ExportAudience::Organizer)
            .unwrap();
        let csv = app
            .statistics_text(
                &scope,
                &Filter::default(),
                ExportAudience::Organizer,
                StatsFileFormat::Csv,
            )
            .unwrap();
        (id, serde_json::to_value(report).unwrap(), csv)
    };
    assert_eq!(expected["agl"]["drafts"], 2);
    assert_eq!(expected["agl"]["decks"], 4);

    let db = dir.path().display().to_string();
    let of_db = stdout_json(&cli(&["stats", "--db", &db, &id]));
    assert_eq!(of_db, expected);
    let csv_of_db = cli(&["stats", "--db", &db, "--csv", &id]);
    assert_eq!(
        String::from_utf8(csv_of_db.stdout).unwrap(),
        format!("{csv}\n")
    );
    let player_safe = stdout_json(&cli(&["stats", "--db", &db, "--player-safe", &id]));
    assert_eq!(player_safe["agl"]["decks"], 0);
    assert_eq!(
        player_safe["agl"]["characters"],
        expected["agl"]["characters"]
    );

    let path = |name: &str| files.path().join(name).display().to_string();
    let table = |n: u32| format!("1:{n}={}", path(&format!("table-{n}.json")));
    let of_files = stdout_json(&cli(&[
        "stats",
        &path("event.json"),
        "--table-draft",
        &table(1),
        "--table-draft",
        &table(2),
    ]));
    assert_eq!(of_files["agl"], expected["agl"]);
    assert_eq!(
        games_without_event(&of_files),
        games_without_event(&expected)
    );

    // A filter reaches the numbers: round 2 was never played.
    let none = stdout_json(&cli(&["stats", "--db", &db, "--from-round", "2", &id]));
    assert_eq!(none["agl"]["games"], 0);
    assert_eq!(none["filter"]["firstRound"], 2);
}

#[test]
fn stats_without_input_or_with_a_bad_table_draft_is_bad_usage() {
    assert_eq!(cli(&["stats"]).status.code(), Some(2));
    let files = tempfile::tempdir().unwrap();
    let event = files.path().join("event.json");
    std::fs::write(
        &event,
        json!({"definition": definition(), "actions": opening_actions()}).to_string(),
    )
    .unwrap();
    let event = event.display().to_string();
    let bad = cli(&["stats", &event, "--table-draft", "one=two"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("ROUND:TABLE=FILE"));
    // The event alone: its games, no draft.
    let alone = stdout_json(&cli(&["stats", &event]));
    assert_eq!(
        (
            alone["agl"]["games"].as_u64(),
            alone["agl"]["drafts"].as_u64()
        ),
        (Some(2), Some(0))
    );
}
