//! The store: one SQLite file holding every journal and the app's small settings.

use crate::backup::{self, BackupInfo, BackupMoment, BackupReason, RestoreReport};
use crate::chain::{self, Hash, HeaderFields, JournalDamage, RecordFields};
use crate::checked::{self, CloseCheck, Derivation, Fingerprint};
use crate::confirmed::{self, Counts, CountsFile};
use crate::error::StorageError;
use crate::inspect::{inspect, Inspection, BUSY_TIMEOUT};
use crate::schema::{self, MIGRATIONS, SCHEMA_VERSION};
use crate::types::{
    Entry, JournalHeader, JournalId, JournalKind, JournalRecord, JournalSummary, JsonText,
    NewJournal, Seq, Timestamp, Title, MAX_PAYLOAD_BYTES,
};
use crate::verify::{
    self, stored_count, stored_time, CheckedChains, Damage, JournalRow, Links, Walk, ROW_COLUMNS,
};
use crate::wal;
use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::cell::{OnceCell, RefCell};
use std::fs;
use std::path::{Path, PathBuf};

/// The settings key under which the journal open last is remembered.
pub const LAST_OPEN_SETTING: &str = "app.last_open_journal";
/// Longest settings key, in bytes.
pub const MAX_SETTING_KEY_LEN: usize = 128;
/// Longest settings value, in bytes.
pub const MAX_SETTING_VALUE_LEN: usize = 64 * 1024;

/// What opening did to an older database.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct MigrationReport {
    /// The schema version the file had.
    pub from: u32,
    /// The schema version it has now.
    pub to: u32,
    /// The copy made before the upgrade (none for a new, empty database).
    pub backup: Option<BackupInfo>,
}

/// An open database of journals.
///
/// Every write is one SQLite transaction in WAL mode with `synchronous=FULL`: when a method
/// returns `Ok`, its change is on disk and survives a crash or a power cut. Reads take `&self`,
/// writes `&mut self`; share a `Store` between threads behind a mutex.
#[derive(Debug)]
pub struct Store {
    pub(crate) conn: Connection,
    path: PathBuf,
    backup_dir: PathBuf,
    migration: Option<MigrationReport>,
    /// The check of the whole database, made when first asked for ([`Store::damage`]).
    damage: OnceCell<Vec<Damage>>,
    /// The journals whose chains this connection has checked since it opened.
    pub(crate) checked: RefCell<CheckedChains>,
    /// The count of confirmed entries beside the database (`<db>-confirmed`).
    pub(crate) counts_file: CountsFile,
    kept: Vec<PathBuf>,
    /// The file's fingerprint when opening skipped the `quick_check`, the file vouched for by
    /// its last close, with `PRAGMA data_version` then (another connection's commit changes it).
    vouched: Option<(Fingerprint, i64)>,
    /// False for a backup opened to be read ([`Store::open_backup`]): nothing is ever written
    /// beside it, a verdict included.
    writable: bool,
}

/// `PRAGMA data_version`: it changes when another connection commits to the file.
fn data_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.prepare_cached("PRAGMA data_version")?
        .query_row([], |r| r.get(0))
}

impl Store {
    /// Opens the database at `path`, creating it (and its folder) if nothing is there.
    ///
    /// A non-empty `-wal` file beside it (left by an unclean shutdown) is first copied aside to
    /// `<path>.unclean-N-wal` (and its `-shm` to `<path>.unclean-N-shm`), never moved or
    /// deleted, and read frame by frame: if it is damaged before transactions that were
    /// confirmed, which SQLite's recovery would silently drop, the open is refused with
    /// [`StorageError::WalDamaged`] and nothing is changed. The file is then checked read-only
    /// (SQLite header, `PRAGMA quick_check`, application id, schema version); a file that fails
    /// is refused and left as it was, without a `-wal` or `-shm` file created beside it. An
    /// older schema is upgraded after a backup copy is made in [`Store::backup_dir_for`]`(path)`.
    /// Each journal is checked against its hashes when it is first read (a damaged part is
    /// refused then, with what can still be trusted), and [`Store::damage`] checks every journal
    /// and setting at once; the store opens whatever they find, so the rest can be used.
    ///
    /// # Errors
    /// [`StorageError::WalDamaged`], [`StorageError::Corrupt`] (with the newest backup, if any),
    /// [`StorageError::ForeignDatabase`], [`StorageError::NewerSchema`],
    /// [`StorageError::MigrationFailed`], [`StorageError::BackupFailed`], [`StorageError::Io`]
    /// or [`StorageError::Database`].
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StorageError> {
        Store::open_with(path.as_ref(), false)
    }

    /// Opens a database whose `-wal` file [`Store::open`] refused as damaged, keeping what
    /// SQLite can read: the database as it was after the transactions before the damage. The
    /// database file itself is first copied aside too (`<path>.unclean-N`, beside the copies of
    /// its `-wal` and `-shm`), so the original set stays whole; the dropped transactions are
    /// lost from the database in use.
    ///
    /// # Errors
    /// As [`Store::open`], without [`StorageError::WalDamaged`].
    pub fn open_accepting_wal_loss(path: impl AsRef<Path>) -> Result<Store, StorageError> {
        Store::open_with(path.as_ref(), true)
    }

