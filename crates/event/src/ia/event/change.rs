//! What an accepted action changed in an Imperial Assault event's snapshot, part by part: the
//! desk replaces only those parts of what it shows (docs/ARCHITECTURE.md, "What an action
//! answers").

use super::{IaEventSnapshot, IaGameReports, IaOpenActions, IaPlayer, IaRound, IaStage};
use crate::change::{list_change, whole_change, ListChange, Now};
use crate::ia::{
    Bracket, CategoryRules, IaCutPreview, IaEventDefinition, IaStandings, KeepApart, MissionDraw,
    Placing, RoundStructure, RoundTimer,
};
use serde::Serialize;

/// Each part of an [`IaEventSnapshot`] an action changed, under the snapshot's own field names;
/// a part left `None` is as it was. Players and rounds are told item by item (an action touches
/// one player, or one round's tables); every other part whole.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaSnapshotChange {
    /// The definition (never changed by an action today; told if it ever is).
    pub definition: Option<Now<IaEventDefinition>>,
    /// What the category requires.
    pub rules: Option<Now<CategoryRules>>,
    /// Where the event stands.
    pub stage: Option<Now<IaStage>>,
    /// What the desk may offer.
    pub open: Option<Now<IaOpenActions>>,
    /// The structure in force.
    pub structure: Option<Now<Option<RoundStructure>>>,
    /// The table's structure for the players present.
    pub table_structure: Option<Now<Option<RoundStructure>>>,
    /// The players, item by item.
    pub players: Option<ListChange<IaPlayer>>,
    /// The pairs kept apart in round 1.
    pub keep_apart: Option<Now<Vec<KeepApart>>>,
    /// The Swiss rounds, round by round.
    pub rounds: Option<ListChange<IaRound>>,
    /// The Swiss standings.
    pub standings: Option<Now<Option<IaStandings>>>,
    /// The cut.
    pub bracket: Option<Now<Option<Bracket>>>,
    /// The cut as it would be made now.
    pub cut_preview: Option<Now<Option<IaCutPreview>>>,
    /// The cut's missions.
    pub cut_missions: Option<Now<Vec<MissionDraw>>>,
    /// The phones' reports waiting.
    pub reports: Option<Now<Vec<IaGameReports>>>,
    /// The final places.
    pub placings: Option<Now<Vec<Placing>>>,
    /// The round timer.
    pub timer: Option<Now<RoundTimer>>,
}

impl IaSnapshotChange {
    /// What changed from `before` to `after`. Every field of the snapshot is named here, so a
    /// field added to the snapshot cannot be forgotten: the destructuring stops compiling.
    pub fn between(before: &IaEventSnapshot, after: &IaEventSnapshot) -> Self {
        let IaEventSnapshot {
            definition,
            rules,
            stage,
            open,
            structure,
            table_structure,
            players,
            keep_apart,
            rounds,
            standings,
            bracket,
            cut_preview,
            cut_missions,
            reports,
            placings,
            timer,
        } = after;
        IaSnapshotChange {
            definition: whole_change(&before.definition, definition),
            rules: whole_change(&before.rules, rules),
            stage: whole_change(&before.stage, stage),
            open: whole_change(&before.open, open),
            structure: whole_change(&before.structure, structure),
            table_structure: whole_change(&before.table_structure, table_structure),
            players: list_change(&before.players, players),
            keep_apart: whole_change(&before.keep_apart, keep_apart),
            rounds: list_change(&before.rounds, rounds),
            standings: whole_change(&before.standings, standings),
            bracket: whole_change(&before.bracket, bracket),
            cut_preview: whole_change(&before.cut_preview, cut_preview),
            cut_missions: whole_change(&before.cut_missions, cut_missions),
            reports: whole_change(&before.reports, reports),
            placings: whole_change(&before.placings, placings),
            timer: whole_change(&before.timer, timer),
        }
    }

    /// `before` with this change applied: the snapshot after the action, as a screen rebuilds it.
    pub fn applied_to(&self, before: &IaEventSnapshot) -> IaEventSnapshot {
        fn part<T: Clone>(change: &Option<Now<T>>, before: &T) -> T {
            change
                .as_ref()
                .map_or_else(|| before.clone(), |c| c.now.clone())
        }
        fn list<T: Clone>(change: &Option<ListChange<T>>, before: &[T]) -> Vec<T> {
            change
                .as_ref()
                .map_or_else(|| before.to_vec(), |c| c.applied_to(before))
        }
        IaEventSnapshot {
            definition: part(&self.definition, &before.definition),
            rules: part(&self.rules, &before.rules),
            stage: part(&self.stage, &before.stage),
            open: part(&self.open, &before.open),
            structure: part(&self.structure, &before.structure),
            table_structure: part(&self.table_structure, &before.table_structure),
            players: list(&self.players, &before.players),
            keep_apart: part(&self.keep_apart, &before.keep_apart),
            rounds: list(&self.rounds, &before.rounds),
            standings: part(&self.standings, &before.standings),
            bracket: part(&self.bracket, &before.bracket),
            cut_preview: part(&self.cut_preview, &before.cut_preview),
            cut_missions: part(&self.cut_missions, &before.cut_missions),
            reports: part(&self.reports, &before.reports),
            placings: part(&self.placings, &before.placings),
            timer: part(&self.timer, &before.timer),
        }
    }
}
