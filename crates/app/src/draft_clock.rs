//! A table draft's pace clock (docs/rulings.md, "The pace clock"): the organizer pauses,
//! resumes and adds time, and a turn whose time ran out is expired when the front door's timer
//! asks. The arithmetic is the draft engine's ([`hexadraft_draft::PaceClock`]); here its
//! changes are journalled at the app's instants, each synced before anyone is answered or told.

use crate::error::AppError;
use crate::journal::draft::{ClockEntry, TableEntry};
use crate::kernel::draft_journal::{apply_clock_entry, event_table_drafts};
use crate::kernel::event_journal::not_an_event_of;
use crate::kernel::seat_codes::{self as codes, ORGANIZER_CODE_SETTING};
use crate::kernel::state::State;
use crate::kernel::table::{TableDraft, TableViewer};
use crate::kernel::table_view::table_view;
use crate::kernel::{append_entry, check_writable};
use crate::{journal_id, App};
use hexadraft_draft::{expiry_action, expiry_draw, ClockRefusal, Salt};
use hexadraft_event::RulesetKind;
use hexadraft_storage::JournalId;
use serde::{Deserialize, Serialize};

pub use crate::kernel::draft_journal::EventTableDrafts;

/// What the organizer does to a draft's pace clock (docs/rulings.md, "The pace clock").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ClockChange {
    /// Stops both seats' time.
    Pause,
    /// Starts it again.
    Resume,
    /// Adds `seconds` to both seats' reserves.
    AddTime {
        /// Seconds added to each reserve.
        seconds: u32,
    },
}

/// What one look at the open drafts' clocks did ([`App::expire_due_turns`]).
#[derive(Debug, Default)]
pub struct ExpiryPass {
    /// The drafts whose turn ran out and was expired, each journalled and synced.
    pub expired: Vec<String>,
    /// The drafts whose due turn could not be expired; the next pass tries them again.
    pub failed: Vec<ExpiryFailure>,
}

/// A draft whose due turn could not be expired.
#[derive(Debug)]
pub struct ExpiryFailure {
    /// The draft's journal id.
    pub journal_id: String,
    /// Why.
    pub error: AppError,
}

impl App {
    /// The pace clock and draft format the drafts of an AGL event's tables start with.
    ///
    /// # Errors
    /// An unknown journal, one that is not an AGL event, an event that no longer replays, or a
    /// storage failure.
    pub fn event_table_drafts(&self, event_id: &str) -> Result<EventTableDrafts, AppError> {
        let id = journal_id(event_id)?;
        let mut state = self.lock_state();
        self.event_table_drafts_in(&mut state, &id)
    }

    pub(crate) fn event_table_drafts_in(
        &self,
        state: &mut State,
        id: &JournalId,
    ) -> Result<EventTableDrafts, AppError> {
        if state.event_kind(id)? != RulesetKind::Agl {
            return Err(not_an_event_of(RulesetKind::Agl, id).into());
        }
        let recorded = self
            .open_event_in(state, id)?
            .tournament()?
            .table_drafts()
            .cloned();
        event_table_drafts(state.store_mut()?, id, recorded.as_ref())
    }

    /// Pauses, resumes or adds time to a draft's pace clock: the organizer's (with the
    /// organizer's code when one is set). Answers with the table's view.
    ///
    /// # Errors
    /// [`ClockRefusal::NoClock`], [`ClockRefusal::AlreadyPaused`], [`ClockRefusal::NotPaused`],
    /// [`ClockRefusal::AddedTimeOutOfRange`], the organizer's code refused, a stale screen, a
    /// read-only journal or a storage failure.
    pub fn change_draft_clock(
        &self,
        id: &str,
        seq: u32,
        change: ClockChange,
        organizer_code: Option<&str>,
    ) -> Result<TableDraft, AppError> {
        let entry = match change {
            ClockChange::Pause => ClockEntry::Paused {},
            ClockChange::Resume => ClockEntry::Resumed {},
            ClockChange::AddTime { seconds } => ClockEntry::Added { seconds },
        };
        self.change_clock(id, seq, organizer_code, entry)
    }

