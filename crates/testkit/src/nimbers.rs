//! Part 8: nimbers. Oracles that share no code with the listings:
//!
//! - [`nim_mul_mex_table`]: the nim product straight from its definition,
//!   a ⊗ b = mex{ (a'⊗b) ⊕ (a⊗b') ⊕ (a'⊗b') : a' < a, b' < b }, for small a, b;
//! - [`NimBits`]: the 64-bit product bit pair by bit pair from a 64×64 table of
//!   2^i ⊗ 2^j filled by the Fermat-power rules (no byte tables, no halves);
//! - [`nim_inverse`]: a^(2^64 − 2) by square-and-multiply with [`NimBits`].

/// The n×n table of a ⊗ b for a, b < n from the mex definition (row-major).
/// About (n²/2)² xors: n = 256 is 1.1·10^9, a second or two in release.
pub fn nim_mul_mex_table(n: usize) -> Vec<u64> {
    let mut t = vec![0u64; n * n];
    // An option value is a xor of earlier products; the stamp array grows
    // when one is larger than expected (it never does: [0, 2^(2^k)) is closed).
    let mut seen: Vec<usize> = vec![usize::MAX; 2 * n.next_power_of_two()];
    for a in 0..n {
        for b in 0..n {
            let stamp = a * n + b;
            for a2 in 0..a {
                for b2 in 0..b {
                    let v = (t[a2 * n + b] ^ t[a * n + b2] ^ t[a2 * n + b2]) as usize;
                    if v >= seen.len() {
                        seen.resize(2 * v + 2, usize::MAX);
                    }
                    seen[v] = stamp;
                }
            }
            let mut m = 0;
            while m < seen.len() && seen[m] == stamp {
                m += 1;
            }
            t[stamp] = m as u64;
        }
    }
    t
}

/// The 64-bit nim product by bit pairs: `pow[i][j]` = 2^i ⊗ 2^j.
pub struct NimBits {
    pow: Vec<[u64; 64]>,
}

impl Default for NimBits {
    fn default() -> Self {
        Self::new()
    }
}

impl NimBits {
    /// Fill 2^i ⊗ 2^j in order of max(i, j). With n the top bit of i | j and
    /// F = 2^(2^n): if only j has bit n, 2^j = F ⊗ 2^(j − 2^n) and the product
    /// is F·(2^i ⊗ 2^(j − 2^n)); if both have it, the product is X ⊗ F ⊗ F with
    /// X = 2^(i − 2^n) ⊗ 2^(j − 2^n) < F, and X ⊗ F ⊗ F = F·X ⊕ X ⊗ (F/2),
    /// where X ⊗ 2^(2^n − 1) is read off the entries already filled.
    pub fn new() -> NimBits {
        let mut pow = vec![[0u64; 64]; 64];
        for m in 0..64usize {
            for other in 0..=m {
                for (i, j) in [(m, other), (other, m)] {
                    pow[i][j] = if i == 0 || j == 0 {
                        1u64 << (i + j)
                    } else {
                        let n = 63 - ((i | j) as u64).leading_zeros() as usize;
                        let f = 1usize << n;
                        if i & f == 0 {
                            pow[i][j ^ f] << f
                        } else if j & f == 0 {
                            pow[i ^ f][j] << f
                        } else {
                            let x = pow[i ^ f][j ^ f];
                            let mut half = 0u64;
                            for (k, &p) in pow[f - 1].iter().enumerate() {
                                if x >> k & 1 == 1 {
                                    half ^= p;
                                }
                            }
                            (x << f) ^ half
                        }
                    };
                }
            }
        }
        NimBits { pow }
    }

    /// a ⊗ b as the xor of 2^i ⊗ 2^j over the set bits i of a and j of b.
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let mut r = 0;
        // Over the set bits only, lowest first.
        let mut x = a;
        while x != 0 {
            let row = &self.pow[x.trailing_zeros() as usize];
            x &= x - 1;
            let mut y = b;
            while y != 0 {
                r ^= row[y.trailing_zeros() as usize];
                y &= y - 1;
            }
        }
        r
    }

    /// a^e under ⊗.
    pub fn pow(&self, a: u64, mut e: u128) -> u64 {
        let (mut base, mut r) = (a, 1u64);
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, base);
            }
            base = self.mul(base, base);
            e >>= 1;
        }
        r
    }
}

/// The inverse of a ≠ 0 in the field of 2^64 nimbers: a^(2^64 − 2).
pub fn nim_inverse(bits: &NimBits, a: u64) -> u64 {
    bits.pow(a, (1u128 << 64) - 2)
}

/// The input of Library Checker nim_product_64: T, then T lines `A B`.
pub fn input_nim_product(pairs: &[(u64, u64)]) -> String {
    let mut s = format!("{}\n", pairs.len());
    for (a, b) in pairs {
        s.push_str(&format!("{a} {b}\n"));
    }
    s
}

