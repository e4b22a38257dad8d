//! Chapter “波利亚计数定理” (src/primes-orbits/polya.md; Luogu P1446 Cards).
//!
//! Orbits counted by brute force: every colouring is listed, every element of
//! the group (the closure of the given permutations and the identity) is
//! applied to it, and the least image is the orbit's canonical form; the
//! number of orbits is the number of distinct canonical forms. No Burnside,
//! no cycles, no knapsack: nothing the listing does.
//!
//! A permutation `x` of 0..n acts on a colouring `c` by moving cards:
//! afterwards position i holds the card that was at x[i], so the new
//! colouring is `c'[i] = c[x[i]]` (P1446's “第 i 位变为原来的 X_i 位的牌”).

use crate::rng::Rng;
use std::collections::{BTreeMap, BTreeSet};

/// A permutation of 0..n, as the list x with x[i] = where position i's card comes from.
pub type Perm = Vec<usize>;

/// The identity of 0..n.
pub fn identity(n: usize) -> Perm {
    (0..n).collect()
}

/// First `a`, then `b`: position i ends up with the card `a` brought to
/// position b[i], which came from a[b[i]].
pub fn then(a: &Perm, b: &Perm) -> Perm {
    b.iter().map(|&j| a[j]).collect()
}

/// The colouring `c` after the permutation `x`.
pub fn apply(x: &Perm, c: &[u8]) -> Vec<u8> {
    x.iter().map(|&j| c[j]).collect()
}

/// The group the permutations generate, the identity included, sorted: every
/// product of generators, found breadth first.
pub fn closure(gens: &[Perm], n: usize) -> Vec<Perm> {
    let mut seen: BTreeSet<Perm> = BTreeSet::new();
    let mut queue = vec![identity(n)];
    seen.insert(identity(n));
    while let Some(x) = queue.pop() {
        for g in gens {
            let y = then(&x, g);
            if seen.insert(y.clone()) {
                queue.push(y);
            }
        }
    }
    seen.into_iter().collect()
}

/// Is `x` a permutation of 0..n?
pub fn is_permutation(x: &[usize], n: usize) -> bool {
    let mut used = vec![false; n];
    x.len() == n
        && x.iter().all(|&v| {
            let fresh = v < n && !used[v];
            if fresh {
                used[v] = true;
            }
            fresh
        })
}

/// P1446's promise: the shuffles are distinct permutations of 0..n, none of
/// them the identity, and with the identity they are closed under
/// composition (so they form a group of order m + 1).
pub fn is_group_without_identity(shuffles: &[Perm], n: usize) -> bool {
    let distinct: BTreeSet<&Perm> = shuffles.iter().collect();
    shuffles
        .iter()
        .all(|x| is_permutation(x, n) && *x != identity(n))
        && distinct.len() == shuffles.len()
        && closure(shuffles, n).len() == shuffles.len() + 1
}

/// Every colouring of n = Σ counts positions with counts[c] positions of
/// colour c, in increasing lexicographic order (the next one by the classic
/// next-permutation step on the sorted list).
pub fn colourings_with_counts(counts: &[usize]) -> Vec<Vec<u8>> {
    let mut c: Vec<u8> = Vec::new();
    for (colour, &k) in counts.iter().enumerate() {
        c.extend(std::iter::repeat_n(colour as u8, k));
    }
    let n = c.len();
    let mut all = vec![c.clone()];
    loop {
        let Some(i) = (1..n).rev().find(|&i| c[i - 1] < c[i]) else {
            return all;
        };
        let j = (i..n).rev().find(|&j| c[j] > c[i - 1]).unwrap();
        c.swap(i - 1, j);
        c[i..].reverse();
        all.push(c.clone());
    }
}

/// Every colouring of n positions with k colours (k^n of them).
pub fn all_colourings(n: usize, k: u8) -> Vec<Vec<u8>> {
    let mut all = vec![Vec::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|c| {
                (0..k).map(move |colour| {
                    let mut d = c.clone();
                    d.push(colour);
                    d
                })
            })
            .collect();
    }
    all
}

/// The orbit's canonical form: the least image of `c` under the group.
pub fn canonical(group: &[Perm], c: &[u8]) -> Vec<u8> {
    group.iter().map(|x| apply(x, c)).min().unwrap()
}

/// The number of orbits of the group on `colourings` (a set closed under the
/// group), by counting distinct canonical forms.
pub fn orbits(group: &[Perm], colourings: &[Vec<u8>]) -> u64 {
    let forms: BTreeSet<Vec<u8>> = colourings.iter().map(|c| canonical(group, c)).collect();
    forms.len() as u64
}

