//! Replays of finished drafts (docs/rulings.md, "Replaying a finished draft"): each step as a
//! spectator saw it, with its clause and its player, and never a secret before its reveal.

use super::playouts::playout;
use super::*;
use proptest::prelude::*;
use Seat::{First, Second};

fn lock_swap(seat: Seat, swap: SwapChoice, n: u8) -> DraftAction {
    DraftAction::LockSwap {
        seat,
        swap,
        salt: salt(n),
    }
}

/// A v1.0 draft with Koorie Queen and Vassily played to its end, with an undone pick.
fn finished_vassily_draft() -> Draft {
    let mut draft = new(v1(&[Mod::KoorieQueen, Mod::Vassily]));
    let mut actions = vec![
        ban(First, EXPANSIONS[7]),
        ban(Second, CORE[7]),
        pick(First, CORE[4]),
        undo(First),
    ];
    actions.extend(standard_picks());
    actions.push(lock_swap(
        First,
        SwapChoice::Replace {
            remove: id(CORE[2]),
            add: id(CORE[5]),
        },
        0x51,
    ));
    actions.push(lock_swap(Second, SwapChoice::Keep, 0x52));
    apply_all(&mut draft, &actions);
    lock_decks(&mut draft);
    draft
}

/// The salts of the secret locks of `draft`: decks (never public) and swaps (public from the
/// reveal on).
fn secret_salts(draft: &Draft) -> (Vec<String>, Vec<String>) {
    let mut decks = Vec::new();
    let mut swaps = Vec::new();
    for action in draft.actions() {
        match action {
            DraftAction::LockDeck { salt, .. } => decks.push(salt.clone()),
            DraftAction::LockSwap { salt, .. } => swaps.push(salt.clone()),
            _ => {}
        }
    }
    (decks, swaps)
}

/// Checks that no step shows a deck, nor a swap before the step that revealed both.
fn assert_no_secret_before_its_reveal(draft: &Draft, replay: &DraftReplay) {
    let (deck_salts, swap_salts) = secret_salts(draft);
    let mut revealed = false;
    let start = serde_json::to_string(&replay.start).unwrap();
    for salt in deck_salts.iter().chain(&swap_salts) {
        assert!(!start.contains(salt.as_str()), "the start shows a secret");
    }
    for step in &replay.steps {
        revealed |= matches!(step.event, DraftEvent::SwapsRevealed { .. });
        let text = serde_json::to_string(step).unwrap();
        for salt in &deck_salts {
            assert!(
                !text.contains(salt.as_str()),
                "step {} shows a deck's salt",
                step.number
            );
        }
        if !revealed {
            for salt in &swap_salts {
                assert!(
                    !text.contains(salt.as_str()),
                    "step {} shows a swap before the reveal",
                    step.number
                );
            }
            if let Some(swaps) = &step.view.swaps {
                for seat in Seat::BOTH {
                    assert!(!matches!(swaps.get(seat), SecretView::Open { .. }));
                }
            }
        }
        assert_eq!(step.view.viewer, Viewer::Public);
        for seat in Seat::BOTH {
            assert!(
                !matches!(step.view.decks.get(seat), SecretView::Open { .. }),
                "step {} opens a deck",
                step.number
            );
        }
    }
}

#[test]
fn an_unfinished_draft_is_refused_and_nothing_of_it_is_replayed() {
    // docs/rulings.md, "Replaying a finished draft": only a finished draft is replayed.
    let mut draft = new(v1(&[]));
    apply_all(&mut draft, &standard_picks());
    let error = replay_steps(catalog(), &draft).unwrap_err();
    assert_eq!(error, ReplayStepsError::NotFinished { step: Step::Deck });
    assert_eq!(error.clause(), Clause::RulingReplay);
    assert!(error.to_string().contains("Replaying a finished draft"));
    let fresh = new(v1(&[]));
    assert_eq!(
        replay_steps(catalog(), &fresh).unwrap_err(),
        ReplayStepsError::NotFinished { step: Step::Pick }
    );
}

