//! Chapter “波利亚计数定理” (Luogu P1446 Cards).
//!
//! A case is `[[Sr, Sb, Sg, P], shuffle 1, …, shuffle m]`, each shuffle a
//! group of n = Sr + Sb + Sg values 1-based as in the input. `valid` keeps
//! the problem's promise: counts ≤ 20, P a prime with m + 1 < P < 100, and
//! the shuffles distinct non-identity permutations that form a group with the
//! identity; so shrinking keeps only cases the statement allows (lowering P
//! to a smaller prime, dropping a shuffle that leaves a group, …).

use crate::problem::{same_tokens, trap, Case, Problem};
use testkit::primes_orbits::polya::{
    alternating_5, answer_1446, cube_rotations, cyclic, dihedral, input_1446,
    is_group_without_identity, primes_below_100, random_counts, random_group, random_modulus,
    regular, shuffles_of, Perm,
};
use testkit::rng::Rng;

pub fn problems() -> Vec<Problem> {
    vec![cards()]
}

/// The counts, P and the shuffles (0-based) of a case.
fn parts(c: &Case) -> ([usize; 3], u64, Vec<Perm>) {
    let h = &c[0];
    let counts = [h[0] as usize, h[1] as usize, h[2] as usize];
    let shuffles = c[1..]
        .iter()
        .map(|x| x.iter().map(|&v| v as usize - 1).collect())
        .collect();
    (counts, h[3], shuffles)
}

/// The case of counts, P and shuffles (0-based).
fn case(counts: [usize; 3], p: u64, shuffles: &[Perm]) -> Case {
    let mut c = vec![vec![counts[0] as u64, counts[1] as u64, counts[2] as u64, p]];
    c.extend(
        shuffles
            .iter()
            .map(|x| x.iter().map(|&v| v as u64 + 1).collect()),
    );
    c
}

fn valid(c: &Case) -> bool {
    let Some(h) = c.first() else {
        return false;
    };
    if h.len() != 4 || h[..3].iter().any(|&v| v > 20) {
        return false;
    }
    let m = c.len() - 1;
    let n = (h[0] + h[1] + h[2]) as usize;
    if m > 60 || h[3] <= m as u64 + 1 || !primes_below_100().contains(&h[3]) {
        return false;
    }
    if c[1..].iter().any(|x| x.len() != n || x.contains(&0)) {
        return false;
    }
    let (_, _, shuffles) = parts(c);
    is_group_without_identity(&shuffles, n)
}

fn input(c: &Case) -> String {
    let (counts, p, shuffles) = parts(c);
    input_1446(counts, p, &shuffles)
}

fn check(c: &Case, out: &str) -> Result<(), String> {
    let (counts, p, shuffles) = parts(c);
    same_tokens(&format!("{}\n", answer_1446(counts, &shuffles, p)), out)
}

fn cards() -> Problem {
    Problem {
        listing: "luogu-1446-cards",
        time_limit_ms: 1000,
        limits_by_check: false,
        small: |r| {
            let n = r.range(1, 7) as usize;
            let g = random_group(r, n, 61);
            let s = shuffles_of(r, &g);
            let counts = random_counts(r, n);
            let p = random_modulus(r, s.len());
            case(counts, p, &s)
        },
        input,
        valid,
        check,
        traps: || {
            let mut r = Rng::new(1446);
            let rotations = shuffles_of(&mut r, &cyclic(3));
            let cube = shuffles_of(&mut r, &cube_rotations());
            let bracelet = shuffles_of(&mut r, &dihedral(6));
            vec![
                trap(
                    "m = 0：只有“不洗牌”，每种染法自成一类，答案是 6!/(2!·2!·2!) = 90；除以 m 就错",
                    "m = 0: only “no shuffle”, every colouring is its own class, 6!/(2!·2!·2!) = 90; dividing by m fails",
                    case([2, 2, 2], 97, &[]),
                ),
                trap(
                    "m = 0、P = 2：用阶乘模 P 求多重组合数会除以 0；答案 90 模 2 是 0",
                    "m = 0, P = 2: the multinomial by factorials modulo P divides by 0; the answer 90 is 0 modulo 2",
                    case([2, 2, 2], 2, &[]),
                ),
                trap(
                    "输入里没有恒等置换：忘了把“不洗牌”加进群，样例就得 0",
                    "the identity is not in the input: without “no shuffle” in the group the sample gives 0",
                    case([1, 1, 1], 7, &rotations),
                ),
                trap(
                    "立方体的 24 种旋转、每色 2 面：背包把一个循环当成一张牌就数错（应为 6）",
                    "the cube's 24 rotations, 2 faces of each colour: a knapsack that counts a cycle as one card is wrong (6 is right)",
                    case([2, 2, 2], 97, &cube),
                ),
                trap(
                    "所有牌同一种颜色：只有一种染法",
                    "every card one colour: a single colouring",
                    case([0, 0, 6], 13, &bracelet),
                ),
                trap(
                    "六颗珠子的手镯（二面体群，11 种洗牌法），每色两颗",
                    "bracelets of six beads (the dihedral group, 11 shuffles), two of each colour",
                    case([2, 2, 2], 13, &bracelet),
                ),
            ]
        },
        limits: |r| {
            let a5 = shuffles_of(r, &regular(&alternating_5()));
            let necklace = shuffles_of(r, &cyclic(60));
            vec![
                ("60 cards, A_5 acting on itself (m = 59), P = 97", case([20, 20, 20], 97, &a5)),
                ("60 cards, the 60 rotations (m = 59), P = 61", case([20, 20, 20], 61, &necklace)),
            ]
        },
    }
}
