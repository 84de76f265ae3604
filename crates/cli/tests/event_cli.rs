//! `hexadraft-cli event ...`, run as a built binary: create, pair, results, standings, ratings,
//! and the exit codes 0 (accepted), 1 (refused by the rules) and 2 (unreadable input).

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use serde_json::{json, Value};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const CORE: [&str; 8] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
];

fn cli(args: &[&str]) -> Output {
    crate::started(|| {
        Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
            .args(args)
            .output()
    })
}

fn cli_with_stdin(args: &[&str], stdin: &str) -> Output {
    let mut child = crate::started(|| {
        Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
    });
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn code(o: &Output) -> i32 {
    o.status.code().unwrap()
}

fn stdout_json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}\n{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
    })
}

fn definition(ruleset: &str) -> Value {
    json!({
        "name": "Friday Night",
        "format": "standard-tournament",
        "ruleset": ruleset,
        "mods": ["koorie-queen"],
        "event_type": "standard",
        "rounds": 3,
        "scenarios": [
            {"kind": "official", "id": "assault"},
            {"kind": "official", "id": "conquest"},
            {"kind": "official", "id": "blitz"}
        ],
        "seed": "friday-2026-03-06"
    })
}

fn registrations(n: usize) -> Vec<Value> {
    (0..n)
        .map(|i| {
            json!({
                "kind": "registerPlayer",
                "registration": {
                    "name": format!("Player {i}"),
                    "corvus_pin": format!("CB-{i}"),
                    "sponsor": "vissiorama",
                    "lineup": CORE,
                }
            })
        })
        .collect()
}

fn write(dir: &Path, name: &str, value: &Value) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, serde_json::to_string_pretty(value).unwrap()).unwrap();
    path
}

fn event_file(dir: &Path, ruleset: &str, players: usize) -> String {
    let file = json!({ "definition": definition(ruleset), "actions": registrations(players) });
    write(dir, "event.json", &file).to_str().unwrap().to_owned()
}

fn read(path: &str) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn create_checks_a_definition_and_prints_an_empty_event_file() {
    let dir = tempfile::tempdir().unwrap();
    let def = write(dir.path(), "def.json", &definition("agl-v1.0"));
    let out = cli(&["event", "create", def.to_str().unwrap()]);
    assert_eq!(code(&out), 0);
    let file = stdout_json(&out);
    assert_eq!(file["definition"]["name"], "Friday Night");
    assert_eq!(file["actions"], json!([]));

    // A Mod of the other version is refused by the rules: exit 1, with the clause.
    let mut bad = definition("agl-v1.0");
    bad["mods"] = json!(["final-boss"]);
    let path = write(dir.path(), "bad.json", &bad);
    let out = cli(&["event", "create", path.to_str().unwrap()]);
    assert_eq!(code(&out), 1);
    let refusal = stdout_json(&out);
    assert_eq!(refusal["status"], "refused");
    assert!(refusal["message"].as_str().unwrap().contains("Final Boss"));

    // A misspelt field is unreadable input: exit 2.
    let mut typo = definition("agl-v1.0");
    typo["rematch"] = json!("avoid");
    let path = write(dir.path(), "typo.json", &typo);
    let out = cli(&["event", "create", path.to_str().unwrap()]);
    assert_eq!(code(&out), 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("rematch"));
}

