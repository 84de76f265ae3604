//! The write-ahead log (`-wal`) left by an unclean shutdown: kept aside before the database is
//! opened, and read frame by frame to find damage that SQLite's own recovery would hide. A
//! rollback journal (`-journal`) left by a crash while the file was first made is kept aside by
//! the same [`keep_aside`].
//!
//! SQLite recovers a `-wal` file by reading its frames while each one's salts match the log's
//! header and its running checksum holds; at the first frame that fails, it stops, and every
//! transaction after that point is dropped without an error (then the file is deleted on close).
//! A crash can only tear the transaction being written, the last one; a frame that fails *before*
//! a later, intact commit frame is damage to transactions that were already confirmed. That is
//! what [`check`] looks for (file format: <https://www.sqlite.org/fileformat2.html#walformat>).

use crate::error::StorageError;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

const HEADER_LEN: usize = 32;
const FRAME_HEADER_LEN: usize = 24;
const MAGIC_LITTLE: u32 = 0x377f_0682;
const MAGIC_BIG: u32 = 0x377f_0683;
/// Largest `-wal` file read for the check; a larger one (far above the autocheckpoint size) is
/// kept aside but not analysed.
const MAX_CHECKED_LEN: u64 = 1 << 30;

/// What the frames of a `-wal` file say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct WalCheck {
    /// Transactions SQLite's recovery would keep.
    pub(crate) kept_commits: u32,
    /// Transactions after the first failing frame whose commit frame is still intact: confirmed
    /// transactions SQLite would drop. Zero for a sound log or a torn last transaction.
    pub(crate) lost_commits: u32,
}

impl WalCheck {
    pub(crate) fn is_damaged(self) -> bool {
        self.lost_commits > 0
    }
}

fn word(bytes: &[u8], at: usize, big_endian: bool) -> u32 {
    let mut four = [0u8; 4];
    if let Some(slice) = bytes.get(at..at + 4) {
        four.copy_from_slice(slice);
    }
    if big_endian {
        u32::from_be_bytes(four)
    } else {
        u32::from_le_bytes(four)
    }
}

/// SQLite's WAL checksum: pairs of 32-bit words, in the byte order the magic number names.
fn checksum(data: &[u8], big_endian: bool, start: (u32, u32)) -> (u32, u32) {
    let (mut s0, mut s1) = start;
    for pair in data.chunks_exact(8) {
        s0 = s0.wrapping_add(word(pair, 0, big_endian)).wrapping_add(s1);
        s1 = s1.wrapping_add(word(pair, 4, big_endian)).wrapping_add(s0);
    }
    (s0, s1)
}

/// Reads the frames of a `-wal` file's bytes. `None` when they are not a log at all (too short,
/// or a header whose magic, version, page size or checksum is wrong and whose salts no frame
/// carries: nothing SQLite would read either).
pub(crate) fn check_bytes(bytes: &[u8]) -> Option<WalCheck> {
    let header = bytes.get(..HEADER_LEN)?;
    let magic = word(header, 0, true);
    let page_size = word(header, 8, true) as usize;
    let salts = (word(header, 16, true), word(header, 20, true));
    let stored_header_sum = (word(header, 24, true), word(header, 28, true));
    if !(512..=65536).contains(&page_size) || !page_size.is_power_of_two() {
        return None;
    }
    let frame_len = FRAME_HEADER_LEN + page_size;
    let frames: Vec<&[u8]> = bytes
        .get(HEADER_LEN..)
        .unwrap_or_default()
        .chunks_exact(frame_len)
        .collect();
    let matches_salts = |frame: &[u8]| (word(frame, 8, true), word(frame, 12, true)) == salts;
    let is_commit = |frame: &[u8]| word(frame, 4, true) != 0;
    let header_valid = (magic == MAGIC_LITTLE || magic == MAGIC_BIG)
        && word(header, 4, true) == 3_007_000
        && checksum(
            header.get(..24).unwrap_or_default(),
            magic == MAGIC_BIG,
            (0, 0),
        ) == stored_header_sum;
    // A frame's own checksum, from the one stored before it: true when the frame is intact,
    // whatever happened to the frames before it.
    let locally_intact = |frame: &[u8], previous: (u32, u32), big: bool| {
        let mut covered = Vec::with_capacity(frame.len());
        covered.extend_from_slice(frame.get(..8).unwrap_or_default());
        covered.extend_from_slice(frame.get(FRAME_HEADER_LEN..).unwrap_or_default());
        checksum(&covered, big, previous) == (word(frame, 16, true), word(frame, 20, true))
    };
    let stored_sum = |frame: &[u8]| (word(frame, 16, true), word(frame, 20, true));
    if !header_valid {
        // SQLite ignores the whole log. It mattered if frames of this log's salts are intact.
        let lost = [false, true].into_iter().find_map(|big| {
            let mut previous = stored_header_sum;
            let mut commits = 0u32;
            let mut any_intact = false;
            for frame in &frames {
                if matches_salts(frame) {
                    any_intact |= locally_intact(frame, previous, big);
                    if is_commit(frame) {
                        commits += 1;
                    }
                }
                previous = stored_sum(frame);
            }
            any_intact.then_some(commits)
        })?;
        return Some(WalCheck {
            kept_commits: 0,
            lost_commits: lost,
        });
    }
    let big = magic == MAGIC_BIG;
    let mut running = stored_header_sum;
    let mut kept_commits = 0u32;
    let mut first_bad = frames.len();
    for (index, frame) in frames.iter().enumerate() {
        if !matches_salts(frame) || !locally_intact(frame, running, big) {
            first_bad = index;
            break;
        }
        running = stored_sum(frame);
        if is_commit(frame) {
            kept_commits += 1;
        }
    }
    // After the stop: the commits of this log that SQLite would drop. They were confirmed if a
    // commit frame after the stop is intact itself (checked from the checksum stored in the
    // frame before it); otherwise the stop is a torn last transaction, never confirmed.
    let mut dropped = 0u32;
    let mut intact_after = false;
    let mut previous = None;
    for (index, frame) in frames.iter().enumerate().skip(first_bad) {
        let ours = matches_salts(frame) || index == first_bad;
        if ours && is_commit(frame) {
            dropped += 1;
        }
        if index > first_bad && matches_salts(frame) && is_commit(frame) {
            if let Some(previous) = previous {
                intact_after |= locally_intact(frame, previous, big);
            }
        }
        previous = Some(stored_sum(frame));
    }
    let lost_commits = if intact_after { dropped } else { 0 };
    Some(WalCheck {
        kept_commits,
        lost_commits,
    })
}

