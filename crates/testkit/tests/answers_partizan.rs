//! The numbers and claims stated in the answers to the exercises of part 9
//! (src/partizan/*.md and their English twins), each computed here
//! independently of the listings: by the exhaustive minimax of
//! `testkit::scores`, by testkit's partizan engine (the order of Theorem 1,
//! canonical forms) and by its player `outcome_by_play`, which plays sums out
//! and knows no order. One test per exercise, named `<chapter>_ex<N>_…`.

use std::collections::HashMap;
use testkit::advance_or_eat::{
    all_boards, all_columns, engine_winner, is_number, whole_board_winner, Board,
};
use testkit::partizan::{blue_edge_under, hackenbush_tree_game, hackenbush_tree_rule};
use testkit::partizan::{Dyadic, Engine, Id, Outcome};
use testkit::scores::{all_lists, removal_by_length, removal_exhaustive};

// ---------------------------------------------------------------------------
// scores.md (CSES 1097 Removal Game)
// ---------------------------------------------------------------------------

/// The one-row recurrence of the chapter, counting the inner steps.
fn one_row(x: &[i64]) -> (i64, u64) {
    let n = x.len();
    let mut d = vec![0i64; n];
    let mut steps = 0;
    for i in (0..n).rev() {
        d[i] = x[i];
        for j in i + 1..n {
            d[j] = (x[i] - d[j]).max(x[j] - d[j - 1]);
            steps += 1;
        }
    }
    (d[n - 1], steps)
}

/// The first player's score when both take the larger end (left on ties).
fn greedy(x: &[i64]) -> i64 {
    let (mut i, mut j) = (0, x.len());
    let mut scores = [0i64; 2];
    let mut turn = 0;
    while i < j {
        if x[i] >= x[j - 1] {
            scores[turn] += x[i];
            i += 1;
        } else {
            scores[turn] += x[j - 1];
            j -= 1;
        }
        turn ^= 1;
    }
    scores[0]
}

#[test]
fn scores_ex1_the_limit_answers_need_64_bits_and_the_loop_runs_12497500_times() {
    let big = vec![1_000_000_000i64; 5000];
    assert_eq!(removal_by_length(&big), 2_500_000_000_000);
    assert!(2_500_000_000_000 > i64::from(i32::MAX));
    let (d, steps) = one_row(&big);
    assert_eq!((d, steps), (0, 12_497_500));
    let low = vec![-1_000_000_000i64; 5000];
    assert_eq!(removal_by_length(&low), -2_500_000_000_000);
    // Greedy gets 3 on 1 1 3 2, the optimum is 4.
    assert_eq!(greedy(&[1, 1, 3, 2]), 3);
    assert_eq!(removal_exhaustive(&[1, 1, 3, 2]), 4);
}

/// The first player keeps taking the end whose position (1-based) has the
/// parity `odd`; the second player tries every reply. Returns the least
/// score the first player gets over all replies.
fn parity_strategy(x: &[i64], odd: bool) -> i64 {
    fn go(x: &[i64], lo: usize, hi: usize, odd: bool) -> i64 {
        if lo == hi {
            return 0;
        }
        // First player's turn: an even number left, ends of different parity.
        assert_eq!((hi - lo) % 2, 0);
        let left_is_odd = lo % 2 == 0; // position lo + 1
        let (taken, lo, hi) = if left_is_odd == odd {
            (x[lo], lo + 1, hi)
        } else {
            (x[hi - 1], lo, hi - 1)
        };
        // The second player's turn: both ends have the other parity.
        assert_eq!(lo % 2 == 0, (hi - 1) % 2 == 0);
        assert_ne!(lo % 2 == 0, odd);
        let a = go(x, lo + 1, hi, odd);
        let b = go(x, lo, hi - 1, odd);
        taken + a.min(b)
    }
    go(x, 0, x.len(), odd)
}

#[test]
fn scores_ex2_on_even_lengths_the_parity_strategy_gets_its_class_and_0_1_0_loses_half() {
    let mut lists = 0;
    for (max_len, values) in [(8, vec![-1i64, 0, 2]), (6, (-3..=3).collect())] {
        for len in (2..=max_len).step_by(2) {
            for x in all_lists(len, &values) {
                let odd: i64 = x.iter().step_by(2).sum();
                let even: i64 = x.iter().skip(1).step_by(2).sum();
                assert_eq!(parity_strategy(&x, true), odd, "{x:?}");
                assert_eq!(parity_strategy(&x, false), even, "{x:?}");
                let best = removal_exhaustive(&x);
                assert!(best >= odd.max(even), "{x:?}");
                assert!(2 * best >= odd + even, "{x:?}");
                lists += 1;
            }
        }
    }
    assert_eq!(lists, (9 + 81 + 729 + 6561) + (49 + 2401 + 117_649));
    // Odd lengths: after the first move the second player has an even list
    // and the same strategy, so the first player gets at most
    // max over the two ends of (taken + rest − max(class sums of rest)).
    for len in (1..=7).step_by(2) {
        for x in all_lists(len, &[-1, 0, 2]) {
            let bound = [(x[0], &x[1..]), (x[len - 1], &x[..len - 1])]
                .iter()
                .map(|&(t, rest)| {
                    let s: i64 = rest.iter().sum();
                    let odd: i64 = rest.iter().step_by(2).sum();
                    t + s - odd.max(s - odd)
                })
                .max()
                .unwrap();
            assert!(removal_exhaustive(&x) <= bound, "{x:?}");
        }
    }
    assert_eq!(removal_exhaustive(&[0, 1, 0]), 0);
    // Only a lower bound: 2 1 2 3 has A = B = 4 and the optimum 5.
    assert_eq!(removal_exhaustive(&[2, 1, 2, 3]), 5);
    assert_eq!(
        (
            parity_strategy(&[2, 1, 2, 3], true),
            parity_strategy(&[2, 1, 2, 3], false)
        ),
        (4, 4)
    );
}

