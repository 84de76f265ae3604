//! Damage after writing (issue 16, defect 6): a `-wal` damaged after a crash, bits flipped in
//! the main file. Each is reproduced as the probe found it, then shown to be caught, with every
//! original file kept.

use super::*;
use crate::wal::companion;
use rand::{Rng, SeedableRng};

/// Everything a reader of the store gets back, to compare before and after damage.
#[derive(Debug, PartialEq)]
pub(super) struct Contents {
    list: Vec<JournalSummary>,
    journals: Vec<(JournalRecord, Vec<Entry<JsonText>>)>,
    settings: Vec<Option<String>>,
}

const SETTINGS: [&str; 2] = ["catalog.overlay", "event.e1.ratings-before"];

pub(super) fn contents(store: &Store) -> Result<Contents, StorageError> {
    let list = store.list_journals()?;
    let mut journals = Vec::new();
    for summary in &list {
        journals.push((store.journal(&summary.id)?, store.entries_raw(&summary.id)?));
    }
    let settings = SETTINGS
        .iter()
        .map(|key| store.get_setting(key))
        .collect::<Result<_, _>>()?;
    Ok(Contents {
        list,
        journals,
        settings,
    })
}

/// A small database like the app's, closed cleanly: an event whose entry 2 records 7 Victory
/// Points, a draft, and two settings.
pub(super) fn small_database(path: &Path) -> Vec<u8> {
    let mut store = open(path);
    let event = jid("e1");
    store
        .create_journal(&new_journal("e1", JournalKind::Event))
        .unwrap();
    let payloads = [
        r#"{"kind":"pairNextRound","round":1}"#,
        r#"{"kind":"recordResult","round":1,"table":1,"result":{"a":{"victory_points":7,"frags":0},"b":{"victory_points":3,"frags":0}}}"#,
        r#"{"kind":"dropPlayer","player":3}"#,
    ];
    for (i, payload) in payloads.iter().enumerate() {
        store
            .append_raw(
                &event,
                seq(i as u32 + 1),
                at(2_000 + i as u32),
                &JsonText::parse(*payload).unwrap(),
            )
            .unwrap();
    }
    store
        .create_journal(&new_journal("d1", JournalKind::Draft))
        .unwrap();
    store
        .append(&jid("d1"), seq(1), at(3_000), &pick("ana", "gata"))
        .unwrap();
    store
        .set_setting(SETTINGS[0], r#"{"label":"Club","edits":[]}"#)
        .unwrap();
    store.set_setting(SETTINGS[1], r#"{"CB-1":1100}"#).unwrap();
    drop(store);
    assert!(!companion(path, "-wal").exists());
    std::fs::read(path).unwrap()
}

pub(super) enum Outcome {
    /// Refused on open, reported by `Store::damage`, or refused on reading.
    Detected,
    /// Everything reads back as it was.
    Harmless,
    /// Something reads back different, and nothing said so.
    Silent(String),
}

pub(super) fn try_flipped(path: &Path, bytes: &[u8], truth: &Contents) -> Outcome {
    std::fs::write(path, bytes).unwrap();
    for suffix in ["-wal", "-shm"] {
        let _ = std::fs::remove_file(companion(path, suffix));
    }
    let store = match Store::open(path) {
        Ok(store) => store,
        Err(_) => return Outcome::Detected,
    };
    if !store.damage().is_ok_and(|found| found.is_empty()) {
        return Outcome::Detected;
    }
    match contents(&store) {
        Err(_) => Outcome::Detected,
        Ok(read) if &read == truth => Outcome::Harmless,
        Ok(read) => Outcome::Silent(format!("{read:?}")),
    }
}

#[test]
fn a_recorded_7_flipped_to_6_in_the_main_file_is_caught_and_the_journal_intact_up_to_it() {
    // The probe's example: a single bit turned a recorded 7 VP into 6, read back without error.
    let s = scratch();
    let bytes = small_database(&s.path);
    let needle = br#""victory_points":7"#;
    let offset = bytes
        .windows(needle.len())
        .position(|w| w == needle)
        .expect("the payload is stored as text")
        + needle.len()
        - 1;
    let mut flipped = bytes.clone();
    flipped[offset] ^= 0x01; // '7' (0x37) becomes '6' (0x36)
    let copy = s.dir.path().join("flipped.sqlite3");
    std::fs::write(&copy, &flipped).unwrap();
    let store = Store::open(&copy).unwrap();
    let damage = JournalDamage::Entry { seq: seq(2) };
    assert_eq!(
        store.damage().unwrap(),
        &[Damage::Journal {
            id: jid("e1"),
            damage
        }]
    );
    assert_eq!(damage.intact_entries(), Some(1));
    // Reading it says so, and what is still good.
    let error = store.entries_raw(&jid("e1")).unwrap_err();
    assert_eq!(
        error,
        StorageError::JournalDamaged {
            id: jid("e1"),
            damage
        }
    );
    assert!(
        error.to_string().contains("intact up to entry 1"),
        "{error}"
    );
    // A replay stops before the damaged entry, with the state of entry 1.
    let outcome = store
        .replay(&jid("e1"), 0u32, |n: &mut u32, _: serde_json::Value| {
            *n += 1;
            Ok::<(), std::convert::Infallible>(())
        })
        .unwrap();
    assert_eq!(outcome.state, 1);
    assert_eq!(
        outcome.stopped.map(|s| (s.at_seq, s.cause)),
        Some((seq(2), ReplayStopCause::Damaged))
    );
    // Appending on top is refused; the other journal is untouched and usable.
    assert!(store.entries_raw(&jid("d1")).is_ok());
    drop(store);
    let mut store = Store::open(&copy).unwrap();
    assert!(store
        .append(&jid("d1"), seq(2), at(4_000), &TestAction::Undo)
        .is_ok());
}

#[test]
fn no_single_bit_flip_in_the_main_file_reads_back_different_values_unnoticed() {
    // The probe: 45 % of single-bit flips read back different values with no error. Here every
    // flip of a deterministic sample is either caught (refused on open, listed as damage,
    // refused on reading) or changes nothing that is read.
    let s = scratch();
    let bytes = small_database(&s.path);
    let truth = contents(&open(&s.path)).unwrap();
    let copy = s.dir.path().join("flipped.sqlite3");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(16);
    let (mut detected, mut harmless) = (0, 0);
    let mut silent = Vec::new();
    // Half the sample on the bytes that hold data (not zero), half anywhere.
    let data_bytes: Vec<usize> = (100..bytes.len()).filter(|&i| bytes[i] != 0).collect();
    for trial in 0..600 {
        let byte = if trial % 2 == 0 {
            data_bytes[rng.random_range(0..data_bytes.len())]
        } else {
            rng.random_range(0..bytes.len())
        };
        let bit = rng.random_range(0..8);
        let mut flipped = bytes.clone();
        flipped[byte] ^= 1 << bit;
        match try_flipped(&copy, &flipped, &truth) {
            Outcome::Detected => detected += 1,
            Outcome::Harmless => harmless += 1,
            Outcome::Silent(what) => silent.push((byte, bit, what)),
        }
    }
    assert!(
        silent.is_empty(),
        "{} flips read back different values unnoticed (detected {detected}, harmless {harmless}); first: {:?}",
        silent.len(),
        silent.first()
    );
    assert!(detected > 100, "detected {detected}, harmless {harmless}");
}

/// A crash image: the database, its `-wal` and `-shm` as a power cut would leave them (the
/// store is never closed, so nothing is checkpointed), copied to `to`.
fn crash_image(to: &Path, appends: u32) {
    let s = scratch();
    let store = store_with_picks(&s.path, appends);
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    for suffix in ["", "-wal", "-shm"] {
        std::fs::copy(companion(&s.path, suffix), companion(to, suffix)).unwrap();
    }
    // Never closed: the connection would checkpoint and delete the -wal.
    std::mem::forget(store);
    std::mem::forget(s);
}

/// Flips one bit in the page data of the frame two thirds of the way into the -wal beside `db`.
fn damage_wal_frame(db: &Path) {
    let wal = companion(db, "-wal");
    let mut bytes = std::fs::read(&wal).unwrap();
    let page_size = u32::from_be_bytes(bytes[8..12].try_into().unwrap()) as usize;
    let frames = (bytes.len() - 32) / (24 + page_size);
    let frame = frames * 2 / 3;
    let at = 32 + frame * (24 + page_size) + 24 + 200;
    bytes[at] ^= 0x10;
    std::fs::write(&wal, &bytes).unwrap();
}

#[test]
fn a_wal_damaged_before_confirmed_entries_is_refused_and_kept_not_silently_dropped() {
    // The probe: a -wal damaged after a crash opened without error in 600 of 600 trials,
    // silently dropped confirmed entries, and was deleted on close.
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data").join("hexadraft.sqlite3");
    crash_image(&db, 12);
    damage_wal_frame(&db);
    let wal_before = std::fs::read(companion(&db, "-wal")).unwrap();
    let main_before = std::fs::read(&db).unwrap();

    let Err(StorageError::WalDamaged {
        kept,
        kept_commits,
        lost_commits,
        ..
    }) = Store::open(&db)
    else {
        panic!("a damaged -wal must be refused");
    };
    assert!(
        lost_commits > 0 && kept_commits > 0,
        "{kept_commits} {lost_commits}"
    );
    // Nothing changed, and the log was copied aside first.
    assert_eq!(std::fs::read(companion(&db, "-wal")).unwrap(), wal_before);
    assert_eq!(std::fs::read(&db).unwrap(), main_before);
    assert_eq!(kept.len(), 2);
    assert_eq!(std::fs::read(&kept[0]).unwrap(), wal_before);
    assert!(kept[0].to_string_lossy().ends_with(".unclean-1-wal"));
    // Asking again keeps no second identical copy.
    assert!(Store::open(&db).is_err());
    assert!(!companion(&db, ".unclean-2-wal").exists());

    // Opening anyway keeps what SQLite can read, after copying the database too.
    let store = Store::open_accepting_wal_loss(&db).unwrap();
    let left = store.entry_count(&jid("d1")).unwrap();
    assert!(left < 12, "{left} entries");
    assert_eq!(store.entries_raw(&jid("d1")).unwrap().len() as u32, left);
    assert!(store.damage().unwrap().is_empty());
    assert!(store
        .kept_aside()
        .iter()
        .any(|p| std::fs::read(p).ok().as_deref() == Some(main_before.as_slice())));
    assert!(store
        .kept_aside()
        .iter()
        .any(|p| std::fs::read(p).ok().as_deref() == Some(wal_before.as_slice())));
}

#[test]
fn an_unclean_shutdown_with_a_sound_wal_opens_with_every_entry_and_keeps_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("data").join("hexadraft.sqlite3");
    crash_image(&db, 12);
    let wal_before = std::fs::read(companion(&db, "-wal")).unwrap();
    let store = Store::open(&db).unwrap();
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 12);
    assert!(store.damage().unwrap().is_empty());
    assert_eq!(
        store
            .kept_aside()
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect::<Vec<_>>(),
        vec![
            "hexadraft.sqlite3.unclean-1-wal",
            "hexadraft.sqlite3.unclean-1-shm"
        ]
    );
    drop(store);
    // The -wal is merged and gone on close; its copy stays.
    assert!(!companion(&db, "-wal").exists());
    assert_eq!(
        std::fs::read(companion(&db, ".unclean-1-wal")).unwrap(),
        wal_before
    );
}

