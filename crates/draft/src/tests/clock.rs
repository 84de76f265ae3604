//! The pace clock (docs/rulings.md, "The pace clock"): grace first, then the reserve; pauses and
//! added time; the move made when a turn runs out; and drafts with expiries replaying exactly.

use super::playouts::random_setup;
use super::*;
use crate::clock::{
    expiry_action, expiry_draw, timed_seats, ClockRefusal, ClockSettings, PaceClock,
};
use crate::commit::Salt;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use Seat::{First, Second};

const T0: u32 = 1_000_000;

fn settings(grace: u32, reserve: u32) -> ClockSettings {
    ClockSettings {
        grace_seconds: grace,
        reserve_seconds: reserve,
    }
}

fn left(clock: &PaceClock, seat: Seat, at: u32) -> (u32, u32) {
    let view = clock.view(at);
    let seat = view.seats.get(seat);
    (seat.grace_left, seat.reserve_left)
}

#[test]
fn a_turn_spends_its_grace_first_then_the_reserve() {
    let draft = new(v1(&[]));
    let clock = PaceClock::start(settings(30, 60), &draft, T0);
    assert_eq!(left(&clock, First, T0 + 10), (20, 60));
    assert_eq!(left(&clock, First, T0 + 30), (0, 60));
    assert_eq!(left(&clock, First, T0 + 50), (0, 40));
    // The seat not to act keeps its time.
    assert_eq!(left(&clock, Second, T0 + 50), (30, 60));
    assert_eq!(clock.deadline(First), Some(T0 + 90));
    assert_eq!(clock.deadline(Second), None);
    assert_eq!(clock.due(T0 + 89), None);
    assert_eq!(clock.due(T0 + 90), Some(First));
    assert_eq!(
        clock.check_due(First, T0 + 89),
        Err(ClockRefusal::NotDue { seat: First })
    );
}

#[test]
fn each_move_gives_the_next_turn_a_fresh_grace_and_the_reserve_carries_over() {
    let mut draft = new(v1(&[]));
    let mut clock = PaceClock::start(settings(30, 60), &draft, T0);
    let action = pick(First, CORE[0]);
    draft.apply(action.clone()).unwrap();
    // Ana took 45 s: her grace and 15 s of her reserve.
    clock.after_move(&action, &draft, T0 + 45);
    assert_eq!(left(&clock, First, T0 + 45), (30, 45));
    assert!(!clock.view(T0 + 45).seats.first.in_turn);
    // Bo picks twice in a row (B2): each pick is a turn with its own grace.
    let action = pick(Second, EXPANSIONS[0]);
    draft.apply(action.clone()).unwrap();
    clock.after_move(&action, &draft, T0 + 55);
    assert_eq!(left(&clock, Second, T0 + 55), (30, 60));
    assert!(clock.view(T0 + 55).seats.second.running);
}

#[test]
fn an_undo_gives_the_turn_back_with_the_grace_it_had_not_a_fresh_one() {
    let mut draft = new(v1(&[]));
    let mut clock = PaceClock::start(settings(30, 60), &draft, T0);
    let action = pick(First, CORE[0]);
    draft.apply(action.clone()).unwrap();
    clock.after_move(&action, &draft, T0 + 20);
    let action = undo(First);
    draft.apply(action.clone()).unwrap();
    clock.after_move(&action, &draft, T0 + 25);
    assert_eq!(left(&clock, First, T0 + 25), (10, 60));
    assert_eq!(clock.deadline(First), Some(T0 + 95));
    assert_eq!(clock.deadline(Second), None);
}

#[test]
fn a_pause_stops_every_turn_and_a_resume_starts_them_where_they_stood() {
    let draft = new(v1(&[]));
    let mut clock = PaceClock::start(settings(30, 60), &draft, T0);
    clock.pause(T0 + 10).unwrap();
    assert_eq!(clock.pause(T0 + 11), Err(ClockRefusal::AlreadyPaused));
    assert_eq!(left(&clock, First, T0 + 500), (20, 60));
    assert_eq!(clock.due(T0 + 500), None);
    assert!(clock.view(T0 + 500).paused);
    clock.resume(T0 + 500).unwrap();
    assert_eq!(clock.resume(T0 + 501), Err(ClockRefusal::NotPaused));
    assert_eq!(left(&clock, First, T0 + 505), (15, 60));
    assert_eq!(clock.deadline(First), Some(T0 + 580));
}

#[test]
fn added_time_goes_to_both_reserves_within_its_limits() {
    let draft = new(v1(&[]));
    let mut clock = PaceClock::start(settings(30, 0), &draft, T0);
    clock.add(45).unwrap();
    assert_eq!(left(&clock, First, T0), (30, 45));
    assert_eq!(left(&clock, Second, T0), (30, 45));
    assert_eq!(clock.deadline(First), Some(T0 + 75));
    assert!(matches!(
        clock.add(0),
        Err(ClockRefusal::AddedTimeOutOfRange { .. })
    ));
    assert!(matches!(
        clock.add(crate::MAX_ADDED_SECONDS + 1),
        Err(ClockRefusal::AddedTimeOutOfRange { .. })
    ));
}

