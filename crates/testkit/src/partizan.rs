//! Part 9: a small game-value engine for partizan games, the oracle of the
//! part. A game is a pair of option lists {Left options | Right options};
//! forms live in an arena ([`Engine`]) and are named by [`Id`]s.
//!
//! - [`Engine::le`] is the order by Conway's recursive definition:
//!   G ≤ H iff no Left option G^L has H ≤ G^L and no Right option H^R has
//!   H^R ≤ G.
//! - [`Engine::canonical`] removes dominated options and bypasses reversible
//!   ones; canonical forms are hash-consed, so two games are equal iff their
//!   canonical ids are the same.
//! - [`Engine::left_wins`] plays a sum of forms out (every line of play, no
//!   order relation): it is the independent check of `le` through
//!   G ≥ H iff Left wins G − H moving second.
//!
//! Recursion here is as deep as the birthday of the games (tests only).

use std::collections::HashMap;

/// A game form in an [`Engine`].
pub type Id = usize;

/// Who moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mover {
    Left,
    Right,
}

/// The four outcome classes: who wins with perfect play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// Left wins whoever moves first (G > 0).
    L,
    /// Right wins whoever moves first (G < 0).
    R,
    /// The player to move (the "next" player) wins (G ‖ 0).
    N,
    /// The player not to move (the "previous" player) wins (G = 0).
    P,
}

/// An arena of game forms with memoised comparison and canonical forms.
#[derive(Default)]
pub struct Engine {
    forms: Vec<(Vec<Id>, Vec<Id>)>,
    interned: HashMap<(Vec<Id>, Vec<Id>), Id>,
    le_memo: HashMap<(Id, Id), bool>,
    canon_memo: HashMap<Id, Id>,
    /// Canonical forms, by their (sorted) option lists.
    canon_ids: HashMap<(Vec<Id>, Vec<Id>), Id>,
    neg_memo: HashMap<Id, Id>,
    add_memo: HashMap<(Id, Id), Id>,
    play_memo: HashMap<(Vec<Id>, Mover), bool>,
}

impl Engine {
    pub fn new() -> Self {
        Self::default()
    }

