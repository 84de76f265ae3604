//! Writing a whole file so that a reader (or a crash) sees either the old content or the new,
//! never a mix: a unique temporary file in the same folder, written and synced, then renamed
//! over the target, and the folder synced so the rename itself survives a power cut.
//!
//! On Windows the rename is `MoveFileExW` with `MOVEFILE_REPLACE_EXISTING` (Rust's `fs::rename`),
//! falling back to a POSIX-semantics rename when that is denied. It replaces a target that other
//! programs hold open if they let others delete it (Rust's own `File::open` does, and so do most
//! readers), and fails when one holds it open without (Excel keeps a CSV it shows so): the target
//! is then left whole and the failure reaches the person, who closes the file and tries again.
//! Virus scanners and the search indexer hold a freshly written file that way for a moment, so a
//! refused rename is retried briefly first.

use crate::error::StorageError;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Distinguishes the temporary files of one process; the process id tells processes apart.
static COUNTER: AtomicU64 = AtomicU64::new(0);

/// How many names are tried before giving up (each taken name is another writer's file).
const ATTEMPTS: u32 = 64;

/// Replaces the file at `path` by `bytes`, atomically: the file holds either its old content
/// or all of `bytes`, whatever happens meanwhile (a crash, a power cut, another writer).
///
/// The bytes go to a new temporary file beside the target (`.<name>.<pid>-<n>.tmp`, created
/// exclusively, so two writers never share one), which is synced, renamed over the target, and
/// the folder is synced. On failure the temporary file is removed and the target is unchanged.
/// Two concurrent writers each replace the file whole: the last rename wins.
///
/// # Errors
/// [`StorageError::InvalidInput`] when `path` names no file, [`StorageError::Io`] for any
/// file-system failure.
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> Result<(), StorageError> {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return Err(StorageError::InvalidInput {
            what: "file path",
            detail: format!("{} names no file", path.display()),
        });
    };
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let (temporary, mut file) = create_temporary(&folder, &name)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| StorageError::io("write", &temporary, &e));
    drop(file);
    let result = written.and_then(|()| {
        replace(&temporary, path).map_err(|e| StorageError::io("replace", path, &e))
    });
    if let Err(error) = result {
        // The target was not touched; the half-written temporary file is ours to remove.
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    sync_folder(&folder).map_err(|e| StorageError::io("sync the folder", &folder, &e))
}

/// Renames `from` over `to`; on Windows, retried for about a second while another program holds
/// either file open without sharing deletion (a scanner inspecting the new file, usually).
fn replace(from: &Path, to: &Path) -> std::io::Result<()> {
    #[cfg(windows)]
    {
        let mut pause = std::time::Duration::from_millis(5);
        for _ in 0..WINDOWS_RENAME_RETRIES {
            match fs::rename(from, to) {
                Err(e) if held_open_elsewhere(&e) => {
                    std::thread::sleep(pause);
                    pause = (pause * 2).min(std::time::Duration::from_millis(200));
                }
                done => return done,
            }
        }
    }
    fs::rename(from, to)
}

/// Retries of a refused rename on Windows: 5 + 10 + ... + 200 ms, about a second in all.
#[cfg(windows)]
const WINDOWS_RENAME_RETRIES: u32 = 9;

/// Whether a Windows rename failed because a file is open elsewhere: access denied (5),
/// a sharing violation (32) or a lock violation (33).
#[cfg(windows)]
fn held_open_elsewhere(error: &std::io::Error) -> bool {
    matches!(error.raw_os_error(), Some(5 | 32 | 33))
}

