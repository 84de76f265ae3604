//! What the organizer announces before the event: format, ruleset, Mods, rating weight, rounds,
//! scenarios, stadium and the seed of round 1's draw.

use crate::policy::EventPolicy;
use hexadraft_catalog::{Catalog, ScenarioId, StadiumId};
use hexadraft_draft::{Clause, Section};
use hexadraft_draft::{EventFormat, Mod, ModSet, ModSetError, RulesetVersion};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;

/// Most rounds an event may plan: a sanity bound on input, not a rule (the longest format the
/// texts mention is an eight-round league).
pub const MAX_ROUNDS: u32 = 30;

/// Longest event name, in characters.
pub const MAX_EVENT_NAME_CHARS: usize = 120;

/// Longest seed text, in characters.
pub const MAX_SEED_CHARS: usize = 200;

/// Longest homemade scenario name, in characters.
pub const MAX_SCENARIO_NAME_CHARS: usize = 80;

/// The largest Starting Lineup an Open event may ask for (a sanity bound, twice the Mods' eight).
pub const MAX_LINEUP_SIZE: u32 = 16;

/// The event type that sets the rating's K factor (AGL Basic Rules, "Rankings").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum EventType {
    /// The Interplanetario: K 38.
    Interplanetario,
    /// A Regional: K 36.
    Regional,
    /// A Standard event: K 32.
    Standard,
    /// An Open event: K 8.
    Open,
}

impl EventType {
    /// The K factor (AGL v1.0, Basic Rules, "Rankings": 38, 36, 32, 8).
    pub fn k_factor(self) -> u32 {
        match self {
            EventType::Interplanetario => 38,
            EventType::Regional => 36,
            EventType::Standard => 32,
            EventType::Open => 8,
        }
    }
}

impl fmt::Display for EventType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EventType::Interplanetario => "Interplanetario",
            EventType::Regional => "Regional",
            EventType::Standard => "Standard",
            EventType::Open => "Open",
        })
    }
}

/// How later rounds treat two players who have already met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum RematchPolicy {
    /// Move players as little as possible so nobody meets the same opponent twice (the default;
    /// see docs/rulings.md, "Rematches").
    #[default]
    Avoid,
    /// Follow the rule text to the letter: first against second, third against fourth, even if
    /// they have met before (each rematch is flagged).
    AllowAsRuleText,
}

/// Which edition of Hexadraft's rulings an event is read under (docs/rulings.md, "Editions of
/// the rulings"). Where a ruling changed what the engine does with the same actions, an event
/// keeps the reading it was run under, so a journal always replays to the state it had: a
/// definition without the field (every event made before editions existed) reads as the first
/// edition; a new event takes [`RulingsEdition::CURRENT`], which the front door writes into its
/// definition.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[cfg_attr(feature = "specta", specta(type = u32))]
#[serde(try_from = "u32", into = "u32")]
pub enum RulingsEdition {
    /// The rulings before editions existed: no scenario has to be announced before round 1 nor is
    /// locked after it; pairings do not look at whether a table's draft can start; the
    /// opponents' Victory Points of the final standings are not bye-scaled.
    #[default]
    First,
    /// Issue 14's rulings: every planned round's scenario before round 1 and a logged override
    /// to change one after; pairings avoid tables whose draft cannot start (Final Boss with
    /// Zlavin); the final standings' opponents' Victory Points are bye-scaled.
    Second,
}

impl RulingsEdition {
    /// The edition a new event is run under.
    pub const CURRENT: RulingsEdition = RulingsEdition::Second;

    /// The edition's number, as written in a definition.
    pub fn number(self) -> u32 {
        match self {
            RulingsEdition::First => 1,
            RulingsEdition::Second => 2,
        }
    }

    /// Whether this is the first edition (then the definition leaves the field out).
    pub fn is_first(&self) -> bool {
        *self == RulingsEdition::First
    }
}

/// A rulings edition this version of Hexadraft does not know: the file was written by a newer
/// one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the event is read under edition {0} of the rulings, and this Hexadraft knows editions 1 to {max}: update Hexadraft", max = RulingsEdition::CURRENT.number())]
pub struct UnknownRulingsEdition(pub u32);

impl TryFrom<u32> for RulingsEdition {
    type Error = UnknownRulingsEdition;
    fn try_from(n: u32) -> Result<RulingsEdition, UnknownRulingsEdition> {
        match n {
            1 => Ok(RulingsEdition::First),
            2 => Ok(RulingsEdition::Second),
            other => Err(UnknownRulingsEdition(other)),
        }
    }
}

