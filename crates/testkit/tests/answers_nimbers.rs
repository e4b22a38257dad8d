//! The numbers and claims stated in the answers to the exercises of part 8
//! (src/nimbers/*.md and their English twins), each computed here
//! independently of the listings: by the mex definition of the nim product,
//! by testkit's bit-pair product `NimBits`, or by search over whole positions,
//! up to the bound the answer states. One test per claim, named
//! `<chapter>_ex<N>_…`.

use testkit::nimbers::{
    coin_game_sg, coloring_rule, factor_moves, factor_single_value, factor_value_rule,
    geography_wins, in_every_max_matching, nim_inverse, nim_mul_mex_table, product_game_sg,
    NimBits,
};
use testkit::rng::Rng;

// ---------------------------------------------------------------------------
// nim-product.md (Library Checker nim_product_64)
// ---------------------------------------------------------------------------

/// a^(2^64 − 2) by left-to-right square-and-multiply over the exponent's
/// bits; returns the power and the number of products (squarings included).
fn inverse_by_square_and_multiply(bits: &NimBits, a: u64) -> (u64, u32) {
    let e: u128 = (1u128 << 64) - 2;
    let (mut r, mut products) = (a, 0);
    for k in (0..63).rev() {
        r = bits.mul(r, r);
        products += 1;
        if e >> k & 1 == 1 {
            r = bits.mul(r, a);
            products += 1;
        }
    }
    (r, products)
}

/// a^(2^64 − 2) = (a^(2^63 − 1))^2 by the chain x_n = a^(2^n − 1):
/// x_2n = x_n^(2^n) ⊗ x_n and x_(n+1) = x_n^2 ⊗ a, along 1, 2, 3, 6, 7, 14,
/// 15, 30, 31, 62, 63; returns the power, the squarings and the other products.
fn inverse_by_chain(bits: &NimBits, a: u64) -> (u64, u32, u32) {
    let (mut x, mut n) = (a, 1u32);
    let (mut squarings, mut products) = (0, 0);
    for next in [2u32, 3, 6, 7, 14, 15, 30, 31, 62, 63] {
        if next == 2 * n {
            let mut y = x;
            for _ in 0..n {
                y = bits.mul(y, y);
                squarings += 1;
            }
            x = bits.mul(y, x);
        } else {
            x = bits.mul(bits.mul(x, x), a);
            squarings += 1;
        }
        products += 1;
        n = next;
    }
    squarings += 1;
    (bits.mul(x, x), squarings, products)
}

#[test]
fn nim_product_ex2_square_and_multiply_takes_125_products_and_the_chain_73() {
    let bits = NimBits::new();
    let mut rng = Rng::new(0x5eed_0802);
    for _ in 0..200 {
        let a = rng.next_u64().max(1);
        let want = nim_inverse(&bits, a);
        assert_eq!(bits.mul(a, want), 1, "a = {a}");
        let (by_bits, products) = inverse_by_square_and_multiply(&bits, a);
        assert_eq!((by_bits, products), (want, 125), "a = {a}");
        let (by_chain, squarings, others) = inverse_by_chain(&bits, a);
        assert_eq!((by_chain, squarings, others), (want, 63, 10), "a = {a}");
    }
}

/// Log and exp tables of the field of 2^16 nimbers for the generator `g`.
struct Tables16 {
    log: Vec<u32>,
    exp: Vec<u16>,
}

impl Tables16 {
    fn new(bits: &NimBits, g: u64) -> Tables16 {
        let mut log = vec![u32::MAX; 1 << 16];
        // exp has 2·65535 entries, so a sum of two logs needs no reduction.
        let mut exp = vec![0u16; 2 * 65535];
        let mut x = 1u64;
        for (k, e) in exp.iter_mut().enumerate() {
            *e = x as u16;
            if k < 65535 {
                assert_eq!(log[x as usize], u32::MAX, "{g} is not a generator");
                log[x as usize] = k as u32;
            }
            x = bits.mul(x, g);
        }
        Tables16 { log, exp }
    }

