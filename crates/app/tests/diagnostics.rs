//! The diagnostics zip (crate::diagnostics): it holds the reports, the log, the versions and the chosen
//! journals player-safe, and a zip that cannot be written is said and changes nothing.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::diagnostics::{
    write_crash_report, CrashPlace, CrashReport, DiagnosticsRequest, CRASH_REPORTS_FOLDER,
    DIAGNOSTICS_FORMAT, LOGS_FOLDER, SEEN_FOLDER,
};
use hexadraft_app::table_draft::SeedChoice;
use hexadraft_storage::ExportAudience;
use hexadraft_testkit::{app_at, quick_match};
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

fn report(at: u32, name: &str) -> CrashReport {
    CrashReport {
        format: DIAGNOSTICS_FORMAT,
        app_version: "0.1.0".to_owned(),
        os: "linux x86_64".to_owned(),
        at,
        place: CrashPlace::Command,
        name: Some(name.to_owned()),
        name_certain: true,
        location: Some("src/lib.rs:1:1".to_owned()),
        message: "index out of bounds …".to_owned(),
    }
}

/// The zip's entries by name, with their text.
fn unzip(path: &str) -> BTreeMap<String, String> {
    let file = std::fs::File::open(path).unwrap();
    let mut archive = zip::ZipArchive::new(file).unwrap();
    let mut entries = BTreeMap::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).unwrap();
        let mut text = String::new();
        entry.read_to_string(&mut text).unwrap();
        entries.insert(entry.name().to_owned(), text);
    }
    entries
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn a_diagnostics_zip_holds_the_reports_the_log_the_versions_and_the_chosen_journals_player_safe() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 7);
    let id = app
        .create_draft(quick_match(7), SeedChoice::Draw, None)
        .unwrap()
        .id;
    let reports = dir.path().join(CRASH_REPORTS_FOLDER);
    write_crash_report(&reports, &report(1_700_000_000, "open_draft")).unwrap();
    write_crash_report(
        &reports.join(SEEN_FOLDER),
        &report(1_600_000_000, "get_event"),
    )
    .unwrap();
    let logs = dir.path().join(LOGS_FOLDER);
    std::fs::create_dir_all(&logs).unwrap();
    std::fs::write(logs.join("hexadraft.2026-11-27.log"), "a line\n").unwrap();

    // The notice shows the report not yet seen only.
    let notice = app.crash_notice();
    assert_eq!(notice.reports.len(), 1);
    assert_eq!(notice.reports[0].name.as_deref(), Some("open_draft"));

    let written = app
        .export_diagnostics(&DiagnosticsRequest {
            journal_ids: vec![id.clone()],
            to: None,
        })
        .unwrap();
    assert!(written.file_name.starts_with("hexadraft-diagnostics-"));
    assert!(written.file_name.ends_with(".zip"));
    let entries = unzip(&written.path);
    let report_names: Vec<String> = files_in(&reports)
        .into_iter()
        .filter(|n| n.ends_with(".json"))
        .chain(files_in(&reports.join(SEEN_FOLDER)))
        .map(|n| format!("crash-reports/{n}"))
        .collect();
    let mut expected: Vec<String> = vec![
        "hexadraft-diagnostics.json".to_owned(),
        "journals-player-safe.json".to_owned(),
        "logs/hexadraft.2026-11-27.log".to_owned(),
    ];
    expected.extend(report_names);
    expected.sort();
    assert_eq!(entries.keys().cloned().collect::<Vec<_>>(), expected);

    let manifest: serde_json::Value =
        serde_json::from_str(&entries["hexadraft-diagnostics.json"]).unwrap();
    assert_eq!(manifest["format"], DIAGNOSTICS_FORMAT);
    assert_eq!(manifest["appVersion"], app.info().version);
    assert_eq!(manifest["packVersion"], app.info().pack_version);
    assert_eq!(manifest["crashReports"], 2);
    assert_eq!(manifest["journals"], serde_json::json!([id]));
    assert_eq!(entries["logs/hexadraft.2026-11-27.log"], "a line\n");
    let seen: CrashReport = serde_json::from_str(
        entries
            .iter()
            .find(|(_, text)| text.contains("get_event"))
            .map(|(_, text)| text)
            .unwrap(),
    )
    .unwrap();
    assert_eq!(seen, report(1_600_000_000, "get_event"));
    // The journals are the player-safe export, exactly.
    assert_eq!(
        entries["journals-player-safe.json"],
        app.export_journals_text(&[id], ExportAudience::PlayerSafe)
            .unwrap()
    );
    // Exporting changed nothing: the notice stands until it is dismissed.
    assert_eq!(app.crash_notice(), notice);
    app.dismiss_crash_notice().unwrap();
    assert!(app.crash_notice().reports.is_empty());
    assert_eq!(files_in(&reports.join(SEEN_FOLDER)).len(), 2);
}

#[test]
fn a_zip_without_journals_holds_no_journal_file() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 7);
    let written = app
        .export_diagnostics(&DiagnosticsRequest {
            journal_ids: vec![],
            to: None,
        })
        .unwrap();
    let entries = unzip(&written.path);
    assert_eq!(
        entries.keys().cloned().collect::<Vec<_>>(),
        vec!["hexadraft-diagnostics.json".to_owned()]
    );
}

#[test]
fn a_zip_that_cannot_be_written_is_said_with_its_path_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 7);
    let reports = dir.path().join(CRASH_REPORTS_FOLDER);
    write_crash_report(&reports, &report(1_700_000_000, "open_draft")).unwrap();
    let notice = app.crash_notice();
    // The exports folder cannot be made: a file stands in its place.
    let exports = app.exports_dir();
    std::fs::write(&exports, "not a folder").unwrap();
    let error = app
        .export_diagnostics(&DiagnosticsRequest {
            journal_ids: vec![],
            to: None,
        })
        .unwrap_err();
    assert_eq!(error.code(), "storage.io");
    assert!(error.to_string().contains("exports"), "{error}");
    // A chosen file in a folder that does not exist.
    let missing = dir.path().join("no-such-folder").join("d.zip");
    let error = app
        .export_diagnostics(&DiagnosticsRequest {
            journal_ids: vec![],
            to: Some(missing.display().to_string()),
        })
        .unwrap_err();
    assert_eq!(error.code(), "storage.io");
    assert!(!missing.exists());
    // Nothing else changed: the reports, their notice, the file in the folder's place.
    assert_eq!(app.crash_notice(), notice);
    assert_eq!(std::fs::read_to_string(&exports).unwrap(), "not a folder");
    assert_eq!(files_in(&reports).len(), 1);
}
