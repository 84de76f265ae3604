//! The Imperial Assault desk end to end on a temporary data folder: an event created, players
//! registered with army lists pasted as text, round 1 paired with a drawn and recorded seed,
//! results journalled one by one, refusals with their clause and code, the event reopened from
//! its journal, and the journals checked and exported like an AGL event's.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::ia::{IaActionOutcome, IaEventView};
use hexadraft_app::desk::room::RoomFigures;
use hexadraft_app::{App, AppError, Conflict, ErrorReport, Missing};
use hexadraft_draft::{BySeat, EventFormat, RulesetVersion};
use hexadraft_event::ia::{
    CutRoundName, GameEnd, IaAction, IaEventDefinition, IaResultInput, IaStage,
};
use hexadraft_event::{
    EventAction, EventDefinition, EventSeed, EventType, PlayerId, RematchPolicy, RulesetKind,
};
use hexadraft_paper::Language;
use hexadraft_storage::ExportAudience;
use hexadraft_testkit::{app_at, ia_store_championship, IA_ARMY};

const ARMY: &str = IA_ARMY;

fn app(dir: &tempfile::TempDir) -> App {
    app_at(dir.path(), 5)
}

fn definition(seed: Option<EventSeed>) -> IaEventDefinition {
    ia_store_championship(&["Mission A", "Mission B", "Mission C", "Mission D"], seed)
}

/// Applies one action and opens the event after it, checking on the way that the action's answer
/// (what it changed) rebuilds, from the view before, the event the desk then opens.
fn apply(app: &App, view: &IaEventView, action: IaAction) -> Result<IaEventView, AppError> {
    let outcome = app
        .apply_event_action(&view.header.id, view.header.seq, action)?
        .imperial_assault()
        .unwrap();
    let after = app.get_event(&view.header.id)?.imperial_assault().unwrap();
    Ok(rebuilt(view, &outcome, after))
}

/// `after`, once the desk's way of showing it (the view before with the answer's change) is
/// found to give the same event.
fn rebuilt(before: &IaEventView, outcome: &IaActionOutcome, after: IaEventView) -> IaEventView {
    assert_eq!(outcome.seq, after.header.seq);
    let shown = before.snapshot.as_ref().unwrap();
    assert_eq!(Some(outcome.change.applied_to(shown)), after.snapshot);
    after
}

fn with_players(app: &App, count: u32) -> IaEventView {
    let mut view = app
        .create_event(definition(None), Language::Es)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let army = app.read_ia_army_text(ARMY);
    assert!(
        army.report.problems.is_empty(),
        "{:?}",
        army.report.problems
    );
    for i in 1..=count {
        view = apply(
            app,
            &view,
            IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(army.list.clone()),
            },
        )
        .unwrap();
    }
    view
}

#[test]
fn an_event_is_journalled_action_by_action_and_reopens_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = with_players(&app, 4);
    assert_eq!(view.header.seq, 4);
    assert_eq!(view.header.language, Language::Es);
    // Round 1 draws the seed here and records it in the journal.
    let view = apply(
        &app,
        &view,
        IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        },
    )
    .unwrap();
    let snapshot = view.snapshot.clone().unwrap();
    assert_eq!(snapshot.rounds.len(), 1);
    assert!(snapshot.standings.is_some());
    let result = IaResultInput {
        victory_points: BySeat::new(40, 12),
        figure_points: None,
        end: GameEnd::FortyPoints,
    };
    let view = apply(
        &app,
        &view,
        IaAction::RecordResult {
            round: 1,
            table: 1,
            result,
        },
    )
    .unwrap();
    // A screen that missed an action is refused, and changes nothing.
    let stale = app
        .apply_event_action(&view.header.id, view.header.seq - 1, IaAction::MakeCut {})
        .unwrap_err();
    assert!(matches!(
        stale,
        AppError::Conflict {
            conflict: Conflict::Stale { .. }
        }
    ));

    // Another app on the same folder replays the journal to the same event, seed included.
    drop(app);
    let reopened = self::app(&dir)
        .get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(reopened.snapshot, view.snapshot);
    assert_eq!(reopened.header.seq, view.header.seq);
    assert_eq!(
        reopened.snapshot.unwrap().stage,
        IaStage::RoundInProgress {
            round: 1,
            results_missing: 1
        }
    );
}