    fn mul16(&self, a: u64, b: u64) -> u64 {
        if a == 0 || b == 0 {
            return 0;
        }
        self.exp[(self.log[a as usize] + self.log[b as usize]) as usize] as u64
    }

    /// Halves of h bits (h = 16, 32): a ⊗ b = F·(p2 ⊕ p0) ⊕ p0 ⊕ p1 ⊗ F/2,
    /// with p0 = a0 b0, p1 = a1 b1, p2 = (a1 ⊕ a0)(b1 ⊕ b0), F = 2^h.
    fn mul32(&self, a: u64, b: u64, count: &mut u32) -> u64 {
        let (a1, a0, b1, b0) = (a >> 16, a & 0xffff, b >> 16, b & 0xffff);
        *count += 4;
        let p0 = self.mul16(a0, b0);
        let p1 = self.mul16(a1, b1);
        let p2 = self.mul16(a1 ^ a0, b1 ^ b0);
        (p2 ^ p0) << 16 | (p0 ^ self.mul16(p1, 1 << 15))
    }

    fn mul64(&self, a: u64, b: u64, count: &mut u32) -> u64 {
        let m = 0xffff_ffff;
        let (a1, a0, b1, b0) = (a >> 32, a & m, b >> 32, b & m);
        let p0 = self.mul32(a0, b0, count);
        let p1 = self.mul32(a1, b1, count);
        let p2 = self.mul32(a1 ^ a0, b1 ^ b0, count);
        (p2 ^ p0) << 32 | (p0 ^ self.mul32(p1, 1 << 31, count))
    }
}

/// The smallest generator of the multiplicative group of the 2^16 nimbers
/// (order 65535 = 3 · 5 · 17 · 257).
fn smallest_generator_16(bits: &NimBits) -> u64 {
    (2u64..)
        .find(|&g| {
            [3u128, 5, 17, 257]
                .iter()
                .all(|&p| bits.pow(g, 65535 / p) != 1)
        })
        .expect("a generator")
}

#[test]
fn nim_product_ex3_log_exp_tables_of_the_16_bit_field_give_the_product_with_16_lookups() {
    let bits = NimBits::new();
    let g = smallest_generator_16(&bits);
    assert_eq!(g, 258, "the smallest generator of the 2^16 nimbers");
    let t = Tables16::new(&bits, g);
    // Every product of two 16-bit nimbers against the mex table's 16 × 16
    // corner and the bit-pair product on a grid of the rest.
    let mex = nim_mul_mex_table(16);
    for a in 0..16u64 {
        for b in 0..16u64 {
            assert_eq!(t.mul16(a, b), mex[(a * 16 + b) as usize]);
        }
    }
    for a in (0..1u64 << 16).step_by(97) {
        for b in (0..1u64 << 16).step_by(89) {
            assert_eq!(t.mul16(a, b), bits.mul(a, b), "{a} ⊗ {b}");
        }
    }
    let mut rng = Rng::new(0x5eed_0803);
    for _ in 0..100_000 {
        let (a, b) = (rng.next_u64(), rng.next_u64());
        let mut count = 0;
        assert_eq!(t.mul64(a, b, &mut count), bits.mul(a, b), "{a} ⊗ {b}");
        assert_eq!(count, 16, "16-bit products per 64-bit product");
    }
}

// ---------------------------------------------------------------------------
// tartan.md (ext-tartan)
// ---------------------------------------------------------------------------

