// 短游戏计算器：标准型、结局、平均值与温度 (A short-game calculator: canonical form, outcome, mean and temperature; this book's own format) — 《博弈论与容斥原理》第“热游戏”章 (src/partizan/hot-games.md) (en/src/partizan/hot-games.md)
use std::collections::HashMap;
use std::io::{self, Read, Write};

/// The most characters in one game (one line of the input).
const MAX_CHARS: usize = 1000;
/// The deepest nesting of braces.
const MAX_DEPTH: usize = 32;
/// The most components (terms of the top-level sum).
const MAX_COMPONENTS: usize = 16;
/// The largest |numerator| and denominator of a number, and the largest n of *n.
const MAX_NUMBER: i64 = 1024;
/// The longest run of bars: `|`, `||`, `|||`, ... up to this many.
const MAX_BARS: usize = 8;
/// The most game forms and the most memoised comparisons one run may create:
/// the budget that stops a sum whose canonical form explodes.
const MAX_FORMS: usize = 100_000;
const MAX_COMPARISONS: usize = 1_000_000;

/// A game in the arena.
type Id = usize;

/// A dyadic rational num / 2^exp, reduced (num odd or exp = 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Dy {
    num: i128,
    exp: u32,
}

impl Dy {
    fn new(num: i128, exp: u32) -> Dy {
        let (mut num, mut exp) = (num, exp);
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dy { num, exp }
    }
    fn int(n: i128) -> Dy {
        Dy { num: n, exp: 0 }
    }
    /// The numerators of a and b over the common denominator 2^max(exp).
    fn common(a: Dy, b: Dy) -> (i128, i128, u32) {
        let e = a.exp.max(b.exp);
        (a.num << (e - a.exp), b.num << (e - b.exp), e)
    }
    fn add(self, o: Dy) -> Dy {
        let (a, b, e) = Dy::common(self, o);
        Dy::new(a + b, e)
    }
    fn sub(self, o: Dy) -> Dy {
        self.add(Dy::new(-o.num, o.exp))
    }
    fn half(self) -> Dy {
        Dy::new(self.num, self.exp + 1)
    }
    fn lt(self, o: Dy) -> bool {
        let (a, b, _) = Dy::common(self, o);
        a < b
    }
    fn le(self, o: Dy) -> bool {
        !o.lt(self)
    }
    fn is_int(self) -> bool {
        self.exp == 0
    }
    fn text(self) -> String {
        if self.exp == 0 {
            format!("{}", self.num)
        } else {
            format!("{}/{}", self.num, 1i128 << self.exp)
        }
    }
}

/// A continuous piecewise-linear function of t ≥ 0: its value at each
/// breakpoint (ascending t, the first at t = 0) and the slope after the last.
/// A thermograph's walls are such functions with slopes −1, 0 or 1 and dyadic
/// breakpoints.
#[derive(Clone, Debug, PartialEq)]
struct Wall {
    pts: Vec<(Dy, Dy)>,
    slope: i128,
}

impl Wall {
    fn constant(x: Dy) -> Wall {
        Wall {
            pts: vec![(Dy::int(0), x)],
            slope: 0,
        }
    }

    /// The value at t, and the slope just after t.
    fn at(&self, t: Dy) -> (Dy, i128) {
        let i = self.pts.iter().rposition(|p| p.0.le(t)).unwrap_or(0);
        let (t0, v0) = self.pts[i];
        let slope = match self.pts.get(i + 1) {
            Some(&(t1, v1)) => slope_between(t0, v0, t1, v1),
            None => self.slope,
        };
        (v0.add(mul(t.sub(t0), slope)), slope)
    }

    /// t ↦ self(t) + s·t.
    fn tilted(&self, s: i128) -> Wall {
        Wall {
            pts: self
                .pts
                .iter()
                .map(|&(t, v)| (t, v.add(mul(t, s))))
                .collect(),
            slope: self.slope + s,
        }
    }

    /// The pointwise maximum (or minimum) of two walls.
    fn combine(&self, o: &Wall, max: bool) -> Wall {
        let mut ts: Vec<Dy> = self.pts.iter().chain(&o.pts).map(|p| p.0).collect();
        sort_dedup(&mut ts);
        let mut pts = Vec::new();
        let better = |a: Dy, b: Dy| if max { b.lt(a) } else { a.lt(b) };
        for (i, &t) in ts.iter().enumerate() {
            let (a, sa) = self.at(t);
            let (b, sb) = o.at(t);
            pts.push((t, if better(b, a) { b } else { a }));
            // Where the two lines cross before the next breakpoint (or after
            // the last), the crossing is a breakpoint too.
            if sa != sb {
                let cross = t.add(div(b.sub(a), sa - sb));
                let before_next = ts.get(i + 1).map_or(true, |&n| cross.lt(n));
                if t.lt(cross) && before_next {
                    let (v, _) = self.at(cross);
                    pts.push((cross, v));
                }
            }
        }
        let last = *ts.last().unwrap_or(&Dy::int(0));
        let (a, sa) = self.at(last.add(Dy::int(1 << 20)));
        let (b, sb) = o.at(last.add(Dy::int(1 << 20)));
        let slope = if a == b {
            if max {
                sa.max(sb)
            } else {
                sa.min(sb)
            }
        } else if better(a, b) {
            sa
        } else {
            sb
        };
        simplified(pts, slope)
    }