#[test]
fn a_refusal_carries_its_code_and_clause() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = app
        .create_event(definition(None), Language::En)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let illegal = app.read_ia_army_text("Darth Vader\nDarth Vader\n");
    assert!(!illegal.report.problems.is_empty());
    let error = apply(
        &app,
        &view,
        IaAction::RegisterPlayer {
            name: "Ana García".to_owned(),
            army: Some(illegal.list),
        },
    )
    .unwrap_err();
    let report = ErrorReport::from(error);
    assert_eq!(report.code, "refused.iaEvent.armyNotLegal");
    assert!(report
        .clause
        .unwrap()
        .to_string()
        .contains("Construcción de ejércitos"));
    assert_eq!(
        app.get_event(&view.header.id)
            .unwrap()
            .imperial_assault()
            .unwrap()
            .header
            .seq,
        0,
        "nothing journalled"
    );

    let error = app
        .create_event(
            IaEventDefinition {
                name: String::new(),
                ..definition(None)
            },
            Language::En,
        )
        .unwrap_err();
    assert_eq!(ErrorReport::from(error).code, "refused.iaEventDefinition");
}

#[test]
fn a_pasted_list_reports_each_line_it_could_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let check = app.read_ia_army_text("2x Stormtrooper\nDarth Vadr\n");
    assert_eq!(check.lines.len(), 2);
    assert_eq!(check.text_problems.len(), 1);
    assert!(check.text.contains("2 Stormtrooper"), "{}", check.text);
    assert_eq!(check.report.army_points, 12);
    let cards = app.ia_cards();
    assert_eq!(cards.deployment.len(), 161);
    assert_eq!(cards.command.len(), 206);
    assert!(cards.notice.contains("MIT"));
    assert_eq!(app.ia_event_options().categories.len(), 3);
    // The search box finds skirmish cards by any word, Deployment cards first.
    let hits = app.search_ia_cards("stormtrooper");
    assert!(
        hits.iter()
            .any(|h| h.name == "Stormtrooper (Elite)" && h.cost == 9),
        "{hits:?}"
    );
    assert!(app
        .search_ia_cards("jabba")
        .iter()
        .all(|h| !h.name.contains("Campaign")));
    assert!(app.search_ia_cards("  ").is_empty());
}

#[test]
fn each_event_opens_under_its_own_ruleset_and_refuses_the_other_rulesets_actions() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let ia = app
        .create_event(definition(None), Language::En)
        .unwrap()
        .imperial_assault()
        .unwrap();
    // One door opens it, under the ruleset its header names; an AGL action is refused.
    assert_eq!(
        app.get_event(&ia.header.id).unwrap().kind(),
        RulesetKind::ImperialAssault
    );
    assert!(matches!(
        app.apply_event_action(
            &ia.header.id,
            ia.header.seq,
            EventAction::SetRounds { rounds: 3 }
        ),
        Err(AppError::NotFound {
            missing: Missing::NotAnAglEvent { .. }
        })
    ));
    let agl = app
        .create_event(
            EventDefinition {
                name: "AGL Cup".to_owned(),
                format: EventFormat::StandardTournament,
                ruleset: RulesetVersion::AglV1,
                mods: Vec::new(),
                event_type: EventType::Standard,
                rounds: None,
                scenarios: Vec::new(),
                stadium: None,
                seed: None,
                rematches: RematchPolicy::default(),
                lineup_size: None,
                rulings: Default::default(),
                publish_rounds: false,
            },
            Language::En,
        )
        .unwrap()
        .agl()
        .unwrap();
    assert_eq!(
        app.get_event(&agl.header.id).unwrap().kind(),
        RulesetKind::Agl
    );
    assert!(matches!(
        app.apply_event_action(
            &agl.header.id,
            agl.header.seq,
            IaAction::RegisterPlayer {
                name: "Ana".into(),
                army: None
            }
        ),
        Err(AppError::NotFound {
            missing: Missing::NotAnImperialAssaultEvent { .. }
        })
    ));
    // The list names each event's ruleset, read from its header, and which a ledger may take.
    let listed: Vec<(String, RulesetKind, bool)> = app
        .list_events()
        .unwrap()
        .into_iter()
        .map(|e| (e.id, e.ruleset, e.feeds_rating_ledger))
        .collect();
    assert!(listed.contains(&(ia.header.id.clone(), RulesetKind::ImperialAssault, false)));
    assert!(listed.contains(&(agl.header.id.clone(), RulesetKind::Agl, true)));
    // The library says how far each has come, each through its own engine.
    let items = app.library_items().unwrap();
    let ia_item = items
        .iter()
        .find(|i| i.journal.id.as_str() == ia.header.id)
        .unwrap();
    assert_eq!(
        ia_item.progress,
        Some(hexadraft_app::library::Progress::InProgress)
    );
    assert_eq!(ia_item.read_only, None);
    // The library's check replays each through its own engine.
    let checks = app.verify_journals(&[]).unwrap();
    assert_eq!(checks.len(), 2);
    assert!(checks.iter().all(|c| c.replays()), "{checks:?}");
}

