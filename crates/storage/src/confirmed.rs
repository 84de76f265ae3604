//! How many entries each journal had confirmed, kept beside the database in `<db>-confirmed`,
//! where a write-ahead log cut short cannot take it along (issue 27, "Bad input and faults").
//!
//! SQLite reads a `-wal` file up to its last whole commit and drops the rest without a word: a
//! log cut at a frame boundary or mid-frame (a copy taken while the app runs, a full disk, a
//! sync tool) looks like a crash that tore the last transaction, and the entries it held are
//! gone. This file is written outside SQLite, after each confirmed append, one line per
//! append; on opening, a journal that holds fewer entries than its last line says lost them.
//!
//! A line is `<journal id> <header> <count> <check>`: the header is the first 8 bytes of the
//! journal's header hash in hex (a journal deleted and made again under its id is another
//! journal), the check the first 4 bytes of the SHA-256 of the text before it. A line that does
//! not check (torn by a crash, or a disk that lost it) is skipped: it can only make the counts
//! lower, never report a loss that did not happen. Count 0 marks a deletion.
//!
//! The lines are written after the database's commit and are not synced: the database is the
//! record, and the counts can only lag behind it (a crash between the commit and the line, or a
//! power cut before the page cache reached the disk), which weakens the check for the entries
//! concerned and never makes it cry wolf. A copy of the folder taken while the app runs reads
//! the page cache, where the lines already are. Only a deletion's line is synced, and before the
//! deletion: a lost deletion line would make the deleted journal look lost.

use crate::atomic::write_file_atomically;
use crate::chain::Hash;
use crate::error::StorageError;
use crate::types::JournalId;
use crate::wal::companion;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

const FIRST_LINE: &str = "hexadraft confirmed entries v1";

/// The file beside the database at `db`.
pub(crate) fn path_for(db: &Path) -> PathBuf {
    companion(db, "-confirmed")
}

/// A journal that holds fewer entries than it had confirmed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct LostEntries {
    /// The journal.
    pub id: JournalId,
    /// The entries it had confirmed.
    pub confirmed: u32,
    /// The entries the database holds (0 when the journal itself is gone).
    pub found: u32,
}

impl LostEntries {
    /// How many confirmed entries are missing.
    pub fn lost(&self) -> u32 {
        self.confirmed.saturating_sub(self.found)
    }
}

/// A journal as the database holds it: id, header hash, entry count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct HeldJournal {
    pub(crate) id: String,
    pub(crate) header: Option<Vec<u8>>,
    pub(crate) entries: i64,
}

type Key = (String, [u8; 8]);

/// What the file says: the last count of each journal, and how many lines it took.
#[derive(Debug, Default)]
pub(crate) struct Counts {
    counts: BTreeMap<Key, u32>,
    lines: usize,
    /// The file does not end with a line break (a torn last line).
    torn: bool,
}

pub(crate) fn hex(bytes: &[u8]) -> String {
    // Digit by digit: the file's every line is checked on opening.
    let mut text = String::with_capacity(2 * bytes.len());
    for byte in bytes {
        text.extend(char::from_digit(u32::from(byte >> 4), 16));
        text.extend(char::from_digit(u32::from(byte & 0x0f), 16));
    }
    text
}

fn short(header: &[u8]) -> Option<[u8; 8]> {
    header.get(..8).and_then(|h| <[u8; 8]>::try_from(h).ok())
}

fn line(id: &str, header: &[u8; 8], count: u32) -> String {
    let body = format!("{id} {} {count}", hex(header));
    let check = hex(&Sha256::digest(body.as_bytes())[..4]);
    format!("{body} {check}\n")
}

