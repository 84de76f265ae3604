//! The pace clock of a draft (docs/rulings.md, "The pace clock"): each turn has a grace time,
//! then runs on the seat's reserve bank; when both are spent, the turn expires and a move is
//! made for the seat. Off unless the organizer sets it for a quick match or an event.
//!
//! Pure arithmetic over instants (whole seconds) the caller passes in: the journal's instants
//! when a draft is replayed, the app's clock when it decides. Nothing here reads a clock, so a
//! journal with its pauses and expiries replays to the same clock.
//!
//! A *turn* is a seat's wait at a timed step: choosing Player A, a ban, a pick or the Vassily
//! swap. The decks and the Accesstel target are not timed (deckbuilding is not a turn of the
//! draft, and Accesstel is named at deployment). Both seats' turns run at once at the swap.

use crate::action::{DraftAction, RoleChoice, Step};
use crate::clause::Clause;
use crate::commit::Salt;
use crate::draft::Draft;
use crate::seat::{BySeat, Seat};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The shortest grace a turn may have, in seconds.
pub const MIN_GRACE_SECONDS: u32 = 1;
/// The longest grace a turn may have, in seconds (ten minutes).
pub const MAX_GRACE_SECONDS: u32 = 600;
/// The largest reserve bank a seat may start with, in seconds (an hour).
pub const MAX_RESERVE_SECONDS: u32 = 3600;
/// The most time the organizer may add at once, in seconds (ten minutes).
pub const MAX_ADDED_SECONDS: u32 = 600;

/// A pace clock's settings, chosen for a quick match or an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockSettings {
    /// Each turn's own time, spent first, in seconds.
    pub grace_seconds: u32,
    /// Each seat's reserve bank for the whole draft, spent once a turn's grace is, in seconds.
    pub reserve_seconds: u32,
}

impl ClockSettings {
    /// Checks the settings are within the clock's limits.
    ///
    /// # Errors
    /// [`ClockRefusal::SettingsOutOfRange`].
    pub fn check(self) -> Result<ClockSettings, ClockRefusal> {
        let grace_ok = (MIN_GRACE_SECONDS..=MAX_GRACE_SECONDS).contains(&self.grace_seconds);
        if grace_ok && self.reserve_seconds <= MAX_RESERVE_SECONDS {
            Ok(self)
        } else {
            Err(ClockRefusal::SettingsOutOfRange {
                min_grace: MIN_GRACE_SECONDS,
                max_grace: MAX_GRACE_SECONDS,
                max_reserve: MAX_RESERVE_SECONDS,
            })
        }
    }
}

/// Why the clock refuses something.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ClockRefusal {
    /// The draft was started without a pace clock.
    #[error("this draft has no pace clock ({})", Clause::RulingPaceClock)]
    NoClock,
    /// The clock is paused already.
    #[error("the clock is paused already ({})", Clause::RulingPaceClock)]
    AlreadyPaused,
    /// The clock is running: there is nothing to resume.
    #[error("the clock is not paused ({})", Clause::RulingPaceClock)]
    NotPaused,
    /// A grace or a reserve outside the clock's limits.
    #[error(
        "a turn's grace is {min_grace} to {max_grace} seconds and a reserve at most {max_reserve} ({})",
        Clause::RulingPaceClock
    )]
    SettingsOutOfRange {
        /// The shortest grace.
        min_grace: u32,
        /// The longest grace.
        max_grace: u32,
        /// The largest reserve.
        max_reserve: u32,
    },
    /// Time added is 1 second to `max`.
    #[error(
        "time is added 1 to {max} seconds at once ({})",
        Clause::RulingPaceClock
    )]
    AddedTimeOutOfRange {
        /// The most that may be added at once.
        max: u32,
    },
    /// A recorded expiry of `seat`'s turn before its time ran out.
    #[error(
        "{seat}'s time had not run out at that moment ({})",
        Clause::RulingPaceClock
    )]
    NotDue {
        /// The seat.
        seat: Seat,
    },
    /// `seat`'s last move was made for it when its time ran out: it stands, and is not undone
    /// (an undo would give the seat another draw).
    #[error(
        "the move made when {seat}'s time ran out stands: it cannot be undone ({})",
        Clause::RulingPaceClock
    )]
    ExpiredMoveStands {
        /// The seat.
        seat: Seat,
    },
    /// A recorded expiry whose move is not the one the clock's rule and draw give.
    #[error(
        "the move recorded for {seat}'s expired turn is not the one the clock's rule gives ({})",
        Clause::RulingPaceClock
    )]
    ExpiryMismatch {
        /// The seat.
        seat: Seat,
    },
}

