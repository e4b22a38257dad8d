//! The numbers and closed forms stated in the answers to the exercises of part 5
//! (src/sums/*.md and their English twins): one test per claim, named
//! `<chapter>_ex<N>_…`, each against an exhaustive search of the whole game
//! (testkit's solvers and oracles) or a table from the definition.

use std::collections::HashMap;
use testkit::game::{all_lists_of, Outcome, Solver};
use testkit::moore_fibonacci::{digit_rule_p, zeckendorf, FibNimTable, NimKOracle};
use testkit::rng::{seed, Rng};
use testkit::sums::{
    form_sum_solver, lasker_sg, sj_rule, step_counts, subtraction_sg, AntiSubtractionOracle,
    EveryOracle, Forms, MisereSolver,
};

fn mex(vals: &[u64]) -> u64 {
    let mut m = 0;
    while vals.contains(&m) {
        m += 1;
    }
    m
}

// ------------------------------------------------------------------ Anti-SG

#[test]
fn anti_sg_ex1_split_nim_heap_by_heap_facts_and_the_rule_on_3_heaps_of_4() {
    let g = testkit::sg::split_sg_plain(100);
    assert_eq!((g[0], g[1]), (0, 1));
    assert!(
        (2..=100).all(|a| g[a] >= 2),
        "every heap of 2 or more is big"
    );
    // Options (0, 0) and (1, 0) of a heap a ≥ 2: SG xor 0 and 1.
    assert_eq!((g[0] ^ g[0], g[1] ^ g[0]), (0, 1));
    // The misère outcome of the whole game against the SJ rule read heap by heap.
    let mut solver = MisereSolver::new(|p: &Vec<u32>| testkit::sg::split_moves(p));
    for heaps in all_lists_of(3, 0..=4) {
        let mut p: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        let sg: Vec<u64> = heaps.iter().map(|&h| g[h as usize]).collect();
        assert_eq!(solver.first_player_wins(&p), sj_rule(&sg), "{heaps:?}");
    }
}

/// The winning move of the SJ theorem's proof, step (3), on subtraction-game
/// heaps: the heaps after it, or `None` where the rule says the player loses.
fn sj_move(s: &[u32], g: &[u64], heaps: &[u32]) -> Option<Vec<u32>> {
    let sg: Vec<u64> = heaps.iter().map(|&h| g[h as usize]).collect();
    if !sj_rule(&sg) {
        return None;
    }
    let x = sg.iter().fold(0, |a, &v| a ^ v);
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| sg[i] > 1).collect();
    let ones = sg.iter().filter(|&&v| v == 1).count();
    // (component, target SG value)
    let (i, target) = if big.len() == 1 {
        let j = big[0];
        (j, if ones % 2 == 0 { 1 } else { 0 })
    } else if big.len() >= 2 {
        let top = 63 - x.leading_zeros();
        let i = (0..heaps.len()).find(|&i| sg[i] >> top & 1 == 1).unwrap();
        (i, sg[i] ^ x)
    } else if ones > 0 {
        ((0..heaps.len()).find(|&i| sg[i] == 1).unwrap(), 0)
    } else {
        // All values 0: a heap that can still move goes to value 1 (premise P).
        let i = (0..heaps.len()).find(|&i| s.iter().any(|&t| t <= heaps[i]))?;
        (i, 1)
    };
    let t = *s
        .iter()
        .find(|&&t| t <= heaps[i] && g[(heaps[i] - t) as usize] == target)
        .expect("the option the proof promises");
    let mut q = heaps.to_vec();
    q[i] -= t;
    Some(q)
}

#[test]
fn anti_sg_ex2_the_proofs_move_wins_for_six_sets_on_3_heaps_of_10() {
    for s in [
        vec![1],
        vec![1, 2],
        vec![2, 3],
        vec![1, 3, 4],
        vec![2, 5, 7],
        vec![3, 4],
    ] {
        let g = subtraction_sg(&s, 10);
        let mut oracle = AntiSubtractionOracle::new(&s);
        for heaps in all_lists_of(3, 0..=10) {
            let wins = oracle.first_player_wins(&heaps);
            if !heaps.iter().any(|&h| s.iter().any(|&t| t <= h)) {
                assert!(wins, "no move: the player to move has won");
                continue;
            }
            match sj_move(&s, &g, &heaps) {
                None => assert!(!wins, "{s:?} {heaps:?}"),
                Some(q) => assert!(!oracle.first_player_wins(&q), "{s:?} {heaps:?} -> {q:?}"),
            }
        }
    }
}

