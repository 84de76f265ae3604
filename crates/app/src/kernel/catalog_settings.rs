//! The catalogs' settings and names every catalog use case shares: the organizer's saved edits
//! (kept as a setting, bounded by what a setting holds) and why they are not in use, and a
//! product's name as people read it.

use crate::error::{count_u32, AppError, AppRefusal};
use hexadraft_catalog::{Catalog, PackProblem, ProductId};
use hexadraft_storage::{StorageError, Store, MAX_SETTING_VALUE_LEN};
use serde::Serialize;

/// Why the saved catalog edits are not in use.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum SavedEditsProblem {
    /// They no longer read or merge over the shipped pack (kept as they are).
    Unusable {
        /// Every problem.
        problems: Vec<PackProblem>,
    },
    /// The setting could not be read.
    Unreadable {
        /// The storage error.
        error: StorageError,
    },
}

/// Keeps a catalog's edits (Aristeia! or Imperial Assault) as the setting `key`, refused when
/// they are larger than a setting holds.
pub(crate) fn save_edits_text(store: &mut Store, key: &str, text: &str) -> Result<(), AppError> {
    if text.len() > MAX_SETTING_VALUE_LEN {
        return Err(AppRefusal::CatalogEditsTooLarge {
            size: count_u32(text.len()),
            max: count_u32(MAX_SETTING_VALUE_LEN),
        }
        .into());
    }
    store.set_setting(key, text)?;
    Ok(())
}

/// A product's name, or its id when the catalog does not know it.
pub(crate) fn product_name(catalog: &Catalog, id: &ProductId) -> String {
    catalog
        .product(id)
        .map(|p| p.name.clone())
        .unwrap_or_else(|| id.to_string())
}