/// Parse the listing's output into numbers (panics on anything else).
pub fn parse_u64_lines(out: &str) -> Vec<u64> {
    out.split_ascii_whitespace()
        .map(|t| t.parse().unwrap_or_else(|_| panic!("not a u64: {t:?}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bit_pairs_agree_with_the_mex_definition_below_64() {
        let n = 64;
        let t = nim_mul_mex_table(n);
        let bits = NimBits::new();
        for a in 0..n {
            for b in 0..n {
                assert_eq!(bits.mul(a as u64, b as u64), t[a * n + b], "{a} ⊗ {b}");
            }
        }
    }

    #[test]
    fn fermat_powers() {
        let bits = NimBits::new();
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            assert_eq!(bits.mul(f, f), f ^ (f >> 1), "F ⊗ F for F = {f}");
            for x in [1u64, 2, 3, f - 1].into_iter().filter(|&x| x < f) {
                assert_eq!(bits.mul(f, x), f * x, "F ⊗ x, F = {f}");
            }
        }
        let x = 0x1234_5678_9abc_def1;
        assert_eq!(bits.mul(x, nim_inverse(&bits, x)), 1);
    }
}

// ───────────── coin-turning games (chapter 2) ─────────────

/// The SG value of every position of a one-dimensional coin-turning game on
/// `n` ≤ 20 coins, by search over the positions themselves (no xor rule):
/// a position is a bitmask of heads; `moves(x)` lists the masks of the other
/// coins (all left of x) a move whose rightmost coin x goes from heads to
/// tails may also turn over. Masks below 2^n, answered in increasing order
/// (every move lowers the mask, because its highest changed bit goes 1 → 0).
pub fn coin_game_sg(n: usize, moves: impl Fn(usize) -> Vec<u32>) -> Vec<u32> {
    assert!(n <= 20);
    let sets: Vec<Vec<u32>> = (0..n).map(&moves).collect();
    let mut sg = vec![0u32; 1 << n];
    let mut seen = vec![u32::MAX; 64];
    for pos in 0..1u32 << n {
        for (x, others) in sets.iter().enumerate() {
            if pos >> x & 1 == 1 {
                for &o in others {
                    assert!(o >> x == 0, "a move may only turn coins left of x");
                    let v = sg[(pos ^ (1 << x) ^ o) as usize] as usize;
                    if v >= seen.len() {
                        seen.resize(2 * v + 2, u32::MAX);
                    }
                    seen[v] = pos;
                }
            }
        }
        let mut m = 0;
        while m < seen.len() && seen[m] == pos {
            m += 1;
        }
        sg[pos as usize] = m as u32;
    }
    sg
}

/// Ruler on coins 1..=n-1 (coin 0 is unused): turn x and the k − 1 coins
/// right before it, for any k ≥ 1 that stays on coins ≥ 1.
pub fn ruler_moves(x: usize) -> Vec<u32> {
    if x == 0 {
        return Vec::new();
    }
    (1..=x)
        .map(|lo| ((1u32 << x) - 1) & !((1u32 << lo) - 1))
        .collect()
}

/// Mock Turtles on coins 0..n: turn x and at most two coins left of it.
pub fn mock_turtle_moves(x: usize) -> Vec<u32> {
    let mut v = vec![0];
    for a in 0..x {
        v.push(1 << a);
        for b in a + 1..x {
            v.push(1 << a | 1 << b);
        }
    }
    v
}

/// Turning Turtles on coins 1..=n-1 (coin 0 unused): turn x and at most one coin left of it.
pub fn turning_turtle_moves(x: usize) -> Vec<u32> {
    if x == 0 {
        return Vec::new();
    }
    let mut v = vec![0];
    v.extend((1..x).map(|a| 1u32 << a));
    v
}

/// Luogu P2594 by search over whole boards of `rows`·`cols` ≤ 20 cells: a
/// position is a bitmask of the cells showing 'T' (cell (i, j) is bit
/// i·cols + j); a move picks a 'T' cell c, turns it to 'H' and turns over a
/// 4-connected set of cells containing c inside the rectangle above-left of
/// it. Returns the SG value of every position (no xor rule used).
pub fn coloring_game_sg(rows: usize, cols: usize) -> Vec<u32> {
    let cells = rows * cols;
    assert!(cells <= 20);
    let sets: Vec<Vec<u32>> = (0..cells).map(|c| connected_sets(rows, cols, c)).collect();
    let mut sg = vec![0u32; 1 << cells];
    let mut seen = vec![u32::MAX; 256];
    for pos in 0..1u32 << cells {
        for (c, list) in sets.iter().enumerate() {
            if pos >> c & 1 == 1 {
                for &s in list {
                    let v = sg[(pos ^ s) as usize] as usize;
                    if v >= seen.len() {
                        seen.resize(2 * v + 2, u32::MAX);
                    }
                    seen[v] = pos;
                }
            }
        }
        let mut m = 0;
        while m < seen.len() && seen[m] == pos {
            m += 1;
        }
        sg[pos as usize] = m as u32;
    }
    sg
}

/// Every 4-connected set of cells that contains cell `c` and lies in the
/// rectangle of rows ≤ c's row and columns ≤ c's column, as bitmasks.
pub fn connected_sets(rows: usize, cols: usize, c: usize) -> Vec<u32> {
    assert!(
        rows * cols <= 32,
        "a board of at most 32 cells (bitmasks of u32)"
    );
    let (ci, cj) = (c / cols, c % cols);
    // The rectangle above-left of c, without c, as a mask of board cells.
    let rect = (0..=ci)
        .flat_map(|i| (0..=cj).map(move |j| i * cols + j))
        .filter(|&p| p != c)
        .fold(0u32, |m, p| m | 1 << p);
    // A cell's neighbours by shifts: one row is `cols` bits; a step left from
    // column 0 or right from the last column wraps to another row, so it is cut.
    let first_col = (0..rows).fold(0u32, |m, i| m | 1 << (i * cols));
    let last_col = first_col << (cols - 1);
    let spread = |m: u32| m | m >> cols | m << cols | (m >> 1 & !last_col) | (m << 1 & !first_col);
    let mut out = Vec::new();
    // Every subset of the rectangle, in increasing order (the submask walk).
    let mut sub = 0u32;
    loop {
        let set = sub | 1 << c;
        // Flood fill from c inside the set, a whole frontier per step.
        let mut reached = 1u32 << c;
        loop {
            let next = spread(reached) & set;
            if next == reached {
                break;
            }
            reached = next;
        }
        if reached == set {
            out.push(set);
        }
        if sub == rect {
            break;
        }
        sub = sub.wrapping_sub(rect) & rect;
    }
    out
}

/// The SG value of a single 'T' at (i, j) on a board of at least i+1 rows and
/// j+1 columns, from the mex over its options, where an option's value is
/// the xor of the single-cell values of the other cells turned (the
/// coin-turning theorem, checked by `coloring_game_sg` on small boards).
/// Cells in the rectangle up to (i, j); up to 5×5 (2^24 subsets for the corner).
pub fn coloring_single_values(rows: usize, cols: usize) -> Vec<Vec<u64>> {
    assert!(rows * cols <= 25);
    let mut g = vec![vec![0u64; cols]; rows];
    for i in 0..rows {
        for j in 0..cols {
            // Sets on a board cut to (i+1)·(j+1), so bit k is (k / (j+1), k % (j+1)).
            let c = i * (j + 1) + j;
            // The options' values, as a table of seen flags (they stay small).
            let mut seen: Vec<bool> = Vec::new();
            for set in connected_sets(i + 1, j + 1, c) {
                let (mut v, mut rest) = (0u64, set & !(1u32 << c));
                while rest != 0 {
                    let k = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    v ^= g[k / (j + 1)][k % (j + 1)];
                }
                let v = usize::try_from(v).expect("a small value");
                if v >= seen.len() {
                    seen.resize(2 * v + 2, false);
                }
                seen[v] = true;
            }
            let mut m = 0;
            while seen.get(m as usize) == Some(&true) {
                m += 1;
            }
            g[i][j] = m;
        }
    }
    g
}

/// The rule the chapter proves for P2594 (0-based cell (i, j)): on the first
/// row or column the Ruler value lowbit(i + j + 1), elsewhere 2^(i+j).
pub fn coloring_rule(i: usize, j: usize) -> u128 {
    if i == 0 || j == 0 {
        let p = (i + j + 1) as u128;
        p & p.wrapping_neg()
    } else {
        1u128 << (i + j)
    }
}

/// One P2594 board: rows of 'H'/'T'.
pub type Board = Vec<Vec<u8>>;

/// The input of Luogu P2594: T, then each board as `n m` and n rows.
pub fn input_coloring(boards: &[Board]) -> String {
    let mut s = format!("{}\n", boards.len());
    for b in boards {
        s.push_str(&format!("{} {}\n", b.len(), b[0].len()));
        for row in b {
            s.push_str(std::str::from_utf8(row).expect("ASCII board"));
            s.push('\n');
        }
    }
    s
}

/// "-_-" if the first player (dongdong) wins, else "=_=".
pub fn answer_2594(first_wins: bool) -> &'static str {
    if first_wins {
        "-_-"
    } else {
        "=_="
    }
}

