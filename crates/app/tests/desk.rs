//! The organizer's desk end to end on a temporary data folder: actions journalled one by one,
//! refusals with their clause, stale screens, read-only journals, roster imports, table drafts
//! linked by the players' ids, decks shown only when asked, ratings journalled, paper written.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::agl::{DeckCheck, EventChange, EventView, TableDraftState};
use hexadraft_app::paper_export::PaperDocument;
use hexadraft_app::table_draft::{
    EventTableRef, GameResultInput, GameScoreInput, ResultField, SeedChoice, TableDraft,
    TableViewer,
};
use hexadraft_app::{
    App, AppError, AppRefusal, Conflict, FixedClock, InputProblem, Missing, ReadOnly, SeededEntropy,
};
use hexadraft_catalog::TacticSlot;
use hexadraft_draft::{
    BySeat, DeckChoice, Draft, DraftAction, DraftMove, DraftSetup, EventFormat, Mod,
    RulesetVersion, Salt, Seat, Step, TacticPick,
};
use hexadraft_event::{
    Accepted, CurrentRatings, EventAction, EventDefinition, EventSeed, PlayerId, Registration,
};
use hexadraft_paper::Language;
use hexadraft_storage::{ExportAudience, JournalId, Seq, Store, Timestamp};
use hexadraft_testkit::{app_at, played as result, registration, standard_event, LINEUPS};
use std::collections::BTreeMap;

fn app(dir: &tempfile::TempDir) -> App {
    app_at(dir.path(), 11)
}

fn definition() -> EventDefinition {
    standard_event("Copa Señor", Some(EventSeed::Number(7)))
}

/// An event with four players and round 1 paired.
fn paired_event(app: &App) -> EventView {
    paired_event_in(app, Language::En)
}

/// An event whose papers speak `language`, with round 1 paired.
fn paired_event_in(app: &App, language: Language) -> EventView {
    let view = app
        .create_event(definition(), language)
        .unwrap()
        .agl()
        .unwrap();
    let mut seq = view.header.seq;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        seq = app
            .apply_event_action(
                &view.header.id,
                seq,
                EventAction::RegisterPlayer {
                    registration: registration(name, i),
                },
            )
            .unwrap()
            .agl()
            .unwrap()
            .seq;
    }
    app.apply_event_action(
        &view.header.id,
        seq,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    )
    .unwrap()
    .agl()
    .unwrap();
    app.get_event(&view.header.id).unwrap().agl().unwrap()
}

#[test]
fn an_event_is_journalled_action_by_action_and_reopens_identically() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    assert_eq!(view.header.seq, 5);
    let outcome = app
        .apply_event_action(
            &view.header.id,
            5,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: result(7, 3),
            },
        )
        .unwrap()
        .agl()
        .unwrap();
    // The answer carries what changed: the table with its result, not the whole event.
    assert_eq!(outcome.seq, 6);
    let EventChange::Table { round: 1, table } = &outcome.change else {
        panic!("a result changes its table: {:?}", outcome.change)
    };
    assert_eq!(table.result.unwrap().points.first, 2);
    let snapshot = app
        .get_event(&view.header.id)
        .unwrap()
        .agl()
        .unwrap()
        .snapshot
        .unwrap();
    assert_eq!(snapshot.rounds[0].tables[0], *table);
    drop(app);
    // A fresh start of the app replays the journal to the same event.
    let reopened = App::open(
        dir.path(),
        FixedClock::at(1_800_000_100),
        SeededEntropy::new(1),
    );
    let again = reopened.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(again.snapshot, Some(snapshot));
    assert_eq!(again.header.read_only, None);
    assert_eq!(again.header.seq, 6);
    let listed = reopened.list_events().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].title, "Copa Señor");
}

#[test]
fn a_refused_action_names_its_clause_and_records_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    // AGL v1.0, Standard Tournament, "Pairings": round 2 waits for round 1's results.
    let error = app
        .apply_event_action(
            &view.header.id,
            view.header.seq,
            EventAction::PairNextRound {
                round: 2,
                seed: None,
            },
        )
        .unwrap_err();
    assert_eq!(error.code(), "refused.event.resultsMissing", "{error:?}");
    assert!(error.to_string().contains("still needs results"), "{error}");
    assert_eq!(
        error.clause().unwrap().to_string(),
        "AGL v1.0, Standard Tournament, \"Pairings\""
    );
    assert_eq!(
        app.get_event(&view.header.id)
            .unwrap()
            .agl()
            .unwrap()
            .header
            .seq,
        view.header.seq
    );
}

