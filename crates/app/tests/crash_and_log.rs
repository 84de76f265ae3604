//! What the whole process shares: its log and its panic hook (crate::diagnostics). The log keeps
//! no secret through a draft with every secret step, and a panic in a command writes one crash
//! report with no secret. One test binary, so that nothing else in it logs or panics unseen:
//! the log is the process's global one, as the desktop app's is.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::diagnostics::{
    in_context, install_panic_hook, log_subscriber, CrashPlace, CRASH_REPORTS_FOLDER,
};
use hexadraft_app::table_draft::{SeedChoice, TableViewer};
use hexadraft_app::{App, FixedClock};
use hexadraft_catalog::{SponsorId, TacticSlot};
use hexadraft_draft::{DeckChoice, DraftMove, Mod, Seat, SeatChoice, Step, SwapChoice, TacticPick};
use hexadraft_storage::ExportAudience;
use hexadraft_testkit::{app_at, play_public_steps, quick_match, LINEUPS};
use std::sync::{Arc, Mutex, OnceLock};

/// The process's log, captured in memory (set once, as the app sets its file's).
fn captured_log() -> &'static Captured {
    static LOG: OnceLock<Captured> = OnceLock::new();
    LOG.get_or_init(|| {
        let captured = Captured::default();
        tracing::subscriber::set_global_default(log_subscriber(captured.clone())).unwrap();
        captured
    })
}

/// A log written to memory.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'w> tracing_subscriber::fmt::MakeWriter<'w> for Captured {
    type Writer = Captured;
    fn make_writer(&'w self) -> Captured {
        self.clone()
    }
}

impl Captured {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

/// Every string under a key named `key`, anywhere in `value`.
fn strings_under(value: &serde_json::Value, key: &str, found: &mut Vec<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                if k == key {
                    if let Some(s) = v.as_str() {
                        found.push(s.to_owned());
                    }
                }
                strings_under(v, key, found);
            }
        }
        serde_json::Value::Array(items) => {
            for item in items {
                strings_under(item, key, found);
            }
        }
        _ => {}
    }
}

/// A Vassily draft (Ana holds Accesstel) played to its end through the app, with seat codes,
/// a wrong code typed, a real secret swap and both decks locked. Returns the draft's id and
/// the secrets it handled.
fn secret_draft(app: &App) -> (String, Vec<String>) {
    let mut setup = quick_match(7);
    setup.mods = vec![Mod::Vassily];
    setup.players.first.sponsor = SponsorId::new("accesstel").unwrap();
    let id = app.create_draft(setup, SeedChoice::Draw, None).unwrap().id;
    // The public steps: each seat takes the first character it may.
    play_public_steps(app, &id);
    let codes = ["ana-secret-81", "bo-secret-42"];
    app.set_seat_code(&id, Seat::First, codes[0]).unwrap();
    app.set_seat_code(&id, Seat::Second, codes[1]).unwrap();
    let wrong = "typed-wrong-77";
    // Refused, and sent as a front door sends every error (which logs its code).
    let refused = app
        .open_draft(&id, TableViewer::Seat { seat: Seat::First }, Some(wrong))
        .unwrap_err();
    let _ = hexadraft_app::ErrorReport::from(refused);

    // Ana swaps for real; Bo keeps.
    let ana = app
        .open_draft(&id, TableViewer::Seat { seat: Seat::First }, Some(codes[0]))
        .unwrap();
    assert_eq!(ana.view.step, Step::Swap);
    let Some(SeatChoice::Swap {
        team, replacements, ..
    }) = ana.options.map(|o| o.choice)
    else {
        panic!("Ana swaps");
    };
    let add = replacements
        .iter()
        .find(|o| o.unavailable.is_none())
        .map(|o| o.character.clone())
        .unwrap();
    let mut seq = ana.seq;
    for (seat, swap) in [
        (
            Seat::First,
            SwapChoice::Replace {
                remove: team[0].clone(),
                add: add.clone(),
            },
        ),
        (Seat::Second, SwapChoice::Keep),
    ] {
        seq = app
            .apply_draft_move(
                &id,
                seq,
                DraftMove::LockSwap { seat, swap },
                TableViewer::Seat { seat },
                Some(codes[seat as usize]),
            )
            .unwrap()
            .seq;
    }
    // Each seat names what its own step asks (Accesstel's naming, then the decks), as offered.
    loop {
        let table = app.open_draft(&id, TableViewer::Table, None).unwrap();
        if table.view.complete {
            break;
        }
        let seat = *table.view.waiting_for.first().unwrap();
        let mine = app
            .open_draft(&id, TableViewer::Seat { seat }, Some(codes[seat as usize]))
            .unwrap();
        let team = mine.view.teams.clone().unwrap().get(seat).clone();
        let mv = match mine.options.unwrap().choice {
            SeatChoice::Deck { .. } => DraftMove::LockDeck {
                seat,
                deck: DeckChoice {
                    tactics: team
                        .iter()
                        .flat_map(|c| {
                            [0, 1].map(|s| TacticPick {
                                character: c.clone(),
                                slot: TacticSlot::new(s).unwrap(),
                            })
                        })
                        .collect(),
                },
            },
            SeatChoice::NameAccesstelTarget { enemy_team } => DraftMove::NameAccesstelTarget {
                seat,
                character: enemy_team[0].clone(),
            },
            other => panic!("no move offered at {other:?}"),
        };
        seq = app
            .apply_draft_move(
                &id,
                table.seq,
                mv,
                TableViewer::Seat { seat },
                Some(codes[seat as usize]),
            )
            .unwrap()
            .seq;
    }
    assert!(seq > 0);
    let mut secrets: Vec<String> = codes.iter().map(|c| (*c).to_owned()).collect();
    secrets.push(wrong.to_owned());
    // Every salt the journal and the store hold for this draft, read from the organizer's export.
    let export: serde_json::Value = serde_json::from_str(
        &app.export_journals_text(std::slice::from_ref(&id), ExportAudience::Organizer)
            .unwrap(),
    )
    .unwrap();
    let mut salts = Vec::new();
    strings_under(&export, "salt", &mut salts);
    assert!(!salts.is_empty(), "the draft's secret locks are salted");
    secrets.extend(salts);
    // The newcomer of the swap and every character of both lineups: no log line names one.
    secrets.push(add.as_str().to_owned());
    secrets.extend(LINEUPS.iter().flatten().map(|c| (*c).to_owned()));
    (id, secrets)
}

