//! The event as it stood equals the event as it was live: for both rulesets, actions applied
//! one by one through the desk, the desk's snapshot taken after each, and the journal replayed
//! up to each entry compared with it (a property test over random actions).

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use super::*;
use crate::{FixedClock, SeededEntropy};
use hexadraft_event::ia::{GameEnd as IaGameEnd, IaAction, IaResultInput};
use hexadraft_event::{BySeat, EventAction, EventRuleset, EventSeed, PlayerId};
use hexadraft_paper::Language;
use hexadraft_testkit::{ia_store_championship, played, registration, standard_event, IA_ARMY};
use proptest::prelude::*;

/// One organizer's move, blind: the round it names is read from the event live, and a move the
/// engine refuses is simply not journalled.
#[derive(Debug, Clone)]
enum Move {
    Pair,
    Unpair,
    // `back`: how many rounds before the latest paired one.
    Record { back: u32, table: u32, vp: (u8, u8) },
    Correct { back: u32, table: u32, vp: (u8, u8) },
    Drop { player: u32 },
    Reinstate { player: u32 },
}

fn a_move() -> impl Strategy<Value = Move> {
    let vp = (0u8..12, 0u8..12);
    prop_oneof![
        3 => Just(Move::Pair),
        1 => Just(Move::Unpair),
        8 => (0u32..2, 1u32..3, vp.clone()).prop_map(|(back, table, vp)| Move::Record { back, table, vp }),
        2 => (0u32..3, 1u32..3, vp).prop_map(|(back, table, vp)| Move::Correct { back, table, vp }),
        1 => (1u32..6).prop_map(|player| Move::Drop { player }),
        1 => (1u32..6).prop_map(|player| Move::Reinstate { player }),
    ]
}

/// The desk's view of the event, as the screen receives it (JSON).
fn desk_json(app: &App, id: &str) -> serde_json::Value {
    serde_json::to_value(app.get_event(id).unwrap()).unwrap()
}

fn rounds_paired(desk: &serde_json::Value) -> u32 {
    let rounds = desk["snapshot"]["rounds"].as_array().map_or(0, Vec::len);
    u32::try_from(rounds).unwrap()
}

fn seq_of(desk: &serde_json::Value) -> u32 {
    u32::try_from(desk["seq"].as_u64().unwrap()).unwrap()
}

fn agl_action(m: &Move, paired: u32) -> EventAction {
    let result = |vp: (u8, u8)| played(i32::from(vp.0), i32::from(vp.1));
    match *m {
        Move::Pair => EventAction::PairNextRound {
            round: paired + 1,
            seed: None,
        },
        Move::Unpair => EventAction::UnpairRound { round: paired },
        Move::Record { back, table, vp } => EventAction::RecordResult {
            round: paired.saturating_sub(back),
            table,
            result: result(vp),
        },
        Move::Correct { back, table, vp } => EventAction::CorrectResult {
            round: paired.saturating_sub(back),
            table,
            result: result(vp),
        },
        Move::Drop { player } => EventAction::DropPlayer {
            player: PlayerId::new(player),
        },
        Move::Reinstate { player } => EventAction::ReinstatePlayer {
            player: PlayerId::new(player),
        },
    }
}

fn ia_action(m: &Move, paired: u32) -> IaAction {
    let result = |vp: (u8, u8)| IaResultInput {
        victory_points: BySeat::new(i32::from(vp.0) * 3, i32::from(vp.1) * 3),
        figure_points: None,
        end: IaGameEnd::Time,
    };
    match *m {
        Move::Pair => IaAction::PairNextRound {
            round: paired + 1,
            seed: None,
            pairing: None,
        },
        Move::Unpair => IaAction::UnpairRound { round: paired },
        Move::Record { back, table, vp } => IaAction::RecordResult {
            round: paired.saturating_sub(back),
            table,
            result: result(vp),
        },
        Move::Correct { back, table, vp } => IaAction::CorrectResult {
            round: paired.saturating_sub(back),
            table,
            result: result(vp),
        },
        Move::Drop { player } => IaAction::DropPlayer {
            player: PlayerId::new(player),
        },
        Move::Reinstate { player } => IaAction::ReinstatePlayer {
            player: PlayerId::new(player),
        },
    }
}