impl From<RulingsEdition> for u32 {
    fn from(edition: RulingsEdition) -> u32 {
        edition.number()
    }
}

impl fmt::Display for RulingsEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "edition {} of the rulings", self.number())
    }
}

/// The recorded seed of round 1's draw and bye. A number of at most 32 bits or a text, because the
/// desktop UI cannot carry 64-bit numbers.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(untagged)]
pub enum EventSeed {
    /// A number.
    Number(u32),
    /// A text, e.g. the event's name and date; hashed with SHA-256.
    Text(String),
}

impl EventSeed {
    /// The 64-bit seed for `ChaCha8Rng::seed_from_u64`: the number itself, or the first eight
    /// bytes (little-endian) of the text's SHA-256.
    pub fn to_u64(&self) -> u64 {
        match self {
            EventSeed::Number(n) => u64::from(*n),
            EventSeed::Text(text) => {
                let digest = Sha256::digest(text.as_bytes());
                let mut bytes = [0u8; 8];
                for (slot, byte) in bytes.iter_mut().zip(digest.iter()) {
                    *slot = *byte;
                }
                u64::from_le_bytes(bytes)
            }
        }
    }
}

/// The scenario of one round. Unknown fields are refused.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum ScenarioChoice {
    /// An official AGL scenario from the catalog.
    Official {
        /// Its catalog id.
        id: ScenarioId,
    },
    /// A homemade scenario (Open formats only: "an Official or homemade Scenario").
    Homemade {
        /// Its name as published with the event.
        name: String,
    },
}

impl ScenarioChoice {
    /// Two choices name the same scenario (homemade names compared without case or spacing).
    pub fn same_scenario(&self, other: &ScenarioChoice) -> bool {
        match (self, other) {
            (ScenarioChoice::Official { id: a }, ScenarioChoice::Official { id: b }) => a == b,
            (ScenarioChoice::Homemade { name: a }, ScenarioChoice::Homemade { name: b }) => {
                normalized(a) == normalized(b)
            }
            _ => false,
        }
    }
}

fn normalized(name: &str) -> String {
    name.split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for ScenarioChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioChoice::Official { id } => write!(f, "{id}"),
            ScenarioChoice::Homemade { name } => write!(f, "homemade \"{name}\""),
        }
    }
}

/// An event as the organizer announces it. Unchecked: [`crate::Tournament::new`] checks it
/// against the catalog and the rules and reports every [`DefinitionProblem`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct EventDefinition {
    /// The event's name.
    pub name: String,
    /// The format.
    pub format: EventFormat,
    /// The ruleset version the event runs under.
    pub ruleset: RulesetVersion,
    /// The Mods the organizer chose.
    #[serde(default)]
    pub mods: Vec<Mod>,
    /// The event type, which sets the rating's K factor.
    pub event_type: EventType,
    /// The number of rounds; `None` takes the suggestion for the players present when round 1 is
    /// paired (the organizer may change it with `setRounds`).
    #[serde(default)]
    pub rounds: Option<u32>,
    /// The scenario of each round, in round order (more may be set later with `setScenario`).
    #[serde(default)]
    pub scenarios: Vec<ScenarioChoice>,
    /// The stadium, required with the AGL Circuit Mod and refused without it.
    #[serde(default)]
    pub stadium: Option<StadiumId>,
    /// The seed of round 1's random pairings and bye, fixed in advance; `None` (a new event):
    /// the seed is drawn when round 1 is paired and recorded in that `pairNextRound`, so nobody
    /// holding the event file can foresee the draw (docs/rulings.md, "Round 1's draw"). Events
    /// made before that carry their seed here and replay from it.
    #[serde(default)]
    pub seed: Option<EventSeed>,
    /// How later rounds treat rematches.
    #[serde(default)]
    pub rematches: RematchPolicy,
    /// Open formats without a Mod that states it: the Starting Lineup's size the organizer
    /// chose ("The Organizer can decide any format for Character Teams"); `None` takes the Mods'
    /// size (eight, four under Carano). Absent in definitions written before the choice existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lineup_size: Option<u32>,
    /// The edition of the rulings the event is read under; absent (the first) in definitions
    /// written before editions existed.
    #[serde(default, skip_serializing_if = "RulingsEdition::is_first")]
    pub rulings: RulingsEdition,
    /// Whether a paired round is the organizer's proposal until published (`publishRound`),
    /// seen by nobody else and taking no result before (docs/rulings.md, "Publishing a round").
    /// The setup screen sets it for a new event; absent (false) in definitions written before
    /// publishing existed, whose rounds count as published when paired.
    #[serde(default, skip_serializing_if = "is_false")]
    pub publish_rounds: bool,
}