    fn change_clock(
        &self,
        id: &str,
        seq: u32,
        organizer_code: Option<&str>,
        entry: ClockEntry,
    ) -> Result<TableDraft, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        // Pausing and adding time are the organizer's: with a code chosen, only its holder's.
        if state
            .store_mut()?
            .get_setting(ORGANIZER_CODE_SETTING)?
            .is_some()
        {
            self.check_organizer(&mut state, organizer_code.unwrap_or_default())?;
        }
        let at_screen = codes::seats_at_screen(state.store_mut()?, &id)?;
        let now = self.now();
        let open = self.open_draft_in(&mut state, &id)?;
        let mut clock = open.clock.clone().ok_or(ClockRefusal::NoClock)?;
        let mut draft = open.draft.clone();
        let event = apply_clock_entry(
            &mut draft,
            &mut clock,
            &entry,
            open.entry_count,
            now.unix_seconds(),
        )?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        let appended = append_entry(&mut state, &id, seq, now, &TableEntry::Clock(entry));
        let open = state.after_append(State::drafts, &id, appended)?;
        open.clock = Some(clock);
        open.draft = draft;
        open.log.extend(event);
        open.entry_count += 1;
        Ok(table_view(
            &id,
            open,
            &catalog,
            TableViewer::Table,
            at_screen,
            now,
        ))
    }

    /// Expires every turn whose time has run out, in the drafts this app has open: for each,
    /// the rule's move is journalled (synced) and applied. The front door's timer calls this
    /// and, only once it answers, tells the screens and phones of the drafts it names. A draft
    /// that cannot be expired (a storage failure) is reported and never holds up the others.
    pub fn expire_due_turns(&self) -> ExpiryPass {
        let mut state = self.lock_state();
        let now = self.now();
        let due: Vec<JournalId> = state
            .drafts()
            .iter()
            .filter(|(_, open)| open.read_only.is_none())
            .filter(|(_, open)| {
                open.clock
                    .as_ref()
                    .is_some_and(|clock| clock.due(now.unix_seconds()).is_some())
            })
            .map(|(id, _)| id.clone())
            .collect();
        let mut pass = ExpiryPass::default();
        for id in due {
            match self.expire_if_due(&mut state, &id) {
                Ok(true) => pass.expired.push(id.as_str().to_owned()),
                Ok(false) => {}
                Err(error) => pass.failed.push(ExpiryFailure {
                    journal_id: id.as_str().to_owned(),
                    error,
                }),
            }
        }
        pass
    }

    /// Expires the draft's turn whose time has run out, if one has; whether one did.
    fn expire_if_due(&self, state: &mut State, id: &JournalId) -> Result<bool, AppError> {
        let now = self.now();
        // Another program may have appended: the draft is replayed first if so.
        let open = self.open_draft_in(state, id)?;
        if open.read_only.is_some() {
            return Ok(false);
        }
        let Some(mut clock) = open.clock.clone() else {
            return Ok(false);
        };
        let Some(seat) = clock.due(now.unix_seconds()) else {
            return Ok(false);
        };
        let index = open.entry_count;
        let draw = expiry_draw(open.draft.setup().seed, index);
        let salt =
            Salt::new(self.fresh_salt()).map_err(|_| ClockRefusal::ExpiryMismatch { seat })?;
        let Some(action) = expiry_action(&open.draft, seat, draw, &salt) else {
            return Ok(false);
        };
        let entry = ClockEntry::Expired { seat, draw, action };
        let mut draft = open.draft.clone();
        let event = apply_clock_entry(&mut draft, &mut clock, &entry, index, now.unix_seconds())?;
        let appended = append_entry(state, id, index, now, &TableEntry::Clock(entry));
        let open = state.after_append(State::drafts, id, appended)?;
        open.clock = Some(clock);
        open.draft = draft;
        open.log.extend(event);
        open.entry_count += 1;
        tracing::info!(journal = id.as_str(), "a turn's time ran out");
        Ok(true)
    }
}
