//! An Imperial Assault event run from its journal: a checked definition plus the organizer's
//! actions, replayed through the ruleset's own functions (the army check, the table of rounds,
//! Swiss pairing with its bye, each round's mission, results, standings, the cut). It is its own
//! engine beside the AGL [`crate::Tournament`]: the two share the vocabulary (players, seats,
//! clauses) and nothing of the AGL's registration (Sponsors, lineups), drafts or ratings, so an
//! IA event cannot hold an AGL field, nor the reverse.
//!
//! Every draw (pairings, byes, missions, lots) derives from one seed ([`IaSeed`]) by its purpose,
//! so the same actions replay to the same event.

mod change;
mod definition;
mod reports;
#[cfg(test)]
mod tests;

pub use change::IaSnapshotChange;
pub use definition::{
    IaAction, IaDefinitionProblem, IaEventDefinition, IaRuleset, MAX_EVENT_NAME_CHARS,
};
pub use reports::{IaGameRef, IaGameReports, IaResultField};

use super::army::{check_army, ArmyList, ArmyReport};
use super::bracket::{Bracket, BracketGame, Placing};
use super::category::{CategoryRules, RoundTimer};
use super::mission::{draw_mission, MissionDraw, MissionRound};
use super::pairing::{
    pair_round, pair_round_as_recorded, IaBye, IaByeReason, IaPairingInput, IaPairingReason,
    IaSearchReport, IaTable, KeepApart, RecordedPairing, MAX_IA_PLAYERS,
};
use super::refusal::{ia, IaRefusal};
use super::result::{decide_game, ia_points, IaGameResult, IaOutcome, IaResultInput};
use super::seed::IaSeed;
use super::standings::{ia_standings, IaStandings, SwissBye, SwissGame, SwissHistory};
use super::structure::{
    check_structure, table_structure, CutSize, RoundStructure, StructureProblem,
};
use crate::definition::EventSeed;
use crate::player::{PlayerId, MAX_PLAYER_NAME_CHARS};
use crate::tournament::apply_all;
use definition::structure_alone_problems;
use hexadraft_catalog::ia::IaCatalog;
use hexadraft_draft::{Clause, IaSection, Seat};
use serde::Serialize;
use std::sync::Arc;

/// A registered player of an Imperial Assault event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaPlayer {
    /// The registration number.
    pub id: PlayerId,
    /// The name.
    pub name: String,
    /// The army list, once handed in.
    pub army: Option<ArmyList>,
    /// The army's totals (always legal: an illegal list is refused).
    pub army_report: Option<ArmyReport>,
    /// Whether the player has left the event.
    pub dropped: bool,
}

/// One table of a Swiss round and its result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaRoundTable {
    /// Who meets, and why.
    #[serde(flatten)]
    pub pairing: IaTable,
    /// The result, once recorded.
    pub result: Option<IaGameResult>,
}

/// A paired Swiss round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaRound {
    /// The round, from 1.
    pub round: u32,
    /// Its mission, drawn with the pairing.
    pub mission: MissionDraw,
    /// The tables, by number.
    pub tables: Vec<IaRoundTable>,
    /// The bye, when the number of players was odd.
    pub bye: Option<IaBye>,
    /// What the pairing search did.
    pub search: IaSearchReport,
    /// Whether the round is published: seen beyond the organizer's desk and open to results.
    /// An event whose definition asks for publishing pairs each round unpublished, as a proposal
    /// (docs/rulings.md, "Publishing a round"); any other round is published when paired.
    pub published: bool,
}

impl IaRound {
    /// The round's pairing as the journal records it.
    pub fn recorded_pairing(&self) -> RecordedPairing {
        RecordedPairing {
            tables: self.tables.iter().map(|t| t.pairing.players).collect(),
            bye: self.bye.map(|b| b.player),
            search: self.search,
        }
    }

    /// Tables without a result.
    pub fn results_missing(&self) -> u32 {
        count(self.tables.iter().filter(|t| t.result.is_none()))
    }
}

/// Where an Imperial Assault event stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum IaStage {
    /// Round 1 is not paired yet.
    Registration,
    /// A Swiss round is paired as a proposal, not yet published: the room has not seen it and it
    /// takes no result (docs/rulings.md, "Publishing a round").
    RoundProposed {
        /// The round.
        round: u32,
    },
    /// A Swiss round is paired and some results are missing.
    RoundInProgress {
        /// The round.
        round: u32,
        /// Tables still without a result.
        results_missing: u32,
    },
    /// Every result is in; the next Swiss round can be paired.
    ReadyToPair {
        /// The next round.
        next_round: u32,
    },
    /// The Swiss rounds are over; the cut can be made.
    ReadyToCut,
    /// A round of the cut is being played.
    CutInProgress {
        /// The round of the cut, from 1.
        round: u32,
        /// Its games without a result.
        results_missing: u32,
    },
    /// The last Swiss round (no cut) or the final is decided.
    Finished,
}

/// The actions open now. Each is decided by the same check `apply` makes before it acts, so a
/// desk that offers exactly these never offers what the engine refuses for the event's stage
/// (the action's own details, a name or a list, are still checked when it is applied).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaOpenActions {
    /// Registering and withdrawing players, their army lists, round-1 requests and the structure
    /// announced: until round 1 is paired («Construcción de ejércitos»).
    pub registration: bool,
    /// Dropping and reinstating players, and recording or correcting Swiss results: until the cut
    /// is made («Rondas de eliminación»).
    pub swiss: bool,
    /// The Swiss round that may be paired next: the latest one's results are in and the Swiss
    /// rounds are not all played.
    pub pair_round: Option<u32>,
    /// The Swiss round that may be taken back: the latest, while none of its results is in.
    pub unpair_round: Option<u32>,
    /// The Swiss round whose players may be swapped: the latest, while two of its players (at
    /// different tables, or one with the bye) have no result yet.
    pub swap_round: Option<u32>,
    /// The Swiss round that may be published: the latest, paired as a proposal and not yet
    /// published (docs/rulings.md, "Publishing a round").
    pub publish_round: Option<u32>,
    /// Whether the cut may be made now: the Swiss rounds are over and the structure has one.
    pub make_cut: bool,
    /// Whether the cut may be taken back: it is made and none of its games has a result.
    pub undo_cut: bool,
    /// The rounds of the cut whose games may be recorded or corrected: the latest, and the one
    /// before it while no later game has a result («Rondas de eliminación»).
    pub cut_rounds: Vec<u32>,
}

