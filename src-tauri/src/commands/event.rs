//! The organizer's desk: an AGL event from setup to the final report, journalled.
//!
//! An event lives in a journal of kind `Event`: its header records the definition (with the
//! seed of round 1's draw), the ruleset version and the data pack; its entries are the event
//! engine's actions (hexadraft-event), each validated by the engine, appended (and synced) and
//! only then answered. Every command rebuilds the event by replaying the journal, so reopening
//! the app is the same path as any other; a journal that no longer replays opens read-only with
//! the reason.
//!
//! The tables' drafts are journals of kind `Draft` whose recorded setup names the event, round
//! and table (the table-draft screens' format: the engine's setup plus `event`). The desk reads
//! them as the organizer (both teams and decks) and checks decks with the draft engine. Paper
//! (PDF) and the report (CSV, JSON) come from hexadraft-paper and are written into a folder.
//!
//! No rule is decided here: every question goes to the event, draft or paper crate.

use crate::error::CommandError;
use crate::state::{now, AppState};
use hexadraft_catalog::{Catalog, CharacterId, Scenario, Sponsor, Stadium};
use hexadraft_draft::{
    check_deck, BySeat, Deck, DeckChoice, Draft, DraftAction, DraftSetup, Mod, RulesetVersion,
    Seat, SecretView, Step, Viewer,
};
use hexadraft_event::{
    setup_options, Accepted, CurrentRatings, EventAction, EventDefinition, EventFormat,
    EventSnapshot, PlayerId, RatingReport, ResultInput, ScoreInput, SetupOptions, Tournament,
};
use hexadraft_paper::{
    check_roster, event_report, read_roster, EventPaper, Language, RosterProblem, TablePlay,
};
use hexadraft_storage::{
    DataPackRef, JournalHeader, JournalId, JournalKind, JsonText, NewJournal, Store, Title,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use tauri::State;

// ----- types the UI sees ---------------------------------------------------------------------

/// One saved event, for the list to reopen from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct EventSummary {
    /// The journal id.
    pub id: String,
    /// The event's name.
    pub title: String,
    /// When it was created (seconds since 1970).
    pub created_at: u32,
    /// When it last changed.
    pub updated_at: u32,
    /// How many actions it holds.
    pub entry_count: u32,
    /// Whether it is archived.
    pub archived: bool,
}

/// What the setup screen and the player form pick from.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct EventCatalog {
    /// The ruleset versions, oldest first.
    pub versions: Vec<RulesetVersion>,
    /// The four formats.
    pub formats: Vec<EventFormat>,
    /// The Sponsors.
    pub sponsors: Vec<Sponsor>,
    /// The official scenarios.
    pub scenarios: Vec<Scenario>,
    /// The AGL Circuit stadiums.
    pub stadiums: Vec<Stadium>,
}

/// A table's draft as the organizer sees it: where it stands, and once the teams and decks are
/// fixed, both of them.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct TableDraftInfo {
    /// The round.
    pub round: u32,
    /// The table.
    pub table: u32,
    /// The draft's journal id (route `{name: "draft", id}`).
    pub draft_id: String,
    /// The step the draft is at.
    pub step: Step,
    /// Whether the draft is complete.
    pub complete: bool,
    /// Set when the draft's players are not the table's (the pairing changed after it began).
    pub mismatch: Option<String>,
    /// Set when the draft's journal no longer replays.
    pub read_only: Option<String>,
    /// The final teams, by the table's sides, once fixed.
    pub teams: Option<BySeat<Vec<CharacterId>>>,
    /// The decks, by the table's sides, once both are locked (organizer only).
    pub decks: Option<BySeat<Deck>>,
    /// The game's result as the table recorded it, to enter on the desk.
    pub reported: Option<ResultInput>,
}

/// An event as the desk shows it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct EventView {
    /// The journal id.
    pub id: String,
    /// The event's name.
    pub title: String,
    /// The number of actions seen: send it back with the next action (a stale screen is
    /// refused).
    pub seq: u32,
    /// Set when the journal no longer replays (or its definition is no longer valid): the event
    /// is shown as far as it replays, read-only, with this reason.
    pub read_only: Option<String>,
    /// Set when the catalog in use is not the data pack the event was created with.
    pub pack_note: Option<String>,
    /// The event; `None` only when its definition itself no longer checks.
    pub snapshot: Option<EventSnapshot>,
    /// What the event's format, version and Mods ask (Sponsor, lineup size, First Blood...).
    pub options: SetupOptions,
    /// Whether a player registered now is a late arrival.
    pub late_registration: bool,
    /// Every player's rating change (provisional until the event is finished).
    pub ratings: Option<RatingReport>,
    /// The ratings before the event the organizer entered, by Corvus PIN (others start at
    /// 1000).
    pub ratings_before: BTreeMap<String, f64>,
    /// The drafts of the event's tables.
    pub table_drafts: Vec<TableDraftInfo>,
    /// Where paper and reports are saved unless another folder is chosen.
    pub export_folder: String,
}

/// An accepted action and the event after it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct EventActionOutcome {
    /// What the engine did.
    pub accepted: Accepted,
    /// The event now.
    pub view: EventView,
}

/// What a roster import did.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct RosterImportReport {
    /// Players registered.
    pub imported: u32,
    /// Every bad line, with its number and reason.
    pub problems: Vec<RosterProblem>,
    /// Columns of the file that were not read.
    pub ignored_columns: Vec<String>,
    /// Whether nothing was imported because of the problems (import the good lines only, or
    /// fix the file).
    pub held_back: bool,
    /// The event now.
    pub view: EventView,
}

/// A deck as the organizer checks it.
#[derive(Debug, Clone, PartialEq, Serialize, specta::Type)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum DeckCheck {
    /// The player has not locked a deck yet.
    NotLocked,
    /// The deck is legal under the event's Mods and the catalog in use.
    Legal {
        /// The checked deck.
        deck: Deck,
    },
    /// The deck breaks a rule (the catalog changed since it was locked, for instance).
    Violations {
        /// Every problem, with its clause.
        problems: Vec<String>,
    },
}