    /// The wall up to t = tau, constant (the mast) after.
    fn cut(&self, tau: Dy) -> Wall {
        let mut pts: Vec<(Dy, Dy)> = self.pts.iter().copied().filter(|p| p.0.lt(tau)).collect();
        pts.push((tau, self.at(tau).0));
        simplified(pts, 0)
    }
}

fn slope_between(t0: Dy, v0: Dy, t1: Dy, v1: Dy) -> i128 {
    let (dv, dt) = (v1.sub(v0), t1.sub(t0));
    let (a, b, _) = Dy::common(dv, dt);
    a / b
}

fn mul(x: Dy, s: i128) -> Dy {
    Dy::new(x.num * s, x.exp)
}

/// x / d for d ∈ {±1, ±2, ±4}: the slopes met here keep every crossing dyadic.
fn div(x: Dy, d: i128) -> Dy {
    let k = d.unsigned_abs().trailing_zeros();
    let y = Dy::new(x.num, x.exp + k);
    if d < 0 {
        mul(y, -1)
    } else {
        y
    }
}

fn sort_dedup(ts: &mut Vec<Dy>) {
    ts.sort_by(|a, b| {
        let (x, y, _) = Dy::common(*a, *b);
        x.cmp(&y)
    });
    ts.dedup();
}

/// Drops breakpoints where the slope does not change.
fn simplified(pts: Vec<(Dy, Dy)>, slope: i128) -> Wall {
    let mut out: Vec<(Dy, Dy)> = Vec::new();
    for p in pts {
        if let Some(&last) = out.last() {
            if last.0 == p.0 {
                continue;
            }
        }
        if out.len() >= 2 {
            let (a, b) = (out[out.len() - 2], out[out.len() - 1]);
            if slope_between(a.0, a.1, b.0, b.1) == slope_between(b.0, b.1, p.0, p.1) {
                out.pop();
            }
        }
        out.push(p);
    }
    if out.len() >= 2 {
        let (a, b) = (out[out.len() - 2], out[out.len() - 1]);
        if slope_between(a.0, a.1, b.0, b.1) == slope {
            out.pop();
        }
    }
    Wall { pts: out, slope }
}

/// What a canonical form is, for printing: a number x, x + *n (n ≥ 1), or
/// x + ↑, x + ↓, x + ↑*, x + ↓*.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Number(Dy),
    Nimber(Dy, u32),
    Up(Dy, &'static str),
    Other,
}

/// The thermograph of a game: left wall, right wall, mean, temperature.
#[derive(Clone, Debug)]
struct Thermograph {
    left: Wall,
    right: Wall,
    mean: Dy,
    temperature: Dy,
}

/// An arena of game forms {left options | right options}. Options are always
/// created before the forms that hold them; every function works with
/// explicit stacks and memo tables keyed by ids, never by recursion.
#[derive(Default)]
struct Arena {
    /// The budget of this arena (see MAX_FORMS and MAX_COMPARISONS).
    max_forms: usize,
    max_comparisons: usize,
    forms: Vec<(Vec<Id>, Vec<Id>)>,
    ids: HashMap<(Vec<Id>, Vec<Id>), Id>,
    kind: HashMap<Id, Kind>,
    numbers: HashMap<Dy, Id>,
    le_memo: HashMap<(Id, Id), bool>,
    sum_memo: HashMap<(Id, Id), Id>,
    neg_memo: HashMap<Id, Id>,
    thermo: HashMap<Id, Thermograph>,
}

impl Arena {
    fn new() -> Arena {
        Arena {
            max_forms: MAX_FORMS,
            max_comparisons: MAX_COMPARISONS,
            ..Arena::default()
        }
    }

    fn intern(&mut self, mut l: Vec<Id>, mut r: Vec<Id>) -> Result<Id, String> {
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        let key = (l, r);
        if let Some(&id) = self.ids.get(&key) {
            return Ok(id);
        }
        if self.forms.len() >= self.max_forms {
            return Err(format!(
                "the game is too large: it needs more than {} forms (the limit)",
                self.max_forms
            ));
        }
        self.forms.push(key.clone());
        self.ids.insert(key, self.forms.len() - 1);
        Ok(self.forms.len() - 1)
    }

