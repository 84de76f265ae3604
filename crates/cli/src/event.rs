//! `event ...`: the event engine from JSON files (formats in docs/formats.md, section "Event
//! files").
//!
//! An event file is `{"definition": ..., "actions": [...]}`. Commands that add an action replay
//! the file, apply the action, and on acceptance write the file back (or, for `-`, print the
//! updated file); a refused action leaves the file as it was.

use crate::engine_file::{append, create, load};
use crate::{read_input, Outcome};
use clap::{Args, Subcommand, ValueEnum};
use hexadraft_catalog::{Catalog, ScenarioId};
use hexadraft_event::{
    CurrentRatings, EventAction, GameEnd, ResultInput, ScenarioChoice, ScoreInput, Seat, Tournament,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::hash_map::RandomState;
use std::collections::BTreeMap;
use std::hash::BuildHasher;

/// `hexadraft-cli event COMMAND`: each takes an event FILE (`-` for standard input); commands
/// that change the event write FILE back, or print the updated file when it is `-`.
#[derive(Debug, Subcommand)]
#[command(
    after_help = "FILE may be - for standard input; commands that change the event then print \
                  the updated file instead of writing it.\n\
                  Exit codes: 0 accepted, 1 refused by the rules, 2 unreadable input or bad usage."
)]
pub(crate) enum EventCommand {
    /// Check a definition (or an event file); print the event file.
    Create {
        /// A bare definition or a whole event file.
        file: String,
    },
    /// Print the event's state: players, rounds, standings.
    Show {
        /// The event file.
        file: String,
    },
    /// Append one action (JSON) to the event.
    Apply {
        /// The event file.
        file: String,
        /// The action, as JSON.
        action_file: String,
    },
    /// Pair the next round.
    Pair {
        /// The event file.
        file: String,
    },
    /// Record (or with --correct, correct) a table's result.
    Result(ResultArgs),
    /// Set a round's scenario; once the scenarios are announced and round 1 is paired, changing
    /// one needs --override (a logged override, with an optional --note).
    Scenario(ScenarioArgs),
    /// Print the standings.
    Standings {
        /// The event file.
        file: String,
    },
    /// Print the rating changes.
    Ratings {
        /// The event file.
        file: String,
        /// Current ratings: {"PIN": rating, ...}; anyone missing starts at 1000.
        ratings_file: Option<String>,
    },
}

/// `event result`: a table's scores, the first seat's (the player listed first at the table)
/// then the second's. Scores may be negative on the command line, so that the rules, not the
/// parser, refuse them.
#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub(crate) struct ResultArgs {
    /// The event file.
    file: String,
    /// The round.
    round: u32,
    /// The table.
    table: u32,
    /// Victory Points of the table's first seat.
    #[arg(value_name = "VP_FIRST")]
    pub(crate) vp_first: i32,
    /// Frags of the first seat.
    #[arg(value_name = "FRAGS_FIRST")]
    frags_first: i32,
    /// Victory Points of the second seat.
    #[arg(value_name = "VP_SECOND")]
    vp_second: i32,
    /// Frags of the second seat.
    #[arg(value_name = "FRAGS_SECOND")]
    frags_second: i32,
    /// Who scored First Blood (Season 2).
    #[arg(long, value_enum)]
    pub(crate) first_blood: Option<TableSeat>,
    /// Correct the result already recorded instead of recording one.
    #[arg(long)]
    correct: bool,
    /// The game ended when this seat conceded: a Defeat for them (AGL v1.0, "Lost or Damaged
    /// Game Components"); the scores are those of the moment it stopped.
    #[arg(long, value_enum, conflicts_with = "abandoned")]
    conceded: Option<TableSeat>,
    /// The game was abandoned with nobody conceding: a Defeat for both, rating nobody.
    #[arg(long)]
    abandoned: bool,
}

/// `event scenario`: a round's official scenario, or with --homemade a homemade one's name.
#[derive(Debug, Args)]
pub(crate) struct ScenarioArgs {
    /// The event file.
    file: String,
    /// The round.
    round: u32,
    /// The official scenario's id (e.g. `conquest`), or with --homemade its name.
    scenario: String,
    /// The scenario is a homemade one (Open formats), named by SCENARIO.
    #[arg(long)]
    homemade: bool,
    /// Change a scenario announced with the event: the organizer's explicit override, kept in
    /// the event with its warning (docs/rulings.md, "Scenarios are announced with the event").
    #[arg(long = "override")]
    override_announced: bool,
    /// The reason for the override (at most 200 characters).
    #[arg(long, requires = "override_announced")]
    note: Option<String>,
}

/// A seat at a table, as `--first-blood` names it (`a` and `b`, the names before version 0.2,
/// are read too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum TableSeat {
    /// The player listed first at the table.
    #[value(alias = "a")]
    First,
    /// The player listed second.
    #[value(alias = "b")]
    Second,
}