/// Which paper or report file to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, specta::Type)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PaperDocument {
    /// Every player's control sheet.
    ControlSheets,
    /// One slip per table of a round.
    MatchSlips {
        /// The round.
        round: u32,
    },
    /// A round's pairings.
    Pairings {
        /// The round.
        round: u32,
    },
    /// The standings now.
    Standings,
    /// The report: standings and results as CSV, everything as JSON.
    Report,
}

/// A file written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, specta::Type)]
#[serde(rename_all = "camelCase")]
pub struct ExportedFiles {
    /// The folder written into.
    pub folder: String,
    /// The files written, full paths.
    pub files: Vec<String>,
}

// ----- journal format ------------------------------------------------------------------------

/// Where a draft belongs when an event table started it, as the draft's recorded setup holds
/// it (the table draft's journal format, docs/formats.md, "Table draft journal").
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
struct EventTableLink {
    event_id: String,
    round: u32,
    table: u32,
}

/// A table draft's recorded setup: the engine's setup and the event table it belongs to.
#[derive(Debug, Clone, Deserialize)]
struct LinkedSetup {
    #[serde(flatten)]
    setup: DraftSetup,
    #[serde(default)]
    event: Option<EventTableLink>,
}

/// A table draft's journal entry: an engine action, or the game's result recorded at the table.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum TableEntry {
    Action(DraftAction),
    Result { game_result: ReportedGame },
}

/// A game's result as the table recorded it, by seat.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ReportedGame {
    scores: BySeat<ReportedScore>,
    #[serde(default)]
    first_blood: Option<Seat>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ReportedScore {
    victory_points: u32,
    frags: u32,
}

/// The settings key of the ratings before an event.
fn ratings_key(id: &JournalId) -> String {
    format!("event.{}.ratings-before", id.as_str())
}

// ----- commands ------------------------------------------------------------------------------

/// What the format, version and Mods allow: Mods that combine, event types with K, the rounds
/// table and what registrations need (asked of the event engine).
#[tauri::command]
#[specta::specta]
pub fn event_setup_options(
    state: State<'_, AppState>,
    ruleset: RulesetVersion,
    format: EventFormat,
    mods: Vec<Mod>,
) -> SetupOptions {
    setup_options(&state.catalog(), ruleset, format, &mods)
}

/// The versions, formats, Sponsors, scenarios and stadiums to choose from.
#[tauri::command]
#[specta::specta]
pub fn event_catalog(state: State<'_, AppState>) -> EventCatalog {
    logic::event_catalog(&state.catalog())
}

/// The saved events, most recently changed first.
#[tauri::command]
#[specta::specta]
pub fn list_events(state: State<'_, AppState>) -> Result<Vec<EventSummary>, CommandError> {
    logic::list_events(&state)
}

/// Creates an event: the engine checks the definition, which is recorded with the data pack in
/// a new journal.
#[tauri::command]
#[specta::specta]
pub fn create_event(
    state: State<'_, AppState>,
    definition: EventDefinition,
) -> Result<EventView, CommandError> {
    logic::create_event(&state, definition)
}

/// Reopens an event from its journal.
#[tauri::command]
#[specta::specta]
pub fn get_event(state: State<'_, AppState>, id: String) -> Result<EventView, CommandError> {
    logic::get_event(&state, &id)
}

/// Applies one organizer action: validated by the engine, appended to the journal (synced),
/// then answered with the event. `seq` is the view's `seq`.
#[tauri::command]
#[specta::specta]
pub fn apply_event_action(
    state: State<'_, AppState>,
    id: String,
    seq: u32,
    action: EventAction,
) -> Result<EventActionOutcome, CommandError> {
    logic::apply_event_action(&state, &id, seq, action)
}

/// Imports a roster from CSV text. Every bad line is reported; with problems, nothing is
/// imported unless `goodLinesOnly`.
#[tauri::command]
#[specta::specta]
pub fn import_event_roster(
    state: State<'_, AppState>,
    id: String,
    seq: u32,
    csv: String,
    good_lines_only: bool,
) -> Result<RosterImportReport, CommandError> {
    logic::import_roster(&state, &id, seq, &csv, good_lines_only)
}

/// Records the players' ratings before the event (by Corvus PIN), for the rating report.
#[tauri::command]
#[specta::specta]
pub fn set_event_ratings(
    state: State<'_, AppState>,
    id: String,
    ratings: BTreeMap<String, f64>,
) -> Result<EventView, CommandError> {
    logic::set_ratings(&state, &id, ratings)
}

/// The prefilled draft setup of a table (ruleset, Mods, lineups, Sponsors, names, scenario,
/// stadium), with a freshly drawn seed: the table-draft screens create the draft from it
/// (`create_draft` with the event table) and play it.
#[tauri::command]
#[specta::specta]
pub fn event_table_draft_setup(
    state: State<'_, AppState>,
    id: String,
    round: u32,
    table: u32,
) -> Result<DraftSetup, CommandError> {
    logic::table_draft_setup(&state, &id, round, table, rand::random())
}

/// Checks both decks of a table's draft with the draft engine, as they stand now.
#[tauri::command]
#[specta::specta]
pub fn check_event_table_decks(
    state: State<'_, AppState>,
    id: String,
    round: u32,
    table: u32,
) -> Result<BySeat<DeckCheck>, CommandError> {
    logic::check_table_decks(&state, &id, round, table)
}

/// Writes a document (PDF) or the report (CSV and JSON) into `folder`, or the event's exports
/// folder when none is given.
#[tauri::command]
#[specta::specta]
pub fn export_event_paper(
    state: State<'_, AppState>,
    id: String,
    document: PaperDocument,
    language: Language,
    folder: Option<String>,
) -> Result<ExportedFiles, CommandError> {
    logic::export_paper(&state, &id, document, language, folder)
}

/// Opens a folder in the system's file manager.
#[tauri::command]
#[specta::specta]
pub fn open_folder(path: String) -> Result<(), CommandError> {
    logic::open_folder(Path::new(&path))
}

/// The commands' logic, callable without a running app (tests build an [`AppState`]).
pub(crate) mod logic {
    use super::*;