#[test]
fn the_log_keeps_no_secret_of_a_draft_with_every_secret_step() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 7);
    let (id, secrets) = secret_draft(&app);
    let log = captured_log().text();
    // The log says what support needs: the journal's entries and the refusal's code.
    assert!(
        log.contains(&format!("journal=\"{id}\"")) || log.contains(&format!("journal={id}")),
        "{log}"
    );
    assert!(log.contains("entry appended"), "{log}");
    assert!(log.contains("code=refused.seatCodeWrong"), "{log}");
    for secret in &secrets {
        assert!(
            !log.contains(secret.as_str()),
            "the log holds {secret:?}:\n{log}"
        );
    }
}

#[test]
fn a_panic_in_a_command_writes_one_crash_report_with_no_secret() {
    let log = captured_log();
    let dir = tempfile::tempdir().unwrap();
    install_panic_hook(
        dir.path(),
        "9.9.9-test",
        Arc::new(FixedClock::at(1_800_000_000)),
    );
    // A command that fails on a seat code, as a slice at a bad index would: the standard
    // message echoes the string it sliced.
    let seat_code = "sécret-code-4711";
    let outcome = std::panic::catch_unwind(|| {
        in_context(CrashPlace::Command, "force_crash_for_tests", || {
            let cut = 2;
            seat_code[..cut].len()
        })
    });
    assert!(outcome.is_err(), "slicing inside a character panics");
    let folder = dir.path().join(CRASH_REPORTS_FOLDER);
    let reports: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(reports.len(), 1, "{reports:?}");
    let text = std::fs::read_to_string(&reports[0]).unwrap();
    assert!(!text.contains("4711") && !text.contains("sécret"), "{text}");
    let report: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(report["appVersion"], "9.9.9-test");
    assert_eq!(
        report["os"],
        format!("{} {}", std::env::consts::OS, std::env::consts::ARCH)
    );
    assert_eq!(report["at"], 1_800_000_000);
    assert_eq!(report["place"], "command");
    assert_eq!(report["name"], "force_crash_for_tests");
    assert_eq!(report["nameCertain"], true);
    assert_eq!(
        report["message"],
        "end byte index 2 is not a char boundary …"
    );
    assert!(report["location"]
        .as_str()
        .unwrap()
        .starts_with("crates/app/tests/crash_and_log.rs:"));
    // The app that starts next says so.
    let app = app_at(dir.path(), 1);
    let notice = app.crash_notice();
    assert_eq!(notice.reports.len(), 1);
    assert_eq!(
        notice.reports[0].name.as_deref(),
        Some("force_crash_for_tests")
    );
    // The log says a report was written, and holds no secret either.
    let log = log.text();
    assert!(log.contains("crash report written"), "{log}");
    assert!(!log.contains("4711"), "{log}");
}
