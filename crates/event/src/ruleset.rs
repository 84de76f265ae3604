//! An event under some ruleset, as a type. The AGL's [`Tournament`] and Imperial Assault's
//! [`IaTournament`] are separate engines (their registrations, results and standings share
//! nothing the rules would let them share), but every layer above asks both the same things:
//! make one from a definition, replay its journal, apply an action, say which actions are open,
//! show it, say how far it has come. [`EventRuleset`] is that interface, and [`RulesetKind`],
//! read once from a journal header's ruleset string, says which engine a journal belongs to.
//!
//! A third ruleset adds one engine module implementing [`EventRuleset`] and one variant of
//! [`RulesetKind`]; the compiler then names every `match` over the kinds that needs its line.

use crate::ia::{
    IaAccepted, IaAction, IaDefinitionProblem, IaEventDefinition, IaEventSnapshot, IaOpenActions,
    IaRefusal, IaReplayError, IaRuleset, IaStage, IaTournament,
};
use crate::{
    Accepted, AglOpenActions, DefinitionProblem, EventAction, EventDefinition, EventRefusal,
    EventSnapshot, EventStage, PlayerId, ReplayError, Tournament,
};
use hexadraft_catalog::ia::IaCatalog;
use hexadraft_catalog::Catalog;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::{Debug, Display};

/// Which rules an event runs under: which engine replays its journal, which desk shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum RulesetKind {
    /// Aristeia! League play (AGL v1.0 or Season 2, any format): [`Tournament`].
    Agl,
    /// Imperial Assault Skirmish tournaments: [`IaTournament`].
    ImperialAssault,
}

impl RulesetKind {
    /// Every kind, in the order the app offers them.
    pub const ALL: [RulesetKind; 2] = [RulesetKind::Agl, RulesetKind::ImperialAssault];

    /// The kind a journal header's ruleset string names. Imperial Assault's events record
    /// `ia-skirmish-1.1`; the AGL's record `agl-v1.0` or `agl-season-2`, and every event saved
    /// before Imperial Assault existed is an AGL one, so any other string reads as the AGL (its
    /// engine then judges the definition).
    pub fn of_ruleset_version(ruleset_version: &str) -> RulesetKind {
        if ruleset_version == IaRuleset::Skirmish11.as_str() {
            RulesetKind::ImperialAssault
        } else {
            RulesetKind::Agl
        }
    }

    /// Whether a season ledger of AGL Ratings may take a finished event of this kind: the
    /// ratings are the AGL's (Imperial Assault events keep no ratings).
    pub fn feeds_rating_ledger(self) -> bool {
        match self {
            RulesetKind::Agl => true,
            RulesetKind::ImperialAssault => false,
        }
    }
}

/// How far an event has come, whatever its ruleset.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum EventProgress {
    /// Round 1 is not paired yet: registrations may still be withdrawn.
    Registration,
    /// Round 1 is paired and the event is not over.
    Running,
    /// Every round is played (and, where there is one, the cut decided).
    Finished,
}

/// One ruleset's event engine: an event built by applying recorded actions to a checked
/// definition, so that the same journal always replays to the same event.
pub trait EventRuleset: Sized + Clone {
    /// Which ruleset this is.
    const KIND: RulesetKind;
    /// The cards and rules data its definitions are checked against.
    type Catalog;
    /// The event as announced: what a journal's header records.
    type Definition: Clone + Serialize + DeserializeOwned;
    /// Why a definition does not check.
    type DefinitionProblem: Debug + Display + Serialize;
    /// One organizer's action: what a journal's entries hold.
    type Action: Clone + Serialize + DeserializeOwned;
    /// What an accepted action did.
    type Accepted: Serialize;
    /// Why an action is refused (with its clause).
    type Refusal: Debug + Display + Serialize;
    /// Why a journal does not replay.
    type ReplayError: Debug + Display + Serialize;
    /// Everything a desk shows of the event.
    type Snapshot: Serialize;
    /// Which actions the event would accept now, decided by the checks `apply` makes.
    type OpenActions: Serialize;
    /// Where the event stands, in the ruleset's own words.
    type Stage: Serialize;

    /// A new event from its definition.
    ///
    /// # Errors
    /// Every problem of the definition.
    fn create(
        catalog: &Self::Catalog,
        definition: Self::Definition,
    ) -> Result<Self, Vec<Self::DefinitionProblem>>;

    /// The event rebuilt from its definition and actions, in order.
    ///
    /// # Errors
    /// The invalid definition or the first refused action.
    fn replay(
        catalog: &Self::Catalog,
        definition: Self::Definition,
        actions: &[Self::Action],
    ) -> Result<Self, Self::ReplayError>;

    /// Applies one action; on refusal nothing changes.
    ///
    /// # Errors
    /// Why the rules refuse it.
    fn apply(&mut self, action: Self::Action) -> Result<Self::Accepted, Self::Refusal>;

    /// `action` as the journal keeps it once `apply` has accepted it: with what the engine
    /// decided that a replay should not decide again (an Imperial Assault round's pairing).
    /// Kept as given by default.
    fn recorded(&self, action: Self::Action) -> Self::Action {
        action
    }

    /// The actions open now.
    fn open_actions(&self) -> Self::OpenActions;

    /// Everything a desk shows.
    fn snapshot(&self) -> Self::Snapshot;

    /// Where the event stands.
    fn stage(&self) -> Self::Stage;

