//! Tests of the rulings in docs/rulings.md, section "hexadraft-draft": where the rules are
//! silent or ambiguous.

use super::*;
use Seat::{First, Second};

fn lock_swap(seat: Seat, swap: SwapChoice, n: u8) -> DraftAction {
    DraftAction::LockSwap {
        seat,
        swap,
        salt: salt(n),
    }
}

fn replace(remove: &str, add: &str) -> SwapChoice {
    SwapChoice::Replace {
        remove: id(remove),
        add: id(add),
    }
}

/// The second seat's lineup sharing gata and hexx3r with CORE.
const SHARING_TWO: [&str; 8] = [
    "valkyrie",
    "hannibal",
    "laxmee",
    "senor-massacre",
    "padre-mendoza",
    "murtair",
    "gata",
    "hexx3r",
];

#[test]
fn vassily_with_zlavin_cannot_swap_in_a_character_the_rival_holds() {
    // Ruling "Vassily with Zlavin".
    let mut draft = new(setup(
        RulesetVersion::AglV1,
        &[Mod::Vassily, Mod::Zlavin],
        &CORE,
        &SHARING_TWO,
    ));
    apply_all(
        &mut draft,
        &[
            pick(First, "miyamoto-mushashi"),
            pick(Second, "valkyrie"),
            pick(Second, "hannibal"),
            pick(First, "wild-bill"),
            pick(First, "gata"),
            pick(Second, "laxmee"),
            pick(Second, "senor-massacre"),
            pick(First, "8-ball"),
        ],
    );
    let mut copy = draft.clone();
    let r = copy
        .apply(lock_swap(Second, replace("valkyrie", "gata"), 1))
        .unwrap_err();
    assert_eq!(
        r,
        Refusal::SwapInUnavailable {
            character: id("gata"),
            reason: Unavailable::HeldByRival { holder: First }
        }
    );
    assert_eq!(r.clause(), Clause::RulingVassilyWithZlavin);
    // Both bring in hexx3r, held by neither team: the swaps cancel each other.
    apply_all(
        &mut draft,
        &[lock_swap(First, replace("gata", "hexx3r"), 1)],
    );
    let event = draft
        .apply(lock_swap(Second, replace("valkyrie", "hexx3r"), 2))
        .unwrap();
    assert!(matches!(
        event,
        DraftEvent::SwapsRevealed { void: true, .. }
    ));
    let teams = draft.final_teams().unwrap();
    assert_eq!(
        teams.first,
        ids(&["miyamoto-mushashi", "wild-bill", "gata", "8-ball"])
    );
    assert_eq!(
        teams.second,
        ids(&["valkyrie", "hannibal", "laxmee", "senor-massacre"])
    );
    assert!(draft.view(Viewer::Public).swaps_void);
}

#[test]
fn without_zlavin_both_swaps_may_bring_in_the_same_character() {
    let mut draft = new(setup(
        RulesetVersion::AglV1,
        &[Mod::Vassily],
        &CORE,
        &SHARING_TWO,
    ));
    apply_all(
        &mut draft,
        &[
            pick(First, "miyamoto-mushashi"),
            pick(Second, "valkyrie"),
            pick(Second, "hannibal"),
            pick(First, "wild-bill"),
            pick(First, "gata"),
            pick(Second, "laxmee"),
            pick(Second, "senor-massacre"),
            pick(First, "8-ball"),
            lock_swap(First, replace("gata", "hexx3r"), 1),
            lock_swap(Second, replace("valkyrie", "hexx3r"), 2),
        ],
    );
    let teams = draft.final_teams().unwrap();
    assert!(teams.first.contains(&id("hexx3r")) && teams.second.contains(&id("hexx3r")));
}