impl ClockRefusal {
    /// The clause every clock refusal cites.
    pub fn clause(&self) -> Clause {
        Clause::RulingPaceClock
    }
}

/// Whether the clock runs at `step` (see the module's words).
pub fn is_timed(step: Step) -> bool {
    matches!(
        step,
        Step::ChooseRoles | Step::Ban | Step::Pick | Step::HiddenPick | Step::Swap
    )
}

/// The seats whose turn the clock times in `draft` now.
pub fn timed_seats(draft: &Draft) -> Vec<Seat> {
    if is_timed(draft.step()) {
        draft.waiting_for()
    } else {
        Vec::new()
    }
}

/// The move made for `seat` when its turn expires (docs/rulings.md, "The pace clock"). Compass
/// Transportation's choice may be declined, so it is: the coin decides. A ban and a pick are
/// required, so one of the legal ones is drawn with `draw` (recorded beside it). The Vassily
/// swap is secret: a legal lock (keeping the team included) is drawn with `draw` and the lock's
/// own fresh `salt`, so that before the reveal nobody can tell from the expiry what was locked
/// (a fixed choice, such as keeping, would be known to all as soon as the time ran out).
/// `None` when `seat` has no timed turn.
pub fn expiry_action(draft: &Draft, seat: Seat, draw: u64, salt: &Salt) -> Option<DraftAction> {
    if !timed_seats(draft).contains(&seat) {
        return None;
    }
    match draft.step() {
        Step::ChooseRoles => Some(DraftAction::ChooseRoles {
            seat,
            choice: RoleChoice::TossCoin,
        }),
        Step::Swap | Step::HiddenPick => {
            let secret = salt
                .as_str()
                .get(..16)
                .and_then(|digits| u64::from_str_radix(digits, 16).ok())
                .unwrap_or(0);
            draw_one(draft, seat, draw ^ secret, salt, |a| {
                matches!(
                    a,
                    DraftAction::LockSwap { .. } | DraftAction::LockPick { .. }
                )
            })
        }
        Step::Ban | Step::Pick => draw_one(draft, seat, draw, salt, |a| {
            matches!(a, DraftAction::Ban { .. } | DraftAction::Pick { .. })
        }),
        Step::Deck | Step::Accesstel | Step::Complete => None,
    }
}

/// One of `seat`'s legal actions that `fits`, drawn with `seed`.
fn draw_one(
    draft: &Draft,
    seat: Seat,
    seed: u64,
    salt: &Salt,
    fits: impl Fn(&DraftAction) -> bool,
) -> Option<DraftAction> {
    let choices: Vec<DraftAction> = draft
        .legal_actions(seat, salt)
        .into_iter()
        .filter(|a| fits(a))
        .collect();
    if choices.is_empty() {
        return None;
    }
    let index = ChaCha8Rng::seed_from_u64(seed).random_range(0..choices.len());
    choices.into_iter().nth(index)
}

/// One seat's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct SeatTime {
    grace_left: u32,
    reserve_left: u32,
    /// Whether the seat has a timed turn open (running, or held by a pause).
    in_turn: bool,
    /// Since when the open turn's time has not been charged; `None` while paused or not in turn.
    running_since: Option<u32>,
    /// The grace left when the seat last moved: an undo gives its turn back with this, not a
    /// fresh grace, so taking a move back never buys time.
    grace_at_last_move: u32,
}

impl SeatTime {
    /// The grace and reserve left at `at`, without changing anything.
    fn left_at(&self, at: u32) -> (u32, u32) {
        let spent = self
            .running_since
            .map_or(0, |since| at.saturating_sub(since));
        let from_grace = spent.min(self.grace_left);
        let from_reserve = (spent - from_grace).min(self.reserve_left);
        (
            self.grace_left - from_grace,
            self.reserve_left - from_reserve,
        )
    }

    /// Charges the time spent up to `at`.
    fn settle(&mut self, at: u32) {
        let (grace, reserve) = self.left_at(at);
        self.grace_left = grace;
        self.reserve_left = reserve;
        if self.running_since.is_some() {
            self.running_since = Some(at);
        }
    }
}

