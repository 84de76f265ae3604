//! An AGL event's choice for its tables' drafts (docs/rulings.md, "Draft formats" and "The pace
//! clock"): the draft format and pace clock are journalled with the event, checked against its
//! Mods and the clock's limits, followed by the tables' drafts started afterwards, never by a
//! draft already started, and replayed after the store is reopened; an event whose clock was
//! kept on this computer before the choice was journalled keeps it.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::agl::TableDraftInfo;
use hexadraft_app::table_draft::{DraftOrder, EventTableRef, SeedChoice, TableDraft};
use hexadraft_app::{App, AppError, AppRefusal, FixedClock, SeededEntropy};
use hexadraft_draft::{
    Actor, Clause, ClockSettings, DraftFormat, FormatProblem, Role, Scope, Turn, TurnAction,
};
use hexadraft_event::{EventAction, EventRefusal};
use hexadraft_paper::Language;
use hexadraft_storage::Store;
use hexadraft_testkit::{register_and_pair_round_one, standard_event};
use std::path::Path;

const START: u32 = 1_800_000_000;

fn app(dir: &Path) -> App {
    App::open(dir, FixedClock::at(START), SeededEntropy::new(11))
}

fn clock(grace: u32, reserve: u32) -> ClockSettings {
    ClockSettings {
        grace_seconds: grace,
        reserve_seconds: reserve,
    }
}

/// Picks alternate one by one, Player A first: not the official A1, B2, A2, B2, A1.
fn alternating() -> DraftFormat {
    let pick = |actor| Turn {
        actor,
        action: TurnAction::Pick,
        scope: Scope::Own,
    };
    DraftFormat {
        name: "One by one".to_owned(),
        turns: (0..4)
            .flat_map(|_| [pick(Actor::PlayerA), pick(Actor::PlayerB)])
            .collect(),
    }
}

const ALTERNATING: [Role; 8] = [
    Role::A,
    Role::B,
    Role::A,
    Role::B,
    Role::A,
    Role::B,
    Role::A,
    Role::B,
];

const OFFICIAL: [Role; 8] = [
    Role::A,
    Role::B,
    Role::B,
    Role::A,
    Role::A,
    Role::B,
    Role::B,
    Role::A,
];

/// An AGL v1.0 event without Mods, eight players registered and round 1 paired (four tables);
/// answers its id and `seq`.
fn paired_event(app: &App) -> (String, u32) {
    let event = app
        .create_event(standard_event("Format Cup", None), Language::En)
        .unwrap();
    let id = event.id().to_owned();
    let seq = register_and_pair_round_one(app, &id, 8);
    (id, seq)
}

/// The draft of table `table` in round 1, as the desk starts it: nothing named but the table.
fn start(app: &App, event: &str, table: u32) -> TableDraft {
    let setup = app.table_draft_setup(event, 1, table).unwrap();
    app.create_draft(
        setup,
        SeedChoice::Keep,
        Some(EventTableRef {
            event_id: event.to_owned(),
            round: 1,
            table,
        }),
    )
    .unwrap()
}

fn set(
    app: &App,
    event: &str,
    seq: u32,
    clock: Option<ClockSettings>,
    format: Option<DraftFormat>,
) -> Result<u32, AppError> {
    app.apply_event_action(event, seq, EventAction::SetTableDrafts { clock, format })
        .map(|outcome| outcome.seq())
}

