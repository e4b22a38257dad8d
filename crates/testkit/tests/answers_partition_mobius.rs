//! The numbers stated in the answers of Part 10's exercises, recomputed.
//! One section per chapter; each test is named after its exercise.

// ───────── src/set-power-series/partition-mobius.md ─────────

use testkit::set_power_series::{
    blocks, distinct_multiples_by_graphs, distinct_multiples_by_subsets, distinct_multiples_direct,
    growth_strings, mobius_from_bottom, mobius_intervals,
};

/// The sorted block sizes of a restricted growth string.
fn shape(p: &[usize]) -> Vec<u32> {
    let mut s: Vec<u32> = blocks(p).iter().map(|b| b.count_ones()).collect();
    s.sort_unstable_by(|a, b| b.cmp(a));
    s
}

/// Exercise 1: Π_4 has 1, 6, 3, 4, 1 elements of shapes 1111, 211, 22, 31, 4,
/// with μ(0̂, ·) = 1, −1, 1, 2, −6 (by the definition, over the whole of Π_4).
#[test]
fn partition_mobius_ex1_pi_4_by_hand() {
    let mu = mobius_from_bottom(4);
    assert_eq!(mu.len(), 15);
    for (want_shape, count, value) in [
        (vec![1, 1, 1, 1], 1, 1),
        (vec![2, 1, 1], 6, -1),
        (vec![2, 2], 3, 1),
        (vec![3, 1], 4, 2),
        (vec![4], 1, -6),
    ] {
        let of_shape: Vec<i128> = mu
            .iter()
            .filter(|(p, _)| shape(p) == want_shape)
            .map(|&(_, m)| m)
            .collect();
        assert_eq!(of_shape.len(), count, "{want_shape:?}");
        assert!(
            of_shape.iter().all(|&m| m == value),
            "{want_shape:?}: {of_shape:?}"
        );
    }
}

/// Exercise 2: in Π_5, μ({1}{2}{3}{4,5}, {1,2,3}{4,5}) = 2 with an interval
/// of 5 elements, and μ(0̂, {1,2}{3,4,5}) = −2 (elements 0-based here).
#[test]
fn partition_mobius_ex2_two_intervals_of_pi_5() {
    let all = mobius_intervals(5);
    let find = |p: &[usize], s: &[usize]| {
        all.iter()
            .find(|(a, b, _)| a == p && b == s)
            .map(|&(_, _, m)| m)
            .unwrap()
    };
    let (pi, sigma) = ([0, 1, 2, 3, 3], [0, 0, 0, 1, 1]);
    assert_eq!(find(&pi, &sigma), 2);
    let size = growth_strings(5)
        .iter()
        .filter(|t| {
            testkit::set_power_series::refines(&pi, t)
                && testkit::set_power_series::refines(t, &sigma)
        })
        .count();
    assert_eq!(size, 5);
    assert_eq!(find(&[0, 1, 2, 3, 4], &[0, 0, 1, 1, 1]), -2);
}

/// Exercise 3: connected spanning subgraphs of K_k for k ≤ 6: 1, 1, 4, 38,
/// 728, 26704 of them, with signed sums 1, −1, 2, −6, 24, −120 (all 2^{k(k−1)/2}
/// edge sets of K_k enumerated).
#[test]
fn partition_mobius_ex3_signed_connected_graphs() {
    let counts = [1u64, 1, 4, 38, 728, 26704];
    let signed = [1i64, -1, 2, -6, 24, -120];
    for k in 1..=6usize {
        let edges: Vec<(usize, usize)> = (0..k)
            .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
            .collect();
        let (mut connected, mut sum) = (0u64, 0i64);
        for set in 0u32..1 << edges.len() {
            // Grow the component of vertex 0 until it stops.
            let mut reached = 1u32;
            loop {
                let before = reached;
                for (e, &(i, j)) in edges.iter().enumerate() {
                    if set >> e & 1 == 1 && (reached >> i & 1 == 1 || reached >> j & 1 == 1) {
                        reached |= 1 << i | 1 << j;
                    }
                }
                if reached == before {
                    break;
                }
            }
            if reached == (1 << k) - 1 {
                connected += 1;
                sum += if set.count_ones() % 2 == 0 { 1 } else { -1 };
            }
        }
        assert_eq!(connected, counts[k - 1], "k = {k}");
        assert_eq!(sum, signed[k - 1], "k = {k}");
    }
}

/// Exercise 4: B_16 = 10 480 142 147 partitions; (3^16 − 1)/2 = 21 523 360
/// terms of the recurrence; 16·17·2^15 = 8 912 896 additions and 6 422 528
/// multiplications for the exp.
#[test]
fn partition_mobius_ex4_term_counts() {
    // The Bell triangle.
    let mut row = vec![1u64];
    for _ in 1..16 {
        let mut next = vec![*row.last().unwrap()];
        for &x in &row {
            next.push(next.last().unwrap() + x);
        }
        row = next;
    }
    assert_eq!(*row.last().unwrap(), 10_480_142_147);
    assert_eq!(growth_strings(7).len(), 877);
    let nonempty: u64 = (1u64..1 << 16).map(|s| 1 << (s.count_ones() - 1)).sum();
    assert_eq!(nonempty, 21_523_360);
    assert_eq!((3u64.pow(16) - 1) / 2, 21_523_360);
    assert_eq!(16 * 17 * (1u64 << 15), 8_912_896);
    let products: u64 = (0u64..1 << 16)
        .map(|s| (1..=16).map(|k| k.min(s.count_ones() as u64)).sum::<u64>())
        .sum();
    assert_eq!(products, 6_422_528);
}

/// Exercise 5: N = 3, M = 10, every D_i = 3: terms 27, −9 (three times), 6,
/// sum 6 = 3·2·1, also by listing every sequence.
#[test]
fn partition_mobius_ex5_equal_divisors() {
    let d = [3u64, 3, 3];
    let terms: Vec<i128> = mobius_from_bottom(3)
        .iter()
        .map(|(p, mu)| mu * 3i128.pow(blocks(p).len() as u32))
        .collect();
    let mut sorted = terms.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, [-9, -9, -9, 6, 27]);
    assert_eq!(terms.iter().sum::<i128>(), 6);
    assert_eq!(distinct_multiples_direct(10, &d), 6);
    assert_eq!(distinct_multiples_by_graphs(10, &d), 6);
    assert_eq!(distinct_multiples_by_subsets(10, &d), 6);
}