#[test]
fn anti_sg_ex3_forms_born_by_day_4_that_break_the_premise() {
    let forms = Forms::born_by(4);
    assert_eq!(forms.len(), 65536);
    let bad: Vec<usize> = (0..forms.len())
        .filter(|&f| !forms.premise_holds(f))
        .collect();
    let mut solver = form_sum_solver(&forms, false);
    let wrong_single = bad
        .iter()
        .filter(|&&f| solver.first_player_wins(&vec![f]) != sj_rule(&[forms.sg[f]]))
        .count();
    let s = seed(2026);
    let mut rng = Rng::new(s);
    let mut wrong_pairs = 0;
    for _ in 0..3000 {
        let mut p: Vec<usize> = (0..2)
            .map(|_| bad[rng.range(0, bad.len() as u64 - 1) as usize])
            .collect();
        p.sort_unstable();
        let sg: Vec<u64> = p.iter().map(|&f| forms.sg[f]).collect();
        if solver.first_player_wins(&p) != sj_rule(&sg) {
            wrong_pairs += 1;
        }
    }
    println!("seed {s}");
    assert_eq!(bad.len(), 32831);
    assert_eq!(wrong_single, 575);
    if s == 2026 {
        assert_eq!(wrong_pairs, 464);
    }
}

// ----------------------------------------------------------------- Every-SG

#[test]
fn every_sg_ex1_one_move_per_position_is_the_parity_of_max_floor_h_over_s() {
    for s in 1..=5u32 {
        let steps = step_counts(&[s], 15, true);
        for (h, &st) in steps.iter().enumerate() {
            assert_eq!(st, h as u64 / s as u64, "s = {s}, h = {h}");
        }
        let mut oracle = EveryOracle::new(&[s]);
        for heaps in all_lists_of(3, 0..=15) {
            let longest = heaps.iter().map(|&h| h / s).max().unwrap();
            assert_eq!(
                oracle.first_player_wins(&heaps),
                longest % 2 == 1,
                "s = {s}, {heaps:?}"
            );
        }
    }
}

/// The move of every-SG exercise 2: every heap that can move goes to an
/// option whose step count is one less (a losing option when the heap is
/// winning, as the chapter's Lemma 2 says).
fn every_move(s: &[u32], steps: &[u64], heaps: &[u32]) -> Vec<u32> {
    let single = subtraction_sg(s, steps.len() - 1);
    heaps
        .iter()
        .map(|&h| {
            let st = steps[h as usize];
            if st == 0 {
                return h;
            }
            let winning = single[h as usize] != 0;
            s.iter()
                .filter(|&&t| t <= h)
                .map(|&t| h - t)
                .find(|&o| steps[o as usize] + 1 == st && (!winning || single[o as usize] == 0))
                .expect("Lemma 2's option")
        })
        .collect()
}

#[test]
fn every_sg_ex2_stepping_each_heap_down_by_one_leaves_a_lost_position() {
    for s in [
        vec![1],
        vec![1, 2],
        vec![2, 3],
        vec![1, 3, 4],
        vec![2, 5],
        vec![1, 4, 5],
    ] {
        let steps = step_counts(&s, 12, true);
        let mut oracle = EveryOracle::new(&s);
        for heaps in all_lists_of(3, 0..=12) {
            let m = heaps.iter().map(|&h| steps[h as usize]).max().unwrap();
            if m % 2 == 0 {
                continue;
            }
            let after = every_move(&s, &steps, &heaps);
            assert!(
                !oracle.first_player_wins(&after),
                "{s:?} {heaps:?} -> {after:?}"
            );
        }
    }
}

