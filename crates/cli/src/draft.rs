//! `draft` and `deck check`: the draft engine from JSON files (formats in docs/formats.md,
//! section "Draft and deck files").

use crate::{read_input, Outcome};
use clap::Subcommand;
use hexadraft_catalog::{Catalog, CharacterId};
use hexadraft_draft::{
    check_deck, DeckChoice, Draft, DraftAction, DraftSetup, Mod, ModSet, RulesetVersion, Viewer,
};
use serde::Deserialize;
use serde_json::{json, Value};

/// The `draft` input: a setup and the actions to apply, in order.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftFile {
    setup: DraftSetup,
    #[serde(default)]
    actions: Vec<DraftAction>,
}

/// The `deck check` input: the event's version and Mods, a team, and a deck choice.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DeckFile {
    version: RulesetVersion,
    #[serde(default)]
    mods: Vec<Mod>,
    team: Vec<CharacterId>,
    deck: DeckChoice,
}

/// `hexadraft-cli deck COMMAND`.
#[derive(Debug, Subcommand)]
pub(crate) enum DeckCommand {
    /// Check a Tactics deck against a team.
    Check {
        /// The deck file: {"version", "mods", "team", "deck"}.
        file: String,
    },
}

/// Runs one `deck` command.
pub(crate) fn run_deck(command: DeckCommand) -> Outcome {
    match command {
        DeckCommand::Check { file } => run_deck_check(&file),
    }
}

fn parse<T: for<'de> Deserialize<'de>>(path: &str) -> Result<T, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// `hexadraft-cli draft FILE`: replays the draft; prints the organizer's view (and the result
/// once both decks are locked), or the index and reason of the first refused action.
pub(crate) fn run_draft(path: &str) -> Outcome {
    let file: DraftFile = match parse(path) {
        Ok(f) => f,
        Err(o) => return o,
    };
    let catalog = Catalog::shipped();
    let mut draft = match Draft::new(&catalog, file.setup) {
        Ok(d) => d,
        Err(error) => {
            let problems: Vec<Value> = error
                .problems
                .iter()
                .map(|p| json!({ "problem": p, "message": p.to_string() }))
                .collect();
            return Outcome::Refused(pretty(&json!({
                "status": "setup-refused",
                "message": error.to_string(),
                "problems": problems,
            })));
        }
    };
    let mut events = Vec::with_capacity(file.actions.len());
    for (index, action) in file.actions.into_iter().enumerate() {
        match draft.apply(action.clone()) {
            Ok(event) => events.push(event),
            Err(refusal) => {
                let report = refusal.report();
                return Outcome::Refused(pretty(&json!({
                    "status": "refused",
                    "index": index,
                    "action": action,
                    "refusal": report.refusal,
                    "message": report.message,
                    "clause": report.clause,
                    "view": draft.view(Viewer::Organizer),
                })));
            }
        }
    }
    Outcome::Accepted(pretty(&json!({
        "status": "accepted",
        "step": draft.step(),
        "complete": draft.is_complete(),
        "events": events,
        "view": draft.view(Viewer::Organizer),
        "result": draft.result(),
    })))
}

/// `hexadraft-cli deck check FILE`: checks a deck choice against a team under a version's Mods.
fn run_deck_check(path: &str) -> Outcome {
    let file: DeckFile = match parse(path) {
        Ok(f) => f,
        Err(o) => return o,
    };
    let mods = match ModSet::new(file.version, &file.mods) {
        Ok(m) => m,
        Err(problems) => {
            let problems: Vec<Value> = problems
                .iter()
                .map(|p| json!({ "problem": p, "message": p.to_string() }))
                .collect();
            return Outcome::Refused(pretty(&json!({
                "status": "refused",
                "mods": problems,
                "violations": [],
            })));
        }
    };
    let catalog = Catalog::shipped();
    match check_deck(&catalog, &mods, &file.team, &file.deck) {
        Ok(deck) => Outcome::Accepted(pretty(&json!({
            "status": "accepted",
            "cards": deck.len(),
            "deck": deck,
        }))),
        Err(violations) => {
            let violations: Vec<Value> = violations
                .iter()
                .map(|v| {
                    json!({
                        "violation": v,
                        "message": v.to_string(),
                        "clause": v.clause().citation(),
                    })
                })
                .collect();
            Outcome::Refused(pretty(&json!({
                "status": "refused",
                "mods": [],
                "violations": violations,
            })))
        }
    }
}
