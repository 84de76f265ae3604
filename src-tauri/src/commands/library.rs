//! The library of saved drafts and events, and recovery when the database cannot be opened.

use hexadraft_app::library::{ExportSigner, LibraryItem, RecoveryInfo};
use hexadraft_app::{App, ErrorReport, ExchangeFolder, WrittenFile};
use hexadraft_storage::{ExportAudience, ImportReport, JournalSummary, RestoreReport};
use std::sync::Arc;
use tauri::State;

/// Every saved draft, event and ledger with how far it has come, most recently changed first.
#[tauri::command(async)]
#[specta::specta]
pub fn library_items(app: State<'_, Arc<App>>) -> Result<Vec<LibraryItem>, ErrorReport> {
    Ok(app.library_items()?)
}

/// Gives a draft or event a new title.
#[tauri::command(async)]
#[specta::specta]
pub fn rename_journal(
    app: State<'_, Arc<App>>,
    id: String,
    title: String,
) -> Result<JournalSummary, ErrorReport> {
    Ok(app.rename_journal(&id, &title)?)
}

/// Archives a draft or event, or brings it back.
#[tauri::command(async)]
#[specta::specta]
pub fn set_journal_archived(
    app: State<'_, Arc<App>>,
    id: String,
    archived: bool,
) -> Result<JournalSummary, ErrorReport> {
    Ok(app.set_journal_archived(&id, archived)?)
}

/// Deletes a draft or event with all its actions.
#[tauri::command(async)]
#[specta::specta]
pub fn delete_journal(app: State<'_, Arc<App>>, id: String) -> Result<(), ErrorReport> {
    Ok(app.delete_journal(&id)?)
}

/// Remembers the draft or event just opened.
#[tauri::command(async)]
#[specta::specta]
pub fn remember_open(app: State<'_, Arc<App>>, id: String) -> Result<(), ErrorReport> {
    Ok(app.remember_open(&id)?)
}

/// The draft or event open last, if it can be continued.
#[tauri::command(async)]
#[specta::specta]
pub fn last_open(app: State<'_, Arc<App>>) -> Result<Option<JournalSummary>, ErrorReport> {
    Ok(app.last_open()?)
}

/// Writes the chosen drafts and events to a file in the exports folder, or to the file `to`
/// chosen in the system's save dialog.
#[tauri::command(async)]
#[specta::specta]
pub fn export_journals(
    app: State<'_, Arc<App>>,
    ids: Vec<String>,
    audience: ExportAudience,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_journals(&ids, audience, to.as_deref())?)
}

/// Imports the drafts and events of an export file.
#[tauri::command(async)]
#[specta::specta]
pub fn import_journals(
    app: State<'_, Arc<App>>,
    path: String,
    as_copies: bool,
) -> Result<ImportReport, ErrorReport> {
    Ok(app.import_journals(&path, as_copies)?)
}

/// Who this install's exports are signed as (the organizer's name and the key's fingerprint).
#[tauri::command(async)]
#[specta::specta]
pub fn export_signer(app: State<'_, Arc<App>>) -> Result<ExportSigner, ErrorReport> {
    Ok(app.export_signer()?)
}

/// Sets the organizer's name this install signs its exports with.
#[tauri::command(async)]
#[specta::specta]
pub fn set_organizer_name(
    app: State<'_, Arc<App>>,
    name: String,
) -> Result<ExportSigner, ErrorReport> {
    Ok(app.set_organizer_name(&name)?)
}

/// The exports folder and its files, to pick one for import.
#[tauri::command(async)]
#[specta::specta]
pub fn list_exchange_files(app: State<'_, Arc<App>>) -> Result<ExchangeFolder, ErrorReport> {
    Ok(app.list_exchange_files()?)
}

/// Why the database could not be opened, and the backups that could replace it.
#[tauri::command(async)]
#[specta::specta]
pub fn recovery_info(app: State<'_, Arc<App>>) -> Result<RecoveryInfo, ErrorReport> {
    Ok(app.recovery_info()?)
}

/// Replaces the database by a backup: one that could not be opened, or a working one (kept as a
/// backup first).
#[tauri::command(async)]
#[specta::specta]
pub fn restore_backup(app: State<'_, Arc<App>>, number: u32) -> Result<RestoreReport, ErrorReport> {
    Ok(app.restore_backup(number)?)
}

/// Starts a new database in place of one that could not be opened, keeping the damaged files.
#[tauri::command(async)]
#[specta::specta]
pub fn start_new_database(app: State<'_, Arc<App>>) -> Result<Vec<String>, ErrorReport> {
    Ok(app.start_new_database()?)
}
