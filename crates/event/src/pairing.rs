//! The Swiss pairing of one round, on positions in a ranking.
//!
//! AGL v1.0, Standard Tournament, "Pairings": "opponents are assigned in descending order of
//! ranking (first against second, third against fourth, etc.)". With rematch avoidance on (the
//! default; docs/rulings.md, "Rematches") the pass goes down the ranking and pairs each player
//! with the next one not yet paired whom they have not met, so players move as little as
//! possible. Only near the bottom can that pass run out of new opponents; then the lowest few
//! pairings are redone by a depth-first search (ranking order first, fewest rematches), widened
//! step by step and bounded by a node budget, so a round of any size is paired in time roughly
//! proportional to players × rounds.

use rand::RngCore;
use rand_chacha::ChaCha8Rng;

/// Most players the bottom search may re-pair at once (the search uses a 64-bit set).
const MAX_SEARCH_WINDOW: usize = 48;

/// Most search nodes one round may visit; past it the best pairing found is kept.
const SEARCH_NODE_BUDGET: u32 = 200_000;

/// Why two positions should not be paired together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Conflict {
    /// They already met, in this round.
    Met(u32),
    /// Their table's draft could not start (docs/rulings.md, "Final Boss with Zlavin:
    /// undraftable tables"): avoided even when rematches are allowed, and before any rematch.
    Undraftable,
}

impl Conflict {
    /// What the bottom search counts against a pairing: a rematch 1, an undraftable table more
    /// than every rematch a search window can hold.
    fn cost(self) -> u32 {
        match self {
            Conflict::Met(_) => 1,
            Conflict::Undraftable => UNDRAFTABLE_COST,
        }
    }
}

/// The search cost of an undraftable table: above the rematches of a full window.
const UNDRAFTABLE_COST: u32 = MAX_SEARCH_WINDOW as u32;

/// How a proposed pair came about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum PairKind {
    /// The next position not yet paired (adjacent in the remaining ranking).
    Next,
    /// The positions passed over, and why: they already met (in that round), or their table
    /// could not be drafted.
    PassedOver(Vec<(usize, Conflict)>),
    /// Re-paired by the bottom search among this many players.
    Rearranged(u32),
}

/// A pair of positions, the upper one ranked higher.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ProposedPair {
    pub(crate) upper: usize,
    pub(crate) lower: usize,
    pub(crate) kind: PairKind,
}

/// What the bottom search did, if it ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct SearchReport {
    /// Players re-paired.
    pub(crate) players: u32,
    /// Rematches left in the re-paired players.
    pub(crate) rematches: u32,
    /// Undraftable tables left in the re-paired players.
    pub(crate) undraftable: u32,
    /// Whether the search proved no better pairing of those players exists.
    pub(crate) proven: bool,
}

/// A round's pairs in table order (by the upper position), and the search report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Proposal {
    pub(crate) pairs: Vec<ProposedPair>,
    pub(crate) search: Option<SearchReport>,
}

/// Pairs positions `0..n` (n even) of a ranking. `conflict(i, j)` says why the players at
/// positions `i` and `j` should not meet, if they should not: they met before (avoided only with
/// `avoid_rematches`), or their table could not be drafted (always avoided where possible).
pub(crate) fn pair_ranking(
    n: usize,
    conflict: &impl Fn(usize, usize) -> Option<Conflict>,
    avoid_rematches: bool,
) -> Proposal {
    // The strict rule text pairs first against second whatever their history; an undraftable
    // table is still moved.
    let met = |i: usize, j: usize| {
        conflict(i, j).filter(|c| avoid_rematches || *c == Conflict::Undraftable)
    };
    let met = &met;
    // `next[i]` leads to the first position at or after `i` not yet paired (a union-find with
    // path compression), so skipping paired positions costs almost nothing.
    let mut next: Vec<usize> = (0..=n).collect();
    let mut pairs = Vec::with_capacity(n / 2);
    let mut dead_end: Option<Vec<usize>> = None;
    let mut cursor = 0;
    loop {
        let upper = find(&mut next, cursor);
        if upper >= n {
            break;
        }
        take(&mut next, upper);
        let mut passed = Vec::new();
        let mut lower = find(&mut next, upper + 1);
        while lower < n {
            match met(upper, lower) {
                None => break,
                Some(why) => {
                    passed.push((lower, why));
                    lower = find(&mut next, lower + 1);
                }
            }
        }
        if lower >= n {
            // Everyone left has met `upper`: collect them for the bottom search.
            let mut remaining = vec![upper];
            let mut at = find(&mut next, upper + 1);
            while at < n {
                remaining.push(at);
                take(&mut next, at);
                at = find(&mut next, at + 1);
            }
            dead_end = Some(remaining);
            break;
        }
        take(&mut next, lower);
        let kind = if passed.is_empty() {
            PairKind::Next
        } else {
            PairKind::PassedOver(passed)
        };
        pairs.push(ProposedPair { upper, lower, kind });
        cursor = upper + 1;
    }
    let search = dead_end.map(|remaining| repair_bottom(&mut pairs, &remaining, met));
    pairs.sort_by_key(|p| p.upper);
    Proposal { pairs, search }
}

