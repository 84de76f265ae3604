//! The event state: a checked definition plus the actions applied so far. Every query
//! (standings, ratings, the next pairing) is derived from the recorded rounds, so a corrected
//! result changes everything computed from it, while the rounds already paired stay as they were
//! published.

use crate::action::{Accepted, EventAction};
use crate::definition::{
    check_rounds, check_scenario, DefinitionProblem, EventDefinition, RematchPolicy,
    RulingsEdition, ScenarioChoice, MAX_ROUNDS,
};
use crate::pairing::{pair_ranking, shuffle, Conflict, PairKind};
use crate::player::{
    pin_is_well_formed, PinKey, Player, PlayerId, Registration, MAX_PIN_CHARS, MAX_PLAYERS,
    MAX_PLAYER_NAME_CHARS, MAX_TEAM_NAME_CHARS,
};
use crate::policy::{AglPolicy, EventPolicy};
use crate::rating::{rating_report, CurrentRatings, RatingReport, STARTING_RATING};
use crate::refusal::EventRefusal;
use crate::round::{
    Bye, ByeReason, PairingNote, PairingReason, PairingWarning, PassedOver, PassedUndraftable,
    Placement, Round, Table,
};
use crate::scoring::{GameResult, ResultInput};
use crate::standings::{rank, standings, totals, Stage, Standings};
use crate::table_draft::TableDrafts;
use crate::warning::{RegistrationWarning, ScenarioWarning};
use hexadraft_catalog::{Catalog, CharacterId, SponsorKind, StartingLineup};
use hexadraft_draft::Section;
use hexadraft_draft::{lineups_too_alike, BySeat, Clause};
use hexadraft_draft::{ClockSettings, DraftFormat, Mod, ModSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::Arc;

/// Longest organizer's note on an override, in characters.
pub const MAX_NOTE_CHARS: usize = 200;

/// Why an event could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ReplayError {
    /// The definition is not valid.
    #[error("the event definition is not valid: {}", problems.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    Definition {
        /// Every problem found.
        problems: Vec<DefinitionProblem>,
    },
    /// An action of the log is refused.
    #[error("action {index} ({action}) is refused: {refusal}")]
    Action {
        /// Its position in the log, from 0.
        index: u32,
        /// Its kind.
        action: String,
        /// Why.
        refusal: EventRefusal,
    },
}

/// The first action of a log that was refused, with where it stands in the log.
pub(crate) struct RefusedAt<R> {
    /// Its position in the log, from 0.
    pub(crate) index: u32,
    /// Its kind.
    pub(crate) action: String,
    /// Why.
    pub(crate) refusal: R,
}

/// Applies `actions` to `target` in order, stopping at the first refused one: how an event of
/// either ruleset replays its log.
pub(crate) fn apply_all<T, A: Clone, O, R>(
    target: &mut T,
    actions: &[A],
    mut apply: impl FnMut(&mut T, A) -> Result<O, R>,
    kind: impl Fn(&A) -> &'static str,
) -> Result<(), RefusedAt<R>> {
    for (index, action) in actions.iter().enumerate() {
        apply(target, action.clone()).map_err(|refusal| RefusedAt {
            index: u32::try_from(index).unwrap_or(u32::MAX),
            action: kind(action).to_owned(),
            refusal,
        })?;
    }
    Ok(())
}

/// Where the event stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum EventStage {
    /// Round 1 is not paired yet.
    Registration,
    /// A round is paired as a proposal, not yet published: the room has not seen it and it takes
    /// no result (docs/rulings.md, "Publishing a round").
    RoundProposed {
        /// The round.
        round: u32,
    },
    /// A round is paired and some results are missing.
    RoundInProgress {
        /// The round.
        round: u32,
        /// Tables still without a result.
        results_missing: u32,
    },
    /// Every result of the last paired round is in; the next round can be paired.
    ReadyToPair {
        /// The next round.
        next_round: u32,
    },
    /// Every planned round is paired and every result is in.
    Finished,
}

/// Everything the UI shows of an event, as one serializable value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct EventSnapshot {
    /// The definition.
    pub definition: EventDefinition,
    /// Where the event stands.
    pub stage: EventStage,
    /// What the desk may offer now.
    pub open: AglOpenActions,
    /// The rounds the organizer set, if set.
    pub planned_rounds: Option<u32>,
    /// The rounds the table suggests for the active players.
    pub suggested_rounds: u32,
    /// The scenario of each round so far set, by round (index 0 is round 1).
    pub scenarios: Vec<Option<ScenarioChoice>>,
    /// Every registered player, in registration order.
    pub players: Vec<Player>,
    /// The rounds paired, in order.
    pub rounds: Vec<Round>,
    /// The standings now.
    pub standings: Standings,
}

/// An AGL event: its definition, players and rounds, built by applying actions.
#[derive(Debug, Clone)]
pub struct Tournament {
    catalog: Arc<Catalog>,
    policy: Arc<dyn EventPolicy>,
    definition: EventDefinition,
    mods: ModSet,
    players: Vec<Player>,
    pins: HashMap<PinKey, PlayerId>,
    /// Each player's earlier PINs, oldest first, as corrected by `editPlayer`.
    earlier_pins: Vec<Vec<String>>,
    planned_rounds: Option<u32>,
    scenarios: Vec<Option<ScenarioChoice>>,
    rounds: Vec<Round>,
    actions: Vec<EventAction>,
    ratings_before: CurrentRatings,
    decks_public: bool,
    /// The organizer's choice for the tables' drafts; `None` until one is recorded.
    table_drafts: Option<TableDrafts>,
}

impl Tournament {
    /// A new event under the AGL rules of the definition's format and version.
    ///
    /// # Errors
    /// Every [`DefinitionProblem`] found.
    pub fn new(
        catalog: &Catalog,
        definition: EventDefinition,
    ) -> Result<Tournament, Vec<DefinitionProblem>> {
        let policy = Arc::new(AglPolicy::new(definition.ruleset, definition.format));
        Tournament::with_policy(catalog, definition, policy)
    }