    fn num(&self, g: Id) -> Option<Dy> {
        match self.kind.get(&g) {
            Some(Kind::Number(x)) => Some(*x),
            _ => None,
        }
    }

    /// Records what the canonical form g is (its options are classified).
    fn classify(&mut self, g: Id) {
        if self.kind.contains_key(&g) {
            return;
        }
        let (l, r) = self.forms[g].clone();
        let nums =
            |a: &Arena, v: &[Id]| -> Vec<Option<Dy>> { v.iter().map(|&x| a.num(x)).collect() };
        let (ln, rn) = (nums(self, &l), nums(self, &r));
        let kind = match (&ln[..], &rn[..]) {
            ([], []) => Kind::Number(Dy::int(0)),
            ([Some(a)], []) if a.is_int() => Kind::Number(a.add(Dy::int(1))),
            ([], [Some(b)]) if b.is_int() => Kind::Number(b.sub(Dy::int(1))),
            ([Some(a)], [Some(b)]) if a.lt(*b) => Kind::Number(a.add(*b).half()),
            _ => self.small_kind(&l, &r),
        };
        self.kind.insert(g, kind);
    }

    /// x + *n, x + ↑, x + ↓, x + ↑*, x + ↓* among canonical forms.
    fn small_kind(&self, l: &[Id], r: &[Id]) -> Kind {
        let nim = |g: Id| match self.kind.get(&g) {
            Some(Kind::Number(x)) => Some((*x, 0u32)),
            Some(Kind::Nimber(x, n)) => Some((*x, *n)),
            _ => None,
        };
        if l == r {
            let parts: Option<Vec<(Dy, u32)>> = l.iter().map(|&g| nim(g)).collect();
            if let Some(mut parts) = parts {
                parts.sort_by_key(|p| p.1);
                let x = parts[0].0;
                if parts
                    .iter()
                    .enumerate()
                    .all(|(i, p)| p.0 == x && p.1 == i as u32)
                {
                    return Kind::Nimber(x, parts.len() as u32);
                }
            }
            return Kind::Other;
        }
        let ln: Vec<_> = l.iter().map(|&g| nim(g)).collect();
        let rn: Vec<_> = r.iter().map(|&g| nim(g)).collect();
        let star = |p: Option<(Dy, u32)>, n: u32| p.filter(|q| q.1 == n).map(|q| q.0);
        match (&ln[..], &rn[..]) {
            ([a], [b]) => match (star(*a, 0), star(*b, 1), star(*a, 1), star(*b, 0)) {
                (Some(x), Some(y), _, _) if x == y => Kind::Up(x, "^"),
                (_, _, Some(x), Some(y)) if x == y => Kind::Up(x, "v"),
                _ => Kind::Other,
            },
            ([a, b], [c]) | ([c], [a, b]) => {
                let mut v = [*a, *b];
                v.sort_by_key(|p| p.map(|q| q.1));
                match (star(v[0], 0), star(v[1], 1), star(*c, 0)) {
                    (Some(x), Some(y), Some(z)) if x == y && y == z => {
                        Kind::Up(x, if l.len() == 2 { "^*" } else { "v*" })
                    }
                    _ => Kind::Other,
                }
            }
            _ => Kind::Other,
        }
    }

    /// The canonical form of the number x.
    fn number(&mut self, x: Dy) -> Result<Id, String> {
        let mut stack = vec![x];
        while let Some(&y) = stack.last() {
            if self.numbers.contains_key(&y) {
                stack.pop();
                continue;
            }
            let deps: Vec<Dy> = if !y.is_int() {
                vec![Dy::new(y.num - 1, y.exp), Dy::new(y.num + 1, y.exp)]
            } else if y.num > 0 {
                vec![y.sub(Dy::int(1))]
            } else if y.num < 0 {
                vec![y.add(Dy::int(1))]
            } else {
                vec![]
            };
            let missing: Vec<Dy> = deps
                .iter()
                .copied()
                .filter(|d| !self.numbers.contains_key(d))
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let ids: Vec<Id> = deps.iter().map(|d| self.numbers[d]).collect();
            let (l, r) = if !y.is_int() {
                (vec![ids[0]], vec![ids[1]])
            } else if y.num > 0 {
                (ids, vec![])
            } else {
                (vec![], ids)
            };
            let g = self.intern(l, r)?;
            self.kind.insert(g, Kind::Number(y));
            self.numbers.insert(y, g);
            stack.pop();
        }
        Ok(self.numbers[&x])
    }

    /// *n = {0, *, …, *(n−1) | 0, *, …, *(n−1)}.
    fn nimber(&mut self, n: u32) -> Result<Id, String> {
        let mut opts = vec![];
        let mut g = self.number(Dy::int(0))?;
        for _ in 0..n {
            opts.push(g);
            g = self.intern(opts.clone(), opts.clone())?;
            self.classify(g);
        }
        Ok(g)
    }