/// What an accepted action did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum IaAccepted {
    /// A player was registered under this number.
    PlayerRegistered {
        /// The number.
        player: PlayerId,
    },
    /// A player's registration changed (name, army list, drop, reinstatement).
    PlayerUpdated {
        /// The player.
        player: PlayerId,
    },
    /// A registration was withdrawn.
    RegistrationWithdrawn {
        /// The number it had.
        player: PlayerId,
    },
    /// The event's settings before round 1 changed (structure, keep-apart requests).
    SettingsChanged,
    /// A Swiss round was paired and its mission drawn.
    RoundPaired {
        /// The round.
        round: u32,
    },
    /// The latest round was taken back.
    RoundUnpaired {
        /// The round.
        round: u32,
    },
    /// Two players of the latest round were swapped.
    PlayersSwapped {
        /// The round.
        round: u32,
        /// One player.
        first: PlayerId,
        /// The other player.
        second: PlayerId,
    },
    /// A Swiss game's result was recorded or corrected.
    ResultRecorded {
        /// The round.
        round: u32,
        /// The table.
        table: u32,
    },
    /// A Swiss round was published.
    RoundPublished {
        /// The round.
        round: u32,
    },
    /// The cut was made.
    CutMade {
        /// Players in it.
        size: u32,
    },
    /// The cut was taken back; the Swiss rounds are open again.
    CutUndone,
    /// A player reported a game's result from their phone; it waits for the other player's
    /// report (an agreeing report records the result instead:
    /// [`IaAccepted::ResultRecorded`], [`IaAccepted::CutResultRecorded`]).
    ResultReported {
        /// The game.
        game: IaGameRef,
        /// The player who reported.
        player: PlayerId,
    },
    /// A game of the cut was recorded or corrected.
    CutResultRecorded {
        /// The round of the cut.
        round: u32,
        /// The game.
        game: u32,
        /// The champion, when the final was decided.
        champion: Option<PlayerId>,
    },
}

/// Why an Imperial Assault event could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum IaReplayError {
    /// The definition is not valid.
    #[error("the event definition is not valid: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Definition {
        /// Every problem found.
        problems: Vec<IaDefinitionProblem>,
    },
    /// An action of the log is refused.
    #[error("action {index} ({action}) is refused: {refusal}")]
    Action {
        /// Its position in the log, from 0.
        index: u32,
        /// Its kind.
        action: String,
        /// Why.
        refusal: IaRefusal,
    },
}

/// Everything the desk shows of an Imperial Assault event, as one value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaEventSnapshot {
    /// The definition.
    pub definition: IaEventDefinition,
    /// What the event's category requires («Categorías de torneos»): the desk asks these, never
    /// the category's name.
    pub rules: CategoryRules,
    /// Where the event stands.
    pub stage: IaStage,
    /// What the desk may offer now.
    pub open: IaOpenActions,
    /// The structure in force: settled when round 1 was paired, before that the one announced.
    pub structure: Option<RoundStructure>,
    /// The table's structure for the players present now («Estructura de rondas»; none for an
    /// informal event).
    pub table_structure: Option<RoundStructure>,
    /// Every registered player, in registration order.
    pub players: Vec<IaPlayer>,
    /// Informal events: the pairs kept apart in round 1.
    pub keep_apart: Vec<KeepApart>,
    /// The Swiss rounds paired, in order.
    pub rounds: Vec<IaRound>,
    /// The Swiss standings, once round 1 is paired (their last tiebreak needs the seed).
    pub standings: Option<IaStandings>,
    /// The cut, once made.
    pub bracket: Option<Bracket>,
    /// The cut as it would be made now, while it may be made: what the desk shows before the
    /// organizer confirms it.
    pub cut_preview: Option<IaCutPreview>,
    /// Each round of the cut's mission, in order.
    pub cut_missions: Vec<MissionDraw>,
    /// Results reported from the players' phones that wait for the other player's report, game
    /// by game (docs/rulings.md, Imperial Assault, "Results reported from the phones").
    pub reports: Vec<IaGameReports>,
    /// The final places, once the event is finished.
    pub placings: Vec<Placing>,
    /// The round timer the rules set: 55 minutes of play and 10 of setup.
    pub timer: RoundTimer,
}

/// Why a player is not in the cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum IaLeftOutReason {
    /// Placed below the cut in the Swiss standings.
    BelowCut,
    /// Dropped from the event («Rondas eliminatorias»: only players still in the event).
    Dropped,
}

/// A player the cut leaves out, with their Swiss place and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaLeftOut {
    /// The player.
    pub player: PlayerId,
    /// Their place in the Swiss standings.
    pub place: u32,
    /// Why they are not in the cut.
    pub reason: IaLeftOutReason,
}

/// The cut as it would be made now, computed as making it computes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaCutPreview {
    /// Players in the cut.
    pub size: u32,
    /// The players by seed: `seeds[0]` is seed 1.
    pub seeds: Vec<PlayerId>,
    /// The first round's games, top of the bracket first.
    pub first_games: Vec<BracketGame>,
    /// Everyone else, in standings order, with why.
    pub left_out: Vec<IaLeftOut>,
}

/// An Imperial Assault event: its definition, players, rounds and cut, built by applying actions.
#[derive(Debug, Clone)]
pub struct IaTournament {
    catalog: Arc<IaCatalog>,
    definition: IaEventDefinition,
    players: Vec<IaPlayer>,
    keep_apart: Vec<KeepApart>,
    /// The structure announced (definition or `setStructure`), before round 1.
    announced: Option<RoundStructure>,
    /// The structure in force since round 1 was paired.
    settled: Option<RoundStructure>,
    /// The seed, fixed in the definition or drawn with round 1.
    seed: Option<IaSeed>,
    rounds: Vec<IaRound>,
    bracket: Option<Bracket>,
    cut_missions: Vec<MissionDraw>,
    /// Results reported from the players' phones, waiting for the other player's.
    reports: Vec<IaGameReports>,
    actions: Vec<IaAction>,
}

