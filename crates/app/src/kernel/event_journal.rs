//! An event journal of any ruleset, replayed: the plumbing every event use case shares, beneath
//! the AGL's desk and Imperial Assault's. A journal's header names its ruleset once
//! ([`RulesetKind::of_ruleset_version`]); [`JournalledRuleset`] is what the app adds to a
//! ruleset's engine ([`EventRuleset`]) to keep it in a journal: how its header is read and how its
//! refusals are told. A third ruleset implements it once, here.

use crate::error::{AppError, AppRefusal, Conflict, Missing, ReadOnly};
use crate::journal::event::EventRecord;
use crate::journal::ia_event::IaEventRecord;
use crate::journal::ContinuedFrom;
use crate::kernel::{
    header_value, read_only_after_replay, unreadable_header, PackMismatch, PackRef,
};
use hexadraft_event::ia::IaTournament;
use hexadraft_event::{EventRuleset, RulesetKind, Tournament};
use hexadraft_paper::Language;
use hexadraft_storage::{JournalId, JournalKind, Store, Timestamp};
use serde::Serialize;
use std::collections::HashMap;
use std::path::Path;

/// An AGL event replayed from its journal.
pub(crate) type OpenEvent = ReplayedEvent<Tournament>;

/// An Imperial Assault event replayed from its journal.
pub(crate) type OpenIaEvent = ReplayedEvent<IaTournament>;

/// What an event journal's header records, whatever its ruleset.
pub(crate) struct EventSetup<D> {
    pub(crate) definition: D,
    /// The language of the event's papers.
    pub(crate) language: Language,
    /// Where an event made by "Continue from here" came from.
    pub(crate) continued_from: Option<ContinuedFrom>,
}

/// A ruleset's engine as its journals keep it.
pub(crate) trait JournalledRuleset: EventRuleset {
    /// What a journal header's setup records, of any version.
    ///
    /// # Errors
    /// Why the setup does not read.
    fn read_header(setup: serde_json::Value) -> Result<EventSetup<Self::Definition>, String>;
    /// A definition that does not check, told as the app's refusal.
    fn definition_refused(problems: Vec<Self::DefinitionProblem>) -> AppRefusal;
    /// An action refused, told as the app's refusal.
    fn refused(refusal: Self::Refusal) -> AppRefusal;
}

impl JournalledRuleset for Tournament {
    fn read_header(setup: serde_json::Value) -> Result<EventSetup<Self::Definition>, String> {
        EventRecord::from_value(setup).map(|record| EventSetup {
            definition: record.definition,
            language: record.language,
            continued_from: record.continued_from,
        })
    }
    fn definition_refused(problems: Vec<Self::DefinitionProblem>) -> AppRefusal {
        AppRefusal::EventDefinition { problems }
    }
    fn refused(refusal: Self::Refusal) -> AppRefusal {
        AppRefusal::Event { refusal }
    }
}

impl JournalledRuleset for IaTournament {
    fn read_header(setup: serde_json::Value) -> Result<EventSetup<Self::Definition>, String> {
        IaEventRecord::from_value(setup).map(|record| EventSetup {
            definition: record.definition,
            language: record.language,
            continued_from: record.continued_from,
        })
    }
    fn definition_refused(problems: Vec<Self::DefinitionProblem>) -> AppRefusal {
        AppRefusal::IaEventDefinition { problems }
    }
    fn refused(refusal: Self::Refusal) -> AppRefusal {
        AppRefusal::IaEvent { refusal }
    }
}

/// Why the event journal `id` is not opened as a `kind` event (it is one of another ruleset).
pub(crate) fn not_an_event_of(kind: RulesetKind, id: &JournalId) -> Missing {
    let id = id.as_str().to_owned();
    match kind {
        RulesetKind::Agl => Missing::NotAnAglEvent { id },
        RulesetKind::ImperialAssault => Missing::NotAnImperialAssaultEvent { id },
    }
}

