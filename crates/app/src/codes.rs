//! The seat codes' use cases: a seat protected with its code, a code the organizer resets, and a
//! seat played on its phone given back to the shared screen (docs/rulings.md, "Codes at the
//! shared screen", "A seat played on its phone"). How codes are kept and checked is in
//! `kernel/seat_codes.rs`.

#[cfg(doc)]
use crate::error::InputProblem;
use crate::error::{AppError, AppRefusal};
use crate::kernel::seat_codes::{
    check_with_tries, checked_code, code_matches, phone_setting, seat_code_setting, stored_form,
    tries_setting,
};
pub use crate::kernel::seat_codes::{
    FREE_TRIES, MAX_CODE_CHARS, MIN_CODE_CHARS, ORGANIZER_CODE_SETTING, PAUSE_SECONDS,
};
use crate::kernel::state::State;
pub use crate::kernel::table::SeatAtScreen;
use crate::kernel::table::{TableDraft, TableViewer};
use crate::{journal_id, App};
use hexadraft_draft::Seat;

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
        // Whoever sits at the screen would choose the code of a seat played on a phone, and
        // then open it with that code.
        if store.get_setting(&phone_setting(&id, seat))?.is_some() {
            return Err(AppRefusal::SeatOnPhone { seat }.into());
        }
        store.set_setting(&key, &stored_form(&salt, code))?;
        store.remove_setting(&tries_setting(&key))?;
        drop(state);
        self.open_draft(id.as_str(), TableViewer::Table, None)
    }

    /// Gives a seat played on its phone back to the shared screen, on the organizer's code
    /// (docs/rulings.md, "A seat played on its phone"): its phone died, or its player moves to
    /// the screen. The seat then opens at the screen as any seat (with its code, if it has
    /// one) until its phone is used again. Nothing of the seat is shown by this itself.
    /// Answers with the table's view.
    ///
    /// # Errors
    /// [`AppRefusal::OrganizerCodeNotSet`], [`AppRefusal::OrganizerCodeWrong`],
    /// [`AppRefusal::CodeTriesPaused`], an unknown draft, or a storage failure.
    pub fn return_seat_to_screen(
        &self,
        id: &str,
        seat: Seat,
        organizer_code: &str,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        self.open_draft_in(&mut state, &id)?;
        self.check_organizer(&mut state, organizer_code)?;
        state
            .store_mut()?
            .remove_setting(&phone_setting(&id, seat))?;
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
            if !current.is_some_and(|current| code_matches(&stored, current)) {
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
        assert!(code_matches(&stored, "4711"));
        assert!(code_matches(&stored, " 4711 "));
        assert!(!code_matches(&stored, "4712"));
        assert!(!code_matches(&stored, ""));
        assert!(!code_matches("damaged", "4711"));
        assert!(!code_matches("sha256:00ff:", "4711"));
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