fn count<I: Iterator>(items: I) -> u32 {
    u32::try_from(items.count()).unwrap_or(u32::MAX)
}

fn clause(section: IaSection) -> Clause {
    ia(section)
}

/// The refusal of a structure, citing its first problem's clause.
fn structure_refusal(problems: Vec<StructureProblem>) -> IaRefusal {
    let cited = problems
        .iter()
        .find_map(StructureProblem::clause)
        .unwrap_or_else(|| clause(IaSection::RoundStructure));
    IaRefusal::StructureNotValid {
        problems,
        clause: cited,
    }
}

/// Whether a player's name is acceptable: 1 to [`MAX_PLAYER_NAME_CHARS`] characters on one line.
fn checked_name(name: &str) -> Result<String, IaRefusal> {
    let trimmed = name.trim();
    if trimmed.is_empty()
        || trimmed.chars().count() > MAX_PLAYER_NAME_CHARS
        || trimmed.chars().any(char::is_control)
    {
        return Err(IaRefusal::BadPlayerName {
            max: MAX_PLAYER_NAME_CHARS as u32,
        });
    }
    Ok(trimmed.to_owned())
}

impl IaTournament {
    /// A new event.
    ///
    /// # Errors
    /// Every [`IaDefinitionProblem`] found.
    pub fn new(
        catalog: &IaCatalog,
        definition: IaEventDefinition,
    ) -> Result<IaTournament, Vec<IaDefinitionProblem>> {
        let problems = definition.problems();
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(IaTournament {
            catalog: Arc::new(catalog.clone()),
            announced: definition.structure,
            seed: definition.seed.as_ref().map(IaSeed::from_event_seed),
            definition,
            players: Vec::new(),
            keep_apart: Vec::new(),
            settled: None,
            rounds: Vec::new(),
            bracket: None,
            cut_missions: Vec::new(),
            reports: Vec::new(),
            actions: Vec::new(),
        })
    }

    /// Rebuilds an event from its definition and its actions, in order.
    ///
    /// # Errors
    /// [`IaReplayError`] naming the invalid definition or the first refused action.
    pub fn replay(
        catalog: &IaCatalog,
        definition: IaEventDefinition,
        actions: &[IaAction],
    ) -> Result<IaTournament, IaReplayError> {
        let mut t = IaTournament::new(catalog, definition)
            .map_err(|problems| IaReplayError::Definition { problems })?;
        t.actions.reserve(actions.len());
        apply_all(&mut t, actions, IaTournament::apply, IaAction::kind).map_err(|at| {
            IaReplayError::Action {
                index: at.index,
                action: at.action,
                refusal: at.refusal,
            }
        })?;
        Ok(t)
    }

    /// Applies one action. On refusal nothing changes.
    ///
    /// # Errors
    /// [`IaRefusal`] saying what is wrong and which clause says so.
    pub fn apply(&mut self, action: IaAction) -> Result<IaAccepted, IaRefusal> {
        // Each step works on a copy where it changes more than one thing, so a refusal found
        // late leaves nothing half done.
        let accepted = match &action {
            IaAction::RegisterPlayer { name, army } => self.register(name, army.as_ref())?,
            IaAction::RenamePlayer { player, name } => {
                let name = checked_name(name)?;
                self.player_mut(*player)?.name = name;
                IaAccepted::PlayerUpdated { player: *player }
            }
            IaAction::SetArmy { player, army } => self.set_army(*player, army.as_ref())?,
            IaAction::WithdrawRegistration { player } => self.withdraw(*player)?,
            IaAction::SetKeepApart { pairs } => self.set_keep_apart(pairs)?,
            IaAction::SetStructure { structure } => self.set_structure(*structure)?,
            IaAction::PairNextRound {
                round,
                seed,
                pairing,
            } => self.pair_next_round(
                *round,
                seed.as_ref().map(IaSeed::from_event_seed),
                pairing.as_ref(),
            )?,
            IaAction::UnpairRound { round } => self.unpair_round(*round)?,
            IaAction::SwapPlayers {
                round,
                first,
                second,
            } => self.swap_players(*round, *first, *second)?,
            IaAction::PublishRound { round } => self.publish_round(*round)?,
            IaAction::RecordResult {
                round,
                table,
                result,
            } => self.record(*round, *table, result, false)?,
            IaAction::CorrectResult {
                round,
                table,
                result,
            } => self.record(*round, *table, result, true)?,
            IaAction::DropPlayer { player } => self.set_dropped(*player, true)?,
            IaAction::ReinstatePlayer { player } => self.set_dropped(*player, false)?,
            IaAction::MakeCut {} => self.make_cut()?,
            IaAction::UndoCut {} => self.undo_cut()?,
            IaAction::RecordCutResult {
                round,
                game,
                result,
            } => self.record_cut(*round, *game, result)?,
            IaAction::ReportResult {
                game,
                player,
                result,
            } => self.report_result(*game, *player, result)?,
        };
        self.prune_reports();
        self.actions.push(action);
        Ok(accepted)
    }

    // ---------------------------------------------------------------- queries

    /// The definition.
    pub fn definition(&self) -> &IaEventDefinition {
        &self.definition
    }

    /// The actions applied, in order.
    pub fn actions(&self) -> &[IaAction] {
        &self.actions
    }

    /// Every registered player, in registration order.
    pub fn players(&self) -> &[IaPlayer] {
        &self.players
    }

    /// A player by number.
    pub fn player(&self, id: PlayerId) -> Option<&IaPlayer> {
        self.players.get(id.index()?)
    }

    /// The Swiss rounds paired.
    pub fn rounds(&self) -> &[IaRound] {
        &self.rounds
    }

    /// The cut, once made.
    pub fn bracket(&self) -> Option<&Bracket> {
        self.bracket.as_ref()
    }

    /// The structure in force (settled at round 1), or the one announced before that.
    pub fn structure(&self) -> Option<RoundStructure> {
        self.settled.or(self.announced)
    }