    fn open_with(path: &Path, accept_wal_loss: bool) -> Result<Store, StorageError> {
        let path = path.to_path_buf();
        let backup_dir = backup::backup_dir_for(&path);
        let located = |error| locate(error, &path, &backup_dir);
        let mut kept = Vec::new();
        // A crash while the file was first made, before it switched to WAL, leaves a rollback
        // journal: keep a copy, then let SQLite play it back, restoring the file as it was
        // before the interrupted transaction. The read-only check below cannot do it: on
        // Windows it refuses such a file ("attempt to write a readonly database"), and on Unix
        // it would read the interrupted transaction's pages.
        if wal::rollback_journal_left(&path) {
            kept = wal::keep_aside(&path, false)?;
            roll_back_journal(&path).map_err(located)?;
        }
        // An unclean shutdown leaves committed transactions in the -wal file: keep a copy of it
        // before SQLite reads it (and deletes it on close), and look for damage it would hide.
        if wal::unclean(&path) {
            kept.extend(wal::keep_aside(&path, accept_wal_loss)?);
            if let Some(found) = wal::check(&path)? {
                if found.is_damaged() && !accept_wal_loss {
                    return Err(StorageError::WalDamaged {
                        path,
                        kept,
                        kept_commits: found.kept_commits,
                        lost_commits: found.lost_commits,
                    });
                }
            }
        }
        // A file that passed the check when it was last closed, byte for byte, is not checked
        // again (crate::checked); after an unclean shutdown there is no such file.
        let vouched = if kept.is_empty() {
            checked::vouched_for(&path)
        } else {
            None
        };
        let inspection = inspect(&path, vouched.is_some()).map_err(located)?;
        // Entries the count beside the file says were confirmed, and the file no longer holds:
        // a log cut short (which SQLite reads without a word) or an older copy.
        let counts = confirmed::read(&path)?;
        let held_on_open = match &inspection {
            Inspection::Fresh => Some(Vec::new()),
            Inspection::Existing { held, .. } => held.clone(),
        };
        let mut lost_accepted = false;
        if let (Some(counts), Some(held)) = (&counts, &held_on_open) {
            let journals = counts.losses(held);
            if !journals.is_empty() {
                if !accept_wal_loss {
                    let last_backup = backup::list(&backup_dir)
                        .ok()
                        .and_then(|all| all.into_iter().next())
                        .map(|newest| newest.path);
                    return Err(StorageError::EntriesLost {
                        path,
                        journals,
                        kept,
                        last_backup,
                    });
                }
                if kept.is_empty() {
                    kept = wal::keep_aside(&path, true)?;
                }
                lost_accepted = true;
            }
        }
        if inspection == Inspection::Fresh {
            if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                fs::create_dir_all(parent)
                    .map_err(|e| StorageError::io("create the folder", parent, &e))?;
            }
        }
        let mut conn = Connection::open_with_flags(
            &path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| located(e.into()))?;
        configure(&conn).map_err(|e| located(e.into()))?;
        // Read again under the write connection: another process may have upgraded meanwhile.
        let current = schema::user_version(&conn).map_err(|e| located(e.into()))?;
        if current > SCHEMA_VERSION {
            return Err(StorageError::NewerSchema {
                path,
                found: current,
                supported: SCHEMA_VERSION,
            });
        }
        let mut migration = None;
        if current < SCHEMA_VERSION {
            let backup = if current > 0 {
                Some(backup::make(
                    &conn,
                    &path,
                    &backup_dir,
                    BackupReason::BeforeMigration { to: SCHEMA_VERSION },
                )?)
            } else {
                None
            };
            // Only now, with the backup made, may the file's header change.
            enable_wal(&conn).map_err(|e| located(e.into()))?;
            for step in MIGRATIONS.iter().filter(|m| m.version > current) {
                schema::apply(&mut conn, step).map_err(|e| match &backup {
                    Some(copy) => StorageError::MigrationFailed {
                        version: step.version,
                        detail: e.to_string(),
                        backup: copy.path.clone(),
                    },
                    None => located(e.into()),
                })?;
            }
            migration = Some(MigrationReport {
                from: current,
                to: SCHEMA_VERSION,
                backup,
            });
        } else {
            enable_wal(&conn).map_err(|e| located(e.into()))?;
        }
        // The journals counted by the check just made, when no upgrade changed them since.
        let journals_on_open = held_on_open
            .as_ref()
            .filter(|_| migration.is_none())
            .map(Vec::len);
        let counts_file = open_counts(
            &path,
            &conn,
            counts.as_ref(),
            lost_accepted,
            journals_on_open,
        )
        .map_err(located)?;
        let (vouched, checked) = match vouched {
            Some(verdict) => {
                let version = data_version(&conn).map_err(|e| located(e.into()))?;
                // Every chain as the close checked it, while nothing is written.
                let checked = if verdict.chains_intact && migration.is_none() {
                    CheckedChains::whole_file(version)
                } else {
                    CheckedChains::default()
                };
                (Some((verdict.file, version)), checked)
            }
            None => (None, CheckedChains::default()),
        };
        Ok(Store {
            conn,
            path,
            backup_dir,
            migration,
            damage: OnceCell::new(),
            checked: RefCell::new(checked),
            counts_file,
            kept,
            vouched,
            writable: true,
        })
    }

    /// The closed file at `db`, opened read-only without a check (the close has just made it),
    /// for a [`Derivation`].
    pub(crate) fn open_for_derivation(db: &Path) -> Result<Store, StorageError> {
        let conn = crate::inspect::open_read_only(db)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        Ok(Store::read_only(conn, db, backup::backup_dir_for(db)))
    }

    /// A store on a connection opened read-only: nothing is ever written in it or beside it.
    fn read_only(conn: Connection, path: &Path, backup_dir: PathBuf) -> Store {
        Store {
            conn,
            path: path.to_path_buf(),
            backup_dir,
            migration: None,
            damage: OnceCell::new(),
            checked: RefCell::new(CheckedChains::default()),
            counts_file: CountsFile::continue_at(path, false),
            kept: Vec::new(),
            vouched: None,
            writable: false,
        }
    }

    /// Closes the store and checks the file once more, read-only, remembering the verdict by
    /// the file's content (`<db>-checked`): the next opening of the same bytes skips SQLite's
    /// `quick_check`, which is most of a reopen. Closing merges the `-wal` file into the
    /// database and removes it, so the next start is a clean one. Call it when the app quits;
    /// a store merely dropped closes too, but leaves no verdict.
    ///
    /// A backup opened to be read ([`Store::open_backup`]) is closed and nothing is written.
    ///
    /// # Errors
    /// [`StorageError::Database`] when SQLite cannot close the file (it is closed when the error
    /// is dropped), [`StorageError::Corrupt`] when the check finds damage (nothing is
    /// remembered), [`StorageError::Io`].
    pub fn close(self) -> Result<CloseCheck, StorageError> {
        self.close_deriving(None)
    }

    /// Closes the store as [`Store::close`] does and, when the file passes its check, also
    /// remembers what `derivation` makes of the closed file (read-only, between the two hashes
    /// of the check), for an opening of the same bytes to read back ([`Store::derived`]) instead
    /// of deriving it again. A derivation that makes nothing remembers nothing.
    ///
    /// # Errors
    /// Those of [`Store::close`], and [`StorageError::InvalidInput`] for a derivation's name
    /// that is not letters, digits and `-._` (nothing is remembered).
    pub fn close_deriving(
        self,
        derivation: Option<&Derivation<'_>>,
    ) -> Result<CloseCheck, StorageError> {
        let Store {
            conn,
            path,
            writable,
            ..
        } = self;
        conn.close().map_err(|(_, e)| StorageError::Database {
            detail: format!("{e} ({})", path.display()),
        })?;
        if !writable {
            return Ok(CloseCheck::ReadOnly);
        }
        checked::record(&path, derivation)
    }

    /// Whether this opening skipped SQLite's `quick_check` because the file is, byte for byte,
    /// one that passed it when it was last closed ([`Store::close`]).
    pub fn structure_check_remembered(&self) -> bool {
        self.vouched.is_some()
    }

    /// What the last close derived from the file under `name` ([`Store::close_deriving`]),
    /// while the database is still exactly the bytes it was derived from: this opening found
    /// them vouched for, upgraded nothing, and nothing has been written since, by this store or
    /// by another connection. `None` otherwise, or when nothing whole was remembered under that
    /// name: derive it from the store then.
    pub fn derived(&self, name: &str) -> Option<Vec<u8>> {
        let (fingerprint, version_at_open) = self.vouched.as_ref()?;
        let unchanged = self.migration.is_none()
            && self.conn.total_changes() == 0
            && data_version(&self.conn).is_ok_and(|now| now == *version_at_open);
        if !unchanged {
            return None;
        }
        checked::read_derived(&self.path, fingerprint, name)
    }

    /// What the check of every journal and setting against its hashes finds: parts that no
    /// longer match, each saying what can still be trusted. The check runs the first time this
    /// is asked and its answer is kept (a journal read later is checked again as it is read;
    /// [`Store::verify`] checks everything anew). Reading a damaged part gives
    /// [`StorageError::JournalDamaged`] or [`StorageError::SettingDamaged`].
    ///
    /// # Errors
    /// A database error.
    pub fn damage(&self) -> Result<&[Damage], StorageError> {
        if let Some(found) = self.damage.get() {
            return Ok(found);
        }
        let found = self.verify()?;
        Ok(self.damage.get_or_init(|| found))
    }

    /// Checks every journal and setting against its hashes now.
    ///
    /// # Errors
    /// A database error.
    pub fn verify(&self) -> Result<Vec<Damage>, StorageError> {
        verify::verify_all(&self.conn).map_err(|e| self.locate(e))
    }

    /// The copies of the `-wal` and `-shm` files, or of a rollback journal left by a crash while
    /// the file was first made (and, after [`Store::open_accepting_wal_loss`], of the database),
    /// kept aside when the store was opened after an unclean shutdown; empty after a clean one.
    pub fn kept_aside(&self) -> &[PathBuf] {
        &self.kept
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The folder holding this database's backups.
    pub fn backup_dir(&self) -> &Path {
        &self.backup_dir
    }

    /// The upgrade done while opening, if the file had an older schema.
    pub fn migration(&self) -> Option<&MigrationReport> {
        self.migration.as_ref()
    }

    /// The folder where the backups of the database at `db_path` go:
    /// `<file name>.backups` beside it.
    pub fn backup_dir_for(db_path: &Path) -> PathBuf {
        backup::backup_dir_for(db_path)
    }

    /// The backups in `dir`, newest first (none when the folder does not exist).
    ///
    /// # Errors
    /// [`StorageError::Io`] when the folder cannot be read.
    pub fn backups(dir: &Path) -> Result<Vec<BackupInfo>, StorageError> {
        backup::list(dir)
    }

    /// Replaces the database at `target` by a copy of `backup`. The backup is checked first;
    /// the files at `target` (and its `-wal`/`-shm`) are moved aside to `<target>.damaged-N`,
    /// never deleted. No [`Store`] may be open on `target` meanwhile (drop it first).
    ///
    /// # Errors
    /// The errors of [`Store::open`] when the backup itself is damaged, foreign or newer
    /// (nothing is moved then), or [`StorageError::Io`].
    pub fn restore_backup(backup: &Path, target: &Path) -> Result<RestoreReport, StorageError> {
        backup::restore(backup, target)
    }

    /// Moves the database at `target` (and its `-wal`/`-shm`) aside to `<target>.damaged-N`,
    /// never deleting it, so that [`Store::open`] starts a new, empty database there: the way
    /// out when a damaged database has no backup. Returns where the files went (empty when
    /// nothing was there). No [`Store`] may be open on `target` meanwhile.
    ///
    /// # Errors
    /// [`StorageError::Io`] when a file cannot be moved.
    pub fn set_aside(target: &Path) -> Result<Vec<PathBuf>, StorageError> {
        backup::set_aside(target)
    }

    /// Makes a backup copy now (for example before a risky manual operation).
    ///
    /// # Errors
    /// [`StorageError::BackupFailed`].
    pub fn create_backup(&self) -> Result<BackupInfo, StorageError> {
        backup::make(
            &self.conn,
            &self.path,
            &self.backup_dir,
            BackupReason::Manual,
        )
    }

    /// Makes the backup of a round's start or end (`moment`), kept apart from the others and
    /// bounded by [`crate::KEEP_ROUND_BACKUPS`]. Call it once the action that reached the moment
    /// is durable: a backup that cannot be made changes nothing else.
    ///
    /// # Errors
    /// [`StorageError::BackupFailed`].
    pub fn backup_round(&self, moment: BackupMoment) -> Result<BackupInfo, StorageError> {
        backup::make(
            &self.conn,
            &self.path,
            &self.backup_dir,
            BackupReason::Round(moment),
        )
    }

    /// Checks the backup at `backup` without writing to it (see [`Store::restore_backup`]).
    ///
    /// # Errors
    /// Why it cannot be restored: damaged ([`StorageError::Corrupt`],
    /// [`StorageError::JournalDamaged`], [`StorageError::SettingDamaged`]), foreign, newer, empty.
    pub fn check_backup(backup: &Path) -> Result<(), StorageError> {
        backup::check(backup).map(|_| ())
    }

    /// Replaces this working database by a copy of `backup`, keeping the current one twice
    /// over: first as a `before-restore` backup (so it is listed and can be restored in turn),
    /// then its files moved aside to `<database>.replaced-N`. The backup is checked first; when
    /// it is refused, or the copy of the current database cannot be made, nothing has changed.
    /// The store is closed either way: open it again.
    ///
    /// # Errors
    /// Those of [`Store::check_backup`], [`StorageError::BackupFailed`], [`StorageError::Io`].
    pub fn restore_over(self, backup: &Path) -> Result<RestoreReport, StorageError> {
        backup::check(backup)?;
        let kept = backup::make_keeping(
            &self.conn,
            &self.path,
            &self.backup_dir,
            BackupReason::BeforeRestore,
            Some(backup),
        )?;
        let target = self.path.clone();
        // Closed before its files move, so SQLite folds nothing into them afterwards.
        drop(self);
        backup::put_in_place(backup, &target, "replaced", Some(kept))
    }

    /// Opens the backup at `path` to be read and never written: the events as they were in it.
    /// The file is only read (SQLite opens it immutable), and nothing is created beside it.
    ///
    /// # Errors
    /// Those of [`Store::check_backup`], and [`StorageError::InvalidInput`] for a backup made
    /// with an older schema (restore it to read it).
    pub fn open_backup(path: &Path) -> Result<Store, StorageError> {
        let version = backup::check(path)?;
        if version != SCHEMA_VERSION {
            return Err(StorageError::InvalidInput {
                what: "backup",
                detail: format!(
                    "{} was made with storage schema {version}; restore it to read it",
                    path.display()
                ),
            });
        }
        let conn = crate::inspect::open_read_only(path)?;
        Ok(Store::read_only(
            conn,
            path,
            path.parent().map(Path::to_path_buf).unwrap_or_default(),
        ))
    }

    pub(crate) fn backup_before_import(&self) -> Result<BackupInfo, StorageError> {
        backup::make(
            &self.conn,
            &self.path,
            &self.backup_dir,
            BackupReason::BeforeImport,
        )
    }

    /// Fills in the path and newest backup of a corruption found while working.
    pub(crate) fn locate(&self, error: StorageError) -> StorageError {
        locate(error, &self.path, &self.backup_dir)
    }

    /// Starts a new, empty journal.
    ///
    /// # Errors
    /// [`StorageError::JournalExists`] when the id is taken, [`StorageError::InvalidInput`] for
    /// an oversized header, or a database error.
    pub fn create_journal(&mut self, new: &NewJournal) -> Result<JournalSummary, StorageError> {
        new.header.check()?;
        let result = (|| -> Result<_, StorageError> {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            if journal_exists(&tx, &new.id)? {
                return Err(StorageError::JournalExists { id: new.id.clone() });
            }
            insert_journal(&tx, new, false, 0, false, new.created_at, None)?;
            tx.commit()?;
            Ok(())
        })();
        result.map_err(|e| self.locate(e))?;
        Ok(JournalSummary {
            id: new.id.clone(),
            kind: new.kind,
            title: new.title.clone(),
            archived: false,
            redacted: false,
            created_at: new.created_at,
            updated_at: new.created_at,
            entry_count: 0,
        })
    }

    /// Every journal, most recently updated first.
    ///
    /// # Errors
    /// A database error.
    pub fn list_journals(&self) -> Result<Vec<JournalSummary>, StorageError> {
        let result = (|| -> Result<_, StorageError> {
            let mut statement = self.conn.prepare_cached(&format!(
                "SELECT {SUMMARY_COLUMNS} FROM journals ORDER BY updated_at DESC, created_at DESC, id"
            ))?;
            let rows = statement
                .query_map([], SummaryRow::read)?
                .collect::<Result<Vec<_>, _>>()?;
            rows.into_iter().map(SummaryRow::into_summary).collect()
        })();
        result.map_err(|e| self.locate(e))
    }

    /// Every journal of `kind` with its header, in one read (the desk scans the drafts' headers
    /// for their links to event tables); each header is checked against its hash.
    ///
    /// # Errors
    /// [`StorageError::JournalDamaged`] (a damaged header) or a database error.
    pub fn headers_of_kind(
        &self,
        kind: JournalKind,
    ) -> Result<Vec<(JournalSummary, JournalHeader)>, StorageError> {
        let result = (|| -> Result<_, StorageError> {
            // Sorted here rather than by SQLite, whose sorter would copy every whole row.
            let mut statement = self.conn.prepare_cached(&format!(
                "SELECT {ROW_COLUMNS} FROM journals WHERE kind = ?1"
            ))?;
            let mut rows = statement
                .query_map([kind.as_sql()], JournalRow::read)?
                .collect::<Result<Vec<_>, _>>()?;
            rows.sort_unstable_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
            rows.into_iter()
                .map(|row| {
                    let summary = row.summary()?;
                    let header = row.header(&summary.id)?;
                    Ok((summary, header))
                })
                .collect()
        })();
        result.map_err(|e| self.locate(e))
    }

    /// One journal's list line and header; the header is checked against its hash.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`], [`StorageError::JournalDamaged`] (a damaged header) or
    /// a database error.
    pub fn journal(&self, id: &JournalId) -> Result<JournalRecord, StorageError> {
        let result = (|| -> Result<_, StorageError> {
            let row = JournalRow::get(&self.conn, id)?;
            Ok(JournalRecord {
                header: row.header(id)?,
                summary: row.summary()?,
            })
        })();
        result.map_err(|e| self.locate(e))
    }

    /// Gives a journal a new title.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`] or a database error.
    pub fn rename_journal(
        &mut self,
        id: &JournalId,
        title: &Title,
        at: Timestamp,
    ) -> Result<(), StorageError> {
        self.update_record(id, at, |row| row.title = title.as_str().to_owned())
    }

    /// Archives (hides) or unarchives a journal. Archived journals refuse appends.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`], [`StorageError::JournalDamaged`] or a database error.
    pub fn set_archived(
        &mut self,
        id: &JournalId,
        archived: bool,
        at: Timestamp,
    ) -> Result<(), StorageError> {
        self.update_record(id, at, |row| row.archived = archived)
    }

    /// Changes a journal's record (title or archived) and its hash, after checking it.
    fn update_record(
        &mut self,
        id: &JournalId,
        at: Timestamp,
        change: impl FnOnce(&mut JournalRow),
    ) -> Result<(), StorageError> {
        let result = (|| -> Result<_, StorageError> {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let mut row = JournalRow::get(&tx, id)?;
            let header = checked_record(&row, id)?;
            change(&mut row);
            row.updated_at = row.updated_at.max(i64::from(at.unix_seconds()));
            let head = row.head_hash.clone().unwrap_or_default();
            let record = row.computed_record(&header, &head);
            tx.prepare_cached(
                "UPDATE journals SET title = ?2, archived = ?3, updated_at = ?4, record_hash = ?5 \
                 WHERE id = ?1",
            )?
            .execute(params![
                id.as_str(),
                row.title,
                row.archived,
                row.updated_at,
                record.as_slice()
            ])?;
            tx.commit()?;
            Ok(())
        })();
        result.map_err(|e| self.locate(e))
    }

    /// Deletes a journal and all its entries (the app's "delete" in its list). If it was the
    /// journal open last, that setting is cleared too.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`] or a database error.
    pub fn delete_journal(&mut self, id: &JournalId) -> Result<(), StorageError> {
        let result = (|| -> Result<_, StorageError> {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            // Its count goes first (synced), so that a journal deleted is never taken for one
            // lost; if the deletion then fails, the count is only behind.
            let header: Option<Option<Vec<u8>>> = tx
                .prepare_cached("SELECT header_hash FROM journals WHERE id = ?1")?
                .query_row([id.as_str()], |r| r.get(0))
                .optional()?;
            if let Some(Some(header)) = &header {
                self.counts_file.record_deletion(id, header)?;
            }
            let changed = tx.execute("DELETE FROM journals WHERE id = ?1", [id.as_str()])?;
            if changed == 0 {
                return Err(StorageError::JournalNotFound { id: id.clone() });
            }
            tx.execute(
                "DELETE FROM settings WHERE key = ?1 AND value = ?2",
                [LAST_OPEN_SETTING, id.as_str()],
            )?;
            tx.commit()?;
            Ok(())
        })();
        self.checked.borrow_mut().forget(id.as_str());
        result.map_err(|e| self.locate(e))
    }

    /// Appends `payload` as entry `expected` of the journal, serialised as JSON. Returns once
    /// the entry is committed and synced to disk.
    ///
    /// `expected` is the sequence number the caller believes comes next (entry count + 1, see
    /// [`Store::next_seq`] and [`crate::ReplayOutcome::next_seq`]); if anyone appended since,
    /// the append is refused, so an action is never applied on top of a state the caller has
    /// not seen.
    ///
    /// # Errors
    /// [`StorageError::SequenceConflict`], [`StorageError::JournalNotFound`],
    /// [`StorageError::JournalDamaged`] (the journal's header, record or last entry does not
    /// match its hashes), [`StorageError::JournalArchived`], [`StorageError::JournalReadOnly`],
    /// [`StorageError::PayloadEncode`], [`StorageError::InvalidInput`] (payload over
    /// [`MAX_PAYLOAD_BYTES`]) or a database error.
    pub fn append<T: Serialize + ?Sized>(
        &mut self,
        id: &JournalId,
        expected: Seq,
        at: Timestamp,
        payload: &T,
    ) -> Result<Seq, StorageError> {
        let text = JsonText::encode(payload)?;
        self.append_raw(id, expected, at, &text)
    }

    /// Like [`Store::append`], with the payload already as JSON text (stored byte for byte).
    ///
    /// # Errors
    /// As [`Store::append`].
    pub fn append_raw(
        &mut self,
        id: &JournalId,
        expected: Seq,
        at: Timestamp,
        payload: &JsonText,
    ) -> Result<Seq, StorageError> {
        if payload.len() > MAX_PAYLOAD_BYTES {
            return Err(StorageError::InvalidInput {
                what: "action",
                detail: format!(
                    "{} bytes of JSON; the limit is {MAX_PAYLOAD_BYTES}",
                    payload.len()
                ),
            });
        }
        let result = (|| -> Result<_, StorageError> {
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let Some(mut row) = JournalRow::load(&tx, id)? else {
                return Err(StorageError::JournalNotFound { id: id.clone() });
            };
            if row.archived {
                return Err(StorageError::JournalArchived { id: id.clone() });
            }
            if row.redacted {
                return Err(StorageError::JournalReadOnly { id: id.clone() });
            }
            let header = checked_record(&row, id)?;
            let count = stored_count(row.last_seq)?;
            let next =
                Seq::after(count).ok_or_else(|| StorageError::JournalFull { id: id.clone() })?;
            if expected != next {
                return Err(StorageError::SequenceConflict {
                    id: id.clone(),
                    expected,
                    next,
                });
            }
            // The chain goes on from its head, which must be the last entry's own hash.
            let Some(head) = row
                .head_hash
                .as_deref()
                .and_then(|h| Hash::try_from(h).ok())
            else {
                return Err(damaged(id, JournalDamage::Record));
            };
            let last: Option<Option<Vec<u8>>> = tx
                .prepare_cached("SELECT hash FROM entries WHERE journal_id = ?1 AND seq = ?2")?
                .query_row(params![id.as_str(), count], |r| r.get(0))
                .optional()?;
            let head_matches = match last {
                None => count == 0 && head == header,
                Some(stored) => stored.as_deref() == Some(head.as_slice()),
            };
            if !head_matches {
                return Err(damaged(
                    id,
                    JournalDamage::Missing {
                        intact: count.saturating_sub(1),
                        recorded: count,
                    },
                ));
            }
            let recorded_at = i64::from(at.unix_seconds());
            let hash = chain::entry_hash(
                &head,
                i64::from(next.get()),
                recorded_at,
                false,
                payload.as_str(),
            );
            tx.prepare_cached(
                "INSERT INTO entries (journal_id, seq, recorded_at, redacted, payload, hash) \
                 VALUES (?1, ?2, ?3, 0, ?4, ?5)",
            )?
            .execute(params![
                id.as_str(),
                next.get(),
                recorded_at,
                payload.as_str(),
                hash.as_slice()
            ])?;
            row.last_seq = i64::from(next.get());
            row.updated_at = row.updated_at.max(recorded_at);
            let record = row.computed_record(&header, &hash);
            tx.prepare_cached(
                "UPDATE journals SET last_seq = ?2, updated_at = ?3, head_hash = ?4, \
                 record_hash = ?5 WHERE id = ?1",
            )?
            .execute(params![
                id.as_str(),
                row.last_seq,
                row.updated_at,
                hash.as_slice(),
                record.as_slice()
            ])?;
            tx.commit()?;
            Ok((next, header, head, hash))
        })();
        let (next, header, previous_head, head) = result.map_err(|e| self.locate(e))?;
        // Only now, with the entry committed and synced: the count may lag, never lead.
        self.counts_file.record(id, &header, next.get());
        self.checked
            .borrow_mut()
            .extend(id.as_str(), &previous_head, i64::from(next.get()), head);
        Ok(next)
    }

    /// The sequence number the next entry of the journal will get (entry count + 1).
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`], [`StorageError::JournalFull`] or a database error.
    pub fn next_seq(&self, id: &JournalId) -> Result<Seq, StorageError> {
        let count = self.entry_count(id)?;
        Seq::after(count).ok_or_else(|| StorageError::JournalFull { id: id.clone() })
    }

    /// How many entries the journal holds.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`] or a database error.
    pub fn entry_count(&self, id: &JournalId) -> Result<u32, StorageError> {
        let result = (|| -> Result<_, StorageError> {
            let last: Option<i64> = self
                .conn
                .prepare_cached("SELECT last_seq FROM journals WHERE id = ?1")?
                .query_row([id.as_str()], |row| row.get(0))
                .optional()?;
            match last {
                Some(last) => stored_count(last),
                None => Err(StorageError::JournalNotFound { id: id.clone() }),
            }
        })();
        result.map_err(|e| self.locate(e))
    }

    /// Every entry of the journal, in order, with payloads as their stored JSON text.
    ///
    /// # Errors
    /// [`StorageError::JournalDamaged`] when an entry (or the header) does not match the hash
    /// chain, [`StorageError::JournalNotFound`] or a database error.
    pub fn entries_raw(&self, id: &JournalId) -> Result<Vec<Entry<JsonText>>, StorageError> {
        let mut entries = Vec::new();
        self.for_each_entry(id, |seq, recorded_at, redacted, payload| {
            entries.push(Entry {
                seq,
                recorded_at,
                redacted,
                payload: JsonText::parse(payload.to_owned()).map_err(|e| {
                    StorageError::Corrupt {
                        path: PathBuf::new(),
                        detail: format!("entry {seq} of journal \"{id}\" is not JSON: {e}"),
                        last_backup: None,
                    }
                })?,
            });
            Ok(true)
        })?;
        Ok(entries)
    }

    /// Every entry of the journal, in order, read as `T`.
    ///
    /// # Errors
    /// [`StorageError::PayloadDecode`] at the first entry that is not a `T` (for journals that
    /// may hold such entries, use [`Store::replay`], which stops there and keeps the state),
    /// [`StorageError::JournalDamaged`] at the first that does not match the hash chain,
    /// [`StorageError::JournalNotFound`] or a database error.
    pub fn entries<T: DeserializeOwned>(
        &self,
        id: &JournalId,
    ) -> Result<Vec<Entry<T>>, StorageError> {
        let mut entries = Vec::new();
        self.for_each_entry(id, |seq, recorded_at, redacted, payload| {
            let payload =
                serde_json::from_str(payload).map_err(|e| StorageError::PayloadDecode {
                    id: id.clone(),
                    seq,
                    detail: e.to_string(),
                })?;
            entries.push(Entry {
                seq,
                recorded_at,
                redacted,
                payload,
            });
            Ok(true)
        })?;
        Ok(entries)
    }

    /// Streams the entries of a journal in order to `visit` (seq, recorded_at, redacted,
    /// payload text) without copying payloads, each only after it checked against the journal's
    /// hash chain. Stops early when `visit` returns `Ok(false)`; returns the entry count.
    ///
    /// A journal read whole with every link checked is remembered ([`CheckedChains`]): read
    /// again while its row and the file are unchanged by anyone else, its entries are not
    /// hashed again, only their numbering and count are checked.
    ///
    /// # Errors
    /// [`StorageError::JournalDamaged`] at the first entry that does not check (the entries
    /// before it were visited), or for a damaged header (none was).
    pub(crate) fn for_each_entry(
        &self,
        id: &JournalId,
        visit: impl FnMut(Seq, Timestamp, bool, &str) -> Result<bool, StorageError>,
    ) -> Result<u32, StorageError> {
        let result = (|| -> Result<_, StorageError> {
            let row = JournalRow::get(&self.conn, id)?;
            let Some(start) = row.checked_header() else {
                return Err(damaged(id, JournalDamage::Header));
            };
            let recorded = stored_count(row.last_seq)?;
            let trusted = {
                let mut checked = self.checked.borrow_mut();
                checked.refresh(&self.conn)?;
                checked.vouch_for(&row, &start)
            };
            let links = if trusted {
                Links::Trusted
            } else {
                Links::Check(start)
            };
            match verify::walk(&self.conn, id, links, recorded, visit)? {
                Walk::Damaged(damage) => {
                    self.checked.borrow_mut().forget(id.as_str());
                    Err(damaged(id, damage))
                }
                Walk::Complete { head: Some(head) } => {
                    // Remembered only when the chain ends at the head the row records.
                    if row.head_hash.as_deref() == Some(head.as_slice()) {
                        self.checked
                            .borrow_mut()
                            .remember(id.as_str(), start, row.last_seq, head);
                    }
                    Ok(recorded)
                }
                Walk::Complete { head: None } | Walk::Stopped => Ok(recorded),
            }
        })();
        result.map_err(|e| self.locate(e))
    }

    /// Runs `read` with every read it makes of this store in one read transaction: the reads
    /// see the database at one moment, and the transaction is begun and ended once instead of
    /// once for each read (the desk reads a round's drafts so). Inside a transaction already
    /// open, `read` runs in it. `read` is given the store to read: nothing is written meanwhile.
    ///
    /// # Errors
    /// A database error beginning or ending the transaction.
    pub fn read_together<R>(&self, read: impl FnOnce(&Store) -> R) -> Result<R, StorageError> {
        if !self.conn.is_autocommit() {
            return Ok(read(self));
        }
        self.conn
            .execute_batch("BEGIN DEFERRED")
            .map_err(|e| self.locate(e.into()))?;
        let answer = read(self);
        if let Err(error) = self.conn.execute_batch("COMMIT") {
            // A read transaction has nothing to keep: make sure it is over either way.
            let _ = self.conn.execute_batch("ROLLBACK");
            return Err(self.locate(error.into()));
        }
        Ok(answer)
    }

    /// Stores a small setting (replacing any earlier value of `key`).
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] for an empty or oversized key or value, or a database error.
    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        check_setting_key(key)?;
        if value.len() > MAX_SETTING_VALUE_LEN {
            return Err(StorageError::InvalidInput {
                what: "setting value",
                detail: format!("at most {MAX_SETTING_VALUE_LEN} bytes"),
            });
        }
        verify::put_setting(&self.conn, key, value).map_err(|e| self.locate(e))
    }

    /// A setting's value, if set.
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] for an empty or oversized key, or a database error.
    pub fn get_setting(&self, key: &str) -> Result<Option<String>, StorageError> {
        check_setting_key(key)?;
        verify::get_setting(&self.conn, key).map_err(|e| self.locate(e))
    }

    /// Forgets a setting (nothing happens if it was not set).
    ///
    /// # Errors
    /// [`StorageError::InvalidInput`] for an empty or oversized key, or a database error.
    pub fn remove_setting(&mut self, key: &str) -> Result<(), StorageError> {
        check_setting_key(key)?;
        self.conn
            .execute("DELETE FROM settings WHERE key = ?1", [key])
            .map_err(|e| self.locate(e.into()))?;
        Ok(())
    }

    /// Remembers which journal is open (`None`: none), so the app reopens it next time.
    ///
    /// # Errors
    /// [`StorageError::JournalNotFound`] for an unknown journal, or a database error.
    pub fn set_last_open(&mut self, id: Option<&JournalId>) -> Result<(), StorageError> {
        match id {
            Some(id) => {
                if !journal_exists(&self.conn, id).map_err(|e| self.locate(e))? {
                    return Err(StorageError::JournalNotFound { id: id.clone() });
                }
                self.set_setting(LAST_OPEN_SETTING, id.as_str())
            }
            None => self.remove_setting(LAST_OPEN_SETTING),
        }
    }

    /// The journal open last, if it still exists.
    ///
    /// # Errors
    /// A database error.
    pub fn last_open(&self) -> Result<Option<JournalId>, StorageError> {
        let Some(text) = self.get_setting(LAST_OPEN_SETTING)? else {
            return Ok(None);
        };
        let Ok(id) = JournalId::new(text) else {
            return Ok(None);
        };
        if journal_exists(&self.conn, &id).map_err(|e| self.locate(e))? {
            Ok(Some(id))
        } else {
            Ok(None)
        }
    }
}

