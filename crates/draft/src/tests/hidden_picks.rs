//! Hidden picks and reveals in an organizer's format (docs/rulings.md, "Hidden picks"): a pick
//! locked in secret with a commitment, shown to all at the format's next reveal turn, and never
//! before to the rival or a spectator, in views, lineup marks, choices or events.

use super::*;
use crate::commit::Committable;
use crate::format::{Actor, Scope, Turn, TurnAction};
use Seat::{First, Second};

fn turn(actor: Actor, action: TurnAction, scope: Scope) -> Turn {
    Turn {
        actor,
        action,
        scope,
    }
}

fn reveal() -> Turn {
    turn(Actor::Nobody, TurnAction::Reveal, Scope::Own)
}

/// Two bans, both players' hidden picks at once, a reveal, then the official order's picks
/// less one each, and a last hidden pick by Player A while Player B picks in the open.
fn two_bans_and_hidden_picks() -> DraftFormat {
    use Actor::{Both, PlayerA, PlayerB};
    use TurnAction::{Ban, HiddenPick, Pick};
    DraftFormat {
        name: "Blind opening".to_owned(),
        turns: vec![
            turn(PlayerA, Ban, Scope::Rival),
            turn(PlayerB, Ban, Scope::Rival),
            turn(Both, HiddenPick, Scope::Own),
            reveal(),
            turn(PlayerB, Pick, Scope::Own),
            turn(PlayerA, Pick, Scope::Own),
            turn(PlayerA, HiddenPick, Scope::Own),
            turn(PlayerB, Pick, Scope::Own),
            reveal(),
            turn(PlayerB, Pick, Scope::Own),
            turn(PlayerA, Pick, Scope::Own),
        ],
    }
}

fn salt(n: u8) -> String {
    format!("{n:02x}").repeat(16)
}

fn lock(seat: Seat, character: &str, n: u8) -> DraftAction {
    DraftAction::LockPick {
        seat,
        character: id(character),
        salt: salt(n),
    }
}

fn started() -> Draft {
    let plain = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
    assert_eq!(two_bans_and_hidden_picks().problems(&plain), vec![]);
    let mut draft = Draft::new_in_format(
        catalog(),
        setup(RulesetVersion::AglV1, &[], &CORE, &EXPANSIONS),
        two_bans_and_hidden_picks(),
    )
    .unwrap();
    assert_eq!(draft.roles().unwrap().player_a, First);
    draft.apply(ban(First, "valkyrie")).unwrap();
    draft.apply(ban(Second, "wild-bill")).unwrap();
    draft
}

fn ban(seat: Seat, c: &str) -> DraftAction {
    DraftAction::Ban {
        seat,
        character: id(c),
    }
}

fn pick(seat: Seat, c: &str) -> DraftAction {
    DraftAction::Pick {
        seat,
        character: id(c),
    }
}

/// Whether `viewer` is shown that `character` was picked anywhere: the picks, a team, an open
/// hidden pick, the lineup marks, its own choices.
fn shown(draft: &Draft, viewer: Viewer, character: &str) -> bool {
    let c = id(character);
    let view = draft.view(viewer);
    let in_picks = view.picks.iter().any(|p| p.character == c);
    let on_team = view.players.iter().any(|(_, p)| p.picked_team.contains(&c));
    let open = view
        .hidden_picks
        .iter()
        .any(|h| matches!(&h.pick, SecretView::Open { choice, .. } if *choice == c));
    let marked = Seat::BOTH.iter().any(|seat| {
        draft.lineup_status(*seat, viewer).iter().any(|o| {
            o.character == c
                && matches!(
                    o.unavailable,
                    Some(Unavailable::AlreadyOnTeam { .. } | Unavailable::HeldByRival { .. })
                )
        })
    });
    let chosen = match viewer {
        Viewer::Seat(seat) => match draft.options(seat).choice {
            SeatChoice::Pick { characters, .. } | SeatChoice::HiddenPick { characters, .. } => {
                characters.iter().any(|o| {
                    o.character == c
                        && matches!(o.unavailable, Some(Unavailable::AlreadyOnTeam { .. }))
                })
            }
            _ => false,
        },
        Viewer::Organizer | Viewer::Public => false,
    };
    in_picks || on_team || open || marked || chosen
}