fn find(next: &mut [usize], start: usize) -> usize {
    let mut root = start;
    while let Some(&up) = next.get(root) {
        if up == root {
            break;
        }
        root = up;
    }
    let mut at = start;
    while let Some(&up) = next.get(at) {
        if up == root || up == at {
            break;
        }
        if let Some(slot) = next.get_mut(at) {
            *slot = root;
        }
        at = up;
    }
    root
}

fn take(next: &mut [usize], position: usize) {
    if let Some(slot) = next.get_mut(position) {
        *slot = position + 1;
    }
}

/// Redoes the last pairs together with the players left over, widening the window until a
/// pairing without rematches is found, the window holds everyone, or the budget runs out.
fn repair_bottom(
    pairs: &mut Vec<ProposedPair>,
    remaining: &[usize],
    met: &impl Fn(usize, usize) -> Option<Conflict>,
) -> SearchReport {
    struct Best {
        keep: usize,
        solution: Vec<(usize, usize)>,
        cost: u32,
        complete: bool,
        players: usize,
    }
    let mut budget = SEARCH_NODE_BUDGET;
    let mut best: Option<Best> = None;
    let mut undo = 1usize;
    loop {
        let undo_now = undo.min(pairs.len());
        let keep = pairs.len() - undo_now;
        let mut window: Vec<usize> = remaining.to_vec();
        for p in pairs.iter().skip(keep) {
            window.push(p.upper);
            window.push(p.lower);
        }
        window.sort_unstable();
        if window.len() > MAX_SEARCH_WINDOW {
            break;
        }
        let found = search_window(&window, met, &mut budget);
        if let Some((cost, solution)) = found.best {
            let better = best.as_ref().is_none_or(|b| cost < b.cost);
            if better {
                best = Some(Best {
                    keep,
                    solution,
                    cost,
                    complete: found.complete,
                    players: window.len(),
                });
            }
            if cost == 0 {
                break;
            }
        }
        if undo_now == pairs.len() || budget == 0 {
            break;
        }
        undo *= 2;
    }
    match best {
        Some(Best {
            keep,
            solution,
            complete,
            players,
            ..
        }) => {
            pairs.truncate(keep);
            let among = players as u32;
            let (rematches, undraftable) = count_conflicts(&solution, met);
            pairs.extend(solution.into_iter().map(|(upper, lower)| ProposedPair {
                upper,
                lower,
                kind: PairKind::Rearranged(among),
            }));
            SearchReport {
                players: among,
                rematches,
                undraftable,
                proven: complete,
            }
        }
        None => {
            // The budget ran out before any complete pairing: pair the leftovers in ranking
            // order, rematches and all.
            let mut sorted = remaining.to_vec();
            sorted.sort_unstable();
            let leftovers: Vec<(usize, usize)> = sorted
                .chunks(2)
                .filter_map(|chunk| match *chunk {
                    [upper, lower] => Some((upper, lower)),
                    _ => None,
                })
                .collect();
            let (rematches, undraftable) = count_conflicts(&leftovers, met);
            pairs.extend(leftovers.into_iter().map(|(upper, lower)| ProposedPair {
                upper,
                lower,
                kind: PairKind::Rearranged(sorted.len() as u32),
            }));
            SearchReport {
                players: sorted.len() as u32,
                rematches,
                undraftable,
                proven: false,
            }
        }
    }
}

