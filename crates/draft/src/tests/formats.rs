//! Draft formats as data (docs/rulings.md, "Draft formats"): the official orders, run from
//! their built-in formats, walk exactly the steps the Mods-driven engine walked (kept here as
//! the oracle), and any format that passes its checks plays out to two complete teams.

use super::playouts::{assert_no_leak, check_final, random_deck, random_setup};
use super::*;
use crate::draft::Phase;
use proptest::prelude::*;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The step the engine was at before formats, computed from the Mods alone (AGL v1.0,
/// "Building Teams" and "Koorie Queen Mod"; Season 2, "Final Boss"): the oracle the official
/// formats must match.
fn phase_by_mods(draft: &Draft) -> Phase {
    let mods = draft.mods();
    if !mods.has(Mod::Carano) {
        let Some(roles) = draft.roles() else {
            return Phase::ChooseRoles {
                chooser: draft.compass_chooser().unwrap_or(Seat::First),
            };
        };
        let seat_of = |role: Role| match role {
            Role::A => roles.player_a,
            Role::B => roles.player_a.other(),
        };
        if mods.has(Mod::KoorieQueen) && draft.bans().len() < 2 {
            let seat = seat_of(if draft.bans().is_empty() {
                Role::A
            } else {
                Role::B
            });
            return Phase::Ban {
                seat,
                lineup_of: seat.other(),
            };
        }
        let drafted_by = |seat: Seat| {
            if mods.has(Mod::Semy) {
                seat.other()
            } else {
                seat
            }
        };
        if let Some(&role) = mods.pick_order().get(draft.picks().len()) {
            let seat = seat_of(role);
            return Phase::Pick {
                index: draft.picks().len(),
                turn: draft.picks().len() + if mods.has(Mod::KoorieQueen) { 2 } else { 0 },
                seat,
                team_of: drafted_by(seat),
            };
        }
        if mods.has(Mod::Vassily) && !draft.swaps_revealed() {
            return Phase::Swap;
        }
    }
    if draft.decks.first.is_none() || draft.decks.second.is_none() {
        return Phase::Deck;
    }
    if Seat::BOTH.iter().any(|s| draft.accesstel_pending(*s)) {
        return Phase::Accesstel;
    }
    Phase::Complete
}

/// Plays `draft` to its end with random legal actions (undos now and then), calling `each`
/// before every action. Checks that nothing secret leaks at a swap and that the end is legal.
fn play(draft: &mut Draft, rng: &mut ChaCha8Rng, mut each: impl FnMut(&Draft)) {
    let salt_base: u64 = rng.random();
    for turn in 0..400u64 {
        each(draft);
        if draft.is_complete() {
            break;
        }
        let salt_text = format!("{salt_base:016x}{turn:016x}");
        let salt = Salt::new(salt_text.clone()).unwrap();
        let waiting = draft.waiting_for();
        assert!(!waiting.is_empty(), "no turn at {:?}", draft.step());
        let seat = *waiting.choose(rng).unwrap();
        let legal = draft.legal_actions(seat, &salt);
        let action = if let SeatChoice::Deck {
            team,
            rule,
            locked: false,
        } = draft.options(seat).choice
        {
            let ids: Vec<CharacterId> = team.into_iter().map(|c| c.character).collect();
            DraftAction::LockDeck {
                seat,
                deck: random_deck(rng, &ids, &rule),
                salt: salt_text,
            }
        } else if let Some(undo) = legal
            .iter()
            .find(|a| matches!(a, DraftAction::Undo { .. }))
            .filter(|_| rng.random_bool(0.1))
        {
            undo.clone()
        } else {
            let forward: Vec<&DraftAction> = legal
                .iter()
                .filter(|a| !matches!(a, DraftAction::Undo { .. }))
                .collect();
            let Some(act) = forward.choose(rng).map(|a| (*a).clone()) else {
                continue;
            };
            if matches!(
                act,
                DraftAction::LockSwap { .. } | DraftAction::LockPick { .. }
            ) {
                if let Some(other) = forward.iter().find(|a| ***a != act) {
                    assert_no_leak(draft, seat, act.clone(), (*other).clone());
                }
            }
            act
        };
        draft.apply(action).unwrap();
    }
    assert!(draft.is_complete(), "not complete at {:?}", draft.step());
    check_final(draft);
}

fn reveal() -> Turn {
    Turn {
        actor: Actor::Nobody,
        action: TurnAction::Reveal,
        scope: Scope::Own,
    }
}

/// A random format: mostly valid by construction (bans first, one per lineup, each team its
/// size in picks, maybe a swap last), sometimes with one turn changed at random.
fn random_format(rng: &mut ChaCha8Rng, mods: &ModSet) -> DraftFormat {
    let actors = [Actor::PlayerA, Actor::PlayerB];
    let scopes = [Scope::Own, Scope::Rival];
    let mut turns = Vec::new();
    if !mods.has(Mod::Carano) {
        let mut banned = Vec::new();
        for _ in 0..rng.random_range(0..=2) {
            let actor = *actors.choose(rng).unwrap();
            let scope = *scopes.choose(rng).unwrap();
            let lineup = scope.role_for(actor.role().unwrap());
            if !banned.contains(&lineup) {
                banned.push(lineup);
                turns.push(Turn {
                    actor,
                    action: TurnAction::Ban,
                    scope,
                });
            }
        }
        let mut need = [mods.team_size(), mods.team_size()];
        // Sometimes both players open with a pick each in secret, shown at once.
        if rng.random_bool(0.25) {
            need = need.map(|n| n - 1);
            turns.push(Turn {
                actor: Actor::Both,
                action: TurnAction::HiddenPick,
                scope: *scopes.choose(rng).unwrap(),
            });
            turns.push(reveal());
        }
        // A hidden pick whose reveal waits for the next turn (valid when that turn cannot meet
        // it; otherwise the format is refused, as the property expects).
        let mut reveal_after_next = false;
        while need.iter().any(|n| *n > 0) {
            let actor = *actors.choose(rng).unwrap();
            let scope = *scopes.choose(rng).unwrap();
            let team = usize::from(scope.role_for(actor.role().unwrap()) == Role::B);
            if need[team] > 0 {
                need[team] -= 1;
                let hidden = rng.random_bool(0.2);
                turns.push(Turn {
                    actor,
                    action: if hidden {
                        TurnAction::HiddenPick
                    } else {
                        TurnAction::Pick
                    },
                    scope,
                });
                if reveal_after_next {
                    turns.push(reveal());
                    reveal_after_next = false;
                }
                if hidden {
                    if rng.random_bool(0.5) {
                        reveal_after_next = true;
                    } else {
                        turns.push(reveal());
                    }
                }
            }
        }
        if reveal_after_next {
            turns.push(reveal());
        }
        if rng.random_bool(0.5) {
            turns.push(Turn {
                actor: Actor::Both,
                action: TurnAction::Swap,
                scope: *scopes.choose(rng).unwrap(),
            });
        }
    }
    if rng.random_bool(0.2) && !turns.is_empty() {
        let i = rng.random_range(0..turns.len());
        turns[i] = Turn {
            actor: *[Actor::PlayerA, Actor::PlayerB, Actor::Both, Actor::Nobody]
                .choose(rng)
                .unwrap(),
            action: *[
                TurnAction::Ban,
                TurnAction::Pick,
                TurnAction::Swap,
                TurnAction::HiddenPick,
                TurnAction::Reveal,
            ]
            .choose(rng)
            .unwrap(),
            scope: *scopes.choose(rng).unwrap(),
        };
    }
    DraftFormat {
        name: "random".to_owned(),
        turns,
    }
}

/// Whether the generated setup could start (and so was played out).
fn official_matches_the_mods_engine(seed: u64) -> bool {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup = random_setup(&mut rng);
    let Ok(mut draft) = Draft::new(catalog(), setup.clone()) else {
        return false;
    };
    let mods = draft.mods().clone();
    assert_eq!(draft.format(), &DraftFormat::official(&mods));
    assert_eq!(draft.format().pick_order(), mods.pick_order());
    play(&mut draft, &mut rng, |d| {
        assert_eq!(d.phase(), phase_by_mods(d), "{:?}", mods.mods());
    });
    // The official format given explicitly is the same draft.
    let explicit = Draft::replay_in_format(
        catalog(),
        setup,
        DraftFormat::official(&mods),
        draft.actions(),
    )
    .unwrap();
    assert_eq!(explicit, draft);
    true
}

/// Whether the random format was played out, and whether it had hidden picks (`None`: refused
/// before the draft started).
fn a_valid_format_plays_out(seed: u64) -> Option<bool> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let setup = random_setup(&mut rng);
    let Ok(mods) = ModSet::new(setup.version, &setup.mods) else {
        return None;
    };
    let format = random_format(&mut rng, &mods);
    let problems = format.problems(&mods);
    let mut draft = match Draft::new_in_format(catalog(), setup.clone(), format.clone()) {
        Ok(d) => d,
        Err(e) => {
            // A refusal is the format's problems, or Zlavin's lineups too alike.
            assert!(
                e.problems.iter().all(|p| match p {
                    SetupProblem::Format { problems: found } => found == &problems,
                    SetupProblem::LineupsTooAlikeForZlavin { .. } => true,
                    _ => false,
                }),
                "{e}"
            );
            assert!(!problems.is_empty() || mods.has(Mod::Zlavin), "{e}");
            return None;
        }
    };
    assert_eq!(problems, vec![], "started with problems");
    play(&mut draft, &mut rng, |_| {});
    let hidden = format.has_hidden_picks();
    let replayed = Draft::replay_in_format(catalog(), setup, format, draft.actions()).unwrap();
    assert_eq!(replayed, draft);
    Some(hidden)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn the_official_formats_walk_the_steps_the_mods_did(seed in any::<u64>()) {
        let _ = official_matches_the_mods_engine(seed);
    }

    #[test]
    fn any_valid_format_plays_out_to_complete_teams_and_replays(seed in any::<u64>()) {
        let _ = a_valid_format_plays_out(seed);
    }
}

