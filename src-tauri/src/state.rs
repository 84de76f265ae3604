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

/// Shared state of the running app, handed to commands by Tauri.
pub struct AppState {
    catalog: RwLock<Arc<Catalog>>,
    store: Mutex<StoreSlot>,
    data_dir: PathBuf,
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
        let catalog = match &slot {
            StoreSlot::Open(store) => saved_overlay(store)
                .and_then(|overlay| shipped.with_overlay(&overlay).ok())
                .unwrap_or(shipped),
            StoreSlot::Unavailable(_) => shipped,
        };
        AppState {
            catalog: RwLock::new(Arc::new(catalog)),
            store: Mutex::new(slot),
            data_dir: data_dir.to_path_buf(),
        }
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

    /// Tries to open the store again (after a backup was restored).
    pub fn reopen_store(&self) -> Result<(), CommandError> {
        let store = Store::open(self.data_dir.join(DATABASE_FILE))?;
        *self.lock_store() = StoreSlot::Open(Box::new(store));
        Ok(())
    }

    fn lock_store(&self) -> MutexGuard<'_, StoreSlot> {
        match self.store.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        }
    }
}

fn saved_overlay(store: &Store) -> Option<Overlay> {
    let text = store.get_setting(OVERLAY_SETTING).ok()??;
    Overlay::from_json(&text).ok()
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
