//! An Imperial Assault event as the organizer announces it, and the actions its journal holds.

use crate::definition::EventSeed;
use crate::ia::army::ArmyList;
use crate::ia::category::{check_staff, IaCategory, Staff, StaffProblem};
use crate::ia::edition::IaRulingsEdition;
use crate::ia::event::IaGameRef;
use crate::ia::mission::{check_missions, MissionPool};
use crate::ia::pairing::{KeepApart, RecordedPairing};
use crate::ia::result::IaResultInput;
use crate::ia::standings::SosMethod;
use crate::ia::structure::{swiss_rounds_problem, RoundStructure, StructureProblem};
use crate::player::{PlayerId, MAX_PLAYER_NAME_CHARS};
use hexadraft_draft::Clause;
use serde::{Deserialize, Serialize};

/// The Imperial Assault rules an event runs under. One version today; the name travels as the
/// plain string `ia-skirmish-1.1`, beside the AGL's `agl-v1.0` and `agl-season-2`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum IaRuleset {
    /// Imperial Assault Skirmish tournament rules 1.1.
    #[serde(rename = "ia-skirmish-1.1")]
    Skirmish11,
}

impl IaRuleset {
    /// The name journals and files record.
    pub fn as_str(self) -> &'static str {
        match self {
            IaRuleset::Skirmish11 => "ia-skirmish-1.1",
        }
    }
}

/// An Imperial Assault event as announced. Unchecked: [`super::IaTournament::new`] reports every
/// [`IaDefinitionProblem`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct IaEventDefinition {
    /// The rules.
    pub ruleset: IaRuleset,
    /// The event's name.
    pub name: String,
    /// Informal, competitive or premier («Categorías de torneos»).
    pub category: IaCategory,
    /// The Swiss rounds and cut the organizer announces; `None` takes the table's for the
    /// players present when round 1 is paired (competitive and premier; an informal event must
    /// choose, with `setStructure` at the latest).
    #[serde(default)]
    pub structure: Option<RoundStructure>,
    /// The valid missions each round's mission is drawn from.
    pub missions: MissionPool,
    /// Strength of schedule as the sum of the opponents' points, or the TOME variant (announced
    /// before the event, «Fuerza de enfrentamientos y software de torneos»).
    #[serde(default)]
    pub sos_method: SosMethod,
    /// The judges and playing staff announced at the start.
    #[serde(default)]
    pub staff: Staff,
    /// The seed of every draw, fixed in advance; `None` (a new event): drawn when round 1 is
    /// paired and recorded in that `pairNextRound`, so nobody holding the event file can foresee
    /// a draw (docs/rulings.md, "Round 1's draw", which Imperial Assault follows too).
    #[serde(default)]
    pub seed: Option<EventSeed>,
    /// The edition of the Imperial Assault rulings the event is read under; absent (the first)
    /// in definitions written before editions existed.
    #[serde(default, skip_serializing_if = "IaRulingsEdition::is_first")]
    pub rulings: IaRulingsEdition,
    /// Whether a paired Swiss round is the organizer's proposal until published
    /// (`publishRound`), seen by nobody else and taking no result before (docs/rulings.md,
    /// "Publishing a round"). The setup screen sets it for a new event; absent (false) in
    /// definitions written before publishing existed, whose rounds count as published when paired.
    #[serde(default, skip_serializing_if = "crate::definition::is_false")]
    pub publish_rounds: bool,
}

/// One thing wrong with an Imperial Assault definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum IaDefinitionProblem {
    /// The name is empty or too long.
    #[error("the event needs a name of 1 to {max} characters")]
    BadName {
        /// The longest name accepted.
        max: u32,
    },
    /// The announced structure breaks a rule.
    #[error("{problem}")]
    Structure {
        /// What.
        problem: StructureProblem,
    },
    /// The staff plan breaks a rule.
    #[error("{problem}")]
    Staff {
        /// What.
        problem: StaffProblem,
    },
}

impl IaDefinitionProblem {
    /// The clause the problem cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            IaDefinitionProblem::BadName { .. } => None,
            IaDefinitionProblem::Structure { problem } => problem.clause(),
            IaDefinitionProblem::Staff { problem } => problem.clause(),
        }
    }
}

impl IaEventDefinition {
    /// Every problem of the definition that does not depend on who registers (a premier
    /// structure and a cut against the field are checked when round 1 is paired).
    pub fn problems(&self) -> Vec<IaDefinitionProblem> {
        let mut problems = Vec::new();
        let name = self.name.trim();
        if name.is_empty()
            || name.chars().count() > MAX_EVENT_NAME_CHARS
            || name.chars().any(char::is_control)
        {
            problems.push(IaDefinitionProblem::BadName {
                max: MAX_EVENT_NAME_CHARS as u32,
            });
        }
        if let Some(structure) = self.structure {
            problems.extend(
                structure_alone_problems(structure, &self.missions)
                    .into_iter()
                    .map(|problem| IaDefinitionProblem::Structure { problem }),
            );
        }
        problems.extend(
            check_staff(self.category, self.staff)
                .into_iter()
                .map(|problem| IaDefinitionProblem::Staff { problem }),
        );
        problems
    }
}

/// Longest event name, in characters (as for an AGL event).
pub const MAX_EVENT_NAME_CHARS: usize = MAX_PLAYER_NAME_CHARS;

/// What a structure breaks whatever the field: its rounds and the missions they need.
pub(crate) fn structure_alone_problems(
    structure: RoundStructure,
    missions: &MissionPool,
) -> Vec<StructureProblem> {
    let mut problems: Vec<StructureProblem> = swiss_rounds_problem(structure).into_iter().collect();
    problems.extend(check_missions(missions, structure));
    problems
}

