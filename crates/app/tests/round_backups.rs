//! Round backups end to end, for both rulesets: a copy of the database when a round is paired
//! (its start) and when its last result is recorded (its end), listed with its moment, opened
//! read-only, restored over the working database (kept as a backup itself); a damaged one
//! refused; one that cannot be written said plainly while the action stands.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::agl::{EventActionOutcome, EventView};
use hexadraft_app::desk::ia::IaEventView;
use hexadraft_app::App;
use hexadraft_draft::BySeat;
use hexadraft_event::ia::{
    GameEnd as IaGameEnd, IaAction, IaEventDefinition, IaGameRef, IaResultInput,
};
use hexadraft_event::{EventAction, EventDefinition, EventSeed, RulesetKind};
use hexadraft_paper::Language;
use hexadraft_storage::{BackupInfo, BackupMoment, RoundEdge, Store};
use hexadraft_testkit::{
    app_at, ia_store_championship, played as result, registration, standard_event, IA_ARMY,
};

fn definition() -> EventDefinition {
    standard_event("Copa Señor", Some(EventSeed::Number(7)))
}

fn act(app: &App, id: &str, seq: u32, action: EventAction) -> EventActionOutcome {
    app.apply_event_action(id, seq, action)
        .unwrap()
        .agl()
        .unwrap()
}

fn round_backups(app: &App) -> Vec<BackupInfo> {
    let mut rounds: Vec<BackupInfo> = app
        .backups()
        .unwrap()
        .backups
        .into_iter()
        .filter(BackupInfo::is_round)
        .collect();
    rounds.reverse();
    rounds
}

fn moment(id: &str, title: &str, round: u32, edge: RoundEdge) -> BackupMoment {
    BackupMoment {
        event_id: id.to_owned(),
        event_title: title.to_owned(),
        round,
        edge,
    }
}

/// An AGL event of four players with round 1 played and round 2 paired; answers the view, and
/// the outcomes' backup warnings.
fn agl_event_to_round_two(app: &App) -> EventView {
    let view = app
        .create_event(definition(), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    let mut seq = view.header.seq;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        let registered = act(
            app,
            &view.header.id,
            seq,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        );
        assert!(registered.backup_warning.is_none());
        seq = registered.seq;
    }
    assert!(
        round_backups(app).is_empty(),
        "registering is no round moment"
    );
    let pair = |round| EventAction::PairNextRound { round, seed: None };
    let paired = act(app, &view.header.id, seq, pair(1));
    assert!(paired.backup_warning.is_none());
    assert_eq!(round_backups(app).len(), 1);
    let first = act(
        app,
        &view.header.id,
        paired.seq,
        EventAction::RecordResult {
            round: 1,
            table: 1,
            result: result(7, 3),
        },
    );
    assert_eq!(round_backups(app).len(), 1, "a table still has no result");
    let last = act(
        app,
        &view.header.id,
        first.seq,
        EventAction::RecordResult {
            round: 1,
            table: 2,
            result: result(2, 5),
        },
    );
    assert_eq!(round_backups(app).len(), 2);
    act(app, &view.header.id, last.seq, pair(2));
    app.get_event(&view.header.id).unwrap().agl().unwrap()
}

#[test]
fn an_agl_event_is_backed_up_at_the_start_and_end_of_each_round_with_its_moment() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 11);
    let view = agl_event_to_round_two(&app);
    let moments: Vec<BackupMoment> = round_backups(&app)
        .into_iter()
        .map(|b| b.moment.unwrap())
        .collect();
    let title = "Copa Señor";
    assert_eq!(
        moments,
        vec![
            moment(&view.header.id, title, 1, RoundEdge::Start),
            moment(&view.header.id, title, 1, RoundEdge::End),
            moment(&view.header.id, title, 2, RoundEdge::Start),
        ]
    );
    // A result corrected in a round already complete is no new moment.
    let corrected = act(
        &app,
        &view.header.id,
        view.header.seq,
        EventAction::CorrectResult {
            round: 1,
            table: 1,
            result: result(6, 3),
        },
    );
    assert!(corrected.backup_warning.is_none());
    assert_eq!(round_backups(&app).len(), 3);
}