#[cfg(test)]
mod coin_tests {
    use super::*;

    fn odious(k: usize) -> u32 {
        (0u32..).filter(|x| x.count_ones() % 2 == 1).nth(k).unwrap()
    }

    /// The coin-turning theorem and the three closed forms, on every position
    /// of 12 coins (Ruler and Turning Turtles use coins 1..=12).
    #[test]
    fn ruler_mock_and_turning_turtles_on_every_position_up_to_12_coins() {
        type Rule = fn(usize) -> u32;
        type Moves = fn(usize) -> Vec<u32>;
        let games: [(&str, usize, Moves, Rule); 3] = [
            ("Ruler", 13, ruler_moves, |x| 1 << x.trailing_zeros()),
            ("Mock Turtles", 12, mock_turtle_moves, odious),
            ("Turning Turtles", 13, turning_turtle_moves, |x| x as u32),
        ];
        for (name, n, moves, rule) in games {
            let sg = coin_game_sg(n, moves);
            let first = if name == "Mock Turtles" { 0 } else { 1 };
            for pos in 0..1u32 << n {
                if pos & ((1 << first) - 1) != 0 {
                    continue;
                }
                let want = (first..n)
                    .filter(|&x| pos >> x & 1 == 1)
                    .fold(0, |a, x| a ^ rule(x));
                assert_eq!(sg[pos as usize], want, "{name}, heads {pos:b}");
            }
        }
    }

