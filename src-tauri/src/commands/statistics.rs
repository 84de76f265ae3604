//! What the meta looks like: the pick, ban and win statistics of an event, a season ledger or
//! chosen journals under a filter, and their CSV or JSON export (docs/formats.md, "Statistics
//! export").

use hexadraft_app::statistics::{DeckPublicity, RoomStatistics, StatsFileFormat, StatsScope};
use hexadraft_app::{App, ErrorReport, Language, WrittenFile};
use hexadraft_stats::{Filter, SeasonPoint, StatsReport};
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

/// Whether the AGL event `event`'s locked decks are public, and whether they may be made so
/// (`None` for an Imperial Assault event).
#[tauri::command(async)]
#[specta::specta]
pub fn deck_publicity(
    app: State<'_, Arc<App>>,
    event: String,
) -> Result<Option<DeckPublicity>, ErrorReport> {
    Ok(app.deck_publicity(&event)?)
}

/// Makes the locked decks of the ended AGL event `event` public (docs/rulings.md, "Decks made
/// public after the event").
#[tauri::command(async)]
#[specta::specta]
pub fn make_decks_public(
    app: State<'_, Arc<App>>,
    event: String,
    seq: u32,
) -> Result<DeckPublicity, ErrorReport> {
    Ok(app.make_decks_public(&event, seq)?)
}

/// One character's pick, ban and win rates at each AGL event of `scope`, in date order, with
/// the rule-version changes marked.
#[tauri::command(async)]
#[specta::specta]
pub fn character_season(
    app: State<'_, Arc<App>>,
    scope: StatsScope,
    filter: Filter,
    audience: ExportAudience,
    character: String,
) -> Result<Vec<SeasonPoint>, ErrorReport> {
    Ok(app.character_season(&scope, &filter, audience, &character)?)
}

/// The statistics the projector shows once the event has ended (`None` before).
#[tauri::command(async)]
#[specta::specta]
pub fn room_statistics(
    app: State<'_, Arc<App>>,
    event: String,
) -> Result<Option<RoomStatistics>, ErrorReport> {
    Ok(app.room_statistics(&event)?)
}