/// Moves of one Euclid component (a, b): subtract a positive multiple of the
/// smaller from the larger, staying ≥ 0; a component with a 0 is over.
fn euclid_options(a: u32, b: u32) -> Vec<(u32, u32)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let (s, l) = (a.min(b), a.max(b));
    (1..=l / s).map(|k| (s, l - k * s)).collect()
}

/// Step count of a Euclid component by the chapter's definition (winner
/// delays, loser hurries), from win/loss by the definition.
fn euclid_steps_by_definition(n: u32) -> HashMap<(u32, u32), (bool, u64)> {
    let mut t: HashMap<(u32, u32), (bool, u64)> = HashMap::new();
    // Options have a smaller sum, so fill by increasing sum.
    for sum in 0..=2 * n {
        for a in 0..=n.min(sum) {
            let b = sum - a;
            if b > n {
                continue;
            }
            let key = (a.min(b), a.max(b));
            let opts: Vec<(bool, u64)> = euclid_options(a, b)
                .into_iter()
                .map(|(x, y)| t[&(x.min(y), x.max(y))])
                .collect();
            let v = if opts.is_empty() {
                (false, 0)
            } else if opts.iter().any(|o| !o.0) {
                (
                    true,
                    1 + opts.iter().filter(|o| !o.0).map(|o| o.1).max().unwrap(),
                )
            } else {
                (false, 1 + opts.iter().map(|o| o.1).min().unwrap())
            };
            t.insert(key, v);
        }
    }
    t
}

/// The answer's recursion: with s ≤ l, q = ⌊l/s⌋, r = l mod s and
/// t = step(r, s): q = 1 gives t + 1; q ≥ 2 gives the least odd number > t.
fn euclid_steps(a: u64, b: u64) -> u64 {
    let (s, l) = (a.min(b), a.max(b));
    if s == 0 {
        return 0;
    }
    let t = euclid_steps(l % s, s);
    // q = 1: one more step; q ≥ 2: the least odd number above t.
    if l / s == 1 || t & 1 == 0 {
        t + 1
    } else {
        t + 2
    }
}

#[test]
fn every_sg_ex3_euclid_step_counts_and_the_every_sg_rule_on_2_components() {
    let n = 60;
    let t = euclid_steps_by_definition(n);
    for a in 0..=n {
        for b in 0..=n {
            let st = euclid_steps(a as u64, b as u64);
            assert_eq!(t[&(a.min(b), a.max(b))], (st % 2 == 1, st), "({a}, {b})");
        }
    }
    // The whole Every-SG game on two components, exhaustively.
    type Pos = Vec<(u32, u32)>;
    let moves = |p: &Pos| -> Vec<Pos> {
        let live: Vec<usize> = (0..p.len())
            .filter(|&i| !euclid_options(p[i].0, p[i].1).is_empty())
            .collect();
        if live.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<Pos> = vec![p.clone()];
        for &i in &live {
            let mut next = Vec::new();
            for q in &out {
                for o in euclid_options(q[i].0, q[i].1) {
                    let mut r = q.clone();
                    r[i] = o;
                    next.push(r);
                }
            }
            out = next;
        }
        out
    };
    let mut solver = Solver::new(moves);
    for a in 0..=9u32 {
        for b in 0..=9 {
            for c in 0..=9 {
                for d in 0..=9 {
                    let p = vec![(a, b), (c, d)];
                    let m = euclid_steps(a as u64, b as u64).max(euclid_steps(c as u64, d as u64));
                    assert_eq!(solver.outcome(&p) == Outcome::Win, m % 2 == 1, "{p:?}");
                }
            }
        }
    }
}

// ------------------------------------------------------------ Fibonacci Nim

fn z(n: u64) -> u64 {
    *zeckendorf(n).last().unwrap()
}

#[test]
fn fibonacci_nim_ex1_when_the_first_move_may_take_all_the_least_winning_take_is_z_n() {
    let table = FibNimTable::new(300);
    for n in 1..=300usize {
        // Taking all wins at once; otherwise the opponent faces (n − x, 2x).
        let least = (1..=n)
            .find(|&x| x == n || !table.wins(n - x, 2 * x))
            .unwrap();
        assert_eq!(least as u64, z(n as u64), "n = {n}");
    }
}