#[test]
fn both_players_pick_in_secret_and_the_reveal_shows_both_at_once() {
    // docs/rulings.md, "Hidden picks": each lock is secret until the format's reveal.
    let mut draft = started();
    assert_eq!(draft.step(), Step::HiddenPick);
    assert_eq!(draft.waiting_for(), vec![First, Second]);
    assert!(!Step::HiddenPick.is_public());

    let event = draft.apply(lock(First, "gata", 1)).unwrap();
    // The event says only that a lock was made.
    let DraftEvent::PickLocked { seat, commitment } = &event else {
        panic!("{event:?}");
    };
    assert_eq!(*seat, First);
    assert!(!serde_json::to_string(&event).unwrap().contains("gata"));
    assert_eq!(
        *commitment,
        id("gata").commitment(&Salt::new(salt(1)).unwrap())
    );
    assert_eq!(draft.waiting_for(), vec![Second]);
    // Hidden from the rival and a spectator everywhere; open to the drafter and organizer.
    assert!(!shown(&draft, Viewer::Seat(Second), "gata"));
    assert!(!shown(&draft, Viewer::Public, "gata"));
    assert!(shown(&draft, Viewer::Seat(First), "gata"));
    assert!(shown(&draft, Viewer::Organizer, "gata"));
    let rival = draft.view(Viewer::Seat(Second));
    assert_eq!(rival.picks, vec![]);
    assert!(matches!(
        rival.hidden_picks.as_slice(),
        [HiddenPickView {
            seat: First,
            team_of: First,
            pick: SecretView::Locked { .. }
        }]
    ));
    // The rival's own choice is untouched by it.
    let SeatChoice::HiddenPick {
        team_of,
        characters,
        locked,
    } = draft.options(Second).choice
    else {
        panic!()
    };
    assert_eq!((team_of, locked), (Second, false));
    assert!(characters
        .iter()
        .all(|o| o.character == id("valkyrie") || o.unavailable.is_none()));
    // A second lock of the same seat in the turn is refused.
    assert_eq!(
        draft.clone().apply(lock(First, "8-ball", 2)).unwrap_err(),
        Refusal::AlreadyLocked {
            seat: First,
            step: Step::HiddenPick
        }
    );

    let event = draft.apply(lock(Second, "hannibal", 3)).unwrap();
    let DraftEvent::PicksRevealed { seat, picks, .. } = event else {
        panic!("{event:?}");
    };
    assert_eq!(seat, Second);
    assert_eq!(
        picks
            .iter()
            .map(|p| p.character.as_str())
            .collect::<Vec<_>>(),
        vec!["gata", "hannibal"]
    );
    for viewer in [Viewer::Seat(Second), Viewer::Public, Viewer::Seat(First)] {
        assert!(shown(&draft, viewer, "gata"), "{viewer:?}");
        assert!(shown(&draft, viewer, "hannibal"), "{viewer:?}");
        // Each revealed lock can be checked against its commitment.
        for hidden in draft.view(viewer).hidden_picks {
            let SecretView::Open {
                choice,
                salt,
                commitment,
            } = hidden.pick
            else {
                panic!("{viewer:?}")
            };
            assert_eq!(choice.commitment(&salt), commitment);
        }
    }
    assert_eq!(draft.step(), Step::Pick);
    assert_eq!(draft.waiting_for(), vec![Second]);
}

#[test]
fn a_lock_is_undone_only_in_its_open_turn_and_never_across_a_reveal() {
    // docs/rulings.md, "Hidden picks" and "What can be undone".
    let mut draft = started();
    draft.apply(lock(First, "gata", 1)).unwrap();
    let undone = draft.apply(DraftAction::Undo { seat: First }).unwrap();
    assert_eq!(
        undone,
        DraftEvent::Undone {
            seat: First,
            undone: Undone::PickLock
        }
    );
    assert_eq!(draft.view(Viewer::Organizer).hidden_picks, vec![]);
    assert_eq!(draft.waiting_for(), vec![First, Second]);
    // A lock's salt is never used again, undone or not.
    assert!(matches!(
        draft.clone().apply(lock(First, "8-ball", 1)),
        Err(Refusal::SaltReused {
            earlier: ActionKind::LockPick,
            revealed: false,
            ..
        })
    ));
    draft.apply(lock(Second, "hannibal", 2)).unwrap();
    draft.apply(lock(First, "8-ball", 3)).unwrap();
    assert_eq!(draft.step(), Step::Pick);
    // Player B's pick, just revealed, cannot be taken back to pick again knowing A's.
    assert_eq!(
        draft.clone().apply(DraftAction::Undo { seat: Second }),
        Err(Refusal::NothingToUndo { seat: Second })
    );
    assert!(matches!(
        draft.clone().apply(lock(Second, "laxmee", 4)),
        Err(Refusal::WrongStep {
            action: ActionKind::LockPick,
            step: Step::Pick
        })
    ));
}

