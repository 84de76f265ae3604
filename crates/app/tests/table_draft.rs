//! The table draft's use cases end to end on a temporary data folder: moves, secrets, undo,
//! stale screens, the game's result, and reopening.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::codes::SeatAtScreen;
use hexadraft_app::table_draft::{
    EventTableRef, GameResultInput, GameScoreInput, ResultField, SeedChoice, TableDraft,
    TableViewer,
};
use hexadraft_app::{App, AppError, AppRefusal, Conflict, FixedClock, ReadOnly, SeededEntropy};
use hexadraft_catalog::CharacterId;
use hexadraft_catalog::SponsorId;
use hexadraft_draft::{
    BySeat, DeckChoice, DraftMove, DraftSetup, Mod, PlayerSetup, RulesetVersion, Seat, SeatChoice,
    SecretView, Step, SwapChoice,
};
use hexadraft_event::{Decider, GameEnd, Outcome, ResultWarning};
use hexadraft_storage::{JournalId, Seq, Store, Timestamp};
use hexadraft_testkit::{deck_of, play_public_steps, LINEUPS};

fn ids(names: &[&str]) -> Vec<CharacterId> {
    names
        .iter()
        .map(|n| CharacterId::new(*n).unwrap())
        .collect()
}

fn player(name: &str, sponsor: &str, lineup: &[&str]) -> PlayerSetup {
    PlayerSetup {
        name: name.to_owned(),
        lineup: ids(lineup),
        sponsor: SponsorId::new(sponsor).unwrap(),
        unlocked_sponsors: None,
    }
}

const ANA: [&str; 8] = LINEUPS[0];
const BO: [&str; 8] = LINEUPS[1];

fn setup(version: RulesetVersion, mods: Vec<Mod>) -> DraftSetup {
    DraftSetup {
        version,
        mods,
        players: BySeat::new(player("Ana", "oxyd", &ANA), player("Bo", "oxyd", &BO)),
        seed: 7,
        coin: hexadraft_draft::CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}

fn app() -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let state = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(7),
    );
    (dir, state)
}

fn seat_view(state: &App, id: &str, seat: Seat) -> TableDraft {
    state
        .open_draft(id, TableViewer::Seat { seat }, None)
        .unwrap()
}

#[test]
fn a_koorie_queen_and_vassily_draft_runs_from_setup_to_decks_and_replays_after_reopening() {
    // AGL v1.0, "Koorie Queen Mod" and "Vassily Mod", played through the table commands.
    let (dir, state) = app();
    let created = state
        .create_draft(
            setup(RulesetVersion::AglV1, vec![Mod::KoorieQueen, Mod::Vassily]),
            SeedChoice::Draw,
            None,
        )
        .unwrap();
    assert_eq!(created.view.step, Step::Ban);
    assert!(
        created.options.is_none(),
        "the table viewer gets no seat's options"
    );
    let id = created.id.clone();
    let table = play_public_steps(&state, &id);
    assert_eq!(table.view.step, Step::Swap);
    assert!(table.turn.is_none(), "no seat's options at a secret step");
    assert_eq!(table.view.bans.len(), 2);
    let banned = &table.view.bans[0];
    assert!(table
        .lineups
        .get(banned.lineup_of)
        .iter()
        .any(|o| o.character == banned.character && o.unavailable.is_some()));
    assert_eq!(table.view.picks.len(), 8);

    // Secret swaps: the first seat keeps; the table sees only that a swap is locked.
    let table = state
        .apply_draft_move(
            &id,
            table.seq,
            DraftMove::LockSwap {
                seat: Seat::First,
                swap: SwapChoice::Keep,
            },
            TableViewer::Table,
            None,
        )
        .unwrap();
    let swaps = table.view.swaps.clone().unwrap();
    assert!(matches!(swaps.first, SecretView::Locked { .. }));
    assert!(matches!(
        seat_view(&state, &id, Seat::Second)
            .view
            .swaps
            .unwrap()
            .first,
        SecretView::Locked { .. }
    ));
    let table = state
        .apply_draft_move(
            &id,
            table.seq,
            DraftMove::LockSwap {
                seat: Seat::Second,
                swap: SwapChoice::Keep,
            },
            TableViewer::Table,
            None,
        )
        .unwrap();
    assert_eq!(table.view.step, Step::Deck);
    assert!(matches!(
        table.view.swaps.unwrap().first,
        SecretView::Open { .. }
    ));

    // Decks: each seat locks; the rival and the table never see it.
    let teams = table.view.teams.clone().unwrap();
    let mut seq = table.seq;
    for seat in Seat::BOTH {
        let problems = state
            .check_deck_choice(&id, seat, &deck_of(teams.get(seat), [0, 1]))
            .unwrap();
        assert!(problems.is_empty(), "{problems:?}");
        seq = state
            .apply_draft_move(
                &id,
                seq,
                DraftMove::LockDeck {
                    seat,
                    deck: deck_of(teams.get(seat), [0, 1]),
                },
                TableViewer::Table,
                None,
            )
            .unwrap()
            .seq;
    }
    let first = seat_view(&state, &id, Seat::First);
    assert!(first.view.complete);
    assert!(matches!(first.view.decks.first, SecretView::Open { .. }));
    assert!(matches!(first.view.decks.second, SecretView::Locked { .. }));
    let public = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(matches!(public.view.decks.first, SecretView::Locked { .. }));
    let text = serde_json::to_string(&public).unwrap();
    assert!(
        !text.contains("character_tactics") && !text.contains("\"tactics\""),
        "the table view holds no deck"
    );

    // Reopening the app rebuilds the same draft from the journal.
    drop(state);
    let reopened = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(7),
    );
    let again = reopened.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(again.view, public.view);
    assert_eq!(again.log, public.log);
    assert_eq!(again.seed, created.seed);
    assert!(again.read_only.is_none());
    assert!(again.pack_mismatch.is_none());
    let listed = reopened.list_table_drafts().unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].title, "Ana vs Bo");
}

#[test]
fn an_illegal_move_is_refused_with_its_clause_and_nothing_is_recorded() {
    // AGL v1.0, Standard Tournament, "Starting Lineup": a pick comes from the drafter's lineup.
    let (_dir, state) = app();
    let created = state
        .create_draft(setup(RulesetVersion::AglV1, vec![]), SeedChoice::Keep, None)
        .unwrap();
    let seat = created.view.waiting_for[0];
    let rival_character = if seat == Seat::First { BO[0] } else { ANA[0] };
    let error = state
        .apply_draft_move(
            &created.id,
            created.seq,
            DraftMove::Pick {
                seat,
                character: CharacterId::new(rival_character).unwrap(),
            },
            TableViewer::Table,
            None,
        )
        .unwrap_err();
    assert_eq!(
        error.code(),
        "refused.draft.characterUnavailable",
        "{error:?}"
    );
    assert!(
        error.to_string().contains("is not in the Starting Lineup"),
        "{error}"
    );
    assert!(error
        .clause()
        .unwrap()
        .citation()
        .contains("Starting Lineup"));
    let after = state
        .open_draft(&created.id, TableViewer::Table, None)
        .unwrap();
    assert_eq!(after.seq, 0);
    assert!(after.view.picks.is_empty());
}