/// The orbits of the group on all k^n colourings, by content: content[c] =
/// how many positions have colour c, mapped to the number of orbits with it.
pub fn orbits_by_content(group: &[Perm], n: usize, k: u8) -> BTreeMap<Vec<usize>, u64> {
    let forms: BTreeSet<Vec<u8>> = all_colourings(n, k)
        .iter()
        .map(|c| canonical(group, c))
        .collect();
    let mut by = BTreeMap::new();
    for f in forms {
        let mut content = vec![0usize; k as usize];
        for &c in &f {
            content[c as usize] += 1;
        }
        *by.entry(content).or_insert(0) += 1;
    }
    by
}

/// The rotations of a regular n-gon's vertices (the cyclic group C_n).
pub fn cyclic(n: usize) -> Vec<Perm> {
    (0..n)
        .map(|s| (0..n).map(|i| (i + s) % n).collect())
        .collect()
}

/// The rotations and reflections of a regular n-gon's vertices (the dihedral
/// group D_n, 2n elements for n ≥ 3).
pub fn dihedral(n: usize) -> Vec<Perm> {
    let mut gens = vec![(0..n).map(|i| (i + 1) % n).collect::<Perm>()];
    gens.push((0..n).map(|i| (n - i) % n).collect());
    closure(&gens, n)
}

/// The faces of a cube in the order up, down, front, back, left, right.
pub const FACES: [&str; 6] = ["U", "D", "F", "B", "L", "R"];

/// The 24 rotations of a cube as permutations of its faces (in [`FACES`]'
/// order), generated by a quarter turn about the up–down axis (F → R → B →
/// L → F) and one about the front–back axis (U → R → D → L → U).
pub fn cube_rotations() -> Vec<Perm> {
    // x[i] = the face whose sticker moves to face i.
    let about_up: Perm = vec![0, 1, 4, 5, 3, 2]; // F ← L, B ← R, L ← B, R ← F
    let about_front: Perm = vec![4, 5, 2, 3, 1, 0]; // U ← L, D ← R, L ← D, R ← U
    closure(&[about_up, about_front], 6)
}

/// The alternating group A_5 on 5 points (60 even permutations), generated by
/// a 3-cycle and a 5-cycle.
pub fn alternating_5() -> Vec<Perm> {
    closure(&[vec![1, 2, 0, 3, 4], vec![1, 2, 3, 4, 0]], 5)
}

/// The symmetric group S_k on k points.
pub fn symmetric(k: usize) -> Vec<Perm> {
    if k < 2 {
        return vec![identity(k)];
    }
    let cycle: Perm = (0..k).map(|i| (i + 1) % k).collect();
    let mut swap = identity(k);
    swap.swap(0, 1);
    closure(&[cycle, swap], k)
}

/// A group acting on `n` points: `group` acting on its first points (moved to
/// random positions among the n), every other point fixed.
pub fn embed(r: &mut Rng, group: &[Perm], n: usize) -> Vec<Perm> {
    let k = group[0].len();
    assert!(k <= n);
    // spot[j]: where point j of the small group sits among the n.
    let mut spot: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = r.range(0, i as u64) as usize;
        spot.swap(i, j);
    }
    group
        .iter()
        .map(|x| {
            let mut y = identity(n);
            for j in 0..k {
                y[spot[j]] = spot[x[j]];
            }
            y
        })
        .collect()
}

/// The group acting on its own elements (the regular action), as
/// permutations of 0..|G|: under element g, position i receives the card from
/// the position of then(g, group[i]). Every element but the identity moves
/// every position.
pub fn regular(group: &[Perm]) -> Vec<Perm> {
    let index: BTreeMap<&Perm, usize> = group.iter().enumerate().map(|(i, x)| (x, i)).collect();
    group
        .iter()
        .map(|g| group.iter().map(|h| index[&then(g, h)]).collect())
        .collect()
}