#[test]
fn an_action_from_a_stale_screen_is_a_conflict() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let error = app
        .apply_event_action(
            &view.header.id,
            view.header.seq - 1,
            EventAction::DropPlayer {
                player: PlayerId::new(1),
            },
        )
        .unwrap_err();
    assert_eq!(
        error,
        AppError::Conflict {
            conflict: Conflict::Stale { seen: 4, now: 5 }
        }
    );
}

#[test]
fn a_journal_that_no_longer_replays_opens_read_only_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let id = JournalId::new(view.header.id.clone()).unwrap();
    // An action the engine refuses, written behind the app's back by another program.
    let mut other = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    other
        .append(
            &id,
            Seq::new(view.header.seq + 1).unwrap(),
            Timestamp::from_unix_seconds(1_800_000_001),
            &EventAction::PairNextRound {
                round: 9,
                seed: None,
            },
        )
        .unwrap();
    let reopened = app.get_event(&view.header.id).unwrap().agl().unwrap();
    let Some(ReadOnly::EntryNotApplied {
        at_seq: 6,
        refusal: Some(AppRefusal::Event { .. }),
        ..
    }) = &reopened.header.read_only
    else {
        panic!(
            "read-only at entry 6 with the engine's refusal: {:?}",
            reopened.header.read_only
        )
    };
    assert_eq!(
        reopened.snapshot, view.snapshot,
        "shown as far as it replays"
    );
    let refused = app.apply_event_action(
        &view.header.id,
        reopened.header.seq,
        EventAction::DropPlayer {
            player: PlayerId::new(1),
        },
    );
    assert!(matches!(
        refused,
        Err(AppError::Conflict {
            conflict: Conflict::ReadOnly { .. }
        })
    ));
}

#[test]
fn a_roster_with_bad_lines_is_held_back_unless_the_good_lines_are_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = app
        .create_event(definition(), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    let lineup = LINEUPS[0].join("|");
    let csv = format!(
        "name,pin,sponsor,lineup\nAna,A1,oxyd,{lineup}\nBo,A1,oxyd,{lineup}\nCy,C3,oxyd,{lineup}\n"
    );
    let held = app
        .import_roster(&view.header.id, view.header.seq, &csv, false)
        .unwrap();
    assert!(held.held_back);
    assert_eq!(held.imported, 0);
    assert_eq!(held.problems.len(), 1);
    assert_eq!(held.problems[0].line, 3);
    assert_eq!(held.seq, 0);
    let done = app
        .import_roster(&view.header.id, view.header.seq, &csv, true)
        .unwrap();
    assert_eq!(done.imported, 2);
    assert_eq!(done.seq, 2);
    let names: Vec<String> = app
        .get_event(&view.header.id)
        .unwrap()
        .agl()
        .unwrap()
        .snapshot
        .unwrap()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(names, ["Ana", "Cy"]);
}

/// Plays a table's whole draft through the table-draft use cases: first legal picks, decks of
/// each character's first two Tactics, then the game's result as the table records it.
/// Round 1's draft of `table`, started from the desk's setup: the setup, the link and the draft.
fn tables_draft(
    app: &App,
    view: &EventView,
    table: u32,
) -> (DraftSetup, EventTableRef, TableDraft) {
    let setup = app.table_draft_setup(&view.header.id, 1, table).unwrap();
    let link = EventTableRef {
        event_id: view.header.id.clone(),
        round: 1,
        table,
    };
    let draft = app
        .create_draft(setup.clone(), SeedChoice::Keep, Some(link.clone()))
        .unwrap();
    (setup, link, draft)
}

fn play_draft(app: &App, setup: DraftSetup, draft_id: &str) {
    let seq = play_draft_to_the_end(app, setup, draft_id);
    let score = |victory_points, frags| GameScoreInput {
        victory_points,
        frags,
    };
    app.record_game_result(
        draft_id,
        seq,
        GameResultInput {
            scores: BySeat::new(score(6, 2), score(1, 0)),
            first_blood: None,
            game_end: hexadraft_event::GameEnd::Played,
        },
    )
    .unwrap();
}

