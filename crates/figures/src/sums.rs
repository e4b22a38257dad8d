//! Part 5: a small game whose misère outcome breaks the SJ rule without its
//! side condition, and the SG table of Lasker's Nim. Both are computed here
//! by the mex rule from the moves, not typed in.
use crate::svg::Svg;
use crate::tr;
use crate::Figure;

/// The figures of this part.
pub fn figures() -> Vec<Figure> {
    vec![
        Figure {
            file: "anti-sg-separating-game.svg",
            svg: separating_game(),
        },
        Figure {
            file: "lasker-sg-table.svg",
            svg: lasker_table(24),
        },
    ]
}

/// The separating game: A → B, B → D, B → C, D → C (C has no move).
/// Positions are indices into `NAMES`; `MOVES[i]` lists the options of i.
const NAMES: [&str; 4] = ["A", "B", "D", "C"];
const MOVES: [&[usize]; 4] = [&[1], &[2, 3], &[3], &[]];

/// SG values of the separating game, by mex (positions listed so that every
/// option comes later, so a reverse pass sees options first).
pub fn separating_sg() -> [u64; 4] {
    let mut g = [0u64; 4];
    for i in (0..4).rev() {
        let vals: Vec<u64> = MOVES[i].iter().map(|&o| g[o]).collect();
        let mut m = 0;
        while vals.contains(&m) {
            m += 1;
        }
        g[i] = m;
    }
    g
}

/// Misère outcomes (true = the player to move wins): no move means a win.
pub fn separating_misere() -> [bool; 4] {
    let mut w = [false; 4];
    for i in (0..4).rev() {
        w[i] = MOVES[i].is_empty() || MOVES[i].iter().any(|&o| !w[o]);
    }
    w
}

fn separating_game() -> String {
    let g = separating_sg();
    let w = separating_misere();
    let (width, height) = (640.0, 230.0);
    let mut svg = Svg::new(width, height);
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    svg.raw(r##"<defs><marker id="arr5" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>"##);
    let x = |i: usize| 80.0 + 160.0 * i as f64;
    let row = 100.0;
    let r = 30.0;
    let arrow = r##"fill="none" stroke="#555" stroke-width="1.5" marker-end="url(#arr5)""##;
    for (i, opts) in MOVES.iter().enumerate() {
        for &o in opts.iter() {
            if o == i + 1 {
                svg.line(x(i) + r, row, x(o) - r - 2.0, row, arrow);
            } else {
                let d = format!(
                    "M{:.2},{:.2} C{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}",
                    x(i) + 10.0,
                    row - r,
                    x(i) + 60.0,
                    row - 95.0,
                    x(o) - 60.0,
                    row - 95.0,
                    x(o) - 10.0,
                    row - r - 2.0
                );
                svg.path(&d, arrow);
            }
        }
    }
    for i in 0..4 {
        let fill = if w[i] { "#ffffff" } else { "#f4d35e" };
        svg.circle(
            x(i),
            row,
            r,
            &format!(r##"fill="{fill}" stroke="#333" stroke-width="1.5""##),
        );
        svg.text(
            x(i),
            row - 8.0,
            NAMES[i],
            r#"font-size="16" font-weight="bold""#,
        );
        svg.text(
            x(i),
            row + 10.0,
            &format!("SG={}", g[i]),
            r##"font-size="12" fill="#222""##,
        );
        let label = if w[i] {
            tr!("反常：先手胜", "misère: first wins")
        } else {
            tr!("反常：先手负", "misère: first loses")
        };
        svg.text(
            x(i),
            row + r + 18.0,
            &label,
            r##"font-size="12" fill="#444""##,
        );
    }
    svg.text(
        width / 2.0,
        height - 22.0,
        &tr!("A 的唯一后继 B 的 SG 值是 2：A 的 SG 值为 0，反常规则下却是先手负（黄色）", "A's only option B has SG value 2: A has SG value 0, yet loses for the first player under misère play (yellow)"),
        r##"font-size="13" fill="#222""##,
    );
    svg.finish(&tr!("反常规则下区分 SJ 定理与去掉条件的错误版本的小游戏：A→B，B→D，B→C，D→C，标出 SG 值与反常规则下的胜负", "A small game that separates the SJ theorem from its version without the side condition under misère play: A→B, B→D, B→C, D→C, with SG values and misère outcomes"))
}

/// SG values of one heap 0..=n in Lasker's Nim by the Multi-SG mex: options
/// are every smaller heap and every split (a, h − a), valued by xor.
pub fn lasker_sg(n: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(n + 1);
    for h in 0..=n {
        let mut vals: Vec<u64> = g.clone();
        for a in 1..h {
            vals.push(g[a] ^ g[h - a]);
        }
        let mut m = 0;
        while vals.contains(&m) {
            m += 1;
        }
        g.push(m);
    }
    g
}

/// Heaps 1..=n in rows of four (4k+1 … 4k+4); cells where SG(h) ≠ h are shaded.
fn lasker_table(n: usize) -> String {
    let g = lasker_sg(n);
    let (cell_w, cell_h, left, top) = (120.0, 40.0, 90.0, 50.0);
    let rows = n.div_ceil(4);
    let width = left + 4.0 * cell_w + 20.0;
    let height = top + rows as f64 * cell_h + 20.0;
    let mut svg = Svg::new(width, height);
    svg.rect(0.0, 0.0, width, height, r#"fill="white""#);
    let heads = ["4k+1", "4k+2", "4k+3", "4k+4"];
    for (c, h) in heads.iter().enumerate() {
        svg.text(
            left + cell_w * (c as f64 + 0.5),
            top - 20.0,
            h,
            r#"font-size="14" font-weight="bold""#,
        );
    }
    for row in 0..rows {
        svg.text(
            left / 2.0,
            top + cell_h * (row as f64 + 0.5),
            &format!("k = {row}"),
            r##"font-size="13" fill="#444""##,
        );
        for c in 0..4 {
            let h = 4 * row + c + 1;
            if h > n {
                continue;
            }
            let fill = if g[h] != h as u64 {
                "#f4d35e"
            } else {
                "#ffffff"
            };
            let (x0, y0) = (left + cell_w * c as f64, top + cell_h * row as f64);
            svg.rect(
                x0,
                y0,
                cell_w,
                cell_h,
                &format!(r##"fill="{fill}" stroke="#888" stroke-width="1""##),
            );
            svg.text(
                x0 + cell_w / 2.0,
                y0 + cell_h / 2.0,
                &format!("SG({h}) = {}", g[h]),
                r#"font-size="14""#,
            );
        }
    }
    svg.finish(&tr!(
        "Lasker 的 Nim（可拿可分）中一堆 1 到 {n} 颗的 SG 值，每行一个模 4 的周期，黄色为 SG 值与堆大小不同的格子",
        "SG values of a pile of 1 to {n} in Lasker's Nim (take or split), one period mod 4 a row; yellow where the SG value differs from the pile size"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn separating_game_has_sg_0_but_is_lost_under_misere_play() {
        assert_eq!(separating_sg(), [0, 2, 1, 0]);
        assert_eq!(separating_misere(), [false, true, false, true]);
    }

    #[test]
    fn lasker_table_swaps_4k_plus_3_and_4k_plus_4() {
        let g = lasker_sg(24);
        assert_eq!(&g[..9], &[0, 1, 2, 4, 3, 5, 6, 8, 7]);
    }
}