#[test]
fn settings_outside_the_limits_are_refused() {
    assert!(settings(0, 0).check().is_err());
    assert!(settings(crate::MAX_GRACE_SECONDS + 1, 0).check().is_err());
    assert!(settings(30, crate::MAX_RESERVE_SECONDS + 1)
        .check()
        .is_err());
    assert_eq!(settings(1, 0).check(), Ok(settings(1, 0)));
}

#[test]
fn the_decks_and_accesstel_are_not_timed_and_the_swap_times_both_seats() {
    let mut draft = new(v1(&[Mod::Vassily]));
    apply_all(&mut draft, &standard_picks());
    assert_eq!(draft.step(), Step::Swap);
    assert_eq!(timed_seats(&draft), vec![First, Second]);
    let mut clock = PaceClock::start(settings(30, 0), &draft, T0);
    let lock = DraftAction::LockSwap {
        seat: Second,
        swap: SwapChoice::Keep,
        salt: salt(1),
    };
    draft.apply(lock.clone()).unwrap();
    clock.after_move(&lock, &draft, T0 + 10);
    // Ana's turn goes on: the rival's lock gives her no new grace.
    assert_eq!(left(&clock, First, T0 + 10), (20, 0));
    let lock = DraftAction::LockSwap {
        seat: First,
        swap: SwapChoice::Keep,
        salt: salt(2),
    };
    draft.apply(lock.clone()).unwrap();
    clock.after_move(&lock, &draft, T0 + 12);
    assert_eq!(draft.step(), Step::Deck);
    assert_eq!(clock.next_deadline(), None);
}

/// Rule: the optional choices are declined at expiry, the required ones drawn.
#[test]
fn an_expired_turn_declines_what_may_be_declined_and_draws_a_required_choice() {
    let fresh = Salt::new(salt(9)).unwrap();
    // Koorie Queen: "players ban one Character" is required: a legal ban is drawn.
    let draft = new(v1(&[Mod::KoorieQueen]));
    let ban = expiry_action(&draft, First, 7, &fresh).unwrap();
    assert!(matches!(ban, DraftAction::Ban { seat: First, .. }));
    assert!(draft.is_legal(&ban));
    // The same draw gives the same ban; the seat not to act has no expiry.
    assert_eq!(expiry_action(&draft, First, 7, &fresh), Some(ban));
    assert_eq!(expiry_action(&draft, Second, 7, &fresh), None);
    // Compass Transportation "may choose": the coin decides.
    // Vassily, secret: a legal lock drawn with the lock's own salt, so the public draw alone
    // does not tell what was locked.
    let mut draft = new(v1(&[Mod::Vassily]));
    apply_all(&mut draft, &standard_picks());
    let mut locked = std::collections::BTreeSet::new();
    for n in 1..=24u8 {
        let lock = expiry_action(&draft, Second, 7, &Salt::new(salt(n)).unwrap()).unwrap();
        assert!(draft.is_legal(&lock), "{lock:?}");
        let DraftAction::LockSwap {
            seat: Second,
            swap,
            salt: used,
        } = lock
        else {
            panic!("not Bo's swap: {lock:?}");
        };
        assert_eq!(used, salt(n));
        locked.insert(format!("{swap:?}"));
    }
    assert!(locked.len() > 1, "{locked:?}");
    // The decks are not timed.
    let mut draft = new(v1(&[]));
    apply_all(&mut draft, &standard_picks());
    assert_eq!(expiry_action(&draft, First, 7, &fresh), None);
}

#[test]
fn a_move_made_when_the_time_ran_out_stands_until_the_seat_moves_again() {
    let mut draft = new(v1(&[]));
    let mut clock = PaceClock::start(settings(5, 0), &draft, T0);
    let fresh = Salt::new(salt(3)).unwrap();
    let step = draft.step();
    let action = expiry_action(&draft, First, expiry_draw(draft.setup().seed, 0), &fresh).unwrap();
    draft.apply(action.clone()).unwrap();
    clock.after_expiry(step, &action, &draft, T0 + 5);
    // Undoing it would let the seat draw again: refused, while the rival's undo is not the
    // clock's business.
    assert!(!clock.undo_allowed(First));
    assert_eq!(
        clock.check_move(&undo(First)),
        Err(ClockRefusal::ExpiredMoveStands { seat: First })
    );
    assert_eq!(clock.check_move(&undo(Second)), Ok(()));
    // Once the seat moves again by itself, its next move may be undone as any.
    for action in [pick(Second, EXPANSIONS[0]), pick(Second, EXPANSIONS[1])] {
        draft.apply(action.clone()).unwrap();
        clock.after_move(&action, &draft, T0 + 6);
    }
    let mine = draft
        .legal_actions(First, &fresh)
        .into_iter()
        .find(|a| matches!(a, DraftAction::Pick { .. }))
        .unwrap();
    draft.apply(mine.clone()).unwrap();
    clock.after_move(&mine, &draft, T0 + 7);
    assert!(clock.undo_allowed(First));
}