/// Every event journal's ruleset, read from the headers at once (for a list of events).
///
/// # Errors
/// A storage failure.
pub(crate) fn event_kinds(store: &Store) -> Result<HashMap<JournalId, RulesetKind>, AppError> {
    Ok(store
        .headers_of_kind(JournalKind::Event)?
        .into_iter()
        .map(|(summary, header)| {
            (
                summary.id,
                RulesetKind::of_ruleset_version(&header.ruleset_version),
            )
        })
        .collect())
}

/// The ruleset of the event journal `id`, as its header names it.
///
/// # Errors
/// An unknown journal, one that is not an event, or a storage failure.
pub(crate) fn event_kind(store: &Store, id: &JournalId) -> Result<RulesetKind, AppError> {
    let journal = store.journal(id)?;
    if journal.summary.kind != JournalKind::Event {
        return Err(Missing::NotAnEvent {
            id: id.as_str().to_owned(),
        }
        .into());
    }
    Ok(RulesetKind::of_ruleset_version(
        &journal.header.ruleset_version,
    ))
}

/// An event replayed from its journal, whichever its ruleset's engine `T`: what every event
/// journal's replay shares (its title, data pack, papers' language and entry count, and why it
/// can only be read, if it can).
pub(crate) struct ReplayedEvent<T> {
    /// `None` when the definition itself no longer checks.
    pub(crate) tournament: Option<T>,
    pub(crate) entry_count: u32,
    pub(crate) read_only: Option<ReadOnly>,
    pub(crate) pack: PackRef,
    pub(crate) title: String,
    /// The language of the event's papers.
    pub(crate) language: Language,
    /// Where an event made by "Continue from here" came from.
    pub(crate) continued_from: Option<ContinuedFrom>,
}

impl<T> ReplayedEvent<T> {
    /// Why the event can only be read, if it can.
    pub(crate) fn read_only(&self) -> Option<&ReadOnly> {
        self.read_only.as_ref()
    }

    /// The event, for reading; refused when the definition no longer checks.
    pub(crate) fn tournament(&self) -> Result<&T, AppError> {
        self.tournament
            .as_ref()
            .ok_or_else(|| self.read_only_error())
    }

    /// The event, to act on; refused when the definition no longer checks.
    pub(crate) fn tournament_mut(&mut self) -> Result<&mut T, AppError> {
        let error = self.read_only_error();
        self.tournament.as_mut().ok_or(error)
    }

    fn read_only_error(&self) -> AppError {
        Conflict::ReadOnly {
            reason: self
                .read_only
                .clone()
                .unwrap_or(ReadOnly::HeaderUnreadable {
                    detail: String::new(),
                }),
        }
        .into()
    }

    /// How many actions the journal holds.
    pub(crate) fn entry_count(&self) -> u32 {
        self.entry_count
    }
}

/// What an event's desk shows above the event itself, the same for every ruleset: each
/// ruleset's view flattens it in (`#[serde(flatten)]`), so its fields sit beside the view's own.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventHeader {
    /// The journal id.
    pub id: String,
    /// The event's name.
    pub title: String,
    /// The number of actions seen: send it back with the next action (a stale screen is
    /// refused).
    pub seq: u32,
    /// Set when the event can only be read, with why (shown as far as it replays).
    pub read_only: Option<ReadOnly>,
    /// Set when the data pack in use is not the one the event was created with.
    pub pack_mismatch: Option<PackMismatch>,
    /// Where paper and reports are saved unless another folder is chosen.
    pub export_folder: String,
    /// The language of the event's papers, chosen with the event.
    pub language: Language,
    /// For an event made by "Continue from here": the event it came from and how far (the desk
    /// says so and opens the original).
    pub continued_from: Option<ContinuedFrom>,
}

impl<T> ReplayedEvent<T> {
    /// The header of this event's view: `id` its journal, `in_use` the data pack of its ruleset
    /// in use now, `exports` the app's exports folder.
    pub(crate) fn header(&self, id: &JournalId, in_use: PackRef, exports: &Path) -> EventHeader {
        EventHeader {
            id: id.as_str().to_owned(),
            title: self.title.clone(),
            seq: self.entry_count,
            read_only: self.read_only.clone(),
            pack_mismatch: (in_use != self.pack).then(|| PackMismatch {
                recorded: self.pack.clone(),
                in_use,
            }),
            export_folder: exports.join(id.as_str()).display().to_string(),
            language: self.language,
            continued_from: self.continued_from.clone(),
        }
    }
}