/// A draft's pace clock: each seat's grace and reserve, whether it is paused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaceClock {
    settings: ClockSettings,
    seats: BySeat<SeatTime>,
    paused: bool,
    expired: Vec<ExpiredTurn>,
    /// Whether each seat's last move was made for it at an expiry.
    last_move_expired: BySeat<bool>,
}

/// A turn that ran out: whose, and at which step (what was made for it is the draft's own
/// event, as public as any move of that step).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ExpiredTurn {
    /// Whose turn.
    pub seat: Seat,
    /// The step it was at.
    pub step: Step,
    /// When it ran out (seconds since 1970).
    pub at: u32,
}

/// One seat's clock as anyone may see it: times only, never what the seat is choosing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SeatClockView {
    /// The turn's grace left, in seconds.
    pub grace_left: u32,
    /// The reserve bank left, in seconds.
    pub reserve_left: u32,
    /// Whether the seat's turn is open (it is to act at a timed step).
    pub in_turn: bool,
    /// Whether its time is running now (in turn and not paused).
    pub running: bool,
}

/// The pace clock as anyone may see it at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ClockView {
    /// The settings.
    pub settings: ClockSettings,
    /// The moment the times are given for (seconds since 1970).
    pub at: u32,
    /// Whether the organizer paused it.
    pub paused: bool,
    /// Each seat's time.
    pub seats: BySeat<SeatClockView>,
    /// The turns that ran out so far, in order.
    pub expired: Vec<ExpiredTurn>,
}

impl PaceClock {
    /// A clock started at `at` (the draft's creation) for `draft` as it stands.
    pub fn start(settings: ClockSettings, draft: &Draft, at: u32) -> PaceClock {
        let waiting = timed_seats(draft);
        let seats = BySeat::from_fn(|seat| {
            let in_turn = waiting.contains(&seat);
            SeatTime {
                grace_left: settings.grace_seconds,
                reserve_left: settings.reserve_seconds,
                in_turn,
                running_since: in_turn.then_some(at),
                grace_at_last_move: settings.grace_seconds,
            }
        });
        PaceClock {
            settings,
            seats,
            paused: false,
            expired: Vec::new(),
            last_move_expired: BySeat::new(false, false),
        }
    }

    /// The settings.
    pub fn settings(&self) -> ClockSettings {
        self.settings
    }

    /// Whether the organizer paused it.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// After `action` was applied at `at`, leaving `draft`: the time spent is charged, the
    /// actor's turn ends, and every seat now to act at a timed step has its turn open. A seat
    /// still waiting from before keeps its turn (the other seat's lock at the swap); a seat
    /// whose turn begins has a fresh grace, except after its own undo (the grace it had when
    /// it moved).
    pub fn after_move(&mut self, action: &DraftAction, draft: &Draft, at: u32) {
        let waiting = timed_seats(draft);
        let actor = action.seat();
        let undo = matches!(action, DraftAction::Undo { .. });
        let grace = self.settings.grace_seconds;
        let paused = self.paused;
        if !undo {
            *self.last_move_expired.get_mut(actor) = false;
        }
        for seat in Seat::BOTH {
            let time = self.seats.get_mut(seat);
            time.settle(at);
            let was_in_turn = time.in_turn;
            let now_in_turn = waiting.contains(&seat);
            if seat == actor && !undo {
                time.grace_at_last_move = time.grace_left;
                time.grace_left = grace;
            } else if now_in_turn && !was_in_turn {
                time.grace_left = if seat == actor && undo {
                    time.grace_at_last_move
                } else {
                    grace
                };
            } else if !now_in_turn {
                // Shown as the next turn's grace while the seat waits.
                time.grace_left = grace;
            }
            time.in_turn = now_in_turn;
            time.running_since = (now_in_turn && !paused).then_some(at);
        }
    }

    /// As [`PaceClock::after_move`] for the move made for `seat` when its turn, at `step`, ran
    /// out at `at`.
    pub fn after_expiry(&mut self, step: Step, action: &DraftAction, draft: &Draft, at: u32) {
        self.expired.push(ExpiredTurn {
            seat: action.seat(),
            step,
            at,
        });
        self.after_move(action, draft, at);
        *self.last_move_expired.get_mut(action.seat()) = true;
    }