    /// G ≤ H: no Left option G^L has H ≤ G^L, and no Right option H^R has
    /// H^R ≤ G. Any forms, canonical or not.
    fn le(&mut self, g: Id, h: Id) -> Result<bool, String> {
        let mut stack = vec![(g, h)];
        while let Some(&(a, b)) = stack.last() {
            if self.le_memo.contains_key(&(a, b)) {
                stack.pop();
                continue;
            }
            if self.le_memo.len() >= self.max_comparisons {
                return Err(format!(
                    "the game is too large: it needs more than {} comparisons (the limit)",
                    self.max_comparisons
                ));
            }
            if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
                self.le_memo.insert((a, b), x.le(y));
                stack.pop();
                continue;
            }
            let mut result = true;
            let mut pending = None;
            let nl = self.forms[a].0.len();
            let nr = self.forms[b].1.len();
            for i in 0..nl + nr {
                let pair = if i < nl {
                    (b, self.forms[a].0[i])
                } else {
                    (self.forms[b].1[i - nl], a)
                };
                match self.le_memo.get(&pair) {
                    Some(true) => {
                        result = false;
                        break;
                    }
                    Some(false) => {}
                    None => {
                        pending = Some(pair);
                        break;
                    }
                }
            }
            match pending {
                Some(p) => stack.push(p),
                None => {
                    self.le_memo.insert((a, b), result);
                    stack.pop();
                }
            }
        }
        Ok(self.le_memo[&(g, h)])
    }

    /// The canonical form of {l | r} whose options are canonical: drop
    /// dominated options and bypass reversible ones until neither is left.
    fn canonical(&mut self, mut l: Vec<Id>, mut r: Vec<Id>) -> Result<Id, String> {
        loop {
            l = self.undominated(l, true)?;
            r = self.undominated(r, false)?;
            let cur = self.intern(l.clone(), r.clone())?;
            let (nl, left_changed) = self.bypassed(&l, cur, true)?;
            let (nr, right_changed) = self.bypassed(&r, cur, false)?;
            let changed = left_changed || right_changed;
            if !changed {
                self.classify(cur);
                return Ok(cur);
            }
            l = nl;
            r = nr;
        }
    }

    /// One side's options of `cur` with each reversible one bypassed: a Left
    /// option x with a Right option y ≤ cur is replaced by y's Left options
    /// (Right: x with a Left option y ≥ cur, by y's Right options). Also
    /// says whether anything was bypassed.
    fn bypassed(&mut self, opts: &[Id], cur: Id, left: bool) -> Result<(Vec<Id>, bool), String> {
        let mut out = Vec::new();
        let mut changed = false;
        for &x in opts {
            let back = if left {
                &self.forms[x].1
            } else {
                &self.forms[x].0
            };
            let mut through = None;
            for y in back.clone() {
                let reverses = if left {
                    self.le(y, cur)?
                } else {
                    self.le(cur, y)?
                };
                if reverses {
                    through = Some(y);
                    break;
                }
            }
            match through {
                Some(y) => {
                    let (yl, yr) = &self.forms[y];
                    out.extend(if left { yl.clone() } else { yr.clone() });
                    changed = true;
                }
                None => out.push(x),
            }
        }
        Ok((out, changed))
    }

    /// Left keeps its maximal options, Right its minimal ones (distinct
    /// canonical forms are distinct games).
    fn undominated(&mut self, mut opts: Vec<Id>, left: bool) -> Result<Vec<Id>, String> {
        opts.sort_unstable();
        opts.dedup();
        let mut keep = Vec::new();
        for &x in &opts {
            let mut beaten = false;
            for &y in &opts {
                if y != x && if left { self.le(x, y)? } else { self.le(y, x)? } {
                    beaten = true;
                    break;
                }
            }
            if !beaten {
                keep.push(x);
            }
        }
        Ok(keep)
    }

    /// −G = {−G^R | −G^L}; the negative of a canonical form is canonical.
    fn neg(&mut self, g: Id) -> Result<Id, String> {
        let mut stack = vec![g];
        while let Some(&a) = stack.last() {
            if self.neg_memo.contains_key(&a) {
                stack.pop();
                continue;
            }
            let (l, r) = self.forms[a].clone();
            let missing: Vec<Id> = l
                .iter()
                .chain(&r)
                .copied()
                .filter(|x| !self.neg_memo.contains_key(x))
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let nl = r.iter().map(|x| self.neg_memo[x]).collect();
            let nr = l.iter().map(|x| self.neg_memo[x]).collect();
            let n = self.intern(nl, nr)?;
            self.classify(n);
            self.neg_memo.insert(a, n);
            stack.pop();
        }
        Ok(self.neg_memo[&g])
    }

    /// The canonical form of G + H for canonical G and H:
    /// {G^L + H, G + H^L | G^R + H, G + H^R}, then simplified.
    fn sum(&mut self, g: Id, h: Id) -> Result<Id, String> {
        let key = |a: Id, b: Id| (a.min(b), a.max(b));
        let mut stack = vec![key(g, h)];
        while let Some(&(a, b)) = stack.last() {
            if self.sum_memo.contains_key(&(a, b)) {
                stack.pop();
                continue;
            }
            if let (Some(x), Some(y)) = (self.num(a), self.num(b)) {
                let s = self.number(x.add(y))?;
                self.sum_memo.insert((a, b), s);
                stack.pop();
                continue;
            }
            // A number x is never worth a move in x + G when G is not a
            // number (number translation): x + G = {x + G^L | x + G^R}.
            let (na, nb) = (self.num(a).is_some(), self.num(b).is_some());
            let (al, ar) = if na {
                (vec![], vec![])
            } else {
                self.forms[a].clone()
            };
            let (bl, br) = if nb {
                (vec![], vec![])
            } else {
                self.forms[b].clone()
            };
            let side = |xs: &[Id], ys: &[Id]| -> Vec<(Id, Id)> {
                let mut v: Vec<(Id, Id)> = xs.iter().map(|&x| key(x, b)).collect();
                v.extend(ys.iter().map(|&y| key(a, y)));
                v
            };
            let (lp, rp) = (side(&al, &bl), side(&ar, &br));
            let missing: Vec<(Id, Id)> = lp
                .iter()
                .chain(&rp)
                .copied()
                .filter(|p| !self.sum_memo.contains_key(p))
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            let l = lp.iter().map(|p| self.sum_memo[p]).collect();
            let r = rp.iter().map(|p| self.sum_memo[p]).collect();
            let s = self.canonical(l, r)?;
            self.sum_memo.insert((a, b), s);
            stack.pop();
        }
        Ok(self.sum_memo[&key(g, h)])
    }

    /// The thermograph of a canonical G. A number x is a mast at x; for any
    /// other G the scaffolds are L(t) = max RW(G^L)(t) − t and
    /// R(t) = min LW(G^R)(t) + t, and the walls follow them up to the least
    /// t ≥ 0 where L(t) ≤ R(t), the temperature; above it both are the mast.
    fn thermograph(&mut self, g: Id) -> Thermograph {
        let mut stack = vec![g];
        while let Some(&a) = stack.last() {
            if self.thermo.contains_key(&a) {
                stack.pop();
                continue;
            }
            if let Some(x) = self.num(a) {
                let temperature = if x.is_int() {
                    Dy::int(-1)
                } else {
                    Dy::new(-1, x.exp)
                };
                let w = Wall::constant(x);
                let th = Thermograph {
                    left: w.clone(),
                    right: w,
                    mean: x,
                    temperature,
                };
                self.thermo.insert(a, th);
                stack.pop();
                continue;
            }
            let (l, r) = self.forms[a].clone();
            let missing: Vec<Id> = l
                .iter()
                .chain(&r)
                .copied()
                .filter(|x| !self.thermo.contains_key(x))
                .collect();
            if !missing.is_empty() {
                stack.extend(missing);
                continue;
            }
            // A canonical form that is not a number has options on both sides.
            let mut ls = self.thermo[&l[0]].right.tilted(-1);
            for x in &l[1..] {
                ls = ls.combine(&self.thermo[x].right.tilted(-1), true);
            }
            let mut rs = self.thermo[&r[0]].left.tilted(1);
            for x in &r[1..] {
                rs = rs.combine(&self.thermo[x].left.tilted(1), false);
            }
            let tau = first_meeting(&ls, &rs);
            let mean = ls.at(tau).0;
            let th = Thermograph {
                left: ls.cut(tau),
                right: rs.cut(tau),
                mean,
                temperature: tau,
            };
            self.thermo.insert(a, th);
            stack.pop();
        }
        self.thermo[&g].clone()
    }

    /// −1, 0 or 1 as G < 0, G = 0 (or G ‖ 0 gives 2), G > 0: the outcome.
    fn outcome(&mut self, g: Id) -> Result<char, String> {
        let z = self.number(Dy::int(0))?;
        Ok(match (self.le(z, g)?, self.le(g, z)?) {
            (true, true) => 'P',
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'N',
        })
    }

    /// The canonical form as text the parser reads back.
    fn text(&self, g: Id) -> String {
        enum Item {
            Game(Id),
            Text(&'static str),
        }
        let mut out = String::new();
        let mut stack = vec![Item::Game(g)];
        while let Some(item) = stack.pop() {
            let g = match item {
                Item::Text(s) => {
                    out.push_str(s);
                    continue;
                }
                Item::Game(g) => g,
            };
            let prefix = |x: Dy| {
                if x == Dy::int(0) {
                    String::new()
                } else {
                    x.text()
                }
            };
            match self.kind.get(&g).copied().unwrap_or(Kind::Other) {
                Kind::Number(x) => out.push_str(&x.text()),
                Kind::Nimber(x, 1) => out.push_str(&format!("{}*", prefix(x))),
                Kind::Nimber(x, n) => out.push_str(&format!("{}*{n}", prefix(x))),
                Kind::Up(x, s) => out.push_str(&format!("{}{s}", prefix(x))),
                Kind::Other => {
                    let (l, r) = &self.forms[g];
                    stack.push(Item::Text("}"));
                    for (i, &x) in r.iter().enumerate().rev() {
                        stack.push(Item::Game(x));
                        if i > 0 {
                            stack.push(Item::Text(","));
                        }
                    }
                    stack.push(Item::Text("|"));
                    for (i, &x) in l.iter().enumerate().rev() {
                        stack.push(Item::Game(x));
                        if i > 0 {
                            stack.push(Item::Text(","));
                        }
                    }
                    stack.push(Item::Text("{"));
                }
            }
        }
        out
    }
}

