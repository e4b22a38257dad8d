//! Part 9: the four outcome classes of a partizan game, each cell showing
//! the example games that fall into it. The examples are placed by playing
//! them out here, not by hand.

use crate::svg::Svg;
use crate::Figure;

pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "outcome-classes.svg",
        svg: outcome_classes(),
    }]
}

/// A game form: Left options, Right options.
#[derive(Clone)]
struct G(Vec<G>, Vec<G>);

/// Does Left win `g` when Left (`left_first`) or Right moves first?
fn left_wins(g: &G, left_first: bool) -> bool {
    if left_first {
        g.0.iter().any(|x| left_wins(x, false))
    } else {
        g.1.iter().all(|x| left_wins(x, true))
    }
}

/// The example games with their names: 0, 1, −1, *, ↑, {1 | −1}, 1/2.
fn examples() -> Vec<(&'static str, G)> {
    let zero = G(vec![], vec![]);
    let one = G(vec![zero.clone()], vec![]);
    let minus_one = G(vec![], vec![zero.clone()]);
    let star = G(vec![zero.clone()], vec![zero.clone()]);
    let up = G(vec![zero.clone()], vec![star.clone()]);
    let hot = G(vec![one.clone()], vec![minus_one.clone()]);
    let half = G(vec![zero.clone()], vec![one.clone()]);
    vec![
        ("0 = { | }", zero),
        ("1 = {0 | }", one),
        ("−1 = { | 0}", minus_one),
        ("* = {0 | 0}", star),
        ("↑ = {0 | *}", up),
        ("{1 | −1}", hot),
        ("½ = {0 | 1}", half),
    ]
}

/// The cell (row, column) of a game: row 0 if Left wins moving first,
/// column 0 if Left wins when Right moves first.
fn cell(g: &G) -> (usize, usize) {
    (
        usize::from(!left_wins(g, true)),
        usize::from(!left_wins(g, false)),
    )
}

fn outcome_classes() -> String {
    let (width, height) = (600.0, 330.0);
    let mut svg = Svg::new(width, height);
    // Own background, so the figure reads in dark themes too.
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    let (x0, y0, cw, ch) = (150.0, 70.0, 220.0, 120.0);
    let names = [
        ["L：左方总赢（G > 0）", "N：先走者赢（G ‖ 0）"],
        ["P：后走者赢（G = 0）", "R：右方总赢（G < 0）"],
    ];
    let fills = [["#dbe9ff", "#eeeeee"], ["#fff3c4", "#ffdede"]];
    svg.text(x0 + cw, 30.0, "右方先走时谁赢", r#"font-size="15""#);
    svg.text(x0 + cw / 2.0, 58.0, "左方", r#"font-size="14""#);
    svg.text(x0 + 1.5 * cw, 58.0, "右方", r#"font-size="14""#);
    svg.text(60.0, y0 + ch - 10.0, "左方先走时", r#"font-size="15""#);
    svg.text(60.0, y0 + ch + 12.0, "谁赢", r#"font-size="15""#);
    svg.text(x0 - 12.0, y0 + ch / 2.0, "左方", r#"font-size="14""#);
    svg.text(x0 - 12.0, y0 + 1.5 * ch, "右方", r#"font-size="14""#);
    let ex = examples();
    for r in 0..2 {
        for c in 0..2 {
            let (x, y) = (x0 + cw * c as f64, y0 + ch * r as f64);
            svg.rect(
                x,
                y,
                cw,
                ch,
                &format!(r##"fill="{}" stroke="#333""##, fills[r][c]),
            );
            svg.text(
                x + cw / 2.0,
                y + 22.0,
                names[r][c],
                r##"font-size="14" fill="#111""##,
            );
            let here: Vec<&str> = ex
                .iter()
                .filter(|(_, g)| cell(g) == (r, c))
                .map(|(n, _)| *n)
                .collect();
            for (k, n) in here.iter().enumerate() {
                svg.text(
                    x + cw / 2.0,
                    y + 50.0 + 22.0 * k as f64,
                    n,
                    r##"font-size="14" fill="#111""##,
                );
            }
        }
    }
    svg.finish("非公平组合游戏的四个结局类，每格列出落在其中的例子")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_fall_into_their_known_classes() {
        // 0 ∈ P, 1 ∈ L, −1 ∈ R, * ∈ N, ↑ ∈ L, {1 | −1} ∈ N, ½ ∈ L.
        let expect = [(1, 0), (0, 0), (1, 1), (0, 1), (0, 0), (0, 1), (0, 0)];
        for ((n, g), e) in examples().iter().zip(expect) {
            assert_eq!(cell(g), e, "{n}");
        }
    }
}