/// Three-dimensional Turning Corners on an r × c × d box (r·c·d ≤ 18), by
/// search over whole positions: coin (x, y, z) is bit (x·c + y)·d + z; a move
/// picks x' < x, y' < y, z' < z and turns the 8 corners of the box they span,
/// (x, y, z) going from heads to tails. No xor rule, no nim product.
fn corners_3d_sg(r: usize, c: usize, d: usize) -> Vec<u32> {
    assert!(r * c * d <= 18);
    let bit = |x: usize, y: usize, z: usize| 1u32 << ((x * c + y) * d + z);
    let mut moves: Vec<Vec<u32>> = vec![Vec::new(); r * c * d];
    for x in 0..r {
        for y in 0..c {
            for z in 0..d {
                for x2 in 0..x {
                    for y2 in 0..y {
                        for z2 in 0..z {
                            let mut m = 0;
                            for a in [x, x2] {
                                for b in [y, y2] {
                                    for e in [z, z2] {
                                        m |= bit(a, b, e);
                                    }
                                }
                            }
                            moves[(x * c + y) * d + z].push(m);
                        }
                    }
                }
            }
        }
    }
    let mut sg = vec![0u32; 1 << (r * c * d)];
    for pos in 0..1u32 << (r * c * d) {
        let mut seen = [false; 64];
        for (coin, list) in moves.iter().enumerate() {
            if pos >> coin & 1 == 1 {
                for &m in list {
                    seen[sg[(pos ^ m) as usize] as usize] = true;
                }
            }
        }
        sg[pos as usize] = seen.iter().position(|&s| !s).expect("a small value") as u32;
    }
    sg
}

#[test]
fn tartan_ex1_three_dimensional_turning_corners_is_x_times_y_times_z_on_2x2x3_and_2x3x3() {
    let mex = nim_mul_mex_table(16);
    let mul = |a: u64, b: u64| mex[(a * 16 + b) as usize];
    for (r, c, d) in [(2, 2, 3), (2, 3, 3), (3, 2, 3)] {
        let sg = corners_3d_sg(r, c, d);
        let single = |k: usize| {
            let (x, y, z) = (k / (c * d), k / d % c, k % d);
            mul(mul(x as u64, y as u64), z as u64)
        };
        for pos in 0..1u32 << (r * c * d) {
            let want = (0..r * c * d)
                .filter(|&k| pos >> k & 1 == 1)
                .fold(0, |a, k| a ^ single(k));
            assert_eq!(sg[pos as usize] as u64, want, "{r}×{c}×{d}, heads {pos:b}");
        }
    }
}

#[test]
fn tartan_ex1_single_coin_values_of_three_dimensional_turning_corners_up_to_8x8x8() {
    // Each coin's value from the mex over its moves, an option's value being
    // the xor of the other seven corners' values (the coin-turning theorem).
    let n = 8;
    let mex = nim_mul_mex_table(16);
    let mul = |a: usize, b: usize| mex[a * 16 + b] as usize;
    let mut g = vec![0usize; n * n * n];
    let at = |x: usize, y: usize, z: usize| (x * n + y) * n + z;
    for x in 0..n {
        for y in 0..n {
            for z in 0..n {
                let mut seen = [false; 64];
                for x2 in 0..x {
                    for y2 in 0..y {
                        for z2 in 0..z {
                            let mut v = 0;
                            for a in [x, x2] {
                                for b in [y, y2] {
                                    for e in [z, z2] {
                                        if (a, b, e) != (x, y, z) {
                                            v ^= g[at(a, b, e)];
                                        }
                                    }
                                }
                            }
                            seen[v] = true;
                        }
                    }
                }
                g[at(x, y, z)] = seen.iter().position(|&s| !s).expect("a value below 64");
                assert_eq!(g[at(x, y, z)], mul(mul(x, y), z), "({x}, {y}, {z})");
            }
        }
    }
    assert_eq!(g[at(2, 2, 2)], 1, "2 ⊗ 2 ⊗ 2 = 3 ⊗ 2");
}

/// The xor of the single-head values of the coins a factor move turns other
/// than its rightmost coin: bits of `others`.
fn others_value(name: &str, others: u32) -> u64 {
    (0..32)
        .filter(|&k| others >> k & 1 == 1)
        .fold(0, |a, k| a ^ factor_value_rule(name, k))
}

