//! `hexadraft-cli`: the headless command line for organizers and tests. The binary
//! (`src/main.rs`) calls [`run`]; the parsing is [`parse`], which the `cli_args` fuzz target
//! drives without spawning a process.
//!
//! Subcommands (formats in docs/formats.md), parsed with clap:
//! - `draft [--viewer WHO] [--after N] FILE`: replay a draft (setup + actions) and print one
//!   viewer's view of it at that step as JSON.
//! - `deck check FILE`: check a Tactics deck against a team.
//! - `event ...`: create an event, pair rounds, enter results, print standings and ratings.
//! - `db --db PATH ...`: the app's own database through hexadraft-app: list, export, import,
//!   verify (replay), show and act on its drafts and events.
//! - `ledger ...`: keep a season's AGL Ratings.
//! - `ia ...`: Imperial Assault skirmish: check an army list, run an event.
//! - `stats ...`: pick, ban and win statistics of the app's database or of event and draft
//!   files, the numbers the app shows.
//!
//! Exit codes: 0 accepted (and help), 1 refused by the rules, 2 unreadable input or bad usage
//! (clap's own usage errors, an argument that is not UTF-8 among them, exit 2 as well).

mod db;
mod draft;
mod engine_file;
mod event;
mod ia;
mod ledger;
mod stats;

use clap::{Parser, Subcommand};
use std::ffi::OsString;
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

/// Exit code of unreadable input or bad usage; clap's usage errors use the same.
const USAGE_EXIT: u8 = 2;

/// The Aristeia! draft, AGL and Imperial Assault event engines on JSON and text files.
#[derive(Debug, Parser)]
#[command(
    name = "hexadraft-cli",
    version,
    after_help = "FILE may be - for standard input.\n\
                  Exit codes: 0 accepted, 1 refused by the rules, 2 unreadable input or bad usage."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Replay a draft (setup + actions) and print one viewer's view of it as JSON.
    Draft(draft::DraftArgs),
    /// Tactics decks.
    #[command(subcommand)]
    Deck(draft::DeckCommand),
    /// Run an event: create it, pair rounds, record results, print standings and ratings.
    #[command(subcommand)]
    Event(event::EventCommand),
    /// The app's database: list, export, import, verify, show and act on its journals.
    Db(db::DbArgs),
    /// Keep a season's AGL Ratings: add finished events or others' reports, print the ratings.
    #[command(subcommand)]
    Ledger(ledger::LedgerCommand),
    /// Imperial Assault skirmish: check an army list; run an event (register, pair, results,
    /// the cut, standings).
    #[command(subcommand)]
    Ia(ia::IaCommand),
    /// Pick, ban and win statistics of the app's database or of event and draft files, as JSON
    /// or one CSV line per game.
    Stats(stats::StatsArgs),
}

/// A command line that parsed: what [`run`] would do, not yet done.
#[derive(Debug)]
pub struct Invocation(Cli);

/// Why a command line did not parse, or the help or version it asked for.
#[derive(Debug)]
pub struct UsageError(clap::Error);

impl UsageError {
    /// The exit code: 0 for help and version, 2 for a usage error.
    pub fn exit_code(&self) -> u8 {
        u8::try_from(self.0.exit_code()).unwrap_or(USAGE_EXIT)
    }

    /// What is printed: the help, the version, or clap's usage error.
    pub fn text(&self) -> String {
        self.0.render().to_string()
    }

    /// Whether this is help or version (printed to stdout) rather than an error (stderr).
    pub fn is_help_or_version(&self) -> bool {
        !self.0.use_stderr()
    }
}

/// Parses `args` (the program name first) with nothing run, read or written. Any argument,
/// UTF-8 or not, gives an [`Invocation`] or a [`UsageError`]; it never panics.
///
/// # Errors
/// The [`UsageError`]: help, version, or a usage error.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Invocation, UsageError> {
    Cli::try_parse_from(args)
        .map(Invocation)
        .map_err(UsageError)
}

/// Parses `args` (the program name first) and runs the command, printing what it prints.
pub fn run(args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let cli = match parse(args) {
        Ok(Invocation(cli)) => cli,
        Err(UsageError(error)) => {
            // Help and version go to stdout with exit 0; usage errors to stderr with exit 2.
            let _ = error.print();
            return ExitCode::from(u8::try_from(error.exit_code()).unwrap_or(USAGE_EXIT));
        }
    };
    let outcome = match cli.command {
        Command::Draft(args) => draft::run_draft(args),
        Command::Deck(command) => draft::run_deck(command),
        Command::Event(command) => event::run(command),
        Command::Db(args) => db::run(args),
        Command::Ledger(command) => ledger::run(command),
        Command::Ia(command) => ia::run(command),
        Command::Stats(args) => stats::run(args),
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
            ExitCode::from(USAGE_EXIT)
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

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[cfg(unix)]
    #[test]
    fn parse_reads_any_argument_and_says_how_it_would_exit() {
        use std::os::unix::ffi::OsStringExt;
        let args = |list: &[&[u8]]| -> Vec<OsString> {
            list.iter()
                .map(|a| OsString::from_vec(a.to_vec()))
                .collect()
        };
        let not_utf8 = parse(args(&[b"hexadraft-cli", b"draft", b"\xff\xfe"])).unwrap_err();
        assert_eq!(not_utf8.exit_code(), 2);
        assert!(!not_utf8.is_help_or_version());
        let help = parse(args(&[b"hexadraft-cli", b"--help"])).unwrap_err();
        assert_eq!(help.exit_code(), 0);
        assert!(help.is_help_or_version() && help.text().contains("Usage"));
        assert!(parse(args(&[b"hexadraft-cli", b"draft", b"x.json"])).is_ok());
        assert_eq!(parse(args(&[b"hexadraft-cli"])).unwrap_err().exit_code(), 2);
    }

    #[test]
    fn negative_scores_reach_the_rules_instead_of_being_read_as_options() {
        let cli = Cli::try_parse_from([
            "hexadraft-cli",
            "event",
            "result",
            "e.json",
            "1",
            "1",
            "-2",
            "0",
            "3",
            "0",
        ])
        .unwrap();
        let Command::Event(event::EventCommand::Result(result)) = cli.command else {
            panic!("{cli:?}");
        };
        assert_eq!(result.vp_first, -2);
    }

    #[test]
    fn first_blood_names_a_seat_or_its_name_before_version_0_2() {
        let parse = |seat: &str| {
            let args = [
                "hexadraft-cli",
                "event",
                "result",
                "e.json",
                "1",
                "1",
                "5",
                "0",
                "5",
                "0",
                "--first-blood",
                seat,
            ];
            match Cli::try_parse_from(args).map(|cli| cli.command) {
                Ok(Command::Event(event::EventCommand::Result(result))) => Some(result.first_blood),
                _ => None,
            }
        };
        use event::TableSeat::{First, Second};
        assert_eq!(parse("first"), Some(Some(First)));
        assert_eq!(parse("a"), Some(Some(First)));
        assert_eq!(parse("second"), Some(Some(Second)));
        assert_eq!(parse("b"), Some(Some(Second)));
        assert_eq!(parse("c"), None);
    }
}
