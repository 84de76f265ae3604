//! Players' phones at the table: the local-network session (hexadraft-venue), started and
//! stopped by the organizer. The session calls the same hexadraft-app use cases as these
//! commands; here it is only started, asked for addresses and told when the desktop moved.

use hexadraft_app::{App, ErrorReport, InputProblem};
use hexadraft_venue::{
    RoomLink, RoomTimer, RoundSpectatorLink, Session, SessionStatus, SharedDraft, SharedPlayers,
    SpectatorLink,
};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex, MutexGuard};
use tauri::{AppHandle, Emitter, State};

/// The running session, if the organizer started one.
#[derive(Default)]
pub struct PhoneSession(Mutex<Option<Session>>);

impl PhoneSession {
    fn lock(&self) -> MutexGuard<'_, Option<Session>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The desktop changed a draft: its phones are sent their views again.
    pub fn draft_changed(&self, draft_id: &str) {
        if let Some(session) = self.lock().as_ref() {
            session.draft_changed(draft_id);
        }
    }

    /// Stops the session (the app is closing).
    pub fn close(&self) {
        self.lock().take();
    }
}

/// The event's name, as the generated bindings listen for it (`events.phoneMoved`).
pub const PHONE_MOVED: &str = "phone-moved";

/// A phone changed a draft (a move, a report) or an Imperial Assault event (a player's report):
/// the screen showing that journal looks again.
#[derive(Debug, Clone, Serialize, Deserialize, specta::Type, tauri_specta::Event)]
#[serde(rename_all = "camelCase")]
pub struct PhoneMoved {
    /// The draft's or the event's journal id.
    pub journal_id: String,
}

fn not_running() -> ErrorReport {
    hexadraft_app::AppError::from(InputProblem::UnusableAddress {
        address: String::new(),
        detail: "no phone session is running".to_owned(),
    })
    .into()
}

/// This computer's addresses to offer for the session (the network's first, then loopback).
#[tauri::command]
#[specta::specta]
pub fn phone_addresses() -> Vec<String> {
    hexadraft_venue::suggested_addresses()
        .into_iter()
        .map(|ip| ip.to_string())
        .collect()
}

/// Starts serving the phone pages at `address` (`IP:PORT`), replacing a running session.
#[tauri::command]
#[specta::specta]
pub async fn start_phone_session(
    handle: AppHandle,
    app: State<'_, Arc<App>>,
    phones: State<'_, PhoneSession>,
    address: String,
) -> Result<SessionStatus, ErrorReport> {
    phones.close();
    let session = Session::start_at(Arc::clone(&app), &address, move |journal_id| {
        // Emitted by the name the generated bindings listen to (tauri-specta's event name for
        // the type), without the bindings' type registry in the running app.
        let _ = handle.emit(
            PHONE_MOVED,
            PhoneMoved {
                journal_id: journal_id.to_owned(),
            },
        );
    })
    .await?;
    let status = session.status();
    *phones.lock() = Some(session);
    Ok(status)
}

/// Stops serving: every phone's address dies.
#[tauri::command]
#[specta::specta]
pub fn stop_phone_session(phones: State<'_, PhoneSession>) {
    phones.close();
}

/// The running session's addresses, or `None` when none runs.
#[tauri::command]
#[specta::specta]
pub fn phone_session_status(phones: State<'_, PhoneSession>) -> Option<SessionStatus> {
    phones.lock().as_ref().map(Session::status)
}

/// Opens a draft to its players' phones: each seat's address and QR code.
#[tauri::command(async)]
#[specta::specta]
pub fn share_draft_with_phones(
    phones: State<'_, PhoneSession>,
    draft_id: String,
) -> Result<SharedDraft, ErrorReport> {
    let guard = phones.lock();
    let session = guard.as_ref().ok_or_else(not_running)?;
    Ok(session.share_draft(&draft_id)?)
}

/// Withdraws a draft's seat addresses.
#[tauri::command]
#[specta::specta]
pub fn unshare_draft_with_phones(phones: State<'_, PhoneSession>, draft_id: String) {
    if let Some(session) = phones.lock().as_ref() {
        session.unshare_draft(&draft_id);
    }
}

/// Opens the room page (pairings, standings, round timer) of an event.
#[tauri::command(async)]
#[specta::specta]
pub fn share_room_with_phones(
    phones: State<'_, PhoneSession>,
    event_id: String,
) -> Result<RoomLink, ErrorReport> {
    let guard = phones.lock();
    let session = guard.as_ref().ok_or_else(not_running)?;
    Ok(session.share_room(&event_id)?)
}

/// Gives each player of an Imperial Assault event their own page (their game, the result
/// reported from their phone, their standing): each player's address and QR code.
#[tauri::command(async)]
#[specta::specta]
pub fn share_players_with_phones(
    phones: State<'_, PhoneSession>,
    event_id: String,
) -> Result<SharedPlayers, ErrorReport> {
    let guard = phones.lock();
    let session = guard.as_ref().ok_or_else(not_running)?;
    Ok(session.share_players(&event_id)?)
}

/// Withdraws an event's player pages.
#[tauri::command]
#[specta::specta]
pub fn unshare_players_with_phones(phones: State<'_, PhoneSession>, event_id: String) {
    if let Some(session) = phones.lock().as_ref() {
        session.unshare_players(&event_id);
    }
}

/// Shows (or hides) the round timer on the room page.
#[tauri::command]
#[specta::specta]
pub fn set_room_timer(phones: State<'_, PhoneSession>, timer: Option<RoomTimer>) {
    if let Some(session) = phones.lock().as_ref() {
        session.set_room_timer(timer);
    }
}

/// Opens a draft's public view to a spectator page (a caster, a side screen), `delay_seconds`
/// behind the table (0: live): its address and QR code. Sharing again changes the delay.
#[tauri::command(async)]
#[specta::specta]
pub fn share_draft_with_spectators(
    phones: State<'_, PhoneSession>,
    draft_id: String,
    delay_seconds: u32,
) -> Result<SpectatorLink, ErrorReport> {
    let guard = phones.lock();
    let session = guard.as_ref().ok_or_else(not_running)?;
    Ok(session.share_spectator(&draft_id, delay_seconds)?)
}

/// Withdraws a draft's spectator page.
#[tauri::command]
#[specta::specta]
pub fn unshare_draft_with_spectators(phones: State<'_, PhoneSession>, draft_id: String) {
    if let Some(session) = phones.lock().as_ref() {
        session.unshare_spectator(&draft_id);
    }
}

/// Opens every table's draft of an event round to one spectator page, `delay_seconds` behind
/// the tables: its address and QR code. Sharing again changes the delay.
#[tauri::command(async)]
#[specta::specta]
pub fn share_round_with_spectators(
    phones: State<'_, PhoneSession>,
    event_id: String,
    round: u32,
    delay_seconds: u32,
) -> Result<RoundSpectatorLink, ErrorReport> {
    let guard = phones.lock();
    let session = guard.as_ref().ok_or_else(not_running)?;
    Ok(session.share_round_spectators(&event_id, round, delay_seconds)?)
}

/// Withdraws an event round's spectator page.
#[tauri::command]
#[specta::specta]
pub fn unshare_round_with_spectators(
    phones: State<'_, PhoneSession>,
    event_id: String,
    round: u32,
) {
    if let Some(session) = phones.lock().as_ref() {
        session.unshare_round_spectators(&event_id, round);
    }
}