/// The answer's winning move in G1 × G2 on an r × c board: a head (x, y) and
/// the factor moves (masks of the other coins) A' of x and B' of y; None when
/// the value is 0.
fn tartan_winning_move(
    bits: &NimBits,
    first: &str,
    second: &str,
    heads: &[(usize, usize)],
) -> Option<(usize, usize, u32, u32)> {
    let value = |x: usize, y: usize| {
        bits.mul(
            factor_value_rule(first, x as u64),
            factor_value_rule(second, y as u64),
        )
    };
    let v = heads.iter().fold(0, |a, &(x, y)| a ^ value(x, y));
    if v == 0 {
        return None;
    }
    // A head whose value has v's top bit: its option must have value
    // w = α⊗β ⊕ v < α⊗β, i.e. (α ⊕ a') ⊗ (β ⊕ b') = v.
    let &(x, y) = heads
        .iter()
        .find(|&&(x, y)| value(x, y) ^ v < value(x, y))?;
    let (alpha, beta) = (
        factor_value_rule(first, x as u64),
        factor_value_rule(second, y as u64),
    );
    for a in factor_moves(first, x) {
        let s = alpha ^ others_value(first, a);
        if s == 0 {
            continue;
        }
        let t = bits.mul(v, nim_inverse(bits, s));
        if let Some(b) = factor_moves(second, y)
            .into_iter()
            .find(|&b| beta ^ others_value(second, b) == t)
        {
            return Some((x, y, a, b));
        }
    }
    panic!("no move found for heads {heads:?}");
}

#[test]
fn tartan_ex2_the_answers_move_wins_for_all_16_factor_pairs_on_every_3x4_position() {
    let bits = NimBits::new();
    let names = ["ruler", "twins", "mock", "turtles"];
    let (r, c) = (3, 4);
    for first in names {
        for second in names {
            let sg = product_game_sg(first, second, r, c);
            for pos in 0..1u32 << (r * c) {
                let heads: Vec<(usize, usize)> = (0..r * c)
                    .filter(|&k| pos >> k & 1 == 1)
                    .map(|k| (k / c, k % c))
                    .collect();
                match tartan_winning_move(&bits, first, second, &heads) {
                    None => assert_eq!(sg[pos as usize], 0, "{first} × {second} {pos:b}"),
                    Some((x, y, a, b)) => {
                        let (a, b) = (a | 1 << x, b | 1 << y);
                        let mut after = pos;
                        for i in 0..r {
                            for j in 0..c {
                                if a >> i & 1 == 1 && b >> j & 1 == 1 {
                                    after ^= 1 << (i * c + j);
                                }
                            }
                        }
                        assert_eq!(sg[after as usize], 0, "{first} × {second} {pos:b}");
                    }
                }
            }
        }
    }
    // The single values the move uses are the searched ones.
    for name in names {
        for x in 0..4 {
            assert_eq!(
                factor_single_value(name, x) as u64,
                factor_value_rule(name, x as u64)
            );
        }
    }
}

// ---------------------------------------------------------------------------
// coin-turning.md (Luogu P2594)
// ---------------------------------------------------------------------------

/// Ruler with blocks of at most `len` coins ending at x, on coins 1..=n-1
/// (coin 0 unused): the masks of the other coins a move may turn.
fn bounded_ruler_moves(len: usize, x: usize) -> Vec<u32> {
    if x == 0 {
        return Vec::new();
    }
    (x.saturating_sub(len - 1).max(1)..=x)
        .map(|lo| ((1u32 << x) - 1) & !((1u32 << lo) - 1))
        .collect()
}

#[test]
fn coin_turning_ex2_bounded_ruler_is_lowbit_capped_at_the_largest_power_of_2_up_to_l_le_12_on_15_coins(
) {
    let n = 16;
    for len in 1..=12usize {
        let cap = 1u32 << len.ilog2();
        let sg = coin_game_sg(n, |x| bounded_ruler_moves(len, x));
        for x in 1..n {
            let lowbit = 1u32 << x.trailing_zeros();
            assert_eq!(sg[1 << x], lowbit.min(cap), "L = {len}, coin {x}");
        }
        // The coin-turning theorem on every position, as the chapter's search.
        for pos in (0..1u32 << n).step_by(2) {
            let xor = (1..n)
                .filter(|&x| pos >> x & 1 == 1)
                .fold(0, |a, x| a ^ (1u32 << x.trailing_zeros()).min(cap));
            assert_eq!(sg[pos as usize], xor, "L = {len}, heads {pos:b}");
        }
    }
}

