//! Part 5 (second half): the digit columns of a Nim-k position before and
//! after a winning move, and Zeckendorf representations drawn as Fibonacci
//! blocks (the smallest block is Fibonacci Nim's winning first take).
use crate::svg::Svg;
use crate::tr;
use crate::Figure;

/// The figure list of these two chapters.
pub fn figures() -> Vec<Figure> {
    vec![
        Figure {
            file: "moore-digits.svg",
            svg: moore_digits(),
        },
        Figure {
            file: "zeckendorf-blocks.svg",
            svg: zeckendorf_blocks(),
        },
    ]
}

/// k of the Nim-k example.
const K: u64 = 2;
/// The example position and the position after the winning move (heap 1: 7 → 2).
const BEFORE: [u64; 4] = [7, 7, 7, 5];
const AFTER: [u64; 4] = [2, 7, 7, 5];
/// Binary digits shown (values 4, 2, 1).
const DIGITS: u32 = 3;

/// Count of heaps with a 1 in digit `bit`.
fn ones(heaps: &[u64], bit: u32) -> u64 {
    heaps.iter().filter(|&&a| (a >> bit) & 1 == 1).count() as u64
}

/// Moore's rule for the example.
fn is_p(heaps: &[u64]) -> bool {
    (0..DIGITS).all(|b| ones(heaps, b).is_multiple_of(K + 1))
}

