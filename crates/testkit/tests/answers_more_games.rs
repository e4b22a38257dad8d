//! The numbers and closed forms stated in the answers to the exercises of part 6
//! (src/more-games/*.md and their English twins): one test per claim, named
//! `<chapter>_ex<N>_…`, each from a table by the definition or an exhaustive
//! search (testkit's oracles: `grundy_sg_table`, `octal_sg_fast`,
//! `tree_game_sg`, `graph_outcomes`).

use std::sync::OnceLock;
use testkit::octal::{grundy_sg_table, octal_sg_fast, octal_sg_plain};
use testkit::trees_graphs::{graph_from_mask, graph_outcomes, labelled_trees, tree_game_sg};

// ------------------------------------------------------------ Grundy's game

fn grundy_table() -> &'static [u32] {
    static T: OnceLock<Vec<u32>> = OnceLock::new();
    T.get_or_init(|| grundy_sg_table(100_000))
}

/// π(x): the parity of the 1 bits of x above the lowest bit (0 = sparse).
fn pi(x: u32) -> u32 {
    (x >> 1).count_ones() & 1
}

#[test]
fn grundy_game_ex2_sparse_values_and_the_largest_value_below_10_pow_5() {
    let g = grundy_table();
    let sparse = g.iter().filter(|&&v| pi(v) == 0).count();
    let max = *g.iter().max().unwrap();
    let first_max = g.iter().position(|&v| v == max).unwrap();
    let sparse_3000 = g[..3000].iter().filter(|&&v| pi(v) == 0).count();
    assert_eq!(sparse, 1274);
    assert_eq!((max, first_max), (230, 45668));
    assert_eq!(sparse_3000, 442); // the chapter's count below 3000
}

/// The sparse-space table of exercise 3; returns the table, the number of
/// xors it evaluated and the number of heaps whose scan ran to the end.
fn grundy_sparse_space(len: usize) -> (Vec<u32>, u64, u64) {
    let mut g = vec![0u32; len];
    let mut sparse_at: Vec<usize> = Vec::new(); // heaps a ≥ 1 with a sparse value
    let mut stamp: Vec<usize> = vec![0; 1 << 12];
    let mut seen: Vec<usize> = vec![0; 1 << 12];
    let mut xors = 0u64;
    let mut full_scans = 0u64;
    for n in 1..len {
        if n >= 3 {
            // Common values come only from a sparse heap beside a common one.
            for &a in &sparse_at {
                let b = n - a;
                if a >= n || a == b {
                    continue;
                }
                xors += 1;
                let v = g[a] ^ g[b];
                if pi(v) == 1 {
                    stamp[v as usize] = n;
                }
            }
            let mut mc = 2u32; // the least common value not reached
            while pi(mc) == 0 || stamp[mc as usize] == n {
                mc += 1;
            }
            // Then the sparse values below it: one scan over the splits marks
            // values and stops as soon as every one of them has been seen.
            let need: Vec<u32> = (0..mc).filter(|&v| pi(v) == 0).collect();
            let mut left = need.len();
            let tag = usize::MAX - n;
            for a in 1..n.div_ceil(2) {
                if left == 0 {
                    break;
                }
                xors += 1;
                let v = g[a] ^ g[n - a];
                if v < mc && pi(v) == 0 && seen[v as usize] != tag {
                    seen[v as usize] = tag;
                    left -= 1;
                }
            }
            let value = need
                .iter()
                .copied()
                .find(|&v| seen[v as usize] != tag)
                .unwrap_or(mc);
            if left > 0 {
                full_scans += 1;
            }
            g[n] = value;
        }
        if pi(g[n]) == 0 {
            sparse_at.push(n);
        }
    }
    (g, xors, full_scans)
}

#[test]
fn grundy_game_ex3_the_sparse_space_table_matches_to_10_pow_5() {
    let (g, xors, full_scans) = grundy_sparse_space(100_000);
    assert_eq!(g, grundy_table());
    let plain: u64 = (3..100_000u64).map(|n| n.div_ceil(2) - 1).sum();
    assert_eq!(plain, 2_499_900_001);
    assert_eq!(xors, 382_166_811);
    // A scan runs to the end exactly where the value is sparse (n ≥ 3).
    assert_eq!(full_scans, 1271);
    assert_eq!(g[3..].iter().filter(|&&v| pi(v) == 0).count(), 1271);
}