/// One thing the organizer did at an Imperial Assault event. The event is its definition plus
/// the list of these, in order. Unknown fields are refused with their name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum IaAction {
    /// Registers a player, before round 1 is paired, with their army list when they hand it in.
    RegisterPlayer {
        /// The player's name.
        name: String,
        /// The army list; required before round 1 unless the event is informal.
        #[serde(default)]
        army: Option<ArmyList>,
    },
    /// Corrects a player's name, at any time.
    RenamePlayer {
        /// The player.
        player: PlayerId,
        /// The corrected name.
        name: String,
    },
    /// Hands in, replaces or (informal events) takes back a player's army list, before round 1
    /// is paired: lists are "registradas antes del evento" and used unchanged.
    SetArmy {
        /// The player.
        player: PlayerId,
        /// The list, or none.
        #[serde(default)]
        army: Option<ArmyList>,
    },
    /// Removes a registration made by mistake, before round 1 is paired; the players registered
    /// after it take the numbers one lower.
    WithdrawRegistration {
        /// The player.
        player: PlayerId,
    },
    /// Informal events, before round 1: the pairs of players who asked not to meet in round 1
    /// (the whole list, replacing the one before).
    SetKeepApart {
        /// The pairs.
        pairs: Vec<KeepApart>,
    },
    /// The Swiss rounds and cut, before round 1 is paired (replacing the definition's).
    SetStructure {
        /// The structure.
        structure: RoundStructure,
    },
    /// Pairs the next Swiss round and draws its mission.
    PairNextRound {
        /// The round: the next one.
        round: u32,
        /// Round 1 of an event without a seed fixed in advance: the seed drawn now, for every
        /// draw of the event. Absent otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seed: Option<EventSeed>,
        /// The pairing the search made, recorded with the action once it was accepted, so a
        /// replay seats the same players without searching again. Absent from the desk's request
        /// and from journals written before it was recorded, which are paired again on replay.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pairing: Option<RecordedPairing>,
    },
    /// Takes back the latest Swiss round's pairing while none of its games has a result.
    UnpairRound {
        /// The round: the latest paired.
        round: u32,
    },
    /// The organizer swaps two players of the latest Swiss round (seats or the bye) before
    /// either's game has a result (docs/rulings.md, Imperial Assault, "Swapping players of a
    /// paired round"). The swap stands even where it makes a rematch; the table says so.
    SwapPlayers {
        /// The round: the latest paired.
        round: u32,
        /// One player.
        first: PlayerId,
        /// The other player.
        second: PlayerId,
    },
    /// Publishes the latest Swiss round, paired as the organizer's proposal: from now on the
    /// room, the players' phones and the printed pairings show it, and its results may be
    /// entered (docs/rulings.md, "Publishing a round").
    PublishRound {
        /// The round: the latest paired.
        round: u32,
    },
    /// A Swiss game's result.
    RecordResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// How the game ended.
        result: IaResultInput,
    },
    /// Corrects a Swiss game's result, before the cut is made; later rounds keep their pairings.
    CorrectResult {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
        /// How the game ended.
        result: IaResultInput,
    },
    /// The player leaves the event: not paired again, keeping their results (and out of the cut).
    DropPlayer {
        /// The player.
        player: PlayerId,
    },
    /// Takes back a drop made by mistake; the player is paired again from the next round.
    ReinstatePlayer {
        /// The player.
        player: PlayerId,
    },
    /// Makes the cut after the last Swiss round: the top players by the standings. (Written
    /// `{"kind": "makeCut"}`; a struct variant so that an unknown field is refused.)
    MakeCut {},
    /// Takes the cut back while none of its games has a result: the Swiss rounds reopen for
    /// corrections and drops (docs/rulings.md, Imperial Assault, "Taking the cut back"). Written
    /// `{"kind": "undoCut"}`.
    UndoCut {},
    /// A game of the cut's result (or its correction while the next round has none).
    RecordCutResult {
        /// The round of the cut, from 1.
        round: u32,
        /// The game, from 1.
        game: u32,
        /// How the game ended.
        result: IaResultInput,
    },
    /// A player's report of their game's result, from their phone (docs/rulings.md, Imperial
    /// Assault, "Results reported from the phones"): recorded as the result once the other
    /// player's report agrees, else kept for the desk beside the other's.
    ReportResult {
        /// The game, Swiss or of the cut.
        game: IaGameRef,
        /// The player reporting: one of the game's two.
        player: PlayerId,
        /// How the game ended, as that player gives it.
        result: IaResultInput,
    },
}

impl IaAction {
    /// The action's kind, as its JSON tag.
    pub fn kind(&self) -> &'static str {
        match self {
            IaAction::RegisterPlayer { .. } => "registerPlayer",
            IaAction::RenamePlayer { .. } => "renamePlayer",
            IaAction::SetArmy { .. } => "setArmy",
            IaAction::WithdrawRegistration { .. } => "withdrawRegistration",
            IaAction::SetKeepApart { .. } => "setKeepApart",
            IaAction::SetStructure { .. } => "setStructure",
            IaAction::PairNextRound { .. } => "pairNextRound",
            IaAction::UnpairRound { .. } => "unpairRound",
            IaAction::SwapPlayers { .. } => "swapPlayers",
            IaAction::RecordResult { .. } => "recordResult",
            IaAction::CorrectResult { .. } => "correctResult",
            IaAction::DropPlayer { .. } => "dropPlayer",
            IaAction::ReinstatePlayer { .. } => "reinstatePlayer",
            IaAction::MakeCut {} => "makeCut",
            IaAction::UndoCut {} => "undoCut",
            IaAction::RecordCutResult { .. } => "recordCutResult",
            IaAction::ReportResult { .. } => "reportResult",
            IaAction::PublishRound { .. } => "publishRound",
        }
    }
}
