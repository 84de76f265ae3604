//! Codes at the shared screen: each player may protect their seat of a table draft with a short
//! code chosen at the start of the draft, asked before their curtain opens (their own view, their
//! secret moves), and the organizer's "show decks" asks the organizer's own code
//! (docs/rulings.md, "Codes at the shared screen").
//!
//! A code is kept only as a salted SHA-256 in the store's settings (`draft.<id>.code.<seat>`,
//! `desk.organizer-code`): never in a journal, so never in an export, and never sent back to a
//! screen. Settings survive a restart, so closing the app does not open a protected seat.
//!
//! A seat whose phone has used its token is marked as played on its phone
//! (`draft.<id>.phone.<seat>`): the token proved the seat, and the shared screen cannot, so the
//! screen opens that seat, and acts for it, only with its code (docs/rulings.md, "A seat played
//! on its phone").

use crate::error::{AppError, AppRefusal, InputProblem};
use crate::hex;
use crate::kernel::state::State;
use crate::kernel::table::{SeatAtScreen, TableViewer};
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
pub(crate) fn tries_setting(code_setting: &str) -> String {
    format!("{code_setting}.wrong")
}

/// Removes a draft's seat codes, their counts of wrong tries and its seats' phone marks (the
/// draft is being deleted).
pub(crate) fn forget_seat_codes(store: &mut Store, id: &JournalId) -> Result<(), AppError> {
    for seat in [Seat::First, Seat::Second] {
        let setting = seat_code_setting(id, seat);
        store.remove_setting(&setting)?;
        store.remove_setting(&tries_setting(&setting))?;
        store.remove_setting(&phone_setting(id, seat))?;
    }
    Ok(())
}

/// The settings key marking a seat of a draft as played on its phone (docs/rulings.md, "A seat
/// played on its phone").
pub(crate) fn phone_setting(id: &JournalId, seat: Seat) -> String {
    format!("draft.{}.phone.{}", id.as_str(), seat_word(seat))
}

/// Marks `seat` as played on its phone: its token was just used. Kept in the settings, like a
/// code, so neither stopping the phones nor restarting the app opens the seat at the screen.
pub(crate) fn mark_on_phone(store: &mut Store, id: &JournalId, seat: Seat) -> Result<(), AppError> {
    let key = phone_setting(id, seat);
    // Read first: a phone asks for its view often, and the mark is written once.
    if store.get_setting(&key)?.is_none() {
        store.set_setting(&key, "on")?;
    }
    Ok(())
}

/// Whether each seat of the draft is played on its phone.
pub(crate) fn on_phone_seats(store: &Store, id: &JournalId) -> Result<BySeat<bool>, AppError> {
    let first = store
        .get_setting(&phone_setting(id, Seat::First))?
        .is_some();
    let second = store
        .get_setting(&phone_setting(id, Seat::Second))?
        .is_some();
    Ok(BySeat::new(first, second))
}

/// The wrong tries in a row and when the last was. A value damaged by hand counts as none:
/// the code itself is still checked.
pub(crate) fn read_tries(store: &Store, key: &str) -> Result<(u32, u32), AppError> {
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
pub(crate) fn check_with_tries(
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
    if code_matches(stored, code) {
        if count > 0 {
            store.remove_setting(&key)?;
        }
        Ok(())
    } else {
        store.set_setting(&key, &format!("{} {now}", count.saturating_add(1)))?;
        Err(wrong)
    }
}

pub(crate) fn seat_word(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "first",
        Seat::Second => "second",
    }
}

/// The settings key of a seat's code in a draft.
pub(crate) fn seat_code_setting(id: &JournalId, seat: Seat) -> String {
    format!("draft.{}.code.{}", id.as_str(), seat_word(seat))
}