#[test]
fn tables_drafts_follow_the_events_format_and_clock_from_its_journal_and_replay_after_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let (id, seq, before_id) = {
        let app = app(dir.path());
        let (id, seq) = paired_event(&app);
        let chosen = app.event_table_drafts(&id).unwrap();
        assert_eq!((chosen.clock, chosen.format), (None, None));
        // A draft started before the choice: official order, untimed.
        let before = start(&app, &id, 1);
        assert_eq!(before.view.pick_order, OFFICIAL.to_vec());
        assert_eq!(before.clock, None);

        let seq = set(&app, &id, seq, Some(clock(40, 100)), Some(alternating())).unwrap();
        let after = start(&app, &id, 2);
        assert_eq!(after.view.pick_order, ALTERNATING.to_vec());
        assert_eq!(after.clock.unwrap().settings, clock(40, 100));
        // The draft started before keeps its own header.
        let kept = app
            .open_draft(
                &before.id,
                hexadraft_app::table_draft::TableViewer::Table,
                None,
            )
            .unwrap();
        assert_eq!(kept.view.pick_order, OFFICIAL.to_vec());
        assert_eq!(kept.clock, None);
        // A format or clock named for the draft goes before the event's.
        let setup = app.table_draft_setup(&id, 1, 3).unwrap();
        let named = app
            .create_draft_with(
                setup,
                SeedChoice::Keep,
                Some(EventTableRef {
                    event_id: id.clone(),
                    round: 1,
                    table: 3,
                }),
                None,
                Some(clock(20, 0)),
            )
            .unwrap();
        assert_eq!(named.view.pick_order, ALTERNATING.to_vec());
        assert_eq!(named.clock.unwrap().settings, clock(20, 0));
        (id, seq, before.id)
    };

    // A fresh app on the same data replays the event's choice from its journal alone.
    let app = app(dir.path());
    let chosen = app.event_table_drafts(&id).unwrap();
    assert_eq!(chosen.clock, Some(clock(40, 100)));
    assert_eq!(chosen.format, Some(alternating()));
    assert!(!chosen.clock_from_this_computer);
    let table_4 = start(&app, &id, 4);
    assert_eq!(table_4.view.pick_order, ALTERNATING.to_vec());
    assert_eq!(table_4.clock.unwrap().settings, clock(40, 100));
    let kept = app
        .open_draft(
            &before_id,
            hexadraft_app::table_draft::TableViewer::Table,
            None,
        )
        .unwrap();
    assert_eq!(kept.view.pick_order, OFFICIAL.to_vec());

    // Back to the official order, untimed: recorded as a choice, not as nothing.
    set(&app, &id, seq, None, None).unwrap();
    let chosen = app.event_table_drafts(&id).unwrap();
    assert_eq!((chosen.clock, chosen.format), (None, None));
}

#[test]
fn the_desk_names_each_tables_format_and_clock_as_its_draft_was_started() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(dir.path());
    let (id, seq) = paired_event(&app);
    let before = start(&app, &id, 1);
    set(&app, &id, seq, Some(clock(40, 100)), Some(alternating())).unwrap();
    let after = start(&app, &id, 2);
    let drafts = app.round_drafts(&id, 1).unwrap();
    let of =
        |draft: &str| -> &TableDraftInfo { drafts.iter().find(|d| d.draft_id == draft).unwrap() };
    // Table 1's draft began in the official order, untimed, and keeps it: nothing to name.
    let table_1 = of(&before.id);
    assert_eq!(table_1.table, 1);
    assert_eq!(
        table_1.order,
        Some(DraftOrder {
            custom: None,
            swap: None
        })
    );
    assert_eq!(table_1.clock, None);
    // Table 2's follows the event's choice: the format is named, the clock given.
    let table_2 = of(&after.id);
    assert_eq!(table_2.table, 2);
    assert_eq!(
        table_2.order,
        Some(DraftOrder {
            custom: Some("One by one".to_owned()),
            swap: None
        })
    );
    assert_eq!(table_2.clock, Some(clock(40, 100)));
    assert_eq!(table_2.order, Some(after.order));
    assert_eq!(drafts.len(), 2, "tables 3 and 4 have no draft yet");
}

#[test]
fn a_format_that_does_not_fit_the_events_mods_is_refused_with_its_problem_and_not_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let app = app(dir.path());
    let (id, seq) = paired_event(&app);
    let mut short = alternating();
    short.turns.pop();
    let refused = set(&app, &id, seq, None, Some(short)).unwrap_err();
    assert_eq!(refused.code(), "refused.event.tableDraftFormat");
    assert_eq!(refused.clause(), Some(Clause::BuildingTeamsEachRound));
    let AppError::Refused {
        refusal:
            AppRefusal::Event {
                refusal: EventRefusal::TableDraftFormat { problems, .. },
            },
    } = &refused
    else {
        panic!("{refused:?}");
    };
    assert_eq!(
        problems.as_slice(),
        [FormatProblem::TeamIncomplete {
            team_of: Role::B,
            picks: 3,
            team_size: 4,
        }]
    );
    // A clock outside its limits is refused too, and neither is in the journal.
    assert_eq!(
        set(&app, &id, seq, Some(clock(0, 0)), None)
            .unwrap_err()
            .code(),
        "refused.event.tableDraftClock"
    );
    let event = app.get_event(&id).unwrap();
    assert_eq!(event.seq(), seq);
    assert_eq!(start(&app, &id, 1).view.pick_order, OFFICIAL.to_vec());
}