#[test]
fn vassily_with_semy_the_drafter_swaps_on_the_team_they_built() {
    // Ruling "Vassily with Semy": the player who chose the four holds their Initiative cards.
    let mut draft = new(v1(&[Mod::Vassily, Mod::Semy]));
    apply_all(
        &mut draft,
        &[
            pick(First, EXPANSIONS[0]),
            pick(Second, CORE[0]),
            pick(Second, CORE[1]),
            pick(First, EXPANSIONS[1]),
            pick(First, EXPANSIONS[2]),
            pick(Second, CORE[2]),
            pick(Second, CORE[3]),
            pick(First, EXPANSIONS[3]),
        ],
    );
    match draft.options(First).choice {
        SeatChoice::Swap { team_of, team, .. } => {
            assert_eq!(team_of, Second);
            assert_eq!(team, ids(&EXPANSIONS[..4]));
        }
        other => panic!("{other:?}"),
    }
    let mut copy = draft.clone();
    assert_eq!(
        copy.apply(lock_swap(First, replace("gata", "hexx3r"), 1))
            .unwrap_err(),
        Refusal::SwapOutNotOnTeam {
            character: id("gata"),
            team_of: Second
        }
    );
    apply_all(
        &mut draft,
        &[
            lock_swap(First, replace("valkyrie", "murtair"), 1),
            lock_swap(Second, SwapChoice::Keep, 2),
        ],
    );
    let teams = draft.final_teams().unwrap();
    assert_eq!(
        teams.second,
        ids(&["murtair", "hannibal", "laxmee", "senor-massacre"])
    );
    assert_eq!(teams.first, ids(&CORE[..4]));
}

#[test]
fn semy_with_koorie_queen_bans_follow_the_koorie_queen_text() {
    // Ruling "Semy with Koorie Queen": Player A bans from Player B's lineup, which is the lineup
    // Player A then drafts from.
    let mut draft = new(v1(&[Mod::Semy, Mod::KoorieQueen]));
    apply_all(&mut draft, &[ban(First, "valkyrie"), ban(Second, "gata")]);
    let mut copy = draft.clone();
    assert_eq!(
        copy.apply(pick(First, "valkyrie")).unwrap_err(),
        Refusal::CharacterUnavailable {
            character: id("valkyrie"),
            reason: Unavailable::Banned { lineup_of: Second }
        }
    );
    apply_all(&mut draft, &[pick(First, "kozmo")]);
    let mut copy = draft.clone();
    assert_eq!(
        copy.apply(pick(Second, "gata")).unwrap_err(),
        Refusal::CharacterUnavailable {
            character: id("gata"),
            reason: Unavailable::Banned { lineup_of: First }
        }
    );
}

#[test]
fn a_ban_closes_the_character_in_the_banned_lineup_only() {
    // Ruling "Koorie Queen bans one lineup": the ban is "from Player B's Starting Lineup".
    let mut draft = new(setup(
        RulesetVersion::AglV1,
        &[Mod::KoorieQueen],
        &CORE,
        &CORE,
    ));
    apply_all(
        &mut draft,
        &[
            ban(First, "gata"),
            ban(Second, "hexx3r"),
            pick(First, "gata"),
        ],
    );
    assert_eq!(draft.picked_team(First), ids(&["gata"]));
}

#[test]
fn semy_with_zlavin_keeps_the_two_teams_apart() {
    // Ruling "Semy with Zlavin": what one player chose (for the rival's team) is blocked for the
    // rival's choices (for the first player's team).
    let mut draft = new(setup(
        RulesetVersion::AglV1,
        &[Mod::Semy, Mod::Zlavin],
        &CORE,
        &CORE,
    ));
    apply_all(&mut draft, &[pick(First, "gata")]);
    assert_eq!(draft.picked_team(Second), ids(&["gata"]));
    let mut copy = draft.clone();
    assert_eq!(
        copy.apply(pick(Second, "gata")).unwrap_err(),
        Refusal::CharacterUnavailable {
            character: id("gata"),
            reason: Unavailable::HeldByRival { holder: Second }
        }
    );
}

