//! An event's history, for both rulesets: every entry with its moment, where it came from and
//! what it changed, naming players; a correction's old and new result; the filters; the CSV; a
//! journal with a damaged entry showing what can be trusted up to it.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::ia::IaEventView;
use hexadraft_app::history::words::Wording;
use hexadraft_app::history::{EventHistory, HistoryFilter};
use hexadraft_app::{App, ReadOnly};
use hexadraft_draft::BySeat;
use hexadraft_event::ia::{
    GameEnd as IaGameEnd, IaAction, IaCategory, IaEventDefinition, IaGameRef, IaResultInput,
    IaRuleset, Mission, MissionPool, SosMethod, Staff,
};
use hexadraft_event::{EventAction, EventSeed, PlayerId};
use hexadraft_paper::Language;
use hexadraft_storage::ReplayStopCause;
use hexadraft_testkit::{app_at, played as result, registration, standard_event};

/// An AGL event of four players, round 1 paired, table 1's result entered as 6-7 and then
/// corrected to 9-7; answers the event's id.
fn agl_event_with_a_correction(app: &App) -> String {
    let view = app
        .create_event(
            standard_event("Cup", Some(EventSeed::Number(3))),
            Language::En,
        )
        .unwrap()
        .agl()
        .unwrap();
    let id = view.header.id.clone();
    let mut seq = view.header.seq;
    let mut act = |action: EventAction| {
        seq = app
            .apply_event_action(&id, seq, action)
            .unwrap()
            .agl()
            .unwrap()
            .seq;
    };
    for (i, name) in ["Ana", "Bruno", "Chloé", "Dario"].iter().enumerate() {
        act(EventAction::RegisterPlayer {
            registration: registration(name, i),
        });
    }
    act(EventAction::PairNextRound {
        round: 1,
        seed: None,
    });
    act(EventAction::RecordResult {
        round: 1,
        table: 1,
        result: result(6, 7),
    });
    act(EventAction::CorrectResult {
        round: 1,
        table: 1,
        result: result(9, 7),
    });
    id
}

fn all(app: &App, id: &str, language: Language) -> EventHistory {
    app.event_history(id, Some(language), HistoryFilter::default())
        .unwrap()
}

#[test]
fn an_agl_history_tells_every_entry_with_its_source_and_a_correction_with_old_and_new() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 4);
    let id = agl_event_with_a_correction(&app);
    let history = all(&app, &id, Language::En);
    assert_eq!(history.entry_count, 7);
    assert_eq!(history.entries.len(), 7);
    assert!(history.stopped.is_none());
    assert_eq!(
        history.entries.iter().map(|e| e.seq).collect::<Vec<_>>(),
        (1..=7).collect::<Vec<_>>()
    );
    assert_eq!(history.entries[0].text, "Registered Ana.");
    assert!(history.entries.iter().all(|e| e.source_text == "The desk"));
    let paired = &history.entries[4];
    assert_eq!(paired.text, "Paired round 1: 2 tables.");
    let recorded = &history.entries[5];
    let corrected = &history.entries[6];
    let correction = corrected.correction.as_ref().unwrap();
    // The same table, seen from the result recorded then and the correction after.
    assert!(recorded.text.ends_with(&format!("{}.", correction.before)));
    assert!(correction.before.contains(" 6\u{2013}7 "), "{correction:?}");
    assert!(correction.after.contains(" 9\u{2013}7 "), "{correction:?}");
    assert_eq!(
        corrected.text,
        format!(
            "Corrected the result of round 1, table 1: {} became {}.",
            correction.before, correction.after
        )
    );
    assert_eq!(corrected.wording, Wording::AglCorrectResult);
    // The entry's moment is the journal's.
    assert!(history.entries.iter().all(|e| e.at.unix_seconds() > 0));
    // In Spanish and French, the same entries in their words.
    let spanish = all(&app, &id, Language::Es);
    assert_eq!(spanish.entries[0].text, "Se inscribe a Ana.");
    assert_eq!(spanish.entries[0].source_text, "La mesa de organización");
    let french = all(&app, &id, Language::Fr);
    assert!(french.entries[6]
        .text
        .starts_with("Résultat corrigé de la ronde 1, table 1"));
}

