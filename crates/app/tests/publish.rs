//! Publishing a round at the desk, both rulesets (docs/rulings.md, "Publishing a round"): a round
//! paired as a proposal is the desk's alone (the room's view, the printed pairings and slips, a
//! player-safe export and a table's draft wait for it), takes no result, may be paired again,
//! and shows everywhere once published.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::EventDesk;
use hexadraft_app::history::HistoryFilter;
use hexadraft_app::paper_export::{IaPaperDocument, PaperDocument};
use hexadraft_app::table_draft::{EventTableRef, SeedChoice};
use hexadraft_app::{App, AppError};
use hexadraft_draft::Clause;
use hexadraft_event::ia::IaAction;
use hexadraft_event::{EventAction, EventDefinition, EventSeed, EventStage};
use hexadraft_paper::Language;
use hexadraft_storage::{ExportAudience, ExportDocument};
use hexadraft_testkit::{
    app_at, ia_store_championship, played, registration, standard_event, IA_ARMY,
};

fn app(dir: &tempfile::TempDir) -> App {
    app_at(dir.path(), 23)
}

fn seq_of(app: &App, id: &str) -> u32 {
    app.get_event(id).unwrap().seq()
}

fn act(app: &App, id: &str, action: impl Into<hexadraft_app::desk::DeskAction>) {
    app.apply_event_action(id, seq_of(app, id), action).unwrap();
}

fn refused(app: &App, id: &str, action: impl Into<hexadraft_app::desk::DeskAction>) -> AppError {
    app.apply_event_action(id, seq_of(app, id), action)
        .unwrap_err()
}

/// An AGL event of five players asking for publishing, round 1 paired as a proposal.
fn agl_proposal(app: &App) -> String {
    let definition = EventDefinition {
        publish_rounds: true,
        ..standard_event("Copa Publicada", None)
    };
    let id = app
        .create_event(definition, Language::En)
        .unwrap()
        .id()
        .to_owned();
    for (i, name) in ["Ana", "Bo", "Cy", "Di", "Eva"].iter().enumerate() {
        act(
            app,
            &id,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        );
    }
    act(
        app,
        &id,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    );
    id
}

/// An Imperial Assault store championship that publishes its rounds, four players registered
/// with their army; answers its id.
fn ia_registered(app: &App) -> String {
    let definition = hexadraft_event::ia::IaEventDefinition {
        publish_rounds: true,
        ..ia_store_championship(&["Mission A", "Mission B", "Mission C", "Mission D"], None)
    };
    let id = app
        .create_event(definition, Language::Es)
        .unwrap()
        .id()
        .to_owned();
    let army = app.read_ia_army_text(IA_ARMY).list;
    for i in 1..=4 {
        act(
            app,
            &id,
            IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(army.clone()),
            },
        );
    }
    id
}

fn code(error: &AppError) -> String {
    error.code()
}

#[test]
fn an_agl_proposal_is_the_desks_alone_until_published() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = agl_proposal(&app);

    // The desk sees the proposal, marked as such, and may publish it.
    let desk = app.get_event(&id).unwrap().agl().unwrap();
    let snapshot = desk.snapshot.unwrap();
    assert!(!snapshot.rounds[0].published);
    assert_eq!(snapshot.open.publish_round, Some(1));

    // Nobody else does.
    let room = app.room_view(&id).unwrap();
    assert_eq!((room.round, room.tables.len(), room.bye), (None, 0, None));
    let audience = app.audience_event(&id).unwrap().agl().unwrap();
    assert!(audience.snapshot.unwrap().rounds.is_empty());
    for document in [
        PaperDocument::Pairings { round: 1 },
        PaperDocument::MatchSlips { round: 1 },
    ] {
        let error = app.paper_files(&id, document).unwrap_err();
        assert_eq!(code(&error), "refused.event.roundNotPublished");
        assert_eq!(error.clause(), Some(Clause::RulingPublishRound));
    }
    let error = app.round_spectator_view(&id, 1, 0).unwrap_err();
    assert_eq!(code(&error), "refused.event.roundNotPublished");
    let setup = app.table_draft_setup(&id, 1, 1).unwrap();
    let table = EventTableRef {
        event_id: id.clone(),
        round: 1,
        table: 1,
    };
    let error = app
        .create_draft(setup, SeedChoice::Keep, Some(table))
        .unwrap_err();
    assert_eq!(code(&error), "refused.event.roundNotPublished");

    // No result before publishing.
    let error = refused(
        &app,
        &id,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: played(6, 2),
        },
    );
    assert_eq!(code(&error), "refused.event.roundNotPublished");

    // Published, it shows everywhere, and takes results.
    act(&app, &id, EventAction::PublishRound { round: 1 });
    let room = app.room_view(&id).unwrap();
    assert_eq!((room.round, room.tables.len()), (Some(1), 2));
    assert!(room.bye.is_some());
    assert!(app
        .paper_files(&id, PaperDocument::Pairings { round: 1 })
        .is_ok());
    assert!(app
        .export_journals_text(std::slice::from_ref(&id), ExportAudience::PlayerSafe)
        .is_ok());
    act(
        &app,
        &id,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: played(6, 2),
        },
    );
    // The history words the publication.
    let history = app
        .event_history(&id, Some(Language::En), HistoryFilter::default())
        .unwrap();
    assert!(
        history
            .entries
            .iter()
            .any(|e| e.text == "Published the pairing of round 1 to the room."),
        "{:?}",
        history.entries.iter().map(|e| &e.text).collect::<Vec<_>>()
    );
}

