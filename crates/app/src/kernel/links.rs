//! Which drafts belong to which event table, read once from every draft's header and kept up to
//! date as drafts are made, so the desk finds a table's draft without opening every journal.
//!
//! Reading every header is a large part of a big event's first screen (1,024 drafts: about a
//! third of it), so the app's close also remembers the index beside the file's verdict
//! (storage's `Derivation`, made from the closed file itself), and a start on the same bytes
//! reads it back instead (docs/reliability.md, "What the close derives").

use crate::error::AppError;
use crate::journal::draft::{EventTableLink, TableDraftRecord};
use hexadraft_draft::BySeat;
use hexadraft_storage::{Derivation, JournalId, JournalKind, Store};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The name the index is remembered under: a change to its form takes a new name, so a later
/// version never reads an older form as its own (it reads the headers instead).
const REMEMBERED_AS: &str = "table-links-v1";

/// The derivation the app's close hands the store ([`Store::close_deriving`]).
pub(crate) const DERIVATION: Derivation<'static> = Derivation {
    name: REMEMBERED_AS,
    make: &remembered_form,
};

fn remembered_form(store: &Store) -> Option<Vec<u8>> {
    let index = LinkIndex::build(store).ok()?;
    let drafts: Vec<&LinkedDraft> = index.by_event.values().flatten().collect();
    serde_json::to_vec(&drafts).ok()
}

/// A draft linked to an event table, as its header records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    /// The index as the last close remembered it, when the store is still exactly the file it
    /// was made from ([`Store::derived`]); else read from every draft's header.
    pub(crate) fn remembered_or_built(store: &Store) -> Result<LinkIndex, AppError> {
        let remembered = store
            .derived(REMEMBERED_AS)
            .and_then(|bytes| serde_json::from_slice::<Vec<LinkedDraft>>(&bytes).ok());
        match remembered {
            Some(drafts) => {
                let mut index = LinkIndex::default();
                // Each event's list was written in its order (oldest first) and stays so.
                for linked in drafts {
                    index
                        .by_event
                        .entry(linked.link.event_id.clone())
                        .or_default()
                        .push(linked);
                }
                Ok(index)
            }
            None => LinkIndex::build(store),
        }
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_event::PlayerId;

    /// The remembered form, as `table-links-v1` names it: a change here must come with a new
    /// name (`REMEMBERED_AS`), or an older app's file would be read as this one's.
    #[test]
    fn the_remembered_form_is_the_one_its_name_says() {
        let linked = LinkedDraft {
            draft: JournalId::new("d-7").unwrap(),
            link: EventTableLink {
                event_id: "e-1".to_owned(),
                round: 3,
                table: 12,
                players: Some(BySeat::new(PlayerId::new(4), PlayerId::new(9))),
            },
            names: BySeat::new("Ana".to_owned(), "Bo".to_owned()),
            updated_at: 1_800_000_000,
        };
        let text = serde_json::to_string(&[&linked]).unwrap();
        assert_eq!(
            text,
            r#"[{"draft":"d-7","link":{"event_id":"e-1","round":3,"table":12,"players":{"first":4,"second":9}},"names":{"first":"Ana","second":"Bo"},"updated_at":1800000000}]"#
        );
        let back: Vec<LinkedDraft> = serde_json::from_str(&text).unwrap();
        assert_eq!(back, [linked]);
        // A field it does not know is another form: refused, and the headers are read instead.
        let more = text.replace(r#""updated_at""#, r#""more":1,"updated_at""#);
        assert!(serde_json::from_str::<Vec<LinkedDraft>>(&more).is_err());
    }
}