    /// A new event under another policy than its format's (tests run the core under one that is
    /// not the AGL's, to keep it free of the AGL's numbers).
    ///
    /// # Errors
    /// Every [`DefinitionProblem`] found.
    pub fn with_policy(
        catalog: &Catalog,
        definition: EventDefinition,
        policy: Arc<dyn EventPolicy>,
    ) -> Result<Tournament, Vec<DefinitionProblem>> {
        let checked = definition.check(catalog, policy.as_ref())?;
        let scenarios = checked
            .definition
            .scenarios
            .iter()
            .cloned()
            .map(Some)
            .collect();
        Ok(Tournament {
            catalog: Arc::new(catalog.clone()),
            policy,
            planned_rounds: checked.definition.rounds,
            definition: checked.definition,
            mods: checked.mods,
            players: Vec::new(),
            pins: HashMap::new(),
            earlier_pins: Vec::new(),
            scenarios,
            rounds: Vec::new(),
            actions: Vec::new(),
            ratings_before: CurrentRatings::default(),
            decks_public: false,
            table_drafts: None,
        })
    }

    /// Rebuilds an event from its definition and its actions, in order.
    ///
    /// # Errors
    /// [`ReplayError`] naming the invalid definition or the first refused action.
    pub fn replay(
        catalog: &Catalog,
        definition: EventDefinition,
        actions: &[EventAction],
    ) -> Result<Tournament, ReplayError> {
        let policy = Arc::new(AglPolicy::new(definition.ruleset, definition.format));
        Tournament::replay_with_policy(catalog, definition, actions, policy)
    }

    /// [`Tournament::replay`] under another ruleset's policy.
    ///
    /// # Errors
    /// [`ReplayError`] naming the invalid definition or the first refused action.
    pub fn replay_with_policy(
        catalog: &Catalog,
        definition: EventDefinition,
        actions: &[EventAction],
        policy: Arc<dyn EventPolicy>,
    ) -> Result<Tournament, ReplayError> {
        let mut t = Tournament::with_policy(catalog, definition, policy)
            .map_err(|problems| ReplayError::Definition { problems })?;
        t.actions.reserve(actions.len());
        apply_all(&mut t, actions, Tournament::apply, EventAction::kind).map_err(|at| {
            ReplayError::Action {
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
    /// [`EventRefusal`] saying what is wrong and which clause says so.
    pub fn apply(&mut self, action: EventAction) -> Result<Accepted, EventRefusal> {
        let accepted = match &action {
            EventAction::RegisterPlayer { registration } => {
                if !self.rounds.is_empty() {
                    return Err(EventRefusal::RegistrationClosed {
                        paired: self.rounds.len() as u32,
                    });
                }
                self.register(registration)?
            }
            EventAction::RegisterLateArrival { registration } => {
                if self.rounds.is_empty() {
                    return Err(EventRefusal::NotLate);
                }
                self.register(registration)?
            }
            EventAction::EditPlayer {
                player,
                registration,
            } => self.edit_player(*player, registration)?,
            EventAction::DropPlayer { player } => self.drop_player(*player)?,
            EventAction::ReinstatePlayer { player } => self.reinstate_player(*player)?,
            EventAction::WithdrawRegistration { player } => self.withdraw_registration(*player)?,
            EventAction::UnpairRound { round } => self.unpair_round(*round)?,
            EventAction::SetRounds { rounds } => self.set_rounds(*rounds)?,
            EventAction::SetScenario { round, scenario } => self.set_scenario(*round, scenario)?,
            EventAction::OverrideScenario {
                round,
                scenario,
                note,
            } => self.override_scenario(*round, scenario, note.as_deref())?,
            EventAction::PairNextRound { round, seed } => self.pair_next_round(*round, *seed)?,
            EventAction::SwapPlayers {
                round,
                first,
                second,
            } => self.swap(*round, *first, *second)?,
            EventAction::PublishRound { round } => self.publish_round(*round)?,
            EventAction::RecordResult {
                round,
                table,
                result,
            } => self.record(*round, *table, result, false)?,
            EventAction::CorrectResult {
                round,
                table,
                result,
            } => self.record(*round, *table, result, true)?,
            EventAction::SetRatingsBefore { ratings } => {
                self.ratings_before = ratings.clone();
                Accepted::RatingsBeforeSet {
                    listed: u32::try_from(ratings.len()).unwrap_or(u32::MAX),
                }
            }
            EventAction::MakeDecksPublic => self.make_decks_public()?,
            EventAction::SetTableDrafts { clock, format } => {
                self.set_table_drafts(*clock, format.clone())?
            }
        };
        self.actions.push(action);
        Ok(accepted)
    }

    // ---------------------------------------------------------------- queries

    /// The definition.
    pub fn definition(&self) -> &EventDefinition {
        &self.definition
    }

    /// The checked Mods.
    pub fn mods(&self) -> &ModSet {
        &self.mods
    }

    /// The size of a Starting Lineup in this event: the organizer's choice in an Open format
    /// (docs/rulings.md, "Open team formats"), otherwise the Mods' (eight, four under Carano).
    pub fn lineup_size(&self) -> usize {
        self.definition
            .lineup_size
            .map_or_else(|| self.mods.lineup_size(), |n| n as usize)
    }

    /// The policy the event runs under.
    pub fn policy(&self) -> &dyn EventPolicy {
        self.policy.as_ref()
    }

    /// The actions applied, in order: with the definition, all an event file stores.
    pub fn actions(&self) -> &[EventAction] {
        &self.actions
    }

    /// Every registered player, in registration order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The player numbered `id`.
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        id.index().and_then(|i| self.players.get(i))
    }

    /// The rounds paired, in order.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The round numbered `number`.
    pub fn round(&self, number: u32) -> Option<&Round> {
        (number as usize)
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i))
    }

    /// Players who have not dropped.
    pub fn active_players(&self) -> u32 {
        self.players.iter().filter(|p| p.is_active()).count() as u32
    }

    /// The rounds the table suggests for the players now active.
    pub fn suggested_rounds(&self) -> u32 {
        self.policy.suggested_rounds(self.active_players())
    }

    /// The rounds the organizer set (or, once round 1 is paired, the suggestion then frozen).
    pub fn planned_rounds(&self) -> Option<u32> {
        self.planned_rounds
    }

    /// The rounds of the event: planned, or suggested if not yet set.
    pub fn rounds_of_event(&self) -> u32 {
        self.planned_rounds
            .unwrap_or_else(|| self.suggested_rounds())
    }

    /// Where the event stands.
    pub fn stage(&self) -> EventStage {
        match self.rounds.last() {
            None => EventStage::Registration,
            Some(round) if !round.published => EventStage::RoundProposed {
                round: round.number,
            },
            Some(round) => {
                let missing = round.tables.iter().filter(|t| t.result.is_none()).count() as u32;
                if missing > 0 {
                    EventStage::RoundInProgress {
                        round: round.number,
                        results_missing: missing,
                    }
                } else if round.number >= self.rounds_of_event() {
                    EventStage::Finished
                } else {
                    EventStage::ReadyToPair {
                        next_round: round.number + 1,
                    }
                }
            }
        }
    }

    /// Whether every planned round is paired and every result is in.
    pub fn is_finished(&self) -> bool {
        self.stage() == EventStage::Finished
    }

    /// Whether the organizer made the locked decks public ([`EventAction::MakeDecksPublic`]).
    /// Only a finished event's decks count, even then: rounds added later close them again until
    /// the event ends anew.
    pub fn decks_public(&self) -> bool {
        self.decks_public
    }

    /// The organizer's choice for the drafts of the event's tables, once one is recorded
    /// ([`EventAction::SetTableDrafts`]); `None` while the journal records none.
    pub fn table_drafts(&self) -> Option<&TableDrafts> {
        self.table_drafts.as_ref()
    }

    /// Records the tables' pace clock and draft format, each checked first: the clock against
    /// its limits, the format against the event's Mods (docs/rulings.md, "Draft formats").
    fn set_table_drafts(
        &mut self,
        clock: Option<ClockSettings>,
        format: Option<DraftFormat>,
    ) -> Result<Accepted, EventRefusal> {
        let clock = clock
            .map(ClockSettings::check)
            .transpose()
            .map_err(|refusal| EventRefusal::TableDraftClock {
                clause: refusal.clause(),
                refusal,
            })?;
        if let Some(format) = &format {
            let problems = format.problems(&self.mods);
            if let Some(first) = problems.first() {
                return Err(EventRefusal::TableDraftFormat {
                    name: format.name.clone(),
                    clause: first.clause(),
                    problems,
                });
            }
        }
        self.table_drafts = Some(TableDrafts { clock, format });
        Ok(Accepted::TableDraftsSet)
    }

    /// Makes the decks public, once the event has ended.
    fn make_decks_public(&mut self) -> Result<Accepted, EventRefusal> {
        if self.decks_public {
            return Err(EventRefusal::DecksAlreadyPublic);
        }
        if !self.is_finished() {
            let finished = self
                .rounds
                .iter()
                .filter(|r| r.tables.iter().all(|t| t.result.is_some()))
                .count();
            let left = (self.rounds_of_event() as usize).saturating_sub(finished);
            return Err(EventRefusal::DecksPublicBeforeEnd {
                rounds_left: u32::try_from(left).unwrap_or(u32::MAX).max(1),
            });
        }
        self.decks_public = true;
        Ok(Accepted::DecksMadePublic)
    }

    /// The standings: final (byes scaled) once the event is finished, provisional before.
    pub fn standings(&self) -> Standings {
        let stage = if self.is_finished() {
            Stage::Final {
                scaled_opponents: self.definition.rulings >= RulingsEdition::Second,
            }
        } else {
            Stage::Running
        };
        standings(&self.players, &self.rounds, self.policy.as_ref(), stage)
    }

    /// The players' ratings before the event as recorded by [`EventAction::SetRatingsBefore`]
    /// (empty: everyone at 1000).
    pub fn ratings_before(&self) -> &CurrentRatings {
        &self.ratings_before
    }

    /// Every player's rating change, from `current` ratings (1000 for anyone not listed). A
    /// player is looked up by their Corvus PIN without case and, if it is not listed, by the PINs
    /// they had before a correction, latest first (docs/rulings.md, "Corvus PINs").
    pub fn rating_report(&self, current: &CurrentRatings) -> RatingReport {
        let before: Vec<f64> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| self.rating_before(i, &p.corvus_pin, current))
            .collect();
        rating_report(
            &self.players,
            &self.rounds,
            self.definition.event_type,
            &before,
            !self.is_finished(),
        )
    }

