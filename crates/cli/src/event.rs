//! `event ...`: the event engine from JSON files (formats in docs/formats.md, section "Event
//! files").
//!
//! An event file is `{"definition": ..., "actions": [...]}`. Commands that add an action replay
//! the file, apply the action, and on acceptance write the file back (or, for `-`, print the
//! updated file); a refused action leaves the file as it was.

use crate::{read_input, Outcome};
use hexadraft_catalog::Catalog;
use hexadraft_event::{
    CurrentRatings, EventAction, EventDefinition, EventRefusal, GameEnd, ReplayError, ResultInput,
    ScoreInput, Tournament,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::hash_map::RandomState;
use std::collections::BTreeMap;
use std::hash::BuildHasher;

const USAGE: &str = "usage: hexadraft-cli event COMMAND ...
  create FILE                  check a definition (or an event file); print the event file
  show FILE                    print the event's state: players, rounds, standings
  apply FILE ACTION_FILE       append one action (JSON) to the event
  pair FILE                    pair the next round
  result FILE ROUND TABLE VP_A FRAGS_A VP_B FRAGS_B [--first-blood first|second] [--correct]
                               record (or with --correct, correct) a table's result
  standings FILE               print the standings
  ratings FILE [RATINGS_FILE]  print the rating changes (RATINGS_FILE: {\"PIN\": rating, ...})
FILE may be - for standard input; commands that change the event then print the updated file
instead of writing it. Exit codes: 0 accepted, 1 refused by the rules, 2 unreadable input.";

/// An event file: the definition and every action so far.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct EventFile {
    definition: EventDefinition,
    #[serde(default)]
    actions: Vec<EventAction>,
}

/// `hexadraft-cli event COMMAND ...`.
pub(crate) fn run(args: &[&str]) -> Outcome {
    let result = match args {
        ["create", path] => create(path),
        ["show", path] => load(path).map(|(_, t)| accepted(&json!(t.snapshot()))),
        ["apply", path, action_path] => apply_action_file(path, action_path),
        ["pair", path] => pair(path),
        ["result", path, round, table, vp_a, frags_a, vp_b, frags_b, options @ ..] => {
            result(path, [round, table, vp_a, frags_a, vp_b, frags_b], options)
        }
        ["standings", path] => load(path)
            .map(|(_, t)| accepted(&json!({ "stage": t.stage(), "standings": t.standings() }))),
        ["ratings", path] => ratings(path, None),
        ["ratings", path, ratings_path] => ratings(path, Some(ratings_path)),
        ["help"] | ["--help"] => Ok(Outcome::Accepted(USAGE.to_owned())),
        _ => Err(Outcome::Unreadable(USAGE.to_owned())),
    };
    result.unwrap_or_else(|outcome| outcome)
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

fn accepted(value: &Value) -> Outcome {
    Outcome::Accepted(pretty(value))
}

fn refused(refusal: &EventRefusal) -> Outcome {
    Outcome::Refused(pretty(&json!({
        "status": "refused",
        "message": refusal.to_string(),
        "refusal": refusal,
    })))
}

fn replay_refused(error: &ReplayError) -> Outcome {
    Outcome::Refused(pretty(&json!({
        "status": "refused",
        "message": error.to_string(),
        "replay": error,
    })))
}

fn parse<T: for<'de> Deserialize<'de>>(path: &str) -> Result<T, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))
}

/// Reads and replays an event file.
fn load(path: &str) -> Result<(EventFile, Tournament), Outcome> {
    let file: EventFile = parse(path)?;
    let tournament =
        Tournament::replay(&Catalog::shipped(), file.definition.clone(), &file.actions)
            .map_err(|e| replay_refused(&e))?;
    Ok((file, tournament))
}

/// `create FILE`: FILE holds an event file or a bare definition.
fn create(path: &str) -> Result<Outcome, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    let value: Value =
        serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))?;
    let file = if value.get("definition").is_some() {
        serde_json::from_value::<EventFile>(value)
    } else {
        serde_json::from_value::<EventDefinition>(value).map(|definition| EventFile {
            definition,
            actions: Vec::new(),
        })
    }
    .map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))?;
    Tournament::replay(&Catalog::shipped(), file.definition.clone(), &file.actions)
        .map_err(|e| replay_refused(&e))?;
    Ok(accepted(&json!(file)))
}

