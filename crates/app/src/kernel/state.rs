//! What an [`crate::App`] holds between calls: the store, and the drafts and events already
//! replayed, so an action is validated on the state in memory instead of replaying its whole
//! journal each time.

use crate::error::{AppError, ErrorReport};
use crate::kernel::catalog_settings::SavedEditsProblem;
use crate::kernel::draft_journal::OpenDraft;
use crate::kernel::event_journal::{event_kind, OpenEvent, OpenIaEvent};
use crate::kernel::links::LinkIndex;
use crate::kernel::parallel::produce_and_work;
use hexadraft_event::RulesetKind;
use hexadraft_storage::{JournalId, StorageError, Store};
use std::collections::HashMap;

/// The store, or why it could not be opened (a front door then offers the last backup).
pub(crate) enum StoreSlot {
    Open(Box<Store>),
    Unavailable(StorageError),
}

pub(crate) struct State {
    store: StoreSlot,
    /// Why the saved catalog edits are not in use, if they are not.
    pub(crate) overlay_problem: Option<SavedEditsProblem>,
    /// Why the saved Imperial Assault edits are not in use (empty when they are, or there are
    /// none).
    pub(crate) ia_overlay_problems: Vec<hexadraft_catalog::ia::IaPackProblem>,
    /// Drafts replayed so far, by journal id.
    pub(crate) drafts: HashMap<JournalId, OpenDraft>,
    /// Events replayed so far, by journal id.
    pub(crate) events: HashMap<JournalId, OpenEvent>,
    /// Imperial Assault events replayed so far, by journal id.
    pub(crate) ia_events: HashMap<JournalId, OpenIaEvent>,
    /// Which drafts belong to which event table, once an event has been opened.
    pub(crate) links: Option<LinkIndex>,
    /// A round backup that could not be made after an action whose answer went elsewhere than
    /// the desk (a phone's report), by event: said by the desk's next view of the event.
    pub(crate) backup_warnings: HashMap<JournalId, ErrorReport>,
}

impl State {
    pub(crate) fn new(store: Result<Store, StorageError>) -> State {
        State {
            store: match store {
                Ok(store) => StoreSlot::Open(Box::new(store)),
                Err(error) => StoreSlot::Unavailable(error),
            },
            overlay_problem: None,
            ia_overlay_problems: Vec::new(),
            drafts: HashMap::new(),
            events: HashMap::new(),
            ia_events: HashMap::new(),
            links: None,
            backup_warnings: HashMap::new(),
        }
    }

    /// The open store.
    ///
    /// # Errors
    /// Why the database could not be opened at start.
    pub(crate) fn store_mut(&mut self) -> Result<&mut Store, AppError> {
        match &mut self.store {
            StoreSlot::Open(store) => Ok(store),
            StoreSlot::Unavailable(error) => Err(AppError::Storage {
                error: error.clone(),
            }),
        }
    }

    /// Which drafts belong to which event table: read the first time it is needed, from what
    /// the last close remembered when the file is still those bytes, else from every draft's
    /// header ([`LinkIndex::remembered_or_built`]).
    ///
    /// # Errors
    /// The store's, when it is not open or a header cannot be read.
    pub(crate) fn links(&mut self) -> Result<&LinkIndex, AppError> {
        if self.links.is_none() {
            self.links = Some(LinkIndex::remembered_or_built(self.store_mut()?)?);
        }
        Ok(self.links.get_or_insert_with(LinkIndex::default))
    }

    /// Why the store could not be opened, if it could not.
    pub(crate) fn store_problem(&self) -> Option<StorageError> {
        match &self.store {
            StoreSlot::Open(_) => None,
            StoreSlot::Unavailable(error) => Some(error.clone()),
        }
    }

    /// Puts another store in place (after a backup was restored), forgetting everything
    /// replayed from the old one.
    pub(crate) fn replace_store(&mut self, store: Result<Store, StorageError>) {
        self.store = match store {
            Ok(store) => StoreSlot::Open(Box::new(store)),
            Err(error) => StoreSlot::Unavailable(error),
        };
        self.forget_open_journals();
        // A warning about the database replaced says nothing of this one.
        self.backup_warnings.clear();
    }

