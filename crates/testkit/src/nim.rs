//! Nim (AcWing 891): an exhaustive oracle, the xor rule as a second oracle for
//! inputs too big to search, and an input generator.

use crate::game::{nim_moves, Outcome, Solver};
use crate::rng::Rng;

/// The move function of multi-heap Nim, as a plain function pointer.
type NimMoves = fn(&Vec<u32>) -> Vec<Vec<u32>>;

/// Exhaustive Nim solver over sorted heap lists.
pub struct NimOracle {
    solver: Solver<Vec<u32>, NimMoves>,
}

impl Default for NimOracle {
    fn default() -> Self {
        NimOracle {
            solver: Solver::new(nim_moves as NimMoves),
        }
    }
}

impl NimOracle {
    /// Does the first player win, by searching the whole game tree?
    pub fn first_player_wins(&mut self, heaps: &[u32]) -> bool {
        let mut p = heaps.to_vec();
        p.sort_unstable();
        self.solver.outcome(&p) == Outcome::Win
    }
}

/// The judge's answer for AcWing 891 from a winner flag.
pub fn answer_891(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes"
    } else {
        "No"
    }
}

/// Format heaps as an AcWing 891 input.
pub fn input_891(heaps: &[u64]) -> String {
    let mut s = format!("{}\n", heaps.len());
    let body: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    s.push_str(&body.join(" "));
    s.push('\n');
    s
}

/// Every list of `1..=max_heaps` heaps with sizes in `1..=max_size` (the judge
/// requires a_i ≥ 1), in every order.
pub fn all_positions(max_heaps: usize, max_size: u32) -> Vec<Vec<u32>> {
    crate::game::all_lists_of(max_heaps, 1..=max_size)
}

/// Random heaps: `n` heaps with sizes in `1..=max`.
pub fn random_heaps(rng: &mut Rng, n: usize, max: u64) -> Vec<u64> {
    (0..n).map(|_| rng.range(1, max)).collect()
}

/// Turn random heaps (n ≥ 2, sizes in 1..=max) into a P-position of Nim:
/// set the last heap to the xor of the others, redrawing the first heap until
/// that xor is itself a legal size in 1..=max.
pub fn force_xor_zero(rng: &mut Rng, heaps: &mut [u64], max: u64) {
    let last = heaps.len() - 1;
    assert!(
        last >= 1,
        "a P-position by this method needs at least two heaps"
    );
    loop {
        let x = heaps[..last].iter().fold(0u64, |a, &b| a ^ b);
        if (1..=max).contains(&x) {
            heaps[last] = x;
            return;
        }
        heaps[0] = rng.range(1, max);
    }
}

/// Luogu P5675 by its rules: over every non-empty set of piles kept and every
/// kept pile i where Alice must move first, count the choices where no first
/// move on pile i leaves a Nim position lost for Bob (searched by
/// [`NimOracle`]), modulo 10^9 + 7. Small cases only.
pub fn answer_5675(piles: &[u32]) -> u64 {
    let mut oracle = NimOracle::default();
    let n = piles.len();
    let mut count = 0u64;
    for mask in 1u32..1 << n {
        let kept: Vec<usize> = (0..n).filter(|&j| mask >> j & 1 == 1).collect();
        for (k, &i) in kept.iter().enumerate() {
            let alice_wins = (0..piles[i]).any(|b| {
                let mut after: Vec<u32> = kept.iter().map(|&j| piles[j]).collect();
                after[k] = b;
                !oracle.first_player_wins(&after)
            });
            if !alice_wins {
                count += 1;
            }
        }
    }
    count % 1_000_000_007
}
