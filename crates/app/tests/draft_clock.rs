//! The pace clock of a table draft (docs/rulings.md, "The pace clock") through `App`: turns that
//! run out are expired durably and replay the same; the organizer pauses, resumes and adds
//! time; a recorded expiry that was not due is disputed by the replay; and the clock never tells
//! a hidden swap to the table, the rival's phone or a spectator.

// Test helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use hexadraft_app::draft_clock::ClockChange;
use hexadraft_app::table_draft::{SeedChoice, TableDraft, TableViewer};
use hexadraft_app::{App, AppError, AppRefusal, FixedClock, ReadOnly, SeededEntropy};
use hexadraft_catalog::CharacterId;
use hexadraft_draft::{
    Clause, ClockRefusal, ClockSettings, DraftMove, ExpiredTurn, Mod, Seat, Step, SwapChoice,
};
use hexadraft_storage::{JournalId, Seq, Store, Timestamp};
use hexadraft_testkit::{play_public_steps, quick_match};
use std::path::Path;
use std::sync::Arc;

const START: u32 = 1_800_000_000;

/// A clock the test moves on while the app holds it.
struct SharedClock(Arc<FixedClock>);

impl hexadraft_app::Clock for SharedClock {
    fn now(&self) -> Timestamp {
        hexadraft_app::Clock::now(&*self.0)
    }
}

fn app_at(dir: &Path, clock: &Arc<FixedClock>) -> App {
    App::open(dir, SharedClock(Arc::clone(clock)), SeededEntropy::new(5))
}

fn clock(grace: u32, reserve: u32) -> Option<ClockSettings> {
    Some(ClockSettings {
        grace_seconds: grace,
        reserve_seconds: reserve,
    })
}

fn timed_draft(app: &App, mods: Vec<Mod>, settings: Option<ClockSettings>) -> TableDraft {
    let mut setup = quick_match(7);
    setup.mods = mods;
    app.create_draft_with(setup, SeedChoice::Keep, None, None, settings)
        .unwrap()
}

fn table(app: &App, id: &str) -> TableDraft {
    app.open_draft(id, TableViewer::Table, None).unwrap()
}

/// The drafts one pass of the clock expired; the pass must fail nowhere.
fn expire(app: &App) -> Vec<String> {
    let pass = app.expire_due_turns();
    assert!(pass.failed.is_empty(), "{:?}", pass.failed);
    pass.expired
}

fn refusal_code(error: &AppError) -> String {
    error.code()
}

#[test]
fn a_turn_that_runs_out_is_expired_once_due_and_replays_the_same_after_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let time = Arc::new(FixedClock::at(START));
    let app = app_at(dir.path(), &time);
    let created = timed_draft(&app, vec![Mod::KoorieQueen], clock(10, 5));
    let id = created.id.clone();
    let seat = created.view.waiting_for[0];
    let shown = created.clock.clone().unwrap();
    assert!(shown.seats.get(seat).running);
    assert!(!shown.seats.get(seat.other()).running);
    assert_eq!(shown.seats.get(seat).grace_left, 10);

    // Grace, then reserve: 14 s is not yet out, 15 s is.
    time.advance(14);
    assert_eq!(expire(&app), Vec::<String>::new());
    let waiting = table(&app, &id).clock.unwrap();
    assert_eq!(
        (
            waiting.seats.get(seat).grace_left,
            waiting.seats.get(seat).reserve_left
        ),
        (0, 1)
    );
    time.advance(1);
    assert_eq!(expire(&app), vec![id.clone()]);

    // The ban was made for the seat (a required choice, drawn), and the expiry is shown.
    let after = table(&app, &id);
    assert_eq!(after.seq, 1);
    assert_eq!(after.view.bans.len(), 1);
    let clock_now = after.clock.clone().unwrap();
    assert_eq!(
        clock_now.expired,
        vec![ExpiredTurn {
            seat,
            step: Step::Ban,
            at: START + 15
        }]
    );
    assert_eq!(clock_now.seats.get(seat).reserve_left, 0);
    assert!(clock_now.seats.get(seat.other()).running);
    // Nothing else is due: the rival's turn has its own grace.
    assert_eq!(expire(&app), Vec::<String>::new());
    // The ban made for the seat stands: undoing it would draw again.
    assert!(!after.can_undo.get(seat));
    let undo = app
        .apply_draft_move(
            &id,
            after.seq,
            DraftMove::Undo { seat },
            TableViewer::Table,
            None,
        )
        .unwrap_err();
    assert_eq!(refusal_code(&undo), "refused.clock.expiredMoveStands");
    assert_eq!(table(&app, &id).seq, 1, "nothing recorded");

    // Durable: another app on the same data replays the same draft and clock.
    drop(app);
    let again = app_at(dir.path(), &time);
    let reopened = table(&again, &id);
    assert_eq!(reopened.view, after.view);
    assert_eq!(reopened.log, after.log);
    assert_eq!(reopened.clock, after.clock);
    // And it goes on expiring the drafts it has open.
    time.advance(15);
    assert_eq!(expire(&again), vec![id.clone()]);
    assert_eq!(table(&again, &id).view.bans.len(), 2);
}

