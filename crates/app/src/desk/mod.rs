//! The organizer's event desk, for every ruleset through one door: create an event, open it,
//! apply an action, write its paper. Each game's own use cases (and its views) live in its
//! submodule; this module holds only what every ruleset shares and the dispatch to them, by
//! the ruleset kind read once from the journal's header. A third ruleset adds one submodule
//! and one variant to each enum here.

pub mod agl;
pub mod audience;
pub mod ia;
pub mod phone;
pub mod room;

pub use crate::kernel::event_journal::EventHeader;

use crate::error::{AppError, ReadOnly};
use crate::{journal_id, App};
use agl::{EventActionOutcome, EventView};
use hexadraft_event::ia::{IaAction, IaEventDefinition};
use hexadraft_event::{EventAction, EventDefinition, RulesetKind};
use hexadraft_paper::Language;
use ia::{IaActionOutcome, IaEventRequest, IaEventView, MissionList};
use serde::{Deserialize, Serialize};

/// A new event as the setup screen sends it, under its ruleset.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "ruleset", content = "definition", rename_all = "camelCase")]
pub enum EventRequest {
    /// An AGL event.
    Agl(EventDefinition),
    /// An Imperial Assault event, its valid missions not yet checked.
    ImperialAssault(IaEventRequest),
}

impl From<EventDefinition> for EventRequest {
    fn from(definition: EventDefinition) -> Self {
        EventRequest::Agl(definition)
    }
}

impl From<IaEventRequest> for EventRequest {
    fn from(request: IaEventRequest) -> Self {
        EventRequest::ImperialAssault(request)
    }
}

impl From<IaEventDefinition> for EventRequest {
    fn from(definition: IaEventDefinition) -> Self {
        EventRequest::ImperialAssault(IaEventRequest {
            ruleset: definition.ruleset,
            name: definition.name,
            category: definition.category,
            structure: definition.structure,
            missions: MissionList {
                missions: definition.missions.missions().to_vec(),
            },
            sos_method: definition.sos_method,
            staff: definition.staff,
            seed: definition.seed,
            rulings: Some(definition.rulings),
            publish_rounds: definition.publish_rounds,
        })
    }
}

/// An event as its desk shows it, tagged with its ruleset: the screen picks the desk by it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "ruleset", rename_all = "camelCase")]
pub enum EventDesk {
    /// An AGL event.
    Agl(EventView),
    /// An Imperial Assault event.
    ImperialAssault(IaEventView),
}

impl EventDesk {
    /// Which ruleset the event runs under.
    pub fn kind(&self) -> RulesetKind {
        match self {
            EventDesk::Agl(_) => RulesetKind::Agl,
            EventDesk::ImperialAssault(_) => RulesetKind::ImperialAssault,
        }
    }

    /// What every ruleset's desk shows above the event.
    pub fn header(&self) -> &EventHeader {
        match self {
            EventDesk::Agl(view) => &view.header,
            EventDesk::ImperialAssault(view) => &view.header,
        }
    }

    /// The journal id.
    pub fn id(&self) -> &str {
        &self.header().id
    }

    /// The number of actions seen: sent back with the next action.
    pub fn seq(&self) -> u32 {
        self.header().seq
    }

    /// Why the event can only be read, if it can.
    pub fn into_read_only(self) -> Option<ReadOnly> {
        match self {
            EventDesk::Agl(view) => view.header.read_only,
            EventDesk::ImperialAssault(view) => view.header.read_only,
        }
    }

    /// Whether round 1 is paired (registrations are then kept).
    pub fn round_one_paired(&self) -> bool {
        match self {
            EventDesk::Agl(view) => view.snapshot.as_ref().is_some_and(|s| !s.rounds.is_empty()),
            EventDesk::ImperialAssault(view) => {
                view.snapshot.as_ref().is_some_and(|s| !s.rounds.is_empty())
            }
        }
    }