    /// The shift-and-mask enumeration of connected sets against the plain
    /// one: each subset of the rectangle, flood-filled cell by cell from c
    /// with the neighbours of (i, j) found by their coordinates; every cell of
    /// every board up to 4×5 and 5×4.
    #[test]
    fn connected_sets_agree_with_a_cell_by_cell_flood_fill() {
        fn plain(rows: usize, cols: usize, c: usize) -> Vec<u32> {
            let (ci, cj) = (c / cols, c % cols);
            let rect: Vec<usize> = (0..=ci)
                .flat_map(|i| (0..=cj).map(move |j| i * cols + j))
                .filter(|&p| p != c)
                .collect();
            let mut out = Vec::new();
            for sub in 0..1u32 << rect.len() {
                let set = rect
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| sub >> k & 1 == 1)
                    .fold(1u32 << c, |s, (_, &p)| s | 1 << p);
                let (mut reached, mut stack) = (1u32 << c, vec![c]);
                while let Some(p) = stack.pop() {
                    let (i, j) = (p / cols, p % cols);
                    let near = [
                        (i > 0).then(|| p - cols),
                        (i + 1 < rows).then(|| p + cols),
                        (j > 0).then(|| p - 1),
                        (j + 1 < cols).then(|| p + 1),
                    ];
                    for q in near.into_iter().flatten() {
                        if set >> q & 1 == 1 && reached >> q & 1 == 0 {
                            reached |= 1 << q;
                            stack.push(q);
                        }
                    }
                }
                if reached == set {
                    out.push(set);
                }
            }
            out.sort_unstable();
            out
        }
        for rows in 1..=5 {
            for cols in 1..=5 {
                if rows * cols > 20 {
                    continue;
                }
                for c in 0..rows * cols {
                    let mut got = connected_sets(rows, cols, c);
                    got.sort_unstable();
                    assert_eq!(got, plain(rows, cols, c), "{rows}×{cols}, cell {c}");
                }
            }
        }
    }

    /// P2594: the whole game on every board of 1×8, 2×5, 3×4, 4×3 and 4×4 cells against the
    /// xor of the single-cell rule, and the single-cell values up to 5×5.
    #[test]
    fn coloring_game_is_the_xor_of_the_single_cell_rule() {
        for (r, c) in [(1, 8), (2, 5), (3, 4), (4, 3), (4, 4)] {
            let sg = coloring_game_sg(r, c);
            for pos in 0..1u32 << (r * c) {
                let want = (0..r * c)
                    .filter(|&k| pos >> k & 1 == 1)
                    .fold(0u128, |a, k| a ^ coloring_rule(k / c, k % c));
                assert_eq!(sg[pos as usize] as u128, want, "{r}×{c}, T cells {pos:b}");
            }
        }
        let g = coloring_single_values(5, 5);
        for (i, row) in g.iter().enumerate() {
            for (j, &v) in row.iter().enumerate() {
                assert_eq!(v as u128, coloring_rule(i, j), "cell ({i}, {j})");
            }
        }
    }
}

/// P2594 by the chapter's single-cell rule, the value kept as a parity
/// vector indexed by bit (any board size): does the first player win?
pub fn coloring_first_wins_by_rule(b: &Board) -> bool {
    let mut bits = vec![false; b.len() + b.first().map_or(0, Vec::len) + 1];
    for (i, row) in b.iter().enumerate() {
        for (j, &c) in row.iter().enumerate() {
            if c == b'T' {
                let k = if i == 0 || j == 0 {
                    (i + j + 1).trailing_zeros() as usize
                } else {
                    i + j
                };
                bits[k] = !bits[k];
            }
        }
    }
    bits.iter().any(|&x| x)
}

// ───────────── products of coin-turning games (chapter 3) ─────────────

/// The four factor games of `ext-tartan`, on coins 0, 1, 2, …: for coin x,
/// the masks of the other coins (all left of x) a move may also turn.
pub fn factor_moves(name: &str, x: usize) -> Vec<u32> {
    match name {
        // A block l..=x.
        "ruler" => (0..=x)
            .map(|l| ((1u32 << x) - 1) & !((1u32 << l) - 1))
            .collect(),
        // Exactly one other coin.
        "twins" => (0..x).map(|y| 1u32 << y).collect(),
        // At most one other coin.
        "turtles" => std::iter::once(0)
            .chain((0..x).map(|y| 1u32 << y))
            .collect(),
        // At most two other coins.
        "mock" => mock_turtle_moves(x),
        _ => panic!("unknown factor game {name}"),
    }
}