#[test]
fn a_move_from_a_stale_screen_is_refused_and_the_other_move_stands() {
    let (_dir, state) = app();
    let created = state
        .create_draft(setup(RulesetVersion::AglV1, vec![]), SeedChoice::Keep, None)
        .unwrap();
    let seat = created.view.waiting_for[0];
    let lineup = if seat == Seat::First { ANA } else { BO };
    let pick = |character: &str, seq: u32| {
        state.apply_draft_move(
            &created.id,
            seq,
            DraftMove::Pick {
                seat,
                character: CharacterId::new(character).unwrap(),
            },
            TableViewer::Table,
            None,
        )
    };
    pick(lineup[0], 0).unwrap();
    // The same seat, still shown its turn on an old screen: the engine refuses first.
    let error = pick(lineup[1], 0).unwrap_err();
    assert!(matches!(error, AppError::Refused { .. }), "{error:?}");
    // The rival's move is legal now, but the screen it came from is out of date.
    let rival_lineup = if seat == Seat::First { BO } else { ANA };
    let error = state
        .apply_draft_move(
            &created.id,
            0,
            DraftMove::Pick {
                seat: seat.other(),
                character: CharacterId::new(rival_lineup[0]).unwrap(),
            },
            TableViewer::Table,
            None,
        )
        .unwrap_err();
    assert!(matches!(error, AppError::Conflict { .. }), "{error:?}");
    let after = state
        .open_draft(&created.id, TableViewer::Table, None)
        .unwrap();
    assert_eq!(after.view.picks.len(), 1);
}

#[test]
fn a_seat_can_undo_its_last_pick_and_the_undo_is_journalled() {
    // docs/rulings.md, "What can be undone": the last pick, until the next pick.
    let (_dir, state) = app();
    let created = state
        .create_draft(setup(RulesetVersion::AglV1, vec![]), SeedChoice::Keep, None)
        .unwrap();
    let seat = created.view.waiting_for[0];
    let lineup = if seat == Seat::First { ANA } else { BO };
    let picked = state
        .apply_draft_move(
            &created.id,
            0,
            DraftMove::Pick {
                seat,
                character: CharacterId::new(lineup[2]).unwrap(),
            },
            TableViewer::Seat { seat },
            None,
        )
        .unwrap();
    assert!(picked.options.unwrap().can_undo);
    let undone = state
        .apply_draft_move(
            &created.id,
            1,
            DraftMove::Undo { seat },
            TableViewer::Table,
            None,
        )
        .unwrap();
    assert!(undone.view.picks.is_empty());
    assert_eq!(undone.seq, 2);
    assert_eq!(undone.log.len(), 2);
    let error = state
        .apply_draft_move(
            &created.id,
            2,
            DraftMove::Undo { seat },
            TableViewer::Table,
            None,
        )
        .unwrap_err();
    assert!(matches!(error, AppError::Refused { .. }));
}

#[test]
fn the_game_result_is_scored_by_the_event_engine_once_the_draft_is_complete() {
    // AGL S2, Final Boss: six characters each, then the result with First Blood.
    let (_dir, state) = app();
    let created = state
        .create_draft(
            setup(RulesetVersion::AglSeason2, vec![Mod::FinalBoss]),
            SeedChoice::Keep,
            None,
        )
        .unwrap();
    let id = created.id.clone();
    let input = GameResultInput {
        scores: BySeat::new(
            GameScoreInput {
                victory_points: 5,
                frags: 2,
            },
            GameScoreInput {
                victory_points: 5,
                frags: 2,
            },
        ),
        first_blood: Some(Seat::Second),
        game_end: GameEnd::Played,
    };
    let early = state.preview_game_result(&id, input).unwrap_err();
    assert!(matches!(early, AppError::Refused { .. }));

    let table = play_public_steps(&state, &id);
    assert_eq!(table.view.step, Step::Deck);
    let teams = table.view.teams.clone().unwrap();
    assert_eq!(teams.first.len(), 6);
    // AGL S2, Final Boss, "Formar el mazo de Tácticas": at most two per character, eight in all.
    let uneven = DeckChoice {
        tactics: deck_of(&teams.first[..4], [0, 1]).tactics,
    };
    assert!(state
        .check_deck_choice(&id, Seat::First, &uneven)
        .unwrap()
        .is_empty());
    let too_many = DeckChoice {
        tactics: deck_of(&teams.first[..5], [0, 1]).tactics,
    };
    let problems = state
        .check_deck_choice(&id, Seat::First, &too_many)
        .unwrap();
    assert!(
        problems.iter().any(|p| p.to_string().contains("10")),
        "{problems:?}"
    );
    let mut seq = table.seq;
    for seat in Seat::BOTH {
        seq = state
            .apply_draft_move(
                &id,
                seq,
                DraftMove::LockDeck {
                    seat,
                    deck: DeckChoice {
                        tactics: deck_of(&teams.get(seat)[2..6], [0, 1]).tactics,
                    },
                },
                TableViewer::Table,
                None,
            )
            .unwrap()
            .seq;
    }
    // AGL S2, "Primera Sangre": tied in Victory Points and Frags, First Blood wins.
    let preview = state.preview_game_result(&id, input).unwrap();
    assert_eq!(preview.outcomes.second, Outcome::Victory);
    assert_eq!(preview.outcomes.first, Outcome::Defeat);
    assert_eq!(preview.points, BySeat::new(0, 2));
    assert_eq!(preview.decided_by, Decider::FirstBlood);
    let recorded = state.record_game_result(&id, seq, input).unwrap();
    assert_eq!(recorded.game, Some(preview));
    let again = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(again.game, recorded.game);
}

