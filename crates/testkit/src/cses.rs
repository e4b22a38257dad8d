//! The CSES game problems that restate the seed problems on a judge that runs
//! Rust (1730 Nim Game I, 1098 Nim Game II, 1099 Stair Game, 1729 Stick Game):
//! their input format, their `first`/`second` answers, and the one oracle the
//! other parts do not already have — CSES's Stair Game, where stair 1 is final.
//!
//! Nim (1730), Nim with moves {1, 2, 3} (1098) and the stick game (1729) are
//! judged by the exhaustive oracles of parts 2 and 3 ([`crate::nim::NimOracle`],
//! [`crate::sg::SubtractionOracle`], [`crate::sg::subtraction_sg_by_solver`]).

use crate::game::{Outcome, Solver};
use crate::run::run_limited;
use std::path::Path;

/// A `t`-test CSES input: `t`, then for each test `n` and a line of n values.
pub fn input_t_tests(tests: &[Vec<u64>]) -> String {
    let mut s = format!("{}\n", tests.len());
    for t in tests {
        let line: Vec<String> = t.iter().map(u64::to_string).collect();
        s.push_str(&format!("{}\n{}\n", t.len(), line.join(" ")));
    }
    s
}

/// Run `bin` once on all `tests` (one multi-test input, 1 MiB stack) and
/// compare its lines with `want`, naming the failing test; `note` (a seed, a
/// stage) goes into every failure message.
pub fn assert_t_tests(bin: &Path, tests: &[Vec<u64>], want: &[&str], note: &str) {
    let out = run_limited(bin, &input_t_tests(tests));
    assert!(out.success, "{note}: {}", out.stderr);
    let got: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(got.len(), tests.len(), "one line per test ({note})");
    for ((t, w), g) in tests.iter().zip(want).zip(&got) {
        assert_eq!(g, w, "test {t:?} ({note})");
    }
}

/// CSES's answer from a winner flag.
pub fn first_second(first_wins: bool) -> &'static str {
    if first_wins {
        "first"
    } else {
        "second"
    }
}

/// CSES 1099's moves. `p[0]` is stair 1, `p[j]` stair `j + 1`. A move takes
/// `k ≥ 1` balls from a stair other than stair 1 and puts them on the stair
/// below; balls on stair 1 never move again. (`&Vec` for the solver.)
#[allow(clippy::ptr_arg)]
pub fn stair_game_moves(p: &Vec<u32>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for j in 1..p.len() {
        for k in 1..=p[j] {
            let mut q = p.clone();
            q[j] -= k;
            q[j - 1] += k;
            out.push(q);
        }
    }
    out
}

/// The move function type the solver takes.
type StairMoves = fn(&Vec<u32>) -> Vec<Vec<u32>>;

/// Exhaustive solver of CSES's Stair Game (ordered stair lists).
pub struct StairGameOracle {
    solver: Solver<Vec<u32>, StairMoves>,
}

impl Default for StairGameOracle {
    fn default() -> Self {
        StairGameOracle {
            solver: Solver::new(stair_game_moves as StairMoves),
        }
    }
}

impl StairGameOracle {
    /// Does the player to move win? `stairs[0]` is stair 1.
    pub fn first_player_wins(&mut self, stairs: &[u32]) -> bool {
        self.solver.outcome(&stairs.to_vec()) == Outcome::Win
    }
}

/// A CSES 1729 input: `n k`, then the moves.
pub fn input_1729(n: u64, moves: &[u64]) -> String {
    let line: Vec<String> = moves.iter().map(u64::to_string).collect();
    format!("{n} {}\n{}\n", moves.len(), line.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stair_one_is_final() {
        // Balls only on stair 1: no move at all, the player to move loses.
        assert!(stair_game_moves(&vec![5, 0, 0]).is_empty());
        let mut o = StairGameOracle::default();
        assert!(!o.first_player_wins(&[5, 0, 0]));
        // One ball on stair 2 is one move, to stair 1: the player to move wins.
        assert!(o.first_player_wins(&[0, 1]));
    }

    #[test]
    fn t_test_input_has_the_judge_layout() {
        assert_eq!(input_t_tests(&[vec![4, 1], vec![3]]), "2\n2\n4 1\n1\n3\n");
    }
}
