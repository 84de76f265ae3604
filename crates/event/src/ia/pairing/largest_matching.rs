//! A maximum matching of the pairs of players who may meet, for the tests: the fewest rematches
//! any pairing of a round must keep is half the players a largest such matching leaves out, so a
//! pairing of a large field can be checked without trying every pairing.

use super::{conflict_of, Conflict};

/// The fewest rematches (or kept-apart requests broken) any pairing of players `0..n` keeps.
pub(super) fn fewest_conflicts(n: usize, conflicts: &[Vec<(usize, Conflict)>]) -> usize {
    let may_meet = |a: usize, b: usize| a != b && conflict_of(conflicts, a, b).is_none();
    let mut matching = GrowingMatching::new(n);
    for v in 0..n {
        matching.add(v, &may_meet);
    }
    matching.left_out() / 2
}

const NONE: usize = usize::MAX;

/// A maximum matching of the pairs that may meet (no conflict) among the players added so far,
/// kept maximum as players are added in standings order (Edmonds' blossom search, from the new
/// player only: any longer matching must end there).
struct GrowingMatching {
    mate: Vec<usize>,
    /// Players added so far: `0..added`.
    added: usize,
    /// Added players without a partner.
    unmatched: Vec<usize>,
}

impl GrowingMatching {
    fn new(n: usize) -> GrowingMatching {
        GrowingMatching {
            mate: vec![NONE; n],
            added: 0,
            unmatched: Vec::new(),
        }
    }

    fn left_out(&self) -> usize {
        self.unmatched.len()
    }

    /// Adds player `v` (the players are added as `0, 1, 2, ...`), who may meet those `may_meet`
    /// allows.
    fn add(&mut self, v: usize, may_meet: &impl Fn(usize, usize) -> bool) {
        self.added = self.added.max(v + 1);
        // Most players meet an unmatched player directly.
        if let Some(k) = self.unmatched.iter().position(|&u| may_meet(u, v)) {
            let u = self.unmatched.swap_remove(k);
            self.set_mates(u, v);
            return;
        }
        if self.unmatched.is_empty() {
            self.unmatched.push(v);
            return;
        }
        // Or take a partner from a pair whose other player meets an unmatched one.
        for w in 0..self.added {
            let x = self.mate_of(w);
            if x == NONE || !may_meet(v, w) {
                continue;
            }
            if let Some(k) = self.unmatched.iter().position(|&u| may_meet(u, x)) {
                let u = self.unmatched.swap_remove(k);
                self.set_mates(v, w);
                self.set_mates(x, u);
                return;
            }
        }
        match self.augmenting_path_end(v, may_meet) {
            Some((end, parent)) => {
                self.unmatched.retain(|&u| u != end);
                let mut w = end;
                while w != NONE {
                    let pw = parent.get(w).copied().unwrap_or(NONE);
                    let next = self.mate.get(pw).copied().unwrap_or(NONE);
                    self.set_mates(w, pw);
                    w = next;
                }
            }
            None => self.unmatched.push(v),
        }
    }

    fn set_mates(&mut self, a: usize, b: usize) {
        if let Some(m) = self.mate.get_mut(a) {
            *m = b;
        }
        if let Some(m) = self.mate.get_mut(b) {
            *m = a;
        }
    }

    fn mate_of(&self, v: usize) -> usize {
        self.mate.get(v).copied().unwrap_or(NONE)
    }

    /// Edmonds' search from the unmatched `root` for an unmatched player reachable by an
    /// alternating path, contracting odd cycles (blossoms) as it meets them: that player and the
    /// search's parent links, from which the path is read back.
    fn augmenting_path_end(
        &self,
        root: usize,
        may_meet: &impl Fn(usize, usize) -> bool,
    ) -> Option<(usize, Vec<usize>)> {
        let n = self.added;
        let mut used = vec![false; n];
        let mut parent = vec![NONE; n];
        let mut base: Vec<usize> = (0..n).collect();
        let mut queue = std::collections::VecDeque::new();
        *used.get_mut(root)? = true;
        queue.push_back(root);
        while let Some(v) = queue.pop_front() {
            for to in 0..n {
                if !may_meet(v, to) || base.get(v) == base.get(to) || self.mate_of(v) == to {
                    continue;
                }
                let to_mate = self.mate_of(to);
                if to == root || (to_mate != NONE && parent.get(to_mate) != Some(&NONE)) {
                    let shared = self.common_base(v, to, &base, &parent);
                    let mut in_blossom = vec![false; n];
                    self.mark_path(v, shared, to, &base, &mut parent, &mut in_blossom);
                    self.mark_path(to, shared, v, &base, &mut parent, &mut in_blossom);
                    for i in 0..n {
                        let b = base.get(i).copied().unwrap_or(i);
                        if in_blossom.get(b) == Some(&true) {
                            if let Some(slot) = base.get_mut(i) {
                                *slot = shared;
                            }
                            if used.get(i) == Some(&false) {
                                if let Some(slot) = used.get_mut(i) {
                                    *slot = true;
                                }
                                queue.push_back(i);
                            }
                        }
                    }
                } else if parent.get(to) == Some(&NONE) {
                    if let Some(slot) = parent.get_mut(to) {
                        *slot = v;
                    }
                    if to_mate == NONE {
                        return Some((to, parent));
                    }
                    if let Some(slot) = used.get_mut(to_mate) {
                        *slot = true;
                    }
                    queue.push_back(to_mate);
                }
            }
        }
        None
    }

    /// The base of the blossom where the alternating paths from `a` and `b` to the root meet.
    fn common_base(&self, a: usize, b: usize, base: &[usize], parent: &[usize]) -> usize {
        let n = base.len();
        let mut seen = vec![false; n];
        let mut a = a;
        loop {
            a = base.get(a).copied().unwrap_or(a);
            if let Some(slot) = seen.get_mut(a) {
                *slot = true;
            }
            let m = self.mate_of(a);
            if m == NONE {
                break;
            }
            a = parent.get(m).copied().unwrap_or(NONE);
            if a == NONE {
                break;
            }
        }
        let mut b = b;
        loop {
            b = base.get(b).copied().unwrap_or(b);
            if seen.get(b) == Some(&true) {
                return b;
            }
            let m = self.mate_of(b);
            b = parent.get(m).copied().unwrap_or(NONE);
            if b == NONE {
                return a;
            }
        }
    }

    /// Marks the blossom's players on the path from `v` down to `shared`, pointing their parent
    /// links across the blossom through `child`.
    fn mark_path(
        &self,
        mut v: usize,
        shared: usize,
        mut child: usize,
        base: &[usize],
        parent: &mut [usize],
        in_blossom: &mut [bool],
    ) {
        while base.get(v).copied().unwrap_or(shared) != shared {
            let m = self.mate_of(v);
            for b in [base.get(v), base.get(m)].into_iter().flatten() {
                if let Some(slot) = in_blossom.get_mut(*b) {
                    *slot = true;
                }
            }
            if let Some(slot) = parent.get_mut(v) {
                *slot = child;
            }
            child = m;
            v = parent.get(m).copied().unwrap_or(NONE);
            if v == NONE {
                break;
            }
        }
    }
}