#[test]
fn an_event_runs_from_pairing_to_final_standings_and_ratings() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 4);
    for round in 1..=3 {
        let out = cli(&["event", "pair", &path]);
        assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stdout));
        let paired = stdout_json(&out);
        assert_eq!(paired["round"]["number"], round);
        assert_eq!(paired["round"]["tables"].as_array().unwrap().len(), 2);
        let r = round.to_string();
        assert_eq!(
            code(&cli(&[
                "event", "result", &path, &r, "1", "7", "0", "3", "0"
            ])),
            0
        );
        let out = cli(&["event", "result", &path, &r, "2", "7", "4", "7", "4"]);
        assert_eq!(code(&out), 0);
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 3: a draw, 1 point each.
        assert_eq!(
            stdout_json(&out)["accepted"]["result"]["points"],
            json!({"first": 1, "second": 1})
        );
    }
    let file = read(&path);
    assert_eq!(file["actions"].as_array().unwrap().len(), 4 + 3 * 3);

    let out = cli(&["event", "standings", &path]);
    assert_eq!(code(&out), 0);
    let standings = stdout_json(&out);
    assert_eq!(standings["stage"]["kind"], "finished");
    assert_eq!(standings["standings"]["is_final"], true);
    let rows = standings["standings"]["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows[0]["separated_by"], "first");

    let ratings = write(dir.path(), "ratings.json", &json!({"CB-0": 1100.0}));
    let out = cli(&["event", "ratings", &path, ratings.to_str().unwrap()]);
    assert_eq!(code(&out), 0);
    let report = stdout_json(&out);
    assert_eq!(report["k_factor"], 32);
    assert_eq!(report["provisional"], false);
    assert_eq!(report["changes"][0]["before"], 1100.0);
    assert_eq!(report["changes"][1]["before"], 1000.0);
    let sum: f64 = report["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["change"].as_f64().unwrap())
        .sum();
    assert!(sum.abs() < 1e-9);

    // Every round is paired: a fourth is refused by the rules and the file stays as it was.
    let before = std::fs::read_to_string(&path).unwrap();
    let out = cli(&["event", "pair", &path]);
    assert_eq!(code(&out), 1);
    assert_eq!(stdout_json(&out)["refusal"]["kind"], "allRoundsPaired");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
}

#[test]
fn saving_goes_through_a_unique_temporary_file_not_a_fixed_name() {
    // The CLI wrote through a fixed `<file>.tmp`: a second writer's file (here a folder) there
    // made the save fail, or would have been overwritten. Now it is left alone.
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 4);
    let blocking = format!("{path}.tmp");
    std::fs::create_dir(&blocking).unwrap();
    let out = cli(&["event", "pair", &path]);
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(read(&path)["actions"].as_array().unwrap().len(), 5);
    assert!(Path::new(&blocking).is_dir());
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, vec!["event.json", "event.json.tmp"]);
}

#[test]
fn refused_results_exit_1_and_leave_the_file_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 5);
    // No round paired yet.
    let out = cli(&["event", "result", &path, "1", "1", "7", "0", "3", "0"]);
    assert_eq!(code(&out), 1);
    assert_eq!(stdout_json(&out)["refusal"]["kind"], "unknownRound");
    assert_eq!(code(&cli(&["event", "pair", &path])), 0);
    let before = std::fs::read_to_string(&path).unwrap();
    for (args, kind) in [
        (vec!["1", "1", "-2", "0", "3", "0"], "negativeScore"),
        (vec!["1", "1", "7", "0", "300", "0"], "scoreTooHigh"),
        (vec!["1", "9", "7", "0", "3", "0"], "unknownTable"),
        (
            vec!["1", "1", "5", "0", "5", "0", "--first-blood", "first"],
            "noFirstBloodInRuleset",
        ),
        (
            vec!["1", "1", "5", "0", "5", "0", "--correct"],
            "noResultToCorrect",
        ),
    ] {
        let mut full = vec!["event", "result", path.as_str()];
        full.extend(args.iter().copied());
        let out = cli(&full);
        assert_eq!(code(&out), 1, "{args:?}");
        let refusal = stdout_json(&out);
        assert_eq!(refusal["refusal"]["kind"], kind);
        assert!(!refusal["message"].as_str().unwrap().is_empty());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    }
    // Pairing again while results are missing.
    let out = cli(&["event", "pair", &path]);
    assert_eq!(code(&out), 1);
    assert_eq!(stdout_json(&out)["refusal"]["kind"], "resultsMissing");
    // A result entered twice needs --correct.
    assert_eq!(
        code(&cli(&[
            "event", "result", &path, "1", "1", "7", "0", "3", "0"
        ])),
        0
    );
    let out = cli(&["event", "result", &path, "1", "1", "3", "0", "7", "0"]);
    assert_eq!(
        stdout_json(&out)["refusal"]["kind"],
        "resultAlreadyRecorded"
    );
    let out = cli(&[
        "event",
        "result",
        &path,
        "1",
        "1",
        "3",
        "0",
        "7",
        "0",
        "--correct",
    ]);
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_json(&out)["accepted"]["kind"], "resultCorrected");
}

#[test]
fn first_blood_breaks_a_tied_game_in_season_2() {
    // AGL S2, Torneo Standard, "Primera Sangre".
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-season-2", 4);
    assert_eq!(code(&cli(&["event", "pair", &path])), 0);
    let out = cli(&[
        "event",
        "result",
        &path,
        "1",
        "1",
        "5",
        "2",
        "5",
        "2",
        "--first-blood",
        "b",
    ]);
    assert_eq!(code(&out), 0);
    let result = &stdout_json(&out)["accepted"]["result"];
    assert_eq!(result["decision"]["decided_by"], "first-blood");
    assert_eq!(result["points"], json!({"first": 0, "second": 2}));
}

