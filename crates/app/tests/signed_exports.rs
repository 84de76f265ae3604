//! Signed exports through the app (docs/formats.md, "Signed exports"): every export carries the
//! organizer's name and this install's key; an import says who signed it, flags a known name
//! with a new key, and refuses a file changed since (the issue's probe: a player-safe export of
//! a finished event with a final-round 6-7 edited to 9-7), leaving the file and the database as
//! they were. Files written before signatures import as unsigned.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::error::{AppError, ErrorReport};
use hexadraft_app::library::{ExportSigner, DEFAULT_ORGANIZER_NAME};
use hexadraft_app::App;
use hexadraft_catalog::{CharacterId, SponsorId};
use hexadraft_event::{EventAction, EventSeed, GameEnd, Registration, ResultInput, ScoreInput};
use hexadraft_paper::Language;
use hexadraft_storage::{
    AlteredPart, ExportAudience, JournalId, Provenance, SignerIdentity, StorageError,
};
use hexadraft_testkit::{app_at, standard_event, LINEUPS};
use std::path::{Path, PathBuf};

fn result(first: i32, second: i32) -> ResultInput {
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 0,
        first_blood: false,
    };
    ResultInput {
        first: score(first),
        second: score(second),
        players: None,
        game_end: GameEnd::Played,
    }
}

/// A four-player, three-round event played to its end; the last table of round 3 ends 6-7.
fn finished_event(app: &App) -> String {
    let id = app
        .create_event(
            standard_event("Copa Firmada", Some(EventSeed::Number(3))),
            Language::En,
        )
        .unwrap()
        .id()
        .to_owned();
    let mut seq = app.get_event(&id).unwrap().agl().unwrap().header.seq;
    let mut act = |action: EventAction| {
        seq = app
            .apply_event_action(&id, seq, action)
            .unwrap()
            .agl()
            .unwrap()
            .seq;
    };
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        act(EventAction::RegisterPlayer {
            registration: Registration {
                name: (*name).into(),
                corvus_pin: format!("SIG{i}"),
                sponsor: Some(SponsorId::new("oxyd").unwrap()),
                sponsor_unlocked: false,
                lineup: Some(
                    LINEUPS[i % 2]
                        .iter()
                        .map(|c| CharacterId::new(*c).unwrap())
                        .collect(),
                ),
                team_name: None,
            },
        });
    }
    for round in 1..=3 {
        act(EventAction::PairNextRound { round, seed: None });
        act(EventAction::RecordResult {
            round,
            table: 1,
            result: result(7, 3),
        });
        let last = if round == 3 {
            result(6, 7)
        } else {
            result(7, 5)
        };
        act(EventAction::RecordResult {
            round,
            table: 2,
            result: last,
        });
    }
    id
}

fn exported(app: &App, id: &str, audience: ExportAudience, dir: &Path) -> PathBuf {
    let written = app
        .export_journals(&[id.to_owned()], audience, None)
        .unwrap();
    let path = PathBuf::from(written.path);
    assert!(path.starts_with(dir), "{}", path.display());
    path
}

/// The signer as an import reports it, from the exporting app's own account.
fn identity(signer: ExportSigner) -> SignerIdentity {
    SignerIdentity {
        name: signer.name,
        fingerprint: signer.fingerprint.unwrap(),
    }
}

fn storage_error(error: AppError) -> StorageError {
    match error {
        AppError::Storage { error } => error,
        other => panic!("expected a storage error, got {other:?}"),
    }
}

