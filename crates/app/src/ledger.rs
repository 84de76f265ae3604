//! The season ledger of ratings (docs/rulings.md, "The season ledger"): create one, add the
//! library's finished events and other organizers' reports to it, export it for the next
//! organizer, and give an event its ratings before from it.
//!
//! A ledger lives in a journal of kind `Ledger` ([`crate::journal::ledger`]): each change is
//! validated by the engine ([`SeasonLedger`]), appended (synced) and only then answered. A ledger
//! is small and changes a few times a season, so it is replayed from its journal on each use
//! rather than kept in memory.

use crate::error::{count_u32, AppError, Missing, ReadOnly};
use crate::files::{read_import_text, write_new_file, WrittenFile};
use crate::journal::ledger::{LedgerEntry, LedgerRecord};
use crate::kernel::state::State;
use crate::kernel::{
    append_entry, check_writable, header_value, read_only_after_replay, unreadable_header,
};
use crate::{journal_id, App, InputProblem};
use hexadraft_event::{
    CurrentRatings, LedgerEvent, RankedPlayer, SeasonLedger, LEDGER_FORMAT, MAX_LEDGER_BYTES,
};
use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Store, Title,
};
use serde::Serialize;

/// One saved season ledger, for the list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct LedgerSummary {
    /// The journal id.
    pub id: String,
    /// The season's name.
    pub title: String,
    /// When it last changed (seconds since 1970).
    pub updated_at: u32,
    /// How many events it holds.
    pub events: u32,
    /// Whether it is archived.
    pub archived: bool,
}

/// A season ledger as the screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct LedgerView {
    /// The journal id.
    pub id: String,
    /// The season's name.
    pub season: String,
    /// The number of entries seen: send it back with the next change (a stale screen is
    /// refused).
    pub seq: u32,
    /// Set when the ledger can only be read, with why (shown as far as it replays).
    pub read_only: Option<ReadOnly>,
    /// Every player in ranking order, with their place (highest AGL Rating first).
    pub players: Vec<RankedPlayer>,
    /// Every event, in the order added.
    pub events: Vec<LedgerEvent>,
    /// The library's events already added, by journal id.
    pub event_ids: Vec<String>,
}

/// A ledger replayed from its journal.
struct OpenLedger {
    ledger: SeasonLedger,
    entry_count: u32,
    read_only: Option<ReadOnly>,
    event_ids: Vec<String>,
}

fn replay_ledger(store: &Store, id: &JournalId) -> Result<OpenLedger, AppError> {
    let journal = store.journal(id)?;
    if journal.summary.kind != JournalKind::Ledger {
        return Err(Missing::NotALedger {
            id: id.as_str().to_owned(),
        }
        .into());
    }
    let unreadable = |detail: String| unreadable_header(id, detail);
    let record = LedgerRecord::from_value(header_value(&journal, id)?).map_err(unreadable)?;
    let start = SeasonLedger::new(&record.season).map_err(|e| unreadable(e.to_string()))?;
    let mut refused = None;
    let outcome = store.replay(
        id,
        (start, Vec::new()),
        |(ledger, ids): &mut (SeasonLedger, Vec<String>), entry: LedgerEntry| {
            let after = entry.apply(ledger).inspect_err(|problem| {
                refused = Some(crate::AppRefusal::Ledger {
                    problem: problem.clone(),
                });
            })?;
            *ledger = after;
            if let LedgerEntry::EventAdded { event_id, .. } = entry {
                ids.push(event_id);
            }
            Ok::<(), hexadraft_event::LedgerProblem>(())
        },
    )?;
    let read_only = read_only_after_replay(
        outcome.stopped,
        refused,
        journal.summary.archived.then_some(ReadOnly::Archived),
    );
    let (ledger, event_ids) = outcome.state;
    Ok(OpenLedger {
        ledger,
        entry_count: outcome.entry_count,
        read_only,
        event_ids,
    })
}

fn view_of(id: &JournalId, open: OpenLedger) -> LedgerView {
    LedgerView {
        id: id.as_str().to_owned(),
        season: open.ledger.season().to_owned(),
        seq: open.entry_count,
        read_only: open.read_only,
        players: open.ledger.ranking(),
        events: open.ledger.events().to_vec(),
        event_ids: open.event_ids,
    }
}