/// The count of confirmed entries beside the database, carried on from the file found there, or
/// written anew from the database (no file yet, one not worth carrying on, or losses accepted).
/// `journals`: how many journals the file's check on opening found, if it counted them (the
/// file is then carried on without reading the journals again); a rewrite always reads them
/// under `conn`.
fn open_counts(
    path: &Path,
    conn: &Connection,
    found: Option<&Counts>,
    rewrite: bool,
    journals: Option<usize>,
) -> Result<CountsFile, StorageError> {
    if let Some(counts) = found.filter(|_| !rewrite) {
        let journals = match journals {
            Some(journals) => journals,
            None => crate::inspect::held_journals(conn)?.len(),
        };
        if !counts.worth_rewriting(journals) {
            return Ok(CountsFile::continue_at(path, false));
        }
    }
    CountsFile::rewrite(path, &crate::inspect::held_journals(conn)?)
}

/// Per-connection settings that write nothing to the file: durability first.
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    // Room for every statement the store prepares once and runs again (rusqlite keeps 16).
    conn.set_prepared_statement_cache_capacity(32);
    conn.pragma_update(None, "foreign_keys", true)?;
    // FULL: the -wal file is synced at every commit, so a returned append survives power loss.
    conn.pragma_update(None, "synchronous", "FULL")?;
    // macOS only: fsync there does not flush the drive's cache; F_FULLFSYNC does. No-op elsewhere.
    conn.pragma_update(None, "fullfsync", true)?;
    conn.pragma_update(None, "checkpoint_fullfsync", true)?;
    Ok(())
}

