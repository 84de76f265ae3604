//! Hexadraft's use cases, beneath every front door: the desktop shell, the command line and the
//! phone pages call these and hold no use case or rule of their own.
//!
//! An [`App`] owns the catalog in use (the shipped data pack with the organizer's saved edits),
//! the journal store in a data folder, and the open drafts and events, kept in memory: a journal
//! is replayed through its engine when it is first opened, and each later action is validated by
//! the engine on the state in memory, appended to the journal (synced) and only then
//! acknowledged. Time and randomness come in through [`Clock`] and [`Entropy`], so tests run on a
//! fixed clock and seeded draws.
//!
//! - [`table_draft`]: a draft at the table, from the setup to the match sheet and its result.
//! - [`draft_clock`]: a table draft's pace clock: the organizer's pause, resume and added time,
//!   and the turns that ran out, expired when the front door's timer asks.
//! - [`draft_replay`]: a finished table draft replayed step by step, and as an HTML file.
//! - [`spectator`]: a table draft, or every table of an event round, as a spectator sees it,
//!   live or some seconds behind the table.
//! - [`codes`]: the players' seat codes and the organizer's code at the shared screen.
//! - [`desk`]: the organizer's event under either ruleset: create, open, act and its paper
//!   through one door, with each game's own use cases in a submodule (`desk::agl`: roster
//!   import, table drafts, decks; `desk::ia`: army lists and rosters).
//! - `kernel`: the plumbing beneath the use cases (journal append and checks, replays of
//!   drafts and events, per-journal settings, the types they share); use cases never import
//!   each other.
//! - [`ledger`]: season ledgers of ratings.
//! - [`library`]: every saved draft and event: rename, archive, delete, export, import,
//!   restoring a backup and recovery.
//! - [`backups`]: the database's backups listed with their moment (a round's start or end...),
//!   and the events in one seen read-only.
//! - [`catalog_edits`], [`ia_catalog`], [`characters`]: the organizer's edits to each game's
//!   catalog, and the characters as pickers show them.
//! - [`formats`]: the organizer's draft formats, kept, checked under Mods, exported and imported.
//! - [`paper_export`]: control sheets, slips, pairings, standings and the report, as files.
//! - [`sample`]: the sample event a newcomer tries the desk on.
//! - [`statistics`]: pick, ban and win statistics of an event, a ledger's events or chosen
//!   journals, from what is public only, and their export.
//! - [`journal`]: the persisted formats, defined once.
//! - `files`, `migrate`: files in and out of the exchange folder, and the numbered data steps.
//! - [`error`]: the one typed error, [`AppError`].
//! - [`diagnostics`]: the log file, crash reports and the diagnostics zip.
//! - [`moments`]: an event as it stood at any moment of its journal (a round's start or end,
//!   any action), two moments compared, and "Continue from here" (a new event copied up to one).
//! - [`history`]: an event's history: every action with its moment, where it came from and
//!   what it changed, in words, filtered by player, table and round.

pub mod backups;
pub mod catalog_edits;
pub mod characters;
pub mod codes;
pub mod desk;
pub mod diagnostics;
pub mod draft_clock;
pub mod draft_replay;
pub mod error;
mod files;
pub mod formats;
pub mod history;
pub mod ia_catalog;
pub mod journal;
mod kernel;
pub mod ledger;
pub mod library;
mod migrate;
pub mod moments;
pub mod paper_export;
pub mod sample;
pub mod spectator;
pub mod statistics;
pub mod table_draft;

pub use error::{
    AppError, AppRefusal, Conflict, ErrorReport, InputProblem, Missing, ReadOnly, Stat,
};
pub use files::{ExchangeFile, ExchangeFolder, WrittenFile};
/// The language of an event's papers (English, Spanish, French).
pub use hexadraft_paper::Language;

use hexadraft_catalog::ia::IaCatalog;
use hexadraft_catalog::{Catalog, Overlay};
use hexadraft_storage::{CloseCheck, JournalId, StorageError, Store, Timestamp};
use kernel::state::State;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha20Rng;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, RwLock};

/// The settings key under which the organizer's catalog overlay is kept.
pub const OVERLAY_SETTING: &str = "catalog.overlay";

/// The database file name inside the data folder.
pub const DATABASE_FILE: &str = "hexadraft.sqlite3";

/// The folder inside the data folder where exports are written by default.
pub const EXPORTS_FOLDER: &str = "exports";

/// The time recorded with each action. The engines never read a clock.
pub trait Clock: Send + Sync {
    /// Now.
    fn now(&self) -> Timestamp;
}