/// Plays the draft through both decks; the journal's seq after it.
fn play_draft_to_the_end(app: &App, setup: DraftSetup, draft_id: &str) -> u32 {
    let catalog = app.catalog();
    let mut draft = Draft::new(&catalog, setup).unwrap();
    let salt = Salt::new("5a".repeat(16)).unwrap();
    let mut seq = 0;
    let mut play = |draft: &mut Draft, action: DraftAction, table_move: DraftMove| {
        draft.apply(action).unwrap();
        seq = app
            .apply_draft_move(draft_id, seq, table_move, TableViewer::Table, None)
            .unwrap()
            .seq;
    };
    while draft.step() != Step::Deck {
        let seat = draft.waiting_for()[0];
        let action = draft.legal_actions(seat, &salt).into_iter().next().unwrap();
        let DraftAction::Pick { seat, character } = action.clone() else {
            panic!("only picks before the decks in this setup: {action:?}");
        };
        play(&mut draft, action, DraftMove::Pick { seat, character });
    }
    for (seat, salt) in [(Seat::First, "1b"), (Seat::Second, "2c")] {
        let tactics: Vec<TacticPick> = draft
            .final_teams()
            .unwrap()
            .get(seat)
            .iter()
            .flat_map(|c| {
                [0, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect();
        let deck = DeckChoice { tactics };
        play(
            &mut draft,
            DraftAction::LockDeck {
                seat,
                deck: deck.clone(),
                salt: salt.repeat(16),
            },
            DraftMove::LockDeck { seat, deck },
        );
    }
    seq
}

#[test]
fn the_desk_shows_the_phones_reports_and_where_they_differ_until_a_result_is_recorded() {
    // docs/rulings.md, "Results reported from the phones".
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let setup = app.table_draft_setup(&view.header.id, 1, 1).unwrap();
    let link = EventTableRef {
        event_id: view.header.id.clone(),
        round: 1,
        table: 1,
    };
    let draft = app
        .create_draft(setup.clone(), SeedChoice::Keep, Some(link))
        .unwrap();
    play_draft_to_the_end(&app, setup, &draft.id);
    let score = |victory_points, frags| GameScoreInput {
        victory_points,
        frags,
    };
    let given = |vp| GameResultInput {
        scores: BySeat::new(score(vp, 2), score(1, 0)),
        first_blood: None,
        game_end: hexadraft_event::GameEnd::Played,
    };
    app.report_game_result_from_phone(&draft.id, Seat::First, given(6))
        .unwrap();
    let seq = app
        .report_game_result_from_phone(&draft.id, Seat::Second, given(5))
        .unwrap()
        .seq;
    let info = &app.round_drafts(&view.header.id, 1).unwrap()[0];
    assert_eq!(info.reported, None, "differing reports record nothing");
    let reports = info.phone_reports.as_ref().unwrap();
    assert_eq!(reports.by_seat, BySeat::new(Some(given(6)), Some(given(5))));
    assert_eq!(reports.differs, [ResultField::FirstVictoryPoints]);
    // The table's entry settles it: the desk then shows the result, no more reports.
    app.record_game_result(&draft.id, seq, given(6)).unwrap();
    let info = &app.round_drafts(&view.header.id, 1).unwrap()[0];
    assert_eq!(info.reported.unwrap().first.victory_points, 6);
    assert_eq!(
        info.phone_reports.as_ref().unwrap().by_seat,
        BySeat::new(None, None)
    );
}

#[test]
fn a_tables_draft_made_from_the_desks_setup_brings_its_teams_and_result_to_the_desk() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let (setup, link, draft) = tables_draft(&app, &view, 2);
    assert_eq!(draft.event, Some(link));
    let before = app.round_drafts(&view.header.id, 1).unwrap();
    assert_eq!(before.len(), 1);
    assert_eq!(before[0].draft_id, draft.id);
    assert_eq!(before[0].mismatch, None);
    assert_eq!(before[0].teams, None);
    assert!(matches!(
        before[0].state,
        TableDraftState::InProgress { step: Step::Pick }
    ));
    play_draft(&app, setup, &draft.id);
    let info = &app.round_drafts(&view.header.id, 1).unwrap()[0];
    assert_eq!(info.state, TableDraftState::Complete);
    assert_eq!((info.round, info.table), (1, 2));
    assert_eq!(info.teams.as_ref().unwrap().first.len(), 4);
    let reported = info.reported.unwrap();
    assert_eq!(
        (
            reported.first.victory_points,
            reported.second.victory_points
        ),
        (6, 1)
    );
    assert!(app.round_drafts(&view.header.id, 2).unwrap().is_empty());
    // Decks are shown only when the organizer asks (issue: a laptop at the table), behind the
    // organizer's own code: none chosen yet, then a wrong one, then the right one.
    assert_eq!(
        app.check_table_decks(&view.header.id, 1, 2, "1234")
            .unwrap_err()
            .code(),
        "refused.organizerCodeNotSet"
    );
    assert!(!app.organizer_code_set().unwrap());
    app.set_organizer_code("desk 2026", None).unwrap();
    assert!(app.organizer_code_set().unwrap());
    assert_eq!(
        app.check_table_decks(&view.header.id, 1, 2, "desk 2025")
            .unwrap_err()
            .code(),
        "refused.organizerCodeWrong"
    );
    // Changing the code asks the current one.
    assert_eq!(
        app.set_organizer_code("other", None).unwrap_err().code(),
        "refused.organizerCodeWrong"
    );
    app.set_organizer_code("desk 2027", Some("desk 2026"))
        .unwrap();
    let checks = app
        .check_table_decks(&view.header.id, 1, 2, "desk 2027")
        .unwrap();
    let DeckCheck::Legal { deck } = &checks.first else {
        panic!("{checks:?}")
    };
    assert_eq!(deck.len(), 18);
    assert!(matches!(checks.second, DeckCheck::Legal { .. }));
    assert_eq!(
        app.check_table_decks(&view.header.id, 1, 1, "desk 2027"),
        Err(AppError::NotFound {
            missing: Missing::TableDraft { round: 1, table: 1 }
        })
    );
    // The control sheets of the table's players now carry the team and the Tactics.
    let sheets = app
        .paper_files(&view.header.id, PaperDocument::ControlSheets)
        .unwrap();
    // "Block (023)" is one of 8-Ball's Tactics.
    assert!(
        sheets[0]
            .pages
            .iter()
            .flatten()
            .any(|line| line.contains("Block (023)")),
        "the drafted deck is printed: {:?}",
        sheets[0].pages
    );
}

#[test]
fn a_rounds_drafts_read_together_follow_other_writers_and_show_damage_table_by_table() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let (first_setup, _, first) = tables_draft(&app, &view, 1);
    let (second_setup, _, second) = tables_draft(&app, &view, 2);
    let seq = play_draft_to_the_end(&app, first_setup, &first.id);
    play_draft(&app, second_setup, &second.id);
    let before = app.round_drafts(&view.header.id, 1).unwrap();
    assert_eq!(
        before.iter().map(|d| &d.draft_id).collect::<Vec<_>>(),
        [&first.id, &second.id]
    );
    assert_eq!(before[0].reported, None);
    // Another program (a second app on the same folder) records table 1's game: the desk's next
    // read of the round replays that draft again, and only what changed differs.
    let other = app_at(dir.path(), 12);
    other
        .record_game_result(
            &first.id,
            seq,
            GameResultInput {
                scores: BySeat::new(
                    GameScoreInput {
                        victory_points: 5,
                        frags: 1,
                    },
                    GameScoreInput {
                        victory_points: 2,
                        frags: 0,
                    },
                ),
                first_blood: None,
                game_end: hexadraft_event::GameEnd::Played,
            },
        )
        .unwrap();
    drop(other);
    let after = app.round_drafts(&view.header.id, 1).unwrap();
    assert_eq!(after[0].reported.unwrap().first.victory_points, 5);
    assert_eq!(after[1], before[1]);
    drop(app);
    // A damaged entry in table 2's draft: that table is shown as far as it can be trusted, the
    // other whole.
    let database = dir.path().join(hexadraft_app::DATABASE_FILE);
    let conn = rusqlite::Connection::open(&database).unwrap();
    conn.execute_batch("DROP TRIGGER entries_are_never_updated;")
        .unwrap();
    let changed = conn
        .execute(
            "UPDATE entries SET recorded_at = recorded_at + 1 WHERE journal_id = ?1 AND seq = 3",
            rusqlite::params![&second.id],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(conn);
    let app = app_at(dir.path(), 13);
    let damaged = app.round_drafts(&view.header.id, 1).unwrap();
    assert_eq!(damaged[0], after[0]);
    match &damaged[1].state {
        TableDraftState::ReadOnly {
            reason: ReadOnly::EntryNotApplied { at_seq, cause, .. },
        } => {
            assert_eq!(*at_seq, 3);
            assert_eq!(*cause, hexadraft_storage::ReplayStopCause::Damaged);
        }
        other => panic!("expected the damaged draft read-only, got {other:?}"),
    }
    assert_eq!(damaged[1].teams, None);
    drop(app);
    // A damaged header of any draft: the desk cannot tell which table that draft is for, and
    // says so rather than show the round without it.
    let conn = rusqlite::Connection::open(&database).unwrap();
    let changed = conn
        .execute(
            "UPDATE journals SET setup = replace(setup, '\"table\":1', '\"table\":2') WHERE id = ?1",
            rusqlite::params![&first.id],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(conn);
    let app = app_at(dir.path(), 14);
    match app.round_drafts(&view.header.id, 1) {
        Err(AppError::Storage {
            error: hexadraft_storage::StorageError::JournalDamaged { id, .. },
        }) => assert_eq!(id.as_str(), first.id),
        other => panic!("expected the damaged header to be named, got {other:?}"),
    }
}

#[test]
fn a_draft_is_linked_by_the_players_ids_and_a_swap_shows_the_mismatch() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let round = &view.snapshot.as_ref().unwrap().rounds[0];
    let (one, two) = (&round.tables[0], &round.tables[1]);
    let setup = app.table_draft_setup(&view.header.id, 1, 1).unwrap();
    let draft = app
        .create_draft(
            setup,
            SeedChoice::Keep,
            Some(EventTableRef {
                event_id: view.header.id.clone(),
                round: 1,
                table: 1,
            }),
        )
        .unwrap();
    // The organizer swaps a player of table 1 with one of table 2: the draft no longer speaks
    // for the table, and the desk says who it was started for and who sits there now.
    app.apply_event_action(
        &view.header.id,
        view.header.seq,
        EventAction::SwapPlayers {
            round: 1,
            first: one.players.first,
            second: two.players.first,
        },
    )
    .unwrap()
    .agl()
    .unwrap();
    let info = &app.round_drafts(&view.header.id, 1).unwrap()[0];
    assert_eq!(info.draft_id, draft.id);
    let mismatch = info.mismatch.as_ref().unwrap();
    let snapshot = app
        .get_event(&view.header.id)
        .unwrap()
        .agl()
        .unwrap()
        .snapshot
        .unwrap();
    let name = |id: PlayerId| {
        snapshot
            .players
            .iter()
            .find(|p| p.id == id)
            .unwrap()
            .name
            .clone()
    };
    assert_eq!(mismatch.drafted.first, name(one.players.first));
    assert_eq!(mismatch.seated.first, name(two.players.first));
}

#[test]
fn paper_and_the_report_are_written_into_the_chosen_folder_in_the_events_language() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    // Issue 15: the papers speak the event's language, chosen with the event.
    let view = paired_event_in(&app, Language::Es);
    assert_eq!(view.header.language, Language::Es);
    assert_eq!(
        app.get_event(&view.header.id)
            .unwrap()
            .agl()
            .unwrap()
            .header
            .language,
        Language::Es
    );
    let sheets = app
        .paper_files(&view.header.id, PaperDocument::ControlSheets)
        .unwrap();
    let text: Vec<&String> = sheets[0].pages.iter().flatten().collect();
    assert!(
        text.iter()
            .any(|line| line.contains("Hoja de Control de Torneo")),
        "{text:?}"
    );
    assert!(!text
        .iter()
        .any(|line| line.contains("Tournament Control Sheet")));
    let english = paired_event(&app);
    let sheets = app
        .paper_files(&english.header.id, PaperDocument::ControlSheets)
        .unwrap();
    assert!(sheets[0]
        .pages
        .iter()
        .flatten()
        .any(|line| line.contains("Tournament Control Sheet")));
    let chosen = dir.path().join("print");
    let folder = chosen.display().to_string();
    let mut written = Vec::new();
    for document in [
        PaperDocument::ControlSheets,
        PaperDocument::MatchSlips { round: 1 },
        PaperDocument::Pairings { round: 1 },
        PaperDocument::Standings,
        PaperDocument::Report,
    ] {
        written.extend(
            app.export_paper(&view.header.id, document, Some(&folder))
                .unwrap()
                .files,
        );
    }
    assert_eq!(written.len(), 7);
    for file in &written {
        assert!(file.starts_with(&folder));
        let bytes = std::fs::read(file).unwrap();
        if file.ends_with(".pdf") {
            assert!(bytes.starts_with(b"%PDF-"));
        }
    }
    let report = std::fs::read_to_string(chosen.join("report.json")).unwrap();
    assert!(report.contains("\"hexadraft-event-report\""));
    assert_eq!(
        app.export_paper(&view.header.id, PaperDocument::Pairings { round: 2 }, None)
            .unwrap_err()
            .code(),
        "refused.paper.roundNotPaired"
    );
    assert!(matches!(
        app.export_paper(
            &view.header.id,
            PaperDocument::Standings,
            Some("relative/dir")
        ),
        Err(AppError::Invalid {
            problem: InputProblem::FolderNotAbsolute { .. }
        })
    ));
    // Without a folder, the event's own folder in the exports folder.
    let default = app
        .export_paper(&view.header.id, PaperDocument::Standings, None)
        .unwrap();
    assert_eq!(default.folder, view.header.export_folder);
}

#[test]
fn ratings_before_the_event_are_journalled_checked_exported_and_go_with_the_event() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let ratings = CurrentRatings::new(BTreeMap::from([("PIN0".to_owned(), 1100.0)])).unwrap();
    let outcome = app
        .apply_event_action(
            &view.header.id,
            view.header.seq,
            EventAction::SetRatingsBefore {
                ratings: ratings.clone(),
            },
        )
        .unwrap()
        .agl()
        .unwrap();
    assert_eq!(outcome.accepted, Accepted::RatingsBeforeSet { listed: 1 });
    assert_eq!(outcome.change, EventChange::Event);
    let again = app.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(again.ratings_before, ratings);
    assert_eq!(again.ratings.unwrap().changes[0].before, 1100.0);
    // Out of range: refused by the engine's check when the action is read.
    let bad: Result<EventAction, _> =
        serde_json::from_str(r#"{"kind": "setRatingsBefore", "ratings": {"PIN0": -5}}"#);
    assert!(bad.is_err());
    // It is an entry of the event's journal: exported with it, and deleted with it.
    let export = app
        .export_journals_text(
            std::slice::from_ref(&view.header.id),
            ExportAudience::Organizer,
        )
        .unwrap();
    assert!(export.contains("\"setRatingsBefore\""), "{export}");
    app.delete_journal(&view.header.id).unwrap();
    assert!(app.list_journals().unwrap().is_empty());
}

#[test]
fn setup_options_and_the_catalog_come_from_the_engines() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let options = app.event_setup_options(
        RulesetVersion::AglSeason2,
        EventFormat::StandardTournament,
        &[Mod::Carano],
    );
    assert_eq!(options.mods.iter().filter(|m| m.allowed).count(), 1);
    assert_eq!(app.event_catalog().formats.len(), 4);
}

