//! Property tests of the event engine's invariants.

use crate::support::{checks, sim};
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

/// The characters random lineups are drawn from: few enough that lineups overlap a lot.
const POOL: [&str; 14] = [
    "miyamoto-mushashi",
    "wild-bill",
    "gata",
    "8-ball",
    "major-lunah",
    "hexx3r",
    "parvati",
    "maximus",
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
];

/// The fewest pairs for which `bad` holds over every perfect matching of `items` (even count).
fn fewest_bad(items: &[usize], bad: &dyn Fn(usize, usize) -> bool) -> u32 {
    let Some((&first, rest)) = items.split_first() else {
        return 0;
    };
    (0..rest.len())
        .map(|k| {
            let mut left = rest.to_vec();
            let partner = left.remove(k);
            u32::from(bad(first, partner)) + fewest_bad(&left, bad)
        })
        .min()
        .unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// docs/rulings.md, "Final Boss with Zlavin: undraftable tables": under Season 2's Final Boss
    /// with Zlavin, a table is warned exactly when its draft cannot start, and no round has more
    /// such tables than the best pairing of the players it pairs (so none when they can all be
    /// avoided), whatever the lineups, seeds and results.
    #[test]
    fn final_boss_zlavin_pairings_leave_no_avoidable_undraftable_table(
        players in 4usize..11,
        pool in 9usize..15,
        seed in any::<u64>(),
        koorie in any::<bool>(),
    ) {
        use hexadraft_catalog::CharacterId;
        use hexadraft_draft::{Draft, Mod};
        use hexadraft_event::{PairingWarning, Registration};
        let catalog = Catalog::shipped();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut def = sim::definition(RulesetVersion::AglSeason2, 3, seed as u32);
        def.mods = if koorie {
            vec![Mod::FinalBoss, Mod::Zlavin, Mod::KoorieQueen]
        } else {
            vec![Mod::FinalBoss, Mod::Zlavin]
        };
        def.seed = None;
        let mut t = Tournament::new(&catalog, def).unwrap();
        for i in 0..players {
            let mut lineup: Vec<&str> = POOL.iter().take(pool).copied().collect();
            while lineup.len() > 8 {
                lineup.remove(rng.random_range(0..lineup.len()));
            }
            t.apply(EventAction::RegisterPlayer {
                registration: Registration {
                    lineup: Some(lineup.iter().map(|c| CharacterId::new(*c).unwrap()).collect()),
                    ..sim::registration(i)
                },
            })
            .unwrap();
        }
        for round in 1..=3u32 {
            let draw: u32 = rng.random();
            t.apply(t.pair_action(|| draw)).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let r = t.round(round).unwrap().clone();
            let mut undraftable = 0;
            for table in &r.tables {
                let setup = t.table_draft_setup(round, table.number, 1).unwrap();
                let refused = Draft::new(&catalog, setup).is_err();
                let warned = table
                    .warnings
                    .iter()
                    .any(|w| matches!(w, PairingWarning::Undraftable { .. }));
                prop_assert_eq!(refused, warned);
                undraftable += u32::from(refused);
            }
            // The players this round paired, and the best any pairing of them could do.
            let seated: Vec<usize> = r
                .tables
                .iter()
                .flat_map(|table| [table.players.first, table.players.second])
                .map(|p| p.get() as usize - 1)
                .collect();
            let lineup = |i: usize| t.players()[i].lineup.clone().unwrap();
            let too_alike: Vec<Vec<bool>> = (0..players)
                .map(|a| {
                    (0..players)
                        .map(|b| {
                            hexadraft_draft::lineups_too_alike(
                                t.mods(),
                                lineup(a).characters(),
                                lineup(b).characters(),
                            )
                            .is_some()
                        })
                        .collect()
                })
                .collect();
            let bad = |a: usize, b: usize| too_alike[a][b];
            prop_assert_eq!(undraftable, fewest_bad(&seated, &bad), "round {}", round);
            for action in sim::result_actions(&t, round, &mut rng) {
                t.apply(action).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
        }
    }
}
