//! Part 6 (second half): a Green Hackenbush tree with the SG value of every
//! subtree (computed here by the colon principle), and a directed graph with
//! cycles whose vertices are coloured W, L or D (computed here by the
//! retrograde algorithm). Positions on the page are chosen by hand; every
//! number and colour is computed.
use crate::svg::Svg;
use crate::tr;
use crate::Figure;

/// The figures of this part.
pub fn figures() -> Vec<Figure> {
    vec![
        Figure {
            file: "hackenbush-tree.svg",
            svg: hackenbush_tree(),
        },
        Figure {
            file: "loopy-graph.svg",
            svg: loopy_graph(),
        },
    ]
}

/// The tree of AGC017 D's third sample, 1-based: 1–2, 2–4, 5–1, 6–3, 3–2.
pub const TREE_EDGES: [(usize, usize); 5] = [(1, 2), (2, 4), (5, 1), (6, 3), (3, 2)];

/// Parents (root 1 is its own) and children lists of the tree on 1..=n.
fn root_tree(n: usize, edges: &[(usize, usize)]) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut adj = vec![Vec::new(); n + 1];
    for &(a, b) in edges {
        adj[a].push(b);
        adj[b].push(a);
    }
    let mut parent = vec![0usize; n + 1];
    let mut kids = vec![Vec::new(); n + 1];
    let mut stack = vec![1usize];
    parent[1] = 1;
    while let Some(v) = stack.pop() {
        let mut next: Vec<usize> = adj[v].iter().copied().filter(|&u| u != parent[v]).collect();
        next.sort();
        for &u in &next {
            parent[u] = v;
            stack.push(u);
        }
        kids[v] = next;
    }
    (parent, kids)
}

/// SG value of every subtree by the colon principle (children first).
pub fn subtree_values(kids: &[Vec<usize>]) -> Vec<usize> {
    fn value(v: usize, kids: &[Vec<usize>], g: &mut [usize]) -> usize {
        let x = kids[v]
            .iter()
            .fold(0, |acc, &c| acc ^ (value(c, kids, g) + 1));
        g[v] = x;
        x
    }
    let mut g = vec![0; kids.len()];
    value(1, kids, &mut g);
    g
}

/// The tree grows up from the ground (the root at the bottom); each vertex is
/// labelled with its number and the SG value of the subtree above it.
fn hackenbush_tree() -> String {
    let n = 6;
    let (_, kids) = root_tree(n, &TREE_EDGES);
    let g = subtree_values(&kids);
    // Leaves get consecutive columns; a parent sits over the middle of its children.
    let mut col = vec![0.0f64; n + 1];
    let mut depth = vec![0usize; n + 1];
    let mut next_leaf = 0.0;
    fn place(
        v: usize,
        d: usize,
        kids: &[Vec<usize>],
        col: &mut [f64],
        depth: &mut [usize],
        next: &mut f64,
    ) {
        depth[v] = d;
        if kids[v].is_empty() {
            col[v] = *next;
            *next += 1.0;
            return;
        }
        for &c in &kids[v] {
            place(c, d + 1, kids, col, depth, next);
        }
        let first = col[kids[v][0]];
        let last = col[kids[v][kids[v].len() - 1]];
        col[v] = (first + last) / 2.0;
    }
    place(1, 0, &kids, &mut col, &mut depth, &mut next_leaf);
    let (width, height) = (420.0, 330.0);
    let step_x = 110.0;
    let left = (width - step_x * (next_leaf - 1.0)) / 2.0;
    let ground = 280.0;
    let x = |v: usize| left + step_x * col[v];
    let y = |v: usize| ground - 80.0 * depth[v] as f64;
    let mut svg = Svg::new(width, height);
    svg.line(
        30.0,
        ground,
        width - 30.0,
        ground,
        r##"stroke="#7a5a2f" stroke-width="3""##,
    );
    for (v, children) in kids.iter().enumerate().skip(1) {
        for &c in children {
            svg.line(
                x(v),
                y(v),
                x(c),
                y(c),
                r##"stroke="#2e8b57" stroke-width="4""##,
            );
        }
    }
    for (v, &gv) in g.iter().enumerate().skip(1) {
        let fill = if gv == 0 { "#f4d35e" } else { "#ffffff" };
        svg.circle(
            x(v),
            y(v),
            22.0,
            &format!(r##"fill="{fill}" stroke="#333" stroke-width="1.5""##),
        );
        svg.text(
            x(v),
            y(v) - 7.0,
            &v.to_string(),
            r#"font-size="14" font-weight="bold""#,
        );
        svg.text(
            x(v),
            y(v) + 8.0,
            &format!("SG={gv}"),
            r##"font-size="10" fill="#222""##,
        );
    }
    svg.text(
        width / 2.0,
        ground + 28.0,
        &tr!(
            "根 1 的 SG 值为 {}，先手（Alice）必胜",
            "the root 1 has SG value {}: the first player (Alice) wins",
            g[1]
        ),
        r##"font-size="14" fill="#222""##,
    );
    svg.finish(&tr!(
        "AGC017 D 第三个样例的树，根 1 在地面上，每个顶点标出以它为根的子树的 SG 值（黄色为 0）",
        "The tree of the third sample of AGC017 D, root 1 on the ground, each vertex with the SG value of its subtree (0 in yellow)",
    ))
}

/// The graph of ext-graph-game's first sample, 1-based.
pub const GRAPH_N: usize = 7;
pub const GRAPH_EDGES: [(usize, usize); 10] = [
    (1, 2),
    (2, 3),
    (4, 2),
    (4, 5),
    (5, 4),
    (5, 6),
    (6, 5),
    (6, 1),
    (7, 7),
    (7, 3),
];

/// W, L or D for every vertex 1..=n by the retrograde algorithm.
pub fn retrograde(n: usize, edges: &[(usize, usize)]) -> Vec<char> {
    let mut pred = vec![Vec::new(); n + 1];
    let mut left = vec![0usize; n + 1];
    for &(u, v) in edges {
        pred[v].push(u);
        left[u] += 1;
    }
    let mut label = vec!['D'; n + 1];
    let mut queue: Vec<usize> = (1..=n).filter(|&v| left[v] == 0).collect();
    for &v in &queue {
        label[v] = 'L';
    }
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &u in &pred[v] {
            if label[u] != 'D' {
                continue;
            }
            if label[v] == 'L' {
                label[u] = 'W';
                queue.push(u);
            } else {
                left[u] -= 1;
                if left[u] == 0 {
                    label[u] = 'L';
                    queue.push(u);
                }
            }
        }
    }
    label
}