#[test]
fn fibonacci_nim_ex2_the_n_up_to_100_with_two_or_more_winning_first_takes() {
    let table = FibNimTable::new(100);
    let several: Vec<(usize, Vec<usize>)> = (1..=100)
        .map(|n| (n, table.winning_first_takes(n)))
        .filter(|(_, w)| w.len() >= 2)
        .collect();
    assert_eq!(several.len(), 48);
    assert_eq!(
        &several[..3],
        &[(17, vec![1, 4]), (19, vec![1, 6]), (25, vec![1, 4])]
    );
    let three: Vec<usize> = several
        .iter()
        .filter(|(_, w)| w.len() == 3)
        .map(|(n, _)| *n)
        .collect();
    assert_eq!(three, vec![72, 74, 80, 82]);
    assert_eq!(table.winning_first_takes(72), vec![1, 4, 17]);
    // Every winning first take x is one with z(n − x) > 2x (Theorem 2).
    for (n, w) in &several {
        for &x in w {
            assert!(z((n - x) as u64) > 2 * x as u64, "n = {n}, x = {x}");
        }
    }
    // n = 17: taking 4 leaves (13, 8), and z(13) = 13 > 8.
    assert_eq!(z(13), 13);
}

#[test]
fn fibonacci_nim_ex3_taking_z_s_wins_from_every_won_state_up_to_300() {
    let table = FibNimTable::new(300);
    let mut won = 0;
    for s in 1..=300usize {
        for l in 1..=s {
            if !table.wins(s, l) {
                continue;
            }
            won += 1;
            let x = z(s as u64) as usize;
            assert!(x <= l, "({s}, {l})");
            assert!(x == s || !table.wins(s - x, 2 * x), "({s}, {l})");
        }
    }
    assert_eq!(won, 43767);
}

// ------------------------------------------------------------- Lasker's Nim

#[test]
fn lasker_nim_ex1_the_largest_hdu_heap_has_sg_2_pow_31() {
    let h: u128 = (1 << 31) - 1;
    assert_eq!(h % 4, 3);
    assert_eq!(lasker_sg(h), 1 << 31);
    assert!(lasker_sg(h) > i32::MAX as u128);
}

/// The answer's closed form for "take, or split into three nonempty heaps".
fn three_split_formula(h: u64) -> u64 {
    match h % 8 {
        _ if h == 0 => 0,
        7 => h + 1,
        0 => h - 1,
        _ => h,
    }
}

