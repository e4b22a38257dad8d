//! Part 4: the P-positions of Wythoff's game on the (a, b) grid up to 100,
//! with the two lines b = φa and b = a/φ they hug.
//!
//! The points are computed with integers only (the greedy mex construction:
//! a_k is the least number not used by an earlier pair, b_k = a_k + k); only
//! the two straight lines use φ as a float, to draw them.
use crate::svg::Svg;
use crate::tr;
use crate::Figure;

/// Largest heap size shown.
const N: u32 = 100;

/// The P-positions (a_k, b_k), a_k ≤ b_k, with b_k ≤ n.
pub fn p_pairs_up_to(n: u32) -> Vec<(u32, u32)> {
    let mut used = vec![false; n as usize + 1];
    let mut pairs = Vec::new();
    let mut a = 0usize;
    for k in 0.. {
        while a <= n as usize && used[a] {
            a += 1;
        }
        let b = a + k;
        if b > n as usize {
            break;
        }
        used[a] = true;
        used[b] = true;
        pairs.push((a as u32, b as u32));
    }
    pairs
}

/// The figure list of this part.
pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "wythoff-grid.svg",
        svg: grid(),
    }]
}

fn grid() -> String {
    let (left, top, size) = (56.0, 24.0, 480.0);
    let scale = size / N as f64;
    let px = |a: f64| left + a * scale;
    let py = |b: f64| top + size - b * scale;
    let mut svg = Svg::new(left + size + 150.0, top + size + 56.0);
    svg.rect(
        0.0,
        0.0,
        left + size + 150.0,
        top + size + 56.0,
        r#"fill="white""#,
    );
    for t in (0..=N).step_by(10) {
        let v = t as f64;
        let style = r##"stroke="#dddddd" stroke-width="1""##;
        svg.line(px(v), py(0.0), px(v), py(N as f64), style);
        svg.line(px(0.0), py(v), px(N as f64), py(v), style);
        let label = t.to_string();
        let font = r##"font-size="12" fill="#444444""##;
        svg.text(px(v), py(0.0) + 14.0, &label, font);
        svg.text(px(0.0) - 16.0, py(v), &label, font);
    }
    let axis = r##"stroke="#333333" stroke-width="1.5""##;
    svg.line(px(0.0), py(0.0), px(N as f64), py(0.0), axis);
    svg.line(px(0.0), py(0.0), px(0.0), py(N as f64), axis);
    svg.text(px(N as f64 / 2.0), py(0.0) + 36.0, "a", r#"font-size="14""#);
    svg.text(px(0.0) - 40.0, py(N as f64 / 2.0), "b", r#"font-size="14""#);

    // The diagonal a = b, and the lines b = φa and b = a/φ up to the frame.
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let n = N as f64;
    svg.line(
        px(0.0),
        py(0.0),
        px(n),
        py(n),
        r##"stroke="#bbbbbb" stroke-width="1" stroke-dasharray="2 4""##,
    );
    let line = r##"stroke="#1f5fbf" stroke-width="1.5" stroke-dasharray="6 4""##;
    svg.line(px(0.0), py(0.0), px(n / phi), py(n), line);
    svg.line(px(0.0), py(0.0), px(n), py(n / phi), line);
    let blue = r##"font-size="14" fill="#1f5fbf""##;
    svg.text(px(n / phi) + 34.0, py(n) + 14.0, "b = φa", blue);
    svg.text(px(n) + 30.0, py(n / phi), "b = a/φ", blue);

    for (a, b) in p_pairs_up_to(N) {
        let mirror = if a == b {
            vec![(a, b)]
        } else {
            vec![(a, b), (b, a)]
        };
        for (x, y) in mirror {
            svg.circle(
                px(x as f64),
                py(y as f64),
                3.5,
                r##"fill="#c0392b" stroke="white" stroke-width="0.8""##,
            );
        }
    }
    let legend_x = px(n) + 20.0;
    svg.circle(
        legend_x,
        py(20.0),
        4.0,
        r##"fill="#c0392b" stroke="white" stroke-width="0.8""##,
    );
    svg.text(
        legend_x + 54.0,
        py(20.0),
        &tr!("必败态 (P-位置)", "P-positions"),
        r#"font-size="13""#,
    );
    svg.finish(&tr!("威佐夫博弈的必败态：(a, b) 网格（0 到 100）上的点，紧贴直线 b = φa 与 b = a/φ", "The P-positions of Wythoff's game: points of the (a, b) grid (0 to 100), hugging the lines b = φa and b = a/φ"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_partition_and_stay_within_one_of_the_lines() {
        let pairs = p_pairs_up_to(N);
        // (0,0), (1,2), (3,5), (4,7), (6,10), …: the usual start.
        assert_eq!(&pairs[..5], &[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        for (k, &(a, b)) in pairs.iter().enumerate() {
            assert_eq!(b - a, k as u32);
            // a_k = ⌊kφ⌋ lies in (kφ − 1, kφ]: the point is within one step of the line.
            let x = k as f64 * phi;
            assert!(a as f64 > x - 1.0 && a as f64 <= x, "k = {k}");
        }
        assert_eq!(pairs.len(), 39);
    }
}
