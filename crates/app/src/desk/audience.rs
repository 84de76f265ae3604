//! What every audience other than the organizer's desk may see of an event: the projector, the
//! room page and the players' phones, the printed pairings and match slips, and the spectators
//! of a round's drafts. A round paired as a proposal is the desk's alone until the organizer
//! publishes it (docs/rulings.md, "Publishing a round"), so each of those views is made from the
//! event as this module gives it, and nothing else decides what a proposal shows.

use super::agl::EventView;
use super::ia::IaEventView;
use super::EventDesk;
use crate::error::AppError;
use crate::App;
use hexadraft_draft::Clause;
use hexadraft_event::ia::{IaEventSnapshot, IaGameRef, IaRefusal, IaRound, IaTournament};
use hexadraft_event::{EventRefusal, EventSnapshot, Round, Tournament};

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

fn published_only(snapshot: &mut EventSnapshot) {
    snapshot.rounds.retain(|r| r.published);
}

fn ia_published_only(snapshot: &mut IaEventSnapshot) {
    let proposed: Vec<u32> = snapshot
        .rounds
        .iter()
        .filter(|r| !r.published)
        .map(|r| r.round)
        .collect();
    snapshot.rounds.retain(|r| r.published);
    // The engine takes no report for a proposal; the filter says so once more for any view.
    snapshot.reports.retain(|r| match r.game {
        IaGameRef::Swiss { round, .. } => !proposed.contains(&round),
        IaGameRef::Cut { .. } => true,
    });
}

/// The rounds of an AGL event an audience sees: every round but a proposal.
pub(crate) fn shown_rounds(tournament: &Tournament) -> impl Iterator<Item = &Round> {
    tournament.rounds().iter().filter(|r| r.published)
}

/// The Swiss rounds of an Imperial Assault event an audience sees: every round but a proposal.
pub(crate) fn ia_shown_rounds(tournament: &IaTournament) -> impl Iterator<Item = &IaRound> {
    tournament.rounds().iter().filter(|r| r.published)
}

/// Refused when round `round` of an AGL event is a proposal: a paper or a view made for the
/// room waits for it to be published.
pub(crate) fn agl_round_shown(tournament: &Tournament, round: u32) -> Result<(), AppError> {
    match tournament.round(round) {
        Some(r) if !r.published => Err(EventRefusal::RoundNotPublished {
            round,
            clause: Clause::RulingPublishRound,
        }
        .into()),
        _ => Ok(()),
    }
}

/// Refused when Swiss round `round` of an Imperial Assault event is a proposal.
pub(crate) fn ia_round_shown(tournament: &IaTournament, round: u32) -> Result<(), AppError> {
    let proposed = round
        .checked_sub(1)
        .and_then(|i| tournament.rounds().get(usize::try_from(i).ok()?))
        .is_some_and(|r| !r.published);
    if proposed {
        Err(IaRefusal::RoundNotPublished {
            round,
            clause: Clause::RulingPublishRound,
        }
        .into())
    } else {
        Ok(())
    }
}

/// Refused while the event has a round paired as a proposal: a player-safe export would let
/// anyone replay it.
pub(crate) fn no_proposal(event: &EventDesk) -> Result<(), AppError> {
    let clause = Clause::RulingPublishRound;
    match event {
        EventDesk::Agl(view) => match view.snapshot.as_ref().and_then(|s| s.rounds.last()) {
            Some(r) if !r.published => Err(EventRefusal::RoundNotPublished {
                round: r.number,
                clause,
            }
            .into()),
            _ => Ok(()),
        },
        EventDesk::ImperialAssault(view) => {
            match view.snapshot.as_ref().and_then(|s| s.rounds.last()) {
                Some(r) if !r.published => Err(IaRefusal::RoundNotPublished {
                    round: r.round,
                    clause,
                }
                .into()),
                _ => Ok(()),
            }
        }
    }
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