#[test]
fn a_table_game_can_be_conceded_or_abandoned_and_implausible_numbers_are_warned() {
    // AGL v1.0, Basic Rules, "Lost or Damaged Game Components" ("the player will have to
    // concede the game"); docs/rulings.md, "Conceded and abandoned games" and "Implausible
    // results" (AGL S2, "Primera Sangre").
    let (dir, state) = app();
    let created = state
        .create_draft(
            setup(RulesetVersion::AglSeason2, vec![Mod::FinalBoss]),
            SeedChoice::Keep,
            None,
        )
        .unwrap();
    let id = created.id.clone();
    let table = play_public_steps(&state, &id);
    let teams = table.view.teams.clone().unwrap();
    let mut seq = table.seq;
    for seat in Seat::BOTH {
        seq = state
            .apply_draft_move(
                &id,
                seq,
                DraftMove::LockDeck {
                    seat,
                    deck: DeckChoice {
                        tactics: deck_of(&teams.get(seat)[2..6], [0, 1]).tactics,
                    },
                },
                TableViewer::Table,
                None,
            )
            .unwrap()
            .seq;
    }
    let score = |vp, frags| GameScoreInput {
        victory_points: vp,
        frags,
    };
    // First ahead 6-2 but concedes: a Defeat for first, a Victory (not Total) for second.
    let conceded = GameResultInput {
        scores: BySeat::new(score(6, 1), score(2, 0)),
        first_blood: Some(Seat::First),
        game_end: GameEnd::Conceded { by: Seat::First },
    };
    let record = state.preview_game_result(&id, conceded).unwrap();
    assert_eq!(
        record.outcomes,
        BySeat::new(Outcome::Defeat, Outcome::Victory)
    );
    assert_eq!(record.points, BySeat::new(0, 2));
    assert!(record.warnings.is_empty());
    // Abandoned: a Defeat for both.
    let abandoned = GameResultInput {
        game_end: GameEnd::Abandoned,
        ..conceded
    };
    let record = state.preview_game_result(&id, abandoned).unwrap();
    assert_eq!(
        record.outcomes,
        BySeat::new(Outcome::Defeat, Outcome::Defeat)
    );
    // First Blood with 0-0 Frags, and equal Frags without First Blood: warned, decided as
    // entered.
    let no_frags = GameResultInput {
        scores: BySeat::new(score(4, 0), score(3, 0)),
        first_blood: Some(Seat::Second),
        game_end: GameEnd::Played,
    };
    let record = state.preview_game_result(&id, no_frags).unwrap();
    assert!(matches!(
        record.warnings.as_slice(),
        [ResultWarning::FirstBloodWithoutFrags {
            seat: Seat::Second,
            ..
        }]
    ));
    assert_eq!(record.outcomes.first, Outcome::Victory);
    let equal = GameResultInput {
        scores: BySeat::new(score(4, 2), score(4, 2)),
        first_blood: None,
        game_end: GameEnd::Played,
    };
    let record = state.preview_game_result(&id, equal).unwrap();
    assert!(matches!(
        record.warnings.as_slice(),
        [ResultWarning::EqualFragsWithoutFirstBlood {
            frags: 2,
            decides_game: true,
            ..
        }]
    ));
    // The concession is journalled and read back after reopening.
    let recorded = state.record_game_result(&id, seq, conceded).unwrap();
    drop(state);
    let reopened = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(3),
    );
    let again = reopened.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(again.game, recorded.game);
    assert_eq!(
        again.game.unwrap().input.game_end,
        GameEnd::Conceded { by: Seat::First }
    );
}

#[test]
fn first_blood_is_refused_under_version_one() {
    // AGL v1.0 has no First Blood (a Season 2 rule).
    let (_dir, state) = app();
    let created = state
        .create_draft(setup(RulesetVersion::AglV1, vec![]), SeedChoice::Keep, None)
        .unwrap();
    let id = created.id.clone();
    let table = play_public_steps(&state, &id);
    let teams = table.view.teams.clone().unwrap();
    let mut seq = table.seq;
    for seat in Seat::BOTH {
        seq = state
            .apply_draft_move(
                &id,
                seq,
                DraftMove::LockDeck {
                    seat,
                    deck: deck_of(teams.get(seat), [0, 1]),
                },
                TableViewer::Table,
                None,
            )
            .unwrap()
            .seq;
    }
    let score = |vp, frags| GameScoreInput {
        victory_points: vp,
        frags,
    };
    let with_blood = GameResultInput {
        scores: BySeat::new(score(3, 1), score(3, 1)),
        first_blood: Some(Seat::First),
        game_end: GameEnd::Played,
    };
    let error = state.record_game_result(&id, seq, with_blood).unwrap_err();
    assert!(error.to_string().contains("First Blood"), "{error}");
    // AGL v1.0, "Keeping Score", Example 1: 7 to 3 is a Victory worth 2, and a Defeat.
    let example = GameResultInput {
        scores: BySeat::new(score(7, 0), score(3, 0)),
        first_blood: None,
        game_end: GameEnd::Played,
    };
    let record = state.preview_game_result(&id, example).unwrap();
    assert_eq!(record.outcomes.first, Outcome::Victory);
    assert_eq!(record.points, BySeat::new(2, 0));
}

#[test]
fn mods_that_cannot_join_the_chosen_ones_say_which_rule_forbids_them() {
    // AGL v1.0, "Carano Mod": not compatible with any other Mod.
    let (_dir, state) = app();
    let check = state.check_mods(RulesetVersion::AglV1, &[Mod::KoorieQueen]);
    let carano = check
        .choices
        .iter()
        .find(|c| c.mod_ == Mod::Carano)
        .unwrap();
    assert!(!carano.allowed);
    assert_eq!(
        carano.problems,
        vec![hexadraft_draft::ModSetError::CaranoNotAlone]
    );
    let vassily = check
        .choices
        .iter()
        .find(|c| c.mod_ == Mod::Vassily)
        .unwrap();
    assert!(vassily.allowed);
    assert!(check.problems.is_empty());
    // Season 2 lists no Vassily; Final Boss makes teams of six.
    let s2 = state.check_mods(RulesetVersion::AglSeason2, &[Mod::FinalBoss]);
    assert!(s2.choices.iter().all(|c| c.mod_ != Mod::Vassily));
    assert_eq!(s2.team_size, Some(6));
    let wrong = state.check_mods(RulesetVersion::AglSeason2, &[Mod::Vassily]);
    assert_eq!(wrong.problems.len(), 1);
    assert_eq!(wrong.team_size, None);
}

#[test]
fn a_wrong_setup_is_refused_with_every_problem_and_leaves_no_journal() {
    let (_dir, state) = app();
    let mut bad = setup(RulesetVersion::AglV1, vec![Mod::AglCircuit]);
    bad.players.second.name = String::new();
    let problems = state.check_draft_setup(bad.clone());
    assert!(problems.len() >= 2, "{problems:?}");
    let error = state.create_draft(bad, SeedChoice::Draw, None).unwrap_err();
    let AppError::Refused {
        refusal: AppRefusal::DraftSetup { problems: refused },
    } = error
    else {
        panic!("expected a refusal of the setup, got {error:?}")
    };
    assert_eq!(refused, problems);
    assert!(state.list_table_drafts().unwrap().is_empty());
}