/// The `-wal` and `-shm` files beside `db`.
pub(crate) fn companion(db: &Path, suffix: &str) -> PathBuf {
    let mut text = db.as_os_str().to_os_string();
    text.push(suffix);
    PathBuf::from(text)
}

/// Checks the `-wal` file beside `db`, if it holds anything.
pub(crate) fn check(db: &Path) -> Result<Option<WalCheck>, StorageError> {
    let wal = companion(db, "-wal");
    let mut file = match fs::File::open(&wal) {
        Ok(file) => file,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(StorageError::io("read", &wal, &e)),
    };
    let mut bytes = Vec::new();
    Read::by_ref(&mut file)
        .take(MAX_CHECKED_LEN)
        .read_to_end(&mut bytes)
        .map_err(|e| StorageError::io("read", &wal, &e))?;
    Ok(check_bytes(&bytes))
}

/// Whether a non-empty `-wal` file is beside `db`: the mark of an unclean shutdown (a clean close
/// merges it into the database and removes it), or of another process having the file open.
pub(crate) fn unclean(db: &Path) -> bool {
    fs::metadata(companion(db, "-wal")).is_ok_and(|m| m.len() > 0)
}

/// Whether a non-empty rollback journal (`-journal`) is beside `db`: the mark of a crash while
/// the file was first made, before it switched to WAL (the switch itself writes one), or of
/// another program's database left mid-transaction.
pub(crate) fn rollback_journal_left(db: &Path) -> bool {
    fs::metadata(companion(db, "-journal")).is_ok_and(|m| m.len() > 0)
}

/// Copies the `-wal`, `-shm` and `-journal` files beside `db` (and the database itself and its
/// count of confirmed entries with `with_main`) to `<db>.unclean-N-wal`, `<db>.unclean-N-shm`,
/// `<db>.unclean-N-journal` (and `<db>.unclean-N`, `<db>.unclean-N-confirmed`), never moving or
/// deleting anything, and returns the copies. A set identical to the newest one already kept is
/// not copied again.
pub(crate) fn keep_aside(db: &Path, with_main: bool) -> Result<Vec<PathBuf>, StorageError> {
    let suffixes: Vec<&str> = ["-wal", "-shm", "-journal"]
        .into_iter()
        .chain(with_main.then_some(""))
        .chain(with_main.then_some("-confirmed"))
        .filter(|suffix| companion(db, suffix).exists())
        .collect();
    if suffixes.is_empty() {
        return Ok(Vec::new());
    }
    let base = |n: u32| companion(db, &format!(".unclean-{n}"));
    let taken = |n: u32| {
        ["", "-wal", "-shm", "-journal", "-confirmed"]
            .iter()
            .any(|s| companion(&base(n), s).exists())
    };
    let mut n: u32 = 1;
    while taken(n) {
        n = n.checked_add(1).ok_or_else(|| StorageError::InvalidInput {
            what: "database path",
            detail: "too many kept copies beside it".to_owned(),
        })?;
    }
    if n > 1 {
        let newest = base(n - 1);
        let same = suffixes
            .iter()
            .all(|s| same_content(&companion(db, s), &companion(&newest, s)));
        if same {
            return Ok(suffixes.iter().map(|s| companion(&newest, s)).collect());
        }
    }
    let target = base(n);
    let mut kept = Vec::new();
    for suffix in suffixes {
        let from = companion(db, suffix);
        let to = companion(&target, suffix);
        copy_synced(&from, &to)?;
        kept.push(to);
    }
    if let Some(folder) = db.parent().filter(|p| !p.as_os_str().is_empty()) {
        let _ = crate::atomic::sync_folder(folder);
    }
    Ok(kept)
}