    /// The AGL event's view, or `None` for another ruleset's.
    pub fn agl(self) -> Option<EventView> {
        match self {
            EventDesk::Agl(view) => Some(view),
            EventDesk::ImperialAssault(_) => None,
        }
    }

    /// The Imperial Assault event's view, or `None` for another ruleset's.
    pub fn imperial_assault(self) -> Option<IaEventView> {
        match self {
            EventDesk::ImperialAssault(view) => Some(view),
            EventDesk::Agl(_) => None,
        }
    }
}

/// An event as the screen first knows it: which ruleset's desk opens it, and its name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct EventIdentity {
    /// The ruleset its journal's header names.
    pub ruleset: RulesetKind,
    /// The event's name.
    pub title: String,
}

/// One organizer action, in its ruleset's vocabulary.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "ruleset", content = "action", rename_all = "camelCase")]
pub enum DeskAction {
    /// An action on an AGL event.
    Agl(EventAction),
    /// An action on an Imperial Assault event.
    ImperialAssault(IaAction),
}

impl From<EventAction> for DeskAction {
    fn from(action: EventAction) -> Self {
        DeskAction::Agl(action)
    }
}

impl From<IaAction> for DeskAction {
    fn from(action: IaAction) -> Self {
        DeskAction::ImperialAssault(action)
    }
}

/// What an accepted action changed, in its ruleset's terms.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "ruleset", content = "outcome", rename_all = "camelCase")]
pub enum DeskActionOutcome {
    // Both boxed: each is large, and their sizes differ widely.
    /// What changed in an AGL event.
    Agl(Box<EventActionOutcome>),
    /// What changed in an Imperial Assault event.
    ImperialAssault(Box<IaActionOutcome>),
}

impl DeskActionOutcome {
    /// The number of actions seen after this one: sent back with the next action.
    pub fn seq(&self) -> u32 {
        match self {
            DeskActionOutcome::Agl(outcome) => outcome.seq,
            DeskActionOutcome::ImperialAssault(outcome) => outcome.seq,
        }
    }

    /// The AGL outcome, or `None` for another ruleset's.
    pub fn agl(self) -> Option<EventActionOutcome> {
        match self {
            DeskActionOutcome::Agl(outcome) => Some(*outcome),
            DeskActionOutcome::ImperialAssault(_) => None,
        }
    }

    /// What changed in the Imperial Assault event, or `None` for another ruleset's.
    pub fn imperial_assault(self) -> Option<IaActionOutcome> {
        match self {
            DeskActionOutcome::ImperialAssault(outcome) => Some(*outcome),
            DeskActionOutcome::Agl(_) => None,
        }
    }
}

impl App {
    /// Creates an event under its ruleset: the engine checks the definition, which is recorded
    /// with the data pack and the language of its papers in a new journal.
    ///
    /// # Errors
    /// Every problem of the definition (an Imperial Assault pool of missions that does not
    /// check among them), a bad name, or a storage failure.
    pub fn create_event(
        &self,
        request: impl Into<EventRequest>,
        language: Language,
    ) -> Result<EventDesk, AppError> {
        Ok(match request.into() {
            EventRequest::Agl(definition) => {
                EventDesk::Agl(self.create_agl_event(definition, language)?)
            }
            EventRequest::ImperialAssault(request) => {
                EventDesk::ImperialAssault(self.create_ia_event(request.definition()?, language)?)
            }
        })
    }

    /// The ruleset an event runs under, as its journal's header names it.
    ///
    /// # Errors
    /// An unknown or damaged journal, or one that is not an event.
    pub fn event_ruleset(&self, id: &str) -> Result<RulesetKind, AppError> {
        self.lock_state().event_kind(&journal_id(id)?)
    }

