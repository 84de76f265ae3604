//! Property tests of the event engine's invariants.

#[path = "support/checks.rs"]
mod checks;
#[path = "support/sim.rs"]
mod sim;

use hexadraft_catalog::Catalog;
use hexadraft_draft::RulesetVersion;
use hexadraft_event::{EventAction, EventRefusal, PlayerId, RematchPolicy, Tournament};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn snapshot_json(t: &Tournament) -> String {
    serde_json::to_string(&(t.snapshot(), t.rating_report(&Default::default())))
        .unwrap_or_else(|e| e.to_string())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Nobody is paired twice in a round, no player has two byes, the standings are always a
    /// total order consistent with the tiebreak chain, and points add up — whatever the size,
    /// results, drops and rematch policy.
    #[test]
    fn pairing_and_standings_invariants_hold_through_any_event(
        players in 4usize..26,
        rounds in 3u32..8,
        seed in any::<u64>(),
        strict in any::<bool>(),
        drop_chance in 0u32..20,
    ) {
        let catalog = Catalog::shipped();
        let mut def = sim::definition(RulesetVersion::AglSeason2, rounds, seed as u32);
        if strict {
            def.rematches = RematchPolicy::AllowAsRuleText;
        }
        let mut t = Tournament::replay(&catalog, def, &sim::registrations(players)).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for round in 1..=rounds {
            match t.apply(EventAction::PairNextRound { round, seed: None }) {
                Ok(_) => {}
                // The only refusals an honest event can meet: too many drops, or nobody left
                // without a bye.
                Err(EventRefusal::TooFewPlayers { .. } | EventRefusal::NoPlayerCanTakeTheBye { .. }) => break,
                Err(other) => return Err(TestCaseError::fail(format!("{other}"))),
            }
            checks::everyone_paired_once(&t, round).map_err(TestCaseError::fail)?;
            checks::byes_never_twice(&t).map_err(TestCaseError::fail)?;
            for action in sim::result_actions(&t, round, &mut rng) {
                t.apply(action).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
            checks::standings_are_a_total_order(&t.standings()).map_err(TestCaseError::fail)?;
            checks::points_add_up(&t).map_err(TestCaseError::fail)?;
            if rng.random_range(0..100) < drop_chance {
                let p = PlayerId::new(rng.random_range(1..=players as u32));
                let _ = t.apply(EventAction::DropPlayer { player: p });
            }
        }
        checks::ratings_balance(&t).map_err(TestCaseError::fail)?;
    }

    /// An event where a result was entered wrong and corrected is the same event as one where it
    /// was entered right the first time.
    #[test]
    fn replay_after_a_correction_equals_a_fresh_run_with_the_corrected_result(
        players in 4usize..20,
        seed in any::<u64>(),
        wrong_round in 1u32..4,
        table_pick in any::<u32>(),
        wrong_vp in 0i32..13,
    ) {
        let catalog = Catalog::shipped();
        let def = sim::definition(RulesetVersion::AglV1, 3, seed as u32);
        let mut right = Tournament::replay(&catalog, def.clone(), &sim::registrations(players)).unwrap();
        let mut corrected = right.clone();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for round in 1..=3u32 {
            right.apply(EventAction::PairNextRound { round, seed: None }).unwrap();
            corrected.apply(EventAction::PairNextRound { round, seed: None }).unwrap();
            let results = sim::result_actions(&right, round, &mut rng);
            let wrong_table = table_pick % results.len() as u32 + 1;
            for action in results {
                right.apply(action.clone()).unwrap();
                match action {
                    EventAction::RecordResult { round, table, result }
                        if round == wrong_round && table == wrong_table =>
                    {
                        let mut wrong = result;
                        wrong.first.victory_points = wrong_vp;
                        wrong.second.victory_points = 12 - wrong_vp;
                        corrected.apply(EventAction::RecordResult { round, table, result: wrong }).unwrap();
                        corrected.apply(EventAction::CorrectResult { round, table, result }).unwrap();
                    }
                    other => {
                        corrected.apply(other).unwrap();
                    }
                }
            }
        }
        prop_assert_eq!(snapshot_json(&corrected), snapshot_json(&right));
        // And the corrected log replays to the same state.
        let replayed = Tournament::replay(&catalog, def, corrected.actions()).unwrap();
        prop_assert_eq!(snapshot_json(&replayed), snapshot_json(&right));
    }

    /// A correction made after later rounds were paired changes the standings, never the
    /// published pairings.
    #[test]
    fn a_late_correction_leaves_every_published_pairing_as_it_was(
        players in 4usize..20,
        seed in any::<u64>(),
        vp_a in 0i32..13,
        vp_b in 0i32..13,
    ) {
        let catalog = Catalog::shipped();
        let mut t = sim::played(&catalog, players, 3, 3, seed);
        let pairings = |t: &Tournament| -> Vec<Vec<(PlayerId, PlayerId)>> {
            t.rounds().iter().map(|r| r.tables.iter().map(|x| (x.players.first, x.players.second)).collect()).collect()
        };
        let before = pairings(&t);
        let mut result = sim::random_result(&mut ChaCha8Rng::seed_from_u64(seed), true);
        result.first.victory_points = vp_a;
        result.second.victory_points = vp_b;
        t.apply(EventAction::CorrectResult { round: 1, table: 1, result }).unwrap();
        prop_assert_eq!(pairings(&t), before);
        checks::points_add_up(&t).map_err(TestCaseError::fail)?;
        checks::standings_are_a_total_order(&t.standings()).map_err(TestCaseError::fail)?;
    }

    /// Refused actions never change the state, whatever numbers they carry.
    #[test]
    fn refused_results_leave_the_state_unchanged(
        round in 0u32..5,
        table in 0u32..6,
        vp_a in -5i32..120,
        vp_b in -5i32..120,
        frags in -3i32..120,
        fb_a in any::<bool>(),
        fb_b in any::<bool>(),
    ) {
        let catalog = Catalog::shipped();
        let mut t = sim::played(&catalog, 7, 3, 1, 9);
        t.apply(EventAction::PairNextRound { round: 2, seed: None }).unwrap();
        let before = snapshot_json(&t);
        let mut result = sim::random_result(&mut ChaCha8Rng::seed_from_u64(1), false);
        result.first.victory_points = vp_a;
        result.second.victory_points = vp_b;
        result.first.frags = frags;
        result.first.first_blood = fb_a;
        result.second.first_blood = fb_b;
        let outcome = t.apply(EventAction::RecordResult { round, table, result });
        if outcome.is_err() {
            prop_assert_eq!(snapshot_json(&t), before);
        } else {
            prop_assert!(round == 2 && (1..=3).contains(&table));
            prop_assert!((0..=99).contains(&vp_a) && (0..=99).contains(&vp_b) && (0..=99).contains(&frags));
            prop_assert!(!(fb_a && fb_b));
        }
    }
}
