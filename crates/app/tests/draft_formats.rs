//! A table draft in the organizer's draft format (docs/rulings.md, "Draft formats"): started,
//! journalled with its format in the header, played through the table commands with its hidden
//! swap kept from the rival, and replayed the same after reopening; a format that does not suit
//! the Mods is refused before any journal is written.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::table_draft::{DraftOrder, SeedChoice, SwapName, TableViewer};
use hexadraft_app::{App, AppError, AppRefusal, FixedClock, SeededEntropy};
use hexadraft_catalog::{CharacterId, SponsorId};
use hexadraft_draft::{
    Actor, BySeat, DraftFormat, DraftMove, DraftSetup, FormatProblem, Mod, ModSet, PlayerSetup,
    Role, RulesetVersion, Scope, Seat, SeatChoice, SecretView, SetupProblem, Step, SwapChoice,
    Turn, TurnAction,
};
use hexadraft_testkit::play_public_steps;
use hexadraft_testkit::{deck_of, LINEUPS};

fn player(name: &str, lineup: &[&str]) -> PlayerSetup {
    PlayerSetup {
        name: name.to_owned(),
        lineup: lineup
            .iter()
            .map(|n| CharacterId::new(*n).unwrap())
            .collect(),
        sponsor: SponsorId::new("oxyd").unwrap(),
        unlocked_sponsors: None,
    }
}

/// AGL v1.0 without Mods: the official order has no ban and no swap.
fn setup() -> DraftSetup {
    DraftSetup {
        version: RulesetVersion::AglV1,
        mods: vec![],
        players: BySeat::new(player("Ana", &LINEUPS[0]), player("Bo", &LINEUPS[1])),
        seed: 7,
        coin: hexadraft_draft::CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}

fn turn(actor: Actor, action: TurnAction, scope: Scope) -> Turn {
    Turn {
        actor,
        action,
        scope,
    }
}

/// Player B bans first, then Player A; picks alternate one by one; a hidden swap ends it.
fn custom() -> DraftFormat {
    let mut turns = vec![
        turn(Actor::PlayerB, TurnAction::Ban, Scope::Rival),
        turn(Actor::PlayerA, TurnAction::Ban, Scope::Rival),
    ];
    for _ in 0..4 {
        turns.push(turn(Actor::PlayerA, TurnAction::Pick, Scope::Own));
        turns.push(turn(Actor::PlayerB, TurnAction::Pick, Scope::Own));
    }
    turns.push(turn(Actor::Both, TurnAction::Swap, Scope::Own));
    DraftFormat {
        name: "Alternating, B bans first".to_owned(),
        turns,
    }
}

fn app(dir: &std::path::Path) -> App {
    App::open(dir, FixedClock::at(1_800_000_000), SeededEntropy::new(7))
}

#[test]
fn a_draft_in_a_custom_format_walks_its_turns_keeps_its_swap_hidden_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let state = app(dir.path());
    let created = state
        .create_draft_with(setup(), SeedChoice::Keep, None, Some(custom()), None)
        .unwrap();
    let id = created.id.clone();
    // The screens name the organizer's format, and its swap is not Vassily's: the Mods have none.
    let order = DraftOrder {
        custom: Some("Alternating, B bans first".to_owned()),
        swap: Some(SwapName::Hidden),
    };
    assert_eq!(created.order, order);
    // Without Koorie Queen, the format's bans still come first, Player B's before Player A's.
    assert_eq!(created.view.step, Step::Ban);
    let player_a = created.view.roles.unwrap().player_a;
    let player_b = player_a.other();
    assert_eq!(created.view.waiting_for, vec![player_b]);
    assert_eq!(
        created.view.pick_order,
        vec![
            Role::A,
            Role::B,
            Role::A,
            Role::B,
            Role::A,
            Role::B,
            Role::A,
            Role::B
        ]
    );

    let table = play_public_steps(&state, &id);
    let mut seq = table.seq;
    assert_eq!(table.view.step, Step::Swap);
    assert_eq!(table.view.bans.len(), 2);
    assert_eq!(table.view.bans[0].seat, player_b);

    // The hidden swap: Player A replaces a character; neither the rival nor the table sees it
    // until Player B has locked too.
    let team_a = table.view.picks.iter().filter(|p| p.team_of == player_a);
    let remove = team_a.map(|p| p.character.clone()).next().unwrap();
    let SeatChoice::Swap { replacements, .. } = state
        .open_draft(&id, TableViewer::Seat { seat: player_a }, None)
        .unwrap()
        .options
        .unwrap()
        .choice
    else {
        panic!("no swap to make");
    };
    let add = replacements
        .iter()
        .find(|o| o.unavailable.is_none())
        .map(|o| o.character.clone())
        .unwrap();
    let swap = SwapChoice::Replace {
        remove: remove.clone(),
        add: add.clone(),
    };
    seq = state
        .apply_draft_move(
            &id,
            seq,
            DraftMove::LockSwap {
                seat: player_a,
                swap,
            },
            TableViewer::Table,
            None,
        )
        .unwrap()
        .seq;
    for viewer in [TableViewer::Table, TableViewer::Seat { seat: player_b }] {
        let seen = state.open_draft(&id, viewer, None).unwrap();
        assert!(matches!(
            seen.view.swaps.as_ref().unwrap().get(player_a),
            SecretView::Locked { .. }
        ));
        let text = serde_json::to_string(&seen).unwrap();
        assert!(
            !text.contains(&format!("\"add\":\"{add}\"")),
            "{viewer:?} sees the locked swap"
        );
    }
    seq = state
        .apply_draft_move(
            &id,
            seq,
            DraftMove::LockSwap {
                seat: player_b,
                swap: SwapChoice::Keep,
            },
            TableViewer::Table,
            None,
        )
        .unwrap()
        .seq;
    let table = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(table.view.step, Step::Deck);
    let teams = table.view.teams.clone().unwrap();
    assert!(teams.get(player_a).contains(&add) && !teams.get(player_a).contains(&remove));
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
    let done = state.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(done.view.complete);

    // The header holds the format, so the draft replays the same after reopening.
    drop(state);
    let reopened = app(dir.path());
    let again = reopened.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(again.view, done.view);
    assert_eq!(again.log, done.log);
    assert!(again.read_only.is_none());
    // The seat's phone, the spectator and the replay say the same of the order.
    assert_eq!(again.order, order);
    let phone = reopened
        .open_draft(&id, TableViewer::Seat { seat: player_b }, None)
        .unwrap();
    assert_eq!(phone.order, order);
    assert_eq!(reopened.spectator_view(&id, 0).unwrap().order, order);
    assert_eq!(reopened.draft_replay(&id).unwrap().order, order);
    let html =
        std::fs::read_to_string(reopened.export_draft_replay(&id, None).unwrap().path).unwrap();
    assert!(html.contains("draft format: Alternating, B bans first"));
    assert!(html.contains("locks a hidden swap"));
    assert!(
        !html.contains("Vassily swap"),
        "no Vassily Mod in this draft"
    );
}

