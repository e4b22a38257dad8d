//! Part 3: the game graph of one heap of 10 with S = {2, 5}, each position
//! labelled with its SG value, computed here by the mex rule (not typed in).
use crate::svg::Svg;
use crate::tr;
use crate::Figure;

/// The figures of this part.
pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "sg-graph-2-5.svg",
        svg: subtraction_graph(10, &[2, 5]),
    }]
}

/// SG values of heaps 0..=n when a move takes exactly s ∈ `set` stones.
pub fn sg_values(n: usize, set: &[usize]) -> Vec<usize> {
    let mut g: Vec<usize> = Vec::with_capacity(n + 1);
    for x in 0..=n {
        let opts: Vec<usize> = set.iter().filter(|&&s| s <= x).map(|&s| g[x - s]).collect();
        let mut mex = 0;
        while opts.contains(&mex) {
            mex += 1;
        }
        g.push(mex);
    }
    g
}

/// Positions n..0 left to right; moves by the smaller amount arc above the
/// row, moves by the larger amount arc below. SG = 0 (P-positions) are filled.
fn subtraction_graph(n: usize, set: &[usize]) -> String {
    assert_eq!(set.len(), 2, "the drawing has one arc row per move size");
    let g = sg_values(n, set);
    let step = 64.0;
    let (left, row) = (40.0, 150.0);
    let width = left * 2.0 + step * n as f64;
    let mut svg = Svg::new(width, 300.0);
    svg.raw(r##"<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>"##);
    let cx = |x: usize| left + step * (n - x) as f64;
    let r = 21.0;
    for (k, &s) in set.iter().enumerate() {
        let above = k == 0;
        for x in s..=n {
            let (x1, x2) = (cx(x), cx(x - s));
            let sign = if above { -1.0 } else { 1.0 };
            let lift = sign * (22.0 + 9.0 * s as f64);
            let d = format!(
                "M{:.2},{:.2} C{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}",
                x1 + 6.0,
                row + sign * r,
                x1 + 6.0,
                row + lift * 1.3,
                x2 - 6.0,
                row + lift * 1.3,
                x2 - 6.0,
                row + sign * (r + 2.0)
            );
            let colour = if above { "#2f6db5" } else { "#b5602f" };
            svg.path(
                &d,
                &format!(
                    r##"fill="none" stroke="{colour}" stroke-width="1.3" marker-end="url(#arrow)""##
                ),
            );
        }
        let label = tr!("拿 {s} 颗", "take {s}");
        let y = if above { 22.0 } else { 284.0 };
        let colour = if above { "#2f6db5" } else { "#b5602f" };
        svg.text(
            width / 2.0,
            y,
            &label,
            &format!(r##"font-size="14" fill="{colour}""##),
        );
    }
    for (x, &v) in g.iter().enumerate() {
        let fill = if v == 0 { "#f4d35e" } else { "#ffffff" };
        svg.circle(
            cx(x),
            row,
            r,
            &format!(r##"fill="{fill}" stroke="#333" stroke-width="1.5""##),
        );
        svg.text(
            cx(x),
            row - 7.0,
            &x.to_string(),
            r#"font-size="14" font-weight="bold""#,
        );
        svg.text(
            cx(x),
            row + 8.0,
            &format!("SG={v}"),
            r##"font-size="10" fill="#222""##,
        );
    }
    svg.finish(&tr!(
        "一堆 {n} 颗石子、每次拿 {} 或 {} 颗的游戏图，每个局面标出 SG 值（黄色为必败态）",
        "The game graph of a pile of {n} stones, taking {} or {} at a time, each position with its SG value (P-positions in yellow)",
        set[0], set[1]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sg_values_for_2_5_repeat_with_period_7() {
        let g = sg_values(30, &[2, 5]);
        assert_eq!(&g[..7], &[0, 0, 1, 1, 0, 2, 1]);
        for x in 0..=23 {
            assert_eq!(g[x + 7], g[x]);
        }
    }
}
