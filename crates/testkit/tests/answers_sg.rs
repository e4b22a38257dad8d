//! The numbers and closed forms stated in the answers to the exercises of part 3
//! (src/sg/*.md and their English twins): one test per claim, named
//! `<chapter>_ex<N>_…`, each computing the value by brute force (a mex table
//! written here, or the exhaustive `Solver`) and asserting what the answer says.

use std::collections::HashMap;
use testkit::game::Solver;
use testkit::sg::{odious, split_sg_plain, subtraction_moves};

/// mex of a list of values.
fn mex(vals: &[u32]) -> u32 {
    let mut m = 0;
    while vals.contains(&m) {
        m += 1;
    }
    m
}

/// SG(0..len) of the one-heap subtraction game with set `s`, by the definition.
fn table(s: &[usize], len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for x in 0..len {
        let vals: Vec<u32> = s.iter().filter(|&&t| t <= x).map(|&t| g[x - t]).collect();
        g.push(mex(&vals));
    }
    g
}

/// The least preperiod and period of the subtraction game with set `s`: the
/// first window of length max(s) that equals an earlier one (the chapter's
/// stopping rule, written again here with a map of whole windows).
fn period(s: &[usize], max_len: usize) -> (usize, usize) {
    // A short table first: most sets repeat early.
    if max_len > 2000 {
        if let Some(found) = first_repeat(s, 2000) {
            return found;
        }
    }
    first_repeat(s, max_len).unwrap_or_else(|| panic!("no period below {max_len} for {s:?}"))
}

fn first_repeat(s: &[usize], max_len: usize) -> Option<(usize, usize)> {
    let m = *s.iter().max().unwrap();
    let g = table(s, max_len);
    let mut seen: HashMap<&[u32], usize> = HashMap::new();
    for x in 0..max_len - m {
        if let Some(&y) = seen.get(&g[x..x + m]) {
            return Some((y, x - y));
        }
        seen.insert(&g[x..x + m], x);
    }
    None
}

#[test]
fn fibonacci_sg_ex1_fifteen_fibonacci_numbers_have_preperiod_3072_and_period_612() {
    let fib = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
    assert_eq!(period(&fib, 10_000), (3072, 612));
    // The first window equal to an earlier one is W(3684) = W(3072).
    let g = table(&fib, 5000);
    assert_eq!(g[3072..3072 + 987], g[3684..3684 + 987]);
}

#[test]
fn fibonacci_sg_ex2_taking_a_power_of_two_gives_x_mod_3_to_10000() {
    let powers: Vec<usize> = (0..14).map(|i| 1usize << i).collect(); // up to 8192
    let g = table(&powers, 10_001);
    for (x, &v) in g.iter().enumerate() {
        assert_eq!(v as usize, x % 3, "x = {x}");
    }
    // No power of two is a multiple of 3: the move never keeps x mod 3.
    assert!(powers.iter().all(|p| p % 3 != 0));
}

#[test]
fn set_nim_ex2_set_2_5_has_period_7_from_0_and_sg_10000_is_0() {
    assert_eq!(period(&[2, 5], 1000), (0, 7));
    let g = table(&[2, 5], 10_001);
    assert_eq!(&g[..7], &[0, 0, 1, 1, 0, 2, 1]);
    assert_eq!(10_000 % 7, 4);
    assert_eq!(g[10_000], 0);
}

/// The move of set-nim exercise 3: the first heap i and s ∈ S with
/// g[h_i − s] = g[h_i] ⊕ X. Returns the position after it.
fn xor_move(s: &[u32], g: &[u32], heaps: &[u32]) -> Option<Vec<u32>> {
    let x = heaps.iter().fold(0, |a, &h| a ^ g[h as usize]);
    if x == 0 {
        return None;
    }
    for (i, &h) in heaps.iter().enumerate() {
        for &t in s {
            if t <= h && g[(h - t) as usize] == g[h as usize] ^ x {
                let mut q = heaps.to_vec();
                q[i] -= t;
                q.sort_unstable();
                return Some(q);
            }
        }
    }
    panic!("no move found from {heaps:?} with set {s:?}");
}

