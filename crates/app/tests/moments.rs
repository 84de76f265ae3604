//! An event as it stood, end to end, for both rulesets: the moments a person picks (round starts
//! and ends, every action), round 2 opened read-only from round 4, two moments compared, "Continue
//! from here" making a new event and leaving the original journal byte for byte as it was, and a
//! journal with a damaged entry shown as far as it can be trusted.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::desk::EventDesk;
use hexadraft_app::moments::{EventMoments, MomentKind};
use hexadraft_app::{App, ReadOnly};
use hexadraft_draft::BySeat;
use hexadraft_event::ia::{GameEnd as IaGameEnd, IaAction, IaResultInput};
use hexadraft_event::{EventAction, EventSeed, PlayerId, RulesetKind};
use hexadraft_paper::Language;
use hexadraft_storage::{JournalId, ReplayStopCause, Store};
use hexadraft_testkit::{
    app_at, ia_store_championship, played, registration, standard_event, IA_ARMY,
};

fn act(app: &App, id: &str, action: impl Into<hexadraft_app::desk::DeskAction>) -> u32 {
    let seq = app.get_event(id).unwrap().seq();
    app.apply_event_action(id, seq, action).unwrap().seq()
}

fn paired_tables(app: &App, id: &str, round: usize) -> Vec<u32> {
    match app.get_event(id).unwrap() {
        EventDesk::Agl(view) => view.snapshot.unwrap().rounds[round - 1]
            .tables
            .iter()
            .map(|t| t.number)
            .collect(),
        EventDesk::ImperialAssault(view) => view.snapshot.unwrap().rounds[round - 1]
            .tables
            .iter()
            .map(|t| t.pairing.table)
            .collect(),
    }
}

/// An AGL event of five players in round 3, its last (rounds 1 and 2 played, the first seat
/// winning each game 7-3 but for round 2's table 1, 2-6), Di dropped after round 2.
fn agl_event_in_round_three(app: &App) -> String {
    let id = app
        .create_event(
            standard_event("Copa", Some(EventSeed::Number(7))),
            Language::En,
        )
        .unwrap()
        .id()
        .to_owned();
    for (i, name) in ["Ana", "Bo", "Cy", "Di", "Eve"].iter().enumerate() {
        act(
            app,
            &id,
            EventAction::RegisterPlayer {
                registration: registration(name, i),
            },
        );
    }
    for round in 1..=3 {
        if round == 3 {
            act(
                app,
                &id,
                EventAction::DropPlayer {
                    player: PlayerId::new(4),
                },
            );
        }
        act(app, &id, EventAction::PairNextRound { round, seed: None });
        if round == 3 {
            break;
        }
        for table in paired_tables(app, &id, round as usize) {
            let result = if round == 2 && table == 1 {
                played(2, 6)
            } else {
                played(7, 3)
            };
            act(
                app,
                &id,
                EventAction::RecordResult {
                    round,
                    table,
                    result,
                },
            );
        }
    }
    id
}

fn ia_result(first: i32, second: i32) -> IaResultInput {
    IaResultInput {
        victory_points: BySeat::new(first, second),
        figure_points: None,
        end: IaGameEnd::FortyPoints,
    }
}

/// An Imperial Assault event of five players in round 3 (rounds 1 and 2 played), player 2
/// dropped after round 2.
fn ia_event_in_round_three(app: &App) -> String {
    let id = app
        .create_event(
            ia_store_championship(
                &["Mission A", "Mission B", "Mission C", "Mission D"],
                Some(EventSeed::Number(5)),
            ),
            Language::Fr,
        )
        .unwrap()
        .id()
        .to_owned();
    let army = app.read_ia_army_text(IA_ARMY).list;
    for i in 1..=5 {
        act(
            app,
            &id,
            IaAction::RegisterPlayer {
                name: format!("Player {i}"),
                army: Some(army.clone()),
            },
        );
    }
    for round in 1..=3 {
        if round == 3 {
            act(
                app,
                &id,
                IaAction::DropPlayer {
                    player: PlayerId::new(2),
                },
            );
        }
        act(
            app,
            &id,
            IaAction::PairNextRound {
                round,
                seed: None,
                pairing: None,
            },
        );
        if round == 3 {
            break;
        }
        for table in paired_tables(app, &id, round as usize) {
            act(
                app,
                &id,
                IaAction::RecordResult {
                    round,
                    table,
                    result: ia_result(40, 12),
                },
            );
        }
    }
    id
}

fn moment_seq(moments: &EventMoments, kind: MomentKind) -> u32 {
    moments
        .moments
        .iter()
        .find(|m| m.kind == kind)
        .unwrap_or_else(|| panic!("no moment {kind:?} in {:#?}", moments.moments))
        .seq
}