/// The first move from the one-row sweep: D(2, n) is d[n−1] before the last
/// round, D(1, n−1) is d[n−2] after it. 'L' on ties.
fn first_move(x: &[i64]) -> char {
    let n = x.len();
    if n == 1 {
        return 'L';
    }
    let mut d = vec![0i64; n];
    let mut before = 0;
    for i in (0..n).rev() {
        if i == 0 {
            before = d[n - 1];
        }
        d[i] = x[i];
        for j in i + 1..n {
            d[j] = (x[i] - d[j]).max(x[j] - d[j - 1]);
        }
    }
    let left = x[0] - before;
    let right = x[n - 1] - d[n - 2];
    if left >= right {
        'L'
    } else {
        'R'
    }
}

#[test]
fn scores_ex3_the_first_move_of_the_one_row_sweep_is_optimal_on_all_9840_lists() {
    let mut lists = 0;
    for len in 1..=8 {
        for x in all_lists(len, &[-1, 0, 2]) {
            let best = removal_exhaustive(&x);
            let (taken, rest) = match first_move(&x) {
                'L' => (x[0], &x[1..]),
                _ => (x[len - 1], &x[..len - 1]),
            };
            let s: i64 = rest.iter().sum();
            assert_eq!(taken + s - removal_exhaustive(rest), best, "{x:?}");
            lists += 1;
        }
    }
    assert_eq!(lists, 9840);
    assert_eq!(first_move(&[4, 5, 1, 3]), 'R');
    // Left: 4 − D(2, 4) = 4 − 3; right: 3 − D(1, 3) = 3 − 0.
    assert_eq!((one_row(&[5, 1, 3]).0, one_row(&[4, 5, 1]).0), (3, 0));
}

// ---------------------------------------------------------------------------
// partizan.md (outcome classes, order, canonical forms)
// ---------------------------------------------------------------------------

#[test]
fn partizan_ex1_outcomes_and_canonical_forms_of_the_four_games() {
    let mut e = Engine::new();
    let zero = e.zero();
    let star = e.nimber(1);
    let one = e.integer(1);
    let minus_one = e.integer(-1);
    let a = e.form(vec![star], vec![]);
    let b = e.form(vec![zero, star], vec![zero]);
    let c = e.form(vec![one], vec![minus_one]);
    let d = e.form(vec![zero], vec![one]);
    for (g, canon, outcome) in [
        (a, zero, Outcome::P),
        (b, b, Outcome::N),
        (c, c, Outcome::N),
        (d, d, Outcome::L),
    ] {
        assert_eq!(e.canonical(g), canon);
        assert_eq!(e.outcome(g), outcome);
        assert_eq!(e.outcome_by_play(&[g]), outcome);
    }
    // {0, * | 0} is ↑ + * (stars.md, exercise 1); {0 | 1} is 1/2.
    let up = e.up();
    let up_star = e.add(up, star);
    assert!(e.eq(b, up_star));
    let half = e.dyadic(1, 1);
    assert_eq!(d, half);
}

/// Along every line of play of h + (−h) from the position given, the
/// player who did not move first answers each move with its mirror in the
/// other component, and the mirror is that player's legal move.
fn mirror_holds(e: &mut Engine, h: Id) -> bool {
    let nh = e.neg(h);
    let (hl, hr) = (e.left(h).to_vec(), e.right(h).to_vec());
    let (nl, nr) = (e.left(nh).to_vec(), e.right(nh).to_vec());
    // A Left move to h^L is answered by Right's −h^L in −h, a Left move to
    // −h^R by Right's h^R in h; Right's moves likewise.
    for &x in &hl {
        let mx = e.neg(x);
        if !nr.contains(&mx) || !mirror_holds(e, x) {
            return false;
        }
    }
    for &x in &hr {
        let mx = e.neg(x);
        if !nl.contains(&mx) || !mirror_holds(e, x) {
            return false;
        }
    }
    // The moves in −h are the negatives of the moves in h.
    nl.len() == hr.len() && nr.len() == hl.len()
}

#[test]
fn partizan_ex2_the_mirror_answer_exists_in_g_minus_g_for_all_256_day_2_forms() {
    let mut e = Engine::new();
    let forms = e.forms_by_day(2);
    assert_eq!(forms.len(), 256);
    for &g in &forms {
        assert!(mirror_holds(&mut e, g), "form {g}");
        let ng = e.neg(g);
        assert_eq!(e.outcome_by_play(&[g, ng]), Outcome::P);
    }
}

/// G and its followers have no reversible options and no strictly dominated
/// ones (G^L1 < G^L2 or G^R1 > G^R2).
fn weakly_canonical(e: &mut Engine, g: Id) -> bool {
    let (l, r) = (e.left(g).to_vec(), e.right(g).to_vec());
    let lt = |e: &mut Engine, a: Id, b: Id| e.le(a, b) && !e.le(b, a);
    for &x in &l {
        if l.iter().any(|&y| lt(e, x, y)) {
            return false;
        }
        let xr = e.right(x).to_vec();
        if xr.iter().any(|&y| e.le(y, g)) {
            return false;
        }
    }
    for &x in &r {
        if r.iter().any(|&y| lt(e, y, x)) {
            return false;
        }
        let xl = e.left(x).to_vec();
        if xl.iter().any(|&y| e.le(g, y)) {
            return false;
        }
    }
    l.iter().chain(&r).all(|&o| weakly_canonical(e, o))
}