    /// Players who have not dropped.
    pub fn active_players(&self) -> Vec<PlayerId> {
        self.players
            .iter()
            .filter(|p| !p.dropped)
            .map(|p| p.id)
            .collect()
    }

    /// The Swiss history the ruleset's functions read.
    pub fn history(&self) -> SwissHistory {
        let mut history = SwissHistory::default();
        for r in &self.rounds {
            for t in &r.tables {
                history.games.push(SwissGame {
                    round: r.round,
                    players: t.pairing.players,
                    outcomes: t.result.as_ref().map(|g| g.decision.outcomes),
                });
            }
            if let Some(bye) = r.bye {
                history.byes.push(SwissBye {
                    round: r.round,
                    player: bye.player,
                });
            }
        }
        history
    }

    /// The Swiss standings, once the seed is known (from round 1 on, or fixed in advance).
    pub fn standings(&self) -> Option<IaStandings> {
        let seed = self.seed?;
        let everyone: Vec<PlayerId> = self.players.iter().map(|p| p.id).collect();
        Some(ia_standings(
            &everyone,
            &self.history(),
            self.definition.sos_method,
            self.definition.rulings,
            seed,
        ))
    }

    /// Where the event stands.
    pub fn stage(&self) -> IaStage {
        if let Some(bracket) = &self.bracket {
            return match (bracket.current_round(), bracket.rounds.last()) {
                (Some(round), Some(last)) => IaStage::CutInProgress {
                    round,
                    results_missing: count(last.games.iter().filter(|g| g.result.is_none())),
                },
                _ => IaStage::Finished,
            };
        }
        let Some(last) = self.rounds.last() else {
            return IaStage::Registration;
        };
        if !last.published {
            return IaStage::RoundProposed { round: last.round };
        }
        let missing = last.results_missing();
        if missing > 0 {
            return IaStage::RoundInProgress {
                round: last.round,
                results_missing: missing,
            };
        }
        match self.settled {
            Some(s) if last.round >= s.swiss_rounds => {
                if s.cut.is_some() {
                    IaStage::ReadyToCut
                } else {
                    IaStage::Finished
                }
            }
            _ => IaStage::ReadyToPair {
                next_round: last.round + 1,
            },
        }
    }

    /// Whether the event is over: the last Swiss round (no cut) or the final is decided.
    pub fn is_finished(&self) -> bool {
        self.stage() == IaStage::Finished
    }

    /// The final places, once the event is finished: the cut's, or the Swiss standings' when
    /// there is no cut.
    pub fn placings(&self) -> Vec<Placing> {
        if self.stage() != IaStage::Finished {
            return Vec::new();
        }
        self.placings_by(self.standings().as_ref())
    }

    /// The final places from the Swiss standings already computed (the snapshot needs both).
    fn placings_by(&self, standings: Option<&IaStandings>) -> Vec<Placing> {
        let Some(standings) = standings else {
            return Vec::new();
        };
        if self.stage() != IaStage::Finished {
            return Vec::new();
        }
        match &self.bracket {
            Some(bracket) => bracket.placings(standings),
            None => standings
                .rows
                .iter()
                .map(|r| Placing {
                    player: r.player,
                    place: r.place,
                    lost_in_cut_round: None,
                })
                .collect(),
        }
    }

    /// Everything the desk shows.
    pub fn snapshot(&self) -> IaEventSnapshot {
        // Computed once: the standings and the final places both read them.
        let standings = self.standings();
        IaEventSnapshot {
            placings: self.placings_by(standings.as_ref()),
            definition: self.definition.clone(),
            rules: self.definition.category.rules(),
            stage: self.stage(),
            open: self.open_actions(),
            structure: self.structure(),
            table_structure: table_structure(
                self.definition.category,
                count(self.players.iter().filter(|p| !p.dropped)),
            ),
            players: self.players.clone(),
            keep_apart: self.keep_apart.clone(),
            rounds: self.rounds.clone(),
            standings,
            bracket: self.bracket.clone(),
            cut_preview: self.cut_preview().ok(),
            cut_missions: self.cut_missions.clone(),
            reports: self.reports.clone(),
            timer: RoundTimer::PRESET,
        }
    }

    /// The actions open now, each asked of the check its action makes.
    pub fn open_actions(&self) -> IaOpenActions {
        IaOpenActions {
            registration: self.registration_open().is_ok(),
            swiss: self.swiss_open().is_ok(),
            pair_round: self.next_swiss_round().ok(),
            unpair_round: self
                .rounds
                .last()
                .and_then(|last| self.unpairable_round(last.round).ok()),
            swap_round: self.swap_round(),
            publish_round: self
                .rounds
                .last()
                .and_then(|last| self.publishable_round(last.round).ok()),
            make_cut: self.cut_size_now().is_ok(),
            undo_cut: self.undoable_cut().is_ok(),
            cut_rounds: self.bracket.as_ref().map_or_else(Vec::new, |bracket| {
                bracket
                    .rounds
                    .iter()
                    .map(|r| r.round)
                    .filter(|round| bracket.round_open(*round))
                    .collect()
            }),
        }
    }

    /// The action that pairs the next Swiss round: round 1 of an event without a seed fixed in
    /// advance carries the seed `draw` gives (the front door's entropy), recorded for replay.
    pub fn pair_action(&self, draw: impl FnOnce() -> u32) -> IaAction {
        let round = count(self.rounds.iter()).saturating_add(1);
        let seed = (round == 1 && self.seed.is_none()).then(|| EventSeed::Number(draw()));
        IaAction::PairNextRound {
            round,
            seed,
            pairing: None,
        }
    }

    /// `action` as the journal keeps it once `apply` has accepted it: a Swiss round's pairing
    /// carries what the search decided ([`RecordedPairing`]), so a replay does not search again;
    /// every other action is kept as given.
    pub fn recorded(&self, action: IaAction) -> IaAction {
        match action {
            IaAction::PairNextRound {
                round,
                seed,
                pairing: None,
            } => {
                let pairing = self
                    .rounds
                    .iter()
                    .find(|r| r.round == round)
                    .map(IaRound::recorded_pairing);
                IaAction::PairNextRound {
                    round,
                    seed,
                    pairing,
                }
            }
            action => action,
        }
    }