#[test]
fn lasker_nim_ex2_splitting_into_three_swaps_8k_plus_7_and_8k_plus_8_to_300() {
    let n = 300;
    let mut g = vec![0u64; n + 1];
    for h in 1..=n {
        let mut vals: Vec<u64> = g[..h].to_vec();
        for a in 1..=h / 3 {
            for b in a..=(h - a) / 2 {
                let c = h - a - b;
                vals.push(g[a] ^ g[b] ^ g[c]);
            }
        }
        g[h] = mex(&vals);
    }
    for (h, &v) in g.iter().enumerate() {
        assert_eq!(v, three_split_formula(h as u64), "h = {h}");
    }
    // The residue lemma: write each heap as 8q + r with r in 1..=8, its value
    // as 8Q + t with t < 8 (Q = q + [r = 7]); for every triple of residues
    // whose low three bits xor to the target's, the carry of the residues
    // exceeds what the sevens allow (see the answer).
    let t = |r: u64| three_split_formula(r) % 8;
    let mut patterns = 0;
    let mut matching: Vec<[u64; 3]> = Vec::new();
    for r1 in 1..=8u64 {
        for r2 in r1..=8 {
            for r3 in r2..=8 {
                let sum = r1 + r2 + r3;
                let rho = (sum - 1) % 8 + 1; // h mod 8, as 1..=8
                let c = (sum - rho) / 8;
                let sevens = [r1, r2, r3].iter().filter(|&&r| r == 7).count() as u64;
                let want_low = match rho {
                    7 => 0,
                    8 => 7,
                    r => r,
                };
                if t(r1) ^ t(r2) ^ t(r3) != want_low {
                    continue;
                }
                patterns += 1;
                matching.push([r1, r2, r3]);
                // (excluded value − its low bits)/8 − Σq: c + 1 for rho = 7
                // (the value h + 1), else c. The xor reaches at most `sevens`.
                let need = if rho == 7 { c + 1 } else { c };
                assert!(need > sevens, "({r1}, {r2}, {r3})");
            }
        }
    }
    assert_eq!(patterns, 22);
    for example in [[1, 4, 4], [1, 8, 8], [4, 4, 7], [7, 8, 8]] {
        assert!(matching.contains(&example), "{example:?}");
    }
    // Against the exhaustive solver on whole positions: up to 2 heaps of up to 9.
    let moves = |p: &Vec<u32>| {
        let mut out = Vec::new();
        for i in 0..p.len() {
            let h = p[i];
            let rest = |q: &mut Vec<u32>| {
                q.retain(|&x| x > 0);
                q.sort_unstable();
            };
            for y in 0..h {
                let mut q = p.clone();
                q[i] = y;
                rest(&mut q);
                out.push(q);
            }
            for a in 1..=h / 3 {
                for b in a..=(h - a) / 2 {
                    let mut q = p.clone();
                    q[i] = a;
                    q.push(b);
                    q.push(h - a - b);
                    rest(&mut q);
                    out.push(q);
                }
            }
        }
        out
    };
    let mut solver = Solver::new(moves);
    for heaps in all_lists_of(2, 0..=9) {
        let mut p: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
        p.sort_unstable();
        let x = heaps
            .iter()
            .fold(0, |acc, &h| acc ^ three_split_formula(h as u64));
        assert_eq!(solver.sg(&p) == 0, x == 0, "{heaps:?}");
    }
}

#[test]
fn lasker_nim_ex3_splitting_only_gives_h_even_to_40() {
    let moves = |p: &Vec<u32>| {
        let mut out = Vec::new();
        for i in 0..p.len() {
            for a in 1..p[i] {
                let mut q = p.clone();
                q[i] = a;
                q.push(p[i] - a);
                q.sort_unstable();
                out.push(q);
            }
        }
        out
    };
    let mut solver = Solver::new(moves);
    for h in 1..=40u32 {
        assert_eq!(solver.sg(&vec![h]), u64::from(h % 2 == 0), "h = {h}");
    }
    // Several piles: the first player wins iff the even piles are odd in number.
    for heaps in all_lists_of(3, 1..=8) {
        let mut p = heaps.clone();
        p.sort_unstable();
        let even = heaps.iter().filter(|&&h| h % 2 == 0).count();
        assert_eq!(
            solver.outcome(&p) == Outcome::Win,
            even % 2 == 1,
            "{heaps:?}"
        );
    }
}

// --------------------------------------------------------------- Moore Nim-k

#[test]
fn moore_nim_k_ex1_k_1_is_nim_on_4_heaps_of_15() {
    let mut oracle = NimKOracle::new(1);
    for heaps in all_lists_of(4, 0..=15) {
        let h: Vec<u64> = heaps.iter().map(|&x| x as u64).collect();
        let xor = h.iter().fold(0, |a, &x| a ^ x);
        assert_eq!(digit_rule_p(&h, 1), xor == 0, "{heaps:?}");
        if heaps.len() <= 3 && heaps.iter().all(|&x| x <= 7) {
            assert_eq!(oracle.is_p(&heaps), xor == 0, "{heaps:?}");
        }
    }
}