#[test]
fn standard_input_in_prints_the_updated_event_file_out() {
    let file = json!({ "definition": definition("agl-v1.0"), "actions": registrations(4) });
    let out = cli_with_stdin(&["event", "pair", "-"], &file.to_string());
    assert_eq!(code(&out), 0);
    let updated = stdout_json(&out);
    assert_eq!(
        updated["actions"].as_array().unwrap().last().unwrap(),
        &json!({"kind": "pairNextRound", "round": 1})
    );
    let out = cli_with_stdin(
        &["event", "result", "-", "1", "2", "4", "1", "2", "0"],
        &updated.to_string(),
    );
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_json(&out)["actions"].as_array().unwrap().len(), 6);
}

#[test]
fn any_action_can_be_appended_from_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 4);
    let action = write(
        dir.path(),
        "drop.json",
        &json!({"kind": "dropPlayer", "player": 2}),
    );
    let out = cli(&["event", "apply", &path, action.to_str().unwrap()]);
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_json(&out)["accepted"]["kind"], "dropped");
    // Three players left: the format needs four (AGL v1.0, "Format of the Event").
    let out = cli(&["event", "pair", &path]);
    assert_eq!(code(&out), 1);
    assert!(stdout_json(&out)["message"]
        .as_str()
        .unwrap()
        .contains("Format of the Event"));
    let out = cli(&["event", "show", &path]);
    assert_eq!(code(&out), 0);
    assert_eq!(stdout_json(&out)["players"][1]["dropped_after_round"], 0);
}

#[test]
fn bad_usage_and_unreadable_files_exit_2() {
    assert_eq!(code(&cli(&["event"])), 2);
    assert_eq!(code(&cli(&["event", "frobnicate", "x"])), 2);
    assert_eq!(code(&cli(&["event", "help"])), 0);
    assert_eq!(code(&cli(&["event", "standings", "/no/such/file.json"])), 2);
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 4);
    assert_eq!(code(&cli(&["event", "pair", &path])), 0);
    let out = cli(&["event", "result", &path, "1", "one", "7", "0", "3", "0"]);
    assert_eq!(code(&out), 2);
    let out = cli(&[
        "event",
        "result",
        &path,
        "1",
        "1",
        "7",
        "0",
        "3",
        "0",
        "--first-blood",
        "c",
    ]);
    assert_eq!(code(&out), 2);
    let garbage = dir.path().join("garbage.json");
    std::fs::write(&garbage, "{not json").unwrap();
    assert_eq!(code(&cli(&["event", "show", garbage.to_str().unwrap()])), 2);
}

#[test]
fn a_conceded_game_is_a_defeat_for_who_conceded_and_an_abandoned_one_for_both() {
    // AGL v1.0, Basic Rules, "Lost or Damaged Game Components": "the player will have to concede
    // the game"; docs/rulings.md, "Conceded and abandoned games".
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 4);
    assert_eq!(code(&cli(&["event", "pair", &path])), 0);
    let out = cli(&[
        "event",
        "result",
        &path,
        "1",
        "1",
        "6",
        "0",
        "2",
        "0",
        "--conceded",
        "first",
    ]);
    assert_eq!(code(&out), 0, "{}", text_of(&out));
    let result = &stdout_json(&out)["accepted"]["result"];
    assert_eq!(result["decision"]["outcomes"]["first"], "defeat");
    assert_ne!(result["decision"]["outcomes"]["second"], "defeat");
    let out = cli(&[
        "event",
        "result",
        &path,
        "1",
        "2",
        "3",
        "0",
        "3",
        "0",
        "--abandoned",
    ]);
    assert_eq!(code(&out), 0, "{}", text_of(&out));
    let outcomes = &stdout_json(&out)["accepted"]["result"]["decision"]["outcomes"];
    assert_eq!(outcomes, &json!({"first": "defeat", "second": "defeat"}));
    let both = cli(&[
        "event",
        "result",
        &path,
        "1",
        "2",
        "3",
        "0",
        "3",
        "0",
        "--abandoned",
        "--conceded",
        "first",
        "--correct",
    ]);
    assert_eq!(code(&both), 2, "conceded and abandoned are exclusive");
}

#[test]
fn an_announced_scenario_changes_after_round_1_only_by_an_override_with_its_warning() {
    // AGL v1.0, "Scenarios": "make the chosen Scenarios known when the tournament is first
    // announced"; docs/rulings.md, "Scenarios are announced with the event".
    let dir = tempfile::tempdir().unwrap();
    let mut definition = definition("agl-v1.0");
    definition["rulings"] = json!(2);
    let file = json!({ "definition": definition, "actions": registrations(4) });
    let path = write(dir.path(), "event.json", &file)
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(code(&cli(&["event", "pair", &path])), 0);
    let refused = cli(&["event", "scenario", &path, "3", "conquest"]);
    assert_eq!(code(&refused), 1, "{}", text_of(&refused));
    assert_eq!(
        stdout_json(&refused)["refusal"]["kind"],
        "scenarioAnnounced"
    );
    let out = cli(&[
        "event",
        "scenario",
        &path,
        "3",
        "conquest",
        "--override",
        "--note",
        "the blitz table was damaged",
    ]);
    assert_eq!(code(&out), 0, "{}", text_of(&out));
    let accepted = &stdout_json(&out)["accepted"];
    assert_eq!(accepted["kind"], "scenarioOverridden");
    assert_eq!(accepted["warnings"][0]["kind"], "changedAfterAnnouncement");
    let actions = read(&path)["actions"].clone();
    let last = actions.as_array().unwrap().last().unwrap();
    assert_eq!(last["note"], "the blitz table was damaged");
}