    /// An army's totals and every problem, against this event's catalog: what the registration
    /// screen shows while a list is built.
    pub fn check_army(&self, army: &ArmyList) -> ArmyReport {
        check_army(&self.catalog, army)
    }

    // ---------------------------------------------------------------- registration

    fn registration_open(&self) -> Result<(), IaRefusal> {
        if self.rounds.is_empty() && self.settled.is_none() {
            Ok(())
        } else {
            Err(IaRefusal::RegistrationClosed {
                clause: clause(IaSection::ArmyBuilding),
            })
        }
    }

    fn player_mut(&mut self, id: PlayerId) -> Result<&mut IaPlayer, IaRefusal> {
        id.index()
            .and_then(|i| self.players.get_mut(i))
            .ok_or(IaRefusal::NoSuchPlayer { player: id })
    }

    /// The report of a list that may be registered, or every problem.
    fn legal_army(&self, army: &ArmyList) -> Result<ArmyReport, IaRefusal> {
        let report = check_army(&self.catalog, army);
        if report.is_legal() {
            Ok(report)
        } else {
            Err(IaRefusal::ArmyNotLegal {
                problems: report.problems,
                clause: clause(IaSection::ArmyBuilding),
            })
        }
    }

    fn register(&mut self, name: &str, army: Option<&ArmyList>) -> Result<IaAccepted, IaRefusal> {
        self.registration_open()?;
        let name = checked_name(name)?;
        let registered = count(self.players.iter());
        if registered >= MAX_IA_PLAYERS {
            return Err(IaRefusal::TooManyPlayers {
                count: registered.saturating_add(1),
                max: MAX_IA_PLAYERS,
            });
        }
        let army_report = army.map(|a| self.legal_army(a)).transpose()?;
        let id = PlayerId::from_index(self.players.len());
        self.players.push(IaPlayer {
            id,
            name,
            army: army.cloned(),
            army_report,
            dropped: false,
        });
        Ok(IaAccepted::PlayerRegistered { player: id })
    }

    fn set_army(
        &mut self,
        player: PlayerId,
        army: Option<&ArmyList>,
    ) -> Result<IaAccepted, IaRefusal> {
        self.registration_open()?;
        let army_report = army.map(|a| self.legal_army(a)).transpose()?;
        let p = self.player_mut(player)?;
        p.army = army.cloned();
        p.army_report = army_report;
        Ok(IaAccepted::PlayerUpdated { player })
    }

    fn withdraw(&mut self, player: PlayerId) -> Result<IaAccepted, IaRefusal> {
        self.registration_open()?;
        let index = player
            .index()
            .filter(|i| *i < self.players.len())
            .ok_or(IaRefusal::NoSuchPlayer { player })?;
        self.players.remove(index);
        for (i, p) in self.players.iter_mut().enumerate().skip(index) {
            p.id = PlayerId::from_index(i);
        }
        // Requests naming the player go with them; later numbers move down one.
        let renumber = |id: PlayerId| {
            if id > player {
                PlayerId::new(id.get() - 1)
            } else {
                id
            }
        };
        self.keep_apart = self
            .keep_apart
            .iter()
            .filter(|KeepApart(a, b)| *a != player && *b != player)
            .map(|KeepApart(a, b)| KeepApart(renumber(*a), renumber(*b)))
            .collect();
        Ok(IaAccepted::RegistrationWithdrawn { player })
    }

    fn set_keep_apart(&mut self, pairs: &[KeepApart]) -> Result<IaAccepted, IaRefusal> {
        self.registration_open()?;
        if !self.definition.category.rules().round_one_requests {
            return Err(IaRefusal::KeepApartNotInformal {
                clause: clause(IaSection::Pairings),
            });
        }
        for KeepApart(a, b) in pairs {
            for p in [a, b] {
                if self.player(*p).is_none() {
                    return Err(IaRefusal::NoSuchPlayer { player: *p });
                }
            }
            if a == b {
                return Err(IaRefusal::KeepApartSelf { player: *a });
            }
        }
        self.keep_apart = pairs.to_vec();
        Ok(IaAccepted::SettingsChanged)
    }

    fn set_structure(&mut self, structure: RoundStructure) -> Result<IaAccepted, IaRefusal> {
        self.registration_open()?;
        let problems = structure_alone_problems(structure, &self.definition.missions);
        if !problems.is_empty() {
            return Err(structure_refusal(problems));
        }
        self.announced = Some(structure);
        Ok(IaAccepted::SettingsChanged)
    }

    fn set_dropped(&mut self, player: PlayerId, dropped: bool) -> Result<IaAccepted, IaRefusal> {
        self.swiss_open()?;
        let p = self.player_mut(player)?;
        match (p.dropped, dropped) {
            (true, true) => return Err(IaRefusal::AlreadyDropped { player }),
            (false, false) => return Err(IaRefusal::NotDropped { player }),
            _ => p.dropped = dropped,
        }
        Ok(IaAccepted::PlayerUpdated { player })
    }

    // ---------------------------------------------------------------- rounds

    /// The Swiss rounds stay open, for drops, pairings and results, until the cut is made.
    fn swiss_open(&self) -> Result<(), IaRefusal> {
        match self.bracket {
            Some(_) => Err(IaRefusal::SwissRoundsClosed {
                clause: clause(IaSection::EliminationRounds),
            }),
            None => Ok(()),
        }
    }

    /// The Swiss round that may be paired next, as far as the event's stage decides: the lists
    /// and the structure for the players present are checked when it is paired.
    fn next_swiss_round(&self) -> Result<u32, IaRefusal> {
        self.swiss_open()?;
        if let Some(last) = self.rounds.last() {
            let missing = last.results_missing();
            if missing > 0 {
                return Err(IaRefusal::ResultsMissing {
                    round: last.round,
                    missing,
                    clause: clause(IaSection::Pairings),
                });
            }
        }
        let paired = count(self.rounds.iter());
        if let Some(structure) = self.settled {
            if paired >= structure.swiss_rounds {
                return Err(IaRefusal::SwissRoundsComplete {
                    rounds: structure.swiss_rounds,
                    clause: clause(IaSection::RoundStructure),
                });
            }
        }
        Ok(paired.saturating_add(1))
    }