impl App {
    /// Starts a season ledger: everyone starts at 1000.
    ///
    /// # Errors
    /// A season name the engine refuses (1-120 characters), or a storage failure.
    pub fn create_ledger(&self, season: &str) -> Result<LedgerView, AppError> {
        let ledger = SeasonLedger::new(season)?;
        let mut state = self.lock_state();
        let id = self.new_ledger_journal(&mut state, ledger.season())?;
        let open = replay_ledger(state.store_mut()?, &id)?;
        Ok(view_of(&id, open))
    }

    /// Starts a ledger from another organizer's ledger file (as [`App::export_ledger`] writes
    /// it): the season, its events and every player's rating, checked whole by the engine and
    /// kept as the new ledger's first entry. The season goes on from there in this library.
    ///
    /// # Errors
    /// The engine's refusal of the file (not a ledger file, a newer format, an impossible
    /// rating...), or a storage failure.
    pub fn import_ledger_text(&self, text: &str) -> Result<LedgerView, AppError> {
        let ledger = SeasonLedger::from_json(text)?;
        let mut state = self.lock_state();
        let id = self.new_ledger_journal(&mut state, ledger.season())?;
        let entry = LedgerEntry::FileImported {
            events: ledger.events().to_vec(),
            players: ledger.players().cloned().collect(),
        };
        append_entry(&mut state, &id, 0, self.now(), &entry)?;
        let open = replay_ledger(state.store_mut()?, &id)?;
        Ok(view_of(&id, open))
    }

    /// As [`App::import_ledger_text`], from a file: a name in the exports folder or a full path.
    ///
    /// # Errors
    /// As [`App::import_ledger_text`], or a missing, oversized or non-text file.
    pub fn import_ledger_file(&self, path: &str) -> Result<LedgerView, AppError> {
        let text = read_import_text(&self.exports_dir(), path, MAX_LEDGER_BYTES)?;
        self.import_ledger_text(&text)
    }

    /// Creates an empty ledger journal for `season` (already checked by the engine).
    fn new_ledger_journal(&self, state: &mut State, season: &str) -> Result<JournalId, AppError> {
        let title = Title::new(season)?;
        let id = self.fresh_journal_id("ledger")?;
        let record = LedgerRecord::new(season);
        let header = JournalHeader {
            // A season spans rulesets and data packs: the header names the ledger's format.
            ruleset_version: LEDGER_FORMAT.to_owned(),
            data_pack: DataPackRef {
                id: LEDGER_FORMAT.to_owned(),
                version: hexadraft_event::LEDGER_VERSION.to_string(),
            },
            seeds: JsonText::encode(&serde_json::json!([]))?,
            setup: JsonText::encode(&record)?,
        };
        state.store_mut()?.create_journal(&NewJournal {
            id: id.clone(),
            kind: JournalKind::Ledger,
            title,
            header,
            created_at: self.now(),
        })?;
        Ok(id)
    }

    /// The saved season ledgers, most recently changed first.
    ///
    /// # Errors
    /// A storage failure.
    pub fn list_ledgers(&self) -> Result<Vec<LedgerSummary>, AppError> {
        let mut state = self.lock_state();
        let store = state.store_mut()?;
        let mut ledgers = Vec::new();
        for j in store.list_journals()? {
            if j.kind != JournalKind::Ledger {
                continue;
            }
            // An entry adds one event, or a whole file's: the ledger itself says how many (a
            // season's ledgers are few and short, so each is replayed here).
            let events = replay_ledger(store, &j.id)
                .map_or(j.entry_count, |open| count_u32(open.ledger.events().len()));
            ledgers.push(LedgerSummary {
                id: j.id.as_str().to_owned(),
                title: j.title.as_str().to_owned(),
                updated_at: j.updated_at.unix_seconds(),
                events,
                archived: j.archived,
            });
        }
        Ok(ledgers)
    }

