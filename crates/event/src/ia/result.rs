//! A game's result under the Imperial Assault rules: both players' Victory Points and how the game
//! ended (IA Skirmish 1.1, «Fin de la partida»), and the tournament points it earns
//! («Puntuaciones»: win 3, draw 1, loss 0).

use super::refusal::{ia, IaRefusal};
use hexadraft_draft::{BySeat, IaSection, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The Victory Points that end a game at once («Fin de la partida», 1).
pub const VICTORY_POINT_GOAL: u32 = 40;

/// The highest Victory Point total accepted for one player in one game: a sanity bound on input
/// (docs/rulings.md, Imperial Assault, "Score bounds"), far above what a game reaches (it ends at
/// 40, and the last blow adds at most one figure group's cost).
pub const MAX_IA_VICTORY_POINTS: u32 = 99;

/// How a game ended («Fin de la partida», 1-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
// The AGL's `GameEnd` has the plain name in the generated bindings (a container's serde name
// names the type only; the JSON is unchanged).
#[serde(rename = "IaGameEnd")]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum GameEnd {
    /// 1. A player reached 40 Victory Points.
    FortyPoints,
    /// 2. Every figure of one side was defeated: the other side wins whatever the Victory Points.
    AllFiguresDefeated {
        /// The side left without figures.
        side: Seat,
    },
    /// Every figure of both sides was defeated at the same time (docs/rulings.md, Imperial
    /// Assault, "How a game ends"): decided as at time.
    BothSidesDefeated,
    /// 3. Time ran out and the round in progress was finished.
    Time,
    /// 4. A player conceded.
    Concession {
        /// The side that conceded.
        side: Seat,
    },
}

/// A result as entered for a game: each seat's Victory Points (signed, so a negative entry is
/// refused in plain words), the Victory Points each earned by defeating enemy figures (needed only
/// to break equal totals) and how the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct IaResultInput {
    /// Each seat's Victory Points at the end.
    pub victory_points: BySeat<i32>,
    /// Each seat's Victory Points from defeating enemy figures, when given.
    #[serde(default)]
    pub figure_points: Option<BySeat<i32>>,
    /// How the game ended.
    pub end: GameEnd,
}

/// A player's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaOutcome {
    /// A win: 3 points.
    Win,
    /// A draw: 1 point.
    Draw,
    /// A loss: 0 points.
    Loss,
}

impl fmt::Display for IaOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IaOutcome::Win => "win",
            IaOutcome::Draw => "draw",
            IaOutcome::Loss => "loss",
        })
    }
}

/// What decided the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaDecider {
    /// A player reached 40 and had more Victory Points.
    FortyPoints,
    /// At time, more Victory Points.
    MoreVictoryPoints,
    /// Equal Victory Points, more of them from defeating enemy figures.
    FigurePoints,
    /// The other side's figures were all defeated.
    AllFiguresDefeated,
    /// The other side conceded.
    Concession,
    /// Equal in Victory Points and in those from figures: a draw.
    Equal,
    /// A game of the cut left equal: the higher seed goes through (docs/rulings.md, Imperial
    /// Assault, "A drawn game in the cut").
    HigherSeed,
}

/// Who won and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaDecision {
    /// Each seat's outcome.
    pub outcomes: BySeat<IaOutcome>,
    /// What decided it.
    pub decided_by: IaDecider,
}

impl IaDecision {
    fn win(seat: Seat, decided_by: IaDecider) -> IaDecision {
        IaDecision {
            outcomes: BySeat::from_fn(|s| {
                if s == seat {
                    IaOutcome::Win
                } else {
                    IaOutcome::Loss
                }
            }),
            decided_by,
        }
    }

    fn draw() -> IaDecision {
        IaDecision {
            outcomes: BySeat::new(IaOutcome::Draw, IaOutcome::Draw),
            decided_by: IaDecider::Equal,
        }
    }

    /// The winning seat, if the game has a winner.
    pub fn winner(&self) -> Option<Seat> {
        Seat::BOTH
            .into_iter()
            .find(|&s| *self.outcomes.get(s) == IaOutcome::Win)
    }
}

