//! `hexadraft-cli ia ...`, run as a built binary: an army list checked from text, and a
//! 12-player competitive Imperial Assault event run from files to its champion (IA Skirmish
//! 1.1, «Estructura de rondas»: 9-16 players play 4 Swiss rounds and a top 4).

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use serde_json::{json, Value};
use std::path::Path;
use std::process::{Command, Output};

const COMMAND_DECK: &str = "Command cards:\n2 Bodyguard\n1 Ballistics Matrix\n\
    1 Battlefield Awareness\n1 Behind Enemy Lines\n1 Black Market Prices\n1 Bladestorm\n\
    1 Blitz\n1 Brace for Impact\n1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n\
    1 Cheat to Win\n1 Collect Intel\n1 Dangerous Bargains\n";

/// Three 40-point armies, as players would type them.
const ARMIES: [&str; 3] = [
    "Deployment cards:\n1 Darth Vader\n1 Stormtrooper (Elite)\n1 Stormtrooper\n\
     1 Imperial Officer\n1 Probe Droid\n1 Motivation\n1 Advanced Com Systems\n",
    "Deployment:\n- Han Solo\n- Chewbacca\n- Elite Echo Base Trooper\n- Alliance Smuggler\n\
     - C-3PO\n- Combat Suit\n",
    "2x Jawa Scavenger\nBoba Fett (13)\nIG-88\nGreedo\nHired Gun\nBlack Market\nHeadhunter\n\
     Beast Tamer\n",
];

fn cli(args: &[&str]) -> Output {
    crate::started(|| {
        Command::new(env!("CARGO_BIN_EXE_hexadraft-cli"))
            .args(args)
            .output()
    })
}

fn json_of(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}\n{}",
            String::from_utf8_lossy(&o.stdout),
            String::from_utf8_lossy(&o.stderr)
        )
    })
}