    /// The form {left | right} (identical option lists give the same id).
    pub fn form(&mut self, mut left: Vec<Id>, mut right: Vec<Id>) -> Id {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left, right);
        if let Some(&id) = self.interned.get(&key) {
            return id;
        }
        let id = self.forms.len();
        self.forms.push(key.clone());
        self.interned.insert(key, id);
        id
    }

    pub fn left(&self, g: Id) -> &[Id] {
        &self.forms[g].0
    }

    pub fn right(&self, g: Id) -> &[Id] {
        &self.forms[g].1
    }

    /// 0 = { | }.
    pub fn zero(&mut self) -> Id {
        self.form(vec![], vec![])
    }

    /// The integer n: n = {n−1 | } for n > 0, −n = { | −n+1}.
    pub fn integer(&mut self, n: i64) -> Id {
        let mut g = self.zero();
        for _ in 0..n.unsigned_abs() {
            g = if n > 0 {
                self.form(vec![g], vec![])
            } else {
                self.form(vec![], vec![g])
            };
        }
        g
    }

    /// The dyadic number p / 2^k in canonical form: for odd p and k ≥ 1,
    /// p/2^k = {(p−1)/2^k | (p+1)/2^k}.
    pub fn dyadic(&mut self, p: i64, k: u32) -> Id {
        if k == 0 {
            return self.integer(p);
        }
        if p % 2 == 0 {
            return self.dyadic(p / 2, k - 1);
        }
        let l = self.dyadic(p - 1, k);
        let r = self.dyadic(p + 1, k);
        self.form(vec![l], vec![r])
    }

    /// The nimber *n = {0, *1, …, *(n−1) | 0, *1, …, *(n−1)}.
    pub fn nimber(&mut self, n: usize) -> Id {
        let mut opts = Vec::new();
        let mut g = self.zero();
        for _ in 0..n {
            opts.push(g);
            g = self.form(opts.clone(), opts.clone());
        }
        g
    }

    /// ↑ = {0 | *}, ↓ = {* | 0}.
    pub fn up(&mut self) -> Id {
        let z = self.zero();
        let s = self.nimber(1);
        self.form(vec![z], vec![s])
    }

    /// −G = {−G^R | −G^L}.
    pub fn neg(&mut self, g: Id) -> Id {
        if let Some(&n) = self.neg_memo.get(&g) {
            return n;
        }
        let (l, r) = self.forms[g].clone();
        let nl: Vec<Id> = r.iter().map(|&x| self.neg(x)).collect();
        let nr: Vec<Id> = l.iter().map(|&x| self.neg(x)).collect();
        let n = self.form(nl, nr);
        self.neg_memo.insert(g, n);
        n
    }

    /// G + H = {G^L + H, G + H^L | G^R + H, G + H^R}, as a form.
    pub fn add(&mut self, g: Id, h: Id) -> Id {
        if let Some(&s) = self.add_memo.get(&(g, h)) {
            return s;
        }
        let (gl, gr) = self.forms[g].clone();
        let (hl, hr) = self.forms[h].clone();
        let mut l = Vec::new();
        let mut r = Vec::new();
        for x in gl {
            l.push(self.add(x, h));
        }
        for x in hl {
            l.push(self.add(g, x));
        }
        for x in gr {
            r.push(self.add(x, h));
        }
        for x in hr {
            r.push(self.add(g, x));
        }
        let s = self.form(l, r);
        self.add_memo.insert((g, h), s);
        s
    }

    /// G ≤ H by the recursive definition.
    pub fn le(&mut self, g: Id, h: Id) -> bool {
        if let Some(&b) = self.le_memo.get(&(g, h)) {
            return b;
        }
        let (gl, _) = self.forms[g].clone();
        let (_, hr) = self.forms[h].clone();
        let b = !gl.iter().any(|&x| self.le(h, x)) && !hr.iter().any(|&y| self.le(y, g));
        self.le_memo.insert((g, h), b);
        b
    }

    pub fn eq(&mut self, g: Id, h: Id) -> bool {
        self.le(g, h) && self.le(h, g)
    }

    /// The outcome class of G, from the order: compare with 0.
    pub fn outcome(&mut self, g: Id) -> Outcome {
        let z = self.zero();
        match (self.le(z, g), self.le(g, z)) {
            (true, true) => Outcome::P,
            (true, false) => Outcome::L,
            (false, true) => Outcome::R,
            (false, false) => Outcome::N,
        }
    }

    /// Does Left win the sum of `parts` when `mover` moves first? Plays every
    /// line: a move is a move in one part; who cannot move loses.
    pub fn left_wins(&mut self, parts: &[Id], mover: Mover) -> bool {
        let mut key: Vec<Id> = parts.to_vec();
        key.sort_unstable();
        if let Some(&b) = self.play_memo.get(&(key.clone(), mover)) {
            return b;
        }
        let mut result = mover == Mover::Right; // no move: the mover loses
        'search: for i in 0..key.len() {
            let opts = match mover {
                Mover::Left => self.forms[key[i]].0.clone(),
                Mover::Right => self.forms[key[i]].1.clone(),
            };
            for o in opts {
                let mut next = key.clone();
                next[i] = o;
                let other = match mover {
                    Mover::Left => Mover::Right,
                    Mover::Right => Mover::Left,
                };
                let left_wins = self.left_wins(&next, other);
                if left_wins == (mover == Mover::Left) {
                    result = left_wins;
                    break 'search;
                }
            }
        }
        self.play_memo.insert((key, mover), result);
        result
    }

    /// The outcome class of a sum, by playing it out.
    pub fn outcome_by_play(&mut self, parts: &[Id]) -> Outcome {
        match (
            self.left_wins(parts, Mover::Left),
            self.left_wins(parts, Mover::Right),
        ) {
            (true, true) => Outcome::L,
            (false, false) => Outcome::R,
            (true, false) => Outcome::N,
            (false, true) => Outcome::P,
        }
    }

    /// The canonical form of G: options canonical, no dominated and no
    /// reversible options. Equal games get the same id.
    pub fn canonical(&mut self, g: Id) -> Id {
        if let Some(&c) = self.canon_memo.get(&g) {
            return c;
        }
        let (gl, gr) = self.forms[g].clone();
        let mut l: Vec<Id> = gl.iter().map(|&x| self.canonical(x)).collect();
        let mut r: Vec<Id> = gr.iter().map(|&x| self.canonical(x)).collect();
        loop {
            l = self.undominated(l, true);
            r = self.undominated(r, false);
            let cur = self.form(l.clone(), r.clone());
            let mut changed = false;
            // A Left option G^L is reversible through G^{LR} when G^{LR} ≤ G:
            // replace G^L by the Left options of G^{LR}.
            let mut nl = Vec::new();
            for &x in &l {
                let xr = self.forms[x].1.clone();
                match xr.into_iter().find(|&y| self.le(y, cur)) {
                    Some(y) => {
                        nl.extend(self.forms[y].0.clone());
                        changed = true;
                    }
                    None => nl.push(x),
                }
            }
            let mut nr = Vec::new();
            for &x in &r {
                let xl = self.forms[x].0.clone();
                match xl.into_iter().find(|&y| self.le(cur, y)) {
                    Some(y) => {
                        nr.extend(self.forms[y].1.clone());
                        changed = true;
                    }
                    None => nr.push(x),
                }
            }
            l = nl;
            r = nr;
            if !changed {
                break;
            }
        }
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        let key = (l.clone(), r.clone());
        let c = match self.canon_ids.get(&key) {
            Some(&c) => c,
            None => {
                let c = self.form(l, r);
                self.canon_ids.insert(key, c);
                c
            }
        };
        self.canon_memo.insert(g, c);
        self.canon_memo.insert(c, c);
        c
    }

    /// Drop dominated options (Left keeps the maximal ones, Right the
    /// minimal ones); of equal options keep one. Options are canonical.
    fn undominated(&mut self, opts: Vec<Id>, left: bool) -> Vec<Id> {
        let mut opts = opts;
        opts.sort_unstable();
        opts.dedup();
        let mut keep = Vec::new();
        for (i, &x) in opts.iter().enumerate() {
            let beaten = opts.iter().enumerate().any(|(j, &y)| {
                j != i && {
                    let better = if left { self.le(x, y) } else { self.le(y, x) };
                    // Of two equal options keep the one with the smaller index.
                    better && (!self.eq(x, y) || j < i)
                }
            });
            if !beaten {
                keep.push(x);
            }
        }
        keep
    }

    /// Every form born by day `day` (options from the forms born by the day
    /// before, any subsets): 1, 4, 256 forms for days 0, 1, 2.
    pub fn forms_by_day(&mut self, day: u32) -> Vec<Id> {
        let mut all = vec![self.zero()];
        for _ in 0..day {
            let n = all.len();
            assert!(n <= 8, "too many forms");
            let mut next = Vec::new();
            for lm in 0..1u32 << n {
                for rm in 0..1u32 << n {
                    let l = (0..n)
                        .filter(|&i| lm >> i & 1 == 1)
                        .map(|i| all[i])
                        .collect();
                    let r = (0..n)
                        .filter(|&i| rm >> i & 1 == 1)
                        .map(|i| all[i])
                        .collect();
                    next.push(self.form(l, r));
                }
            }
            all = next;
        }
        all
    }

    /// The canonical values born by day `day`, one id each (1, 4, 22, 1474
    /// for days 0 to 3). Day d+1 takes Left and Right option sets among the
    /// antichains of the values born by day d (dominated options never
    /// change a value).
    pub fn values_by_day(&mut self, day: u32) -> Vec<Id> {
        let mut vals = vec![self.zero()];
        for _ in 0..day {
            let chains = self.antichains(&vals);
            let mut next: Vec<Id> = Vec::new();
            let mut seen = std::collections::HashSet::new();
            for l in &chains {
                for r in &chains {
                    let f = self.form(l.clone(), r.clone());
                    let c = self.canonical(f);
                    if seen.insert(c) {
                        next.push(c);
                    }
                }
            }
            vals = next;
        }
        vals
    }

    /// Every antichain (set of pairwise incomparable values) of `vals`.
    fn antichains(&mut self, vals: &[Id]) -> Vec<Vec<Id>> {
        let mut out: Vec<Vec<Id>> = vec![vec![]];
        for (i, &v) in vals.iter().enumerate() {
            let _ = i;
            let mut more = Vec::new();
            for a in &out {
                if a.iter().all(|&w| !self.le(v, w) && !self.le(w, v)) {
                    let mut b = a.clone();
                    b.push(v);
                    more.push(b);
                }
            }
            out.extend(more);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_of_forms_and_values_by_day() {
        let mut e = Engine::new();
        assert_eq!(e.forms_by_day(2).len(), 256);
        assert_eq!(e.values_by_day(0).len(), 1);
        assert_eq!(e.values_by_day(1).len(), 4);
        assert_eq!(e.values_by_day(2).len(), 22);
    }

    /// The order relation against the difference game played out: G ≥ H iff
    /// Left wins G − H moving second, for every pair of the 256 forms born by
    /// day 2 (65 536 pairs).
    #[test]
    fn order_agrees_with_play_on_all_pairs_of_day_2_forms() {
        let mut e = Engine::new();
        let forms = e.forms_by_day(2);
        let mut pairs = 0;
        for &g in &forms {
            for &h in &forms {
                let nh = e.neg(h);
                let by_play = e.left_wins(&[g, nh], Mover::Right);
                assert_eq!(e.le(h, g), by_play, "{g} {h}");
                pairs += 1;
            }
        }
        assert_eq!(pairs, 65_536);
    }

    #[test]
    fn canonical_form_is_equal_and_unique_on_day_2_forms() {
        let mut e = Engine::new();
        let forms = e.forms_by_day(2);
        let mut values = std::collections::HashSet::new();
        for &g in &forms {
            let c = e.canonical(g);
            assert!(e.eq(g, c));
            values.insert(c);
        }
        assert_eq!(values.len(), 22);
        let vals: Vec<Id> = values.into_iter().collect();
        for &a in &vals {
            for &b in &vals {
                assert_eq!(e.eq(a, b), a == b);
            }
        }
    }

    #[test]
    fn known_values() {
        let mut e = Engine::new();
        let z = e.zero();
        let star = e.nimber(1);
        let up = e.up();
        let half = e.dyadic(1, 1);
        let one = e.integer(1);
        assert_eq!(e.outcome(star), Outcome::N);
        assert_eq!(e.outcome(up), Outcome::L);
        let hh = e.add(half, half);
        assert!(e.eq(hh, one));
        let ss = e.add(star, star);
        assert!(e.eq(ss, z));
        let us = e.add(up, star);
        assert_eq!(e.outcome(us), Outcome::N);
        assert!(!e.le(star, z) && !e.le(z, star));
    }

    /// Every pair of the 22 values born by day 2 (484 pairs), then 20 000
    /// random pairs of the 1474 values born by day 3: the order against the
    /// difference game played out, and the canonical ids against equality.
    #[test]
    fn order_agrees_with_play_on_day_2_values_and_a_sample_of_day_3() {
        let mut e = Engine::new();
        let two = e.values_by_day(2);
        let mut pairs = 0;
        for &g in &two {
            for &h in &two {
                let nh = e.neg(h);
                assert_eq!(e.le(h, g), e.left_wins(&[g, nh], Mover::Right));
                assert_eq!(e.eq(g, h), g == h);
                pairs += 1;
            }
        }
        assert_eq!(pairs, 484);
        let three = e.values_by_day(3);
        assert_eq!(three.len(), 1474);
        let seed = crate::rng::seed(1474);
        let mut rng = crate::rng::Rng::new(seed);
        for _ in 0..20_000 {
            let g = three[rng.range(0, 1473) as usize];
            let h = three[rng.range(0, 1473) as usize];
            let nh = e.neg(h);
            let by_play = e.left_wins(&[g, nh], Mover::Right);
            assert_eq!(e.le(h, g), by_play, "TEST_SEED={seed}");
            assert_eq!(e.eq(g, h), g == h, "TEST_SEED={seed}");
        }
    }
}

/// A dyadic rational p / 2^e, kept reduced (p odd or e = 0).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dyadic {
    pub p: i64,
    pub e: u32,
}

