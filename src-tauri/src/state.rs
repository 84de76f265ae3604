//! What the running app holds between commands: the catalog in use and the journal store.

use crate::error::CommandError;
use hexadraft_catalog::{Catalog, Overlay};
use hexadraft_storage::{StorageError, Store, Timestamp};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

/// The settings key under which the organizer's catalog overlay is kept.
pub const OVERLAY_SETTING: &str = "catalog.overlay";

/// The database file name inside the app-data folder.
pub const DATABASE_FILE: &str = "hexadraft.sqlite3";

/// The folder inside the app-data folder where exports are written and imports are looked for
/// (the app has no file dialog: it names the full path instead).
pub const EXPORTS_FOLDER: &str = "exports";

/// Shared state of the running app, handed to commands by Tauri.
pub struct AppState {
    catalog: RwLock<Arc<Catalog>>,
    store: Mutex<StoreSlot>,
    data_dir: PathBuf,
    /// Why the saved catalog edits could not be put in use at start, if they could not.
    overlay_problem: Mutex<Option<String>>,
}

/// The store, or why it could not be opened (the UI then offers the last backup).
enum StoreSlot {
    Open(Box<Store>),
    Unavailable(StorageError),
}

impl AppState {
    /// Opens the journal store in `data_dir` and the catalog with the saved overlay. A store that
    /// cannot be opened leaves the app running with the shipped catalog, so the UI can say why
    /// and offer a backup.
    pub fn open(data_dir: &Path) -> AppState {
        let shipped = Catalog::shipped();
        let slot = match std::fs::create_dir_all(data_dir)
            .map_err(|e| StorageError::Io {
                action: "create the data folder",
                path: data_dir.to_path_buf(),
                detail: e.to_string(),
            })
            .and_then(|()| Store::open(data_dir.join(DATABASE_FILE)))
        {
            Ok(store) => StoreSlot::Open(Box::new(store)),
            Err(error) => StoreSlot::Unavailable(error),
        };
        let state = AppState {
            catalog: RwLock::new(Arc::new(shipped)),
            store: Mutex::new(slot),
            data_dir: data_dir.to_path_buf(),
            overlay_problem: Mutex::new(None),
        };
        state.apply_saved_overlay();
        state
    }

    /// Puts the organizer's saved catalog edits in use (the shipped pack when there are none).
    /// Edits that no longer read or merge leave the shipped pack in use and the saved text as it
    /// is, with the reason kept for the catalog screen: the organizer's data is never dropped.
    pub fn apply_saved_overlay(&self) {
        let shipped = Catalog::shipped();
        let saved = match &*self.lock_store() {
            StoreSlot::Open(store) => store
                .get_setting(OVERLAY_SETTING)
                .map_err(|e| e.to_string()),
            StoreSlot::Unavailable(_) => Ok(None),
        };
        let (catalog, problem) = match saved {
            Ok(None) => (shipped, None),
            Ok(Some(text)) => {
                match Overlay::from_json(&text).and_then(|o| shipped.with_overlay(&o)) {
                    Ok(merged) => (merged, None),
                    Err(error) => (shipped, Some(error.to_string())),
                }
            }
            Err(error) => (shipped, Some(error)),
        };
        self.set_catalog(catalog);
        self.set_overlay_problem(problem);
    }