/// Every 8-connected set of cells that contains cell `c` and lies in the
/// rectangle above-left of it (rows ≤ c's row, columns ≤ c's column).
fn connected_sets_8(cols: usize, c: usize) -> Vec<u32> {
    let (ci, cj) = (c / cols, c % cols);
    let cells: Vec<(usize, usize)> = (0..=ci)
        .flat_map(|i| (0..=cj).map(move |j| (i, j)))
        .filter(|&p| p != (ci, cj))
        .collect();
    let mut out = Vec::new();
    for sub in 0..1u32 << cells.len() {
        let mut set = vec![(ci, cj)];
        set.extend(
            (0..cells.len())
                .filter(|&k| sub >> k & 1 == 1)
                .map(|k| cells[k]),
        );
        // Grow the reached cells from c through king moves inside the set.
        let mut reached = vec![false; set.len()];
        reached[0] = true;
        let mut stack = vec![0];
        while let Some(p) = stack.pop() {
            for q in 0..set.len() {
                let (a, b) = (set[p], set[q]);
                if !reached[q] && a.0.abs_diff(b.0) <= 1 && a.1.abs_diff(b.1) <= 1 {
                    reached[q] = true;
                    stack.push(q);
                }
            }
        }
        if reached.iter().all(|&r| r) {
            out.push(set.iter().fold(0u32, |m, &(i, j)| m | 1 << (i * cols + j)));
        }
    }
    out
}

#[test]
fn coin_turning_ex3_eight_connected_blocks_keep_every_single_cell_value_up_to_4x5_and_5x4() {
    for (rows, cols) in [(4, 5), (5, 4)] {
        let mut g = vec![0u128; rows * cols];
        for c in 0..rows * cols {
            let mut seen = [false; 256];
            for set in connected_sets_8(cols, c) {
                let v = (0..rows * cols)
                    .filter(|&k| k != c && set >> k & 1 == 1)
                    .fold(0, |a, k| a ^ g[k]);
                seen[v as usize] = true;
            }
            g[c] = seen.iter().position(|&s| !s).expect("a value below 256") as u128;
            assert_eq!(
                g[c],
                coloring_rule(c / cols, c % cols),
                "cell {c} of {rows}×{cols}"
            );
        }
    }
}

// ---------------------------------------------------------------------------
// bipartite-game.md (Luogu P4055)
// ---------------------------------------------------------------------------

/// Adjacency masks of a graph on n vertices from its edges.
fn graph(n: usize, edges: &[(usize, usize)]) -> Vec<u32> {
    let mut adj = vec![0u32; n];
    for &(a, b) in edges {
        adj[a] |= 1 << b;
        adj[b] |= 1 << a;
    }
    adj
}

#[test]
fn bipartite_game_ex3_the_5_cycle_is_lost_from_every_start_and_the_triangle_with_a_tail_is_won_only_from_3(
) {
    // C5: a maximum matching has 2 edges, every vertex misses one of them.
    let c5 = graph(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)]);
    for v in 0..5 {
        assert!(!geography_wins(&c5, v, 1 << v), "C5 from {v}");
        assert!(!in_every_max_matching(&c5, 5, v), "C5 vertex {v}");
    }
    // The triangle 0-1-2 with a tail 0-3-4: the maximum matchings are
    // {01, 34}, {02, 34}, {12, 03}, {12, 34}; only 3 is in all of them, and
    // the mover wins from 3 alone.
    let tailed = graph(5, &[(0, 1), (1, 2), (2, 0), (0, 3), (3, 4)]);
    for v in 0..5 {
        let wins = geography_wins(&tailed, v, 1 << v);
        assert_eq!(wins, v == 3, "triangle with a tail from {v}");
        assert_eq!(in_every_max_matching(&tailed, 5, v), wins, "vertex {v}");
    }
}

