//! The database's backups as the library shows them: listed with their moment (a round's start
//! or end, before an upgrade, an import, a restore), and opened read-only to see the events as
//! they were in one, without changing the database in use. Restoring one is the library's
//! ([`App::restore_backup`]).

use crate::error::{AppError, Missing, ReadOnly};
use crate::kernel::event_journal::{event_kinds, replay_event_journal, ReplayedEvent};
use crate::App;
use hexadraft_event::ia::IaTournament;
use hexadraft_event::{BySeat, EventProgress, EventRuleset, PlayerId, RulesetKind, Tournament};
use hexadraft_storage::{BackupInfo, JournalKind, Store};
use serde::Serialize;
use std::collections::HashMap;

/// The database's backups, newest first.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupList {
    /// The folder they are in.
    pub folder: String,
    /// The backups, newest first.
    pub backups: Vec<BackupInfo>,
}

/// One event as a backup holds it, read-only, in either ruleset's terms.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupEvent {
    /// The event's journal id.
    pub id: String,
    /// Its name then.
    pub title: String,
    /// Its ruleset.
    pub ruleset: RulesetKind,
    /// How far it had come; `None` when its definition does not check in this build.
    pub progress: Option<EventProgress>,
    /// Why it would open read-only even in the database in use, if it would.
    pub read_only: Option<ReadOnly>,
    /// The rounds paired then, each table with its result if it had one.
    pub rounds: Vec<BackupRound>,
    /// The standings then, in place order.
    pub standings: Vec<BackupStanding>,
}

/// A round as a backup holds it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupRound {
    /// The round, from 1.
    pub round: u32,
    /// Its tables.
    pub tables: Vec<BackupTable>,
    /// The player given the bye, by name.
    pub bye: Option<String>,
}

/// A table as a backup holds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupTable {
    /// The table number.
    pub table: u32,
    /// The players, by name.
    pub players: BySeat<String>,
    /// The result's Victory Points, once recorded.
    pub victory_points: Option<BySeat<u32>>,
    /// The tournament points the result gave each seat, once recorded.
    pub points: Option<BySeat<u32>>,
}

/// A line of the standings as a backup holds them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct BackupStanding {
    /// The place.
    pub place: u32,
    /// The player, by name.
    pub name: String,
    /// Tournament points.
    pub points: u32,
}

/// An event engine's rounds and standings in the terms a backup's view shares.
trait BackupView: EventRuleset {
    fn backup_rounds(&self, name: &dyn Fn(PlayerId) -> String) -> Vec<BackupRound>;
    fn backup_standings(&self, name: &dyn Fn(PlayerId) -> String) -> Vec<BackupStanding>;
}

impl BackupView for Tournament {
    fn backup_rounds(&self, name: &dyn Fn(PlayerId) -> String) -> Vec<BackupRound> {
        self.rounds()
            .iter()
            .map(|round| BackupRound {
                round: round.number,
                tables: round
                    .tables
                    .iter()
                    .map(|table| BackupTable {
                        table: table.number,
                        players: BySeat {
                            first: name(table.players.first),
                            second: name(table.players.second),
                        },
                        victory_points: table.result.as_ref().map(|r| BySeat {
                            first: r.scores.first.victory_points(),
                            second: r.scores.second.victory_points(),
                        }),
                        points: table.result.as_ref().map(|r| r.points),
                    })
                    .collect(),
                bye: round.bye.as_ref().map(|bye| name(bye.player)),
            })
            .collect()
    }

    fn backup_standings(&self, _name: &dyn Fn(PlayerId) -> String) -> Vec<BackupStanding> {
        self.standings()
            .rows
            .into_iter()
            .map(|row| BackupStanding {
                place: row.place,
                name: row.name,
                points: row.points,
            })
            .collect()
    }
}

impl BackupView for IaTournament {
    fn backup_rounds(&self, name: &dyn Fn(PlayerId) -> String) -> Vec<BackupRound> {
        self.rounds()
            .iter()
            .map(|round| BackupRound {
                round: round.round,
                tables: round
                    .tables
                    .iter()
                    .map(|table| BackupTable {
                        table: table.pairing.table,
                        players: BySeat {
                            first: name(table.pairing.players.first),
                            second: name(table.pairing.players.second),
                        },
                        victory_points: table.result.as_ref().map(|r| r.victory_points),
                        points: table.result.as_ref().map(|r| r.points),
                    })
                    .collect(),
                bye: round.bye.as_ref().map(|bye| name(bye.player)),
            })
            .collect()
    }

    fn backup_standings(&self, name: &dyn Fn(PlayerId) -> String) -> Vec<BackupStanding> {
        self.standings()
            .map(|standings| {
                standings
                    .rows
                    .into_iter()
                    .map(|row| BackupStanding {
                        place: row.place,
                        name: name(row.player),
                        points: row.points,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

fn backup_event<E: BackupView>(id: &str, open: ReplayedEvent<E>) -> BackupEvent {
    let (rounds, standings) = match open.tournament.as_ref() {
        Some(event) => {
            let names: HashMap<PlayerId, String> = event.player_names().into_iter().collect();
            let name = |player: PlayerId| names.get(&player).cloned().unwrap_or_default();
            (event.backup_rounds(&name), event.backup_standings(&name))
        }
        None => (Vec::new(), Vec::new()),
    };
    BackupEvent {
        id: id.to_owned(),
        title: open.title.clone(),
        ruleset: E::KIND,
        progress: open.progress(),
        read_only: open.read_only.clone(),
        rounds,
        standings,
    }
}

impl App {
    /// The database's backups, newest first, each with why it was made and, for a round's, the
    /// event, round and edge it holds.
    ///
    /// # Errors
    /// A backup folder that cannot be listed.
    pub fn backups(&self) -> Result<BackupList, AppError> {
        let folder = Store::backup_dir_for(&self.database_path());
        Ok(BackupList {
            backups: Store::backups(&folder)?,
            folder: folder.display().to_string(),
        })
    }

    /// The events in backup `number` as they were then, read-only: the backup file is opened
    /// to be read only, and the database in use is not touched.
    ///
    /// # Errors
    /// An unknown backup; a damaged one, or one made with an older schema (restore it to read
    /// it); a storage failure.
    pub fn backup_events(&self, number: u32) -> Result<Vec<BackupEvent>, AppError> {
        let folder = Store::backup_dir_for(&self.database_path());
        let backup = Store::backups(&folder)?
            .into_iter()
            .find(|b| b.number == number)
            .ok_or(Missing::Backup { number })?;
        let store = Store::open_backup(&backup.path)?;
        let kinds = event_kinds(&store)?;
        let mut journals = store.list_journals()?;
        journals.retain(|journal| journal.kind == JournalKind::Event);
        journals.sort_by(|a, b| (a.created_at, &a.id).cmp(&(b.created_at, &b.id)));
        let mut events = Vec::with_capacity(journals.len());
        for journal in journals {
            let id = &journal.id;
            let event = match kinds.get(id).copied().unwrap_or(RulesetKind::Agl) {
                RulesetKind::Agl => backup_event(
                    id.as_str(),
                    replay_event_journal::<Tournament>(&store, id, &self.catalog())?,
                ),
                RulesetKind::ImperialAssault => backup_event(
                    id.as_str(),
                    replay_event_journal::<IaTournament>(&store, id, &self.ia_catalog())?,
                ),
            };
            events.push(event);
        }
        Ok(events)
    }
}