#[test]
fn a_player_safe_export_withholds_a_fixed_seed_until_round_one_is_paired() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let seed_in = |id: &str| {
        let text = app
            .export_journals_text(&[id.to_owned()], ExportAudience::PlayerSafe)
            .unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        value["journals"][0]["header"]["setup"]["definition"]["seed"].clone()
    };
    let fixed = app
        .create_event(definition(Some(EventSeed::Number(7))), Language::En)
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(seed_in(&fixed.header.id), serde_json::Value::Null);
    let mut view = fixed;
    let army = app.read_ia_army_text(ARMY).list;
    for name in ["Ana", "Dmitri"] {
        view = apply(
            &app,
            &view,
            IaAction::RegisterPlayer {
                name: name.to_owned(),
                army: Some(army.clone()),
            },
        )
        .unwrap();
    }
    let view = apply(
        &app,
        &view,
        IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        },
    )
    .unwrap();
    assert_eq!(seed_in(&view.header.id), serde_json::json!(7));
    let first = view.snapshot.unwrap().rounds[0].tables[0].pairing.players;
    assert!(first.first != first.second && [first.first, first.second].contains(&PlayerId::new(1)));
}

#[test]
fn the_papers_are_written_in_the_events_language() {
    use hexadraft_app::paper_export::IaPaperDocument;
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = with_players(&app, 5);
    let view = apply(
        &app,
        &view,
        IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        },
    )
    .unwrap();
    let files = app
        .paper_files(&view.header.id, IaPaperDocument::Pairings { round: 1 })
        .unwrap();
    assert_eq!(files[0].name, "pairings-round-1.pdf");
    let text = files[0].pages.concat().join(" ");
    assert!(
        text.contains("Emparejamientos") && text.contains("Bye"),
        "{text}"
    );
    let out = dir.path().join("paper");
    std::fs::create_dir(&out).unwrap();
    let written = app
        .export_paper(&view.header.id, IaPaperDocument::Report, out.to_str())
        .unwrap();
    assert_eq!(written.files.len(), 2);
    let armies = app
        .paper_files(&view.header.id, IaPaperDocument::ArmyLists)
        .unwrap();
    assert_eq!(armies[0].pages.len(), 5, "one page per player");
    let error = app
        .paper_files(&view.header.id, IaPaperDocument::Bracket)
        .unwrap_err();
    assert_eq!(ErrorReport::from(error).code, "refused.paper.noCut");
}