fn text_of(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn a_season_ledger_carries_a_finished_events_ratings_into_the_next_and_counts_it_once() {
    // AGL v1.0, Basic Rules, "Rankings": players start the season at 1000 and each event's
    // performance modifies it with the event's K factor; docs/rulings.md, "The season ledger".
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-v1.0", 4);
    for round in 1..=3 {
        assert_eq!(code(&cli(&["event", "pair", &path])), 0);
        let r = round.to_string();
        for (table, scores) in [("1", ["7", "0", "3", "0"]), ("2", ["2", "0", "5", "0"])] {
            let mut args = vec!["event", "result", path.as_str(), r.as_str(), table];
            args.extend(scores);
            assert_eq!(code(&cli(&args)), 0);
        }
    }
    let new = cli(&["ledger", "new", "AGL Season 2, Club Hexa"]);
    assert_eq!(code(&new), 0, "{}", text_of(&new));
    let ledger = dir.path().join("ledger.json");
    std::fs::write(&ledger, &new.stdout).unwrap();
    let ledger = ledger.to_str().unwrap();

    let added = cli(&["ledger", "add", ledger, &path]);
    assert_eq!(code(&added), 0, "{}", text_of(&added));
    assert_eq!(stdout_json(&added)["added"]["k_factor"], 32);
    // The ledger's ratings are the event's own report from 1000.
    let ratings = stdout_json(&cli(&["ledger", "ratings", ledger]));
    let report = stdout_json(&cli(&["event", "ratings", &path]));
    for change in report["changes"].as_array().unwrap() {
        let pin = change["corvus_pin"].as_str().unwrap();
        let after = change["after"].as_f64().unwrap();
        assert!(
            (ratings[pin].as_f64().unwrap() - after).abs() < 1e-9,
            "{pin}"
        );
    }
    // The same event is never counted twice; the ledger file stays as it was.
    let before = std::fs::read_to_string(ledger).unwrap();
    assert_eq!(code(&cli(&["ledger", "add", ledger, &path])), 1);
    assert_eq!(std::fs::read_to_string(ledger).unwrap(), before);
}

#[test]
fn a_season_2_team_name_is_registered_and_withdrawn_through_the_action_file() {
    // AGL S2, Normas Básicas, "Nombres y logotipos de equipo"; docs/rulings.md, "Team names":
    // the command line registers players with `event apply`, so the team name is the
    // registration's `team_name`, and `editPlayer` withdraws it at any time.
    let dir = tempfile::tempdir().unwrap();
    let path = event_file(dir.path(), "agl-season-2", 4);
    let mut registration = registrations(5)[4].clone();
    registration["registration"]["team_name"] = json!("Los Gatos de Barcelona");
    let action = write(dir.path(), "register.json", &registration);
    let out = cli(&["event", "apply", &path, action.to_str().unwrap()]);
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stdout));
    let shown = stdout_json(&cli(&["event", "show", &path]));
    assert_eq!(shown["players"][4]["team_name"], "Los Gatos de Barcelona");
    // Too long, or over two lines: refused with the reason, the file unchanged.
    registration["registration"]["corvus_pin"] = json!("CB-9");
    registration["registration"]["team_name"] = json!("x".repeat(81));
    let action = write(dir.path(), "long.json", &registration);
    let before = read(&path);
    let out = cli(&["event", "apply", &path, action.to_str().unwrap()]);
    assert_eq!(code(&out), 1);
    assert_eq!(read(&path), before);
    // Withdrawn: corrected to none after round 1 is paired.
    assert_eq!(code(&cli(&["event", "pair", &path])), 0);
    let mut edit = json!({"kind": "editPlayer", "player": 5,
        "registration": registrations(5)[4]["registration"].clone()});
    edit["registration"]["team_name"] = Value::Null;
    let action = write(dir.path(), "edit.json", &edit);
    let out = cli(&["event", "apply", &path, action.to_str().unwrap()]);
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stdout));
    let shown = stdout_json(&cli(&["event", "show", &path]));
    assert!(shown["players"][4]["team_name"].is_null());
}