#[test]
fn a_pairings_seed_is_kept_and_a_link_to_an_unknown_event_table_is_refused() {
    let (_dir, state) = app();
    let mut paired = setup(RulesetVersion::AglV1, vec![]);
    paired.seed = 4242;
    let created = state
        .create_draft(paired.clone(), SeedChoice::Keep, None)
        .unwrap();
    assert_eq!(created.seed, 4242);
    // A draft is linked to an event table by the players seated there, so the table must exist
    // (the desk's own tests link real tables).
    let event = EventTableRef {
        event_id: "spring-league".to_owned(),
        round: 2,
        table: 3,
    };
    let error = state
        .create_draft(paired, SeedChoice::Keep, Some(event))
        .unwrap_err();
    assert_eq!(error.code(), "notFound.journal", "{error:?}");
    assert_eq!(state.list_table_drafts().unwrap().len(), 1);
}

#[test]
fn a_journal_that_no_longer_replays_opens_read_only_with_the_reason() {
    let (_dir, state) = app();
    let created = state
        .create_draft(setup(RulesetVersion::AglV1, vec![]), SeedChoice::Keep, None)
        .unwrap();
    let id = JournalId::new(created.id.clone()).unwrap();
    // An entry no engine action reads (as a newer version might write), appended by another
    // program while the app has the draft open: the app notices and replays.
    let mut other = Store::open(_dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    other
        .append(
            &id,
            Seq::FIRST,
            Timestamp::from_unix_seconds(1_800_000_001),
            &serde_json::json!({"action": "teleport"}),
        )
        .unwrap();
    let opened = state
        .open_draft(&created.id, TableViewer::Table, None)
        .unwrap();
    assert!(matches!(
        opened.read_only,
        Some(ReadOnly::EntryNotApplied { at_seq: 1, .. })
    ));
    assert!(opened.view.picks.is_empty());
    let seat = opened.view.waiting_for[0];
    let lineup = if seat == Seat::First { ANA } else { BO };
    let error = state
        .apply_draft_move(
            &created.id,
            opened.seq,
            DraftMove::Pick {
                seat,
                character: CharacterId::new(lineup[0]).unwrap(),
            },
            TableViewer::Table,
            None,
        )
        .unwrap_err();
    assert!(
        matches!(
            error,
            AppError::Conflict {
                conflict: Conflict::ReadOnly { .. }
            }
        ),
        "{error:?}"
    );
}

#[test]
fn a_protected_seat_opens_only_with_its_code_and_its_secret_moves_need_it() {
    // Issue 16, "At the shared screen": each player protects their seat with a code chosen at
    // the start of the draft, asked before their curtain opens.
    let (dir, state) = app();
    let created = state
        .create_draft(
            setup(RulesetVersion::AglV1, vec![Mod::Vassily]),
            SeedChoice::Keep,
            None,
        )
        .unwrap();
    let id = created.id.clone();
    assert_eq!(created.protected, BySeat::new(false, false));
    let table = state.set_seat_code(&id, Seat::First, "ana-1").unwrap();
    assert_eq!(table.protected, BySeat::new(true, false));
    // Chosen once; a code too short is refused, and neither changes anything.
    let again = state.set_seat_code(&id, Seat::First, "other").unwrap_err();
    assert_eq!(again.code(), "refused.seatCodeAlreadySet");
    let short = state.set_seat_code(&id, Seat::Second, "12").unwrap_err();
    assert_eq!(short.code(), "invalid.badCode");
    state.set_seat_code(&id, Seat::Second, "bo-22").unwrap();

    let ana = TableViewer::Seat { seat: Seat::First };
    // Without a code, with a wrong one, with the rival's: refused, with the seat named.
    for code in [None, Some("ana-2"), Some("bo-22"), Some("")] {
        assert_eq!(
            state.open_draft(&id, ana, code).unwrap_err(),
            AppError::Refused {
                refusal: AppRefusal::SeatCodeWrong { seat: Seat::First }
            },
            "{code:?}"
        );
    }
    // The right one opens it (spaces around it are not part of it).
    let mine = state.open_draft(&id, ana, Some(" ana-1 ")).unwrap();
    assert!(mine.options.is_some());
    // The table's view needs no code.
    state.open_draft(&id, TableViewer::Table, None).unwrap();

    // Public moves need no code; secret ones need the seat's own.
    let table = {
        let mut table = state.open_draft(&id, TableViewer::Table, None).unwrap();
        while let Some(&seat) = table.view.waiting_for.first() {
            let code = if seat == Seat::First {
                "ana-1"
            } else {
                "bo-22"
            };
            let options = state
                .open_draft(&id, TableViewer::Seat { seat }, Some(code))
                .unwrap()
                .options
                .unwrap();
            let character = match options.choice {
                SeatChoice::Ban { characters, .. } | SeatChoice::Pick { characters, .. } => {
                    characters
                        .into_iter()
                        .find(|o| o.unavailable.is_none())
                        .unwrap()
                        .character
                }
                _ => break,
            };
            let mv = if table.view.step == Step::Ban {
                DraftMove::Ban { seat, character }
            } else {
                DraftMove::Pick { seat, character }
            };
            table = state
                .apply_draft_move(&id, table.seq, mv, TableViewer::Table, None)
                .unwrap();
        }
        table
    };
    assert_eq!(table.view.step, Step::Swap);
    let lock = DraftMove::LockSwap {
        seat: Seat::First,
        swap: SwapChoice::Keep,
    };
    for code in [None, Some("bo-22")] {
        assert_eq!(
            state
                .apply_draft_move(&id, table.seq, lock.clone(), TableViewer::Table, code)
                .unwrap_err()
                .code(),
            "refused.seatCodeWrong"
        );
    }
    let table = state
        .apply_draft_move(&id, table.seq, lock, TableViewer::Table, Some("ana-1"))
        .unwrap();
    // The rival cannot undo the locked swap without Ana's code.
    let undo = DraftMove::Undo { seat: Seat::First };
    assert_eq!(
        state
            .apply_draft_move(
                &id,
                table.seq,
                undo.clone(),
                TableViewer::Table,
                Some("bo-22")
            )
            .unwrap_err()
            .code(),
        "refused.seatCodeWrong"
    );
    assert_eq!(
        state.open_draft(&id, TableViewer::Table, None).unwrap().seq,
        table.seq,
        "nothing was recorded"
    );
    state
        .apply_draft_move(&id, table.seq, undo, TableViewer::Table, Some("ana-1"))
        .unwrap();

    // The codes survive a restart, and no export carries them.
    drop(state);
    let reopened = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(8),
    );
    assert!(reopened.open_draft(&id, ana, None).is_err());
    reopened.open_draft(&id, ana, Some("ana-1")).unwrap();
    let store = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    let stored = store
        .get_setting(&format!("draft.{id}.code.first"))
        .unwrap()
        .unwrap();
    assert!(stored.starts_with("sha256:") && !stored.contains("ana-1"));
    drop(store);
    for audience in [
        hexadraft_storage::ExportAudience::Organizer,
        hexadraft_storage::ExportAudience::PlayerSafe,
    ] {
        let text = reopened
            .export_journals_text(std::slice::from_ref(&id), audience)
            .unwrap();
        assert!(
            !text.contains("sha256:") && !text.contains("ana-1"),
            "{audience:?}"
        );
    }
    // Deleting the draft removes its codes.
    reopened.delete_journal(&id).unwrap();
    drop(reopened);
    let store = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    assert_eq!(
        store
            .get_setting(&format!("draft.{id}.code.first"))
            .unwrap(),
        None
    );
}

