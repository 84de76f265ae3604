//! Which drafts belong to which event table, read once from every draft's header and kept up to
//! date as drafts are made, so the desk finds a table's draft without opening every journal.

use crate::error::AppError;
use crate::journal::draft::{EventTableLink, TableDraftRecord};
use hexadraft_draft::BySeat;
use hexadraft_storage::{JournalId, JournalKind, Store};
use std::collections::HashMap;

/// A draft linked to an event table, as its header records it.
#[derive(Debug, Clone)]
pub(crate) struct LinkedDraft {
    pub(crate) draft: JournalId,
    pub(crate) link: EventTableLink,
    /// The draft's players' names, for links written before players were recorded by id.
    pub(crate) names: BySeat<String>,
    updated_at: u32,
}

/// Which drafts belong to which event table, read from every draft's header once.
#[derive(Debug, Default)]
pub(crate) struct LinkIndex {
    by_event: HashMap<String, Vec<LinkedDraft>>,
}

impl LinkIndex {
    pub(crate) fn build(store: &Store) -> Result<LinkIndex, AppError> {
        let mut index = LinkIndex::default();
        for (summary, header) in store.headers_of_kind(JournalKind::Draft)? {
            if summary.archived {
                continue;
            }
            let Some((link, names)) = TableDraftRecord::link_and_names(header.setup.as_str())
            else {
                continue;
            };
            index
                .by_event
                .entry(link.event_id.clone())
                .or_default()
                .push(LinkedDraft {
                    draft: summary.id,
                    names,
                    link,
                    updated_at: summary.updated_at.unix_seconds(),
                });
        }
        // Oldest first (a stable sort: drafts updated at the same second stay in the order
        // they were made): the newest draft of a table speaks for it.
        for list in index.by_event.values_mut() {
            list.sort_by_key(|d| d.updated_at);
        }
        Ok(index)
    }

    fn insert(&mut self, linked: LinkedDraft) {
        let list = self
            .by_event
            .entry(linked.link.event_id.clone())
            .or_default();
        list.push(linked);
        list.sort_by_key(|d| d.updated_at);
    }

    /// Records a draft just created.
    pub(crate) fn add(&mut self, draft: &JournalId, link: &EventTableLink) {
        self.insert(LinkedDraft {
            draft: draft.clone(),
            link: link.clone(),
            names: BySeat::new(String::new(), String::new()),
            updated_at: u32::MAX,
        });
    }

    /// The newest draft of each table of `round` of `event` (or of every round).
    pub(crate) fn of(&self, event: &JournalId, round: Option<u32>) -> Vec<LinkedDraft> {
        let mut newest: HashMap<(u32, u32), LinkedDraft> = HashMap::new();
        for linked in self.by_event.get(event.as_str()).into_iter().flatten() {
            if round.is_some_and(|r| r != linked.link.round) {
                continue;
            }
            newest.insert((linked.link.round, linked.link.table), linked.clone());
        }
        let mut found: Vec<LinkedDraft> = newest.into_values().collect();
        found.sort_by_key(|d| (d.link.round, d.link.table));
        found
    }
}