/// A crash while the database was first made leaves a rollback journal beside it: the switch
/// to WAL writes one. Under wine, the crash test's writer killed at that moment left a file every
/// later open refused ("attempt to write a readonly database"), because the read-only check
/// cannot play a journal back on Windows. The image here is taken as such a crash leaves it: the
/// file and its journal copied in the middle of a transaction in rollback mode, one large enough
/// that SQLite has already written some of its pages into the file.
#[test]
fn a_rollback_journal_left_by_a_crash_is_kept_and_played_back_before_the_file_is_checked() {
    let s = scratch();
    small_database(&s.path);
    let before = contents(&open(&s.path)).unwrap();
    let size_before = std::fs::metadata(&s.path).unwrap().len();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("hexadraft.sqlite3");
    {
        let conn = rusqlite::Connection::open(&s.path).unwrap();
        conn.pragma_update(None, "journal_mode", "DELETE").unwrap();
        conn.pragma_update(None, "cache_size", 10).unwrap();
        conn.execute_batch(
            "BEGIN; CREATE TABLE interrupted(bytes BLOB);
             INSERT INTO interrupted VALUES (randomblob(1000000));",
        )
        .unwrap();
        for suffix in ["", "-journal"] {
            std::fs::copy(companion(&s.path, suffix), companion(&db, suffix)).unwrap();
        }
        conn.execute_batch("ROLLBACK").unwrap();
    }
    let journal_at_crash = std::fs::read(companion(&db, "-journal")).unwrap();
    // The interrupted transaction's pages are in the file copied: it is torn.
    assert!(std::fs::metadata(&db).unwrap().len() > size_before);

    let store = Store::open(&db).unwrap();
    assert_eq!(contents(&store).unwrap(), before);
    assert!(store.damage().unwrap().is_empty());
    let kept: Vec<String> = store
        .kept_aside()
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(kept, ["hexadraft.sqlite3.unclean-1-journal"]);
    assert_eq!(
        std::fs::read(&store.kept_aside()[0]).unwrap(),
        journal_at_crash
    );
    assert!(!companion(&db, "-journal").exists());
    drop(store);
    // Played back, not committed: the interrupted table is not in the file.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let interrupted: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'interrupted'",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(interrupted, 0);
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |row| row.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
}