#[test]
fn set_nim_ex3_the_xor_move_is_a_winning_move_for_every_set_in_1_to_5_and_3_heaps_of_8() {
    let mut checked = 0;
    for mask in 1u32..32 {
        let s: Vec<u32> = (1..=5).filter(|&t| mask >> (t - 1) & 1 == 1).collect();
        let g: Vec<u32> = table(&s.iter().map(|&t| t as usize).collect::<Vec<_>>(), 9);
        let s2 = s.clone();
        let mut solver = Solver::new(move |p: &Vec<u32>| subtraction_moves(&s2, p));
        for heaps in testkit::game::all_lists_of(3, 0..=8) {
            let mut p = heaps.clone();
            p.sort_unstable();
            let wins = solver.winning_moves(&p);
            match xor_move(&s, &g, &p) {
                None => assert!(wins.is_empty(), "{s:?} {p:?}"),
                Some(q) => assert!(wins.contains(&q), "{s:?} {p:?} -> {q:?}"),
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 31 * (9 + 81 + 729));
}

#[test]
fn sg_period_ex1_triples_up_to_30_with_preperiod_over_100() {
    let mut over_100 = Vec::new();
    let mut triples = 0;
    let mut longest = (0, vec![]);
    for a in 1..=30usize {
        for b in a + 1..=30 {
            for c in b + 1..=30 {
                triples += 1;
                let (pre, _) = period(&[a, b, c], 20_000);
                if pre > 100 {
                    over_100.push(vec![a, b, c]);
                }
                if pre > longest.0 {
                    longest = (pre, vec![a, b, c]);
                }
            }
        }
    }
    assert_eq!(triples, 4060);
    assert_eq!(over_100.len(), 187);
    assert_eq!(longest, (331, vec![6, 24, 29]));
    assert_eq!(period(&[6, 24, 29], 20_000), (331, 5));
    assert_eq!(over_100[0], vec![1, 8, 27]);
    assert_eq!(period(&[1, 8, 27], 20_000), (103, 7));
}

#[test]
fn sg_period_ex2_an_odd_set_gives_x_mod_2_exactly_when_it_holds_1() {
    // Every nonempty set of odd numbers up to 15, heaps up to 200.
    for mask in 1u32..256 {
        let s: Vec<usize> = (0..8)
            .filter(|&i| mask >> i & 1 == 1)
            .map(|i| 2 * i + 1)
            .collect();
        let g = table(&s, 201);
        let parity = g.iter().enumerate().all(|(x, &v)| v as usize == x % 2);
        assert_eq!(parity, s.contains(&1), "{s:?}");
    }
    // {3, 5}: SG(0) = SG(2) = 0 but SG(4) = 1; its period is 8.
    let g = table(&[3, 5], 20);
    assert_eq!(&g[..8], &[0, 0, 0, 1, 1, 1, 2, 2]);
    assert_eq!(period(&[3, 5], 100), (0, 8));
}

#[test]
fn sg_period_ex3_take_one_or_split_repeats_a_window_without_a_period() {
    // Take 1, or split a heap into two nonempty heaps.
    let mut g = vec![0u32];
    for n in 1..10usize {
        let mut vals = vec![g[n - 1]];
        for a in 1..n {
            vals.push(g[a] ^ g[n - a]);
        }
        g.push(mex(&vals));
    }
    assert_eq!(&g[..5], &[0, 1, 2, 0, 2]);
    // m = 1: W(3) = W(0), so the stopping rule would claim period 3 from 0 …
    assert_eq!(g[3], g[0]);
    // … but SG(4) ≠ SG(1).
    assert_ne!(g[4], g[1]);
}

#[test]
fn split_nim_ex1_the_odious_formula_matches_the_table_to_1000() {
    // The definition, with a stamped array for the mex (values stay below 2048);
    // testkit's BTreeSet table agrees on the first 200.
    let mut g = vec![0u64; 1001];
    let mut stamp = vec![usize::MAX; 4096];
    for a in 1..=1000usize {
        for i in 0..a {
            for j in 0..=i {
                stamp[(g[i] ^ g[j]) as usize] = a;
            }
        }
        g[a] = (0..).find(|&v| stamp[v] != a).unwrap() as u64;
    }
    assert_eq!(&g[..=200], &split_sg_plain(200)[..]);
    for a in 1..=1000u64 {
        let m = a - 1;
        let formula = 2 * m + u64::from(m.count_ones() % 2 == 0);
        assert_eq!(formula, g[a as usize], "a = {a}");
        assert_eq!(formula, odious(a));
    }
    assert_eq!(g[100], 199);
}

/// Split Nim where the two new heaps b, c < a also satisfy b + c ≤ a.
fn split_le_table(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for a in 1..len {
        let mut vals = Vec::new();
        for b in 0..a {
            for c in 0..=b.min(a - b) {
                vals.push(g[b] ^ g[c]);
            }
        }
        g[a] = mex(&vals);
    }
    g
}

#[test]
fn split_nim_ex2_sum_at_most_a_gives_2a_minus_2_from_a_2_to_300() {
    let g = split_le_table(301);
    assert_eq!(&g[..2], &[0, 1]);
    for (a, &v) in g.iter().enumerate().skip(2) {
        assert_eq!(v as usize, 2 * a - 2, "a = {a}");
    }
    // Against the exhaustive solver on whole positions: up to 3 heaps of up to 5.
    let moves = |p: &Vec<u32>| {
        let mut out = Vec::new();
        for k in 0..p.len() {
            let a = p[k];
            for b in 0..a {
                for c in 0..=b.min(a - b) {
                    let mut q = p.clone();
                    q.remove(k);
                    q.extend([b, c].iter().filter(|&&v| v > 0));
                    q.sort_unstable();
                    out.push(q);
                }
            }
        }
        out
    };
    let mut solver = Solver::new(moves);
    for heaps in testkit::game::all_lists_of(3, 0..=5) {
        let mut p: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        let x = heaps.iter().fold(0, |acc, &h| acc ^ g[h as usize]);
        assert_eq!(solver.sg(&p) == 0, x == 0, "{heaps:?}");
    }
}