#[test]
fn a_round_backup_opens_read_only_and_restores_over_the_working_database_keeping_it() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 11);
    let view = agl_event_to_round_two(&app);
    let backups = round_backups(&app);
    let end_of_one = &backups[1];
    let start_of_two = &backups[2];

    // Read-only: the event as it was at the start of round 2, its results then.
    let events = app.backup_events(start_of_two.number).unwrap();
    assert_eq!(events.len(), 1);
    let event = &events[0];
    assert_eq!(
        (event.id.as_str(), event.ruleset),
        (view.header.id.as_str(), RulesetKind::Agl)
    );
    assert_eq!(event.rounds.len(), 2);
    assert!(event.rounds[0].tables.iter().all(|t| t.points.is_some()));
    assert!(event.rounds[1].tables.iter().all(|t| t.points.is_none()));
    assert_eq!(event.standings.len(), 4);
    let at_end_of_one = app.backup_events(end_of_one.number).unwrap();
    assert_eq!(at_end_of_one[0].rounds.len(), 1);
    // Reading a backup changed nothing of the database in use.
    let now = app.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(now.header.seq, view.header.seq);

    // Restored while the database works: the event is as it was at the end of round 1, and the
    // database replaced is kept as a backup of its own that restores in turn.
    let report = app.restore_backup(end_of_one.number).unwrap();
    let kept = report.kept_as_backup.unwrap();
    assert_eq!(kept.reason, "before-restore");
    let restored = app.get_event(&view.header.id).unwrap().agl().unwrap();
    let snapshot = restored.snapshot.unwrap();
    assert_eq!(snapshot.rounds.len(), 1);
    assert!(snapshot.rounds[0].tables.iter().all(|t| t.result.is_some()));
    assert!(restored.header.seq < view.header.seq);
    assert!(app
        .backups()
        .unwrap()
        .backups
        .iter()
        .any(|b| b.number == kept.number));
    app.restore_backup(kept.number).unwrap();
    let back = app.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(back.header.seq, view.header.seq);
    assert_eq!(back.snapshot.unwrap().rounds.len(), 2);
}

#[test]
fn a_damaged_round_backup_is_refused_with_why_and_the_database_in_use_kept() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 11);
    let view = agl_event_to_round_two(&app);
    let backup = round_backups(&app).remove(1);
    // One byte of a recorded result changed inside the copy: SQLite finds the file whole, the
    // journal's hash chain does not.
    let mut bytes = std::fs::read(&backup.path).unwrap();
    let at = [&br#""victoryPoints":7"#[..], &br#""victory_points":7"#[..]]
        .iter()
        .find_map(|needle| {
            bytes
                .windows(needle.len())
                .position(|w| w == *needle)
                .map(|at| at + needle.len() - 1)
        })
        .expect("the result is stored as text");
    bytes[at] = b'9';
    std::fs::write(&backup.path, &bytes).unwrap();
    let before = app.backups().unwrap().backups;
    let refused = app.restore_backup(backup.number).unwrap_err();
    assert_eq!(refused.code(), "storage.journalDamaged", "{refused}");
    let browsed = app.backup_events(backup.number).unwrap_err();
    assert_eq!(browsed.code(), "storage.journalDamaged", "{browsed}");
    // Nothing changed: the event as it was, and no copy of it made.
    let now = app.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(now.header.seq, view.header.seq);
    assert_eq!(app.backups().unwrap().backups, before);
}

