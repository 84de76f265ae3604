//! The read-only check run before a database file is opened for writing, so that a damaged,
//! foreign or newer file is refused without a single byte of it being changed.

use crate::confirmed::HeldJournal;
use crate::error::StorageError;
use crate::schema::{user_version, APPLICATION_ID, SCHEMA_VERSION};
use rusqlite::{Connection, OpenFlags};
use std::fs;
use std::io::Read;
use std::path::Path;
use std::time::Duration;

/// The first 16 bytes of every SQLite database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";
/// Size of the SQLite file header.
const HEADER_LEN: usize = 100;
/// How long to wait for another connection's lock before giving up.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// What a path holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Inspection {
    /// Nothing yet (no file, or an empty database): a new store is created there.
    Fresh,
    /// A sound Hexadraft database at schema `version` (never above [`SCHEMA_VERSION`]), with
    /// its journals' header hashes and entry counts as the file and its log hold them (from
    /// schema 3, which has header hashes).
    Existing {
        version: u32,
        held: Option<Vec<HeldJournal>>,
    },
}

fn corrupt(path: &Path, detail: impl Into<String>) -> StorageError {
    StorageError::Corrupt {
        path: path.to_path_buf(),
        detail: detail.into(),
        last_backup: None,
    }
}

pub(crate) fn classify(path: &Path, error: &rusqlite::Error) -> StorageError {
    if StorageError::is_corruption(error) {
        corrupt(path, error.to_string())
    } else {
        StorageError::Database {
            detail: format!("{} ({})", error, path.display()),
        }
    }
}

/// Checks the file at `path` without writing to it: header magic, `PRAGMA quick_check`,
/// application id and schema version. The `last_backup` of a `Corrupt` error is left empty.
/// With `structure_vouched_for` (the file is, byte for byte, one that passed the check when it
/// was last closed: [`crate::checked`]), the `quick_check` is not run again.
pub(crate) fn inspect(
    path: &Path,
    structure_vouched_for: bool,
) -> Result<Inspection, StorageError> {
    let metadata = match fs::metadata(path) {
        Ok(metadata) => metadata,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Inspection::Fresh),
        Err(e) => return Err(StorageError::io("read", path, &e)),
    };
    if metadata.is_dir() {
        return Err(StorageError::InvalidInput {
            what: "database path",
            detail: format!("{} is a folder, not a file", path.display()),
        });
    }
    // An empty main file can still be a database whose first transactions sit in its -wal
    // file, so it goes through the same check as any other file.
    if metadata.len() > 0 {
        check_header(path)?;
    }
    let conn = open_read_only(path).map_err(|e| classify(path, &e))?;
    conn.busy_timeout(BUSY_TIMEOUT)
        .map_err(|e| classify(path, &e))?;
    if !structure_vouched_for {
        check_structure(path, &conn)?;
    }
    let application_id: i32 = conn
        .pragma_query_value(None, "application_id", |row| row.get(0))
        .map_err(|e| classify(path, &e))?;
    let version = user_version(&conn).map_err(|e| classify(path, &e))?;
    let objects: i64 = conn
        .query_row("SELECT COUNT(*) FROM sqlite_schema", [], |row| row.get(0))
        .map_err(|e| classify(path, &e))?;
    if application_id == 0 && version == 0 && objects == 0 {
        return Ok(Inspection::Fresh);
    }
    if application_id != APPLICATION_ID {
        return Err(StorageError::ForeignDatabase {
            path: path.to_path_buf(),
        });
    }
    if version > SCHEMA_VERSION {
        return Err(StorageError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: SCHEMA_VERSION,
        });
    }
    let held = if version >= 3 {
        Some(held_journals(&conn).map_err(|e| classify(path, &e))?)
    } else {
        None
    };
    Ok(Inspection::Existing { version, held })
}

/// Opens `path` read-only (as [`open_read_only`]) and runs [`quick_check`] on it: damage found is
/// [`StorageError::Corrupt`] (its `last_backup` left empty), as are SQLite's own corruption
/// errors.
pub(crate) fn check_file_structure(path: &Path) -> Result<(), StorageError> {
    let conn = open_read_only(path).map_err(|e| classify(path, &e))?;
    conn.busy_timeout(BUSY_TIMEOUT)
        .map_err(|e| classify(path, &e))?;
    check_structure(path, &conn)
}

