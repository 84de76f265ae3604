//! Files the app writes and reads outside its database: exports (never over an existing file),
//! imports (bounded before they are read) and the folder they go to by default.

use crate::error::{count_u32, AppError, AppRefusal, InputProblem, Missing};
use hexadraft_storage::{StorageError, Timestamp};
use serde::Serialize;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// A file the app wrote.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct WrittenFile {
    /// Its full path, to show.
    pub path: String,
    /// Its name.
    pub file_name: String,
    /// Its size in bytes (saturated).
    pub size_bytes: u32,
}

/// A file in the exports folder, offered for import.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFile {
    /// Its name.
    pub name: String,
    /// Its full path.
    pub path: String,
    /// Its size in bytes (saturated).
    pub size_bytes: u32,
    /// When it last changed, in seconds since 1970 (UTC).
    pub modified_at: u32,
}

/// The exports folder and the files in it, newest first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ExchangeFolder {
    /// The folder's full path.
    pub dir: String,
    /// Its `.json` files, newest first.
    pub files: Vec<ExchangeFile>,
}

pub(crate) fn io_error(action: &'static str, path: &Path, error: &std::io::Error) -> AppError {
    AppError::Storage {
        error: StorageError::Io {
            action,
            path: path.to_path_buf(),
            detail: error.to_string(),
        },
    }
}

/// `YYYYMMDD-HHMMSS` in UTC, for file names that sort by time.
pub(crate) fn file_stamp(at: Timestamp) -> String {
    let stamp = jiff::Timestamp::from_second(i64::from(at.unix_seconds()))
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    stamp.strftime("%Y%m%d-%H%M%S").to_string()
}

/// Writes `bytes` to a new file `<stem>-<date>-<time>.<extension>` in `dir` (created if needed),
/// never over an existing file, synced before it answers.
pub(crate) fn write_new_file(
    dir: &Path,
    stem: &str,
    extension: &str,
    at: Timestamp,
    bytes: &[u8],
) -> Result<WrittenFile, AppError> {
    std::fs::create_dir_all(dir).map_err(|e| io_error("create the folder", dir, &e))?;
    let base = format!("{stem}-{}", file_stamp(at));
    for n in 1..=999u32 {
        let file_name = if n == 1 {
            format!("{base}.{extension}")
        } else {
            format!("{base}-{n}.{extension}")
        };
        let path = dir.join(&file_name);
        // create_new: two exports in the same second never overwrite each other.
        let file = match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(file) => file,
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io_error("create", &path, &e)),
        };
        if let Err(e) = write_synced(file, bytes) {
            // A full disk leaves no half-written file behind.
            let _ = std::fs::remove_file(&path);
            return Err(io_error("write", &path, &e));
        }
        return Ok(WrittenFile {
            path: path.display().to_string(),
            file_name,
            size_bytes: count_u32(bytes.len()),
        });
    }
    Err(AppRefusal::TooManyFiles { name: base }.into())
}

/// Writes an export: to the file chosen in the system's save dialog when `chosen` names one
/// (the dialog asked before replacing a file, so it is replaced, atomically), else to a new
/// dated file in `dir` ([`write_new_file`]).
pub(crate) fn write_export(
    dir: &Path,
    stem: &str,
    extension: &str,
    at: Timestamp,
    bytes: &[u8],
    chosen: Option<&str>,
) -> Result<WrittenFile, AppError> {
    match chosen.map(str::trim).filter(|c| !c.is_empty()) {
        None => write_new_file(dir, stem, extension, at, bytes),
        Some(chosen) => write_chosen_file(chosen, bytes),
    }
}

/// Replaces the file at `chosen` (a full path to a file) by `bytes`, atomically: a crash leaves
/// the old file or the new, never half of one.
fn write_chosen_file(chosen: &str, bytes: &[u8]) -> Result<WrittenFile, AppError> {
    let path = PathBuf::from(chosen);
    let file_name = match path.file_name() {
        Some(name) if path.is_absolute() => name.to_string_lossy().into_owned(),
        _ => {
            return Err(InputProblem::FileNotAbsolute {
                path: chosen.to_owned(),
            }
            .into())
        }
    };
    hexadraft_storage::write_file_atomically(&path, bytes)?;
    Ok(WrittenFile {
        path: path.display().to_string(),
        file_name,
        size_bytes: count_u32(bytes.len()),
    })
}

