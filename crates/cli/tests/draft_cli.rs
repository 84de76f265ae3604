//! Runs the built `hexadraft-cli` on draft and deck files and checks output and exit codes
//! (0 accepted, 1 refused by the rules, 2 unreadable input or bad usage).

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
    let out: Output = crate::started(|| {
        Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
            .args(&all)
            .output()
    });
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

/// The `draft` file of the full draft, for the viewer tests.
fn full_draft() -> Value {
    json!({ "setup": setup(), "actions": full_actions() })
}

#[test]
fn a_seat_mid_draft_sees_its_own_locked_deck_but_only_the_rivals_commitment() {
    // AGL v1.0 "Deckbuilding": decks are chosen in secret. After 10 actions the first seat has
    // locked its deck and the second has not.
    let (code, mine, _) = run(
        &["draft", "--after", "10", "--viewer", "first"],
        &full_draft(),
    );
    assert_eq!(code, 0, "{mine}");
    assert_eq!(mine["applied"], 10);
    assert_eq!(mine["step"], "deck");
    assert_eq!(mine["view"]["viewer"], json!({ "seat": "first" }));
    assert_eq!(mine["view"]["decks"]["first"]["state"], "open");
    assert_eq!(
        mine["view"]["decks"]["first"]["choice"]["deck"]["character_tactics"]
            .as_array()
            .unwrap()
            .len(),
        8
    );
    assert_eq!(mine["view"]["decks"]["second"]["state"], "not-locked");

    let (code, rival, _) = run(
        &["draft", "--after", "10", "--viewer", "second"],
        &full_draft(),
    );
    assert_eq!(code, 0, "{rival}");
    let first_deck = &rival["view"]["decks"]["first"];
    assert_eq!(first_deck["state"], "locked");
    // Only the commitment: neither the choice nor the salt.
    let keys: Vec<&String> = first_deck.as_object().unwrap().keys().collect();
    assert_eq!(keys, vec!["commitment", "state"]);
    assert_eq!(
        first_deck["commitment"],
        mine["view"]["decks"]["first"]["commitment"]
    );
    let salt = mine["view"]["decks"]["first"]["salt"].as_str().unwrap();
    assert!(!rival.to_string().contains(salt), "the rival sees the salt");
    assert!(rival["result"].is_null());
}

