//! Round backups: made at a round's start and end with their moment, bounded apart from the
//! other backups; restoring one over a working database keeps it; a damaged one is refused;
//! one that cannot be written changes nothing else; one opens read-only.

use super::*;

fn moment(round: u32, edge: RoundEdge) -> BackupMoment {
    BackupMoment {
        event_id: "e1".to_owned(),
        event_title: "Spring Open".to_owned(),
        round,
        edge,
    }
}

#[test]
fn a_round_backup_records_its_moment_and_is_listed_with_it() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    let made = store.backup_round(moment(3, RoundEdge::End)).unwrap();
    assert_eq!(made.reason, "round-3-end");
    assert!(made.is_round());
    let listed = Store::backups(store.backup_dir()).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].moment, Some(moment(3, RoundEdge::End)));
    assert_eq!(listed[0], made);
    // The other kinds carry no moment.
    let manual = store.create_backup().unwrap();
    assert_eq!(manual.moment, None);
    assert!(!manual.is_round());
}

#[test]
fn round_backups_are_bounded_by_their_own_count_and_never_push_out_the_others() {
    let s = scratch();
    let store = store_with_picks(&s.path, 1);
    for _ in 0..KEEP_BACKUPS {
        store.create_backup().unwrap();
    }
    for round in 1..=(KEEP_ROUND_BACKUPS as u32 + 5) {
        store.backup_round(moment(round, RoundEdge::Start)).unwrap();
    }
    let listed = Store::backups(store.backup_dir()).unwrap();
    let (rounds, others): (Vec<&BackupInfo>, Vec<&BackupInfo>) =
        listed.iter().partition(|b| b.is_round());
    assert_eq!(
        others.len(),
        KEEP_BACKUPS,
        "a round backup pushed out another"
    );
    assert_eq!(rounds.len(), KEEP_ROUND_BACKUPS);
    // The newest rounds are the ones kept, each with its moment.
    let kept: Vec<u32> = rounds
        .iter()
        .map(|b| b.moment.as_ref().unwrap().round)
        .collect();
    let expected: Vec<u32> = (6..=(KEEP_ROUND_BACKUPS as u32 + 5)).rev().collect();
    assert_eq!(kept, expected);
    // A pruned backup takes its moment file along.
    let moments = std::fs::read_dir(store.backup_dir())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".moment.json")
        })
        .count();
    assert_eq!(moments, KEEP_ROUND_BACKUPS);
    // And the other kind, in turn, never pushes out round backups.
    store.create_backup().unwrap();
    let listed = Store::backups(store.backup_dir()).unwrap();
    assert_eq!(
        listed.iter().filter(|b| b.is_round()).count(),
        KEEP_ROUND_BACKUPS
    );
}

#[cfg(unix)]
#[test]
fn a_round_backup_that_cannot_be_written_is_said_and_changes_nothing_else() {
    use std::os::unix::fs::PermissionsExt;
    let s = scratch();
    let mut store = store_with_picks(&s.path, 1);
    // The backup folder is a file: nothing can be written inside it (as on a read-only disk).
    std::fs::write(store.backup_dir(), b"not a folder").unwrap();
    let error = store.backup_round(moment(1, RoundEdge::Start)).unwrap_err();
    assert_eq!(error.kind(), "backupFailed", "{error}");
    // The journal goes on as before.
    store
        .append(&jid("d1"), seq(2), at(2_000), &pick("bo", "c2"))
        .unwrap();
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 2);
    // A folder without write permission says so the same way.
    std::fs::remove_file(store.backup_dir()).unwrap();
    std::fs::create_dir_all(store.backup_dir()).unwrap();
    let dir = store.backup_dir().to_path_buf();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o500)).unwrap();
    let refused = store.backup_round(moment(1, RoundEdge::End));
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o700)).unwrap();
    // Running as root writes anyway; only a refusal that happened is checked.
    if let Err(error) = refused {
        assert_eq!(error.kind(), "backupFailed", "{error}");
        assert!(Store::backups(&dir).unwrap().is_empty());
    }
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 2);
}