/// The graph with W (green), L (yellow) and D (grey) vertices.
fn loopy_graph() -> String {
    let label = retrograde(GRAPH_N, &GRAPH_EDGES);
    // Hand-placed positions, 1-based.
    let pos: [(f64, f64); GRAPH_N + 1] = [
        (0.0, 0.0),
        (90.0, 70.0),
        (250.0, 70.0),
        (410.0, 70.0),
        (250.0, 210.0),
        (130.0, 300.0),
        (90.0, 190.0),
        (410.0, 210.0),
    ];
    let (width, height) = (500.0, 370.0);
    let r = 22.0;
    let mut svg = Svg::new(width, height);
    svg.raw(r##"<defs><marker id="arrowhead" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>"##);
    for &(u, v) in &GRAPH_EDGES {
        let style =
            r##"fill="none" stroke="#555" stroke-width="1.5" marker-end="url(#arrowhead)""##;
        let (x1, y1) = pos[u];
        if u == v {
            // A loop below the vertex.
            let d = format!(
                "M{:.2},{:.2} C{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}",
                x1 - 10.0,
                y1 + r - 3.0,
                x1 - 40.0,
                y1 + 75.0,
                x1 + 40.0,
                y1 + 75.0,
                x1 + 10.0,
                y1 + r - 1.0
            );
            svg.path(&d, style);
            continue;
        }
        let (x2, y2) = pos[v];
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        // Edges in both directions are bent apart, each to its own right.
        let both = GRAPH_EDGES.contains(&(v, u));
        let bend = if both { 18.0 } else { 0.0 };
        let (nx, ny) = (-uy * bend, ux * bend);
        let (sx, sy) = (x1 + ux * r + nx * 0.5, y1 + uy * r + ny * 0.5);
        let (ex, ey) = (
            x2 - ux * (r + 2.0) + nx * 0.5,
            y2 - uy * (r + 2.0) + ny * 0.5,
        );
        let (mx, my) = ((sx + ex) / 2.0 + nx, (sy + ey) / 2.0 + ny);
        let d = format!("M{sx:.2},{sy:.2} Q{mx:.2},{my:.2} {ex:.2},{ey:.2}");
        svg.path(&d, style);
    }
    for v in 1..=GRAPH_N {
        let fill = match label[v] {
            'W' => "#8fd19e",
            'L' => "#f4d35e",
            _ => "#d0d0d0",
        };
        let (x, y) = pos[v];
        svg.circle(
            x,
            y,
            r,
            &format!(r##"fill="{fill}" stroke="#333" stroke-width="1.5""##),
        );
        svg.text(
            x,
            y - 7.0,
            &v.to_string(),
            r#"font-size="14" font-weight="bold""#,
        );
        svg.text(
            x,
            y + 8.0,
            &label[v].to_string(),
            r##"font-size="11" fill="#222""##,
        );
    }
    svg.text(
        width / 2.0,
        height - 18.0,
        &tr!(
            "W 绿：先手必胜　L 黄：先手必败　D 灰：平局",
            "W green: first player wins   L yellow: first player loses   D grey: draw"
        ),
        r##"font-size="14" fill="#222""##,
    );
    svg.finish(&tr!("一个有环的有向图，每个顶点按逆向归纳的结果着色：W 先手必胜，L 先手必败，D 平局", "A directed graph with cycles, each vertex coloured by backward induction: W first player wins, L first player loses, D draw"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_drawn_values_are_the_ones_the_chapters_name() {
        let (_, kids) = root_tree(6, &TREE_EDGES);
        assert_eq!(subtree_values(&kids), vec![0, 5, 3, 1, 0, 0, 0]);
        let label: String = retrograde(GRAPH_N, &GRAPH_EDGES)[1..].iter().collect();
        assert_eq!(label, "LWLDDWW");
    }
}