/// A checked result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct IaGameResult {
    /// Each seat's Victory Points.
    pub victory_points: BySeat<u32>,
    /// Each seat's Victory Points from defeating figures, when given.
    pub figure_points: Option<BySeat<u32>>,
    /// How the game ended.
    pub end: GameEnd,
    /// Who won and why.
    pub decision: IaDecision,
    /// The tournament points each seat earns.
    pub points: BySeat<u32>,
}

/// The tournament points of an outcome («Puntuaciones»: "Victoria = 3 puntos de torneo, Empate =
/// 1, Derrota = 0").
pub fn ia_points(outcome: IaOutcome) -> u32 {
    match outcome {
        IaOutcome::Win => 3,
        IaOutcome::Draw => 1,
        IaOutcome::Loss => 0,
    }
}

fn checked_score(seat: Seat, value: i32) -> Result<u32, IaRefusal> {
    let value = u32::try_from(value).map_err(|_| IaRefusal::NegativeScore {
        seat,
        clause: ia(IaSection::EndOfGame),
    })?;
    if value > MAX_IA_VICTORY_POINTS {
        return Err(IaRefusal::ScoreTooHigh {
            seat,
            value,
            max: MAX_IA_VICTORY_POINTS,
            clause: ia(IaSection::RulingScoreBounds),
        });
    }
    Ok(value)
}

/// More Victory Points win; equal ones go to the player with more Victory Points from defeating
/// enemy figures; otherwise a draw («Fin de la partida»: "En el improbable caso de que ambos
/// jugadores tengan el mismo número de PV...").
fn by_points(
    vp: BySeat<u32>,
    figures: Option<BySeat<u32>>,
    on_more: IaDecider,
) -> Result<IaDecision, IaRefusal> {
    if vp.first != vp.second {
        let winner = if vp.first > vp.second {
            Seat::First
        } else {
            Seat::Second
        };
        return Ok(IaDecision::win(winner, on_more));
    }
    let figures = figures.ok_or(IaRefusal::FigurePointsNeeded {
        clause: ia(IaSection::EndOfGame),
    })?;
    Ok(match figures.first.cmp(&figures.second) {
        std::cmp::Ordering::Greater => IaDecision::win(Seat::First, IaDecider::FigurePoints),
        std::cmp::Ordering::Less => IaDecision::win(Seat::Second, IaDecider::FigurePoints),
        std::cmp::Ordering::Equal => IaDecision::draw(),
    })
}

/// Checks a result and decides the game («Fin de la partida»), with the points it earns.
///
/// - 40 points: the player with more Victory Points wins (someone must have 40).
/// - All figures of one side defeated: the other side wins, whatever the Victory Points.
/// - Time: more Victory Points win (nobody may have 40: the game would have ended then).
/// - Concession: the side that conceded loses.
/// - Equal Victory Points (at 40, at time, or when both sides fell together): more Victory Points
///   from defeating figures win, otherwise a draw.
///
/// # Errors
/// A negative or impossible score, figure points above the total, an ending the scores
/// contradict, or equal scores without the figure points that break them.
pub fn decide_game(input: &IaResultInput) -> Result<IaGameResult, IaRefusal> {
    let vp = BySeat::new(
        checked_score(Seat::First, input.victory_points.first)?,
        checked_score(Seat::Second, input.victory_points.second)?,
    );
    let figures = match input.figure_points {
        None => None,
        Some(f) => {
            let f = BySeat::new(
                checked_score(Seat::First, f.first)?,
                checked_score(Seat::Second, f.second)?,
            );
            for seat in Seat::BOTH {
                if f.get(seat) > vp.get(seat) {
                    return Err(IaRefusal::FigurePointsAboveTotal {
                        seat,
                        figures: *f.get(seat),
                        total: *vp.get(seat),
                        clause: ia(IaSection::EndOfGame),
                    });
                }
            }
            Some(f)
        }
    };
    let best = vp.first.max(vp.second);
    let decision = match input.end {
        GameEnd::FortyPoints => {
            if best < VICTORY_POINT_GOAL {
                return Err(IaRefusal::FortyNotReached {
                    best,
                    clause: ia(IaSection::EndOfGame),
                });
            }
            by_points(vp, figures, IaDecider::FortyPoints)?
        }
        GameEnd::Time => {
            if best >= VICTORY_POINT_GOAL {
                return Err(IaRefusal::FortyReachedBeforeTime {
                    clause: ia(IaSection::EndOfGame),
                });
            }
            by_points(vp, figures, IaDecider::MoreVictoryPoints)?
        }
        GameEnd::BothSidesDefeated => by_points(vp, figures, IaDecider::MoreVictoryPoints)?,
        GameEnd::AllFiguresDefeated { side } => {
            IaDecision::win(side.other(), IaDecider::AllFiguresDefeated)
        }
        GameEnd::Concession { side } => IaDecision::win(side.other(), IaDecider::Concession),
    };
    Ok(IaGameResult {
        victory_points: vp,
        figure_points: figures,
        end: input.end,
        decision,
        points: decision.outcomes.map(|_, o| ia_points(o)),
    })
}

