//! Where each entry of an event's journal came from (the desk, or a player's phone), recorded
//! beside the journal from this version on. The entries themselves are the engines' actions,
//! pinned by golden files, so where one came from is kept in the store's settings under
//! `journal.<id>.source.<seq>` (docs/formats.md, "Where an entry came from"); entries written
//! before it, and journals imported from a file, have none: their history says "not recorded".

use crate::kernel::state::State;
use hexadraft_event::PlayerId;
use hexadraft_storage::{JournalId, Store};
use serde::{Deserialize, Serialize};

/// Where an entry came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum EntrySource {
    /// The organizer's desk.
    Desk,
    /// An Imperial Assault player's phone page (their own result report).
    PlayerPhone {
        /// The player whose page it was.
        player: PlayerId,
    },
}

fn key(id: &JournalId, seq: u32) -> String {
    format!("journal.{}.source.{seq}", id.as_str())
}

/// Records where entry `seq` of `id` came from, once the entry itself is durable. A failure is
/// logged and otherwise ignored: the entry stands, and its history says "not recorded".
pub(crate) fn record_entry_source(
    state: &mut State,
    id: &JournalId,
    seq: u32,
    source: EntrySource,
) {
    let written = serde_json::to_string(&source)
        .map_err(|e| e.to_string())
        .and_then(|text| {
            state
                .store_mut()
                .map_err(|e| e.to_string())?
                .set_setting(&key(id, seq), &text)
                .map_err(|e| e.to_string())
        });
    if let Err(problem) = written {
        tracing::warn!(journal = id.as_str(), seq, %problem, "entry source not recorded");
    }
}

/// Where entry `seq` of `id` came from, when it was recorded.
pub(crate) fn entry_source(store: &Store, id: &JournalId, seq: u32) -> Option<EntrySource> {
    let text = store.get_setting(&key(id, seq)).ok()??;
    serde_json::from_str(&text).ok()
}

/// Forgets where each of the `entries` entries of `id` came from: its journal is being deleted,
/// and nothing of a deleted journal stays behind in the settings.
///
/// # Errors
/// A storage failure.
pub(crate) fn forget_entry_sources(
    store: &mut Store,
    id: &JournalId,
    entries: u32,
) -> Result<(), hexadraft_storage::StorageError> {
    for seq in 1..=entries {
        store.remove_setting(&key(id, seq))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_are_written_as_tagged_json() {
        let phone = EntrySource::PlayerPhone {
            player: PlayerId::new(3),
        };
        let text = serde_json::to_string(&phone).unwrap();
        assert_eq!(text, r#"{"kind":"playerPhone","player":3}"#);
        assert_eq!(serde_json::from_str::<EntrySource>(&text).unwrap(), phone);
        assert_eq!(
            serde_json::to_string(&EntrySource::Desk).unwrap(),
            r#"{"kind":"desk"}"#
        );
    }
}