#[test]
fn a_refused_open_creates_no_wal_or_shm_file_beside_the_file() {
    // A newer-schema database and another program's database, both in WAL mode: refused, and
    // nothing appears beside them.
    if std::env::var_os("HEXADRAFT_UNDER_WINE").is_some() {
        // Under wine (scripts/test-windows.sh) the refused open of our own newer-schema database
        // leaves its -wal file behind. Whether Windows itself does is not known yet: it is listed
        // in docs/windows.md, "What only a real Windows PC can check". Everything else of this
        // crate runs under wine.
        eprintln!("skipped under wine: see docs/windows.md");
        return;
    }
    let s = scratch();
    drop(store_with_picks(&s.path, 2));
    {
        let conn = rusqlite::Connection::open(&s.path).unwrap();
        conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
    }
    let foreign = s.dir.path().join("other.sqlite3");
    {
        let conn = rusqlite::Connection::open(&foreign).unwrap();
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))
            .unwrap();
        conn.execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hi');")
            .unwrap();
    }
    for (path, kind) in [(&s.path, "newerSchema"), (&foreign, "foreignDatabase")] {
        assert!(!companion(path, "-wal").exists());
        let before = std::fs::read(path).unwrap();
        assert_eq!(
            Store::open(path).map(|_| ()).map_err(|e| e.kind()),
            Err(kind)
        );
        assert_eq!(std::fs::read(path).unwrap(), before);
        for suffix in ["-wal", "-shm"] {
            assert!(
                !companion(path, suffix).exists(),
                "{suffix} left beside {}",
                path.display()
            );
        }
    }
}

#[test]
fn a_damaged_setting_is_refused_and_listed() {
    let s = scratch();
    let bytes = small_database(&s.path);
    let needle = br#""label":"Club""#;
    let offset = bytes
        .windows(needle.len())
        .position(|w| w == needle)
        .unwrap()
        + 9;
    let mut flipped = bytes.clone();
    flipped[offset] ^= 0x20; // "Club" becomes "club"
    std::fs::write(&s.path, &flipped).unwrap();
    let store = open(&s.path);
    assert_eq!(
        store.damage().unwrap(),
        &[Damage::Setting {
            key: SETTINGS[0].to_owned()
        }]
    );
    assert_eq!(
        store.get_setting(SETTINGS[0]).map_err(|e| e.kind()),
        Err("settingDamaged")
    );
    assert!(store.get_setting(SETTINGS[1]).unwrap().is_some());
}
