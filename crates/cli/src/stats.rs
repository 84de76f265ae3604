//! `stats`: pick, ban and win statistics (docs/formats.md, "Statistics export") of the app's
//! database (`--db`, through `App::statistics`) or of event and draft files, read into the
//! app's own inputs (`hexadraft_app::statistics`), so both give the numbers the app shows.

use crate::event::parse;
use crate::Outcome;
use clap::{Args, ValueEnum};
use hexadraft_app::statistics::{
    agl_event_input, deck_access, draft_event_input, ia_event_input, StatsScope,
};
use hexadraft_app::{AppError, ErrorReport};
use hexadraft_catalog::ia::IaCatalog;
use hexadraft_catalog::Catalog;
use hexadraft_draft::{Draft, DraftAction, DraftSetup, EventFormat, RulesetVersion};
use hexadraft_event::ia::{IaAction, IaEventDefinition, IaTournament};
use hexadraft_event::{EventAction, EventDefinition, Tournament};
use hexadraft_stats::{
    games_csv, report_json, stats_report, EventInput, Filter, IaEventInput, PublicDraft, Stage,
    StatsReport,
};
use hexadraft_storage::ExportAudience;
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// `hexadraft-cli stats [OPTIONS] (--db PATH [IDS...] | FILE...)`.
#[derive(Debug, Args)]
#[command(
    after_help = "With --db, IDS are journal ids: events (with their table drafts), \
                  ledgers (their events) and drafts played outside an event; --ledger ID takes \
                  a ledger's events. Without --db, each FILE is an AGL event file, an Imperial \
                  Assault event file or a draft file (a quick match); --table-draft \
                  ROUND:TABLE=FILE gives the one AGL event file a table's draft."
)]
pub(crate) struct StatsArgs {
    /// The app's database file, or the data folder holding hexadraft.sqlite3.
    #[arg(long = "db", value_name = "PATH")]
    database: Option<PathBuf>,
    /// With --db: a season ledger whose events to count.
    #[arg(long, value_name = "ID", requires = "database")]
    ledger: Option<String>,
    /// A table's draft for the AGL event file, as ROUND:TABLE=FILE (repeatable).
    #[arg(
        long = "table-draft",
        value_name = "ROUND:TABLE=FILE",
        conflicts_with = "database"
    )]
    table_drafts: Vec<String>,
    /// As players see it: locked decks never count.
    #[arg(long)]
    player_safe: bool,
    /// Print one CSV line per game instead of the JSON report.
    #[arg(long)]
    csv: bool,
    /// Only these events (journal ids, or file names as given).
    #[arg(long = "event", value_name = "KEY")]
    events: Vec<String>,
    /// Only events under this ruleset version.
    #[arg(long, value_enum)]
    ruleset: Option<RulesetArg>,
    /// Only events of this format.
    #[arg(long, value_enum)]
    format: Option<FormatArg>,
    /// Only rounds from this one.
    #[arg(long, value_name = "N")]
    from_round: Option<u32>,
    /// Only rounds up to this one.
    #[arg(long, value_name = "N")]
    to_round: Option<u32>,
    /// Only the Swiss rounds, or only the cut.
    #[arg(long, value_enum)]
    stage: Option<StageArg>,
    /// Only events on or after this date (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    from_date: Option<String>,
    /// Only events on or before this date (YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    to_date: Option<String>,
    /// Rates out of fewer games than this are marked low-sample.
    #[arg(long, value_name = "N", default_value_t = hexadraft_stats::DEFAULT_LOW_SAMPLE)]
    low_sample_under: u32,
    /// Journal ids (with --db) or files.
    inputs: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RulesetArg {
    /// AGL Rules v1.0.
    #[value(name = "agl-v1.0")]
    AglV1,
    /// AGL Season 2.
    AglSeason2,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum FormatArg {
    StandardTournament,
    OpenTournament,
    StandardLeague,
    OpenLeague,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum StageArg {
    Swiss,
    Cut,
}

impl StatsArgs {
    fn filter(&self) -> Filter {
        Filter {
            events: (!self.events.is_empty()).then(|| self.events.clone()),
            ruleset: self.ruleset.map(|r| match r {
                RulesetArg::AglV1 => RulesetVersion::AglV1,
                RulesetArg::AglSeason2 => RulesetVersion::AglSeason2,
            }),
            format: self.format.map(|f| match f {
                FormatArg::StandardTournament => EventFormat::StandardTournament,
                FormatArg::OpenTournament => EventFormat::OpenTournament,
                FormatArg::StandardLeague => EventFormat::StandardLeague,
                FormatArg::OpenLeague => EventFormat::OpenLeague,
            }),
            first_round: self.from_round,
            last_round: self.to_round,
            stage: self.stage.map(|s| match s {
                StageArg::Swiss => Stage::Swiss,
                StageArg::Cut => Stage::Cut,
            }),
            from_date: self.from_date.clone(),
            to_date: self.to_date.clone(),
            low_sample_under: self.low_sample_under,
        }
    }

    fn audience(&self) -> ExportAudience {
        if self.player_safe {
            ExportAudience::PlayerSafe
        } else {
            ExportAudience::Organizer
        }
    }
}

/// Runs `stats`.
pub(crate) fn run(args: StatsArgs) -> Outcome {
    let report = match &args.database {
        Some(database) => of_database(database, &args),
        None => of_files(&args),
    };
    match report {
        Ok(report) if args.csv => Outcome::Accepted(games_csv(&report.games)),
        Ok(report) => Outcome::Accepted(report_json(&report)),
        Err(outcome) => outcome,
    }
}

fn of_database(path: &Path, args: &StatsArgs) -> Result<StatsReport, Outcome> {
    let app = crate::db::open(path)?;
    let mut ids = args.inputs.clone();
    if let Some(ledger) = &args.ledger {
        ids.push(ledger.clone());
    }
    if ids.is_empty() {
        return Err(Outcome::Unreadable(
            "give the journal ids to count, or --ledger ID".to_owned(),
        ));
    }
    let scope = StatsScope::Journals { ids };
    app.statistics(&scope, &args.filter(), args.audience())
        .map_err(failed)
}

fn failed(error: AppError) -> Outcome {
    Outcome::Unreadable(
        serde_json::to_string_pretty(&json!({
            "status": "refused",
            "error": ErrorReport::from(error),
        }))
        .unwrap_or_default(),
    )
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DraftFile {
    setup: DraftSetup,
    #[serde(default)]
    actions: Vec<DraftAction>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AglEventFile {
    definition: EventDefinition,
    #[serde(default)]
    actions: Vec<EventAction>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IaEventFile {
    definition: IaEventDefinition,
    #[serde(default)]
    actions: Vec<IaAction>,
}

fn unreadable(path: &str, why: impl std::fmt::Display) -> Outcome {
    Outcome::Unreadable(format!("{path}: {why}"))
}

fn replay_draft(catalog: &Catalog, path: &str) -> Result<Draft, Outcome> {
    let file: DraftFile = parse(path)?;
    Draft::replay(catalog, file.setup, &file.actions).map_err(|e| unreadable(path, e))
}

/// `ROUND:TABLE=FILE`.
fn table_draft(spec: &str) -> Result<(u32, u32, &str), Outcome> {
    let bad = || {
        Outcome::Unreadable(format!(
            "--table-draft {spec}: write ROUND:TABLE=FILE, e.g. 1:2=table2.json"
        ))
    };
    let (place, file) = spec.split_once('=').ok_or_else(bad)?;
    let (round, table) = place.split_once(':').ok_or_else(bad)?;
    Ok((
        round.parse().map_err(|_| bad())?,
        table.parse().map_err(|_| bad())?,
        file,
    ))
}

fn of_files(args: &StatsArgs) -> Result<StatsReport, Outcome> {
    if args.inputs.is_empty() {
        return Err(Outcome::Unreadable(
            "give --db PATH, or one or more event or draft files".to_owned(),
        ));
    }
    let catalog = Catalog::shipped();
    let ia_catalog = IaCatalog::shipped();
    let mut agl: Vec<EventInput> = Vec::new();
    let mut ia: Vec<IaEventInput> = Vec::new();
    let mut agl_events = Vec::new();
    for path in &args.inputs {
        let value: Value = parse(path)?;
        if value.get("setup").is_some() {
            let draft = replay_draft(&catalog, path)?;
            agl.push(draft_event_input(
                path,
                path,
                None,
                &draft,
                None,
                args.audience(),
            ));
            continue;
        }
        match serde_json::from_value::<AglEventFile>(value.clone()) {
            Ok(file) => {
                let tournament = Tournament::replay(&catalog, file.definition, &file.actions)
                    .map_err(|e| unreadable(path, e))?;
                agl_events.push((path.as_str(), tournament));
            }
            Err(as_agl) => {
                let file: IaEventFile = serde_json::from_value(value).map_err(|as_ia| {
                    unreadable(
                        path,
                        format!("neither an AGL event file ({as_agl}) nor an Imperial Assault one ({as_ia})"),
                    )
                })?;
                let tournament = IaTournament::replay(&ia_catalog, file.definition, &file.actions)
                    .map_err(|e| unreadable(path, e))?;
                ia.push(ia_event_input(path, None, &tournament));
            }
        }
    }
    if !args.table_drafts.is_empty() && agl_events.len() != 1 {
        return Err(Outcome::Unreadable(
            "--table-draft needs exactly one AGL event file".to_owned(),
        ));
    }
    for (path, tournament) in agl_events {
        let decks = deck_access(
            args.audience(),
            tournament.is_finished(),
            tournament.decks_public(),
        );
        let mut drafts = BTreeMap::new();
        for spec in &args.table_drafts {
            let (round, table, file) = table_draft(spec)?;
            let draft = replay_draft(&catalog, file)?;
            drafts.insert((round, table), PublicDraft::of(&draft, decks));
        }
        agl.push(agl_event_input(path, None, &tournament, &mut drafts));
    }
    Ok(stats_report(&agl, &ia, &args.filter()))
}
