//! The numbers and claims stated in the answers to the exercises of part 2
//! (src/games/*.md and their English twins), each checked here against the
//! exhaustive solver (`testkit::game::Solver`) on every small position, up to
//! the bound the answer states. One test per claim, named `<chapter>_ex<N>_…`.

use testkit::game::{all_lists_of, nim_moves, Outcome, Solver};
use testkit::nim_family::{misere_moves, staircase_moves, Misere, WinningMoves};

fn xor(a: &[u32]) -> u32 {
    a.iter().fold(0, |s, &x| s ^ x)
}

fn sorted(a: &[u32]) -> Vec<u32> {
    let mut v = a.to_vec();
    v.sort_unstable();
    v
}

// ---------------------------------------------------------------------------
// nim.md (AcWing 891)
// ---------------------------------------------------------------------------

#[test]
fn nim_ex2_two_nonempty_heaps_lose_iff_equal_up_to_30() {
    let mut solver = Solver::new(nim_moves);
    for a in 1..=30u32 {
        for b in 1..=30u32 {
            let lost = solver.outcome(&sorted(&[a, b])) == Outcome::Lose;
            assert_eq!(lost, a == b, "({a}, {b})");
        }
    }
}

/// The answer's move: the first heap i with a_i ⊕ s < a_i, taken to a_i ⊕ s.
fn nim_move(a: &[u32]) -> Option<(usize, u32)> {
    let s = xor(a);
    (0..a.len())
        .find(|&i| a[i] ^ s < a[i])
        .map(|i| (i, a[i] ^ s))
}

#[test]
fn nim_ex3_the_xor_move_is_a_winning_move_up_to_4_heaps_of_7() {
    let mut solver = Solver::new(nim_moves);
    for a in all_lists_of(4, 0..=7) {
        let wins = solver.winning_moves(&sorted(&a));
        match nim_move(&a) {
            None => assert!(wins.is_empty(), "{a:?}: a winning move was missed"),
            Some((i, v)) => {
                let mut q = a.clone();
                q[i] = v;
                assert!(wins.contains(&sorted(&q)), "{a:?}: {q:?} is not winning");
            }
        }
    }
}

// ---------------------------------------------------------------------------
// nim-moves.md (POJ 2975)
// ---------------------------------------------------------------------------

/// Theorem 1's list: (heap, new size) for each heap with a_i ⊕ s < a_i.
fn all_winning_moves(a: &[u32]) -> Vec<Vec<u32>> {
    let s = xor(a);
    a.iter()
        .map(|&x| if x ^ s < x { vec![x ^ s] } else { vec![] })
        .collect()
}

#[test]
fn nim_moves_ex1_every_winning_move_matches_per_heap_up_to_4_heaps_of_7() {
    let mut oracle = WinningMoves::default();
    for a in all_lists_of(4, 0..=7) {
        assert_eq!(all_winning_moves(&a), oracle.per_heap(&a), "{a:?}");
    }
}

#[test]
fn nim_moves_ex2_both_ends_are_reached_for_every_n_up_to_8() {
    let mut oracle = WinningMoves::default();
    for n in 1..=8usize {
        // One heap of 2 and n − 1 heaps of 1: exactly one winning move.
        let mut one = vec![1u32; n];
        one[0] = 2;
        assert_eq!(oracle.count(&one), 1, "{one:?}");
        // n odd: n heaps of 1; n even: n − 1 heaps of 2 and one heap of 1.
        let (most, want) = if n % 2 == 1 {
            (vec![1u32; n], n as u64)
        } else {
            let mut v = vec![2u32; n];
            v[n - 1] = 1;
            (v, n as u64 - 1)
        };
        assert_eq!(oracle.count(&most), want, "{most:?}");
    }
}

#[test]
fn nim_moves_ex3_counting_by_the_top_bit_agrees_with_theorem_1_up_to_4_heaps_of_15() {
    for a in all_lists_of(4, 0..=15) {
        let s = xor(&a);
        let by_theorem_1 = a.iter().filter(|&&x| x ^ s < x).count();
        let by_top_bit = if s == 0 {
            0
        } else {
            let k = 31 - s.leading_zeros();
            a.iter().filter(|&&x| x >> k & 1 == 1).count()
        };
        assert_eq!(by_theorem_1, by_top_bit, "{a:?}");
    }
}

// ---------------------------------------------------------------------------
// misere.md (Luogu P4279)
// ---------------------------------------------------------------------------

/// The answer's misère move (heap, new size), or None in a lost position.
fn misere_move(a: &[u32]) -> Option<(usize, u32)> {
    let big: Vec<usize> = (0..a.len()).filter(|&i| a[i] >= 2).collect();
    match big.len() {
        0 => {
            // Heaps of at most 1: win iff the ones are even in number (and some).
            let ones = a.iter().filter(|&&x| x == 1).count();
            if ones % 2 == 0 && ones > 0 {
                Some((a.iter().position(|&x| x == 1).unwrap(), 0))
            } else {
                None
            }
        }
        1 => {
            // Leave an odd number of heaps of 1.
            let j = big[0];
            let ones = a.iter().filter(|&&x| x == 1).count();
            Some((j, if ones % 2 == 1 { 0 } else { 1 }))
        }
        _ => nim_move(a),
    }
}

fn misere_lost(solver: &mut Solver<Misere, fn(&Misere) -> Vec<Misere>>, a: &[u32]) -> bool {
    solver.outcome(&Misere::Heaps(sorted(a))) == Outcome::Lose
}