// ---------------------------------------------------------- Octal games

/// The least period p and, for it, the least n0 ≥ 1 such that
/// G(n + p) = G(n) on the whole table from n0 on and the Guy–Smith window
/// n0 ≤ n < 2n0 + p + t lies inside the table; `None` if no p qualifies.
fn guy_smith(g: &[u32], t: usize) -> Option<(usize, usize)> {
    let len = g.len();
    for p in 1..len / 2 {
        let last_bad = (0..len - p).rev().find(|&n| g[n + p] != g[n]);
        let n0 = last_bad.map_or(1, |n| (n + 1).max(1));
        if 2 * n0 + p + t <= len - p {
            return Some((n0, p));
        }
    }
    None
}

#[test]
fn octal_kayles_ex1_periods_of_0_17_and_0_71_and_none_for_0_37_below_20000() {
    let g17 = octal_sg_fast(&[1, 7], 2000);
    assert_eq!(g17, octal_sg_plain(&[1, 7], 2000));
    let g71 = octal_sg_fast(&[7, 1], 2000);
    assert_eq!(guy_smith(&g17, 2), Some((33, 34)));
    assert_eq!(guy_smith(&g71, 2), Some((3, 2)));
    // Heaps of 10^18: the value at the same place in the period.
    let at =
        |g: &[u32], (a, p): (usize, usize), x: u64| g[a + ((x - a as u64) % p as u64) as usize];
    assert_eq!(at(&g17, (33, 34), 1_000_000_000_000_000_000), 3);
    assert_eq!(at(&g71, (3, 2), 1_000_000_000_000_000_000), 0);
    let g37 = octal_sg_fast(&[3, 7], 20_000);
    assert_eq!(guy_smith(&g37, 2), None);
    assert_eq!(*g37.iter().max().unwrap(), 284);
}

#[test]
fn octal_kayles_ex2_dawsons_chess_is_dawsons_kayles_shifted_by_one_to_3000() {
    let a = octal_sg_fast(&[1, 3, 7], 3000);
    let b = octal_sg_fast(&[0, 7], 3001);
    for n in 0..3000 {
        assert_eq!(a[n], b[n + 1], "n = {n}");
    }
    // So the preperiod is one less, the period the same.
    assert_eq!(guy_smith(&a, 3), Some((52, 34)));
    assert_eq!(guy_smith(&b, 2), Some((53, 34)));
}

#[test]
fn octal_kayles_ex3_a_window_without_t_claims_a_false_period() {
    // Codes of 1 to 3 digits; a "period" (n0 ≥ 1, p) whose short window
    // n0 ≤ n < 2n0 + p holds but which fails later in the table.
    let len = 400;
    let mut found = Vec::new();
    for digits in 1..=3usize {
        let count = 8usize.pow(digits as u32);
        for c in 0..count {
            let code: Vec<u8> = (0..digits)
                .map(|i| (c / 8usize.pow((digits - 1 - i) as u32) % 8) as u8)
                .collect();
            if code[digits - 1] == 0 {
                continue;
            }
            let g = octal_sg_plain(&code, len);
            'search: for p in 1..40 {
                for n0 in 1..60 {
                    let short = (n0..2 * n0 + p).all(|n| g[n + p] == g[n]);
                    if !short {
                        continue;
                    }
                    let full = (n0..len - p).all(|n| g[n + p] == g[n]);
                    if !full {
                        found.push((code.clone(), n0, p));
                        break 'search;
                    }
                }
            }
        }
    }
    assert_eq!(found.len(), 26);
    assert_eq!(found[0], (vec![0, 4], 1, 1));
    // 0.4 … 0.04: SG 0, 0, 0, 0, 1; the short window 1 ≤ n < 3 holds, the
    // theorem's 1 ≤ n < 5 does not.
    let g = octal_sg_plain(&[0, 4], 6);
    assert_eq!(&g[..5], &[0, 0, 0, 0, 1]);
    assert!((1..3).all(|n| g[n + 1] == g[n]));
    assert!(!(1..5).all(|n| g[n + 1] == g[n]));
}

