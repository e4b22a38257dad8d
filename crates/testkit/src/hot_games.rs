//! Part 9, hot games: the oracle of `ext-short-games`, built on the partizan
//! [`Engine`] and sharing nothing with the listing. Every quantity comes
//! from its definition, by recursion on the game (tests only):
//!
//! - numbers by the simplest number between the options;
//! - the stops L(G), R(G) by their recursive definition;
//! - cooling G_t = {G^L_t − t | G^R_t + t}, except that once G_{t'} is
//!   infinitely close to a number x (equal stops) for some t' < t, G_t = x;
//! - the temperature as the least t on a grid of step 2^−8 in [0, 64] at
//!   which G_t is infinitely close to a number (by bisection between 0 and
//!   the first power of two where it holds: the property holds from the
//!   temperature on), the mean as that number;
//! - the walls of the thermograph at t as the stops of G_t.
//!
//! Dyadic values are integers counted in ticks of 2^−20.

use crate::partizan::{Engine, Id, Outcome};
use std::collections::HashMap;

/// 2^20 ticks make 1.
pub const ONE: i64 = 1 << 20;
/// The temperature grid: steps of 2^−8, up to 64.
const STEP: i64 = 1 << 12;
const TOP: i64 = 64 * ONE;

/// The text of a tick count as the listing prints it: `p/q` or an integer.
pub fn ticks_text(x: i64) -> String {
    let (mut p, mut q) = (x, ONE);
    while q > 1 && p % 2 == 0 {
        p /= 2;
        q /= 2;
    }
    if q == 1 {
        format!("{p}")
    } else {
        format!("{p}/{q}")
    }
}

/// The oracle: an engine plus memo tables for values, stops and cooling.
#[derive(Default)]
pub struct Hot {
    pub e: Engine,
    number: HashMap<Id, Option<i64>>,
    stops: HashMap<Id, (i64, i64)>,
    temp: HashMap<Id, i64>,
    cooled: HashMap<(Id, i64), Id>,
    form_temp: HashMap<Id, i64>,
    form_cooled: HashMap<(Id, i64), Id>,
}

/// The simplest number strictly between lo and hi (None for ±∞), in ticks.
fn simplest_between(lo: Option<i64>, hi: Option<i64>) -> i64 {
    let above = |x: i64| lo.is_none_or(|l| x > l);
    let below = |x: i64| hi.is_none_or(|h| x < h);
    // Integers by absolute value first, then denominators 2, 4, ...
    for n in 0..=TOP / ONE * 4 {
        for x in [n * ONE, -n * ONE] {
            if above(x) && below(x) {
                return x;
            }
        }
    }
    let (l, h) = (lo.expect("bounded"), hi.expect("bounded"));
    let mut step = ONE / 2;
    while step >= 1 {
        let mut x = (l.div_euclid(step) + 1) * step;
        while x < h {
            if x > l {
                return x;
            }
            x += step;
        }
        step /= 2;
    }
    panic!("no dyadic between {l} and {h} at 2^-20")
}

impl Hot {
    pub fn new() -> Self {
        Self::default()
    }

    /// The number game x (ticks).
    pub fn num_game(&mut self, x: i64) -> Id {
        let (mut p, mut k) = (x, 20u32);
        while k > 0 && p % 2 == 0 {
            p /= 2;
            k -= 1;
        }
        self.e.dyadic(p, k)
    }

    /// Some(x) if G equals the number x.
    pub fn number(&mut self, g: Id) -> Option<i64> {
        let c = self.e.canonical(g);
        if let Some(&v) = self.number.get(&c) {
            return v;
        }
        let l: Vec<Id> = self.e.left(c).to_vec();
        let r: Vec<Id> = self.e.right(c).to_vec();
        let lv: Option<Vec<i64>> = l.iter().map(|&x| self.number(x)).collect();
        let rv: Option<Vec<i64>> = r.iter().map(|&x| self.number(x)).collect();
        let v = match (lv, rv) {
            (Some(lv), Some(rv)) => {
                let lo = lv.iter().copied().max();
                let hi = rv.iter().copied().min();
                match (lo, hi) {
                    (Some(a), Some(b)) if a >= b => None,
                    _ => Some(simplest_between(lo, hi)),
                }
            }
            _ => None,
        };
        self.number.insert(c, v);
        v
    }