fn create_temporary(folder: &Path, name: &str) -> Result<(PathBuf, File), StorageError> {
    let pid = std::process::id();
    let mut last_error = None;
    for _ in 0..ATTEMPTS {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let candidate = folder.join(format!(".{name}.{pid}-{n}.tmp"));
        match OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&candidate)
        {
            Ok(file) => return Ok((candidate, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last_error = Some(e),
            Err(e) => return Err(StorageError::io("create a temporary file in", folder, &e)),
        }
    }
    let detail = last_error.map_or_else(String::new, |e| e.to_string());
    Err(StorageError::Io {
        action: "find a free temporary file name in",
        path: folder.to_path_buf(),
        detail,
    })
}

/// Makes a rename in `folder` durable where the platform can sync a folder (not on Windows).
pub(crate) fn sync_folder(folder: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        File::open(folder)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = folder;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_file_is_created_or_replaced_whole_and_no_temporary_file_is_left() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event.json");
        write_file_atomically(&path, b"first").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"first");
        write_file_atomically(&path, b"second, longer").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second, longer");
        assert_eq!(names(dir.path()), vec!["event.json".to_owned()]);
    }

    #[test]
    fn a_fixed_temporary_name_left_by_someone_else_is_neither_used_nor_removed() {
        // The CLI used to write through `<file>.tmp`: a second writer (or a stale file) there
        // must not be overwritten or mixed in.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event.json");
        let theirs = dir.path().join("event.json.tmp");
        fs::write(&theirs, b"another writer's half file").unwrap();
        write_file_atomically(&path, b"mine").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"mine");
        assert_eq!(fs::read(&theirs).unwrap(), b"another writer's half file");
    }

    #[test]
    fn concurrent_writers_each_leave_a_whole_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("shared.json");
        let writers: Vec<_> = (0..8u8)
            .map(|i| {
                let path = path.clone();
                std::thread::spawn(move || {
                    let content = vec![b'a' + i; 64 * 1024];
                    for _ in 0..10 {
                        write_file_atomically(&path, &content).unwrap();
                    }
                })
            })
            .collect();
        for writer in writers {
            writer.join().unwrap();
        }
        let content = fs::read(&path).unwrap();
        assert_eq!(content.len(), 64 * 1024);
        assert!(content.iter().all(|b| *b == content[0]), "a mixed file");
        assert_eq!(names(dir.path()), vec!["shared.json".to_owned()]);
    }

    /// Windows: how other programs hold a file decides whether it can be replaced under them.
    #[cfg(windows)]
    mod held_open {
        use super::*;
        use std::os::windows::fs::OpenOptionsExt;

        const FILE_SHARE_READ: u32 = 0x1;

        #[test]
        fn a_file_open_as_rust_opens_files_is_replaced_under_its_reader() {
            if std::env::var_os("HEXADRAFT_UNDER_WINE").is_some() {
                // Wine refuses to replace a file another handle holds open even when that handle
                // shares deletion, which Windows allows (std's rename uses POSIX-style replace
                // semantics there); docs/windows.md lists it for a real Windows PC.
                eprintln!("skipped under wine: see docs/windows.md");
                return;
            }
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("standings.csv");
            fs::write(&path, b"old").unwrap();
            // std opens with FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE.
            let reader = File::open(&path).unwrap();
            write_file_atomically(&path, b"new").unwrap();
            drop(reader);
            assert_eq!(fs::read(&path).unwrap(), b"new");
            assert_eq!(names(dir.path()), vec!["standings.csv".to_owned()]);
        }

        #[test]
        fn a_file_held_open_without_sharing_deletion_is_left_whole_and_the_failure_reported() {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("standings.csv");
            fs::write(&path, b"old").unwrap();
            // As Excel holds a workbook it shows: others may read it, not delete or replace it.
            let holder = OpenOptions::new()
                .read(true)
                .share_mode(FILE_SHARE_READ)
                .open(&path)
                .unwrap();
            let refused = write_file_atomically(&path, b"new").unwrap_err();
            assert_eq!(refused.kind(), "io");
            assert!(refused.to_string().contains("standings.csv"), "{refused}");
            assert_eq!(fs::read(&path).unwrap(), b"old");
            assert_eq!(names(dir.path()), vec!["standings.csv".to_owned()]);
            // Closed, it is replaced.
            drop(holder);
            write_file_atomically(&path, b"new").unwrap();
            assert_eq!(fs::read(&path).unwrap(), b"new");
        }

        #[test]
        fn drive_letters_backslashes_and_non_ascii_folders_are_written_through() {
            let dir = tempfile::tempdir().unwrap();
            let folder = dir.path().join("Łukasz Żółkiewski").join("Documents");
            fs::create_dir_all(&folder).unwrap();
            let text = folder.join("Liga de Málaga.json").display().to_string();
            // The temporary folder is a path such as C:\users\...\Temp\.tmpXXXX.
            assert!(
                text.as_bytes().get(1) == Some(&b':') && text.contains('\\'),
                "{text}"
            );
            write_file_atomically(Path::new(&text), b"first").unwrap();
            // The same file written with forward slashes, as some programs pass paths.
            let forward = text.replace('\\', "/");
            write_file_atomically(Path::new(&forward), b"second").unwrap();
            assert_eq!(fs::read(&text).unwrap(), b"second");
            assert_eq!(names(&folder), vec!["Liga de Málaga.json".to_owned()]);
        }
    }

    #[test]
    fn a_failed_write_leaves_the_target_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event.json");
        fs::write(&path, b"kept").unwrap();
        // The target is a folder now: the rename fails, and the temporary file goes away.
        let folder_target = dir.path().join("folder");
        fs::create_dir(&folder_target).unwrap();
        fs::write(folder_target.join("inside"), b"x").unwrap();
        assert_eq!(
            write_file_atomically(&folder_target, b"new").map_err(|e| e.kind()),
            Err("io")
        );
        assert_eq!(fs::read(&path).unwrap(), b"kept");
        assert_eq!(
            names(dir.path()),
            vec!["event.json".to_owned(), "folder".to_owned()]
        );
        assert_eq!(
            write_file_atomically(Path::new("/"), b"x").map_err(|e| e.kind()),
            Err("invalidInput")
        );
    }
}