#[test]
fn a_clock_this_computer_kept_for_the_event_before_the_journal_recorded_one_still_applies() {
    let dir = tempfile::tempdir().unwrap();
    let (id, seq) = {
        let app = app(dir.path());
        paired_event(&app)
    };
    // What an earlier version wrote: the event's clock as a setting of this computer.
    {
        let mut store = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
        store
            .set_setting(
                &format!("event.{id}.pace-clock"),
                r#"{"graceSeconds":50,"reserveSeconds":60}"#,
            )
            .unwrap();
    }
    let app = app(dir.path());
    let chosen = app.event_table_drafts(&id).unwrap();
    assert_eq!(chosen.clock, Some(clock(50, 60)));
    assert!(chosen.clock_from_this_computer);
    assert_eq!(start(&app, &id, 1).clock.unwrap().settings, clock(50, 60));
    // The journal's choice, once recorded, takes its place, even an untimed one.
    set(&app, &id, seq, None, Some(alternating())).unwrap();
    let chosen = app.event_table_drafts(&id).unwrap();
    assert_eq!(chosen.clock, None);
    assert!(!chosen.clock_from_this_computer);
    let table_2 = start(&app, &id, 2);
    assert_eq!(table_2.clock, None);
    assert_eq!(table_2.view.pick_order, ALTERNATING.to_vec());
}

/// `<db>-derived` as storage writes it, with `payload` in place of what the close derived
/// (docs/formats.md, "What the close derives"): the line naming the database's bytes and the
/// payload's own hash, then the payload.
fn derived_with(file: &[u8], payload: &[u8]) -> Vec<u8> {
    use sha2::{Digest, Sha256};
    let line_end = file.iter().position(|&b| b == b'\n').unwrap();
    let line = std::str::from_utf8(&file[..line_end]).unwrap();
    let fields: Vec<&str> = line.split(' ').collect();
    assert_eq!(fields[..3], ["hexadraft", "derived", "v1"], "{line}");
    let payload_hash: String = Sha256::digest(payload)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let mut doctored = format!(
        "hexadraft derived v1 {} {} {payload_hash} {}\n",
        fields[3], fields[4], fields[6]
    )
    .into_bytes();
    doctored.extend_from_slice(payload);
    doctored
}

#[test]
fn the_tables_links_remembered_at_quitting_give_the_next_start_the_same_desk_until_the_file_changes(
) {
    let dir = tempfile::tempdir().unwrap();
    let desk =
        |app: &App, event: &str| -> Vec<TableDraftInfo> { app.round_drafts(event, 1).unwrap() };
    let first = app(dir.path());
    let (event, _) = paired_event(&first);
    for table in 1..=4 {
        start(&first, &event, table);
    }
    let tables = desk(&first, &event);
    assert_eq!(tables.len(), 4);
    assert_eq!(
        first.close().unwrap(),
        Some(hexadraft_storage::CloseCheck::Remembered)
    );
    let database = first.database_path();
    let derived = database.with_file_name("hexadraft.sqlite3-derived");
    let remembered = std::fs::read(&derived).unwrap();

    // The next start on the same bytes: the same tables, their drafts, states and players.
    let second = app(dir.path());
    assert_eq!(desk(&second, &event), tables);
    drop(second);

    // The desk reads the remembered links, not the headers: links doctored to leave table 4
    // out (hashed as storage hashes them) hide its draft from a start on the same bytes.
    let payload = &remembered[remembered.iter().position(|&b| b == b'\n').unwrap() + 1..];
    let mut drafts: Vec<serde_json::Value> = serde_json::from_slice(payload).unwrap();
    assert_eq!(drafts.len(), 4);
    drafts.retain(|d| d["link"]["table"] != 4);
    let doctored = serde_json::to_vec(&drafts).unwrap();
    std::fs::write(&derived, derived_with(&remembered, &doctored)).unwrap();
    let third = app(dir.path());
    assert_eq!(
        desk(&third, &event)
            .iter()
            .map(|t| t.table)
            .collect::<Vec<_>>(),
        [1, 2, 3]
    );
    // Every close derives them anew from the closed file.
    third.close().unwrap();
    let fourth = app(dir.path());
    assert_eq!(desk(&fourth, &event), tables);
}