    /// The rating `current` gives the player at `index`: by their PIN, else by an earlier one.
    pub(crate) fn rating_before(&self, index: usize, pin: &str, current: &CurrentRatings) -> f64 {
        current
            .get(pin)
            .or_else(|| {
                self.earlier_pins
                    .get(index)
                    .and_then(|pins| pins.iter().rev().find_map(|p| current.get(p)))
            })
            .unwrap_or(STARTING_RATING)
    }

    /// The entry of `current` that rates `player` (the PIN as spelled there, and the rating):
    /// under their PIN without case, else under an earlier one, latest first, as
    /// [`Tournament::rating_report`] finds it. `None`: the player starts at 1000.
    pub fn listed_rating<'c>(
        &self,
        player: PlayerId,
        current: &'c CurrentRatings,
    ) -> Option<(&'c str, f64)> {
        let pin = &self.player(player)?.corvus_pin;
        current.listed(pin).or_else(|| {
            self.earlier_pins(player)
                .iter()
                .rev()
                .find_map(|p| current.listed(p))
        })
    }

    /// The PINs `player` had before a correction, oldest first (empty for most players).
    pub fn earlier_pins(&self, player: PlayerId) -> &[String] {
        player
            .index()
            .and_then(|i| self.earlier_pins.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// Everything the UI shows, as one value.
    pub fn snapshot(&self) -> EventSnapshot {
        EventSnapshot {
            definition: self.definition.clone(),
            stage: self.stage(),
            open: self.open_actions(),
            planned_rounds: self.planned_rounds,
            suggested_rounds: self.suggested_rounds(),
            scenarios: self.scenarios.clone(),
            players: self.players.clone(),
            rounds: self.rounds.clone(),
            standings: self.standings(),
        }
    }

    // ---------------------------------------------------------------- registration

    /// Every problem of a registration, in the order the control sheet is read (name, PIN,
    /// Sponsor, Starting Lineup, team name), each with its clause; empty when the event would
    /// register it now. Nothing changes. A roster line is reported with all of them at once.
    pub fn registration_problems(&self, r: &Registration) -> Vec<EventRefusal> {
        match self.check_registration(r) {
            Ok(_) => Vec::new(),
            Err((first, others)) => std::iter::once(first).chain(others).collect(),
        }
    }

    /// The registration as it is kept, or its first problem and the others.
    fn check_registration(
        &self,
        r: &Registration,
    ) -> Result<CheckedRegistration, (EventRefusal, Vec<EventRefusal>)> {
        let clause = |s| self.policy.clause(s);
        if self.players.len() >= MAX_PLAYERS as usize {
            return Err((
                EventRefusal::TooManyPlayers { max: MAX_PLAYERS },
                Vec::new(),
            ));
        }
        let mut problems = Vec::new();
        // "Tournament Control Sheet": name, Corvus PIN, Sponsor, starting characters.
        let name = r.name.trim();
        let name_chars = name.chars().count();
        if name_chars == 0 || name_chars > MAX_PLAYER_NAME_CHARS {
            problems.push(EventRefusal::BadPlayerName {
                max: MAX_PLAYER_NAME_CHARS as u32,
                clause: clause(Section::ControlSheet),
            });
        }
        let pin = r.corvus_pin.trim();
        let pin_key = PinKey::of(pin);
        if !pin_is_well_formed(pin) {
            problems.push(EventRefusal::BadPin {
                max: MAX_PIN_CHARS as u32,
                clause: clause(Section::ControlSheet),
            });
        } else if let Some(&player) = self.pins.get(&pin_key) {
            // One registration per PIN: the PIN identifies the player in the AGL ranking.
            problems.push(EventRefusal::DuplicatePin {
                pin: pin.to_owned(),
                player,
            });
        }
        let rules = self.policy.registration();
        match &r.sponsor {
            None if rules.sponsor_required => problems.push(EventRefusal::SponsorRequired {
                clause: clause(Section::ChoosingYourSponsor),
            }),
            None => {}
            Some(id) => match self.catalog.sponsor(id) {
                None => problems.push(EventRefusal::UnknownSponsor {
                    sponsor: id.clone(),
                }),
                // "Players can only choose a Special Sponsor if they have unlocked that Sponsor
                // on their AGL profile".
                Some(s) if s.kind == SponsorKind::Special && !r.sponsor_unlocked => {
                    problems.push(EventRefusal::SpecialSponsorLocked {
                        sponsor: id.clone(),
                        clause: clause(Section::ChoosingYourSponsor),
                    });
                }
                Some(_) => {}
            },
        }
        let size = self.lineup_size();
        let lineup = match &r.lineup {
            None if rules.lineup_required => {
                problems.push(EventRefusal::LineupRequired {
                    size: size as u32,
                    clause: clause(Section::StartingLineup),
                });
                None
            }
            None => None,
            // "Building Teams": "a Starting Lineup consisting of four or eight Characters,
            // depending on the Mods".
            Some(characters) => match StartingLineup::check(&self.catalog, characters, size) {
                Ok(lineup) => Some(lineup),
                Err(lineup_problems) => {
                    problems.push(EventRefusal::Lineup {
                        problems: lineup_problems,
                        clause: clause(Section::BuildingTeams),
                    });
                    None
                }
            },
        };
        // AGL S2, Normas Básicas, "Nombres y logotipos de equipo": a team may have a name (which
        // Corvus Belli may withdraw, so it can be corrected or removed at any time).
        let team_name = match r.team_name.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(team) => {
                if team.chars().count() > MAX_TEAM_NAME_CHARS || team.chars().any(char::is_control)
                {
                    problems.push(EventRefusal::BadTeamName {
                        max: MAX_TEAM_NAME_CHARS as u32,
                        clause: clause(Section::TeamNames),
                    });
                }
                Some(team.to_owned())
            }
        };
        let mut problems = problems.into_iter();
        if let Some(first) = problems.next() {
            return Err((first, problems.collect()));
        }
        Ok(CheckedRegistration {
            name: name.to_owned(),
            pin: pin.to_owned(),
            pin_key,
            lineup,
            team_name,
        })
    }

    fn register(&mut self, r: &Registration) -> Result<Accepted, EventRefusal> {
        // The first problem is the refusal; a roster asks for all of them.
        let CheckedRegistration {
            name,
            pin,
            pin_key,
            lineup,
            team_name,
        } = self.check_registration(r).map_err(|(first, _)| first)?;
        let id = PlayerId::from_index(self.players.len());
        self.pins.insert(pin_key, id);
        self.earlier_pins.push(Vec::new());
        self.players.push(Player {
            id,
            name,
            corvus_pin: pin,
            sponsor: r.sponsor.clone(),
            lineup,
            team_name,
            first_round: self.rounds.len() as u32 + 1,
            dropped_after_round: None,
        });
        Ok(Accepted::Registered {
            player: id,
            warnings: self.registration_warnings(id),
        })
    }

    /// Docs/rulings.md, "Final Boss with Zlavin: undraftable tables": the active players whose
    /// lineups are too alike to `player`'s for a table between them to be drafted.
    pub(crate) fn registration_warnings(&self, player: PlayerId) -> Vec<RegistrationWarning> {
        // Without Zlavin no table is ever undraftable: answering that without comparing the
        // new lineup with every other one keeps a registration O(1), and a whole event's
        // registrations linear rather than quadratic in the players (docs/performance.md).
        let Some(me) = player.index().filter(|_| self.tables_can_be_undraftable()) else {
            return Vec::new();
        };
        let players: Vec<PlayerId> = self
            .players
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != me && p.is_active() && self.undraftable(me, *i).is_some())
            .map(|(_, p)| p.id)
            .collect();
        if players.is_empty() {
            Vec::new()
        } else {
            vec![RegistrationWarning::UndraftableWith {
                players,
                clause: Clause::RulingZlavinCompletion,
            }]
        }
    }

    fn drop_player(&mut self, id: PlayerId) -> Result<Accepted, EventRefusal> {
        let paired = self.rounds.len() as u32;
        let pending_table = self.rounds.last().and_then(|round| {
            round
                .tables
                .iter()
                .find(|t| t.result.is_none() && (t.players.first == id || t.players.second == id))
                .map(|t| t.number)
        });
        let player = id
            .index()
            .and_then(|i| self.players.get_mut(i))
            .ok_or(EventRefusal::UnknownPlayer { player: id })?;
        if let Some(after_round) = player.dropped_after_round {
            return Err(EventRefusal::AlreadyDropped {
                player: id,
                after_round,
            });
        }
        player.dropped_after_round = Some(paired);
        Ok(Accepted::Dropped {
            player: id,
            pending_table,
        })
    }

    // ---------------------------------------------------------------- rounds and scenarios

    fn set_rounds(&mut self, rounds: u32) -> Result<Accepted, EventRefusal> {
        // "Number of ... Rounds": the Organizer decides; the table is a guideline; the minimum
        // of the format holds.
        check_rounds(rounds, self.policy.as_ref())
            .map_err(|problem| EventRefusal::Rounds { problem })?;
        let paired = self.rounds.len() as u32;
        if rounds < paired {
            return Err(EventRefusal::FewerRoundsThanPaired { rounds, paired });
        }
        self.planned_rounds = Some(rounds);
        Ok(Accepted::RoundsSet { rounds })
    }

    /// Whether the scenarios are announced with the event and locked once it begins: the
    /// policy says so and the event is read under the second edition of the rulings or later
    /// (docs/rulings.md, "Scenarios are announced with the event").
    /// The rounds whose scenario must be chosen before round `next` is paired, `planned` rounds
    /// in all. AGL v1.0, "Scenarios": "make the chosen Scenarios known when the tournament is
    /// first announced": from the second edition of the rulings, round 1 waits for every planned
    /// round's scenario; otherwise each round needs its own.
    pub(super) fn scenarios_missing(&self, next: u32, planned: u32) -> Vec<u32> {
        let unset = |round: &u32| {
            self.scenarios
                .get(*round as usize - 1)
                .is_none_or(Option::is_none)
        };
        if next == 1 && self.scenarios_announced() {
            (1..=planned.max(1)).filter(unset).collect()
        } else {
            [next].into_iter().filter(unset).collect()
        }
    }

    fn scenarios_announced(&self) -> bool {
        self.definition.rulings >= RulingsEdition::Second
            && self.policy.scenarios_announced_in_advance()
    }

    fn set_scenario(
        &mut self,
        round: u32,
        scenario: &ScenarioChoice,
    ) -> Result<Accepted, EventRefusal> {
        let previous = self.check_scenario_change(round, scenario)?;
        let mut warnings = Vec::new();
        if self.scenarios_announced() && !self.rounds.is_empty() {
            match previous {
                // AGL v1.0, "Scenarios": made known when the tournament is first announced.
                Some(_) => {
                    return Err(EventRefusal::ScenarioAnnounced {
                        round,
                        clause: self.policy.clause(Section::Scenarios),
                    })
                }
                // A round added after round 1 had nothing to announce: set, with a warning.
                None => warnings.push(ScenarioWarning::NotAnnounced {
                    round,
                    clause: self.policy.clause(Section::Scenarios),
                }),
            }
        }
        self.put_scenario(round, scenario);
        Ok(Accepted::ScenarioSet { round, warnings })
    }

    /// The organizer's explicit override of an announced scenario: accepted for any round not yet
    /// paired, always with a warning saying what changed, and kept in the journal with its note.
    fn override_scenario(
        &mut self,
        round: u32,
        scenario: &ScenarioChoice,
        note: Option<&str>,
    ) -> Result<Accepted, EventRefusal> {
        if let Some(note) = note {
            if note.chars().count() > MAX_NOTE_CHARS || note.chars().any(char::is_control) {
                return Err(EventRefusal::BadNote {
                    max: MAX_NOTE_CHARS as u32,
                });
            }
        }
        let previous = self.check_scenario_change(round, scenario)?;
        let clause = self.policy.clause(Section::Scenarios);
        let warning = match &previous {
            Some(previous) => ScenarioWarning::ChangedAfterAnnouncement {
                round,
                previous: previous.clone(),
                clause,
            },
            None => ScenarioWarning::NotAnnounced { round, clause },
        };
        self.put_scenario(round, scenario);
        Ok(Accepted::ScenarioOverridden {
            round,
            previous,
            warnings: vec![warning],
        })
    }

    /// Checks that `round` may take `scenario` (a round not yet paired; a scenario the format
    /// allows) and gives the scenario it has now.
    fn check_scenario_change(
        &self,
        round: u32,
        scenario: &ScenarioChoice,
    ) -> Result<Option<ScenarioChoice>, EventRefusal> {
        if round == 0 || round > MAX_ROUNDS {
            return Err(EventRefusal::RoundOutOfRange {
                round,
                max: MAX_ROUNDS,
            });
        }
        if round as usize <= self.rounds.len() {
            return Err(EventRefusal::RoundAlreadyPaired { round });
        }
        let others = self
            .scenarios
            .iter()
            .enumerate()
            .filter(|(i, _)| *i as u32 + 1 != round)
            .filter_map(|(i, s)| s.as_ref().map(|s| (i as u32 + 1, s)));
        check_scenario(&self.catalog, self.policy.as_ref(), scenario, others)
            .map_err(|problem| EventRefusal::Scenario { round, problem })?;
        Ok(self.scenarios.get(round as usize - 1).cloned().flatten())
    }

    fn put_scenario(&mut self, round: u32, scenario: &ScenarioChoice) {
        let index = round as usize - 1;
        if self.scenarios.len() <= index {
            self.scenarios.resize(index + 1, None);
        }
        if let Some(slot) = self.scenarios.get_mut(index) {
            *slot = Some(scenario.clone());
        }
    }

    // ---------------------------------------------------------------- pairing

    fn pair_next_round(&mut self, round: u32, seed: Option<u32>) -> Result<Accepted, EventRefusal> {
        let clause = |s| self.policy.clause(s);
        let next = self.rounds.len() as u32 + 1;
        if round != next {
            return Err(EventRefusal::NotTheNextRound { given: round, next });
        }
        // docs/rulings.md, "Round 1's draw": round 1's seed is fixed in the definition (events
        // made before the seed moved to the pairing) or drawn when round 1 is paired and recorded
        // in the action; never both, and only for round 1.
        let draw_seed = match (next, &self.definition.seed, seed) {
            (1, Some(fixed), None) => fixed.to_u64(),
            (1, None, Some(drawn)) => u64::from(drawn),
            (1, None, None) => {
                return Err(EventRefusal::RoundOneSeedMissing {
                    clause: clause(Section::Pairings),
                })
            }
            (1, Some(_), Some(_)) => return Err(EventRefusal::SeedFixedInDefinition),
            (_, _, Some(_)) => return Err(EventRefusal::SeedOnlyForRoundOne { round: next }),
            (_, _, None) => 0,
        };
        // The stage's checks, which the desk's open actions ask too.
        self.round_to_pair()?;
        let planned = self.rounds_of_event();
        let active: Vec<usize> = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.is_active())
            .map(|(i, _)| i)
            .collect();
        let minimum = self.policy.minimum_players();
        if (active.len() as u32) < minimum {
            return Err(EventRefusal::TooFewPlayers {
                active: active.len() as u32,
                minimum,
                clause: clause(Section::FormatOfTheEvent),
            });
        }
        let missing = self.scenarios_missing(next, planned);
        if !missing.is_empty() {
            return Err(if next == 1 && self.scenarios_announced() {
                EventRefusal::ScenariosNotAnnounced {
                    missing,
                    clause: clause(Section::Scenarios),
                }
            } else {
                EventRefusal::NoScenario {
                    round: next,
                    clause: clause(Section::Scenarios),
                }
            });
        }
        let Some(scenario) = self.scenarios.get(next as usize - 1).cloned().flatten() else {
            return Err(EventRefusal::NoScenario {
                round: next,
                clause: clause(Section::Scenarios),
            });
        };
        let paired = if next == 1 {
            self.draw_round_one(active, scenario, draw_seed)
        } else {
            self.pair_by_standings(next, active, scenario)?
        };
        // The suggestion in force when round 1 is paired becomes the plan (docs/rulings.md,
        // "Number of rounds").
        self.planned_rounds = Some(planned);
        let mut warnings: Vec<PairingWarning> = paired
            .tables
            .iter()
            .flat_map(|t| t.warnings.iter().cloned())
            .collect();
        if let Some(b) = &paired.bye {
            warnings.extend(b.warnings.iter().cloned());
        }
        let accepted = Accepted::Paired {
            round: next,
            tables: paired.tables.len() as u32,
            bye: paired.bye.as_ref().map(|b| b.player),
            warnings,
            notes: paired.notes.clone(),
        };
        self.rounds.push(paired);
        Ok(accepted)
    }

    /// AGL v1.0, "Pairings": "Pairings for the first Tournament Round are assigned at random";
    /// "Byes": "For the first Tournament Round, the player given a bye is determined at random".
    /// Both come from the recorded seed (the definition's, or the one drawn at pairing). From
    /// the second edition of the rulings, a drawn table whose draft could not start is redrawn
    /// by moving players as little as possible down the drawn order (docs/rulings.md, "Final
    /// Boss with Zlavin: undraftable tables").
    fn draw_round_one(&self, mut order: Vec<usize>, scenario: ScenarioChoice, seed: u64) -> Round {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        shuffle(&mut rng, &mut order);
        let bye = if order.len() % 2 == 1 {
            order.pop().map(|i| Bye {
                player: PlayerId::from_index(i),
                reason: ByeReason::Drawn,
                warnings: Vec::new(),
            })
        } else {
            None
        };
        let mut pairs: Vec<(usize, usize)> = order
            .chunks(2)
            .filter_map(|pair| match *pair {
                [a, b] => Some((a, b)),
                _ => None,
            })
            .collect();
        let undraftable = |i: usize, j: usize| match (order.get(i), order.get(j)) {
            (Some(&a), Some(&b)) => self.undraftable(a, b).map(|_| Conflict::Undraftable),
            _ => None,
        };
        if self.definition.rulings >= RulingsEdition::Second
            && pairs.iter().any(|&(a, b)| self.undraftable(a, b).is_some())
        {
            pairs = pair_ranking(order.len(), &undraftable, true)
                .pairs
                .iter()
                .filter_map(|p| Some((*order.get(p.upper)?, *order.get(p.lower)?)))
                .collect();
        }
        let history = History::of(self.players.len(), &[]);
        let tables = pairs
            .into_iter()
            .enumerate()
            .map(|(k, (a, b))| {
                let players = BySeat {
                    first: PlayerId::from_index(a),
                    second: PlayerId::from_index(b),
                };
                Table {
                    number: k as u32 + 1,
                    players,
                    reason: PairingReason::Drawn,
                    warnings: self.table_warnings(&history, players),
                    result: None,
                }
            })
            .collect();
        Round {
            number: 1,
            scenario,
            tables,
            bye,
            notes: Vec::new(),
            published: !self.definition.publish_rounds,
        }
    }

    /// AGL v1.0, "Pairings", from round 2: rank by points, Victory Points, Frags and opponents'
    /// Victory Points and pair down the ranking; "Byes": the lowest-ranked player who had no bye.
    fn pair_by_standings(
        &self,
        number: u32,
        mut ranking: Vec<usize>,
        scenario: ScenarioChoice,
    ) -> Result<Round, EventRefusal> {
        let policy = self.policy.as_ref();
        let totals = totals(&self.players, &self.rounds, policy, Stage::Running);
        rank(&mut ranking, &totals, policy.tiebreaks());
        let history = History::of(self.players.len(), &self.rounds);
        let rank_of = |position: usize| position as u32 + 1;

        let mut bye = None;
        if ranking.len() % 2 == 1 {
            // "the player with the lowest ranking takes a bye, unless that player had already
            // taken a bye ... the player with the next lowest ranking who had not previously
            // taken a bye is given the bye."
            let mut passed_over = Vec::new();
            let mut chosen = None;
            for (position, &index) in ranking.iter().enumerate().rev() {
                match history.bye_round.get(index).copied().flatten() {
                    Some(round) => passed_over.push(PassedOver {
                        player: PlayerId::from_index(index),
                        rank: rank_of(position),
                        round,
                    }),
                    None => {
                        chosen = Some(position);
                        break;
                    }
                }
            }
            let position = chosen.ok_or(EventRefusal::NoPlayerCanTakeTheBye {
                clause: policy.clause(Section::Byes),
            })?;
            let index = ranking.remove(position);
            let reason = if passed_over.is_empty() {
                ByeReason::LowestRanked {
                    rank: rank_of(position),
                }
            } else {
                ByeReason::LowestWithoutBye {
                    rank: rank_of(position),
                    passed_over,
                }
            };
            bye = Some((position, index, reason));
        }
        // Ranks shown are places in the full ranking, the bye player included.
        let bye_position = bye.as_ref().map(|(p, _, _)| *p);
        let shown_rank = |position: usize| match bye_position {
            Some(b) if position >= b => rank_of(position + 1),
            _ => rank_of(position),
        };
        // From the second edition of the rulings a table whose draft cannot start is avoided like
        // a rematch, and before one (docs/rulings.md, "Final Boss with Zlavin: undraftable
        // tables").
        let avoid_undraftable = self.definition.rulings >= RulingsEdition::Second;
        // An undraftable pair that also met before (an unavoidable table of an earlier round)
        // counts as undraftable, the heavier of the two.
        let conflict = |i: usize, j: usize| match (ranking.get(i), ranking.get(j)) {
            (Some(&a), Some(&b)) => {
                if avoid_undraftable && self.undraftable(a, b).is_some() {
                    Some(Conflict::Undraftable)
                } else {
                    history.met(a, b).map(Conflict::Met)
                }
            }
            _ => None,
        };
        let rematches = policy.rematches(self.definition.rematches);
        let proposal = pair_ranking(ranking.len(), &conflict, rematches == RematchPolicy::Avoid);

        let mut notes = Vec::new();
        if rematches == RematchPolicy::AllowAsRuleText {
            notes.push(PairingNote::StrictRuleText);
        }
        if let Some(report) = proposal.search {
            notes.push(PairingNote::BottomRearranged {
                players: report.players,
            });
            if report.rematches > 0 {
                notes.push(PairingNote::RematchesKept {
                    count: report.rematches,
                    searched: report.players,
                    proven: report.proven,
                });
            }
        }
        let player_at = |position: usize| {
            ranking
                .get(position)
                .map_or(PlayerId::new(0), |&i| PlayerId::from_index(i))
        };
        let tables = proposal
            .pairs
            .iter()
            .enumerate()
            .map(|(k, pair)| {
                let players = BySeat {
                    first: player_at(pair.upper),
                    second: player_at(pair.lower),
                };
                let ranks = BySeat {
                    first: shown_rank(pair.upper),
                    second: shown_rank(pair.lower),
                };
                let reason = match &pair.kind {
                    PairKind::Next => PairingReason::Ranked { ranks },
                    PairKind::PassedOver(passed) => {
                        let passed_over: Vec<PassedOver> = passed
                            .iter()
                            .filter_map(|&(position, why)| match why {
                                Conflict::Met(round) => Some(PassedOver {
                                    player: player_at(position),
                                    rank: shown_rank(position),
                                    round,
                                }),
                                Conflict::Undraftable => None,
                            })
                            .collect();
                        let undraftable: Vec<PassedUndraftable> = passed
                            .iter()
                            .filter(|(_, why)| *why == Conflict::Undraftable)
                            .map(|&(position, _)| PassedUndraftable {
                                player: player_at(position),
                                rank: shown_rank(position),
                            })
                            .collect();
                        if undraftable.is_empty() {
                            PairingReason::AvoidedRematch { ranks, passed_over }
                        } else {
                            PairingReason::AvoidedUndraftable {
                                ranks,
                                passed_over,
                                undraftable,
                            }
                        }
                    }
                    PairKind::Rearranged(among) => PairingReason::Rearranged {
                        ranks,
                        among: *among,
                    },
                };
                let warnings = self.table_warnings(&history, players);
                Table {
                    number: k as u32 + 1,
                    players,
                    reason,
                    warnings,
                    result: None,
                }
            })
            .collect();
        Ok(Round {
            number,
            scenario,
            tables,
            bye: bye.map(|(_, index, reason)| Bye {
                player: PlayerId::from_index(index),
                reason,
                warnings: Vec::new(),
            }),
            notes,
            published: !self.definition.publish_rounds,
        })
    }

    /// The organizer's manual swap (docs/rulings.md, "Manual swaps"): two players of the current
    /// round trade places, tables or the bye, before their games have results. The swap stands
    /// even when it breaks a rule; each broken rule comes back as a warning.
    fn swap(
        &mut self,
        round: u32,
        first: PlayerId,
        second: PlayerId,
    ) -> Result<Accepted, EventRefusal> {
        let current = self.rounds.len() as u32;
        if round != current || current == 0 {
            return Err(EventRefusal::SwapOutsideCurrentRound { round, current });
        }
        if first == second {
            return Err(EventRefusal::SwapWithSelf { player: first });
        }
        for p in [first, second] {
            if self.player(p).is_none() {
                return Err(EventRefusal::UnknownPlayer { player: p });
            }
        }
        let history = History::of(
            self.players.len(),
            self.rounds.split_last().map_or(&[], |(_, rest)| rest),
        );
        let Some(last) = self.rounds.last_mut() else {
            return Err(EventRefusal::SwapOutsideCurrentRound { round, current });
        };
        let seat_first = last.placement_of(first).ok_or(EventRefusal::NotInRound {
            player: first,
            round,
        })?;
        let seat_second = last.placement_of(second).ok_or(EventRefusal::NotInRound {
            player: second,
            round,
        })?;
        for seat in [seat_first, seat_second] {
            if let Placement::Table { table, .. } = seat {
                if last.table(table).is_some_and(|t| t.result.is_some()) {
                    return Err(EventRefusal::SwapAfterResult { table });
                }
            }
        }
        if let (Placement::Table { table: ta, .. }, Placement::Table { table: tb, .. }) =
            (seat_first, seat_second)
        {
            if ta == tb {
                return Err(EventRefusal::SwapAtSameTable { table: ta });
            }
        }
        // Validated: now change the seats.
        let mut touched_tables = Vec::new();
        for (seat, leaving, arriving) in [(seat_first, first, second), (seat_second, second, first)]
        {
            match seat {
                Placement::Table { table, seat } => {
                    if let Some(t) = (table as usize)
                        .checked_sub(1)
                        .and_then(|i| last.tables.get_mut(i))
                    {
                        *t.players.get_mut(seat) = arriving;
                        t.reason = PairingReason::OrganizerSwap { replaced: leaving };
                        touched_tables.push(table);
                    }
                }
                Placement::Bye => {
                    if let Some(b) = last.bye.as_mut() {
                        b.player = arriving;
                        b.reason = ByeReason::OrganizerSwap { replaced: leaving };
                    }
                }
            }
        }
        let seated: Vec<(u32, BySeat<PlayerId>)> = touched_tables
            .iter()
            .filter_map(|&table| Some((table, last.table(table)?.players)))
            .collect();
        let mut warnings = Vec::new();
        let table_warnings: Vec<(u32, Vec<PairingWarning>)> = seated
            .into_iter()
            .map(|(table, players)| (table, self.table_warnings(&history, players)))
            .collect();
        let Some(last) = self.rounds.last_mut() else {
            return Err(EventRefusal::SwapOutsideCurrentRound { round, current });
        };
        for (table, table_warnings) in table_warnings {
            if let Some(t) = (table as usize)
                .checked_sub(1)
                .and_then(|i| last.tables.get_mut(i))
            {
                t.warnings = table_warnings;
                warnings.extend(t.warnings.iter().cloned());
            }
        }
        if let Some(b) = last.bye.as_mut() {
            if matches!(b.reason, ByeReason::OrganizerSwap { .. }) {
                b.warnings = b
                    .player
                    .index()
                    .and_then(|i| history.bye_round.get(i).copied().flatten())
                    .map(|earlier_round| PairingWarning::SecondBye {
                        player: b.player,
                        earlier_round,
                    })
                    .into_iter()
                    .collect();
                warnings.extend(b.warnings.iter().cloned());
            }
        }
        Ok(Accepted::Swapped { round, warnings })
    }

    /// Docs/rulings.md, "Publishing a round": the latest round, paired as a proposal, is shown
    /// beyond the desk and takes results from now on.
    fn publish_round(&mut self, round: u32) -> Result<Accepted, EventRefusal> {
        self.publishable(round)?;
        if let Some(last) = self.rounds.last_mut() {
            last.published = true;
        }
        Ok(Accepted::RoundPublished { round })
    }

    // ---------------------------------------------------------------- results

    fn record(
        &mut self,
        round: u32,
        table: u32,
        input: &ResultInput,
        correcting: bool,
    ) -> Result<Accepted, EventRefusal> {
        let paired = self.rounds.len() as u32;
        let r = self
            .round(round)
            .ok_or(EventRefusal::UnknownRound { round, paired })?;
        let t = r.table(table).ok_or(EventRefusal::UnknownTable {
            round,
            table,
            tables: r.tables.len() as u32,
        })?;
        // docs/rulings.md, "Publishing a round": a proposal has no games yet.
        if !r.published {
            return Err(EventRefusal::RoundNotPublished {
                round,
                clause: Clause::RulingPublishRound,
            });
        }
        if let Some(given) = input.players {
            if given != t.players {
                return Err(EventRefusal::NotTheirTable {
                    round,
                    table,
                    seated: t.players,
                    given,
                });
            }
        }
        let previous = t.result;
        match (previous, correcting) {
            (Some(_), false) => return Err(EventRefusal::ResultAlreadyRecorded { round, table }),
            (None, true) => return Err(EventRefusal::NoResultToCorrect { round, table }),
            _ => {}
        }
        let result = self.checked_result(input)?;
        if let Some(slot) = (round as usize)
            .checked_sub(1)
            .and_then(|i| self.rounds.get_mut(i))
            .and_then(|r| {
                (table as usize)
                    .checked_sub(1)
                    .and_then(|i| r.tables.get_mut(i))
            })
        {
            slot.result = Some(result);
        }
        // docs/rulings.md, "Implausible results": warned, never changed.
        let warnings = crate::scoring::result_warnings(self.policy.as_ref(), &result);
        Ok(match previous {
            Some(previous) => Accepted::ResultCorrected {
                round,
                table,
                previous,
                result,
                warnings,
            },
            None => Accepted::ResultRecorded {
                round,
                table,
                result,
                warnings,
            },
        })
    }

    fn checked_result(&self, input: &ResultInput) -> Result<GameResult, EventRefusal> {
        crate::scoring::score_game(self.policy.as_ref(), input)
    }
}