#[test]
fn the_swap_is_vassilys_under_the_vassily_mod_and_the_official_turns_are_the_official_order() {
    let dir = tempfile::tempdir().unwrap();
    let state = app(dir.path());
    let mut vassily = setup();
    vassily.mods = vec![Mod::Vassily];
    // The official order under Vassily: nothing to name, the swap is Vassily's.
    let official = state
        .create_draft_with(vassily.clone(), SeedChoice::Keep, None, None, None)
        .unwrap();
    let vassily_order = DraftOrder {
        custom: None,
        swap: Some(SwapName::Vassily),
    };
    assert_eq!(official.order, vassily_order);
    // The organizer's format under the Vassily Mod keeps the Mod's swap, and is named.
    let theirs = state
        .create_draft_with(
            vassily.clone(),
            SeedChoice::Keep,
            None,
            Some(custom()),
            None,
        )
        .unwrap();
    assert_eq!(
        theirs.order,
        DraftOrder {
            custom: Some("Alternating, B bans first".to_owned()),
            swap: Some(SwapName::Vassily),
        }
    );
    // A copy of the official turns under another name walks the official order.
    let mods = ModSet::new(RulesetVersion::AglV1, &[Mod::Vassily]).unwrap();
    let copy = DraftFormat {
        name: "Official (copy)".to_owned(),
        turns: DraftFormat::official(&mods).turns,
    };
    let copied = state
        .create_draft_with(vassily, SeedChoice::Keep, None, Some(copy), None)
        .unwrap();
    assert_eq!(copied.order, vassily_order);
    // Without Mods and in the official order: no swap to name.
    let plain = state
        .create_draft_with(setup(), SeedChoice::Keep, None, None, None)
        .unwrap();
    assert_eq!(
        plain.order,
        DraftOrder {
            custom: None,
            swap: None,
        }
    );
}