/// Plays back the rollback journal beside `path`, as SQLite does at a read-write connection's
/// first read: the file returns to its state before the interrupted transaction, and the
/// journal is removed.
fn roll_back_journal(path: &Path) -> Result<(), StorageError> {
    let classify = |e: rusqlite::Error| crate::inspect::classify(path, &e);
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(classify)?;
    conn.busy_timeout(BUSY_TIMEOUT).map_err(classify)?;
    conn.query_row("SELECT COUNT(*) FROM sqlite_schema", [], |row| {
        row.get::<_, i64>(0)
    })
    .map_err(classify)?;
    Ok(())
}

/// WAL: a commit appends to the -wal file, readers never block the writer, and a crash
/// mid-write leaves the last committed state. The mode is stored in the file's header, so it
/// is set only once the file may change (after any pre-upgrade backup).
fn enable_wal(conn: &Connection) -> rusqlite::Result<()> {
    conn.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))
}

fn locate(error: StorageError, path: &Path, backup_dir: &Path) -> StorageError {
    match error {
        StorageError::Corrupt {
            path: found,
            detail,
            last_backup,
        } => StorageError::Corrupt {
            path: if found.as_os_str().is_empty() {
                path.to_path_buf()
            } else {
                found
            },
            detail,
            last_backup: last_backup.or_else(|| {
                backup::list(backup_dir)
                    .ok()
                    .and_then(|all| all.into_iter().next())
                    .map(|newest| newest.path)
            }),
        },
        other => other,
    }
}