#[test]
fn a_fixed_set_of_seeds_covers_the_official_orders_and_custom_formats() {
    // Deterministic companions to the properties above.
    let mut played = Vec::new();
    for seed in 0..40 {
        official_matches_the_mods_engine(seed);
        played.extend(a_valid_format_plays_out(seed));
    }
    // Both kinds of custom format were played out, with hidden picks and without.
    assert!(played.contains(&true), "{played:?}");
    assert!(played.contains(&false), "{played:?}");
}

#[test]
fn a_format_with_bans_from_own_lineups_and_rival_picks_runs() {
    // docs/rulings.md, "Draft formats": B bans first, each bans from their own lineup, and
    // Player A picks the whole of Player B's team while B picks A's, then a swap on the team
    // each drafted.
    let mods = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
    let ban = |actor| Turn {
        actor,
        action: TurnAction::Ban,
        scope: Scope::Own,
    };
    let pick = |actor| Turn {
        actor,
        action: TurnAction::Pick,
        scope: Scope::Rival,
    };
    let mut turns = vec![ban(Actor::PlayerB), ban(Actor::PlayerA)];
    turns.extend([pick(Actor::PlayerA); 4]);
    turns.extend([pick(Actor::PlayerB); 4]);
    turns.push(Turn {
        actor: Actor::Both,
        action: TurnAction::Swap,
        scope: Scope::Rival,
    });
    let format = DraftFormat {
        name: "Own bans, rival picks".to_owned(),
        turns,
    };
    assert_eq!(format.problems(&mods), vec![]);
    let mut draft = Draft::new_in_format(
        catalog(),
        setup(RulesetVersion::AglV1, &[], &CORE, &EXPANSIONS),
        format,
    )
    .unwrap();
    let a = draft.roles().unwrap().player_a;
    let b = a.other();
    let lineup = |seat: Seat| {
        if seat == Seat::First {
            CORE
        } else {
            EXPANSIONS
        }
    };
    assert_eq!(draft.waiting_for(), vec![b]);
    draft
        .apply(DraftAction::Ban {
            seat: b,
            character: id(lineup(b)[0]),
        })
        .unwrap();
    // A ban from the banner's own lineup.
    assert_eq!(draft.bans()[0].lineup_of, b);
    draft
        .apply(DraftAction::Ban {
            seat: a,
            character: id(lineup(a)[0]),
        })
        .unwrap();
    for i in 1..5 {
        let picked = draft
            .apply(DraftAction::Pick {
                seat: a,
                character: id(lineup(b)[i]),
            })
            .unwrap();
        assert!(matches!(picked, DraftEvent::Picked { pick, .. } if pick.team_of == b));
    }
    assert_eq!(draft.waiting_for(), vec![b]);
    assert_eq!(draft.picked_team(b).len(), 4);
}
