//! Backup copies of the database file, and restoring one of them.
//!
//! A backup is a complete, consistent SQLite file made with `VACUUM INTO`, named
//! `<database file name>.<number>.<reason>.bak` in the backup folder. Numbers grow by one per
//! backup, so the highest number is the newest whatever the clock says.
//!
//! Two kinds are kept, each bounded by its own count so that neither pushes the other out: the
//! copies made before a schema upgrade, an import, a restore or by hand ([`KEEP_BACKUPS`]), and
//! the copies made at the start and end of an event's rounds ([`KEEP_ROUND_BACKUPS`]). A round
//! backup carries its moment (event, round, start or end) in a small file beside it,
//! `<database file name>.<number>.<reason>.moment.json`, written before the backup is put in place.

use crate::atomic::write_file_atomically;
use crate::error::StorageError;
use crate::inspect::{inspect, open_read_only, Inspection};
use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};
use std::fs;
use std::path::{Path, PathBuf};

/// How many automatic backups (before upgrades, imports and restores, or by hand) are kept per
/// database; older ones are removed after a new one.
pub const KEEP_BACKUPS: usize = 10;

/// How many round backups are kept per database, apart from [`KEEP_BACKUPS`]: the start and end
/// of 20 rounds, so the whole of an 8-round event and more.
pub const KEEP_ROUND_BACKUPS: usize = 40;

const SUFFIX: &str = "bak";
const PARTIAL: &str = "bak-partial";
const MOMENT: &str = "moment.json";
const ROUND_PREFIX: &str = "round-";

/// Which edge of a round a round backup was made at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum RoundEdge {
    /// Just after the round's pairing was recorded.
    Start,
    /// Just after the round's last result was recorded.
    End,
}

/// The moment of an event a round backup was made at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupMoment {
    /// The event's journal id.
    pub event_id: String,
    /// The event's title then.
    pub event_title: String,
    /// The round, from 1.
    pub round: u32,
    /// Its start or its end.
    pub edge: RoundEdge,
}

/// One backup file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupInfo {
    /// The file.
    pub path: PathBuf,
    /// Its number: higher is newer.
    pub number: u32,
    /// Why it was made (`before-migration-v2`, `before-import`, `manual`...).
    pub reason: String,
    /// Its size in bytes, saturated at `u32::MAX`.
    pub size_bytes: u32,
    /// For a round backup, the event's moment it holds; `None` for the others (and for a round
    /// backup whose moment file is missing or unreadable).
    pub moment: Option<BackupMoment>,
}

impl BackupInfo {
    /// Whether it is a round backup, counted apart from the others.
    pub fn is_round(&self) -> bool {
        self.reason.starts_with(ROUND_PREFIX)
    }
}

/// Why a backup is made; becomes part of the file name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum BackupReason {
    BeforeMigration { to: u32 },
    BeforeImport,
    BeforeRestore,
    Manual,
    Round(BackupMoment),
}

impl BackupReason {
    fn label(&self) -> String {
        match self {
            BackupReason::BeforeMigration { to } => format!("before-migration-v{to}"),
            BackupReason::BeforeImport => "before-import".to_owned(),
            BackupReason::BeforeRestore => "before-restore".to_owned(),
            BackupReason::Manual => "manual".to_owned(),
            BackupReason::Round(moment) => {
                let edge = match moment.edge {
                    RoundEdge::Start => "start",
                    RoundEdge::End => "end",
                };
                format!("{ROUND_PREFIX}{}-{edge}", moment.round)
            }
        }
    }
}

/// The moment file beside the backup `<stem>.bak`: `<stem>.moment.json`.
fn moment_path(backup: &Path) -> PathBuf {
    backup.with_extension(MOMENT)
}

fn read_moment(backup: &Path) -> Option<BackupMoment> {
    let text = fs::read(moment_path(backup)).ok()?;
    serde_json::from_slice(&text).ok()
}

/// The folder where the backups of the database at `db_path` go: `<file name>.backups` beside it.
pub(crate) fn backup_dir_for(db_path: &Path) -> PathBuf {
    let mut name = db_path
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".backups");
    db_path.with_file_name(name)
}

