//! The AGL desk's open actions against `apply`: what the event says is open is accepted by a copy
//! of it, and what it says is closed is refused.

use super::Tournament;
use crate::action::{Accepted, EventAction};
use crate::definition::{
    EventDefinition, EventSeed, EventType, RematchPolicy, RulingsEdition, ScenarioChoice,
};
use crate::player::{PlayerId, Registration};
use crate::refusal::EventRefusal;
use crate::scoring::{GameEnd, ResultInput, ScoreInput};
use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId};
use hexadraft_draft::{EventFormat, RulesetVersion};
use proptest::prelude::*;

/// The event with the first `count` of five scenarios announced.
fn definition_with_scenarios(count: usize) -> EventDefinition {
    let scenarios = [
        "assault",
        "conquest",
        "king-of-the-hill",
        "scorched-earth",
        "carnage",
    ]
    .map(|id| ScenarioChoice::Official {
        id: ScenarioId::new(id).unwrap(),
    })
    .into_iter()
    .take(count)
    .collect();
    EventDefinition {
        name: "Open actions".into(),
        format: EventFormat::StandardTournament,
        ruleset: RulesetVersion::AglV1,
        mods: vec![],
        event_type: EventType::Standard,
        rounds: None,
        scenarios,
        stadium: None,
        seed: Some(EventSeed::Number(11)),
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

fn registration(i: usize) -> Registration {
    // The engine tests' core lineup (`tournament_tests.rs`), one copy for both.
    let lineup = super::super::tests::CORE
        .map(|c| CharacterId::new(c).unwrap())
        .to_vec();
    Registration {
        name: format!("Player {i}"),
        corvus_pin: format!("PIN-{i}"),
        sponsor: Some(SponsorId::new("vissiorama").unwrap()),
        sponsor_unlocked: false,
        lineup: Some(lineup),
        team_name: None,
    }
}

fn event(players: usize) -> Tournament {
    event_with_scenarios(players, 5)
}

fn event_with_scenarios(players: usize, scenarios: usize) -> Tournament {
    event_publishing(players, scenarios, false)
}

/// The event, its rounds paired as proposals to publish when `publish_rounds` (docs/rulings.md,
/// "Publishing a round").
fn event_publishing(players: usize, scenarios: usize, publish_rounds: bool) -> Tournament {
    let definition = EventDefinition {
        publish_rounds,
        ..definition_with_scenarios(scenarios)
    };
    let mut t = Tournament::new(&Catalog::shipped(), definition).unwrap();
    for i in 0..players {
        t.apply(EventAction::RegisterPlayer {
            registration: registration(i),
        })
        .unwrap();
    }
    t
}

fn result(first_wins: bool) -> ResultInput {
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 1,
        first_blood: false,
    };
    let (first, second) = if first_wins { (6, 2) } else { (1, 5) };
    ResultInput {
        first: score(first),
        second: score(second),
        players: None,
        game_end: GameEnd::Played,
    }
}

/// Every action the event says is open is accepted by a copy of it, and every one it says is
/// closed is refused: the desk's buttons and the engine cannot disagree.
fn assert_open_actions_are_what_apply_accepts(t: &Tournament) {
    let open = t.open_actions();
    let outcome = |action: EventAction| t.clone().apply(action);
    let accepted = |action: EventAction| outcome(action).is_ok();
    let newcomer = registration(1000 + t.players().len());

    assert_eq!(
        open.registration,
        accepted(EventAction::RegisterPlayer {
            registration: newcomer.clone(),
        }),
        "registration, at {:?}",
        t.stage()
    );
    assert_eq!(
        open.late_registration,
        accepted(EventAction::RegisterLateArrival {
            registration: newcomer,
        }),
        "late arrivals, at {:?}",
        t.stage()
    );
    if let Some(first) = t.players().first() {
        assert_eq!(
            open.registration,
            accepted(EventAction::WithdrawRegistration { player: first.id }),
            "withdrawals, at {:?}",
            t.stage()
        );
    }

    // Who is present is left to the attempt (its refusal says what to fix); the scenarios the
    // round waits for are told in advance, exactly as the attempt would name them.
    let pairing = outcome(t.pair_action(|| 5));
    let to_choose = &open.scenarios_to_choose;
    match open.pair_round {
        Some(round) => match pairing {
            Ok(Accepted::Paired { round: paired, .. }) => {
                assert_eq!(paired, round);
                assert!(
                    to_choose.is_empty(),
                    "paired though {to_choose:?} were missing"
                );
            }
            Ok(other) => panic!("pairing answered {other:?}"),
            Err(EventRefusal::TooFewPlayers { .. }) => {}
            Err(EventRefusal::ScenariosNotAnnounced { missing, .. }) => {
                assert_eq!(&missing, to_choose)
            }
            Err(EventRefusal::NoScenario { round: missing, .. }) => {
                assert_eq!(&vec![missing], to_choose)
            }
            Err(refusal) => panic!("round {round} offered but refused: {refusal:?}"),
        },
        None => {
            assert!(pairing.is_err(), "pairing accepted at {:?}", t.stage());
            assert!(
                to_choose.is_empty(),
                "{to_choose:?} asked with nothing to pair"
            );
        }
    }

    let latest = t.rounds().last().map_or(1, |r| r.number);
    assert_eq!(
        open.unpair_round,
        accepted(EventAction::UnpairRound { round: latest }).then_some(latest),
        "taking back, at {:?}",
        t.stage()
    );

    let seated: Vec<PlayerId> = t.rounds().last().map_or_else(Vec::new, |round| {
        round
            .tables
            .iter()
            .flat_map(|table| [table.players.first, table.players.second])
            .chain(round.bye.as_ref().map(|bye| bye.player))
            .collect()
    });
    let some_swap = seated.iter().enumerate().any(|(i, &first)| {
        seated.iter().skip(i + 1).any(|&second| {
            accepted(EventAction::SwapPlayers {
                round: latest,
                first,
                second,
            })
        })
    });
    assert_eq!(
        open.swap_round,
        some_swap.then_some(latest),
        "swaps, at {:?}",
        t.stage()
    );

    assert_eq!(
        open.publish_round,
        accepted(EventAction::PublishRound { round: latest }).then_some(latest),
        "publishing, at {:?}",
        t.stage()
    );
}

#[test]
fn the_desk_is_offered_what_each_stage_allows() {
    let mut t = event(5);
    let open = t.open_actions();
    assert!(open.registration && !open.late_registration);
    assert_eq!(
        (open.pair_round, open.unpair_round, open.swap_round),
        (Some(1), None, None)
    );
    assert_open_actions_are_what_apply_accepts(&t);

    t.apply(t.pair_action(|| 5)).unwrap();
    let open = t.open_actions();
    assert!(!open.registration && open.late_registration);
    // Two tables and a bye: the round may be taken back or have its players swapped.
    assert_eq!(
        (open.pair_round, open.unpair_round, open.swap_round),
        (None, Some(1), Some(1))
    );
    assert_open_actions_are_what_apply_accepts(&t);

    for table in [1, 2] {
        t.apply(EventAction::RecordResult {
            round: 1,
            table,
            result: result(true),
        })
        .unwrap();
        assert_open_actions_are_what_apply_accepts(&t);
    }
    let open = t.open_actions();
    assert_eq!(
        (open.pair_round, open.unpair_round, open.swap_round),
        (Some(2), None, None)
    );

    // Every planned round played: nothing more to pair until the organizer adds a round.
    for round in 2..=3 {
        t.apply(t.pair_action(|| 5)).unwrap();
        for table in [1, 2] {
            t.apply(EventAction::RecordResult {
                round,
                table,
                result: result(false),
            })
            .unwrap();
        }
    }
    assert!(t.is_finished());
    assert_eq!(t.open_actions().pair_round, None);
    assert_open_actions_are_what_apply_accepts(&t);
    t.apply(EventAction::SetRounds { rounds: 4 }).unwrap();
    assert_eq!(t.open_actions().pair_round, Some(4));
    assert_open_actions_are_what_apply_accepts(&t);
}

#[test]
fn a_round_offered_for_pairing_may_still_lack_players_and_the_attempt_says_so() {
    let t = event(3);
    assert_eq!(t.open_actions().pair_round, Some(1));
    assert!(matches!(
        t.clone().apply(t.pair_action(|| 5)),
        Err(EventRefusal::TooFewPlayers { .. })
    ));
}

/// A count decided at round 1 may plan more rounds than the setup gave scenarios for: 12 players
/// take AGL v1.0's 4 rounds ("Number of Tournament Rounds"), the setup announced 3, and round 1
/// waits for round 4's ("Scenarios"). The desk is told which before it tries.
#[test]
fn rounds_decided_at_round_one_ask_for_the_scenarios_the_count_adds() {
    let mut t = event_with_scenarios(12, 3);
    assert_eq!(t.rounds_of_event(), 4);
    let open = t.open_actions();
    assert_eq!(
        (open.pair_round, open.scenarios_to_choose),
        (Some(1), vec![4])
    );
    assert!(matches!(
        t.clone().apply(t.pair_action(|| 5)),
        Err(EventRefusal::ScenariosNotAnnounced { missing, .. }) if missing == vec![4]
    ));

    t.apply(EventAction::SetScenario {
        round: 4,
        scenario: ScenarioChoice::Official {
            id: ScenarioId::new("carnage").unwrap(),
        },
    })
    .unwrap();
    assert!(t.open_actions().scenarios_to_choose.is_empty());
    assert_open_actions_are_what_apply_accepts(&t);
    t.apply(t.pair_action(|| 5)).unwrap();
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the organizer does in whatever order (pairing, publishing, results, taking a
    /// round back, drops and reinstatements, swaps, late arrivals, more rounds), with rounds
    /// published when paired or as proposals, the open actions stay what `apply` accepts.
    #[test]
    fn open_actions_stay_in_step_with_apply(
        players in 4usize..=18,
        scenarios in 1usize..=5,
        publish_rounds in any::<bool>(),
        steps in proptest::collection::vec((0u8..10, 0usize..16, any::<bool>()), 1..40),
    ) {
        let mut t = event_publishing(players, scenarios, publish_rounds);
        assert_open_actions_are_what_apply_accepts(&t);
        for (step, pick, first_wins) in steps {
            let someone = PlayerId::from_index(pick % t.players().len().max(1));
            let latest = t.rounds().len() as u32;
            let action = match step {
                0 => t.pair_action(|| 5),
                1 | 2 => {
                    let open_table = t.rounds().last().and_then(|round| {
                        round.tables.iter().find(|table| table.result.is_none())
                    });
                    EventAction::RecordResult {
                        round: latest,
                        table: open_table.map_or(1, |table| table.number),
                        result: result(first_wins),
                    }
                }
                3 => EventAction::UnpairRound { round: latest },
                9 => EventAction::PublishRound { round: latest },
                4 => EventAction::DropPlayer { player: someone },
                5 => EventAction::ReinstatePlayer { player: someone },
                6 => EventAction::SwapPlayers {
                    round: latest,
                    first: someone,
                    second: PlayerId::from_index((pick + 1) % t.players().len().max(1)),
                },
                7 => EventAction::SetScenario {
                    round: (pick % 6) as u32 + 1,
                    scenario: ScenarioChoice::Official {
                        id: ScenarioId::new("assault").unwrap(),
                    },
                },
                _ if first_wins => t.registration_action(registration(100 + t.players().len())),
                _ => EventAction::SetRounds { rounds: latest.max(3) + 1 },
            };
            // Refused or not, the event must still agree with itself.
            let _ = t.apply(action);
            assert_open_actions_are_what_apply_accepts(&t);
        }
    }
}
