//! `db --db PATH ...`: the app's own database through hexadraft-app, the same use cases the
//! desktop app runs (formats in docs/formats.md, section "The app's database from the command
//! line").
//!
//! Reading a journal replays it exactly as the app opens it; an action is validated by the
//! engine, appended to the journal (synced) and only then printed, as in the app.

use crate::{read_input, Outcome};
use clap::{Args, Subcommand, ValueEnum};
use hexadraft_app::desk::{DeskAction, DeskActionOutcome};
use hexadraft_app::table_draft::TableViewer;
use hexadraft_app::{App, AppError, ErrorReport, OsEntropy, SystemClock};
use hexadraft_draft::{DraftMove, Seat};
use hexadraft_event::ia::IaAction;
use hexadraft_event::{EventAction, RulesetKind};
use hexadraft_storage::{ExportAudience, JournalKind};
use serde::Serialize;
use serde_json::json;
use std::path::{Path, PathBuf};

/// `hexadraft-cli db --db PATH COMMAND`.
#[derive(Debug, Args)]
#[command(
    after_help = "PATH is the app's database file (hexadraft.sqlite3 in its data folder) or that \
                  folder. Refusals and conflicts print the typed error report and exit 1."
)]
pub(crate) struct DbArgs {
    /// The app's database file, or the data folder holding hexadraft.sqlite3.
    #[arg(long = "db", value_name = "PATH")]
    database: PathBuf,
    #[command(subcommand)]
    command: DbCommand,
}

#[derive(Debug, Subcommand)]
enum DbCommand {
    /// List every draft and event, archived ones included.
    List,
    /// Print an export file of journals (all of them when no id is given).
    Export {
        /// Withhold the secrets and seeds, for players.
        #[arg(long)]
        player_safe: bool,
        /// Write the file here instead of printing it.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The journals to export.
        ids: Vec<String>,
    },
    /// Import an export file (all or nothing; a backup is made first).
    Import {
        /// The export file (`-` for standard input).
        file: String,
        /// Import a journal whose id exists as a copy instead of refusing the file.
        #[arg(long)]
        as_copies: bool,
    },
    /// Check journals (all of them when no id is given): the hash chain, then a replay from the
    /// first entry. Exit 1 when one does not replay.
    Verify {
        /// The journals to check.
        ids: Vec<String>,
    },
    /// Print a journal as the app opens it: an event's view, or a draft as a seat or the table
    /// sees it.
    Show {
        /// The journal.
        id: String,
        /// Whose view of a draft.
        #[arg(long, value_enum, default_value_t = DraftViewer::Table)]
        viewer: DraftViewer,
        /// The seat's code, when the seat is protected by one.
        #[arg(long, value_name = "CODE")]
        code: Option<String>,
    },
    /// Apply one action: an event action, or a draft move (JSON, formats in docs/formats.md).
    Act {
        /// The journal.
        id: String,
        /// The action (`-` for standard input).
        action_file: String,
        /// The entry count the action is made after, as a screen would send it; a journal that
        /// has moved on refuses it. Default: the journal's current count.
        #[arg(long)]
        seq: Option<u32>,
        /// Whose view of a draft to print after the move.
        #[arg(long, value_enum, default_value_t = DraftViewer::Table)]
        viewer: DraftViewer,
        /// The seat's code, when the viewer's seat, or the seat of a secret move, is protected.
        #[arg(long, value_name = "CODE")]
        code: Option<String>,
    },
}

/// Whose view of a table draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DraftViewer {
    /// Both players: the public view, no secret of either.
    Table,
    /// The player in the first seat.
    First,
    /// The player in the second seat.
    Second,
}

impl DraftViewer {
    fn table_viewer(self) -> TableViewer {
        match self {
            DraftViewer::Table => TableViewer::Table,
            DraftViewer::First => TableViewer::Seat { seat: Seat::First },
            DraftViewer::Second => TableViewer::Seat { seat: Seat::Second },
        }
    }
}

/// Runs one `db` command.
pub(crate) fn run(args: DbArgs) -> Outcome {
    let app = match open(&args.database) {
        Ok(app) => app,
        Err(outcome) => return outcome,
    };
    match args.command {
        DbCommand::List => answer(app.list_journals()),
        DbCommand::Export {
            player_safe,
            out,
            ids,
        } => export(&app, player_safe, out.as_deref(), ids),
        DbCommand::Import { file, as_copies } => import(&app, &file, as_copies),
        DbCommand::Verify { ids } => verify(&app, &ids),
        DbCommand::Show { id, viewer, code } => show(&app, &id, viewer, code.as_deref()),
        DbCommand::Act {
            id,
            action_file,
            seq,
            viewer,
            code,
        } => act(&app, &id, &action_file, seq, viewer, code.as_deref()),
    }
}

/// Opens the database at `path` (the file, or the data folder holding it). A missing file is an
/// error, not a new database: a mistyped path must not create one.
pub(crate) fn open(path: &Path) -> Result<App, Outcome> {
    let database = if path.is_dir() {
        path.join(hexadraft_app::DATABASE_FILE)
    } else {
        path.to_path_buf()
    };
    if !database.is_file() {
        return Err(Outcome::Unreadable(format!(
            "{}: no Hexadraft database there",
            database.display()
        )));
    }
    let app = App::open_database(&database, SystemClock, OsEntropy);
    match app.store_status().problem {
        None => Ok(app),
        Some(problem) => Err(failed(AppError::from(problem))),
    }
}

fn pretty(value: &impl Serialize) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

