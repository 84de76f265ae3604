//! A game's score and its outcome: the Victory Point difference table, Frags, and Season 2's
//! First Blood.

use crate::player::PlayerId;
use crate::policy::EventPolicy;
use crate::refusal::{EventRefusal, ScoreField};
use crate::warning::ResultWarning;
use hexadraft_draft::Section;
use hexadraft_draft::{BySeat, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The highest Victory Point total accepted for one player in one game. A sanity bound on input
/// (two digits on a control sheet), not a rule: no scenario comes near it.
pub const MAX_VICTORY_POINTS: u32 = 99;

/// The highest Frag count accepted for one player in one game (a sanity bound, like
/// [`MAX_VICTORY_POINTS`]).
pub const MAX_FRAGS: u32 = 99;

/// A checked score of one player in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Score {
    victory_points: u32,
    frags: u32,
}

impl Score {
    /// A score within the bounds ([`MAX_VICTORY_POINTS`], [`MAX_FRAGS`]).
    pub fn new(victory_points: u32, frags: u32) -> Option<Score> {
        (victory_points <= MAX_VICTORY_POINTS && frags <= MAX_FRAGS).then_some(Score {
            victory_points,
            frags,
        })
    }

    /// Victory Points.
    pub fn victory_points(self) -> u32 {
        self.victory_points
    }

    /// Frags.
    pub fn frags(self) -> u32 {
        self.frags
    }
}

/// One player's score as entered, unchecked: signed so that a negative entry is refused in plain
/// words instead of failing to parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    /// Victory Points.
    pub victory_points: i32,
    /// Frags.
    pub frags: i32,
    /// Whether this player scored First Blood (Season 2 only).
    #[serde(default)]
    pub first_blood: bool,
}

/// How a game ended (AGL v1.0, Basic Rules, "Lost or Damaged Game Components": "If the component
/// is irreplaceable, the player will have to concede the game"; docs/rulings.md, "Conceded and
/// abandoned games").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum GameEnd {
    /// Played to its end: the scores decide it.
    #[default]
    Played,
    /// One player conceded: a Defeat for them, at least a Victory for the rival (a Total Victory
    /// when the rival already led by 5 or more Victory Points). The scores are those of the
    /// moment the game stopped.
    Conceded {
        /// The seat that conceded.
        by: Seat,
    },
    /// Stopped before its end with no one conceding (both players had to leave, or the organizer
    /// called it off): a Defeat for both, and no change to either rating.
    Abandoned,
}

impl GameEnd {
    /// Whether the game was played to its end (then a result leaves the field out).
    pub fn is_played(&self) -> bool {
        *self == GameEnd::Played
    }
}

/// A game's result as entered for a table.
///
/// Event journals and files written before version 0.2 named the table's seats `a` and `b`
/// (here and in `players`); they read as `first` and `second`, and are written with today's
/// names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ResultInput {
    /// The first seat's score.
    pub first: ScoreInput,
    /// The second seat's score.
    pub second: ScoreInput,
    /// The players the result is meant for, first seat then second; when given they must be
    /// the players seated at the table, so a result typed at the wrong table is refused.
    #[serde(default)]
    pub players: Option<BySeat<PlayerId>>,
    /// How the game ended; left out (played to its end) in results written before concessions
    /// existed, and whenever the game was played.
    #[serde(default, skip_serializing_if = "GameEnd::is_played")]
    pub game_end: GameEnd,
}

/// [`ResultInput`] as it is read: today's seat names, or the older `a` and `b`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultInputWire {
    #[serde(alias = "a")]
    first: ScoreInput,
    #[serde(alias = "b")]
    second: ScoreInput,
    #[serde(default)]
    players: Option<PlayersWire>,
    #[serde(default)]
    game_end: GameEnd,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayersWire {
    #[serde(alias = "a")]
    first: PlayerId,
    #[serde(alias = "b")]
    second: PlayerId,
}

impl<'de> Deserialize<'de> for ResultInput {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let wire = ResultInputWire::deserialize(deserializer)?;
        Ok(ResultInput {
            first: wire.first,
            second: wire.second,
            players: wire.players.map(|p| BySeat::new(p.first, p.second)),
            game_end: wire.game_end,
        })
    }
}

/// A game's outcome for one player (AGL v1.0, Standard Tournament, "Keeping Score").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// A difference of 5 or more Victory Points.
    TotalVictory,
    /// A difference of 1 to 4 Victory Points, or equal Victory Points broken by Frags or First
    /// Blood.
    Victory,
    /// Equal Victory Points and nothing breaks the tie.
    Tie,
    /// The opponent won.
    Defeat,
}