impl Dyadic {
    pub fn new(p: i64, e: u32) -> Self {
        let (mut p, mut e) = (p, e);
        while e > 0 && p % 2 == 0 {
            p /= 2;
            e -= 1;
        }
        Dyadic { p, e }
    }

    fn at(self, e: u32) -> i128 {
        (self.p as i128) << (e - self.e)
    }

    /// Reduce num / 2^e; panics if the numerator does not fit i64.
    fn from_wide(num: i128, e: u32) -> Self {
        let (mut num, mut e) = (num, e);
        while e > 0 && num % 2 == 0 {
            num /= 2;
            e -= 1;
        }
        Dyadic::new(i64::try_from(num).expect("dyadic numerator beyond i64"), e)
    }

    pub fn plus(self, o: Dyadic) -> Dyadic {
        let e = self.e.max(o.e);
        Dyadic::from_wide(self.at(e) + o.at(e), e)
    }

    pub fn negated(self) -> Dyadic {
        Dyadic {
            p: -self.p,
            e: self.e,
        }
    }
}

/// Blue–Red Hackenbush on a rooted tree, played out by the engine: vertex 0
/// is on the ground, `parent[v] < v` for v ≥ 1, `blue[v]` is the colour of the
/// edge (parent[v], v). Left cuts blue edges, Right red ones; what no longer
/// reaches the ground falls. Returns the canonical id of the whole tree.
pub fn hackenbush_tree_game(e: &mut Engine, parent: &[usize], blue: &[bool]) -> Id {
    fn go(
        e: &mut Engine,
        parent: &[usize],
        blue: &[bool],
        present: u32,
        memo: &mut HashMap<u32, Id>,
    ) -> Id {
        if let Some(&g) = memo.get(&present) {
            return g;
        }
        let n = parent.len();
        let (mut l, mut r) = (Vec::new(), Vec::new());
        for v in 1..n {
            if present >> v & 1 == 0 {
                continue;
            }
            // Cutting (parent[v], v) drops v and everything above it.
            let mut next = present;
            for w in 1..n {
                let mut x = w;
                while x != 0 && x != v {
                    x = parent[x];
                }
                if x == v {
                    next &= !(1 << w);
                }
            }
            let o = go(e, parent, blue, next, memo);
            if blue[v] {
                l.push(o);
            } else {
                r.push(o);
            }
        }
        let f = e.form(l, r);
        let c = e.canonical(f);
        memo.insert(present, c);
        c
    }
    let all = (1u32 << parent.len()) - 1;
    go(e, parent, blue, all, &mut HashMap::new())
}