#[test]
fn a_player_safe_export_withholds_the_draw_seed_until_round_one_is_paired() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let seed_in = |id: &str| {
        let text = app
            .export_journals_text(&[id.to_owned()], ExportAudience::PlayerSafe)
            .unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["journals"][0]["header"]["setup"]["definition"]["seed"].clone()
    };
    // An event that fixed its draw seed in its definition (as events did before the seed was
    // drawn at pairing): before round 1 is paired the seed would predict the draw and the bye.
    let unpaired = app
        .create_event(definition(), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    assert_eq!(seed_in(&unpaired.header.id), serde_json::Value::Null);
    // Once paired, the draw is public and the seed stays, so the copy replays to it.
    let paired = paired_event(&app);
    assert_eq!(seed_in(&paired.header.id), serde_json::json!(7));
    // The organizer's export always carries it.
    let organizer = app
        .export_journals_text(
            std::slice::from_ref(&unpaired.header.id),
            ExportAudience::Organizer,
        )
        .unwrap();
    let value: serde_json::Value = serde_json::from_str(&organizer).unwrap();
    assert_eq!(
        value["journals"][0]["header"]["setup"]["definition"]["seed"],
        serde_json::json!(7)
    );
}

#[test]
fn a_corrected_corvus_pin_takes_the_players_rating_along() {
    // AGL v1.0, Basic Rules, "Rankings" (a player's rating is theirs, carried from event to
    // event) and Standard Tournament, "Tournament Control Sheet" (the Corvus PIN); docs/rulings.md,
    // "Corvus PINs": compared without case, and a corrected PIN does not orphan the rating.
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    // A ratings file typed with the PINs in other cases: found all the same.
    let ratings = CurrentRatings::new(BTreeMap::from([
        ("pin0".to_owned(), 1100.0),
        ("Pin1".to_owned(), 1250.0),
    ]))
    .unwrap();
    let seq = app
        .apply_event_action(
            &view.header.id,
            view.header.seq,
            EventAction::SetRatingsBefore { ratings },
        )
        .unwrap()
        .agl()
        .unwrap()
        .seq;
    let listed = app
        .get_event(&view.header.id)
        .unwrap()
        .agl()
        .unwrap()
        .listed_ratings;
    assert_eq!(listed.len(), 2);
    assert_eq!(
        (
            listed[0].player,
            listed[0].corvus_pin.as_str(),
            listed[0].rating
        ),
        (PlayerId::new(1), "pin0", 1100.0)
    );
    // Ana's PIN was mistyped: corrected, her rating moves to the new PIN in the journal.
    let outcome = app
        .apply_event_action(
            &view.header.id,
            seq,
            EventAction::EditPlayer {
                player: PlayerId::new(1),
                registration: Registration {
                    corvus_pin: "CB-1024".into(),
                    ..registration("Ana", 0)
                },
            },
        )
        .unwrap()
        .agl()
        .unwrap();
    assert!(matches!(
        outcome.accepted,
        Accepted::PlayerEdited { previous_pin: Some(ref p), .. } if p == "PIN0"
    ));
    assert_eq!(outcome.seq, seq + 2, "the correction and the moved rating");
    assert_eq!(outcome.change, EventChange::Event);
    let again = app.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(again.header.seq, outcome.seq);
    assert_eq!(again.ratings_before.get("pin0"), None);
    assert_eq!(again.ratings_before.get("cb-1024"), Some(1100.0));
    assert_eq!(again.ratings_before.get("Pin1"), Some(1250.0));
    let ana = &again.listed_ratings[0];
    assert_eq!((ana.corvus_pin.as_str(), ana.rating), ("CB-1024", 1100.0));
    let changes = again.ratings.unwrap().changes;
    assert_eq!(changes[0].corvus_pin, "CB-1024");
    assert_eq!(changes[0].before, 1100.0);
    // Reopened from the journal, the same.
    drop(app);
    let reopened = self::app(&dir);
    let view = reopened.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(view.ratings_before.get("CB-1024"), Some(1100.0));
    // A correction of the case only moves nothing; nor does one to a PIN already rated.
    let outcome = reopened
        .apply_event_action(
            &view.header.id,
            view.header.seq,
            EventAction::EditPlayer {
                player: PlayerId::new(2),
                registration: Registration {
                    corvus_pin: "pin1".into(),
                    ..registration("Bo", 1)
                },
            },
        )
        .unwrap()
        .agl()
        .unwrap();
    assert_eq!(outcome.seq, view.header.seq + 1);
    assert_eq!(
        reopened
            .get_event(&view.header.id)
            .unwrap()
            .agl()
            .unwrap()
            .listed_ratings[1]
            .rating,
        1250.0
    );
}

