//! A whole event across every crate: registration, Swiss rounds, a draft at every table, results,
//! all journaled in the store; then the app's reopen path (replay from the journals) must give
//! exactly the state the organizer saw live.

// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hexadraft_catalog::Catalog;
use hexadraft_draft::{Draft, Seat, Viewer};
use hexadraft_event::{EventAction, ResultInput, ScoreInput};
use hexadraft_storage::{Store, Timestamp};
use hexadraft_tests::{replay_from_store, run_event_live};

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap()
}

fn draft_state(draft: &Draft) -> String {
    json(&draft.view(Viewer::Organizer))
}

#[test]
fn an_eight_player_event_with_drafts_reopens_exactly_as_it_was_live() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hexadraft.sqlite3");
    let catalog = Catalog::shipped();
    let live = {
        let mut store = Store::open(&path).unwrap();
        run_event_live(&mut store, &catalog, 8, 3, 2026).unwrap()
    };
    assert!(
        live.tournament.is_finished(),
        "three rounds of four tables were played"
    );
    assert_eq!(live.drafts.len(), 12, "one draft per table per round");

    // Reopen the database as the app does after a restart, and replay everything.
    let store = Store::open(&path).unwrap();
    let draft_ids: Vec<_> = live.drafts.iter().map(|(id, _)| id.clone()).collect();
    let (tournament, drafts) =
        replay_from_store(&store, &catalog, &live.event_journal, &draft_ids).unwrap();

    assert_eq!(
        json(&tournament.snapshot()),
        json(&live.tournament.snapshot())
    );
    assert_eq!(
        json(&tournament.standings()),
        json(&live.tournament.standings())
    );
    for ((_, live_draft), replayed) in live.drafts.iter().zip(&drafts) {
        assert_eq!(draft_state(replayed), draft_state(live_draft));
        let result = replayed
            .result()
            .expect("every table finished its draft and decks");
        for seat in Seat::BOTH {
            assert_eq!(result.teams.get(seat).len(), 4);
            assert_eq!(result.decks.get(seat).deck.len(), 18);
        }
    }
}

#[test]
fn a_correction_appended_to_the_journal_replays_to_the_corrected_standings() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hexadraft.sqlite3");
    let catalog = Catalog::shipped();
    let mut store = Store::open(&path).unwrap();
    let mut live = run_event_live(&mut store, &catalog, 6, 3, 7).unwrap();
    let before = json(&live.tournament.standings());

    // The organizer corrects round 1, table 1 after the event ended (AGL rules let results be
    // corrected; standings follow, published pairings stay).
    let correction = EventAction::CorrectResult {
        round: 1,
        table: 1,
        result: ResultInput {
            first: ScoreInput {
                victory_points: 9,
                frags: 3,
                first_blood: false,
            },
            second: ScoreInput {
                victory_points: 0,
                frags: 0,
                first_blood: false,
            },
            players: None,
        },
    };
    live.tournament.apply(correction.clone()).unwrap();
    let next = store.next_seq(&live.event_journal).unwrap();
    store
        .append(
            &live.event_journal,
            next,
            Timestamp::from_unix_seconds(1_900_000_000),
            &correction,
        )
        .unwrap();

    let (replayed, _) = replay_from_store(&store, &catalog, &live.event_journal, &[]).unwrap();
    assert_eq!(
        json(&replayed.standings()),
        json(&live.tournament.standings())
    );

    // The corrected game counts in the replayed standings: table 1's first player now has a
    // Total Victory with 9 VP in round 1 (AGL v1.0, "Keeping Score": a 5+ VP difference).
    let round_1 = replayed.round(1).unwrap();
    let game = round_1.table(1).unwrap().result.unwrap();
    assert_eq!(
        json(&game),
        json(&live.tournament.round(1).unwrap().table(1).unwrap().result)
    );
    assert_eq!(
        (game.points.first, game.points.second),
        (3, 0),
        "a 9-0 game is a Total Victory"
    );
    assert!(
        before != json(&replayed.standings()),
        "the correction changed the standings"
    );
    assert_eq!(
        store.next_seq(&live.event_journal).unwrap(),
        next.next().unwrap()
    );
}
