//! An event as it stood at any moment of its journal, for either ruleset: the moments a person
//! picks (the event as created, each round's start and end, every action), the event read-only at
//! one of them with its pairings, results and standings then, two moments compared (results,
//! standings places, drops, rounds paired), and "Continue from here": a new event, in a new
//! journal, copied from the original up to a moment, the original journal left as it is.
//!
//! Each view replays the journal up to the moment through its ruleset's engine, so it is the
//! state the desk showed then (tested against the live desk). A journal that stops at an entry
//! that cannot be trusted (damaged, unreadable, refused) offers the moments before it only, and
//! says why it stops there, as its read-only desk does.

mod compare;
mod view;

pub use compare::{DropChange, MomentComparison, PlaceChange, ResultChange, RoundChange};
pub use view::{StoodPlayer, StoodRound, StoodStanding, StoodTable};

use crate::error::{AppError, Conflict, Missing, ReadOnly};
use crate::journal::event::EventRecord;
use crate::journal::ia_event::IaEventRecord;
use crate::journal::ContinuedFrom;
use crate::kernel::event_journal::{replay_event_journal_to, JournalledRuleset, ReplayedEvent};
use crate::kernel::round_backups::{moments_passed, RoundMark, RoundMarks};
use crate::kernel::{header_value, unreadable_header};
use crate::{journal_id, App};
use hexadraft_event::ia::IaTournament;
use hexadraft_event::{RulesetKind, Tournament};
use hexadraft_storage::{
    JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Seq, Store, Timestamp, Title,
};
use serde::Serialize;
use view::StoodView;

/// What a moment of an event's journal is, as the chooser names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum MomentKind {
    /// The event as it was created, before any action.
    Created,
    /// Just after round `round` was paired.
    RoundStart {
        /// The round, from 1.
        round: u32,
    },
    /// Just after the last result of round `round` was recorded.
    RoundEnd {
        /// The round, from 1.
        round: u32,
    },
    /// Just after one action (its number is the moment's `seq`).
    Action,
}

/// One moment a person can open the event at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventMoment {
    /// The entries applied at this moment: the event after entry `seq` (0: as created).
    pub seq: u32,
    /// When its last entry was recorded (the journal's creation for `Created`).
    pub at: Timestamp,
    /// What the moment is.
    pub kind: MomentKind,
}

/// Every moment of an event's journal a person can open it at, oldest first.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventMoments {
    /// The event's journal id.
    pub id: String,
    /// Its name.
    pub title: String,
    /// Its ruleset.
    pub ruleset: RulesetKind,
    /// How many entries the journal holds.
    pub entry_count: u32,
    /// The moments, oldest first; a round's start or end comes before the action moment of
    /// the same entry.
    pub moments: Vec<EventMoment>,
    /// Set when the journal stops at an entry that cannot be trusted: the moments are those
    /// before it.
    pub stopped: Option<ReadOnly>,
}

/// An event as it stood at one moment, read-only.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventAsItStood {
    /// The event's journal id.
    pub id: String,
    /// Its name now.
    pub title: String,
    /// Its ruleset.
    pub ruleset: RulesetKind,
    /// The entries applied: the event after entry `seq`.
    pub seq: u32,
    /// How many entries the journal holds now.
    pub entry_count: u32,
    /// Why it can only be read: it is the event as it stood ([`ReadOnly::AsItStood`]), as the
    /// desk's read-only notice says it.
    pub read_only: ReadOnly,
    /// Why the journal stops before `seq`, when it does: shown as far as it can be trusted.
    pub stopped: Option<ReadOnly>,
    /// The players then, in registration order.
    pub players: Vec<StoodPlayer>,
    /// The rounds paired then, each table with its result if it had one.
    pub rounds: Vec<StoodRound>,
    /// The standings then, in place order.
    pub standings: Vec<StoodStanding>,
}

/// The new event "Continue from here" made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ContinuedEvent {
    /// The new event's journal id.
    pub id: String,
    /// Its name.
    pub title: String,
    /// Its ruleset (the original's).
    pub ruleset: RulesetKind,
    /// Where it came from, as its header records it.
    pub continued_from: ContinuedFrom,
}

/// A ruleset's engine as the moments see it: its round marks, and its pairings, results and
/// standings in the terms both rulesets share.
pub(crate) trait Moments: JournalledRuleset + RoundMarks + StoodView {}
impl Moments for Tournament {}
impl Moments for IaTournament {}

/// The event `id` replayed up to entry `seq` (every entry when `None`).
pub(crate) fn replay_to<E: Moments>(
    store: &Store,
    id: &JournalId,
    catalog: &E::Catalog,
    seq: Option<u32>,
) -> Result<ReplayedEvent<E>, AppError> {
    replay_event_journal_to::<E>(store, id, catalog, seq, |_, _, _| {})
}