#[test]
fn pairing_again_takes_the_proposal_back_and_draws_round_one_anew() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = agl_proposal(&app);
    let tables_of = |desk: &EventDesk| {
        let EventDesk::Agl(view) = desk else {
            panic!("not AGL")
        };
        view.snapshot.as_ref().unwrap().rounds[0].tables.clone()
    };
    let before = app.get_event(&id).unwrap();
    let entries = before.seq();
    let again = app.pair_round_again(&id, entries, 1).unwrap();
    // Two entries: the pairing taken back, and round 1 paired from a new seed.
    assert_eq!(again.seq(), entries + 2);
    assert_ne!(tables_of(&again), tables_of(&before));
    let EventDesk::Agl(view) = &again else {
        panic!("not AGL")
    };
    assert!(!view.snapshot.as_ref().unwrap().rounds[0].published);
    // A stale screen is refused, and nothing is recorded.
    assert!(app.pair_round_again(&id, entries, 1).is_err());
    assert_eq!(app.get_event(&id).unwrap().seq(), entries + 2);
}

#[test]
fn an_event_made_before_publishing_shows_each_round_when_paired() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = app
        .create_event(
            standard_event("Copa de siempre", Some(EventSeed::Number(7))),
            Language::En,
        )
        .unwrap()
        .id()
        .to_owned();
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        act(
            &app,
            &id,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        );
    }
    act(
        &app,
        &id,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    );
    assert_eq!(app.room_view(&id).unwrap().round, Some(1));
    let error = refused(&app, &id, EventAction::PublishRound { round: 1 });
    assert_eq!(code(&error), "refused.event.roundAlreadyPublished");
    act(
        &app,
        &id,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: played(6, 2),
        },
    );
}

#[test]
fn an_imperial_assault_proposal_is_the_desks_alone_until_published() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = ia_registered(&app);
    act(
        &app,
        &id,
        IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        },
    );
    let desk = app.get_event(&id).unwrap().imperial_assault().unwrap();
    let snapshot = desk.snapshot.unwrap();
    assert!(!snapshot.rounds[0].published);
    assert_eq!(snapshot.open.publish_round, Some(1));
    let first = snapshot.rounds[0].tables[0].pairing.players.first;

    let room = app.room_view(&id).unwrap();
    assert_eq!(
        (room.round, room.mission.clone(), room.tables.len()),
        (None, None, 0)
    );
    let page = app.ia_player_page(&id, first).unwrap();
    assert_eq!(page.game, None);
    assert_eq!(page.room.round, None);
    let error = app
        .paper_files(&id, IaPaperDocument::Pairings { round: 1 })
        .unwrap_err();
    assert_eq!(code(&error), "refused.iaEvent.roundNotPublished");
    let error = refused(
        &app,
        &id,
        IaAction::RecordResult {
            round: 1,
            table: 1,
            result: hexadraft_event::ia::IaResultInput {
                victory_points: hexadraft_draft::BySeat::new(40, 12),
                figure_points: None,
                end: hexadraft_event::ia::GameEnd::FortyPoints,
            },
        },
    );
    assert_eq!(code(&error), "refused.iaEvent.roundNotPublished");

    // Paired again: still a proposal.
    let again = app.pair_round_again(&id, seq_of(&app, &id), 1).unwrap();
    let view = again.imperial_assault().unwrap();
    assert!(!view.snapshot.unwrap().rounds[0].published);

    act(&app, &id, IaAction::PublishRound { round: 1 });
    let room = app.room_view(&id).unwrap();
    assert_eq!((room.round, room.tables.len()), (Some(1), 2));
    assert!(room.mission.is_some());
    let desk = app.get_event(&id).unwrap().imperial_assault().unwrap();
    let first = desk.snapshot.unwrap().rounds[0].tables[0]
        .pairing
        .players
        .first;
    assert!(app.ia_player_page(&id, first).unwrap().game.is_some());
    assert!(app
        .paper_files(&id, IaPaperDocument::Pairings { round: 1 })
        .is_ok());
}