#[test]
fn partizan_ex3_equal_options_drop_and_strict_domination_picks_the_same_22_forms() {
    let mut e = Engine::new();
    let day1 = e.forms_by_day(1);
    let day2 = e.forms_by_day(2);
    // Each day-2 form that is not canonical and its canonical form: equal
    // and different, as two Left options beside each set of Right options
    // from day 1. Dropping either keeps the value.
    let mut pairs = 0;
    for &b in &day2 {
        let a = e.canonical(b);
        if a == b {
            continue;
        }
        pairs += 1;
        for mask in 0..16u32 {
            let r: Vec<Id> = (0..4)
                .filter(|k| mask >> k & 1 == 1)
                .map(|k| day1[k])
                .collect();
            let both = e.form(vec![a, b], r.clone());
            let only_a = e.form(vec![a], r.clone());
            let only_b = e.form(vec![b], r);
            assert!(
                e.eq(both, only_a) && e.eq(both, only_b),
                "forms {a} {b} mask {mask}"
            );
        }
    }
    assert_eq!(pairs, 256 - 22);
    // The weakly canonical forms among the 256 are the 22 canonical ones.
    let weak: Vec<Id> = day2
        .iter()
        .copied()
        .filter(|&g| weakly_canonical(&mut e, g))
        .collect();
    assert_eq!(weak.len(), 22);
    for &g in &weak {
        assert_eq!(e.canonical(g), g);
    }
    for (i, &g) in weak.iter().enumerate() {
        for &h in &weak[i + 1..] {
            assert!(!e.eq(g, h));
        }
    }
    // 0 and {* | } are equal and different forms.
    let zero = e.zero();
    let star = e.nimber(1);
    let s = e.form(vec![star], vec![]);
    assert!(s != zero && e.eq(s, zero));
}

// ---------------------------------------------------------------------------
// numbers.md (numbers, Blue–Red Hackenbush, ABC229 H)
// ---------------------------------------------------------------------------

fn board(rows: &[&str]) -> Board {
    rows.iter().map(|r| r.as_bytes().to_vec()).collect()
}

#[test]
fn numbers_ex1_empty_boards_and_sample_2_go_to_snuke() {
    let mut memo = HashMap::new();
    for n in 1..=3 {
        let empty = vec![vec![b'.'; n]; n];
        assert_eq!(whole_board_winner(&empty, &mut memo), "Snuke");
    }
    assert_eq!(
        whole_board_winner(&board(&["BB.", ".B.", "..."]), &mut memo),
        "Takahashi"
    );
    assert_eq!(
        whole_board_winner(&board(&["..", "WW"]), &mut memo),
        "Snuke"
    );
    let mut e = Engine::new();
    let mut cols = HashMap::new();
    let s3 = board(&["WWBW", "WWWW", "BWB.", "BBBB"]);
    assert_eq!(engine_winner(&mut e, &s3, &mut cols), "Snuke");
    assert_eq!(3usize.pow(8), 6561);
    assert_eq!(all_boards(1).len(), 3);
}

/// The string (bottom first, true = blue) as a tree for testkit.
fn string_tree(s: &[bool]) -> (Vec<usize>, Vec<bool>) {
    let parent: Vec<usize> = (0..=s.len()).map(|i| i.saturating_sub(1)).collect();
    let mut blue = vec![false];
    blue.extend_from_slice(s);
    (parent, blue)
}

/// The binary rule: a run of a edges of one colour, then the first change,
/// then edges e_2..e_m writing digits d_i (1 for the run's colour), and a
/// final 1: ±((a − 1) + 0.d_2…d_m1). No change: ±a.
fn binary_rule(s: &[bool]) -> Dyadic {
    let first = s[0];
    let a = s.iter().take_while(|&&c| c == first).count();
    let sign = if first { 1 } else { -1 };
    if a == s.len() {
        return Dyadic::new(sign * a as i64, 0);
    }
    // e_2..e_m are s[a+1..], m − 1 of them; the fraction has m digits.
    let tail = &s[a + 1..];
    let m = tail.len() as u32 + 1;
    let mut frac: i64 = 0;
    for &c in tail {
        frac = 2 * frac + i64::from(c == first);
    }
    frac = 2 * frac + 1;
    Dyadic::new(sign * (((a as i64 - 1) << m) + frac), m)
}

#[test]
fn numbers_ex2_blue_blue_red_blue_is_7_4_and_the_binary_rule_holds_up_to_14_edges() {
    let bbrb = [true, true, false, true];
    let (p, b) = string_tree(&bbrb);
    assert_eq!(hackenbush_tree_rule(&p, &b), Dyadic::new(7, 2));
    assert_eq!(binary_rule(&bbrb), Dyadic::new(7, 2));
    // The steps from the top: 1, −1/2, 3/4, 7/4.
    let steps = [
        blue_edge_under(Dyadic::new(0, 0)),
        blue_edge_under(Dyadic::new(-1, 0)).negated(),
        blue_edge_under(Dyadic::new(-1, 1)),
        blue_edge_under(Dyadic::new(3, 2)),
    ];
    assert_eq!(
        steps,
        [
            Dyadic::new(1, 0),
            Dyadic::new(-1, 1),
            Dyadic::new(3, 2),
            Dyadic::new(7, 2)
        ]
    );
    // Blue–red, blue–red–red, blue–red–blue: (0.1)_2, (0.01)_2, (0.11)_2.
    assert_eq!(binary_rule(&[true, false]), Dyadic::new(1, 1));
    assert_eq!(binary_rule(&[true, false, false]), Dyadic::new(1, 2));
    assert_eq!(binary_rule(&[true, false, true]), Dyadic::new(3, 2));
    let mut e = Engine::new();
    let mut strings = 0;
    for m in 1..=14usize {
        for mask in 0..1u32 << m {
            let s: Vec<bool> = (0..m).map(|i| mask >> i & 1 == 1).collect();
            let (p, b) = string_tree(&s);
            let v = hackenbush_tree_rule(&p, &b);
            assert_eq!(binary_rule(&s), v, "{s:?}");
            if m <= 8 {
                // The string cut edge by edge, against the number.
                let g = hackenbush_tree_game(&mut e, &p, &b);
                let x = e.dyadic(v.p, v.e);
                assert!(e.eq(g, x), "{s:?}");
            }
            strings += 1;
        }
    }
    assert_eq!(strings, (1 << 15) - 2);
}

