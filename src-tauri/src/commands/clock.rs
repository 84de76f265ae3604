//! The pace clock's timer: a thread that asks hexadraft-app, twice a second, to expire every
//! turn whose time has run out. The app journals each expiry (synced) before it answers; only
//! then are the draft's screen and phones told.

use super::phones::PhoneSession;
use hexadraft_app::App;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tauri::{AppHandle, Emitter, Manager};

/// The event's name, as the generated bindings listen for it (`events.turnExpired`).
pub const TURN_EXPIRED: &str = "turn-expired";

/// How often the timer asks: the clock counts whole seconds, so a turn expires at most half a
/// second after its last one.
const TICK: Duration = Duration::from_millis(500);

/// A turn of a draft ran out and the rule's move was recorded: the screen showing the draft
/// looks again.
#[derive(Debug, Clone, Serialize, Deserialize, specta::Type, tauri_specta::Event)]
#[serde(rename_all = "camelCase")]
pub struct TurnExpired {
    /// The draft's journal id.
    pub journal_id: String,
}

/// Starts the timer for as long as the app runs.
pub fn start_turn_timer(handle: AppHandle) {
    let started = std::thread::Builder::new()
        .name("pace-clock".to_owned())
        .spawn(move || {
            // Each failing draft's last logged code: a failure is logged when it starts or
            // changes, not twice a second while it lasts.
            let mut logged: HashMap<String, String> = HashMap::new();
            loop {
                std::thread::sleep(TICK);
                let app = handle.state::<Arc<App>>();
                let pass = app.expire_due_turns();
                for journal_id in pass.expired {
                    handle.state::<PhoneSession>().draft_changed(&journal_id);
                    let _ = handle.emit(TURN_EXPIRED, TurnExpired { journal_id });
                }
                let failing: HashMap<String, String> = pass
                    .failed
                    .into_iter()
                    .map(|failure| (failure.journal_id, failure.error.code()))
                    .collect();
                for (journal_id, code) in &failing {
                    if logged.get(journal_id) != Some(code) {
                        // By its code only; the next tick tries again.
                        tracing::warn!(journal = %journal_id, %code, "a due turn was not expired");
                    }
                }
                logged = failing;
            }
        });
    if let Err(error) = started {
        tracing::error!(%error, "the pace clock's timer did not start");
    }
}