    /// How far the event has come.
    fn progress(&self) -> EventProgress;

    /// The definition.
    fn definition(&self) -> &Self::Definition;

    /// Every registered player's number and name, in registration order (dropped players
    /// included): what a list names people by.
    fn player_names(&self) -> Vec<(PlayerId, String)>;

    /// The actions applied, in order.
    fn actions(&self) -> &[Self::Action];
}

impl EventRuleset for Tournament {
    const KIND: RulesetKind = RulesetKind::Agl;
    type Catalog = Catalog;
    type Definition = EventDefinition;
    type DefinitionProblem = DefinitionProblem;
    type Action = EventAction;
    type Accepted = Accepted;
    type Refusal = EventRefusal;
    type ReplayError = ReplayError;
    type Snapshot = EventSnapshot;
    type OpenActions = AglOpenActions;
    type Stage = EventStage;

    fn create(
        catalog: &Catalog,
        definition: EventDefinition,
    ) -> Result<Self, Vec<DefinitionProblem>> {
        Tournament::new(catalog, definition)
    }

    fn replay(
        catalog: &Catalog,
        definition: EventDefinition,
        actions: &[EventAction],
    ) -> Result<Self, ReplayError> {
        Tournament::replay(catalog, definition, actions)
    }

    fn apply(&mut self, action: EventAction) -> Result<Accepted, EventRefusal> {
        Tournament::apply(self, action)
    }

    fn open_actions(&self) -> AglOpenActions {
        Tournament::open_actions(self)
    }

    fn snapshot(&self) -> EventSnapshot {
        Tournament::snapshot(self)
    }

    fn stage(&self) -> EventStage {
        Tournament::stage(self)
    }

    fn progress(&self) -> EventProgress {
        match Tournament::stage(self) {
            EventStage::Registration => EventProgress::Registration,
            EventStage::Finished => EventProgress::Finished,
            EventStage::RoundProposed { .. }
            | EventStage::RoundInProgress { .. }
            | EventStage::ReadyToPair { .. } => EventProgress::Running,
        }
    }

    fn definition(&self) -> &EventDefinition {
        Tournament::definition(self)
    }

    fn player_names(&self) -> Vec<(PlayerId, String)> {
        self.players()
            .iter()
            .map(|p| (p.id, p.name.clone()))
            .collect()
    }

    fn actions(&self) -> &[EventAction] {
        Tournament::actions(self)
    }
}

impl EventRuleset for IaTournament {
    const KIND: RulesetKind = RulesetKind::ImperialAssault;
    type Catalog = IaCatalog;
    type Definition = IaEventDefinition;
    type DefinitionProblem = IaDefinitionProblem;
    type Action = IaAction;
    type Accepted = IaAccepted;
    type Refusal = IaRefusal;
    type ReplayError = IaReplayError;
    type Snapshot = IaEventSnapshot;
    type OpenActions = IaOpenActions;
    type Stage = IaStage;

    fn create(
        catalog: &IaCatalog,
        definition: IaEventDefinition,
    ) -> Result<Self, Vec<IaDefinitionProblem>> {
        IaTournament::new(catalog, definition)
    }

    fn replay(
        catalog: &IaCatalog,
        definition: IaEventDefinition,
        actions: &[IaAction],
    ) -> Result<Self, IaReplayError> {
        IaTournament::replay(catalog, definition, actions)
    }

    fn apply(&mut self, action: IaAction) -> Result<IaAccepted, IaRefusal> {
        IaTournament::apply(self, action)
    }

    fn recorded(&self, action: IaAction) -> IaAction {
        IaTournament::recorded(self, action)
    }

    fn open_actions(&self) -> IaOpenActions {
        IaTournament::open_actions(self)
    }

    fn snapshot(&self) -> IaEventSnapshot {
        IaTournament::snapshot(self)
    }

    fn stage(&self) -> IaStage {
        IaTournament::stage(self)
    }

    fn progress(&self) -> EventProgress {
        match IaTournament::stage(self) {
            IaStage::Registration => EventProgress::Registration,
            IaStage::Finished => EventProgress::Finished,
            IaStage::RoundProposed { .. }
            | IaStage::RoundInProgress { .. }
            | IaStage::ReadyToPair { .. }
            | IaStage::ReadyToCut
            | IaStage::CutInProgress { .. } => EventProgress::Running,
        }
    }

    fn definition(&self) -> &IaEventDefinition {
        IaTournament::definition(self)
    }

    fn player_names(&self) -> Vec<(PlayerId, String)> {
        self.players()
            .iter()
            .map(|p| (p.id, p.name.clone()))
            .collect()
    }

    fn actions(&self) -> &[IaAction] {
        IaTournament::actions(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_draft::RulesetVersion;

    #[test]
    fn a_header_names_its_kind_and_every_agl_version_reads_as_the_agl() {
        assert_eq!(
            RulesetKind::of_ruleset_version(IaRuleset::Skirmish11.as_str()),
            RulesetKind::ImperialAssault
        );
        for version in RulesetVersion::ALL {
            assert_eq!(
                RulesetKind::of_ruleset_version(version.as_str()),
                RulesetKind::Agl
            );
        }
    }

    #[test]
    fn only_agl_events_feed_a_rating_ledger() {
        assert!(RulesetKind::Agl.feeds_rating_ledger());
        assert!(!RulesetKind::ImperialAssault.feeds_rating_ledger());
    }
}