/// The player-safe export of `id`, read back, and the app it was imported into.
fn player_safe_copy(app: &App, id: &str) -> (String, ExportDocument, App, tempfile::TempDir) {
    let text = app
        .export_journals_text(&[id.to_owned()], ExportAudience::PlayerSafe)
        .unwrap();
    let document = ExportDocument::from_json(text.as_bytes()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let other = app_at(dir.path(), 5);
    other.import_journals_bytes(text.as_bytes(), false).unwrap();
    (text, document, other, dir)
}

fn kinds(document: &ExportDocument) -> Vec<(String, Option<u64>)> {
    document.journals()[0]
        .entries
        .iter()
        .map(|e| {
            let value = e.payload.to_value().unwrap();
            (
                value["kind"].as_str().unwrap_or_default().to_owned(),
                value["round"].as_u64(),
            )
        })
        .collect()
}

/// Docs/rulings.md, "Publishing a round": while round 2 is a proposal, a player-safe export is
/// the journal as it stood before its pairing (a swap in it and a drop after it wait with it);
/// it replays to the event the room sees. The organizer's export keeps everything.
#[test]
fn a_player_safe_export_is_the_event_before_its_proposal() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = agl_proposal(&app);
    act(&app, &id, EventAction::PublishRound { round: 1 });
    for table in [1, 2] {
        act(
            &app,
            &id,
            EventAction::RecordResult {
                round: 1,
                table,
                result: played(6, 2),
            },
        );
    }
    let before_proposal = seq_of(&app, &id);
    act(
        &app,
        &id,
        EventAction::PairNextRound {
            round: 2,
            seed: None,
        },
    );
    let proposal = app.get_event(&id).unwrap().agl().unwrap().snapshot.unwrap();
    let round = &proposal.rounds[1];
    let bye = round.bye.as_ref().unwrap().player;
    let seated = round.tables[0].players.first;
    act(
        &app,
        &id,
        EventAction::SwapPlayers {
            round: 2,
            first: bye,
            second: seated,
        },
    );
    act(&app, &id, EventAction::DropPlayer { player: bye });

    let (_, document, other, _other_dir) = player_safe_copy(&app, &id);
    let copy = &document.journals()[0];
    assert_eq!(copy.entries.len() as u32, before_proposal);
    let kinds = kinds(&document);
    assert!(
        !kinds.iter().any(|(kind, round)| *round == Some(2)
            || ["swapPlayers", "dropPlayer"].contains(&kind.as_str())),
        "{kinds:?}"
    );
    // The copy replays to the event the room sees: round 1 played, round 2 to pair.
    let imported = other.get_event(&id).unwrap().agl().unwrap();
    let snapshot = imported.snapshot.unwrap();
    let audience = app
        .audience_event(&id)
        .unwrap()
        .agl()
        .unwrap()
        .snapshot
        .unwrap();
    assert_eq!(snapshot.rounds, audience.rounds);
    assert_eq!(snapshot.stage, EventStage::ReadyToPair { next_round: 2 });
    assert_eq!(audience.stage, EventStage::ReadyToPair { next_round: 2 });

    // The organizer's export keeps the proposal and what followed it.
    let full = app
        .export_journals_text(std::slice::from_ref(&id), ExportAudience::Organizer)
        .unwrap();
    let full = ExportDocument::from_json(full.as_bytes()).unwrap();
    assert_eq!(full.journals()[0].entries.len() as u32, seq_of(&app, &id));

    // Published, the export has it all again.
    act(&app, &id, EventAction::PublishRound { round: 2 });
    let (_, document, _, _) = player_safe_copy(&app, &id);
    assert_eq!(
        document.journals()[0].entries.len() as u32,
        seq_of(&app, &id)
    );
}

