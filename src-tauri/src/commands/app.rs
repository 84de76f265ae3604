//! The app itself: version, data pack, the store's state, and the catalog's characters.

use hexadraft_app::characters::CharacterSummary;
use hexadraft_app::{App, AppInfo, StoreStatus};
use hexadraft_catalog::{CharacterQuery, ProductId};
use std::sync::Arc;
use tauri::State;

/// The app's version and the data pack in use.
#[tauri::command]
#[specta::specta]
pub fn app_info(app: State<'_, Arc<App>>) -> AppInfo {
    app.info()
}

/// Whether the database opened, and where it lives.
#[tauri::command]
#[specta::specta]
pub fn store_status(app: State<'_, Arc<App>>) -> StoreStatus {
    app.store_status()
}

/// The characters of the catalog in use, in catalog order, optionally of one box.
#[tauri::command]
#[specta::specta]
pub fn list_characters(
    app: State<'_, Arc<App>>,
    product: Option<ProductId>,
) -> Vec<CharacterSummary> {
    app.list_characters(product.as_ref())
}

/// The characters whose name or alias matches (accents and case ignored), optionally in one box.
#[tauri::command]
#[specta::specta]
pub fn find_characters(app: State<'_, Arc<App>>, query: CharacterQuery) -> Vec<CharacterSummary> {
    app.find_characters(&query)
}

/// Texts folded as every search folds them (accents and case ignored).
#[tauri::command]
#[specta::specta]
pub fn fold_for_search(app: State<'_, Arc<App>>, texts: Vec<String>) -> Vec<String> {
    app.fold_for_search(&texts)
}