/// The rematches and the undraftable tables among `pairs`.
fn count_conflicts(
    pairs: &[(usize, usize)],
    met: &impl Fn(usize, usize) -> Option<Conflict>,
) -> (u32, u32) {
    pairs
        .iter()
        .fold((0, 0), |(rematches, undraftable), &(a, b)| {
            match met(a, b) {
                Some(Conflict::Met(_)) => (rematches + 1, undraftable),
                Some(Conflict::Undraftable) => (rematches, undraftable + 1),
                None => (rematches, undraftable),
            }
        })
}

struct SearchOutcome {
    best: Option<(u32, Vec<(usize, usize)>)>,
    complete: bool,
}

/// The pairing of `window` (positions, ascending, at most 64) with the fewest undraftable tables,
/// then the fewest rematches; among equals, the first in ranking order (each highest free player
/// takes the highest partner).
fn search_window(
    window: &[usize],
    met: &impl Fn(usize, usize) -> Option<Conflict>,
    budget: &mut u32,
) -> SearchOutcome {
    struct Search<'a, F> {
        window: &'a [usize],
        met: &'a F,
        budget: &'a mut u32,
        stack: Vec<(usize, usize)>,
        best_cost: u32,
        best: Option<Vec<(usize, usize)>>,
        complete: bool,
    }
    impl<F: Fn(usize, usize) -> Option<Conflict>> Search<'_, F> {
        fn run(&mut self, free: u64, cost: u32) {
            if *self.budget == 0 {
                self.complete = false;
                return;
            }
            *self.budget -= 1;
            if free == 0 {
                if cost < self.best_cost {
                    self.best_cost = cost;
                    self.best = Some(self.stack.clone());
                }
                return;
            }
            let first = free.trailing_zeros() as usize;
            let rest = free & !(1u64 << first);
            let mut candidates = rest;
            while candidates != 0 {
                let k = candidates.trailing_zeros() as usize;
                candidates &= !(1u64 << k);
                let (Some(&upper), Some(&lower)) = (self.window.get(first), self.window.get(k))
                else {
                    continue;
                };
                let step = (self.met)(upper, lower).map_or(0, Conflict::cost);
                if cost + step >= self.best_cost {
                    continue;
                }
                self.stack.push((upper, lower));
                self.run(rest & !(1u64 << k), cost + step);
                self.stack.pop();
                if self.best_cost == 0 || *self.budget == 0 {
                    if *self.budget == 0 && self.best_cost != 0 {
                        self.complete = false;
                    }
                    return;
                }
            }
        }
    }
    if window.len() > 64 || window.len() % 2 != 0 {
        return SearchOutcome {
            best: None,
            complete: false,
        };
    }
    let free = if window.len() == 64 {
        u64::MAX
    } else {
        (1u64 << window.len()) - 1
    };
    let mut search = Search {
        window,
        met,
        budget,
        stack: Vec::with_capacity(window.len() / 2),
        best_cost: u32::MAX,
        best: None,
        complete: true,
    };
    search.run(free, 0);
    let complete = search.complete;
    SearchOutcome {
        best: search.best.map(|b| (search.best_cost, b)),
        complete,
    }
}

/// A uniform number below `bound` (> 0) from the ChaCha stream, by rejection, so the draw depends
/// only on the generator's output and never on a library's sampling method.
pub(crate) fn uniform_below(rng: &mut ChaCha8Rng, bound: u64) -> u64 {
    if bound <= 1 {
        return 0;
    }
    let limit = u64::MAX - (u64::MAX % bound);
    loop {
        let x = rng.next_u64();
        if x < limit {
            return x % bound;
        }
    }
}