/// The least t ≥ 0 with L(t) ≤ R(t); L − R never increases.
fn first_meeting(l: &Wall, r: &Wall) -> Dy {
    let mut ts: Vec<Dy> = l.pts.iter().chain(&r.pts).map(|p| p.0).collect();
    sort_dedup(&mut ts);
    for &t in &ts {
        let (a, sa) = l.at(t);
        let (b, sb) = r.at(t);
        if a.le(b) {
            return t;
        }
        // The gap a − b closes at rate sb − sa (1 or 2) after t.
        if sb > sa {
            let cross = t.add(div(a.sub(b), sb - sa));
            let next = ts.iter().find(|n| t.lt(**n));
            if next.map_or(true, |n| cross.le(*n)) {
                return cross;
            }
        }
    }
    // The scaffolds of a game that is not a number always meet.
    *ts.last().unwrap_or(&Dy::int(0))
}

/// A token of the notation and the column where it starts (1-based).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Tok {
    Num(Dy),
    Star(u32),
    Up,
    Down,
    Open,
    Close,
    Comma,
    Bar(usize),
    Plus,
    Minus,
}

fn lex(s: &[u8]) -> Result<Vec<(Tok, usize)>, String> {
    let mut out: Vec<(Tok, usize)> = Vec::new();
    let mut i = 0;
    let digits = |i: &mut usize| -> Result<i64, String> {
        let start = *i;
        let mut v: i64 = 0;
        while *i < s.len() && s[*i].is_ascii_digit() {
            v = v * 10 + (s[*i] - b'0') as i64;
            if v > MAX_NUMBER {
                return Err(format!(
                    "column {}: number larger than {MAX_NUMBER} (the limit)",
                    start + 1
                ));
            }
            *i += 1;
        }
        Ok(v)
    };
    while i < s.len() {
        let c = s[i];
        let col = i + 1;
        // A '-' right before a digit where an operand starts is a sign.
        let operand_start = matches!(
            out.last(),
            None | Some((
                Tok::Open | Tok::Comma | Tok::Bar(_) | Tok::Plus | Tok::Minus,
                _
            ))
        );
        let signed = c == b'-' && operand_start && s.get(i + 1).is_some_and(|d| d.is_ascii_digit());
        if c.is_ascii_digit() || signed {
            let neg = signed;
            if neg {
                i += 1;
            }
            let p = digits(&mut i)?;
            let mut x = Dy::int(p as i128);
            if i < s.len() && s[i] == b'/' {
                i += 1;
                if i >= s.len() || !s[i].is_ascii_digit() {
                    return Err(format!(
                        "column {}: expected a denominator after '/'",
                        i + 1
                    ));
                }
                let q = digits(&mut i)?;
                if q == 0 || q & (q - 1) != 0 {
                    return Err(format!(
                        "column {col}: denominator {q} is not a power of two"
                    ));
                }
                x = Dy::new(p as i128, q.trailing_zeros());
            }
            out.push((Tok::Num(if neg { mul(x, -1) } else { x }), col));
            continue;
        }
        i += 1;
        let tok = match c {
            b' ' | b'\t' | b'\r' => continue,
            b'*' => {
                let n = if i < s.len() && s[i].is_ascii_digit() {
                    digits(&mut i)?
                } else {
                    1
                };
                if n > 64 {
                    return Err(format!("column {col}: *{n} is larger than *64 (the limit)"));
                }
                Tok::Star(n as u32)
            }
            b'^' => Tok::Up,
            b'v' => Tok::Down,
            b'{' => Tok::Open,
            b'}' => Tok::Close,
            b',' => Tok::Comma,
            b'+' => Tok::Plus,
            b'-' => Tok::Minus,
            b'|' => {
                let mut k = 1;
                while i < s.len() && s[i] == b'|' {
                    k += 1;
                    i += 1;
                }
                if k > MAX_BARS {
                    return Err(format!(
                        "column {col}: more than {MAX_BARS} bars in a row (the limit)"
                    ));
                }
                Tok::Bar(k)
            }
            _ => {
                let shown = if c.is_ascii_graphic() {
                    format!("'{}'", c as char)
                } else {
                    format!("byte {c}")
                };
                return Err(format!("column {col}: unexpected character {shown}"));
            }
        };
        out.push((tok, col));
    }
    Ok(out)
}