#[test]
fn the_organizer_pauses_resumes_and_adds_time_and_the_clock_replays_with_them() {
    let dir = tempfile::tempdir().unwrap();
    let time = Arc::new(FixedClock::at(START));
    let app = app_at(dir.path(), &time);
    let id = timed_draft(&app, vec![], clock(30, 60)).id;
    let seat = table(&app, &id).view.waiting_for[0];

    time.advance(10);
    let paused = app
        .change_draft_clock(&id, 0, ClockChange::Pause, None)
        .unwrap();
    let shown = paused.clock.unwrap();
    assert!(shown.paused);
    assert!(!shown.seats.get(seat).running);
    assert_eq!(shown.seats.get(seat).grace_left, 20);
    let twice = app
        .change_draft_clock(&id, 1, ClockChange::Pause, None)
        .unwrap_err();
    assert_eq!(refusal_code(&twice), "refused.clock.alreadyPaused");
    assert_eq!(twice.clause(), Some(Clause::RulingPaceClock));

    // Paused, no time passes and nothing expires.
    time.advance(1000);
    assert_eq!(expire(&app), Vec::<String>::new());
    assert_eq!(
        table(&app, &id).clock.unwrap().seats.get(seat).grace_left,
        20
    );
    let resumed = app
        .change_draft_clock(&id, 1, ClockChange::Resume, None)
        .unwrap();
    assert!(!resumed.clock.unwrap().paused);
    assert_eq!(
        refusal_code(
            &app.change_draft_clock(&id, 2, ClockChange::Resume, None)
                .unwrap_err()
        ),
        "refused.clock.notPaused"
    );
    let added = app
        .change_draft_clock(&id, 2, ClockChange::AddTime { seconds: 45 }, None)
        .unwrap();
    let shown = added.clock.unwrap();
    assert_eq!(shown.seats.first.reserve_left, 105);
    assert_eq!(shown.seats.second.reserve_left, 105);
    assert_eq!(
        refusal_code(
            &app.change_draft_clock(&id, 3, ClockChange::AddTime { seconds: 0 }, None)
                .unwrap_err()
        ),
        "refused.clock.addedTimeOutOfRange"
    );
    // A stale screen is refused as for a move.
    assert_eq!(
        refusal_code(
            &app.change_draft_clock(&id, 1, ClockChange::Pause, None)
                .unwrap_err()
        ),
        "conflict.stale"
    );

    // Once the organizer has a code, only its holder pauses.
    app.set_organizer_code("desk-42", None).unwrap();
    assert_eq!(
        refusal_code(
            &app.change_draft_clock(&id, 3, ClockChange::Pause, None)
                .unwrap_err()
        ),
        "refused.organizerCodeWrong"
    );
    assert!(app
        .change_draft_clock(&id, 3, ClockChange::Pause, Some("desk-42"))
        .is_ok());

    let before = table(&app, &id);
    drop(app);
    let again = app_at(dir.path(), &time);
    assert_eq!(table(&again, &id).clock, before.clock);
}