/// The product of two coin-turning games on an r × c board (r·c ≤ 16), by
/// search over whole positions: a move picks a move A of the first game
/// ending at x and a move B of the second ending at y, and turns over every
/// coin of A × B; coin (x, y) (bit x·c + y) must go from heads to tails.
/// Returns every position's SG value (no xor rule, no nim product).
pub fn product_game_sg(first: &str, second: &str, r: usize, c: usize) -> Vec<u32> {
    assert!(r * c <= 16);
    // Every move of coin (x, y), as the mask of all coins it turns.
    let mut moves: Vec<Vec<u32>> = vec![Vec::new(); r * c];
    for x in 0..r {
        for y in 0..c {
            for a in factor_moves(first, x) {
                for b in factor_moves(second, y) {
                    let (a, b) = (a | 1 << x, b | 1 << y);
                    let mut m = 0u32;
                    for i in 0..r {
                        for j in 0..c {
                            if a >> i & 1 == 1 && b >> j & 1 == 1 {
                                m |= 1 << (i * c + j);
                            }
                        }
                    }
                    moves[x * c + y].push(m);
                }
            }
        }
    }
    let mut sg = vec![0u32; 1 << (r * c)];
    let mut seen = vec![u32::MAX; 512];
    for pos in 0..1u32 << (r * c) {
        for (coin, list) in moves.iter().enumerate() {
            if pos >> coin & 1 == 1 {
                for &m in list {
                    let v = sg[(pos ^ m) as usize] as usize;
                    if v >= seen.len() {
                        seen.resize(2 * v + 2, u32::MAX);
                    }
                    seen[v] = pos;
                }
            }
        }
        let mut v = 0;
        while v < seen.len() && seen[v] == pos {
            v += 1;
        }
        sg[pos as usize] = v as u32;
    }
    sg
}

/// The SG value of a single head at coin x of a factor game, by search of
/// the one-dimensional game (`coin_game_sg`) on x + 1 coins.
pub fn factor_single_value(name: &str, x: usize) -> u32 {
    let sg = coin_game_sg(x + 1, |p| factor_moves(name, p));
    sg[1 << x]
}

/// The input of `ext-tartan`: the two games, k, and the heads.
pub fn input_tartan(first: &str, second: &str, heads: &[(u64, u64)]) -> String {
    let mut s = format!("{first} {second}\n{}\n", heads.len());
    for (x, y) in heads {
        s.push_str(&format!("{x} {y}\n"));
    }
    s
}

#[cfg(test)]
mod tartan_tests {
    use super::*;

    /// The Tartan theorem for all 16 pairs of the four factor games, on every
    /// position of 2 × 8, 4 × 4 and 3 × 5 boards: the search of the whole
    /// product game against the xor of g1(x) ⊗ g2(y), with g1, g2 searched in
    /// one dimension and ⊗ from the mex definition.
    #[test]
    fn tartan_theorem_on_every_position_up_to_4_by_4() {
        let mex = nim_mul_mex_table(16);
        let names = ["ruler", "twins", "mock", "turtles"];
        let pairs = names
            .iter()
            .flat_map(|&a| names.iter().map(move |&b| (a, b)));
        for (first, second) in pairs {
            for (r, c) in [(2, 8), (4, 4), (3, 5)] {
                let sg = product_game_sg(first, second, r, c);
                let g1: Vec<u32> = (0..r).map(|x| factor_single_value(first, x)).collect();
                let g2: Vec<u32> = (0..c).map(|y| factor_single_value(second, y)).collect();
                for pos in 0..1u32 << (r * c) {
                    let want = (0..r * c)
                        .filter(|&k| pos >> k & 1 == 1)
                        .fold(0u64, |a, k| {
                            a ^ mex[g1[k / c] as usize * 16 + g2[k % c] as usize]
                        });
                    assert_eq!(
                        sg[pos as usize] as u64, want,
                        "{first} × {second}, {r}×{c}, heads {pos:b}"
                    );
                }
            }
        }
    }
}

/// The single-head values of the four factor games by the closed forms the
/// chapters prove (checked against `factor_single_value` in the tests).
pub fn factor_value_rule(name: &str, x: u64) -> u64 {
    match name {
        "ruler" => 1 << (x + 1).trailing_zeros(),
        "twins" => x,
        "turtles" => x + 1,
        "mock" => (2 * x..)
            .find(|v| v.count_ones() % 2 == 1)
            .expect("an odious number"),
        _ => panic!("unknown factor game {name}"),
    }
}