#[test]
fn a_seats_phone_token_stands_in_for_its_code_and_for_no_other_seat() {
    // Ruling "Codes at the shared screen": the phone server has checked the seat's token, which
    // was handed to that seat alone, so the token proves the seat as its code does.
    let (_dir, state) = app();
    let id = state
        .create_draft(
            setup(RulesetVersion::AglV1, vec![Mod::Vassily]),
            SeedChoice::Keep,
            None,
        )
        .unwrap()
        .id;
    let table = play_public_steps(&state, &id);
    assert_eq!(table.view.step, Step::Swap);
    state.set_seat_code(&id, Seat::First, "ana-1").unwrap();
    state.set_seat_code(&id, Seat::Second, "bo-22").unwrap();
    let mine = state.open_draft_for_phone(&id, Seat::First).unwrap();
    assert!(
        mine.options.is_some(),
        "the phone opens its own protected seat"
    );
    // The shared screen still asks for the code.
    assert!(state
        .open_draft(&id, TableViewer::Seat { seat: Seat::First }, None)
        .is_err());
    // A secret move for the other seat is not opened by this seat's token.
    let rivals = DraftMove::LockSwap {
        seat: Seat::Second,
        swap: SwapChoice::Keep,
    };
    assert_eq!(
        state
            .apply_draft_move_for_phone(&id, table.seq, rivals, Seat::First)
            .unwrap_err()
            .code(),
        "refused.seatCodeWrong"
    );
    // Its own secret move goes through without the code, and answers with its own view.
    let own = DraftMove::LockSwap {
        seat: Seat::First,
        swap: SwapChoice::Keep,
    };
    let after = state
        .apply_draft_move_for_phone(&id, table.seq, own, Seat::First)
        .unwrap();
    assert_eq!(after.seq, table.seq + 1);
    assert!(after.options.is_some(), "the answer is the seat's own view");
}

/// The shared screen's refusal of a seat played on its phone with no code.
fn on_phone(seat: Seat) -> AppError {
    AppError::Refused {
        refusal: AppRefusal::SeatOnPhone { seat },
    }
}

/// A Vassily draft where Ana holds Accesstel, so it has every secret step: the swap, the decks
/// and Accesstel's naming.
fn every_secret_step(state: &App) -> String {
    let mut setup = setup(RulesetVersion::AglV1, vec![Mod::Vassily]);
    setup.players.first.sponsor = SponsorId::new("accesstel").unwrap();
    state
        .create_draft(setup, SeedChoice::Keep, None)
        .unwrap()
        .id
}

