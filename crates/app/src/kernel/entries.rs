//! Entries in and out of a journal: the append after the entry a screen saw, the check that comes
//! before it, the header's setup as JSON, and what a replay that stopped makes of the journal.

use crate::error::{AppError, AppRefusal, Conflict, InputProblem, ReadOnly};
use crate::kernel::state::State;
use hexadraft_storage::{JournalId, JournalRecord, ReplayStop};
use serde::Serialize;

/// The state is ready for the next entry: not read-only, and the screen saw the latest entry.
pub(crate) fn check_writable(
    read_only: Option<&ReadOnly>,
    entry_count: u32,
    seen: u32,
) -> Result<(), AppError> {
    if let Some(reason) = read_only {
        return Err(Conflict::ReadOnly {
            reason: reason.clone(),
        }
        .into());
    }
    if seen != entry_count {
        return Err(Conflict::Stale {
            seen,
            now: entry_count,
        }
        .into());
    }
    Ok(())
}

/// Appends one entry as the one after `seen` (synced before it returns).
pub(crate) fn append_entry<T: Serialize>(
    state: &mut State,
    id: &JournalId,
    seen: u32,
    at: hexadraft_storage::Timestamp,
    entry: &T,
) -> Result<(), AppError> {
    let expected = hexadraft_storage::Seq::new(seen.saturating_add(1))?;
    state.store_mut()?.append(id, expected, at, entry)?;
    // The journal and the entry's number only: the entry itself may hold a secret.
    tracing::info!(
        journal = id.as_str(),
        seq = expected.get(),
        "entry appended"
    );
    Ok(())
}

/// The setup recorded in a journal's header, as JSON for its kind's reader; a header that is not
/// JSON is an unreadable header, named by the journal.
pub(crate) fn header_value(
    journal: &JournalRecord,
    id: &JournalId,
) -> Result<serde_json::Value, AppError> {
    journal
        .header
        .setup
        .to_value()
        .map_err(|e| unreadable_header(id, e.to_string()).into())
}

/// The problem of a header its kind's reader cannot read.
pub(crate) fn unreadable_header(id: &JournalId, detail: String) -> InputProblem {
    InputProblem::UnreadableHeader {
        id: id.as_str().to_owned(),
        detail,
    }
}

/// Why a replayed journal can only be read: the entry it stopped at (with the engine's refusal
/// when the engine refused it), else `otherwise` (a player-safe copy, an archived ledger).
pub(crate) fn read_only_after_replay(
    stopped: Option<ReplayStop>,
    refused: Option<AppRefusal>,
    otherwise: Option<ReadOnly>,
) -> Option<ReadOnly> {
    match stopped {
        Some(stop) => Some(ReadOnly::EntryNotApplied {
            at_seq: stop.at_seq.get(),
            cause: stop.cause,
            refusal: refused,
            detail: stop.reason,
        }),
        None => otherwise,
    }
}