/// One piece of a brace's contents: an operand (a sum, or nothing) and the
/// separator after it.
struct Cell {
    game: Option<Id>,
    col: usize,
}

/// Parses one game: braces with an explicit stack, each brace's contents
/// split at its separators; the run of bars with the most bars splits a
/// brace into Left and Right (`{4||-4|-10}` is `{4|{-4|-10}}`).
fn parse(a: &mut Arena, line: &[u8]) -> Result<Id, String> {
    if line.len() > MAX_CHARS {
        return Err(format!(
            "the game has more than {MAX_CHARS} characters (the limit)"
        ));
    }
    let toks = lex(line)?;
    // Each open brace: its column and its items so far; a finished brace
    // becomes one `Item::Game` of the brace around it.
    let mut frames: Vec<(usize, Vec<(Item, usize)>)> = vec![(0, Vec::new())];
    for &(t, col) in &toks {
        match t {
            Tok::Open => {
                if frames.len() > MAX_DEPTH {
                    return Err(format!(
                        "column {col}: braces nested deeper than {MAX_DEPTH} (the limit)"
                    ));
                }
                frames.push((col, Vec::new()));
            }
            Tok::Close => {
                if frames.len() == 1 {
                    return Err(format!("column {col}: '}}' without a matching '{{'"));
                }
                let (open, items) = frames.pop().unwrap_or_default();
                let g = brace(a, &items, open, col)?;
                if let Some(f) = frames.last_mut() {
                    f.1.push((Item::Game(g), open));
                }
            }
            _ => {
                let item = atom(a, t)?;
                if let Some(f) = frames.last_mut() {
                    f.1.push((item, col));
                }
            }
        }
    }
    if frames.len() > 1 {
        return Err(format!(
            "column {}: '{{' is never closed",
            frames[frames.len() - 1].0
        ));
    }
    let items = &frames[0].1;
    if let Some(&(_, col)) = items.iter().find(|(i, _)| matches!(i, Item::Sep(_))) {
        return Err(format!("column {col}: ',' or '|' outside braces"));
    }
    let components = items
        .iter()
        .filter(|(i, _)| matches!(i, Item::Plus | Item::Minus))
        .count()
        + 1;
    if components > MAX_COMPONENTS {
        return Err(format!("more than {MAX_COMPONENTS} components (the limit)"));
    }
    match operand(a, items, line.len() + 1)? {
        Some(g) => Ok(g),
        None => Err("column 1: expected a game".to_string()),
    }
}