/// A code as typed: surrounding spaces are not part of it.
pub(crate) fn checked_code(code: &str) -> Result<&str, AppError> {
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

pub(crate) fn digest(salt: &str, code: &str) -> String {
    let mut hasher = Sha256::new();
    hasher.update(salt.as_bytes());
    hasher.update([0u8]);
    hasher.update(code.as_bytes());
    hex(&hasher.finalize())
}

/// What is stored: `sha256:<salt>:<digest>`.
pub(crate) fn stored_form(salt: &str, code: &str) -> String {
    format!("sha256:{salt}:{}", digest(salt, code))
}

/// Whether `code` is the one `stored` was made from. A stored value that does not read (damaged
/// by hand) matches nothing, so it never opens a seat.
pub(crate) fn code_matches(stored: &str, code: &str) -> bool {
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

/// What the shared screen may do for each seat of the draft.
pub(crate) fn seats_at_screen(
    store: &Store,
    id: &JournalId,
) -> Result<BySeat<SeatAtScreen>, AppError> {
    let on_phone = on_phone_seats(store, id)?;
    let mut coded = BySeat::new(false, false);
    for seat in Seat::BOTH {
        *coded.get_mut(seat) = store.get_setting(&seat_code_setting(id, seat))?.is_some();
    }
    Ok(BySeat::from_fn(|seat| {
        SeatAtScreen::of(*coded.get(seat), *on_phone.get(seat))
    }))
}

/// Checks the code given at the shared screen for a seat: a seat without a code opens without
/// one, unless it is played on its phone (`refused.seatOnPhone`: the screen cannot prove the
/// seat); no code given for a protected seat is refused without counting as a try (nothing was
/// tried).
pub(crate) fn check_seat(
    store: &mut Store,
    id: &JournalId,
    seat: Seat,
    code: Option<&str>,
    on_phone: bool,
    now: Timestamp,
) -> Result<(), AppError> {
    let setting = seat_code_setting(id, seat);
    let wrong = AppError::from(AppRefusal::SeatCodeWrong { seat });
    match (store.get_setting(&setting)?, code) {
        (None, _) if on_phone => Err(AppRefusal::SeatOnPhone { seat }.into()),
        (None, _) => Ok(()),
        (Some(_), None) => Err(wrong),
        (Some(stored), Some(code)) => check_with_tries(store, &setting, &stored, code, now, wrong),
    }
}

/// The seat whose key a move needs, if any: a secret lock, naming the Accesstel target, and
/// any undo while the draft is at a secret step (it may undo a locked secret); and every move
/// of a seat played on its phone, which nobody else may make for it.
pub(crate) fn seat_needing_key(
    mv: &DraftMove,
    step_is_public: bool,
    on_phone: BySeat<bool>,
) -> Option<Seat> {
    let secret = match mv {
        DraftMove::LockPick { .. }
        | DraftMove::LockSwap { .. }
        | DraftMove::LockDeck { .. }
        | DraftMove::NameAccesstelTarget { .. } => true,
        DraftMove::Undo { .. } => !step_is_public,
        DraftMove::ChooseRoles { .. } | DraftMove::Ban { .. } | DraftMove::Pick { .. } => false,
    };
    let seat = mv.seat();
    (secret || *on_phone.get(seat)).then_some(seat)
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
    /// Whether this key opens `seat`, which `store` may protect with a code or mark as played
    /// on its phone.
    fn opens(
        self,
        store: &mut Store,
        id: &JournalId,
        seat: Seat,
        on_phone: bool,
        now: Timestamp,
    ) -> Result<(), AppError> {
        match self {
            SeatKey::Code(code) => check_seat(store, id, seat, code, on_phone, now),
            SeatKey::PhoneToken(token_seat) if token_seat == seat => Ok(()),
            // Another seat's token is no key at all: that seat opens as with no code.
            SeatKey::PhoneToken(_) => check_seat(store, id, seat, None, on_phone, now),
        }
    }
}

/// Checks what a draft call needs: the viewing seat's key, and the key of the seat a move is
/// made for when that move needs one. A phone's token first marks its seat as played on its
/// phone, from then on closed to the shared screen without the seat's code.
pub(crate) fn check_draft_call(
    state: &mut State,
    id: &JournalId,
    viewer: TableViewer,
    mv: Option<(&DraftMove, bool)>,
    key: SeatKey<'_>,
    now: Timestamp,
) -> Result<(), AppError> {
    let store = state.store_mut()?;
    if let SeatKey::PhoneToken(seat) = key {
        mark_on_phone(store, id, seat)?;
    }
    let on_phone = on_phone_seats(store, id)?;
    let viewing = match viewer {
        TableViewer::Seat { seat } => Some(seat),
        TableViewer::Table => None,
    };
    let moving = mv.and_then(|(mv, public)| seat_needing_key(mv, public, on_phone));
    if let Some(seat) = viewing {
        key.opens(store, id, seat, *on_phone.get(seat), now)?;
    }
    // One try per call: the same seat's code is not checked (and counted) twice.
    if let Some(seat) = moving.filter(|seat| Some(*seat) != viewing) {
        key.opens(store, id, seat, *on_phone.get(seat), now)?;
    }
    Ok(())
}