#[test]
fn a_hidden_pick_stays_secret_while_the_rival_picks_for_the_other_team() {
    // docs/rulings.md, "Hidden picks": Player B picks in the open for B's team before A's
    // hidden pick is revealed; nothing of it reaches B or the table until the reveal.
    let mut draft = started();
    draft.apply(lock(First, "gata", 1)).unwrap();
    draft.apply(lock(Second, "hannibal", 2)).unwrap();
    draft.apply(pick(Second, "laxmee")).unwrap();
    draft.apply(pick(First, "8-ball")).unwrap();
    assert_eq!(draft.step(), Step::HiddenPick);
    assert_eq!(draft.waiting_for(), vec![First]);
    assert_eq!(
        draft.clone().apply(lock(Second, "kozmo", 3)).unwrap_err(),
        Refusal::NotYourTurn {
            seat: Second,
            step: Step::HiddenPick
        }
    );
    let event = draft.apply(lock(First, "hexx3r", 4)).unwrap();
    assert!(matches!(event, DraftEvent::PickLocked { .. }));
    assert_eq!(draft.step(), Step::Pick);
    assert_eq!(draft.waiting_for(), vec![Second]);
    for viewer in [Viewer::Seat(Second), Viewer::Public] {
        assert!(!shown(&draft, viewer, "hexx3r"), "{viewer:?}");
        assert_eq!(draft.view(viewer).players.first.picked_team.len(), 2);
    }
    // Its drafter may not take it back now that the turn is over: the undo would name it.
    assert_eq!(
        draft.clone().apply(DraftAction::Undo { seat: First }),
        Err(Refusal::NothingToUndo { seat: First })
    );
    // Player B's public pick passes the reveal: its event names what the reveal showed.
    let event = draft.apply(pick(Second, "kozmo")).unwrap();
    let DraftEvent::Picked { revealed, .. } = event else {
        panic!("{event:?}")
    };
    assert_eq!(revealed.len(), 1);
    assert_eq!(revealed[0].character, id("hexx3r"));
    assert!(shown(&draft, Viewer::Public, "hexx3r"));
    draft.apply(pick(Second, "murtair")).unwrap();
    draft.apply(pick(First, "major-lunah")).unwrap();
    assert_eq!(draft.step(), Step::Deck);
    let teams = draft.final_teams().unwrap();
    assert_eq!(
        teams.first,
        ids(&["gata", "8-ball", "hexx3r", "major-lunah"])
    );
    assert_eq!(
        teams.second,
        ids(&["hannibal", "laxmee", "kozmo", "murtair"])
    );
    // The whole draft replays exactly from its actions.
    let again = Draft::replay_in_format(
        catalog(),
        draft.setup().clone(),
        two_bans_and_hidden_picks(),
        draft.actions(),
    )
    .unwrap();
    assert_eq!(again, draft);
}