impl Outcome {
    /// Whether the outcome is a win of either kind.
    pub fn is_win(self) -> bool {
        matches!(self, Outcome::TotalVictory | Outcome::Victory)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::TotalVictory => "Total Victory",
            Outcome::Victory => "Victory",
            Outcome::Tie => "Tie",
            Outcome::Defeat => "Defeat",
        })
    }
}

/// What decided a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Decider {
    /// The Victory Point difference.
    VictoryPoints,
    /// Equal Victory Points, more Frags.
    Frags,
    /// Equal Victory Points and Frags, First Blood (Season 2).
    FirstBlood,
    /// Nothing: a final tie.
    Nothing,
    /// A player conceded.
    Concession,
    /// The game was abandoned: nobody won.
    Abandoned,
}

/// A game's outcome for both seats and what decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Decision {
    /// Each seat's outcome.
    pub outcomes: BySeat<Outcome>,
    /// What decided it.
    pub decided_by: Decider,
}

/// A recorded game result: the checked scores, First Blood, the outcome and the points each seat
/// earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GameResult {
    /// Each seat's score.
    pub scores: BySeat<Score>,
    /// Who scored First Blood, if anyone (Season 2).
    pub first_blood: Option<Seat>,
    /// The outcome and what decided it.
    pub decision: Decision,
    /// The Tournament or League Points each seat earned.
    pub points: BySeat<u32>,
    /// How the game ended.
    pub game_end: GameEnd,
}

/// The AGL outcome of a game.
///
/// AGL v1.0, Standard Tournament, "Keeping Score": a difference of 5 or more Victory Points is a
/// Total Victory, 1 to 4 a Victory, 0 a Tie, and the other player has a Defeat. NOTE: with equal
/// Victory Points, more Frags wins "and it will count as a Victory"; equal Frags is a final tie.
/// AGL S2, "Primera Sangre": "sólo en el caso de estar empatados a Puntos de Victoria y fichas de
/// Frag, se concederá la victoria al jugador con la Primera Sangre" (`first_blood_counts`).
pub fn agl_decision(
    scores: BySeat<Score>,
    first_blood: Option<Seat>,
    first_blood_counts: bool,
) -> Decision {
    let (a, b) = (scores.first, scores.second);
    let win = |winner: Seat, outcome: Outcome, decided_by: Decider| Decision {
        outcomes: match winner {
            Seat::First => BySeat {
                first: outcome,
                second: Outcome::Defeat,
            },
            Seat::Second => BySeat {
                first: Outcome::Defeat,
                second: outcome,
            },
        },
        decided_by,
    };
    let by_victory_points = |winner: Seat, difference: u32| {
        let outcome = if difference >= 5 {
            Outcome::TotalVictory
        } else {
            Outcome::Victory
        };
        win(winner, outcome, Decider::VictoryPoints)
    };
    if a.victory_points > b.victory_points {
        by_victory_points(Seat::First, a.victory_points - b.victory_points)
    } else if b.victory_points > a.victory_points {
        by_victory_points(Seat::Second, b.victory_points - a.victory_points)
    } else if a.frags > b.frags {
        win(Seat::First, Outcome::Victory, Decider::Frags)
    } else if b.frags > a.frags {
        win(Seat::Second, Outcome::Victory, Decider::Frags)
    } else {
        match first_blood {
            Some(side) if first_blood_counts => win(side, Outcome::Victory, Decider::FirstBlood),
            _ => Decision {
                outcomes: BySeat {
                    first: Outcome::Tie,
                    second: Outcome::Tie,
                },
                decided_by: Decider::Nothing,
            },
        }
    }
}

/// The AGL Tournament or League Points of an outcome (AGL v1.0, Standard Tournament, "Keeping
/// Score": Total Victory 3, Victory 2, Tie 1, Defeat 0).
pub fn agl_points(outcome: Outcome) -> u32 {
    match outcome {
        Outcome::TotalVictory => 3,
        Outcome::Victory => 2,
        Outcome::Tie => 1,
        Outcome::Defeat => 0,
    }
}