    pub(crate) fn event_catalog(catalog: &Catalog) -> EventCatalog {
        EventCatalog {
            versions: RulesetVersion::ALL.to_vec(),
            formats: EventFormat::ALL.to_vec(),
            sponsors: catalog.sponsors().to_vec(),
            scenarios: catalog.scenarios().to_vec(),
            stadiums: catalog.stadiums().to_vec(),
        }
    }

    pub(crate) fn list_events(state: &AppState) -> Result<Vec<EventSummary>, CommandError> {
        state.with_store(|store| {
            Ok(store
                .list_journals()?
                .into_iter()
                .filter(|j| j.kind == JournalKind::Event)
                .map(|j| EventSummary {
                    id: j.id.as_str().to_owned(),
                    title: j.title.as_str().to_owned(),
                    created_at: j.created_at.unix_seconds(),
                    updated_at: j.updated_at.unix_seconds(),
                    entry_count: j.entry_count,
                    archived: j.archived,
                })
                .collect())
        })
    }

    fn journal_id(id: &str) -> Result<JournalId, CommandError> {
        JournalId::new(id).map_err(CommandError::from)
    }

    /// A new journal id: the clock and random digits, so two journals never collide.
    fn fresh_id(prefix: &str) -> Result<JournalId, CommandError> {
        let random: u32 = rand::random();
        JournalId::new(format!("{prefix}-{}-{random:08x}", now().unix_seconds()))
            .map_err(CommandError::from)
    }

    fn pack_of(catalog: &Catalog) -> DataPackRef {
        DataPackRef {
            id: catalog.info().id.to_string(),
            version: catalog.info().version.clone(),
        }
    }

    fn ruleset_label(version: RulesetVersion) -> String {
        match serde_json::to_value(version) {
            Ok(serde_json::Value::String(s)) => s,
            _ => version.to_string(),
        }
    }

    pub(crate) fn create_event(
        state: &AppState,
        definition: EventDefinition,
    ) -> Result<EventView, CommandError> {
        let catalog = state.catalog();
        let tournament = Tournament::new(&catalog, definition.clone())?;
        let title = Title::new(&definition.name).map_err(CommandError::from)?;
        let id = fresh_id("event")?;
        let header = JournalHeader {
            ruleset_version: ruleset_label(definition.ruleset),
            data_pack: pack_of(&catalog),
            seeds: JsonText::encode(&definition.seed)?,
            setup: JsonText::encode(&definition)?,
        };
        state.with_store(|store| {
            store.create_journal(&NewJournal {
                id: id.clone(),
                kind: JournalKind::Event,
                title,
                header,
                created_at: now(),
            })?;
            let replayed = Replayed {
                tournament: Some(tournament),
                definition,
                entry_count: 0,
                stopped: None,
                pack: pack_of(&catalog),
                title: store.journal(&id)?.summary.title.as_str().to_owned(),
            };
            view(store, state, &catalog, &id, replayed)
        })
    }

    /// An event rebuilt from its journal.
    pub(crate) struct Replayed {
        pub(crate) tournament: Option<Tournament>,
        pub(crate) definition: EventDefinition,
        pub(crate) entry_count: u32,
        pub(crate) stopped: Option<String>,
        pub(crate) pack: DataPackRef,
        pub(crate) title: String,
    }

    pub(crate) fn replay(
        store: &Store,
        catalog: &Catalog,
        id: &JournalId,
    ) -> Result<Replayed, CommandError> {
        let record = store.journal(id)?;
        if record.summary.kind != JournalKind::Event {
            return Err(CommandError::not_found(format!(
                "\"{}\" is not an event.",
                id.as_str()
            )));
        }
        let definition: EventDefinition = record.header.setup.decode().map_err(|e| {
            CommandError::invalid(format!(
                "The event's recorded definition cannot be read: {e}."
            ))
        })?;
        let title = record.summary.title.as_str().to_owned();
        let pack = record.header.data_pack.clone();
        let tournament = match Tournament::new(catalog, definition.clone()) {
            Ok(t) => t,
            Err(problems) => {
                let reasons: Vec<String> = problems.iter().map(ToString::to_string).collect();
                return Ok(Replayed {
                    tournament: None,
                    definition,
                    entry_count: record.summary.entry_count,
                    stopped: Some(format!(
                        "The event's definition no longer checks with the catalog in use: {}. It is shown read-only.",
                        reasons.join("; ")
                    )),
                    pack,
                    title,
                });
            }
        };
        let outcome = store.replay(id, tournament, |t: &mut Tournament, action: EventAction| {
            t.apply(action).map(drop)
        })?;
        Ok(Replayed {
            tournament: Some(outcome.state),
            definition,
            entry_count: outcome.entry_count,
            stopped: outcome.stopped.map(|s| {
                format!(
                    "Action {} could not be applied: {}. The event is shown as it was before it, read-only.",
                    s.at_seq.get(),
                    s.reason
                )
            }),
            pack,
            title,
        })
    }

