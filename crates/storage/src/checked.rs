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
//!
//! The same close may remember one thing its caller derives from the file's content
//! ([`Derivation`]; the app's table links, which otherwise read every draft's header at a start),
//! in `<db>-derived`: the line `hexadraft derived v1 <length> <sha256 hex> <payload sha256 hex>
//! <name>`, then the payload. It is made from the closed file itself, read-only, between the two
//! hashes that must agree, so it is exactly what those bytes give; an opening of the same bytes
//! hands it back ([`crate::Store::derived`]) until anything is written.

use crate::atomic::write_file_atomically;
use crate::confirmed::hex;
use crate::error::StorageError;
use crate::inspect::check_file_structure;
use crate::signing::unhex;
use crate::store::Store;
use crate::wal::{self, companion};
use sha2::{Digest, Sha256};
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// Written before the close checked the chains: the file passed `quick_check`.
const V1_PREFIX: &str = "hexadraft checked v1";
/// Followed by what the close found sound: [`STRUCTURE`] or [`STRUCTURE_AND_CHAINS`].
const PREFIX: &str = "hexadraft checked v2";
/// The file passed `quick_check`; a journal or setting did not match its hashes.
const STRUCTURE: &str = "structure";
/// The file passed `quick_check`, and every journal and setting matched its hashes. No change
/// of one byte, or of one bit, turns one of the two words into the other.
const STRUCTURE_AND_CHAINS: &str = "structure+chains";
const DERIVED_PREFIX: &str = "hexadraft derived v1";

/// The file beside the database at `db`.
pub(crate) fn path_for(db: &Path) -> PathBuf {
    companion(db, "-checked")
}

/// The file of what was derived from the database at `db` when it was last closed.
pub(crate) fn derived_path_for(db: &Path) -> PathBuf {
    companion(db, "-derived")
}

/// What a file's bytes are known by: their length and SHA-256.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fingerprint {
    pub(crate) length: u64,
    pub(crate) sha256: [u8; 32],
}

impl Fingerprint {
    /// Read in pieces through one buffer: reading the whole file into memory first took as
    /// long again as hashing it (a fresh allocation of the file's size, faulted in page by page).
    pub(crate) fn of_file(path: &Path) -> std::io::Result<Fingerprint> {
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
}

/// What the last close found true of the bytes it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Verdict {
    pub(crate) file: Fingerprint,
    /// Every journal and setting matched its hashes, as well as the structure passing
    /// `quick_check`.
    pub(crate) chains_intact: bool,
}

impl Verdict {
    fn line(&self) -> String {
        let found = if self.chains_intact {
            STRUCTURE_AND_CHAINS
        } else {
            STRUCTURE
        };
        format!(
            "{PREFIX} {} {} {found}\n",
            self.file.length,
            hex(&self.file.sha256)
        )
    }

    /// A verdict as written; one written before the close checked the chains (v1) says the
    /// structure only.
    fn parse(text: &str) -> Option<Verdict> {
        let text = text.strip_suffix('\n')?;
        let (rest, v1) = match text.strip_prefix(PREFIX) {
            Some(rest) => (rest, false),
            None => (text.strip_prefix(V1_PREFIX)?, true),
        };
        let mut fields = rest.strip_prefix(' ')?.split(' ');
        let length = decimal(fields.next()?)?;
        let sha256 = sha256_digits(fields.next()?)?;
        let chains_intact = match (v1, fields.next()) {
            (true, None) => false,
            (false, Some(STRUCTURE)) => false,
            (false, Some(STRUCTURE_AND_CHAINS)) => true,
            _ => return None,
        };
        if fields.next().is_some() {
            return None;
        }
        Some(Verdict {
            file: Fingerprint { length, sha256 },
            chains_intact,
        })
    }
}

/// A length exactly as written: digits only, no sign and no leading zero, so each length has
/// one form ("+12" and "012" would parse as 12 too).
fn decimal(digits: &str) -> Option<u64> {
    let number: u64 = digits.parse().ok()?;
    (number.to_string() == digits).then_some(number)
}

/// Only lower-case hex digits are written ("+a" or "AB" would parse as numbers too).
fn sha256_digits(digits: &str) -> Option<[u8; 32]> {
    if !digits
        .bytes()
        .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
    {
        return None;
    }
    unhex(digits)
}

/// What a caller derives from the database's content as it is closed, to be handed back by an
/// opening of the same bytes ([`crate::Store::close_deriving`], [`crate::Store::derived`]).
pub struct Derivation<'a> {
    /// What the payload is, in which version of its maker's format: an opening asks for it by
    /// this name, so a later format under another name is never read as this one. Letters,
    /// digits and `-._` only.
    pub name: &'a str,
    /// Makes the payload from the closed file, opened read-only; `None` remembers nothing.
    pub make: &'a dyn Fn(&Store) -> Option<Vec<u8>>,
}

fn a_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._".contains(&b))
}