fn moments_of<E: Moments>(
    store: &Store,
    id: &JournalId,
    catalog: &E::Catalog,
) -> Result<EventMoments, AppError> {
    let created_at = store.journal(id)?.summary.created_at;
    let mut moments = vec![EventMoment {
        seq: 0,
        at: created_at,
        kind: MomentKind::Created,
    }];
    let mut marks: Vec<RoundMark> = Vec::new();
    let replayed = replay_event_journal_to::<E>(store, id, catalog, None, |event, seq, at| {
        let now = event.round_marks();
        for (round, edge) in moments_passed(&marks, &now) {
            let kind = match edge {
                hexadraft_storage::RoundEdge::Start => MomentKind::RoundStart { round },
                hexadraft_storage::RoundEdge::End => MomentKind::RoundEnd { round },
            };
            moments.push(EventMoment { seq, at, kind });
        }
        moments.push(EventMoment {
            seq,
            at,
            kind: MomentKind::Action,
        });
        marks = now;
    })?;
    Ok(EventMoments {
        id: id.as_str().to_owned(),
        title: replayed.title.clone(),
        ruleset: E::KIND,
        entry_count: store.entry_count(id)?,
        stopped: trust_problem(&replayed),
        moments,
    })
}

/// Why a replay stopped short of what it was asked for (a player-safe copy alone is no stop).
fn trust_problem<E>(replayed: &ReplayedEvent<E>) -> Option<ReadOnly> {
    match replayed.read_only() {
        Some(ReadOnly::PlayerSafeCopy | ReadOnly::Archived) | None => None,
        Some(other) => Some(other.clone()),
    }
}

fn stood_at<E: Moments>(
    store: &Store,
    id: &JournalId,
    catalog: &E::Catalog,
    seq: u32,
) -> Result<EventAsItStood, AppError> {
    let entry_count = store.entry_count(id)?;
    if seq > entry_count {
        return Err(Missing::Moment {
            id: id.as_str().to_owned(),
            seq,
            entry_count,
        }
        .into());
    }
    let replayed = replay_to::<E>(store, id, catalog, Some(seq))?;
    let (players, rounds, standings) = match replayed.tournament.as_ref() {
        Some(event) => (
            event.stood_players(),
            event.stood_rounds(),
            event.stood_standings(),
        ),
        None => (Vec::new(), Vec::new(), Vec::new()),
    };
    Ok(EventAsItStood {
        id: id.as_str().to_owned(),
        title: replayed.title.clone(),
        ruleset: E::KIND,
        seq: replayed.entry_count(),
        entry_count,
        read_only: ReadOnly::AsItStood {
            seq: replayed.entry_count(),
            entry_count,
        },
        stopped: trust_problem(&replayed),
        players,
        rounds,
        standings,
    })
}

/// The header setup of the original with the new name and where it came from, in its ruleset's
/// record.
fn continued_setup(
    kind: RulesetKind,
    setup: serde_json::Value,
    name: &str,
    from: ContinuedFrom,
) -> Result<serde_json::Value, String> {
    let written = match kind {
        RulesetKind::Agl => {
            let mut record = EventRecord::from_value(setup)?;
            name.clone_into(&mut record.definition.name);
            record.continued_from = Some(from);
            record.to_value()
        }
        RulesetKind::ImperialAssault => {
            let mut record = IaEventRecord::from_value(setup)?;
            name.clone_into(&mut record.definition.name);
            record.continued_from = Some(from);
            record.to_value()
        }
    };
    written.map_err(|e| e.to_string())
}