/// Shuffles `items` in place (Fisher-Yates) from the ChaCha stream.
pub(crate) fn shuffle<T>(rng: &mut ChaCha8Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = uniform_below(rng, i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use std::collections::HashSet;

    fn met_from(pairs: &[(usize, usize)]) -> impl Fn(usize, usize) -> Option<Conflict> {
        let set: HashSet<(usize, usize)> =
            pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
        move |a, b| set.contains(&(a, b)).then_some(Conflict::Met(1))
    }

    fn as_tuples(p: &Proposal) -> Vec<(usize, usize)> {
        p.pairs.iter().map(|p| (p.upper, p.lower)).collect()
    }

    #[test]
    fn without_history_first_meets_second_and_third_meets_fourth() {
        // AGL v1.0, Standard Tournament, "Pairings": first against second, third against fourth.
        let p = pair_ranking(6, &|_, _| None, true);
        assert_eq!(as_tuples(&p), vec![(0, 1), (2, 3), (4, 5)]);
        assert!(p.pairs.iter().all(|p| p.kind == PairKind::Next));
        assert_eq!(p.search, None);
    }

    #[test]
    fn a_rematch_moves_the_lower_player_down_one_and_says_whom_it_passed_over() {
        // 1st and 2nd met in round 1: 1st takes 3rd, 2nd takes 4th.
        let p = pair_ranking(4, &met_from(&[(0, 1)]), true);
        assert_eq!(as_tuples(&p), vec![(0, 2), (1, 3)]);
        assert_eq!(
            p.pairs[0].kind,
            PairKind::PassedOver(vec![(1, Conflict::Met(1))])
        );
        assert_eq!(p.pairs[1].kind, PairKind::Next);
    }

    #[test]
    fn the_strict_rule_text_keeps_the_rematch() {
        let p = pair_ranking(4, &met_from(&[(0, 1)]), false);
        assert_eq!(as_tuples(&p), vec![(0, 1), (2, 3)]);
    }

    #[test]
    fn a_dead_end_at_the_bottom_is_repaired_by_search() {
        // The last two met; the pass would pair them, so the bottom is re-paired.
        let p = pair_ranking(6, &met_from(&[(4, 5)]), true);
        let pairs = as_tuples(&p);
        assert!(!pairs.contains(&(4, 5)));
        let report = p.search.unwrap();
        assert_eq!(report.rematches, 0);
        assert_eq!(pairs.len(), 3);
        // Nearest fix: 3rd and 4th swap partners with 5th and 6th.
        assert_eq!(pairs, vec![(0, 1), (2, 4), (3, 5)]);
    }

    #[test]
    fn when_every_pairing_repeats_a_game_the_fewest_rematches_are_kept_and_proven() {
        // Four players who have all met each other: two rematches are unavoidable.
        let all: Vec<(usize, usize)> = (0..4)
            .flat_map(|a| (a + 1..4).map(move |b| (a, b)))
            .collect();
        let p = pair_ranking(4, &met_from(&all), true);
        let report = p.search.unwrap();
        assert_eq!(report.rematches, 2);
        assert!(report.proven);
        assert_eq!(as_tuples(&p), vec![(0, 1), (2, 3)]);
    }

    #[test]
    fn an_undraftable_table_is_moved_even_by_the_strict_rule_text_and_before_a_rematch() {
        // docs/rulings.md, "Final Boss with Zlavin: undraftable tables": 1st and 2nd could not
        // draft their table; 1st and 3rd met before. With rematch avoidance 1st meets 4th; with
        // the strict rule text 1st meets 3rd (a rematch, kept) rather than 2nd.
        let conflict = |a: usize, b: usize| match (a.min(b), a.max(b)) {
            (0, 1) => Some(Conflict::Undraftable),
            (0, 2) => Some(Conflict::Met(1)),
            _ => None,
        };
        let avoid = pair_ranking(4, &conflict, true);
        assert_eq!(as_tuples(&avoid), vec![(0, 3), (1, 2)]);
        assert_eq!(
            avoid.pairs[0].kind,
            PairKind::PassedOver(vec![(1, Conflict::Undraftable), (2, Conflict::Met(1))])
        );
        let strict = pair_ranking(4, &conflict, false);
        assert_eq!(as_tuples(&strict), vec![(0, 2), (1, 3)]);
        // When every pairing holds one, the search keeps rematches before undraftable tables.
        let all = |a: usize, b: usize| match (a.min(b), a.max(b)) {
            (0, 1) | (2, 3) => Some(Conflict::Undraftable),
            _ => Some(Conflict::Met(1)),
        };
        let p = pair_ranking(4, &all, true);
        let report = p.search.unwrap();
        assert_eq!((report.rematches, report.undraftable), (2, 0));
        assert_eq!(as_tuples(&p), vec![(0, 2), (1, 3)]);
    }

    #[test]
    fn the_shuffle_is_a_permutation_and_depends_only_on_the_seed() {
        let mut a: Vec<u32> = (0..50).collect();
        let mut b = a.clone();
        shuffle(&mut ChaCha8Rng::seed_from_u64(7), &mut a);
        shuffle(&mut ChaCha8Rng::seed_from_u64(7), &mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(a, (0..50).collect::<Vec<_>>());
    }
}
