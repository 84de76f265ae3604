//! Golden files of the journal formats this version writes: an event with a linked table draft,
//! played with a fixed clock and seeded randomness, exported as the organizer and as players
//! see it. A change to what is saved shows up here as a diff to review (and to document in
//! docs/formats.md); `HEXADRAFT_UPDATE_GOLDEN=1 cargo test -p hexadraft-app --test
//! golden_formats` rewrites the files after a deliberate change.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::table_draft::{
    EventTableRef, GameResultInput, GameScoreInput, SeedChoice, TableViewer,
};
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_catalog::{CharacterId, SponsorId, TacticSlot};
use hexadraft_draft::{
    BySeat, DeckChoice, DraftMove, Mod, RulesetVersion, Seat, SwapChoice, TacticPick,
};
use hexadraft_event::{
    CurrentRatings, EventAction, EventDefinition, Registration, ResultInput, ScoreInput,
};
use hexadraft_paper::Language;
use hexadraft_storage::ExportAudience;
use hexadraft_testkit::{app_at, play_public_steps, player, standard_event, LINEUPS};
use std::collections::BTreeMap;
use std::path::PathBuf;

fn golden(name: &str, found: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    if std::env::var_os("HEXADRAFT_UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, found).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        expected == found,
        "{name} differs from what this version writes; review the change, document it in docs/formats.md and rewrite with HEXADRAFT_UPDATE_GOLDEN=1"
    );
}

/// An event (Koorie Queen + Vassily), four players, ratings before, round 1 with a table draft
/// played through its secret steps and a result entered from the table.
fn played(app: &App) -> (String, String) {
    let event = app
        .create_event(
            // A new event: round 1's seed is drawn when it is paired.
            EventDefinition {
                mods: vec![Mod::KoorieQueen, Mod::Vassily],
                ..standard_event("Golden Cup", None)
            },
            Language::Fr,
        )
        .unwrap();
    let id = event.id().to_owned();
    let mut seq = 0;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        seq = app
            .apply_event_action(
                &id,
                seq,
                EventAction::RegisterPlayer {
                    registration: Registration {
                        name: (*name).into(),
                        corvus_pin: format!("GC-{i}"),
                        sponsor: Some(SponsorId::new("oxyd").unwrap()),
                        sponsor_unlocked: false,
                        lineup: Some(
                            LINEUPS[i % 2]
                                .iter()
                                .map(|c| CharacterId::new(*c).unwrap())
                                .collect(),
                        ),
                        team_name: (i == 0).then(|| "Los Hexágonos".to_owned()),
                    },
                },
            )
            .unwrap()
            .seq();
    }
    let ratings = CurrentRatings::new(BTreeMap::from([("GC-0".to_owned(), 1050.5)])).unwrap();
    seq = app
        .apply_event_action(&id, seq, EventAction::SetRatingsBefore { ratings })
        .unwrap()
        .seq();
    seq = app
        .apply_event_action(
            &id,
            seq,
            EventAction::PairNextRound {
                round: 1,
                seed: None,
            },
        )
        .unwrap()
        .seq();
    let setup = app.table_draft_setup(&id, 1, 1).unwrap();
    let draft = app
        .create_draft(
            setup,
            SeedChoice::Keep,
            Some(EventTableRef {
                event_id: id.clone(),
                round: 1,
                table: 1,
            }),
        )
        .unwrap();
    let draft_id = draft.id;
    // Bans and picks: the first character each seat may take.
    let mut table = play_public_steps(app, &draft_id);
    // Both secret Vassily swaps: keep.
    for seat in Seat::BOTH {
        table = app
            .apply_draft_move(
                &draft_id,
                table.seq,
                DraftMove::LockSwap {
                    seat,
                    swap: SwapChoice::Keep,
                },
                TableViewer::Table,
                None,
            )
            .unwrap();
    }
    // Both secret decks.
    let teams = table.view.teams.clone().unwrap();
    for seat in Seat::BOTH {
        let tactics = teams
            .get(seat)
            .iter()
            .flat_map(|c| {
                [0, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect();
        table = app
            .apply_draft_move(
                &draft_id,
                table.seq,
                DraftMove::LockDeck {
                    seat,
                    deck: DeckChoice { tactics },
                },
                TableViewer::Table,
                None,
            )
            .unwrap();
    }
    let score = |victory_points, frags| GameScoreInput {
        victory_points,
        frags,
    };
    // A phone's report (docs/formats.md, `result_report`), then the table's entry over it.
    let reported_by_phone = app
        .report_game_result_from_phone(
            &draft_id,
            Seat::Second,
            GameResultInput {
                scores: BySeat::new(score(7, 0), score(3, 0)),
                first_blood: None,
                game_end: hexadraft_event::GameEnd::Conceded { by: Seat::Second },
            },
        )
        .unwrap();
    app.record_game_result(
        &draft_id,
        reported_by_phone.seq,
        GameResultInput {
            scores: BySeat::new(score(7, 1), score(3, 0)),
            first_blood: None,
            game_end: hexadraft_event::GameEnd::Played,
        },
    )
    .unwrap();
    let reported = app.round_drafts(&id, 1).unwrap()[0].reported.unwrap();
    let entered = |s: &ScoreInput| ScoreInput { ..*s };
    app.apply_event_action(
        &id,
        seq,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: ResultInput {
                first: entered(&reported.first),
                second: entered(&reported.second),
                players: reported.players,
                game_end: reported.game_end,
            },
        },
    )
    .unwrap();
    (id, draft_id)
}

#[test]
fn the_journals_this_version_writes_are_pinned() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 2026);
    let (event, draft) = played(&app);
    let ids = [event, draft];
    let organizer = app
        .export_journals_text(&ids, ExportAudience::Organizer)
        .unwrap();
    golden("organizer-export.json", &organizer);
    let player_safe = app
        .export_journals_text(&ids, ExportAudience::PlayerSafe)
        .unwrap();
    golden("player-safe-export.json", &player_safe);
}