/// The value of a blue edge with a tree of value x standing on it:
/// (x + k) / 2^(k−1), k the least integer ≥ 1 with x + k > 1 (the rule the
/// numbers chapter is to prove); a red edge gives −f_B(−x).
pub fn blue_edge_under(x: Dyadic) -> Dyadic {
    // k > 1 − x; 1 − x = (2^e − p) / 2^e.
    let one = 1i128 << x.e;
    let one_minus = one - x.p as i128;
    let k = (one_minus.div_euclid(one) + 1).max(1);
    Dyadic::from_wide(x.p as i128 + (k << x.e), x.e + (k as u32 - 1))
}

/// The value of a Blue–Red Hackenbush tree by the edge rule, bottom-up.
pub fn hackenbush_tree_rule(parent: &[usize], blue: &[bool]) -> Dyadic {
    let mut val = vec![Dyadic::new(0, 0); parent.len()];
    for v in (1..parent.len()).rev() {
        let b = if blue[v] {
            blue_edge_under(val[v])
        } else {
            blue_edge_under(val[v].negated()).negated()
        };
        val[parent[v]] = val[parent[v]].plus(b);
    }
    val[0]
}

/// A canonical string of a rooted coloured shape (children sorted), so that
/// isomorphic trees give the same string.
fn shape(parent: &[usize], blue: &[bool], v: usize) -> String {
    let mut kids: Vec<String> = (1..parent.len())
        .filter(|&c| parent[c] == v)
        .map(|c| {
            format!(
                "{}({})",
                if blue[c] { 'B' } else { 'R' },
                shape(parent, blue, c)
            )
        })
        .collect();
    kids.sort();
    kids.concat()
}