/// The original journal as stored: its record and every entry's bytes.
fn journal_bytes(app: &App, id: &str) -> String {
    let store = Store::open(app.database_path()).unwrap();
    let id = JournalId::new(id).unwrap();
    format!(
        "{:?}\n{:?}",
        store.journal(&id).unwrap(),
        store.entries_raw(&id).unwrap()
    )
}

/// Round 2 opened from round 3: its standings and pairings differ from now as they should,
/// the comparison names what changed, and "Continue from here" makes a new event the desk opens
/// and continues, the original journal unchanged.
fn round_two_as_it_stood_compared_and_continued(app: &App, id: &str, ruleset: RulesetKind) {
    let now = app.get_event(id).unwrap();
    let moments = app.event_moments(id).unwrap();
    assert_eq!(moments.ruleset, ruleset);
    assert!(moments.stopped.is_none());
    assert_eq!(moments.moments[0].kind, MomentKind::Created);
    let start_of_two = moment_seq(&moments, MomentKind::RoundStart { round: 2 });
    let end_of_two = moment_seq(&moments, MomentKind::RoundEnd { round: 2 });
    assert!(start_of_two < end_of_two && end_of_two < now.seq());
    // Every entry is a moment, in order; a round's edge comes before its entry's action.
    let actions: Vec<u32> = moments
        .moments
        .iter()
        .filter(|m| m.kind == MomentKind::Action)
        .map(|m| m.seq)
        .collect();
    assert_eq!(actions, (1..=now.seq()).collect::<Vec<_>>());

    // Round 2 as it stood at its start: paired, no result; the standings of round 1 only.
    let stood = app.event_as_it_stood(id, start_of_two).unwrap();
    assert_eq!((stood.seq, stood.entry_count), (start_of_two, now.seq()));
    assert_eq!(
        stood.read_only,
        ReadOnly::AsItStood {
            seq: start_of_two,
            entry_count: now.seq()
        }
    );
    assert_eq!(stood.rounds.len(), 2);
    assert!(stood.rounds[0].tables.iter().all(|t| t.points.is_some()));
    assert!(stood.rounds[1].tables.iter().all(|t| t.points.is_none()));
    assert!(stood.players.iter().all(|p| !p.dropped));
    let latest = app.event_as_it_stood(id, now.seq()).unwrap();
    assert!(latest.rounds.len() > 2);
    assert!(latest.players.iter().any(|p| p.dropped));
    assert_ne!(stood.standings, latest.standings);
    let points_then: u32 = stood.standings.iter().map(|s| s.points).sum();
    let points_now: u32 = latest.standings.iter().map(|s| s.points).sum();
    assert!(points_then < points_now);
    // The organizer's view names players, never their PINs (nor lineups or army lists).
    let said = serde_json::to_string(&stood).unwrap();
    assert!(!said.contains("PIN"), "{said}");
    // Reading a moment changed nothing: the desk is where it was.
    assert_eq!(app.get_event(id).unwrap().seq(), now.seq());

    // Compared with now: round 2's results recorded, the later rounds paired, the drop.
    let comparison = app.compare_moments(id, start_of_two, now.seq()).unwrap();
    assert_eq!((comparison.from, comparison.to), (start_of_two, now.seq()));
    assert!(comparison.rounds.iter().all(|r| r.paired && r.round > 2));
    assert_eq!(comparison.rounds.len(), latest.rounds.len() - 2);
    let round_two: Vec<_> = comparison.results.iter().filter(|r| r.round == 2).collect();
    assert_eq!(round_two.len(), stood.rounds[1].tables.len());
    assert!(round_two
        .iter()
        .all(|r| r.before.is_none() && r.after.is_some()));
    assert_eq!(comparison.drops.len(), 1);
    assert!(comparison.drops[0].dropped);
    assert!(!comparison.places.is_empty());
    for change in &comparison.places {
        assert!(comparison.players.iter().any(|p| p.id == change.player));
    }
    // Told backwards, the same changes undone.
    let backwards = app.compare_moments(id, now.seq(), start_of_two).unwrap();
    assert!(backwards.rounds.iter().all(|r| !r.paired));
    assert!(!backwards.drops[0].dropped);

    // Continue from the end of round 2: a new event, the original journal byte for byte as it was.
    let before = journal_bytes(app, id);
    let continued = app
        .continue_from_moment(id, end_of_two, "Copy from round 2")
        .unwrap();
    assert_eq!(journal_bytes(app, id), before);
    assert_ne!(continued.id, id);
    assert_eq!(continued.ruleset, ruleset);
    assert_eq!(continued.continued_from.journal, id);
    assert_eq!(continued.continued_from.seq, end_of_two);
    let copy = app.get_event(&continued.id).unwrap();
    assert_eq!(copy.seq(), end_of_two);
    assert_eq!(copy.header().title, "Copy from round 2");
    assert!(copy.header().read_only.is_none());
    // Its desk says where it came from; the original's says nothing of it.
    assert_eq!(
        copy.header().continued_from.as_ref(),
        Some(&continued.continued_from)
    );
    assert_eq!(app.get_event(id).unwrap().header().continued_from, None);
    let copied = app.event_as_it_stood(&continued.id, end_of_two).unwrap();
    let original = app.event_as_it_stood(id, end_of_two).unwrap();
    assert_eq!(
        (&copied.rounds, &copied.standings, &copied.players),
        (&original.rounds, &original.standings, &original.players)
    );
    // The copy goes its own way; the original does not move.
    match ruleset {
        RulesetKind::Agl => act(
            app,
            &continued.id,
            EventAction::PairNextRound {
                round: 3,
                seed: None,
            },
        ),
        RulesetKind::ImperialAssault => act(
            app,
            &continued.id,
            IaAction::PairNextRound {
                round: 3,
                seed: None,
                pairing: None,
            },
        ),
    };
    assert_eq!(app.get_event(&continued.id).unwrap().seq(), end_of_two + 1);
    assert_eq!(journal_bytes(app, id), before);
    assert_eq!(app.get_event(id).unwrap().seq(), now.seq());
    // And it reads again after the app is closed and reopened.
    let listed = app.list_journals().unwrap();
    assert!(listed.iter().any(|j| j.id.as_str() == continued.id));
}

