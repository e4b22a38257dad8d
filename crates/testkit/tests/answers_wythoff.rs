//! The numbers and closed forms stated in the answers to the exercises of part 4
//! (src/wythoff/*.md and their English twins): one test per claim, named
//! `<chapter>_ex<N>_…`. The exhaustive table is testkit's `Exhaustive` (win and
//! loss by the definition); partners come from the greedy construction written
//! here (mex, no φ).

use testkit::wythoff::Exhaustive;

/// partner[x]: the other number of the P-position holding x (greedy
/// construction), for every x whose partner is at most n.
fn partners(n: usize) -> Vec<Option<usize>> {
    let mut partner = vec![None; n + 1];
    let mut k = 0;
    let mut a = 0;
    loop {
        while a <= n && partner[a].is_some() {
            a += 1;
        }
        if a + k > n {
            return partner;
        }
        partner[a] = Some(a + k);
        partner[a + k] = Some(a);
        k += 1;
    }
}

/// The winning moves of exercise 1 of the moves chapter: at most three
/// candidates, each kept if legal.
fn all_winning_moves(a: usize, b: usize, partner: &[Option<usize>]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let (s, l) = (a.min(b), a.max(b));
    let k = l - s;
    // The pair with difference k: its smaller number a_k.
    let ak = (0..=s).find(|&x| partner[x] == Some(x + k));
    if let Some(ak) = ak {
        if ak < s {
            out.push((a - (s - ak), b - (s - ak)));
        }
    }
    if let Some(p) = partner[b] {
        if p < a {
            out.push((p, b));
        }
    }
    if let Some(p) = partner[a] {
        if p < b {
            out.push((a, p));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// How many N-positions with a, b ≤ 300 have exactly 1, 2, 3 winning moves,
/// and the 3-move positions.
fn count_winning_moves() -> ([usize; 4], Vec<(usize, usize)>) {
    let ex = Exhaustive::new(300);
    let mut count = [0usize; 4];
    let mut three = Vec::new();
    for a in 0..=300 {
        for b in 0..=300 {
            if ex.is_lost(a, b) {
                continue;
            }
            let w = ex.winning_moves(a, b).len();
            assert!((1..=3).contains(&w), "({a}, {b}) has {w} winning moves");
            count[w] += 1;
            if w == 3 {
                three.push((a, b));
            }
        }
    }
    (count, three)
}

/// The answer's description of the positions with three winning moves: both
/// piles are larger members b_i ≤ b_j of P-positions (i, j ≥ 1) and the
/// partner a_j of the larger is below the smaller pile; `diagonal_too` adds
/// "and a_k < s for k = b_j − b_i".
fn three_by_rule(a: usize, b: usize, partner: &[Option<usize>], diagonal_too: bool) -> bool {
    let (s, l) = (a.min(b), a.max(b));
    let upper = |x: usize| x > 0 && partner[x].is_some_and(|p| p < x);
    if !(upper(s) && upper(l) && partner[l].unwrap() < s) {
        return false;
    }
    let k = l - s;
    !diagonal_too || (0..s).any(|x| partner[x] == Some(x + k))
}

fn check_counts() {
    let (count, three) = count_winning_moves();
    assert_eq!(count, [0, 69166, 16198, 5008]);
    assert_eq!(301 * 301 - count.iter().sum::<usize>(), 229); // the P-positions
    assert_eq!(
        &three[..6],
        &[(2, 2), (5, 5), (5, 7), (7, 5), (7, 7), (7, 10)]
    );
    let partner = partners(1000);
    let mut without_diagonal = 0;
    for a in 0..=300 {
        for b in 0..=300 {
            let is_three = three.contains(&(a, b));
            assert_eq!(three_by_rule(a, b, &partner, true), is_three, "({a}, {b})");
            if three_by_rule(a, b, &partner, false) {
                without_diagonal += 1;
            }
        }
    }
    // Up to 300 the diagonal condition follows from the other two.
    assert_eq!(without_diagonal, 5008);
}

#[test]
fn wythoff_ex2_winning_moves_per_position_up_to_300() {
    check_counts();
}

#[test]
fn wythoff_move_ex1_the_three_candidates_are_exactly_the_winning_moves_up_to_300() {
    let ex = Exhaustive::new(300);
    let partner = partners(1000);
    for a in 0..=300 {
        for b in 0..=300 {
            let mut want = ex.winning_moves(a, b);
            want.sort_unstable();
            assert_eq!(all_winning_moves(a, b, &partner), want, "({a}, {b})");
        }
    }
}

#[test]
fn wythoff_move_ex2_winning_moves_per_position_up_to_300() {
    check_counts();
}

/// Fraenkel's game with parameter d: one pile any amount, or x, y ≥ 1 from
/// both with |x − y| ≤ d. Losing positions with a ≤ b ≤ n, by the definition.
#[allow(clippy::needless_range_loop)] // a and b are the two piles, not list positions
fn fraenkel_lost(d: usize, n: usize) -> Vec<Vec<bool>> {
    let mut lost = vec![vec![false; n + 1]; n + 1];
    for a in 0..=n {
        for b in 0..=n {
            let mut win = (0..a).any(|x| lost[x][b]) || (0..b).any(|y| lost[a][y]);
            'both: for x in 1..=a {
                for y in x.saturating_sub(d).max(1)..=(x + d).min(b) {
                    if lost[a - x][b - y] {
                        win = true;
                        break 'both;
                    }
                }
            }
            lost[a][b] = !win;
        }
    }
    lost
}

/// The construction of the hint: A_k = mex of the numbers used so far,
/// B_k = A_k + (d + 1)k.
fn fraenkel_pairs(d: usize, count: usize) -> Vec<(usize, usize)> {
    let mut used = std::collections::BTreeSet::new();
    let mut out = Vec::new();
    let mut a = 0;
    for k in 0..count {
        // The mex never decreases, so the search goes on from the last one.
        while used.contains(&a) {
            a += 1;
        }
        let b = a + (d + 1) * k;
        used.insert(a);
        used.insert(b);
        out.push((a, b));
    }
    out
}

/// Is a = ⌊kα⌋ with α = (2 − c + √(c² + 4))/2, c = d + 1? Exact, in integers:
/// 2a − k(2 − c) < k√(c² + 4) < 2a + 2 − k(2 − c).
fn is_floor_k_alpha(a: i128, k: i128, c: i128) -> bool {
    if k == 0 {
        return a == 0;
    }
    let lo = 2 * a - k * (2 - c);
    let hi = lo + 2;
    let r2 = k * k * (c * c + 4);
    (lo < 0 || lo * lo < r2) && hi > 0 && hi * hi > r2
}

#[test]
#[allow(clippy::needless_range_loop)] // a and b are the two piles
fn wythoff_ex3_fraenkel_losing_positions_are_the_mex_construction_for_d_up_to_3() {
    let n = 150;
    for d in 0..=3 {
        let lost = fraenkel_lost(d, n);
        let pairs = fraenkel_pairs(d, n + 1);
        for a in 0..=n {
            for b in 0..=n {
                let want = pairs
                    .iter()
                    .any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b));
                assert_eq!(lost[a][b], want, "d = {d}, ({a}, {b})");
            }
        }
        // The closed form A_k = ⌊kα⌋, for the first 10^4 pairs.
        for (k, &(a, _)) in fraenkel_pairs(d, 10_000).iter().enumerate() {
            assert!(
                is_floor_k_alpha(a as i128, k as i128, d as i128 + 1),
                "d = {d}, k = {k}"
            );
        }
    }
    assert_eq!(
        &fraenkel_pairs(1, 5),
        &[(0, 0), (1, 3), (2, 6), (4, 10), (5, 13)]
    );
}