#[test]
fn a_seat_played_on_its_phone_is_closed_to_the_shared_screen_at_every_secret_step() {
    // docs/rulings.md, "A seat played on its phone" (issue 29): Ana plays on her phone, Bo at
    // the shared screen; the screen neither opens Ana's seat nor acts for her, at any step.
    let (dir, state) = app();
    let id = every_secret_step(&state);
    let ana = TableViewer::Seat { seat: Seat::First };
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(
        table.at_screen,
        BySeat::new(SeatAtScreen::Open, SeatAtScreen::Open),
        "no phone has opened a seat yet"
    );
    state.open_draft(&id, ana, None).unwrap();

    // Ana's phone opens her seat: from now on it is played on her phone.
    state.open_draft_for_phone(&id, Seat::First).unwrap();
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(
        table.at_screen,
        BySeat::new(SeatAtScreen::Phone, SeatAtScreen::Open)
    );
    assert_eq!(table.protected, BySeat::new(false, false));
    // What the screen can never do for Ana, checked at every step: open her seat (with or
    // without a code typed: she has none), or undo for her. Nothing is recorded.
    let screen_is_closed = |what: &str| {
        let seq = state.open_draft(&id, TableViewer::Table, None).unwrap().seq;
        for code in [None, Some("1234")] {
            assert_eq!(
                state.open_draft(&id, ana, code).unwrap_err(),
                on_phone(Seat::First),
                "{what}: Ana's view, code {code:?}"
            );
        }
        for viewer in [TableViewer::Table, ana] {
            assert_eq!(
                state
                    .apply_draft_move(
                        &id,
                        seq,
                        DraftMove::Undo { seat: Seat::First },
                        viewer,
                        None
                    )
                    .unwrap_err(),
                on_phone(Seat::First),
                "{what}: an undo for Ana"
            );
        }
        assert_eq!(
            state.open_draft(&id, TableViewer::Table, None).unwrap().seq,
            seq,
            "{what}: nothing was recorded"
        );
    };
    // Nor can it choose her a code, and open her seat with that.
    assert_eq!(
        state.set_seat_code(&id, Seat::First, "mine").unwrap_err(),
        on_phone(Seat::First)
    );

    // The public steps: the screen does not ban or pick for Ana; her phone does, Bo at the
    // screen.
    loop {
        let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
        let Some(turn) = table.turn.clone() else {
            break;
        };
        let character = match turn.choice {
            SeatChoice::Ban { characters, .. } | SeatChoice::Pick { characters, .. } => {
                characters
                    .into_iter()
                    .find(|o| o.unavailable.is_none())
                    .unwrap()
                    .character
            }
            other => panic!("{other:?}"),
        };
        let seat = turn.seat;
        let mv = DraftMove::Pick { seat, character };
        if seat == Seat::First {
            screen_is_closed("the picks");
            assert_eq!(
                state
                    .apply_draft_move(&id, table.seq, mv.clone(), TableViewer::Table, None)
                    .unwrap_err(),
                on_phone(Seat::First),
                "a pick for Ana at the screen"
            );
            state
                .apply_draft_move_for_phone(&id, table.seq, mv, Seat::First)
                .unwrap();
        } else {
            state
                .apply_draft_move(&id, table.seq, mv, TableViewer::Table, None)
                .unwrap();
        }
    }

    // The Vassily swap: the screen can neither lock it for Ana nor, once her phone locked it,
    // show it or undo it (the hole issue 29 found).
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(table.view.step, Step::Swap);
    screen_is_closed("the swap");
    let keep = DraftMove::LockSwap {
        seat: Seat::First,
        swap: SwapChoice::Keep,
    };
    for viewer in [TableViewer::Table, ana] {
        assert_eq!(
            state
                .apply_draft_move(&id, table.seq, keep.clone(), viewer, None)
                .unwrap_err(),
            on_phone(Seat::First)
        );
    }
    let table = state
        .apply_draft_move_for_phone(&id, table.seq, keep, Seat::First)
        .unwrap();
    assert!(table.options.unwrap().can_undo, "her phone may undo it");
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(table.can_undo.first, "the engine would let Ana undo it");
    screen_is_closed("the locked swap");
    // Bo's seat is still open at the screen.
    let table = state
        .apply_draft_move(
            &id,
            table.seq,
            DraftMove::LockSwap {
                seat: Seat::Second,
                swap: SwapChoice::Keep,
            },
            TableViewer::Table,
            None,
        )
        .unwrap();

    // The decks.
    assert_eq!(table.view.step, Step::Deck);
    screen_is_closed("the decks");
    let teams = table.view.teams.clone().unwrap();
    let ana_deck = DraftMove::LockDeck {
        seat: Seat::First,
        deck: deck_of(teams.get(Seat::First), [0, 1]),
    };
    assert_eq!(
        state
            .apply_draft_move(&id, table.seq, ana_deck.clone(), TableViewer::Table, None)
            .unwrap_err(),
        on_phone(Seat::First)
    );
    let table = state
        .apply_draft_move_for_phone(&id, table.seq, ana_deck, Seat::First)
        .unwrap();
    screen_is_closed("the locked deck");
    let table = state
        .apply_draft_move(
            &id,
            table.seq,
            DraftMove::LockDeck {
                seat: Seat::Second,
                deck: deck_of(teams.get(Seat::Second), [0, 1]),
            },
            TableViewer::Table,
            None,
        )
        .unwrap();

    // Accesstel: the screen does not name the target for Ana, nor show what it reveals.
    assert_eq!(table.view.step, Step::Accesstel);
    screen_is_closed("Accesstel");
    let name = DraftMove::NameAccesstelTarget {
        seat: Seat::First,
        character: teams.get(Seat::Second)[0].clone(),
    };
    assert_eq!(
        state
            .apply_draft_move(&id, table.seq, name.clone(), TableViewer::Table, None)
            .unwrap_err(),
        on_phone(Seat::First)
    );
    let mine = state
        .apply_draft_move_for_phone(&id, table.seq, name, Seat::First)
        .unwrap();
    assert!(mine.view.complete);
    screen_is_closed("the complete draft (her deck, Accesstel's tactics)");
    // The table's view still opens, without any of her secrets; Bo's seat opens too.
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(matches!(table.view.decks.first, SecretView::Locked { .. }));
    state
        .open_draft(&id, TableViewer::Seat { seat: Seat::Second }, None)
        .unwrap();

    // Stopping the phones does not reopen the seat: the mark is kept in the settings, so
    // restarting the app does not either.
    drop(state);
    let state = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(8),
    );
    assert_eq!(
        state.open_draft(&id, ana, None).unwrap_err(),
        on_phone(Seat::First)
    );

    // The organizer's code gives the seat back to the screen.
    assert_eq!(
        state
            .return_seat_to_screen(&id, Seat::First, "desk-1")
            .unwrap_err()
            .code(),
        "refused.organizerCodeNotSet"
    );
    state.set_organizer_code("desk-1", None).unwrap();
    assert_eq!(
        state
            .return_seat_to_screen(&id, Seat::First, "desk-2")
            .unwrap_err()
            .code(),
        "refused.organizerCodeWrong"
    );
    assert_eq!(
        state.open_draft(&id, ana, None).unwrap_err(),
        on_phone(Seat::First)
    );
    let table = state
        .return_seat_to_screen(&id, Seat::First, "desk-1")
        .unwrap();
    assert_eq!(
        table.at_screen,
        BySeat::new(SeatAtScreen::Open, SeatAtScreen::Open)
    );
    assert!(matches!(
        state.open_draft(&id, ana, None).unwrap().view.decks.first,
        SecretView::Open { .. }
    ));
    // Her phone used again takes the seat again.
    state.open_draft_for_phone(&id, Seat::First).unwrap();
    assert_eq!(
        state.open_draft(&id, ana, None).unwrap_err(),
        on_phone(Seat::First)
    );

    // Deleting the draft forgets the mark with the codes.
    state.delete_journal(&id).unwrap();
    drop(state);
    let store = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    assert_eq!(
        store
            .get_setting(&format!("draft.{id}.phone.first"))
            .unwrap(),
        None
    );
}

#[test]
fn a_seat_played_on_its_phone_opens_at_the_screen_only_with_its_code() {
    // docs/rulings.md, "A seat played on its phone": a seat with a code opens at the screen
    // with it (it proves the seat as the phone's token does), and every move the screen makes
    // for it then needs it, the public ones too.
    let (_dir, state) = app();
    let id = every_secret_step(&state);
    state.set_seat_code(&id, Seat::First, "ana-1").unwrap();
    state.open_draft_for_phone(&id, Seat::First).unwrap();
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(
        table.at_screen,
        BySeat::new(SeatAtScreen::PhoneCode, SeatAtScreen::Open)
    );
    let ana = TableViewer::Seat { seat: Seat::First };
    assert_eq!(
        state.open_draft(&id, ana, None).unwrap_err().code(),
        "refused.seatCodeWrong"
    );
    state.open_draft(&id, ana, Some("ana-1")).unwrap();
    // Bo, at the screen with no phone, picks without a code; a pick for Ana (a public move)
    // needs her code at the screen now.
    let mut table = table;
    let pick = loop {
        let turn = table.turn.clone().unwrap();
        let SeatChoice::Pick { characters, .. } = turn.choice else {
            panic!()
        };
        let pick = DraftMove::Pick {
            seat: turn.seat,
            character: characters
                .into_iter()
                .find(|o| o.unavailable.is_none())
                .unwrap()
                .character,
        };
        if turn.seat == Seat::First {
            break pick;
        }
        table = state
            .apply_draft_move(&id, table.seq, pick, TableViewer::Table, None)
            .unwrap();
    };
    let picks = table.view.picks.len();
    for code in [None, Some("bo-22")] {
        assert_eq!(
            state
                .apply_draft_move(&id, table.seq, pick.clone(), TableViewer::Table, code)
                .unwrap_err()
                .code(),
            "refused.seatCodeWrong"
        );
    }
    table = state
        .apply_draft_move(&id, table.seq, pick, TableViewer::Table, Some("ana-1"))
        .unwrap();
    assert_eq!(table.view.picks.len(), picks + 1);
}