impl Tournament {
    /// Whether any table of this event could be undraftable: only under Zlavin, and only when
    /// the event's lineups are the Mods' own size (an Open team format is not drafted here).
    fn tables_can_be_undraftable(&self) -> bool {
        self.mods.has(Mod::Zlavin) && self.lineup_size() == self.mods.lineup_size()
    }

    /// The characters the lineups of the players at registration indices `a` and `b` share, when
    /// a table between them could not be drafted under the event's Mods (AGL S2 Final Boss with
    /// Zlavin; docs/rulings.md, "Final Boss with Zlavin: undraftable tables"). `None` when it
    /// could, when a lineup is missing, and when the event's own team format is not drafted in
    /// the app.
    pub(crate) fn undraftable(&self, a: usize, b: usize) -> Option<Vec<CharacterId>> {
        if !self.tables_can_be_undraftable() {
            return None;
        }
        let lineup = |i: usize| self.players.get(i)?.lineup.as_ref().map(|l| l.characters());
        lineups_too_alike(&self.mods, lineup(a)?, lineup(b)?)
    }

    /// The rules a table breaks: a rematch, a draft that cannot start.
    fn table_warnings(&self, history: &History, players: BySeat<PlayerId>) -> Vec<PairingWarning> {
        let mut warnings: Vec<PairingWarning> =
            rematch_warning(history, players).into_iter().collect();
        if let (Some(a), Some(b)) = (players.first.index(), players.second.index()) {
            if let Some(shared) = self.undraftable(a, b) {
                warnings.push(PairingWarning::Undraftable {
                    players,
                    shared,
                    clause: Clause::RulingZlavinCompletion,
                });
            }
        }
        warnings
    }
}