    /// Refused while Swiss round `round` is a proposal: its games wait for it to be published
    /// (docs/rulings.md, "Publishing a round").
    pub(super) fn published_round(&self, round: u32) -> Result<(), IaRefusal> {
        let proposed = round
            .checked_sub(1)
            .and_then(|i| self.rounds.get(usize::try_from(i).ok()?))
            .is_some_and(|r| !r.published);
        if proposed {
            Err(IaRefusal::RoundNotPublished {
                round,
                clause: Clause::RulingPublishRound,
            })
        } else {
            Ok(())
        }
    }

    /// `round`, when it may be published: the latest Swiss round, paired as a proposal and not
    /// yet published.
    fn publishable_round(&self, round: u32) -> Result<u32, IaRefusal> {
        match self.rounds.last() {
            Some(last) if last.round == round => {
                if last.published {
                    Err(IaRefusal::RoundAlreadyPublished {
                        round,
                        clause: Clause::RulingPublishRound,
                    })
                } else {
                    Ok(round)
                }
            }
            latest => Err(IaRefusal::NotTheLatestRound {
                round,
                latest: latest.map_or(0, |last| last.round),
            }),
        }
    }

    fn publish_round(&mut self, round: u32) -> Result<IaAccepted, IaRefusal> {
        self.publishable_round(round)?;
        if let Some(last) = self.rounds.last_mut() {
            last.published = true;
        }
        Ok(IaAccepted::RoundPublished { round })
    }

    /// `round`, when it may be taken back: the latest Swiss round, before the cut, with no
    /// result in.
    fn unpairable_round(&self, round: u32) -> Result<u32, IaRefusal> {
        self.swiss_open()?;
        let latest = self.rounds.last();
        match latest {
            Some(last) if last.round == round => {
                if last.tables.iter().any(|t| t.result.is_some()) {
                    Err(IaRefusal::RoundHasResults { round })
                } else {
                    Ok(round)
                }
            }
            _ => Err(IaRefusal::NotTheLatestRound {
                round,
                latest: latest.map_or(0, |last| last.round),
            }),
        }
    }

    /// The structure round 1 settles for the players present, with every problem refused.
    fn settle_structure(&self, active: u32) -> Result<RoundStructure, IaRefusal> {
        let category = self.definition.category;
        let structure = self
            .announced
            .or_else(|| table_structure(category, active))
            .ok_or(IaRefusal::StructureNeeded {
                clause: clause(IaSection::RoundStructure),
            })?;
        let mut problems = check_structure(category, active, structure);
        problems.extend(super::mission::check_missions(
            &self.definition.missions,
            structure,
        ));
        if problems.is_empty() {
            Ok(structure)
        } else {
            Err(structure_refusal(problems))
        }
    }

    fn pair_next_round(
        &mut self,
        round: u32,
        drawn_seed: Option<IaSeed>,
        recorded: Option<&RecordedPairing>,
    ) -> Result<IaAccepted, IaRefusal> {
        let expected = self.next_swiss_round()?;
        if round != expected {
            return Err(IaRefusal::WrongRound {
                round,
                expected,
                clause: clause(IaSection::Pairings),
            });
        }
        let active = self.active_players();
        let structure = match self.settled {
            Some(s) => s,
            None => self.settle_structure(count(active.iter()))?,
        };
        if round > structure.swiss_rounds {
            return Err(IaRefusal::SwissRoundsComplete {
                rounds: structure.swiss_rounds,
                clause: clause(IaSection::RoundStructure),
            });
        }
        let seed = match (self.seed, drawn_seed) {
            (Some(_), Some(_)) => return Err(IaRefusal::SeedNotExpected { round }),
            (Some(seed), None) => seed,
            (None, Some(seed)) if round == 1 => seed,
            (None, Some(_)) => return Err(IaRefusal::SeedNotExpected { round }),
            (None, None) => return Err(IaRefusal::SeedMissing),
        };
        if round == 1 && self.definition.category.rules().army_list_required {
            let missing: Vec<PlayerId> = self
                .players
                .iter()
                .filter(|p| !p.dropped && p.army.is_none())
                .map(|p| p.id)
                .collect();
            if !missing.is_empty() {
                return Err(IaRefusal::ArmyListsMissing {
                    players: missing,
                    clause: clause(IaSection::ArmyBuilding),
                });
            }
        }
        let history = self.history();
        let everyone: Vec<PlayerId> = self.players.iter().map(|p| p.id).collect();
        let standings = ia_standings(
            &everyone,
            &history,
            self.definition.sos_method,
            self.definition.rulings,
            seed,
        );
        let keep_apart: &[KeepApart] = if round == 1 { &self.keep_apart } else { &[] };
        let input = IaPairingInput {
            round,
            standings: &standings,
            active: &active,
            history: &history,
            keep_apart,
            seed,
            rulings: self.definition.rulings,
        };
        let pairing = match recorded {
            Some(recorded) => pair_round_as_recorded(&input, recorded)?,
            None => pair_round(&input)?,
        };
        let earlier: Vec<MissionDraw> = self.rounds.iter().map(|r| r.mission.clone()).collect();
        let mission = draw_mission(
            &self.definition.missions,
            MissionRound::Swiss { round },
            &earlier,
            seed,
        )?;
        self.seed = Some(seed);
        self.settled = Some(structure);
        self.rounds.push(IaRound {
            round,
            mission,
            tables: pairing
                .tables
                .into_iter()
                .map(|pairing| IaRoundTable {
                    pairing,
                    result: None,
                })
                .collect(),
            bye: pairing.bye,
            search: pairing.search,
            published: !self.definition.publish_rounds,
        });
        Ok(IaAccepted::RoundPaired { round })
    }

