//! Part 13: the LGV lemma's tail swap. Two lattice paths (steps right or
//! up) from A₁ to B₁ and from A₂ to B₂ that meet; v is the first vertex of
//! the path from A₁ that lies on the other path. Swapping the two tails after
//! v gives paths from A₁ to B₂ and from A₂ to B₁ that meet at the same v, and
//! swapping again gives back the first pair.

use crate::svg::Svg;
use crate::tr;
use crate::Figure;

type Path = Vec<(i32, i32)>;

/// The lattice points of a path from `start` by the steps `moves`
/// (`R` right, `U` up).
fn walk(start: (i32, i32), moves: &str) -> Path {
    let mut p = vec![start];
    for m in moves.bytes() {
        let (x, y) = *p.last().unwrap();
        p.push(if m == b'R' { (x + 1, y) } else { (x, y + 1) });
    }
    p
}

/// The first vertex of `p` that lies on `q`, and its places in both.
fn first_meeting(p: &Path, q: &Path) -> Option<(usize, usize)> {
    p.iter()
        .enumerate()
        .find_map(|(i, v)| q.iter().position(|w| w == v).map(|j| (i, j)))
}

/// The two paths with their tails after the first meeting swapped.
pub fn tail_swap(p: &Path, q: &Path) -> (Path, Path) {
    let (i, j) = first_meeting(p, q).expect("the paths meet");
    let p2: Path = p[..i].iter().chain(&q[j..]).copied().collect();
    let q2: Path = q[..j].iter().chain(&p[i..]).copied().collect();
    (p2, q2)
}

/// The figure list of this part.
pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "lgv-tail-swap.svg",
        svg: swap_figure(),
    }]
}

fn swap_figure() -> String {
    let p = walk((0, 1), "URRURURU");
    let q = walk((1, 0), "RUURRUUR");
    let (p2, q2) = tail_swap(&p, &q);
    // The swap is an involution: the same vertex is found again and the
    // second swap gives back the first pair.
    assert_eq!(first_meeting(&p2, &q2).map(|(i, _)| p2[i]), Some((2, 2)));
    assert_eq!(tail_swap(&p2, &q2), (p.clone(), q.clone()));
    let v = p[first_meeting(&p, &q).unwrap().0];

    let (cell, margin, size) = (40.0, 36.0, 5);
    let panel = margin * 2.0 + cell * size as f64;
    let (width, height) = (panel * 2.0, panel + 64.0);
    let mut svg = Svg::new(width, height);
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    let label = r##"font-size="15" fill="#222222""##;
    let panels = [
        (
            0.0,
            &p,
            &q,
            tr!("交换前：A₁→B₁，A₂→B₂", "before: A₁→B₁, A₂→B₂"),
        ),
        (
            panel,
            &p2,
            &q2,
            tr!("交换后：A₁→B₂，A₂→B₁", "after: A₁→B₂, A₂→B₁"),
        ),
    ];
    for (left, first, second, title) in panels {
        let x = |px: i32| left + margin + cell * px as f64;
        let y = |py: i32| 28.0 + margin + cell * (size - py) as f64;
        for k in 0..=size {
            let style = r##"stroke="#dddddd" stroke-width="1""##;
            svg.line(x(k), y(0), x(k), y(size), style);
            svg.line(x(0), y(k), x(size), y(k), style);
        }
        for (path, colour, dash) in [
            (first, "#1f5fbf", ""),
            (second, "#d9822b", r#" stroke-dasharray="7 4""#),
        ] {
            let mut d = String::new();
            for (k, &(px, py)) in path.iter().enumerate() {
                d.push_str(&format!(
                    "{}{:.2} {:.2} ",
                    if k == 0 { "M" } else { "L" },
                    x(px),
                    y(py)
                ));
            }
            svg.path(
                d.trim_end(),
                &format!(r#"fill="none" stroke="{colour}" stroke-width="3.5"{dash}"#),
            );
        }
        for (pt, name, dx, dy) in [
            ((0, 1), "A₁", -16.0, 0.0),
            ((1, 0), "A₂", 0.0, 16.0),
            ((4, 5), "B₁", 0.0, -16.0),
            ((5, 4), "B₂", 16.0, 0.0),
        ] {
            svg.circle(x(pt.0), y(pt.1), 4.0, r##"fill="#222222""##);
            svg.text(x(pt.0) + dx, y(pt.1) + dy, name, label);
        }
        svg.circle(
            x(v.0),
            y(v.1),
            7.0,
            r##"fill="none" stroke="#c62828" stroke-width="2.5""##,
        );
        svg.text(
            x(v.0) - 12.0,
            y(v.1) - 12.0,
            "v",
            r##"font-size="15" fill="#c62828""##,
        );
        svg.text(left + panel / 2.0, 18.0, &title, label);
    }
    svg.text(
        width / 2.0,
        panel + 40.0,
        &tr!(
            "实线从 A₁ 出发，虚线从 A₂ 出发；在第一个交点 v 之后交换两条路径的尾巴",
            "solid: the path from A₁; dashed: the path from A₂; the tails after the first meeting v are swapped"
        ),
        r##"font-size="13" fill="#333333""##,
    );
    svg.finish(&tr!("LGV 引理的尾巴交换", "The tail swap of the LGV lemma"))
}