#[test]
fn final_boss_with_koorie_queen_picks_six_of_the_seven_left() {
    // Ruling "Final Boss with Koorie Queen and Zlavin": one ban per lineup, six of the seven left.
    let mut draft = new(s2(&[Mod::FinalBoss, Mod::KoorieQueen]));
    apply_all(&mut draft, &[ban(First, "murtair"), ban(Second, "gata")]);
    let SeatChoice::Pick { characters, .. } = draft.options(First).choice else {
        panic!()
    };
    assert_eq!(
        characters
            .iter()
            .filter(|c| c.unavailable.is_none())
            .count(),
        7
    );
    let a: Vec<&str> = CORE.iter().copied().filter(|c| *c != "gata").collect();
    let b: Vec<&str> = EXPANSIONS
        .iter()
        .copied()
        .filter(|c| *c != "murtair")
        .collect();
    let order = [
        First, Second, Second, First, First, Second, Second, First, First, Second, Second, First,
    ];
    let mut next = BySeat::new(0usize, 0usize);
    for seat in order {
        let lineup = if seat == First { &a } else { &b };
        draft.apply(pick(seat, lineup[*next.get(seat)])).unwrap();
        *next.get_mut(seat) += 1;
    }
    assert_eq!(draft.picked_team(First).len(), 6);
    assert_eq!(draft.step(), Step::Deck);
}

#[test]
fn under_zlavin_a_pick_that_would_strand_a_team_is_refused() {
    // Ruling "Zlavin: every team must stay completable". Lineups share gata and hexx3r; after
    // the bans each player has exactly 7 open characters for 6 places and the union is exactly
    // 12, so one player taking both shared characters would leave the other 5 for 6 places.
    let mut draft = new(setup(
        RulesetVersion::AglSeason2,
        &[Mod::FinalBoss, Mod::Zlavin, Mod::KoorieQueen],
        &CORE,
        &SHARING_TWO,
    ));
    apply_all(
        &mut draft,
        &[
            ban(First, "valkyrie"),
            ban(Second, "miyamoto-mushashi"),
            pick(First, "gata"),
            pick(Second, "hannibal"),
            pick(Second, "laxmee"),
        ],
    );
    let r = refusal(&mut draft, pick(First, "hexx3r"));
    assert_eq!(
        r,
        Refusal::CharacterUnavailable {
            character: id("hexx3r"),
            reason: Unavailable::WouldLeaveTeamsIncomplete { team_size: 6 }
        }
    );
    assert_eq!(r.clause(), Clause::RulingZlavinCompletion);
    let SeatChoice::Pick { characters, .. } = draft.options(First).choice else {
        panic!()
    };
    let hexx3r = characters
        .iter()
        .find(|c| c.character == id("hexx3r"))
        .unwrap();
    assert_eq!(
        hexx3r.unavailable,
        Some(Unavailable::WouldLeaveTeamsIncomplete { team_size: 6 })
    );
    // The draft can always be finished: play it out with the first legal pick.
    while draft.step() == Step::Pick {
        let seat = draft.waiting_for()[0];
        let next = draft
            .legal_actions(seat, &Salt::new(salt(0)).unwrap())
            .into_iter()
            .find(|a| matches!(a, DraftAction::Pick { .. }))
            .unwrap();
        draft.apply(next).unwrap();
    }
    let teams = draft.final_teams().unwrap();
    assert_eq!(teams.first.len(), 6);
    assert_eq!(teams.second.len(), 6);
    assert!(teams.first.iter().all(|c| !teams.second.contains(c)));
}

