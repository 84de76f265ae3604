//! A table draft as a spectator sees it (a caster, a side screen in the room): the engine's
//! public view, as it stood `delay` seconds ago (docs/rulings.md, "The spectator's delay").
//!
//! What a spectator gets is built here from the public view only: no seat's options, no seat
//! codes, no seed, no phone reports, no journal id of the event. A delayed view is the journal's
//! entries recorded up to `now - delay` replayed through the engine, so a delay never shows what
//! was not public at that moment either. A round's view is each of its tables' drafts so.

use crate::error::AppError;
use crate::journal::draft::{TableDraftRecord, TableEntry};
use crate::kernel::audience::agl_round_shown;
use crate::kernel::draft_journal::{replay_draft, Replayed};
use crate::kernel::event_journal::not_an_event_of;
use crate::kernel::state::State;
use crate::kernel::table::{DraftOrder, GameRecord};
use crate::kernel::{header_value, unreadable_header};
use crate::{journal_id, App, Missing};
use hexadraft_catalog::Catalog;
use hexadraft_draft::{BySeat, ClockView, DraftEvent, DraftView, PaceClock, Viewer};
use hexadraft_event::RulesetKind;
use hexadraft_storage::{JournalId, JournalKind, Store, Timestamp};
use serde::Serialize;

/// The longest delay an organizer may set: an hour (a longer one shows a draft's start for a
/// whole round, which helps nobody).
pub const MAX_SPECTATOR_DELAY_SECONDS: u32 = 3600;

/// A table draft as a spectator sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SpectatorView {
    /// Its title (the players' names).
    pub title: String,
    /// The journal's entries the view shows (the same draft shows more as time passes).
    pub shown: u32,
    /// The delay it is shown with, in seconds (0: live).
    pub delay_seconds: u32,
    /// The draft's public view, as it stood `delay_seconds` ago.
    pub view: DraftView,
    /// The order the draft walks: the organizer's format's name, and what its swap is called.
    pub order: DraftOrder,
    /// What happened so far, in order (public events: a lock is only its commitment).
    pub log: Vec<DraftEvent>,
    /// The game's result, once recorded and shown: score, frags, points.
    pub game: Option<GameRecord>,
    /// The event round and table, when the draft is an event table's.
    pub round: Option<u32>,
    /// The table's number in its round.
    pub table: Option<u32>,
    /// The pace clock as it stood at that moment, when the draft has one: times only.
    pub clock: Option<ClockView>,
}

/// Every table's draft of one event round, as a spectator sees each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoundSpectatorView {
    /// The event's title.
    pub event_title: String,
    /// The round, from 1.
    pub round: u32,
    /// The delay every table is shown with, in seconds (0: live).
    pub delay_seconds: u32,
    /// Each table's draft (the newest started for it), by table number; a table whose draft
    /// is not started yet is not listed.
    pub tables: Vec<SpectatorView>,
}

