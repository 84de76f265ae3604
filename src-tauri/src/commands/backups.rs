//! The database's backups in the library: listed with their moment, and one opened read-only.
//! Restoring one is `library::restore_backup`.

use hexadraft_app::backups::{BackupEvent, BackupList};
use hexadraft_app::{App, ErrorReport};
use std::sync::Arc;
use tauri::State;

/// The database's backups, newest first, each with its moment.
#[tauri::command(async)]
#[specta::specta]
pub fn list_backups(app: State<'_, Arc<App>>) -> Result<BackupList, ErrorReport> {
    Ok(app.backups()?)
}

/// The events in one backup as they were then, read-only; the database in use is untouched.
#[tauri::command(async)]
#[specta::specta]
pub fn backup_events(
    app: State<'_, Arc<App>>,
    number: u32,
) -> Result<Vec<BackupEvent>, ErrorReport> {
    Ok(app.backup_events(number)?)
}