/// Splits `<db name>.<number>.<reason>.bak` into its number and reason.
fn parse_name(name: &str) -> Option<(u32, String)> {
    let rest = name.strip_suffix(SUFFIX)?.strip_suffix('.')?;
    let (rest, reason) = rest.rsplit_once('.')?;
    let (_db, number) = rest.rsplit_once('.')?;
    if reason.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((number.parse().ok()?, reason.to_owned()))
}

/// The backups in `dir`, newest first. A missing folder has none.
pub(crate) fn list(dir: &Path) -> Result<Vec<BackupInfo>, StorageError> {
    let read = match fs::read_dir(dir) {
        Ok(read) => read,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(StorageError::io("list the backups in", dir, &e)),
    };
    let mut found = Vec::new();
    for item in read {
        let item = item.map_err(|e| StorageError::io("list the backups in", dir, &e))?;
        let Some(name) = item.file_name().to_str().map(str::to_owned) else {
            continue;
        };
        let Some((number, reason)) = parse_name(&name) else {
            continue;
        };
        let size = item.metadata().map(|m| m.len()).unwrap_or(0);
        let path = item.path();
        let moment = reason
            .starts_with(ROUND_PREFIX)
            .then(|| read_moment(&path))
            .flatten();
        found.push(BackupInfo {
            path,
            number,
            reason,
            size_bytes: u32::try_from(size).unwrap_or(u32::MAX),
            moment,
        });
    }
    found.sort_by(|a, b| b.number.cmp(&a.number).then_with(|| b.path.cmp(&a.path)));
    Ok(found)
}

/// Makes a backup of the database open on `conn` (whose file is `db_path`) into `dir`, then
/// removes the oldest backups of its kind beyond [`KEEP_BACKUPS`] or [`KEEP_ROUND_BACKUPS`].
pub(crate) fn make(
    conn: &Connection,
    db_path: &Path,
    dir: &Path,
    reason: BackupReason,
) -> Result<BackupInfo, StorageError> {
    make_keeping(conn, db_path, dir, reason, None)
}

/// As [`make`], never pruning the backup at `keep` (the one about to be restored).
pub(crate) fn make_keeping(
    conn: &Connection,
    db_path: &Path,
    dir: &Path,
    reason: BackupReason,
    keep: Option<&Path>,
) -> Result<BackupInfo, StorageError> {
    let failed = |path: &Path, detail: String| StorageError::BackupFailed {
        path: path.to_path_buf(),
        detail,
    };
    fs::create_dir_all(dir).map_err(|e| failed(dir, e.to_string()))?;
    let existing = list(dir)?;
    let number = existing
        .first()
        .map_or(Some(1), |newest| newest.number.checked_add(1))
        .ok_or_else(|| failed(dir, "backup numbers are exhausted".to_owned()))?;
    let db_name = db_path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("hexadraft");
    let stem = format!("{db_name}.{number:04}.{}", reason.label());
    let final_path = dir.join(format!("{stem}.{SUFFIX}"));
    let partial_path = dir.join(format!("{stem}.{PARTIAL}"));
    // A partial file is only ever left by a backup that was interrupted (a crash, a power cut):
    // it is ours, incomplete, and never listed as a backup, whatever its number. Every one of
    // this database's is removed before a new copy is made, so none is left to pile up.
    remove_partials(dir, db_name).map_err(|(path, e)| failed(&path, e.to_string()))?;
    let moment = match &reason {
        BackupReason::Round(moment) => Some(moment.clone()),
        _ => None,
    };
    let copied = copy_into(conn, &partial_path)
        .and_then(|()| write_moment(&final_path, moment.as_ref()))
        .and_then(|()| {
            fs::rename(&partial_path, &final_path).map_err(|e| (final_path.clone(), e.to_string()))
        })
        .map_err(|(path, detail)| {
            // An incomplete copy is useless: it is not left behind.
            let _ = fs::remove_file(&partial_path);
            let _ = fs::remove_file(moment_path(&final_path));
            failed(&path, detail)
        });
    copied?;
    sync_dir(dir);
    let size = fs::metadata(&final_path).map(|m| m.len()).unwrap_or(0);
    let round = moment.is_some();
    let keep_count = if round {
        KEEP_ROUND_BACKUPS
    } else {
        KEEP_BACKUPS
    };
    let same_kind = existing
        .iter()
        .filter(|old| old.is_round() == round && Some(old.path.as_path()) != keep);
    for old in same_kind.skip(keep_count.saturating_sub(1)) {
        // Pruning is housekeeping: a failure leaves one more old copy, which harms nothing.
        let _ = fs::remove_file(&old.path);
        let _ = fs::remove_file(moment_path(&old.path));
    }
    Ok(BackupInfo {
        path: final_path,
        number,
        reason: reason.label(),
        size_bytes: u32::try_from(size).unwrap_or(u32::MAX),
        moment,
    })
}