/// A token inside a brace, with games already built.
#[derive(Clone, Copy)]
enum Item {
    Game(Id),
    Plus,
    Minus,
    /// 0 for a comma, k for a run of k bars.
    Sep(usize),
}

fn atom(a: &mut Arena, t: Tok) -> Result<Item, String> {
    Ok(match t {
        Tok::Num(x) => Item::Game(a.number(x)?),
        Tok::Star(n) => Item::Game(a.nimber(n)?),
        Tok::Up | Tok::Down => {
            let z = a.number(Dy::int(0))?;
            let s = a.nimber(1)?;
            let (l, r) = if t == Tok::Up { (z, s) } else { (s, z) };
            let g = a.intern(vec![l], vec![r])?;
            a.classify(g);
            Item::Game(g)
        }
        Tok::Plus => Item::Plus,
        Tok::Minus => Item::Minus,
        Tok::Comma => Item::Sep(0),
        Tok::Bar(k) => Item::Sep(k),
        Tok::Open | Tok::Close => Item::Sep(0),
    })
}

/// An operand: [−] term ((+|−) term)*, a term being games side by side
/// (summed: `1*` is 1 + *). None when there is nothing.
fn operand(a: &mut Arena, items: &[(Item, usize)], end_col: usize) -> Result<Option<Id>, String> {
    if items.is_empty() {
        return Ok(None);
    }
    let mut total: Option<Id> = None;
    let mut sign_neg = false;
    let mut term: Option<Id> = None;
    let mut expect_col = items[0].1;
    for &(item, col) in items {
        match item {
            Item::Game(g) => {
                term = Some(match term {
                    None => g,
                    Some(t) => a.sum(t, g)?,
                });
            }
            Item::Plus | Item::Minus => {
                match term.take() {
                    Some(t) => {
                        let t = if sign_neg { a.neg(t)? } else { t };
                        total = Some(match total {
                            None => t,
                            Some(s) => a.sum(s, t)?,
                        });
                        sign_neg = matches!(item, Item::Minus);
                    }
                    // A sign where a game starts: `-{1|0}`, `1+-{1|0}`.
                    None if matches!(item, Item::Minus) => sign_neg = !sign_neg,
                    None => return Err(format!("column {col}: expected a game before '+'")),
                }
                expect_col = col + 1;
            }
            Item::Sep(_) => return Err(format!("column {col}: unexpected separator")),
        }
    }
    let t = match term {
        Some(t) => t,
        None => {
            return Err(format!(
                "column {}: expected a game",
                expect_col.min(end_col)
            ))
        }
    };
    let t = if sign_neg { a.neg(t)? } else { t };
    Ok(Some(match total {
        None => t,
        Some(s) => a.sum(s, t)?,
    }))
}