fn derived_file(db: &Fingerprint, name: &str, payload: &[u8]) -> Vec<u8> {
    let payload_sha256: [u8; 32] = Sha256::digest(payload).into();
    let mut file = format!(
        "{DERIVED_PREFIX} {} {} {} {name}\n",
        db.length,
        hex(&db.sha256),
        hex(&payload_sha256)
    )
    .into_bytes();
    file.extend_from_slice(payload);
    file
}

/// The payload of `file` when it was derived from the bytes known by `db` under `name`, whole.
fn derived_payload(file: &[u8], db: &Fingerprint, name: &str) -> Option<Vec<u8>> {
    let end = file.iter().position(|&b| b == b'\n')?;
    let line = std::str::from_utf8(&file[..end]).ok()?;
    let payload = &file[end + 1..];
    let mut fields = line
        .strip_prefix(DERIVED_PREFIX)?
        .strip_prefix(' ')?
        .split(' ');
    let length = decimal(fields.next()?)?;
    let sha256 = sha256_digits(fields.next()?)?;
    let payload_sha256 = sha256_digits(fields.next()?)?;
    let found_name = fields.next()?;
    if fields.next().is_some()
        || length != db.length
        || sha256 != db.sha256
        || found_name != name
        || <[u8; 32]>::from(Sha256::digest(payload)) != payload_sha256
    {
        return None;
    }
    Some(payload.to_vec())
}

/// What was derived under `name` from the database at `db` when it was last closed, if the
/// database is still the bytes known by `fingerprint`; anything torn, damaged or derived from
/// other bytes is nothing.
pub(crate) fn read_derived(db: &Path, fingerprint: &Fingerprint, name: &str) -> Option<Vec<u8>> {
    let file = fs::read(derived_path_for(db)).ok()?;
    derived_payload(&file, fingerprint, name)
}

