//! Part 7: lattice paths around walls (AtCoder EDPC Y Grid 2). A 5 × 7 grid
//! with three walls: each free cell shows how many right/down paths reach it
//! from the top-left corner without touching a wall (the grid DP); each wall
//! shows, in red, how many paths reach it with it as their FIRST wall (the
//! recurrence of the chapter). One path is drawn to its first wall.
// Cells are indexed by (row, column) as in the statement.
#![allow(clippy::needless_range_loop)]

use crate::svg::Svg;
use crate::Figure;

const H: usize = 5;
const W: usize = 7;
/// Walls, 1-based (row, column), in (row, column) order.
const WALLS: [(usize, usize); 3] = [(2, 3), (3, 5), (4, 2)];

fn binom(n: usize, k: usize) -> u64 {
    (0..k).fold(1u64, |c, i| c * (n - i) as u64 / (i as u64 + 1))
}

/// Paths from (1, 1) to every free cell avoiding walls; 0 on walls.
pub fn free_paths() -> Vec<Vec<u64>> {
    let mut v = vec![vec![0u64; W + 1]; H + 1];
    for r in 1..=H {
        for c in 1..=W {
            v[r][c] = if WALLS.contains(&(r, c)) {
                0
            } else if (r, c) == (1, 1) {
                1
            } else {
                v[r - 1][c] + v[r][c - 1]
            };
        }
    }
    v
}

/// For each wall, then the goal: the paths whose first wall is that point.
pub fn first_hits() -> Vec<u64> {
    let mut points: Vec<(usize, usize)> = WALLS.to_vec();
    points.push((H, W));
    let mut first: Vec<u64> = Vec::new();
    for (i, &(r, c)) in points.iter().enumerate() {
        let mut v = binom(r + c - 2, r - 1) as i64;
        for (j, &(rj, cj)) in points[..i].iter().enumerate() {
            if rj <= r && cj <= c {
                v -= first[j] as i64 * binom(r - rj + c - cj, r - rj) as i64;
            }
        }
        first.push(v as u64);
    }
    first
}

/// The figure list of this part.
pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "grid-obstacles.svg",
        svg: grid(),
    }]
}

fn grid() -> String {
    let free = free_paths();
    let first = first_hits();
    // The recurrence and the grid DP agree on the goal.
    assert_eq!(first[WALLS.len()], free[H][W]);
    let (left, top, cell) = (24.0, 24.0, 56.0);
    let (width, height) = (left * 2.0 + cell * W as f64, top + cell * H as f64 + 64.0);
    let x = |c: usize| left + cell * (c as f64 - 1.0);
    let y = |r: usize| top + cell * (r as f64 - 1.0);
    let mut svg = Svg::new(width, height);
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    for r in 1..=H {
        for c in 1..=W {
            let wall = WALLS.contains(&(r, c));
            let fill = if wall { "#444444" } else { "#ffffff" };
            svg.rect(
                x(c),
                y(r),
                cell,
                cell,
                &format!(r##"fill="{fill}" stroke="#999999" stroke-width="1""##),
            );
            let (cx, cy) = (x(c) + cell / 2.0, y(r) + cell / 2.0);
            if wall {
                let i = WALLS.iter().position(|&p| p == (r, c)).unwrap_or(0);
                svg.text(
                    cx,
                    cy,
                    &first[i].to_string(),
                    r##"font-size="16" fill="#ff6666" font-weight="bold""##,
                );
            } else {
                svg.text(
                    cx,
                    cy,
                    &free[r][c].to_string(),
                    r##"font-size="15" fill="#222222""##,
                );
            }
        }
    }
    // One path whose first wall is (3, 5): along row 1, down, right, down.
    let steps = [(1, 1), (1, 4), (2, 4), (2, 5), (3, 5)];
    let mut d = String::new();
    for (k, &(r, c)) in steps.iter().enumerate() {
        let (px, py) = (x(c) + cell / 2.0, y(r) + cell / 2.0);
        d.push_str(&format!(
            "{}{px:.2} {py:.2} ",
            if k == 0 { "M" } else { "L" }
        ));
    }
    svg.path(
        d.trim_end(),
        r##"fill="none" stroke="#1f5fbf" stroke-width="3" stroke-opacity="0.7""##,
    );
    let note = r##"font-size="13" fill="#333333""##;
    svg.text(
        width / 2.0,
        top + cell * H as f64 + 22.0,
        "白格：从左上角出发不碰障碍到达该格的路径数（格点 DP）",
        note,
    );
    svg.text(
        width / 2.0,
        top + cell * H as f64 + 44.0,
        "黑格红字：第一个碰到的障碍恰是它的路径数；蓝线是其中一条",
        note,
    );
    svg.finish("5 × 7 网格上绕开三个障碍的路径")
}