    /// Checks that the clock lets `action` be made: an undo of a move made at an expiry is
    /// refused, as undoing it would let the seat draw again.
    ///
    /// # Errors
    /// [`ClockRefusal::ExpiredMoveStands`].
    pub fn check_move(&self, action: &DraftAction) -> Result<(), ClockRefusal> {
        match action {
            DraftAction::Undo { seat } if !self.undo_allowed(*seat) => {
                Err(ClockRefusal::ExpiredMoveStands { seat: *seat })
            }
            _ => Ok(()),
        }
    }

    /// Whether the clock lets `seat` undo (its last move was not made at an expiry).
    pub fn undo_allowed(&self, seat: Seat) -> bool {
        !*self.last_move_expired.get(seat)
    }

    /// Pauses the clock at `at`.
    ///
    /// # Errors
    /// [`ClockRefusal::AlreadyPaused`].
    pub fn pause(&mut self, at: u32) -> Result<(), ClockRefusal> {
        if self.paused {
            return Err(ClockRefusal::AlreadyPaused);
        }
        for seat in Seat::BOTH {
            let time = self.seats.get_mut(seat);
            time.settle(at);
            time.running_since = None;
        }
        self.paused = true;
        Ok(())
    }

    /// Resumes the clock at `at`.
    ///
    /// # Errors
    /// [`ClockRefusal::NotPaused`].
    pub fn resume(&mut self, at: u32) -> Result<(), ClockRefusal> {
        if !self.paused {
            return Err(ClockRefusal::NotPaused);
        }
        for seat in Seat::BOTH {
            let time = self.seats.get_mut(seat);
            time.running_since = time.in_turn.then_some(at);
        }
        self.paused = false;
        Ok(())
    }

    /// Adds `seconds` to both seats' reserves.
    ///
    /// # Errors
    /// [`ClockRefusal::AddedTimeOutOfRange`] for 0 or more than [`MAX_ADDED_SECONDS`].
    pub fn add(&mut self, seconds: u32) -> Result<(), ClockRefusal> {
        if !(1..=MAX_ADDED_SECONDS).contains(&seconds) {
            return Err(ClockRefusal::AddedTimeOutOfRange {
                max: MAX_ADDED_SECONDS,
            });
        }
        for seat in Seat::BOTH {
            let time = self.seats.get_mut(seat);
            time.reserve_left = time.reserve_left.saturating_add(seconds);
        }
        Ok(())
    }

    /// When `seat`'s turn runs out, if its time is running.
    pub fn deadline(&self, seat: Seat) -> Option<u32> {
        let time = self.seats.get(seat);
        time.running_since.map(|since| {
            since
                .saturating_add(time.grace_left)
                .saturating_add(time.reserve_left)
        })
    }

    /// The first seat (in seat order) whose time has run out at `at`.
    pub fn due(&self, at: u32) -> Option<Seat> {
        Seat::BOTH
            .into_iter()
            .find(|seat| self.deadline(*seat).is_some_and(|deadline| deadline <= at))
    }

    /// The earliest moment a turn runs out, if any runs.
    pub fn next_deadline(&self) -> Option<u32> {
        Seat::BOTH
            .into_iter()
            .filter_map(|s| self.deadline(s))
            .min()
    }

    /// Checks that `seat`'s turn may be expired at `at`.
    ///
    /// # Errors
    /// [`ClockRefusal::NotDue`].
    pub fn check_due(&self, seat: Seat, at: u32) -> Result<(), ClockRefusal> {
        match self.deadline(seat) {
            Some(deadline) if deadline <= at => Ok(()),
            _ => Err(ClockRefusal::NotDue { seat }),
        }
    }

    /// The clock as it stands at `at`.
    pub fn view(&self, at: u32) -> ClockView {
        ClockView {
            expired: self.expired.clone(),
            settings: self.settings,
            at,
            paused: self.paused,
            seats: self.seats.map(|_, time| {
                let (grace_left, reserve_left) = time.left_at(at);
                SeatClockView {
                    grace_left,
                    reserve_left,
                    in_turn: time.in_turn,
                    running: time.running_since.is_some(),
                }
            }),
        }
    }
}

/// The draw for an expiry recorded as the journal's entry `entry` of a draft seeded `seed`:
/// fixed by what is already recorded, so the draft's replay draws the same.
pub fn expiry_draw(seed: u32, entry: u32) -> u64 {
    (u64::from(seed) << 32) | u64::from(entry)
}
