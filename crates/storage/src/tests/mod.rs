//! Unit tests of the store, grouped by concern; shared fixtures live here.

mod checked;
mod damage;
mod faults;
mod journals;
mod migrations;
mod property;
mod replay;
mod round_backups;
mod shut_cleanly;
mod signing;
mod transfer;
mod truncated;

use crate::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use tempfile::TempDir;

/// A stand-in for an engine's action enum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(crate) enum TestAction {
    Pick { player: String, character: String },
    ChooseDeck { player: String, deck: Vec<String> },
    Undo,
}

pub(crate) fn pick(player: &str, character: &str) -> TestAction {
    TestAction::Pick {
        player: player.to_owned(),
        character: character.to_owned(),
    }
}

pub(crate) fn at(seconds: u32) -> Timestamp {
    Timestamp::from_unix_seconds(seconds)
}

pub(crate) fn seq(n: u32) -> Seq {
    Seq::new(n).unwrap()
}

pub(crate) fn jid(id: &str) -> JournalId {
    JournalId::new(id).unwrap()
}

pub(crate) fn new_journal(id: &str, kind: JournalKind) -> NewJournal {
    NewJournal {
        id: jid(id),
        kind,
        title: Title::new(format!("Journal {id}")).unwrap(),
        header: JournalHeader {
            ruleset_version: "rules-2026.1".to_owned(),
            data_pack: DataPackRef {
                id: "aristeia".to_owned(),
                version: "3".to_owned(),
            },
            seeds: JsonText::parse("[12345678901234567890, 7]").unwrap(),
            setup: JsonText::parse(r#"{"players": ["ana", "bo"], "mod": "standard"}"#).unwrap(),
        },
        created_at: at(1_000),
    }
}

/// A temporary folder with a database path inside it (the folder is removed on drop).
pub(crate) struct Scratch {
    pub(crate) dir: TempDir,
    pub(crate) path: PathBuf,
}

pub(crate) fn scratch() -> Scratch {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("data").join("hexadraft.sqlite3");
    Scratch { dir, path }
}

pub(crate) fn open(path: &Path) -> Store {
    Store::open(path).unwrap()
}

/// A store holding journal "d1" with `n` scripted picks.
pub(crate) fn store_with_picks(path: &Path, n: u32) -> Store {
    let mut store = open(path);
    store
        .create_journal(&new_journal("d1", JournalKind::Draft))
        .unwrap();
    for i in 1..=n {
        store
            .append(
                &jid("d1"),
                seq(i),
                at(1_000 + i),
                &pick("ana", &format!("c{i}")),
            )
            .unwrap();
    }
    store
}

/// Length and hash of a database file and of its -wal companion, to prove a failed open wrote
/// nothing. A read-only open may leave an empty -wal file where there was none: that holds no
/// data and changes nothing of the database.
pub(crate) fn file_set(path: &Path) -> Vec<Option<(usize, u64)>> {
    use std::hash::{Hash, Hasher};
    ["", "-wal"]
        .iter()
        .map(|suffix| {
            let mut p = path.as_os_str().to_os_string();
            p.push(suffix);
            std::fs::read(PathBuf::from(p))
                .ok()
                .filter(|bytes| !(suffix == &"-wal" && bytes.is_empty()))
                .map(|bytes| {
                    let mut hasher = std::collections::hash_map::DefaultHasher::new();
                    bytes.hash(&mut hasher);
                    (bytes.len(), hasher.finish())
                })
        })
        .collect()
}
