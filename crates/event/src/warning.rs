//! Warnings on accepted actions: the action stands, exactly as entered, and the organizer is told
//! what looks wrong and which clause says so. A warning never changes what was recorded.

use crate::definition::ScenarioChoice;
use crate::player::PlayerId;
use hexadraft_draft::{Clause, Seat};
use serde::Serialize;
use std::fmt;

/// What the organizer should know about a round's scenario set or changed once the event has
/// begun (AGL v1.0, "Scenarios": "The Organizer must make the chosen Scenarios known when the
/// tournament is first announced so that players can take them into account when building their
/// Starting Lineups").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ScenarioWarning {
    /// The round had no scenario when the event began (it was added later): players built their
    /// lineups without knowing it.
    NotAnnounced {
        /// The round.
        round: u32,
        /// Where the rule is.
        clause: Clause,
    },
    /// The organizer changed a scenario announced with the event.
    ChangedAfterAnnouncement {
        /// The round.
        round: u32,
        /// The scenario announced before.
        previous: ScenarioChoice,
        /// Where the rule is.
        clause: Clause,
    },
}

impl ScenarioWarning {
    /// The clause the warning cites.
    pub fn clause(&self) -> Clause {
        match self {
            ScenarioWarning::NotAnnounced { clause, .. }
            | ScenarioWarning::ChangedAfterAnnouncement { clause, .. } => *clause,
        }
    }
}

impl fmt::Display for ScenarioWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioWarning::NotAnnounced { round, clause } => write!(
                f,
                "round {round}'s scenario was not announced with the event: players built their Starting Lineups without it ({clause})"
            ),
            ScenarioWarning::ChangedAfterAnnouncement {
                round,
                previous,
                clause,
            } => write!(
                f,
                "round {round}'s scenario was announced as {previous} and the organizer changed it: players built their Starting Lineups for the announced one ({clause})"
            ),
        }
    }
}

/// What looks implausible in a result as entered (Season 2, "Primera Sangre": "El primer Jugador
/// que envíe a un Personaje Enemigo a la Enfermería se apuntará la Primera Sangre"). The result
/// is recorded and decided as entered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ResultWarning {
    /// First Blood is recorded although neither player has a Frag: First Blood is the first enemy
    /// sent to the Infirmary, which is a Frag.
    FirstBloodWithoutFrags {
        /// The seat recorded with First Blood.
        seat: Seat,
        /// Where the rule is.
        clause: Clause,
    },
    /// Both players have the same non-zero Frags and nobody has First Blood, though a Frag means
    /// someone sent an enemy to the Infirmary first. `decides_game`: the Victory Points are
    /// equal too, so First Blood would have decided the game (recorded as a Tie).
    EqualFragsWithoutFirstBlood {
        /// The Frags each player has.
        frags: u32,
        /// Whether First Blood would have decided the game.
        decides_game: bool,
        /// Where the rule is.
        clause: Clause,
    },
}

impl ResultWarning {
    /// The clause the warning cites.
    pub fn clause(&self) -> Clause {
        match self {
            ResultWarning::FirstBloodWithoutFrags { clause, .. }
            | ResultWarning::EqualFragsWithoutFirstBlood { clause, .. } => *clause,
        }
    }
}

impl fmt::Display for ResultWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultWarning::FirstBloodWithoutFrags { seat, clause } => write!(
                f,
                "First Blood is recorded for {seat}, but neither player has a Frag: First Blood goes to the first player who sends an enemy Character to the Infirmary ({clause})"
            ),
            ResultWarning::EqualFragsWithoutFirstBlood {
                frags,
                decides_game,
                clause,
            } => {
                write!(
                    f,
                    "both players have {frags} Frags and nobody has First Blood, but a Frag means someone sent an enemy Character to the Infirmary first"
                )?;
                if *decides_game {
                    f.write_str(
                        "; with equal Victory Points and Frags, First Blood decides the game, recorded as a Tie",
                    )?;
                }
                write!(f, " ({clause})")
            }
        }
    }
}

/// What the organizer should know about a player just registered or corrected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum RegistrationWarning {
    /// Under the event's Mods (Final Boss with Zlavin) this player's Starting Lineup shares too
    /// many characters with the players listed for a table between them to be drafted; the
    /// event will avoid pairing them where it can (docs/rulings.md, "Final Boss with Zlavin:
    /// undraftable tables").
    UndraftableWith {
        /// The players whose lineups are too alike to this one, in registration order.
        players: Vec<PlayerId>,
        /// Where the ruling is.
        clause: Clause,
    },
}

impl RegistrationWarning {
    /// The clause the warning cites.
    pub fn clause(&self) -> Clause {
        match self {
            RegistrationWarning::UndraftableWith { clause, .. } => *clause,
        }
    }
}

impl fmt::Display for RegistrationWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RegistrationWarning::UndraftableWith { players, clause } => write!(
                f,
                "this Starting Lineup shares so many characters with the lineups of {} that a table between them cannot be drafted under the event's Mods; the event avoids such pairings where it can ({clause})",
                players
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}
