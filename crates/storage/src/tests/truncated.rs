//! A write-ahead log cut short (issue 27): SQLite reads it up to its last whole commit and drops
//! the rest without a word. The count of confirmed entries kept beside the database
//! (`<db>-confirmed`) says which journals lost entries and how many, at every cut.

use super::*;
use crate::wal::companion;
use std::collections::BTreeMap;

const IMAGE_FILES: [&str; 4] = ["", "-wal", "-shm", "-confirmed"];

/// A crash image: journals "e1" (3 entries) and "d1" (2) merged into the main file by a clean
/// close, then, in the `-wal` only, three more for "e1", two more for "d1" and a new journal
/// "d2" with four, every one confirmed; the files are copied while the writer is still open, as
/// a copy of a running app's folder is. Answers the image's files and the confirmed counts.
fn crash_image_with_log() -> (BTreeMap<&'static str, Vec<u8>>, BTreeMap<String, u32>) {
    let s = scratch();
    let mut store = open(&s.path);
    store
        .create_journal(&new_journal("e1", JournalKind::Event))
        .unwrap();
    store
        .create_journal(&new_journal("d1", JournalKind::Draft))
        .unwrap();
    let mut next = BTreeMap::from([("e1", 1u32), ("d1", 1), ("d2", 1)]);
    let mut add = |store: &mut Store, id: &'static str| {
        let n = next[id];
        store
            .append(&jid(id), seq(n), at(5_000 + n), &pick(id, &format!("c{n}")))
            .unwrap();
        next.insert(id, n + 1);
    };
    for id in ["e1", "e1", "d1", "e1", "d1"] {
        add(&mut store, id);
    }
    drop(store);
    assert!(!companion(&s.path, "-wal").exists());
    let mut store = open(&s.path);
    store
        .create_journal(&new_journal("d2", JournalKind::Draft))
        .unwrap();
    for id in ["e1", "d2", "d1", "d2", "e1", "d2", "d1", "e1", "d2"] {
        add(&mut store, id);
    }
    let files = IMAGE_FILES
        .iter()
        .map(|suffix| (*suffix, std::fs::read(companion(&s.path, suffix)).unwrap()))
        .collect();
    // Never closed: closing would merge the log into the main file.
    std::mem::forget(store);
    std::mem::forget(s);
    let confirmed = next
        .into_iter()
        .map(|(id, n)| (id.to_owned(), n - 1))
        .collect();
    (files, confirmed)
}

/// Writes the image into a fresh folder with its `-wal` cut to `wal_len` bytes.
fn write_image(files: &BTreeMap<&'static str, Vec<u8>>, wal_len: usize) -> (Scratch, Vec<u8>) {
    let s = scratch();
    std::fs::create_dir_all(s.path.parent().unwrap()).unwrap();
    let mut wal = Vec::new();
    for (suffix, bytes) in files {
        let bytes = if *suffix == "-wal" {
            wal = bytes[..wal_len].to_vec();
            &wal
        } else {
            bytes
        };
        std::fs::write(companion(&s.path, suffix), bytes).unwrap();
    }
    (s, wal)
}

/// What SQLite itself reads from the image: each journal's entries.
fn held_by_sqlite(
    files: &BTreeMap<&'static str, Vec<u8>>,
    wal_len: usize,
) -> BTreeMap<String, u32> {
    let (s, _) = write_image(files, wal_len);
    let conn = rusqlite::Connection::open(&s.path).unwrap();
    let held = conn
        .prepare("SELECT journal_id, COUNT(*) FROM entries GROUP BY journal_id")
        .unwrap()
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, u32>(1)?)))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap();
    held
}