/// The computer's clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let seconds = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        Timestamp::from_unix_seconds(u32::try_from(seconds).unwrap_or(u32::MAX))
    }
}

/// A clock that says what it is told (tests).
#[derive(Debug)]
pub struct FixedClock(Mutex<u32>);

impl FixedClock {
    /// A clock at `unix_seconds`.
    pub fn at(unix_seconds: u32) -> FixedClock {
        FixedClock(Mutex::new(unix_seconds))
    }

    /// Moves the clock on.
    pub fn advance(&self, seconds: u32) {
        let mut now = lock(&self.0);
        *now = now.saturating_add(seconds);
    }
}

impl Clock for FixedClock {
    fn now(&self) -> Timestamp {
        Timestamp::from_unix_seconds(*lock(&self.0))
    }
}

/// Where unpredictable values come from: coin-toss and draw seeds, the salts of secret locks,
/// and the random part of new journal ids. Every value drawn is recorded where it is used.
pub trait Entropy: Send + Sync {
    /// Fills `bytes` with random bytes.
    fn fill(&self, bytes: &mut [u8]);
}

/// The operating system's randomness.
#[derive(Debug, Default, Clone, Copy)]
pub struct OsEntropy;

impl Entropy for OsEntropy {
    fn fill(&self, bytes: &mut [u8]) {
        rand::rng().fill_bytes(bytes);
    }
}

/// Reproducible randomness from a seed (tests and benchmarks).
#[derive(Debug)]
pub struct SeededEntropy(Mutex<ChaCha20Rng>);

impl SeededEntropy {
    /// Randomness drawn from `seed`.
    pub fn new(seed: u64) -> SeededEntropy {
        SeededEntropy(Mutex::new(ChaCha20Rng::seed_from_u64(seed)))
    }
}

impl Entropy for SeededEntropy {
    fn fill(&self, bytes: &mut [u8]) {
        lock(&self.0).fill_bytes(bytes);
    }
}

/// A lock that survives a panic elsewhere: the data it guards is replaced whole or not at all.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// What the home screen shows about the app.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct AppInfo {
    /// The app's version.
    pub version: String,
    /// The data pack in use.
    pub pack_id: String,
    /// The data pack's version (with the organizer's edits, `+user.<hash>`).
    pub pack_version: String,
}

/// Whether the database opened, and where it lives.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct StoreStatus {
    /// The folder holding the database.
    pub data_dir: String,
    /// Why the database could not be opened; `None` when it is open.
    pub problem: Option<StorageError>,
}

/// Hexadraft's use cases over one data folder.
pub struct App {
    data_dir: PathBuf,
    database: PathBuf,
    clock: Box<dyn Clock>,
    entropy: Box<dyn Entropy>,
    catalog: RwLock<Arc<Catalog>>,
    /// The Imperial Assault cards in use (the second data pack, with the organizer's edits).
    ia_catalog: RwLock<Arc<IaCatalog>>,
    state: Mutex<State>,
}

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("data_dir", &self.data_dir)
            .finish_non_exhaustive()
    }
}

impl App {
    /// Opens the journal store in `data_dir` (created if needed) and the catalog with the saved
    /// edits. A store that cannot be opened leaves the app running with the shipped catalog, so
    /// a front door can say why and offer a backup ([`library`]).
    pub fn open(
        data_dir: &Path,
        clock: impl Clock + 'static,
        entropy: impl Entropy + 'static,
    ) -> App {
        let created = std::fs::create_dir_all(data_dir).map_err(|e| StorageError::Io {
            action: "create the data folder",
            path: data_dir.to_path_buf(),
            detail: e.to_string(),
        });
        App::open_at(
            data_dir,
            data_dir.join(DATABASE_FILE),
            created,
            clock,
            entropy,
        )
    }

    /// Opens a database file by its path (the command line's `--db`): its folder is the data
    /// folder (exports and backups go beside it). Nothing is created but the database itself.
    pub fn open_database(
        database: &Path,
        clock: impl Clock + 'static,
        entropy: impl Entropy + 'static,
    ) -> App {
        let data_dir = match database.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        App::open_at(&data_dir, database.to_path_buf(), Ok(()), clock, entropy)
    }

    fn open_at(
        data_dir: &Path,
        database: PathBuf,
        folder: Result<(), StorageError>,
        clock: impl Clock + 'static,
        entropy: impl Entropy + 'static,
    ) -> App {
        let store = folder.and_then(|()| Store::open(&database));
        let app = App {
            data_dir: data_dir.to_path_buf(),
            database,
            clock: Box::new(clock),
            entropy: Box::new(entropy),
            catalog: RwLock::new(Arc::new(Catalog::shipped())),
            ia_catalog: RwLock::new(Arc::new(IaCatalog::shipped())),
            state: Mutex::new(State::new(store)),
        };
        app.after_store_opened();
        app
    }

