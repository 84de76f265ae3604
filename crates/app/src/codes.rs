//! Codes at the shared screen: each player may protect their seat of a table draft with a short
//! code chosen at the start of the draft, asked before their curtain opens (their own view, their
//! secret moves), and the organizer's "show decks" asks the organizer's own code
//! (docs/rulings.md, "Codes at the shared screen").
//!
//! A code is kept only as a salted SHA-256 in the store's settings (`draft.<id>.code.<seat>`,
//! `desk.organizer-code`): never in a journal, so never in an export, and never sent back to a
//! screen. Settings survive a restart, so closing the app does not open a protected seat.

use crate::error::{AppError, AppRefusal, InputProblem};
use crate::state::State;
use crate::table_draft::{TableDraft, TableViewer};
use crate::{hex, journal_id, App};
use hexadraft_draft::{BySeat, DraftMove, Seat};
use hexadraft_storage::{JournalId, Store, Timestamp};
use sha2::{Digest, Sha256};

/// The shortest code, in characters.
pub const MIN_CODE_CHARS: u32 = 4;
/// The longest code, in characters.
pub const MAX_CODE_CHARS: u32 = 32;

/// The settings key of the organizer's code.
pub const ORGANIZER_CODE_SETTING: &str = "desk.organizer-code";

/// Wrong codes in a row allowed before tries pause (docs/rulings.md, "Codes at the shared
/// screen"): enough for typing slips, too few to go through a 4-digit code by hand.
pub const FREE_TRIES: u32 = 5;
/// How long tries pause after that, counted from the last wrong code, in seconds. Each further
/// wrong code pauses them again, so guessing goes at one code a minute.
pub const PAUSE_SECONDS: u32 = 60;

/// The settings key counting a code's wrong tries: `<count> <unix seconds of the last>`.
fn tries_setting(code_setting: &str) -> String {
    format!("{code_setting}.wrong")
}

/// Removes a draft's seat codes and their counts of wrong tries (the draft is being deleted).
pub(crate) fn forget_seat_codes(store: &mut Store, id: &JournalId) -> Result<(), AppError> {
    for seat in [Seat::First, Seat::Second] {
        let setting = seat_code_setting(id, seat);
        store.remove_setting(&setting)?;
        store.remove_setting(&tries_setting(&setting))?;
    }
    Ok(())
}

/// The wrong tries in a row and when the last was. A value damaged by hand counts as none:
/// the code itself is still checked.
fn read_tries(store: &Store, key: &str) -> Result<(u32, u32), AppError> {
    let Some(value) = store.get_setting(key)? else {
        return Ok((0, 0));
    };
    let mut parts = value.split(' ').map(str::parse::<u32>);
    Ok(match (parts.next(), parts.next()) {
        (Some(Ok(count)), Some(Ok(last))) => (count, last),
        _ => (0, 0),
    })
}

/// Checks `code` against the `stored` hash under the try limit: while tries are paused nothing
/// is compared (`refused.codeTriesPaused`); a wrong code is counted and answered with `wrong`;
/// the right one clears the count.
fn check_with_tries(
    store: &mut Store,
    code_setting: &str,
    stored: &str,
    code: &str,
    now: Timestamp,
    wrong: AppError,
) -> Result<(), AppError> {
    let key = tries_setting(code_setting);
    let (count, last) = read_tries(store, &key)?;
    let now = now.unix_seconds();
    if count >= FREE_TRIES {
        let until = last.saturating_add(PAUSE_SECONDS);
        if now < until {
            return Err(AppRefusal::CodeTriesPaused {
                seconds: until - now,
            }
            .into());
        }
    }
    if matches(stored, code) {
        if count > 0 {
            store.remove_setting(&key)?;
        }
        Ok(())
    } else {
        store.set_setting(&key, &format!("{} {now}", count.saturating_add(1)))?;
        Err(wrong)
    }
}

/// The settings key of a seat's code in a draft.
pub(crate) fn seat_code_setting(id: &JournalId, seat: Seat) -> String {
    let seat = match seat {
        Seat::First => "first",
        Seat::Second => "second",
    };
    format!("draft.{}.code.{seat}", id.as_str())
}

/// A code as typed: surrounding spaces are not part of it.
fn checked_code(code: &str) -> Result<&str, AppError> {
    let code = code.trim();
    let chars = code.chars().count();
    if chars < MIN_CODE_CHARS as usize
        || chars > MAX_CODE_CHARS as usize
        || code.chars().any(char::is_control)
    {
        return Err(InputProblem::BadCode {
            min: MIN_CODE_CHARS,
            max: MAX_CODE_CHARS,
        }
        .into());
    }
    Ok(code)
}

