//! The structural check of the database file, remembered by the file's content in
//! `<db>-checked` (issue 27, "Speed": verify once and remember it).
//!
//! Opening runs SQLite's `PRAGMA quick_check` over every page before anything is written, so a
//! file damaged at rest is refused untouched. That check is most of a reopen. A clean close
//! ([`crate::Store::close`]) checks the file once more, read-only, and writes the SHA-256 of its
//! bytes here; the next opening hashes the file and, when the bytes are the ones that passed,
//! skips the check. Any change to the file, a flipped bit or a copy with its times kept
//! included, changes the hash, and the check runs as before: the verdict is keyed by what it
//! vouches for (docs/reliability.md, "The check of the file's structure, remembered by its
//! content").
//!
//! The file is one line, `hexadraft checked v1 <length> <sha256 hex>`, replaced whole
//! ([`write_file_atomically`]). Anything else (torn, edited, from a later version) is no
//! verdict: the check runs; a lost or stale verdict only costs a check.

use crate::atomic::write_file_atomically;
use crate::confirmed::hex;
use crate::error::StorageError;
use crate::inspect::check_file_structure;
use crate::signing::unhex;
use crate::wal::{self, companion};
use sha2::{Digest, Sha256};
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

const PREFIX: &str = "hexadraft checked v1";

/// The file beside the database at `db`.
pub(crate) fn path_for(db: &Path) -> PathBuf {
    companion(db, "-checked")
}

/// What a file's bytes are known by: their length and SHA-256.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Fingerprint {
    length: u64,
    sha256: [u8; 32],
}

impl Fingerprint {
    /// Read in pieces through one buffer: reading the whole file into memory first took as
    /// long again as hashing it (a fresh allocation of the file's size, faulted in page by page).
    fn of_file(path: &Path) -> std::io::Result<Fingerprint> {
        let mut file = fs::File::open(path)?;
        let mut buffer = vec![0u8; 256 * 1024];
        let mut hasher = Sha256::new();
        let mut length = 0u64;
        loop {
            let read = match file.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            hasher.update(&buffer[..read]);
            length += read as u64;
        }
        Ok(Fingerprint {
            length,
            sha256: hasher.finalize().into(),
        })
    }

    fn line(&self) -> String {
        format!("{PREFIX} {} {}\n", self.length, hex(&self.sha256))
    }

    fn parse(text: &str) -> Option<Fingerprint> {
        let rest = text.strip_suffix('\n')?.strip_prefix(PREFIX)?;
        let mut fields = rest.strip_prefix(' ')?.split(' ');
        let length = fields.next()?.parse().ok()?;
        let digits = fields.next()?;
        // Only lower-case hex digits are written ("+a" or "AB" would parse as numbers too).
        if fields.next().is_some()
            || !digits
                .bytes()
                .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        {
            return None;
        }
        Some(Fingerprint {
            length,
            sha256: unhex(digits)?,
        })
    }
}

/// Whether the database at `db` is, byte for byte, a file that passed the check when it was
/// last closed. False whenever anything is uncertain: no verdict, a verdict that does not
/// read, a `-wal` file that holds anything (the file alone is then not the database), a file
/// that cannot be read.
pub(crate) fn vouched_for(db: &Path) -> bool {
    if wal::unclean(db) {
        return false;
    }
    let Some(remembered) = fs::read_to_string(path_for(db))
        .ok()
        .as_deref()
        .and_then(Fingerprint::parse)
    else {
        return false;
    };
    // The length first: a file of another length is another file, and is not read twice.
    match fs::metadata(db) {
        Ok(metadata) if metadata.len() == remembered.length => {}
        _ => return false,
    }
    Fingerprint::of_file(db).is_ok_and(|now| now == remembered)
}

/// What closing checked and remembered ([`crate::Store::close`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CloseCheck {
    /// The file passed the check and its verdict was written: the next opening skips the check
    /// while the file stays as it is.
    Remembered,
    /// A `-wal` file still holds transactions (another connection has the file open), so the
    /// file alone is not the database: nothing is remembered, and the next opening checks.
    LogInUse,
    /// The file changed while it was being checked (another program wrote to it): nothing is
    /// remembered.
    ChangedMeanwhile,
    /// A backup opened to be read: nothing is written beside it.
    ReadOnly,
}

/// Checks the closed database at `db` read-only and remembers the verdict by the file's
/// content. Any verdict already there is removed first, so a failure leaves none.
///
/// # Errors
/// [`StorageError::Corrupt`] when the check finds damage (nothing is remembered; the next
/// opening refuses the file as before), [`StorageError::Io`], [`StorageError::InvalidInput`]
/// or [`StorageError::Database`].
pub(crate) fn record(db: &Path) -> Result<CloseCheck, StorageError> {
    let verdict = path_for(db);
    match fs::remove_file(&verdict) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(StorageError::io("remove", &verdict, &e)),
    }
    if wal::unclean(db) {
        return Ok(CloseCheck::LogInUse);
    }
    let read = |e: std::io::Error| StorageError::io("read", db, &e);
    let before = Fingerprint::of_file(db).map_err(read)?;
    check_file_structure(db)?;
    let after = Fingerprint::of_file(db).map_err(read)?;
    if before != after || wal::unclean(db) {
        return Ok(CloseCheck::ChangedMeanwhile);
    }
    write_file_atomically(&verdict, after.line().as_bytes())?;
    Ok(CloseCheck::Remembered)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fingerprint_reads_back_as_written() {
        let fingerprint = Fingerprint {
            length: 4_505_600,
            sha256: [0xab; 32],
        };
        assert_eq!(Fingerprint::parse(&fingerprint.line()), Some(fingerprint));
    }

    #[test]
    fn a_line_that_is_not_exactly_a_verdict_is_none() {
        let good = Fingerprint {
            length: 12,
            sha256: [7; 32],
        }
        .line();
        let torn = &good[..good.len() - 5];
        let no_newline = good.trim_end();
        let lettered = Fingerprint {
            length: 12,
            sha256: [0xab; 32],
        }
        .line();
        let upper = lettered.replace("ab", "AB");
        assert!(Fingerprint::parse(&lettered).is_some());
        let later = good.replace("v1", "v2");
        let extra = good.replace('\n', " more\n");
        let short_hash = good.replacen("07", "", 1);
        let not_hex = good.replacen("07", "zz", 1);
        let signed = good.replacen("07", "+7", 1);
        let negative = good.replace(" 12 ", " -12 ");
        for bad in [
            torn,
            no_newline,
            &upper,
            &later,
            &extra,
            &short_hash,
            &not_hex,
            &signed,
            &negative,
            "",
        ] {
            assert_eq!(Fingerprint::parse(bad), None, "{bad:?}");
        }
    }
}