#[test]
fn numbers_ex3_one_two_is_three_halves_minus_one_ten_is_0_and_half_three_quarters_is_5_8() {
    let mut e = Engine::new();
    let cases = [
        ((1, 0), (2, 0), (3, 1)),
        ((-1, 0), (10, 0), (0, 0)),
        ((1, 1), (3, 2), (5, 3)),
    ];
    for ((lp, le), (rp, re), (p, k)) in cases {
        let l = e.dyadic(lp, le);
        let r = e.dyadic(rp, re);
        let g = e.form(vec![l], vec![r]);
        let x = e.dyadic(p, k);
        assert!(e.eq(g, x), "{lp}/2^{le} | {rp}/2^{re}");
        // G − x is a second-player win when played out.
        let nx = e.neg(x);
        assert_eq!(e.outcome_by_play(&[g, nx]), Outcome::P);
    }
    // {1 | 2} and {1/2 | 3/4} are the forms D(3/2) and D(5/8) themselves.
    let (one, two) = (e.integer(1), e.integer(2));
    assert_eq!(e.form(vec![one], vec![two]), e.dyadic(3, 1));
    let (half, three_q) = (e.dyadic(1, 1), e.dyadic(3, 2));
    assert_eq!(e.form(vec![half], vec![three_q]), e.dyadic(5, 3));
    // {−1 | 10}: whoever moves first loses.
    let (m1, ten) = (e.integer(-1), e.integer(10));
    let g = e.form(vec![m1], vec![ten]);
    assert_eq!(e.outcome_by_play(&[g]), Outcome::P);
}

/// The moves of a column (top first) under the changed rule, as the columns
/// they lead to (Left's, Right's): a piece is eaten only when the square
/// right below it holds a piece of the other colour; moving up as before.
fn moves_above_only(col: &[u8]) -> (Vec<Vec<u8>>, Vec<Vec<u8>>) {
    let (mut l, mut r) = (Vec::new(), Vec::new());
    for i in 0..col.len() {
        let c = col[i];
        if c == b'.' {
            continue;
        }
        let below = col.get(i + 1).copied();
        if below.is_some_and(|b| b != b'.' && b != c) {
            let mut eaten = col.to_vec();
            eaten[i] = b'.';
            if c == b'B' {
                l.push(eaten)
            } else {
                r.push(eaten)
            }
        }
        if i > 0 && col[i - 1] == b'.' {
            let mut up = col.to_vec();
            up.swap(i - 1, i);
            if c == b'W' {
                l.push(up)
            } else {
                r.push(up)
            }
        }
    }
    (l, r)
}

/// The canonical form of a column under the changed rule.
fn column_above_only(e: &mut Engine, col: &[u8], memo: &mut HashMap<Vec<u8>, Id>) -> Id {
    if let Some(&g) = memo.get(col) {
        return g;
    }
    let (lc, rc) = moves_above_only(col);
    let l: Vec<Id> = lc.iter().map(|c| column_above_only(e, c, memo)).collect();
    let r: Vec<Id> = rc.iter().map(|c| column_above_only(e, c, memo)).collect();
    let f = e.form(l, r);
    let g = e.canonical(f);
    memo.insert(col.to_vec(), g);
    g
}

#[test]
fn numbers_ex4_eating_only_above_ones_own_piece_makes_dot_dot_b_w_three_star() {
    let mut e = Engine::new();
    let mut cols = HashMap::new();
    let mut num = HashMap::new();
    let mut not_numbers = Vec::new();
    let mut first = Vec::new();
    for len in 1..=6u32 {
        let mut bad = 0;
        for col in all_columns(len) {
            let g = column_above_only(&mut e, &col, &mut cols);
            if !is_number(&mut e, g, &mut num) {
                bad += 1;
                if len == 4 {
                    first.push(String::from_utf8(col).unwrap());
                }
            }
        }
        not_numbers.push(bad);
    }
    assert_eq!(not_numbers, [0, 0, 0, 4, 34, 150]);
    first.sort();
    assert_eq!(first, ["..BW", "..WB", ".BWB", ".WBW"]);
    let value = |e: &mut Engine, cols: &mut HashMap<Vec<u8>, Id>, s: &str| {
        column_above_only(e, s.as_bytes(), cols)
    };
    // ..BW = {3 | 3} = 3 + *: Left eats to ...W = 3, Right moves up to .B.W = 3.
    let g = value(&mut e, &mut cols, "..BW");
    let three = e.integer(3);
    let star = e.nimber(1);
    let three_star = e.add(three, star);
    assert!(e.eq(g, three_star));
    for (s, (p, k)) in [
        ("...W", (3, 0)),
        (".B.W", (3, 0)),
        (".BW.", (5, 1)),
        ("B..W", (4, 0)),
    ] {
        let c = value(&mut e, &mut cols, s);
        let x = e.dyadic(p, k);
        assert!(e.eq(c, x), "{s}");
    }
    // In ..BW Left can only eat, Right only move up; in .B.W Left cannot
    // eat the black piece any more: her only move is W up.
    let moves = |s: &str| {
        let (l, r) = moves_above_only(s.as_bytes());
        let text = |v: Vec<Vec<u8>>| {
            v.into_iter()
                .map(|c| String::from_utf8(c).unwrap())
                .collect::<Vec<_>>()
        };
        (text(l), text(r))
    };
    assert_eq!(
        moves("..BW"),
        (vec!["...W".to_string()], vec![".B.W".to_string()])
    );
    assert_eq!(
        moves(".B.W"),
        (vec![".BW.".to_string()], vec!["B..W".to_string()])
    );
}