#[test]
fn bipartite_game_ex2_the_100x100_snake_is_one_path_of_5050_cells() {
    let snake: Vec<Vec<u8>> = (0..100)
        .map(|i| {
            (0..100)
                .map(|j| match i % 4 {
                    1 if j != 99 => b'#',
                    3 if j != 0 => b'#',
                    _ => b'.',
                })
                .collect()
        })
        .collect();
    let open: Vec<(usize, usize)> = (0..100)
        .flat_map(|i| (0..100).map(move |j| (i, j)))
        .filter(|&(i, j)| snake[i][j] == b'.')
        .collect();
    assert_eq!(open.len(), 5050);
    // A path: two cells have one open neighbour, the rest two.
    let degree = |(i, j): (usize, usize)| {
        [(0, 1), (2, 1), (1, 0), (1, 2)]
            .iter()
            .filter(|&&(di, dj)| {
                let (a, b) = ((i + di).wrapping_sub(1), (j + dj).wrapping_sub(1));
                a < 100 && b < 100 && snake[a][b] == b'.'
            })
            .count()
    };
    let ends = open.iter().filter(|&&p| degree(p) == 1).count();
    assert_eq!(ends, 2);
    assert!(open.iter().all(|&p| (1..=2).contains(&degree(p))));
    // A path on an even number of vertices: its alternate edges are a
    // perfect matching, so every cell is in every maximum matching (LOSE).
    assert_eq!(open.len() % 2, 0);
}

// ---------------------------------------------------------------------------
// interactive.md (Codeforces 1147F, 1934D2)
// ---------------------------------------------------------------------------

use std::collections::HashMap;
use testkit::interact::xor_break::{breaker_wins, breaks};
use testkit::interact::zigzag::Board;

/// Can Alice (to move, direction `alice_inc`) beat a Bob who always moves
/// along `partner` (and loses when that move is illegal)? Search over all of
/// Alice's moves.
fn alice_beats(
    b: &Board,
    partner: &[usize],
    visited: u128,
    cur: usize,
    last: u32,
    alice_inc: bool,
) -> bool {
    b.moves(visited, cur, Some(last), alice_inc)
        .into_iter()
        .any(|u| {
            let w = b.w(cur, u);
            let v = partner[u];
            let legal = visited >> v & 1 == 0 && (b.w(u, v) > w) != alice_inc;
            !legal
                || alice_beats(
                    b,
                    partner,
                    visited | 1 << u | 1 << v,
                    v,
                    b.w(u, v),
                    alice_inc,
                )
        })
}

fn boards_up_to_2_and_random_3() -> Vec<Board> {
    let mut boards = Board::all(1);
    boards.extend(Board::all(2));
    let mut rng = Rng::new(11473);
    for _ in 0..300 {
        boards.push(Board::random(3, &mut rng));
    }
    boards
}

/// The theorem of the chapter: Bob's stable-matching reply is legal at every
/// move, whatever Alice does, for every direction and start: on all 25
/// boards with n ≤ 2 and 300 random boards with n = 3; and the exhaustive
/// search agrees that Alice, after Bob's first move, is lost.
#[test]
fn interactive_the_stable_matching_strategy_wins_every_game() {
    for b in boards_up_to_2_and_random_3() {
        for start in 0..2 * b.n {
            for alice_inc in [true, false] {
                let p = b.stable_partner(start, !alice_inc);
                let first = p[start];
                let visited = 1u128 << start | 1 << first;
                let w = b.w(start, first);
                assert!(
                    !alice_beats(&b, &p, visited, first, w, alice_inc),
                    "{b:?} start {start}"
                );
                assert!(
                    !b.mover_wins(visited, first, Some(w), alice_inc),
                    "{b:?} start {start}"
                );
            }
        }
    }
}

