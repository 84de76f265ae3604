//! The app itself: version, data pack, catalog listing and the state of the store.

use crate::error::CommandError;
use crate::state::AppState;
use hexadraft_catalog::{CharacterId, ProductId};
use serde::{Deserialize, Serialize};
use tauri::State;

/// What the home screen shows about the app.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct AppInfo {
    /// The app's version.
    pub version: String,
    /// The data pack in use.
    pub pack_id: String,
    /// The data pack's version.
    pub pack_version: String,
}

/// One character as lists show it.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CharacterSummary {
    /// Its id.
    pub id: CharacterId,
    /// Its printed name.
    pub name: String,
    /// Its box.
    pub product: ProductId,
    /// The box's name.
    pub product_name: String,
    /// Initiative, when known.
    pub initiative: Option<u8>,
}

/// Which characters to list.
#[derive(Debug, Clone, Default, Deserialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct CharacterFilter {
    /// Only this box.
    pub product: Option<ProductId>,
}

/// The app's version and the data pack in use.
#[tauri::command]
#[specta::specta]
pub fn app_info(state: State<'_, AppState>) -> AppInfo {
    let catalog = state.catalog();
    AppInfo {
        version: env!("CARGO_PKG_VERSION").to_owned(),
        pack_id: catalog.info().id.to_string(),
        pack_version: catalog.info().version.clone(),
    }
}

/// Whether the database opened; when it did not, why, and which backups could be restored.
#[derive(Debug, Clone, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct StoreStatus {
    /// The folder holding the database.
    pub data_dir: String,
    /// Why the database could not be opened, in plain words; `None` when it is open.
    pub problem: Option<String>,
}

/// Whether the database opened, and where it lives.
#[tauri::command]
#[specta::specta]
pub fn store_status(state: State<'_, AppState>) -> StoreStatus {
    StoreStatus {
        data_dir: state.data_dir().display().to_string(),
        problem: state.store_problem().map(|e| e.to_string()),
    }
}

/// The characters of the catalog in use, in catalog order.
#[tauri::command]
#[specta::specta]
pub fn list_characters(
    state: State<'_, AppState>,
    filter: CharacterFilter,
) -> Vec<CharacterSummary> {
    let catalog = state.catalog();
    catalog
        .characters()
        .iter()
        .filter(|c| filter.product.as_ref().is_none_or(|p| &c.product == p))
        .map(|c| character_summary(&catalog, c))
        .collect()
}

/// The characters whose name or alias matches (accents and case ignored), optionally in one box,
/// in catalog order: the lineup pickers of the quick match and of registration use it.
#[tauri::command]
#[specta::specta]
pub fn find_characters(
    state: State<'_, AppState>,
    query: hexadraft_catalog::CharacterQuery,
) -> Vec<CharacterSummary> {
    search_summaries(&state.catalog(), &query)
}

fn search_summaries(
    catalog: &hexadraft_catalog::Catalog,
    query: &hexadraft_catalog::CharacterQuery,
) -> Vec<CharacterSummary> {
    catalog
        .search(query)
        .into_iter()
        .map(|c| character_summary(catalog, c))
        .collect()
}

/// A character as lists show it.
pub fn character_summary(
    catalog: &hexadraft_catalog::Catalog,
    c: &hexadraft_catalog::Character,
) -> CharacterSummary {
    CharacterSummary {
        id: c.id.clone(),
        name: c.name.clone(),
        product: c.product.clone(),
        product_name: catalog
            .product(&c.product)
            .map_or_else(|| c.product.to_string(), |p| p.name.clone()),
        initiative: c.initiative,
    }
}

/// One character by id.
#[tauri::command]
#[specta::specta]
pub fn get_character(
    state: State<'_, AppState>,
    id: String,
) -> Result<hexadraft_catalog::Character, CommandError> {
    let id = CharacterId::new(id)?;
    state.catalog().character(&id).cloned().ok_or_else(|| {
        CommandError::not_found(format!("There is no character \"{id}\" in the catalog."))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_catalog::{Catalog, CharacterQuery};

    #[test]
    fn the_search_ignores_accents_and_case_and_names_the_box() {
        let catalog = Catalog::shipped();
        let query = CharacterQuery {
            text: Some("senor MASSACRE".to_owned()),
            product: None,
        };
        let found = search_summaries(&catalog, &query);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].name, "Señor Massacre");
        assert_eq!(found[0].product_name, "Soldiers of Fortune");
    }

    #[test]
    fn an_empty_search_in_one_box_lists_that_box_in_catalog_order() {
        let catalog = Catalog::shipped();
        let query = CharacterQuery {
            text: None,
            product: Some(ProductId::new("human-fate").unwrap()),
        };
        let names: Vec<String> = search_summaries(&catalog, &query)
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(names, ["Dart", "Bixie", "Prysm", "Eclypse"]);
    }
}
