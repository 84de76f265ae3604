//! The table draft: a quick match or an event table's game, on the shared screen.

use super::phones::PhoneSession;
use hexadraft_app::draft_clock::ClockChange;
use hexadraft_app::draft_replay::TableReplay;
use hexadraft_app::table_draft::{
    EventTableRef, GameRecord, GameResultInput, ModsCheck, QuickMatchCatalog, SeedChoice,
    TableDraft, TableDraftSummary, TableViewer,
};
use hexadraft_app::{App, ErrorReport, WrittenFile};
use hexadraft_draft::{
    ClockSettings, DeckChoice, DeckViolation, DraftFormat, DraftMove, DraftSetup, Mod,
    RulesetVersion, Seat, SetupProblem,
};
use std::sync::Arc;
use tauri::State;

/// What a quick match is set up from.
#[tauri::command]
#[specta::specta]
pub fn quick_match_catalog(app: State<'_, Arc<App>>) -> QuickMatchCatalog {
    app.quick_match_catalog()
}

/// The chosen Mods checked, and for each Mod of the version whether it may be added.
#[tauri::command]
#[specta::specta]
pub fn check_mods(app: State<'_, Arc<App>>, version: RulesetVersion, mods: Vec<Mod>) -> ModsCheck {
    app.check_mods(version, &mods)
}

/// Every problem of a setup (empty when the draft can start).
#[tauri::command]
#[specta::specta]
pub fn check_draft_setup(app: State<'_, Arc<App>>, setup: DraftSetup) -> Vec<SetupProblem> {
    app.check_draft_setup(setup)
}

/// Starts a draft, with a pace clock when `clock` is set and in an organizer's format when
/// `draft_format` is (`None`: the official order), and answers with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn create_draft(
    app: State<'_, Arc<App>>,
    setup: DraftSetup,
    seed: SeedChoice,
    event: Option<EventTableRef>,
    clock: Option<ClockSettings>,
    draft_format: Option<DraftFormat>,
) -> Result<TableDraft, ErrorReport> {
    Ok(app.create_draft_with(setup, seed, event, draft_format, clock)?)
}

/// A draft as `viewer` may see it; a protected seat opens with its `code`.
#[tauri::command(async)]
#[specta::specta]
pub fn open_draft(
    app: State<'_, Arc<App>>,
    id: String,
    viewer: TableViewer,
    code: Option<String>,
) -> Result<TableDraft, ErrorReport> {
    Ok(app.open_draft(&id, viewer, code.as_deref())?)
}

/// Applies one move or undo; `seq` is the screen's, so a stale screen is refused. `code` is the
/// protected seat's, for its view and its secret moves.
#[tauri::command(async)]
#[specta::specta]
pub fn apply_draft_move(
    app: State<'_, Arc<App>>,
    phones: State<'_, PhoneSession>,
    id: String,
    seq: u32,
    action: DraftMove,
    viewer: TableViewer,
    code: Option<String>,
) -> Result<TableDraft, ErrorReport> {
    let answer = app.apply_draft_move(&id, seq, action, viewer, code.as_deref())?;
    phones.draft_changed(&id);
    Ok(answer)
}

/// Pauses, resumes or adds time to the draft's pace clock (the organizer's code when one is
/// set); answers with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn change_draft_clock(
    app: State<'_, Arc<App>>,
    phones: State<'_, PhoneSession>,
    id: String,
    seq: u32,
    change: ClockChange,
    organizer_code: Option<String>,
) -> Result<TableDraft, ErrorReport> {
    let answer = app.change_draft_clock(&id, seq, change, organizer_code.as_deref())?;
    phones.draft_changed(&id);
    Ok(answer)
}

/// Protects a seat with a code, chosen once; answers with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn set_seat_code(
    app: State<'_, Arc<App>>,
    id: String,
    seat: Seat,
    code: String,
) -> Result<TableDraft, ErrorReport> {
    Ok(app.set_seat_code(&id, seat, &code)?)
}

/// Removes a seat's forgotten code on the organizer's code; answers with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn reset_seat_code(
    app: State<'_, Arc<App>>,
    id: String,
    seat: Seat,
    organizer_code: String,
) -> Result<TableDraft, ErrorReport> {
    Ok(app.reset_seat_code(&id, seat, &organizer_code)?)
}

/// Gives a seat played on its phone back to the shared screen, on the organizer's code;
/// answers with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn return_seat_to_screen(
    app: State<'_, Arc<App>>,
    id: String,
    seat: Seat,
    organizer_code: String,
) -> Result<TableDraft, ErrorReport> {
    Ok(app.return_seat_to_screen(&id, seat, &organizer_code)?)
}

/// Every problem of a deck choice for the seat's final team (nothing is recorded).
#[tauri::command(async)]
#[specta::specta]
pub fn check_deck_choice(
    app: State<'_, Arc<App>>,
    id: String,
    seat: Seat,
    deck: DeckChoice,
) -> Result<Vec<DeckViolation>, ErrorReport> {
    Ok(app.check_deck_choice(&id, seat, &deck)?)
}

/// The outcome and points a result would give, without recording it.
#[tauri::command(async)]
#[specta::specta]
pub fn preview_game_result(
    app: State<'_, Arc<App>>,
    id: String,
    result: GameResultInput,
) -> Result<GameRecord, ErrorReport> {
    Ok(app.preview_game_result(&id, result)?)
}

/// Records the game's result and answers with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn record_game_result(
    app: State<'_, Arc<App>>,
    phones: State<'_, PhoneSession>,
    id: String,
    seq: u32,
    result: GameResultInput,
) -> Result<TableDraft, ErrorReport> {
    let answer = app.record_game_result(&id, seq, result)?;
    // The draft has ended: its phones' addresses die.
    phones.draft_changed(&id);
    Ok(answer)
}

/// Lets the draft's players report its result from their phones, or stops them; answers
/// with the table's view.
#[tauri::command(async)]
#[specta::specta]
pub fn set_phone_reports(
    app: State<'_, Arc<App>>,
    phones: State<'_, PhoneSession>,
    id: String,
    allowed: bool,
) -> Result<TableDraft, ErrorReport> {
    let answer = app.set_phone_reports(&id, allowed)?;
    // The phones show or hide their result form.
    phones.draft_changed(&id);
    Ok(answer)
}

/// The saved table drafts, newest first.
#[tauri::command(async)]
#[specta::specta]
pub fn list_table_drafts(app: State<'_, Arc<App>>) -> Result<Vec<TableDraftSummary>, ErrorReport> {
    Ok(app.list_table_drafts()?)
}

/// The finished draft `id` replayed step by step, as a spectator saw it.
#[tauri::command(async)]
#[specta::specta]
pub fn draft_replay(app: State<'_, Arc<App>>, id: String) -> Result<TableReplay, ErrorReport> {
    Ok(app.draft_replay(&id)?)
}

/// Writes the finished draft's replay as one HTML file in the exports folder, or to the file
/// `to` chosen in the system's save dialog.
#[tauri::command(async)]
#[specta::specta]
pub fn export_draft_replay(
    app: State<'_, Arc<App>>,
    id: String,
    to: Option<String>,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_draft_replay(&id, to.as_deref())?)
}