/// Issue 29: "Luke Skywalker" names two cards: the check offers both, each with the line
/// rewritten to name it alone (the line's count kept), and the line chosen reads as that card.
#[test]
fn an_ambiguous_line_offers_its_cards_and_the_choice_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let check = app.read_ia_army_text("Darth Vader\n2x Luke Skywalker (10)\nBodyguard (1) x2\n");
    assert_eq!(check.ambiguous.len(), 1, "{:?}", check.text_problems);
    let line = &check.ambiguous[0];
    assert_eq!(line.line, 2);
    let names: Vec<&str> = line.choices.iter().map(|c| c.hit.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Luke Skywalker, Hero of the Rebellion",
            "Luke Skywalker, Jedi Knight"
        ]
    );
    assert!(line.choices.iter().all(|c| c.line_text.starts_with("2 ")));
    // "Bodyguard (1) x2" is read: only the ambiguous line is a problem.
    assert_eq!(check.text_problems.len(), 1, "{:?}", check.text_problems);
    let chosen = app.read_ia_army_text(&format!("Darth Vader\n{}\n", line.choices[1].line_text));
    assert!(chosen.text_problems.is_empty() && chosen.ambiguous.is_empty());
    // Every map of the data is offered to pick missions from; none is made up.
    let options = app.ia_event_options();
    assert_eq!(
        options.maps.len(),
        app.ia_catalog_overview().skirmish_maps as usize
    );
    assert!(options.maps.iter().any(|m| m.name == "Moisture Farm"));
}

/// Taking the cut back is journalled like any action and replays (issue 29, item 7).
#[test]
fn the_cut_is_previewed_then_made_and_taken_back_in_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let mut view = with_players(&app, 4);
    let mut definition_structure = view.snapshot.clone().unwrap().structure;
    if definition_structure.is_none() {
        view = apply(
            &app,
            &view,
            IaAction::SetStructure {
                structure: hexadraft_event::ia::RoundStructure {
                    swiss_rounds: 2,
                    cut: Some(hexadraft_event::ia::CutSize::new(2).unwrap()),
                },
            },
        )
        .unwrap();
        definition_structure = view.snapshot.clone().unwrap().structure;
    }
    let swiss = definition_structure.unwrap().swiss_rounds;
    for round in 1..=swiss {
        view = apply(
            &app,
            &view,
            IaAction::PairNextRound {
                round,
                seed: None,
                pairing: None,
            },
        )
        .unwrap();
        let tables: Vec<u32> = view.snapshot.as_ref().unwrap().rounds[round as usize - 1]
            .tables
            .iter()
            .map(|t| t.pairing.table)
            .collect();
        for table in tables {
            view = apply(
                &app,
                &view,
                IaAction::RecordResult {
                    round,
                    table,
                    result: IaResultInput {
                        victory_points: BySeat::new(40, 12),
                        figure_points: None,
                        end: GameEnd::FortyPoints,
                    },
                },
            )
            .unwrap();
        }
    }
    let preview = view.snapshot.as_ref().unwrap().cut_preview.clone().unwrap();
    view = apply(&app, &view, IaAction::MakeCut {}).unwrap();
    let snapshot = view.snapshot.clone().unwrap();
    assert_eq!(snapshot.bracket.unwrap().seeds, preview.seeds);
    assert!(snapshot.open.undo_cut && !snapshot.open.swiss);
    // What the room sees (projector and room page): the last Swiss round by name with its
    // mission, the Swiss standings settled with their strength of schedule, the cut's final.
    let room = app.room_view(&view.header.id).unwrap();
    assert_eq!(room.ruleset, RulesetKind::ImperialAssault);
    assert_eq!(room.round, Some(swiss));
    let mission = room.mission.clone().unwrap();
    assert!(["Mission A", "Mission B", "Mission C", "Mission D"].contains(&mission.as_str()));
    assert_eq!(room.tables.len(), 2);
    assert!(room
        .tables
        .iter()
        .all(|t| t.done && t.players.iter().all(|p| p.starts_with("Player "))));
    assert!(room.standings_final);
    let rows = &snapshot.standings.as_ref().unwrap().rows;
    for (row, shown) in rows.iter().zip(&room.standings) {
        assert_eq!((shown.place, shown.points), (row.place, row.points));
        assert_eq!(
            shown.figures,
            RoomFigures::ImperialAssault {
                strength_of_schedule: row.strength_of_schedule.printed()
            }
        );
    }
    assert_eq!(room.cut.len(), 1);
    assert_eq!(room.cut[0].name, CutRoundName::Final);
    assert_eq!(room.cut[0].games[0].seeds, [1, 2]);
    assert_eq!(room.cut[0].games[0].winner, None);
    // Names and totals only: no army list reaches the room.
    let json = serde_json::to_string(&room).unwrap();
    assert!(
        !json.contains("Darth Vader") && !json.contains("army"),
        "{json}"
    );
    view = apply(&app, &view, IaAction::UndoCut {}).unwrap();
    assert!(view.snapshot.as_ref().unwrap().open.swiss);
    drop(app);
    let reopened = self::app(&dir)
        .get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(reopened.snapshot, view.snapshot);
    assert_eq!(reopened.snapshot.unwrap().stage, IaStage::ReadyToCut);
}