#[test]
fn a_round_backup_that_cannot_be_written_is_said_and_the_action_stands() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 11);
    // The backup folder's place is taken by a file: no backup can be written there.
    let folder = Store::backup_dir_for(&app.database_path());
    std::fs::write(&folder, b"in the way").unwrap();
    let view = app
        .create_event(definition(), Language::En)
        .unwrap()
        .agl()
        .unwrap();
    let mut seq = view.header.seq;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        seq = act(
            &app,
            &view.header.id,
            seq,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        )
        .seq;
    }
    let paired = act(
        &app,
        &view.header.id,
        seq,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    );
    let warning = paired.backup_warning.unwrap();
    assert_eq!(warning.code, "storage.backupFailed", "{}", warning.message);
    // The pairing is recorded and stays, in memory and in the journal.
    assert_eq!(paired.seq, seq + 1);
    drop(app);
    let reopened = app_at(dir.path(), 11);
    let event = reopened.get_event(&view.header.id).unwrap().agl().unwrap();
    assert_eq!(event.header.seq, seq + 1);
    assert_eq!(event.snapshot.unwrap().rounds.len(), 1);
}

const ARMY: &str = IA_ARMY;

fn ia_definition() -> IaEventDefinition {
    ia_store_championship(&["Mission A", "Mission B", "Mission C", "Mission D"], None)
}

/// Applies one action, and answers the event after it with the action's backup warning.
fn ia_act(app: &App, view: &IaEventView, action: IaAction) -> IaEventView {
    let outcome = app
        .apply_event_action(&view.header.id, view.header.seq, action)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let after = app
        .get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    IaEventView {
        backup_warning: outcome.backup_warning,
        ..after
    }
}

/// An Imperial Assault event of four players with their army lists.
fn ia_event_with_players(app: &App) -> IaEventView {
    let mut view = app
        .create_event(ia_definition(), Language::Es)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let army = app.read_ia_army_text(ARMY);
    assert!(
        army.report.problems.is_empty(),
        "{:?}",
        army.report.problems
    );
    for i in 1..=4 {
        view = ia_act(
            app,
            &view,
            IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(army.list.clone()),
            },
        );
    }
    view
}

fn forty_twelve() -> IaResultInput {
    IaResultInput {
        victory_points: BySeat::new(40, 12),
        figure_points: None,
        end: IaGameEnd::FortyPoints,
    }
}

#[test]
fn a_round_ended_by_two_phones_reports_whose_copy_fails_is_said_at_the_desks_next_view() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 5);
    let mut view = ia_event_with_players(&app);
    view = ia_act(
        &app,
        &view,
        IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        },
    );
    view = ia_act(
        &app,
        &view,
        IaAction::RecordResult {
            round: 1,
            table: 1,
            result: forty_twelve(),
        },
    );
    // From now on no backup can be written.
    let folder = Store::backup_dir_for(&app.database_path());
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::write(&folder, b"in the way").unwrap();
    let players = view.snapshot.as_ref().unwrap().rounds[0].tables[1]
        .pairing
        .players;
    let game = IaGameRef::Swiss { round: 1, table: 2 };
    for player in [players.first, players.second] {
        app.report_ia_result_from_phone(&view.header.id, player, game, forty_twelve())
            .unwrap();
    }
    // The agreed reports recorded the round's last result: it stands, and the desk's next view
    // says the copy could not be made, once.
    let desk = app
        .get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let round = &desk.snapshot.as_ref().unwrap().rounds[0];
    assert!(round.tables.iter().all(|t| t.result.is_some()));
    let warning = desk.backup_warning.unwrap();
    assert_eq!(warning.code, "storage.backupFailed", "{}", warning.message);
    let again = app
        .get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert!(again.backup_warning.is_none());
}