/// Writes a round backup's moment beside where the backup will be (`backup`), before it is put
/// there, so a listed round backup has its moment.
fn write_moment(backup: &Path, moment: Option<&BackupMoment>) -> Result<(), (PathBuf, String)> {
    let Some(moment) = moment else {
        return Ok(());
    };
    let path = moment_path(backup);
    let text = serde_json::to_vec(moment).map_err(|e| (path.clone(), e.to_string()))?;
    write_file_atomically(&path, &text).map_err(|e| (path, e.to_string()))
}

/// Writes a complete copy of the database open on `conn` to `partial`, synced.
fn copy_into(conn: &Connection, partial: &Path) -> Result<(), (PathBuf, String)> {
    let fail = |e: &dyn std::fmt::Display| (partial.to_path_buf(), e.to_string());
    let text = partial
        .to_str()
        .ok_or_else(|| fail(&"the folder name is not valid Unicode"))?;
    conn.execute("VACUUM INTO ?1", [text])
        .map_err(|e| fail(&e))?;
    // A copy in rollback-journal mode can be opened read-only without SQLite creating -wal and
    // -shm files beside it in the backup folder.
    Connection::open_with_flags(partial, OpenFlags::SQLITE_OPEN_READ_WRITE)
        .and_then(|copy| copy.pragma_update_and_check(None, "journal_mode", "DELETE", |_| Ok(())))
        .map_err(|e| fail(&e))?;
    sync_file(partial).map_err(|e| fail(&e))
}

/// Removes the `<db name>.*.bak-partial` files an interrupted backup left in `dir`.
fn remove_partials(dir: &Path, db_name: &str) -> Result<(), (PathBuf, std::io::Error)> {
    let prefix = format!("{db_name}.");
    let suffix = format!(".{PARTIAL}");
    let read = fs::read_dir(dir).map_err(|e| (dir.to_path_buf(), e))?;
    for item in read {
        let item = item.map_err(|e| (dir.to_path_buf(), e))?;
        let name = item.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        if name.starts_with(&prefix) && name.ends_with(&suffix) {
            let path = item.path();
            fs::remove_file(&path).map_err(|e| (path, e))?;
        } else if let Some(stem) = name
            .strip_suffix(MOMENT)
            .filter(|_| name.starts_with(&prefix))
        {
            // A moment whose backup was never put in place (the copy was interrupted).
            let path = item.path();
            if !dir.join(format!("{stem}{SUFFIX}")).exists() {
                fs::remove_file(&path).map_err(|e| (path, e))?;
            }
        }
    }
    Ok(())
}

/// What [`Store::restore_backup`](crate::Store::restore_backup) did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RestoreReport {
    /// The backup that now is the database.
    pub restored_from: PathBuf,
    /// The backup made of the working database just before it was replaced; `None` when the
    /// database replaced could not be opened.
    pub kept_as_backup: Option<BackupInfo>,
    /// Where the files that were at the target (database, `-wal`, `-shm`, `-confirmed`) were
    /// moved; they are kept, never deleted.
    pub moved_aside: Vec<PathBuf>,
}

/// Checks the backup at `backup` without writing to it: a database of this app that SQLite
/// finds whole and, when it has this build's schema, whose every journal and setting still
/// matches its hashes (an older backup has its chains checked when it is opened after a restore).
/// Answers its schema version.
pub(crate) fn check(backup: &Path) -> Result<u32, StorageError> {
    let version = match inspect(backup, false)? {
        Inspection::Existing { version, .. } => version,
        Inspection::Fresh => {
            return Err(StorageError::InvalidInput {
                what: "backup",
                detail: format!("{} holds no database", backup.display()),
            })
        }
    };
    if version == crate::schema::SCHEMA_VERSION {
        let conn = open_read_only(backup)?;
        if let Some(damage) = crate::verify::verify_all(&conn)?.first() {
            return Err(damage.to_error());
        }
    }
    Ok(version)
}