/// Every coloured rooted tree with 1..=max_edges edges, one of each shape up
/// to isomorphism, both colours used: (parent, blue) with vertex 0 on the
/// ground, parent[v] < v, blue[0] unused. 11 758 trees for max_edges = 7.
pub fn coloured_trees(max_edges: usize) -> Vec<(Vec<usize>, Vec<bool>)> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    for n in 2..=max_edges + 1 {
        let mut parent = vec![0usize; n];
        loop {
            for mask in 0..1u32 << (n - 1) {
                let blue: Vec<bool> = (0..n).map(|v| v > 0 && mask >> (v - 1) & 1 == 1).collect();
                let both = blue[1..].iter().any(|&b| b) && blue[1..].iter().any(|&b| !b);
                if both && seen.insert(shape(&parent, &blue, 0)) {
                    out.push((parent.clone(), blue));
                }
            }
            let mut v = n;
            while v > 1 && parent[v - 1] + 1 == v - 1 {
                parent[v - 1] = 0;
                v -= 1;
            }
            if v <= 1 {
                break;
            }
            parent[v - 1] += 1;
        }
    }
    out
}

/// The ext-blue-red-hackenbush input for some forests: T, then per forest n
/// and the lines "p_i c_i".
pub fn hackenbush_input(forests: &[(Vec<usize>, Vec<bool>)]) -> String {
    let mut s = format!("{}\n", forests.len());
    for (parent, blue) in forests {
        s.push_str(&format!("{}\n", parent.len() - 1));
        for v in 1..parent.len() {
            s.push_str(&format!(
                "{} {}\n",
                parent[v],
                if blue[v] { 'B' } else { 'R' }
            ));
        }
    }
    s
}