pub(crate) fn corrupt(detail: String) -> StorageError {
    StorageError::Corrupt {
        path: PathBuf::new(),
        detail,
        last_backup: None,
    }
}

pub(crate) fn journal_exists(conn: &Connection, id: &JournalId) -> Result<bool, StorageError> {
    Ok(conn
        .prepare_cached("SELECT 1 FROM journals WHERE id = ?1")?
        .exists([id.as_str()])?)
}

/// Inserts a journal row (entries are inserted by the caller).
pub(crate) fn insert_journal(
    conn: &Connection,
    new: &NewJournal,
    archived: bool,
    last_seq: u32,
    redacted: bool,
    updated_at: Timestamp,
    head: Option<&Hash>,
) -> Result<(), StorageError> {
    let header = new_header_hash(new, redacted);
    let head = head.unwrap_or(&header);
    let record = chain::record_hash(&RecordFields {
        id: new.id.as_str(),
        title: new.title.as_str(),
        archived,
        updated_at: i64::from(updated_at.unix_seconds()),
        last_seq: i64::from(last_seq),
        header_hash: &header,
        head_hash: head,
    });
    conn.prepare_cached(
        "INSERT INTO journals (id, kind, title, archived, redacted, created_at, updated_at, \
         ruleset_version, data_pack_id, data_pack_version, seeds, setup, last_seq, header_hash, \
         head_hash, record_hash) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
    )?
    .execute(params![
        new.id.as_str(),
        new.kind.as_sql(),
        new.title.as_str(),
        archived,
        redacted,
        new.created_at.unix_seconds(),
        updated_at.unix_seconds(),
        new.header.ruleset_version,
        new.header.data_pack.id,
        new.header.data_pack.version,
        new.header.seeds.as_str(),
        new.header.setup.as_str(),
        last_seq,
        header.as_slice(),
        head.as_slice(),
        record.as_slice(),
    ])?;
    Ok(())
}

