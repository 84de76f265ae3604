//! The backups made at the start and end of an event's rounds, for either ruleset: which round
//! moments an accepted action passed (a round starts when the room sees it: paired, or published
//! when the event pairs proposals), and the copy of the database at each, made once the action
//! is durable (docs/reliability.md, "Round backups").

use crate::error::{AppError, ErrorReport};
use crate::kernel::event_journal::ReplayedEvent;
use crate::kernel::state::State;
use hexadraft_event::ia::IaTournament;
use hexadraft_event::Tournament;
use hexadraft_storage::{BackupMoment, JournalId, RoundEdge};
use std::collections::HashMap;

/// Where one paired round stands: its number, and whether every table has its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct RoundMark {
    pub(crate) round: u32,
    pub(crate) complete: bool,
}

/// An event engine's paired rounds, as round backups see them.
pub(crate) trait RoundMarks {
    /// Every paired round the room has seen, in order. A round paired as a proposal starts when
    /// it is published, the moment the room sees it (docs/rulings.md, "Publishing a round"); an
    /// event without publishing publishes each round as it pairs it, so its start is its pairing.
    fn round_marks(&self) -> Vec<RoundMark>;
}

impl RoundMarks for Tournament {
    fn round_marks(&self) -> Vec<RoundMark> {
        crate::kernel::audience::shown_rounds(self)
            .map(|round| RoundMark {
                round: round.number,
                complete: round.tables_without_result().is_empty(),
            })
            .collect()
    }
}

/// The Swiss rounds; the cut's elimination rounds are not round moments (docs/reliability.md).
impl RoundMarks for IaTournament {
    fn round_marks(&self) -> Vec<RoundMark> {
        crate::kernel::audience::ia_shown_rounds(self)
            .map(|round| RoundMark {
                round: round.round,
                complete: round.results_missing() == 0,
            })
            .collect()
    }
}

/// The round marks of an event replayed, or none when its definition no longer checks.
pub(crate) fn marks_of<T: RoundMarks>(open: &ReplayedEvent<T>) -> Vec<RoundMark> {
    open.tournament
        .as_ref()
        .map(RoundMarks::round_marks)
        .unwrap_or_default()
}

/// The moments passed between `before` and `after`: a round paired that was not (its start),
/// and a round whose every result is in that was not complete (its end), in order.
pub(crate) fn moments_passed(before: &[RoundMark], after: &[RoundMark]) -> Vec<(u32, RoundEdge)> {
    let mut passed = Vec::new();
    for mark in after {
        let was = before.iter().find(|b| b.round == mark.round);
        if was.is_none() {
            passed.push((mark.round, RoundEdge::Start));
        }
        if mark.complete && !was.is_some_and(|b| b.complete) {
            passed.push((mark.round, RoundEdge::End));
        }
    }
    passed
}

/// After an action on the event `id` was recorded (durable), makes the backup of every round
/// moment it passed since `before`. A backup that cannot be made is answered as a warning and
/// changes nothing else: the action stands.
pub(crate) fn back_up_round_moments<T: RoundMarks>(
    state: &mut State,
    open: fn(&mut State) -> &mut HashMap<JournalId, ReplayedEvent<T>>,
    id: &JournalId,
    before: &[RoundMark],
) -> Option<ErrorReport> {
    let (after, title) = match state.replayed(open, id) {
        Ok(event) => (marks_of(event), event.title.clone()),
        Err(_) => return None,
    };
    let passed = moments_passed(before, &after);
    if passed.is_empty() {
        return None;
    }
    let store = match state.store_mut() {
        Ok(store) => store,
        Err(error) => return Some(error.into()),
    };
    for (round, edge) in passed {
        let moment = BackupMoment {
            event_id: id.as_str().to_owned(),
            event_title: title.clone(),
            round,
            edge,
        };
        if let Err(error) = store.backup_round(moment) {
            return Some(AppError::from(error).into());
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mark(round: u32, complete: bool) -> RoundMark {
        RoundMark { round, complete }
    }

    #[test]
    fn pairing_a_round_is_its_start_and_its_last_result_its_end() {
        assert_eq!(
            moments_passed(&[mark(1, true)], &[mark(1, true), mark(2, false)]),
            vec![(2, RoundEdge::Start)]
        );
        assert_eq!(
            moments_passed(&[mark(1, false)], &[mark(1, true)]),
            vec![(1, RoundEdge::End)]
        );
        // A result that leaves tables without one, or corrects a complete round, is no moment.
        assert!(moments_passed(&[mark(1, false)], &[mark(1, false)]).is_empty());
        assert!(moments_passed(&[mark(1, true)], &[mark(1, true)]).is_empty());
        // A round paired with nothing to play (one player, the bye) starts and ends at once.
        assert_eq!(
            moments_passed(&[], &[mark(1, true)]),
            vec![(1, RoundEdge::Start), (1, RoundEdge::End)]
        );
        // A round paired again after it was undone starts again.
        assert!(moments_passed(&[mark(1, false)], &[]).is_empty());
        assert_eq!(
            moments_passed(&[], &[mark(1, false)]),
            vec![(1, RoundEdge::Start)]
        );
    }
}
