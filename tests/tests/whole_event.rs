//! A whole event across every crate, through the app's use cases: registration, Swiss rounds, a
//! draft at every table, results; then a fresh start of the app (its real reopen path) must
//! show exactly what the organizer and the tables saw live.

// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hexadraft_app::desk::agl::TableDraftState;
use hexadraft_app::table_draft::TableViewer;
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_draft::Seat;
use hexadraft_event::{EventAction, GameEnd, ResultInput, ScoreInput};
use hexadraft_tests::run_event_live;

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

fn app(dir: &tempfile::TempDir, clock: u32) -> App {
    App::open(dir.path(), FixedClock::at(clock), SeededEntropy::new(2026))
}

#[test]
fn an_eight_player_event_with_drafts_reopens_exactly_as_it_was_live() {
    let dir = tempfile::tempdir().unwrap();
    let live_app = app(&dir, 1_800_000_000);
    let live = run_event_live(&live_app, 8, 3, 2026, true).unwrap();
    let snapshot = live.view.snapshot.clone().unwrap();
    assert!(
        matches!(snapshot.stage, hexadraft_event::EventStage::Finished),
        "three rounds of four tables were played"
    );
    assert_eq!(live.drafts.len(), 12, "one draft per table per round");
    let live_tables: Vec<String> = live
        .drafts
        .iter()
        .map(|(_, _, id)| json(&live_app.open_draft(id, TableViewer::Table, None).unwrap()))
        .collect();
    // The decks in progress are behind the organizer's code.
    live_app.set_organizer_code("desk-code", None).unwrap();
    let live_decks: Vec<String> = live
        .drafts
        .iter()
        .map(|(round, table, _)| {
            json(
                &live_app
                    .check_table_decks(&live.event_id, *round, *table, "desk-code")
                    .unwrap(),
            )
        })
        .collect();
    drop(live_app);

    // Reopen the data folder as the app does after a restart.
    let reopened = app(&dir, 1_800_100_000);
    let again = reopened.get_event(&live.event_id).unwrap().agl().unwrap();
    assert_eq!(json(&again.snapshot), json(&live.view.snapshot));
    assert_eq!(json(&again.ratings), json(&live.view.ratings));
    assert_eq!(again.header.seq, live.view.header.seq);
    for (((round, table, id), table_view), decks) in
        live.drafts.iter().zip(&live_tables).zip(&live_decks)
    {
        assert_eq!(
            &json(&reopened.open_draft(id, TableViewer::Table, None).unwrap()),
            table_view
        );
        assert_eq!(
            &json(
                &reopened
                    .check_table_decks(&live.event_id, *round, *table, "desk-code")
                    .unwrap()
            ),
            decks
        );
        let info = reopened
            .round_drafts(&live.event_id, *round)
            .unwrap()
            .into_iter()
            .find(|d| d.table == *table)
            .unwrap();
        assert_eq!(&info.draft_id, id);
        assert_eq!(info.state, TableDraftState::Complete);
        assert_eq!(info.mismatch, None);
        let teams = info.teams.unwrap();
        for seat in Seat::BOTH {
            assert_eq!(teams.get(seat).len(), 4);
        }
    }
}

#[test]
fn a_correction_replays_to_the_corrected_standings() {
    let dir = tempfile::tempdir().unwrap();
    let live_app = app(&dir, 1_800_000_000);
    let live = run_event_live(&live_app, 6, 3, 7, false).unwrap();
    let before = json(&live_app.event_standings(&live.event_id).unwrap().standings);

    // The organizer corrects round 1, table 1 after the event ended (results may be corrected;
    // standings follow, published pairings stay).
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 0,
        first_blood: false,
    };
    let outcome = live_app
        .apply_event_action(
            &live.event_id,
            live.view.header.seq,
            EventAction::CorrectResult {
                round: 1,
                table: 1,
                result: ResultInput {
                    first: score(9),
                    second: score(0),
                    players: None,
                    game_end: GameEnd::Played,
                },
            },
        )
        .unwrap()
        .agl()
        .unwrap();
    let corrected = live_app.event_standings(&live.event_id).unwrap();
    drop(live_app);

    let reopened = app(&dir, 1_900_000_000);
    let replayed = reopened.event_standings(&live.event_id).unwrap();
    assert_eq!(json(&replayed.standings), json(&corrected.standings));
    assert_ne!(
        before,
        json(&replayed.standings),
        "the correction changed the standings"
    );
    // AGL v1.0, "Keeping Score": a 9-0 game is a Total Victory.
    let snapshot = reopened
        .get_event(&live.event_id)
        .unwrap()
        .agl()
        .unwrap()
        .snapshot
        .unwrap();
    let game = snapshot.rounds[0].tables[0].result.unwrap();
    assert_eq!((game.points.first, game.points.second), (3, 0));
    assert_eq!(
        reopened
            .get_event(&live.event_id)
            .unwrap()
            .agl()
            .unwrap()
            .header
            .seq,
        outcome.seq
    );
}