#[test]
fn an_imperial_assault_event_is_backed_up_at_the_start_and_end_of_each_swiss_round() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 5);
    let mut view = ia_event_with_players(&app);
    let pair = |round| IaAction::PairNextRound {
        round,
        seed: None,
        pairing: None,
    };
    view = ia_act(&app, &view, pair(1));
    assert!(view.backup_warning.is_none());
    for table in [1, 2] {
        view = ia_act(
            &app,
            &view,
            IaAction::RecordResult {
                round: 1,
                table,
                result: forty_twelve(),
            },
        );
    }
    view = ia_act(&app, &view, pair(2));
    let backups = round_backups(&app);
    let moments: Vec<BackupMoment> = backups.iter().map(|b| b.moment.clone().unwrap()).collect();
    let title = "Store Championship";
    assert_eq!(
        moments,
        vec![
            moment(&view.header.id, title, 1, RoundEdge::Start),
            moment(&view.header.id, title, 1, RoundEdge::End),
            moment(&view.header.id, title, 2, RoundEdge::Start),
        ]
    );
    // Read-only, the start of round 2: round 1's results, round 2's tables without one.
    let events = app.backup_events(backups[2].number).unwrap();
    assert_eq!(events[0].ruleset, RulesetKind::ImperialAssault);
    assert_eq!(events[0].rounds.len(), 2);
    assert_eq!(
        events[0].rounds[0].tables[0].victory_points,
        Some(BySeat::new(40, 12))
    );
    assert!(events[0].rounds[1]
        .tables
        .iter()
        .all(|t| t.points.is_none()));
    assert_eq!(events[0].standings.len(), 4);
    // Restored: round 2 is gone, round 1's results are there.
    app.restore_backup(backups[1].number).unwrap();
    let restored = app
        .get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    assert_eq!(restored.snapshot.unwrap().rounds.len(), 1);
}

/// Docs/rulings.md, "Publishing a round": a round paired as a proposal starts when it is
/// published, the moment the room sees it; the proposal, swapped or paired again, is no moment.
#[test]
fn a_proposal_starts_its_round_when_published_not_when_paired() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 11);
    let view = app
        .create_event(
            EventDefinition {
                publish_rounds: true,
                ..definition()
            },
            Language::En,
        )
        .unwrap()
        .agl()
        .unwrap();
    let id = view.header.id.clone();
    let mut seq = view.header.seq;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        seq = act(
            &app,
            &id,
            seq,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        )
        .seq;
    }
    let paired = act(
        &app,
        &id,
        seq,
        EventAction::PairNextRound {
            round: 1,
            seed: None,
        },
    );
    assert!(paired.backup_warning.is_none());
    assert!(round_backups(&app).is_empty(), "a proposal is no start");
    let again = app.pair_round_again(&id, paired.seq, 1).unwrap();
    assert!(round_backups(&app).is_empty(), "nor is pairing it again");
    let published = act(
        &app,
        &id,
        again.seq(),
        EventAction::PublishRound { round: 1 },
    );
    assert!(published.backup_warning.is_none());
    let backups = round_backups(&app);
    assert_eq!(
        backups
            .iter()
            .map(|b| b.moment.clone().unwrap())
            .collect::<Vec<_>>(),
        vec![moment(&id, "Copa Señor", 1, RoundEdge::Start)]
    );
    // The copy holds the round as published.
    let events = app.backup_events(backups[0].number).unwrap();
    assert_eq!(events[0].rounds.len(), 1);
}

#[test]
fn an_imperial_assault_proposal_starts_its_swiss_round_when_published() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 5);
    let mut view = app
        .create_event(
            IaEventDefinition {
                publish_rounds: true,
                ..ia_definition()
            },
            Language::Es,
        )
        .unwrap()
        .imperial_assault()
        .unwrap();
    let army = app.read_ia_army_text(ARMY);
    for i in 1..=4 {
        view = ia_act(
            &app,
            &view,
            IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(army.list.clone()),
            },
        );
    }
    view = ia_act(
        &app,
        &view,
        IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        },
    );
    assert!(round_backups(&app).is_empty(), "a proposal is no start");
    view = ia_act(&app, &view, IaAction::PublishRound { round: 1 });
    assert!(view.backup_warning.is_none());
    assert_eq!(
        round_backups(&app)
            .into_iter()
            .map(|b| b.moment.unwrap())
            .collect::<Vec<_>>(),
        vec![moment(
            &view.header.id,
            "Store Championship",
            1,
            RoundEdge::Start
        )]
    );
}