// ---------------------------------------------------------------------------
// stars.md (stars, up, impartial games)
// ---------------------------------------------------------------------------

#[test]
fn stars_ex1_zero_star_over_zero_is_up_star_and_the_first_player_wins() {
    let mut e = Engine::new();
    let zero = e.zero();
    let star = e.nimber(1);
    let up = e.up();
    let g = e.form(vec![zero, star], vec![zero]);
    let up_star = e.add(up, star);
    // ↑ + * as a form is {*, ↑ | * + *, ↑}, and * + * = 0.
    let star_star = e.add(star, star);
    let written = e.form(vec![star, up], vec![star_star, up]);
    assert_eq!(up_star, written);
    assert!(e.eq(star_star, zero));
    assert!(e.eq(g, up_star));
    assert_eq!(e.canonical(up_star), g);
    assert_eq!(e.outcome_by_play(&[up, star]), Outcome::N);
    assert_eq!(e.outcome_by_play(&[g]), Outcome::N);
    // * ≤ ↑ + *, so ↑ reverses through *; ↑ > 0 is dominated for Right.
    assert!(e.le(star, up_star));
    assert_eq!(e.outcome(up), Outcome::L);
    let ns = e.neg(star);
    let up_star_minus_star = e.add(up_star, ns);
    assert!(e.eq(up_star_minus_star, up));
}

#[test]
fn stars_ex2_stars_are_pairwise_incomparable_and_up_exceeds_every_star_n_from_2_to_8() {
    let mut e = Engine::new();
    let up = e.up();
    for n in 0..=8 {
        let sn = e.nimber(n);
        for m in 0..=8 {
            let sm = e.nimber(m);
            let incomparable = !e.le(sn, sm) && !e.le(sm, sn);
            assert_eq!(incomparable, n != m, "*{n} *{m}");
            let by_play = e.outcome_by_play(&[sn, sm]);
            assert_eq!(by_play, if n == m { Outcome::P } else { Outcome::N });
        }
        // ↑ − *n = ↑ + *n: N for n = 1, L (↑ > *n) otherwise.
        let want = if n == 1 { Outcome::N } else { Outcome::L };
        assert_eq!(e.outcome_by_play(&[up, sn]), want, "↑ + *{n}");
        let ns = e.neg(sn);
        assert_eq!(ns, sn);
        assert_eq!(e.le(sn, up) && !e.le(up, sn), n != 1, "*{n} < ↑");
    }
}

/// A Blue–Red–Green string (bottom first: 'B', 'R', 'G') by the rules:
/// cutting edge i leaves the edges below it; Left cuts blue and green,
/// Right red and green.
fn green_string(e: &mut Engine, s: &[u8]) -> Id {
    let (mut l, mut r) = (Vec::new(), Vec::new());
    for i in 0..s.len() {
        let rest = green_string(e, &s[..i]);
        if s[i] != b'R' {
            l.push(rest);
        }
        if s[i] != b'B' {
            r.push(rest);
        }
    }
    let f = e.form(l, r);
    e.canonical(f)
}

#[test]
fn stars_ex3_blue_under_green_is_one_star_and_green_under_blue_is_up_star() {
    let mut e = Engine::new();
    let one = e.integer(1);
    let star = e.nimber(1);
    let up = e.up();
    let one_star = e.add(one, star);
    let up_star = e.add(up, star);
    assert_eq!(green_string(&mut e, b"G"), star);
    let bg = green_string(&mut e, b"BG");
    let gb = green_string(&mut e, b"GB");
    assert!(e.eq(bg, one_star));
    assert!(e.eq(gb, up_star));
    // {0, 1 | 1} = {1 | 1}; 1 + * as a form is {*, 1 | 1}.
    let zero = e.zero();
    let bg_form = e.form(vec![zero, one], vec![one]);
    let one_one = e.form(vec![one], vec![one]);
    assert_eq!(e.canonical(bg_form), one_one);
    assert_eq!(one_star, e.form(vec![star, one], vec![one]));
    assert_eq!(e.outcome_by_play(&[bg]), Outcome::L);
    assert_eq!(e.outcome_by_play(&[gb]), Outcome::N);
}

/// The hot-games chapter: its theorems' checks and its exercises' numbers,
/// by testkit's oracle (cooling by definition, stops, temperature by
/// bisection on a grid of 2^−8) and by playing games out.
mod hot_games {
    use std::collections::HashMap;
    use testkit::hot_games::{Hot, ONE};
    use testkit::partizan::{Id, Mover, Outcome};

    /// Theorem 1: {a | b} for numbers a > b (a, b multiples of 1/4 in
    /// [−2, 2]): mean (a+b)/2, temperature (a−b)/2, walls a − t and b + t
    /// below the temperature and the mast above it (t on a grid of 1/8).
    #[test]
    fn hot_games_theorem1_a_switch_has_mean_the_midpoint_and_temperature_half_the_gap() {
        let mut h = Hot::new();
        let q = ONE / 4;
        let mut checked = 0;
        for a in -8..=8i64 {
            for b in -8..a {
                let (ga, gb) = (h.num_game(a * q), h.num_game(b * q));
                let g = h.e.form(vec![ga], vec![gb]);
                let (m, t) = ((a + b) * q / 2, (a - b) * q / 2);
                assert_eq!((h.mean(g), h.temperature(g)), (m, t), "{{{a}/4|{b}/4}}");
                for k in 0..=40 {
                    let s = k * ONE / 8;
                    let want = if s < t {
                        (a * q - s, b * q + s)
                    } else {
                        (m, m)
                    };
                    assert_eq!(h.walls_at(g, s), want, "{{{a}/4|{b}/4}} at {k}/8");
                }
                checked += 1;
            }
        }
        assert_eq!(checked, 136);
    }

