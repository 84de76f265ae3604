//! Runs the built `hexadraft-cli` on draft and deck files and checks output and exit codes
//! (0 accepted, 1 refused by the rules, 2 unreadable input).

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used)]

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Output};

fn run(args: &[&str], input: &Value) -> (i32, Value, String) {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(input.to_string().as_bytes()).unwrap();
    let path = file.path().to_str().unwrap().to_owned();
    let mut all: Vec<&str> = args.to_vec();
    all.push(&path);
    let out: Output = Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
        .args(&all)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let json = serde_json::from_str(&stdout).unwrap_or(Value::Null);
    (
        out.status.code().unwrap(),
        json,
        String::from_utf8(out.stderr).unwrap(),
    )
}

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
const EXPANSIONS: [&str; 8] = [
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
    "kozmo",
    "taowu",
];

/// A v1.0 setup whose second player holds Compass Transportation and chooses to be Player B,
/// so the first seat picks first whatever the coin says.
fn setup() -> Value {
    json!({
        "version": "agl-v1.0",
        "mods": [],
        "players": {
            "first": { "name": "Ana", "lineup": CORE, "sponsor": "oxyd", "unlocked_sponsors": null },
            "second": { "name": "Bo", "lineup": EXPANSIONS, "sponsor": "compass-transportation", "unlocked_sponsors": null }
        },
        "seed": 42,
        "scenario": null,
        "stadium": null
    })
}

fn pick(seat: &str, c: &str) -> Value {
    json!({ "action": "pick", "seat": seat, "character": c })
}

fn deck(seat: &str, team: &[&str]) -> Value {
    let tactics: Vec<Value> = team
        .iter()
        .flat_map(|c| [0, 1].map(|s| json!({ "character": c, "slot": s })))
        .collect();
    // Each lock takes its own salt (docs/rulings.md, "Secret choices and commitments").
    let salt = if seat == "first" { "ab" } else { "cd" }.repeat(16);
    json!({ "action": "lock-deck", "seat": seat, "deck": { "tactics": tactics }, "salt": salt })
}

fn full_actions() -> Vec<Value> {
    vec![
        json!({ "action": "choose-roles", "seat": "second", "choice": "be-player-b" }),
        pick("first", CORE[0]),
        pick("second", EXPANSIONS[0]),
        pick("second", EXPANSIONS[1]),
        pick("first", CORE[1]),
        pick("first", CORE[2]),
        pick("second", EXPANSIONS[2]),
        pick("second", EXPANSIONS[3]),
        pick("first", CORE[3]),
        deck("first", &CORE[..4]),
        deck("second", &EXPANSIONS[..4]),
    ]
}

#[test]
fn a_complete_draft_prints_the_organizer_view_and_the_result_and_exits_0() {
    let (code, out, _) = run(
        &["draft"],
        &json!({ "setup": setup(), "actions": full_actions() }),
    );
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["status"], "accepted");
    assert_eq!(out["complete"], true);
    assert_eq!(out["view"]["viewer"], "organizer");
    assert_eq!(out["result"]["teams"]["first"], json!(CORE[..4]));
    // Ana: 6+6+7+4 = 23, Bo: 5+5+5+5 = 20.
    assert_eq!(out["result"]["underdog"]["by_initiative"]["seat"], "second");
    assert_eq!(out["events"].as_array().unwrap().len(), 11);
}

#[test]
fn a_refused_action_prints_its_index_and_typed_reason_and_exits_1() {
    let mut actions = full_actions();
    actions[2] = pick("second", "gata");
    let (code, out, _) = run(&["draft"], &json!({ "setup": setup(), "actions": actions }));
    assert_eq!(code, 1, "{out}");
    assert_eq!(out["status"], "refused");
    assert_eq!(out["index"], 2);
    assert_eq!(out["refusal"]["kind"], "characterUnavailable");
    assert_eq!(out["refusal"]["reason"]["kind"], "notInLineup");
    assert!(out["clause"].as_str().unwrap().contains("Starting Lineup"));
}

#[test]
fn a_wrong_setup_lists_every_problem_and_exits_1() {
    let mut s = setup();
    s["mods"] = json!(["final-boss"]);
    s["players"]["first"]["lineup"] = json!(CORE[..7]);
    let (code, out, _) = run(&["draft"], &json!({ "setup": s, "actions": [] }));
    assert_eq!(code, 1, "{out}");
    assert_eq!(out["status"], "setup-refused");
    let kinds: Vec<&str> = out["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["problem"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["mods", "player"]);
}

#[test]
fn unreadable_input_exits_2() {
    let (code, _, err) = run(&["draft"], &json!({ "setup": 3 }));
    assert_eq!(code, 2);
    assert!(!err.is_empty());
    let (code, _, _) = run(
        &["draft"],
        &json!({ "setup": setup(), "actions": [{ "action": "fly" }] }),
    );
    assert_eq!(code, 2);
}

#[test]
fn deck_check_accepts_a_legal_deck_and_lists_violations_otherwise() {
    let tactics: Vec<Value> = CORE[..4]
        .iter()
        .flat_map(|c| [0, 1].map(|s| json!({ "character": c, "slot": s })))
        .collect();
    let good = json!({
        "version": "agl-v1.0", "mods": [], "team": CORE[..4], "deck": { "tactics": tactics }
    });
    let (code, out, _) = run(&["deck", "check"], &good);
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["cards"], 18);
    let mut bad = good.clone();
    bad["deck"]["tactics"].as_array_mut().unwrap().pop();
    let (code, out, _) = run(&["deck", "check"], &bad);
    assert_eq!(code, 1, "{out}");
    let kinds: Vec<&str> = out["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["violation"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, vec!["wrongCountForCharacter", "wrongTotal"]);
    let (code, _, _) = run(&["deck", "check"], &json!({ "version": "agl-v3" }));
    assert_eq!(code, 2);
}

#[test]
fn a_misspelt_setup_field_is_unreadable_input_naming_the_field() {
    // docs/formats.md, "Draft and deck files": `"mod"` for `"mods"` must not run with no Mods,
    // nor `"unlocked_sponsor"` let a Special Sponsor through unchecked.
    let mut s = setup();
    s["mod"] = s["mods"].take();
    s.as_object_mut().unwrap().remove("mods");
    let (code, _, err) = run(&["draft"], &json!({ "setup": s, "actions": [] }));
    assert_eq!(code, 2);
    assert!(err.contains("unknown field `mod`"), "{err}");
    let mut s = setup();
    s["players"]["second"]["unlocked_sponsor"] = json!(["compass-transportation"]);
    let (code, _, err) = run(&["draft"], &json!({ "setup": s, "actions": [] }));
    assert_eq!(code, 2);
    assert!(err.contains("unknown field `unlocked_sponsor`"), "{err}");
}

#[test]
fn a_deck_check_with_a_million_mods_is_one_problem() {
    // The case: `deck check` with one Mod repeated; one problem, printed at once.
    let input = json!({
        "version": "agl-v1.0", "mods": vec!["vassily"; 1_000_000], "team": CORE[..4],
        "deck": { "tactics": [] }
    });
    let (code, out, _) = run(&["deck", "check"], &input);
    let text = out.to_string();
    let shown = text.get(..300).unwrap_or(&text);
    assert_eq!(code, 1, "{shown}");
    // (Before the bound: 999,999 "chosen twice" problems, 84 MB printed.)
    assert_eq!(out["mods"].as_array().unwrap().len(), 1, "{shown}");
    assert!(text.len() < 10_000, "{} bytes printed", text.len());
}
