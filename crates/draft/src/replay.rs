//! A finished draft told again step by step, as everyone may see it: the public view before the
//! first action and after each one, with who acted (by name), what they did and the clause that
//! made it legal. Built only from a complete draft (docs/rulings.md, "Replaying a finished
//! draft"), and only from public views, so no step shows a secret (a locked deck never, a locked
//! Vassily swap only from its reveal on).

use crate::action::{ActionKind, DraftAction, DraftEvent, Refusal, Step};
use crate::clause::Clause;
use crate::draft::Draft;
use crate::format::DraftFormat;
use crate::rules::Mod;
use crate::seat::Seat;
use crate::setup::SetupError;
use crate::view::{DraftView, Viewer};
use hexadraft_catalog::Catalog;
use serde::{Deserialize, Serialize};

/// One step of a replay: one accepted action and the draft as everyone saw it afterwards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ReplayStep {
    /// The step's number, from 1.
    pub number: u32,
    /// The seat that acted.
    pub seat: Seat,
    /// The name of the player in that seat.
    pub player: String,
    /// What kind of action it was.
    pub action: ActionKind,
    /// The draft's step when the action was taken.
    pub step: Step,
    /// The clause under which the action was legal.
    pub clause: Clause,
    /// What the action did, as both players were told (never an unrevealed secret).
    pub event: DraftEvent,
    /// The draft as a spectator saw it after the action.
    pub view: DraftView,
}

/// A finished draft from its start to its end, in public views only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DraftReplay {
    /// The draft as a spectator saw it before the first action (Player A already decided when a
    /// coin decided it).
    pub start: DraftView,
    /// Every accepted action in order, undos included: the replay tells what happened.
    pub steps: Vec<ReplayStep>,
}

/// Why a draft cannot be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ReplayStepsError {
    /// The draft still has `step` to come; only a finished draft is replayed.
    #[error(
        "the draft is not finished (it is at the {step} step), so it is not replayed ({})",
        Clause::RulingReplay
    )]
    NotFinished {
        /// The step the draft waits at.
        step: Step,
    },
    /// The setup no longer starts a draft with this catalog.
    #[error("{error}")]
    Setup {
        /// Every problem.
        error: SetupError,
    },
    /// An action of the draft was refused when applied again (another catalog).
    #[error("action {index} was refused: {refusal}")]
    Refused {
        /// Its position, from 0.
        index: u32,
        /// Why.
        refusal: Refusal,
    },
}

impl ReplayStepsError {
    /// The clause the error cites.
    pub fn clause(&self) -> Clause {
        match self {
            ReplayStepsError::NotFinished { .. } => Clause::RulingReplay,
            ReplayStepsError::Setup { .. } => Clause::StartingLineup,
            ReplayStepsError::Refused { refusal, .. } => refusal.clause(),
        }
    }
}

/// The clause under which `action`, taken at `step` of a draft with `draft`'s Mods, was legal.
fn clause_of(draft: &Draft, action: &DraftAction) -> Clause {
    let mods = draft.mods();
    // An organizer's format sets its own bans and picks (docs/rulings.md, "Draft formats").
    let custom = draft.format() != &DraftFormat::official(mods);
    match action {
        DraftAction::Ban { .. } | DraftAction::Pick { .. } if custom => Clause::RulingDraftFormats,
        DraftAction::LockPick { .. } => Clause::RulingDraftFormats,
        // An organizer's format may hold a hidden swap under Mods without Vassily.
        DraftAction::LockSwap { .. } if !mods.has(Mod::Vassily) => Clause::RulingDraftFormats,
        DraftAction::ChooseRoles { .. } => Clause::CompassTransportation,
        DraftAction::Ban { .. } => Clause::KoorieQueenMod,
        DraftAction::Pick { .. } if mods.has(Mod::FinalBoss) => Clause::FinalBossTeams,
        DraftAction::Pick { .. } if mods.has(Mod::Semy) => Clause::SemyMod,
        DraftAction::Pick { .. } => Clause::BuildingTeamsEachRound,
        DraftAction::LockSwap { .. } => Clause::VassilyMod,
        DraftAction::LockDeck { .. } if mods.has(Mod::FinalBoss) => Clause::FinalBossDeck,
        DraftAction::LockDeck { .. } => Clause::Deckbuilding,
        DraftAction::NameAccesstelTarget { .. } => Clause::Accesstel,
        DraftAction::Undo { .. } => Clause::RulingUndo,
    }
}

/// Replays the finished `draft` from its setup, action by action, keeping what a spectator saw
/// at each step.
///
/// # Errors
/// [`ReplayStepsError::NotFinished`] when the draft is not complete: nothing of it is replayed.
/// The others only when `catalog` is not the one the draft was played with.
pub fn replay_steps(catalog: &Catalog, draft: &Draft) -> Result<DraftReplay, ReplayStepsError> {
    if !draft.is_complete() {
        return Err(ReplayStepsError::NotFinished { step: draft.step() });
    }
    let mut again = Draft::new_in_format(catalog, draft.setup().clone(), draft.format().clone())
        .map_err(|error| ReplayStepsError::Setup { error })?;
    let start = again.view(Viewer::Public);
    let mut steps = Vec::with_capacity(draft.actions().len());
    for (index, action) in draft.actions().iter().enumerate() {
        let number = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let step = again.step();
        let clause = clause_of(&again, action);
        let seat = action.seat();
        let event = again
            .apply(action.clone())
            .map_err(|refusal| ReplayStepsError::Refused {
                index: number - 1,
                refusal,
            })?;
        steps.push(ReplayStep {
            number,
            seat,
            player: again.setup().players.get(seat).name.clone(),
            action: action.kind(),
            step,
            clause,
            event,
            view: again.view(Viewer::Public),
        });
    }
    Ok(DraftReplay { start, steps })
}