/// The expected output of `ext-tartan` by the rule values and `NimBits`.
pub fn answer_tartan(bits: &NimBits, first: &str, second: &str, heads: &[(u64, u64)]) -> String {
    let sg = heads.iter().fold(0, |a, &(x, y)| {
        a ^ bits.mul(factor_value_rule(first, x), factor_value_rule(second, y))
    });
    format!("{sg} {}\n", if sg != 0 { "first" } else { "second" })
}

#[cfg(test)]
mod factor_rule_tests {
    use super::*;

    #[test]
    fn factor_rules_agree_with_the_search_up_to_12_coins() {
        for name in ["ruler", "twins", "turtles", "mock"] {
            for x in 0..12 {
                assert_eq!(
                    factor_single_value(name, x) as u64,
                    factor_value_rule(name, x as u64),
                    "{name} {x}"
                );
            }
        }
    }
}

// ───────────── the game on a (bipartite) graph (chapter 4) ─────────────

/// Undirected vertex geography on a graph of n ≤ 8 vertices given by
/// adjacency masks: the token is on `v`, `visited` holds every vertex it has
/// been on; does the player to move win? Plain search over simple paths.
pub fn geography_wins(adj: &[u32], v: usize, visited: u32) -> bool {
    let mut free = adj[v] & !visited;
    while free != 0 {
        let w = free.trailing_zeros() as usize;
        free &= free - 1;
        if !geography_wins(adj, w, visited | 1 << w) {
            return true;
        }
    }
    false
}

/// The size of a maximum matching of the graph on the vertex set `mask`,
/// by brute force: the lowest vertex is unmatched, or matched to a neighbour.
pub fn max_matching_brute(adj: &[u32], mask: u32) -> u32 {
    if mask == 0 {
        return 0;
    }
    let v = mask.trailing_zeros() as usize;
    let rest = mask & !(1 << v);
    let mut best = max_matching_brute(adj, rest);
    let mut nbrs = adj[v] & rest;
    while nbrs != 0 {
        let w = nbrs.trailing_zeros();
        nbrs &= nbrs - 1;
        best = best.max(1 + max_matching_brute(adj, rest & !(1 << w)));
    }
    best
}

/// Is vertex v in every maximum matching? Exactly when deleting it lowers
/// the maximum matching size.
pub fn in_every_max_matching(adj: &[u32], n: usize, v: usize) -> bool {
    let all = (1u32 << n) - 1;
    max_matching_brute(adj, all & !(1 << v)) < max_matching_brute(adj, all)
}

/// Luogu P4055 by search: the cells (1-based, row-major) where the placer,
/// who moves second, wins; rows of '.' and '#'.
pub fn maze_placer_wins(maze: &[Vec<u8>]) -> Vec<(usize, usize)> {
    let (n, m) = (maze.len(), maze[0].len());
    let open = |i: usize, j: usize| maze[i][j] == b'.';
    let mut visited = vec![vec![false; m]; n];
    let mut out = Vec::new();
    for i in 0..n {
        for j in 0..m {
            if open(i, j) {
                visited[i][j] = true;
                if !maze_mover_wins(maze, i, j, &mut visited) {
                    out.push((i + 1, j + 1));
                }
                visited[i][j] = false;
            }
        }
    }
    out
}

/// Does the player to move the token from (i, j) win in the maze?
fn maze_mover_wins(maze: &[Vec<u8>], i: usize, j: usize, visited: &mut Vec<Vec<bool>>) -> bool {
    let (n, m) = (maze.len() as isize, maze[0].len() as isize);
    for (di, dj) in [(0isize, 1isize), (1, 0), (0, -1), (-1, 0)] {
        let (a, b) = (i as isize + di, j as isize + dj);
        if a < 0 || b < 0 || a >= n || b >= m {
            continue;
        }
        let (a, b) = (a as usize, b as usize);
        if maze[a][b] == b'.' && !visited[a][b] {
            visited[a][b] = true;
            let opponent = maze_mover_wins(maze, a, b, visited);
            visited[a][b] = false;
            if !opponent {
                return true;
            }
        }
    }
    false
}

/// The expected output of P4055 for a maze, by search.
pub fn answer_4055(maze: &[Vec<u8>]) -> String {
    let wins = maze_placer_wins(maze);
    if wins.is_empty() {
        return "LOSE\n".to_string();
    }
    let mut s = String::from("WIN\n");
    for (i, j) in wins {
        s.push_str(&format!("{i} {j}\n"));
    }
    s
}

/// The input of P4055.
pub fn input_4055(maze: &[Vec<u8>]) -> String {
    let mut s = format!("{} {}\n", maze.len(), maze[0].len());
    for row in maze {
        s.push_str(std::str::from_utf8(row).expect("ASCII maze"));
        s.push('\n');
    }
    s
}

#[cfg(test)]
mod geography_tests {
    use super::*;