/// The game of a brace's contents (the brace opened at `open` and closed at
/// `close`).
fn brace(a: &mut Arena, items: &[(Item, usize)], open: usize, close: usize) -> Result<Id, String> {
    // Operands between separators; seps[i] is the separator after cells[i].
    let mut cells: Vec<Cell> = Vec::new();
    let mut seps: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for (k, &(item, col)) in items.iter().enumerate() {
        if let Item::Sep(s) = item {
            let g = operand(a, &items[start..k], col)?;
            cells.push(Cell { game: g, col });
            seps.push((s, col));
            start = k + 1;
        }
    }
    let g = operand(a, &items[start..], close)?;
    cells.push(Cell {
        game: g,
        col: close,
    });
    if !seps.iter().any(|s| s.0 > 0) {
        return Err(format!(
            "column {open}: a brace needs a bar '|' between Left and Right options"
        ));
    }
    split(a, &cells, &seps)
}

/// The game of cells[..] joined by seps: split at the unique run with the
/// most bars; each side is a comma list of options, or one game if it holds
/// bars itself. The depth of this recursion is at most MAX_BARS.
fn split(a: &mut Arena, cells: &[Cell], seps: &[(usize, usize)]) -> Result<Id, String> {
    let top = seps.iter().map(|s| s.0).max().unwrap_or(0);
    let at: Vec<usize> = (0..seps.len()).filter(|&i| seps[i].0 == top).collect();
    if at.len() > 1 {
        return Err(format!(
            "column {}: a second '{}' at the same level as the one at column {}",
            seps[at[1]].1,
            "|".repeat(top),
            seps[at[0]].1
        ));
    }
    let m = at[0];
    let left = side(a, &cells[..=m], &seps[..m])?;
    let right = side(a, &cells[m + 1..], &seps[m + 1..])?;
    a.canonical(left, right)
}

fn side(a: &mut Arena, cells: &[Cell], seps: &[(usize, usize)]) -> Result<Vec<Id>, String> {
    if seps.iter().any(|s| s.0 > 0) {
        return Ok(vec![split(a, cells, seps)?]);
    }
    if cells.len() == 1 && cells[0].game.is_none() {
        return Ok(vec![]);
    }
    let mut out = Vec::new();
    for c in cells {
        match c.game {
            Some(g) => out.push(g),
            None => {
                return Err(format!(
                    "column {}: expected an option before this separator",
                    c.col
                ))
            }
        }
    }
    Ok(out)
}

/// The four lines for one game.
fn report(a: &mut Arena, g: Id) -> Result<String, String> {
    let th = a.thermograph(g);
    let outcome = a.outcome(g)?;
    Ok(format!(
        "canonical form: {}\noutcome: {}\nmean: {}\ntemperature: {}\n",
        a.text(g),
        outcome,
        th.mean.text(),
        th.temperature.text()
    ))
}

fn main() {
    let mut input = Vec::new();
    if io::stdin().read_to_end(&mut input).is_err() {
        eprintln!("bad input: cannot read stdin");
        std::process::exit(1);
    }
    let mut out = String::new();
    let mut arena = Arena::new();
    let mut games = 0;
    for (i, line) in input.split(|&b| b == b'\n').enumerate() {
        if line.iter().all(|b| b.is_ascii_whitespace()) {
            continue;
        }
        games += 1;
        match parse(&mut arena, line).and_then(|g| report(&mut arena, g)) {
            Ok(s) => out.push_str(&s),
            Err(why) => {
                let _ = io::stdout().write_all(out.as_bytes());
                eprintln!("bad input: line {}, {why}", i + 1);
                std::process::exit(1);
            }
        }
    }
    if games == 0 {
        eprintln!("bad input: no game given");
        std::process::exit(1);
    }
    let _ = io::stdout().write_all(out.as_bytes());
}
