//! The catalog screen: search, details, the organizer's edits, and their files.

use hexadraft_app::catalog_edits::{
    CatalogOverview, CatalogSearch, CatalogValue, CharacterDetail, CharacterRow, CharacterValues,
    NewCharacter,
};
use hexadraft_app::{App, ErrorReport, WrittenFile};
use hexadraft_draft::TeamInitiative;
use std::sync::Arc;
use tauri::State;

/// The catalog in use: version, gaps, boxes, General Tactics and the organizer's edits.
#[tauri::command]
#[specta::specta]
pub fn catalog_overview(app: State<'_, Arc<App>>) -> CatalogOverview {
    app.catalog_overview()
}

/// The characters matching a search, in catalog order.
#[tauri::command]
#[specta::specta]
pub fn search_characters(
    app: State<'_, Arc<App>>,
    search: CatalogSearch,
) -> Result<Vec<CharacterRow>, ErrorReport> {
    Ok(app.search_catalog(&search)?)
}

/// One character, with where each value comes from.
#[tauri::command]
#[specta::specta]
pub fn character_detail(
    app: State<'_, Arc<App>>,
    id: String,
) -> Result<CharacterDetail, ErrorReport> {
    Ok(app.character_detail(&id)?)
}

/// Sets the organizer's values for one character.
#[tauri::command(async)]
#[specta::specta]
pub fn edit_character(
    app: State<'_, Arc<App>>,
    values: CharacterValues,
) -> Result<CharacterDetail, ErrorReport> {
    Ok(app.edit_character(&values)?)
}

/// Takes back one of the organizer's values of a character, or all of them.
#[tauri::command(async)]
#[specta::specta]
pub fn revert_character_value(
    app: State<'_, Arc<App>>,
    character: String,
    value: CatalogValue,
) -> Result<CatalogOverview, ErrorReport> {
    Ok(app.revert_character_value(&character, &value)?)
}

/// Adds a character the pack does not list.
#[tauri::command(async)]
#[specta::specta]
pub fn add_character(
    app: State<'_, Arc<App>>,
    character: NewCharacter,
) -> Result<CharacterDetail, ErrorReport> {
    Ok(app.add_character(&character)?)
}

/// Names a General Tactic, or takes the organizer's name back with `null`.
#[tauri::command(async)]
#[specta::specta]
pub fn set_general_tactic_name(
    app: State<'_, Arc<App>>,
    number: u16,
    name: Option<String>,
) -> Result<CatalogOverview, ErrorReport> {
    Ok(app.set_general_tactic_name(number, name.as_deref())?)
}

/// Drops every edit of the organizer.
#[tauri::command(async)]
#[specta::specta]
pub fn revert_all_catalog_edits(app: State<'_, Arc<App>>) -> Result<CatalogOverview, ErrorReport> {
    Ok(app.revert_all_catalog_edits()?)
}

/// The total Initiative of a team, as the Underdog sums it.
#[tauri::command]
#[specta::specta]
pub fn team_initiative(
    app: State<'_, Arc<App>>,
    team: Vec<String>,
) -> Result<TeamInitiative, ErrorReport> {
    Ok(app.team_initiative(&team)?)
}

/// Writes the organizer's edits to a file in the exports folder, or to the file `to` chosen in
/// the system's save dialog.
#[tauri::command(async)]
#[specta::specta]
pub fn export_catalog_edits(
    app: State<'_, Arc<App>>,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_catalog_edits(to.as_deref())?)
}

/// Writes the whole catalog in use as a data pack file (in the exports folder, or to `to`).
#[tauri::command(async)]
#[specta::specta]
pub fn export_catalog_pack(
    app: State<'_, Arc<App>>,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_catalog_pack(to.as_deref())?)
}

/// Reads an edits file and puts it in use in place of the current edits.
#[tauri::command(async)]
#[specta::specta]
pub fn import_catalog_edits(
    app: State<'_, Arc<App>>,
    path: String,
) -> Result<CatalogOverview, ErrorReport> {
    Ok(app.import_catalog_edits(&path)?)
}
