//! Part 6: Kayles. A row of pins with one move (two adjacent pins knocked
//! down, the row split in two), and the SG sequence of Kayles written 12 to
//! a line, so that the period 12 from n = 71 shows as identical lines.
//!
//! The SG values are computed here from the definition of Kayles (0.77):
//! knock down one pin or two adjacent pins; what remains is up to two rows.
use crate::svg::Svg;
use crate::tr;
use crate::Figure;

/// SG(0..len) of Kayles: a move removes 1 or 2 pins from a row of n and
/// leaves rows a and b with a + b = n − k (either may be empty).
pub fn kayles(len: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(len);
    for n in 0..len {
        let mut opts = Vec::new();
        for k in 1..=2usize.min(n) {
            let rest = n - k;
            for a in 0..=rest / 2 {
                opts.push(g[a] ^ g[rest - a]);
            }
        }
        let mut mex = 0;
        while opts.contains(&mex) {
            mex += 1;
        }
        g.push(mex);
    }
    g
}

/// Where Kayles becomes periodic, and its period (the book proves both).
pub const PREPERIOD: usize = 71;
/// The period of Kayles.
pub const PERIOD: usize = 12;

/// The figure list of this part.
pub fn figures() -> Vec<Figure> {
    vec![
        Figure {
            file: "kayles-move.svg",
            svg: kayles_move(),
        },
        Figure {
            file: "kayles-sg-period.svg",
            svg: kayles_period(),
        },
    ]
}