#[test]
fn under_zlavin_a_ban_that_would_strand_a_team_is_refused() {
    // Ruling "Zlavin: every team must stay completable". Three shared characters: after A bans
    // a character only B has, the union is exactly 12, so B may only ban a shared character.
    let second = [
        "valkyrie",
        "hannibal",
        "laxmee",
        "senor-massacre",
        "padre-mendoza",
        "gata",
        "hexx3r",
        "parvati",
    ];
    let mut draft = new(setup(
        RulesetVersion::AglSeason2,
        &[Mod::FinalBoss, Mod::Zlavin, Mod::KoorieQueen],
        &CORE,
        &second,
    ));
    apply_all(&mut draft, &[ban(First, "valkyrie")]);
    assert_eq!(
        refusal(&mut draft, ban(Second, "miyamoto-mushashi")),
        Refusal::CharacterUnavailable {
            character: id("miyamoto-mushashi"),
            reason: Unavailable::WouldLeaveTeamsIncomplete { team_size: 6 }
        }
    );
    let legal: Vec<DraftAction> = draft
        .legal_actions(Second, &Salt::new(salt(0)).unwrap())
        .into_iter()
        .filter(|a| matches!(a, DraftAction::Ban { .. }))
        .collect();
    assert_eq!(
        legal,
        vec![
            ban(Second, "gata"),
            ban(Second, "hexx3r"),
            ban(Second, "parvati")
        ]
    );
}

#[test]
fn under_zlavin_lineups_too_alike_for_two_teams_are_refused_at_setup() {
    // Ruling "Zlavin: every team must stay completable": twelve different characters cannot
    // come from two identical lineups of eight.
    let err = Draft::new(
        catalog(),
        setup(
            RulesetVersion::AglSeason2,
            &[Mod::FinalBoss, Mod::Zlavin],
            &CORE,
            &CORE,
        ),
    )
    .unwrap_err();
    assert_eq!(
        err.problems,
        vec![SetupProblem::LineupsTooAlikeForZlavin {
            shared: ids(&CORE),
            team_size: 6
        }]
    );
    // Four a side from eight shared characters is possible.
    assert!(Draft::new(
        catalog(),
        setup(
            RulesetVersion::AglV1,
            &[Mod::Zlavin, Mod::KoorieQueen],
            &CORE,
            &CORE
        )
    )
    .is_ok());
}

#[test]
fn final_boss_lineups_sharing_five_or_more_characters_cannot_be_drafted_under_zlavin() {
    // Ruling "Zlavin: every team must stay completable"; AGL S2, Mod Final Boss, "Formar los
    // equipos": two teams of six with no character in common need twelve different characters,
    // so two lineups of eight may share at most four. The event asks this before pairing.
    let fb_zlavin =
        ModSet::new(RulesetVersion::AglSeason2, &[Mod::FinalBoss, Mod::Zlavin]).unwrap();
    let fb_kq_zlavin = ModSet::new(
        RulesetVersion::AglSeason2,
        &[Mod::FinalBoss, Mod::Zlavin, Mod::KoorieQueen],
    )
    .unwrap();
    let sharing = |n: usize| -> Vec<CharacterId> {
        CORE.iter()
            .take(n)
            .chain(EXPANSIONS.iter().take(8 - n))
            .map(|c| id(c))
            .collect()
    };
    for mods in [&fb_zlavin, &fb_kq_zlavin] {
        for n in 0..=8 {
            let found = lineups_too_alike(mods, &ids(&CORE), &sharing(n));
            if n >= 5 {
                assert_eq!(found, Some(ids(&CORE[..n])), "{n} shared");
                // The draft refuses exactly these setups.
                let refused = Draft::new(
                    catalog(),
                    DraftSetup {
                        mods: mods.mods().to_vec(),
                        ..setup(RulesetVersion::AglSeason2, &[], &CORE, &CORE)
                    },
                );
                assert!(refused.is_err());
            } else {
                assert_eq!(found, None, "{n} shared");
            }
        }
    }
    // Without Zlavin any two lineups can be drafted; with teams of four they always can.
    let fb = ModSet::new(RulesetVersion::AglSeason2, &[Mod::FinalBoss]).unwrap();
    assert_eq!(lineups_too_alike(&fb, &ids(&CORE), &ids(&CORE)), None);
    let zlavin = ModSet::new(RulesetVersion::AglSeason2, &[Mod::Zlavin]).unwrap();
    assert_eq!(lineups_too_alike(&zlavin, &ids(&CORE), &ids(&CORE)), None);
}

