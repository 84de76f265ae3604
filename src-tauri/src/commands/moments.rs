//! An event as it stood at the desk: the moments to open it at, the event read-only at one of
//! them, two moments compared, and "Continue from here".

use hexadraft_app::moments::{ContinuedEvent, EventAsItStood, EventMoments, MomentComparison};
use hexadraft_app::{App, ErrorReport};
use std::sync::Arc;
use tauri::State;

/// Every moment the event `id` can be opened at as it stood.
#[tauri::command(async)]
#[specta::specta]
pub fn event_moments(app: State<'_, Arc<App>>, id: String) -> Result<EventMoments, ErrorReport> {
    Ok(app.event_moments(&id)?)
}

/// The event `id` as it stood after entry `seq`, read-only.
#[tauri::command(async)]
#[specta::specta]
pub fn event_as_it_stood(
    app: State<'_, Arc<App>>,
    id: String,
    seq: u32,
) -> Result<EventAsItStood, ErrorReport> {
    Ok(app.event_as_it_stood(&id, seq)?)
}

/// What changed in the event `id` from moment `from` to moment `to`.
#[tauri::command(async)]
#[specta::specta]
pub fn compare_moments(
    app: State<'_, Arc<App>>,
    id: String,
    from: u32,
    to: u32,
) -> Result<MomentComparison, ErrorReport> {
    Ok(app.compare_moments(&id, from, to)?)
}

/// A new event named `name`, copied from the event `id` up to entry `seq`.
#[tauri::command(async)]
#[specta::specta]
pub fn continue_from_moment(
    app: State<'_, Arc<App>>,
    id: String,
    seq: u32,
    name: String,
) -> Result<ContinuedEvent, ErrorReport> {
    Ok(app.continue_from_moment(&id, seq, &name)?)
}
