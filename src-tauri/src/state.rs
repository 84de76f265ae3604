//! What the running app holds between commands.

use hexadraft_catalog::Catalog;
use std::sync::{Arc, RwLock};

/// Shared state of the running app, handed to commands by Tauri.
pub struct AppState {
    catalog: RwLock<Arc<Catalog>>,
}

impl AppState {
    /// State with the given catalog in use.
    pub fn new(catalog: Catalog) -> AppState {
        AppState {
            catalog: RwLock::new(Arc::new(catalog)),
        }
    }

    /// The catalog in use (a cheap shared handle; edits swap the whole catalog).
    pub fn catalog(&self) -> Arc<Catalog> {
        match self.catalog.read() {
            Ok(guard) => Arc::clone(&guard),
            // A writer panicked mid-swap; the Arc inside is still whole.
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }
}