    fn saved_ratings(store: &Store, id: &JournalId) -> BTreeMap<String, f64> {
        store
            .get_setting(&ratings_key(id))
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    pub(crate) fn export_folder(state: &AppState, id: &JournalId) -> PathBuf {
        state.data_dir().join("exports").join(id.as_str())
    }

    pub(crate) fn view(
        store: &Store,
        state: &AppState,
        catalog: &Catalog,
        id: &JournalId,
        replayed: Replayed,
    ) -> Result<EventView, CommandError> {
        let definition = &replayed.definition;
        let in_use = pack_of(catalog);
        let pack_note = (in_use != replayed.pack).then(|| {
            format!(
                "This event was created with data pack {} {}; the catalog in use is {} {}.",
                replayed.pack.id, replayed.pack.version, in_use.id, in_use.version
            )
        });
        let ratings_before = saved_ratings(store, id);
        let current = CurrentRatings::new(ratings_before.clone()).unwrap_or_default();
        let table_drafts = match &replayed.tournament {
            Some(t) => table_drafts(store, catalog, id, t)?,
            None => Vec::new(),
        };
        Ok(EventView {
            id: id.as_str().to_owned(),
            title: replayed.title,
            seq: replayed.entry_count,
            read_only: replayed.stopped,
            pack_note,
            options: setup_options(
                catalog,
                definition.ruleset,
                definition.format,
                &definition.mods,
            ),
            late_registration: replayed
                .tournament
                .as_ref()
                .is_some_and(Tournament::registers_late_arrivals),
            ratings: replayed
                .tournament
                .as_ref()
                .map(|t| t.rating_report(&current)),
            snapshot: replayed.tournament.as_ref().map(Tournament::snapshot),
            ratings_before,
            table_drafts,
            export_folder: export_folder(state, id).display().to_string(),
        })
    }

    pub(crate) fn get_event(state: &AppState, id: &str) -> Result<EventView, CommandError> {
        let id = journal_id(id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &id)?;
            view(store, state, &catalog, &id, replayed)
        })
    }

    /// The event, ready to take an action on top of the state the screen showed.
    fn writable(replayed: &mut Replayed, seq: u32) -> Result<&mut Tournament, CommandError> {
        if let Some(reason) = &replayed.stopped {
            return Err(CommandError::Conflict {
                message: format!("This event is read-only. {reason}"),
            });
        }
        if seq != replayed.entry_count {
            return Err(CommandError::Conflict {
                message: "The event changed since this screen was drawn (another window?). It has been reloaded: look again and repeat the action.".to_owned(),
            });
        }
        replayed
            .tournament
            .as_mut()
            .ok_or_else(|| CommandError::Conflict {
                message: "This event is read-only.".to_owned(),
            })
    }

    pub(crate) fn apply_event_action(
        state: &AppState,
        id: &str,
        seq: u32,
        action: EventAction,
    ) -> Result<EventActionOutcome, CommandError> {
        let id = journal_id(id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let mut replayed = replay(store, &catalog, &id)?;
            let tournament = writable(&mut replayed, seq)?;
            // The engine decides; a refused action changes nothing and is not recorded.
            let accepted = tournament.apply(action.clone())?;
            let expected = hexadraft_storage::Seq::new(seq.saturating_add(1))?;
            store.append(&id, expected, now(), &action)?;
            replayed.entry_count += 1;
            Ok(EventActionOutcome {
                accepted,
                view: view(store, state, &catalog, &id, replayed)?,
            })
        })
    }

    pub(crate) fn import_roster(
        state: &AppState,
        id: &str,
        seq: u32,
        csv: &str,
        good_lines_only: bool,
    ) -> Result<RosterImportReport, CommandError> {
        let id = journal_id(id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let mut replayed = replay(store, &catalog, &id)?;
            let tournament = writable(&mut replayed, seq)?;
            let roster = read_roster(&catalog, csv);
            let ignored_columns = roster.ignored_columns.clone();
            let checked = check_roster(tournament, roster);
            let held_back = !checked.problems.is_empty() && !good_lines_only;
            let mut imported = 0u32;
            if !held_back {
                // Each accepted line is applied and journalled in turn, as if entered by hand.
                let mut next = seq;
                for (_, action) in checked.actions {
                    tournament.apply(action.clone())?;
                    let expected = hexadraft_storage::Seq::new(next.saturating_add(1))?;
                    store.append(&id, expected, now(), &action)?;
                    next += 1;
                    imported += 1;
                }
                replayed.entry_count = next;
            }
            Ok(RosterImportReport {
                imported,
                problems: checked.problems,
                ignored_columns,
                held_back,
                view: view(store, state, &catalog, &id, replayed)?,
            })
        })
    }

    pub(crate) fn set_ratings(
        state: &AppState,
        id: &str,
        ratings: BTreeMap<String, f64>,
    ) -> Result<EventView, CommandError> {
        let id = journal_id(id)?;
        // The event engine checks each rating's range.
        CurrentRatings::new(ratings.clone())
            .map_err(|e| CommandError::refused(e.to_string(), None, Vec::new()))?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &id)?;
            let text = serde_json::to_string(&ratings)
                .map_err(|e| CommandError::invalid(e.to_string()))?;
            store.set_setting(&ratings_key(&id), &text)?;
            view(store, state, &catalog, &id, replayed)
        })
    }

    pub(crate) fn table_draft_setup(
        state: &AppState,
        id: &str,
        round: u32,
        table: u32,
        seed: u32,
    ) -> Result<DraftSetup, CommandError> {
        let id = journal_id(id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &id)?;
            let tournament =
                replayed
                    .tournament
                    .as_ref()
                    .ok_or_else(|| CommandError::Conflict {
                        message: replayed.stopped.clone().unwrap_or_default(),
                    })?;
            Ok(tournament.table_draft_setup(round, table, seed)?)
        })
    }

    /// A draft journal linked to an event table, with its recorded setup.
    struct LinkedDraft {
        id: JournalId,
        setup: DraftSetup,
        link: EventTableLink,
        updated_at: u32,
    }

    /// Every non-archived draft journal that names this event, newest last.
    fn linked_drafts(store: &Store, event: &JournalId) -> Result<Vec<LinkedDraft>, CommandError> {
        let mut found = Vec::new();
        for summary in store.list_journals()? {
            if summary.kind != JournalKind::Draft || summary.archived {
                continue;
            }
            let record = store.journal(&summary.id)?;
            let Ok(linked) = record.header.setup.decode::<LinkedSetup>() else {
                continue;
            };
            if let Some(link) = linked.event {
                if link.event_id == event.as_str() {
                    found.push(LinkedDraft {
                        id: summary.id,
                        setup: linked.setup,
                        link,
                        updated_at: summary.updated_at.unix_seconds(),
                    });
                }
            }
        }
        found.sort_by_key(|d| d.updated_at);
        Ok(found)
    }

    /// The draft replayed from its journal, the table's recorded result, and why the replay
    /// stopped, if it did.
    fn replay_draft(
        store: &Store,
        catalog: &Catalog,
        draft: &LinkedDraft,
    ) -> Result<(Draft, Option<ReportedGame>, Option<String>), CommandError> {
        let initial = Draft::new(catalog, draft.setup.clone())
            .map_err(|e| CommandError::refused(e.to_string(), None, Vec::new()))?;
        let outcome = store.replay(
            &draft.id,
            (initial, None::<ReportedGame>),
            |(d, game): &mut (Draft, Option<ReportedGame>), entry: TableEntry| match entry {
                TableEntry::Action(action) => d.apply(action).map(drop),
                TableEntry::Result { game_result } => {
                    *game = Some(game_result);
                    Ok(())
                }
            },
        )?;
        let stopped = outcome.stopped.map(|s| {
            format!(
                "entry {} of the draft could not be applied: {}",
                s.at_seq.get(),
                s.reason
            )
        });
        let (d, game) = outcome.state;
        Ok((d, game, stopped))
    }

    fn by_sides<T>(seats: BySeat<T>) -> BySeat<T> {
        // The draft of an event table seats side a first (Tournament::table_draft_setup).
        BySeat {
            first: seats.first,
            second: seats.second,
        }
    }

    fn table_drafts(
        store: &Store,
        catalog: &Catalog,
        event: &JournalId,
        tournament: &Tournament,
    ) -> Result<Vec<TableDraftInfo>, CommandError> {
        let mut infos: Vec<TableDraftInfo> = Vec::new();
        for linked in linked_drafts(store, event)? {
            let Some(table) = tournament
                .round(linked.link.round)
                .and_then(|r| r.table(linked.link.table))
            else {
                continue;
            };
            let names = |id: PlayerId| {
                tournament
                    .player(id)
                    .map(|p| p.name.clone())
                    .unwrap_or_default()
            };
            let seated = (names(table.players.first), names(table.players.second));
            let drafted = (
                linked.setup.players.first.name.clone(),
                linked.setup.players.second.name.clone(),
            );
            let mismatch = (seated != drafted).then(|| {
                format!(
                    "This draft was started for {} against {}; the table now seats {} and {}.",
                    drafted.0, drafted.1, seated.0, seated.1
                )
            });
            let info = match replay_draft(store, catalog, &linked) {
                Ok((draft, game, stopped)) => {
                    let result = draft.result();
                    TableDraftInfo {
                        round: linked.link.round,
                        table: linked.link.table,
                        draft_id: linked.id.as_str().to_owned(),
                        step: draft.step(),
                        complete: draft.is_complete(),
                        mismatch,
                        read_only: stopped,
                        teams: draft.final_teams().map(by_sides),
                        decks: result.map(|r| by_sides(r.decks.map(|_, d| d.deck))),
                        reported: game.map(|g| ResultInput {
                            first: score_input(g, Seat::First),
                            second: score_input(g, Seat::Second),
                            players: Some(table.players),
                        }),
                    }
                }
                Err(e) => TableDraftInfo {
                    round: linked.link.round,
                    table: linked.link.table,
                    draft_id: linked.id.as_str().to_owned(),
                    step: Step::Pick,
                    complete: false,
                    mismatch,
                    read_only: Some(e.to_string()),
                    teams: None,
                    decks: None,
                    reported: None,
                },
            };
            // The newest draft of a table wins (drafts are sorted oldest first).
            infos.retain(|i| !(i.round == info.round && i.table == info.table));
            infos.push(info);
        }
        infos.sort_by_key(|i| (i.round, i.table));
        Ok(infos)
    }

    fn score_input(game: ReportedGame, seat: Seat) -> ScoreInput {
        let score = game.scores.get(seat);
        ScoreInput {
            victory_points: i32::try_from(score.victory_points).unwrap_or(i32::MAX),
            frags: i32::try_from(score.frags).unwrap_or(i32::MAX),
            first_blood: game.first_blood == Some(seat),
        }
    }

    pub(crate) fn check_table_decks(
        state: &AppState,
        id: &str,
        round: u32,
        table: u32,
    ) -> Result<BySeat<DeckCheck>, CommandError> {
        let event = journal_id(id)?;
        let catalog = state.catalog();
        state.with_store(|store| {
            let linked = linked_drafts(store, &event)?
                .into_iter()
                .rev()
                .find(|d| d.link.round == round && d.link.table == table)
                .ok_or_else(|| {
                    CommandError::not_found(format!(
                        "Table {table} of round {round} has no draft on this device."
                    ))
                })?;
            let (draft, _, _) = replay_draft(store, &catalog, &linked)?;
            let organizer = draft.view(Viewer::Organizer);
            let check = |seat: Seat| -> DeckCheck {
                let team = organizer
                    .teams
                    .as_ref()
                    .map(|teams| teams.get(seat).clone());
                match (organizer.decks.get(seat), team) {
                    (SecretView::Open { choice, .. }, Some(team)) => {
                        deck_check(&catalog, &draft, &team, &choice.choice)
                    }
                    _ => DeckCheck::NotLocked,
                }
            };
            Ok(BySeat {
                first: check(Seat::First),
                second: check(Seat::Second),
            })
        })
    }

    fn deck_check(
        catalog: &Catalog,
        draft: &Draft,
        team: &[CharacterId],
        choice: &DeckChoice,
    ) -> DeckCheck {
        match check_deck(catalog, draft.mods(), team, choice) {
            Ok(deck) => DeckCheck::Legal { deck },
            Err(violations) => DeckCheck::Violations {
                problems: violations.iter().map(ToString::to_string).collect(),
            },
        }
    }

    /// What the table drafts recorded, for the control sheets.
    fn table_plays(
        store: &Store,
        catalog: &Catalog,
        event: &JournalId,
        tournament: &Tournament,
    ) -> Result<Vec<TablePlay>, CommandError> {
        let mut plays: Vec<TablePlay> = Vec::new();
        for linked in linked_drafts(store, event)? {
            let Ok((draft, _, _)) = replay_draft(store, catalog, &linked) else {
                continue;
            };
            let Some(table) = tournament
                .round(linked.link.round)
                .and_then(|r| r.table(linked.link.table))
            else {
                continue;
            };
            // Only a draft of the players now seated speaks for the table.
            let seated = [table.players.first, table.players.second].map(|p| {
                tournament
                    .player(p)
                    .map(|p| p.name.clone())
                    .unwrap_or_default()
            });
            if seated
                != [
                    linked.setup.players.first.name.clone(),
                    linked.setup.players.second.name.clone(),
                ]
            {
                continue;
            }
            if let Some(result) = draft.result() {
                plays.retain(|p| !(p.round == linked.link.round && p.table == linked.link.table));
                plays.push(TablePlay::from_draft(
                    linked.link.round,
                    linked.link.table,
                    &result,
                ));
            }
        }
        Ok(plays)
    }

    /// The folder to write into: the one given (absolute), or the event's exports folder.
    fn target_folder(
        state: &AppState,
        event: &JournalId,
        folder: Option<String>,
    ) -> Result<PathBuf, CommandError> {
        let path = match folder
            .map(|f| f.trim().to_owned())
            .filter(|f| !f.is_empty())
        {
            Some(f) => {
                let path = PathBuf::from(f);
                if !path.is_absolute() {
                    return Err(CommandError::invalid(format!(
                        "\"{}\" is not a full folder path (it should start at the root, like {}).",
                        path.display(),
                        export_folder(state, event).display()
                    )));
                }
                path
            }
            None => export_folder(state, event),
        };
        std::fs::create_dir_all(&path)
            .map_err(|e| storage_error(&path, "create the folder", &e))?;
        Ok(path)
    }

    fn storage_error(path: &Path, action: &str, e: &std::io::Error) -> CommandError {
        CommandError::Storage {
            message: format!("Could not {action} {}: {e}.", path.display()),
            storage_kind: "io".to_owned(),
        }
    }

    fn write_file(folder: &Path, name: &str, bytes: &[u8]) -> Result<String, CommandError> {
        let path = folder.join(name);
        std::fs::write(&path, bytes).map_err(|e| storage_error(&path, "write", &e))?;
        Ok(path.display().to_string())
    }

    pub(crate) fn export_paper(
        state: &AppState,
        id: &str,
        document: PaperDocument,
        language: Language,
        folder: Option<String>,
    ) -> Result<ExportedFiles, CommandError> {
        let event = journal_id(id)?;
        let catalog = state.catalog();
        let folder = target_folder(state, &event, folder)?;
        state.with_store(|store| {
            let replayed = replay(store, &catalog, &event)?;
            let tournament =
                replayed
                    .tournament
                    .as_ref()
                    .ok_or_else(|| CommandError::Conflict {
                        message: replayed.stopped.clone().unwrap_or_default(),
                    })?;
            let plays = table_plays(store, &catalog, &event, tournament)?;
            let paper = EventPaper {
                event: tournament,
                catalog: &catalog,
                plays: &plays,
                language,
            };
            let mut files = Vec::new();
            match document {
                PaperDocument::ControlSheets => files.push(write_file(
                    &folder,
                    "control-sheets.pdf",
                    paper.control_sheets().bytes(),
                )?),
                PaperDocument::MatchSlips { round } => files.push(write_file(
                    &folder,
                    &format!("match-slips-round-{round}.pdf"),
                    paper.match_slips(round)?.bytes(),
                )?),
                PaperDocument::Pairings { round } => files.push(write_file(
                    &folder,
                    &format!("pairings-round-{round}.pdf"),
                    paper.pairings(round)?.bytes(),
                )?),
                PaperDocument::Standings => {
                    let name = if tournament.is_finished() {
                        "standings-final.pdf".to_owned()
                    } else {
                        format!("standings-after-{}-actions.pdf", replayed.entry_count)
                    };
                    files.push(write_file(&folder, &name, paper.standings().bytes())?);
                }
                PaperDocument::Report => {
                    let current =
                        CurrentRatings::new(saved_ratings(store, &event)).unwrap_or_default();
                    let report = event_report(tournament, &current);
                    files.push(write_file(
                        &folder,
                        "report.json",
                        report.to_json().as_bytes(),
                    )?);
                    files.push(write_file(
                        &folder,
                        "standings.csv",
                        report.standings_csv().as_bytes(),
                    )?);
                    files.push(write_file(
                        &folder,
                        "results.csv",
                        report.results_csv().as_bytes(),
                    )?);
                }
            }
            Ok(ExportedFiles {
                folder: folder.display().to_string(),
                files,
            })
        })
    }

    pub(crate) fn open_folder(path: &Path) -> Result<(), CommandError> {
        if !path.is_dir() {
            return Err(CommandError::not_found(format!(
                "There is no folder {}.",
                path.display()
            )));
        }
        let program = if cfg!(target_os = "windows") {
            "explorer"
        } else if cfg!(target_os = "macos") {
            "open"
        } else {
            "xdg-open"
        };
        std::process::Command::new(program)
            .arg(path)
            .spawn()
            .map(drop)
            .map_err(|e| {
                CommandError::invalid(format!(
                    "Could not open {} with {program}: {e}. The files are there all the same.",
                    path.display()
                ))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::logic::{
        check_table_decks, export_paper, import_roster, set_ratings, table_draft_setup,
    };
    use super::*;
    use hexadraft_catalog::{ScenarioId, SponsorId, TacticSlot};
    use hexadraft_draft::{Salt, TacticPick};
    use hexadraft_event::Registration;
    use hexadraft_event::{EventSeed, EventType, RematchPolicy, ScenarioChoice};
    use hexadraft_storage::Seq;

    const LINEUPS: [[&str; 8]; 2] = [
        [
            "gata",
            "8-ball",
            "parvati",
            "maximus",
            "wild-bill",
            "hexx3r",
            "major-lunah",
            "miyamoto-mushashi",
        ],
        [
            "valkyrie",
            "hannibal",
            "laxmee",
            "senor-massacre",
            "padre-mendoza",
            "murtair",
            "kozmo",
            "taowu",
        ],
    ];

    fn definition() -> EventDefinition {
        EventDefinition {
            name: "Copa Señor".into(),
            format: EventFormat::StandardTournament,
            ruleset: RulesetVersion::AglV1,
            mods: vec![],
            event_type: EventType::Standard,
            rounds: Some(3),
            scenarios: ["assault", "conquest", "carnage"]
                .iter()
                .map(|id| ScenarioChoice::Official {
                    id: ScenarioId::new(*id).unwrap(),
                })
                .collect(),
            stadium: None,
            seed: EventSeed::Number(7),
            rematches: RematchPolicy::Avoid,
        }
    }

    fn registration(name: &str, i: usize) -> Registration {
        Registration {
            name: name.into(),
            corvus_pin: format!("PIN{i}"),
            sponsor: Some(SponsorId::new("oxyd").unwrap()),
            sponsor_unlocked: false,
            lineup: Some(
                LINEUPS[i % 2]
                    .iter()
                    .map(|c| CharacterId::new(*c).unwrap())
                    .collect(),
            ),
        }
    }

    fn result(a: i32, b: i32) -> ResultInput {
        let score = |vp| ScoreInput {
            victory_points: vp,
            frags: 0,
            first_blood: false,
        };
        ResultInput {
            first: score(a),
            second: score(b),
            players: None,
        }
    }

    /// An event with four players and round 1 paired.
    fn paired_event(state: &AppState) -> EventView {
        let mut view = logic::create_event(state, definition()).unwrap();
        for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
            view = logic::apply_event_action(
                state,
                &view.id,
                view.seq,
                EventAction::RegisterPlayer {
                    registration: registration(name, i),
                },
            )
            .unwrap()
            .view;
        }
        logic::apply_event_action(
            state,
            &view.id,
            view.seq,
            EventAction::PairNextRound { round: 1 },
        )
        .unwrap()
        .view
    }

    #[test]
    fn an_event_is_journalled_action_by_action_and_reopens_identically() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        assert_eq!(view.seq, 5);
        let view = logic::apply_event_action(
            &state,
            &view.id,
            5,
            EventAction::RecordResult {
                round: 1,
                table: 1,
                result: result(7, 3),
            },
        )
        .unwrap()
        .view;
        let snapshot = view.snapshot.clone().unwrap();
        assert_eq!(snapshot.rounds[0].tables[0].result.unwrap().points.first, 2);
        drop(state);
        // A fresh start of the app replays the journal to the same event.
        let reopened = logic::get_event(&AppState::open(dir.path()), &view.id).unwrap();
        assert_eq!(reopened.snapshot, Some(snapshot));
        assert_eq!(reopened.read_only, None);
        assert_eq!(reopened.seq, 6);
        let listed = logic::list_events(&AppState::open(dir.path())).unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].title, "Copa Señor");
    }

    #[test]
    fn a_refused_action_names_its_clause_and_records_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        // AGL v1.0, Standard Tournament, "Pairings": round 2 waits for round 1's results.
        let error = logic::apply_event_action(
            &state,
            &view.id,
            view.seq,
            EventAction::PairNextRound { round: 2 },
        )
        .unwrap_err();
        match error {
            CommandError::Refused {
                message, clause, ..
            } => {
                assert!(message.contains("still needs results"), "{message}");
                assert_eq!(
                    clause.as_deref(),
                    Some("AGL v1.0, Standard Tournament, \"Pairings\"")
                );
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(logic::get_event(&state, &view.id).unwrap().seq, view.seq);
    }

    #[test]
    fn an_action_from_a_stale_screen_is_a_conflict() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        let error = logic::apply_event_action(
            &state,
            &view.id,
            view.seq - 1,
            EventAction::DropPlayer {
                player: PlayerId::new(1),
            },
        )
        .unwrap_err();
        assert!(matches!(error, CommandError::Conflict { .. }));
    }

    #[test]
    fn a_journal_that_no_longer_replays_opens_read_only_with_the_reason() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        let id = JournalId::new(view.id.clone()).unwrap();
        // An action the engine refuses, written behind its back.
        state
            .with_store(|store| {
                store.append(
                    &id,
                    Seq::new(view.seq + 1).unwrap(),
                    now(),
                    &EventAction::PairNextRound { round: 9 },
                )?;
                Ok(())
            })
            .unwrap();
        let reopened = logic::get_event(&state, &view.id).unwrap();
        let reason = reopened.read_only.unwrap();
        assert!(reason.contains("Action 6"), "{reason}");
        assert_eq!(
            reopened.snapshot, view.snapshot,
            "shown as far as it replays"
        );
        let refused = logic::apply_event_action(
            &state,
            &view.id,
            reopened.seq,
            EventAction::DropPlayer {
                player: PlayerId::new(1),
            },
        );
        assert!(matches!(refused, Err(CommandError::Conflict { .. })));
    }

    #[test]
    fn a_roster_with_bad_lines_is_held_back_unless_the_good_lines_are_asked_for() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = logic::create_event(&state, definition()).unwrap();
        let lineup = LINEUPS[0].join("|");
        let csv = format!(
            "name,pin,sponsor,lineup\nAna,A1,oxyd,{lineup}\nBo,A1,oxyd,{lineup}\nCy,C3,oxyd,{lineup}\n"
        );
        let held = import_roster(&state, &view.id, view.seq, &csv, false).unwrap();
        assert!(held.held_back);
        assert_eq!(held.imported, 0);
        assert_eq!(held.problems.len(), 1);
        assert_eq!(held.problems[0].line, 3);
        assert_eq!(held.view.seq, 0);
        let done = import_roster(&state, &view.id, view.seq, &csv, true).unwrap();
        assert_eq!(done.imported, 2);
        assert_eq!(done.view.seq, 2);
        let names: Vec<String> = done
            .view
            .snapshot
            .unwrap()
            .players
            .iter()
            .map(|p| p.name.clone())
            .collect();
        assert_eq!(names, ["Ana", "Cy"]);
    }

    /// Plays a table's whole draft through the table-draft commands: first legal picks, decks
    /// of each character's first two Tactics, then the game's result as the table records it.
    fn play_draft(state: &AppState, setup: DraftSetup, draft_id: &str) {
        use crate::commands::draft::{
            logic as table, GameResultInput, GameScoreInput, TableViewer,
        };
        use hexadraft_draft::DraftMove;
        let catalog = state.catalog();
        let mut draft = Draft::new(&catalog, setup).unwrap();
        let salt = Salt::new("5a".repeat(16)).unwrap();
        let mut seq = 0;
        let mut play = |draft: &mut Draft, action: DraftAction, table_move: DraftMove| {
            draft.apply(action).unwrap();
            seq = table::apply_draft_move(
                state,
                draft_id.to_owned(),
                seq,
                table_move,
                TableViewer::Table,
            )
            .unwrap()
            .seq;
        };
        while draft.step() != Step::Deck {
            let seat = draft.waiting_for()[0];
            let action = draft.legal_actions(seat, &salt).into_iter().next().unwrap();
            let DraftAction::Pick { seat, character } = action.clone() else {
                panic!("only picks before the decks in this setup: {action:?}");
            };
            play(&mut draft, action, DraftMove::Pick { seat, character });
        }
        for seat in Seat::BOTH {
            let tactics: Vec<TacticPick> = draft
                .final_teams()
                .unwrap()
                .get(seat)
                .iter()
                .flat_map(|c| {
                    [0, 1].map(|s| TacticPick {
                        character: c.clone(),
                        slot: TacticSlot::new(s).unwrap(),
                    })
                })
                .collect();
            let deck = DeckChoice { tactics };
            play(
                &mut draft,
                DraftAction::LockDeck {
                    seat,
                    deck: deck.clone(),
                    salt: salt.as_str().to_owned(),
                },
                DraftMove::LockDeck { seat, deck },
            );
        }
        let score = |victory_points, frags| GameScoreInput {
            victory_points,
            frags,
        };
        table::record_game_result(
            state,
            draft_id.to_owned(),
            seq,
            GameResultInput {
                scores: BySeat::new(score(6, 2), score(1, 0)),
                first_blood: None,
            },
        )
        .unwrap();
    }

    #[test]
    fn a_tables_draft_made_from_the_desks_setup_brings_its_teams_decks_and_result_to_the_desk() {
        use crate::commands::draft::{logic as table, EventTableRef};
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        let setup = table_draft_setup(&state, &view.id, 1, 2, 41).unwrap();
        assert_eq!(setup.seed, 41);
        let link = EventTableRef {
            event_id: view.id.clone(),
            round: 1,
            table: 2,
        };
        let draft = table::create_draft(&state, setup.clone(), false, Some(link)).unwrap();
        let before = logic::get_event(&state, &view.id).unwrap();
        assert_eq!(before.table_drafts.len(), 1);
        assert_eq!(before.table_drafts[0].draft_id, draft.id);
        assert_eq!(before.table_drafts[0].mismatch, None);
        assert_eq!(before.table_drafts[0].teams, None);
        play_draft(&state, setup, &draft.id);
        let after = logic::get_event(&state, &view.id).unwrap();
        let info = &after.table_drafts[0];
        assert!(info.complete);
        assert_eq!((info.round, info.table), (1, 2));
        assert_eq!(info.teams.as_ref().unwrap().first.len(), 4);
        assert_eq!(info.decks.as_ref().unwrap().second.len(), 18);
        let reported = info.reported.unwrap();
        assert_eq!(
            (
                reported.first.victory_points,
                reported.second.victory_points
            ),
            (6, 1)
        );
        let checks = check_table_decks(&state, &view.id, 1, 2).unwrap();
        assert!(matches!(checks.first, DeckCheck::Legal { .. }));
        assert!(matches!(checks.second, DeckCheck::Legal { .. }));
        assert!(matches!(
            check_table_decks(&state, &view.id, 1, 1),
            Err(CommandError::NotFound { .. })
        ));
        // The control sheets of the table's players now carry the team and the Tactics.
        let files = export_paper(
            &state,
            &view.id,
            PaperDocument::ControlSheets,
            Language::En,
            None,
        )
        .unwrap();
        let text = std::fs::read_to_string(&files.files[0]).unwrap();
        // "Block (023)" is one of 8-Ball's Tactics; parentheses are escaped in a PDF string.
        assert!(
            text.contains("(Block \\(023\\)) Tj"),
            "the drafted deck is printed"
        );
    }

    #[test]
    fn paper_and_the_report_are_written_into_the_chosen_folder() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        let chosen = dir.path().join("print");
        let folder = Some(chosen.display().to_string());
        let mut written = Vec::new();
        for document in [
            PaperDocument::ControlSheets,
            PaperDocument::MatchSlips { round: 1 },
            PaperDocument::Pairings { round: 1 },
            PaperDocument::Standings,
            PaperDocument::Report,
        ] {
            written.extend(
                export_paper(&state, &view.id, document, Language::Es, folder.clone())
                    .unwrap()
                    .files,
            );
        }
        assert_eq!(written.len(), 7);
        for file in &written {
            assert!(file.starts_with(&chosen.display().to_string()));
            let bytes = std::fs::read(file).unwrap();
            if file.ends_with(".pdf") {
                assert!(bytes.starts_with(b"%PDF-1.4"));
            }
        }
        let report = std::fs::read_to_string(chosen.join("report.json")).unwrap();
        assert!(report.contains("\"hexadraft-event-report\""));
        assert!(matches!(
            export_paper(
                &state,
                &view.id,
                PaperDocument::Pairings { round: 2 },
                Language::En,
                None
            ),
            Err(CommandError::NotFound { .. })
        ));
        assert!(matches!(
            export_paper(
                &state,
                &view.id,
                PaperDocument::Standings,
                Language::En,
                Some("relative/dir".into())
            ),
            Err(CommandError::InvalidInput { .. })
        ));
        // Without a folder, the event's exports folder in the app data.
        let default = export_paper(
            &state,
            &view.id,
            PaperDocument::Standings,
            Language::En,
            None,
        )
        .unwrap();
        assert_eq!(default.folder, view.export_folder);
    }

    #[test]
    fn ratings_before_the_event_are_kept_and_checked() {
        let dir = tempfile::tempdir().unwrap();
        let state = AppState::open(dir.path());
        let view = paired_event(&state);
        let view = set_ratings(
            &state,
            &view.id,
            BTreeMap::from([("PIN0".to_owned(), 1100.0)]),
        )
        .unwrap();
        assert_eq!(view.ratings.unwrap().changes[0].before, 1100.0);
        assert!(matches!(
            set_ratings(
                &state,
                &view.id,
                BTreeMap::from([("PIN0".to_owned(), -5.0)])
            ),
            Err(CommandError::Refused { .. })
        ));
    }

    #[test]
    fn setup_options_come_from_the_event_engine() {
        let catalog = Catalog::shipped();
        let options = setup_options(
            &catalog,
            RulesetVersion::AglSeason2,
            EventFormat::StandardTournament,
            &[Mod::Carano],
        );
        assert!(options.mods.iter().filter(|m| m.allowed).count() == 1);
        assert_eq!(logic::event_catalog(&catalog).formats.len(), 4);
    }
}