    fn unpair_round(&mut self, round: u32) -> Result<IaAccepted, IaRefusal> {
        self.unpairable_round(round)?;
        self.rounds.pop();
        if self.rounds.is_empty() {
            // Round 1 taken back reopens registration: the structure is settled again, and a seed
            // drawn with round 1 is drawn again with it.
            self.settled = None;
            if self.definition.seed.is_none() {
                self.seed = None;
            }
        }
        Ok(IaAccepted::RoundUnpaired { round })
    }

    /// The latest Swiss round, while the Swiss rounds are open and two of its players could
    /// still be swapped: two tables without a result, or one and the bye (the checks
    /// `swap_players` makes, for any pair of such players).
    fn swap_round(&self) -> Option<u32> {
        self.swiss_open().ok()?;
        let last = self.rounds.last()?;
        let open_tables = count(last.tables.iter().filter(|t| t.result.is_none()));
        let places = open_tables.saturating_add(u32::from(last.bye.is_some()));
        (open_tables >= 1 && places >= 2).then_some(last.round)
    }

    /// A player's tournament points before `round`: a bye is a win («Byes»).
    fn points_before(&self, round: u32, player: PlayerId) -> u32 {
        self.rounds
            .iter()
            .filter(|r| r.round < round)
            .map(|r| {
                let bye = r
                    .bye
                    .filter(|b| b.player == player)
                    .map_or(0, |_| ia_points(IaOutcome::Win));
                let games: u32 = r
                    .tables
                    .iter()
                    .filter_map(|t| {
                        let result = t.result.as_ref()?;
                        Seat::BOTH
                            .into_iter()
                            .find(|seat| *t.pairing.players.get(*seat) == player)
                            .map(|seat| ia_points(*result.decision.outcomes.get(seat)))
                    })
                    .sum();
                bye.saturating_add(games)
            })
            .sum()
    }

    /// Where `player` sits in the latest round, refused where they cannot be swapped.
    fn swappable_place(&self, round: u32, player: PlayerId) -> Result<Place, IaRefusal> {
        let current = self
            .rounds
            .last()
            .ok_or(IaRefusal::SwapNotLatestRound { round, latest: 0 })?;
        if current.bye.is_some_and(|b| b.player == player) {
            return Ok(Place::Bye);
        }
        for (index, table) in current.tables.iter().enumerate() {
            if let Some(seat) = Seat::BOTH
                .into_iter()
                .find(|seat| *table.pairing.players.get(*seat) == player)
            {
                return match table.result {
                    Some(_) => Err(IaRefusal::SwapAfterResult {
                        round,
                        table: table.pairing.table,
                    }),
                    None => Ok(Place::Seat(index, seat)),
                };
            }
        }
        Err(IaRefusal::SwapNotInRound { round, player })
    }

    /// Swaps two players of the latest Swiss round (docs/rulings.md, Imperial Assault,
    /// "Swapping players of a paired round"): each takes the other's seat, or the bye, with their
    /// points before the round; each table they now sit at is marked as the organizer's, with
    /// the round its players met in before when the swap makes a rematch.
    fn swap_players(
        &mut self,
        round: u32,
        first: PlayerId,
        second: PlayerId,
    ) -> Result<IaAccepted, IaRefusal> {
        self.swiss_open()?;
        let latest = self.rounds.last().map_or(0, |r| r.round);
        if round != latest || latest == 0 {
            return Err(IaRefusal::SwapNotLatestRound { round, latest });
        }
        if first == second {
            return Err(IaRefusal::RepeatedPlayer { player: first });
        }
        let (from, to) = (
            self.swappable_place(round, first)?,
            self.swappable_place(round, second)?,
        );
        if let (Place::Seat(a, _), Place::Seat(b, _)) = (from, to) {
            if a == b {
                let table = self.rounds.last().and_then(|r| r.tables.get(a));
                return Err(IaRefusal::SwapOpponents {
                    round,
                    table: table.map_or(0, |t| t.pairing.table),
                });
            }
        }
        let points = (
            self.points_before(round, first),
            self.points_before(round, second),
        );
        let met_before: Vec<(PlayerId, PlayerId, u32)> = self
            .rounds
            .iter()
            .filter(|r| r.round < round)
            .flat_map(|r| {
                r.tables
                    .iter()
                    .map(move |t| (t.pairing.players.first, t.pairing.players.second, r.round))
            })
            .collect();
        let keep_apart = self.keep_apart.clone();
        let Some(current) = self.rounds.last_mut() else {
            return Err(IaRefusal::SwapNotLatestRound { round, latest });
        };
        for (place, player, points) in [(to, first, points.0), (from, second, points.1)] {
            match place {
                Place::Seat(index, seat) => {
                    if let Some(table) = current.tables.get_mut(index) {
                        *table.pairing.players.get_mut(seat) = player;
                        *table.pairing.points.get_mut(seat) = points;
                        table.pairing.reason = IaPairingReason::OrganizerSwap;
                        let pair = table.pairing.players;
                        let same = |x: PlayerId, y: PlayerId| {
                            (x, y) == (pair.first, pair.second)
                                || (y, x) == (pair.first, pair.second)
                        };
                        table.pairing.rematch_of_round = met_before
                            .iter()
                            .filter(|(x, y, _)| same(*x, *y))
                            .map(|(_, _, r)| *r)
                            .max();
                        table.pairing.request_not_kept =
                            round == 1 && keep_apart.iter().any(|k| same(k.0, k.1));
                    }
                }
                Place::Bye => {
                    current.bye = Some(IaBye {
                        player,
                        reason: IaByeReason::OrganizerSwap,
                    });
                }
            }
        }
        Ok(IaAccepted::PlayersSwapped {
            round,
            first,
            second,
        })
    }