#[test]
fn restoring_over_a_working_database_keeps_it_as_a_backup_and_aside() {
    let s = scratch();
    let mut store = store_with_picks(&s.path, 2);
    let round = store.backup_round(moment(1, RoundEdge::End)).unwrap();
    store
        .append(&jid("d1"), seq(3), at(3_000), &pick("bo", "c3"))
        .unwrap();
    let report = store.restore_over(&round.path).unwrap();
    assert_eq!(report.restored_from, round.path);
    let kept = report.kept_as_backup.clone().unwrap();
    assert_eq!(kept.reason, "before-restore");
    assert!(report
        .moved_aside
        .iter()
        .all(|p| p.to_string_lossy().contains(".replaced-1")));
    let store = open(&s.path);
    assert_eq!(
        store.entry_count(&jid("d1")).unwrap(),
        2,
        "as in the backup"
    );
    // The database as it was before the restore is itself a backup that restores.
    let listed = Store::backups(store.backup_dir()).unwrap();
    assert!(listed.contains(&kept));
    assert!(
        listed.iter().any(|b| b.path == round.path),
        "the round backup stays"
    );
    let report = store.restore_over(&kept.path).unwrap();
    assert_eq!(report.restored_from, kept.path);
    assert_eq!(open(&s.path).entry_count(&jid("d1")).unwrap(), 3);
}

#[test]
fn restoring_a_damaged_backup_over_a_working_database_is_refused_and_nothing_moves() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    let round = store.backup_round(moment(1, RoundEdge::Start)).unwrap();
    // A byte of an entry changed in the copy: SQLite finds the file whole, the hash chain
    // does not.
    let mut bytes = std::fs::read(&round.path).unwrap();
    let needle = br#""c2""#;
    let at = bytes
        .windows(needle.len())
        .position(|w| w == needle)
        .expect("the payload is stored as text");
    bytes[at + 2] = b'9';
    std::fs::write(&round.path, &bytes).unwrap();
    let backups_before = Store::backups(store.backup_dir()).unwrap();
    assert_eq!(
        Store::check_backup(&round.path).map_err(|e| e.kind()),
        Err("journalDamaged")
    );
    let error = store.restore_over(&round.path).unwrap_err();
    assert_eq!(error.kind(), "journalDamaged", "{error}");
    // The working database is where it was, whole, and no copy of it was made.
    let store = open(&s.path);
    assert_eq!(store.entry_count(&jid("d1")).unwrap(), 2);
    assert_eq!(Store::backups(store.backup_dir()).unwrap(), backups_before);
    // A file that is no database at all is refused the same way.
    let garbage = s.dir.path().join("garbage.bak");
    std::fs::write(&garbage, b"garbage").unwrap();
    assert_eq!(
        store
            .restore_over(&garbage)
            .map(|_| ())
            .map_err(|e| e.kind()),
        Err("corrupt")
    );
    assert_eq!(open(&s.path).entry_count(&jid("d1")).unwrap(), 2);
}

#[test]
fn a_backup_opens_read_only_and_the_file_stays_as_it_was() {
    let s = scratch();
    let store = store_with_picks(&s.path, 2);
    let round = store.backup_round(moment(1, RoundEdge::End)).unwrap();
    let bytes = std::fs::read(&round.path).unwrap();
    let mut copy = Store::open_backup(&round.path).unwrap();
    assert_eq!(copy.entry_count(&jid("d1")).unwrap(), 2);
    assert!(copy
        .append(&jid("d1"), seq(3), at(3_000), &pick("bo", "c3"))
        .is_err());
    drop(copy);
    assert_eq!(std::fs::read(&round.path).unwrap(), bytes);
    let companions: Vec<String> = std::fs::read_dir(store.backup_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.ends_with(".bak") && !n.ends_with(".moment.json"))
        .collect();
    assert!(companions.is_empty(), "{companions:?}");
}