    /// Closes the database as the app quits. Its `-wal` file is merged into it and removed, so
    /// the next start is a clean one (an app that quit without closing left the log behind, and
    /// every start then kept a copy of it aside as after a crash), and the file is checked once
    /// more and the verdict remembered by its content ([`Store::close`]), so the next start
    /// skips that check while the file stays as it was. Later calls that need the database are
    /// refused as closed. Answers what the check did; `None` when no database was open.
    ///
    /// # Errors
    /// What closing met ([`Store::close`]): the database is closed either way, and the next
    /// start checks the file.
    pub fn close(&self) -> Result<Option<CloseCheck>, AppError> {
        let mut state = self.lock_state();
        let store = state.take_store("closed: Hexadraft is quitting");
        state.forget_open_journals();
        drop(state);
        match store {
            // The table links are remembered with the verdict: the next start on the same
            // bytes reads them back instead of every draft's header.
            Some(store) => Ok(Some(
                store.close_deriving(Some(&crate::kernel::links::DERIVATION))?,
            )),
            None => Ok(None),
        }
    }

    /// The app's own start-up work on a freshly opened store: the saved catalog edits, then the
    /// numbered data steps of older versions.
    fn after_store_opened(&self) {
        self.apply_saved_overlay();
        self.apply_saved_ia_overlay();
        let mut state = self.lock_state();
        if let Ok(store) = state.store_mut() {
            // A step that fails leaves its data where it was; it is tried again next start.
            let _ = migrate::run(store, self.clock.now());
        }
    }

    /// The app's version and the data pack in use.
    pub fn info(&self) -> AppInfo {
        let catalog = self.catalog();
        AppInfo {
            version: env!("CARGO_PKG_VERSION").to_owned(),
            pack_id: catalog.info().id.to_string(),
            pack_version: catalog.info().version.clone(),
        }
    }

    /// Whether the database opened, and where it lives.
    pub fn store_status(&self) -> StoreStatus {
        StoreStatus {
            data_dir: self.data_dir.display().to_string(),
            problem: self.lock_state().store_problem(),
        }
    }

    /// The folder holding the database and its backups.
    pub fn data_dir(&self) -> &Path {
        &self.data_dir
    }

    /// The database file.
    pub fn database_path(&self) -> PathBuf {
        self.database.clone()
    }

    /// Where exports are written unless another folder is chosen.
    pub fn exports_dir(&self) -> PathBuf {
        self.data_dir.join(EXPORTS_FOLDER)
    }

