//! Part 8: the nim-product table of 0..15 coloured by value, and a row of
//! coins with the SG values of a single head in Ruler and Mock Turtles.
//!
//! Everything is computed here from the definitions: the table by the mex
//! definition of the nim product, the coin values by the mex over the moves
//! of a single head (the values of several heads are their xor).
use crate::svg::Svg;
use crate::Figure;

/// The figure list of this part.
pub fn figures() -> Vec<Figure> {
    vec![
        Figure {
            file: "nim-product-table.svg",
            svg: product_table(),
        },
        Figure {
            file: "coin-row.svg",
            svg: coin_row(),
        },
    ]
}

/// a ⊗ b for a, b < n from a ⊗ b = mex{a'⊗b ⊕ a⊗b' ⊕ a'⊗b'}.
pub fn mex_products(n: usize) -> Vec<Vec<usize>> {
    let mut t = vec![vec![0usize; n]; n];
    for a in 0..n {
        for b in 0..n {
            let mut seen = vec![false; 4 * n];
            for a2 in 0..a {
                for b2 in 0..b {
                    seen[t[a2][b] ^ t[a][b2] ^ t[a2][b2]] = true;
                }
            }
            t[a][b] = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        }
    }
    t
}

/// Sixteen colours, one per value, light enough for black text.
fn colour(v: usize) -> String {
    let hue = (v * 360 / 16 + 200) % 360;
    format!("hsl({hue}, 70%, {}%)", if v == 0 { 97 } else { 78 })
}

fn product_table() -> String {
    let n = 16;
    let t = mex_products(n);
    let (left, top, cell) = (44.0, 44.0, 30.0);
    let size = cell * n as f64;
    let mut svg = Svg::new(left + size + 16.0, top + size + 16.0);
    // Its own white background, so the figure reads in dark themes too.
    svg.rect(
        0.0,
        0.0,
        left + size + 16.0,
        top + size + 16.0,
        r#"fill="white""#,
    );
    svg.text(
        left / 2.0,
        top / 2.0,
        "⊗",
        r##"font-size="18" fill="#222222""##,
    );
    let head = r##"font-size="13" font-weight="bold" fill="#222222""##;
    for i in 0..n {
        let c = left + cell * (i as f64 + 0.5);
        svg.text(c, top / 2.0, &i.to_string(), head);
        svg.text(left / 2.0, c, &i.to_string(), head);
    }
    for (a, row) in t.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let (x, y) = (left + cell * b as f64, top + cell * a as f64);
            let fill = format!(
                r##"fill="{}" stroke="#ffffff" stroke-width="1""##,
                colour(v)
            );
            svg.rect(x, y, cell, cell, &fill);
            svg.text(
                x + cell / 2.0,
                y + cell / 2.0,
                &v.to_string(),
                r##"font-size="12" fill="#111111""##,
            );
        }
    }
    // The subfields of 2, 4 and 16 nimbers: the top-left blocks.
    for k in [2.0, 4.0] {
        svg.rect(
            left,
            top,
            cell * k,
            cell * k,
            r##"fill="none" stroke="#333333" stroke-width="2""##,
        );
    }
    svg.finish("0 到 15 的 Nim 积表，按积的值着色；左上角 2×2 与 4×4 的块是子域")
}

/// SG values of a single head at positions 0..n of a coin row, where a move
/// turning the head at x over may also turn one of the sets `others(x)`.
fn single_head_values(n: usize, others: impl Fn(&[usize], usize) -> Vec<usize>) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::new();
    for x in 0..n {
        let opts = others(&g, x);
        let mut m = 0;
        while opts.contains(&m) {
            m += 1;
        }
        g.push(m);
    }
    g
}

/// Ruler (coins 1..n): turn the head at x and any number of coins right
/// before it, a block x−k+1..x. Index 0 is unused and left 0.
pub fn ruler_values(n: usize) -> Vec<usize> {
    single_head_values(n, |g, x| {
        if x == 0 {
            return vec![usize::MAX];
        }
        let mut v = vec![0];
        let mut acc = 0;
        for y in (1..x).rev() {
            acc ^= g[y];
            v.push(acc);
        }
        v
    })
}

/// Mock Turtles (coins 0..n): turn the head at x and up to two coins left of it.
pub fn mock_turtle_values(n: usize) -> Vec<usize> {
    single_head_values(n, |g, x| {
        let mut v = vec![0];
        for a in 0..x {
            v.push(g[a]);
            for b in a + 1..x {
                v.push(g[a] ^ g[b]);
            }
        }
        v
    })
}

fn coin_row() -> String {
    let n = 13;
    let ruler = ruler_values(n);
    let turtles = mock_turtle_values(n);
    let heads = [1usize, 3, 4, 8, 11];
    let (left, top, step) = (150.0, 30.0, 44.0);
    let width = left + step * n as f64 + 10.0;
    let mut svg = Svg::new(width, top + 150.0);
    svg.rect(0.0, 0.0, width, top + 150.0, r#"fill="white""#);
    let label = r##"font-size="13" fill="#222222" text-anchor="end""##;
    let y_pos = top;
    let y_coin = top + 36.0;
    let y_ruler = top + 80.0;
    let y_turtle = top + 112.0;
    svg.raw(&format!(
        r##"<text x="{:.2}" y="{y_pos:.2}" dominant-baseline="central" {label}>位置</text>"##,
        left - 14.0
    ));
    svg.raw(&format!(r##"<text x="{:.2}" y="{y_coin:.2}" dominant-baseline="central" {label}>硬币（H 正面）</text>"##, left - 14.0));
    svg.raw(&format!(r##"<text x="{:.2}" y="{y_ruler:.2}" dominant-baseline="central" {label}>Ruler 的 SG 值</text>"##, left - 14.0));
    svg.raw(&format!(r##"<text x="{:.2}" y="{y_turtle:.2}" dominant-baseline="central" {label}>Mock Turtles</text>"##, left - 14.0));
    let small = r##"font-size="13" fill="#222222""##;
    for x in 0..n {
        let cx = left + step * (x as f64 + 0.5);
        svg.text(cx, y_pos, &x.to_string(), small);
        let head = heads.contains(&x);
        let style = if head {
            r##"fill="#f2c14e" stroke="#7a5a00" stroke-width="2""##
        } else {
            r##"fill="#d9d9d9" stroke="#777777" stroke-width="2""##
        };
        svg.circle(cx, y_coin, 16.0, style);
        svg.text(
            cx,
            y_coin,
            if head { "H" } else { "T" },
            r##"font-size="14" font-weight="bold" fill="#222222""##,
        );
        let r = if x == 0 {
            "—".to_string()
        } else {
            ruler[x].to_string()
        };
        let bold = |b: bool| {
            if b {
                r##"font-size="14" font-weight="bold" fill="#b03000""##
            } else {
                r##"font-size="14" fill="#222222""##
            }
        };
        svg.text(cx, y_ruler, &r, bold(head && x > 0));
        svg.text(cx, y_turtle, &turtles[x].to_string(), bold(head));
    }
    svg.finish("一排 13 枚硬币（位置 1、3、4、8、11 正面朝上）与单枚正面硬币在 Ruler、Mock Turtles 中的 SG 值")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        let t = mex_products(16);
        assert_eq!(t[2][2], 3);
        assert_eq!(t[4][4], 6);
        assert_eq!(t[8][8], 13);
        assert_eq!(ruler_values(13)[1..], [1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4]);
        assert_eq!(mock_turtle_values(8), [1, 2, 4, 7, 8, 11, 13, 14]);
    }
}
