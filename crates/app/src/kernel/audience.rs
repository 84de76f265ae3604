//! What every audience other than the organizer's desk may see of an event's rounds: a round
//! paired as a proposal is the desk's alone until the organizer publishes it (docs/rulings.md,
//! "Publishing a round"). The room view and the players' pages (`desk::audience`), the printed
//! pairings and match slips, a round's spectators, a table's draft, the statistics and the
//! player-safe exports all ask here, so one place decides what a proposal shows: nothing.

use crate::error::AppError;
use hexadraft_draft::Clause;
use hexadraft_event::ia::{
    IaAction, IaEventSnapshot, IaGameRef, IaRefusal, IaRound, IaStage, IaTournament,
};
use hexadraft_event::{
    EventAction, EventRefusal, EventSnapshot, EventStage, Round, RulesetKind, Tournament,
};

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
    // The stage as it stood before the proposal: an audience does not learn one exists.
    if let EventStage::RoundProposed { round } = snapshot.stage {
        snapshot.stage = if round <= 1 {
            EventStage::Registration
        } else {
            EventStage::ReadyToPair { next_round: round }
        };
    }
    snapshot.open.publish_round = None;
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
    if let IaStage::RoundProposed { round } = snapshot.stage {
        snapshot.stage = if round <= 1 {
            IaStage::Registration
        } else {
            IaStage::ReadyToPair { next_round: round }
        };
    }
    snapshot.open.publish_round = None;
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

/// What an action does to a round's pairing, as far as a proposal's cut is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RoundStep {
    Paired(u32),
    Unpaired(u32),
    Published(u32),
    Other,
}

fn agl_step(action: &EventAction) -> RoundStep {
    match action {
        EventAction::PairNextRound { round, .. } => RoundStep::Paired(*round),
        EventAction::UnpairRound { round } => RoundStep::Unpaired(*round),
        EventAction::PublishRound { round } => RoundStep::Published(*round),
        _ => RoundStep::Other,
    }
}

fn ia_step(action: &IaAction) -> RoundStep {
    match action {
        IaAction::PairNextRound { round, .. } => RoundStep::Paired(*round),
        IaAction::UnpairRound { round } => RoundStep::Unpaired(*round),
        IaAction::PublishRound { round } => RoundStep::Published(*round),
        _ => RoundStep::Other,
    }
}

/// Where a player-safe copy of an event's journal ends while the event has a proposal
/// (docs/rulings.md, "Publishing a round"), and whether round 1 is paired in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ProposalCut {
    /// The entries kept: every one before the first pairing never published since.
    pub(crate) entries: u32,
    /// Whether round 1 is paired in the entries kept (else the definition's seed, which would
    /// predict its draw, is withheld as for any event before round 1).
    pub(crate) round_one_paired: bool,
}

/// The cut of a journal whose actions are `steps`, or `None` when no round is paired and not
/// published since (no proposal). It falls before the first pairing of a round never published
/// after it: the current proposal, and any earlier proposal taken back since, which with a fixed
/// seed would be the same tables.
fn proposal_cut(steps: &[RoundStep]) -> Option<ProposalCut> {
    let first_unpublished = steps.iter().enumerate().position(|(i, step)| match step {
        RoundStep::Paired(round) => !steps[i..].contains(&RoundStep::Published(*round)),
        _ => false,
    })?;
    let kept = &steps[..first_unpublished];
    let paired = kept.iter().filter(|s| **s == RoundStep::Paired(1)).count();
    let unpaired = kept
        .iter()
        .filter(|s| **s == RoundStep::Unpaired(1))
        .count();
    Some(ProposalCut {
        entries: u32::try_from(first_unpublished).ok()?,
        round_one_paired: paired > unpaired,
    })
}

/// The cut of an AGL event's journal while it has a proposal; `None` without one.
pub(crate) fn agl_proposal_cut(tournament: &Tournament) -> Option<ProposalCut> {
    let proposal = tournament.rounds().last().is_some_and(|r| !r.published);
    if !proposal {
        return None;
    }
    let steps: Vec<RoundStep> = tournament.actions().iter().map(agl_step).collect();
    proposal_cut(&steps)
}

/// The cut of an Imperial Assault event's journal while it has a proposal; `None` without one.
pub(crate) fn ia_proposal_cut(tournament: &IaTournament) -> Option<ProposalCut> {
    let proposal = tournament.rounds().last().is_some_and(|r| !r.published);
    if !proposal {
        return None;
    }
    let steps: Vec<RoundStep> = tournament.actions().iter().map(ia_step).collect();
    proposal_cut(&steps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use RoundStep::{Other, Paired, Published, Unpaired};

    fn cut(steps: &[RoundStep]) -> Option<(u32, bool)> {
        proposal_cut(steps).map(|c| (c.entries, c.round_one_paired))
    }

    #[test]
    fn the_cut_falls_before_the_first_pairing_never_published() {
        // Round 1 proposed: nothing of it is kept, nor what came after (a late registration).
        assert_eq!(cut(&[Other, Other, Paired(1), Other]), Some((2, false)));
        // Round 2 proposed after round 1 was published and played.
        assert_eq!(
            cut(&[Other, Paired(1), Published(1), Other, Paired(2)]),
            Some((4, true))
        );
        // Paired again: the first proposal, taken back, goes too.
        assert_eq!(
            cut(&[
                Paired(1),
                Published(1),
                Paired(2),
                Unpaired(2),
                Other,
                Paired(2)
            ]),
            Some((2, true))
        );
        // A published round taken back and proposed again: the published pairing stays, its
        // taking back too; round 1 is then unpaired in the copy.
        assert_eq!(
            cut(&[Other, Paired(1), Published(1), Unpaired(1), Paired(1)]),
            Some((4, false))
        );
        // Nothing unpublished: no cut.
        assert_eq!(cut(&[Paired(1), Published(1), Other]), None);
    }
}