fn same_content(a: &Path, b: &Path) -> bool {
    match (fs::read(a), fs::read(b)) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

fn copy_synced(from: &Path, to: &Path) -> Result<(), StorageError> {
    let bytes = fs::read(from).map_err(|e| StorageError::io("read", from, &e))?;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(to)
        .map_err(|e| StorageError::io("keep a copy at", to, &e))?;
    file.write_all(&bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| StorageError::io("keep a copy at", to, &e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A log of `commits` one-frame transactions with 512-byte pages.
    fn log(commits: u32, big: bool) -> Vec<u8> {
        let page = 512usize;
        let mut bytes = Vec::new();
        let put = |bytes: &mut Vec<u8>, v: u32| bytes.extend_from_slice(&v.to_be_bytes());
        put(&mut bytes, if big { MAGIC_BIG } else { MAGIC_LITTLE });
        put(&mut bytes, 3_007_000);
        put(&mut bytes, page as u32);
        put(&mut bytes, 0);
        put(&mut bytes, 0x1111);
        put(&mut bytes, 0x2222);
        let mut sum = checksum(&bytes, big, (0, 0));
        put(&mut bytes, sum.0);
        put(&mut bytes, sum.1);
        for n in 1..=commits {
            let mut frame = Vec::new();
            put(&mut frame, n);
            put(&mut frame, n);
            put(&mut frame, 0x1111);
            put(&mut frame, 0x2222);
            let data: Vec<u8> = (0..page).map(|i| (i as u32 * n) as u8).collect();
            let mut covered = frame[..8].to_vec();
            covered.extend_from_slice(&data);
            sum = checksum(&covered, big, sum);
            put(&mut frame, sum.0);
            put(&mut frame, sum.1);
            frame.extend_from_slice(&data);
            bytes.extend_from_slice(&frame);
        }
        bytes
    }

    fn frame_start(n: usize) -> usize {
        HEADER_LEN + n * (FRAME_HEADER_LEN + 512)
    }

    #[test]
    fn a_sound_log_keeps_every_commit_in_either_byte_order() {
        for big in [false, true] {
            assert_eq!(
                check_bytes(&log(5, big)),
                Some(WalCheck {
                    kept_commits: 5,
                    lost_commits: 0
                })
            );
        }
    }

    #[test]
    fn a_damaged_frame_before_later_commits_is_damage() {
        let mut bytes = log(6, false);
        bytes[frame_start(2) + FRAME_HEADER_LEN + 100] ^= 0x01;
        let found = check_bytes(&bytes).unwrap();
        assert_eq!(
            found,
            WalCheck {
                kept_commits: 2,
                lost_commits: 4
            }
        );
        assert!(found.is_damaged());
        // A damaged salt in a frame header stops SQLite just the same.
        let mut bytes = log(6, true);
        bytes[frame_start(1) + 9] ^= 0x40;
        assert_eq!(
            check_bytes(&bytes).unwrap(),
            WalCheck {
                kept_commits: 1,
                lost_commits: 5
            }
        );
    }

    #[test]
    fn a_torn_last_transaction_is_not_damage() {
        let mut bytes = log(4, false);
        bytes[frame_start(3) + FRAME_HEADER_LEN + 7] ^= 0x80;
        assert_eq!(
            check_bytes(&bytes),
            Some(WalCheck {
                kept_commits: 3,
                lost_commits: 0
            })
        );
        // Half a frame at the end is ignored.
        let whole = log(4, false);
        assert_eq!(
            check_bytes(&whole[..whole.len() - 100]).unwrap(),
            WalCheck {
                kept_commits: 3,
                lost_commits: 0
            }
        );
    }

    #[test]
    fn a_damaged_header_loses_every_intact_commit() {
        let mut bytes = log(3, false);
        bytes[13] ^= 0x01;
        assert_eq!(
            check_bytes(&bytes),
            Some(WalCheck {
                kept_commits: 0,
                lost_commits: 3
            })
        );
        assert_eq!(check_bytes(b"short"), None);
        assert_eq!(check_bytes(&[0u8; 4096]), None);
    }
}