/// Writes `bytes` to `name` in `folder`, replacing an older file of that name (paper and
/// reports: the newest print of a document is the one that counts), atomically: a crash, or a
/// PDF viewer on Windows holding the old print open, leaves the old file whole, never half of one.
pub(crate) fn write_file(folder: &Path, name: &str, bytes: &[u8]) -> Result<String, AppError> {
    let path = folder.join(name);
    hexadraft_storage::write_file_atomically(&path, bytes)?;
    Ok(path.display().to_string())
}

fn write_synced(mut file: std::fs::File, bytes: &[u8]) -> std::io::Result<()> {
    file.write_all(bytes)?;
    file.sync_all()
}

/// The file an import names: a bare file name is looked for in the exports folder; a path with
/// folders is taken as it is.
pub(crate) fn resolve_import_path(exports_dir: &Path, input: &str) -> Result<PathBuf, AppError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(InputProblem::NoFileChosen.into());
    }
    let given = PathBuf::from(input);
    let path = if given.components().count() == 1 && !given.is_absolute() {
        exports_dir.join(given)
    } else {
        given
    };
    if !path.is_file() {
        return Err(Missing::File {
            path: path.display().to_string(),
        }
        .into());
    }
    Ok(path)
}

/// Reads a whole file of at most `max` bytes, refusing a larger one before reading it.
pub(crate) fn read_bounded(path: &Path, max: usize) -> Result<Vec<u8>, AppError> {
    let file = std::fs::File::open(path).map_err(|e| io_error("open", path, &e))?;
    let limit = u64::try_from(max).unwrap_or(u64::MAX);
    let size = file
        .metadata()
        .map_err(|e| io_error("read", path, &e))?
        .len();
    let too_large = |size: u64| -> AppError {
        InputProblem::FileTooLarge {
            path: path.display().to_string(),
            size: u32::try_from(size).unwrap_or(u32::MAX),
            max: count_u32(max),
        }
        .into()
    };
    if size > limit {
        return Err(too_large(size));
    }
    let mut bytes = Vec::new();
    // The file may grow while it is read: never take more than one byte past the limit.
    file.take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| io_error("read", path, &e))?;
    if bytes.len() > max {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// The `.json` files of `dir`, newest first (an absent folder has none).
pub(crate) fn exchange_files(dir: &Path) -> Result<Vec<ExchangeFile>, AppError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(io_error("list the files in", dir, &e)),
    };
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        let Ok(meta) = entry.metadata() else {
            continue;
        };
        if !meta.is_file() || !name.to_ascii_lowercase().ends_with(".json") {
            continue;
        }
        let modified_at = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| u32::try_from(d.as_secs()).unwrap_or(u32::MAX))
            .unwrap_or(0);
        files.push(ExchangeFile {
            path: entry.path().display().to_string(),
            name,
            size_bytes: u32::try_from(meta.len()).unwrap_or(u32::MAX),
            modified_at,
        });
    }
    files.sort_by(|a, b| {
        b.modified_at
            .cmp(&a.modified_at)
            .then_with(|| b.name.cmp(&a.name))
    });
    Ok(files)
}

/// The text of a file an import names (a name in `exports_dir` or a full path), read only up to
/// `max` bytes and only if it is UTF-8.
///
/// # Errors
/// [`InputProblem::NoFileChosen`], a missing or oversized file, or [`InputProblem::NotText`].
pub(crate) fn read_import_text(
    exports_dir: &Path,
    input: &str,
    max: usize,
) -> Result<String, AppError> {
    let path = resolve_import_path(exports_dir, input)?;
    let bytes = read_bounded(&path, max)?;
    String::from_utf8(bytes).map_err(|_| {
        InputProblem::NotText {
            path: path.display().to_string(),
        }
        .into()
    })
}