#[test]
fn a_final_round_result_edited_in_a_player_safe_export_is_refused_naming_its_entry() {
    let (here, there) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let source = app_at(here.path(), 21);
    let id = finished_event(&source);
    let path = exported(&source, &id, ExportAudience::PlayerSafe, here.path());
    let text = std::fs::read_to_string(&path).unwrap();

    // The hand edit: round 3, table 2, 6-7 made 9-7, on the one line that records it.
    let document: serde_json::Value = serde_json::from_str(&text).unwrap();
    let entries = document["journals"][0]["entries"].as_array().unwrap();
    let changed_seq = entries
        .iter()
        .find(|e| {
            let p = &e["payload"];
            p["kind"] == "recordResult" && p["round"] == 3 && p["table"] == 2
        })
        .unwrap()["seq"]
        .as_u64()
        .unwrap();
    let line = text
        .lines()
        .find(|l| l.contains(r#""kind":"recordResult","round":3,"table":2"#))
        .unwrap();
    let flipped = line.replacen(r#""victory_points":6"#, r#""victory_points":9"#, 1);
    assert_ne!(flipped, line);
    let edited = text.replacen(line, &flipped, 1);
    let edited_path = here.path().join("edited.json");
    std::fs::write(&edited_path, &edited).unwrap();

    let desk = app_at(there.path(), 22);
    let error = desk
        .import_journals(edited_path.to_str().unwrap(), false)
        .unwrap_err();
    let error = storage_error(error);
    assert_eq!(
        error,
        StorageError::ImportAltered {
            part: AlteredPart::Entry,
            journal: Some(JournalId::new(id.clone()).unwrap()),
            entry: Some(u32::try_from(changed_seq).unwrap()),
        }
    );
    let report = ErrorReport::from(AppError::Storage { error });
    assert_eq!(report.code, "storage.importAltered");
    assert_eq!(report.clause, None, "a changed file is no rule's refusal");
    // The file is as it was, and nothing came in.
    assert_eq!(std::fs::read_to_string(&edited_path).unwrap(), edited);
    assert!(desk.list_journals().unwrap().is_empty());

    // The untouched file imports, naming who signed it.
    let report = desk.import_journals(path.to_str().unwrap(), false).unwrap();
    let signer = source.export_signer().unwrap();
    assert_eq!(signer.name, DEFAULT_ORGANIZER_NAME);
    assert_eq!(
        report.provenance,
        Provenance::Signed {
            signer: identity(signer),
            earlier_keys: vec![],
        }
    );
}

#[test]
fn the_organizer_name_signs_and_a_known_name_with_a_new_key_is_flagged() {
    let dirs: Vec<_> = (0..3).map(|_| tempfile::tempdir().unwrap()).collect();
    let first = app_at(dirs[0].path(), 31);
    let second = app_at(dirs[1].path(), 32);
    let desk = app_at(dirs[2].path(), 33);
    let named = first.set_organizer_name("  Liga Hexa  ").unwrap();
    // No key until the first export: looking and naming draw no randomness.
    assert_eq!(
        named,
        ExportSigner {
            name: "Liga Hexa".to_owned(),
            fingerprint: None,
        }
    );
    second.set_organizer_name("Liga Hexa").unwrap();
    assert!(first.set_organizer_name("two\nlines").is_err());
    assert_eq!(first.export_signer().unwrap().name, "Liga Hexa");

    let a = finished_event(&first);
    let b = finished_event(&second);
    let from_first = exported(&first, &a, ExportAudience::Organizer, dirs[0].path());
    let from_second = exported(&second, &b, ExportAudience::Organizer, dirs[1].path());
    let named = identity(first.export_signer().unwrap());
    let report = desk
        .import_journals(from_first.to_str().unwrap(), true)
        .unwrap();
    assert_eq!(
        report.provenance,
        Provenance::Signed {
            signer: named.clone(),
            earlier_keys: vec![],
        }
    );
    let report = desk
        .import_journals(from_second.to_str().unwrap(), true)
        .unwrap();
    let Provenance::Signed {
        signer,
        earlier_keys,
    } = report.provenance
    else {
        panic!("a signed file read as unsigned")
    };
    assert_eq!(signer, identity(second.export_signer().unwrap()));
    assert_eq!(earlier_keys, vec![named.fingerprint]);
}

#[test]
fn exports_written_before_signatures_still_import_marked_unsigned() {
    let golden = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/v1");
    let mut names: Vec<_> = std::fs::read_dir(&golden)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    names.sort();
    assert!(names.len() >= 5, "{names:?}");
    for path in names {
        let dir = tempfile::tempdir().unwrap();
        let app = app_at(dir.path(), 41);
        let before = std::fs::read(&path).unwrap();
        let report = app
            .import_journals(path.to_str().unwrap(), false)
            .unwrap_or_else(|e| panic!("{}: {e:?}", path.display()));
        assert_eq!(
            report.provenance,
            Provenance::Unsigned,
            "{}",
            path.display()
        );
        assert_eq!(std::fs::read(&path).unwrap(), before);
        // Each opens as the engine replays it.
        for journal in app.verify_journals(&[]).unwrap() {
            assert_eq!(journal.error, None, "{}", path.display());
        }
    }
}

/// Every file under `dir` but the database and its backups, as text.
fn written_files(dir: &Path, into: &mut Vec<(PathBuf, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with("backups") {
                written_files(&path, into);
            }
        } else if !path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .contains("sqlite3")
        {
            into.push((
                path.clone(),
                String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned(),
            ));
        }
    }
}

#[test]
fn the_signing_key_stays_in_the_database_settings() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 51);
    let id = finished_event(&app);
    exported(&app, &id, ExportAudience::Organizer, dir.path());
    exported(&app, &id, ExportAudience::PlayerSafe, dir.path());
    let database = app.database_path();
    let secret: String = rusqlite::Connection::open(&database)
        .unwrap()
        .query_row(
            "SELECT value FROM settings WHERE key = 'export-signing-key'",
            [],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(secret.len(), 64);
    // Not in any export, log or other file the app wrote; not in a view or an error.
    let mut files = Vec::new();
    written_files(dir.path(), &mut files);
    assert!(files.len() >= 2, "{files:?}");
    for (path, text) in &files {
        assert!(!text.contains(&secret), "{}", path.display());
    }
    let signer = app.export_signer().unwrap();
    assert!(!format!("{signer:?}").contains(&secret));
    let refused = app.set_organizer_name("").unwrap_err();
    assert!(!format!("{refused:?} {refused}").contains(&secret));
}