/// Issue 29, item 8: a table's draft stayed "in progress" in the library after the desk
/// recorded that table's result (the result lives in the event, not in the draft).
#[test]
fn a_table_draft_is_finished_in_the_library_once_the_desk_records_its_tables_result() {
    use hexadraft_app::library::Progress;
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let (_, _, first) = tables_draft(&app, &view, 1);
    let (_, _, second) = tables_draft(&app, &view, 2);
    let progress = |id: &str| {
        app.library_items()
            .unwrap()
            .into_iter()
            .find(|i| i.journal.id.as_str() == id)
            .unwrap()
            .progress
    };
    assert_eq!(progress(&first.id), Some(Progress::InProgress));
    let seq = app
        .get_event(&view.header.id)
        .unwrap()
        .agl()
        .unwrap()
        .header
        .seq;
    app.apply_event_action(
        &view.header.id,
        seq,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: result(7, 3),
        },
    )
    .unwrap()
    .agl()
    .unwrap();
    assert_eq!(progress(&first.id), Some(Progress::Finished));
    assert_eq!(
        progress(&second.id),
        Some(Progress::InProgress),
        "another table's draft is still to be played"
    );
}

#[test]
fn the_library_says_how_far_each_journal_has_come_and_which_event_table_a_draft_is_for() {
    use hexadraft_app::library::Progress;
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let (setup, link, table_draft) = tables_draft(&app, &view, 2);
    let quick = app
        .create_draft(setup.clone(), SeedChoice::Draw, None)
        .unwrap();
    let item = |id: &str| {
        app.library_items()
            .unwrap()
            .into_iter()
            .find(|i| i.journal.id.as_str() == id)
            .unwrap()
    };
    let started = item(&table_draft.id);
    assert_eq!(started.progress, Some(Progress::InProgress));
    assert_eq!(started.read_only, None);
    assert_eq!(started.event, Some(link.clone()));
    assert_eq!(item(&quick.id).event, None, "a quick match has no event");
    assert_eq!(item(&view.header.id).progress, Some(Progress::InProgress));

    // Finished once the game's result is recorded.
    play_draft(&app, setup, &table_draft.id);
    let finished = item(&table_draft.id);
    assert_eq!(finished.progress, Some(Progress::Finished));
    assert_eq!(finished.event, Some(link));

    // Archived: read-only, and it says so.
    app.set_journal_archived(&quick.id, true).unwrap();
    assert_eq!(item(&quick.id).read_only, Some(ReadOnly::Archived));

    // A player-safe copy imported into another library can only be read.
    let written = app
        .export_journals(
            std::slice::from_ref(&table_draft.id),
            ExportAudience::PlayerSafe,
            None,
        )
        .unwrap();
    let other_dir = tempfile::tempdir().unwrap();
    let other = App::open(
        other_dir.path(),
        FixedClock::at(1_800_000_500),
        SeededEntropy::new(2),
    );
    other.import_journals(&written.path, false).unwrap();
    let copy = other.library_items().unwrap();
    assert_eq!(copy.len(), 1);
    assert_eq!(copy[0].read_only, Some(ReadOnly::PlayerSafeCopy));
}