/// A clock the test moves on while the app holds it.
struct SharedClock(std::sync::Arc<FixedClock>);

impl hexadraft_app::Clock for SharedClock {
    fn now(&self) -> Timestamp {
        hexadraft_app::Clock::now(&*self.0)
    }
}

#[test]
fn wrong_codes_pause_the_tries_and_the_organizer_resets_a_forgotten_code() {
    // Ruling "Codes at the shared screen": five wrong codes in a row, then one try a minute.
    let clock = std::sync::Arc::new(FixedClock::at(1_800_000_000));
    let dir = tempfile::tempdir().unwrap();
    let state = App::open(
        dir.path(),
        SharedClock(clock.clone()),
        SeededEntropy::new(9),
    );
    let id = state
        .create_draft(
            setup(RulesetVersion::AglV1, vec![Mod::Vassily]),
            SeedChoice::Keep,
            None,
        )
        .unwrap()
        .id;
    state.set_seat_code(&id, Seat::First, "ana-1").unwrap();
    let ana = TableViewer::Seat { seat: Seat::First };
    let code_of = |code: Option<&str>| match state.open_draft(&id, ana, code) {
        Ok(_) => "opened".to_owned(),
        Err(error) => error.code(),
    };
    // Opening without a code is no try: it never pauses anything.
    for _ in 0..8 {
        assert_eq!(code_of(None), "refused.seatCodeWrong");
    }
    for _ in 0..hexadraft_app::codes::FREE_TRIES {
        assert_eq!(code_of(Some("0000")), "refused.seatCodeWrong");
    }
    // Now even the right code is not compared, and the wait is told.
    assert_eq!(
        state.open_draft(&id, ana, Some("ana-1")).unwrap_err(),
        AppError::Refused {
            refusal: AppRefusal::CodeTriesPaused { seconds: 60 }
        }
    );
    clock.advance(59);
    assert_eq!(
        state.open_draft(&id, ana, Some("ana-1")).unwrap_err(),
        AppError::Refused {
            refusal: AppRefusal::CodeTriesPaused { seconds: 1 }
        }
    );
    clock.advance(1);
    // A wrong code after the pause pauses again at once: one guess a minute.
    assert_eq!(code_of(Some("0001")), "refused.seatCodeWrong");
    assert_eq!(code_of(Some("ana-1")), "refused.codeTriesPaused");
    clock.advance(60);
    // The right code opens and clears the count: a slip after it is a slip, not a pause.
    assert_eq!(code_of(Some("ana-1")), "opened");
    assert_eq!(code_of(Some("0002")), "refused.seatCodeWrong");
    assert_eq!(code_of(Some("ana-1")), "opened");

    // Ana forgot her code: the organizer's code removes it.
    assert_eq!(
        state
            .reset_seat_code(&id, Seat::First, "desk-1")
            .unwrap_err()
            .code(),
        "refused.organizerCodeNotSet"
    );
    state.set_organizer_code("desk-1", None).unwrap();
    assert_eq!(
        state
            .reset_seat_code(&id, Seat::First, "desk-2")
            .unwrap_err()
            .code(),
        "refused.organizerCodeWrong"
    );
    assert_eq!(code_of(None), "refused.seatCodeWrong", "nothing was reset");
    let table = state.reset_seat_code(&id, Seat::First, "desk-1").unwrap();
    assert_eq!(table.protected, BySeat::new(false, false));
    assert_eq!(code_of(None), "opened");
    // She may choose a new one.
    state.set_seat_code(&id, Seat::First, "ana-2").unwrap();
    assert_eq!(code_of(Some("ana-2")), "opened");

    // The organizer's code has the same limit.
    for _ in 0..hexadraft_app::codes::FREE_TRIES {
        assert_eq!(
            state
                .reset_seat_code(&id, Seat::First, "nope")
                .unwrap_err()
                .code(),
            "refused.organizerCodeWrong"
        );
    }
    assert_eq!(
        state
            .reset_seat_code(&id, Seat::First, "desk-1")
            .unwrap_err()
            .code(),
        "refused.codeTriesPaused"
    );
}

/// A Season 2 Final Boss draft played to its end (both decks locked); its table view.
fn completed_draft(state: &App) -> TableDraft {
    let created = state
        .create_draft(
            setup(RulesetVersion::AglSeason2, vec![Mod::FinalBoss]),
            SeedChoice::Keep,
            None,
        )
        .unwrap();
    let table = play_public_steps(state, &created.id);
    let teams = table.view.teams.clone().unwrap();
    let mut table = table;
    for seat in Seat::BOTH {
        table = state
            .apply_draft_move(
                &created.id,
                table.seq,
                DraftMove::LockDeck {
                    seat,
                    deck: DeckChoice {
                        tactics: deck_of(&teams.get(seat)[2..6], [0, 1]).tactics,
                    },
                },
                TableViewer::Table,
                None,
            )
            .unwrap();
    }
    table
}

fn result(first: (u32, u32), second: (u32, u32), first_blood: Option<Seat>) -> GameResultInput {
    let score = |(victory_points, frags)| GameScoreInput {
        victory_points,
        frags,
    };
    GameResultInput {
        scores: BySeat::new(score(first), score(second)),
        first_blood,
        game_end: GameEnd::Played,
    }
}

fn journal_kinds(dir: &std::path::Path, id: &str) -> Vec<&'static str> {
    let store = Store::open(dir.join(hexadraft_app::DATABASE_FILE)).unwrap();
    store
        .entries::<serde_json::Value>(&JournalId::new(id).unwrap())
        .unwrap()
        .into_iter()
        .map(|e| {
            if e.payload.get("result_report").is_some() {
                "report"
            } else if e.payload.get("game_result").is_some() {
                "game"
            } else {
                "action"
            }
        })
        .collect()
}