    /// Why the saved catalog edits are not in use, if they are not.
    pub fn overlay_problem(&self) -> Option<String> {
        match self.overlay_problem.lock() {
            Ok(guard) => guard.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// Records (or clears) why the saved catalog edits are not in use.
    pub fn set_overlay_problem(&self, problem: Option<String>) {
        let mut guard = match self.overlay_problem.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        *guard = problem;
    }

    /// The database file.
    pub fn database_path(&self) -> PathBuf {
        self.data_dir.join(DATABASE_FILE)
    }

    /// Where exports are written and imports looked for.
    pub fn exports_dir(&self) -> PathBuf {
        self.data_dir.join(EXPORTS_FOLDER)
    }

    /// The folder holding the database and its backups.
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// The catalog in use (a cheap shared handle; edits swap the whole catalog).
    pub fn catalog(&self) -> Arc<Catalog> {
        match self.catalog.read() {
            Ok(guard) => Arc::clone(&guard),
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    /// Puts a new catalog in use.
    pub fn set_catalog(&self, catalog: Catalog) {
        let mut guard = match self.catalog.write() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        *guard = Arc::new(catalog);
    }

    /// Runs `f` with the open store.
    ///
    /// # Errors
    /// [`CommandError::Storage`] when the database could not be opened at start, or what `f`
    /// returns.
    pub fn with_store<T>(
        &self,
        f: impl FnOnce(&mut Store) -> Result<T, CommandError>,
    ) -> Result<T, CommandError> {
        let mut slot = self.lock_store();
        match &mut *slot {
            StoreSlot::Open(store) => f(store),
            StoreSlot::Unavailable(error) => Err(CommandError::from(error.clone())),
        }
    }

    /// Why the store could not be opened, if it could not.
    pub fn store_problem(&self) -> Option<StorageError> {
        match &*self.lock_store() {
            StoreSlot::Open(_) => None,
            StoreSlot::Unavailable(error) => Some(error.clone()),
        }
    }

    /// Tries to open the store again (after a backup was restored), then puts the catalog edits
    /// saved in it in use.
    pub fn reopen_store(&self) -> Result<(), CommandError> {
        let store = Store::open(self.data_dir.join(DATABASE_FILE))?;
        *self.lock_store() = StoreSlot::Open(Box::new(store));
        self.apply_saved_overlay();
        Ok(())
    }

    fn lock_store(&self) -> MutexGuard<'_, StoreSlot> {
        match self.store.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        }
    }
}

/// The time recorded with an action: the shell reads the clock, the crates never do.
pub fn now() -> Timestamp {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    Timestamp::from_unix_seconds(u32::try_from(seconds).unwrap_or(u32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_data_folder_gets_a_database_and_the_shipped_catalog() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        assert!(state.store_problem().is_none());
        assert!(dir.path().join(DATABASE_FILE).exists());
        assert_eq!(state.catalog().characters().len(), 28);
    }

    #[test]
    fn saved_catalog_edits_are_in_use_after_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let gaia = hexadraft_catalog::CharacterId::new("gaia").unwrap();
        let mut overlay = Overlay::new(state.catalog().info().id.clone(), "Test");
        overlay.character_edit_mut(&gaia).initiative = Some(3);
        state
            .with_store(|store| Ok(store.set_setting(OVERLAY_SETTING, &overlay.to_json())?))
            .unwrap();
        drop(state);
        let reopened = AppState::open(dir.path());
        assert_eq!(
            reopened.catalog().character(&gaia).unwrap().initiative,
            Some(3)
        );
        assert!(reopened.overlay_problem().is_none());
    }

    #[test]
    fn saved_edits_that_no_longer_merge_are_kept_and_reported() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let text = r#"{"format":"hexadraft-overlay","format_version":1,"pack":"other-pack","label":"x","character_edits":[],"new_characters":[],"general_tactic_names":[],"new_products":[],"new_scenarios":[]}"#;
        state
            .with_store(|store| Ok(store.set_setting(OVERLAY_SETTING, text)?))
            .unwrap();
        drop(state);
        let reopened = AppState::open(dir.path());
        assert!(reopened.overlay_problem().unwrap().contains("other-pack"));
        assert!(reopened.catalog().overlay().is_none());
        let kept = reopened
            .with_store(|store| Ok(store.get_setting(OVERLAY_SETTING)?))
            .unwrap();
        assert_eq!(kept.as_deref(), Some(text));
    }

    #[test]
    fn a_damaged_database_is_reported_and_left_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(DATABASE_FILE);
        std::fs::write(&path, b"this is not a database, it is a shopping list").unwrap();
        let state = AppState::open(dir.path());
        assert!(state.store_problem().is_some());
        assert!(state.with_store(|_| Ok(())).is_err());
        assert_eq!(
            std::fs::read(&path).unwrap(),
            b"this is not a database, it is a shopping list"
        );
    }
}