#[test]
fn tied_totals_leave_the_underdog_undetermined() {
    // Ruling "Underdog ties and unknown Initiative". 4+4+5+5 = 18 on both sides.
    let mut draft = new(v1(&[]));
    apply_all(
        &mut draft,
        &[
            pick(First, "8-ball"),
            pick(Second, "padre-mendoza"),
            pick(Second, "kozmo"),
            pick(First, "parvati"),
            pick(First, "hexx3r"),
            pick(Second, "valkyrie"),
            pick(Second, "hannibal"),
            pick(First, "major-lunah"),
        ],
    );
    let u = draft.underdog().unwrap();
    assert_eq!(u.by_initiative, UnderdogByInitiative::Tied { total: 18 });
    assert_eq!(u.first_round_token, None);
    assert!(u.note.contains("undetermined"));
}

#[test]
fn an_unknown_initiative_leaves_the_underdog_undetermined() {
    // Ruling "Underdog ties and unknown Initiative": the catalog does not know Bachmann's.
    let second = [
        "bachmann",
        "hannibal",
        "laxmee",
        "senor-massacre",
        "padre-mendoza",
        "murtair",
        "kozmo",
        "taowu",
    ];
    let mut draft = new(with_sponsors(
        setup(RulesetVersion::AglV1, &[], &CORE, &second),
        "oxyd",
        "keller-resources",
    ));
    apply_all(
        &mut draft,
        &[
            pick(First, "8-ball"),
            pick(Second, "bachmann"),
            pick(Second, "kozmo"),
            pick(First, "parvati"),
            pick(First, "hexx3r"),
            pick(Second, "taowu"),
            pick(Second, "hannibal"),
            pick(First, "major-lunah"),
        ],
    );
    let u = draft.underdog().unwrap();
    assert_eq!(
        u.by_initiative,
        UnderdogByInitiative::Unknown {
            missing: ids(&["bachmann"])
        }
    );
    assert_eq!(u.totals, BySeat::new(Some(18), None));
    // Keller still gives its holder the first-round token.
    assert_eq!(u.first_round_token, Some(Second));
}

#[test]
fn carano_with_accesstel_works_as_in_any_round() {
    // Ruling "Carano and Accesstel": decks are still secret each round, so Accesstel applies.
    let mut draft = new(with_sponsors(
        setup(
            RulesetVersion::AglSeason2,
            &[Mod::Carano],
            &CORE[..4],
            &EXPANSIONS[..4],
        ),
        "oxyd",
        "accesstel",
    ));
    lock_decks(&mut draft);
    assert_eq!(draft.step(), Step::Accesstel);
    assert_eq!(draft.waiting_for(), vec![Second]);
    apply_all(
        &mut draft,
        &[DraftAction::NameAccesstelTarget {
            seat: Second,
            character: id("gata"),
        }],
    );
    assert!(draft.is_complete());
}

#[test]
fn two_accesstel_holders_name_in_either_order() {
    let mut draft = new(with_sponsors(v1(&[]), "accesstel", "accesstel"));
    apply_all(&mut draft, &standard_picks());
    lock_decks(&mut draft);
    assert_eq!(draft.waiting_for(), vec![First, Second]);
    apply_all(
        &mut draft,
        &[
            DraftAction::NameAccesstelTarget {
                seat: Second,
                character: id("gata"),
            },
            DraftAction::NameAccesstelTarget {
                seat: First,
                character: id("valkyrie"),
            },
        ],
    );
    assert!(draft.is_complete());
    let mut copy = draft.clone();
    assert!(copy
        .apply(DraftAction::NameAccesstelTarget {
            seat: First,
            character: id("hannibal"),
        })
        .is_err());
}

