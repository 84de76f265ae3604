//! The AGL core asks its policy, never the AGL's numbers: under a win/draw/loss policy
//! (3/1/0 points, strength of schedule, a bye counted as a win, no rematches), registration,
//! pairing and standings follow the policy without a change to the core. Imperial Assault itself
//! is its own engine (`hexadraft_event::ia`), met through `EventRuleset`; this stand-in only
//! borrows its points table.

use crate::support::sim;
use hexadraft_catalog::Catalog;
use hexadraft_draft::{EventFormat, RulesetVersion};
use hexadraft_event::{
    BySeat, ByeAward, Clause, Decider, Decision, EventAction, EventPolicy, Outcome,
    RegistrationRules, RematchPolicy, Score, Seat, Section, SeparatedBy, Tiebreak, Tournament,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::sync::Arc;

#[derive(Debug)]
struct WinDrawLoss;

impl EventPolicy for WinDrawLoss {
    fn decide(&self, scores: BySeat<Score>, _first_blood: Option<Seat>) -> Decision {
        let (a, b) = (
            scores.first.victory_points(),
            scores.second.victory_points(),
        );
        let outcomes = match a.cmp(&b) {
            std::cmp::Ordering::Greater => BySeat {
                first: Outcome::Victory,
                second: Outcome::Defeat,
            },
            std::cmp::Ordering::Less => BySeat {
                first: Outcome::Defeat,
                second: Outcome::Victory,
            },
            std::cmp::Ordering::Equal => BySeat {
                first: Outcome::Tie,
                second: Outcome::Tie,
            },
        };
        let decided_by = if a == b {
            Decider::Nothing
        } else {
            Decider::VictoryPoints
        };
        Decision {
            outcomes,
            decided_by,
        }
    }
    fn accepts_first_blood(&self) -> bool {
        false
    }
    fn points(&self, outcome: Outcome) -> u32 {
        match outcome {
            Outcome::TotalVictory | Outcome::Victory => 3,
            Outcome::Tie => 1,
            Outcome::Defeat => 0,
        }
    }
    fn bye_award(&self) -> ByeAward {
        ByeAward {
            outcome: Outcome::Victory,
            points: 3,
        }
    }
    fn scales_bye_scores(&self) -> bool {
        false
    }
    fn tiebreaks(&self) -> &[Tiebreak] {
        &[Tiebreak::OpponentsPoints]
    }
    fn rematches(&self, _chosen: RematchPolicy) -> RematchPolicy {
        RematchPolicy::Avoid
    }
    fn minimum_players(&self) -> u32 {
        2
    }
    fn minimum_rounds(&self) -> u32 {
        1
    }
    fn suggested_rounds(&self, players: u32) -> u32 {
        if players <= 8 {
            3
        } else {
            4
        }
    }
    fn registration(&self) -> RegistrationRules {
        RegistrationRules {
            sponsor_required: false,
            lineup_required: false,
        }
    }
    fn allows_homemade_scenarios(&self) -> bool {
        false
    }
    fn scenarios_may_repeat(&self) -> bool {
        false
    }
    fn clause(&self, section: Section) -> Clause {
        // A stand-in: this test policy cites the AGL section of the same name.
        Clause::agl(
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            section,
        )
    }
}

#[test]
fn a_win_draw_loss_policy_scores_three_one_zero_and_breaks_ties_by_strength_of_schedule() {
    let catalog = Catalog::shipped();
    let mut t = Tournament::replay_with_policy(
        &catalog,
        sim::definition(RulesetVersion::AglV1, 3, 5),
        &sim::registrations(6),
        Arc::new(WinDrawLoss),
    )
    .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..3 {
        sim::play_round(&mut t, &mut rng);
    }
    assert!(t.is_finished());
    let standings = t.standings();
    assert_eq!(standings.tiebreaks, vec![Tiebreak::OpponentsPoints]);
    for round in t.rounds() {
        for table in &round.tables {
            let r = table.result.unwrap();
            // A win by any margin is 3 points: no Total Victory in this ruleset.
            assert!(matches!(
                (r.points.first, r.points.second),
                (3, 0) | (0, 3) | (1, 1)
            ));
        }
        assert!(round.tables.iter().all(|t| t.warnings.is_empty()));
    }
    for pair in standings.rows.windows(2) {
        let (above, below) = (&pair[0], &pair[1]);
        assert!(above.points >= below.points);
        if above.points == below.points {
            assert!(above.opponents_points >= below.opponents_points);
            assert!(matches!(
                below.separated_by,
                SeparatedBy::OpponentsPoints | SeparatedBy::RegistrationOrder
            ));
        }
    }
}

#[test]
fn the_policy_decides_what_a_result_may_hold() {
    let catalog = Catalog::shipped();
    let mut t = Tournament::replay_with_policy(
        &catalog,
        sim::definition(RulesetVersion::AglSeason2, 3, 5),
        &sim::registrations(2),
        Arc::new(WinDrawLoss),
    )
    .unwrap();
    // Two players are enough for this policy (the AGL needs four).
    t.apply(EventAction::PairNextRound {
        round: 1,
        seed: None,
    })
    .unwrap();
    let mut result = sim::random_result(&mut ChaCha8Rng::seed_from_u64(1), false);
    result.first.first_blood = true;
    let refusal = t
        .apply(EventAction::RecordResult {
            round: 1,
            table: 1,
            result,
        })
        .unwrap_err();
    assert!(refusal.to_string().contains("First Blood"));
}
