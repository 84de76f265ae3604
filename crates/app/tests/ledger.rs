//! The season ledger through hexadraft-app on a temporary data folder: an event run to its end
//! is added, counted once, and gives the next event its ratings before; another organizer's
//! report is imported; the ledger reopens from its journal and exports as the engine's file.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::paper_export::PaperDocument;
use hexadraft_app::{App, AppError, AppRefusal, Conflict, Missing};
use hexadraft_catalog::{CharacterId, SponsorId};
use hexadraft_event::{
    Accepted, EventAction, EventDefinition, EventSeed, GameEnd, LedgerProblem, Registration,
    ResultInput, ScoreInput, SeasonLedger,
};
use hexadraft_paper::Language;
use hexadraft_testkit::{app_at, standard_event, LINEUPS};

fn app(dir: &tempfile::TempDir) -> App {
    app_at(dir.path(), 5)
}

fn definition(name: &str) -> EventDefinition {
    standard_event(name, Some(EventSeed::Number(7)))
}

fn registration(i: usize) -> Registration {
    Registration {
        name: ["Ana", "Bo", "Cy", "Di"][i].into(),
        corvus_pin: format!("CB-{i}"),
        sponsor: Some(SponsorId::new("oxyd").unwrap()),
        sponsor_unlocked: false,
        lineup: Some(
            LINEUPS[i % 2]
                .iter()
                .map(|c| CharacterId::new(*c).unwrap())
                .collect(),
        ),
        team_name: None,
    }
}