#[test]
fn misere_ex2_the_two_case_move_wins_up_to_4_heaps_of_7() {
    let mut solver = Solver::new(misere_moves as fn(&Misere) -> Vec<Misere>);
    for a in all_lists_of(4, 0..=7) {
        if a.iter().all(|&x| x == 0) {
            // No stones: the opponent took the last one; nothing to move.
            assert_eq!(misere_move(&a), None);
            continue;
        }
        let lost = misere_lost(&mut solver, &a);
        match misere_move(&a) {
            None => assert!(lost, "{a:?}: the rule finds no move in a won position"),
            Some((i, v)) => {
                assert!(!lost && v < a[i], "{a:?}");
                let mut q = a.clone();
                q[i] = v;
                assert!(misere_lost(&mut solver, &q), "{a:?} → {q:?} does not win");
            }
        }
    }
    // One big heap: the move is not Nim's ([3, 1]: Nim takes 3 to 1, misère to 0).
    assert_eq!(nim_move(&[3, 1]), Some((0, 1)));
    assert_eq!(misere_move(&[3, 1]), Some((0, 0)));
}

#[test]
fn misere_ex3_with_two_heaps_of_2_or_more_the_winning_moves_are_nims_up_to_4_heaps_of_7() {
    let mut misere = Solver::new(misere_moves as fn(&Misere) -> Vec<Misere>);
    let mut nim = Solver::new(nim_moves);
    let mut checked = 0;
    for a in all_lists_of(4, 0..=7) {
        if a.iter().filter(|&&x| x >= 2).count() < 2 {
            continue;
        }
        for i in 0..a.len() {
            for v in 0..a[i] {
                let mut q = a.clone();
                q[i] = v;
                let wins_misere = misere_lost(&mut misere, &q);
                let wins_nim = nim.outcome(&sorted(&q)) == Outcome::Lose;
                assert_eq!(wins_misere, wins_nim, "{a:?} → {q:?}");
            }
        }
        checked += 1;
    }
    assert!(checked > 0);
}

// ---------------------------------------------------------------------------
// staircase.md (AcWing 892)
// ---------------------------------------------------------------------------

/// The answer's move: an odd step i (index 0, 2, …) with a_i ⊕ t < a_i; move
/// a_i − (a_i ⊕ t) stones down one step.
fn staircase_move(a: &[u32]) -> Option<Vec<u32>> {
    let t = a.iter().step_by(2).fold(0, |s, &x| s ^ x);
    let i = (0..a.len()).step_by(2).find(|&i| a[i] ^ t < a[i])?;
    let k = a[i] - (a[i] ^ t);
    let mut q = a.to_vec();
    q[i] -= k;
    if i > 0 {
        q[i - 1] += k;
    }
    Some(q)
}

#[test]
fn staircase_ex2_the_odd_step_move_wins_up_to_4_steps_of_5() {
    let mut solver = Solver::new(staircase_moves);
    for a in all_lists_of(4, 0..=5) {
        let wins = solver.winning_moves(&a);
        match staircase_move(&a) {
            None => assert!(wins.is_empty(), "{a:?}"),
            Some(q) => assert!(wins.contains(&q), "{a:?} → {q:?} does not win"),
        }
    }
}

/// The variant: k ≥ 1 stones from step i to any lower step or the ground.
#[allow(clippy::ptr_arg)]
fn any_lower_moves(p: &Vec<u32>) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for i in 0..p.len() {
        for k in 1..=p[i] {
            for to in 0..=i {
                // to = 0 is the ground; to = j ≥ 1 is step j (index j − 1).
                let mut q = p.clone();
                q[i] -= k;
                if to > 0 {
                    q[to - 1] += k;
                }
                out.push(q);
            }
        }
    }
    out
}

#[test]
fn staircase_ex3_any_lower_step_two_steps_lose_iff_equal_and_no_xor_rule_for_three() {
    let mut solver = Solver::new(any_lower_moves);
    // Two steps: a P-position iff a_1 = a_2 (checked for a_i ≤ 12).
    for a1 in 0..=12u32 {
        for a2 in 0..=12u32 {
            let lost = solver.outcome(&vec![a1, a2]) == Outcome::Lose;
            assert_eq!(lost, a1 == a2, "({a1}, {a2})");
        }
    }
    // The chapter's rule fails at once: one stone on step 2 goes to the ground.
    assert_eq!(solver.outcome(&vec![0, 1]), Outcome::Win);
    assert_eq!(solver.outcome(&vec![0, 1, 0]), Outcome::Win);
    // Three steps: P-positions the answer quotes.
    for p in [[1, 1, 0], [0, 1, 2], [2, 0, 1], [0, 3, 1]] {
        assert_eq!(solver.outcome(&p.to_vec()), Outcome::Lose, "{p:?}");
    }
    // No set T of steps gives "P iff the xor over T is 0", for a_i ≤ 4.
    let all = all_lists_of(3, 0..=4);
    for t in 0u32..8 {
        let rule = |p: &Vec<u32>| (0..3).filter(|i| t >> i & 1 == 1).fold(0, |s, i| s ^ p[i]) == 0;
        let counterexample = all
            .iter()
            .filter(|p| p.len() == 3)
            .find(|p| rule(p) != (solver.outcome(p) == Outcome::Lose));
        assert!(
            counterexample.is_some(),
            "the xor over {t:03b} decides every position"
        );
    }
}

#[test]
fn staircase_ex4_the_sg_value_is_the_odd_step_xor_up_to_5_steps_of_4() {
    let mut solver = Solver::new(staircase_moves);
    for a in all_lists_of(5, 0..=4) {
        let t = a.iter().step_by(2).fold(0u64, |s, &x| s ^ u64::from(x));
        assert_eq!(solver.sg(&a), t, "{a:?}");
    }
}