    /// A season ledger as the screen shows it.
    ///
    /// # Errors
    /// An unknown journal, one that is not a ledger, or a storage failure.
    pub fn get_ledger(&self, id: &str) -> Result<LedgerView, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let open = replay_ledger(state.store_mut()?, &id)?;
        Ok(view_of(&id, open))
    }

    /// Adds a finished event of the library to the ledger: every game is rated from the
    /// ledger's ratings with the K of the event's type. An event already added (from the
    /// library or from its report) is refused (docs/rulings.md, "The season ledger").
    ///
    /// # Errors
    /// The engine's refusal (a running event, an event already in the ledger), a stale screen,
    /// a read-only ledger, or a storage failure.
    pub fn add_event_to_ledger(
        &self,
        ledger_id: &str,
        seq: u32,
        event_id: &str,
    ) -> Result<LedgerView, AppError> {
        let id = journal_id(ledger_id)?;
        let event = journal_id(event_id)?;
        let mut state = self.lock_state();
        let mut open = replay_ledger(state.store_mut()?, &id)?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        {
            let tournament = self.open_event_in(&mut state, &event)?.tournament()?;
            open.ledger.apply_event(tournament)?;
        }
        self.record_ledger_change(&mut state, &id, open, Some(event.as_str()))
    }

    /// Adds another organizer's finished event from its report (`report.json`, as the desk's
    /// paper writes it): its games are rated again from this ledger's ratings.
    ///
    /// # Errors
    /// The engine's refusal (not a report, not finished, a wrong K factor, an event already in
    /// the ledger...), a stale screen, a read-only ledger, or a storage failure.
    pub fn import_report_text_to_ledger(
        &self,
        ledger_id: &str,
        seq: u32,
        report: &str,
    ) -> Result<LedgerView, AppError> {
        let id = journal_id(ledger_id)?;
        let mut state = self.lock_state();
        let mut open = replay_ledger(state.store_mut()?, &id)?;
        check_writable(open.read_only.as_ref(), open.entry_count, seq)?;
        open.ledger.import_report(report)?;
        self.record_ledger_change(&mut state, &id, open, None)
    }

    /// As [`App::import_report_text_to_ledger`], from a file: a name in the exports folder or a
    /// full path.
    ///
    /// # Errors
    /// As [`App::import_report_text_to_ledger`], or a missing, oversized or non-text file.
    pub fn import_report_to_ledger(
        &self,
        ledger_id: &str,
        seq: u32,
        path: &str,
    ) -> Result<LedgerView, AppError> {
        let text = read_import_text(&self.exports_dir(), path, MAX_LEDGER_BYTES)?;
        self.import_report_text_to_ledger(ledger_id, seq, &text)
    }

    fn record_ledger_change(
        &self,
        state: &mut State,
        id: &JournalId,
        mut open: OpenLedger,
        event_id: Option<&str>,
    ) -> Result<LedgerView, AppError> {
        let entry = LedgerEntry::last_of(&open.ledger, event_id).ok_or_else(|| {
            InputProblem::UnreadableHeader {
                id: id.as_str().to_owned(),
                detail: "the ledger has no event to record".to_owned(),
            }
        })?;
        append_entry(state, id, open.entry_count, self.now(), &entry)?;
        open.entry_count += 1;
        if let Some(event) = event_id {
            open.event_ids.push(event.to_owned());
        }
        Ok(view_of(id, open))
    }

    /// The ledger as the file for the next organizer (docs/formats.md, "Season ledger").
    ///
    /// # Errors
    /// As [`App::get_ledger`].
    pub fn ledger_file_text(&self, id: &str) -> Result<String, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        Ok(replay_ledger(state.store_mut()?, &id)?.ledger.to_json())
    }

    /// Writes the ledger's file into the exports folder, under a new name.
    ///
    /// # Errors
    /// As [`App::get_ledger`], or a file that cannot be written.
    pub fn export_ledger(&self, id: &str) -> Result<WrittenFile, AppError> {
        let text = self.ledger_file_text(id)?;
        write_new_file(
            &self.exports_dir(),
            "hexadraft-season-ledger",
            "json",
            self.now(),
            text.as_bytes(),
        )
    }

    /// The ledger's current ratings, every player it knows by Corvus PIN.
    ///
    /// # Errors
    /// As [`App::get_ledger`].
    pub(crate) fn ledger_ratings(&self, ledger_id: &str) -> Result<CurrentRatings, AppError> {
        let id = journal_id(ledger_id)?;
        let mut state = self.lock_state();
        Ok(replay_ledger(state.store_mut()?, &id)?.ledger.ratings())
    }
}
