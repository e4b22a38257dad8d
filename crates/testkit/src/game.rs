//! Exhaustive solver for finite impartial games.
//!
//! A game is given by its move function: `moves(p)` lists the positions reachable
//! from `p` in one move. The game must be finite (no position can repeat along a
//! play); the solver detects a cycle and panics rather than answer wrongly.
//! Under normal play a position is a loss for the player to move (a P-position)
//! iff its SG value is 0, and the SG value is the mex of the values of its options.
//! The search is iterative (an explicit stack), so deep games need no deep recursion.

use std::collections::HashMap;
use std::hash::Hash;

/// Outcome for the player about to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// N-position: the player to move wins with best play.
    Win,
    /// P-position: the player to move loses with best play.
    Lose,
}

/// Memoised exhaustive solver over the positions of one game.
pub struct Solver<P, F> {
    moves: F,
    sg: HashMap<P, u64>,
}

impl<P, F> Solver<P, F>
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<P>,
{
    /// A solver for the game whose moves are `moves`.
    pub fn new(moves: F) -> Self {
        Solver {
            moves,
            sg: HashMap::new(),
        }
    }

    /// The SG value of `p`: mex of the SG values of its options (0 at a terminal position).
    pub fn sg(&mut self, p: &P) -> u64 {
        if let Some(&v) = self.sg.get(p) {
            return v;
        }
        // Explicit DFS. Each frame: a position and its option list; a frame is
        // finished once all options have values.
        let mut on_stack: HashMap<P, ()> = HashMap::new();
        let mut stack: Vec<(P, Vec<P>)> = Vec::new();
        let first = (self.moves)(p);
        on_stack.insert(p.clone(), ());
        stack.push((p.clone(), first));
        while let Some((pos, opts)) = stack.last() {
            let pending = opts.iter().find(|o| !self.sg.contains_key(*o)).cloned();
            match pending {
                Some(o) => {
                    assert!(
                        !on_stack.contains_key(&o),
                        "the game has a cycle: it is not finite, so SG values are undefined"
                    );
                    let next = (self.moves)(&o);
                    on_stack.insert(o.clone(), ());
                    stack.push((o, next));
                }
                None => {
                    let mut seen: Vec<u64> = opts.iter().map(|o| self.sg[o]).collect();
                    seen.sort_unstable();
                    seen.dedup();
                    let mex = seen
                        .iter()
                        .enumerate()
                        .find(|(i, &v)| *i as u64 != v)
                        .map_or(seen.len() as u64, |(i, _)| i as u64);
                    let pos = pos.clone();
                    on_stack.remove(&pos);
                    self.sg.insert(pos, mex);
                    stack.pop();
                }
            }
        }
        self.sg[p]
    }

    /// Win or lose for the player to move at `p`.
    pub fn outcome(&mut self, p: &P) -> Outcome {
        if self.sg(p) == 0 {
            Outcome::Lose
        } else {
            Outcome::Win
        }
    }

    /// The options of `p` that are P-positions: the winning moves.
    pub fn winning_moves(&mut self, p: &P) -> Vec<P> {
        let opts = (self.moves)(p);
        opts.into_iter().filter(|o| self.sg(o) == 0).collect()
    }

    /// Number of positions solved so far.
    pub fn solved(&self) -> usize {
        self.sg.len()
    }
}

/// Win/lose only, by the definition (no SG values): a position is won iff some
/// option is lost. Used to check that SG = 0 matches the P-positions.
pub fn outcome_by_definition<P, F>(p: &P, moves: &mut F, memo: &mut HashMap<P, Outcome>) -> Outcome
where
    P: Clone + Eq + Hash,
    F: FnMut(&P) -> Vec<P>,
{
    if let Some(&o) = memo.get(p) {
        return o;
    }
    let opts = moves(p);
    let mut result = Outcome::Lose;
    for o in &opts {
        if outcome_by_definition(o, moves, memo) == Outcome::Lose {
            result = Outcome::Win;
            break;
        }
    }
    memo.insert(p.clone(), result);
    result
}

/// Multi-heap Nim moves: take any positive number from one heap. Positions are
/// sorted heap lists (the game does not care about heap order). It takes
/// `&Vec` because the solver's positions are `Vec<u32>`.
#[allow(clippy::ptr_arg)]
pub fn nim_moves(p: &Vec<u32>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for smaller in 0..p[i] {
            let mut q = p.clone();
            q[i] = smaller;
            q.sort_unstable();
            out.push(q);
        }
    }
    out
}

/// Every list of `1..=max_len` values drawn from `values`, in every order:
/// the positions of a multi-heap game, for exhaustive checks.
pub fn all_lists_of(max_len: usize, values: std::ops::RangeInclusive<u32>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut layer: Vec<Vec<u32>> = vec![vec![]];
    for _ in 0..max_len {
        let mut next = Vec::new();
        for p in &layer {
            for a in values.clone() {
                let mut q = p.clone();
                q.push(a);
                next.push(q);
            }
        }
        out.extend(next.iter().cloned());
        layer = next;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn single_heap_nim_has_sg_equal_to_size() {
        let mut s = Solver::new(nim_moves);
        for n in 0..30u32 {
            assert_eq!(s.sg(&vec![n]), n as u64);
        }
    }

    #[test]
    fn subtraction_1_2_3_gives_x_mod_4() {
        let mut s = Solver::new(|&x: &u32| {
            [1, 2, 3]
                .iter()
                .filter(|&&t| t <= x)
                .map(|t| x - t)
                .collect()
        });
        for x in 0..200u32 {
            assert_eq!(s.sg(&x), (x % 4) as u64);
        }
    }

    #[test]
    fn sg_zero_iff_lost_by_definition() {
        let moves = |&x: &u32| {
            [2u32, 5]
                .iter()
                .filter(|&&t| t <= x)
                .map(|t| x - t)
                .collect::<Vec<_>>()
        };
        let mut s = Solver::new(moves);
        let mut m = moves;
        let mut memo = HashMap::new();
        for x in 0..300u32 {
            assert_eq!(
                s.outcome(&x),
                outcome_by_definition(&x, &mut m, &mut memo),
                "x = {x}"
            );
        }
    }

    #[test]
    fn deep_chain_needs_no_deep_recursion() {
        // A chain of 200 000 positions: a recursive solver would need a huge stack.
        let mut s = Solver::new(|&x: &u32| if x == 0 { vec![] } else { vec![x - 1] });
        assert_eq!(s.sg(&200_000), 0);
        assert_eq!(s.sg(&199_999), 1);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn a_cycle_is_refused() {
        let mut s = Solver::new(|&x: &u32| vec![(x + 1) % 3]);
        s.sg(&0);
    }
}
