//! An event as every audience beyond the desk sees it (the projector, the room page, the players'
//! phones): the desk's view without a round paired as a proposal, by the kernel's one rule
//! (`kernel/audience.rs`; docs/rulings.md, "Publishing a round").

use super::agl::EventView;
use super::ia::IaEventView;
use super::EventDesk;
use crate::error::AppError;
use crate::kernel::audience::{ia_published_only, published_only};
use crate::App;

impl EventDesk {
    /// The event as an audience beyond the desk sees it: without the round paired as a
    /// proposal, if there is one (it is always the latest).
    pub fn for_audience(self) -> EventDesk {
        match self {
            EventDesk::Agl(view) => EventDesk::Agl(agl_for_audience(view)),
            EventDesk::ImperialAssault(view) => EventDesk::ImperialAssault(ia_for_audience(view)),
        }
    }
}

/// An AGL event as an audience sees it.
pub(super) fn agl_for_audience(mut view: EventView) -> EventView {
    if let Some(snapshot) = view.snapshot.as_mut() {
        published_only(snapshot);
    }
    view
}

/// An Imperial Assault event as an audience sees it.
pub(super) fn ia_for_audience(mut view: IaEventView) -> IaEventView {
    if let Some(snapshot) = view.snapshot.as_mut() {
        ia_published_only(snapshot);
    }
    view
}

impl App {
    /// An event as every audience beyond the desk sees it (the projector, the room page, the
    /// players' phones): without a round not yet published.
    ///
    /// # Errors
    /// An unknown or damaged journal, or one that is not an event.
    pub fn audience_event(&self, id: &str) -> Result<EventDesk, AppError> {
        Ok(self.get_event(id)?.for_audience())
    }
}