/// Whether a flag is off (then a definition leaves it out).
pub(crate) fn is_false(flag: &bool) -> bool {
    !*flag
}

/// One thing wrong with an event definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DefinitionProblem {
    /// The name is empty or too long.
    #[error("the event needs a name of 1 to {max} characters")]
    BadName {
        /// The longest name accepted.
        max: u32,
    },
    /// The Mods cannot be combined or belong to another version.
    #[error("{problem} ({clause})")]
    Mods {
        /// What is wrong.
        problem: ModSetError,
        /// Where the rule is.
        clause: Clause,
    },
    /// The event type does not go with the format.
    #[error("a {format} is rated as {expected}, not as {found} (the K factor table of {clause} sets the weight by event type; Open formats are Open events)")]
    EventTypeMismatch {
        /// The format.
        format: EventFormat,
        /// The type given.
        found: EventType,
        /// What the format allows, in words.
        expected: String,
        /// Where the rule is.
        clause: Clause,
    },
    /// The AGL Circuit Mod needs a stadium.
    #[error("the AGL Circuit Mod needs the stadium the event is held in ({clause}: the Organizer chooses a single stadium)")]
    StadiumRequired {
        /// Where the rule is.
        clause: Clause,
    },
    /// A stadium without the AGL Circuit Mod.
    #[error("a stadium is only chosen with the AGL Circuit Mod ({clause})")]
    StadiumWithoutCircuit {
        /// Where the rule is.
        clause: Clause,
    },
    /// The stadium is not in the catalog.
    #[error("{stadium} is not a stadium of the catalog")]
    UnknownStadium {
        /// The id given.
        stadium: StadiumId,
    },
    /// Too few or too many rounds.
    #[error("{rounds} rounds is not allowed: this format needs at least {minimum} and the app accepts at most {maximum} ({clause})")]
    RoundsOutOfRange {
        /// The rounds given.
        rounds: u32,
        /// The minimum of the format.
        minimum: u32,
        /// The app's bound.
        maximum: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// More scenarios than the most rounds an event may have.
    #[error("{count} scenarios are listed; an event has at most {maximum} rounds")]
    TooManyScenarios {
        /// How many were listed.
        count: u32,
        /// The bound.
        maximum: u32,
    },
    /// A scenario problem for one round.
    #[error("round {round}: {problem}")]
    Scenario {
        /// The round.
        round: u32,
        /// What is wrong.
        problem: ScenarioProblem,
    },
    /// A lineup size in a Standard format, whose Starting Lineup the Mods set.
    #[error("only the Open formats let the Organizer choose the format of the teams; a {format} takes the Starting Lineup its Mods give ({clause})")]
    LineupSizeNotOpen {
        /// The format.
        format: EventFormat,
        /// Where the rule is.
        clause: Clause,
    },
    /// A lineup size other than the one a chosen Mod states.
    #[error("a chosen Mod says the Starting Lineup consists of {size} Characters, so it cannot be {asked} ({clause})")]
    LineupSizeSetByMods {
        /// The size asked for.
        asked: u32,
        /// The size the Mods state.
        size: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// A lineup smaller than a team or beyond the app's bound.
    #[error("a Starting Lineup of {asked} Characters is not allowed: a team needs {minimum} and the app accepts at most {maximum} ({clause})")]
    LineupSizeOutOfRange {
        /// The size asked for.
        asked: u32,
        /// The team size.
        minimum: u32,
        /// The app's bound.
        maximum: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The seed text is empty or too long.
    #[error("the seed text must have 1 to {max} characters")]
    BadSeed {
        /// The longest seed accepted.
        max: u32,
    },
}

impl DefinitionProblem {
    /// The clause the problem cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            DefinitionProblem::Mods { clause, .. }
            | DefinitionProblem::EventTypeMismatch { clause, .. }
            | DefinitionProblem::StadiumRequired { clause, .. }
            | DefinitionProblem::StadiumWithoutCircuit { clause, .. }
            | DefinitionProblem::RoundsOutOfRange { clause, .. }
            | DefinitionProblem::LineupSizeNotOpen { clause, .. }
            | DefinitionProblem::LineupSizeSetByMods { clause, .. }
            | DefinitionProblem::LineupSizeOutOfRange { clause, .. } => Some(*clause),
            DefinitionProblem::Scenario { problem, .. } => problem.clause(),
            DefinitionProblem::BadName { .. }
            | DefinitionProblem::UnknownStadium { .. }
            | DefinitionProblem::TooManyScenarios { .. }
            | DefinitionProblem::BadSeed { .. } => None,
        }
    }
}