#[test]
fn two_vissiorama_holders_cancel_each_other() {
    // Ruling "Two Vissiorama holders".
    let draft = new(with_sponsors(v1(&[]), "vissiorama", "vissiorama"));
    let view = draft.view(Viewer::Public);
    assert!(!view.players.first.sponsor.effective);
    assert!(!view.players.second.sponsor.effective);
    assert_eq!(draft.effective_sponsor_rule(First), None);
}

// ----- secret choices: a salt serves one lock only ---------------------------------------------

/// A Vassily draft after the picks, both swaps locked (and so revealed) with salts 0x51, 0x52.
fn swaps_revealed() -> Draft {
    let mut draft = new(v1(&[Mod::Vassily]));
    apply_all(&mut draft, &standard_picks());
    apply_all(
        &mut draft,
        &[
            lock_swap(First, replace(CORE[0], CORE[4]), 0x51),
            lock_swap(Second, SwapChoice::Keep, 0x52),
        ],
    );
    assert_eq!(draft.step(), Step::Deck);
    draft
}

#[test]
fn a_deck_locked_with_the_salt_its_vassily_swap_revealed_is_refused() {
    // docs/rulings.md, "Secret choices and commitments": the swap's salt is public after the
    // reveal, so a deck committed with it could be recovered from its commitment by trying
    // every deck (1,296; 365,040 under Final Boss). The example, refused with the ruling.
    let mut draft = swaps_revealed();
    let team = draft.final_teams().unwrap().first;
    let refused = refusal(&mut draft, lock_deck(First, two_each(&team), 0x51));
    assert_eq!(
        refused,
        Refusal::SaltReused {
            seat: First,
            earlier: ActionKind::LockSwap,
            revealed: true
        }
    );
    assert_eq!(refused.clause(), Clause::RulingCommitments);
    assert!(refused.to_string().contains("was revealed"), "{refused}");
    // The rival's revealed salt is no better.
    assert_eq!(
        refusal(&mut draft, lock_deck(First, two_each(&team), 0x52)),
        Refusal::SaltReused {
            seat: Second,
            earlier: ActionKind::LockSwap,
            revealed: true
        }
    );
    // A fresh salt is accepted.
    draft
        .apply(lock_deck(First, two_each(&team), 0x53))
        .unwrap();
}

#[test]
fn a_salt_used_by_any_earlier_lock_of_the_draft_is_refused() {
    // The rival's deck salt, an undone lock's salt, and a longer salt starting with a used one:
    // each would let a commitment be tested against guesses once that salt is known.
    let mut draft = swaps_revealed();
    let teams = draft.final_teams().unwrap();
    draft
        .apply(lock_deck(First, two_each(&teams.first), 0x61))
        .unwrap();
    assert_eq!(
        refusal(&mut draft, lock_deck(Second, two_each(&teams.second), 0x61)),
        Refusal::SaltReused {
            seat: First,
            earlier: ActionKind::LockDeck,
            revealed: false
        }
    );
    draft.apply(undo(First)).unwrap();
    assert!(matches!(
        refusal(&mut draft, lock_deck(First, two_each(&teams.first), 0x61)),
        Refusal::SaltReused {
            earlier: ActionKind::LockDeck,
            ..
        }
    ));
    let extended = DraftAction::LockDeck {
        seat: First,
        deck: two_each(&teams.first),
        salt: format!("{}{}", salt(0x61), "00".repeat(8)),
    };
    assert!(matches!(
        refusal(&mut draft, extended),
        Refusal::SaltReused { .. }
    ));
    // Listing legal actions with a used salt offers no lock made with it.
    let mut swapping = new(v1(&[Mod::Vassily]));
    apply_all(&mut swapping, &standard_picks());
    swapping
        .apply(lock_swap(First, SwapChoice::Keep, 0x71))
        .unwrap();
    let used = Salt::new(salt(0x71)).unwrap();
    assert!(swapping
        .legal_actions(Second, &used)
        .iter()
        .all(|a| !matches!(a, DraftAction::LockSwap { .. })));
    let fresh = Salt::new(salt(0x72)).unwrap();
    assert!(swapping
        .legal_actions(Second, &fresh)
        .iter()
        .any(|a| matches!(a, DraftAction::LockSwap { .. })));
}