#[test]
fn the_history_filters_by_player_table_and_round_and_writes_csv() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 4);
    let id = agl_event_with_a_correction(&app);
    let history = all(&app, &id, Language::En);
    let table_one = history.entries[5].players.clone();
    assert_eq!(table_one.len(), 2);
    let player = table_one[0];
    let name = &history
        .players
        .iter()
        .find(|p| p.id == player)
        .unwrap()
        .name;
    let theirs = app
        .event_history(
            &id,
            Some(Language::En),
            HistoryFilter {
                player: Some(player),
                ..HistoryFilter::default()
            },
        )
        .unwrap();
    // Their registration, the pairing, the result and its correction.
    assert_eq!(theirs.entries.len(), 4, "{:#?}", theirs.entries);
    assert!(theirs.entries.iter().all(|e| e.players.contains(&player)));
    assert!(theirs.entries[0].text.contains(name.as_str()));
    let table_two = app
        .event_history(
            &id,
            Some(Language::En),
            HistoryFilter {
                table: Some(2),
                ..HistoryFilter::default()
            },
        )
        .unwrap();
    assert!(table_two.entries.is_empty());
    let round_one = app
        .event_history(
            &id,
            Some(Language::En),
            HistoryFilter {
                round: Some(1),
                ..HistoryFilter::default()
            },
        )
        .unwrap();
    assert_eq!(
        round_one.entries.iter().map(|e| e.seq).collect::<Vec<_>>(),
        vec![5, 6, 7]
    );
    let csv = app
        .event_history_csv(
            &id,
            Some(Language::En),
            HistoryFilter {
                round: Some(1),
                ..HistoryFilter::default()
            },
        )
        .unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "Entry,Time (UTC),From,Round,What changed,Before");
    assert_eq!(lines.len(), 4);
    assert!(lines[3].starts_with("7,"));
    assert!(lines[3].contains("The desk,1,"));
    // Written into the event's exports folder, with a byte order mark for spreadsheets.
    let written = app
        .export_event_history(
            &id,
            Some(Language::En),
            HistoryFilter {
                round: Some(1),
                ..HistoryFilter::default()
            },
            None,
        )
        .unwrap();
    assert!(written.file_name.starts_with("history-"));
    let bytes = std::fs::read(&written.path).unwrap();
    assert_eq!(bytes, format!("\u{feff}{csv}").into_bytes());
}

#[test]
fn a_withdrawn_registration_leaves_the_filter_naming_players_by_their_numbers_now() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 4);
    let view = app
        .create_event(
            standard_event("Cup", Some(EventSeed::Number(3))),
            Language::En,
        )
        .unwrap()
        .agl()
        .unwrap();
    let id = view.header.id.clone();
    let mut seq = view.header.seq;
    for (i, name) in ["Ana", "Bruno", "Chloé"].iter().enumerate() {
        seq = app
            .apply_event_action(
                &id,
                seq,
                EventAction::RegisterPlayer {
                    registration: registration(name, i),
                },
            )
            .unwrap()
            .agl()
            .unwrap()
            .seq;
    }
    app.apply_event_action(
        &id,
        seq,
        EventAction::WithdrawRegistration {
            player: PlayerId::new(2),
        },
    )
    .unwrap();
    let history = all(&app, &id, Language::En);
    assert_eq!(
        history.entries[3].text,
        "Withdrew the registration of Bruno."
    );
    let chloe = history
        .players
        .iter()
        .find(|p| p.name == "Chloé")
        .unwrap()
        .id;
    assert_eq!(chloe, PlayerId::new(2));
    let theirs = app
        .event_history(
            &id,
            Some(Language::En),
            HistoryFilter {
                player: Some(chloe),
                ..HistoryFilter::default()
            },
        )
        .unwrap();
    assert_eq!(
        theirs
            .entries
            .iter()
            .map(|e| e.text.as_str())
            .collect::<Vec<_>>(),
        vec!["Registered Chloé."]
    );
}

#[test]
fn an_entry_recorded_before_sources_were_says_not_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 4);
    let id = agl_event_with_a_correction(&app);
    drop(app);
    // As an older version left it: no source beside entry 2.
    let conn = rusqlite::Connection::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    let removed = conn
        .execute(
            "DELETE FROM settings WHERE key = ?1",
            [format!("journal.{id}.source.2")],
        )
        .unwrap();
    assert_eq!(removed, 1);
    drop(conn);
    let app = app_at(dir.path(), 4);
    let history = all(&app, &id, Language::Fr);
    assert_eq!(history.entries[1].source, None);
    assert_eq!(history.entries[1].source_text, "Non enregistré");
    assert_eq!(history.entries[2].source_text, "La table d'organisation");
}

/// Nothing of a deleted event stays in the settings: where its entries came from goes with it.
#[test]
fn deleting_an_event_forgets_where_its_entries_came_from() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 4);
    let id = agl_event_with_a_correction(&app);
    app.delete_journal(&id).unwrap();
    drop(app);
    let conn = rusqlite::Connection::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    let left: i64 = conn
        .query_row(
            "SELECT count(*) FROM settings WHERE key LIKE ?1",
            [format!("journal.{id}.source.%")],
            |row| row.get(0),
        )
        .unwrap();
    assert_eq!(left, 0);
}