/// One recorded clock event of a random timed draft.
#[derive(Debug, Clone)]
enum Recorded {
    Move(DraftAction),
    Expired(Seat, DraftAction),
    Pause,
    Resume,
    Add(u32),
}

/// Replays recorded clock events as the app does from a journal: each expiry checked due and
/// checked to be the rule's move for its draw.
fn replay(
    setup: DraftSetup,
    grace: u32,
    start: u32,
    log: &[(u32, Recorded)],
) -> (Draft, PaceClock) {
    let mut draft = new(setup);
    let mut clock = PaceClock::start(settings(grace, 20), &draft, start);
    for (index, (at, recorded)) in log.iter().enumerate() {
        match recorded {
            Recorded::Move(action) => {
                draft.apply(action.clone()).unwrap();
                clock.after_move(action, &draft, *at);
            }
            Recorded::Expired(seat, action) => {
                clock.check_due(*seat, *at).unwrap();
                let salt_used = match action {
                    DraftAction::LockSwap { salt, .. } => Salt::new(salt.clone()).unwrap(),
                    _ => Salt::new(super::salt(0xee)).unwrap(),
                };
                let draw = expiry_draw(draft.setup().seed, u32::try_from(index).unwrap());
                assert_eq!(
                    expiry_action(&draft, *seat, draw, &salt_used).as_ref(),
                    Some(action)
                );
                let step = draft.step();
                draft.apply(action.clone()).unwrap();
                clock.after_expiry(step, action, &draft, *at);
            }
            Recorded::Pause => clock.pause(*at).unwrap(),
            Recorded::Resume => clock.resume(*at).unwrap(),
            Recorded::Add(seconds) => clock.add(*seconds).unwrap(),
        }
    }
    (draft, clock)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random drafts where players sometimes let their turn run out, and the organizer pauses,
    /// resumes and adds time: replaying the record gives the same draft and the same clock.
    #[test]
    fn a_draft_with_expiries_replays_to_the_same_draft_and_clock(seed in any::<u64>()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let setup = random_setup(&mut rng);
        let Ok(mut draft) = Draft::new(catalog(), setup.clone()) else { return Ok(()); };
        let grace = rng.random_range(1..20);
        let mut at = T0;
        let mut clock = PaceClock::start(settings(grace, 20), &draft, at);
        let mut log: Vec<(u32, Recorded)> = Vec::new();
        for turn in 0..200u32 {
            let seats = timed_seats(&draft);
            if seats.is_empty() {
                break;
            }
            let entry = u32::try_from(log.len()).unwrap();
            match rng.random_range(0..10) {
                0 if !clock.is_paused() => {
                    clock.pause(at).unwrap();
                    log.push((at, Recorded::Pause));
                }
                0 | 1 if clock.is_paused() => {
                    clock.resume(at).unwrap();
                    log.push((at, Recorded::Resume));
                }
                2 => {
                    let seconds = rng.random_range(1..60);
                    clock.add(seconds).unwrap();
                    log.push((at, Recorded::Add(seconds)));
                }
                3..=5 if !clock.is_paused() => {
                    // Time passes beyond the first deadline: that turn expires.
                    at = clock.next_deadline().unwrap().max(at) + rng.random_range(0..3);
                    let seat = clock.due(at).unwrap();
                    let fresh = Salt::new(format!("{:032x}", u128::from(turn) + 1)).unwrap();
                    let draw = expiry_draw(draft.setup().seed, entry);
                    let action = expiry_action(&draft, seat, draw, &fresh).unwrap();
                    prop_assert!(draft.is_legal(&action));
                    let step = draft.step();
                    draft.apply(action.clone()).unwrap();
                    clock.after_expiry(step, &action, &draft, at);
                    log.push((at, Recorded::Expired(seat, action)));
                }
                _ => {
                    // A seat moves in time, or is still thinking while paused.
                    let seat = seats[rng.random_range(0..seats.len())];
                    let fresh = Salt::new(format!("{:032x}", u128::from(turn) + 1)).unwrap();
                    // An undo of a move made at an expiry is the clock's to refuse.
                    let legal: Vec<DraftAction> = draft
                        .legal_actions(seat, &fresh)
                        .into_iter()
                        .filter(|a| clock.check_move(a).is_ok())
                        .collect();
                    let action = legal[rng.random_range(0..legal.len())].clone();
                    draft.apply(action.clone()).unwrap();
                    clock.after_move(&action, &draft, at);
                    log.push((at, Recorded::Move(action)));
                }
            }
            at += rng.random_range(0..2);
        }
        let (again, again_clock) = replay(setup, grace, T0, &log);
        prop_assert_eq!(serde_json::to_string(&again).unwrap(), serde_json::to_string(&draft).unwrap());
        prop_assert_eq!(again_clock, clock);
    }
}