/// Four players; every round the table's first seat wins 7-3. Returns the event's id, finished.
fn finished_event(app: &App, name: &str) -> String {
    let view = app
        .create_event(definition(name), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    let id = view.header.id;
    let mut seq = view.header.seq;
    let mut act = |action: EventAction| {
        seq = app
            .apply_event_action(&id, seq, action)
            .unwrap()
            .agl()
            .unwrap()
            .seq;
    };
    for i in 0..4 {
        act(EventAction::RegisterPlayer {
            registration: registration(i),
        });
    }
    for round in 1..=3 {
        act(EventAction::PairNextRound { round, seed: None });
        for table in 1..=2 {
            let score = |vp| ScoreInput {
                victory_points: vp,
                frags: 0,
                first_blood: false,
            };
            act(EventAction::RecordResult {
                round,
                table,
                result: ResultInput {
                    first: score(7),
                    second: score(3),
                    players: None,
                    game_end: GameEnd::Played,
                },
            });
        }
    }
    id
}

#[test]
fn a_finished_event_is_added_once_and_rates_the_next_event() {
    // AGL v1.0, Basic Rules, "Rankings": players start the season at 1000 and each event they
    // take part in modifies that rating, by its K; docs/rulings.md, "The season ledger".
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let ledger = app.create_ledger("Season 2026").unwrap();
    assert_eq!((ledger.seq, ledger.events.len()), (0, 0));
    // A running event is refused with the Rankings clause: its ratings are provisional.
    let running = app
        .create_event(definition("Still running"), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    let error = app
        .add_event_to_ledger(&ledger.id, ledger.seq, &running.header.id)
        .unwrap_err();
    assert_eq!(error.code(), "refused.ledger.eventNotFinished");
    assert!(error.clause().is_some());

    let first = finished_event(&app, "Copa Enero");
    let added = app.add_event_to_ledger(&ledger.id, 0, &first).unwrap();
    assert_eq!(added.seq, 1);
    assert_eq!(added.event_ids, std::slice::from_ref(&first));
    // Exactly the numbers of the event's own rating report, from 1000 each.
    let report = app
        .get_event(&first)
        .unwrap()
        .agl()
        .unwrap()
        .ratings
        .unwrap();
    assert!(!report.provisional);
    for change in &report.changes {
        let player = added
            .players
            .iter()
            .map(|ranked| &ranked.player)
            .find(|p| p.corvus_pin == change.corvus_pin)
            .unwrap();
        assert_eq!(player.rating, change.after);
        assert_eq!(player.games, 3);
    }
    // The core ranks them, highest rating first, places from 1.
    assert_eq!(added.players[0].rank, 1);
    for pair in added.players.windows(2) {
        assert!(pair[0].player.rating >= pair[1].player.rating);
        assert!(pair[0].rank <= pair[1].rank);
    }

    // The same event again: refused, whether from a fresh screen or a stale one.
    let twice = app.add_event_to_ledger(&ledger.id, 1, &first).unwrap_err();
    assert_eq!(twice.code(), "refused.ledger.alreadyInLedger");
    assert!(matches!(
        twice,
        AppError::Refused {
            refusal: AppRefusal::Ledger {
                problem: LedgerProblem::AlreadyInLedger { .. }
            }
        }
    ));
    assert!(matches!(
        app.add_event_to_ledger(&ledger.id, 0, &first),
        Err(AppError::Conflict {
            conflict: Conflict::Stale { .. }
        })
    ));
    // Nor from its own report: the fingerprint is the event's name and games.
    let report_json = app
        .paper_files(&first, PaperDocument::Report)
        .unwrap()
        .into_iter()
        .find(|f| f.name == "report.json")
        .unwrap();
    let text = String::from_utf8(report_json.bytes).unwrap();
    assert_eq!(
        app.import_report_text_to_ledger(&ledger.id, 1, &text)
            .unwrap_err()
            .code(),
        "refused.ledger.alreadyInLedger"
    );

    // The next event's ratings before come from the ledger.
    let next = app
        .create_event(definition("Copa Febrero"), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    let outcome = app
        .ratings_before_from_ledger(&next.header.id, next.header.seq, &ledger.id)
        .unwrap();
    assert_eq!(outcome.accepted, Accepted::RatingsBeforeSet { listed: 4 });
    let next = app.get_event(&next.header.id).unwrap().agl().unwrap();
    for player in added.players.iter().map(|ranked| &ranked.player) {
        assert_eq!(
            next.ratings_before.get(&player.corvus_pin),
            Some(player.rating)
        );
    }

    // Reopened, the ledger replays from its journal to the same players; its file reads back.
    drop(app);
    let app = self::app(&dir);
    let again = app.get_ledger(&ledger.id).unwrap();
    assert_eq!(again, added);
    let file = app.ledger_file_text(&ledger.id).unwrap();
    let read = SeasonLedger::from_json(&file).unwrap();
    assert_eq!(read.players().count(), 4);
    let written = app.export_ledger(&ledger.id).unwrap();
    assert_eq!(std::fs::read_to_string(&written.path).unwrap(), file);
    let listed = app.list_ledgers().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(
        (listed[0].title.as_str(), listed[0].events),
        ("Season 2026", 1)
    );
    // A ledger is no event, and an event no ledger.
    assert!(matches!(
        app.get_ledger(&first),
        Err(AppError::NotFound {
            missing: Missing::NotALedger { .. }
        })
    ));
}

#[test]
fn another_organizers_report_is_rated_again_from_the_ledger() {
    // docs/rulings.md, "The season ledger": an imported report's games are rated from this
    // ledger's ratings, with the K of its event type.
    let dir = tempfile::tempdir().unwrap();
    let other = tempfile::tempdir().unwrap();
    let elsewhere = app(&other);
    let event = finished_event(&elsewhere, "Open de Lyon");
    let report = elsewhere
        .paper_files(&event, PaperDocument::Report)
        .unwrap()
        .into_iter()
        .find(|f| f.name == "report.json")
        .unwrap();
    let app = app(&dir);
    let path = dir.path().join("lyon-report.json");
    std::fs::write(&path, &report.bytes).unwrap();
    let ledger = app.create_ledger("Season 2026").unwrap();
    let imported = app
        .import_report_to_ledger(&ledger.id, ledger.seq, path.to_str().unwrap())
        .unwrap();
    assert_eq!(imported.events.len(), 1);
    assert!(imported.event_ids.is_empty());
    let expected = elsewhere
        .get_event(&event)
        .unwrap()
        .agl()
        .unwrap()
        .ratings
        .unwrap();
    for change in &expected.changes {
        let player = imported
            .players
            .iter()
            .map(|ranked| &ranked.player)
            .find(|p| p.corvus_pin == change.corvus_pin)
            .unwrap();
        assert!((player.rating - change.after).abs() < 1e-9);
    }
    // Not a report at all: refused with the engine's reason, the ledger unchanged.
    let error = app
        .import_report_text_to_ledger(&ledger.id, 1, "{\"format\": \"x\", \"version\": 1}")
        .unwrap_err();
    assert!(
        error.code().starts_with("refused.ledger."),
        "{}",
        error.code()
    );
    assert_eq!(app.get_ledger(&ledger.id).unwrap().seq, 1);
}

#[test]
fn the_next_organizer_starts_from_the_exported_ledger_file_and_the_season_goes_on() {
    // docs/rulings.md, "The season ledger": the ledger is exported for the next organizer, who
    // goes on from it in their own library.
    let here = tempfile::tempdir().unwrap();
    let first = app(&here);
    let ledger = first.create_ledger("Season 2026").unwrap();
    let event = finished_event(&first, "Copa Enero");
    let ledger = first.add_event_to_ledger(&ledger.id, 0, &event).unwrap();
    let written = first.export_ledger(&ledger.id).unwrap();

    let there = tempfile::tempdir().unwrap();
    let next = app(&there);
    let copy = there.path().join("season.json");
    std::fs::copy(&written.path, &copy).unwrap();
    let imported = next
        .import_ledger_file(&copy.display().to_string())
        .unwrap();
    assert_eq!(imported.season, "Season 2026");
    assert_eq!(imported.players, ledger.players);
    assert_eq!(imported.events, ledger.events);
    assert_eq!(imported.seq, 1, "the file is the new ledger's first entry");
    assert_eq!(next.list_ledgers().unwrap()[0].events, 1);
    // The season goes on: the same event is known, a new one is rated from the file's ratings.
    let again = finished_event(&next, "Copa Enero");
    assert_eq!(
        next.add_event_to_ledger(&imported.id, 1, &again)
            .unwrap_err()
            .code(),
        "refused.ledger.alreadyInLedger"
    );
    let february = finished_event(&next, "Copa Febrero");
    let after = next
        .add_event_to_ledger(&imported.id, 1, &february)
        .unwrap();
    assert_eq!(after.events.len(), 2);
    assert_eq!(next.list_ledgers().unwrap()[0].events, 2);
    // It replays the same after a restart.
    drop(next);
    let reopened = app(&there);
    assert_eq!(reopened.get_ledger(&imported.id).unwrap(), after);
    // Not a ledger file: refused, and no ledger is made.
    let refused = reopened.import_ledger_text("{\"format\": \"something else\"}");
    assert!(refused.unwrap_err().code().starts_with("refused.ledger."));
    assert_eq!(reopened.list_ledgers().unwrap().len(), 1);
}