/// Checks a game's result and decides it under `policy`: both scores within bounds, at most one
/// First Blood and only where the ruleset has it, then the outcome and the points (AGL v1.0,
/// Standard Tournament, "Keeping Score"; AGL S2, "Primera Sangre").
///
/// # Errors
/// The first problem found, with its clause.
pub fn score_game(
    policy: &dyn EventPolicy,
    input: &ResultInput,
) -> Result<GameResult, EventRefusal> {
    let score = |seat: Seat, s: &ScoreInput| -> Result<Score, EventRefusal> {
        let number = |field: ScoreField, value: i32, max: u32| {
            if value < 0 {
                Err(EventRefusal::NegativeScore {
                    seat,
                    field,
                    value,
                    clause: policy.clause(Section::KeepingScore),
                })
            } else if value as u32 > max {
                Err(EventRefusal::ScoreTooHigh {
                    seat,
                    field,
                    value,
                    max,
                })
            } else {
                Ok(value as u32)
            }
        };
        let vp = number(
            ScoreField::VictoryPoints,
            s.victory_points,
            MAX_VICTORY_POINTS,
        )?;
        let frags = number(ScoreField::Frags, s.frags, MAX_FRAGS)?;
        Score::new(vp, frags).ok_or(EventRefusal::ScoreTooHigh {
            seat,
            field: ScoreField::VictoryPoints,
            value: s.victory_points,
            max: MAX_VICTORY_POINTS,
        })
    };
    let scores = BySeat {
        first: score(Seat::First, &input.first)?,
        second: score(Seat::Second, &input.second)?,
    };
    let first_blood = match (input.first.first_blood, input.second.first_blood) {
        (true, true) => {
            return Err(EventRefusal::TwoFirstBloods {
                clause: policy.clause(Section::FirstBlood),
            })
        }
        (true, false) => Some(Seat::First),
        (false, true) => Some(Seat::Second),
        (false, false) => None,
    };
    if first_blood.is_some() && !policy.accepts_first_blood() {
        return Err(EventRefusal::NoFirstBloodInRuleset {
            clause: policy.clause(Section::FirstBlood),
        });
    }
    let decision = match input.game_end {
        GameEnd::Played => policy.decide(scores, first_blood),
        // docs/rulings.md, "Conceded and abandoned games": the conceding player has a Defeat and
        // the rival what the scores give them if that is a win, else a Victory.
        GameEnd::Conceded { by } => {
            let scored = policy.decide(scores, first_blood);
            let winner = by.other();
            let outcome = match *scored.outcomes.get(winner) {
                won if won.is_win() => won,
                _ => Outcome::Victory,
            };
            Decision {
                outcomes: BySeat::from_fn(|seat| {
                    if seat == winner {
                        outcome
                    } else {
                        Outcome::Defeat
                    }
                }),
                decided_by: Decider::Concession,
            }
        }
        GameEnd::Abandoned => Decision {
            outcomes: BySeat::new(Outcome::Defeat, Outcome::Defeat),
            decided_by: Decider::Abandoned,
        },
    };
    Ok(GameResult {
        scores,
        first_blood,
        decision,
        points: decision.outcomes.map(|_, o| policy.points(o)),
        game_end: input.game_end,
    })
}