#[test]
fn a_damaged_entry_ends_the_history_where_it_can_be_trusted() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 4);
    let id = agl_event_with_a_correction(&app);
    drop(app);
    let conn = rusqlite::Connection::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    conn.execute_batch("DROP TRIGGER entries_are_never_updated;")
        .unwrap();
    let changed = conn
        .execute(
            "UPDATE entries SET payload = replace(payload, '9', '8') WHERE journal_id = ?1 AND seq = 7",
            [&id],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(conn);
    let app = app_at(dir.path(), 4);
    let history = all(&app, &id, Language::En);
    assert_eq!(history.entries.len(), 6, "{:#?}", history.entries);
    match history.stopped {
        Some(ReadOnly::EntryNotApplied { at_seq, cause, .. }) => {
            assert_eq!(at_seq, 7);
            assert_eq!(cause, ReplayStopCause::Damaged);
        }
        other => panic!("expected a stop at the damaged entry, got {other:?}"),
    }
}

fn ia_definition() -> IaEventDefinition {
    IaEventDefinition {
        ruleset: IaRuleset::Skirmish11,
        name: "Store Championship".to_owned(),
        category: IaCategory::Informal,
        structure: None,
        missions: MissionPool::new(
            ["Mission A", "Mission B", "Mission C", "Mission D"]
                .iter()
                .map(|name| Mission {
                    name: (*name).to_owned(),
                    map: None,
                })
                .collect(),
        )
        .unwrap(),
        sos_method: SosMethod::Sum,
        staff: Staff::default(),
        seed: None,
        rulings: hexadraft_event::ia::IaRulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

fn ia_act(app: &App, view: &IaEventView, action: IaAction) -> IaEventView {
    app.apply_event_action(&view.header.id, view.header.seq, action)
        .unwrap();
    app.get_event(&view.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap()
}

fn vp(a: i32, b: i32) -> IaResultInput {
    IaResultInput {
        victory_points: BySeat::new(a, b),
        figure_points: None,
        end: IaGameEnd::FortyPoints,
    }
}

#[test]
fn an_imperial_assault_history_names_the_phone_a_report_came_from() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 5);
    let mut view = app
        .create_event(ia_definition(), Language::Es)
        .unwrap()
        .imperial_assault()
        .unwrap();
    for name in ["Leia", "Han", "Lando", "Wedge"] {
        view = ia_act(
            &app,
            &view,
            IaAction::RegisterPlayer {
                name: name.to_owned(),
                army: None,
            },
        );
    }
    view = ia_act(
        &app,
        &view,
        IaAction::SetStructure {
            structure: hexadraft_event::ia::RoundStructure {
                swiss_rounds: 2,
                cut: None,
            },
        },
    );
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
            result: vp(40, 12),
        },
    );
    ia_act(
        &app,
        &view,
        IaAction::CorrectResult {
            round: 1,
            table: 1,
            result: vp(40, 22),
        },
    );
    let players = view.snapshot.as_ref().unwrap().rounds[0].tables[1]
        .pairing
        .players;
    let game = IaGameRef::Swiss { round: 1, table: 2 };
    app.report_ia_result_from_phone(&view.header.id, players.first, game, vp(40, 5))
        .unwrap();
    // The event's papers are in Spanish: so is its history unless asked otherwise.
    let history = app
        .event_history(&view.header.id, None, HistoryFilter::default())
        .unwrap();
    assert_eq!(history.language, Language::Es);
    let names: std::collections::HashMap<PlayerId, String> = history
        .players
        .iter()
        .map(|p| (p.id, p.name.clone()))
        .collect();
    let report = history.entries.last().unwrap();
    assert_eq!(report.wording, Wording::IaReportResult);
    let reporter = &names[&players.first];
    assert_eq!(report.source_text, format!("Móvil de {reporter}"));
    assert!(report.text.starts_with(&format!(
        "{reporter} comunica el resultado de la ronda 1, mesa 2: "
    )));
    let correction = history.entries[history.entries.len() - 2]
        .correction
        .clone()
        .unwrap();
    assert!(
        correction.before.contains(" 40\u{2013}12 "),
        "{correction:?}"
    );
    assert!(
        correction.after.contains(" 40\u{2013}22 "),
        "{correction:?}"
    );
    assert!(history.entries[..history.entries.len() - 1]
        .iter()
        .all(|e| e.source_text == "La mesa de organización"));
}