#[test]
fn each_step_names_its_player_its_action_and_the_clause_that_allowed_it() {
    // Koorie Queen Mod (bans), "Building Teams" (picks), "What can be undone" (the undo),
    // Vassily Mod (swaps), "Deckbuilding" (decks).
    let draft = finished_vassily_draft();
    let replay = replay_steps(catalog(), &draft).unwrap();
    assert_eq!(replay.steps.len(), draft.actions().len());
    assert_eq!(
        replay.start,
        new(v1(&[Mod::KoorieQueen, Mod::Vassily])).view(Viewer::Public)
    );
    let told: Vec<(u32, &str, ActionKind, Clause)> = replay
        .steps
        .iter()
        .map(|s| (s.number, s.player.as_str(), s.action, s.clause))
        .collect();
    assert_eq!(told[0], (1, "Ana", ActionKind::Ban, Clause::KoorieQueenMod));
    assert_eq!(told[1], (2, "Bo", ActionKind::Ban, Clause::KoorieQueenMod));
    assert_eq!(
        told[2],
        (3, "Ana", ActionKind::Pick, Clause::BuildingTeamsEachRound)
    );
    assert_eq!(told[3], (4, "Ana", ActionKind::Undo, Clause::RulingUndo));
    assert_eq!(told[4].2, ActionKind::Pick);
    let swaps: Vec<_> = told
        .iter()
        .filter(|t| t.2 == ActionKind::LockSwap)
        .collect();
    assert_eq!(swaps.len(), 2);
    assert!(swaps.iter().all(|t| t.3 == Clause::VassilyMod));
    let decks: Vec<_> = told
        .iter()
        .filter(|t| t.2 == ActionKind::LockDeck)
        .collect();
    assert_eq!(decks.len(), 2);
    assert!(decks.iter().all(|t| t.3 == Clause::Deckbuilding));
    // The steps are the draft's own: the undone pick is back in the view after step 3 and
    // gone after step 4.
    assert_eq!(replay.steps[2].view.picks.len(), 1);
    assert!(replay.steps[3].view.picks.is_empty());
    assert_eq!(replay.steps[2].step, Step::Pick);
    assert_eq!(replay.steps[0].step, Step::Ban);
    let last = replay.steps.last().unwrap();
    assert_eq!(last.view, draft.view(Viewer::Public));
    assert!(last.view.complete);
    assert_no_secret_before_its_reveal(&draft, &replay);
}

#[test]
fn semy_and_final_boss_picks_cite_their_own_mods() {
    // Semy Mod: each drafts the rival's team; Final Boss Mod: "Formar los equipos" and its deck.
    let mut semy = new(v1(&[Mod::Semy]));
    let mut salt = 0x10u8;
    while semy.step() == Step::Pick {
        let seat = semy.waiting_for()[0];
        let pick = semy
            .legal_actions(seat, &Salt::new(super::salt(salt)).unwrap())
            .into_iter()
            .find(|a| matches!(a, DraftAction::Pick { .. }))
            .unwrap();
        semy.apply(pick).unwrap();
        salt += 1;
    }
    lock_decks(&mut semy);
    let replay = replay_steps(catalog(), &semy).unwrap();
    assert!(replay
        .steps
        .iter()
        .filter(|s| s.action == ActionKind::Pick)
        .all(|s| s.clause == Clause::SemyMod));
    let mut boss = new(s2(&[Mod::FinalBoss]));
    while boss.step() == Step::Pick {
        let seat = boss.waiting_for()[0];
        let pick = boss
            .legal_actions(seat, &Salt::new(super::salt(salt)).unwrap())
            .into_iter()
            .find(|a| matches!(a, DraftAction::Pick { .. }))
            .unwrap();
        boss.apply(pick).unwrap();
    }
    lock_decks(&mut boss);
    let replay = replay_steps(catalog(), &boss).unwrap();
    for step in &replay.steps {
        let expected = match step.action {
            ActionKind::Pick => Clause::FinalBossTeams,
            _ => Clause::FinalBossDeck,
        };
        assert_eq!(step.clause, expected);
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 48,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn replaying_random_finished_drafts_ends_in_their_public_state_and_keeps_secrets(
        seed in any::<u64>()
    ) {
        let Some(draft) = playout(seed) else { return Ok(()) };
        let replay = replay_steps(catalog(), &draft).unwrap();
        prop_assert_eq!(replay.steps.len(), draft.actions().len());
        let end = replay.steps.last().map_or(&replay.start, |s| &s.view);
        prop_assert_eq!(end, &draft.view(Viewer::Public));
        prop_assert_eq!(
            &replay.start,
            &Draft::new(catalog(), draft.setup().clone()).unwrap().view(Viewer::Public)
        );
        for (step, action) in replay.steps.iter().zip(draft.actions()) {
            prop_assert_eq!(step.seat, action.seat());
            prop_assert_eq!(&step.player, &draft.setup().players.get(action.seat()).name);
        }
        assert_no_secret_before_its_reveal(&draft, &replay);
    }
}