#[test]
fn phones_report_the_result_and_it_is_recorded_once_when_both_agree() {
    // docs/rulings.md, "Results reported from the phones".
    let (dir, state) = app();
    let table = completed_draft(&state);
    let id = table.id.clone();
    let actions = table.seq as usize;
    let seven_three = result((7, 1), (3, 0), Some(Seat::First));
    let first = state
        .report_game_result_from_phone(&id, Seat::First, seven_three)
        .unwrap();
    assert_eq!(first.game, None);
    assert_eq!(first.reports.by_seat.first, Some(seven_three));
    assert_eq!(first.reports.by_seat.second, None);
    assert!(first.reports.differs.is_empty());
    // The rival sees the report to confirm (results are public), as does the table.
    let second_sees = seat_view(&state, &id, Seat::Second);
    assert_eq!(second_sees.reports, first.reports);
    let confirmed = state
        .report_game_result_from_phone(&id, Seat::Second, seven_three)
        .unwrap();
    let game = confirmed.game.clone().unwrap();
    assert_eq!(game.input, seven_three);
    assert_eq!(game.outcomes.first, Outcome::Victory);
    assert_eq!(confirmed.reports.by_seat, BySeat::new(None, None));
    // One report and one game entry: the confirmation is the game entry itself.
    let kinds = journal_kinds(dir.path(), &id);
    assert_eq!(kinds[actions..], ["report", "game"]);
    // Replayed from the journal, the same.
    drop(state);
    let reopened = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(7),
    );
    let again = reopened.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(again.game, Some(game));
    assert!(again.reports.by_seat.first.is_none());
    // Once recorded, a phone cannot reopen it: corrections are made at the table.
    let late = reopened
        .report_game_result_from_phone(&id, Seat::First, result((6, 1), (3, 0), None))
        .unwrap_err();
    assert_eq!(late.code(), "refused.gameAlreadyRecorded");
}

#[test]
fn differing_reports_record_nothing_until_corrected_or_entered_at_the_table() {
    let (dir, state) = app();
    let table = completed_draft(&state);
    let id = table.id.clone();
    let actions = table.seq as usize;
    let mine = result((7, 1), (3, 0), Some(Seat::First));
    let theirs = result((7, 2), (3, 0), Some(Seat::Second));
    state
        .report_game_result_from_phone(&id, Seat::First, mine)
        .unwrap();
    let disagreed = state
        .report_game_result_from_phone(&id, Seat::Second, theirs)
        .unwrap();
    assert_eq!(disagreed.game, None);
    assert_eq!(
        disagreed.reports.differs,
        [ResultField::FirstFrags, ResultField::FirstBlood]
    );
    assert_eq!(
        disagreed.reports.by_seat,
        BySeat::new(Some(mine), Some(theirs))
    );
    let at_table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(at_table.reports, disagreed.reports);
    assert_eq!(
        journal_kinds(dir.path(), &id)[actions..],
        ["report", "report"]
    );

    // The first seat corrects its report to the rival's: agreed, recorded once.
    let corrected = state
        .report_game_result_from_phone(&id, Seat::First, theirs)
        .unwrap();
    assert_eq!(corrected.game.unwrap().input, theirs);
    assert_eq!(
        journal_kinds(dir.path(), &id)[actions..],
        ["report", "report", "game"]
    );

    // The table's own entry always works and settles the game over any report.
    let (_dir2, state) = app();
    let table = completed_draft(&state);
    let id = table.id.clone();
    state
        .report_game_result_from_phone(&id, Seat::First, mine)
        .unwrap();
    let seq = state.open_draft(&id, TableViewer::Table, None).unwrap().seq;
    let entered = state.record_game_result(&id, seq, theirs).unwrap();
    assert_eq!(entered.game.unwrap().input, theirs);
    assert_eq!(entered.reports.by_seat, BySeat::new(None, None));
}

#[test]
fn a_report_before_the_draft_ends_or_with_impossible_numbers_is_refused() {
    let (_dir, state) = app();
    let created = state
        .create_draft(
            setup(RulesetVersion::AglSeason2, vec![Mod::FinalBoss]),
            SeedChoice::Keep,
            None,
        )
        .unwrap();
    let early = state
        .report_game_result_from_phone(&created.id, Seat::First, result((7, 1), (3, 0), None))
        .unwrap_err();
    let preview = state
        .preview_game_result(&created.id, result((7, 1), (3, 0), None))
        .unwrap_err();
    assert_eq!(early.code(), preview.code());
    assert!(matches!(early, AppError::Refused { .. }));

    let table = completed_draft(&state);
    // The scoring's own refusal, as at the table (more Victory Points than a game can give).
    let impossible = result((10_000, 0), (3, 0), None);
    let refused = state
        .report_game_result_from_phone(&table.id, Seat::First, impossible)
        .unwrap_err();
    assert_eq!(
        refused.code(),
        state
            .preview_game_result(&table.id, impossible)
            .unwrap_err()
            .code()
    );
    let after = state
        .open_draft(&table.id, TableViewer::Table, None)
        .unwrap();
    assert_eq!(after.seq, table.seq);
    assert_eq!(after.reports.by_seat, BySeat::new(None, None));
}

#[test]
fn the_organizer_switches_phone_reports_off_and_the_table_still_records() {
    let (dir, state) = app();
    let table = completed_draft(&state);
    let id = table.id.clone();
    assert!(table.reports.allowed);
    let mine = result((7, 1), (3, 0), None);
    state
        .report_game_result_from_phone(&id, Seat::First, mine)
        .unwrap();
    let off = state.set_phone_reports(&id, false).unwrap();
    assert!(!off.reports.allowed);
    // The report already given stays shown; no new one is taken.
    assert_eq!(off.reports.by_seat.first, Some(mine));
    let refused = state
        .report_game_result_from_phone(&id, Seat::Second, mine)
        .unwrap_err();
    assert_eq!(refused.code(), "refused.phoneReportsOff");
    // The switch outlives the app (it is a setting, not a journal entry).
    drop(state);
    let state = App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(7),
    );
    // (Bo's phone has used its token, so his seat is his phone's now: the table's view.)
    let reopened = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(!reopened.reports.allowed);
    assert_eq!(reopened.seq, off.seq);
    let on = state.set_phone_reports(&id, true).unwrap();
    assert!(on.reports.allowed);
    let agreed = state
        .report_game_result_from_phone(&id, Seat::Second, mine)
        .unwrap();
    assert_eq!(agreed.game.unwrap().input, mine);
}