    /// (L(G), R(G)): a number's stops are itself; otherwise the best stop
    /// each player reaches by moving first.
    pub fn stops(&mut self, g: Id) -> (i64, i64) {
        let c = self.e.canonical(g);
        if let Some(&s) = self.stops.get(&c) {
            return s;
        }
        let s = match self.number(c) {
            Some(x) => (x, x),
            None => {
                let l: Vec<Id> = self.e.left(c).to_vec();
                let r: Vec<Id> = self.e.right(c).to_vec();
                let ls = l
                    .iter()
                    .map(|&x| self.stops(x).1)
                    .max()
                    .expect("a Left option");
                let rs = r
                    .iter()
                    .map(|&x| self.stops(x).0)
                    .min()
                    .expect("a Right option");
                (ls, rs)
            }
        };
        self.stops.insert(c, s);
        s
    }

    /// The taxed form {G^L_t − t | G^R_t + t} (the options cooled by t, no
    /// freezing at G's own temperature), canonical.
    pub fn taxed(&mut self, g: Id, t: i64) -> Id {
        self.taxed_as(g, t, false)
    }

    /// The taxed form of g with its options cooled as values (`cool`) or, if
    /// `as_form`, as forms (`cool_form`), canonical.
    fn taxed_as(&mut self, g: Id, t: i64, as_form: bool) -> Id {
        let l: Vec<Id> = self.e.left(g).to_vec();
        let r: Vec<Id> = self.e.right(g).to_vec();
        let minus = self.num_game(-t);
        let plus = self.num_game(t);
        let nl = l
            .iter()
            .map(|&x| {
                let c = self.cool_as(x, t, as_form);
                self.e.add(c, minus)
            })
            .collect();
        let nr = r
            .iter()
            .map(|&x| {
                let c = self.cool_as(x, t, as_form);
                self.e.add(c, plus)
            })
            .collect();
        let f = self.e.form(nl, nr);
        self.e.canonical(f)
    }

    fn infinitely_close_to_number(&mut self, g: Id) -> bool {
        let (l, r) = self.stops(g);
        l == r
    }

    /// The temperature (ticks): CGSuite's convention for numbers (−1 for an
    /// integer, −1/2^k for denominator 2^k), else the least grid t ≥ 0 at
    /// which the cooled game is infinitely close to a number.
    pub fn temperature(&mut self, g: Id) -> i64 {
        let c = self.e.canonical(g);
        if let Some(&t) = self.temp.get(&c) {
            return t;
        }
        let t = match self.number(c) {
            Some(x) => {
                let mut d = ONE;
                while x % d != 0 {
                    d /= 2;
                }
                if d == ONE {
                    -ONE
                } else {
                    -d
                }
            }
            None => self.grid_temperature(c, false),
        };
        self.temp.insert(c, t);
        t
    }