    /// The catalog in use (a cheap shared handle; edits swap the whole catalog).
    pub fn catalog(&self) -> Arc<Catalog> {
        match self.catalog.read() {
            Ok(guard) => Arc::clone(&guard),
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    /// The Imperial Assault catalog in use.
    pub fn ia_catalog(&self) -> Arc<IaCatalog> {
        match self.ia_catalog.read() {
            Ok(guard) => Arc::clone(&guard),
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    /// Puts new Imperial Assault cards in use; open IA events are replayed against them.
    fn set_ia_catalog(&self, catalog: IaCatalog, state: &mut State) {
        match self.ia_catalog.write() {
            Ok(mut guard) => *guard = Arc::new(catalog),
            Err(poisoned) => *poisoned.into_inner() = Arc::new(catalog),
        }
        state.ia_events.clear();
    }

    /// Puts the organizer's saved Imperial Assault edits in use, as [`App::apply_saved_overlay`]
    /// does for the Aristeia! catalog.
    fn apply_saved_ia_overlay(&self) {
        let mut state = self.lock_state();
        let saved = match state.store_mut() {
            Ok(store) => store
                .get_setting(ia_catalog::IA_OVERLAY_SETTING)
                .ok()
                .flatten(),
            Err(_) => None,
        };
        let (catalog, problems) = ia_catalog::with_saved_ia_edits(saved.as_deref());
        self.set_ia_catalog(catalog, &mut state);
        state.ia_overlay_problems = problems;
    }

    /// Puts a new catalog in use. The open drafts and events were checked against the old one,
    /// so they are replayed again when next used.
    fn set_catalog(&self, catalog: Catalog, state: &mut State) {
        match self.catalog.write() {
            Ok(mut guard) => *guard = Arc::new(catalog),
            Err(poisoned) => *poisoned.into_inner() = Arc::new(catalog),
        }
        state.forget_open_journals();
    }

    /// Puts the organizer's saved catalog edits in use (the shipped pack when there are none).
    /// Edits that no longer read or merge leave the shipped pack in use and the saved text as it
    /// is, with the reason kept for the catalog screen: the organizer's data is never dropped.
    fn apply_saved_overlay(&self) {
        let shipped = Catalog::shipped();
        let mut state = self.lock_state();
        let saved = match state.store_mut() {
            Ok(store) => store.get_setting(OVERLAY_SETTING),
            Err(_) => Ok(None),
        };
        let (catalog, problem) = match saved {
            Ok(None) => (shipped, None),
            Ok(Some(text)) => {
                match Overlay::from_json(&text).and_then(|o| shipped.with_overlay(&o)) {
                    Ok(merged) => (merged, None),
                    Err(error) => (
                        shipped,
                        Some(catalog_edits::SavedEditsProblem::Unusable {
                            problems: error.problems().to_vec(),
                        }),
                    ),
                }
            }
            Err(error) => (
                shipped,
                Some(catalog_edits::SavedEditsProblem::Unreadable { error }),
            ),
        };
        self.set_catalog(catalog, &mut state);
        state.overlay_problem = problem;
    }

    fn lock_state(&self) -> MutexGuard<'_, State> {
        lock(&self.state)
    }

    /// Now, by the app's clock.
    fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Fills `bytes` from the app's [`Entropy`]: the unguessable values a front door hands out
    /// (the phone pages' access tokens). Unlike seeds and salts, nothing drawn here is recorded:
    /// a token grants access for one session and is no part of any draft's history.
    pub fn draw_random(&self, bytes: &mut [u8]) {
        self.entropy.fill(bytes);
    }

    /// A fresh random `u32` (a coin toss's or a draw's seed).
    fn random_u32(&self) -> u32 {
        let mut bytes = [0u8; 4];
        self.entropy.fill(&mut bytes);
        u32::from_le_bytes(bytes)
    }

    /// A fresh random salt for one secret lock: 16 random bytes as 32 hex digits
    /// (docs/rulings.md, "Secret choices and commitments").
    fn fresh_salt(&self) -> String {
        let mut bytes = [0u8; 16];
        self.entropy.fill(&mut bytes);
        hex(&bytes)
    }

    /// A new journal id: `<prefix>-<seconds>-<8 random hex digits>`, so two never collide.
    fn fresh_journal_id(&self, prefix: &str) -> Result<JournalId, AppError> {
        let random = self.random_u32();
        Ok(JournalId::new(format!(
            "{prefix}-{}-{random:08x}",
            self.now().unix_seconds()
        ))?)
    }
}

/// Lowercase hex digits of `bytes`.
pub(crate) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

/// A journal id from the text a front door sends.
pub(crate) fn journal_id(text: &str) -> Result<JournalId, AppError> {
    JournalId::new(text).map_err(|_| {
        InputProblem::BadJournalId {
            text: text.chars().take(80).collect(),
        }
        .into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fresh_data_folder_gets_a_database_and_the_shipped_catalog() {
        let dir = tempfile::tempdir().unwrap();
        let app = App::open(
            dir.path(),
            FixedClock::at(1_800_000_000),
            SeededEntropy::new(1),
        );
        assert!(app.store_status().problem.is_none());
        assert!(dir.path().join(DATABASE_FILE).exists());
        assert_eq!(app.catalog().characters().len(), 28);
    }

    #[test]
    fn a_damaged_database_is_reported_and_left_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(DATABASE_FILE);
        std::fs::write(&path, b"this is not a database, it is a shopping list").unwrap();
        let app = App::open(dir.path(), SystemClock, OsEntropy);
        assert!(app.store_status().problem.is_some());
        assert!(app.list_journals().is_err());
        assert_eq!(
            std::fs::read(&path).unwrap(),
            b"this is not a database, it is a shopping list"
        );
    }

    #[test]
    fn seeded_randomness_repeats_and_salts_are_32_hex_digits() {
        let dir = tempfile::tempdir().unwrap();
        let a = App::open(dir.path(), FixedClock::at(1), SeededEntropy::new(9));
        let salt = a.fresh_salt();
        assert_eq!(salt.len(), 32);
        assert!(salt.bytes().all(|b| b.is_ascii_hexdigit()));
        let b = SeededEntropy::new(9);
        let mut bytes = [0u8; 16];
        b.fill(&mut bytes);
        assert_eq!(hex(&bytes), salt);
    }
}
