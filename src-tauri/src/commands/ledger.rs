//! The season ledger: create, list, add a finished event or another organizer's report, export,
//! and give an event its ratings before from it.

use hexadraft_app::desk::agl::EventActionOutcome;
use hexadraft_app::ledger::{LedgerSummary, LedgerView};
use hexadraft_app::{App, ErrorReport, WrittenFile};
use std::sync::Arc;
use tauri::State;

/// Starts a season ledger.
#[tauri::command(async)]
#[specta::specta]
pub fn create_ledger(app: State<'_, Arc<App>>, season: String) -> Result<LedgerView, ErrorReport> {
    Ok(app.create_ledger(&season)?)
}

/// Starts a ledger from another organizer's ledger file (a name in the exports folder or a full
/// path).
#[tauri::command(async)]
#[specta::specta]
pub fn import_ledger_file(
    app: State<'_, Arc<App>>,
    path: String,
) -> Result<LedgerView, ErrorReport> {
    Ok(app.import_ledger_file(&path)?)
}

/// The saved season ledgers, most recently changed first.
#[tauri::command(async)]
#[specta::specta]
pub fn list_ledgers(app: State<'_, Arc<App>>) -> Result<Vec<LedgerSummary>, ErrorReport> {
    Ok(app.list_ledgers()?)
}

/// A season ledger as the screen shows it.
#[tauri::command(async)]
#[specta::specta]
pub fn get_ledger(app: State<'_, Arc<App>>, id: String) -> Result<LedgerView, ErrorReport> {
    Ok(app.get_ledger(&id)?)
}

/// Adds a finished event of the library to a ledger.
#[tauri::command(async)]
#[specta::specta]
pub fn add_event_to_ledger(
    app: State<'_, Arc<App>>,
    ledger_id: String,
    seq: u32,
    event_id: String,
) -> Result<LedgerView, ErrorReport> {
    Ok(app.add_event_to_ledger(&ledger_id, seq, &event_id)?)
}

/// Adds another organizer's event from its report file (a name in the exports folder or a
/// full path).
#[tauri::command(async)]
#[specta::specta]
pub fn import_report_to_ledger(
    app: State<'_, Arc<App>>,
    ledger_id: String,
    seq: u32,
    path: String,
) -> Result<LedgerView, ErrorReport> {
    Ok(app.import_report_to_ledger(&ledger_id, seq, &path)?)
}

/// Writes the ledger's file into the exports folder for the next organizer.
#[tauri::command(async)]
#[specta::specta]
pub fn export_ledger(app: State<'_, Arc<App>>, id: String) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_ledger(&id)?)
}

/// Records a ledger's ratings as an event's ratings before.
#[tauri::command(async)]
#[specta::specta]
pub fn ratings_before_from_ledger(
    app: State<'_, Arc<App>>,
    event_id: String,
    seq: u32,
    ledger_id: String,
) -> Result<EventActionOutcome, ErrorReport> {
    Ok(app.ratings_before_from_ledger(&event_id, seq, &ledger_id)?)
}
