//! The data pack a journal was recorded with, and whether it is the one in use.

use hexadraft_catalog::Catalog;
use hexadraft_storage::DataPackRef;
use serde::Serialize;

/// A data pack's id and version.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct PackRef {
    /// The pack's id.
    pub id: String,
    /// The pack's version.
    pub version: String,
}

impl PackRef {
    pub(crate) fn of(catalog: &Catalog) -> PackRef {
        PackRef {
            id: catalog.info().id.to_string(),
            version: catalog.info().version.clone(),
        }
    }

    pub(crate) fn from_storage(pack: &DataPackRef) -> PackRef {
        PackRef {
            id: pack.id.clone(),
            version: pack.version.clone(),
        }
    }
}

/// A journal recorded with another data pack than the catalog in use (the game data may differ).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct PackMismatch {
    /// The pack recorded at creation.
    pub recorded: PackRef,
    /// The pack in use.
    pub in_use: PackRef,
}

impl PackMismatch {
    pub(crate) fn between(recorded: &PackRef, catalog: &Catalog) -> Option<PackMismatch> {
        let in_use = PackRef::of(catalog);
        (&in_use != recorded).then(|| PackMismatch {
            recorded: recorded.clone(),
            in_use,
        })
    }
}
