//! Part 9: the four outcome classes of a partizan game, each cell showing
//! the example games that fall into it (placed by playing them out here, not
//! by hand); a Blue–Red Hackenbush tree with the value of every branch,
//! computed here by the edge rule in exact dyadic arithmetic.

use crate::svg::Svg;
use crate::tr;
use crate::Figure;

pub fn figures() -> Vec<Figure> {
    vec![
        Figure {
            file: "outcome-classes.svg",
            svg: outcome_classes(),
        },
        Figure {
            file: "blue-red-hackenbush.svg",
            svg: hackenbush_tree(),
        },
        Figure {
            file: "thermographs.svg",
            svg: thermographs(),
        },
    ]
}

/// The drawn tree: vertex 0 on the ground, (parent, blue) for vertices 1….
const TREE: [(usize, bool); 9] = [
    (0, true),
    (1, false),
    (1, true),
    (3, false),
    (3, false),
    (0, false),
    (6, true),
    (7, true),
    (0, true),
];

/// A dyadic number p / 2^e as (p, e).
type Dy = (i64, u32);

/// p / 2^e, reduced.
fn reduce(p: i64, e: u32) -> (i64, u32) {
    let (mut p, mut e) = (p, e);
    while e > 0 && p % 2 == 0 {
        p /= 2;
        e -= 1;
    }
    (p, e)
}

fn add(a: (i64, u32), b: (i64, u32)) -> (i64, u32) {
    let e = a.1.max(b.1);
    reduce((a.0 << (e - a.1)) + (b.0 << (e - b.1)), e)
}

/// A blue edge under value x: x + 1 if x > 0, else (x + k)/2^(k−1) with k
/// the least integer ≥ 1 such that x + k > 1.
fn blue_under(x: (i64, u32)) -> (i64, u32) {
    if x.0 > 0 {
        return add(x, (1, 0));
    }
    let k = ((-x.0) >> x.1) + 2;
    reduce(x.0 + (k << x.1), x.1 + (k - 1) as u32)
}

/// The value standing on every vertex (sum of its branches) and the value of
/// every branch (the edge into v with all above it), bottom-up.
fn tree_values() -> (Vec<Dy>, Vec<Dy>) {
    let n = TREE.len();
    let mut at = vec![(0, 0); n + 1];
    let mut branch = vec![(0, 0); n + 1];
    for v in (1..=n).rev() {
        let (p, blue) = TREE[v - 1];
        branch[v] = if blue {
            blue_under(at[v])
        } else {
            let b = blue_under((-at[v].0, at[v].1));
            (-b.0, b.1)
        };
        at[p] = add(at[p], branch[v]);
    }
    (at, branch)
}

fn show(x: (i64, u32)) -> String {
    let s = if x.1 == 0 {
        x.0.abs().to_string()
    } else {
        format!("{}/{}", x.0.abs(), 1i64 << x.1)
    };
    if x.0 < 0 {
        format!("−{s}")
    } else {
        s
    }
}

/// The edge labels' font size, and the room kept between a label and an edge.
const LABEL_SIZE: f64 = 13.0;
const LABEL_GAP: f64 = 4.0;

/// A label's box, estimated: `width` per character of the font size, one font size high.
fn label_box(text: &str) -> (f64, f64) {
    (text.chars().count() as f64 * 0.62 * LABEL_SIZE, LABEL_SIZE)
}

/// The distance from `p` to the segment `a`–`b`.
fn to_segment(p: (f64, f64), a: (f64, f64), b: (f64, f64)) -> f64 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let t = (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / (dx * dx + dy * dy)).clamp(0.0, 1.0);
    (p.0 - a.0 - t * dx).hypot(p.1 - a.1 - t * dy)
}

type Segment = ((f64, f64), (f64, f64));