/// A season ledger (journal kind `ledger`, format 1) with one finished event of the library
/// added: four players, three rounds, the first seat winning every table 7-3.
#[test]
fn the_season_ledger_journal_is_pinned() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 2026);
    let view = app
        .create_event(standard_event("Golden League Night", None), Language::En)
        .unwrap();
    let mut seq = view.seq();
    let mut act = |action: EventAction| {
        seq = app
            .apply_event_action(view.id(), seq, action)
            .unwrap()
            .seq();
    };
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        act(EventAction::RegisterPlayer {
            registration: Registration {
                name: (*name).into(),
                corvus_pin: format!("CB-{}", 1000 + i),
                sponsor: Some(SponsorId::new("oxyd").unwrap()),
                sponsor_unlocked: false,
                lineup: Some(
                    LINEUPS[i % 2]
                        .iter()
                        .map(|c| CharacterId::new(*c).unwrap())
                        .collect(),
                ),
                team_name: None,
            },
        });
    }
    let score = |victory_points| ScoreInput {
        victory_points,
        frags: 0,
        first_blood: false,
    };
    for round in 1..=3 {
        act(EventAction::PairNextRound { round, seed: None });
        for table in 1..=2 {
            act(EventAction::RecordResult {
                round,
                table,
                result: ResultInput {
                    first: score(7),
                    second: score(3),
                    players: None,
                    game_end: hexadraft_event::GameEnd::Played,
                },
            });
        }
    }
    let ledger = app.create_ledger("Golden Season").unwrap();
    app.add_event_to_ledger(&ledger.id, ledger.seq, view.id())
        .unwrap();
    let export = app
        .export_journals_text(&[ledger.id], ExportAudience::Organizer)
        .unwrap();
    golden("ledger-export.json", &export);
    // The pinned file imports into another database and replays to the same ledger.
    let other = tempfile::tempdir().unwrap();
    let reader = App::open(
        other.path(),
        FixedClock::at(1_900_000_000),
        SeededEntropy::new(1),
    );
    reader
        .import_journals_bytes(export.as_bytes(), false)
        .unwrap();
    let id = app.list_ledgers().unwrap()[0].id.clone();
    assert_eq!(
        reader.get_ledger(&id).unwrap(),
        app.get_ledger(&id).unwrap()
    );
}

/// A quick match whose Player A was decided by a real coin tossed at the table (docs/rulings.md,
/// "A real coin at the table"): the recorded outcome is in the header's setup, and a
/// player-safe copy keeps it (it is public) while the seed is replaced by its stand-in.
#[test]
fn a_draft_with_a_recorded_real_coin_is_pinned() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 2026);
    let setup = hexadraft_draft::DraftSetup {
        version: RulesetVersion::AglV1,
        mods: vec![],
        players: BySeat::new(player("Ana", &LINEUPS[0]), player("Bo", &LINEUPS[1])),
        seed: 0,
        coin: hexadraft_draft::CoinToss::Recorded {
            player_a: Seat::Second,
        },
        scenario: None,
        stadium: None,
    };
    let draft = app.create_draft(setup, SeedChoice::Draw, None).unwrap();
    let roles = draft.view.roles.unwrap();
    assert_eq!(roles.player_a, Seat::Second);
    assert_eq!(roles.decided_by, hexadraft_draft::RoleDecider::RealCoin);
    let ids = [draft.id.clone()];
    let organizer = app
        .export_journals_text(&ids, ExportAudience::Organizer)
        .unwrap();
    let player_safe = app
        .export_journals_text(&ids, ExportAudience::PlayerSafe)
        .unwrap();
    let coin = r#""coin":{"kind":"recorded","player_a":"second"}"#;
    assert!(organizer.replace([' ', '\n'], "").contains(coin));
    assert!(player_safe.replace([' ', '\n'], "").contains(coin));
    golden(
        "real-coin-draft-export.json",
        &format!("{organizer}\n{player_safe}"),
    );
}

