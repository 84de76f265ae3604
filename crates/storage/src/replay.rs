//! Rebuilding a state by folding a journal's entries through the engine's apply function.

use crate::error::StorageError;
use crate::store::Store;
use crate::types::{JournalId, Seq, Timestamp};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Display;

/// Why a replay stopped before the end of the journal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum ReplayStopCause {
    /// The entry was withheld from a player-safe export: only its redaction marker is here.
    Withheld,
    /// The payload does not read as the action type (for example written by a newer version).
    Unreadable,
    /// The payload reads, but the engine refuses it in the state reached so far.
    Refused,
    /// The entry does not match the journal's hash chain (the file was damaged after it was
    /// written), or it is missing: the entries before it are intact.
    Damaged,
}

/// Where and why a replay stopped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ReplayStop {
    /// The first entry that was not applied.
    pub at_seq: Seq,
    /// What kind of problem it was.
    pub cause: ReplayStopCause,
    /// The problem in words (the deserialiser's or the engine's message).
    pub reason: String,
}

/// The result of [`Store::replay`]: the state after every entry that applied, and where it
/// stopped if it did not reach the end. A stopped journal can be shown read-only, with
/// `stopped.reason`, at the state of its last good entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayOutcome<S> {
    /// The state after entries `1..=applied`.
    pub state: S,
    /// How many entries were applied.
    pub applied: u32,
    /// How many entries the journal holds.
    pub entry_count: u32,
    /// Set when entry `applied + 1` could not be applied.
    pub stopped: Option<ReplayStop>,
}

impl<S> ReplayOutcome<S> {
    /// Whether every entry was applied (the journal can be continued).
    pub fn is_complete(&self) -> bool {
        self.stopped.is_none()
    }

    /// The sequence number to pass to [`Store::append`] for the next action, when the replay
    /// is complete (`None` after a stop: such a journal is for reading only).
    pub fn next_seq(&self) -> Option<Seq> {
        if self.is_complete() {
            Seq::after(self.entry_count)
        } else {
            None
        }
    }
}

impl Store {
    /// Rebuilds a state from a journal: starting from `initial`, every entry is read as a `T`
    /// and handed to `apply`, in order.
    ///
    /// `apply` must leave the state unchanged when it returns an error (as the engines do for
    /// a refused action): the replay then stops there and returns the state of the last good
    /// entry together with a [`ReplayStop`]. An engine with `fn apply(&mut self, action)` fits
    /// as `|state, action| state.apply(action).map(drop)`; a pure one as
    /// `|state, action| { *state = engine::apply(state, action)?; Ok(()) }`.
    /// The state is updated in place rather than passed by value so that it survives a refused
    /// entry without having to be cloned before each one. The journal's entries are read in
    /// one go ([`Store::read_entries`]), then folded.
    ///
    /// Entries are checked against the journal's hash chain as they are read: at the first
    /// damaged or missing one the replay stops as for a refused entry
    /// ([`ReplayStopCause::Damaged`]), with the state of the intact entries before it.
    ///
    /// # Errors
    /// Only storage failures ([`StorageError::JournalNotFound`], a damaged database or journal
    /// header): a payload that does not read, apply or check is reported in
    /// [`ReplayOutcome::stopped`], not as an error.
    pub fn replay<T, S, E, F>(
        &self,
        id: &JournalId,
        initial: S,
        mut apply: F,
    ) -> Result<ReplayOutcome<S>, StorageError>
    where
        T: DeserializeOwned,
        E: Display,
        F: FnMut(&mut S, T) -> Result<(), E>,
    {
        self.replay_entries(id, initial, |state, _seq, _at, action| apply(state, action))
    }

    /// As [`Store::replay`], `apply` also being told each entry's number and the moment it was
    /// recorded (for an event's history, which words each entry as it replays).
    ///
    /// # Errors
    /// As [`Store::replay`].
    pub fn replay_entries<T, S, E, F>(
        &self,
        id: &JournalId,
        initial: S,
        apply: F,
    ) -> Result<ReplayOutcome<S>, StorageError>
    where
        T: DeserializeOwned,
        E: Display,
        F: FnMut(&mut S, Seq, Timestamp, T) -> Result<(), E>,
    {
        self.replay_entries_with(id, initial, |text| serde_json::from_str::<T>(text), apply)
    }