/// A failed use case: the typed report. Refusals and conflicts (the rules said no, or the
/// journal moved on) exit 1; an unknown journal, bad input or a storage failure exit 2.
fn failed(error: AppError) -> Outcome {
    let refused = matches!(error, AppError::Refused { .. } | AppError::Conflict { .. });
    let text = pretty(&json!({ "status": "refused", "error": ErrorReport::from(error) }));
    if refused {
        Outcome::Refused(text)
    } else {
        Outcome::Unreadable(text)
    }
}

fn answer<T: Serialize>(result: Result<T, AppError>) -> Outcome {
    match result {
        Ok(value) => Outcome::Accepted(pretty(&value)),
        Err(error) => failed(error),
    }
}

fn export(app: &App, player_safe: bool, out: Option<&Path>, ids: Vec<String>) -> Outcome {
    let ids = if ids.is_empty() {
        match app.list_journals() {
            Ok(all) => all.into_iter().map(|j| j.id.as_str().to_owned()).collect(),
            Err(error) => return failed(error),
        }
    } else {
        ids
    };
    let audience = if player_safe {
        ExportAudience::PlayerSafe
    } else {
        ExportAudience::Organizer
    };
    let text = match app.export_journals_text(&ids, audience) {
        Ok(text) => text,
        Err(error) => return failed(error),
    };
    match out {
        None => Outcome::Accepted(text),
        Some(path) => match hexadraft_storage::write_file_atomically(path, text.as_bytes()) {
            Ok(()) => Outcome::Accepted(pretty(&json!({
                "status": "written",
                "file": path.display().to_string(),
                "journals": ids.len(),
            }))),
            Err(error) => failed(AppError::from(error)),
        },
    }
}

fn import(app: &App, file: &str, as_copies: bool) -> Outcome {
    if file == "-" {
        return match read_input(file) {
            Ok(text) => answer(app.import_journals_bytes(text.as_bytes(), as_copies)),
            Err(message) => Outcome::Unreadable(message),
        };
    }
    // The app reads a relative name in its exports folder; here it is relative to where the
    // command runs, as every other file argument.
    match std::path::absolute(file) {
        Ok(path) => answer(app.import_journals(&path.display().to_string(), as_copies)),
        Err(e) => Outcome::Unreadable(format!("{file}: {e}")),
    }
}

fn verify(app: &App, ids: &[String]) -> Outcome {
    match app.verify_journals(ids) {
        Ok(checks) => {
            let failing = checks.iter().filter(|c| !c.replays()).count();
            let text = pretty(&json!({
                "status": if failing == 0 { "verified" } else { "damaged" },
                "journals": checks.len(),
                "failing": failing,
                "checks": checks,
            }));
            if failing == 0 {
                Outcome::Accepted(text)
            } else {
                Outcome::Refused(text)
            }
        }
        Err(error) => failed(error),
    }
}

/// The kind of journal `id`.
fn kind_of(app: &App, id: &str) -> Result<JournalKind, Outcome> {
    app.journal_summary(id)
        .map(|summary| summary.kind)
        .map_err(failed)
}

fn show(app: &App, id: &str, viewer: DraftViewer, code: Option<&str>) -> Outcome {
    match kind_of(app, id) {
        Ok(JournalKind::Draft) => answer(app.open_draft(id, viewer.table_viewer(), code)),
        Ok(JournalKind::Event) => answer(app.get_event(id)),
        Ok(JournalKind::Ledger) => answer(app.get_ledger(id)),
        Err(outcome) => outcome,
    }
}

fn act(
    app: &App,
    id: &str,
    action_file: &str,
    seq: Option<u32>,
    viewer: DraftViewer,
    code: Option<&str>,
) -> Outcome {
    let kind = match kind_of(app, id) {
        Ok(kind) => kind,
        Err(outcome) => return outcome,
    };
    let text = match read_input(action_file) {
        Ok(text) => text,
        Err(message) => return Outcome::Unreadable(message),
    };
    let unreadable = |e: serde_json::Error| Outcome::Unreadable(format!("{action_file}: {e}"));
    match kind {
        // A ledger changes by adding an event or a report, not by an action file.
        JournalKind::Ledger => Outcome::Unreadable(format!(
            "{id} is a season ledger: it changes in the app (Ledger screen), not by `db act`"
        )),
        JournalKind::Event => {
            // The action is read in the vocabulary of the event's own ruleset.
            let event = match app.get_event(id) {
                Ok(event) => event,
                Err(error) => return failed(error),
            };
            let action: Result<DeskAction, _> = match event.kind() {
                RulesetKind::Agl => serde_json::from_str::<EventAction>(&text).map(Into::into),
                RulesetKind::ImperialAssault => {
                    serde_json::from_str::<IaAction>(&text).map(Into::into)
                }
            };
            let action = match action {
                Ok(action) => action,
                Err(e) => return unreadable(e),
            };
            // The answer is the ruleset's own outcome, as before both rulesets shared the command.
            match app.apply_event_action(id, seq.unwrap_or(event.seq()), action) {
                Ok(DeskActionOutcome::Agl(outcome)) => answer(Ok::<_, AppError>(outcome)),
                Ok(DeskActionOutcome::ImperialAssault(view)) => answer(Ok::<_, AppError>(view)),
                Err(error) => failed(error),
            }
        }
        JournalKind::Draft => {
            let mv: DraftMove = match serde_json::from_str(&text) {
                Ok(mv) => mv,
                Err(e) => return unreadable(e),
            };
            let seq = match seq.map_or_else(
                || app.open_draft(id, TableViewer::Table, None).map(|d| d.seq),
                Ok,
            ) {
                Ok(seq) => seq,
                Err(error) => return failed(error),
            };
            answer(app.apply_draft_move(id, seq, mv, viewer.table_viewer(), code))
        }
    }
}