/// A random group of order at most `max_order` on n ≤ 8 points: the closure
/// of one or two random permutations, or the dihedral group, S_3, S_4, the
/// cube's rotations or A_5 placed on some of the points.
pub fn random_group(r: &mut Rng, n: usize, max_order: usize) -> Vec<Perm> {
    let random_perm = |r: &mut Rng| {
        let mut x = identity(n);
        for i in (1..n).rev() {
            let j = r.range(0, i as u64) as usize;
            x.swap(i, j);
        }
        x
    };
    loop {
        let g = match r.range(0, 5) {
            0 => closure(&[random_perm(r)], n),
            1 => {
                let a = random_perm(r);
                let b = random_perm(r);
                closure(&[a, b], n)
            }
            2 if n >= 3 => embed(r, &dihedral(n), n),
            3 if n >= 3 => {
                let k = r.range(3, n.min(5) as u64) as usize;
                let small = match k {
                    3 => symmetric(3),
                    4 => symmetric(4),
                    _ => alternating_5(),
                };
                embed(r, &small, n)
            }
            4 if n >= 6 => embed(r, &cube_rotations(), n),
            _ => vec![identity(n)],
        };
        if g.len() <= max_order {
            return g;
        }
    }
}

/// The group's elements other than the identity, in a random order: what
/// P1446 gives as its m shuffles.
pub fn shuffles_of(r: &mut Rng, group: &[Perm]) -> Vec<Perm> {
    let n = group[0].len();
    let mut s: Vec<Perm> = group
        .iter()
        .filter(|x| **x != identity(n))
        .cloned()
        .collect();
    for i in (1..s.len()).rev() {
        let j = r.range(0, i as u64) as usize;
        s.swap(i, j);
    }
    s
}

/// The primes below 100.
pub fn primes_below_100() -> Vec<u64> {
    (2u64..100)
        .filter(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .collect()
}

/// P1446's answer by brute force: the orbits of the closure of the shuffles
/// (and the identity) on the colourings with the counts, modulo p.
pub fn answer_1446(counts: [usize; 3], shuffles: &[Perm], p: u64) -> u64 {
    let n = counts.iter().sum();
    let group = closure(shuffles, n);
    orbits(&group, &colourings_with_counts(&counts)) % p
}

/// P1446's input: "Sr Sb Sg m P", then the shuffles 1-based, one a line.
pub fn input_1446(counts: [usize; 3], p: u64, shuffles: &[Perm]) -> String {
    let mut s = format!(
        "{} {} {} {} {}\n",
        counts[0],
        counts[1],
        counts[2],
        shuffles.len(),
        p
    );
    for x in shuffles {
        let v: Vec<String> = x.iter().map(|v| (v + 1).to_string()).collect();
        s.push_str(&v.join(" "));
        s.push('\n');
    }
    s
}

/// Random counts adding up to n (each ≤ 20).
pub fn random_counts(r: &mut Rng, n: usize) -> [usize; 3] {
    loop {
        let a = r.range(0, n as u64) as usize;
        let b = r.range(0, (n - a) as u64) as usize;
        let mut c = [a, b, n - a - b];
        // Any order of the three colours.
        let k = r.range(0, 2) as usize;
        c.swap(k, 2);
        if c.iter().all(|&v| v <= 20) {
            return c;
        }
    }
}

/// A random prime p with m + 1 < p < 100.
pub fn random_modulus(r: &mut Rng, m: usize) -> u64 {
    let ps: Vec<u64> = primes_below_100()
        .into_iter()
        .filter(|&p| p > m as u64 + 1)
        .collect();
    ps[r.range(0, ps.len() as u64 - 1) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_groups_have_their_orders() {
        assert_eq!(cube_rotations().len(), 24);
        assert_eq!(alternating_5().len(), 60);
        assert_eq!(symmetric(4).len(), 24);
        for n in 3..=9 {
            assert_eq!(dihedral(n).len(), 2 * n);
            assert_eq!(cyclic(n).len(), n);
            assert_eq!(closure(&cyclic(n), n).len(), n);
        }
        let reg = regular(&alternating_5());
        assert_eq!(reg.len(), 60);
        assert!(is_group_without_identity(&reg[1..], 60));
    }

    #[test]
    fn the_sample_and_the_cube() {
        // P1446's sample: two orbits of RGB under the rotations.
        let s = vec![vec![1, 2, 0], vec![2, 0, 1]];
        assert_eq!(answer_1446([1, 1, 1], &s, 7), 2);
        // The cube's faces in 3 colours: 57 up to rotation.
        let by = orbits_by_content(&cube_rotations(), 6, 3);
        assert_eq!(by.values().sum::<u64>(), 57);
        assert_eq!(by[&vec![2, 2, 2]], 6);
    }

    #[test]
    fn colourings_with_counts_are_the_multinomials() {
        assert_eq!(colourings_with_counts(&[2, 2, 2]).len(), 90);
        assert_eq!(colourings_with_counts(&[3, 0, 1]).len(), 4);
        assert_eq!(colourings_with_counts(&[0, 0, 0]).len(), 1);
    }
}