/// An Imperial Assault event (journal kind `event`, ruleset `ia-skirmish-1.1`, format 1): three
/// players registered with army lists, round 1 paired with a drawn seed and its bye, the one
/// game's result, exported as the organizer sees it.
#[test]
fn the_imperial_assault_event_journal_is_pinned() {
    use hexadraft_event::ia::{
        GameEnd, IaAction, IaCategory, IaEventDefinition, IaResultInput, IaRuleset, Mission,
        MissionPool, SosMethod, Staff,
    };
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 2026);
    let view = app
        .create_event(
            IaEventDefinition {
                ruleset: IaRuleset::Skirmish11,
                name: "Golden Skirmish".into(),
                category: IaCategory::Informal,
                structure: Some(hexadraft_event::ia::RoundStructure {
                    swiss_rounds: 2,
                    cut: None,
                }),
                missions: MissionPool::new(vec![
                    Mission {
                        name: "Mission A".into(),
                        map: None,
                    },
                    Mission {
                        name: "Mission B".into(),
                        map: None,
                    },
                ])
                .unwrap(),
                sos_method: SosMethod::Sum,
                staff: Staff::default(),
                seed: None,
                // The journal as written before editions: its definition has no `rulings`.
                rulings: hexadraft_event::ia::IaRulingsEdition::First,
                publish_rounds: false,
            },
            Language::Fr,
        )
        .unwrap()
        .imperial_assault()
        .unwrap();
    let army = app
        .read_ia_army_text(
            "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\nProbe Droid\n\
             Motivation\nAdvanced Com Systems\n2 Bodyguard\n1 Ballistics Matrix\n\
             1 Battlefield Awareness\n1 Behind Enemy Lines\n1 Black Market Prices\n\
             1 Bladestorm\n1 Blitz\n1 Brace for Impact\n1 Camouflage\n1 Capture the Weary\n\
             1 Change of Plans\n1 Cheat to Win\n1 Collect Intel\n1 Dangerous Bargains\n",
        )
        .list;
    let mut seq = view.header.seq;
    let mut act = |action: IaAction| {
        seq = app
            .apply_event_action(&view.header.id, seq, action)
            .unwrap()
            .seq();
    };
    for name in ["Ana", "Bo", "Cy"] {
        act(IaAction::RegisterPlayer {
            name: name.into(),
            army: Some(army.clone()),
        });
    }
    act(IaAction::PairNextRound {
        round: 1,
        seed: None,
        pairing: None,
    });
    act(IaAction::RecordResult {
        round: 1,
        table: 1,
        result: IaResultInput {
            victory_points: BySeat::new(40, 22),
            figure_points: None,
            end: GameEnd::FortyPoints,
        },
    });
    let organizer = app
        .export_journals_text(
            std::slice::from_ref(&view.header.id),
            ExportAudience::Organizer,
        )
        .unwrap();
    golden("ia-event-export.json", &organizer);

    // A journal written before pairings were recorded (its round paired again on replay) still
    // opens, read-write, to the same event as the one this version writes.
    let earlier = std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/golden/ia-event-export-searched-pairings.json"),
    )
    .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let other = app_at(dir.path(), 5);
    let imported = other.import_journals_bytes(&earlier, false).unwrap();
    let reopened = other
        .get_event(imported.journals[0].id.as_str())
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(reopened.header.read_only, None);
    assert_eq!(
        reopened.snapshot,
        app.get_event(&view.header.id)
            .unwrap()
            .imperial_assault()
            .unwrap()
            .snapshot
    );
}

