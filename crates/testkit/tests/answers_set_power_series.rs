//! The numbers stated in the answers to Part 10's exercises, each test named
//! after its chapter and exercise, with its bound in its doc comment.

use testkit::set_power_series::{
    exp_by_lowest_block, exp_by_partitions, log_by_partitions, set_partitions, MOD,
};

/// Bell numbers B_0, …, B_n by B_{n+1} = Σ_k C(n, k) B_k, exact in u128.
fn bell(n: usize) -> Vec<u128> {
    let mut b = vec![1u128];
    for m in 0..n {
        let mut binom = 1u128;
        let mut next = 0u128;
        for (k, &bk) in b.iter().enumerate() {
            next += binom * bk;
            binom = binom * (m - k) as u128 / (k + 1) as u128;
        }
        b.push(next);
    }
    b
}

/// The series b_S = 1 on every non-empty S ⊆ {0, …, n−1}, b_∅ = 0.
fn ones(n: u32) -> Vec<u64> {
    let mut b = vec![1; 1 << n];
    b[0] = 0;
    b
}

/// exp-log exercise 1: exp of the all-ones series is B_{|S|} at every S
/// (every entry for N ≤ 8 by partition sums; the last entry for N = 10 by
/// the O(3^N) recurrence); N = 3 prints 1 1 1 2 1 2 2 5; B_20 =
/// 51724158235372 ≡ 127084677 (mod 998244353).
#[test]
fn exp_log_ex1_bell_numbers() {
    let b = bell(20);
    for n in 0..=8u32 {
        let got = exp_by_partitions(&ones(n));
        for (s, &g) in got.iter().enumerate() {
            assert_eq!(
                u128::from(g),
                b[s.count_ones() as usize],
                "N = {n}, S = {s:#b}"
            );
        }
    }
    assert_eq!(exp_by_partitions(&ones(3)), [1, 1, 1, 2, 1, 2, 2, 5]);
    assert_eq!(*exp_by_lowest_block(&ones(10)).last().unwrap(), 115_975);
    assert_eq!(b[10], 115_975);
    assert_eq!(b[20], 51_724_158_235_372);
    assert_eq!(b[20] % u128::from(MOD), 127_084_677);
}

/// exp-log exercise 2: log of 2^{C(|S|,2)} counts connected graphs: 1, 1, 4,
/// 38, 728, 26704 for |S| = 1, …, 6 (the log by partition sums at N = 6;
/// every graph on n ≤ 5 vertices enumerated and its connectivity checked).
#[test]
fn exp_log_ex2_connected_graphs() {
    let graphs: Vec<u64> = (0..1u32 << 6)
        .map(|s| {
            let m = s.count_ones();
            1 << (m * m.saturating_sub(1) / 2)
        })
        .collect();
    let c = log_by_partitions(&graphs);
    let want = [0, 1, 1, 4, 38, 728, 26704];
    for (s, &x) in c.iter().enumerate() {
        assert_eq!(x, want[s.count_ones() as usize], "S = {s:#b}");
    }
    for (n, &count) in want.iter().enumerate().take(6).skip(1) {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        let connected = (0..1u32 << pairs.len())
            .filter(|edges| {
                // Grow the component of vertex 0 until it stops growing.
                let mut reach = 1u32;
                loop {
                    let before = reach;
                    for (e, &(i, j)) in pairs.iter().enumerate() {
                        if edges >> e & 1 == 1 && (reach >> i & 1 == 1 || reach >> j & 1 == 1) {
                            reach |= 1 << i | 1 << j;
                        }
                    }
                    if reach == before {
                        break;
                    }
                }
                reach == (1 << n) - 1
            })
            .count();
        assert_eq!(connected as u64, count, "n = {n}");
    }
}

/// exp-log exercise 3: modulo 7 with N = 7, the all-ones series has last
/// entry B_7 = 877 ≡ 2: the partition sum without any division (the
/// lowest-block recurrence, exact since 877 < 998244353, checked against the
/// number of partitions of a 7-set).
#[test]
fn exp_log_ex3_modulus_7() {
    let g = exp_by_lowest_block(&ones(7));
    let len = g.len();
    assert_eq!(g[len - 1], 877);
    assert_eq!(set_partitions(len - 1).len(), 877);
    assert_eq!(g[len - 1] % 7, 2);
}