// ------------------------------------------------------- Green Hackenbush

#[test]
fn hackenbush_ex2_a_stalk_of_k_edges_has_value_k_to_19() {
    for k in 0..=19usize {
        let edges: Vec<(usize, usize)> = (0..k).map(|i| (i, i + 1)).collect();
        assert_eq!(tree_game_sg(k + 1, &edges), k, "k = {k}");
    }
}

/// Exercise 3's winning edge: the edge whose removal leaves value 0, found by
/// the descent of the hint. `children[v]` lists v's children; `sg[v]` is the
/// colon-principle value of the subtree at v.
fn winning_edge(children: &[Vec<usize>], sg: &[usize]) -> Option<(usize, usize)> {
    if sg[0] == 0 {
        return None;
    }
    let (mut v, mut t) = (0usize, 0usize);
    loop {
        let g = sg[v];
        // A branch B_j = e_j · T_j of value b_j = sg[c] + 1 with b_j ⊕ g ⊕ t < b_j.
        let c = *children[v]
            .iter()
            .find(|&&c| ((sg[c] + 1) ^ g ^ t) < sg[c] + 1)
            .expect("the SG theorem's branch");
        let s = (sg[c] + 1) ^ g ^ t;
        if s == 0 {
            return Some((v, c));
        }
        // Make T_c worth s − 1: the same problem one level up.
        v = c;
        t = s - 1;
    }
}