/// Round 1 proposed, paired again, with its seed fixed in the definition: the copy has neither
/// draw, nor the seed that would predict it (as for any event before round 1 is paired).
#[test]
fn a_player_safe_export_during_a_round_one_proposal_holds_no_draw_and_no_seed() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let definition = EventDefinition {
        publish_rounds: true,
        ..standard_event("Copa Fija", Some(EventSeed::Number(424_242)))
    };
    let id = app
        .create_event(definition, Language::En)
        .unwrap()
        .id()
        .to_owned();
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        act(
            &app,
            &id,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        );
    }
    let registered = seq_of(&app, &id);
    act(
        &app,
        &id,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    );
    app.pair_round_again(&id, seq_of(&app, &id), 1).unwrap();
    let (text, document, other, _other_dir) = player_safe_copy(&app, &id);
    assert_eq!(document.journals()[0].entries.len() as u32, registered);
    assert!(!text.contains("424242"), "the seed left: {text}");
    let imported = other.get_event(&id).unwrap().agl().unwrap();
    let snapshot = imported.snapshot.unwrap();
    assert!(snapshot.rounds.is_empty());
    assert_eq!(snapshot.stage, EventStage::Registration);
}

/// The same for an Imperial Assault event: its Swiss round 2 proposed, the copy stops before it
/// and replays to round 1 played.
#[test]
fn an_imperial_assault_player_safe_export_is_the_event_before_its_proposal() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = ia_registered(&app);
    let pair = |round| IaAction::PairNextRound {
        round,
        seed: None,
        pairing: None,
    };
    act(&app, &id, pair(1));
    act(&app, &id, IaAction::PublishRound { round: 1 });
    for table in [1, 2] {
        act(
            &app,
            &id,
            IaAction::RecordResult {
                round: 1,
                table,
                result: hexadraft_event::ia::IaResultInput {
                    victory_points: hexadraft_draft::BySeat::new(40, 12),
                    figure_points: None,
                    end: hexadraft_event::ia::GameEnd::FortyPoints,
                },
            },
        );
    }
    let before_proposal = seq_of(&app, &id);
    act(&app, &id, pair(2));
    let (_, document, other, _other_dir) = player_safe_copy(&app, &id);
    assert_eq!(document.journals()[0].entries.len() as u32, before_proposal);
    assert!(!kinds(&document).iter().any(|(_, round)| *round == Some(2)));
    let imported = other.get_event(&id).unwrap().imperial_assault().unwrap();
    let snapshot = imported.snapshot.unwrap();
    assert_eq!(snapshot.rounds.len(), 1);
    assert_eq!(
        snapshot.stage,
        hexadraft_event::ia::IaStage::ReadyToPair { next_round: 2 }
    );
}

/// docs/rulings.md, "Publishing a round": "An Imperial Assault cut is made from the standings
/// with no choice of the organizer and is shown when made", publishing or not: the room sees
/// it at once, its games take results, and there is no cut round to publish.
#[test]
fn an_imperial_assault_cut_is_shown_when_made_in_an_event_that_publishes_its_rounds() {
    use hexadraft_draft::BySeat;
    use hexadraft_event::ia::{CutSize, GameEnd, IaResultInput, RoundStructure};
    let forty = || IaResultInput {
        victory_points: BySeat::new(40, 12),
        figure_points: None,
        end: GameEnd::FortyPoints,
    };
    let dir = tempfile::tempdir().unwrap();
    let app = app(&dir);
    let id = ia_registered(&app);
    act(
        &app,
        &id,
        IaAction::SetStructure {
            structure: RoundStructure {
                swiss_rounds: 2,
                cut: Some(CutSize::new(2).unwrap()),
            },
        },
    );
    for round in 1..=2 {
        act(
            &app,
            &id,
            IaAction::PairNextRound {
                round,
                seed: None,
                pairing: None,
            },
        );
        act(&app, &id, IaAction::PublishRound { round });
        for table in 1..=2 {
            act(
                &app,
                &id,
                IaAction::RecordResult {
                    round,
                    table,
                    result: forty(),
                },
            );
        }
    }
    act(&app, &id, IaAction::MakeCut {});

    let desk = app.get_event(&id).unwrap().imperial_assault().unwrap();
    let snapshot = desk.snapshot.unwrap();
    assert_eq!(snapshot.open.publish_round, None, "no cut round to publish");
    let room = app.room_view(&id).unwrap();
    assert_eq!(room.cut.len(), 1, "the room sees the cut when made");
    assert_eq!(room.cut[0].games[0].seeds, [1, 2]);
    assert!(app.paper_files(&id, IaPaperDocument::Bracket).is_ok());
    let error = refused(&app, &id, IaAction::PublishRound { round: 3 });
    assert_eq!(code(&error), "refused.iaEvent.notTheLatestRound");
    act(
        &app,
        &id,
        IaAction::RecordCutResult {
            round: 1,
            game: 1,
            result: forty(),
        },
    );
    let room = app.room_view(&id).unwrap();
    assert!(room.cut[0].games[0].winner.is_some());
}