fn digest(salt: &str, code: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(salt.as_bytes());
    hasher.update([0u8]);
    hasher.update(code.as_bytes());
    hex(&hasher.finalize())
}

/// What is stored: `sha256:<salt>:<digest>`.
fn stored_form(salt: &str, code: &str) -> String {
    format!("sha256:{salt}:{}", digest(salt, code))
}

/// Whether `code` is the one `stored` was made from. A stored value that does not read (damaged
/// by hand) matches nothing, so it never opens a seat.
fn matches(stored: &str, code: &str) -> bool {
    let mut parts = stored.splitn(3, ':');
    let (Some("sha256"), Some(salt), Some(expected)) = (parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let actual = digest(salt, code.trim());
    // Compared without stopping at the first difference.
    actual.len() == expected.len()
        && actual
            .bytes()
            .zip(expected.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Whether each seat of the draft is protected by a code.
pub(crate) fn protected_seats(store: &Store, id: &JournalId) -> Result<BySeat<bool>, AppError> {
    let first = store
        .get_setting(&seat_code_setting(id, Seat::First))?
        .is_some();
    let second = store
        .get_setting(&seat_code_setting(id, Seat::Second))?
        .is_some();
    Ok(BySeat::from_fn(|seat| match seat {
        Seat::First => first,
        Seat::Second => second,
    }))
}

/// Checks the code given for a seat: a seat without a code opens without one; no code given
/// for a protected seat is refused without counting as a try (nothing was tried).
pub(crate) fn check_seat(
    store: &mut Store,
    id: &JournalId,
    seat: Seat,
    code: Option<&str>,
    now: Timestamp,
) -> Result<(), AppError> {
    let setting = seat_code_setting(id, seat);
    let wrong = AppError::from(AppRefusal::SeatCodeWrong { seat });
    match (store.get_setting(&setting)?, code) {
        (None, _) => Ok(()),
        (Some(_), None) => Err(wrong),
        (Some(stored), Some(code)) => check_with_tries(store, &setting, &stored, code, now, wrong),
    }
}

/// The seat whose code a move needs, if any: a secret lock, naming the Accesstel target, and
/// any undo while the draft is at a secret step (it may undo a locked secret).
pub(crate) fn seat_needing_code(mv: &DraftMove, step_is_public: bool) -> Option<Seat> {
    match mv {
        DraftMove::LockSwap { seat, .. }
        | DraftMove::LockDeck { seat, .. }
        | DraftMove::NameAccesstelTarget { seat, .. } => Some(*seat),
        DraftMove::Undo { seat } if !step_is_public => Some(*seat),
        DraftMove::ChooseRoles { .. }
        | DraftMove::Ban { .. }
        | DraftMove::Pick { .. }
        | DraftMove::Undo { .. } => None,
    }
}

/// What a caller shows to act for a seat that may be protected by a code.
#[derive(Clone, Copy, Debug)]
pub(crate) enum SeatKey<'a> {
    /// A code typed at the shared screen (none when nothing was asked).
    Code(Option<&'a str>),
    /// The seat's phone token, already checked by the phone server. It was handed to that seat
    /// alone (as its QR code), so it proves that seat as its code does, and no other seat.
    PhoneToken(Seat),
}

impl SeatKey<'_> {
    /// Whether this key opens `seat`, which `store` may protect with a code.
    fn opens(
        self,
        store: &mut Store,
        id: &JournalId,
        seat: Seat,
        now: Timestamp,
    ) -> Result<(), AppError> {
        match self {
            SeatKey::Code(code) => check_seat(store, id, seat, code, now),
            SeatKey::PhoneToken(token_seat) if token_seat == seat => Ok(()),
            // Another seat's token is no key at all: that seat opens as with no code.
            SeatKey::PhoneToken(_) => check_seat(store, id, seat, None, now),
        }
    }
}

/// Checks what a draft call needs: the viewing seat's key, and the key of the seat a secret
/// move is made for.
pub(crate) fn check_draft_call(
    state: &mut State,
    id: &JournalId,
    viewer: TableViewer,
    mv: Option<(&DraftMove, bool)>,
    key: SeatKey<'_>,
    now: Timestamp,
) -> Result<(), AppError> {
    let store = state.store_mut()?;
    let viewing = match viewer {
        TableViewer::Seat { seat } => Some(seat),
        TableViewer::Table => None,
    };
    let moving = mv.and_then(|(mv, public)| seat_needing_code(mv, public));
    if let Some(seat) = viewing {
        key.opens(store, id, seat, now)?;
    }
    // One try per call: the same seat's code is not checked (and counted) twice.
    if let Some(seat) = moving.filter(|seat| Some(*seat) != viewing) {
        key.opens(store, id, seat, now)?;
    }
    Ok(())
}

impl App {
    /// Protects a seat of a draft with a code (4 to 32 characters), kept only as a salted hash.
    /// A seat's code is chosen once: a seat that has one keeps it. Answers with the table's view.
    ///
    /// # Errors
    /// [`InputProblem::BadCode`], [`AppRefusal::SeatCodeAlreadySet`], an unknown draft, or a
    /// storage failure.
    pub fn set_seat_code(&self, id: &str, seat: Seat, code: &str) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let code = checked_code(code)?;
        let salt = self.fresh_salt();
        let mut state = self.lock_state();
        // The draft must exist (and be a draft) before anything is written.
        self.open_draft_in(&mut state, &id)?;
        let key = seat_code_setting(&id, seat);
        let store = state.store_mut()?;
        if store.get_setting(&key)?.is_some() {
            return Err(AppRefusal::SeatCodeAlreadySet { seat }.into());
        }
        store.set_setting(&key, &stored_form(&salt, code))?;
        store.remove_setting(&tries_setting(&key))?;
        drop(state);
        self.open_draft(id.as_str(), TableViewer::Table, None)
    }

    /// Whether the organizer has chosen a code.
    ///
    /// # Errors
    /// A storage failure.
    pub fn organizer_code_set(&self) -> Result<bool, AppError> {
        let mut state = self.lock_state();
        Ok(state
            .store_mut()?
            .get_setting(ORGANIZER_CODE_SETTING)?
            .is_some())
    }

    /// Chooses the organizer's code; changing it asks the current one.
    ///
    /// # Errors
    /// [`InputProblem::BadCode`], [`AppRefusal::OrganizerCodeWrong`] when a code is set and
    /// `current` is not it, or a storage failure.
    pub fn set_organizer_code(&self, code: &str, current: Option<&str>) -> Result<(), AppError> {
        let code = checked_code(code)?;
        let salt = self.fresh_salt();
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        if let Some(stored) = store.get_setting(ORGANIZER_CODE_SETTING)? {
            if !current.is_some_and(|current| matches(&stored, current)) {
                return Err(AppRefusal::OrganizerCodeWrong.into());
            }
        }
        store.set_setting(ORGANIZER_CODE_SETTING, &stored_form(&salt, code))?;
        Ok(())
    }

    /// Checks the organizer's code. With no code chosen yet nothing opens: the organizer
    /// chooses one first.
    pub(crate) fn check_organizer(&self, state: &mut State, code: &str) -> Result<(), AppError> {
        let now = self.now();
        let store = state.store_mut()?;
        match store.get_setting(ORGANIZER_CODE_SETTING)? {
            None => Err(AppRefusal::OrganizerCodeNotSet.into()),
            Some(stored) => check_with_tries(
                store,
                ORGANIZER_CODE_SETTING,
                &stored,
                code,
                now,
                AppRefusal::OrganizerCodeWrong.into(),
            ),
        }
    }

    /// Removes a seat's forgotten code, on the organizer's code: the seat then opens without
    /// one, and its player may choose a new one. Answers with the table's view.
    ///
    /// # Errors
    /// [`AppRefusal::OrganizerCodeNotSet`], [`AppRefusal::OrganizerCodeWrong`],
    /// [`AppRefusal::CodeTriesPaused`], an unknown draft, or a storage failure.
    pub fn reset_seat_code(
        &self,
        id: &str,
        seat: Seat,
        organizer_code: &str,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        self.open_draft_in(&mut state, &id)?;
        self.check_organizer(&mut state, organizer_code)?;
        let setting = seat_code_setting(&id, seat);
        let store = state.store_mut()?;
        store.remove_setting(&setting)?;
        store.remove_setting(&tries_setting(&setting))?;
        drop(state);
        self.open_draft(id.as_str(), TableViewer::Table, None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_code_matches_itself_only() {
        let stored = stored_form("00ff", "4711");
        assert!(stored.starts_with("sha256:00ff:"));
        assert!(!stored.contains("4711"));
        assert!(matches(&stored, "4711"));
        assert!(matches(&stored, " 4711 "));
        assert!(!matches(&stored, "4712"));
        assert!(!matches(&stored, ""));
        assert!(!matches("damaged", "4711"));
        assert!(!matches("sha256:00ff:", "4711"));
    }

    #[test]
    fn codes_have_bounds() {
        assert!(checked_code("123").is_err());
        assert!(checked_code("  12  ").is_err());
        assert!(checked_code(&"x".repeat(33)).is_err());
        assert!(checked_code("a\nbc d").is_err());
        assert_eq!(checked_code(" 1234 ").ok(), Some("1234"));
        assert!(checked_code("ñandú").is_ok());
    }
}
