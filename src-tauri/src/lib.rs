//! The Hexadraft desktop shell: Tauri wiring. Every command hands its arguments to one use case
//! of hexadraft-app (docs/ARCHITECTURE.md); nothing here decides a rule or holds a use case.

mod commands;

use tauri::Manager;

/// Every command the UI calls, written once: `with_commands!(path::to::macro)` expands to
/// `path::to::macro![the commands]`, so the running app's handler and the bindings' collection
/// cannot disagree.
macro_rules! with_commands {
    ($($m:ident)::+) => {
        $($m)::+![
            commands::app::app_info,
            commands::app::store_status,
            commands::app::list_characters,
            commands::app::find_characters,
            commands::app::fold_for_search,
            commands::draft::quick_match_catalog,
            commands::draft::check_mods,
            commands::draft::check_draft_setup,
            commands::draft::create_draft,
            commands::draft::open_draft,
            commands::draft::apply_draft_move,
            commands::draft::change_draft_clock,
            commands::draft::set_seat_code,
            commands::draft::reset_seat_code,
            commands::draft::return_seat_to_screen,
            commands::draft::check_deck_choice,
            commands::draft::preview_game_result,
            commands::draft::record_game_result,
            commands::draft::set_phone_reports,
            commands::draft::list_table_drafts,
            commands::draft::draft_replay,
            commands::draft::export_draft_replay,
            commands::catalog::catalog_overview,
            commands::catalog::search_characters,
            commands::catalog::character_detail,
            commands::catalog::edit_character,
            commands::catalog::revert_character_value,
            commands::catalog::add_character,
            commands::catalog::set_general_tactic_name,
            commands::catalog::revert_all_catalog_edits,
            commands::catalog::team_initiative,
            commands::catalog::export_catalog_edits,
            commands::catalog::export_catalog_pack,
            commands::catalog::import_catalog_edits,
            commands::formats::draft_formats,
            commands::formats::check_draft_format,
            commands::formats::save_draft_format,
            commands::formats::delete_draft_format,
            commands::formats::export_draft_format,
            commands::formats::import_draft_format,
            commands::library::library_items,
            commands::library::rename_journal,
            commands::library::set_journal_archived,
            commands::library::delete_journal,
            commands::library::remember_open,
            commands::library::last_open,
            commands::library::export_journals,
            commands::library::import_journals,
            commands::library::list_exchange_files,
            commands::library::export_signer,
            commands::library::set_organizer_name,
            commands::library::recovery_info,
            commands::library::restore_backup,
            commands::library::start_new_database,
            commands::event::event_setup_options,
            commands::event::event_catalog,
            commands::event::event_table_drafts,
            commands::event::list_events,
            commands::event::create_event,
            commands::event::create_sample_event,
            commands::event::event_identity,
            commands::event::get_event,
            commands::event::room_view,
            commands::event::apply_event_action,
            commands::event::pair_round_again,
            commands::event::event_standings,
            commands::event::round_drafts,
            commands::event::import_event_roster,
            commands::event::event_table_draft_setup,
            commands::event::check_event_table_decks,
            commands::event::organizer_code_set,
            commands::event::set_organizer_code,
            commands::event::export_event_paper,
            commands::ia_event::ia_event_options,
            commands::ia_event::ia_cards,
            commands::ia_event::search_ia_cards,
            commands::ia_event::read_ia_army_text,
            commands::ia_event::check_ia_army,
            commands::ia_event::read_ia_roster_file,
            commands::ia_event::import_ia_roster,
            commands::ia_event::ia_catalog_overview,
            commands::ia_event::import_ia_catalog_edits,
            commands::ia_event::export_ia_catalog_edits,
            commands::ia_event::revert_ia_catalog_edits,
            commands::ledger::create_ledger,
            commands::ledger::import_ledger_file,
            commands::ledger::list_ledgers,
            commands::ledger::get_ledger,
            commands::ledger::add_event_to_ledger,
            commands::ledger::import_report_to_ledger,
            commands::ledger::export_ledger,
            commands::ledger::ratings_before_from_ledger,
            commands::phones::phone_addresses,
            commands::phones::start_phone_session,
            commands::phones::stop_phone_session,
            commands::phones::phone_session_status,
            commands::phones::share_draft_with_phones,
            commands::phones::unshare_draft_with_phones,
            commands::phones::share_room_with_phones,
            commands::phones::share_players_with_phones,
            commands::phones::unshare_players_with_phones,
            commands::phones::set_room_timer,
            commands::diagnostics::crash_notice,
            commands::diagnostics::dismiss_crash_notice,
            commands::diagnostics::export_diagnostics,
            commands::diagnostics::force_crash_for_tests,
            commands::backups::list_backups,
            commands::backups::backup_events,
            commands::statistics::statistics,
            commands::statistics::export_statistics,
            commands::statistics::export_statistics_pdf,
            commands::statistics::deck_publicity,
            commands::statistics::make_decks_public,
            commands::statistics::character_season,
            commands::statistics::room_statistics,
            commands::history::event_history,
            commands::history::export_event_history,
            commands::moments::event_moments,
            commands::moments::event_as_it_stood,
            commands::moments::compare_moments,
            commands::moments::continue_from_moment,
            commands::phones::share_draft_with_spectators,
            commands::phones::unshare_draft_with_spectators,
            commands::phones::share_round_with_spectators,
            commands::phones::unshare_round_with_spectators,
        ]
    };
}