#[test]
fn a_format_reveals_each_hidden_pick_before_anything_could_meet_it() {
    // docs/rulings.md, "Hidden picks": the format's own checks, each with its turn.
    use Actor::{Both, PlayerA, PlayerB};
    use TurnAction::{HiddenPick, Pick};
    let plain = ModSet::new(RulesetVersion::AglV1, &[]).unwrap();
    let zlavin = ModSet::new(RulesetVersion::AglV1, &[Mod::Zlavin]).unwrap();
    let with = |turns: Vec<Turn>| DraftFormat {
        name: "f".to_owned(),
        turns,
    };
    let rest = |turns: &mut Vec<Turn>| {
        turns.extend([turn(PlayerA, Pick, Scope::Own); 3]);
        turns.extend([turn(PlayerB, Pick, Scope::Own); 3]);
    };
    // The rival picking for the same team before the reveal.
    let mut turns = vec![
        turn(PlayerA, HiddenPick, Scope::Own),
        turn(PlayerB, Pick, Scope::Rival),
        reveal(),
    ];
    turns.extend([turn(PlayerA, Pick, Scope::Own); 2]);
    turns.extend([turn(PlayerB, Pick, Scope::Own); 4]);
    assert_eq!(
        with(turns).problems(&plain),
        vec![FormatProblem::HiddenPickNotYetRevealed {
            turn: 1,
            hidden_turn: 0
        }]
    );
    // Its own drafter picking in the open for the same team: the table would see the mark.
    let mut turns = vec![
        turn(PlayerA, HiddenPick, Scope::Own),
        turn(PlayerA, Pick, Scope::Own),
        reveal(),
    ];
    turns.extend([turn(PlayerA, Pick, Scope::Own); 2]);
    turns.extend([turn(PlayerB, Pick, Scope::Own); 4]);
    assert_eq!(
        with(turns).problems(&plain),
        vec![FormatProblem::HiddenPickNotYetRevealed {
            turn: 1,
            hidden_turn: 0
        }]
    );
    // The same drafter's second hidden pick for the same team is fine.
    let mut turns = vec![
        turn(PlayerA, HiddenPick, Scope::Own),
        turn(PlayerA, HiddenPick, Scope::Own),
        reveal(),
    ];
    turns.extend([turn(PlayerA, Pick, Scope::Own); 2]);
    turns.extend([turn(PlayerB, Pick, Scope::Own); 4]);
    assert_eq!(with(turns.clone()).problems(&plain), vec![]);
    // Under Zlavin a character serves one team: the rival may not pick for either team.
    let mut under_zlavin = vec![
        turn(PlayerA, HiddenPick, Scope::Own),
        turn(PlayerB, Pick, Scope::Own),
        reveal(),
    ];
    rest(&mut under_zlavin);
    assert_eq!(with(under_zlavin.clone()).problems(&plain), vec![]);
    assert_eq!(
        with(under_zlavin).problems(&zlavin),
        vec![FormatProblem::HiddenPickNotYetRevealed {
            turn: 1,
            hidden_turn: 0
        }]
    );
    let mut both = vec![turn(Both, HiddenPick, Scope::Own), reveal()];
    rest(&mut both);
    assert_eq!(with(both.clone()).problems(&plain), vec![]);
    assert_eq!(
        with(both).problems(&zlavin),
        vec![FormatProblem::HiddenPicksMayMeetUnderZlavin { turn: 0 }]
    );
    // Never revealed; a reveal with nothing to show; a reveal made by a player.
    let mut never = vec![turn(Both, HiddenPick, Scope::Own)];
    rest(&mut never);
    never.insert(0, reveal());
    never.push(turn(PlayerA, TurnAction::Reveal, Scope::Own));
    never.push(turn(Actor::Nobody, Pick, Scope::Own));
    let mut expected = vec![FormatProblem::NothingToReveal { turn: 0 }];
    // Every public pick before a reveal is one too soon.
    expected.extend((2..8).map(|turn| FormatProblem::HiddenPickNotYetRevealed {
        turn,
        hidden_turn: 1,
    }));
    expected.extend([
        FormatProblem::ActorCannotAct {
            turn: 8,
            actor: PlayerA,
            action: TurnAction::Reveal,
        },
        FormatProblem::ActorCannotAct {
            turn: 9,
            actor: Actor::Nobody,
            action: Pick,
        },
        FormatProblem::HiddenPickNeverRevealed { turn: 1 },
    ]);
    assert_eq!(with(never).problems(&plain), expected);
    // A swap before the reveal.
    let mut swap = vec![turn(Both, HiddenPick, Scope::Own)];
    rest(&mut swap);
    swap[1..].iter_mut().for_each(|t| t.action = HiddenPick);
    swap.push(turn(Both, TurnAction::Swap, Scope::Own));
    let problems = with(swap).problems(&plain);
    assert!(problems.contains(&FormatProblem::HiddenPickNotYetRevealed {
        turn: 7,
        hidden_turn: 0
    }));
}