    fn record(
        &mut self,
        round: u32,
        table: u32,
        input: &IaResultInput,
        correcting: bool,
    ) -> Result<IaAccepted, IaRefusal> {
        self.swiss_open()?;
        self.published_round(round)?;
        let slot = round
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(usize::try_from(i).ok()?))
            .and_then(|r| r.tables.iter_mut().find(|t| t.pairing.table == table))
            .ok_or(IaRefusal::NoSuchTable { round, table })?;
        match (&slot.result, correcting) {
            (Some(_), false) => return Err(IaRefusal::ResultAlreadyRecorded { round, table }),
            (None, true) => return Err(IaRefusal::NoResultToCorrect { round, table }),
            _ => {}
        }
        slot.result = Some(decide_game(input)?);
        Ok(IaAccepted::ResultRecorded { round, table })
    }

    // ---------------------------------------------------------------- the cut

    /// The cut's size, when it may be made now: not made yet, in the structure, and the Swiss
    /// rounds over.
    fn cut_size_now(&self) -> Result<CutSize, IaRefusal> {
        let elimination = clause(IaSection::EliminationRounds);
        if self.bracket.is_some() {
            return Err(IaRefusal::CutAlreadyMade {
                clause: elimination,
            });
        }
        let structure = self.structure();
        let Some(cut) = structure.and_then(|s| s.cut) else {
            return Err(IaRefusal::NoCut {
                clause: clause(IaSection::RoundStructure),
            });
        };
        if self.stage() != IaStage::ReadyToCut {
            let swiss = structure.map_or(0, |s| s.swiss_rounds);
            let paired = count(self.rounds.iter());
            let unfinished = u32::from(self.rounds.last().is_some_and(|r| r.results_missing() > 0));
            return Err(IaRefusal::CutNotReady {
                rounds_left: swiss.saturating_sub(paired).saturating_add(unfinished),
                clause: elimination,
            });
        }
        Ok(cut)
    }

    /// The bracket the cut would make now, with the standings it was made from.
    fn planned_cut(&self) -> Result<(Bracket, IaStandings), IaRefusal> {
        let cut = self.cut_size_now()?;
        let standings = self.standings().ok_or(IaRefusal::CutNotReady {
            rounds_left: 1,
            clause: clause(IaSection::EliminationRounds),
        })?;
        let dropped: Vec<PlayerId> = self
            .players
            .iter()
            .filter(|p| p.dropped)
            .map(|p| p.id)
            .collect();
        let bracket = Bracket::cut(&standings, cut, &dropped)?;
        Ok((bracket, standings))
    }

    /// The cut as making it now would make it: who goes through by seed, the first round's
    /// games, and who is left out with their place and why.
    ///
    /// # Errors
    /// The refusal making the cut would meet.
    pub fn cut_preview(&self) -> Result<IaCutPreview, IaRefusal> {
        let (bracket, standings) = self.planned_cut()?;
        let left_out = standings
            .rows
            .iter()
            .filter(|row| !bracket.seeds.contains(&row.player))
            .map(|row| IaLeftOut {
                player: row.player,
                place: row.place,
                reason: if self.player(row.player).is_some_and(|p| p.dropped) {
                    IaLeftOutReason::Dropped
                } else {
                    IaLeftOutReason::BelowCut
                },
            })
            .collect();
        Ok(IaCutPreview {
            size: bracket.size.get(),
            first_games: bracket
                .rounds
                .first()
                .map(|r| r.games.clone())
                .unwrap_or_default(),
            seeds: bracket.seeds,
            left_out,
        })
    }

    fn make_cut(&mut self) -> Result<IaAccepted, IaRefusal> {
        let (bracket, _) = self.planned_cut()?;
        let size = bracket.size.get();
        let mission = self.draw_cut_mission(&[], 1)?;
        self.bracket = Some(bracket);
        self.cut_missions.push(mission);
        Ok(IaAccepted::CutMade { size })
    }

    /// The cut may be taken back while none of its games has a result (docs/rulings.md,
    /// Imperial Assault, "Taking the cut back").
    fn undoable_cut(&self) -> Result<(), IaRefusal> {
        let elimination = clause(IaSection::EliminationRounds);
        let Some(bracket) = &self.bracket else {
            return Err(IaRefusal::NoCutToUndo {
                clause: elimination,
            });
        };
        if bracket
            .rounds
            .iter()
            .flat_map(|r| &r.games)
            .any(|g| g.result.is_some())
        {
            return Err(IaRefusal::CutHasResults {
                clause: elimination,
            });
        }
        Ok(())
    }

    fn undo_cut(&mut self) -> Result<IaAccepted, IaRefusal> {
        self.undoable_cut()?;
        // The cut's missions go with it: made again, the cut draws the same ones from the seed.
        self.bracket = None;
        self.cut_missions.clear();
        Ok(IaAccepted::CutUndone)
    }

    /// The mission of round `round` of the cut, after the Swiss rounds' and `earlier_cut`'s:
    /// missions may repeat in the cut («Procedimiento de preparación de escaramuzas», 1).
    fn draw_cut_mission(
        &self,
        earlier_cut: &[MissionDraw],
        round: u32,
    ) -> Result<MissionDraw, IaRefusal> {
        let seed = self.seed.ok_or(IaRefusal::SeedMissing)?;
        let earlier: Vec<MissionDraw> = self
            .rounds
            .iter()
            .map(|r| r.mission.clone())
            .chain(earlier_cut.iter().cloned())
            .collect();
        draw_mission(
            &self.definition.missions,
            MissionRound::Cut { round },
            &earlier,
            seed,
        )
    }

    fn record_cut(
        &mut self,
        round: u32,
        game: u32,
        input: &IaResultInput,
    ) -> Result<IaAccepted, IaRefusal> {
        let Some(bracket) = &self.bracket else {
            return Err(IaRefusal::NoSuchCutGame {
                round,
                game,
                clause: clause(IaSection::EliminationRounds),
            });
        };
        let mut bracket = bracket.clone();
        bracket.record(round, game, input, None)?;
        // Each new round of the cut draws its mission; a corrected round keeps its own.
        let mut missions = self.cut_missions.clone();
        while missions.len() < bracket.rounds.len() {
            let next = count(missions.iter()).saturating_add(1);
            let mission = self.draw_cut_mission(&missions, next)?;
            missions.push(mission);
        }
        let champion = bracket.champion();
        self.bracket = Some(bracket);
        self.cut_missions = missions;
        Ok(IaAccepted::CutResultRecorded {
            round,
            game,
            champion,
        })
    }
}

/// Where a player sits in a paired round: a table's seat (by the table's index), or the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Seat(usize, Seat),
    Bye,
}