/// An Imperial Assault event created now, from the setup screen's request: its definition
/// carries `"rulings": 2` (the app writes the newest edition; docs/rulings.md, Imperial Assault,
/// "Editions of the Imperial Assault rulings"). Three players under TOME, round 1 with its bye
/// and result, round 2 paired; exported as the organizer sees it, and imported again to the same
/// event.
#[test]
fn a_second_edition_imperial_assault_event_journal_is_pinned() {
    use hexadraft_app::desk::ia::IaEventRequest;
    use hexadraft_event::ia::{GameEnd, IaAction, IaResultInput, IaRulingsEdition};
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 2027);
    let request: IaEventRequest = serde_json::from_value(serde_json::json!({
        "ruleset": "ia-skirmish-1.1",
        "name": "Golden Skirmish, edition 2",
        "category": "informal",
        "structure": { "swiss_rounds": 2, "cut": null },
        "missions": { "missions": [{ "name": "Mission A" }, { "name": "Mission B" }] },
        "sos_method": "tome",
        "seed": null
    }))
    .unwrap();
    let view = app
        .create_event(request, Language::Es)
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(
        view.snapshot.as_ref().unwrap().definition.rulings,
        IaRulingsEdition::Second,
        "a new event is made under the newest edition"
    );
    let mut seq = view.header.seq;
    let mut act = |action: IaAction| {
        seq = app
            .apply_event_action(&view.header.id, seq, action)
            .unwrap()
            .seq();
    };
    for name in ["Ana", "Bo", "Cy"] {
        act(IaAction::RegisterPlayer {
            name: name.into(),
            army: None,
        });
    }
    act(IaAction::PairNextRound {
        round: 1,
        seed: None,
        pairing: None,
    });
    act(IaAction::RecordResult {
        round: 1,
        table: 1,
        result: IaResultInput {
            victory_points: BySeat::new(40, 22),
            figure_points: None,
            end: GameEnd::FortyPoints,
        },
    });
    act(IaAction::PairNextRound {
        round: 2,
        seed: None,
        pairing: None,
    });
    let organizer = app
        .export_journals_text(
            std::slice::from_ref(&view.header.id),
            ExportAudience::Organizer,
        )
        .unwrap();
    assert!(organizer.contains(r#""rulings":2"#));
    golden("ia-event-edition-2-export.json", &organizer);

    let dir = tempfile::tempdir().unwrap();
    let other = app_at(dir.path(), 5);
    let imported = other
        .import_journals_bytes(organizer.as_bytes(), false)
        .unwrap();
    let reopened = other
        .get_event(imported.journals[0].id.as_str())
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(reopened.header.read_only, None);
    assert_eq!(
        reopened.snapshot,
        app.get_event(&view.header.id)
            .unwrap()
            .imperial_assault()
            .unwrap()
            .snapshot
    );
}

/// An AGL event whose organizer chose the tables' draft format and pace clock (the event
/// action `setTableDrafts`, docs/formats.md) before round 1, and the table draft started after
/// it, which recorded both in its own header. The pinned file imports on another computer,
/// which has neither the organizer's saved format nor any setting of the event, and the event
/// there starts its tables' drafts in the same format and clock.
#[test]
fn an_events_choice_of_draft_format_and_clock_is_pinned_and_travels_with_its_journal() {
    use hexadraft_draft::{Actor, ClockSettings, DraftFormat, Scope, Turn, TurnAction};
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 2026);
    let view = app
        .create_event(standard_event("Golden Format Night", None), Language::En)
        .unwrap();
    let id = view.id().to_owned();
    let mut seq = view.seq();
    let pick = |actor| Turn {
        actor,
        action: TurnAction::Pick,
        scope: Scope::Own,
    };
    let format = DraftFormat {
        name: "One by one".to_owned(),
        turns: (0..4)
            .flat_map(|_| [pick(Actor::PlayerA), pick(Actor::PlayerB)])
            .collect(),
    };
    let clock = ClockSettings {
        grace_seconds: 45,
        reserve_seconds: 90,
    };
    let mut act = |action: EventAction| {
        seq = app.apply_event_action(&id, seq, action).unwrap().seq();
    };
    act(EventAction::SetTableDrafts {
        clock: Some(clock),
        format: Some(format.clone()),
    });
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        act(EventAction::RegisterPlayer {
            registration: hexadraft_testkit::registration(name, i),
        });
    }
    act(EventAction::PairNextRound {
        round: 1,
        seed: None,
    });
    let setup = app.table_draft_setup(&id, 1, 1).unwrap();
    let draft = app
        .create_draft(
            setup,
            SeedChoice::Keep,
            Some(EventTableRef {
                event_id: id.clone(),
                round: 1,
                table: 1,
            }),
        )
        .unwrap();
    let export = app
        .export_journals_text(&[id.clone(), draft.id.clone()], ExportAudience::Organizer)
        .unwrap();
    golden("event-table-drafts-export.json", &export);

    let other = tempfile::tempdir().unwrap();
    let reader = App::open(
        other.path(),
        FixedClock::at(1_900_000_000),
        SeededEntropy::new(1),
    );
    reader
        .import_journals_bytes(export.as_bytes(), false)
        .unwrap();
    let chosen = reader.event_table_drafts(&id).unwrap();
    assert_eq!(chosen.clock, Some(clock));
    assert_eq!(chosen.format, Some(format));
    let imported = reader
        .open_draft(&draft.id, TableViewer::Table, None)
        .unwrap();
    assert_eq!(imported.view.pick_order, draft.view.pick_order);
    assert_eq!(imported.clock.unwrap().settings, clock);
}