    /// The least grid t ≥ 0 at which the taxed form of g (options cooled as
    /// values, or as forms) is infinitely close to a number; g is no number.
    fn grid_temperature(&mut self, g: Id, as_form: bool) -> i64 {
        let (mut lo, mut hi) = (-STEP, ONE);
        loop {
            let top = self.taxed_as(g, hi, as_form);
            if self.infinitely_close_to_number(top) {
                break;
            }
            assert!(hi < TOP, "temperature above 64");
            lo = hi;
            hi *= 2;
        }
        while hi - lo > STEP {
            let mid = lo + (hi - lo) / 2 / STEP * STEP;
            let m = self.taxed_as(g, mid, as_form);
            if self.infinitely_close_to_number(m) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        hi
    }

    /// The mean: the number G cooled by its temperature is infinitely close to.
    pub fn mean(&mut self, g: Id) -> i64 {
        let c = self.e.canonical(g);
        match self.number(c) {
            Some(x) => x,
            None => {
                let t = self.temperature(c);
                let m = self.taxed(c, t);
                self.stops(m).0
            }
        }
    }

    /// G cooled by t ≥ 0 (ticks), canonical.
    pub fn cool(&mut self, g: Id, t: i64) -> Id {
        let c = self.e.canonical(g);
        if let Some(&x) = self.cooled.get(&(c, t)) {
            return x;
        }
        let x = if self.number(c).is_some() {
            c
        } else if t > self.temperature(c) {
            let m = self.mean(c);
            self.num_game(m)
        } else {
            self.taxed(c, t)
        };
        self.cooled.insert((c, t), x);
        x
    }

    /// The form g itself cooled by t ≥ 0 (canonical result): the definition
    /// applied to g's own options, each cooled as a form, never to g's
    /// canonical form; a form equal to a number x cools to x. Lemma 3's proof
    /// shows this equals `cool` of g's value.
    pub fn cool_form(&mut self, g: Id, t: i64) -> Id {
        if let Some(&x) = self.form_cooled.get(&(g, t)) {
            return x;
        }
        let x = if let Some(v) = self.number(g) {
            self.num_game(v)
        } else {
            let tau = match self.form_temp.get(&g) {
                Some(&tau) => tau,
                None => {
                    let tau = self.grid_temperature(g, true);
                    self.form_temp.insert(g, tau);
                    tau
                }
            };
            if t > tau {
                let top = self.taxed_as(g, tau, true);
                let m = self.stops(top).0;
                self.num_game(m)
            } else {
                self.taxed_as(g, t, true)
            }
        };
        self.form_cooled.insert((g, t), x);
        x
    }

    fn cool_as(&mut self, g: Id, t: i64, as_form: bool) -> Id {
        if as_form {
            self.cool_form(g, t)
        } else {
            self.cool(g, t)
        }
    }

    /// The thermograph's walls at t ≥ 0: the stops of G cooled by t.
    pub fn walls_at(&mut self, g: Id, t: i64) -> (i64, i64) {
        let c = self.cool(g, t);
        self.stops(c)
    }

    /// The outcome letter the listing prints.
    pub fn outcome_letter(&mut self, g: Id) -> char {
        match self.e.outcome(g) {
            Outcome::L => 'L',
            Outcome::R => 'R',
            Outcome::N => 'N',
            Outcome::P => 'P',
        }
    }

    /// A game in the listing's notation, option by option (`{L1,L2|R1}`),
    /// numbers as `p/q`: the input the listing reads.
    pub fn notation(&mut self, g: Id) -> String {
        if let Some(x) = self.number(g) {
            return ticks_text(x);
        }
        let l: Vec<Id> = self.e.left(g).to_vec();
        let r: Vec<Id> = self.e.right(g).to_vec();
        let ls: Vec<String> = l.iter().map(|&x| self.notation(x)).collect();
        let rs: Vec<String> = r.iter().map(|&x| self.notation(x)).collect();
        format!("{{{}|{}}}", ls.join(","), rs.join(","))
    }

    /// The four lines the listing must print for G.
    pub fn report(&mut self, g: Id) -> [String; 3] {
        let o = self.outcome_letter(g);
        let m = self.mean(g);
        let t = self.temperature(g);
        [
            format!("outcome: {o}"),
            format!("mean: {}", ticks_text(m)),
            format!("temperature: {}", ticks_text(t)),
        ]
    }

    /// Reads the notation back as a form, braces exactly as written (sums of
    /// atoms, such as `1*` or `v*`, are taken in canonical form):
    /// sums by `+`, `-` before a number or a term, juxtaposition as a sum,
    /// `||` splitting before `|`. Panics on text it cannot read.
    pub fn read(&mut self, s: &str) -> Id {
        let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let b = s.as_bytes();
        let mut pos = 0;
        let g = self.read_sum(b, &mut pos, &[]);
        assert_eq!(pos, b.len(), "trailing text in {s:?}");
        g
    }

    /// A sum of terms joined by `+`, up to a byte in `stop` or the end; a
    /// term is an optional `-` (negating it) and atoms side by side, summed.
    fn read_sum(&mut self, b: &[u8], pos: &mut usize, stop: &[u8]) -> Id {
        let mut total: Option<Id> = None;
        loop {
            let neg = b[*pos] == b'-' && !b.get(*pos + 1).is_some_and(u8::is_ascii_digit);
            if neg {
                *pos += 1;
            }
            let mut term: Option<Id> = None;
            while *pos < b.len() && !stop.contains(&b[*pos]) && b[*pos] != b'+' {
                let a = self.read_atom(b, pos);
                term = Some(match term {
                    None => a,
                    Some(t) => {
                        let s = self.e.add(t, a);
                        self.e.canonical(s)
                    }
                });
            }
            let t = term.expect("a term");
            let t = if neg { self.e.neg(t) } else { t };
            total = Some(match total {
                None => t,
                Some(s) => {
                    let s = self.e.add(s, t);
                    self.e.canonical(s)
                }
            });
            if *pos < b.len() && b[*pos] == b'+' {
                *pos += 1;
                continue;
            }
            return total.expect("a sum");
        }
    }

    fn read_atom(&mut self, b: &[u8], pos: &mut usize) -> Id {
        let c = b[*pos];
        let digits = |pos: &mut usize| {
            let s = *pos;
            while *pos < b.len() && b[*pos].is_ascii_digit() {
                *pos += 1;
            }
            std::str::from_utf8(&b[s..*pos])
                .unwrap()
                .parse::<i64>()
                .unwrap()
        };
        if c == b'-' || c.is_ascii_digit() {
            let neg = c == b'-';
            if neg {
                *pos += 1;
            }
            let p = digits(pos);
            let mut x = p * ONE;
            if *pos < b.len() && b[*pos] == b'/' {
                *pos += 1;
                let q = digits(pos);
                x = p * (ONE / q);
            }
            return self.num_game(if neg { -x } else { x });
        }
        *pos += 1;
        match c {
            b'*' => {
                let n = if *pos < b.len() && b[*pos].is_ascii_digit() {
                    digits(pos)
                } else {
                    1
                };
                self.e.nimber(n as usize)
            }
            b'^' => self.e.up(),
            b'v' => {
                let u = self.e.up();
                self.e.neg(u)
            }
            b'{' => {
                // Find the matching brace, then split its text at the
                // longest run of bars at depth 0.
                let start = *pos;
                let mut depth = 1;
                while depth > 0 {
                    match b[*pos] {
                        b'{' => depth += 1,
                        b'}' => depth -= 1,
                        _ => {}
                    }
                    *pos += 1;
                }
                self.read_brace(&b[start..*pos - 1])
            }
            _ => panic!("unexpected {:?}", c as char),
        }
    }

    fn read_brace(&mut self, b: &[u8]) -> Id {
        let (mut best, mut at, mut depth, mut i) = (0, 0, 0, 0);
        while i < b.len() {
            match b[i] {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                b'|' if depth == 0 => {
                    let s = i;
                    while i < b.len() && b[i] == b'|' {
                        i += 1;
                    }
                    if i - s > best {
                        best = i - s;
                        at = s;
                    }
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        assert!(best > 0, "a brace without a bar");
        let (l, r) = (&b[..at], &b[at + best..]);
        let l = self.read_side(l);
        let r = self.read_side(r);
        self.e.form(l, r)
    }

    fn read_side(&mut self, b: &[u8]) -> Vec<Id> {
        if b.is_empty() {
            return vec![];
        }
        let mut depth = 0;
        if b.iter().any(|&c| {
            match c {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                _ => {}
            }
            c == b'|' && depth == 0
        }) {
            return vec![self.read_brace(b)];
        }
        let mut out = Vec::new();
        let mut pos = 0;
        loop {
            out.push(self.read_sum(b, &mut pos, b","));
            if pos == b.len() {
                return out;
            }
            pos += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_of_the_chapter() {
        let mut h = Hot::new();
        for (text, mean, temp) in [
            ("{4||-4|-10}", -3 * ONE / 2, 11 * ONE / 2),
            ("{4|0}", 2 * ONE, 2 * ONE),
            ("{9||8|0}", 8 * ONE, ONE),
            ("*", 0, 0),
            ("^", 0, 0),
            ("3/4", 3 * ONE / 4, -ONE / 4),
            ("-5", -5 * ONE, -ONE),
            ("{1/2|-1/2}", 0, ONE / 2),
        ] {
            let g = h.read(text);
            assert_eq!((h.mean(g), h.temperature(g)), (mean, temp), "{text}");
        }
        // The thermograph of {4||-4|-10}: the right wall is -4 up to t = 3.
        let g = h.read("{4||-4|-10}");
        assert_eq!(h.walls_at(g, 2 * ONE), (2 * ONE, -4 * ONE));
        assert_eq!(h.walls_at(g, 5 * ONE), (-ONE, -2 * ONE));
        assert_eq!(h.walls_at(g, 6 * ONE), (-3 * ONE / 2, -3 * ONE / 2));
    }
}