    /// Theorem 2: below the temperature the left wall is max RW(G^L)(t) − t
    /// and the right wall min LW(G^R)(t) + t; above it both are the mean; the
    /// left wall has slopes 0 or −1, the right 0 or 1. Every value born by
    /// day 2 and every 5th born by day 3, t = k/8 for k ≤ 32.
    #[test]
    fn hot_games_theorem2_walls_follow_the_options_walls() {
        let mut h = Hot::new();
        let mut games = h.e.values_by_day(2);
        games.extend(h.e.values_by_day(3).into_iter().step_by(5));
        for &g in &games {
            if h.number(g).is_some() {
                continue;
            }
            let (tau, m) = (h.temperature(g), h.mean(g));
            let l: Vec<Id> = h.e.left(g).to_vec();
            let r: Vec<Id> = h.e.right(g).to_vec();
            let mut prev: Option<(i64, i64)> = None;
            for k in 0..=32 {
                let t = k * ONE / 8;
                let walls = h.walls_at(g, t);
                if t <= tau {
                    let lw = l.iter().map(|&x| h.walls_at(x, t).1).max().unwrap() - t;
                    let rw = r.iter().map(|&x| h.walls_at(x, t).0).min().unwrap() + t;
                    assert_eq!(walls, (lw, rw), "{} at {k}/8", h.notation(g));
                } else {
                    assert_eq!(walls, (m, m), "{} at {k}/8", h.notation(g));
                }
                if let Some((pl, pr)) = prev {
                    let (dl, dr) = ((walls.0 - pl) * 8 / ONE, (walls.1 - pr) * 8 / ONE);
                    assert!(
                        (-1..=0).contains(&dl) && (0..=1).contains(&dr),
                        "{} at {k}/8",
                        h.notation(g)
                    );
                }
                prev = Some(walls);
            }
        }
    }

    /// (G + H)_t = G_t + H_t for the sum s = G + H, cooled by `cool`.
    fn assert_cools_additively(
        h: &mut Hot,
        (g, k, s): (Id, Id, Id),
        t: i64,
        cool: fn(&mut Hot, Id, i64) -> Id,
    ) {
        let (a, b, c) = (cool(h, s, t), cool(h, g, t), cool(h, k, t));
        let bc = h.e.add(b, c);
        let at = t as f64 / ONE as f64;
        assert!(
            h.e.eq(a, bc),
            "{} + {} at {at}",
            h.notation(g),
            h.notation(k)
        );
    }

    /// Lemma 3 and Theorem 3: cooling is additive, (G + H)_t = G_t + H_t, on
    /// every pair of values born by day 2 (484 pairs) at t = k/4, k ≤ 12; so
    /// the mean is additive; and for every value born by day 2 and n ≤ 4,
    /// n·m − t ≤ R(n·G) ≤ L(n·G) ≤ n·m + t with t = max(temperature, 0).
    #[test]
    fn hot_games_theorem3_cooling_and_the_mean_are_additive_and_n_g_stays_near_n_m() {
        let mut h = Hot::new();
        let vals = h.e.values_by_day(2);
        for &g in &vals {
            for &k in &vals {
                let s = h.e.add(g, k);
                for j in 0..=12 {
                    let t = j * ONE / 4;
                    assert_cools_additively(&mut h, (g, k, s), t, Hot::cool);
                }
                assert_eq!(h.mean(s), h.mean(g) + h.mean(k));
            }
        }
        for &g in &vals {
            let (m, t) = (h.mean(g), h.temperature(g).max(0));
            let mut ng = g;
            for n in 1..=4i64 {
                let (l, r) = h.stops(ng);
                assert!(
                    n * m - t <= r && r <= l && l <= n * m + t,
                    "{}·{}",
                    n,
                    h.notation(g)
                );
                let next = h.e.add(ng, g);
                ng = h.e.canonical(next);
            }
        }
    }

