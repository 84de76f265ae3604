//! Standings: each player's totals, the ranking by points and the policy's tiebreaks, and for
//! each place the tiebreak that separated it from the place above.

use crate::player::{Player, PlayerId};
use crate::policy::{EventPolicy, Tiebreak};
use crate::round::Round;
use crate::scoring::Outcome;
use serde::Serialize;
use std::cmp::Ordering;

/// Most tiebreaks a policy may list (after points).
const MAX_TIEBREAKS: usize = 4;

/// A player's games by outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Record {
    /// Total Victories.
    pub total_victories: u32,
    /// Victories (byes not included).
    pub victories: u32,
    /// Ties.
    pub ties: u32,
    /// Defeats.
    pub defeats: u32,
    /// Byes.
    pub byes: u32,
}

/// How a bye player's totals were scaled at the end (AGL v1.0, "Odd Number of Players (Byes)",
/// steps 1-3): total × `rounds` ÷ `played`, rounded up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct ByeScaling {
    /// Rounds the player took part in, the bye included (the event's rounds for a player who
    /// stayed from round 1 to the end).
    pub rounds: u32,
    /// Rounds the player played a game in.
    pub played: u32,
    /// Victory Points earned in games, before scaling.
    pub earned_victory_points: u32,
    /// Frags earned in games, before scaling.
    pub earned_frags: u32,
}

/// What separated a place from the place above it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum SeparatedBy {
    /// First place: nobody above.
    First,
    /// More points.
    Points,
    /// Equal points, more Victory Points.
    VictoryPoints,
    /// Equal so far, more Frags.
    Frags,
    /// Equal so far, more Victory Points among the opponents met.
    OpponentsVictoryPoints,
    /// Equal so far, more points among the opponents met.
    OpponentsPoints,
    /// Equal in everything: the earlier registration ranks higher (docs/rulings.md, "Last
    /// tiebreak").
    RegistrationOrder,
}