/// A row of 10 pins; pins 4 and 5 (1-based) are knocked down, leaving rows of
/// 3 and 5: SG(10) has the option SG(3) xor SG(5).
fn kayles_move() -> String {
    let g = kayles(11);
    let (n, hit) = (10usize, [3usize, 4]);
    let (left, gap, w, h) = (40.0, 48.0, 520.0, 250.0);
    let mut svg = Svg::new(w, h);
    svg.rect(0.0, 0.0, w, h, r#"fill="white""#);
    let font = r##"font-size="14" fill="#222222""##;
    let pin = |svg: &mut Svg, x: f64, y: f64, down: bool| {
        if down {
            svg.path(
                &format!("M {:.2} {:.2} l 30 -14", x - 15.0, y + 14.0),
                r##"stroke="#bbbbbb" stroke-width="9" stroke-linecap="round""##,
            );
        } else {
            svg.rect(
                x - 7.0,
                y - 22.0,
                14.0,
                44.0,
                r##"rx="7" fill="#f4d35e" stroke="#8a6d00" stroke-width="1.5""##,
            );
        }
    };
    // Before: all 10 pins, the two to be hit outlined in red.
    let y1 = 70.0;
    for i in 0..n {
        let x = left + gap * i as f64;
        pin(&mut svg, x, y1, false);
        if hit.contains(&i) {
            svg.rect(
                x - 12.0,
                y1 - 27.0,
                24.0,
                54.0,
                r##"fill="none" stroke="#c0392b" stroke-width="2" stroke-dasharray="4 3""##,
            );
        }
        svg.text(x, y1 + 36.0, &(i + 1).to_string(), font);
    }
    svg.text(
        w / 2.0,
        18.0,
        &tr!(
            "一排 {n} 个瓶：SG({n}) = {}",
            "a row of {n} pins: SG({n}) = {}",
            g[n]
        ),
        font,
    );
    // After: pins 4 and 5 down, rows of 3 and 5.
    let y2 = 190.0;
    for i in 0..n {
        let x = left + gap * i as f64;
        pin(&mut svg, x, y2, hit.contains(&i));
    }
    let (a, b) = (hit[0], n - hit[1] - 1);
    let brace = r##"stroke="#2c7fb8" stroke-width="2" fill="none""##;
    let x_a0 = left - 12.0;
    let x_a1 = left + gap * (a - 1) as f64 + 12.0;
    let x_b0 = left + gap * (hit[1] + 1) as f64 - 12.0;
    let x_b1 = left + gap * (n - 1) as f64 + 12.0;
    for (x0, x1, len) in [(x_a0, x_a1, a), (x_b0, x_b1, b)] {
        svg.path(
            &format!("M {x0:.2} {:.2} v 8 H {x1:.2} v -8", y2 + 28.0),
            brace,
        );
        svg.text(
            (x0 + x1) / 2.0,
            y2 + 50.0,
            &tr!("{len} 个：SG = {}", "{len} pins: SG = {}", g[len]),
            font,
        );
    }
    svg.text(
        w / 2.0,
        136.0,
        &tr!(
            "击倒第 {}、{} 个瓶 ⟶ 两排 {a} 和 {b}：SG({a}) ⊕ SG({b}) = {} ⊕ {} = {}",
            "knock down pins {} and {} ⟶ rows of {a} and {b}: SG({a}) ⊕ SG({b}) = {} ⊕ {} = {}",
            hit[0] + 1,
            hit[1] + 1,
            g[a],
            g[b],
            g[a] ^ g[b]
        ),
        font,
    );
    svg.finish(&tr!(
        "Kayles：一排 10 个瓶，击倒相邻两个，分成 3 个和 5 个两排",
        "Kayles: a row of 10 pins; knocking down two adjacent ones leaves rows of 3 and 5"
    ))
}

/// SG(n) of Kayles for n < 120, 12 per line: lines from n = 72 on are equal;
/// cells n ≥ 71 are shaded, and the cells before 71 that differ from the
/// periodic value are marked as exceptions.
fn kayles_period() -> String {
    let rows = 10usize;
    let g = kayles(rows * PERIOD + PERIOD);
    let (left, top, cell) = (74.0, 40.0, 34.0);
    let w = left + cell * PERIOD as f64 + 20.0;
    let h = top + cell * rows as f64 + 44.0;
    let mut svg = Svg::new(w, h);
    svg.rect(0.0, 0.0, w, h, r#"fill="white""#);
    let font = r##"font-size="13" fill="#222222""##;
    let small = r##"font-size="11" fill="#666666""##;
    for c in 0..PERIOD {
        svg.text(
            left + cell * (c as f64 + 0.5),
            top - 12.0,
            &format!("+{c}"),
            small,
        );
    }
    // The periodic value at residue n mod 12, read from a line past 71.
    let periodic = |n: usize| g[PREPERIOD + 1 + (n + PERIOD - (PREPERIOD + 1) % PERIOD) % PERIOD];
    for r in 0..rows {
        svg.text(
            left - 30.0,
            top + cell * (r as f64 + 0.5),
            &format!("n = {}", r * PERIOD),
            small,
        );
        for c in 0..PERIOD {
            let n = r * PERIOD + c;
            let (x, y) = (left + cell * c as f64, top + cell * r as f64);
            let fill = if n >= PREPERIOD {
                "#d9f0d3"
            } else if g[n] != periodic(n) {
                "#f7c6c0"
            } else {
                "#f2f2f2"
            };
            svg.rect(
                x,
                y,
                cell,
                cell,
                &format!(r##"fill="{fill}" stroke="#999999" stroke-width="0.8""##),
            );
            svg.text(x + cell / 2.0, y + cell / 2.0, &g[n].to_string(), font);
        }
    }
    // A thick line where the period starts: before n = 71 (row 5, column 11).
    let (r, c) = (PREPERIOD / PERIOD, PREPERIOD % PERIOD);
    let x = left + cell * c as f64;
    let y = top + cell * r as f64;
    let edge = r##"stroke="#1a7f37" stroke-width="3" fill="none""##;
    svg.path(
        &format!(
            "M {x:.2} {:.2} V {y:.2} H {:.2} M {left:.2} {:.2} H {x:.2}",
            y + cell,
            left + cell * PERIOD as f64,
            y + cell
        ),
        edge,
    );
    svg.text(
        w / 2.0,
        top + cell * rows as f64 + 24.0,
        &tr!(
            "绿：n ≥ 71（每行相同，周期 12）；红：n < 71 中的例外",
            "green: n ≥ 71 (every row the same, period 12); red: exceptions below 71"
        ),
        font,
    );
    svg.finish(&tr!(
        "Kayles 的 SG 值，每行 12 个：从 n = 71 起周期为 12",
        "SG values of Kayles, 12 a row: period 12 from n = 71 on"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drawn_sequence_has_the_stated_period_and_last_exception() {
        let g = kayles(400);
        for n in PREPERIOD..388 {
            assert_eq!(g[n + PERIOD], g[n], "n = {n}");
        }
        assert_ne!(g[PREPERIOD - 1 + PERIOD], g[PREPERIOD - 1]);
        assert_eq!(g[10], 2);
        assert_eq!(g[3] ^ g[5], 7);
    }
}