/// Why a scenario cannot be used for a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ScenarioProblem {
    /// Not a scenario of the catalog.
    #[error("{scenario} is not a scenario of the catalog")]
    Unknown {
        /// The id given.
        scenario: ScenarioId,
    },
    /// Standard formats play official AGL scenarios only.
    #[error("a Standard format plays Official AGL Scenarios only, not homemade ones ({clause})")]
    HomemadeNotAllowed {
        /// Where the rule is.
        clause: Clause,
    },
    /// A homemade scenario needs a name.
    #[error("a homemade scenario needs a name of 1 to {max} characters")]
    BadName {
        /// The longest name accepted.
        max: u32,
    },
    /// Open formats never play the same scenario twice.
    #[error("{scenario} is already the scenario of round {other_round}, and the same Scenario cannot be played twice ({clause})")]
    Repeated {
        /// The scenario.
        scenario: ScenarioChoice,
        /// The round that already plays it.
        other_round: u32,
        /// Where the rule is.
        clause: Clause,
    },
}

impl ScenarioProblem {
    /// The clause the problem cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            ScenarioProblem::HomemadeNotAllowed { clause, .. }
            | ScenarioProblem::Repeated { clause, .. } => Some(*clause),
            ScenarioProblem::Unknown { .. } | ScenarioProblem::BadName { .. } => None,
        }
    }
}

/// A definition that passed every check, with its Mods as a [`ModSet`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CheckedDefinition {
    pub(crate) definition: EventDefinition,
    pub(crate) mods: ModSet,
}

impl EventDefinition {
    /// Checks the definition against the catalog and the policy's rules.
    pub(crate) fn check(
        &self,
        catalog: &Catalog,
        policy: &dyn EventPolicy,
    ) -> Result<CheckedDefinition, Vec<DefinitionProblem>> {
        let mut problems = Vec::new();
        let clause = |section| Clause::agl(self.ruleset, self.format, section);
        let name_chars = self.name.trim().chars().count();
        if name_chars == 0 || name_chars > MAX_EVENT_NAME_CHARS {
            problems.push(DefinitionProblem::BadName {
                max: MAX_EVENT_NAME_CHARS as u32,
            });
        }
        let mods = match ModSet::new(self.ruleset, &self.mods) {
            Ok(mods) => Some(mods),
            Err(errors) => {
                problems.extend(errors.into_iter().map(|problem| DefinitionProblem::Mods {
                    problem,
                    clause: clause(Section::Mods),
                }));
                None
            }
        };
        // AGL v1.0, Basic Rules, "Rankings": the K factor is set by the event type; the Open
        // formats are "designed for casual" events, the Open type, and the Standard formats are
        // the Standard, Regional and Interplanetario events (docs/rulings.md, "Event type").
        let type_fits = if self.format.is_open() {
            self.event_type == EventType::Open
        } else {
            self.event_type != EventType::Open
        };
        if !type_fits {
            problems.push(DefinitionProblem::EventTypeMismatch {
                format: self.format,
                found: self.event_type,
                expected: if self.format.is_open() {
                    "Open".to_owned()
                } else {
                    "Standard, Regional or Interplanetario".to_owned()
                },
                clause: clause(Section::Rankings),
            });
        }
        // AGL S2, "Mod Circuito AGL": "El Organizador escoge un único estadio".
        let circuit = self.mods.contains(&Mod::AglCircuit);
        match (&self.stadium, circuit) {
            (None, true) => problems.push(DefinitionProblem::StadiumRequired {
                clause: clause(Section::AglCircuit),
            }),
            (Some(_), false) => problems.push(DefinitionProblem::StadiumWithoutCircuit {
                clause: clause(Section::AglCircuit),
            }),
            (Some(stadium), true) if catalog.stadium(stadium).is_none() => {
                problems.push(DefinitionProblem::UnknownStadium {
                    stadium: stadium.clone(),
                });
            }
            _ => {}
        }
        if let Some(rounds) = self.rounds {
            if let Err(problem) = check_rounds(rounds, policy) {
                problems.push(problem);
            }
        }
        if let (Some(asked), Some(mods)) = (self.lineup_size, &mods) {
            if let Some(problem) = self.check_lineup_size(asked, mods) {
                problems.push(problem);
            }
        }
        if self.scenarios.len() > MAX_ROUNDS as usize {
            problems.push(DefinitionProblem::TooManyScenarios {
                count: u32::try_from(self.scenarios.len()).unwrap_or(u32::MAX),
                maximum: MAX_ROUNDS,
            });
        } else {
            for (index, scenario) in self.scenarios.iter().enumerate() {
                let round = index as u32 + 1;
                let earlier = self
                    .scenarios
                    .iter()
                    .take(index)
                    .enumerate()
                    .map(|(i, s)| (i as u32 + 1, s));
                if let Err(problem) = check_scenario(catalog, policy, scenario, earlier) {
                    problems.push(DefinitionProblem::Scenario { round, problem });
                }
            }
        }
        if let Some(EventSeed::Text(text)) = &self.seed {
            let chars = text.chars().count();
            if chars == 0 || chars > MAX_SEED_CHARS {
                problems.push(DefinitionProblem::BadSeed {
                    max: MAX_SEED_CHARS as u32,
                });
            }
        }
        match mods {
            Some(mods) if problems.is_empty() => Ok(CheckedDefinition {
                definition: self.clone(),
                mods,
            }),
            _ => Err(problems),
        }
    }
}