/// The program's construction (the chapter's proof): from the top digit,
/// reuse free heaps first, else lower the first r heaps with a 1 there.
fn moore_move(heaps: &[u64], k: usize) -> Option<Vec<u64>> {
    let m = k.min(heaps.len()) + 1;
    let mut chosen: Vec<usize> = Vec::new();
    let mut new = heaps.to_vec();
    for bit in (0..8).rev() {
        let ones = (0..heaps.len())
            .filter(|&i| !chosen.contains(&i) && heaps[i] >> bit & 1 == 1)
            .count();
        let r = ones % m;
        if r == 0 {
            continue;
        }
        if m - r <= chosen.len() {
            for &i in &chosen[..m - r] {
                new[i] += 1 << bit;
            }
        } else {
            let fresh: Vec<usize> = (0..heaps.len())
                .filter(|&i| !chosen.contains(&i) && heaps[i] >> bit & 1 == 1)
                .take(r)
                .collect();
            for i in fresh {
                chosen.push(i);
                new[i] = heaps[i] >> (bit + 1) << (bit + 1);
            }
        }
    }
    (!chosen.is_empty()).then_some(new)
}

#[test]
fn moore_nim_k_ex2_winning_moves_of_nim_2_on_4_heaps_of_5() {
    let mut oracle = NimKOracle::new(2);
    let mut by_count: HashMap<usize, usize> = HashMap::new();
    let mut construction_fewest = 0;
    let mut first_not_fewest = None;
    let mut sixteen = Vec::new();
    let mut n_positions = 0;
    for a in 0..=5u32 {
        for b in 0..=5u32 {
            for c in 0..=5u32 {
                for d in 0..=5u32 {
                    let p = [a, b, c, d];
                    if oracle.is_p(&p) {
                        continue;
                    }
                    n_positions += 1;
                    // Every move: each heap keeps its size or goes lower, 1 to 2 change.
                    let mut wins: Vec<[u32; 4]> = Vec::new();
                    for x in 0..=a {
                        for y in 0..=b {
                            for z in 0..=c {
                                for w in 0..=d {
                                    let q = [x, y, z, w];
                                    let changed = (0..4).filter(|&i| q[i] != p[i]).count();
                                    if (1..=2).contains(&changed) && oracle.is_p(&q) {
                                        wins.push(q);
                                    }
                                }
                            }
                        }
                    }
                    *by_count.entry(wins.len()).or_default() += 1;
                    if wins.len() == 16 {
                        sixteen.push(p);
                    }

                    let mine = moore_move(&p.map(u64::from), 2).unwrap();
                    let mine = [
                        mine[0] as u32,
                        mine[1] as u32,
                        mine[2] as u32,
                        mine[3] as u32,
                    ];
                    assert!(wins.contains(&mine), "{p:?}");
                    let changes = |q: &[u32; 4]| (0..4).filter(|&i| q[i] != p[i]).count();
                    if wins.iter().all(|q| changes(q) >= changes(&mine)) {
                        construction_fewest += 1;
                    } else if first_not_fewest.is_none() {
                        first_not_fewest = Some((p, mine));
                    }
                }
            }
        }
    }
    let mut counts: Vec<(usize, usize)> = by_count.into_iter().collect();
    counts.sort_unstable();
    // The first where it does not: it lowers heap 0 at the top digit, while
    // lowering only the last heap, to 0, also wins.
    assert_eq!(first_not_fewest, Some(([2, 2, 2, 3], [0, 2, 2, 2])));
    assert!(oracle.is_p(&[2, 2, 2, 0]));
    assert_eq!(n_positions, 1251);
    assert_eq!(
        counts,
        vec![
            (1, 858),
            (2, 216),
            (4, 135),
            (5, 24),
            (7, 8),
            (10, 8),
            (16, 2)
        ]
    );
    assert_eq!(construction_fewest, 1239);
    assert_eq!(sixteen, vec![[3, 3, 3, 3], [5, 5, 5, 5]]);
}

#[test]
fn moore_nim_k_ex3_heaps_of_0_and_1_lose_iff_the_count_is_a_multiple_of_k_plus_1() {
    for k in 1..=4usize {
        let mut oracle = NimKOracle::new(k);
        for n in 0..=9usize {
            for ones in 0..=n {
                let heaps: Vec<u32> = (0..n).map(|i| u32::from(i < ones)).collect();
                assert_eq!(
                    oracle.is_p(&heaps),
                    ones % (k + 1) == 0,
                    "k = {k}, {heaps:?}"
                );
            }
        }
    }
}
