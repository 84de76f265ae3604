//! Numbered steps that bring the data of older versions to today's formats, run when the store
//! opens. The storage crate migrates its own schema (with a backup first); these steps move the
//! app's own data, one numbered step at a time, each idempotent and never dropping anything:
//! data is copied to its new place before the old copy goes.
//!
//! 1. Ratings before an event, a setting `event.<id>.ratings-before` up to 0.1, become the
//!    event journal's `setRatingsBefore` action (so they export, replay and delete with the
//!    event).

use hexadraft_event::{CurrentRatings, EventAction};
use hexadraft_storage::{JournalId, JournalKind, StorageError, Store, Timestamp};
use std::collections::BTreeMap;

/// The setting that records the last step run.
pub(crate) const DATA_VERSION_SETTING: &str = "app.data-version";

/// A step: moves data, idempotently.
type Step = fn(&mut Store, Timestamp) -> Result<(), StorageError>;

/// The steps, in order: step `n` is `STEPS[n - 1]`.
const STEPS: [Step; 1] = [ratings_into_journals];

fn ratings_key(id: &JournalId) -> String {
    format!("event.{}.ratings-before", id.as_str())
}

/// Runs every step the store has not had yet.
pub(crate) fn run(store: &mut Store, now: Timestamp) -> Result<(), StorageError> {
    let done: u32 = store
        .get_setting(DATA_VERSION_SETTING)?
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for (number, step) in (1u32..).zip(STEPS) {
        if done < number {
            step(store, now)?;
            store.set_setting(DATA_VERSION_SETTING, &number.to_string())?;
        }
    }
    Ok(())
}

/// Step 1: each event's ratings setting becomes a `setRatingsBefore` action at the end of its
/// journal, then the setting goes. A setting that no longer reads as ratings, or whose event is
/// gone, archived or read-only, is left where it is.
fn ratings_into_journals(store: &mut Store, now: Timestamp) -> Result<(), StorageError> {
    for summary in store.list_journals()? {
        if summary.kind != JournalKind::Event {
            continue;
        }
        let key = ratings_key(&summary.id);
        let Some(text) = store.get_setting(&key)? else {
            continue;
        };
        let Ok(by_pin) = serde_json::from_str::<BTreeMap<String, f64>>(&text) else {
            continue;
        };
        let Ok(ratings) = CurrentRatings::new(by_pin) else {
            continue;
        };
        if summary.archived || summary.redacted {
            continue;
        }
        let action = EventAction::SetRatingsBefore { ratings };
        // A crash between the append and the removal leaves both: the step then sees the action
        // already last in the journal and only removes the setting.
        let last_is_this = store
            .entries::<EventAction>(&summary.id)
            .ok()
            .and_then(|entries| entries.last().map(|e| e.payload == action))
            .unwrap_or(false);
        if !last_is_this {
            let next = store.next_seq(&summary.id)?;
            store.append(&summary.id, next, now, &action)?;
        }
        store.remove_setting(&key)?;
    }
    Ok(())
}