    /// Every bipartite graph on 7 vertices, up to relabelling: sides {0..a}
    /// and the rest for a = 1, 2, 3, every choice of edges between them (as
    /// adjacency masks).
    fn bipartite_graphs_on_7() -> impl Iterator<Item = Vec<u32>> {
        let n = 7;
        (1..=3usize).flat_map(move |a| {
            let pairs: Vec<(usize, usize)> =
                (0..a).flat_map(|x| (a..n).map(move |y| (x, y))).collect();
            (0..1u32 << pairs.len()).map(move |edges| {
                let mut adj = vec![0u32; n];
                for (k, &(x, y)) in pairs.iter().enumerate() {
                    if edges >> k & 1 == 1 {
                        adj[x] |= 1 << y;
                        adj[y] |= 1 << x;
                    }
                }
                adj
            })
        })
    }

    /// Every graph on up to 6 labelled vertices, and every bipartite graph on
    /// 7 vertices (sides {0..a} and the rest, a = 1, 2, 3: up to relabelling,
    /// all of them): the player who moves first from v wins exactly when v is
    /// in every maximum matching.
    #[test]
    fn first_player_wins_iff_the_start_is_in_every_maximum_matching() {
        let check = |adj: &[u32], n: usize| {
            for v in 0..n {
                assert_eq!(
                    geography_wins(adj, v, 1 << v),
                    in_every_max_matching(adj, n, v),
                    "graph {adj:?}, start {v}"
                );
            }
        };
        for n in 1..=6usize {
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            for edges in 0..1u32 << pairs.len() {
                let mut adj = vec![0u32; n];
                for (k, &(a, b)) in pairs.iter().enumerate() {
                    if edges >> k & 1 == 1 {
                        adj[a] |= 1 << b;
                        adj[b] |= 1 << a;
                    }
                }
                check(&adj, n);
            }
        }
        for adj in bipartite_graphs_on_7() {
            check(&adj, 7);
        }
    }

    /// A maximum matching by brute force, as mates (`usize::MAX` unmatched).
    fn max_matching_mates(adj: &[u32], n: usize) -> Vec<usize> {
        fn go(
            adj: &[u32],
            mask: u32,
            mate: &mut Vec<usize>,
            best: &mut (u32, Vec<usize>),
            size: u32,
        ) {
            if mask == 0 {
                if size > best.0 {
                    *best = (size, mate.clone());
                }
                return;
            }
            let v = mask.trailing_zeros() as usize;
            let rest = mask & !(1 << v);
            go(adj, rest, mate, best, size);
            let mut nbrs = adj[v] & rest;
            while nbrs != 0 {
                let w = nbrs.trailing_zeros() as usize;
                nbrs &= nbrs - 1;
                mate[v] = w;
                mate[w] = v;
                go(adj, rest & !(1 << w), mate, best, size + 1);
                mate[v] = usize::MAX;
                mate[w] = usize::MAX;
            }
        }
        let mut best = (0, vec![usize::MAX; n]);
        go(adj, (1u32 << n) - 1, &mut vec![usize::MAX; n], &mut best, 0);
        best.1
    }

    /// The bipartite-game chapter's marking search, written out as the
    /// chapter states it: mark every vertex the matching leaves unmatched;
    /// from a marked x go along any edge to y and along y's matching edge to
    /// z, and mark z.
    fn marked_by_the_search(adj: &[u32], mate: &[usize]) -> u32 {
        let n = adj.len();
        let mut marked = 0u32;
        let mut stack: Vec<usize> = (0..n).filter(|&v| mate[v] == usize::MAX).collect();
        for &v in &stack {
            marked |= 1 << v;
        }
        while let Some(x) = stack.pop() {
            let mut ys = adj[x];
            while ys != 0 {
                let y = ys.trailing_zeros() as usize;
                ys &= ys - 1;
                let z = mate[y];
                if z != usize::MAX && marked >> z & 1 == 0 {
                    marked |= 1 << z;
                    stack.push(z);
                }
            }
        }
        marked
    }

    /// The lemma holds on bipartite graphs: on every bipartite graph of 7
    /// vertices (as above) the search marks exactly the vertices that some
    /// maximum matching misses.
    #[test]
    fn the_marking_search_finds_the_vertices_some_maximum_matching_misses_on_bipartite_graphs() {
        let n = 7;
        for adj in bipartite_graphs_on_7() {
            let marked = marked_by_the_search(&adj, &max_matching_mates(&adj, n));
            for v in 0..n {
                assert_eq!(
                    marked >> v & 1 == 1,
                    !in_every_max_matching(&adj, n, v),
                    "graph {adj:?}, vertex {v}"
                );
            }
        }
    }