impl From<Tiebreak> for SeparatedBy {
    fn from(t: Tiebreak) -> SeparatedBy {
        match t {
            Tiebreak::VictoryPoints => SeparatedBy::VictoryPoints,
            Tiebreak::Frags => SeparatedBy::Frags,
            Tiebreak::OpponentsVictoryPoints => SeparatedBy::OpponentsVictoryPoints,
            Tiebreak::OpponentsPoints => SeparatedBy::OpponentsPoints,
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StandingRow {
    /// The place, from 1; every place is distinct.
    pub place: u32,
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// Tournament or League Points.
    pub points: u32,
    /// Victory Points as ranked (bye-scaled in final standings).
    pub victory_points: u32,
    /// Frags as ranked (bye-scaled in final standings).
    pub frags: u32,
    /// The Victory Points earned by every opponent met, summed.
    pub opponents_victory_points: u32,
    /// The points earned by every opponent met, summed.
    pub opponents_points: u32,
    /// Games by outcome.
    pub record: Record,
    /// The bye scaling applied, if any.
    pub bye_scaling: Option<ByeScaling>,
    /// Whether the player dropped.
    pub dropped: bool,
    /// What separated this place from the one above.
    pub separated_by: SeparatedBy,
}

/// The standings of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Standings {
    /// Whether these are the final standings (every round played, byes scaled).
    pub is_final: bool,
    /// The tiebreaks after points, in order; registration order is always last.
    pub tiebreaks: Vec<Tiebreak>,
    /// One row per registered player, in place order.
    pub rows: Vec<StandingRow>,
}

/// A player's totals, by registration index.
#[derive(Debug, Clone, Default)]
pub(crate) struct Totals {
    pub(crate) points: u32,
    pub(crate) victory_points: u32,
    pub(crate) frags: u32,
    pub(crate) games: u32,
    pub(crate) record: Record,
    pub(crate) opponents: Vec<usize>,
    pub(crate) opponents_victory_points: u32,
    pub(crate) opponents_points: u32,
    pub(crate) scaling: Option<ByeScaling>,
}

impl Totals {
    fn ranked_victory_points(&self) -> u32 {
        self.scaling
            .map_or(self.victory_points, |s| scale(s.earned_victory_points, s))
    }

    fn ranked_frags(&self) -> u32 {
        self.scaling
            .map_or(self.frags, |s| scale(s.earned_frags, s))
    }

    fn key_of(&self, tiebreak: Tiebreak) -> u32 {
        match tiebreak {
            Tiebreak::VictoryPoints => self.ranked_victory_points(),
            Tiebreak::Frags => self.ranked_frags(),
            Tiebreak::OpponentsVictoryPoints => self.opponents_victory_points,
            Tiebreak::OpponentsPoints => self.opponents_points,
        }
    }
}

/// AGL v1.0, "Odd Number of Players (Byes)": multiply by the rounds, divide by the rounds
/// played, round up. A player who played no game keeps 0.
fn scale(total: u32, s: ByeScaling) -> u32 {
    if s.played == 0 {
        return 0;
    }
    let scaled = (u64::from(total) * u64::from(s.rounds)).div_ceil(u64::from(s.played));
    u32::try_from(scaled).unwrap_or(u32::MAX)
}

/// When the standings are computed: during the event (pairings, provisional standings) or once
/// it is finished, and then whether the opponents' Victory Points are the final (bye-scaled)
/// ones (docs/rulings.md, "Opponents' Victory Points").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stage {
    /// Victory Points and Frags as earned.
    Running,
    /// A bye player's Victory Points and Frags scaled; the opponents' Victory Points as earned
    /// (the first edition of the rulings) or scaled too (`scaled_opponents`).
    Final {
        /// Whether the opponents' Victory Points are their final, bye-scaled totals.
        scaled_opponents: bool,
    },
}

/// Every player's totals from the results entered so far. In the final stage, a bye player's
/// Victory Points and Frags are scaled (when the policy says so).
pub(crate) fn totals(
    players: &[Player],
    rounds: &[Round],
    policy: &dyn EventPolicy,
    stage: Stage,
) -> Vec<Totals> {
    let is_final = matches!(stage, Stage::Final { .. });
    let mut totals = vec![Totals::default(); players.len()];
    let bye = policy.bye_award();
    for round in rounds {
        for table in &round.tables {
            let Some(result) = &table.result else {
                continue;
            };
            let (Some(ia), Some(ib)) = (table.players.first.index(), table.players.second.index())
            else {
                continue;
            };
            for (me, opponent, score, outcome, points) in [
                (
                    ia,
                    ib,
                    result.scores.first,
                    result.decision.outcomes.first,
                    result.points.first,
                ),
                (
                    ib,
                    ia,
                    result.scores.second,
                    result.decision.outcomes.second,
                    result.points.second,
                ),
            ] {
                if let Some(t) = totals.get_mut(me) {
                    t.points += points;
                    t.victory_points += score.victory_points();
                    t.frags += score.frags();
                    t.games += 1;
                    t.opponents.push(opponent);
                    match outcome {
                        Outcome::TotalVictory => t.record.total_victories += 1,
                        Outcome::Victory => t.record.victories += 1,
                        Outcome::Tie => t.record.ties += 1,
                        Outcome::Defeat => t.record.defeats += 1,
                    }
                }
            }
        }
        if let Some(b) = &round.bye {
            if let Some(t) = b.player.index().and_then(|i| totals.get_mut(i)) {
                // A bye: the award's points, 0 Victory Points and 0 Frags.
                t.points += bye.points;
                t.record.byes += 1;
            }
        }
    }
    for t in &mut totals {
        if is_final && policy.scales_bye_scores() && t.record.byes > 0 {
            t.scaling = Some(ByeScaling {
                rounds: t.games + t.record.byes,
                played: t.games,
                earned_victory_points: t.victory_points,
                earned_frags: t.frags,
            });
        }
    }
    // "the sum total of the Victory Points accumulated from all their opponents": each
    // opponent counted once, with the Victory Points they earned in games, or in the final
    // standings of the second edition on their final, bye-scaled Victory Points (docs/rulings.md,
    // "Opponents' Victory Points").
    let scaled_opponents = stage
        == Stage::Final {
            scaled_opponents: true,
        };
    let counted: Vec<(u32, u32)> = totals
        .iter()
        .map(|t| {
            let vp = if scaled_opponents {
                t.ranked_victory_points()
            } else {
                t.victory_points
            };
            (vp, t.points)
        })
        .collect();
    for t in &mut totals {
        t.opponents.sort_unstable();
        t.opponents.dedup();
        let (mut vp, mut pts) = (0u32, 0u32);
        for &o in &t.opponents {
            if let Some(&(ovp, opts)) = counted.get(o) {
                vp = vp.saturating_add(ovp);
                pts = pts.saturating_add(opts);
            }
        }
        t.opponents_victory_points = vp;
        t.opponents_points = pts;
    }
    totals
}

/// The comparison key of a player: points, then the policy's tiebreaks (higher first).
pub(crate) fn sort_key(t: &Totals, tiebreaks: &[Tiebreak]) -> [u32; MAX_TIEBREAKS + 1] {
    let mut key = [0u32; MAX_TIEBREAKS + 1];
    if let Some(first) = key.first_mut() {
        *first = t.points;
    }
    for (slot, tiebreak) in key.iter_mut().skip(1).zip(tiebreaks.iter()) {
        *slot = t.key_of(*tiebreak);
    }
    key
}

/// Ranks the registration indices `who` (higher key first, then earlier registration).
pub(crate) fn rank(who: &mut [usize], totals: &[Totals], tiebreaks: &[Tiebreak]) {
    let keys: Vec<[u32; MAX_TIEBREAKS + 1]> =
        totals.iter().map(|t| sort_key(t, tiebreaks)).collect();
    let zero = [0u32; MAX_TIEBREAKS + 1];
    who.sort_unstable_by(|&x, &y| {
        let kx = keys.get(x).unwrap_or(&zero);
        let ky = keys.get(y).unwrap_or(&zero);
        ky.cmp(kx).then(x.cmp(&y))
    });
}

/// The standings of every registered player.
pub(crate) fn standings(
    players: &[Player],
    rounds: &[Round],
    policy: &dyn EventPolicy,
    stage: Stage,
) -> Standings {
    let is_final = matches!(stage, Stage::Final { .. });
    let tiebreaks: Vec<Tiebreak> = policy
        .tiebreaks()
        .iter()
        .copied()
        .take(MAX_TIEBREAKS)
        .collect();
    let totals = totals(players, rounds, policy, stage);
    let mut order: Vec<usize> = (0..players.len()).collect();
    rank(&mut order, &totals, &tiebreaks);
    let mut rows = Vec::with_capacity(order.len());
    let mut above: Option<[u32; MAX_TIEBREAKS + 1]> = None;
    for (place, &index) in order.iter().enumerate() {
        let (Some(player), Some(t)) = (players.get(index), totals.get(index)) else {
            continue;
        };
        let key = sort_key(t, &tiebreaks);
        let separated_by = match above {
            None => SeparatedBy::First,
            Some(prev) => separation(&prev, &key, &tiebreaks),
        };
        above = Some(key);
        rows.push(StandingRow {
            place: place as u32 + 1,
            player: player.id,
            name: player.name.clone(),
            points: t.points,
            victory_points: t.ranked_victory_points(),
            frags: t.ranked_frags(),
            opponents_victory_points: t.opponents_victory_points,
            opponents_points: t.opponents_points,
            record: t.record,
            bye_scaling: t.scaling,
            dropped: !player.is_active(),
            separated_by,
        });
    }
    Standings {
        is_final,
        tiebreaks,
        rows,
    }
}

fn separation(above: &[u32], below: &[u32], tiebreaks: &[Tiebreak]) -> SeparatedBy {
    let first_difference = above
        .iter()
        .zip(below.iter())
        .position(|(a, b)| a.cmp(b) != Ordering::Equal);
    match first_difference {
        Some(0) => SeparatedBy::Points,
        Some(i) => tiebreaks
            .get(i - 1)
            .map_or(SeparatedBy::RegistrationOrder, |&t| t.into()),
        None => SeparatedBy::RegistrationOrder,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bye_scaling_multiplies_by_the_rounds_and_divides_by_the_rounds_played_rounding_up() {
        // AGL v1.0, Standard Tournament, "Odd Number of Players (Byes)", steps 1-3: 3 rounds,
        // 2 played, 7 VP: 7 × 3 / 2 = 10.5, rounded up to 11.
        let s = ByeScaling {
            rounds: 3,
            played: 2,
            earned_victory_points: 7,
            earned_frags: 3,
        };
        assert_eq!(scale(7, s), 11);
        // 3 × 3 / 2 = 4.5 → 5 Frags ("repeat the process with the player's Frags").
        assert_eq!(scale(3, s), 5);
        // Exact division stays exact: 8 × 3 / 2 = 12.
        assert_eq!(scale(8, s), 12);
    }

    #[test]
    fn a_player_who_never_played_a_game_keeps_zero() {
        let s = ByeScaling {
            rounds: 1,
            played: 0,
            earned_victory_points: 0,
            earned_frags: 0,
        };
        assert_eq!(scale(0, s), 0);
    }

    #[test]
    fn separation_names_the_first_key_that_differs() {
        let tb = [
            Tiebreak::VictoryPoints,
            Tiebreak::Frags,
            Tiebreak::OpponentsVictoryPoints,
        ];
        assert_eq!(
            separation(&[6, 9, 1, 0, 0], &[4, 9, 1, 0, 0], &tb),
            SeparatedBy::Points
        );
        assert_eq!(
            separation(&[6, 9, 1, 0, 0], &[6, 8, 1, 0, 0], &tb),
            SeparatedBy::VictoryPoints
        );
        assert_eq!(
            separation(&[6, 9, 2, 0, 0], &[6, 9, 1, 0, 0], &tb),
            SeparatedBy::Frags
        );
        assert_eq!(
            separation(&[6, 9, 2, 5, 0], &[6, 9, 2, 4, 0], &tb),
            SeparatedBy::OpponentsVictoryPoints
        );
        assert_eq!(
            separation(&[6, 9, 2, 5, 0], &[6, 9, 2, 5, 0], &tb),
            SeparatedBy::RegistrationOrder
        );
    }
}