/// Runs one `event` command.
pub(crate) fn run(command: EventCommand) -> Outcome {
    let result = match command {
        EventCommand::Create { file } => create::<Tournament>(&Catalog::shipped(), &file),
        EventCommand::Show { file } => load::<Tournament>(&Catalog::shipped(), &file)
            .map(|(_, t)| accepted_view(&t.snapshot())),
        EventCommand::Apply { file, action_file } => apply_action_file(&file, &action_file),
        EventCommand::Pair { file } => pair(&file),
        EventCommand::Result(args) => result(args),
        EventCommand::Scenario(args) => scenario(args),
        EventCommand::Standings { file } => load::<Tournament>(&Catalog::shipped(), &file)
            .map(|(_, t)| accepted(&json!({ "stage": t.stage(), "standings": t.standings() }))),
        EventCommand::Ratings { file, ratings_file } => ratings(&file, ratings_file.as_deref()),
    };
    result.unwrap_or_else(|outcome| outcome)
}

pub(crate) fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

pub(crate) fn accepted(value: &Value) -> Outcome {
    Outcome::Accepted(pretty(value))
}

/// Prints a view as pretty JSON straight from its type, fields in the type's order: a whole
/// event's view is about a megabyte, and going through a [`Value`] first built, printed and freed
/// a second copy of it (half of `ia show`'s time).
pub(crate) fn accepted_view<T: Serialize>(view: &T) -> Outcome {
    Outcome::Accepted(
        serde_json::to_string_pretty(view).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}")),
    )
}

pub(crate) fn parse<T: for<'de> Deserialize<'de>>(path: &str) -> Result<T, Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))
}

/// Reads and replays an event file, for other commands that read one.
pub(crate) fn load_event(path: &str) -> Result<Tournament, Outcome> {
    load::<Tournament>(&Catalog::shipped(), path).map(|(_, tournament)| tournament)
}

/// Writes the file atomically (a unique temporary file beside it, synced, renamed over it, the
/// folder synced), so a crash or a second writer never leaves half a file.
pub(crate) fn save(path: &str, text: &str) -> Result<(), Outcome> {
    hexadraft_storage::write_file_atomically(std::path::Path::new(path), text.as_bytes())
        .map_err(|e| Outcome::Unreadable(format!("{path}: cannot save: {e}")))
}

fn apply_action_file(path: &str, action_path: &str) -> Result<Outcome, Outcome> {
    if path == "-" && action_path == "-" {
        return Err(Outcome::Unreadable(
            "the event file and the action file cannot both be standard input".to_owned(),
        ));
    }
    let action: EventAction = parse(action_path)?;
    append::<Tournament>(
        &Catalog::shipped(),
        path,
        |_| action,
        |accepted, _| json!({ "status": "accepted", "accepted": accepted }),
    )
}

fn pair(path: &str) -> Result<Outcome, Outcome> {
    append::<Tournament>(
        &Catalog::shipped(),
        path,
        // Round 1 of an event without a fixed seed: the seed is drawn now (std's per-process
        // random hash keys) and recorded in the action.
        |t| t.pair_action(|| RandomState::new().hash_one(t.rounds().len()) as u32),
        |accepted, t| json!({ "status": "accepted", "accepted": accepted, "round": t.rounds().last() }),
    )
}

fn result(args: ResultArgs) -> Result<Outcome, Outcome> {
    let seat = |seat: TableSeat| ScoreInput {
        victory_points: match seat {
            TableSeat::First => args.vp_first,
            TableSeat::Second => args.vp_second,
        },
        frags: match seat {
            TableSeat::First => args.frags_first,
            TableSeat::Second => args.frags_second,
        },
        first_blood: args.first_blood == Some(seat),
    };
    let result = ResultInput {
        first: seat(TableSeat::First),
        second: seat(TableSeat::Second),
        players: None,
        game_end: match (args.conceded, args.abandoned) {
            (Some(TableSeat::First), _) => GameEnd::Conceded { by: Seat::First },
            (Some(TableSeat::Second), _) => GameEnd::Conceded { by: Seat::Second },
            (None, true) => GameEnd::Abandoned,
            (None, false) => GameEnd::Played,
        },
    };
    let (round, table) = (args.round, args.table);
    let action = if args.correct {
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
    append::<Tournament>(
        &Catalog::shipped(),
        &args.file,
        |_| action,
        |accepted, t| json!({ "status": "accepted", "accepted": accepted, "stage": t.stage() }),
    )
}

fn scenario(args: ScenarioArgs) -> Result<Outcome, Outcome> {
    let scenario = if args.homemade {
        ScenarioChoice::Homemade {
            name: args.scenario,
        }
    } else {
        ScenarioChoice::Official {
            id: ScenarioId::new(&args.scenario)
                .map_err(|e| Outcome::Unreadable(format!("{}: {e}", args.scenario)))?,
        }
    };
    let round = args.round;
    let action = if args.override_announced {
        EventAction::OverrideScenario {
            round,
            scenario,
            note: args.note,
        }
    } else {
        EventAction::SetScenario { round, scenario }
    };
    append::<Tournament>(
        &Catalog::shipped(),
        &args.file,
        |_| action,
        |accepted, _| json!({ "status": "accepted", "accepted": accepted }),
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
    let (_, tournament) = load::<Tournament>(&Catalog::shipped(), path)?;
    Ok(accepted_view(&tournament.rating_report(&current)))
}
