//! Whole simulated events, from registration to final standings and ratings.

use crate::support::{checks, sim};
use hexadraft_catalog::Catalog;
use hexadraft_event::{
    ByeReason, EventAction, EventDefinition, EventStage, PairingReason, PlayerId, Tournament,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn a_64_player_six_round_event_runs_to_final_standings_without_a_rematch() {
    let catalog = Catalog::shipped();
    let mut rng = ChaCha8Rng::seed_from_u64(64);
    let mut t = sim::registered(&catalog, 64, 6);
    for _ in 0..6 {
        let round = sim::play_round(&mut t, &mut rng);
        checks::everyone_paired_once(&t, round).unwrap();
        checks::standings_are_a_total_order(&t.standings()).unwrap();
        let r = t.round(round).unwrap();
        assert_eq!(r.tables.len(), 32);
        assert!(r.bye.is_none());
        assert!(
            r.tables.iter().all(|t| t.warnings.is_empty()),
            "round {round} has a rematch"
        );
        if round > 1 {
            assert!(r
                .tables
                .iter()
                .all(|t| !matches!(t.reason, PairingReason::Drawn)));
        }
    }
    assert_eq!(t.stage(), EventStage::Finished);
    let standings = t.standings();
    assert!(standings.is_final);
    assert_eq!(standings.rows.len(), 64);
    checks::standings_are_a_total_order(&standings).unwrap();
    checks::points_add_up(&t).unwrap();
    checks::ratings_balance(&t).unwrap();
    let report = t.rating_report(&Default::default());
    assert!(!report.provisional);
    assert_eq!(report.changes.iter().filter(|c| c.games == 6).count(), 64);

    // The event file (definition + actions) round-trips through JSON and replays to the same
    // state.
    let file = serde_json::to_string(&(t.definition(), t.actions())).unwrap();
    let (definition, actions): (EventDefinition, Vec<EventAction>) =
        serde_json::from_str(&file).unwrap();
    let replayed = Tournament::replay(&catalog, definition, &actions).unwrap();
    assert_eq!(
        serde_json::to_string(&replayed.snapshot()).unwrap(),
        serde_json::to_string(&t.snapshot()).unwrap()
    );
}

#[test]
fn an_odd_event_with_drops_and_a_late_arrival_gives_distinct_byes_and_scales_them() {
    let catalog = Catalog::shipped();
    let mut rng = ChaCha8Rng::seed_from_u64(63);
    let mut t = sim::registered(&catalog, 63, 5);
    for round in 1..=5u32 {
        if round == 3 {
            for p in [5, 40] {
                t.apply(EventAction::DropPlayer {
                    player: PlayerId::new(p),
                })
                .unwrap();
            }
            t.apply(EventAction::RegisterLateArrival {
                registration: sim::registration(1000),
            })
            .unwrap();
        }
        sim::play_round(&mut t, &mut rng);
        checks::everyone_paired_once(&t, round).unwrap();
        checks::byes_never_twice(&t).unwrap();
        let bye = t
            .round(round)
            .unwrap()
            .bye
            .as_ref()
            .map(|b| b.reason.clone());
        match round {
            1 => assert_eq!(bye, Some(ByeReason::Drawn)),
            // 63 - 2 + 1 = 62 players from round 3: no bye.
            3..=5 => assert_eq!(bye, None),
            _ => assert!(matches!(
                bye,
                Some(ByeReason::LowestRanked { .. } | ByeReason::LowestWithoutBye { .. })
            )),
        }
    }
    assert!(t.is_finished());
    let standings = t.standings();
    checks::standings_are_a_total_order(&standings).unwrap();
    checks::points_add_up(&t).unwrap();
    checks::ratings_balance(&t).unwrap();
    let scaled: Vec<_> = standings
        .rows
        .iter()
        .filter(|r| r.bye_scaling.is_some())
        .collect();
    assert_eq!(scaled.len(), 2);
    for row in scaled {
        let s = row.bye_scaling.unwrap();
        assert_eq!(s.rounds, s.played + 1);
        assert_eq!(
            row.victory_points,
            (s.earned_victory_points * s.rounds).div_ceil(s.played)
        );
    }
    let dropped: Vec<_> = standings.rows.iter().filter(|r| r.dropped).collect();
    assert_eq!(dropped.len(), 2);
}