/// What looks implausible in a checked result under `policy` (docs/rulings.md, "Implausible
/// results"): in Season 2, First Blood recorded while neither player has a Frag, or equal
/// non-zero Frags without First Blood. Warnings only: the result stands as entered.
pub fn result_warnings(policy: &dyn EventPolicy, result: &GameResult) -> Vec<ResultWarning> {
    if !policy.accepts_first_blood() {
        return Vec::new();
    }
    let clause = policy.clause(Section::FirstBlood);
    let (first, second) = (result.scores.first, result.scores.second);
    let mut warnings = Vec::new();
    match result.first_blood {
        Some(seat) if first.frags() == 0 && second.frags() == 0 => {
            warnings.push(ResultWarning::FirstBloodWithoutFrags { seat, clause });
        }
        None if first.frags() == second.frags() && first.frags() > 0 => {
            warnings.push(ResultWarning::EqualFragsWithoutFirstBlood {
                frags: first.frags(),
                decides_game: result.game_end == GameEnd::Played
                    && first.victory_points() == second.victory_points(),
                clause,
            });
        }
        _ => {}
    }
    warnings
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_written_with_the_older_seat_names_a_and_b_reads_as_first_and_second() {
        // Event journals written before version 0.2 named a table's seats `a` and `b`.
        let old = r#"{"a":{"victory_points":7,"frags":1},"b":{"victory_points":3,"frags":0,"first_blood":true},"players":{"a":4,"b":9}}"#;
        let read: ResultInput = serde_json::from_str(old).unwrap();
        assert_eq!(read.first.victory_points, 7);
        assert!(read.second.first_blood);
        assert_eq!(
            read.players,
            Some(BySeat::new(PlayerId::new(4), PlayerId::new(9)))
        );
        // Written today with the one vocabulary, and read back the same.
        let now = serde_json::to_string(&read).unwrap();
        assert!(now.starts_with(r#"{"first":{"victory_points":7"#), "{now}");
        assert_eq!(serde_json::from_str::<ResultInput>(&now).unwrap(), read);
        // Still no unknown field.
        assert!(serde_json::from_str::<ResultInput>(
            r#"{"a":{"victory_points":1,"frags":0},"b":{"victory_points":1,"frags":0},"c":1}"#
        )
        .is_err());
    }

    fn score(vp: u32, frags: u32) -> Score {
        Score::new(vp, frags).unwrap()
    }

    fn decide(a: Score, b: Score) -> Decision {
        agl_decision(
            BySeat {
                first: a,
                second: b,
            },
            None,
            false,
        )
    }

    #[test]
    fn worked_example_1_seven_to_three_is_a_victory_worth_two_points_and_a_defeat() {
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 1: 7 - 3 = 4, a Victory for
        // Player A (2 Tournament Points), a Defeat for Player B (none).
        let d = decide(score(7, 0), score(3, 0));
        assert_eq!(d.outcomes.first, Outcome::Victory);
        assert_eq!(d.outcomes.second, Outcome::Defeat);
        assert_eq!(agl_points(d.outcomes.first), 2);
        assert_eq!(agl_points(d.outcomes.second), 0);
        assert_eq!(d.decided_by, Decider::VictoryPoints);
    }

    #[test]
    fn worked_example_2_equal_points_are_won_by_more_frags_as_a_victory() {
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 2: 7 and 7 VP, 5 and 3 Frags:
        // Player A wins and earns 2 Tournament Points for a Victory.
        let d = decide(score(7, 5), score(7, 3));
        assert_eq!(d.outcomes.first, Outcome::Victory);
        assert_eq!(d.outcomes.second, Outcome::Defeat);
        assert_eq!(agl_points(d.outcomes.first), 2);
        assert_eq!(d.decided_by, Decider::Frags);
    }

    #[test]
    fn worked_example_3_equal_points_and_frags_is_a_draw_worth_one_point_each() {
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 3: 7 and 7 VP, 4 and 4 Frags:
        // a Draw, 1 Tournament Point each.
        let d = decide(score(7, 4), score(7, 4));
        assert_eq!(
            d.outcomes,
            BySeat {
                first: Outcome::Tie,
                second: Outcome::Tie
            }
        );
        assert_eq!(agl_points(Outcome::Tie), 1);
        assert_eq!(d.decided_by, Decider::Nothing);
    }

    #[test]
    fn a_difference_of_five_or_more_is_a_total_victory_worth_three() {
        // AGL v1.0, Standard Tournament, "Keeping Score": Total Victory 3, "Difference of 5 or
        // more Victory Points"; Victory 2 for "4 or less".
        let d = decide(score(2, 0), score(7, 0));
        assert_eq!(d.outcomes.second, Outcome::TotalVictory);
        assert_eq!(agl_points(d.outcomes.second), 3);
        assert_eq!(
            decide(score(6, 0), score(2, 0)).outcomes.first,
            Outcome::Victory
        );
        assert_eq!(
            decide(score(1, 0), score(0, 0)).outcomes.first,
            Outcome::Victory
        );
    }

    #[test]
    fn first_blood_breaks_a_tie_in_points_and_frags_only_in_season_2() {
        // AGL S2, Torneo Standard, "Primera Sangre": only when tied in VP and Frags.
        let tied = BySeat {
            first: score(5, 2),
            second: score(5, 2),
        };
        let s2 = agl_decision(tied, Some(Seat::Second), true);
        assert_eq!(s2.outcomes.second, Outcome::Victory);
        assert_eq!(s2.decided_by, Decider::FirstBlood);
        let v1 = agl_decision(tied, Some(Seat::Second), false);
        assert_eq!(v1.outcomes.first, Outcome::Tie);
        // First Blood never overturns Frags or Victory Points.
        let frags = agl_decision(
            BySeat {
                first: score(5, 3),
                second: score(5, 2),
            },
            Some(Seat::Second),
            true,
        );
        assert_eq!(frags.outcomes.first, Outcome::Victory);
        assert_eq!(frags.decided_by, Decider::Frags);
    }

    #[test]
    fn scores_above_the_bounds_do_not_exist() {
        assert!(Score::new(MAX_VICTORY_POINTS + 1, 0).is_none());
        assert!(Score::new(0, MAX_FRAGS + 1).is_none());
        assert!(Score::new(MAX_VICTORY_POINTS, MAX_FRAGS).is_some());
    }
}