    /// The lemma fails on a general graph: vertices 0..=6, edges 04 05 06 13
    /// 14 16 24 36, maximum matching {06, 13, 24}. The search goes from the
    /// unmatched 5 to 0, 6, then round the odd cycle 6-1-3 back to 6 and 0,
    /// and marks 0; yet 0 is in every maximum matching.
    #[test]
    fn the_marking_search_is_wrong_on_a_graph_with_an_odd_cycle() {
        let n = 7;
        let mut adj = vec![0u32; n];
        for (a, b) in [
            (0, 4),
            (0, 5),
            (0, 6),
            (1, 3),
            (1, 4),
            (1, 6),
            (2, 4),
            (3, 6),
        ] {
            adj[a] |= 1 << b;
            adj[b] |= 1 << a;
        }
        let mut mate = vec![usize::MAX; n];
        for (a, b) in [(0, 6), (1, 3), (2, 4)] {
            assert!(adj[a] >> b & 1 == 1);
            mate[a] = b;
            mate[b] = a;
        }
        assert_eq!(
            max_matching_brute(&adj, (1 << n) - 1),
            3,
            "{{06, 13, 24}} is maximum"
        );
        assert!(
            marked_by_the_search(&adj, &mate) & 1 == 1,
            "the search marks 0"
        );
        assert!(
            in_every_max_matching(&adj, n, 0),
            "0 is in every maximum matching"
        );
        // and the game agrees with the matching, not with the search
        assert!(geography_wins(&adj, 0, 1));
    }

    #[test]
    fn the_sample_maze() {
        let maze: Vec<Vec<u8>> = [".##", "...", "#.#"]
            .iter()
            .map(|r| r.bytes().collect())
            .collect();
        assert_eq!(answer_4055(&maze), "WIN\n2 3\n3 2\n");
    }
}

/// The size of a maximum matching of the maze's open cells, skipping cell
/// `skip`, by Kuhn's augmenting paths from each even cell (iterative DFS).
fn maze_matching_size(maze: &[Vec<u8>], skip: Option<(usize, usize)>) -> usize {
    let (n, m) = (maze.len(), maze[0].len());
    let open = |i: usize, j: usize| maze[i][j] == b'.' && Some((i, j)) != skip;
    let nbrs = |i: usize, j: usize| {
        let mut v = Vec::new();
        if i > 0 && open(i - 1, j) {
            v.push((i - 1) * m + j);
        }
        if i + 1 < n && open(i + 1, j) {
            v.push((i + 1) * m + j);
        }
        if j > 0 && open(i, j - 1) {
            v.push(i * m + j - 1);
        }
        if j + 1 < m && open(i, j + 1) {
            v.push(i * m + j + 1);
        }
        v
    };
    let mut owner = vec![usize::MAX; n * m]; // odd cell -> its even partner
    let mut size = 0;
    for s in 0..n * m {
        let (i, j) = (s / m, s % m);
        if !open(i, j) || (i + j) % 2 == 1 {
            continue;
        }
        let mut seen = vec![false; n * m];
        // Stack of (even cell, its neighbour list, next index); parent links for the path.
        let mut stack: Vec<(usize, Vec<usize>, usize)> = vec![(s, nbrs(i, j), 0)];
        let mut found = None;
        while let Some((_, list, k)) = stack.last_mut() {
            if *k == list.len() {
                stack.pop();
                continue;
            }
            let v = list[*k];
            *k += 1;
            if seen[v] {
                continue;
            }
            seen[v] = true;
            if owner[v] == usize::MAX {
                found = Some(v);
                break;
            }
            let w = owner[v];
            stack.push((w, nbrs(w / m, w % m), 0));
        }
        if found.is_some() {
            // Each even cell on the stack takes the odd cell it last tried.
            for (u, list, k) in &stack {
                owner[list[k - 1]] = *u;
            }
            size += 1;
        }
    }
    size
}

/// P4055 by the definition the chapter proves equivalent: the placer wins
/// from c exactly when deleting c keeps the maximum matching size.
pub fn answer_4055_by_matching_size(maze: &[Vec<u8>]) -> String {
    let full = maze_matching_size(maze, None);
    let mut s = String::new();
    for (i, row) in maze.iter().enumerate() {
        for (j, &c) in row.iter().enumerate() {
            if c == b'.' && maze_matching_size(maze, Some((i, j))) == full {
                s.push_str(&format!("{} {}\n", i + 1, j + 1));
            }
        }
    }
    if s.is_empty() {
        "LOSE\n".to_string()
    } else {
        format!("WIN\n{s}")
    }
}

#[cfg(test)]
mod maze_tests {
    use super::*;

    /// The matching-size oracle against the game search on every 3×3 and 2×4 maze.
    #[test]
    fn matching_size_oracle_agrees_with_the_search() {
        for (r, c) in [(3usize, 3usize), (2, 4), (1, 5)] {
            for bits in 0..1u32 << (r * c) {
                let maze: Vec<Vec<u8>> = (0..r)
                    .map(|i| {
                        (0..c)
                            .map(|j| {
                                if bits >> (i * c + j) & 1 == 1 {
                                    b'.'
                                } else {
                                    b'#'
                                }
                            })
                            .collect()
                    })
                    .collect();
                assert_eq!(
                    answer_4055_by_matching_size(&maze),
                    answer_4055(&maze),
                    "{maze:?}"
                );
            }
        }
    }
}