/// The fingerprint of the database at `db` when it is, byte for byte, a file that passed the
/// check when it was last closed. `None` whenever anything is uncertain: no verdict, a verdict
/// that does not read, a `-wal` file that holds anything (the file alone is then not the
/// database), a file that cannot be read.
pub(crate) fn vouched_for(db: &Path) -> Option<Verdict> {
    if wal::unclean(db) {
        return None;
    }
    let remembered = fs::read_to_string(path_for(db))
        .ok()
        .as_deref()
        .and_then(Verdict::parse)?;
    // The length first: a file of another length is another file, and is not read twice.
    match fs::metadata(db) {
        Ok(metadata) if metadata.len() == remembered.file.length => {}
        _ => return None,
    }
    Fingerprint::of_file(db)
        .ok()
        .filter(|now| *now == remembered.file)
        .map(|_| remembered)
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
/// content, with what `derivation` makes of that content. Any verdict and derived file already
/// there are removed first, so a failure leaves neither; the derived file is written before the
/// verdict, which alone makes it count.
///
/// # Errors
/// [`StorageError::Corrupt`] when the check finds damage (nothing is remembered; the next
/// opening refuses the file as before), [`StorageError::Io`], [`StorageError::InvalidInput`]
/// (a derivation's name that is not one) or [`StorageError::Database`].
pub(crate) fn record(
    db: &Path,
    derivation: Option<&Derivation<'_>>,
) -> Result<CloseCheck, StorageError> {
    let verdict = path_for(db);
    let derived = derived_path_for(db);
    for old in [&verdict, &derived] {
        match fs::remove_file(old) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(StorageError::io("remove", old, &e)),
        }
    }
    if let Some(derivation) = derivation.filter(|d| !a_name(d.name)) {
        return Err(StorageError::InvalidInput {
            what: "derivation name",
            detail: format!("{:?} is not letters, digits and -._", derivation.name),
        });
    }
    if wal::unclean(db) {
        return Ok(CloseCheck::LogInUse);
    }
    let read = |e: std::io::Error| StorageError::io("read", db, &e);
    let before = Fingerprint::of_file(db).map_err(read)?;
    check_file_structure(db)?;
    // Checked and made between the two hashes, from the file they agree on.
    let (chains_intact, payload) = {
        let store = Store::open_for_derivation(db)?;
        let chains_intact = store.verify()?.is_empty();
        let payload = derivation.and_then(|derivation| {
            (derivation.make)(&store).map(|payload| (derivation.name, payload))
        });
        (chains_intact, payload)
    };
    let after = Fingerprint::of_file(db).map_err(read)?;
    if before != after || wal::unclean(db) {
        return Ok(CloseCheck::ChangedMeanwhile);
    }
    if let Some((name, payload)) = payload {
        write_file_atomically(&derived, &derived_file(&after, name, &payload))?;
    }
    let found = Verdict {
        file: after,
        chains_intact,
    };
    write_file_atomically(&verdict, found.line().as_bytes())?;
    Ok(CloseCheck::Remembered)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_derived_payload_reads_back_only_for_its_bytes_and_name() {
        let db = Fingerprint {
            length: 4_096,
            sha256: [3; 32],
        };
        let file = derived_file(&db, "table-links-v1", b"{\"any\":[1,2]}\n");
        assert_eq!(
            derived_payload(&file, &db, "table-links-v1").as_deref(),
            Some(&b"{\"any\":[1,2]}\n"[..])
        );
        let other_bytes = Fingerprint {
            length: 4_096,
            sha256: [4; 32],
        };
        let other_length = Fingerprint {
            length: 4_097,
            sha256: [3; 32],
        };
        assert_eq!(derived_payload(&file, &other_bytes, "table-links-v1"), None);
        assert_eq!(
            derived_payload(&file, &other_length, "table-links-v1"),
            None
        );
        assert_eq!(derived_payload(&file, &db, "table-links-v2"), None);
        // Torn, or a payload byte changed: the payload's own hash no longer agrees.
        assert_eq!(
            derived_payload(&file[..file.len() - 1], &db, "table-links-v1"),
            None
        );
        let mut flipped = file.clone();
        if let Some(last) = flipped.last_mut() {
            *last ^= 0x20;
        }
        assert_eq!(derived_payload(&flipped, &db, "table-links-v1"), None);
        let header_only = &file[..file.iter().position(|&b| b == b'\n').unwrap_or(0)];
        assert_eq!(derived_payload(header_only, &db, "table-links-v1"), None);
        assert_eq!(derived_payload(b"", &db, "table-links-v1"), None);
        // One form for each length: no sign, no leading zero.
        let text = String::from_utf8(file.clone()).unwrap();
        for odd in [" 04096 ", " +4096 "] {
            let odd = text.replacen(" 4096 ", odd, 1);
            assert_eq!(derived_payload(odd.as_bytes(), &db, "table-links-v1"), None);
        }
    }

    #[test]
    fn a_derivation_is_named_in_a_few_plain_characters() {
        assert!(a_name("table-links-v1"));
        assert!(a_name("links_2.json"));
        for bad in ["", "two words", "line\nbreak", "é", "a/b"] {
            assert!(!a_name(bad), "{bad:?}");
        }
    }

    #[test]
    fn a_verdict_reads_back_as_written() {
        for chains_intact in [false, true] {
            let verdict = Verdict {
                file: Fingerprint {
                    length: 4_505_600,
                    sha256: [0xab; 32],
                },
                chains_intact,
            };
            assert_eq!(Verdict::parse(&verdict.line()), Some(verdict));
        }
    }

    #[test]
    fn the_chains_are_vouched_for_only_by_a_verdict_that_says_so() {
        let file = Fingerprint {
            length: 12,
            sha256: [7; 32],
        };
        let sevens = "07".repeat(32);
        let says = |line: &str| Verdict::parse(line).map(|v| (v.file, v.chains_intact));
        // Written before the close checked the chains: the structure only.
        let before = format!("hexadraft checked v1 12 {sevens}\n");
        assert_eq!(says(&before), Some((file.clone(), false)));
        let structure = format!("hexadraft checked v2 12 {sevens} structure\n");
        assert_eq!(says(&structure), Some((file.clone(), false)));
        let chains = format!("hexadraft checked v2 12 {sevens} structure+chains\n");
        assert_eq!(says(&chains), Some((file.clone(), true)));
        // A verdict with one byte changed says nothing of these bytes: it does not read, or it
        // names other bytes (a changed length or hash digit). So it never says more, or less.
        for line in [&before, &structure, &chains] {
            for at in 0..line.len() {
                for xor in [0x01u8, 0x02, 0x03, 0x04, 0x08, 0x10, 0x20, 0x40] {
                    let mut changed = line.clone().into_bytes();
                    changed[at] ^= xor;
                    let Ok(changed) = String::from_utf8(changed) else {
                        continue;
                    };
                    if let Some((named, _)) = says(&changed) {
                        assert_ne!(named, file, "{changed:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_line_that_is_not_exactly_a_verdict_is_none() {
        let good = Verdict {
            file: Fingerprint {
                length: 12,
                sha256: [7; 32],
            },
            chains_intact: false,
        }
        .line();
        let torn = &good[..good.len() - 5];
        let no_newline = good.trim_end();
        let lettered = Verdict {
            file: Fingerprint {
                length: 12,
                sha256: [0xab; 32],
            },
            chains_intact: false,
        }
        .line();
        let upper = lettered.replace("ab", "AB");
        assert!(Verdict::parse(&lettered).is_some());
        let later = good.replace("v2", "v3");
        let v1_with_a_word = good.replace("v2", "v1");
        let no_word = good.replace(" structure\n", "\n");
        let extra = good.replace('\n', " more\n");
        let short_hash = good.replacen("07", "", 1);
        let not_hex = good.replacen("07", "zz", 1);
        let signed = good.replacen("07", "+7", 1);
        let negative = good.replace(" 12 ", " -12 ");
        let plus = good.replace(" 12 ", " +12 ");
        let zero_led = good.replace(" 12 ", " 012 ");
        for bad in [
            torn,
            no_newline,
            &upper,
            &later,
            &v1_with_a_word,
            &no_word,
            &extra,
            &short_hash,
            &not_hex,
            &signed,
            &negative,
            &plus,
            &zero_led,
            "",
        ] {
            assert_eq!(Verdict::parse(bad), None, "{bad:?}");
        }
    }
}
