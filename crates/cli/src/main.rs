//! `hexadraft-cli`: the headless command line for organizers and tests.
//!
//! Subcommands (formats in docs/formats.md):
//! - `draft FILE`: replay a draft (setup + actions) and print the resulting state as JSON.
//! - `deck check FILE`: check a Tactics deck against a team.
//! - `event ...`: create an event, pair rounds, enter results, print standings and ratings.
//!
//! Exit codes: 0 accepted, 1 refused by the rules, 2 unreadable input or bad usage.

mod draft;
mod event;

use std::io::Write;
use std::process::ExitCode;

/// How a command ended, mapped to the documented exit codes.
pub(crate) enum Outcome {
    /// Accepted: print to stdout, exit 0.
    Accepted(String),
    /// Refused by the rules: print to stdout, exit 1.
    Refused(String),
    /// Unreadable input or bad usage: print to stderr, exit 2.
    Unreadable(String),
}

const USAGE: &str = "usage:
  hexadraft-cli draft FILE            replay a draft (setup + actions), print the state as JSON
  hexadraft-cli deck check FILE       check a Tactics deck against a team
  hexadraft-cli event COMMAND ...     run an event (see `hexadraft-cli event help`)
  hexadraft-cli help                  this text
FILE may be - for standard input.";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let outcome = match args.as_slice() {
        ["help" | "--help" | "-h"] => Outcome::Accepted(USAGE.to_owned()),
        ["draft", rest @ ..] => draft::run_draft(rest),
        ["deck", "check", rest @ ..] => draft::run_deck_check(rest),
        ["event", rest @ ..] => event::run(rest),
        _ => Outcome::Unreadable(USAGE.to_owned()),
    };
    // Writes ignore a closed pipe (`hexadraft-cli ... | head`): the reader has what it wanted.
    match outcome {
        Outcome::Accepted(text) => {
            let _ = writeln!(std::io::stdout().lock(), "{text}");
            ExitCode::SUCCESS
        }
        Outcome::Refused(text) => {
            let _ = writeln!(std::io::stdout().lock(), "{text}");
            ExitCode::from(1)
        }
        Outcome::Unreadable(text) => {
            let _ = writeln!(std::io::stderr().lock(), "{text}");
            ExitCode::from(2)
        }
    }
}

/// Reads a file argument, `-` meaning standard input; bounded because input is never trusted.
pub(crate) fn read_input(path: &str) -> Result<String, String> {
    use std::io::Read;
    const MAX_INPUT_BYTES: u64 = 16 * 1024 * 1024;
    let mut text = String::new();
    let result = if path == "-" {
        std::io::stdin()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_string(&mut text)
    } else {
        std::fs::File::open(path)
            .and_then(|f| f.take(MAX_INPUT_BYTES + 1).read_to_string(&mut text))
    };
    match result {
        Ok(n) if n as u64 > MAX_INPUT_BYTES => Err(format!("{path}: larger than 16 MiB")),
        Ok(_) => Ok(text),
        Err(e) => Err(format!("{path}: {e}")),
    }
}
