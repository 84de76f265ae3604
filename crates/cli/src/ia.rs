//! `ia ...`: Imperial Assault skirmish tournaments from files (formats in docs/formats.md,
//! "Imperial Assault files"): check an army list, and run an event file
//! (`{"definition": ..., "actions": [...]}`) as `event` does for the AGL.

use crate::engine_file;
use crate::event::{accepted, accepted_view, parse, pretty};
use crate::{read_input, Outcome};
use clap::{Args, Subcommand, ValueEnum};
use hexadraft_catalog::ia::IaCatalog;
use hexadraft_event::ia::{
    army_text, check_army, read_army_text, ArmyList, Bracket, GameEnd, IaAction, IaResultInput,
    IaStage, IaStandings, IaTournament, Placing,
};
use hexadraft_event::{BySeat, PlayerId, Seat};
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

/// `hexadraft-cli ia COMMAND`.
#[derive(Debug, Subcommand)]
#[command(
    after_help = "FILE may be - for standard input; commands that change the event then print \
                  the updated file instead of writing it.\n\
                  Exit codes: 0 accepted, 1 refused by the rules, 2 unreadable input or bad usage."
)]
pub(crate) enum IaCommand {
    /// Check an army list (text, one card a line with an optional count, or JSON): its totals
    /// and every problem; exits 1 when a line is not recognised or the army is not legal.
    CheckArmy {
        /// The list.
        file: String,
    },
    /// Check a definition (or an event file); print the event file.
    Create {
        /// A bare definition or a whole event file.
        file: String,
    },
    /// Print the event's state: players, rounds, standings, the cut.
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
    /// Register a player, with their army list (text or JSON) when given.
    Register {
        /// The event file.
        file: String,
        /// The player's name.
        name: String,
        /// The army list file.
        #[arg(long)]
        army: Option<String>,
    },
    /// Pair the next Swiss round and draw its mission.
    Pair {
        /// The event file.
        file: String,
    },
    /// Record (or with --correct, correct) a Swiss game's result.
    Result(IaResultArgs),
    /// Make the cut after the last Swiss round.
    Cut {
        /// The event file.
        file: String,
    },
    /// Record (or correct) a game of the cut.
    CutResult(IaCutResultArgs),
    /// Drop a player.
    Drop {
        /// The event file.
        file: String,
        /// The player's number.
        player: u32,
    },
    /// Print the standings (and the cut, once made).
    Standings {
        /// The event file.
        file: String,
    },
}

/// How a game ended («Fin de la partida»).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum EndArg {
    /// A player reached 40 Victory Points.
    Forty,
    /// Time ran out (equal VP: give --figures).
    Time,
    /// Every figure of --side was defeated.
    Defeated,
    /// Every figure of both sides was defeated at once (decided as at time).
    BothDefeated,
    /// --side conceded.
    Conceded,
}

/// A seat at a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(crate) enum SeatArg {
    /// The player listed first.
    First,
    /// The player listed second.
    Second,
}

/// A game's scores and how it ended.
#[derive(Debug, Args)]
#[command(allow_negative_numbers = true)]
pub(crate) struct GameArgs {
    /// Victory Points of the first seat.
    #[arg(value_name = "VP_FIRST")]
    vp_first: i32,
    /// Victory Points of the second seat.
    #[arg(value_name = "VP_SECOND")]
    vp_second: i32,
    /// How the game ended.
    #[arg(long, value_enum)]
    end: EndArg,
    /// The side whose figures were all defeated, or who conceded.
    #[arg(long, value_enum)]
    side: Option<SeatArg>,
    /// At time with equal VP: each seat's Victory Points from defeating figures, first then
    /// second.
    #[arg(long, num_args = 2, value_names = ["FIRST", "SECOND"])]
    figures: Option<Vec<i32>>,
}

/// `ia result FILE ROUND TABLE VP_FIRST VP_SECOND --end ...`.
#[derive(Debug, Args)]
pub(crate) struct IaResultArgs {
    /// The event file.
    file: String,
    /// The round.
    round: u32,
    /// The table.
    table: u32,
    #[command(flatten)]
    game: GameArgs,
    /// Correct the result already recorded.
    #[arg(long)]
    correct: bool,
}

/// `ia cut-result FILE ROUND GAME VP_FIRST VP_SECOND --end ...`.
#[derive(Debug, Args)]
pub(crate) struct IaCutResultArgs {
    /// The event file.
    file: String,
    /// The round of the cut, from 1.
    round: u32,
    /// The game, from 1.
    game: u32,
    #[command(flatten)]
    game_result: GameArgs,
}

/// What `ia standings` prints.
#[derive(Serialize)]
struct IaStandingsPrinted<'a> {
    stage: IaStage,
    standings: Option<IaStandings>,
    bracket: Option<&'a Bracket>,
    placings: Vec<Placing>,
}