/// The header hash of a journal about to be written.
pub(crate) fn new_header_hash(new: &NewJournal, redacted: bool) -> Hash {
    chain::header_hash(&HeaderFields {
        id: new.id.as_str(),
        kind: new.kind.as_sql(),
        created_at: i64::from(new.created_at.unix_seconds()),
        redacted,
        ruleset_version: &new.header.ruleset_version,
        data_pack_id: &new.header.data_pack.id,
        data_pack_version: &new.header.data_pack.version,
        seeds: new.header.seeds.as_str(),
        setup: new.header.setup.as_str(),
    })
}

fn damaged(id: &JournalId, damage: JournalDamage) -> StorageError {
    StorageError::JournalDamaged {
        id: id.clone(),
        damage,
    }
}

/// Checks a row's header and record hashes before it is changed; returns the header's hash.
fn checked_record(row: &JournalRow, id: &JournalId) -> Result<Hash, StorageError> {
    let Some(header) = row.checked_header() else {
        return Err(damaged(id, JournalDamage::Header));
    };
    if !row.record_ok() {
        return Err(damaged(id, JournalDamage::Record));
    }
    Ok(header)
}

const SUMMARY_COLUMNS: &str =
    "id, kind, title, archived, redacted, created_at, updated_at, last_seq";