#[test]
fn a_hidden_pick_reads_and_writes_in_the_format_file() {
    // docs/formats.md, "Draft formats": "hidden-pick", "reveal" and the actor "nobody"; a
    // reveal's scope may be left out.
    let format = two_bans_and_hidden_picks();
    let text = format.to_json();
    assert!(text.contains("\"action\":\"hidden-pick\""), "{text}");
    assert!(
        text.contains("{\"actor\":\"nobody\",\"action\":\"reveal\""),
        "{text}"
    );
    assert_eq!(DraftFormat::read_json(&text), Ok(format));
    let short = text.replace(
        "{\"actor\":\"nobody\",\"action\":\"reveal\",\"scope\":\"own\"}",
        "{\"actor\":\"nobody\",\"action\":\"reveal\"}",
    );
    assert_ne!(short, text);
    assert_eq!(
        DraftFormat::read_json(&short),
        Ok(two_bans_and_hidden_picks())
    );
}

#[test]
fn an_expired_hidden_pick_draws_a_legal_lock_from_the_locks_own_salt() {
    // docs/rulings.md, "The pace clock": a pick is required, so one is drawn; in secret, as the
    // swap's is, so the expiry tells nobody what was locked.
    let draft = started();
    let salt = Salt::new(salt(9)).unwrap();
    let action = crate::expiry_action(&draft, First, 77, &salt).unwrap();
    let DraftAction::LockPick { seat, .. } = &action else {
        panic!("{action:?}")
    };
    assert_eq!(*seat, First);
    let mut after = draft.clone();
    let event = after.apply(action).unwrap();
    assert!(matches!(event, DraftEvent::PickLocked { .. }));
    // Another salt may draw another character: the seed alone does not say which.
    let draws: std::collections::BTreeSet<String> = (10..40u8)
        .filter_map(|n| crate::expiry_action(&draft, First, 77, &Salt::new(self::salt(n)).unwrap()))
        .map(|a| {
            format!("{a:?}")
                .split("salt")
                .next()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    assert!(draws.len() > 1, "{draws:?}");
}

#[test]
fn a_finished_draft_with_hidden_picks_replays_with_each_lock_secret_until_its_reveal() {
    // docs/rulings.md, "Replaying a finished draft" and "Hidden picks": the replay shows public
    // views only, so a lock's step names no character; the format's own turns cite the ruling
    // on formats, not a Mod.
    use rand::SeedableRng;
    let mut draft = started();
    draft.apply(lock(First, "gata", 1)).unwrap();
    draft.apply(lock(Second, "hannibal", 2)).unwrap();
    for action in [
        pick(Second, "laxmee"),
        pick(First, "8-ball"),
        lock(First, "hexx3r", 3),
        pick(Second, "kozmo"),
        pick(Second, "murtair"),
        pick(First, "major-lunah"),
    ] {
        draft.apply(action).unwrap();
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for (seat, n) in [(First, 4), (Second, 5)] {
        let SeatChoice::Deck { team, rule, .. } = draft.options(seat).choice else {
            panic!()
        };
        let ids: Vec<CharacterId> = team.into_iter().map(|c| c.character).collect();
        draft
            .apply(DraftAction::LockDeck {
                seat,
                deck: super::playouts::random_deck(&mut rng, &ids, &rule),
                salt: salt(n),
            })
            .unwrap();
    }
    assert!(draft.is_complete());
    let replay = crate::replay_steps(catalog(), &draft).unwrap();
    let step = |n: usize| &replay.steps[n];
    // Steps 3 and 4 are the two locks; 7 is Ana's lock while Bo picks in the open.
    assert_eq!(step(2).action, ActionKind::LockPick);
    assert_eq!(step(2).clause, Clause::RulingDraftFormats);
    assert_eq!(step(0).clause, Clause::RulingDraftFormats, "a format's ban");
    let shows = |view: &DraftView, c: &str| view.picks.iter().any(|p| p.character == id(c));
    assert!(!shows(&step(2).view, "gata"));
    assert!(shows(&step(3).view, "gata") && shows(&step(3).view, "hannibal"));
    assert!(!shows(&step(6).view, "hexx3r"));
    assert_eq!(step(7).action, ActionKind::Pick);
    assert!(
        shows(&step(7).view, "hexx3r"),
        "Bo's pick passes the reveal"
    );
    assert!(!serde_json::to_string(&step(6).event)
        .unwrap()
        .contains("hexx3r"));
}