impl App {
    /// The draft `id` as a spectator sees it `delay_seconds` behind the table (0: live; more
    /// than [`MAX_SPECTATOR_DELAY_SECONDS`] counts as that).
    ///
    /// # Errors
    /// An unknown journal, one that is not a draft, or a storage failure.
    pub fn spectator_view(&self, id: &str, delay_seconds: u32) -> Result<SpectatorView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        self.spectator_view_in(&mut state, &id, delay_seconds)
    }

    /// Every table's draft of round `round` of the event `id`, as a spectator sees each
    /// `delay_seconds` behind its table.
    ///
    /// # Errors
    /// An unknown journal, one that is not an event or is an Imperial Assault event (whose
    /// rounds have no table drafts), or a storage failure.
    pub fn round_spectator_view(
        &self,
        id: &str,
        round: u32,
        delay_seconds: u32,
    ) -> Result<RoundSpectatorView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let journal = state.store_mut()?.journal(&id)?;
        // Only an AGL round has table drafts to show; an Imperial Assault event is refused as
        // such rather than shown as a round without tables.
        if state.event_kind(&id)? != RulesetKind::Agl {
            return Err(not_an_event_of(RulesetKind::Agl, &id).into());
        }
        // A round paired as a proposal is the desk's alone (docs/rulings.md, "Publishing a
        // round").
        agl_round_shown(self.open_event_in(&mut state, &id)?.tournament()?, round)?;
        let drafts: Vec<JournalId> = state
            .links()?
            .of(&id, Some(round))
            .into_iter()
            .map(|linked| linked.draft)
            .collect();
        let mut tables = Vec::with_capacity(drafts.len());
        for draft in drafts {
            // A draft that cannot be read is left out: the other tables are still shown.
            if let Ok(view) = self.spectator_view_in(&mut state, &draft, delay_seconds) {
                tables.push(view);
            }
        }
        Ok(RoundSpectatorView {
            event_title: journal.summary.title.as_str().to_owned(),
            round,
            delay_seconds: delay_seconds.min(MAX_SPECTATOR_DELAY_SECONDS),
            tables,
        })
    }

    fn spectator_view_in(
        &self,
        state: &mut State,
        id: &JournalId,
        delay_seconds: u32,
    ) -> Result<SpectatorView, AppError> {
        let catalog = self.catalog();
        let delay_seconds = delay_seconds.min(MAX_SPECTATOR_DELAY_SECONDS);
        if delay_seconds == 0 {
            let open = state.current(
                State::drafts,
                id,
                |open| open.entry_count,
                |store| replay_draft(store, &catalog, id),
            )?;
            let link = open.link.as_ref();
            return Ok(SpectatorView {
                title: open.title.clone(),
                shown: open.entry_count,
                delay_seconds,
                view: open.draft.view(Viewer::Public),
                order: DraftOrder::of(&open.draft),
                log: open.log.clone(),
                game: open.game.clone(),
                round: link.map(|l| l.round),
                table: link.map(|l| l.table),
                clock: open
                    .clock
                    .as_ref()
                    .map(|clock| clock.view(self.now().unix_seconds())),
            });
        }
        let cutoff = self.now().unix_seconds().saturating_sub(delay_seconds);
        let store = state.store_mut()?;
        replay_until(
            store,
            &catalog,
            id,
            Timestamp::from_unix_seconds(cutoff),
            delay_seconds,
        )
    }
}

/// The draft as its entries recorded at or before `cutoff` leave it. The replay stops at the
/// first entry after the cutoff, and at any entry that does not apply (as the full replay does).
fn replay_until(
    store: &Store,
    catalog: &Catalog,
    id: &JournalId,
    cutoff: Timestamp,
    delay_seconds: u32,
) -> Result<SpectatorView, AppError> {
    let journal = store.journal(id)?;
    if journal.summary.kind != JournalKind::Draft {
        return Err(Missing::NotADraft {
            id: id.as_str().to_owned(),
        }
        .into());
    }
    let record = TableDraftRecord::from_value(header_value(&journal, id)?)
        .map_err(|e| AppError::from(unreadable_header(id, e.to_string())))?;
    let draft = record.start_draft(catalog)?;
    let clock = record.clock.map(|settings| {
        PaceClock::start(settings, &draft, journal.summary.created_at.unix_seconds())
    });
    let mut replayed = Replayed {
        draft,
        log: Vec::new(),
        game: None,
        reports: BySeat::from_fn(|_| None),
        clock,
    };
    let mut shown = 0;
    for entry in store.entries_raw(id)? {
        if entry.redacted || entry.recorded_at.unix_seconds() > cutoff.unix_seconds() {
            break;
        }
        let Ok(payload) = entry.payload.decode::<TableEntry>() else {
            break;
        };
        // A seat's report is kept aside, not shown: a spectator sees the result once recorded.
        let index = entry.seq.get().saturating_sub(1);
        if replayed
            .apply(payload, index, entry.recorded_at.unix_seconds())
            .is_err()
        {
            break;
        }
        shown += 1;
    }
    let Replayed {
        draft,
        log,
        game,
        clock,
        ..
    } = replayed;
    Ok(SpectatorView {
        title: journal.summary.title.as_str().to_owned(),
        shown,
        delay_seconds,
        view: draft.view(Viewer::Public),
        order: DraftOrder::of(&draft),
        log,
        game,
        round: record.event.as_ref().map(|l| l.round),
        table: record.event.as_ref().map(|l| l.table),
        clock: clock.map(|clock| clock.view(cutoff.unix_seconds())),
    })
}