/// The command and event list of the bindings export (the TypeScript types of every command,
/// its arguments and answers). The running app does not carry these type descriptions: its
/// handler is `tauri::generate_handler!` over the same commands ([`run`]).
pub fn specta_builder() -> tauri_specta::Builder<tauri::Wry> {
    tauri_specta::Builder::<tauri::Wry>::new()
        // One TypeScript type per Rust type: the UI sends back exactly what it received.
        .disable_serde_phases()
        .commands(with_commands!(tauri_specta::collect_commands))
        .events(tauri_specta::collect_events![
            commands::phones::PhoneMoved,
            commands::clock::TurnExpired
        ])
        // The phone page's own answers, which no command returns (crates/venue; docs/formats.md,
        // "Phone pages"): typed once, in Rust, for both pages.
        .typ::<hexadraft_app::desk::phone::IaPlayerPage>()
        .typ::<hexadraft_app::spectator::SpectatorView>()
        .typ::<hexadraft_app::spectator::RoundSpectatorView>()
}

/// The TypeScript bindings as text, exactly as committed in ui/src/bindings.ts.
///
/// # Errors
/// When specta cannot express a command's types in TypeScript.
pub fn typescript_bindings() -> Result<String, String> {
    // A folder per call: the tests call this from several threads at once, and one call's
    // removal of a shared folder took the file from under another's read.
    static CALLS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("hexadraft-bindings-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join("bindings.ts");
    specta_builder()
        .export(bindings_exporter(), &path)
        .map_err(|e| e.to_string())?;
    let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(text)
}

fn bindings_exporter() -> specta_typescript::Typescript {
    specta_typescript::Typescript::default()
        .header("// Generated by `cargo test -p hexadraft` from the Rust commands. Do not edit.\n")
}

/// Starts the desktop app.
///
/// # Errors
/// When the window system or the webview cannot start.
pub fn run() -> Result<(), tauri::Error> {
    tauri::Builder::default()
        // The system's file dialogs and file manager: they only choose or show a path.
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_opener::init())
        .invoke_handler(logged_and_caught(with_commands!(tauri::generate_handler)))
        .setup(move |app| {
            let data_dir = data_dir(app.handle())?;
            start_diagnostics(&data_dir);
            app.manage(commands::diagnostics::CrashTestGate::from_environment());
            app.manage(std::sync::Arc::new(hexadraft_app::App::open(
                &data_dir,
                hexadraft_app::SystemClock,
                hexadraft_app::OsEntropy,
            )));
            app.manage(commands::phones::PhoneSession::default());
            commands::clock::start_turn_timer(app.handle().clone());
            Ok(())
        })
        .build(tauri::generate_context!())?
        .run(|handle, event| {
            // The phone pages stop with the app, then the database closes cleanly: the event
            // loop ends the process without dropping what the app manages.
            if let tauri::RunEvent::Exit = event {
                handle.state::<commands::phones::PhoneSession>().close();
                match handle.state::<std::sync::Arc<hexadraft_app::App>>().close() {
                    Ok(check) => tracing::info!(?check, "database closed"),
                    Err(error) => tracing::warn!(%error, "database closed with a problem"),
                }
            }
        });
    Ok(())
}

