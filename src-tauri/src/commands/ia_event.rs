//! The Imperial Assault desk: an event from setup to the cut, army lists, and the cards in use.

use hexadraft_app::desk::ia::{
    ArmyCheck, IaCardHit, IaCards, IaEventOptions, IaEventView, IaRoster,
};
use hexadraft_app::ia_catalog::IaCatalogOverview;
use hexadraft_app::{App, ErrorReport, WrittenFile};
use hexadraft_event::ia::ArmyList;
use std::sync::Arc;
use tauri::State;

/// What the setup screen offers: categories and what each requires, strength-of-schedule
/// methods, the round timer, suggested maps.
#[tauri::command]
#[specta::specta]
pub fn ia_event_options(app: State<'_, Arc<App>>) -> IaEventOptions {
    app.ia_event_options()
}

/// The Deployment and Command cards an army list is built from.
#[tauri::command(async)]
#[specta::specta]
pub fn ia_cards(app: State<'_, Arc<App>>) -> IaCards {
    app.ia_cards()
}

/// Skirmish cards for the army list's search box.
#[tauri::command(async)]
#[specta::specta]
pub fn search_ia_cards(app: State<'_, Arc<App>>, query: String) -> Vec<IaCardHit> {
    app.search_ia_cards(&query)
}

/// Reads an army list as pasted and checks it.
#[tauri::command(async)]
#[specta::specta]
pub fn read_ia_army_text(app: State<'_, Arc<App>>, text: String) -> ArmyCheck {
    app.read_ia_army_text(&text)
}

/// Checks an army list picked card by card.
#[tauri::command(async)]
#[specta::specta]
pub fn check_ia_army(app: State<'_, Arc<App>>, list: ArmyList) -> ArmyCheck {
    app.check_ia_army(list)
}

/// Reads a roster file (players and their army lists) and checks it, registering nobody.
#[tauri::command(async)]
#[specta::specta]
pub fn read_ia_roster_file(
    app: State<'_, Arc<App>>,
    path: String,
) -> Result<IaRoster, ErrorReport> {
    Ok(app.read_ia_roster_file(&path)?)
}

/// Registers every player of a roster file, all or none.
#[tauri::command(async)]
#[specta::specta]
pub fn import_ia_roster(
    app: State<'_, Arc<App>>,
    id: String,
    seq: u32,
    path: String,
) -> Result<IaEventView, ErrorReport> {
    Ok(app.import_ia_roster(&id, seq, &path)?)
}

/// The Imperial Assault cards in use, with the organizer's edits.
#[tauri::command(async)]
#[specta::specta]
pub fn ia_catalog_overview(app: State<'_, Arc<App>>) -> IaCatalogOverview {
    app.ia_catalog_overview()
}

/// Imports an Imperial Assault edits file (newer cards, corrected values).
#[tauri::command(async)]
#[specta::specta]
pub fn import_ia_catalog_edits(
    app: State<'_, Arc<App>>,
    path: String,
) -> Result<IaCatalogOverview, ErrorReport> {
    Ok(app.import_ia_catalog_edits(&path)?)
}

/// Writes the Imperial Assault edits in use to the exports folder, or to `to`.
#[tauri::command(async)]
#[specta::specta]
pub fn export_ia_catalog_edits(
    app: State<'_, Arc<App>>,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_ia_catalog_edits(to.as_deref())?)
}

/// Puts the shipped Imperial Assault cards back in use.
#[tauri::command(async)]
#[specta::specta]
pub fn revert_ia_catalog_edits(app: State<'_, Arc<App>>) -> Result<IaCatalogOverview, ErrorReport> {
    Ok(app.revert_ia_catalog_edits()?)
}