#[test]
fn hackenbush_ex3_the_descent_finds_a_winning_edge_on_every_tree_of_7_vertices() {
    let mut checked = 0;
    for n in 1..=7 {
        for edges in labelled_trees(n) {
            // Root at 0: parents by a walk from the root.
            let mut adj = vec![Vec::new(); n];
            for &(a, b) in &edges {
                adj[a].push(b);
                adj[b].push(a);
            }
            let mut order = vec![0usize];
            let mut parent = vec![usize::MAX; n];
            parent[0] = 0;
            let mut i = 0;
            while i < order.len() {
                let v = order[i];
                for &w in &adj[v] {
                    if parent[w] == usize::MAX {
                        parent[w] = v;
                        order.push(w);
                    }
                }
                i += 1;
            }
            let mut children = vec![Vec::new(); n];
            for &v in &order[1..] {
                children[parent[v]].push(v);
            }
            let mut sg = vec![0usize; n];
            for &v in order.iter().rev() {
                sg[v] = children[v].iter().fold(0, |x, &c| x ^ (sg[c] + 1));
            }
            assert_eq!(sg[0], tree_game_sg(n, &edges));
            match winning_edge(&children, &sg) {
                None => assert_eq!(sg[0], 0),
                Some((u, w)) => {
                    // Remove the edge and everything above w; what remains must be worth 0.
                    let mut keep = vec![true; n];
                    let mut stack = vec![w];
                    while let Some(x) = stack.pop() {
                        keep[x] = false;
                        stack.extend(children[x].iter().copied());
                    }
                    let idx: Vec<usize> = (0..n).filter(|&x| keep[x]).collect();
                    let pos = |x: usize| idx.iter().position(|&y| y == x).unwrap();
                    let rest: Vec<(usize, usize)> = edges
                        .iter()
                        .filter(|&&(a, b)| keep[a] && keep[b])
                        .map(|&(a, b)| (pos(a), pos(b)))
                        .collect();
                    assert!(parent[w] == u);
                    assert_eq!(
                        tree_game_sg(idx.len(), &rest),
                        0,
                        "{edges:?} cut ({u}, {w})"
                    );
                }
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 18249); // 1 + 1 + 3 + 16 + 125 + 1296 + 16807
}

// ------------------------------------------------------------- Loopy graphs

fn is_acyclic(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut indeg = vec![0; n];
    for &(_, v) in edges {
        indeg[v] += 1;
    }
    let mut queue: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut seen = 0;
    while let Some(u) = queue.pop() {
        seen += 1;
        for &(a, b) in edges {
            if a == u {
                indeg[b] -= 1;
                if indeg[b] == 0 {
                    queue.push(b);
                }
            }
        }
    }
    seen == n
}

#[test]
fn loopy_graphs_ex1_on_every_dag_of_4_vertices_no_draw_and_reverse_topological_labels() {
    let n = 4;
    let mut dags = 0;
    for mask in 0u64..1 << (n * n) {
        let edges = graph_from_mask(n, mask);
        if !is_acyclic(n, &edges) {
            continue;
        }
        dags += 1;
        let out = graph_outcomes(n, &edges);
        assert!(!out.contains(&'D'), "{edges:?}");
        // Label by the definition in reverse topological order.
        let mut label = vec![' '; n];
        while label.contains(&' ') {
            for v in 0..n {
                if label[v] != ' ' {
                    continue;
                }
                let succ: Vec<usize> = edges.iter().filter(|e| e.0 == v).map(|e| e.1).collect();
                if succ.iter().all(|&w| label[w] != ' ') {
                    label[v] = if succ.iter().any(|&w| label[w] == 'L') {
                        'W'
                    } else {
                        'L'
                    };
                }
            }
        }
        assert_eq!(out, label, "{edges:?}");
    }
    assert_eq!(dags, 543);
}

/// Exercise 2: retrograde analysis that also records, for W, the successor
/// that labelled it and, for D, a successor left without a label.
fn outcomes_with_witness(n: usize, edges: &[(usize, usize)]) -> (Vec<char>, Vec<Option<usize>>) {
    let mut pred = vec![Vec::new(); n];
    let mut count = vec![0usize; n];
    for &(u, v) in edges {
        pred[v].push(u);
        count[u] += 1;
    }
    let mut label = vec!['D'; n];
    let mut witness = vec![None; n];
    let mut queue: Vec<usize> = (0..n).filter(|&v| count[v] == 0).collect();
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
                witness[u] = Some(v);
                queue.push(u);
            } else {
                count[u] -= 1;
                if count[u] == 0 {
                    label[u] = 'L';
                    queue.push(u);
                }
            }
        }
    }
    for u in 0..n {
        if label[u] == 'D' {
            witness[u] = edges
                .iter()
                .find(|e| e.0 == u && label[e.1] == 'D')
                .map(|e| e.1);
        }
    }
    (label, witness)
}

#[test]
fn loopy_graphs_ex2_the_witness_of_w_is_l_and_of_d_is_d_on_every_graph_of_4_vertices() {
    let n = 4;
    for mask in 0u64..1 << (n * n) {
        let edges = graph_from_mask(n, mask);
        let out = graph_outcomes(n, &edges);
        let (label, witness) = outcomes_with_witness(n, &edges);
        assert_eq!(label, out, "{edges:?}");
        for v in 0..n {
            match out[v] {
                'W' => assert_eq!(out[witness[v].unwrap()], 'L'),
                'D' => assert_eq!(out[witness[v].expect("(F4)")], 'D'),
                _ => assert!(witness[v].is_none()),
            }
        }
    }
}

#[test]
fn loopy_graphs_ex3_from_a_draw_every_move_goes_to_w_or_d_on_every_graph_of_4_vertices() {
    let n = 4;
    let mut draws = 0;
    for mask in 0u64..1 << (n * n) {
        let edges = graph_from_mask(n, mask);
        let out = graph_outcomes(n, &edges);
        for v in 0..n {
            if out[v] != 'D' {
                continue;
            }
            draws += 1;
            let succ: Vec<char> = edges
                .iter()
                .filter(|e| e.0 == v)
                .map(|e| out[e.1])
                .collect();
            assert!(!succ.contains(&'L'), "(F3) {edges:?}");
            assert!(succ.contains(&'D'), "(F4) {edges:?}");
        }
    }
    assert_eq!(draws, 217384);
}