/// Applies the action `make(event)` to the event in `path`; on acceptance saves the file (or
/// prints it for `-`) and prints `report(accepted, event)`.
fn append(
    path: &str,
    make: impl FnOnce(&Tournament) -> EventAction,
    report: impl FnOnce(Value, &Tournament) -> Value,
) -> Result<Outcome, Outcome> {
    let (mut file, mut tournament) = load(path)?;
    let action = make(&tournament);
    let accepted_action = tournament
        .apply(action.clone())
        .map_err(|refusal| refused(&refusal))?;
    file.actions.push(action);
    let text = serde_json::to_string_pretty(&file)
        .map_err(|e| Outcome::Unreadable(format!("cannot write the event: {e}")))?;
    if path == "-" {
        return Ok(Outcome::Accepted(text));
    }
    save(path, &text)?;
    Ok(accepted(&report(json!(accepted_action), &tournament)))
}

/// Writes the file through a temporary beside it, so a crash never leaves half a file.
fn save(path: &str, text: &str) -> Result<(), Outcome> {
    let temporary = format!("{path}.tmp");
    std::fs::write(&temporary, text)
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|e| Outcome::Unreadable(format!("{path}: cannot save: {e}")))
}

fn apply_action_file(path: &str, action_path: &str) -> Result<Outcome, Outcome> {
    if path == "-" && action_path == "-" {
        return Err(Outcome::Unreadable(
            "the event file and the action file cannot both be standard input".to_owned(),
        ));
    }
    let action: EventAction = parse(action_path)?;
    append(
        path,
        |_| action,
        |accepted, _| json!({ "status": "accepted", "accepted": accepted }),
    )
}

fn pair(path: &str) -> Result<Outcome, Outcome> {
    append(
        path,
        // Round 1 of an event without a fixed seed: the seed is drawn now (std's per-process
        // random hash keys) and recorded in the action.
        |t| t.pair_action(|| RandomState::new().hash_one(t.rounds().len()) as u32),
        |accepted, t| json!({ "status": "accepted", "accepted": accepted, "round": t.rounds().last() }),
    )
}

fn number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, Outcome> {
    text.parse()
        .map_err(|_| Outcome::Unreadable(format!("{what} must be a whole number, not {text:?}")))
}

fn result(path: &str, numbers: [&&str; 6], options: &[&str]) -> Result<Outcome, Outcome> {
    let [round, table, vp_a, frags_a, vp_b, frags_b] = numbers;
    let round: u32 = number("ROUND", round)?;
    let table: u32 = number("TABLE", table)?;
    let mut a = ScoreInput {
        victory_points: number("VP_A", vp_a)?,
        frags: number("FRAGS_A", frags_a)?,
        first_blood: false,
    };
    let mut b = ScoreInput {
        victory_points: number("VP_B", vp_b)?,
        frags: number("FRAGS_B", frags_b)?,
        first_blood: false,
    };
    let mut correct = false;
    let mut rest = options.iter();
    while let Some(option) = rest.next() {
        match *option {
            "--correct" => correct = true,
            "--first-blood" => match rest.next().copied() {
                Some("first" | "a") => a.first_blood = true,
                Some("second" | "b") => b.first_blood = true,
                _ => {
                    return Err(Outcome::Unreadable(
                        "--first-blood takes first or second (a or b)".to_owned(),
                    ))
                }
            },
            other => {
                return Err(Outcome::Unreadable(format!(
                    "unknown option {other:?}\n{USAGE}"
                )))
            }
        }
    }
    let result = ResultInput {
        first: a,
        second: b,
        players: None,
        game_end: GameEnd::Played,
    };
    let action = if correct {
        EventAction::CorrectResult {
            round,
            table,
            result,
        }
    } else {
        EventAction::RecordResult {
            round,
            table,
            result,
        }
    };
    append(
        path,
        |_| action,
        |accepted, t| json!({ "status": "accepted", "accepted": accepted, "stage": t.stage() }),
    )
}

fn ratings(path: &str, ratings_path: Option<&str>) -> Result<Outcome, Outcome> {
    let current = match ratings_path {
        None => CurrentRatings::default(),
        Some(p) => {
            let by_pin: BTreeMap<String, f64> = parse(p)?;
            CurrentRatings::new(by_pin).map_err(|e| Outcome::Unreadable(format!("{p}: {e}")))?
        }
    };
    let (_, tournament) = load(path)?;
    Ok(accepted(&json!(tournament.rating_report(&current))))
}