/// Where the label of `edge` is centred: beside the middle of the edge, pushed
/// out along the edge's normal until its whole box keeps `LABEL_GAP` from the
/// stroke (5 wide) whatever the slope, on whichever side leaves more room
/// from the other `edges` (in a fan of edges the outer side of one edge can
/// be the next edge).
fn beside_edge(edge: Segment, edges: &[Segment], text: &str) -> (f64, f64) {
    let (a, b) = edge;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    let (nx, ny) = (dy / len, -dx / len);
    let (w, h) = label_box(text);
    let d = 2.5 + LABEL_GAP + nx.abs() * w / 2.0 + ny.abs() * h / 2.0;
    let (mx, my) = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    // The room a label centred at c leaves: the least distance from its box's
    // corners and edge midpoints to any other edge.
    let room = |c: (f64, f64)| {
        let pts = [
            (-1.0, -1.0),
            (0.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (0.0, 1.0),
            (1.0, 1.0),
        ]
        .map(|(u, v)| (c.0 + u * w / 2.0, c.1 + v * h / 2.0));
        edges
            .iter()
            .filter(|&&e| e != edge)
            .flat_map(|&(p, q)| pts.map(|x| to_segment(x, p, q)))
            .fold(f64::INFINITY, f64::min)
    };
    let right = (mx + nx.abs() * d, my + if nx < 0.0 { -ny } else { ny } * d);
    let left = (mx - nx.abs() * d, my - if nx < 0.0 { -ny } else { ny } * d);
    if room(left) > room(right) + 1.0 {
        left
    } else {
        right
    }
}

fn hackenbush_tree() -> String {
    let (width, height) = (600.0, 360.0);
    let mut svg = Svg::new(width, height);
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    let n = TREE.len();
    // Layout: leaves left to right in vertex order, a parent above the middle
    // of its children; depth sets the height.
    let kids = |v: usize| (1..=n).filter(move |&c| TREE[c - 1].0 == v);
    let mut depth = vec![0usize; n + 1];
    for v in 1..=n {
        depth[v] = depth[TREE[v - 1].0] + 1;
    }
    let mut x = vec![0.0f64; n + 1];
    let mut next_leaf = 0.0;
    // Post-order without recursion: vertices by decreasing number are
    // finished children-first because parents have smaller numbers.
    let order: Vec<usize> = {
        let mut o = Vec::new();
        let mut stack = vec![(0usize, false)];
        while let Some((v, done)) = stack.pop() {
            if done {
                o.push(v);
            } else {
                stack.push((v, true));
                let mut ks: Vec<usize> = kids(v).collect();
                ks.reverse();
                stack.extend(ks.into_iter().map(|c| (c, false)));
            }
        }
        o
    };
    for &v in &order {
        let ks: Vec<usize> = kids(v).collect();
        if ks.is_empty() {
            x[v] = next_leaf;
            next_leaf += 1.0;
        } else {
            x[v] = ks.iter().map(|&c| x[c]).sum::<f64>() / ks.len() as f64;
        }
    }
    let px = |v: usize| 90.0 + x[v] * 80.0;
    let py = |v: usize| 300.0 - depth[v] as f64 * 75.0;
    let (at, branch) = tree_values();
    svg.rect(30.0, 300.0, 540.0, 8.0, r##"fill="#8a7a5a""##);
    let edges: Vec<Segment> = (1..=n)
        .map(|v| ((px(TREE[v - 1].0), py(TREE[v - 1].0)), (px(v), py(v))))
        .collect();
    for v in 1..=n {
        let (p, blue) = TREE[v - 1];
        let colour = if blue { "#1f5fd1" } else { "#d12f1f" };
        let (x1, y1, x2, y2) = (px(p), py(p), px(v), py(v));
        svg.line(
            x1,
            y1,
            x2,
            y2,
            &format!(r#"stroke="{colour}" stroke-width="5" stroke-linecap="round""#),
        );
        let label = show(branch[v]);
        let (lx, ly) = beside_edge(edges[v - 1], &edges, &label);
        svg.text(
            lx,
            ly,
            &label,
            &format!(r#"font-size="{LABEL_SIZE}" fill="{colour}""#),
        );
    }
    for v in 1..=n {
        svg.circle(px(v), py(v), 4.0, r##"fill="#333""##);
    }
    svg.text(
        300.0,
        335.0,
        &tr!(
            "整棵树（根在地面）的值 = {}",
            "value of the whole tree (root on the ground) = {}",
            show(at[0])
        ),
        r##"font-size="15" fill="#111""##,
    );
    svg.text(
        300.0,
        24.0,
        &tr!(
            "蓝边左方砍，红边右方砍；每条边旁是它连同上面部分的值",
            "Left cuts blue, Right cuts red; by each edge: the value of it and all above it"
        ),
        r##"font-size="14" fill="#111""##,
    );
    svg.finish(&tr!(
        "一棵红蓝 Hackenbush 树，每条边旁标出这条边连同它上面部分的值，底部是整棵树的值",
        "A Blue–Red Hackenbush tree: beside each edge the value of the edge with everything above it; at the bottom the value of the whole tree"
    ))
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
        [
            tr!("L：左方总赢（G > 0）", "L: Left wins (G > 0)"),
            tr!("N：先走者赢（G ‖ 0）", "N: first player wins (G ‖ 0)"),
        ],
        [
            tr!("P：后走者赢（G = 0）", "P: second player wins (G = 0)"),
            tr!("R：右方总赢（G < 0）", "R: Right wins (G < 0)"),
        ],
    ];
    let fills = [["#dbe9ff", "#eeeeee"], ["#fff3c4", "#ffdede"]];
    svg.text(
        x0 + cw,
        30.0,
        &tr!("右方先走时谁赢", "who wins when Right moves first"),
        r#"font-size="15""#,
    );
    svg.text(
        x0 + cw / 2.0,
        58.0,
        &tr!("左方", "Left"),
        r#"font-size="14""#,
    );
    svg.text(
        x0 + 1.5 * cw,
        58.0,
        &tr!("右方", "Right"),
        r#"font-size="14""#,
    );
    svg.text(
        60.0,
        y0 + ch - 10.0,
        &tr!("左方先走时", "when Left moves"),
        r#"font-size="15""#,
    );
    svg.text(
        60.0,
        y0 + ch + 12.0,
        &tr!("谁赢", "first, who wins"),
        r#"font-size="15""#,
    );
    // "Left" and "Right" are wider than 左方 and 右方: further from the grid.
    let row_x = x0
        - if crate::lang() == crate::Lang::En {
            24.0
        } else {
            12.0
        };
    svg.text(
        row_x,
        y0 + ch / 2.0,
        &tr!("左方", "Left"),
        r#"font-size="14""#,
    );
    svg.text(
        row_x,
        y0 + 1.5 * ch,
        &tr!("右方", "Right"),
        r#"font-size="14""#,
    );
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
                &names[r][c],
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
    svg.finish(&tr!(
        "非公平组合游戏的四个结局类，每格列出落在其中的例子",
        "The four outcome classes of partizan games; each cell lists examples that fall in it"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hackenbush_figure_values_follow_the_strings_rule() {
        let (at, branch) = tree_values();
        // B with R and B(R, R) above: R = −1, B(R,R) = blue under −2 = 1/4,
        // so vertex 1 holds −3/4 and its branch is blue under −3/4 = 5/8… as
        // the chapter's worked example; the R branch with B B above is
        // −(blue under −2) = −1/4; the lone B is 1.
        assert_eq!(branch[3], (1, 2));
        assert_eq!(at[1], (-3, 2));
        assert_eq!(branch[1], (5, 3));
        assert_eq!(branch[6], (-1, 2));
        assert_eq!(branch[9], (1, 0));
        assert_eq!(at[0], (11, 3));
    }

    /// The number after `name="` in an SVG element.
    fn attr(el: &str, name: &str) -> f64 {
        let v = el
            .split(&format!(" {name}=\""))
            .nth(1)
            .expect("the attribute");
        v[..v.find('"').expect("closing quote")]
            .parse()
            .expect("a number")
    }

    /// Every edge (stroke 5) of a drawn Hackenbush figure and every value
    /// label (font size `LABEL_SIZE`, its text centred on x, y).
    type Drawn = (Vec<Segment>, Vec<(f64, f64, String)>);

    fn read_drawn(svg: &str) -> Drawn {
        let edges: Vec<Segment> = svg
            .lines()
            .filter(|l| l.starts_with("<line") && l.contains(r#"stroke-width="5""#))
            .map(|l| {
                (
                    (attr(l, "x1"), attr(l, "y1")),
                    (attr(l, "x2"), attr(l, "y2")),
                )
            })
            .collect();
        let labels: Vec<(f64, f64, String)> = svg
            .lines()
            .filter(|l| {
                l.starts_with("<text") && l.contains(&format!(r#"font-size="{LABEL_SIZE}""#))
            })
            .map(|l| {
                let text = l[l.find('>').expect("a tag") + 1..l.rfind("</text>").expect("an end")]
                    .to_string();
                (attr(l, "x"), attr(l, "y"), text)
            })
            .collect();
        (edges, labels)
    }

    /// Each label's box, sampled on its border, keeps at least 2.5 (half the
    /// stroke) + 2 px from every edge; the first label that does not, named.
    fn labels_clear_of_edges(svg: &str) -> Result<(), String> {
        let (edges, labels) = read_drawn(svg);
        for (x, y, text) in &labels {
            let (w, h) = label_box(text);
            for k in 0..=40 {
                let t = k as f64 / 40.0;
                let border = [
                    (x - w / 2.0 + t * w, y - h / 2.0),
                    (x - w / 2.0 + t * w, y + h / 2.0),
                    (x - w / 2.0, y - h / 2.0 + t * h),
                    (x + w / 2.0, y - h / 2.0 + t * h),
                ];
                for p in border {
                    for &(a, b) in &edges {
                        let d = to_segment(p, a, b);
                        if d < 4.5 {
                            return Err(format!(
                                "the label {text} at ({x}, {y}) comes within {d:.1} px of the edge {a:?}–{b:?}"
                            ));
                        }
                    }
                }
            }
        }
        Ok(())
    }

    #[test]
    fn edge_labels_keep_clear_of_every_edge() {
        // Read off the drawn figure: every edge and every value label beside one.
        let svg = hackenbush_tree();
        let (edges, labels) = read_drawn(&svg);
        assert_eq!(edges.len(), TREE.len());
        assert_eq!(labels.len(), TREE.len());
        labels_clear_of_edges(&svg).unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn a_label_drawn_on_its_edge_fails_the_label_check() {
        // The figure as it was drawn before the labels moved beside their edges:
        // the 5/8 of the root's left edge 16 px right of the edge's middle and
        // 4 px down, its box within 4 px of its own stroke's centre line.
        let svg = hackenbush_tree();
        let (edges, labels) = read_drawn(&svg);
        let (x, y, _) = labels
            .iter()
            .find(|l| l.2 == "5/8")
            .expect("the figure labels an edge 5/8");
        let own = edges
            .iter()
            .min_by(|e, f| {
                to_segment((*x, *y), e.0, e.1).total_cmp(&to_segment((*x, *y), f.0, f.1))
            })
            .expect("edges");
        let (ox, oy) = (
            (own.0 .0 + own.1 .0) / 2.0 + 16.0,
            (own.0 .1 + own.1 .1) / 2.0 + 4.0,
        );
        let old = svg.replacen(
            &format!(r#"<text x="{x:.2}" y="{y:.2}""#),
            &format!(r#"<text x="{ox:.2}" y="{oy:.2}""#),
            1,
        );
        assert_ne!(old, svg, "the 5/8 label's position was not found to move");
        assert_eq!(
            labels_clear_of_edges(&old),
            Err("the label 5/8 at (239.34, 266.5) comes within 4.0 px of the edge (296.67, 300.0)–(150.0, 225.0)".to_string())
        );
    }

    #[test]
    fn examples_fall_into_their_known_classes() {
        // 0 ∈ P, 1 ∈ L, −1 ∈ R, * ∈ N, ↑ ∈ L, {1 | −1} ∈ N, ½ ∈ L.
        let expect = [(1, 0), (0, 0), (1, 1), (0, 1), (0, 0), (0, 1), (0, 0)];
        for ((n, g), e) in examples().iter().zip(expect) {
            assert_eq!(cell(g), e, "{n}");
        }
    }
}

/// A short game for the thermograph figure: a number, or Left and Right
/// options.
enum Short {
    Num(f64),
    Opts(Vec<Short>, Vec<Short>),
}

/// The thermograph's grid: steps of 1/64 in t (every breakpoint of the drawn
/// games is a multiple of 1/2).
const T_STEP: f64 = 1.0 / 64.0;

/// The walls (left, right) of `g` at t, and its temperature and mean: for a
/// number its value; otherwise the scaffolds max RW(G^L)(t) − t and
/// min LW(G^R)(t) + t up to the first grid t where they meet (the
/// temperature), the mast at the meeting value above it (the hot-games
/// chapter's Theorem 2).
fn thermo(g: &Short, t: f64) -> (f64, f64, f64, f64) {
    match g {
        Short::Num(x) => (*x, *x, -1.0, *x),
        Short::Opts(l, r) => {
            let scaffolds = |s: f64| {
                let ls = l
                    .iter()
                    .map(|o| thermo(o, s).1)
                    .fold(f64::NEG_INFINITY, f64::max)
                    - s;
                let rs = r
                    .iter()
                    .map(|o| thermo(o, s).0)
                    .fold(f64::INFINITY, f64::min)
                    + s;
                (ls, rs)
            };
            let mut k = 0.0;
            let (tau, mean) = loop {
                let (ls, rs) = scaffolds(k * T_STEP);
                if ls <= rs {
                    break (k * T_STEP, ls);
                }
                k += 1.0;
            };
            if t >= tau {
                (mean, mean, tau, mean)
            } else {
                let (ls, rs) = scaffolds(t);
                (ls, rs, tau, mean)
            }
        }
    }
}

/// The thermographs of {4‖−4|−10} and {4|0}: value across (positive to the
/// left, as is usual), t up; the walls below the temperature, the mast above.
fn thermographs() -> String {
    let (width, height) = (640.0, 330.0);
    let mut svg = Svg::new(width, height);
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    let n = Short::Num;
    let main = Short::Opts(
        vec![n(4.0)],
        vec![Short::Opts(vec![n(-4.0)], vec![n(-10.0)])],
    );
    let switch = Short::Opts(vec![n(4.0)], vec![n(0.0)]);
    // Each panel: the game, its name, the value range drawn (right, left),
    // the t range, and where the panel sits.
    let panels = [
        (&main, "{4‖−4|−10}", (-11.0, 5.0), 8.0, 20.0, 380.0),
        (&switch, "{4|0}", (-1.0, 5.0), 4.0, 420.0, 200.0),
    ];
    let (top, bottom) = (40.0, 280.0);
    for (g, name, (lo, hi), tmax, x0, w) in panels {
        let (_, _, tau, mean) = thermo(g, 0.0);
        // Value v at x: hi on the left edge, lo on the right.
        let x = |v: f64| x0 + (hi - v) / (hi - lo) * w;
        let y = |t: f64| bottom - t / tmax * (bottom - top);
        svg.line(
            x0,
            y(0.0),
            x0 + w,
            y(0.0),
            r##"stroke="#555" stroke-width="1""##,
        );
        let mut v = lo.ceil();
        while v <= hi {
            let step = if hi - lo > 8.0 { 2.0 } else { 1.0 };
            if (v as i64) % (step as i64) == 0 {
                svg.line(x(v), y(0.0), x(v), y(0.0) + 5.0, r##"stroke="#555""##);
                let label = if v < 0.0 {
                    format!("−{}", -v)
                } else {
                    format!("{v}")
                };
                svg.text(x(v), y(0.0) + 20.0, &label, r#"font-size="12""#);
            }
            v += 1.0;
        }
        for (side, colour) in [(0, "#1f5fbf"), (1, "#c03030")] {
            let mut d = String::new();
            let mut k = 0.0;
            while k * T_STEP <= tmax {
                let t = k * T_STEP;
                let (lw, rw, _, _) = thermo(g, t.min(tau));
                let v = if side == 0 { lw } else { rw };
                d += &format!(
                    "{}{:.2},{:.2} ",
                    if d.is_empty() { "M" } else { "L" },
                    x(v),
                    y(t.min(tau))
                );
                if t >= tau {
                    break;
                }
                k += 1.0;
            }
            svg.path(
                &d,
                &format!(r#"fill="none" stroke="{colour}" stroke-width="3""#),
            );
        }
        svg.line(
            x(mean),
            y(tau),
            x(mean),
            y(tmax),
            r##"stroke="#333" stroke-width="3""##,
        );
        svg.line(
            x0,
            y(tau),
            x0 + w,
            y(tau),
            r##"stroke="#999" stroke-dasharray="4 4""##,
        );
        let show = |v: f64| {
            let s = if v.fract() == 0.0 {
                format!("{}", v.abs())
            } else {
                format!("{}/2", (2.0 * v).abs())
            };
            if v < 0.0 {
                format!("−{s}")
            } else {
                s
            }
        };
        svg.text(
            x0 + w / 2.0,
            24.0,
            &tr!(
                "{}：平均值 {}，温度 {}",
                "{}: mean {}, temperature {}",
                name,
                show(mean),
                show(tau)
            ),
            r#"font-size="14""#,
        );
        svg.text(
            x0 + 30.0,
            y(tau) - 8.0,
            &format!("t = {}", show(tau)),
            r#"font-size="12""#,
        );
    }
    svg.text(
        width / 2.0,
        height - 8.0,
        &tr!(
            "横轴：值（向左为正）；纵轴：冷却的 t。蓝：左墙，红：右墙，黑：桅杆",
            "across: value (positive to the left); up: the cooling t. Blue: left wall, red: right wall, black: mast"
        ),
        r#"font-size="12""#,
    );
    svg.finish(&tr!(
        "{{4‖−4|−10}} 与 {{4|0}} 的热图",
        "The thermographs of {{4‖−4|−10}} and {{4|0}}"
    ))
}