    /// Takes the open store out (to close it for a restore, or as the app quits), leaving the
    /// slot unavailable, with `why` as what a later call is told, until
    /// [`State::replace_store`] puts one back; `None` when no store is open.
    pub(crate) fn take_store(&mut self, why: &str) -> Option<Store> {
        let closed = StoreSlot::Unavailable(StorageError::InvalidInput {
            what: "database",
            detail: why.to_owned(),
        });
        match std::mem::replace(&mut self.store, closed) {
            StoreSlot::Open(store) => Some(*store),
            unavailable @ StoreSlot::Unavailable(_) => {
                self.store = unavailable;
                None
            }
        }
    }

    /// Forgets every replayed journal: they are replayed again when next used (after the
    /// catalog changed, or journals were imported or deleted).
    pub(crate) fn forget_open_journals(&mut self) {
        self.drafts.clear();
        self.events.clear();
        self.ia_events.clear();
        self.links = None;
    }

    /// The journal `id` replayed and current: replayed with `replay` when it is not in `open` yet,
    /// or when the journal holds more or fewer entries than the replayed state saw (another
    /// program wrote to it).
    pub(crate) fn current<'s, T>(
        &'s mut self,
        open: fn(&mut State) -> &mut HashMap<JournalId, T>,
        id: &JournalId,
        seen: fn(&T) -> u32,
        replay: impl FnOnce(&Store) -> Result<T, AppError>,
    ) -> Result<&'s mut T, AppError> {
        // The map is taken out while the store reads, and always put back.
        let mut replayed = std::mem::take(open(self));
        let made = match self.store_mut() {
            Ok(store) => make_current(store, &mut replayed, id, seen, replay),
            Err(error) => Err(NotCurrent::Failed(error)),
        };
        *open(self) = replayed;
        self.after_making_current(id, made)?;
        self.replayed(open, id)
    }

    /// Makes each journal of `ids` replayed and current in `open`, as [`State::current`] does
    /// for one, with every read of the store made in one read transaction (the desk's round of
    /// table drafts). Gives the journals that could not be, each with its error.
    ///
    /// # Errors
    /// The store is not open, or the read transaction could not be begun or ended.
    pub(crate) fn make_all_current<T: Send, R: Send>(
        &mut self,
        open: fn(&mut State) -> &mut HashMap<JournalId, T>,
        ids: &[JournalId],
        seen: fn(&T) -> u32,
        read: impl Fn(&Store, &JournalId) -> Result<R, AppError>,
        replay: impl Fn(R) -> Result<T, AppError> + Sync,
    ) -> Result<HashMap<JournalId, AppError>, AppError> {
        let mut replayed = std::mem::take(open(self));
        // Each journal is read in the one transaction and handed over at once to be replayed,
        // which needs no store, on another core while the next is read.
        let (reading, made) = produce_and_work(
            |hand| match self.store_mut() {
                Ok(store) => store
                    .read_together(|store| {
                        for id in ids {
                            let stale = match is_current(store, &replayed, id, seen) {
                                Ok(true) => Ok(None),
                                Ok(false) => read(store, id)
                                    .map(Some)
                                    .map_err(|error| not_current(id, error)),
                                Err(not) => Err(not),
                            };
                            hand((id.clone(), stale));
                        }
                    })
                    .map_err(AppError::from),
                Err(error) => Err(error),
            },
            |(id, stale)| {
                let made = match stale {
                    Ok(Some(read)) => replay(read).map(Some).map_err(|e| not_current(&id, e)),
                    Ok(None) => Ok(None),
                    Err(not) => Err(not),
                };
                (id, made)
            },
        );
        if let Err(error) = reading {
            *open(self) = replayed;
            return Err(error);
        }
        let mut failed = HashMap::new();
        let mut outcomes = Vec::with_capacity(made.len());
        for (id, made) in made {
            let made = made.map(|state| {
                if let Some(state) = state {
                    replayed.insert(id.clone(), state);
                }
            });
            outcomes.push((id, made));
        }
        *open(self) = replayed;
        for (id, made) in outcomes {
            if let Err(error) = self.after_making_current(&id, made) {
                failed.insert(id, error);
            }
        }
        Ok(failed)
    }

    /// A journal that could not be made current and is gone from the store is forgotten here
    /// too (the clock's timer would go on trying it).
    fn after_making_current(
        &mut self,
        id: &JournalId,
        made: Result<(), NotCurrent>,
    ) -> Result<(), AppError> {
        match made {
            Ok(()) => Ok(()),
            Err(NotCurrent::Gone(error)) => {
                self.forget(id);
                Err(error)
            }
            Err(NotCurrent::Failed(error)) => Err(error),
        }
    }

    /// A journal already replayed, after an append to it; on a failed append it is forgotten
    /// (the state in memory would be ahead of the journal) and the error returned.
    pub(crate) fn after_append<'s, T>(
        &'s mut self,
        open: fn(&mut State) -> &mut HashMap<JournalId, T>,
        id: &JournalId,
        appended: Result<(), AppError>,
    ) -> Result<&'s mut T, AppError> {
        if let Err(error) = appended {
            self.forget(id);
            return Err(error);
        }
        self.replayed(open, id)
    }

    /// A journal already replayed.
    pub(crate) fn replayed<'s, T>(
        &'s mut self,
        open: fn(&mut State) -> &mut HashMap<JournalId, T>,
        id: &JournalId,
    ) -> Result<&'s mut T, AppError> {
        open(self).get_mut(id).ok_or_else(|| {
            crate::Missing::Journal {
                id: id.as_str().to_owned(),
            }
            .into()
        })
    }

    /// The drafts replayed so far.
    pub(crate) fn drafts(&mut self) -> &mut HashMap<JournalId, OpenDraft> {
        &mut self.drafts
    }

    /// The events replayed so far.
    pub(crate) fn events(&mut self) -> &mut HashMap<JournalId, OpenEvent> {
        &mut self.events
    }

    /// The Imperial Assault events replayed so far.
    pub(crate) fn ia_events(&mut self) -> &mut HashMap<JournalId, OpenIaEvent> {
        &mut self.ia_events
    }

    /// Forgets one journal (after a failed append, a rename, an archive...).
    /// The ruleset of the event journal `id`: from the event open in memory, else from its
    /// header.
    ///
    /// # Errors
    /// An unknown journal, one that is not an event, or a storage failure.
    pub(crate) fn event_kind(&mut self, id: &JournalId) -> Result<RulesetKind, AppError> {
        if self.events().contains_key(id) {
            return Ok(RulesetKind::Agl);
        }
        if self.ia_events().contains_key(id) {
            return Ok(RulesetKind::ImperialAssault);
        }
        event_kind(self.store_mut()?, id)
    }

    pub(crate) fn forget(&mut self, id: &JournalId) {
        self.drafts.remove(id);
        self.events.remove(id);
        self.ia_events.remove(id);
    }
}