impl EventDefinition {
    /// AGL v1.0 and S2, Open Tournament and Open League, "Building Teams": "The Organizer can
    /// decide any format for Character Teams, as far as the rules in the Aristeia! rules are met"
    /// (a team of four, six under Final Boss); every Mod but the AGL Circuit states the lineup's
    /// size itself (docs/rulings.md, "Open team formats").
    fn check_lineup_size(&self, asked: u32, mods: &ModSet) -> Option<DefinitionProblem> {
        let clause = |section| Clause::agl(self.ruleset, self.format, section);
        let minimum = u32::try_from(mods.team_size()).unwrap_or(u32::MAX);
        let set_by_mods = u32::try_from(mods.lineup_size()).unwrap_or(u32::MAX);
        if !self.format.is_open() {
            Some(DefinitionProblem::LineupSizeNotOpen {
                format: self.format,
                clause: clause(Section::BuildingTeams),
            })
        } else if mods.sets_lineup_size() && asked != set_by_mods {
            Some(DefinitionProblem::LineupSizeSetByMods {
                asked,
                size: set_by_mods,
                clause: clause(Section::Mods),
            })
        } else if asked < minimum || asked > MAX_LINEUP_SIZE {
            Some(DefinitionProblem::LineupSizeOutOfRange {
                asked,
                minimum,
                maximum: MAX_LINEUP_SIZE,
                clause: clause(Section::BuildingTeams),
            })
        } else {
            None
        }
    }
}

/// Checks a planned number of rounds against the policy's minimum and the app's bound.
pub(crate) fn check_rounds(rounds: u32, policy: &dyn EventPolicy) -> Result<(), DefinitionProblem> {
    let minimum = policy.minimum_rounds();
    if rounds < minimum || rounds > MAX_ROUNDS {
        Err(DefinitionProblem::RoundsOutOfRange {
            rounds,
            minimum,
            maximum: MAX_ROUNDS,
            clause: policy.clause(Section::NumberOfRounds),
        })
    } else {
        Ok(())
    }
}

/// Checks one round's scenario: known to the catalog, homemade only where allowed, and not a
/// repeat of another round's where the format forbids it.
pub(crate) fn check_scenario<'a>(
    catalog: &Catalog,
    policy: &dyn EventPolicy,
    scenario: &ScenarioChoice,
    other_rounds: impl Iterator<Item = (u32, &'a ScenarioChoice)>,
) -> Result<(), ScenarioProblem> {
    match scenario {
        ScenarioChoice::Official { id } => {
            if catalog.scenario(id).is_none() {
                return Err(ScenarioProblem::Unknown {
                    scenario: id.clone(),
                });
            }
        }
        ScenarioChoice::Homemade { name } => {
            if !policy.allows_homemade_scenarios() {
                return Err(ScenarioProblem::HomemadeNotAllowed {
                    clause: policy.clause(Section::Scenarios),
                });
            }
            let chars = name.trim().chars().count();
            if chars == 0 || chars > MAX_SCENARIO_NAME_CHARS {
                return Err(ScenarioProblem::BadName {
                    max: MAX_SCENARIO_NAME_CHARS as u32,
                });
            }
        }
    }
    if !policy.scenarios_may_repeat() {
        for (other_round, other) in other_rounds {
            if other.same_scenario(scenario) {
                return Err(ScenarioProblem::Repeated {
                    scenario: scenario.clone(),
                    other_round,
                    clause: policy.clause(Section::Scenarios),
                });
            }
        }
    }
    Ok(())
}
