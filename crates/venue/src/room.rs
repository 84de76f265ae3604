//! The room page's view: the app's projection of the event for the room (`App::room_view`, the
//! same the projector window shows, for either ruleset) and the round timer as the organizer's
//! screen last set it.

use hexadraft_app::desk::phone::IaPlayerPage;
use hexadraft_app::desk::room::RoomView;
use serde::{Deserialize, Serialize};

/// The round timer as the organizer's screen last set it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RoomTimer {
    /// The round's length, in seconds.
    pub duration_seconds: u32,
    /// Seconds left when it was set (negative in overtime).
    pub remaining_seconds: i32,
    /// Whether it is running.
    pub running: bool,
}

impl RoomTimer {
    /// The timer `elapsed` seconds after it was set.
    pub(crate) fn after(self, elapsed: u64) -> RoomTimer {
        if !self.running {
            return self;
        }
        let elapsed = i32::try_from(elapsed).unwrap_or(i32::MAX);
        RoomTimer {
            remaining_seconds: self.remaining_seconds.saturating_sub(elapsed),
            ..self
        }
    }
}

/// What the room page shows: the app's projection of the event for the room, and the timer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomPage {
    /// The event as the room sees it.
    #[serde(flatten)]
    pub event: RoomView,
    /// The round timer, if the organizer shows one.
    pub timer: Option<RoomTimer>,
}

/// What an Imperial Assault player's own page shows: the app's player page (their game, its
/// reports, their standing, the room's view) and the round timer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerPage {
    /// The player's page.
    #[serde(flatten)]
    pub page: IaPlayerPage,
    /// The round timer, if the organizer shows one.
    pub timer: Option<RoomTimer>,
}