#[test]
fn an_agl_event_opens_as_it_stood_at_round_two_compares_and_continues() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 21);
    let id = agl_event_in_round_three(&app);
    round_two_as_it_stood_compared_and_continued(&app, &id, RulesetKind::Agl);
}

#[test]
fn an_imperial_assault_event_opens_as_it_stood_at_round_two_compares_and_continues() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 22);
    let id = ia_event_in_round_three(&app);
    round_two_as_it_stood_compared_and_continued(&app, &id, RulesetKind::ImperialAssault);
}

#[test]
fn a_moment_past_the_journal_is_refused_with_its_code() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 23);
    let id = agl_event_in_round_three(&app);
    let entries = app.get_event(&id).unwrap().seq();
    let refused = app.event_as_it_stood(&id, entries + 1).unwrap_err();
    assert_eq!(refused.code(), "notFound.moment", "{refused}");
    let refused = app
        .continue_from_moment(&id, entries + 1, "Later")
        .unwrap_err();
    assert_eq!(refused.code(), "notFound.moment", "{refused}");
    // A name that is no name makes nothing.
    let journals = app.list_journals().unwrap().len();
    let refused = app.continue_from_moment(&id, 3, "  ").unwrap_err();
    assert!(refused.code().starts_with("invalid."), "{refused}");
    assert_eq!(app.list_journals().unwrap().len(), journals);
    // The event as created is a moment too: its players not yet registered.
    let created = app.event_as_it_stood(&id, 0).unwrap();
    assert!(created.players.is_empty() && created.rounds.is_empty());
}

#[test]
fn a_damaged_entry_ends_the_moments_where_the_journal_can_be_trusted() {
    let dir = tempfile::tempdir().unwrap();
    let app = app_at(dir.path(), 24);
    let id = agl_event_in_round_three(&app);
    drop(app);
    let damaged_at = 7;
    let conn = rusqlite::Connection::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    conn.execute_batch("DROP TRIGGER entries_are_never_updated;")
        .unwrap();
    let changed = conn
        .execute(
            "UPDATE entries SET payload = replace(payload, '7', '8') WHERE journal_id = ?1 AND seq = ?2",
            rusqlite::params![&id, damaged_at],
        )
        .unwrap();
    assert_eq!(changed, 1);
    drop(conn);
    // Another seed: the same one would draw the original's id again for the copy.
    let app = app_at(dir.path(), 25);
    let moments = app.event_moments(&id).unwrap();
    match &moments.stopped {
        Some(ReadOnly::EntryNotApplied { at_seq, cause, .. }) => {
            assert_eq!(*at_seq, damaged_at);
            assert_eq!(*cause, ReplayStopCause::Damaged);
        }
        other => panic!("expected a stop at the damaged entry, got {other:?}"),
    }
    assert!(moments.moments.iter().all(|m| m.seq < damaged_at));
    // Before the damage: as it stood, and continued.
    let trusted = app.event_as_it_stood(&id, damaged_at - 1).unwrap();
    assert!(trusted.stopped.is_none());
    app.continue_from_moment(&id, damaged_at - 1, "Before the damage")
        .unwrap();
    // Past it: shown as far as it can be trusted, with why; never continued.
    let past = app.event_as_it_stood(&id, damaged_at + 2).unwrap();
    assert_eq!(past.seq, damaged_at - 1);
    assert!(past.stopped.is_some());
    assert_eq!(past.rounds, trusted.rounds);
    let refused = app
        .continue_from_moment(&id, damaged_at + 2, "After the damage")
        .unwrap_err();
    assert_eq!(refused.code(), "conflict.readOnly", "{refused}");
}