/// Checks `backup`, moves whatever is at `target` aside, and copies the backup to `target`.
pub(crate) fn restore(backup: &Path, target: &Path) -> Result<RestoreReport, StorageError> {
    check(backup)?;
    put_in_place(backup, target, "damaged", None)
}

/// Moves whatever is at `target` aside to `<target>.<word>-N` and copies the (checked) backup
/// to `target`.
pub(crate) fn put_in_place(
    backup: &Path,
    target: &Path,
    word: &str,
    kept_as_backup: Option<BackupInfo>,
) -> Result<RestoreReport, StorageError> {
    let moved_aside = move_aside(target, word)?;
    let mut restoring = target.as_os_str().to_os_string();
    restoring.push(".restoring");
    let restoring = PathBuf::from(restoring);
    fs::copy(backup, &restoring)
        .map_err(|e| StorageError::io("copy the backup to", &restoring, &e))?;
    sync_file(&restoring).map_err(|e| StorageError::io("write", &restoring, &e))?;
    fs::rename(&restoring, target)
        .map_err(|e| StorageError::io("put the backup in place at", target, &e))?;
    if let Some(parent) = target.parent() {
        sync_dir(parent);
    }
    Ok(RestoreReport {
        restored_from: backup.to_path_buf(),
        kept_as_backup,
        moved_aside,
    })
}

/// The companion files SQLite keeps beside a database, and the store's count of confirmed
/// entries (which belongs to that database, not to the one put in its place).
const COMPANIONS: [&str; 4] = ["", "-wal", "-shm", "-confirmed"];

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut text = path.as_os_str().to_os_string();
    text.push(suffix);
    PathBuf::from(text)
}

/// Moves the database at `target` and its companions aside (see [`move_aside`]) and makes the
/// renames durable, so a new database can start at `target`.
pub(crate) fn set_aside(target: &Path) -> Result<Vec<PathBuf>, StorageError> {
    let moved = move_aside(target, "damaged")?;
    if let Some(parent) = target.parent() {
        sync_dir(parent);
    }
    Ok(moved)
}

/// Renames `target` and its companions to `<target>.<word>-N` (the same N for all, so the set
/// still opens as one database).
fn move_aside(target: &Path, word: &str) -> Result<Vec<PathBuf>, StorageError> {
    let present: Vec<&str> = COMPANIONS
        .into_iter()
        .filter(|suffix| with_suffix(target, suffix).exists())
        .collect();
    if present.is_empty() {
        return Ok(Vec::new());
    }
    let mut n: u32 = 1;
    let base = loop {
        let base = with_suffix(target, &format!(".{word}-{n}"));
        if COMPANIONS.iter().all(|s| !with_suffix(&base, s).exists()) {
            break base;
        }
        n = n.checked_add(1).ok_or_else(|| StorageError::InvalidInput {
            what: "target",
            detail: format!("too many {word} copies beside it"),
        })?;
    };
    let mut moved = Vec::new();
    for suffix in present {
        let from = with_suffix(target, suffix);
        let to = with_suffix(&base, suffix);
        fs::rename(&from, &to).map_err(|e| StorageError::io("move aside", &from, &e))?;
        moved.push(to);
    }
    Ok(moved)
}

fn sync_file(path: &Path) -> std::io::Result<()> {
    fs::OpenOptions::new().write(true).open(path)?.sync_all()
}

/// Makes a rename durable where the platform allows syncing a folder (not on Windows).
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(handle) = fs::File::open(dir) {
        let _ = handle.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backup_names_give_back_number_and_reason() {
        assert_eq!(
            parse_name("app.sqlite3.0012.before-import.bak"),
            Some((12, "before-import".to_owned()))
        );
        assert_eq!(
            parse_name("app.sqlite3.0012.before-import.bak-partial"),
            None
        );
        assert_eq!(parse_name("notes.txt"), None);
        assert_eq!(parse_name("x.12a.manual.bak"), None);
    }

    #[test]
    fn the_backup_folder_sits_beside_the_database() {
        assert_eq!(
            backup_dir_for(Path::new("/data/app.sqlite3")),
            PathBuf::from("/data/app.sqlite3.backups")
        );
    }

    #[test]
    fn a_missing_backup_folder_lists_no_backups() {
        let dir = tempfile::tempdir().unwrap();
        assert!(list(&dir.path().join("absent")).unwrap().is_empty());
    }
}