/// Read "p" or "p/q" (q a power of two ≥ 2, p odd) as p / 2^e.
pub fn parse_dyadic(tok: &str) -> Option<Dyadic> {
    match tok.split_once('/') {
        None => Some(Dyadic::new(tok.parse().ok()?, 0)),
        Some((p, q)) => {
            let p: i64 = p.parse().ok()?;
            let q: u64 = q.parse().ok()?;
            (q >= 2 && q.is_power_of_two() && p % 2 != 0)
                .then(|| Dyadic::new(p, q.trailing_zeros()))
        }
    }
}

/// Judge one output token for a Blue–Red Hackenbush tree by the engine alone:
/// the tree played out (every cut, canonical form) must equal the dyadic
/// number the token names, built as {(p−1)/2^k | (p+1)/2^k}.
pub fn hackenbush_check(
    e: &mut Engine,
    parent: &[usize],
    blue: &[bool],
    tok: &str,
) -> Result<(), String> {
    let g = hackenbush_tree_game(e, parent, blue);
    let d = parse_dyadic(tok).ok_or_else(|| format!("{tok:?} is not a reduced dyadic fraction"))?;
    let claimed = e.dyadic(d.p, d.e);
    if e.eq(g, claimed) {
        Ok(())
    } else {
        let want = hackenbush_tree_rule(parent, blue);
        Err(format!(
            "{tok} is not the value (the game played out equals {want:?})"
        ))
    }
}

#[cfg(test)]
mod hackenbush_tests {
    use super::*;