    /// What the screen needs to open an event, read from its journal without replaying it or
    /// any other: the ruleset whose desk opens it, and its name.
    ///
    /// # Errors
    /// An unknown or damaged journal, or one that is not an event.
    pub fn event_identity(&self, id: &str) -> Result<EventIdentity, AppError> {
        let id = journal_id(id)?;
        let mut state = self.lock_state();
        let ruleset = state.event_kind(&id)?;
        let title = state.store_mut()?.journal(&id)?.summary.title.into();
        Ok(EventIdentity { ruleset, title })
    }

    /// An event as its desk shows it, under the ruleset its journal's header names.
    ///
    /// # Errors
    /// An unknown or damaged journal, or one that is not an event.
    pub fn get_event(&self, id: &str) -> Result<EventDesk, AppError> {
        Ok(match self.event_ruleset(id)? {
            RulesetKind::Agl => EventDesk::Agl(self.agl_event(id)?),
            RulesetKind::ImperialAssault => EventDesk::ImperialAssault(self.ia_event_at_desk(id)?),
        })
    }

    /// Applies one organizer action: the screen's `seq` is checked, the event's engine
    /// validates it, the journal records it (synced), and the answer says what changed, in the
    /// ruleset's terms.
    ///
    /// # Errors
    /// The engine's refusal (with its clause), an action of another ruleset than the event's,
    /// a stale screen, a read-only event, or a storage failure.
    pub fn apply_event_action(
        &self,
        id: &str,
        seq: u32,
        action: impl Into<DeskAction>,
    ) -> Result<DeskActionOutcome, AppError> {
        Ok(match action.into() {
            DeskAction::Agl(action) => {
                DeskActionOutcome::Agl(Box::new(self.apply_agl_action(id, seq, action)?))
            }
            DeskAction::ImperialAssault(action) => {
                DeskActionOutcome::ImperialAssault(Box::new(self.apply_ia_action(id, seq, action)?))
            }
        })
    }
}

impl App {
    /// Pairs the latest round again (docs/rulings.md, "Publishing a round"): its pairing is taken
    /// back and the round paired anew, two journalled actions, and the event is answered as the
    /// desk shows it. Round 1 of an event whose definition fixes no seed is drawn from a new seed,
    /// recorded with it; a later round is paired from the standings again, so it changes only
    /// where the players did (a drop, a late arrival), and the swaps made in it go. Both actions
    /// are tried on a copy first: refused, nothing is recorded.
    ///
    /// # Errors
    /// The engine's refusal of either action (a round with results, too few players), a stale
    /// screen, a read-only event, or a storage failure.
    pub fn pair_round_again(&self, id: &str, seq: u32, round: u32) -> Result<EventDesk, AppError> {
        match self.event_ruleset(id)? {
            RulesetKind::Agl => {
                let take_back = EventAction::UnpairRound { round };
                let pair = EventAction::PairNextRound { round, seed: None };
                {
                    let event = journal_id(id)?;
                    let mut state = self.lock_state();
                    let mut copy = self
                        .open_event_in(&mut state, &event)?
                        .tournament()?
                        .clone();
                    copy.apply(take_back.clone())?;
                    copy.apply(copy.pair_action(|| 0))?;
                }
                let taken_back = self.apply_agl_action(id, seq, take_back)?;
                self.apply_agl_action(id, taken_back.seq, pair)?;
            }
            RulesetKind::ImperialAssault => {
                let take_back = IaAction::UnpairRound { round };
                let pair = IaAction::PairNextRound {
                    round,
                    seed: None,
                    pairing: None,
                };
                {
                    let event = journal_id(id)?;
                    let mut state = self.lock_state();
                    let (tournament, _) = self.ia_tournament_in(&mut state, &event)?;
                    let mut copy = tournament.clone();
                    copy.apply(take_back.clone())?;
                    copy.apply(copy.pair_action(|| 0))?;
                }
                let taken_back = self.apply_ia_action(id, seq, take_back)?;
                self.apply_ia_action(id, taken_back.seq, pair)?;
            }
        }
        self.get_event(id)
    }
}