/// Issue 29: a roster file registers every player with their list, all or none; a file with a
/// problem registers nobody and is refused with its count.
#[test]
fn a_roster_file_registers_every_player_or_none() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let view = app
        .create_event(definition(None), Language::En)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let exports = dir.path().join("exports");
    std::fs::create_dir_all(&exports).unwrap();
    let army = "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\nProbe Droid\n\
        Motivation\nAdvanced Com Systems\n2 Bodyguard\n1 Ballistics Matrix\n\
        1 Battlefield Awareness\n1 Behind Enemy Lines\n1 Black Market Prices\n1 Bladestorm\n\
        1 Blitz\n1 Brace for Impact\n1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n\
        1 Cheat to Win\n1 Collect Intel\n1 Dangerous Bargains\n";
    let bad = exports.join("bad.txt");
    std::fs::write(
        &bad,
        format!("Player: Ana\n{army}\nPlayer: Bo\nLuke Skywalker\n{army}"),
    )
    .unwrap();
    let read = app.read_ia_roster_file(bad.to_str().unwrap()).unwrap();
    assert_eq!(read.players.len(), 2);
    assert!(!read.is_ready());
    let error = app
        .import_ia_roster(&view.header.id, view.header.seq, bad.to_str().unwrap())
        .unwrap_err();
    assert_eq!(ErrorReport::from(error).code, "refused.iaRosterNotRead");
    assert_eq!(
        app.get_event(&view.header.id)
            .unwrap()
            .imperial_assault()
            .unwrap()
            .header
            .seq,
        0,
        "nobody registered"
    );

    let good = exports.join("good.txt");
    std::fs::write(&good, format!("Player: Ana\n{army}\nPlayer: Bo\n{army}")).unwrap();
    let after = app
        .import_ia_roster(&view.header.id, view.header.seq, "good.txt")
        .unwrap();
    let players = after.snapshot.unwrap().players;
    assert_eq!(players.len(), 2);
    assert_eq!(players[1].name, "Bo");
    assert_eq!(after.header.seq, 2, "each registration journalled");
    // A stale screen is refused.
    assert!(app
        .import_ia_roster(&view.header.id, 0, "good.txt")
        .is_err());
}

/// The setup screen's request with no valid missions reads, and is refused with its code and
/// clause (a checked pool that failed to read gave the screen an untyped sentence it could not
/// word: an empty notice).
#[test]
fn a_setup_without_missions_is_refused_with_a_code() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let request: hexadraft_app::desk::ia::IaEventRequest =
        serde_json::from_value(serde_json::json!({
            "ruleset": "ia-skirmish-1.1",
            "name": "Store Championship",
            "category": "competitive",
            "structure": null,
            "missions": { "missions": [] },
            "sos_method": "sum",
            "staff": { "judges": 0, "judges_playing": 0, "organizers_playing": 0 },
            "seed": null
        }))
        .unwrap();
    let report = ErrorReport::from(app.create_event(request, Language::En).unwrap_err());
    assert_eq!(report.code, "refused.iaEvent.badMissionPool");
    assert!(report.clause.is_some_and(|c| c
        .citation()
        .contains("Procedimiento de preparación de escaramuzas")));
}