/// Who met whom, and who had a bye, in the rounds given.
struct History {
    opponents: Vec<Vec<(usize, u32)>>,
    bye_round: Vec<Option<u32>>,
}

impl History {
    fn of(players: usize, rounds: &[Round]) -> History {
        let mut opponents = vec![Vec::new(); players];
        let mut bye_round = vec![None; players];
        for round in rounds {
            for t in &round.tables {
                if let (Some(a), Some(b)) = (t.players.first.index(), t.players.second.index()) {
                    if let Some(list) = opponents.get_mut(a) {
                        list.push((b, round.number));
                    }
                    if let Some(list) = opponents.get_mut(b) {
                        list.push((a, round.number));
                    }
                }
            }
            if let Some(slot) = round
                .bye
                .as_ref()
                .and_then(|b| b.player.index())
                .and_then(|i| bye_round.get_mut(i))
            {
                slot.get_or_insert(round.number);
            }
        }
        History {
            opponents,
            bye_round,
        }
    }

    /// The first round in which players `a` and `b` (registration indices) met.
    fn met(&self, a: usize, b: usize) -> Option<u32> {
        self.opponents
            .get(a)?
            .iter()
            .find(|(o, _)| *o == b)
            .map(|(_, round)| *round)
    }
}

fn rematch_warning(history: &History, players: BySeat<PlayerId>) -> Option<PairingWarning> {
    let (a, b) = (players.first.index()?, players.second.index()?);
    history
        .met(a, b)
        .map(|earlier_round| PairingWarning::Rematch {
            players,
            earlier_round,
        })
}

/// A registration the event would accept: its entries as they are kept.
struct CheckedRegistration {
    name: String,
    pin: String,
    pin_key: PinKey,
    lineup: Option<StartingLineup>,
    team_name: Option<String>,
}

#[path = "tournament_edit.rs"]
mod edit;
#[path = "tournament_open.rs"]
mod open;
pub use open::AglOpenActions;

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
