//! The pairing search as it was before issue 25 made it fast, kept for the tests only: a replay
//! pairs every saved round again, so the search now must choose exactly what this one chose and
//! report the same, whether or not its work ran out.

use super::{Conflict, IaSearchReport, WORK_BUDGET};

/// (conflicts kept, points between partners): lower is better, compared in that order.
type Cost = (u32, u64);

struct Search<'a> {
    points: &'a [u32],
    random_key: &'a [usize],
    conflicts: &'a [Vec<(usize, Conflict)>],
    /// Points group of each player (0 is the highest).
    group: Vec<usize>,
    /// Points of each group.
    group_points: Vec<u32>,
    /// Each group's players in standings order.
    group_members: Vec<Vec<usize>>,
    free: Vec<bool>,
    free_in_group: Vec<usize>,
    stack: Vec<(usize, usize)>,
    best: Option<(Cost, Vec<(usize, usize)>)>,
    target: Cost,
    work: u64,
    stopped: bool,
}

/// Pairs players `0..n` (n even, in standings order) and reports what it did.
pub(super) fn search(
    points: &[u32],
    random_key: &[usize],
    conflicts: &[Vec<(usize, Conflict)>],
) -> (Vec<(usize, usize)>, IaSearchReport) {
    let n = points.len();
    let mut group = Vec::with_capacity(n);
    let mut group_points: Vec<u32> = Vec::new();
    let mut group_members: Vec<Vec<usize>> = Vec::new();
    for (i, &p) in points.iter().enumerate() {
        if group_points.last() != Some(&p) {
            group_points.push(p);
            group_members.push(Vec::new());
        }
        group.push(group_points.len() - 1);
        if let Some(members) = group_members.last_mut() {
            members.push(i);
        }
    }
    let free_in_group = group_members.iter().map(Vec::len).collect();
    let mut s = Search {
        points,
        random_key,
        conflicts,
        group,
        group_points,
        group_members,
        free: vec![true; n],
        free_in_group,
        stack: Vec::with_capacity(n / 2),
        best: None,
        target: (0, 0),
        work: 0,
        stopped: false,
    };
    s.target = (0, s.crossing_bound());
    s.run((0, 0));
    let proven = !s.stopped || s.best.as_ref().is_some_and(|(c, _)| *c == s.target);
    let (cost, pairs) = s.best.unwrap_or(((0, 0), Vec::new()));
    let mut rematches = 0;
    let mut requests = 0;
    for &(u, v) in &pairs {
        match conflict_of(conflicts, u, v) {
            Some(Conflict::Met(_)) => rematches += 1,
            Some(Conflict::Request) => requests += 1,
            None => {}
        }
    }
    let mut pairs = pairs;
    pairs.sort_unstable();
    (
        pairs,
        IaSearchReport {
            rematches,
            requests_not_kept: requests,
            points_between_partners: u32::try_from(cost.1).unwrap_or(u32::MAX),
            proven,
        },
    )
}

fn conflict_of(conflicts: &[Vec<(usize, Conflict)>], u: usize, v: usize) -> Option<Conflict> {
    conflicts
        .get(u)?
        .iter()
        .find(|(j, _)| *j == v)
        .map(|(_, c)| *c)
}

impl Search<'_> {
    /// The least total of points between partners any pairing of the free players needs: at each
    /// boundary between two points groups with an odd number of free players above it, someone
    /// must cross it.
    fn crossing_bound(&self) -> u64 {
        let mut bound = 0u64;
        let mut odd_above = false;
        let mut previous: Option<u32> = None;
        for (g, &count) in self.free_in_group.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let here = self.group_points.get(g).copied().unwrap_or(0);
            if let (true, Some(above)) = (odd_above, previous) {
                bound += u64::from(above.saturating_sub(here));
            }
            odd_above ^= count % 2 == 1;
            previous = Some(here);
        }
        bound
    }

    fn take(&mut self, i: usize, free: bool) {
        if let Some(slot) = self.free.get_mut(i) {
            *slot = free;
        }
        if let Some(g) = self.group.get(i) {
            if let Some(count) = self.free_in_group.get_mut(*g) {
                if free {
                    *count += 1;
                } else {
                    *count = count.saturating_sub(1);
                }
            }
        }
    }

    /// `u`'s partners in the order the rules prefer; `u` is the highest-ranked free player and
    /// already taken.
    fn candidates(&self, u: usize) -> Vec<(usize, Option<Conflict>)> {
        let g = self.group.get(u).copied().unwrap_or(0);
        let mut same: Vec<usize> = self
            .group_members
            .get(g)
            .map(|m| {
                m.iter()
                    .copied()
                    .filter(|&v| self.free.get(v) == Some(&true))
                    .collect()
            })
            .unwrap_or_default();
        // With `u`, the group's free players are odd: it sends its lowest-ranked player down,
        // so try them last.
        let reserved = if same.len() % 2 == 0 {
            same.last().copied()
        } else {
            None
        };
        same.sort_by_key(|&v| (Some(v) == reserved, self.random_key.get(v).copied()));
        let lower = self
            .group_members
            .iter()
            .skip(g + 1)
            .flatten()
            .copied()
            .filter(|&v| self.free.get(v) == Some(&true));
        let all: Vec<(usize, Option<Conflict>)> = same
            .into_iter()
            .chain(lower)
            .map(|v| (v, conflict_of(self.conflicts, u, v)))
            .collect();
        let (mut clean, conflicted): (Vec<_>, Vec<_>) =
            all.into_iter().partition(|(_, c)| c.is_none());
        clean.extend(conflicted);
        clean
    }

    fn done(&self) -> bool {
        self.best.as_ref().is_some_and(|(c, _)| *c <= self.target)
    }

    fn run(&mut self, cost: Cost) {
        let Some(u) = self.free.iter().position(|&f| f) else {
            if self.best.as_ref().is_none_or(|(c, _)| cost < *c) {
                self.best = Some((cost, self.stack.clone()));
            }
            return;
        };
        self.take(u, false);
        let candidates = self.candidates(u);
        self.work = self.work.saturating_add(candidates.len() as u64 + 1);
        let pu = self.points.get(u).copied().unwrap_or(0);
        for (v, conflict) in candidates {
            if self.best.is_some() && self.work > WORK_BUDGET {
                self.stopped = true;
                break;
            }
            self.work += 1;
            let pv = self.points.get(v).copied().unwrap_or(0);
            let step = (
                u32::from(conflict.is_some()),
                u64::from(pu.saturating_sub(pv)),
            );
            let next = (cost.0 + step.0, cost.1 + step.1);
            self.take(v, false);
            let bound = (next.0, next.1 + self.crossing_bound());
            if self.best.as_ref().is_none_or(|(c, _)| bound < *c) {
                self.stack.push((u, v));
                self.run(next);
                self.stack.pop();
            }
            self.take(v, true);
            if self.done() || self.stopped {
                break;
            }
        }
        self.take(u, true);
    }
}
