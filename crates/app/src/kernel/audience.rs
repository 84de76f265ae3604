//! What every audience other than the organizer's desk may see of an event's rounds: a round
//! paired as a proposal is the desk's alone until the organizer publishes it (docs/rulings.md,
//! "Publishing a round"). The room view and the players' pages (`desk::audience`), the printed
//! pairings and match slips, a round's spectators, a table's draft, the statistics and the
//! player-safe exports all ask here, so one place decides what a proposal shows: nothing.

use crate::error::AppError;
use hexadraft_draft::Clause;
use hexadraft_event::ia::{IaEventSnapshot, IaGameRef, IaRefusal, IaRound, IaTournament};
use hexadraft_event::{EventRefusal, EventSnapshot, Round, RulesetKind, Tournament};

/// The rounds of an AGL event an audience sees: every round but a proposal.
pub(crate) fn shown_rounds(tournament: &Tournament) -> impl Iterator<Item = &Round> {
    tournament.rounds().iter().filter(|r| r.published)
}

/// The Swiss rounds of an Imperial Assault event an audience sees: every round but a proposal.
pub(crate) fn ia_shown_rounds(tournament: &IaTournament) -> impl Iterator<Item = &IaRound> {
    tournament.rounds().iter().filter(|r| r.published)
}

/// An AGL snapshot as an audience sees it: without a proposal (always the latest round).
pub(crate) fn published_only(snapshot: &mut EventSnapshot) {
    snapshot.rounds.retain(|r| r.published);
}

/// An Imperial Assault snapshot as an audience sees it: without a proposal, nor any report for
/// it (the engine takes none; said once more for any view made from the snapshot).
pub(crate) fn ia_published_only(snapshot: &mut IaEventSnapshot) {
    let proposed: Vec<u32> = snapshot
        .rounds
        .iter()
        .filter(|r| !r.published)
        .map(|r| r.round)
        .collect();
    snapshot.rounds.retain(|r| r.published);
    snapshot.reports.retain(|r| match r.game {
        IaGameRef::Swiss { round, .. } => !proposed.contains(&round),
        IaGameRef::Cut { .. } => true,
    });
}

/// The refusal of anything made for an audience from round `round`, a proposal, of an event
/// under `ruleset`.
pub(crate) fn proposal_refused(ruleset: RulesetKind, round: u32) -> AppError {
    let clause = Clause::RulingPublishRound;
    match ruleset {
        RulesetKind::Agl => EventRefusal::RoundNotPublished { round, clause }.into(),
        RulesetKind::ImperialAssault => IaRefusal::RoundNotPublished { round, clause }.into(),
    }
}

/// Refused when round `round` of an AGL event is a proposal.
pub(crate) fn agl_round_shown(tournament: &Tournament, round: u32) -> Result<(), AppError> {
    match tournament.round(round) {
        Some(r) if !r.published => Err(proposal_refused(RulesetKind::Agl, round)),
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
        Err(proposal_refused(RulesetKind::ImperialAssault, round))
    } else {
        Ok(())
    }
}