/// Why a journal could not be made current.
enum NotCurrent {
    /// The store no longer holds it.
    Gone(AppError),
    /// Any other reason.
    Failed(AppError),
}

/// Makes journal `id` current in `replayed`: replayed with `replay` when it is not there yet, or
/// when the journal holds more or fewer entries than the replayed state saw.
fn make_current<T>(
    store: &Store,
    replayed: &mut HashMap<JournalId, T>,
    id: &JournalId,
    seen: fn(&T) -> u32,
    replay: impl FnOnce(&Store) -> Result<T, AppError>,
) -> Result<(), NotCurrent> {
    if is_current(store, replayed, id, seen)? {
        return Ok(());
    }
    let state = replay(store).map_err(|error| not_current(id, error))?;
    replayed.insert(id.clone(), state);
    Ok(())
}

/// Whether journal `id` is in `replayed` with as many entries as the store holds.
fn is_current<T>(
    store: &Store,
    replayed: &HashMap<JournalId, T>,
    id: &JournalId,
    seen: fn(&T) -> u32,
) -> Result<bool, NotCurrent> {
    let Some(open) = replayed.get(id) else {
        // A journal not replayed yet is read whole by its replay: its count would say no more.
        return Ok(false);
    };
    match store.entry_count(id) {
        Ok(now) => Ok(seen(open) == now),
        Err(error @ StorageError::JournalNotFound { .. }) => Err(NotCurrent::Gone(error.into())),
        Err(error) => Err(NotCurrent::Failed(error.into())),
    }
}

/// Why journal `id` could not be replayed: gone from the store, or `error` otherwise.
fn not_current(id: &JournalId, error: AppError) -> NotCurrent {
    let gone = matches!(
        &error,
        AppError::NotFound {
            missing: crate::Missing::Journal { id: missing }
        } if missing == id.as_str()
    );
    if gone {
        NotCurrent::Gone(error)
    } else {
        NotCurrent::Failed(error)
    }
}
