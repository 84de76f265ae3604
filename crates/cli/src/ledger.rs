//! `hexadraft-cli ledger`: a season's AGL Ratings carried from one event to the next
//! (docs/rulings.md, "The season ledger"; the file is docs/formats.md, "Season ledger").

use crate::{read_input, Outcome};
use clap::Subcommand;
use hexadraft_event::{LedgerProblem, SeasonLedger};
use serde_json::{json, Value};

/// `hexadraft-cli ledger COMMAND`: LEDGER is a season ledger file, written back when changed.
#[derive(Debug, Subcommand)]
pub(crate) enum LedgerCommand {
    /// Print a new, empty season ledger.
    New {
        /// The season's name (1-120 characters).
        season: String,
    },
    /// Add a finished event (an event file) to the ledger: every game is rated from the
    /// ledger's ratings with the K of the event's type.
    Add {
        /// The season ledger file.
        ledger: String,
        /// The event file.
        event_file: String,
    },
    /// Add another organizer's event from its report.json.
    Import {
        /// The season ledger file.
        ledger: String,
        /// The event's report.json.
        report: String,
    },
    /// Print the ratings before the next event, {"PIN": rating, ...} (for `event ratings`).
    Ratings {
        /// The season ledger file.
        ledger: String,
    },
}

/// Runs one `ledger` command.
pub(crate) fn run(command: LedgerCommand) -> Outcome {
    let result = match command {
        LedgerCommand::New { season } => SeasonLedger::new(&season)
            .map(|l| Outcome::Accepted(l.to_json()))
            .map_err(|p| refused(&p)),
        LedgerCommand::Add { ledger, event_file } => {
            change(&ledger, |l| match crate::event::load_event(&event_file) {
                Ok(tournament) => l
                    .apply_event(&tournament)
                    .map(|e| json!(e))
                    .map_err(|p| refused(&p)),
                Err(outcome) => Err(outcome),
            })
        }
        LedgerCommand::Import { ledger, report } => change(&ledger, |l| {
            let text = read_input(&report).map_err(Outcome::Unreadable)?;
            l.import_report(&text)
                .map(|e| json!(e))
                .map_err(|p| refused(&p))
        }),
        LedgerCommand::Ratings { ledger } => load(&ledger).map(|l| {
            let ratings: serde_json::Map<String, Value> = l
                .ratings()
                .iter()
                .map(|(pin, r)| (pin.to_owned(), json!(r)))
                .collect();
            Outcome::Accepted(pretty(&Value::Object(ratings)))
        }),
    };
    result.unwrap_or_else(|outcome| outcome)
}

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

fn refused(problem: &LedgerProblem) -> Outcome {
    Outcome::Refused(pretty(&json!({
        "status": "refused",
        "message": problem.to_string(),
        "problem": problem,
    })))
}

fn load(path: &str) -> Result<SeasonLedger, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    SeasonLedger::from_json(&text).map_err(|p| Outcome::Unreadable(format!("{path}: {p}")))
}

/// Changes the ledger in `path` with `f`; on success writes it back and prints what was added.
fn change(
    path: &str,
    f: impl FnOnce(&mut SeasonLedger) -> Result<Value, Outcome>,
) -> Result<Outcome, Outcome> {
    let mut ledger = load(path)?;
    let added = f(&mut ledger)?;
    crate::event::save(path, &ledger.to_json())?;
    Ok(Outcome::Accepted(pretty(
        &json!({ "status": "accepted", "added": added }),
    )))
}