/// The log file and the panic hook (hexadraft_app::diagnostics), before anything else runs. An
/// app whose log cannot start still starts: it says so on standard error.
fn start_diagnostics(data_dir: &std::path::Path) {
    use hexadraft_app::diagnostics;
    if let Err(problem) = diagnostics::start_log(data_dir) {
        eprintln!("Hexadraft's log could not start: {problem}");
    }
    diagnostics::install_panic_hook(
        data_dir,
        env!("CARGO_PKG_VERSION"),
        std::sync::Arc::new(hexadraft_app::SystemClock),
    );
    tracing::info!(
        version = env!("CARGO_PKG_VERSION"),
        os = std::env::consts::OS,
        arch = std::env::consts::ARCH,
        "Hexadraft started"
    );
}

/// Every command through one door: its name is logged (never its arguments, which may hold a
/// code or a choice) and remembered for a crash report, and a panic while it is dispatched on
/// this thread (a command that is not `async` runs whole here) is caught and reported under its
/// name. A command run off the thread (`async`) panics in a task the runtime survives; its report
/// names the last command started.
fn logged_and_caught<R: tauri::Runtime>(
    handler: impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static,
) -> impl Fn(tauri::ipc::Invoke<R>) -> bool + Send + Sync + 'static {
    use hexadraft_app::diagnostics::{command_started, in_context, CrashPlace};
    move |invoke| {
        let name = invoke.message.command().to_owned();
        command_started(&name);
        tracing::info!(command = %name, "command");
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            in_context(CrashPlace::Command, &name, || handler(invoke))
        }))
        // Caught: the report is written; the call is left unanswered, the app goes on.
        .unwrap_or(true)
    }
}

/// The platform's app-data folder, or `HEXADRAFT_DATA_DIR` when set (tests use a temporary
/// folder; the database is never put in the working directory).
fn data_dir(app: &tauri::AppHandle) -> Result<std::path::PathBuf, tauri::Error> {
    match std::env::var_os("HEXADRAFT_DATA_DIR") {
        Some(dir) if !dir.is_empty() => Ok(std::path::PathBuf::from(dir)),
        _ => app.path().app_data_dir(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_phone_moved_event_is_emitted_by_the_name_the_bindings_listen_to() {
        use tauri_specta::Event;
        assert_eq!(
            super::commands::phones::PhoneMoved::NAME,
            super::commands::phones::PHONE_MOVED
        );
        let bindings = super::typescript_bindings().unwrap();
        assert!(bindings.contains(&format!("(\"{}\")", super::commands::phones::PHONE_MOVED)));
    }

    #[test]
    fn the_turn_expired_event_is_emitted_by_the_name_the_bindings_listen_to() {
        use tauri_specta::Event;
        assert_eq!(
            super::commands::clock::TurnExpired::NAME,
            super::commands::clock::TURN_EXPIRED
        );
    }

    /// Where the UI reads the bindings from.
    const BINDINGS_PATH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/bindings.ts");

    #[test]
    fn committed_typescript_bindings_match_the_rust_commands() {
        let fresh = super::typescript_bindings().unwrap();
        if std::env::var_os("HEXADRAFT_UPDATE_BINDINGS").is_some() {
            std::fs::write(BINDINGS_PATH, &fresh).unwrap();
            return;
        }
        let committed = std::fs::read_to_string(BINDINGS_PATH).unwrap_or_default();
        assert!(
            committed == fresh,
            "ui/src/bindings.ts is stale: run `HEXADRAFT_UPDATE_BINDINGS=1 cargo test -p hexadraft` and commit it"
        );
    }
}