/// The folder a document is written into: the one given (a full path), or `default`.
pub(crate) fn target_folder(default: PathBuf, folder: Option<&str>) -> Result<PathBuf, AppError> {
    let path = match folder.map(str::trim).filter(|f| !f.is_empty()) {
        Some(f) => {
            let path = PathBuf::from(f);
            if !path.is_absolute() {
                return Err(InputProblem::FolderNotAbsolute { path: f.to_owned() }.into());
            }
            path
        }
        None => default,
    };
    std::fs::create_dir_all(&path).map_err(|e| io_error("create the folder", &path, &e))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_export_goes_to_the_chosen_file_replacing_it_or_to_a_new_dated_file() {
        let dir = tempfile::tempdir().unwrap();
        let at = Timestamp::from_unix_seconds(0);
        let chosen = dir.path().join("for-maria.json");
        std::fs::write(&chosen, b"older").unwrap();
        let chosen_text = chosen.display().to_string();
        let written =
            write_export(dir.path(), "x", "json", at, b"new", Some(&chosen_text)).unwrap();
        assert_eq!(written.file_name, "for-maria.json");
        assert_eq!(std::fs::read(&chosen).unwrap(), b"new");
        // Nothing else was left beside it (no temporary file).
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        // No choice (or a blank one): a new dated file in the folder.
        let dated = write_export(dir.path(), "x", "json", at, b"a", Some("  ")).unwrap();
        assert_eq!(dated.file_name, "x-19700101-000000.json");
        // A relative path or a folder's path is not a file to write.
        for bad in ["relative.json", "/"] {
            let error = write_export(dir.path(), "x", "json", at, b"a", Some(bad)).unwrap_err();
            assert_eq!(error.code(), "invalid.fileNotAbsolute", "{bad}");
        }
    }

    /// Windows keeps the data folder in the person's profile,
    /// `C:\Users\<name>\AppData\Roaming\app.hexadraft.desktop` (Tauri's `app_data_dir`), and
    /// names are often not ASCII: the database, its backups, exports and imports all live there.
    #[test]
    fn the_data_folder_works_in_a_profile_whose_name_is_not_ascii() {
        use crate::{App, FixedClock, SeededEntropy};
        use hexadraft_storage::ExportAudience;
        let root = tempfile::tempdir().unwrap();
        let profile = root.path().join("Users").join("Łukasz Żółkiewski");
        let data_dir = profile
            .join("AppData")
            .join("Roaming")
            .join("app.hexadraft.desktop");
        let app = App::open(
            &data_dir,
            FixedClock::at(1_800_000_000),
            SeededEntropy::new(5),
        );
        app.create_ledger("Temporada 2026 — Málaga").unwrap();
        assert!(data_dir.join(crate::DATABASE_FILE).is_file());
        let ids: Vec<String> = app
            .list_journals()
            .unwrap()
            .iter()
            .map(|j| j.id.as_str().to_owned())
            .collect();
        assert_eq!(ids.len(), 1);

        let dated = app
            .export_journals(&ids, ExportAudience::Organizer, None)
            .unwrap();
        assert!(
            Path::new(&dated.path).starts_with(&data_dir),
            "{}",
            dated.path
        );
        // "Save as…" into another folder of the same profile.
        let documents = profile.join("Documents");
        std::fs::create_dir_all(&documents).unwrap();
        let chosen = documents.join("Liga de Málaga.json").display().to_string();
        let saved = app
            .export_journals(&ids, ExportAudience::Organizer, Some(&chosen))
            .unwrap();
        assert_eq!(saved.file_name, "Liga de Málaga.json");
        drop(app);

        // Opened again, the journal is there; an import by full path (which makes a backup in
        // the data folder first) brings a copy.
        let again = App::open(
            &data_dir,
            FixedClock::at(1_800_000_100),
            SeededEntropy::new(6),
        );
        assert_eq!(again.list_journals().unwrap().len(), 1);
        let report = again.import_journals(&chosen, true).unwrap();
        assert!(report.backup.path.starts_with(&data_dir));
        assert_eq!(again.list_journals().unwrap().len(), 2);
        assert_eq!(again.list_exchange_files().unwrap().files.len(), 1);
    }

    /// Windows paths as the system's dialogs give them: a drive letter and backslashes (or
    /// forward slashes, which Windows takes too); a path without a drive or without a root is
    /// not a full path there and is refused rather than written relative to somewhere unknown.
    #[cfg(windows)]
    #[test]
    fn windows_paths_with_drive_letters_are_full_paths_and_others_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let at = Timestamp::from_unix_seconds(0);
        let chosen = dir.path().join("Zoë's event.json").display().to_string();
        assert!(
            chosen.as_bytes().get(1) == Some(&b':') && chosen.contains('\\'),
            "{chosen}"
        );
        write_export(dir.path(), "x", "json", at, b"back", Some(&chosen)).unwrap();
        let forward = chosen.replace('\\', "/");
        let written = write_export(dir.path(), "x", "json", at, b"fwd", Some(&forward)).unwrap();
        assert_eq!(written.file_name, "Zoë's event.json");
        assert_eq!(std::fs::read(&chosen).unwrap(), b"fwd");
        for not_full in ["C:relative.json", "\\no-drive.json", "folder\\file.json"] {
            let error =
                write_export(dir.path(), "x", "json", at, b"a", Some(not_full)).unwrap_err();
            assert_eq!(error.code(), "invalid.fileNotAbsolute", "{not_full}");
        }
        assert!(matches!(
            target_folder(dir.path().to_path_buf(), Some("\\Torneos")),
            Err(AppError::Invalid {
                problem: InputProblem::FolderNotAbsolute { .. }
            })
        ));
    }

    #[test]
    fn paper_replaces_the_older_print_of_a_document_whole() {
        let dir = tempfile::tempdir().unwrap();
        let first = write_file(dir.path(), "standings.pdf", b"first print").unwrap();
        let second = write_file(dir.path(), "standings.pdf", b"second").unwrap();
        assert_eq!(first, second);
        assert_eq!(std::fs::read(&second).unwrap(), b"second");
        // No temporary file is left beside it.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn file_stamps_are_utc_dates_and_times_that_sort() {
        assert_eq!(
            file_stamp(Timestamp::from_unix_seconds(0)),
            "19700101-000000"
        );
        // 2026-11-22 21:01:02 UTC.
        assert_eq!(
            file_stamp(Timestamp::from_unix_seconds(1_795_381_262)),
            "20261122-210102"
        );
        // A leap day.
        assert_eq!(
            file_stamp(Timestamp::from_unix_seconds(1_709_164_800)),
            "20240229-000000"
        );
    }

    #[test]
    fn an_export_never_overwrites_a_file_of_the_same_second() {
        let dir = tempfile::tempdir().unwrap();
        let at = Timestamp::from_unix_seconds(1_795_381_262);
        let a = write_new_file(dir.path(), "x", "json", at, b"a").unwrap();
        let b = write_new_file(dir.path(), "x", "json", at, b"b").unwrap();
        assert_eq!(a.file_name, "x-20261122-210102.json");
        assert_eq!(b.file_name, "x-20261122-210102-2.json");
        assert_eq!(std::fs::read(&a.path).unwrap(), b"a");
        assert_eq!(exchange_files(dir.path()).unwrap().len(), 2);
    }

    #[test]
    fn a_file_over_the_limit_is_refused_before_it_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.json");
        std::fs::write(&path, vec![b'x'; 11]).unwrap();
        assert!(matches!(
            read_bounded(&path, 10),
            Err(AppError::Invalid {
                problem: InputProblem::FileTooLarge {
                    size: 11,
                    max: 10,
                    ..
                }
            })
        ));
        assert_eq!(read_bounded(&path, 11).unwrap().len(), 11);
    }

    #[test]
    fn a_bare_name_is_looked_for_in_the_exports_folder() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.json"), b"{}").unwrap();
        assert_eq!(
            resolve_import_path(dir.path(), " a.json ").unwrap(),
            dir.path().join("a.json")
        );
        assert!(matches!(
            resolve_import_path(dir.path(), ""),
            Err(AppError::Invalid {
                problem: InputProblem::NoFileChosen
            })
        ));
        assert!(matches!(
            resolve_import_path(dir.path(), "missing.json"),
            Err(AppError::NotFound { .. })
        ));
    }
}
