//! A game's score and its outcome: the Victory Point difference table, Frags, and Season 2's
//! First Blood.

use crate::player::PlayerId;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The highest Victory Point total accepted for one player in one game. A sanity bound on input
/// (two digits on a control sheet), not a rule: no scenario comes near it.
pub const MAX_VICTORY_POINTS: u32 = 99;

/// The highest Frag count accepted for one player in one game (a sanity bound, like
/// [`MAX_VICTORY_POINTS`]).
pub const MAX_FRAGS: u32 = 99;

/// One of the two seats at a table. Seat `a` is the player ranked higher when the round was
/// paired; it is not the game's Player A, which the players decide with a coin toss.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// Seat a.
    A,
    /// Seat b.
    B,
}

impl Side {
    /// The other seat.
    pub fn other(self) -> Side {
        match self {
            Side::A => Side::B,
            Side::B => Side::A,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::A => "a",
            Side::B => "b",
        })
    }
}

/// One value for each seat of a table: a total map, so neither seat can be missing (nor, read
/// from input, a third one named: unknown fields are refused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct ByPlayer<T> {
    /// Seat a's value.
    pub a: T,
    /// Seat b's value.
    pub b: T,
}

impl<T> ByPlayer<T> {
    /// The value of `side`.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::A => &self.a,
            Side::B => &self.b,
        }
    }

    /// The value of `side`, mutably.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::A => &mut self.a,
            Side::B => &mut self.b,
        }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByPlayer<U> {
        ByPlayer {
            a: f(self.a),
            b: f(self.b),
        }
    }
}

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

/// A game's result as entered for a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct ResultInput {
    /// Seat a's score.
    pub a: ScoreInput,
    /// Seat b's score.
    pub b: ScoreInput,
    /// The players the result is meant for, seat a then seat b; when given they must be the
    /// players seated at the table, so a result typed at the wrong table is refused.
    #[serde(default)]
    pub players: Option<ByPlayer<PlayerId>>,
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
}

/// A game's outcome for both seats and what decided it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Decision {
    /// Each seat's outcome.
    pub outcomes: ByPlayer<Outcome>,
    /// What decided it.
    pub decided_by: Decider,
}

/// A recorded game result: the checked scores, First Blood, the outcome and the points each seat
/// earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct GameResult {
    /// Each seat's score.
    pub scores: ByPlayer<Score>,
    /// Who scored First Blood, if anyone (Season 2).
    pub first_blood: Option<Side>,
    /// The outcome and what decided it.
    pub decision: Decision,
    /// The Tournament or League Points each seat earned.
    pub points: ByPlayer<u32>,
}