#[test]
fn the_organizer_sees_every_locked_deck_and_the_result() {
    // The organizer (referee) view shows both secrets; a seat's view never shows the result,
    // which holds both decks.
    let (code, out, _) = run(&["draft", "--after", "10"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["view"]["viewer"], "organizer");
    assert_eq!(out["view"]["decks"]["first"]["state"], "open");
    assert_eq!(out["view"]["decks"]["second"]["state"], "not-locked");
    assert!(out["result"].is_null(), "no result before both decks");

    let (code, out, _) = run(&["draft", "--viewer", "organizer"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["view"]["decks"]["first"]["state"], "open");
    assert_eq!(out["view"]["decks"]["second"]["state"], "open");
    assert_eq!(out["result"]["teams"]["second"], json!(EXPANSIONS[..4]));

    let (code, out, _) = run(&["draft", "--viewer", "first"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["complete"], true);
    assert_eq!(out["view"]["decks"]["second"]["state"], "locked");
    assert!(out["result"].is_null());
    let (code, out, _) = run(&["draft", "--viewer", "public"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["view"]["decks"]["first"]["state"], "locked");
    assert_eq!(out["view"]["decks"]["second"]["state"], "locked");
}

#[test]
fn after_picks_the_step_and_cannot_go_past_the_file() {
    let (code, out, _) = run(&["draft", "--after", "0"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["applied"], 0);
    assert_eq!(out["step"], "choose-roles");
    assert_eq!(out["events"], json!([]));
    let (code, out, _) = run(&["draft", "--after", "4"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["step"], "pick");
    assert_eq!(out["view"]["picks"].as_array().unwrap().len(), 3);
    assert_eq!(out["events"].as_array().unwrap().len(), 4);
    let (code, _, err) = run(&["draft", "--after", "12"], &full_draft());
    assert_eq!(code, 2);
    assert!(err.contains("holds 11 actions"), "{err}");
    let (code, _, _) = run(&["draft", "--after", "-1"], &full_draft());
    assert_eq!(code, 2);
}

#[test]
fn player_a_and_b_name_seats_once_roles_are_decided() {
    // Compass Transportation: the second seat chose to be Player B, so the first is Player A.
    let (code, _, err) = run(&["draft", "--after", "0", "--viewer", "a"], &full_draft());
    assert_eq!(code, 2);
    assert!(
        err.contains("Player A is not decided after 0 actions"),
        "{err}"
    );
    let (code, out, _) = run(&["draft", "--after", "10", "--viewer", "a"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["view"]["viewer"], json!({ "seat": "first" }));
    assert_eq!(out["view"]["decks"]["first"]["state"], "open");
    let (code, out, _) = run(&["draft", "--after", "10", "--viewer", "b"], &full_draft());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["view"]["viewer"], json!({ "seat": "second" }));
    assert_eq!(out["view"]["decks"]["first"]["state"], "locked");
}

#[test]
fn a_viewer_that_is_not_one_is_a_usage_error() {
    let (code, out, err) = run(&["draft", "--viewer", "referee"], &full_draft());
    assert_eq!(code, 2);
    assert!(out.is_null());
    assert!(err.contains("invalid value 'referee'"), "{err}");
    assert!(err.contains("organizer"), "the choices are listed: {err}");
}

#[test]
fn a_refused_secret_of_the_rival_shows_a_seat_only_that_it_was_refused() {
    // A deck lock of the second seat naming a character off its team: the organizer and the
    // second seat read the reason; the first seat reads only that the lock was refused.
    let mut actions = full_actions();
    actions[10] = deck("second", &["gata", "hannibal", "laxmee", "senor-massacre"]);
    let file = json!({ "setup": setup(), "actions": actions });
    let (code, out, _) = run(&["draft", "--viewer", "second"], &file);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out["index"], 10);
    assert_eq!(out["refusal"]["kind"], "deckRefused");
    assert!(out["clause"].as_str().unwrap().contains("Deckbuilding"));
    let (code, out, _) = run(&["draft", "--viewer", "first"], &file);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out["index"], 10);
    assert_eq!(
        out["action"],
        json!({ "action": "lock-deck", "seat": "second" })
    );
    assert!(out.get("refusal").is_none() && out.get("message").is_none());
    // The first seat's own deck is in its view; none of the rival's refused choice is.
    assert!(!out.to_string().contains("laxmee\",\"slot"), "{out}");
}

/// The 10 General Tactics and two Tactics of each of the first four core characters
/// (Miyamoto Mushashi 019-020, Wild Bill 039-040, Gata 031-032, 8-Ball 023-024), written as
/// printed: some as numbers, some as strings with their zeros.
fn written_list() -> Value {
    json!({
        "version": "agl-v1.0", "mods": [], "team": CORE[..4],
        "cards": [9, 10, 11, 12, 13, 14, 15, 16, 17, "018", "019", 20, 39, 40, "031", 32, 23, "024"]
    })
}

#[test]
fn deck_check_reads_a_written_list_of_card_numbers() {
    let (code, out, _) = run(&["deck", "check"], &written_list());
    assert_eq!(code, 0, "{out}");
    assert_eq!(out["cards"], 18);
    assert_eq!(
        out["deck"]["general"],
        json!([9, 10, 11, 12, 13, 14, 15, 16, 17, 18])
    );
    let wild_bill: Vec<&Value> = out["deck"]["character_tactics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["character"] == "wild-bill")
        .map(|c| &c["slot"])
        .collect();
    assert_eq!(wild_bill, vec![&json!(0), &json!(1)]);
}

#[test]
fn a_written_list_missing_a_general_tactic_is_refused_with_the_clause() {
    // AGL v1.0 "Deckbuilding": every deck holds the 10 General Tactics (009-018).
    let mut list = written_list();
    list["cards"].as_array_mut().unwrap().remove(3); // 012
    let (code, out, _) = run(&["deck", "check"], &list);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out["status"], "refused");
    let violations = out["violations"].as_array().unwrap();
    assert_eq!(violations.len(), 1, "{out}");
    assert_eq!(
        violations[0]["violation"],
        json!({
            "kind": "generalTacticMissing",
            "number": 12,
            "clause": "AGL v1.0, Standard Tournament, \"Deckbuilding\"; AGL S2, \"Formar los mazos\""
        })
    );
    assert!(violations[0]["message"]
        .as_str()
        .unwrap()
        .starts_with("General Tactic 012 is missing"));
    assert!(violations[0]["clause"]
        .as_str()
        .unwrap()
        .contains("\"Deckbuilding\""));
}

#[test]
fn a_written_list_names_an_unknown_card_and_a_rivals_tactic() {
    // AGL v1.0 "Deckbuilding": the deck's character Tactics are the team's.
    let mut list = written_list();
    let cards = list["cards"].as_array_mut().unwrap();
    cards[17] = json!(999); // for 024
    cards[16] = json!("059"); // Valkyrie's, for 023
    let (code, out, _) = run(&["deck", "check"], &list);
    assert_eq!(code, 1, "{out}");
    let kinds: Vec<&str> = out["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["violation"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(
        kinds,
        vec![
            "unknownCard",
            "notOnTeam",
            "wrongCountForCharacter",
            "wrongTotal"
        ]
    );
}

#[test]
fn a_deck_file_gives_either_a_choice_or_a_written_list_of_card_numbers() {
    let mut both = written_list();
    both["deck"] = json!({ "tactics": [] });
    let (code, _, err) = run(&["deck", "check"], &both);
    assert_eq!(code, 2);
    assert!(err.contains("not both"), "{err}");
    let mut neither = written_list();
    neither.as_object_mut().unwrap().remove("cards");
    let (code, _, _) = run(&["deck", "check"], &neither);
    assert_eq!(code, 2);
    for bad in [
        json!(0),
        json!(1000),
        json!(-9),
        json!("23a"),
        json!("0023"),
        json!(9.5),
    ] {
        let mut list = written_list();
        list["cards"][0] = bad.clone();
        let (code, _, err) = run(&["deck", "check"], &list);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains("card number"), "{bad}: {err}");
    }
}

#[test]
fn a_written_list_of_a_million_cards_is_one_problem() {
    let mut list = written_list();
    list["cards"] = json!(vec![9; 1_000_000]);
    let (code, out, _) = run(&["deck", "check"], &list);
    assert_eq!(code, 1);
    assert_eq!(
        out["violations"],
        json!([{
            "violation": { "kind": "tooManyEntries", "max": 64 },
            "message": out["violations"][0]["message"],
            "clause": out["violations"][0]["clause"],
        }])
    );
}