#[test]
fn a_format_that_does_not_suit_the_mods_is_refused_and_leaves_no_journal() {
    let dir = tempfile::tempdir().unwrap();
    let state = app(dir.path());
    let mut short = custom();
    short.turns.remove(2);
    let refused = state
        .create_draft_with(setup(), SeedChoice::Keep, None, Some(short), None)
        .unwrap_err();
    let AppError::Refused {
        refusal: AppRefusal::DraftSetup { problems },
    } = &refused
    else {
        panic!("{refused:?}");
    };
    assert_eq!(
        problems,
        &vec![SetupProblem::Format {
            problems: vec![FormatProblem::TeamIncomplete {
                team_of: Role::A,
                picks: 3,
                team_size: 4
            }]
        }]
    );
    assert_eq!(refused.code(), "refused.draftSetup");
    assert!(state.list_table_drafts().unwrap().is_empty());
}

#[test]
fn the_organizer_keeps_exports_imports_and_removes_formats() {
    let dir = tempfile::tempdir().unwrap();
    let state = app(dir.path());
    let listed = state.draft_formats(RulesetVersion::AglV1, &[]).unwrap();
    assert_eq!(listed.len(), 1);
    assert!(listed[0].official && listed[0].problems.is_empty());

    // Kept with the problems it has under the Mods asked about: under Final Boss its teams of
    // four are too small.
    state.save_draft_format(custom()).unwrap();
    let listed = state
        .draft_formats(
            RulesetVersion::AglSeason2,
            &[hexadraft_draft::Mod::FinalBoss],
        )
        .unwrap();
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[1].format, custom());
    assert!(!listed[1].official);
    assert!(listed[1]
        .problems
        .iter()
        .all(|p| matches!(p, FormatProblem::TeamIncomplete { team_size: 6, .. })));
    // The preview of a format being edited: its problems, nothing kept.
    let mut edited = custom();
    edited
        .turns
        .push(turn(Actor::PlayerA, TurnAction::Pick, Scope::Own));
    let preview = state
        .check_draft_format(edited, RulesetVersion::AglV1, &[])
        .unwrap();
    assert!(matches!(
        preview.problems[..],
        [
            FormatProblem::SwapNotLast { turn: 11 },
            FormatProblem::TeamOverfull { turn: 11, .. }
        ]
    ));
    assert_eq!(
        state
            .draft_formats(RulesetVersion::AglV1, &[])
            .unwrap()
            .len(),
        2
    );

    // Exported as a file, removed, imported back the same.
    let written = state
        .export_draft_format("Alternating, B bans first", None)
        .unwrap();
    let text = std::fs::read_to_string(&written.path).unwrap();
    assert_eq!(text, custom().to_json());
    assert!(state
        .delete_draft_format("Alternating, B bans first")
        .unwrap()
        .is_empty());
    assert_eq!(
        state.import_draft_format(&written.path).unwrap(),
        vec![custom()]
    );

    // A file that does not read is refused with its line, and nothing is kept.
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, text.replace("\"swap\"", "\"swop\"")).unwrap();
    let refused = state
        .import_draft_format(broken.to_str().unwrap())
        .unwrap_err();
    assert_eq!(refused.code(), "refused.draftFormatFile.unreadable");
    assert!(refused.to_string().contains("line 15"), "{refused}");
    let nameless = dir.path().join("nameless.json");
    std::fs::write(&nameless, text.replace("Alternating, B bans first", " ")).unwrap();
    assert_eq!(
        state
            .import_draft_format(nameless.to_str().unwrap())
            .unwrap_err()
            .code(),
        "refused.draftFormatFile.invalid"
    );
    assert_eq!(
        state
            .draft_formats(RulesetVersion::AglV1, &[])
            .unwrap()
            .len(),
        2
    );
    assert_eq!(
        state.delete_draft_format("nothing").unwrap_err().code(),
        "notFound.draftFormat"
    );

    // Kept across a restart.
    drop(state);
    let reopened = app(dir.path());
    assert_eq!(
        reopened.draft_formats(RulesetVersion::AglV1, &[]).unwrap()[1].format,
        custom()
    );
}

#[test]
fn the_organizer_keeps_at_most_sixteen_formats() {
    let dir = tempfile::tempdir().unwrap();
    let state = app(dir.path());
    for i in 0..hexadraft_app::formats::MAX_SAVED_FORMATS {
        let mut format = custom();
        format.name = format!("Format {i}");
        state.save_draft_format(format).unwrap();
    }
    let mut one_more = custom();
    one_more.name = "One more".to_owned();
    assert_eq!(
        state.save_draft_format(one_more).unwrap_err().code(),
        "refused.tooManyDraftFormats"
    );
    // Replacing a kept one by name is not one more.
    let mut again = custom();
    again.name = "Format 3".to_owned();
    again.turns.pop();
    assert_eq!(state.save_draft_format(again).unwrap().len(), 16);
}