    /// Every coloured rooted tree with 1..=7 edges (up to isomorphism), both
    /// colours used: the game played out by the engine equals the number
    /// the edge rule gives.
    #[test]
    fn edge_rule_agrees_with_the_engine_on_all_trees_up_to_7_edges() {
        let mut e = Engine::new();
        let trees = coloured_trees(7);
        for (parent, blue) in &trees {
            let g = hackenbush_tree_game(&mut e, parent, blue);
            let d = hackenbush_tree_rule(parent, blue);
            let want = e.dyadic(d.p, d.e);
            let want = e.canonical(want);
            assert_eq!(g, want, "{parent:?} {blue:?} rule {d:?}");
        }
        assert_eq!(trees.len(), 11_758);
        println!("{} coloured trees with both colours checked", trees.len());
    }

    #[test]
    fn strings() {
        // B R = 1/2, B R R = 1/4, B R B = 3/4 (strings from the ground up).
        assert_eq!(
            hackenbush_tree_rule(&[0, 0, 1], &[false, true, false]),
            Dyadic::new(1, 1)
        );
        assert_eq!(
            hackenbush_tree_rule(&[0, 0, 1, 2], &[false, true, false, false]),
            Dyadic::new(1, 2)
        );
        assert_eq!(
            hackenbush_tree_rule(&[0, 0, 1, 2], &[false, true, false, true]),
            Dyadic::new(3, 2)
        );
    }

    /// The numbers chapter's "common mistake" about k, on every x = p/2^e ≤ 0
    /// with e ≤ 8 and x ≥ −12: choosing k as the least positive integer with
    /// x + k ≥ 1 gives the same f(x) as x + k > 1 (at x = −a, k = a + 1 and
    /// 1/2^a against k = a + 2 and 2/2^(a+1)); k = ⌊−x⌋ + 1 agrees at every
    /// integer and differs at every other x.
    #[test]
    fn k_with_ge_1_is_the_same_rule_and_floor_plus_one_is_wrong_off_integers() {
        let f =
            |x: Dyadic, k: i128| Dyadic::from_wide(x.p as i128 + (k << x.e), x.e + (k as u32 - 1));
        let mut off_integers = 0;
        for e in 0..=8u32 {
            for p in -(12i64 << e)..=0 {
                let x = Dyadic::new(p, e);
                if x.e != e {
                    continue; // each x once, at its own denominator
                }
                let one = 1i128 << e;
                // least k ≥ 1 with x + k ≥ 1, i.e. k ≥ 1 − x
                let k_ge = ((one - p as i128) + one - 1).div_euclid(one).max(1);
                assert_eq!(f(x, k_ge), blue_edge_under(x), "x = {x:?}");
                let k_floor = (-p as i128).div_euclid(one) + 1;
                if e == 0 {
                    assert_eq!(f(x, k_floor), blue_edge_under(x), "x = {x:?}");
                } else {
                    assert_ne!(f(x, k_floor), blue_edge_under(x), "x = {x:?}");
                    off_integers += 1;
                }
            }
        }
        assert_eq!(off_integers, 12 * 255);
    }
}

#[cfg(test)]
mod star_tests {
    use super::*;

    /// The subtraction game with moves {1, 2, 3} and with {1, 3, 4}: every
    /// heap up to 24, built as an impartial form (the same options for both
    /// players), equals the nimber of its SG value computed by mex.
    #[test]
    fn impartial_positions_equal_the_nimber_of_their_sg_value() {
        let mut e = Engine::new();
        for moves in [[1usize, 2, 3], [1, 3, 4]] {
            let mut form = Vec::new();
            let mut sg = Vec::new();
            for h in 0..=24usize {
                let opts: Vec<usize> = moves.iter().filter(|&&m| m <= h).map(|&m| h - m).collect();
                let ids: Vec<Id> = opts.iter().map(|&o| form[o]).collect();
                let g = e.form(ids.clone(), ids);
                let mex = (0..).find(|v| !opts.iter().any(|&o| sg[o] == *v)).unwrap();
                let star = e.nimber(mex);
                assert!(e.eq(g, star), "{moves:?} heap {h}: SG {mex}");
                form.push(g);
                sg.push(mex);
            }
        }
    }

