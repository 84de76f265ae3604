//! Export and import: round trips, player-safe redaction, and untrusted files.

use super::*;
use serde_json::json;

/// Marks deck choices as secret, as the draft engine will.
fn hide_decks(payload: &serde_json::Value) -> Option<serde_json::Value> {
    (payload["type"] == "choose_deck").then(|| json!({"type": "withheld"}))
}

fn player_safe(withhold_seeds: bool) -> ExportMode<'static> {
    ExportMode::PlayerSafe {
        redact: &hide_decks,
        withhold_seeds,
    }
}

/// A store with draft "d1" (picks, a secret deck choice, odd JSON spacing) and empty event "e1".
fn source(path: &Path) -> Store {
    let mut store = store_with_picks(path, 2);
    let deck = TestAction::ChooseDeck {
        player: "ana".to_owned(),
        deck: vec!["c1".to_owned(), "c2".to_owned()],
    };
    store.append(&jid("d1"), seq(3), at(3), &deck).unwrap();
    let odd = JsonText::parse(r#"{ "type" : "undo" ,"note":"1.50e3"}"#).unwrap();
    store.append_raw(&jid("d1"), seq(4), at(4), &odd).unwrap();
    store
        .create_journal(&new_journal("e1", JournalKind::Event))
        .unwrap();
    store.set_archived(&jid("e1"), true, at(7_000)).unwrap();
    store
}

fn ids() -> Vec<JournalId> {
    vec![jid("d1"), jid("e1")]
}

#[test]
fn an_organizer_export_imports_into_a_fresh_store_as_the_same_journals() {
    let a = scratch();
    let store = source(&a.path);
    let text = store.export_json(&ids(), ExportMode::Organizer).unwrap();

    let b = scratch();
    let mut fresh = open(&b.path);
    let report = fresh
        .import_json(text.as_bytes(), OnExisting::Refuse)
        .unwrap();
    assert_eq!(report.journals.len(), 2);
    assert_eq!(report.journals[0].entry_count, 4);
    assert_eq!(report.journals[0].id, report.journals[0].original_id);

    for id in ids() {
        assert_eq!(fresh.journal(&id).unwrap(), store.journal(&id).unwrap());
        let (ours, theirs) = (
            store.entries_raw(&id).unwrap(),
            fresh.entries_raw(&id).unwrap(),
        );
        assert_eq!(ours, theirs);
        for (x, y) in ours.iter().zip(&theirs) {
            assert_eq!(x.payload.as_str().as_bytes(), y.payload.as_str().as_bytes());
        }
    }
    assert_eq!(
        fresh.entries_raw(&jid("d1")).unwrap()[3].payload.as_str(),
        r#"{ "type" : "undo" ,"note":"1.50e3"}"#
    );
    // Exporting the imported copy gives the very same file.
    assert_eq!(
        fresh.export_json(&ids(), ExportMode::Organizer).unwrap(),
        text
    );
}

#[test]
fn a_player_safe_export_replaces_secret_entries_by_markers_in_place() {
    let a = scratch();
    let store = source(&a.path);
    let document = store.export(&[jid("d1")], player_safe(false)).unwrap();
    assert_eq!(document.audience(), ExportAudience::PlayerSafe);
    let journal = &document.journals()[0];
    assert!(journal.redacted);
    let seqs: Vec<u32> = journal.entries.iter().map(|e| e.seq.get()).collect();
    assert_eq!(seqs, vec![1, 2, 3, 4]);
    let withheld: Vec<bool> = journal.entries.iter().map(|e| e.redacted).collect();
    assert_eq!(withheld, vec![false, false, true, false]);
    assert_eq!(
        journal.entries[2].payload.as_str(),
        r#"{"type":"withheld"}"#
    );
    assert!(!document.to_json().unwrap().contains("\"deck\""));
    // Seeds are kept unless asked otherwise.
    assert_eq!(
        journal.header.seeds,
        store.journal(&jid("d1")).unwrap().header.seeds
    );
    // The store itself is unchanged.
    assert!(!store.entries_raw(&jid("d1")).unwrap()[2].redacted);
}

#[test]
fn a_player_safe_export_can_withhold_the_seeds() {
    let a = scratch();
    let store = source(&a.path);
    let document = store.export(&[jid("e1")], player_safe(true)).unwrap();
    let journal = &document.journals()[0];
    assert_eq!(journal.header.seeds.as_str(), "null");
    assert!(
        journal.redacted,
        "a journal without its seeds cannot be continued"
    );
}

#[test]
fn an_imported_player_safe_copy_can_be_read_to_the_withheld_entry_but_not_continued() {
    let a = scratch();
    let text = source(&a.path)
        .export_json(&[jid("d1")], player_safe(false))
        .unwrap();
    let b = scratch();
    let mut copy = open(&b.path);
    copy.import_json(text.as_bytes(), OnExisting::Refuse)
        .unwrap();
    assert!(copy.list_journals().unwrap()[0].redacted);
    let outcome = copy
        .replay(&jid("d1"), 0u32, |count: &mut u32, _: TestAction| {
            *count += 1;
            Ok::<(), String>(())
        })
        .unwrap();
    assert_eq!(outcome.state, 2);
    assert_eq!(
        outcome.stopped.map(|s| (s.at_seq, s.cause)),
        Some((seq(3), ReplayStopCause::Withheld))
    );
    assert!(matches!(
        copy.append(&jid("d1"), seq(5), at(9), &TestAction::Undo),
        Err(StorageError::JournalReadOnly { .. })
    ));
    // Re-exported, even for organizers, the copy stays redacted.
    let again = copy
        .export_json(&[jid("d1")], ExportMode::Organizer)
        .unwrap();
    assert_eq!(
        ExportDocument::from_json(again.as_bytes())
            .unwrap()
            .journals(),
        ExportDocument::from_json(text.as_bytes())
            .unwrap()
            .journals()
    );
}

#[test]
fn importing_an_existing_journal_is_refused_or_made_a_copy() {
    let a = scratch();
    let mut store = source(&a.path);
    let text = store.export_json(&ids(), ExportMode::Organizer).unwrap();
    assert_eq!(
        store.import_json(text.as_bytes(), OnExisting::Refuse),
        Err(StorageError::JournalExists { id: jid("d1") })
    );
    let first = store
        .import_json(text.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    let second = store
        .import_json(text.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    let copies: Vec<&str> = first
        .journals
        .iter()
        .chain(&second.journals)
        .map(|j| j.id.as_str())
        .collect();
    assert_eq!(
        copies,
        vec!["d1-copy-1", "e1-copy-1", "d1-copy-2", "e1-copy-2"]
    );
    assert_eq!(
        store.entries_raw(&jid("d1-copy-2")).unwrap(),
        store.entries_raw(&jid("d1")).unwrap()
    );
    assert_eq!(store.list_journals().unwrap().len(), 6);
}

#[test]
fn a_copy_of_a_journal_with_a_long_id_gets_a_valid_id() {
    let a = scratch();
    let mut store = open(&a.path);
    let long = "x".repeat(MAX_ID_LEN);
    store
        .create_journal(&new_journal(&long, JournalKind::Draft))
        .unwrap();
    let text = store
        .export_json(&[jid(&long)], ExportMode::Organizer)
        .unwrap();
    let report = store
        .import_json(text.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    let id = report.journals[0].id.as_str();
    assert_eq!(id.len(), MAX_ID_LEN);
    assert!(id.ends_with("-copy-1"));
}

#[test]
fn a_conflict_on_the_second_journal_imports_neither() {
    let a = scratch();
    let text = source(&a.path)
        .export_json(&ids(), ExportMode::Organizer)
        .unwrap();
    let b = scratch();
    let mut store = open(&b.path);
    store
        .create_journal(&new_journal("e1", JournalKind::Event))
        .unwrap();
    assert!(store
        .import_json(text.as_bytes(), OnExisting::Refuse)
        .is_err());
    let list = store.list_journals().unwrap();
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].id, jid("e1"));
}

#[test]
fn an_import_makes_a_backup_before_writing() {
    let a = scratch();
    let text = source(&a.path)
        .export_json(&ids(), ExportMode::Organizer)
        .unwrap();
    let b = scratch();
    let mut store = store_with_picks(&b.path, 0);
    store
        .rename_journal(&jid("d1"), &Title::new("Mine").unwrap(), at(1))
        .unwrap();
    let report = store
        .import_json(text.as_bytes(), OnExisting::ImportAsCopy)
        .unwrap();
    assert_eq!(report.backup.reason, "before-import");
    assert_eq!(
        Store::backups(store.backup_dir()).unwrap(),
        vec![report.backup.clone()]
    );
    let before = Store::open(&report.backup.path).unwrap();
    assert_eq!(before.list_journals().unwrap().len(), 1);
}

/// An export cut short (a copy stopped half-way) is told apart from a file that is not an export,
/// and says where it ends, without the JSON parser's English.
#[test]
fn a_cut_short_export_says_where_it_ends() {
    let a = scratch();
    let text = source(&a.path)
        .export_json(&ids(), ExportMode::Organizer)
        .unwrap();
    let cut = text.lines().take(5).collect::<Vec<_>>().join("\n");
    let error = ExportDocument::from_json(cut.as_bytes()).unwrap_err();
    assert_eq!(error, StorageError::ImportCutShort { line: 5 });
    assert!(!error.to_string().contains("EOF"), "{error}");
}

/// Every malformed document is refused before anything is written, with no backup made.
#[test]
fn malformed_imports_are_refused_and_write_nothing() {
    let a = scratch();
    let pretty = source(&a.path)
        .export_json(&ids(), ExportMode::Organizer)
        .unwrap();
    let good: serde_json::Value = serde_json::from_str(&pretty).unwrap();
    let with = |edit: &dyn Fn(&mut serde_json::Value)| {
        let mut document = good.clone();
        edit(&mut document);
        serde_json::to_vec(&document).unwrap()
    };
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        ("not json", b"{\"format\":".to_vec(), "importNotAnExport"),
        ("empty", Vec::new(), "importNotAnExport"),
        (
            "a text file",
            b"name,pin\nAna,1\n".to_vec(),
            "importNotAnExport",
        ),
        (
            "another format",
            with(&|d| d["format"] = json!("zip")),
            "importNotAnExport",
        ),
        (
            "cut short",
            pretty.as_bytes()[..pretty.len() / 2].to_vec(),
            "importCutShort",
        ),
        (
            "damaged",
            pretty
                .replacen("\"journals\"", "\"journals\" ]", 1)
                .into_bytes(),
            "importDamaged",
        ),
        (
            "newer version",
            with(&|d| d["version"] = json!(EXPORT_FORMAT_VERSION + 1)),
            "importNewerFormat",
        ),
        (
            "version zero",
            with(&|d| d["version"] = json!(0)),
            "importInvalid",
        ),
        (
            "no journals",
            with(&|d| d["journals"] = json!([])),
            "importInvalid",
        ),
        (
            "gap",
            with(&|d| d["journals"][0]["entries"][1]["seq"] = json!(3)),
            "importInvalid",
        ),
        (
            "seq zero",
            with(&|d| d["journals"][0]["entries"][0]["seq"] = json!(0)),
            "importDamaged",
        ),
        (
            "duplicate id",
            with(&|d| d["journals"][1]["id"] = json!("d1")),
            "importInvalid",
        ),
        (
            "bad id",
            with(&|d| d["journals"][0]["id"] = json!("../etc")),
            "importDamaged",
        ),
        (
            "empty title",
            with(&|d| d["journals"][0]["title"] = json!(" ")),
            "importDamaged",
        ),
        (
            "unknown field",
            with(&|d| d["journals"][0]["owner"] = json!("x")),
            "importDamaged",
        ),
        (
            "negative time",
            with(&|d| d["journals"][0]["created_at"] = json!(-1)),
            "importDamaged",
        ),
        (
            "bad kind",
            with(&|d| d["journals"][0]["kind"] = json!("league")),
            "importDamaged",
        ),
        (
            "withheld entry in a full journal",
            with(&|d| d["journals"][0]["entries"][0]["redacted"] = json!(true)),
            "importInvalid",
        ),
        (
            "missing payload",
            with(&|d| {
                d["journals"][0]["entries"][0]
                    .as_object_mut()
                    .unwrap()
                    .remove("payload");
            }),
            "importDamaged",
        ),
    ];
    let b = scratch();
    let mut store = open(&b.path);
    let wrong: Vec<String> = cases
        .into_iter()
        .filter_map(|(name, bytes, kind)| {
            let error = store
                .import_json(&bytes, OnExisting::ImportAsCopy)
                .unwrap_err();
            (error.kind() != kind).then(|| format!("{name}: {} ({error})", error.kind()))
        })
        .collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(store.list_journals().unwrap().is_empty());
    assert!(Store::backups(store.backup_dir()).unwrap().is_empty());
}

#[test]
fn an_import_file_over_the_size_limit_is_refused_before_reading() {
    let b = scratch();
    let mut store = open(&b.path);
    let big = vec![b' '; MAX_IMPORT_BYTES + 1];
    assert_eq!(
        store.import_json(&big, OnExisting::Refuse),
        Err(StorageError::ImportTooLarge {
            size: MAX_IMPORT_BYTES as u64 + 1,
            limit: MAX_IMPORT_BYTES as u64,
        })
    );
}

#[test]
fn exports_name_existing_journals_once_each() {
    let a = scratch();
    let store = source(&a.path);
    assert_eq!(
        store
            .export(&[], ExportMode::Organizer)
            .map_err(|e| e.kind()),
        Err("invalidInput")
    );
    assert_eq!(
        store
            .export(&[jid("d1"), jid("d1")], ExportMode::Organizer)
            .map_err(|e| e.kind()),
        Err("invalidInput")
    );
    assert_eq!(
        store
            .export(&[jid("zz")], ExportMode::Organizer)
            .map_err(|e| e.kind()),
        Err("journalNotFound")
    );
}

/// The caller's setup rule as the app's will be: the seed a draft setup or an event definition
/// records is left out.
fn drop_setup_seed(
    id: &JournalId,
    kind: JournalKind,
    setup: &serde_json::Value,
) -> Option<serde_json::Value> {
    let mut setup = setup.clone();
    let removed = setup.as_object_mut()?.remove("seed");
    let expected = if id.as_str() == "d1" {
        JournalKind::Draft
    } else {
        JournalKind::Event
    };
    assert_eq!(kind, expected);
    removed.map(|_| setup)
}

#[test]
fn a_player_safe_export_can_redact_the_seed_inside_the_recorded_setup() {
    // Issue 16, defect 4: seeds were set to null but the seed inside `setup` left with the
    // file, for drafts and events alike.
    let a = scratch();
    let mut store = open(&a.path);
    for (id, kind, setup) in [
        (
            "d1",
            JournalKind::Draft,
            r#"{"version":"agl-v1.0","seed":2771098232}"#,
        ),
        (
            "e1",
            JournalKind::Event,
            r#"{"name":"Friday","seed":"friday-2026-03-06"}"#,
        ),
    ] {
        let mut new = new_journal(id, kind);
        new.header.setup = JsonText::parse(setup).unwrap();
        new.header.seeds = JsonText::parse("[2771098232]").unwrap();
        store.create_journal(&new).unwrap();
    }
    let deck = TestAction::ChooseDeck {
        player: "ana".to_owned(),
        deck: vec!["c1".to_owned()],
    };
    store.append(&jid("d1"), seq(1), at(1_001), &deck).unwrap();
    let ids = [jid("d1"), jid("e1")];

    // Before: the old mode nulls `seeds` and leaves the setup's seed.
    let old = store.export_json(&ids, player_safe(true)).unwrap();
    assert!(old.contains("2771098232") && old.contains("friday-2026-03-06"));

    let text = store
        .export_json(
            &ids,
            ExportMode::PlayerSafeWithSetup {
                redact: &hide_decks,
                redact_setup: &drop_setup_seed,
                keep_entries: &|_| None,
            },
        )
        .unwrap();
    assert!(!text.contains("2771098232"), "{text}");
    assert!(!text.contains("friday-2026-03-06"), "{text}");
    assert!(!text.contains("\"c1\""), "the deck left: {text}");
    let document = ExportDocument::from_json(text.as_bytes()).unwrap();
    assert_eq!(document.audience(), ExportAudience::PlayerSafe);
    for journal in document.journals() {
        assert!(journal.redacted);
        assert_eq!(journal.header.seeds.as_str(), "null");
        assert!(journal
            .header
            .setup
            .to_value()
            .unwrap()
            .get("seed")
            .is_none());
    }
    assert_eq!(
        document.journals()[0].header.setup.as_str(),
        r#"{"version":"agl-v1.0"}"#
    );
    // The store keeps everything as it was.
    assert!(store
        .journal(&jid("d1"))
        .unwrap()
        .header
        .setup
        .as_str()
        .contains("2771098232"));
    // A setup rule that leaves a setup alone exports it as stored, seeds still withheld.
    let kept = store
        .export(
            &[jid("e1")],
            ExportMode::PlayerSafeWithSetup {
                redact: &hide_decks,
                redact_setup: &|_, _, _| None,
                keep_entries: &|_| None,
            },
        )
        .unwrap();
    assert_eq!(kept.journals()[0].header.seeds.as_str(), "null");
    assert!(kept.journals()[0].header.setup.as_str().contains("friday"));
    // A rule that keeps no entry of the draft exports its header alone, dated when it was made
    // (not when the entries withheld were).
    let cut = store
        .export(
            &ids,
            ExportMode::PlayerSafeWithSetup {
                redact: &hide_decks,
                redact_setup: &|_, _, _| None,
                keep_entries: &|id| (id == &jid("d1")).then_some(0),
            },
        )
        .unwrap();
    let draft = &cut.journals()[0];
    assert!(draft.entries.is_empty());
    assert_eq!(draft.updated_at, draft.created_at);
    assert_eq!(
        cut.journals()[1].entries.len(),
        store.journal(&jid("e1")).unwrap().summary.entry_count as usize
    );
}