/// Decides a game of the cut: as [`decide_game`], and a game left equal goes to the higher seed
/// (the lower seed number), since a game of the cut must have a winner (docs/rulings.md, Imperial
/// Assault, "A drawn game in the cut").
///
/// # Errors
/// As [`decide_game`].
pub fn decide_cut_game(
    input: &IaResultInput,
    seeds: BySeat<u32>,
) -> Result<IaGameResult, IaRefusal> {
    let mut result = decide_game(input)?;
    if result.decision.winner().is_none() {
        let higher = if seeds.first <= seeds.second {
            Seat::First
        } else {
            Seat::Second
        };
        result.decision = IaDecision::win(higher, IaDecider::HigherSeed);
        result.points = result.decision.outcomes.map(|_, o| ia_points(o));
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_draft::Clause;

    fn input(first: i32, second: i32, end: GameEnd) -> IaResultInput {
        IaResultInput {
            victory_points: BySeat::new(first, second),
            figure_points: None,
            end,
        }
    }

    fn with_figures(mut i: IaResultInput, first: i32, second: i32) -> IaResultInput {
        i.figure_points = Some(BySeat::new(first, second));
        i
    }

    fn outcomes(i: &IaResultInput) -> (IaOutcome, IaOutcome, IaDecider) {
        let r = decide_game(i).unwrap();
        (
            r.decision.outcomes.first,
            r.decision.outcomes.second,
            r.decision.decided_by,
        )
    }

    #[test]
    fn win_three_draw_one_loss_zero() {
        // «Puntuaciones».
        assert_eq!(ia_points(IaOutcome::Win), 3);
        assert_eq!(ia_points(IaOutcome::Draw), 1);
        assert_eq!(ia_points(IaOutcome::Loss), 0);
        let r = decide_game(&input(40, 12, GameEnd::FortyPoints)).unwrap();
        assert_eq!(r.points, BySeat::new(3, 0));
        let r = decide_game(&with_figures(input(20, 20, GameEnd::Time), 10, 10)).unwrap();
        assert_eq!(r.points, BySeat::new(1, 1));
    }

    #[test]
    fn forty_points_end_the_game_and_the_player_with_more_wins() {
        // «Fin de la partida», 1.
        use IaOutcome::*;
        assert_eq!(
            outcomes(&input(12, 41, GameEnd::FortyPoints)),
            (Loss, Win, IaDecider::FortyPoints)
        );
        // At, below and above 40.
        assert!(decide_game(&input(40, 0, GameEnd::FortyPoints)).is_ok());
        assert!(decide_game(&input(47, 0, GameEnd::FortyPoints)).is_ok());
        assert_eq!(
            decide_game(&input(39, 39, GameEnd::FortyPoints)),
            Err(IaRefusal::FortyNotReached {
                best: 39,
                clause: Clause::ImperialAssault(IaSection::EndOfGame)
            })
        );
    }

    #[test]
    fn a_side_with_no_figures_left_loses_whatever_the_points() {
        // «Fin de la partida», 2: "sin importar los PV obtenidos".
        use IaOutcome::*;
        let end = GameEnd::AllFiguresDefeated { side: Seat::First };
        assert_eq!(
            outcomes(&input(35, 8, end)),
            (Loss, Win, IaDecider::AllFiguresDefeated)
        );
    }

    #[test]
    fn at_time_more_points_win_then_points_from_figures_then_a_draw() {
        // «Fin de la partida», 3, and the paragraph on equal Victory Points.
        use IaOutcome::*;
        assert_eq!(
            outcomes(&input(22, 30, GameEnd::Time)),
            (Loss, Win, IaDecider::MoreVictoryPoints)
        );
        assert_eq!(
            outcomes(&with_figures(input(25, 25, GameEnd::Time), 19, 13)),
            (Win, Loss, IaDecider::FigurePoints)
        );
        assert_eq!(
            outcomes(&with_figures(input(25, 25, GameEnd::Time), 13, 13)),
            (Draw, Draw, IaDecider::Equal)
        );
        assert_eq!(
            decide_game(&input(25, 25, GameEnd::Time)),
            Err(IaRefusal::FigurePointsNeeded {
                clause: Clause::ImperialAssault(IaSection::EndOfGame)
            })
        );
        // A player with 40 ended the game at that instant, not at time.
        assert!(matches!(
            decide_game(&input(40, 20, GameEnd::Time)),
            Err(IaRefusal::FortyReachedBeforeTime { .. })
        ));
        assert!(decide_game(&input(39, 20, GameEnd::Time)).is_ok());
    }

    #[test]
    fn equal_points_at_forty_are_broken_the_same_way() {
        use IaOutcome::*;
        assert_eq!(
            outcomes(&with_figures(input(40, 40, GameEnd::FortyPoints), 30, 34)),
            (Loss, Win, IaDecider::FigurePoints)
        );
    }

    #[test]
    fn a_concession_is_a_loss_for_the_side_that_conceded() {
        // «Fin de la partida», 4.
        use IaOutcome::*;
        let end = GameEnd::Concession { side: Seat::Second };
        assert_eq!(
            outcomes(&input(3, 30, end)),
            (Win, Loss, IaDecider::Concession)
        );
    }

    #[test]
    fn both_sides_falling_together_is_decided_as_at_time() {
        use IaOutcome::*;
        assert_eq!(
            outcomes(&input(30, 28, GameEnd::BothSidesDefeated)),
            (Win, Loss, IaDecider::MoreVictoryPoints)
        );
    }

    #[test]
    fn impossible_scores_are_refused() {
        assert!(matches!(
            decide_game(&input(-1, 3, GameEnd::Time)),
            Err(IaRefusal::NegativeScore {
                seat: Seat::First,
                ..
            })
        ));
        assert!(matches!(
            decide_game(&input(3, 100, GameEnd::FortyPoints)),
            Err(IaRefusal::ScoreTooHigh {
                seat: Seat::Second,
                value: 100,
                ..
            })
        ));
        assert!(decide_game(&input(99, 0, GameEnd::FortyPoints)).is_ok());
        assert!(matches!(
            decide_game(&with_figures(input(10, 10, GameEnd::Time), 11, 2)),
            Err(IaRefusal::FigurePointsAboveTotal {
                seat: Seat::First,
                ..
            })
        ));
    }

    #[test]
    fn a_drawn_game_of_the_cut_goes_to_the_higher_seed() {
        let drawn = with_figures(input(20, 20, GameEnd::Time), 10, 10);
        let r = decide_cut_game(&drawn, BySeat::new(4, 1)).unwrap();
        assert_eq!(r.decision.winner(), Some(Seat::Second));
        assert_eq!(r.decision.decided_by, IaDecider::HigherSeed);
        let won = decide_cut_game(&input(20, 30, GameEnd::Time), BySeat::new(1, 4)).unwrap();
        assert_eq!(won.decision.winner(), Some(Seat::Second));
        assert_eq!(won.decision.decided_by, IaDecider::MoreVictoryPoints);
    }

    #[test]
    fn a_result_reads_from_json() {
        let text = r#"{"victory_points": {"first": 40, "second": 22},
                       "end": {"kind": "fortyPoints"}}"#;
        let i: IaResultInput = serde_json::from_str(text).unwrap();
        assert_eq!(i.end, GameEnd::FortyPoints);
        let text = r#"{"victory_points": {"first": 10, "second": 22}, "figure_points": null,
                       "end": {"kind": "concession", "side": "second"}}"#;
        let i: IaResultInput = serde_json::from_str(text).unwrap();
        assert_eq!(i.end, GameEnd::Concession { side: Seat::Second });
        assert!(serde_json::from_str::<IaResultInput>(
            r#"{"victory_points": {"first": 1, "second": 2}, "end": {"kind": "time"}, "x": 1}"#
        )
        .is_err());
    }
}
