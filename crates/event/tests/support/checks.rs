//! Invariant checks shared by the integration and property tests.

#![allow(dead_code)]

use hexadraft_event::{PlayerId, SeparatedBy, Standings, Tiebreak, Tournament};
use std::collections::{HashMap, HashSet};

/// Every active player sits exactly once in `round` (at a table or on the bye), and nobody else.
pub fn everyone_paired_once(t: &Tournament, round: u32) -> Result<(), String> {
    let r = t.round(round).ok_or("no such round")?;
    let mut seen = HashSet::new();
    for table in &r.tables {
        for p in [table.players.first, table.players.second] {
            if !seen.insert(p) {
                return Err(format!("{p} paired twice in round {round}"));
            }
        }
    }
    if let Some(bye) = &r.bye {
        if !seen.insert(bye.player) {
            return Err(format!("{} has the bye and a table", bye.player));
        }
    }
    let active: HashSet<PlayerId> = t
        .players()
        .iter()
        .filter(|p| p.dropped_after_round.is_none_or(|d| d >= round))
        .map(|p| p.id)
        .collect();
    if seen != active {
        return Err(format!(
            "round {round} seats {seen:?}, active are {active:?}"
        ));
    }
    Ok(())
}

/// No player has two byes.
pub fn byes_never_twice(t: &Tournament) -> Result<(), String> {
    let mut byes = HashSet::new();
    for r in t.rounds() {
        if let Some(b) = &r.bye {
            if !byes.insert(b.player) {
                return Err(format!(
                    "{} has a second bye in round {}",
                    b.player, r.number
                ));
            }
        }
    }
    Ok(())
}

fn key(row: &hexadraft_event::StandingRow, tiebreaks: &[Tiebreak]) -> Vec<u32> {
    let mut k = vec![row.points];
    for t in tiebreaks {
        k.push(match t {
            Tiebreak::VictoryPoints => row.victory_points,
            Tiebreak::Frags => row.frags,
            Tiebreak::OpponentsVictoryPoints => row.opponents_victory_points,
            Tiebreak::OpponentsPoints => row.opponents_points,
        });
    }
    k
}

/// The standings are a strict total order: each row's key is at most the row above's, equal
/// keys are in registration order, places run 1..n, and `separated_by` names the first key that
/// differs.
pub fn standings_are_a_total_order(s: &Standings) -> Result<(), String> {
    for (i, row) in s.rows.iter().enumerate() {
        if row.place as usize != i + 1 {
            return Err(format!("row {i} has place {}", row.place));
        }
    }
    for pair in s.rows.windows(2) {
        let (above, below) = (&pair[0], &pair[1]);
        let (ka, kb) = (key(above, &s.tiebreaks), key(below, &s.tiebreaks));
        if ka < kb || (ka == kb && above.player >= below.player) {
            return Err(format!("{above:?} is above {below:?}"));
        }
        let expected = match ka.iter().zip(kb.iter()).position(|(a, b)| a != b) {
            Some(0) => SeparatedBy::Points,
            Some(i) => s.tiebreaks[i - 1].into(),
            None => SeparatedBy::RegistrationOrder,
        };
        if below.separated_by != expected {
            return Err(format!("{below:?} should be separated by {expected:?}"));
        }
    }
    if s.rows
        .first()
        .is_some_and(|r| r.separated_by != SeparatedBy::First)
    {
        return Err("the first row is not marked First".into());
    }
    Ok(())
}

/// Each player's points in the standings are the sum of the points of their results plus two
/// per bye.
pub fn points_add_up(t: &Tournament) -> Result<(), String> {
    let mut points: HashMap<PlayerId, u32> = HashMap::new();
    for r in t.rounds() {
        for table in &r.tables {
            if let Some(res) = &table.result {
                *points.entry(table.players.first).or_default() += res.points.first;
                *points.entry(table.players.second).or_default() += res.points.second;
            }
        }
        if let Some(b) = &r.bye {
            *points.entry(b.player).or_default() += 2;
        }
    }
    for row in t.standings().rows {
        let expected = points.get(&row.player).copied().unwrap_or(0);
        if row.points != expected {
            return Err(format!(
                "{} has {} points, results give {expected}",
                row.player, row.points
            ));
        }
    }
    Ok(())
}

/// The rating changes of every game cancel out (one K for the whole event).
pub fn ratings_balance(t: &Tournament) -> Result<(), String> {
    let report = t.rating_report(&Default::default());
    let total: f64 = report.changes.iter().map(|c| c.change).sum();
    if total.abs() > 1e-6 {
        return Err(format!("rating changes sum to {total}"));
    }
    Ok(())
}
