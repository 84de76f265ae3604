//! An event's history at the desk: every action with its moment, where it came from and what it
//! changed, filtered, and its CSV.

use hexadraft_app::history::{EventHistory, HistoryFilter};
use hexadraft_app::{App, ErrorReport, Language, WrittenFile};
use std::sync::Arc;
use tauri::State;

/// The history of the event `id` in `language` (the event's papers' when none), as `filter`
/// keeps it.
#[tauri::command(async)]
#[specta::specta]
pub fn event_history(
    app: State<'_, Arc<App>>,
    id: String,
    language: Option<Language>,
    filter: HistoryFilter,
) -> Result<EventHistory, ErrorReport> {
    Ok(app.event_history(&id, language, filter)?)
}

/// Writes the history as `filter` keeps it as CSV into the event's exports folder, or to the
/// file `to` chosen in the system's save dialog.
#[tauri::command(async)]
#[specta::specta]
pub fn export_event_history(
    app: State<'_, Arc<App>>,
    id: String,
    language: Option<Language>,
    filter: HistoryFilter,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_event_history(&id, language, filter, to.as_deref())?)
}