/// The jury's Bob is optimal: from every position of every game on the
/// boards above where Bob is to move and can win, its move (the stable
/// matching's) wins, by exhaustive search.
#[test]
fn interactive_the_jurys_bob_is_optimal_on_small_boards() {
    for b in boards_up_to_2_and_random_3() {
        for start in 0..2 * b.n {
            for alice_inc in [true, false] {
                let p = b.stable_partner(start, !alice_inc);
                // Every position reached with Bob to move, over all Alice's moves.
                let mut stack = vec![(1u128 << start, start, None::<u32>)];
                while let Some((visited, cur, last)) = stack.pop() {
                    if b.mover_wins(visited, cur, last, !alice_inc) {
                        let v = p[cur];
                        let w = b.w(cur, v);
                        assert!(
                            visited >> v & 1 == 0 && last.map_or(true, |l| (w > l) != alice_inc)
                        );
                        assert!(!b.mover_wins(visited | 1 << v, v, Some(w), alice_inc));
                        for u in b.moves(visited | 1 << v, v, Some(w), alice_inc) {
                            stack.push((visited | 1 << v | 1 << u, u, Some(b.w(v, u))));
                        }
                    }
                }
            }
        }
    }
}

/// The chapter's claim on 1934D2: the player who must break p wins iff p has
/// an even number of set bits, by exhaustive search over every break for
/// p < 2^11.
#[test]
fn interactive_the_breaker_wins_iff_the_count_of_set_bits_is_even() {
    let mut memo = HashMap::new();
    for p in 1..1u64 << 11 {
        assert_eq!(
            breaker_wins(p, &mut memo),
            p.count_ones() % 2 == 0,
            "p = {p}"
        );
    }
}

/// The listing's break (top bit and the rest) of an even number; the most
/// breaks it makes against every Bob, when it must break `p`.
fn most_breaks_from(p: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    if let Some(&m) = memo.get(&p) {
        return m;
    }
    let top = 1u64 << (63 - p.leading_zeros());
    let rest = p ^ top;
    let m = 1 + most_breaks_against(rest, memo);
    memo.insert(p, m);
    m
}

/// The most breaks Alice makes after Bob breaks the odd `r` (0 if he cannot).
fn most_breaks_against(r: u64, memo: &mut HashMap<u64, u32>) -> u32 {
    breaks(r)
        .into_iter()
        .map(|(a, b)| most_breaks_from(if a.count_ones() % 2 == 0 { a } else { b }, memo))
        .max()
        .unwrap_or(0)
}

/// Exercise 2: against every Bob, for every n < 2^10, the listing breaks
/// fewer times than n has bits (the proof's bound); the most it needs among
/// the n of bit length k is k − 3 for k = 5 to 10 (7 for n < 2^10, first at
/// n = 1023).
#[test]
fn interactive_ex2_the_listing_needs_at_most_7_breaks_below_2_to_the_10() {
    let mut memo = HashMap::new();
    let mut most_by_length = [0u32; 11];
    let mut first_7 = None;
    for n in 1..1u64 << 10 {
        let m = if n.count_ones() % 2 == 0 {
            most_breaks_from(n, &mut memo)
        } else {
            most_breaks_against(n, &mut memo)
        };
        let bits = 64 - n.leading_zeros();
        assert!(m < bits.max(2), "n = {n}: {m} breaks");
        most_by_length[bits as usize] = most_by_length[bits as usize].max(m);
        if m == 7 && first_7.is_none() {
            first_7 = Some(n);
        }
    }
    for k in 5..=10 {
        assert_eq!(most_by_length[k], k as u32 - 3, "bit length {k}");
    }
    assert_eq!(first_7, Some(1023));
}

/// Exercise 3: a Bob who always takes the stable matching as if the token
/// started on the left side (left nodes proposing, ranked for his
/// direction) loses some game on 8 of the 24 boards with n = 2 when Alice
/// starts on the right.
#[test]
fn interactive_ex3_a_matching_for_the_wrong_side_loses_on_8_of_24_boards() {
    let mut lost = 0;
    for b in Board::all(2) {
        let beaten = (2..4).any(|start| {
            [true, false].into_iter().any(|alice_inc| {
                let p = b.stable_partner(0, !alice_inc);
                let first = p[start];
                let visited = 1u128 << start | 1 << first;
                alice_beats(&b, &p, visited, first, b.w(start, first), alice_inc)
            })
        });
        lost += usize::from(beaten);
    }
    assert_eq!(lost, 8);
}