    /// The steps of Lemma 3's proof. (iii) G + x = {G^L + x | G^R + x} for
    /// every value born by day 2 that is not a number and x ∈ {−3/2, −1/4,
    /// 1/2, 2}. (v) flat walls and (vi) above the temperature, for every value
    /// born by day 2 and every 5th born by day 3, at t = k/8 (1 ≤ k ≤ 32): a
    /// wall is flat, or of slope ±1, on [t − 1/8, t] exactly when its two
    /// ends say so, since walls are monotone with slopes 0 and ±1. (P) and
    /// the order it gives: for every pair G ≥ H of values born by day 2,
    /// (G − H)_t ≥ 0 and G_t ≥ H_t at t = k/4, k ≤ 12.
    #[test]
    fn hot_games_lemma3_steps_hold_on_small_games() {
        let mut h = Hot::new();
        let day2 = h.e.values_by_day(2);
        let mut translated = 0;
        for &g in &day2 {
            if h.number(g).is_some() {
                continue;
            }
            let (l, r) = (h.e.left(g).to_vec(), h.e.right(g).to_vec());
            for x in [-3 * ONE / 2, -ONE / 4, ONE / 2, 2 * ONE] {
                let xg = h.num_game(x);
                let sum = h.e.add(g, xg);
                let nl = l.iter().map(|&a| h.e.add(a, xg)).collect();
                let nr = r.iter().map(|&a| h.e.add(a, xg)).collect();
                let f = h.e.form(nl, nr);
                assert!(h.e.eq(sum, f), "(iii) {} + {x}", h.notation(g));
                translated += 1;
            }
        }
        let mut games = day2.clone();
        games.extend(h.e.values_by_day(3).into_iter().step_by(5));
        let d = ONE / 8;
        let (mut flat, mut sloped, mut above) = (0, 0, 0);
        for &g in &games {
            let (tau, m) = (h.temperature(g).max(0), h.mean(g));
            let mg = h.num_game(m);
            let (l, r) = (h.e.left(g).to_vec(), h.e.right(g).to_vec());
            for k in 1..=32 {
                let t = k * d;
                let ((l0, r0), (l1, r1)) = (h.walls_at(g, t - d), h.walls_at(g, t));
                let gt = h.cool(g, t);
                let name = format!("{} at {k}/8", h.notation(g));
                if l0 == l1 {
                    let y = h.num_game(l1);
                    assert!(h.e.le(gt, y), "(v)(a) {name}");
                    flat += 1;
                }
                if r0 == r1 {
                    let y = h.num_game(r1);
                    assert!(h.e.le(y, gt), "(v)(a) mirrored {name}");
                }
                if r1 - r0 == d {
                    let y = h.num_game(r1);
                    assert!(!h.e.le(y, gt), "(v)(b) {name}");
                    sloped += 1;
                }
                if l0 - l1 == d {
                    let y = h.num_game(l1);
                    assert!(!h.e.le(gt, y), "(v)(b) mirrored {name}");
                }
                if t > tau {
                    let (minus, plus) = (h.num_game(-t), h.num_game(t));
                    for &a in &l {
                        let c = h.cool(a, t);
                        let opt = h.e.add(c, minus);
                        assert!(!h.e.le(mg, opt), "(vi) Left option of {name}");
                    }
                    for &a in &r {
                        let c = h.cool(a, t);
                        let opt = h.e.add(c, plus);
                        assert!(!h.e.le(opt, mg), "(vi) Right option of {name}");
                    }
                    let taxed = h.taxed(g, t);
                    assert!(h.number(taxed).is_some(), "(vi) {name}");
                    above += 1;
                }
            }
        }
        let zero = h.e.zero();
        let mut ordered = 0;
        for &g in &day2 {
            for &k in &day2 {
                if !h.e.le(k, g) {
                    continue;
                }
                let nk = h.e.neg(k);
                let z = h.e.add(g, nk);
                for j in 0..=12 {
                    let t = j * ONE / 4;
                    let (zt, gt, kt) = (h.cool(z, t), h.cool(g, t), h.cool(k, t));
                    assert!(
                        h.e.le(zero, zt),
                        "(P) {} − {}",
                        h.notation(g),
                        h.notation(k)
                    );
                    assert!(
                        h.e.le(kt, gt),
                        "order {} ≥ {}",
                        h.notation(g),
                        h.notation(k)
                    );
                }
                ordered += 1;
            }
        }
        assert!(translated > 50 && flat > 500 && sloped > 100 && above > 500 && ordered > 100);
        eprintln!("lemma 3 steps: {translated} translations, {flat} flat and {sloped} sloped walls, {above} taxed forms above the temperature, {ordered} ordered pairs");
    }

    /// Lemma 3's proof on forms: the definition of cooling applied to a form's
    /// own options (never to its canonical form) gives its value's cooling,
    /// for all 256 forms born by day 2 and 60 random forms whose options are
    /// values born by day 2 (some equal a number yet have a hot option, such
    /// as {±2 | 3} = 0), at t = k/4, k ≤ 12; and it is additive on the forms
    /// of sums, (G + H)_t = G_t + H_t, for every pair among every 4th of those
    /// forms at t ∈ {1/4, 1/2, 1, 3/2, 2}.
    #[test]
    fn hot_games_lemma3_cooling_a_form_is_cooling_its_value_and_is_additive() {
        let mut h = Hot::new();
        let mut forms = h.e.forms_by_day(2);
        let vals = h.e.values_by_day(2);
        let mut rng = testkit::rng::Rng::new(testkit::rng::seed(20261127));
        let pick = |rng: &mut testkit::rng::Rng| -> Vec<Id> {
            let n = rng.range(0, 2);
            (0..n)
                .map(|_| vals[rng.range(0, vals.len() as u64 - 1) as usize])
                .collect()
        };
        let mut number_with_hot_option = 0;
        for _ in 0..60 {
            let (l, r) = (pick(&mut rng), pick(&mut rng));
            let hot = l.iter().chain(&r).any(|&o| h.number(o).is_none());
            let g = h.e.form(l, r);
            if hot && h.number(g).is_some() {
                number_with_hot_option += 1;
            }
            forms.push(g);
        }
        for &g in &forms {
            for k in 0..=12 {
                let t = k * ONE / 4;
                let (a, b) = (h.cool_form(g, t), h.cool(g, t));
                assert!(h.e.eq(a, b), "{} at {k}/4", h.notation(g));
            }
        }
        let some: Vec<Id> = forms.iter().copied().step_by(4).collect();
        let mut sums = 0;
        for (i, &g) in some.iter().enumerate() {
            for &k in &some[i..] {
                let s = h.e.add(g, k);
                for t in [ONE / 4, ONE / 2, ONE, 3 * ONE / 2, 2 * ONE] {
                    assert_cools_additively(&mut h, (g, k, s), t, Hot::cool_form);
                    sums += 1;
                }
            }
        }
        assert!(number_with_hot_option > 5 && sums > 3000);
        eprintln!("lemma 3 on forms: {} forms, {number_with_hot_option} equal a number with a hot option, {sums} sums", forms.len());
    }