/// A journals row as stored, checked by [`SummaryRow::into_summary`].
struct SummaryRow {
    id: String,
    kind: String,
    title: String,
    archived: bool,
    redacted: bool,
    created_at: i64,
    updated_at: i64,
    last_seq: i64,
}

impl SummaryRow {
    fn read(row: &rusqlite::Row<'_>) -> rusqlite::Result<SummaryRow> {
        Ok(SummaryRow {
            id: row.get(0)?,
            kind: row.get(1)?,
            title: row.get(2)?,
            archived: row.get(3)?,
            redacted: row.get(4)?,
            created_at: row.get(5)?,
            updated_at: row.get(6)?,
            last_seq: row.get(7)?,
        })
    }

    fn into_summary(self) -> Result<JournalSummary, StorageError> {
        let bad = |what: &str| corrupt(format!("a journal row holds an invalid {what}"));
        Ok(JournalSummary {
            id: JournalId::new(self.id).map_err(|_| bad("id"))?,
            kind: JournalKind::from_sql(&self.kind).ok_or_else(|| bad("kind"))?,
            title: Title::new(self.title).map_err(|_| bad("title"))?,
            archived: self.archived,
            redacted: self.redacted,
            created_at: stored_time(self.created_at)?,
            updated_at: stored_time(self.updated_at)?,
            entry_count: stored_count(self.last_seq)?,
        })
    }
}

fn check_setting_key(key: &str) -> Result<(), StorageError> {
    if key.is_empty() || key.len() > MAX_SETTING_KEY_LEN {
        return Err(StorageError::InvalidInput {
            what: "setting key",
            detail: format!("use 1 to {MAX_SETTING_KEY_LEN} bytes"),
        });
    }
    // The export signing key never leaves the store: only the signing module reads it.
    if crate::signing::is_reserved_setting(key) {
        return Err(StorageError::InvalidInput {
            what: "setting key",
            detail: "this key is reserved".to_owned(),
        });
    }
    Ok(())
}
