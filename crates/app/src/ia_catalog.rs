//! The Imperial Assault cards in use: the shipped pack with the organizer's edits file (an IA
//! overlay: newer cards, corrected values), imported, exported and reverted like the Aristeia!
//! catalog's edits. The overlay is kept in the store's settings (`catalog.ia-overlay`) and put in
//! use when the app opens; one that no longer merges leaves the shipped pack in use and says why,
//! and the saved text is kept.

use crate::error::{count_u32, AppError, AppRefusal};
use crate::files::{read_import_text, write_export, WrittenFile};
use crate::kernel::catalog_settings::save_edits_text;
use crate::kernel::PackRef;
use crate::App;
use hexadraft_catalog::ia::limits::MAX_IA_OVERLAY_BYTES;
use hexadraft_catalog::ia::{IaCatalog, IaOverlay, IaPackProblem};
use serde::Serialize;

/// Where the organizer's Imperial Assault edits are kept.
pub const IA_OVERLAY_SETTING: &str = "catalog.ia-overlay";

/// The Imperial Assault cards in use, as the catalog screen shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaCatalogOverview {
    /// The pack in use (its version ends `+user.<hash>` with edits).
    pub pack: PackRef,
    /// The organizer's name for the edits in use, if any.
    pub edits_label: Option<String>,
    /// Deployment and Skirmish Upgrade cards.
    pub deployment_cards: u32,
    /// Command cards.
    pub command_cards: u32,
    /// Skirmish maps.
    pub skirmish_maps: u32,
    /// Why the saved edits are not in use, when they are not.
    pub saved_edits_problems: Vec<IaPackProblem>,
    /// The data's licence notice.
    pub notice: String,
}

impl App {
    /// The Imperial Assault cards in use.
    pub fn ia_catalog_overview(&self) -> IaCatalogOverview {
        let catalog = self.ia_catalog();
        let problems = self.lock_state().ia_overlay_problems.clone();
        IaCatalogOverview {
            pack: PackRef {
                id: catalog.info().id.to_string(),
                version: catalog.info().version.clone(),
            },
            edits_label: catalog.overlay().map(|o| o.label.clone()),
            deployment_cards: count_u32(catalog.deployment_cards().len()),
            command_cards: count_u32(catalog.command_cards().len()),
            skirmish_maps: count_u32(catalog.skirmish_maps().len()),
            saved_edits_problems: problems,
            notice: catalog.notice().to_owned(),
        }
    }

    /// Imports an Imperial Assault edits file (chosen from the exports folder or by full path):
    /// it replaces the edits in use once it merges over the shipped pack; otherwise every problem
    /// is refused and nothing changes. Open IA events are replayed against the new cards.
    ///
    /// # Errors
    /// A missing, oversized or unreadable file, the pack rules' problems, or a storage failure.
    pub fn import_ia_catalog_edits(&self, path: &str) -> Result<IaCatalogOverview, AppError> {
        let text = read_import_text(&self.exports_dir(), path, MAX_IA_OVERLAY_BYTES)?;
        let overlay = IaOverlay::from_json(&text)?;
        let merged = IaCatalog::shipped().with_overlay(&overlay)?;
        {
            let mut state = self.lock_state();
            save_edits_text(state.store_mut()?, IA_OVERLAY_SETTING, &overlay.to_json())?;
            state.ia_overlay_problems.clear();
            self.set_ia_catalog(merged, &mut state);
        }
        Ok(self.ia_catalog_overview())
    }

    /// Writes the edits in use as a file for another organizer (or to `to`, a full path).
    ///
    /// # Errors
    /// No edits in use, or a file that cannot be written.
    pub fn export_ia_catalog_edits(&self, to: Option<&str>) -> Result<WrittenFile, AppError> {
        let catalog = self.ia_catalog();
        let overlay = catalog.overlay().ok_or(AppRefusal::NoCatalogEdits)?;
        write_export(
            &self.exports_dir(),
            "hexadraft-ia-edits",
            "json",
            self.now(),
            overlay.to_json().as_bytes(),
            to,
        )
    }

    /// Puts the shipped Imperial Assault pack back in use and forgets the saved edits.
    ///
    /// # Errors
    /// A storage failure.
    pub fn revert_ia_catalog_edits(&self) -> Result<IaCatalogOverview, AppError> {
        {
            let mut state = self.lock_state();
            state.store_mut()?.remove_setting(IA_OVERLAY_SETTING)?;
            state.ia_overlay_problems.clear();
            self.set_ia_catalog(IaCatalog::shipped(), &mut state);
        }
        Ok(self.ia_catalog_overview())
    }
}

/// The catalog the saved edits give: the shipped pack with them, or the shipped pack and why
/// they cannot be used (the saved text is kept: the organizer's data is never dropped).
pub(crate) fn with_saved_ia_edits(saved: Option<&str>) -> (IaCatalog, Vec<IaPackProblem>) {
    let shipped = IaCatalog::shipped();
    let Some(text) = saved else {
        return (shipped, Vec::new());
    };
    match IaOverlay::from_json(text).and_then(|o| shipped.with_overlay(&o)) {
        Ok(merged) => (merged, Vec::new()),
        Err(error) => (shipped, error.problems().to_vec()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{FixedClock, SeededEntropy};

    const EDITS: &str = r#"{
        "format": "hexadraft-ia-overlay", "format_version": 1,
        "pack": "imperial-assault-skirmish", "label": "Store errata",
        "deployment_edits": [{"card": "stormtrooper", "cost": 7}]
    }"#;

    #[test]
    fn edits_are_imported_kept_across_a_restart_exported_and_reverted() {
        let dir = tempfile::tempdir().unwrap();
        let exports = dir.path().join("exports");
        std::fs::create_dir_all(&exports).unwrap();
        let file = exports.join("errata.json");
        std::fs::write(&file, EDITS).unwrap();
        let app = App::open(dir.path(), FixedClock::at(1), SeededEntropy::new(1));
        assert_eq!(app.ia_catalog_overview().edits_label, None);
        let overview = app.import_ia_catalog_edits(file.to_str().unwrap()).unwrap();
        assert_eq!(overview.edits_label.as_deref(), Some("Store errata"));
        assert!(overview.pack.version.contains("+user."));
        let cost = |app: &App| {
            app.ia_cards()
                .deployment
                .iter()
                .find(|c| c.id.as_str() == "stormtrooper")
                .map(|c| c.cost)
        };
        assert_eq!(cost(&app), Some(7));
        drop(app);
        let app = App::open(dir.path(), FixedClock::at(2), SeededEntropy::new(1));
        assert_eq!(cost(&app), Some(7), "the edits are in use after a restart");
        let written = app.export_ia_catalog_edits(None).unwrap();
        assert!(std::fs::read_to_string(&written.path)
            .unwrap()
            .contains("Store errata"));
        app.revert_ia_catalog_edits().unwrap();
        assert_eq!(cost(&app), Some(6));
        assert!(app.export_ia_catalog_edits(None).is_err());
    }

    #[test]
    fn an_edit_the_pack_rules_refuse_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("bad.json");
        std::fs::write(
            &file,
            EDITS.replace(r#""card": "stormtrooper""#, r#""card": "no-such-trooper""#),
        )
        .unwrap();
        let app = App::open(dir.path(), FixedClock::at(1), SeededEntropy::new(1));
        let error = app
            .import_ia_catalog_edits(file.to_str().unwrap())
            .unwrap_err();
        assert_eq!(error.code(), "refused.iaCatalog");
        assert_eq!(app.ia_catalog_overview().edits_label, None);
    }
}