fn parse(line: &str) -> Option<(Key, u32)> {
    let (body, check) = line.rsplit_once(' ')?;
    if hex(&Sha256::digest(body.as_bytes())[..4]) != check {
        return None;
    }
    let mut parts = body.split(' ');
    let (id, header, count) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || JournalId::new(id).is_err() || header.len() != 16 {
        return None;
    }
    let mut bytes = [0u8; 8];
    for (i, byte) in bytes.iter_mut().enumerate() {
        *byte = u8::from_str_radix(header.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(((id.to_owned(), bytes), count.parse().ok()?))
}

/// Reads the file beside `db`; `None` when there is none or it is not one of these files.
pub(crate) fn read(db: &Path) -> Result<Option<Counts>, StorageError> {
    let path = path_for(db);
    let bytes = match fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(StorageError::io("read", &path, &e)),
    };
    let text = String::from_utf8_lossy(&bytes);
    let mut lines = text.split('\n');
    if lines.next() != Some(FIRST_LINE) {
        return Ok(None);
    }
    let mut counts = Counts {
        torn: !text.ends_with('\n'),
        ..Counts::default()
    };
    for text in lines {
        counts.lines += 1;
        if let Some((key, count)) = parse(text) {
            // A deletion (0) starts the journal over; otherwise the highest count stands, so
            // two writers' lines in either order give the same answer.
            let known = counts.counts.entry(key).or_insert(0);
            *known = if count == 0 { 0 } else { (*known).max(count) };
        }
    }
    Ok(Some(counts))
}

impl Counts {
    /// The journals that hold fewer entries than these counts say were confirmed, by id.
    pub(crate) fn losses(&self, held: &[HeldJournal]) -> Vec<LostEntries> {
        let by_id: HashMap<&str, &HeldJournal> = held.iter().map(|j| (j.id.as_str(), j)).collect();
        let mut lost = Vec::new();
        for ((id, header), &confirmed) in &self.counts {
            if confirmed == 0 {
                continue;
            }
            let found = by_id
                .get(id.as_str())
                .filter(|j| j.header.as_deref().and_then(short) == Some(*header))
                .map_or(0, |j| u32::try_from(j.entries).unwrap_or(0));
            if found < confirmed {
                if let Ok(id) = JournalId::new(id.clone()) {
                    lost.push(LostEntries {
                        id,
                        confirmed,
                        found,
                    });
                }
            }
        }
        lost
    }

    /// Whether the file has grown well past one line per journal, and is worth rewriting.
    pub(crate) fn worth_rewriting(&self, journals: usize) -> bool {
        self.torn || self.lines > 2 * journals + 256
    }
}

/// The counts file of an open store, appended to after each confirmed change.
#[derive(Debug)]
pub(crate) struct CountsFile {
    path: PathBuf,
    /// The next line must start on a line of its own (a write failed partway, or the file was
    /// found torn).
    start_fresh: bool,
}

impl CountsFile {
    /// Writes the file beside `db` anew with `held`'s counts (synced, atomically).
    pub(crate) fn rewrite(db: &Path, held: &[HeldJournal]) -> Result<CountsFile, StorageError> {
        let mut text = format!("{FIRST_LINE}\n");
        for journal in held {
            if let (Some(header), Ok(count)) = (
                journal.header.as_deref().and_then(short),
                u32::try_from(journal.entries),
            ) {
                if count > 0 {
                    text.push_str(&line(&journal.id, &header, count));
                }
            }
        }
        let path = path_for(db);
        write_file_atomically(&path, text.as_bytes())?;
        Ok(CountsFile {
            path,
            start_fresh: false,
        })
    }

    /// Appends to the file beside `db` as it is (`torn`: it does not end with a line break).
    pub(crate) fn continue_at(db: &Path, torn: bool) -> CountsFile {
        CountsFile {
            path: path_for(db),
            start_fresh: torn,
        }
    }

    fn write(&mut self, text: &str, sync: bool) -> std::io::Result<()> {
        let mut file = fs::OpenOptions::new().append(true).open(&self.path)?;
        let text = if self.start_fresh {
            format!("\n{text}")
        } else {
            text.to_owned()
        };
        self.start_fresh = true;
        file.write_all(text.as_bytes())?;
        if sync {
            file.sync_data()?;
        }
        self.start_fresh = false;
        Ok(())
    }

    /// Records that journal `id` (header hash `header`) has `count` confirmed entries. Not
    /// synced, and a failure is not an error: the change it follows is already committed, and
    /// a missing line only leaves the count behind (see the module's notes).
    pub(crate) fn record(&mut self, id: &JournalId, header: &Hash, count: u32) {
        if let Some(short) = short(header) {
            let _ = self.write(&line(id.as_str(), &short, count), false);
        }
    }

    /// Records, synced, that journal `id` is about to be deleted, so that its absence is not
    /// taken for a loss.
    ///
    /// # Errors
    /// [`StorageError::Io`]: the deletion must not go ahead.
    pub(crate) fn record_deletion(
        &mut self,
        id: &JournalId,
        header: &[u8],
    ) -> Result<(), StorageError> {
        let Some(short) = short(header) else {
            return Ok(());
        };
        self.write(&line(id.as_str(), &short, 0), true)
            .map_err(|e| StorageError::io("write", &self.path, &e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_written_as_two_lower_case_hex_digits_each() {
        assert_eq!(hex(&[0x00, 0x0f, 0xa5, 0xff, 0x10]), "000fa5ff10");
        assert_eq!(hex(&[]), "");
    }

    #[test]
    fn a_line_reads_back_and_a_changed_one_does_not() {
        let text = line("event-1", &[1, 2, 3, 4, 5, 6, 7, 8], 42);
        let body = text.trim_end();
        assert_eq!(
            parse(body),
            Some((("event-1".to_owned(), [1, 2, 3, 4, 5, 6, 7, 8]), 42))
        );
        assert_eq!(parse(&body.replace(" 42 ", " 43 ")), None);
        assert_eq!(parse(&body[..body.len() - 1]), None);
        assert_eq!(parse(""), None);
    }
}