/// An event of five players (one has the bye each round) under `ruleset`.
fn event_of_five(app: &App, ruleset: RulesetKind) -> String {
    match ruleset {
        RulesetKind::Agl => {
            let desk = app
                .create_event(
                    standard_event("Cup", Some(EventSeed::Number(3))),
                    Language::En,
                )
                .unwrap();
            let id = desk.id().to_owned();
            for (i, name) in ["Ana", "Bo", "Cy", "Di", "Eve"].iter().enumerate() {
                let seq = app.get_event(&id).unwrap().seq();
                app.apply_event_action(
                    &id,
                    seq,
                    EventAction::RegisterPlayer {
                        registration: registration(name, i),
                    },
                )
                .unwrap();
            }
            id
        }
        RulesetKind::ImperialAssault => {
            let desk = app
                .create_event(
                    ia_store_championship(
                        &["Mission A", "Mission B", "Mission C", "Mission D"],
                        Some(EventSeed::Number(3)),
                    ),
                    Language::Es,
                )
                .unwrap();
            let id = desk.id().to_owned();
            let army = app.read_ia_army_text(IA_ARMY).list;
            for i in 1..=5 {
                let seq = app.get_event(&id).unwrap().seq();
                app.apply_event_action(
                    &id,
                    seq,
                    IaAction::RegisterPlayer {
                        name: format!("Player {i}"),
                        army: Some(army.clone()),
                    },
                )
                .unwrap();
            }
            id
        }
    }
}

/// The journal replayed up to `seq`, as the desk's snapshot JSON.
fn replayed_snapshot(app: &App, id: &str, ruleset: RulesetKind, seq: u32) -> serde_json::Value {
    let id = journal_id(id).unwrap();
    let mut state = app.lock_state();
    let store = state.store_mut().unwrap();
    match ruleset {
        RulesetKind::Agl => {
            let replayed = replay_to::<Tournament>(store, &id, &app.catalog(), Some(seq)).unwrap();
            assert_eq!(replayed.entry_count(), seq);
            serde_json::to_value(replayed.tournament.as_ref().map(EventRuleset::snapshot)).unwrap()
        }
        RulesetKind::ImperialAssault => {
            let replayed =
                replay_to::<IaTournament>(store, &id, &app.ia_catalog(), Some(seq)).unwrap();
            assert_eq!(replayed.entry_count(), seq);
            serde_json::to_value(replayed.tournament.as_ref().map(EventRuleset::snapshot)).unwrap()
        }
    }
}

/// The shared terms of the event live, from the state the desk holds in memory.
fn live_view(app: &App, id: &str, ruleset: RulesetKind) -> (Vec<StoodRound>, Vec<StoodStanding>) {
    let id = journal_id(id).unwrap();
    let state = app.lock_state();
    match ruleset {
        RulesetKind::Agl => {
            let event = state.events.get(&id).unwrap().tournament.as_ref().unwrap();
            (event.stood_rounds(), event.stood_standings())
        }
        RulesetKind::ImperialAssault => {
            let event = state
                .ia_events
                .get(&id)
                .unwrap()
                .tournament
                .as_ref()
                .unwrap();
            (event.stood_rounds(), event.stood_standings())
        }
    }
}

fn as_it_stood_equals_live(ruleset: RulesetKind, moves: &[Move]) {
    let dir = tempfile::tempdir().unwrap();
    let app = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(17),
    );
    let id = event_of_five(&app, ruleset);
    let mut live = Vec::new();
    let first = desk_json(&app, &id);
    live.push((
        seq_of(&first),
        first["snapshot"].clone(),
        live_view(&app, &id, ruleset),
    ));
    for m in moves {
        let desk = desk_json(&app, &id);
        let (seq, paired) = (seq_of(&desk), rounds_paired(&desk));
        let applied = match ruleset {
            RulesetKind::Agl => app.apply_event_action(&id, seq, agl_action(m, paired)),
            RulesetKind::ImperialAssault => app.apply_event_action(&id, seq, ia_action(m, paired)),
        };
        if applied.is_ok() {
            let after = desk_json(&app, &id);
            live.push((
                seq_of(&after),
                after["snapshot"].clone(),
                live_view(&app, &id, ruleset),
            ));
        }
    }
    for (seq, snapshot, (rounds, standings)) in &live {
        assert_eq!(
            &replayed_snapshot(&app, &id, ruleset, *seq),
            snapshot,
            "entry {seq}"
        );
        let stood = app.event_as_it_stood(&id, *seq).unwrap();
        assert_eq!(stood.seq, *seq);
        assert!(stood.stopped.is_none());
        assert_eq!(
            (&stood.rounds, &stood.standings),
            (rounds, standings),
            "entry {seq}"
        );
    }
    // Every action is a moment, and every round start the replay passed is one too.
    let moments = app.event_moments(&id).unwrap();
    let actions = moments
        .moments
        .iter()
        .filter(|m| m.kind == MomentKind::Action)
        .count();
    assert_eq!(actions, usize::try_from(moments.entry_count).unwrap());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10))]

    #[test]
    fn an_agl_event_as_it_stood_at_any_entry_is_what_the_desk_showed_then(
        moves in prop::collection::vec(a_move(), 1..40)
    ) {
        as_it_stood_equals_live(RulesetKind::Agl, &moves);
    }

    #[test]
    fn an_imperial_assault_event_as_it_stood_at_any_entry_is_what_the_desk_showed_then(
        moves in prop::collection::vec(a_move(), 1..40)
    ) {
        as_it_stood_equals_live(RulesetKind::ImperialAssault, &moves);
    }
}
