//! What the meta looks like: the pick, ban and win statistics of an event, a season ledger or
//! chosen journals under a filter, and their CSV or JSON export (docs/formats.md, "Statistics
//! export").

use hexadraft_app::statistics::{StatsFileFormat, StatsScope};
use hexadraft_app::{App, ErrorReport, Language, WrittenFile};
use hexadraft_stats::{Filter, StatsReport};
use hexadraft_storage::ExportAudience;
use std::sync::Arc;
use tauri::State;

/// The statistics of `scope` under `filter`, as `audience` may see them (the organizer's count
/// the decks of finished events; a player-safe audience's never do).
#[tauri::command(async)]
#[specta::specta]
pub fn statistics(
    app: State<'_, Arc<App>>,
    scope: StatsScope,
    filter: Filter,
    audience: ExportAudience,
) -> Result<StatsReport, ErrorReport> {
    Ok(app.statistics(&scope, &filter, audience)?)
}

/// Writes the statistics of `scope` as CSV (one row per game) or JSON into the exports folder,
/// or to the file `to` chosen in the system's save dialog.
#[tauri::command(async)]
#[specta::specta]
pub fn export_statistics(
    app: State<'_, Arc<App>>,
    scope: StatsScope,
    filter: Filter,
    audience: ExportAudience,
    format: StatsFileFormat,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_statistics(&scope, &filter, audience, format, to.as_deref())?)
}

/// Writes the statistics of `scope` as a printable PDF page in `language` into the exports
/// folder, or to the file `to` chosen in the system's save dialog.
#[tauri::command(async)]
#[specta::specta]
pub fn export_statistics_pdf(
    app: State<'_, Arc<App>>,
    scope: StatsScope,
    filter: Filter,
    audience: ExportAudience,
    language: Language,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_statistics_pdf(&scope, &filter, audience, language, to.as_deref())?)
}