#[test]
fn a_log_cut_at_every_frame_boundary_and_mid_frame_names_each_journal_that_lost_entries() {
    let (files, confirmed) = crash_image_with_log();
    let wal = &files["-wal"];
    let page_size = u32::from_be_bytes(wal[8..12].try_into().unwrap()) as usize;
    let frame = 24 + page_size;
    let frames = (wal.len() - 32) / frame;
    assert!(frames >= 10, "{frames} frames");
    assert_eq!(wal.len(), 32 + frames * frame);
    let mut cuts = vec![0, 16];
    for n in 0..=frames {
        cuts.push(32 + n * frame);
        if n < frames {
            // Mid-frame: inside the frame's header, and halfway through its page.
            cuts.push(32 + n * frame + 12);
            cuts.push(32 + n * frame + 24 + page_size / 2);
        }
    }
    let (mut refused, mut opened) = (0, 0);
    for cut in cuts {
        let held = held_by_sqlite(&files, cut);
        let expected: Vec<LostEntries> = confirmed
            .iter()
            .filter_map(|(id, &count)| {
                let found = held.get(id).copied().unwrap_or(0);
                (found < count).then(|| LostEntries {
                    id: jid(id),
                    confirmed: count,
                    found,
                })
            })
            .collect();
        let (s, wal_before) = write_image(&files, cut);
        let main_before = std::fs::read(&s.path).unwrap();
        match Store::open(&s.path) {
            Ok(store) => {
                assert!(expected.is_empty(), "cut {cut}: opened, but {expected:?}");
                for (id, &count) in &confirmed {
                    assert_eq!(store.entries_raw(&jid(id)).unwrap().len() as u32, count);
                }
                opened += 1;
            }
            Err(StorageError::EntriesLost {
                path,
                journals,
                kept,
                ..
            }) => {
                assert_eq!(journals, expected, "cut {cut}");
                assert_eq!(path, s.path);
                // Nothing changed: the main file and the cut log are as they were, and the log
                // (when there is one) was copied aside first.
                assert_eq!(std::fs::read(&s.path).unwrap(), main_before, "cut {cut}");
                assert_eq!(
                    std::fs::read(companion(&s.path, "-wal")).unwrap(),
                    wal_before,
                    "cut {cut}"
                );
                if cut > 0 {
                    assert!(kept
                        .iter()
                        .any(|p| std::fs::read(p).ok().as_deref() == Some(&wal_before[..])));
                }
                refused += 1;
            }
            Err(other) => panic!("cut {cut}: {other}"),
        }
    }
    // The whole log loses nothing; every cut before its end loses the last commit at least.
    assert_eq!((opened, refused), (1, 3 * frames + 2));
}

#[test]
fn the_refusal_words_each_journal_and_opening_anyway_keeps_what_is_there() {
    let (files, confirmed) = crash_image_with_log();
    let (s, _) = write_image(&files, 0);
    let error = Store::open(&s.path).unwrap_err();
    assert_eq!(error.kind(), "entriesLost");
    let text = error.to_string();
    assert!(text.contains("\"d2\" lost 4 of 4 entries"), "{text}");
    assert!(
        text.contains("\"e1\" lost 3 of 6 entries (only 3 are there)"),
        "{text}"
    );
    assert!(text.contains("\"d1\" lost 2 of 4 entries"), "{text}");
    assert_eq!(confirmed["e1"], 6);
    // Opening anyway keeps the database, its log and its counts aside, then counts afresh.
    let store = Store::open_accepting_wal_loss(&s.path).unwrap();
    assert_eq!(store.entry_count(&jid("e1")).unwrap(), 3);
    assert!(store
        .kept_aside()
        .iter()
        .any(|p| p.to_string_lossy().ends_with(".unclean-1-confirmed")));
    drop(store);
    assert!(Store::open(&s.path).is_ok());
}

#[test]
fn a_deleted_journal_or_a_database_without_counts_is_not_taken_for_a_loss() {
    // An older database (no counts beside it) opens and gets them.
    let s = scratch();
    drop(store_with_picks(&s.path, 3));
    std::fs::remove_file(companion(&s.path, "-confirmed")).unwrap();
    let mut store = open(&s.path);
    assert!(companion(&s.path, "-confirmed").exists());
    store
        .create_journal(&new_journal("d2", JournalKind::Draft))
        .unwrap();
    store
        .append(&jid("d2"), seq(1), at(9_000), &TestAction::Undo)
        .unwrap();
    // A deletion is counted before it happens: a crash image taken after it opens.
    store.delete_journal(&jid("d1")).unwrap();
    for suffix in IMAGE_FILES {
        let from = companion(&s.path, suffix);
        if from.exists() {
            std::fs::copy(&from, companion(&s.path, &format!(".copy{suffix}"))).unwrap();
        }
    }
    std::mem::forget(store);
    let copy = companion(&s.path, ".copy");
    let store = Store::open(&copy).unwrap();
    assert!(store.journal(&jid("d1")).is_err());
    assert_eq!(store.entry_count(&jid("d2")).unwrap(), 1);
}

#[test]
fn imported_journals_are_counted() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 2);
    let text = store
        .export_json(&[jid("d1")], ExportMode::Organizer)
        .unwrap();
    store.delete_journal(&jid("d1")).unwrap();
    store
        .import_json(text.as_bytes(), OnExisting::Refuse)
        .unwrap();
    let counts = std::fs::read_to_string(companion(&s.path, "-confirmed")).unwrap();
    assert!(
        counts.lines().last().unwrap().starts_with("d1 "),
        "{counts}"
    );
    assert!(counts.lines().last().unwrap().contains(" 2 "), "{counts}");
}
