//! The organizer's draft formats (the catalog screen's formats, a setup's choice of format).

use hexadraft_app::formats::FormatEntry;
use hexadraft_app::{App, ErrorReport, WrittenFile};
use hexadraft_draft::{DraftFormat, Mod, RulesetVersion};
use std::sync::Arc;
use tauri::State;

/// The official order of the version and Mods, then the organizer's formats, each with its
/// problems under those Mods.
#[tauri::command(async)]
#[specta::specta]
pub fn draft_formats(
    app: State<'_, Arc<App>>,
    version: RulesetVersion,
    mods: Vec<Mod>,
) -> Result<Vec<FormatEntry>, ErrorReport> {
    Ok(app.draft_formats(version, &mods)?)
}

/// A format being edited, with its problems and pick order (the turn editor's preview).
#[tauri::command]
#[specta::specta]
pub fn check_draft_format(
    app: State<'_, Arc<App>>,
    format: DraftFormat,
    version: RulesetVersion,
    mods: Vec<Mod>,
) -> Result<FormatEntry, ErrorReport> {
    Ok(app.check_draft_format(format, version, &mods)?)
}

/// Keeps a format among the organizer's, in place of one of the same name.
#[tauri::command(async)]
#[specta::specta]
pub fn save_draft_format(
    app: State<'_, Arc<App>>,
    format: DraftFormat,
) -> Result<Vec<DraftFormat>, ErrorReport> {
    Ok(app.save_draft_format(format)?)
}

/// Removes one of the organizer's formats.
#[tauri::command(async)]
#[specta::specta]
pub fn delete_draft_format(
    app: State<'_, Arc<App>>,
    name: String,
) -> Result<Vec<DraftFormat>, ErrorReport> {
    Ok(app.delete_draft_format(&name)?)
}

/// Writes one of the organizer's formats as a file (in the exports folder, or to `to`).
#[tauri::command(async)]
#[specta::specta]
pub fn export_draft_format(
    app: State<'_, Arc<App>>,
    name: String,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_draft_format(&name, to.as_deref())?)
}

/// Reads a format file and keeps its format.
#[tauri::command(async)]
#[specta::specta]
pub fn import_draft_format(
    app: State<'_, Arc<App>>,
    path: String,
) -> Result<Vec<DraftFormat>, ErrorReport> {
    Ok(app.import_draft_format(&path)?)
}