#[test]
fn an_event_with_every_round_played_is_listed_as_finished() {
    use hexadraft_app::library::Progress;
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let mut view = paired_event(&app);
    let rounds = 3; // definition(): three rounds
    for round in 1..=rounds {
        let tables = view.snapshot.as_ref().unwrap().rounds[round as usize - 1]
            .tables
            .len() as u32;
        let mut seq = view.header.seq;
        for table in 1..=tables {
            seq = app
                .apply_event_action(
                    &view.header.id,
                    seq,
                    EventAction::RecordResult {
                        round,
                        table,
                        result: result(7, 3),
                    },
                )
                .unwrap()
                .agl()
                .unwrap()
                .seq;
        }
        if round < rounds {
            app.apply_event_action(
                &view.header.id,
                seq,
                EventAction::PairNextRound {
                    round: round + 1,
                    seed: None,
                },
            )
            .unwrap()
            .agl()
            .unwrap();
        }
        view = app.get_event(&view.header.id).unwrap().agl().unwrap();
    }
    let items = app.library_items().unwrap();
    assert_eq!(items[0].journal.id.as_str(), view.header.id);
    assert_eq!(items[0].progress, Some(Progress::Finished));
}

/// Issue 29, item 9: a newcomer can try the desk on a sample event, made by the organizer's own
/// actions from the catalog in use, which reopens like any other event.
#[test]
fn the_sample_event_has_eight_players_round_one_paired_and_half_its_results() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = app
        .create_sample_event("Ejemplo".into(), Language::Es)
        .unwrap();
    let view = app.get_event(&id).unwrap().agl().unwrap();
    assert_eq!(view.header.title, "Ejemplo");
    let snapshot = view.snapshot.as_ref().unwrap();
    assert_eq!(snapshot.players.len(), 8);
    assert_eq!(snapshot.rounds.len(), 1);
    let results = snapshot.rounds[0]
        .tables
        .iter()
        .filter(|t| t.result.is_some())
        .count();
    assert_eq!((snapshot.rounds[0].tables.len(), results), (4, 2));
    assert!(
        view.header.read_only.is_none(),
        "the sample can be carried on"
    );
    drop(app);
    let reopened = App::open(
        dir.path(),
        FixedClock::at(1_800_000_100),
        SeededEntropy::new(1),
    );
    assert_eq!(
        reopened
            .get_event(&view.header.id)
            .unwrap()
            .agl()
            .unwrap()
            .snapshot,
        view.snapshot
    );
}

/// An event's library line carries its players by number and name, so a reason to read it only
/// (an entry refused "Table 2 of round 1 seats 5 and 3...") names them by name.
#[test]
fn an_events_library_line_names_its_players() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = paired_event(&app);
    let items = app.library_items().unwrap();
    let line = items
        .iter()
        .find(|item| item.journal.id.as_str() == view.header.id)
        .unwrap();
    let players: Vec<(u32, &str)> = line
        .players
        .iter()
        .map(|p| (p.id.get(), p.name.as_str()))
        .collect();
    assert_eq!(players, [(1, "Ana"), (2, "Bo"), (3, "Cy"), (4, "Di")]);
}