#[test]
fn a_salt_shorter_than_sixteen_bytes_is_refused() {
    // docs/rulings.md, "Secret choices and commitments": 16 bytes at least, so guessing the
    // salt is as hopeless as guessing the secret.
    let mut draft = swaps_revealed();
    let team = draft.final_teams().unwrap().first;
    let short = DraftAction::LockDeck {
        seat: First,
        deck: two_each(&team),
        salt: "ab".repeat(15),
    };
    let refused = refusal(&mut draft, short);
    assert_eq!(
        refused,
        Refusal::BadSalt {
            problem: SaltError::WrongLength {
                min: 32,
                max: 128,
                found: 30
            }
        }
    );
    assert_eq!(refused.clause(), Clause::RulingCommitments);
}

// ----- bounded input ---------------------------------------------------------------------------

#[test]
fn an_action_list_longer_than_any_draft_is_refused_before_anything_is_applied() {
    // docs/rulings.md, "What can be undone": a draft records at most MAX_DRAFT_ACTIONS actions,
    // undos included.
    let setup = v1(&[]);
    let flood = vec![undo(First); MAX_DRAFT_ACTIONS + 1];
    assert_eq!(
        Draft::replay(catalog(), setup.clone(), &flood).unwrap_err(),
        ReplayError::TooManyActions {
            max: MAX_DRAFT_ACTIONS as u32,
            found: MAX_DRAFT_ACTIONS as u32 + 1
        }
    );
    // Picking and undoing forever stops at the bound, with the ruling's clause.
    let mut draft = new(setup);
    let (a, b) = (pick(First, CORE[0]), undo(First));
    for i in 0..MAX_DRAFT_ACTIONS {
        draft
            .apply(if i % 2 == 0 { a.clone() } else { b.clone() })
            .unwrap();
    }
    let refused = refusal(&mut draft, a);
    assert_eq!(
        refused,
        Refusal::TooManyActions {
            max: MAX_DRAFT_ACTIONS as u32
        }
    );
    assert_eq!(refused.clause(), Clause::RulingUndo);
}

#[test]
fn a_seed_can_stand_in_for_a_tossed_coin() {
    // For player-safe copies: the stand-in seed gives the same Player A, so the copy replays.
    for seat in Seat::BOTH {
        let seed = seed_tossing(seat);
        assert_eq!(crate::draft::coin_toss(seed), seat);
        assert!(seed < 64, "the search is short: {seed}");
    }
}

#[test]
fn a_stand_in_seed_tosses_the_same_coin_as_the_real_one() {
    for seed in [0, 1, 2, 7, 99, 12_345, u32::MAX - 1, u32::MAX] {
        let stand_in = crate::stand_in_seed(seed);
        assert_eq!(
            crate::draft::coin_toss(stand_in),
            crate::draft::coin_toss(seed)
        );
        assert!(stand_in < 64);
    }
}

// ----- ruling "A real coin at the table" ("Building Teams", step 1) --------------------------

/// A setup whose seed tosses `seeded` but whose recorded real coin made `real` Player A.
fn real_coin(seeded: Seat, real: Seat) -> DraftSetup {
    let mut s = v1(&[]);
    s.seed = seed_making_a(seeded);
    s.coin = CoinToss::Recorded { player_a: real };
    s
}

#[test]
fn a_recorded_real_coin_decides_player_a_whatever_the_seed() {
    for seeded in Seat::BOTH {
        for real in Seat::BOTH {
            let draft = new(real_coin(seeded, real));
            assert_eq!(
                draft.roles(),
                Some(RoleDecision {
                    player_a: real,
                    decided_by: RoleDecider::RealCoin
                })
            );
            assert_eq!(draft.role_of(real), Some(Role::A));
            assert_eq!(draft.waiting_for(), vec![real], "Player A picks first");
        }
    }
}

