//! The database the app wrote at b866e7a (tests/fixtures/app-db-b866e7a) after storage schema 3
//! and the engines' stricter input (issue 16): it migrates with every journal verified, exports
//! the same bytes as before, and every entry still reads as the engines' action types (unknown
//! fields are refused now, and nothing the app wrote has any).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use hexadraft_catalog::{Catalog, Overlay};
use hexadraft_draft::{Draft, DraftAction, DraftSetup};
use hexadraft_event::{EventAction, EventDefinition, Tournament};
use hexadraft_storage::{ExportMode, JournalKind, Store};
use serde::Deserialize;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/app-db-b866e7a");

/// The table draft's recorded setup, as the shell reads it.
#[derive(Deserialize)]
struct RecordedSetup {
    #[serde(flatten)]
    setup: DraftSetup,
    #[serde(default)]
    #[allow(dead_code)]
    event: Option<serde_json::Value>,
}

/// A table draft's entry: an engine action, or the game's result.
#[derive(Deserialize)]
#[serde(untagged)]
enum TableEntry {
    Action(DraftAction),
    Result {
        #[allow(dead_code)]
        game_result: serde_json::Value,
    },
}

#[test]
fn the_b866e7a_database_migrates_verified_exports_the_same_bytes_and_replays() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hexadraft.sqlite3");
    std::fs::copy(format!("{FIXTURE}/hexadraft.sqlite3"), &path).unwrap();
    let store = Store::open(&path).unwrap();
    let migration = store.migration().cloned().unwrap();
    assert_eq!((migration.from, migration.to), (2, 3));
    assert!(store.damage().is_empty(), "{:?}", store.damage());

    // The organizer's export is the one that version wrote, byte for byte.
    let list = store.list_journals().unwrap();
    assert_eq!(list.len(), 8);
    let ids: Vec<_> = list.iter().map(|j| j.id.clone()).collect();
    let exported = store.export_json(&ids, ExportMode::Organizer).unwrap();
    let before = std::fs::read_to_string(format!("{FIXTURE}/organizer-export.json")).unwrap();
    assert_eq!(exported.trim_end(), before.trim_end());

    // Every journal replays through the engines to its last entry, with the organizer's edits.
    let overlay = store.get_setting("catalog.overlay").unwrap().unwrap();
    let catalog = Catalog::shipped()
        .with_overlay(&Overlay::from_json(&overlay).unwrap())
        .unwrap();
    for summary in &list {
        let record = store.journal(&summary.id).unwrap();
        let outcome = match summary.kind {
            JournalKind::Draft => {
                let recorded: RecordedSetup = record.header.setup.decode().unwrap();
                let draft = Draft::new(&catalog, recorded.setup).unwrap();
                store
                    .replay(
                        &summary.id,
                        draft,
                        |draft: &mut Draft, entry: TableEntry| match entry {
                            TableEntry::Action(action) => draft.apply(action).map(drop),
                            TableEntry::Result { .. } => Ok(()),
                        },
                    )
                    .unwrap()
                    .stopped
            }
            JournalKind::Event => {
                let definition: EventDefinition = record.header.setup.decode().unwrap();
                let event = Tournament::new(&catalog, definition).unwrap();
                store
                    .replay(
                        &summary.id,
                        event,
                        |event: &mut Tournament, a: EventAction| event.apply(a).map(drop),
                    )
                    .unwrap()
                    .stopped
            }
        };
        assert_eq!(outcome, None, "{} stopped", summary.id);
    }
}