    /// Lemma 1: R(G) > 0 implies G > 0 and L(G) < 0 implies G < 0, on all
    /// 1474 values born by day 3.
    #[test]
    fn hot_games_lemma1_a_positive_right_stop_means_left_wins() {
        let mut h = Hot::new();
        for g in h.e.values_by_day(3) {
            let (l, r) = h.stops(g);
            let o = h.e.outcome(g);
            if r > 0 {
                assert_eq!(o, Outcome::L, "{}", h.notation(g));
            }
            if l < 0 {
                assert_eq!(o, Outcome::R, "{}", h.notation(g));
            }
        }
    }

    fn read(h: &mut Hot, s: &str) -> Id {
        let g = h.read(s);
        h.e.canonical(g)
    }

    /// Exercise 1: {3 | 1} has mean 2 and temperature 1; ±5/2 mean 0 and
    /// temperature 5/2; {4 | 0} mean 2 and temperature 2.
    #[test]
    fn hot_games_ex1_three_one_is_two_plus_or_minus_one() {
        let mut h = Hot::new();
        for (s, m, t) in [
            ("{3|1}", 2 * ONE, ONE),
            ("{5/2|-5/2}", 0, 5 * ONE / 2),
            ("{4|0}", 2 * ONE, 2 * ONE),
        ] {
            let g = read(&mut h, s);
            assert_eq!((h.mean(g), h.temperature(g)), (m, t), "{s}");
        }
        // {3|1} = 2 + {1|−1}: Left wins either way, as 2 > 1.
        let g = read(&mut h, "{3|1}");
        let sum = read(&mut h, "2 + {1|-1}");
        assert!(h.e.eq(g, sum));
        assert_eq!(h.e.outcome_by_play(&[g]), Outcome::L);
    }

    /// Exercise 2: {4|0} + {4|0} = 4 (temperature −1, each component 2);
    /// {4|0} + {2|0} has mean 3 and temperature 2, canonical {{6|4}|{2|0}}.
    #[test]
    fn hot_games_ex2_two_equal_switches_cancel_to_a_number() {
        let mut h = Hot::new();
        let two = read(&mut h, "{4|0}+{4|0}");
        let four = h.num_game(4 * ONE);
        assert!(h.e.eq(two, four));
        assert_eq!(h.temperature(two), -ONE);
        let g = read(&mut h, "{4|0}+{2|0}");
        let want = read(&mut h, "{{6|4}|{2|0}}");
        assert_eq!(g, want);
        assert_eq!((h.mean(g), h.temperature(g)), (3 * ONE, 2 * ONE));
        let parts = [read(&mut h, "{4|0}"), read(&mut h, "{4|0}")];
        assert_eq!(h.e.outcome_by_play(&parts), Outcome::L);
    }

    /// Domineering on an r × c board (Left places vertical dominoes, Right
    /// horizontal ones), as a form built by playing every move.
    fn domineering(h: &mut Hot, rows: usize, cols: usize) -> Id {
        fn go(h: &mut Hot, free: u32, rows: usize, cols: usize, memo: &mut HashMap<u32, Id>) -> Id {
            if let Some(&g) = memo.get(&free) {
                return g;
            }
            let at = |r: usize, c: usize| 1u32 << (r * cols + c);
            let (mut l, mut r) = (Vec::new(), Vec::new());
            for i in 0..rows {
                for j in 0..cols {
                    if i + 1 < rows && free & at(i, j) != 0 && free & at(i + 1, j) != 0 {
                        l.push(go(h, free & !at(i, j) & !at(i + 1, j), rows, cols, memo));
                    }
                    if j + 1 < cols && free & at(i, j) != 0 && free & at(i, j + 1) != 0 {
                        r.push(go(h, free & !at(i, j) & !at(i, j + 1), rows, cols, memo));
                    }
                }
            }
            let f = h.e.form(l, r);
            let g = h.e.canonical(f);
            memo.insert(free, g);
            g
        }
        go(
            h,
            (1u32 << (rows * cols)) - 1,
            rows,
            cols,
            &mut HashMap::new(),
        )
    }

    /// Exercise 3: Domineering's 2 × 2 and 3 × 3 boards are ±1 = {1 | −1};
    /// the 2 × 3 board (two rows, three columns) is {2 | −1/2}, mean 3/4 and
    /// temperature 5/4, and the 3 × 2 board its negative.
    #[test]
    fn hot_games_ex3_domineering_two_by_three_is_two_over_minus_a_half() {
        let mut h = Hot::new();
        let pm1 = read(&mut h, "{1|-1}");
        assert_eq!(domineering(&mut h, 2, 2), pm1);
        assert_eq!(domineering(&mut h, 3, 3), pm1);
        let g = domineering(&mut h, 2, 3);
        let want = read(&mut h, "{2|-1/2}");
        assert_eq!(g, want);
        assert_eq!((h.mean(g), h.temperature(g)), (3 * ONE / 4, 5 * ONE / 4));
        let n = h.e.neg(g);
        assert_eq!(domineering(&mut h, 3, 2), h.e.canonical(n));
        assert_eq!(h.e.outcome_by_play(&[g]), Outcome::N);
    }

    /// Exercise 4: the hottest component is not always the right one:
    /// {1‖0|−2} + {0|−1} (temperatures 1 and 1/2), Left to move wins only by
    /// moving in {0|−1}.
    #[test]
    fn hot_games_ex4_the_hottest_component_loses() {
        let mut h = Hot::new();
        let a = read(&mut h, "{1||0|-2}");
        let b = read(&mut h, "{0|-1}");
        assert_eq!((h.temperature(a), h.temperature(b)), (ONE, ONE / 2));
        assert!(h.e.left_wins(&[a, b], Mover::Left));
        // Every Left move in the hotter a loses; the move to 0 in b wins.
        for &x in &h.e.left(a).to_vec() {
            assert!(!h.e.left_wins(&[x, b], Mover::Right));
        }
        let zero = h.num_game(0);
        assert!(h.e.left_wins(&[a, zero], Mover::Right));
    }
}