#[test]
fn a_draft_without_a_clock_shows_none_and_refuses_clock_actions() {
    let dir = tempfile::tempdir().unwrap();
    let time = Arc::new(FixedClock::at(START));
    let app = app_at(dir.path(), &time);
    let created = timed_draft(&app, vec![], None);
    assert_eq!(created.clock, None);
    assert_eq!(
        refusal_code(
            &app.change_draft_clock(&created.id, 0, ClockChange::Pause, None)
                .unwrap_err()
        ),
        "refused.clock.noClock"
    );
    time.advance(100_000);
    assert_eq!(expire(&app), Vec::<String>::new());
    assert_eq!(app.spectator_view(&created.id, 0).unwrap().clock, None);
    // Settings outside the limits start nothing.
    let mut setup = quick_match(7);
    setup.mods = vec![];
    assert_eq!(
        refusal_code(
            &app.create_draft_with(setup, SeedChoice::Keep, None, None, clock(0, 0))
                .unwrap_err()
        ),
        "refused.clock.settingsOutOfRange"
    );
}

#[test]
fn a_recorded_expiry_before_its_time_ran_out_is_disputed_and_the_draft_opens_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let time = Arc::new(FixedClock::at(START));
    let app = app_at(dir.path(), &time);
    let created = timed_draft(&app, vec![], clock(30, 0));
    let seat = created.view.waiting_for[0];
    let lineup = &created.view.players.get(seat).lineup;
    let character: CharacterId = lineup[0].character.clone();
    // Another program records an "expiry" 5 s into a 30 s turn.
    let id = JournalId::new(created.id.clone()).unwrap();
    let mut other = Store::open(dir.path().join(hexadraft_app::DATABASE_FILE)).unwrap();
    other
        .append(
            &id,
            Seq::FIRST,
            Timestamp::from_unix_seconds(START + 5),
            &serde_json::json!({"clock": {"kind": "expired", "seat": seat, "draw": (7u64 << 32),
                "action": {"action": "pick", "seat": seat, "character": character}}}),
        )
        .unwrap();
    let opened = table(&app, &created.id);
    let Some(ReadOnly::EntryNotApplied {
        at_seq: 1,
        refusal: Some(refusal),
        ..
    }) = opened.read_only
    else {
        panic!("{:?}", opened.read_only);
    };
    assert_eq!(
        refusal,
        AppRefusal::Clock {
            refusal: ClockRefusal::NotDue { seat }
        }
    );
    assert!(opened.view.picks.is_empty());
}

/// Masks the commitments (64 hex digits), which differ with the secret by design: everything
/// else a viewer gets must be the same whatever was locked.
fn masked(value: &impl serde::Serialize) -> String {
    let text = serde_json::to_string(value).unwrap();
    let mut out = String::with_capacity(text.len());
    let mut run = String::new();
    for c in text.chars() {
        if c.is_ascii_hexdigit() {
            run.push(c);
            continue;
        }
        out.push_str(if run.len() == 64 {
            "<commitment>"
        } else {
            &run
        });
        run.clear();
        out.push(c);
    }
    out.push_str(&run);
    out
}

#[test]
fn the_clock_never_tells_a_hidden_swap_to_the_table_the_rivals_phone_or_a_spectator() {
    // The same timed Vassily draft twice: Ana keeps in one, replaces in the other, at the same
    // moments. Every view Ana's rival and the public get, clock included, is the same in both.
    let views = |swap: SwapChoice| {
        let dir = tempfile::tempdir().unwrap();
        let time = Arc::new(FixedClock::at(START));
        let app = app_at(dir.path(), &time);
        let id = timed_draft(&app, vec![Mod::Vassily], clock(20, 30)).id;
        let at_swap = play_public_steps(&app, &id);
        assert_eq!(at_swap.view.step, Step::Swap);
        time.advance(12);
        app.apply_draft_move(
            &id,
            at_swap.seq,
            DraftMove::LockSwap {
                seat: Seat::First,
                swap,
            },
            TableViewer::Table,
            None,
        )
        .unwrap();
        time.advance(5);
        let running = table(&app, &id).clock.unwrap();
        assert!(!running.seats.first.in_turn);
        assert!(running.seats.second.running, "Bo's turn still runs");
        let seen = (
            masked(&table(&app, &id)),
            masked(
                &app.open_draft(&id, TableViewer::Seat { seat: Seat::Second }, None)
                    .unwrap(),
            ),
            masked(&app.open_draft_for_phone(&id, Seat::Second).unwrap()),
            masked(&app.spectator_view(&id, 0).unwrap()),
            masked(&app.spectator_view(&id, 3).unwrap()),
        );
        // Bo's time runs out at the swap: a lock is drawn for him, still secret.
        time.advance(50);
        assert_eq!(expire(&app), vec![id.clone()]);
        let after = table(&app, &id);
        assert_eq!(
            after.view.step,
            Step::Deck,
            "both swaps locked and revealed"
        );
        (seen, after.clock.unwrap().expired)
    };
    let (kept, kept_expired) = views(SwapChoice::Keep);
    let (replaced, replaced_expired) = views(SwapChoice::Replace {
        remove: CharacterId::new(hexadraft_testkit::LINEUPS[0][0]).unwrap(),
        add: CharacterId::new(hexadraft_testkit::LINEUPS[0][7]).unwrap(),
    });
    assert_eq!(kept.0, replaced.0, "the table's view");
    assert_eq!(kept.1, replaced.1, "Bo's view at the screen");
    assert_eq!(kept.2, replaced.2, "Bo's phone");
    assert_eq!(kept.3, replaced.3, "a live spectator");
    assert_eq!(kept.4, replaced.4, "a delayed spectator");
    assert_eq!(kept_expired, replaced_expired);
    assert_eq!(kept_expired[0].step, Step::Swap);
}