impl App {
    /// Every moment the event `id` can be opened at as it stood: as created, each round's
    /// start and end, and after each action, up to the first entry that cannot be trusted.
    ///
    /// # Errors
    /// An unknown journal, one that is not an event, an unreadable header, or a storage failure.
    pub fn event_moments(&self, id: &str) -> Result<EventMoments, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let kind = state.event_kind(&id)?;
        let store = state.store_mut()?;
        match kind {
            RulesetKind::Agl => moments_of::<Tournament>(store, &id, &self.catalog()),
            RulesetKind::ImperialAssault => {
                moments_of::<IaTournament>(store, &id, &self.ia_catalog())
            }
        }
    }

    /// The event `id` as it stood after entry `seq` (0: as created), read-only: its players,
    /// pairings, results and standings then. A journal that stops at an untrusted entry before
    /// `seq` is shown as far as it can be trusted, with why.
    ///
    /// # Errors
    /// A `seq` past the journal's entries, an unknown journal or one that is not an event, an
    /// unreadable header, or a storage failure.
    pub fn event_as_it_stood(&self, id: &str, seq: u32) -> Result<EventAsItStood, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let kind = state.event_kind(&id)?;
        let store = state.store_mut()?;
        match kind {
            RulesetKind::Agl => stood_at::<Tournament>(store, &id, &self.catalog(), seq),
            RulesetKind::ImperialAssault => {
                stood_at::<IaTournament>(store, &id, &self.ia_catalog(), seq)
            }
        }
    }

    /// What changed in the event `id` between two moments: results recorded, corrected or
    /// undone, rounds paired or undone, standings places and drops. `from` may come after `to`
    /// (the changes are then told backwards).
    ///
    /// # Errors
    /// As [`App::event_as_it_stood`], for either moment.
    pub fn compare_moments(
        &self,
        id: &str,
        from: u32,
        to: u32,
    ) -> Result<MomentComparison, AppError> {
        let before = self.event_as_it_stood(id, from)?;
        let after = self.event_as_it_stood(id, to)?;
        Ok(compare::compare(&before, &after))
    }

    /// "Continue from here": a new event named `name`, in a new journal, holding the original's
    /// definition and its entries 1 to `seq` copied byte for byte (with the moments they were
    /// recorded), its header saying where it came from. The original journal is only read
    /// (docs/rulings.md, "Continue from here").
    ///
    /// # Errors
    /// A `seq` past the entries or past the first untrusted one; an original that is a
    /// player-safe copy, or whose definition no longer checks; a bad name; an unknown journal
    /// or one that is not an event; a storage failure.
    pub fn continue_from_moment(
        &self,
        id: &str,
        seq: u32,
        name: &str,
    ) -> Result<ContinuedEvent, AppError> {
        let original = journal_id(id)?;
        let title = Title::new(name)?;
        let new_id = self.fresh_journal_id("event")?;
        let mut state = self.lock_state();
        let kind = state.event_kind(&original)?;
        let store = state.store_mut()?;
        // The moment must be one the journal can be trusted up to.
        let stood = match kind {
            RulesetKind::Agl => stood_at::<Tournament>(store, &original, &self.catalog(), seq)?,
            RulesetKind::ImperialAssault => {
                stood_at::<IaTournament>(store, &original, &self.ia_catalog(), seq)?
            }
        };
        if let Some(reason) = stood.stopped {
            return Err(Conflict::ReadOnly { reason }.into());
        }
        let journal = store.journal(&original)?;
        if journal.summary.redacted {
            // Entries were withheld from it: a copy would be an event no organizer ran.
            return Err(Conflict::ReadOnly {
                reason: ReadOnly::PlayerSafeCopy,
            }
            .into());
        }
        let from = ContinuedFrom {
            journal: original.as_str().to_owned(),
            title: journal.summary.title.as_str().to_owned(),
            seq,
        };
        let setup = continued_setup(
            kind,
            header_value(&journal, &original)?,
            title.as_str(),
            from.clone(),
        )
        .map_err(|detail| unreadable_header(&original, detail))?;
        let mut copied: Vec<(Timestamp, JsonText)> = Vec::new();
        store.replay_entries(
            &original,
            (),
            |(), at_seq: Seq, at, payload: Box<serde_json::value::RawValue>| {
                if at_seq.get() > seq {
                    return Err(String::new());
                }
                let text = JsonText::parse(payload.get()).map_err(|e| e.to_string())?;
                copied.push((at, text));
                Ok(())
            },
        )?;
        if copied.len() != usize::try_from(seq).unwrap_or(usize::MAX) {
            return Err(Missing::Moment {
                id: original.as_str().to_owned(),
                seq,
                entry_count: u32::try_from(copied.len()).unwrap_or(u32::MAX),
            }
            .into());
        }
        store.create_journal(&NewJournal {
            id: new_id.clone(),
            kind: JournalKind::Event,
            title: title.clone(),
            header: JournalHeader {
                setup: JsonText::encode(&setup)?,
                ..journal.header
            },
            created_at: self.now(),
        })?;
        for (n, (at, payload)) in (1..).zip(copied) {
            let expected = Seq::new(n)?;
            if let Err(error) = store.append_raw(&new_id, expected, at, &payload) {
                // A copy cut short is no event: it goes, the original stands.
                let _ = store.delete_journal(&new_id);
                return Err(error.into());
            }
        }
        // The copy must replay to the moment as the original does (its new name checks with
        // the definition's rules too); one that does not is no event and goes.
        let copy = match kind {
            RulesetKind::Agl => stood_at::<Tournament>(store, &new_id, &self.catalog(), seq),
            RulesetKind::ImperialAssault => {
                stood_at::<IaTournament>(store, &new_id, &self.ia_catalog(), seq)
            }
        };
        let refused = match copy {
            Ok(copy) if copy.stopped.is_none() && copy.seq == seq => None,
            Ok(copy) => Some(
                Conflict::ReadOnly {
                    reason: copy.stopped.unwrap_or(copy.read_only),
                }
                .into(),
            ),
            Err(error) => Some(error),
        };
        if let Some(error) = refused {
            let _ = store.delete_journal(&new_id);
            return Err(error);
        }
        tracing::info!(
            journal = new_id.as_str(),
            from = original.as_str(),
            seq,
            "event continued from a moment"
        );
        Ok(ContinuedEvent {
            id: new_id.as_str().to_owned(),
            title: title.as_str().to_owned(),
            ruleset: kind,
            continued_from: from,
        })
    }
}

#[cfg(test)]
mod tests;
