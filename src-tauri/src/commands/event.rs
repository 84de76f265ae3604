//! The organizer's desk: an event from setup to the final report.

use hexadraft_app::desk::agl::{
    DeckCheck, EventCatalog, EventStandings, EventSummary, RosterImportReport, TableDraftInfo,
};
use hexadraft_app::desk::room::RoomView;
use hexadraft_app::desk::{DeskAction, DeskActionOutcome, EventDesk, EventIdentity, EventRequest};
use hexadraft_app::draft_clock::EventTableDrafts;
use hexadraft_app::paper_export::{EventPaperDocument, ExportedFiles};
use hexadraft_app::{App, ErrorReport};
use hexadraft_draft::{BySeat, DraftSetup, EventFormat, Mod, RulesetVersion};
use hexadraft_event::SetupOptions;
use hexadraft_paper::Language;
use std::sync::Arc;
use tauri::State;

/// What the format, version and Mods allow.
#[tauri::command]
#[specta::specta]
pub fn event_setup_options(
    app: State<'_, Arc<App>>,
    ruleset: RulesetVersion,
    format: EventFormat,
    mods: Vec<Mod>,
) -> SetupOptions {
    app.event_setup_options(ruleset, format, &mods)
}

/// The versions, formats, Sponsors, scenarios and stadiums to choose from.
#[tauri::command]
#[specta::specta]
pub fn event_catalog(app: State<'_, Arc<App>>) -> EventCatalog {
    app.event_catalog()
}

/// The saved events, most recently changed first.
#[tauri::command(async)]
#[specta::specta]
pub fn list_events(app: State<'_, Arc<App>>) -> Result<Vec<EventSummary>, ErrorReport> {
    Ok(app.list_events()?)
}

/// Creates an event under its ruleset from a definition its engine checks, with the language of
/// its papers.
#[tauri::command(async)]
#[specta::specta]
pub fn create_event(
    app: State<'_, Arc<App>>,
    definition: EventRequest,
    language: Language,
) -> Result<EventDesk, ErrorReport> {
    Ok(app.create_event(definition, language)?)
}

/// Creates the sample event a newcomer tries the desk on, named in the person's language, and
/// answers its id.
#[tauri::command(async)]
#[specta::specta]
pub fn create_sample_event(
    app: State<'_, Arc<App>>,
    name: String,
    language: Language,
) -> Result<String, ErrorReport> {
    Ok(app.create_sample_event(name, language)?)
}

/// Which ruleset's desk opens an event, and its name.
#[tauri::command(async)]
#[specta::specta]
pub fn event_identity(app: State<'_, Arc<App>>, id: String) -> Result<EventIdentity, ErrorReport> {
    Ok(app.event_identity(&id)?)
}

/// An event as its ruleset's desk shows it.
#[tauri::command(async)]
#[specta::specta]
pub fn get_event(app: State<'_, Arc<App>>, id: String) -> Result<EventDesk, ErrorReport> {
    Ok(app.get_event(&id)?)
}

/// What the room sees of an event (the projector window shows it): the latest published round's
/// tables by name, the standings and an Imperial Assault cut.
#[tauri::command(async)]
#[specta::specta]
pub fn room_view(app: State<'_, Arc<App>>, id: String) -> Result<RoomView, ErrorReport> {
    Ok(app.room_view(&id)?)
}

/// Applies one organizer action; the answer says what changed.
#[tauri::command(async)]
#[specta::specta]
pub fn apply_event_action(
    app: State<'_, Arc<App>>,
    id: String,
    seq: u32,
    action: DeskAction,
) -> Result<DeskActionOutcome, ErrorReport> {
    Ok(app.apply_event_action(&id, seq, action)?)
}

/// Pairs the latest round again (its pairing taken back and the round paired anew); answers the
/// event as its desk shows it.
#[tauri::command(async)]
#[specta::specta]
pub fn pair_round_again(
    app: State<'_, Arc<App>>,
    id: String,
    seq: u32,
    round: u32,
) -> Result<EventDesk, ErrorReport> {
    Ok(app.pair_round_again(&id, seq, round)?)
}

/// The standings and rating changes now.
#[tauri::command(async)]
#[specta::specta]
pub fn event_standings(
    app: State<'_, Arc<App>>,
    id: String,
) -> Result<EventStandings, ErrorReport> {
    Ok(app.event_standings(&id)?)
}

/// The drafts of a round's tables.
#[tauri::command(async)]
#[specta::specta]
pub fn round_drafts(
    app: State<'_, Arc<App>>,
    id: String,
    round: u32,
) -> Result<Vec<TableDraftInfo>, ErrorReport> {
    Ok(app.round_drafts(&id, round)?)
}

/// Imports a roster from CSV text.
#[tauri::command(async)]
#[specta::specta]
pub fn import_event_roster(
    app: State<'_, Arc<App>>,
    id: String,
    seq: u32,
    csv: String,
    good_lines_only: bool,
) -> Result<RosterImportReport, ErrorReport> {
    Ok(app.import_roster(&id, seq, &csv, good_lines_only)?)
}

/// The prefilled draft setup of a table, with a fresh coin-toss seed.
#[tauri::command(async)]
#[specta::specta]
pub fn event_table_draft_setup(
    app: State<'_, Arc<App>>,
    id: String,
    round: u32,
    table: u32,
) -> Result<DraftSetup, ErrorReport> {
    Ok(app.table_draft_setup(&id, round, table)?)
}

/// Checks both decks of a table's draft (and shows them to the organizer, behind the
/// organizer's code).
#[tauri::command(async)]
#[specta::specta]
pub fn check_event_table_decks(
    app: State<'_, Arc<App>>,
    id: String,
    round: u32,
    table: u32,
    organizer_code: String,
) -> Result<BySeat<DeckCheck>, ErrorReport> {
    Ok(app.check_table_decks(&id, round, table, &organizer_code)?)
}

/// Whether the organizer has chosen a code.
#[tauri::command(async)]
#[specta::specta]
pub fn organizer_code_set(app: State<'_, Arc<App>>) -> Result<bool, ErrorReport> {
    Ok(app.organizer_code_set()?)
}

/// Chooses the organizer's code; changing it asks the current one.
#[tauri::command(async)]
#[specta::specta]
pub fn set_organizer_code(
    app: State<'_, Arc<App>>,
    code: String,
    current: Option<String>,
) -> Result<(), ErrorReport> {
    Ok(app.set_organizer_code(&code, current.as_deref())?)
}

/// Writes a document or the report into `folder`, or the event's exports folder.
#[tauri::command(async)]
#[specta::specta]
pub fn export_event_paper(
    app: State<'_, Arc<App>>,
    id: String,
    document: EventPaperDocument,
    folder: Option<String>,
) -> Result<ExportedFiles, ErrorReport> {
    Ok(app.export_paper(&id, document, folder.as_deref())?)
}

/// The pace clock and draft format the drafts of an AGL event's tables start with (the event
/// action `setTableDrafts` changes them).
#[tauri::command(async)]
#[specta::specta]
pub fn event_table_drafts(
    app: State<'_, Arc<App>>,
    event_id: String,
) -> Result<EventTableDrafts, ErrorReport> {
    Ok(app.event_table_drafts(&event_id)?)
}