/// Runs a command that must be accepted and returns what it printed.
fn ok(args: &[&str]) -> Value {
    let o = cli(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}\n{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    json_of(&o)
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn an_army_list_is_checked_from_text_with_its_totals_and_every_problem() {
    let dir = tempfile::tempdir().unwrap();
    let legal = dir.path().join("legal.txt");
    std::fs::write(&legal, format!("{}\n{COMMAND_DECK}", ARMIES[0])).unwrap();
    let out = ok(&["ia", "check-army", path(&legal)]);
    assert_eq!(out["status"], "legal");
    assert_eq!(out["report"]["army_points"], 40);
    assert_eq!(out["report"]["command_cards"], 15);

    // Over 40 points, mixed affiliations, no Command deck: every problem at once, exit 1.
    let illegal = dir.path().join("illegal.txt");
    std::fs::write(&illegal, format!("{}{}", ARMIES[0], ARMIES[1])).unwrap();
    let o = cli(&["ia", "check-army", path(&illegal)]);
    assert_eq!(o.status.code(), Some(1));
    let kinds: Vec<String> = json_of(&o)["report"]["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["kind"].as_str().unwrap().to_owned())
        .collect();
    for kind in ["armyOverBudget", "commandDeckSize", "mixedAffiliations"] {
        assert!(kinds.iter().any(|k| k == kind), "{kind} in {kinds:?}");
    }

    // Names not recognised are reported with their lines and suggestions, exit 1.
    let typo = dir.path().join("typo.txt");
    std::fs::write(&typo, "1 Darth Vadr\n1 Zzzyzx the Unknown\n").unwrap();
    let o = cli(&["ia", "check-army", path(&typo)]);
    assert_eq!(o.status.code(), Some(1));
    let problems = json_of(&o)["problems"].clone();
    assert_eq!(problems.as_array().unwrap().len(), 2);
    assert_eq!(problems[0]["line"], 1);
    assert_eq!(problems[0]["suggestions"][0]["id"], "darth-vader");

    let missing = cli(&["ia", "check-army", path(&dir.path().join("absent.txt"))]);
    assert_eq!(missing.status.code(), Some(2));
}

/// Plays the whole event through the command line: every game won by the first seat at 40
/// Victory Points, except one game of each round that ends at time.
#[test]
fn a_twelve_player_competitive_event_runs_from_files_to_its_champion() {
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("event.json");
    let definition = json!({
        "ruleset": "ia-skirmish-1.1",
        "name": "Store Championship",
        "category": "competitive",
        "missions": { "missions": [
            { "name": "Mission A" }, { "name": "Mission B" }, { "name": "Mission C" },
            { "name": "Mission D" }, { "name": "Mission E" }
        ] },
        "staff": { "judges": 2, "judges_playing": 1, "organizers_playing": 0 },
        "seed": 2015
    });
    let definition_file = dir.path().join("definition.json");
    std::fs::write(&definition_file, definition.to_string()).unwrap();
    let created = ok(&["ia", "create", path(&definition_file)]);
    std::fs::write(&event, created.to_string()).unwrap();

    for i in 0..12 {
        let army = dir.path().join(format!("army-{i}.txt"));
        std::fs::write(&army, format!("{}\n{COMMAND_DECK}", ARMIES[i % 3])).unwrap();
        let name = format!("Player {}", i + 1);
        ok(&["ia", "register", path(&event), &name, "--army", path(&army)]);
    }
    // Registration closes with round 1; the table gives 4 rounds and a top 4.
    let mut missions = Vec::new();
    for round in 1..=4u32 {
        let paired = ok(&["ia", "pair", path(&event)]);
        let tables = paired["round"]["tables"].as_array().unwrap().len();
        assert_eq!(tables, 6);
        missions.push(paired["round"]["mission"]["mission"]["name"].clone());
        let r = round.to_string();
        for table in 1..=6u32 {
            let t = table.to_string();
            if table == 6 {
                ok(&[
                    "ia",
                    "result",
                    path(&event),
                    &r,
                    &t,
                    "20",
                    "20",
                    "--end",
                    "time",
                    "--figures",
                    "12",
                    "9",
                ]);
            } else {
                ok(&[
                    "ia",
                    "result",
                    path(&event),
                    &r,
                    &t,
                    "40",
                    "17",
                    "--end",
                    "forty",
                ]);
            }
        }
    }
    missions.sort_by_key(ToString::to_string);
    missions.dedup();
    assert_eq!(missions.len(), 4, "no mission twice in the Swiss rounds");

    let o = cli(&["ia", "pair", path(&event)]);
    assert_eq!(o.status.code(), Some(1), "a fifth Swiss round is refused");
    assert_eq!(json_of(&o)["refusal"]["kind"], "swissRoundsComplete");

    let standings = ok(&["ia", "standings", path(&event)]);
    assert_eq!(standings["stage"]["kind"], "readyToCut");
    let rows = standings["standings"]["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 12);
    let top4: Vec<Value> = rows[..4].iter().map(|r| r["player"].clone()).collect();
    // Strength of schedule orders equal points («Desempates»).
    for pair in rows.windows(2) {
        assert!(pair[0]["points"].as_u64() >= pair[1]["points"].as_u64());
    }

    ok(&["ia", "cut", path(&event)]);
    // The semi-finals (1 v 4, 2 v 3), then the final, each won by the first seat.
    ok(&[
        "ia",
        "cut-result",
        path(&event),
        "1",
        "1",
        "40",
        "30",
        "--end",
        "forty",
    ]);
    ok(&[
        "ia",
        "cut-result",
        path(&event),
        "1",
        "2",
        "25",
        "10",
        "--end",
        "conceded",
        "--side",
        "second",
    ]);
    let o = cli(&[
        "ia",
        "cut-result",
        path(&event),
        "2",
        "1",
        "20",
        "20",
        "--end",
        "time",
    ]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "equal VP at time needs the figures"
    );
    assert_eq!(json_of(&o)["refusal"]["kind"], "figurePointsNeeded");
    let last = ok(&[
        "ia",
        "cut-result",
        path(&event),
        "2",
        "1",
        "40",
        "38",
        "--end",
        "forty",
    ]);
    assert_eq!(last["accepted"]["champion"], top4[0]);
    assert_eq!(last["stage"]["kind"], "finished");

    let done = ok(&["ia", "standings", path(&event)]);
    let placings = done["placings"].as_array().unwrap();
    assert_eq!(placings.len(), 12);
    assert_eq!(placings[0]["player"], top4[0]);
    assert_eq!(placings[1]["player"], top4[1]);

    // The file replays: show reads it back whole.
    let shown = ok(&["ia", "show", path(&event)]);
    assert_eq!(shown["bracket"]["seeds"], json!(top4));
    assert_eq!(shown["cut_missions"].as_array().unwrap().len(), 2);
}

#[test]
fn a_bad_result_is_refused_with_its_clause_and_leaves_the_file_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("event.json");
    let file = json!({
        "definition": {
            "ruleset": "ia-skirmish-1.1",
            "name": "Casual night",
            "category": "informal",
            "structure": { "swiss_rounds": 2, "cut": null },
            "missions": { "missions": [ { "name": "Mission A" }, { "name": "Mission B" } ] },
            "seed": 7
        },
        "actions": [
            { "kind": "registerPlayer", "name": "Ana García" },
            { "kind": "registerPlayer", "name": "Дмитрий" }
        ]
    });
    std::fs::write(&event, file.to_string()).unwrap();
    ok(&["ia", "pair", path(&event)]);
    let before = std::fs::read_to_string(&event).unwrap();
    let o = cli(&[
        "ia",
        "result",
        path(&event),
        "1",
        "1",
        "30",
        "12",
        "--end",
        "forty",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let out = json_of(&o);
    assert_eq!(out["refusal"]["kind"], "fortyNotReached");
    let clause = out["refusal"]["clause"].as_str().unwrap();
    assert!(clause.contains("Fin de la partida"), "{clause}");
    assert_eq!(std::fs::read_to_string(&event).unwrap(), before);

    let o = cli(&[
        "ia",
        "result",
        path(&event),
        "1",
        "1",
        "30",
        "12",
        "--end",
        "conceded",
    ]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "--end conceded without --side is bad usage"
    );
}

/// The definition docs/formats.md shows is one `ia create` accepts.
#[test]
fn the_documented_definition_is_accepted() {
    let doc = include_str!("../../../docs/formats.md");
    let start = doc.find("<!-- ia-definition-example").unwrap();
    let body = &doc[start..];
    let open = body.find("```json").unwrap() + "```json".len();
    let close = open + body[open..].find("```").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("definition.json");
    std::fs::write(&file, &body[open..close]).unwrap();
    let created = ok(&["ia", "create", path(&file)]);
    assert_eq!(created["definition"]["ruleset"], "ia-skirmish-1.1");
    assert_eq!(created["definition"]["rulings"], 2);
    assert_eq!(created["actions"], json!([]));
}

/// Five players, two rounds, TOME, the first seat winning every game; player 2's strength of
/// schedule under each edition of the rulings (docs/rulings.md, Imperial Assault, "Strength of
/// schedule"), as `ia standings` and `ia show` print it.
fn tome_strengths_printed(rulings: u32) -> (Value, Value) {
    let dir = tempfile::tempdir().unwrap();
    let event = dir.path().join("event.json");
    let definition = json!({
        "ruleset": "ia-skirmish-1.1",
        "name": "Thursday Skirmish",
        "category": "informal",
        "structure": { "swiss_rounds": 2, "cut": null },
        "missions": { "missions": [{ "name": "Mission A" }, { "name": "Mission B" }] },
        "sos_method": "tome",
        "seed": 2015,
        "rulings": rulings
    });
    let definition_file = dir.path().join("definition.json");
    std::fs::write(&definition_file, definition.to_string()).unwrap();
    let created = ok(&["ia", "create", path(&definition_file)]);
    std::fs::write(&event, created.to_string()).unwrap();
    for i in 1..=5 {
        ok(&["ia", "register", path(&event), &format!("Player {i}")]);
    }
    for round in ["1", "2"] {
        let paired = ok(&["ia", "pair", path(&event)]);
        let tables = paired["round"]["tables"].as_array().unwrap().len();
        for table in 1..=tables {
            ok(&[
                "ia",
                "result",
                path(&event),
                round,
                &table.to_string(),
                "40",
                "17",
                "--end",
                "forty",
            ]);
        }
    }
    let row_of_2 = |standings: &Value| {
        standings["rows"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["player"] == 2)
            .unwrap()
            .clone()
    };
    let standings = ok(&["ia", "standings", path(&event)]);
    let shown = ok(&["ia", "show", path(&event)]);
    assert_eq!(
        row_of_2(&standings["standings"]),
        row_of_2(&shown["standings"])
    );
    // Each strength is its exact fraction as text, and nothing else beside it.
    for row in standings["standings"]["rows"].as_array().unwrap() {
        for key in ["strength_of_schedule", "extended_strength_of_schedule"] {
            let text = row[key].as_str().unwrap();
            assert!(
                text.split('/').all(|part| part.parse::<u64>().is_ok()),
                "{key}: {text}"
            );
        }
        assert!(row.get("decimal").is_none());
    }
    let row = row_of_2(&standings["standings"]);
    (row["strength_of_schedule"].clone(), row["points"].clone())
}

/// docs/formats.md, `ia show`: strengths print as exact fractions (`"9/2"`), so they compare
/// without rounding; under edition 2 TOME counts a bye as a round played, and no average passes
/// 3.
#[test]
fn tome_strengths_print_as_exact_fractions_under_the_events_edition() {
    assert_eq!(tome_strengths_printed(1), (json!("9/2"), json!(0)));
    assert_eq!(tome_strengths_printed(2), (json!("3"), json!(0)));
}