    /// As [`Store::replay_entries`], each entry's JSON text read by `read` instead of
    /// `serde_json::from_str` (a reader that knows the journal's entries can take a quicker
    /// way to the same `T`); an entry `read` refuses stops the replay as one that does not
    /// read ([`ReplayStopCause::Unreadable`], with `read`'s error as the reason).
    ///
    /// # Errors
    /// As [`Store::replay`].
    pub fn replay_entries_with<T, S, RE, E, R, F>(
        &self,
        id: &JournalId,
        initial: S,
        read: R,
        apply: F,
    ) -> Result<ReplayOutcome<S>, StorageError>
    where
        RE: Display,
        E: Display,
        R: FnMut(&str) -> Result<T, RE>,
        F: FnMut(&mut S, Seq, Timestamp, T) -> Result<(), E>,
    {
        Ok(self.read_entries(id)?.replay_with(initial, read, apply))
    }

    /// Reads journal `id`'s entries, each checked against the journal's hash chain, to be
    /// replayed away from the store with [`ReadEntries::replay_with`] (on another thread: the
    /// desk replays a round's drafts side by side). Reading stops at the first damaged or
    /// missing entry, which the replay reports as [`ReplayStopCause::Damaged`].
    ///
    /// # Errors
    /// As [`Store::replay`].
    pub fn read_entries(&self, id: &JournalId) -> Result<ReadEntries, StorageError> {
        let mut entries = Vec::new();
        let mut text = String::new();
        let walked = self.for_each_entry(id, |seq, recorded_at, redacted, payload| {
            entries.push(ReadEntry {
                seq,
                recorded_at,
                redacted,
                payload: text.len()..text.len() + payload.len(),
            });
            text.push_str(payload);
            Ok(true)
        });
        let (entry_count, damage) = match walked {
            Ok(count) => (count, None),
            // Damage past the header: the intact entries before it stand.
            Err(StorageError::JournalDamaged { damage, .. })
                if damage != crate::JournalDamage::Header =>
            {
                let at = match damage {
                    crate::JournalDamage::Entry { seq } => Some(seq),
                    crate::JournalDamage::Missing { intact, .. } => Seq::after(intact),
                    crate::JournalDamage::Header | crate::JournalDamage::Record => None,
                };
                let stop = at.map(|at_seq| ReplayStop {
                    at_seq,
                    cause: ReplayStopCause::Damaged,
                    reason: damage.to_string(),
                });
                (self.entry_count(id)?, stop)
            }
            Err(error) => return Err(error),
        };
        Ok(ReadEntries {
            entries,
            text,
            entry_count,
            damage,
        })
    }
}

/// A journal's entries as [`Store::read_entries`] read them: the intact ones, in order, and
/// where the chain broke if it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadEntries {
    entries: Vec<ReadEntry>,
    /// Every entry's payload, one after the other (one allocation for the journal).
    text: String,
    entry_count: u32,
    damage: Option<ReplayStop>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct ReadEntry {
    seq: Seq,
    recorded_at: Timestamp,
    redacted: bool,
    /// Where its payload is in [`ReadEntries::text`].
    payload: std::ops::Range<usize>,
}

impl ReadEntries {
    /// Folds the entries into `initial` as [`Store::replay_entries_with`] does: each is read
    /// by `read` and handed to `apply`, in order, up to the first that is withheld, does not
    /// read or is refused, or else up to the damage found when they were read.
    pub fn replay_with<T, S, RE, E, R, F>(
        self,
        initial: S,
        mut read: R,
        mut apply: F,
    ) -> ReplayOutcome<S>
    where
        RE: Display,
        E: Display,
        R: FnMut(&str) -> Result<T, RE>,
        F: FnMut(&mut S, Seq, Timestamp, T) -> Result<(), E>,
    {
        let mut state = initial;
        let mut applied = 0u32;
        let mut stopped = None;
        for entry in self.entries {
            let stop = |cause, reason: String| ReplayStop {
                at_seq: entry.seq,
                cause,
                reason,
            };
            if entry.redacted {
                stopped = Some(stop(
                    ReplayStopCause::Withheld,
                    "this entry was withheld from the player-safe export".to_owned(),
                ));
                break;
            }
            let action: T = match read(self.text.get(entry.payload).unwrap_or_default()) {
                Ok(action) => action,
                Err(e) => {
                    stopped = Some(stop(ReplayStopCause::Unreadable, e.to_string()));
                    break;
                }
            };
            if let Err(e) = apply(&mut state, entry.seq, entry.recorded_at, action) {
                stopped = Some(stop(ReplayStopCause::Refused, e.to_string()));
                break;
            }
            applied = entry.seq.get();
        }
        ReplayOutcome {
            state,
            applied,
            entry_count: self.entry_count,
            stopped: stopped.or(self.damage),
        }
    }
}