fn check_structure(path: &Path, conn: &Connection) -> Result<(), StorageError> {
    quick_check(conn).map_err(|e| match e {
        CheckFailure::Sql(e) => classify(path, &e),
        CheckFailure::Problems(problems) => corrupt(path, problems),
    })
}

/// Every journal's id, header hash and entry count.
pub(crate) fn held_journals(conn: &Connection) -> rusqlite::Result<Vec<HeldJournal>> {
    conn.prepare("SELECT id, header_hash, last_seq FROM journals")?
        .query_map([], |row| {
            Ok(HeldJournal {
                id: row.get(0)?,
                header: row.get(1)?,
                entries: row.get(2)?,
            })
        })?
        .collect()
}

/// Opens `path` for reading without writing anything beside it. Without `-wal` and `-shm`
/// files there, the file alone is the database: it is opened `immutable`, so SQLite creates
/// neither (a plain read-only open of a WAL-mode file would leave an empty `-wal` and `-shm`
/// beside a file that may be refused and must stay as it was). With them (an unclean shutdown,
/// or another process at work), the log must be read too, so the open is a plain read-only one.
pub(crate) fn open_read_only(path: &Path) -> rusqlite::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let has_log = ["-wal", "-shm"]
        .iter()
        .any(|suffix| crate::wal::companion(path, suffix).exists());
    match immutable_uri(path) {
        Some(uri) if !has_log => {
            Connection::open_with_flags(uri, flags | OpenFlags::SQLITE_OPEN_URI)
        }
        _ => Connection::open_with_flags(path, flags),
    }
}

/// `file:<path>?immutable=1`, the path percent-encoded (Unix only; elsewhere `None`).
fn immutable_uri(path: &Path) -> Option<String> {
    #[cfg(unix)]
    {
        use std::fmt::Write;
        use std::os::unix::ffi::OsStrExt;
        let mut uri = String::from("file:");
        for &byte in path.as_os_str().as_bytes() {
            if byte.is_ascii_alphanumeric() || b"/._~-".contains(&byte) {
                uri.push(char::from(byte));
            } else {
                let _ = write!(uri, "%{byte:02X}");
            }
        }
        uri.push_str("?immutable=1");
        Some(uri)
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        None
    }
}

fn check_header(path: &Path) -> Result<(), StorageError> {
    let mut file = fs::File::open(path).map_err(|e| StorageError::io("read", path, &e))?;
    let mut header = Vec::with_capacity(HEADER_LEN);
    file.by_ref()
        .take(HEADER_LEN as u64)
        .read_to_end(&mut header)
        .map_err(|e| StorageError::io("read", path, &e))?;
    if !header.starts_with(SQLITE_MAGIC) {
        return Err(corrupt(
            path,
            "it does not start with the SQLite header, so it is not a database or its beginning was overwritten",
        ));
    }
    if header.len() < HEADER_LEN {
        return Err(corrupt(
            path,
            format!("it is truncated to {} bytes", header.len()),
        ));
    }
    Ok(())
}

pub(crate) enum CheckFailure {
    Sql(rusqlite::Error),
    Problems(String),
}

/// Runs `PRAGMA quick_check`, which reads every page of every table and index.
pub(crate) fn quick_check(conn: &Connection) -> Result<(), CheckFailure> {
    let mut statement = conn
        .prepare("PRAGMA quick_check")
        .map_err(CheckFailure::Sql)?;
    let lines = statement
        .query_map([], |row| row.get::<_, String>(0))
        .map_err(CheckFailure::Sql)?
        .take(3)
        .collect::<Result<Vec<String>, _>>()
        .map_err(CheckFailure::Sql)?;
    if lines.len() == 1 && lines.first().map(String::as_str) == Some("ok") {
        Ok(())
    } else {
        Err(CheckFailure::Problems(format!(
            "the integrity check found: {}",
            lines.join("; ")
        )))
    }
}
