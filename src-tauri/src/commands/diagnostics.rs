//! When the app fails: the first screen's crash notice and the diagnostics zip, and the
//! command a real-window test crashes the app with.

use hexadraft_app::diagnostics::{CrashNotice, DiagnosticsRequest};
use hexadraft_app::{App, ErrorReport, WrittenFile};
use std::sync::Arc;
use tauri::State;

/// Whether [`force_crash_for_tests`] may panic: only in a debug build started with
/// `HEXADRAFT_CRASH_TEST=1` (read once at start-up), so no release build can be made to panic.
#[derive(Debug, Clone, Copy)]
pub struct CrashTestGate(pub bool);

impl CrashTestGate {
    /// The gate as the environment sets it at start-up.
    pub fn from_environment() -> CrashTestGate {
        CrashTestGate(
            cfg!(debug_assertions)
                && std::env::var_os("HEXADRAFT_CRASH_TEST").is_some_and(|v| v == "1"),
        )
    }
}

/// The crash reports the organizer has not seen yet.
#[tauri::command(async)]
#[specta::specta]
pub fn crash_notice(app: State<'_, Arc<App>>) -> CrashNotice {
    app.crash_notice()
}

/// The organizer has seen the crash notice: its reports are kept, out of the notice.
#[tauri::command(async)]
#[specta::specta]
pub fn dismiss_crash_notice(app: State<'_, Arc<App>>) -> Result<(), ErrorReport> {
    Ok(app.dismiss_crash_notice()?)
}

/// Writes a diagnostics zip: the crash reports, the recent log, the versions and the chosen
/// journals exported player-safe. Nothing is sent anywhere.
#[tauri::command(async)]
#[specta::specta]
pub fn export_diagnostics(
    app: State<'_, Arc<App>>,
    request: DiagnosticsRequest,
) -> Result<WrittenFile, ErrorReport> {
    Ok(app.export_diagnostics(&request)?)
}

/// Panics, for the real-window test of crash reports, when the gate is open ([`CrashTestGate`]);
/// otherwise answers `false` and does nothing. It runs on the window's thread (not `async`),
/// where the shell's catch names it in the report.
#[tauri::command]
#[specta::specta]
#[allow(clippy::panic)] // The one deliberate panic, behind the gate.
pub fn force_crash_for_tests(gate: State<'_, CrashTestGate>) -> bool {
    if gate.0 {
        panic!("a crash forced by a test");
    }
    false
}