/// The AGL outcome of a game.
///
/// AGL v1.0, Standard Tournament, "Keeping Score": a difference of 5 or more Victory Points is a
/// Total Victory, 1 to 4 a Victory, 0 a Tie, and the other player has a Defeat. NOTE: with equal
/// Victory Points, more Frags wins "and it will count as a Victory"; equal Frags is a final tie.
/// AGL S2, "Primera Sangre": "sólo en el caso de estar empatados a Puntos de Victoria y fichas de
/// Frag, se concederá la victoria al jugador con la Primera Sangre" (`first_blood_counts`).
pub fn agl_decision(
    scores: ByPlayer<Score>,
    first_blood: Option<Side>,
    first_blood_counts: bool,
) -> Decision {
    let (a, b) = (scores.a, scores.b);
    let win = |winner: Side, outcome: Outcome, decided_by: Decider| Decision {
        outcomes: match winner {
            Side::A => ByPlayer {
                a: outcome,
                b: Outcome::Defeat,
            },
            Side::B => ByPlayer {
                a: Outcome::Defeat,
                b: outcome,
            },
        },
        decided_by,
    };
    let by_victory_points = |winner: Side, difference: u32| {
        let outcome = if difference >= 5 {
            Outcome::TotalVictory
        } else {
            Outcome::Victory
        };
        win(winner, outcome, Decider::VictoryPoints)
    };
    if a.victory_points > b.victory_points {
        by_victory_points(Side::A, a.victory_points - b.victory_points)
    } else if b.victory_points > a.victory_points {
        by_victory_points(Side::B, b.victory_points - a.victory_points)
    } else if a.frags > b.frags {
        win(Side::A, Outcome::Victory, Decider::Frags)
    } else if b.frags > a.frags {
        win(Side::B, Outcome::Victory, Decider::Frags)
    } else {
        match first_blood {
            Some(side) if first_blood_counts => win(side, Outcome::Victory, Decider::FirstBlood),
            _ => Decision {
                outcomes: ByPlayer {
                    a: Outcome::Tie,
                    b: Outcome::Tie,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn score(vp: u32, frags: u32) -> Score {
        Score::new(vp, frags).unwrap()
    }

    fn decide(a: Score, b: Score) -> Decision {
        agl_decision(ByPlayer { a, b }, None, false)
    }

    #[test]
    fn worked_example_1_seven_to_three_is_a_victory_worth_two_points_and_a_defeat() {
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 1: 7 - 3 = 4, a Victory for
        // Player A (2 Tournament Points), a Defeat for Player B (none).
        let d = decide(score(7, 0), score(3, 0));
        assert_eq!(d.outcomes.a, Outcome::Victory);
        assert_eq!(d.outcomes.b, Outcome::Defeat);
        assert_eq!(agl_points(d.outcomes.a), 2);
        assert_eq!(agl_points(d.outcomes.b), 0);
        assert_eq!(d.decided_by, Decider::VictoryPoints);
    }

    #[test]
    fn worked_example_2_equal_points_are_won_by_more_frags_as_a_victory() {
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 2: 7 and 7 VP, 5 and 3 Frags:
        // Player A wins and earns 2 Tournament Points for a Victory.
        let d = decide(score(7, 5), score(7, 3));
        assert_eq!(d.outcomes.a, Outcome::Victory);
        assert_eq!(d.outcomes.b, Outcome::Defeat);
        assert_eq!(agl_points(d.outcomes.a), 2);
        assert_eq!(d.decided_by, Decider::Frags);
    }

    #[test]
    fn worked_example_3_equal_points_and_frags_is_a_draw_worth_one_point_each() {
        // AGL v1.0, Standard Tournament, "Keeping Score", Example 3: 7 and 7 VP, 4 and 4 Frags:
        // a Draw, 1 Tournament Point each.
        let d = decide(score(7, 4), score(7, 4));
        assert_eq!(
            d.outcomes,
            ByPlayer {
                a: Outcome::Tie,
                b: Outcome::Tie
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
        assert_eq!(d.outcomes.b, Outcome::TotalVictory);
        assert_eq!(agl_points(d.outcomes.b), 3);
        assert_eq!(
            decide(score(6, 0), score(2, 0)).outcomes.a,
            Outcome::Victory
        );
        assert_eq!(
            decide(score(1, 0), score(0, 0)).outcomes.a,
            Outcome::Victory
        );
    }

    #[test]
    fn first_blood_breaks_a_tie_in_points_and_frags_only_in_season_2() {
        // AGL S2, Torneo Standard, "Primera Sangre": only when tied in VP and Frags.
        let tied = ByPlayer {
            a: score(5, 2),
            b: score(5, 2),
        };
        let s2 = agl_decision(tied, Some(Side::B), true);
        assert_eq!(s2.outcomes.b, Outcome::Victory);
        assert_eq!(s2.decided_by, Decider::FirstBlood);
        let v1 = agl_decision(tied, Some(Side::B), false);
        assert_eq!(v1.outcomes.a, Outcome::Tie);
        // First Blood never overturns Frags or Victory Points.
        let frags = agl_decision(
            ByPlayer {
                a: score(5, 3),
                b: score(5, 2),
            },
            Some(Side::B),
            true,
        );
        assert_eq!(frags.outcomes.a, Outcome::Victory);
        assert_eq!(frags.decided_by, Decider::Frags);
    }

    #[test]
    fn scores_above_the_bounds_do_not_exist() {
        assert!(Score::new(MAX_VICTORY_POINTS + 1, 0).is_none());
        assert!(Score::new(0, MAX_FRAGS + 1).is_none());
        assert!(Score::new(MAX_VICTORY_POINTS, MAX_FRAGS).is_some());
    }
}