#[test]
fn a_draft_with_a_real_coin_replays_to_the_same_player_a() {
    let s = real_coin(First, Second);
    let mut draft = new(s.clone());
    apply_all(&mut draft, &standard_picks_for_player_a(Second)[..2]);
    let replayed = Draft::replay(catalog(), s, draft.actions()).unwrap();
    assert_eq!(replayed.roles(), draft.roles());
    assert_eq!(replayed.view(Viewer::Public), draft.view(Viewer::Public));
}

/// Player A's first pick and Player B's first pick, when `a` is Player A (v1, CORE/EXPANSIONS).
fn standard_picks_for_player_a(a: Seat) -> Vec<DraftAction> {
    let own = |seat: Seat| {
        if seat == First {
            CORE[0]
        } else {
            EXPANSIONS[0]
        }
    };
    vec![pick(a, own(a)), pick(a.other(), own(a.other()))]
}

#[test]
fn a_compass_holder_who_lets_the_coin_decide_gets_the_recorded_real_coin() {
    // Compass Transportation: "you may choose who is Player A". The holder still chooses first;
    // a coin the holder asks for is the real one already tossed at the table.
    let s = with_sponsors(real_coin(First, Second), "compass-transportation", "oxyd");
    let mut asked = new(s.clone());
    assert_eq!(
        asked.step(),
        Step::ChooseRoles,
        "the holder chooses before any coin"
    );
    asked
        .apply(DraftAction::ChooseRoles {
            seat: First,
            choice: RoleChoice::TossCoin,
        })
        .unwrap();
    assert_eq!(
        asked.roles(),
        Some(RoleDecision {
            player_a: Second,
            decided_by: RoleDecider::RealCoinAskedBy { seat: First }
        })
    );
    // Choosing outright overrides the real coin, as it overrides the seeded one.
    let mut chose = new(s);
    chose
        .apply(DraftAction::ChooseRoles {
            seat: First,
            choice: RoleChoice::BePlayerA,
        })
        .unwrap();
    assert_eq!(chose.seat_of(Role::A), Some(First));
}

#[test]
fn under_carano_a_recorded_coin_makes_no_player_a() {
    // Ruling "Carano skips team building": no step 1, so the real coin decides nothing.
    let mut s = setup(
        RulesetVersion::AglSeason2,
        &[Mod::Carano],
        &CORE[..4],
        &EXPANSIONS[..4],
    );
    s.coin = CoinToss::Recorded { player_a: Second };
    assert_eq!(new(s).roles(), None);
}

#[test]
fn a_setup_without_a_coin_reads_as_seeded_and_a_seeded_one_is_written_as_before() {
    // Every journal written before a real coin could be recorded must replay unchanged.
    let seeded = v1(&[]);
    let text = serde_json::to_value(&seeded).unwrap();
    assert!(text.get("coin").is_none(), "a seeded coin is not written");
    let back: DraftSetup = serde_json::from_value(text).unwrap();
    assert_eq!(back.coin, CoinToss::Seeded);

    let recorded = real_coin(First, Second);
    let text = serde_json::to_value(&recorded).unwrap();
    assert_eq!(
        text["coin"],
        serde_json::json!({"kind": "recorded", "player_a": "second"})
    );
    let back: DraftSetup = serde_json::from_value(text).unwrap();
    assert_eq!(back, recorded);
}

#[test]
fn a_misspelt_recorded_coin_is_refused_not_read_as_seeded() {
    let mut text = serde_json::to_value(real_coin(First, Second)).unwrap();
    text["coin"] = serde_json::json!({"kind": "recorded", "playerA": "second"});
    assert!(serde_json::from_value::<DraftSetup>(text).is_err());
}