impl<E: EventRuleset> ReplayedEvent<E> {
    /// How far the event has come; `None` when its definition no longer checks.
    pub(crate) fn progress(&self) -> Option<hexadraft_event::EventProgress> {
        self.tournament.as_ref().map(EventRuleset::progress)
    }
}

/// Replays an event journal through its ruleset's engine `E`.
///
/// # Errors
/// The journal is not an event of `E`'s ruleset, its header does not read, or storage fails; a
/// definition that no longer checks or a refused entry gives a read-only event instead.
pub(crate) fn replay_event_journal<E: JournalledRuleset>(
    store: &Store,
    id: &JournalId,
    catalog: &E::Catalog,
) -> Result<ReplayedEvent<E>, AppError> {
    replay_event_journal_to(store, id, catalog, None, |_, _, _| {})
}

/// As [`replay_event_journal`], stopping after entry `up_to` when it is set (the event as it
/// stood then: its `entry_count` is then the entries applied, and a problem past `up_to` is not
/// its concern), and showing `after_each` the state after every entry applied, with the entry's
/// number and the moment it was recorded.
///
/// # Errors
/// As [`replay_event_journal`].
pub(crate) fn replay_event_journal_to<E: JournalledRuleset>(
    store: &Store,
    id: &JournalId,
    catalog: &E::Catalog,
    up_to: Option<u32>,
    mut after_each: impl FnMut(&E, u32, Timestamp),
) -> Result<ReplayedEvent<E>, AppError> {
    let journal = store.journal(id)?;
    if journal.summary.kind != JournalKind::Event {
        return Err(Missing::NotAnEvent {
            id: id.as_str().to_owned(),
        }
        .into());
    }
    if RulesetKind::of_ruleset_version(&journal.header.ruleset_version) != E::KIND {
        return Err(not_an_event_of(E::KIND, id).into());
    }
    let title = journal.summary.title.as_str().to_owned();
    let pack = PackRef::from_storage(&journal.header.data_pack);
    let header = header_value(&journal, id)?;
    let EventSetup {
        definition,
        language,
        continued_from,
    } = E::read_header(header).map_err(|detail| unreadable_header(id, detail))?;
    let state = match E::create(catalog, definition) {
        Ok(state) => state,
        Err(problems) => {
            return Ok(ReplayedEvent {
                tournament: None,
                entry_count: journal.summary.entry_count,
                read_only: Some(ReadOnly::SetupNoLongerChecks {
                    refusal: E::definition_refused(problems),
                }),
                pack,
                title,
                language,
                continued_from,
            })
        }
    };
    let mut refused = None;
    let last = up_to.unwrap_or(u32::MAX);
    let outcome = store.replay_entries(id, state, |t: &mut E, seq, at, action: E::Action| {
        if seq.get() > last {
            // Past the moment asked for: the walk stops here, and the stop is no problem.
            return Err(String::new());
        }
        t.apply(action).map_err(|refusal| {
            let described = E::refused(refusal);
            let reason = described.to_string();
            refused = Some(described);
            reason
        })?;
        after_each(t, seq.get(), at);
        Ok(())
    })?;
    let stopped = outcome.stopped.filter(|stop| stop.at_seq.get() <= last);
    let entry_count = match up_to {
        Some(_) => outcome.applied,
        None => outcome.entry_count,
    };
    let read_only = read_only_after_replay(
        stopped,
        refused,
        journal.summary.redacted.then_some(ReadOnly::PlayerSafeCopy),
    );
    Ok(ReplayedEvent {
        tournament: Some(outcome.state),
        entry_count,
        read_only,
        pack,
        title,
        language,
        continued_from,
    })
}