#[test]
fn an_events_clock_times_the_drafts_of_its_tables_started_after_it_is_set() {
    use hexadraft_app::table_draft::EventTableRef;
    use hexadraft_event::EventAction;
    use hexadraft_paper::Language;
    let dir = tempfile::tempdir().unwrap();
    let time = Arc::new(FixedClock::at(START));
    let app = app_at(dir.path(), &time);
    let event = app
        .create_event(
            hexadraft_testkit::standard_event("Timed Cup", None),
            Language::En,
        )
        .unwrap();
    let id = event.id().to_owned();
    assert_eq!(app.event_table_drafts(&id).unwrap().clock, None);
    let mut seq = hexadraft_testkit::register_and_pair_round_one(&app, &id, 4);
    let set = |seq: u32, clock: Option<ClockSettings>| {
        app.apply_event_action(
            &id,
            seq,
            EventAction::SetTableDrafts {
                clock,
                format: None,
            },
        )
    };
    let start = |table: u32| {
        let setup = app.table_draft_setup(&id, 1, table).unwrap();
        app.create_draft(
            setup,
            SeedChoice::Keep,
            Some(EventTableRef {
                event_id: id.clone(),
                round: 1,
                table,
            }),
        )
        .unwrap()
    };
    // Untimed until the organizer sets it; then the next table's draft records it.
    assert_eq!(start(1).clock, None);
    assert_eq!(
        refusal_code(&set(seq, clock(0, 0)).unwrap_err()),
        "refused.event.tableDraftClock"
    );
    seq = set(seq, clock(45, 90)).unwrap().seq();
    assert_eq!(app.event_table_drafts(&id).unwrap().clock, clock(45, 90));
    let timed = start(2);
    assert_eq!(timed.clock.unwrap().settings, clock(45, 90).unwrap());
    // A draft is not an event.
    assert_eq!(
        refusal_code(&app.event_table_drafts(&timed.id).unwrap_err()),
        "notFound.notAnEvent"
    );
    set(seq, None).unwrap();
    assert_eq!(app.event_table_drafts(&id).unwrap().clock, None);
}

#[test]
fn a_draft_that_cannot_be_expired_is_reported_and_holds_up_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let time = Arc::new(FixedClock::at(START));
    let app = app_at(dir.path(), &time);
    let gone = timed_draft(&app, vec![Mod::KoorieQueen], clock(10, 0)).id;
    let kept = timed_draft(&app, vec![Mod::KoorieQueen], clock(10, 0)).id;
    // Another program deletes the first draft while this app has it open.
    let mut other = Store::open(dir.path().join("hexadraft.sqlite3")).unwrap();
    other
        .delete_journal(&JournalId::new(gone.clone()).unwrap())
        .unwrap();

    time.advance(10);
    let pass = app.expire_due_turns();
    assert_eq!(pass.expired, vec![kept.clone()]);
    assert_eq!(pass.failed.len(), 1);
    assert_eq!(pass.failed[0].journal_id, gone);
    assert_eq!(table(&app, &kept).view.bans.len(), 1);
    // The deleted draft is no longer held open, so the clock stops trying it.
    time.advance(10);
    assert_eq!(expire(&app), vec![kept]);
}