/// Runs one `ia` command.
pub(crate) fn run(command: IaCommand) -> Outcome {
    let result = match command {
        IaCommand::CheckArmy { file } => check_army_file(&file),
        IaCommand::Create { file } => {
            engine_file::create::<IaTournament>(&IaCatalog::shipped(), &file)
        }
        IaCommand::Show { file } => engine_file::load::<IaTournament>(&IaCatalog::shipped(), &file)
            .map(|(_, t)| accepted_view(&t.snapshot())),
        IaCommand::Apply { file, action_file } => {
            if file == "-" && action_file == "-" {
                Err(Outcome::Unreadable(
                    "the event file and the action file cannot both be standard input".to_owned(),
                ))
            } else {
                parse::<IaAction>(&action_file).and_then(|action| append(&file, |_| action))
            }
        }
        IaCommand::Register { file, name, army } => register(&file, name, army.as_deref()),
        IaCommand::Pair { file } => append(&file, |t| {
            // Round 1 of an event without a fixed seed: the seed is drawn now (std's
            // per-process random hash keys) and recorded in the action.
            t.pair_action(|| RandomState::new().hash_one(t.rounds().len()) as u32)
        }),
        IaCommand::Result(args) => game_input(&args.game).and_then(|result| {
            let (round, table) = (args.round, args.table);
            append(&args.file, |_| {
                if args.correct {
                    IaAction::CorrectResult {
                        round,
                        table,
                        result,
                    }
                } else {
                    IaAction::RecordResult {
                        round,
                        table,
                        result,
                    }
                }
            })
        }),
        IaCommand::Cut { file } => append(&file, |_| IaAction::MakeCut {}),
        IaCommand::CutResult(args) => game_input(&args.game_result).and_then(|result| {
            append(&args.file, |_| IaAction::RecordCutResult {
                round: args.round,
                game: args.game,
                result,
            })
        }),
        IaCommand::Drop { file, player } => append(&file, |_| IaAction::DropPlayer {
            player: PlayerId::new(player),
        }),
        IaCommand::Standings { file } => {
            engine_file::load::<IaTournament>(&IaCatalog::shipped(), &file).map(|(_, t)| {
                accepted_view(&IaStandingsPrinted {
                    stage: t.stage(),
                    standings: t.standings(),
                    bracket: t.bracket(),
                    placings: t.placings(),
                })
            })
        }
    };
    result.unwrap_or_else(|outcome| outcome)
}

/// The result the arguments describe; a missing `--side` or `--figures` is bad usage.
fn game_input(args: &GameArgs) -> Result<IaResultInput, Outcome> {
    let side = || match args.side {
        Some(SeatArg::First) => Ok(Seat::First),
        Some(SeatArg::Second) => Ok(Seat::Second),
        None => Err(Outcome::Unreadable(
            "--end defeated and --end conceded need --side first or --side second".to_owned(),
        )),
    };
    let end = match args.end {
        EndArg::Forty => GameEnd::FortyPoints,
        EndArg::Time => GameEnd::Time,
        EndArg::Defeated => GameEnd::AllFiguresDefeated { side: side()? },
        EndArg::BothDefeated => GameEnd::BothSidesDefeated,
        EndArg::Conceded => GameEnd::Concession { side: side()? },
    };
    let figure_points = match args.figures.as_deref() {
        None => None,
        Some([first, second]) => Some(BySeat::new(*first, *second)),
        Some(_) => {
            return Err(Outcome::Unreadable(
                "--figures takes two numbers".to_owned(),
            ))
        }
    };
    Ok(IaResultInput {
        victory_points: BySeat::new(args.vp_first, args.vp_second),
        figure_points,
        end,
    })
}

/// Reads an army list: JSON (an object) or text.
fn read_army(path: &str) -> Result<(ArmyList, Option<Value>), Outcome> {
    let text = read_input(path).map_err(Outcome::Unreadable)?;
    let catalog = IaCatalog::shipped();
    if text.trim_start().starts_with('{') {
        let list: ArmyList =
            serde_json::from_str(&text).map_err(|e| Outcome::Unreadable(format!("{path}: {e}")))?;
        return Ok((list, None));
    }
    let read = read_army_text(&catalog, &text);
    if !read.is_complete() {
        return Err(Outcome::Refused(pretty(&json!({
            "status": "refused",
            "message": "some lines of the army list are not recognised",
            "lines": read.lines,
            "problems": read.problems,
        }))));
    }
    let lines = json!(read.lines);
    Ok((read.list, Some(lines)))
}

fn check_army_file(path: &str) -> Result<Outcome, Outcome> {
    let (list, lines) = read_army(path)?;
    let catalog = IaCatalog::shipped();
    let report = check_army(&catalog, &list);
    let value = json!({
        "status": if report.is_legal() { "legal" } else { "refused" },
        "list": list,
        "text": army_text(&catalog, &list),
        "lines": lines,
        "report": report,
    });
    Ok(if report.is_legal() {
        accepted(&value)
    } else {
        Outcome::Refused(pretty(&value))
    })
}

fn register(path: &str, name: String, army: Option<&str>) -> Result<Outcome, Outcome> {
    let army = army.map(read_army).transpose()?.map(|(list, _)| list);
    append(path, |_| IaAction::RegisterPlayer { name, army })
}

/// Applies the action `make(event)` and reports what it did, where the event stands and the
/// latest round.
fn append(path: &str, make: impl FnOnce(&IaTournament) -> IaAction) -> Result<Outcome, Outcome> {
    engine_file::append::<IaTournament>(&IaCatalog::shipped(), path, make, |done, event| {
        json!({
            "status": "accepted",
            "accepted": done,
            "stage": event.stage(),
            "round": event.rounds().last(),
        })
    })
}