    /// x + *n has the outcome of x when x ≠ 0 (and N when x = 0, n ≥ 1);
    /// x + ↑ has the outcome of x when x ≠ 0 (and L when x = 0): by play,
    /// for every x = p/4 with |x| ≤ 2 and n ≤ 3. ↑ lies below 2^−k for
    /// k ≤ 5, ↑ ‖ *, ↑ + * ‖ 0, ↑ + ↑ + * > 0.
    #[test]
    fn number_plus_star_or_up_outcomes() {
        let mut e = Engine::new();
        let up = e.up();
        for p in -8i64..=8 {
            let x = e.dyadic(p, 2);
            let sign = match p.signum() {
                1 => Outcome::L,
                -1 => Outcome::R,
                _ => Outcome::P,
            };
            for n in 0..=3 {
                let s = e.nimber(n);
                let want = if p == 0 && n > 0 { Outcome::N } else { sign };
                assert_eq!(e.outcome_by_play(&[x, s]), want, "{p}/4 + *{n}");
            }
            let want = if p == 0 { Outcome::L } else { sign };
            assert_eq!(e.outcome_by_play(&[x, up]), want, "{p}/4 + ↑");
        }
        let star = e.nimber(1);
        for k in 0..=5 {
            let t = e.dyadic(1, k);
            let nt = e.neg(t);
            // ↑ < 2^−k: Right wins ↑ − 2^−k whoever starts.
            assert_eq!(e.outcome_by_play(&[up, nt]), Outcome::R, "2^-{k}");
        }
        assert_eq!(e.outcome_by_play(&[up, star]), Outcome::N);
        let ns = e.neg(star);
        assert_eq!(e.outcome_by_play(&[up, ns]), Outcome::N);
        assert_eq!(e.outcome_by_play(&[up, up, star]), Outcome::L);
    }
}

/// A coloured rooted tree as (parent, blue), vertex 0 on the ground.
pub type Tree = (Vec<usize>, Vec<bool>);
/// One ext-hackenbush-nim test: a forest and its Nim heaps.
pub type TreeAndHeaps = (Tree, Vec<u64>);

/// ext-hackenbush-nim: the input for tests of (forest, heaps).
pub fn hackenbush_nim_input(tests: &[TreeAndHeaps]) -> String {
    let mut s = format!("{}\n", tests.len());
    for ((parent, blue), heaps) in tests {
        let one = hackenbush_input(&[(parent.clone(), blue.clone())]);
        // Drop the "1" line that hackenbush_input puts first.
        s.push_str(one.split_once('\n').map_or("", |(_, rest)| rest));
        s.push_str(&heaps.len().to_string());
        for a in heaps {
            s.push_str(&format!(" {a}"));
        }
        s.push('\n');
    }
    s
}

/// The outcome class (L, R, N, P) of a Blue–Red Hackenbush tree beside Nim
/// heaps (small heaps only), by playing the whole sum out in the engine:
/// the tree cut by cut, each heap as the impartial form *a.
pub fn hackenbush_nim_by_play(
    e: &mut Engine,
    parent: &[usize],
    blue: &[bool],
    heaps: &[u64],
) -> char {
    let mut parts = vec![hackenbush_tree_game(e, parent, blue)];
    for &a in heaps {
        parts.push(e.nimber(a as usize));
    }
    match e.outcome_by_play(&parts) {
        Outcome::L => 'L',
        Outcome::R => 'R',
        Outcome::N => 'N',
        Outcome::P => 'P',
    }
}

/// Every coloured rooted tree with 0..=max_edges edges up to isomorphism,
/// one colour or both.
pub fn all_coloured_trees(max_edges: usize) -> Vec<(Vec<usize>, Vec<bool>)> {
    let mut v = vec![(vec![0], vec![false])];
    for n in 1..=max_edges {
        let path: Vec<usize> = (0..=n).map(|i| i.saturating_sub(1)).collect();
        let star: Vec<usize> = vec![0; n + 1];
        for colour in [true, false] {
            let blue: Vec<bool> = (0..=n).map(|i| i > 0 && colour).collect();
            // One colour: only the edge count matters (±n), so one shape each.
            v.push((
                if n % 2 == 0 {
                    path.clone()
                } else {
                    star.clone()
                },
                blue,
            ));
        }
    }
    v.extend(coloured_trees(max_edges));
    v
}