fn moore_digits() -> String {
    // The figure is only true if the example is: the start is an N-position,
    // the move changes 1..=K heaps, each downwards, and lands on a P-position.
    assert!(!is_p(&BEFORE) && is_p(&AFTER));
    let changed = BEFORE.iter().zip(&AFTER).filter(|(a, b)| a != b).count() as u64;
    assert!((1..=K).contains(&changed));
    assert!(BEFORE.iter().zip(&AFTER).all(|(a, b)| b <= a));

    let cell = 34.0;
    let (w, h) = (620.0, 300.0);
    let mut svg = Svg::new(w, h);
    svg.rect(0.0, 0.0, w, h, r#"fill="white""#);
    let font = r##"font-size="15" fill="#222222""##;
    let small = r##"font-size="13" fill="#555555""##;
    for (t, (heaps, title)) in [
        (&BEFORE, tr!("走之前（k = 2）", "before the move (k = 2)")),
        (&AFTER, tr!("走之后", "after the move")),
    ]
    .into_iter()
    .enumerate()
    {
        let left = 90.0 + t as f64 * 300.0;
        let top = 56.0;
        svg.text(left + 1.5 * cell, 20.0, &title, r#"font-size="16""#);
        for (j, bit) in (0..DIGITS).rev().enumerate() {
            let x = left + j as f64 * cell;
            svg.text(
                x + cell / 2.0,
                top - 14.0,
                &(1u64 << bit).to_string(),
                small,
            );
        }
        for (i, &a) in heaps.iter().enumerate() {
            let y = top + i as f64 * cell;
            let moved = a != BEFORE[i] || a != AFTER[i];
            let label_style = if moved {
                r##"font-size="15" fill="#c0392b" font-weight="bold""##
            } else {
                font
            };
            svg.text(left - 30.0, y + cell / 2.0, &a.to_string(), label_style);
            for (j, bit) in (0..DIGITS).rev().enumerate() {
                let x = left + j as f64 * cell;
                let one = (a >> bit) & 1 == 1;
                let fill = if one { "#cfe0f7" } else { "#ffffff" };
                svg.rect(
                    x,
                    y,
                    cell,
                    cell,
                    &format!(r##"fill="{fill}" stroke="#888888" stroke-width="1""##),
                );
                svg.text(
                    x + cell / 2.0,
                    y + cell / 2.0,
                    if one { "1" } else { "0" },
                    font,
                );
            }
        }
        // The column counts, green when divisible by k + 1, red otherwise.
        let y = top + heaps.len() as f64 * cell + 10.0;
        svg.text(left - 30.0, y + cell / 2.0, &tr!("个数", "count"), small);
        for (j, bit) in (0..DIGITS).rev().enumerate() {
            let x = left + j as f64 * cell;
            let c = ones(heaps, bit);
            let (fill, stroke) = if c.is_multiple_of(K + 1) {
                ("#e3f4e1", "#2e7d32")
            } else {
                ("#fbe3e0", "#c0392b")
            };
            svg.rect(
                x,
                y,
                cell,
                cell,
                &format!(r#"fill="{fill}" stroke="{stroke}" stroke-width="1.5""#),
            );
            svg.text(x + cell / 2.0, y + cell / 2.0, &c.to_string(), font);
        }
        let verdict = if is_p(heaps) {
            tr!(
                "每列都是 3 的倍数：必败态",
                "every column a multiple of 3: P-position"
            )
        } else {
            tr!(
                "有的列不是 3 的倍数：必胜态",
                "a column not a multiple of 3: N-position"
            )
        };
        svg.text(left + 1.5 * cell, y + cell + 26.0, &verdict, small);
    }
    svg.line(
        250.0,
        130.0,
        330.0,
        130.0,
        r##"stroke="#c0392b" stroke-width="2" marker-end="url(#arrow)""##,
    );
    svg.raw(r##"<defs><marker id="arrow" markerWidth="10" markerHeight="10" refX="8" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#c0392b"/></marker></defs>"##);
    svg.text(290.0, 112.0, "7 → 2", r##"font-size="13" fill="#c0392b""##);
    svg.finish(&tr!(
        "Nim-k（k = 2）的二进制数位列：局面 7, 7, 7, 5 走到 2, 7, 7, 5",
        "The binary digit columns of Nim_k (k = 2): the position 7, 7, 7, 5 moves to 2, 7, 7, 5"
    ))
}

/// The Fibonacci numbers 1, 2, 3, 5, 8, … up to `n`.
fn fibs_up_to(n: u64) -> Vec<u64> {
    let mut f = vec![1u64, 2];
    while f[f.len() - 1] + f[f.len() - 2] <= n {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

/// The Zeckendorf representation of `n ≥ 1`, largest term first (greedy).
fn zeckendorf(n: u64) -> Vec<u64> {
    let mut rest = n;
    let mut terms = Vec::new();
    for &f in fibs_up_to(n).iter().rev() {
        if f <= rest {
            terms.push(f);
            rest -= f;
        }
    }
    terms
}

fn zeckendorf_blocks() -> String {
    let rows: [u64; 6] = [12, 20, 30, 33, 40, 21];
    let unit = 12.0;
    let (left, top, row_h) = (70.0, 30.0, 46.0);
    let (w, h) = (
        left + 40.0 * unit + 150.0,
        top + rows.len() as f64 * row_h + 40.0,
    );
    let mut svg = Svg::new(w, h);
    svg.rect(0.0, 0.0, w, h, r#"fill="white""#);
    for (r, &n) in rows.iter().enumerate() {
        let y = top + r as f64 * row_h;
        let terms = zeckendorf(n);
        assert_eq!(terms.iter().sum::<u64>(), n);
        svg.text(
            left - 34.0,
            y + 15.0,
            &format!("n = {n}"),
            r#"font-size="14""#,
        );
        let mut x = left;
        for (i, &t) in terms.iter().enumerate() {
            let smallest = i == terms.len() - 1;
            let style = if smallest && terms.len() > 1 {
                r##"fill="#f6c9c2" stroke="#c0392b" stroke-width="1.5""##
            } else {
                r##"fill="#cfe0f7" stroke="#1f5fbf" stroke-width="1""##
            };
            svg.rect(x, y, t as f64 * unit, 30.0, style);
            svg.text(
                x + t as f64 * unit / 2.0,
                y + 15.0,
                &t.to_string(),
                r#"font-size="13""#,
            );
            x += t as f64 * unit;
        }
        let note = if terms.len() == 1 {
            tr!(
                "斐波那契数：先手必败",
                "a Fibonacci number: the first player loses"
            )
        } else {
            tr!(
                "先手拿 {}",
                "the first player takes {}",
                terms[terms.len() - 1]
            )
        };
        // Left-aligned just after the last block.
        svg.raw(&format!(
            r##"<text x="{:.2}" y="{:.2}" text-anchor="start" dominant-baseline="central" font-size="12" fill="#555555">{}</text>"##,
            x + 12.0,
            y + 15.0,
            crate::svg::escape(&note)
        ));
    }
    svg.finish(&tr!("齐肯多夫表示：把 n 拆成互不相邻的斐波那契数之和，最小的一块（红色）是必胜的第一步", "Zeckendorf representations: n split into non-consecutive Fibonacci numbers; the smallest block (red) is the winning first move"))
}
