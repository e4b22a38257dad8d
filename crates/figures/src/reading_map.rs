//! The preface: the reading map, one box per part of `src/SUMMARY.md` and an
//! arrow from each part to the parts that build on it (`src/parts.toml`, read
//! through `registry::parts`). A new part appears by itself; its column is
//! how many parts lie on the longest chain of needs before it.
use crate::svg::Svg;
use crate::tr;
use crate::{lang, Figure, Lang};
use registry::parts::{short_title, Lang as TextLang, ReadingMap};
use std::path::Path;

/// The figures of the preface.
pub fn figures() -> Vec<Figure> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let map = ReadingMap::load(&root).unwrap_or_else(|e| panic!("the reading map: {e}"));
    vec![Figure {
        file: "reading-map.svg",
        svg: reading_map(&map),
    }]
}

const BOX_W: f64 = 150.0;
const GAP_X: f64 = 44.0;
const GAP_Y: f64 = 14.0;
const MARGIN: f64 = 12.0;
const TITLE_SIZE: f64 = 12.0;
const NOTE_SIZE: f64 = 11.0;
const LINE: f64 = 15.0;
/// Fills by the parts a part grows from (those that need nothing).
const FILLS: [&str; 4] = ["#e3edf9", "#fbeedd", "#e5f3e5", "#f3e6f3"];

/// The width `text` takes at `size` px: a CJK or full-width character is a
/// square, anything else a bit over half of one.
fn width(text: &str, size: f64) -> f64 {
    text.chars()
        .map(|c| if is_wide(c) { size } else { 0.56 * size })
        .sum()
}

fn is_wide(c: char) -> bool {
    matches!(c, '\u{2e80}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' | '\u{ff00}'..='\u{ffef}')
}

/// `text` in as few lines of at most `max` px as [`wrap_greedy`] needs, but
/// with the lines as even as that many allow (no last line of one character).
pub fn wrap(text: &str, size: f64, max: f64) -> Vec<String> {
    let lines = wrap_greedy(text, size, max);
    let mut narrower = width(text, size) / lines.len() as f64;
    while narrower < max {
        let even = wrap_greedy(text, size, narrower);
        if even.len() == lines.len() {
            return even;
        }
        narrower += 1.0;
    }
    lines
}

/// `text` broken into lines of at most `max` px, each filled before the next:
/// between words, and between any two CJK characters (a Latin word stays whole).
fn wrap_greedy(text: &str, size: f64, max: f64) -> Vec<String> {
    // Units: a wide character alone, or a run of other non-space characters,
    // each remembering whether a space came before it.
    let mut units: Vec<(bool, String)> = Vec::new();
    let mut space = false;
    for c in text.chars() {
        if c == ' ' {
            space = true;
            continue;
        }
        // Latin letters join the Latin run before them; a closing mark joins
        // whatever comes before it, so no line starts with `、` or `）`.
        let closing = "、，。：；！？）》」』”’".contains(c);
        let joins = !space
            && units.last().is_some_and(|(_, u)| {
                closing || (!is_wide(c) && u.chars().last().is_some_and(|l| !is_wide(l)))
            });
        if joins {
            units.last_mut().expect("a unit").1.push(c);
        } else {
            units.push((space, c.to_string()));
        }
        space = false;
    }
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for (spaced, u) in units {
        let next = if cur.is_empty() {
            u.clone()
        } else if spaced {
            format!("{cur} {u}")
        } else {
            format!("{cur}{u}")
        };
        if !cur.is_empty() && width(&next, size) > max {
            lines.push(std::mem::take(&mut cur));
            cur = u;
        } else {
            cur = next;
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    lines
}

fn reading_map(map: &ReadingMap) -> String {
    let text_lang = match lang() {
        Lang::Zh => TextLang::Zh,
        Lang::En => TextLang::En,
    };
    let n = map.parts.len();
    // Each part's parents: its needs and its chapters' extra needs (dashed).
    let dashed: Vec<Vec<(usize, String)>> = (0..n)
        .map(|i| {
            let part = &map.parts[i];
            let base = map.all_needs(i);
            part.chapter_needs
                .iter()
                .flat_map(|(c, list)| {
                    let ch = part.chapters.iter().find(|ch| &ch.path == c);
                    let title = ch.map_or(c.as_str(), |ch| match text_lang {
                        TextLang::Zh => short_title(&ch.title_zh),
                        TextLang::En => short_title(&ch.title_en),
                    });
                    list.iter()
                        .filter(|j| !base.contains(j))
                        .map(move |&j| (j, title.to_string()))
                })
                .collect()
        })
        .collect();
    let parents = |i: usize| -> Vec<usize> {
        let mut v = map.parts[i].needs.clone();
        v.extend(dashed[i].iter().map(|(j, _)| *j));
        v
    };
    // Column: the longest chain of parents (a parent is always an earlier part).
    let mut column = vec![0usize; n];
    for i in 0..n {
        column[i] = parents(i).iter().map(|&j| column[j] + 1).max().unwrap_or(0);
    }
    // Root colour: the parts with no needs each start a line of the book.
    let roots: Vec<usize> = (0..n).filter(|&i| map.parts[i].needs.is_empty()).collect();
    let fill = |i: usize| {
        let mut from: Vec<usize> = map.all_needs(i);
        from.push(i);
        let mine: Vec<usize> = roots.iter().copied().filter(|r| from.contains(r)).collect();
        match mine.as_slice() {
            [r] => FILLS[roots.iter().position(|x| x == r).unwrap_or(0) % FILLS.len()],
            _ => "#ffffff",
        }
    };
    // Box text: the label, the title, and under it the chapters a dashed
    // arrow is for; one height for all boxes.
    let texts: Vec<(String, Vec<String>, Vec<String>)> = map
        .parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut names: Vec<&str> = dashed[i].iter().map(|(_, t)| t.as_str()).collect();
            names.dedup();
            let note = if names.is_empty() {
                Vec::new()
            } else {
                let note = tr!("虚线：只有 {} 一章", "dashed: {} only", names.join(", "));
                wrap(&note, NOTE_SIZE, BOX_W - 14.0)
            };
            (
                p.label(text_lang),
                wrap(p.title(text_lang), TITLE_SIZE, BOX_W - 14.0),
                note,
            )
        })
        .collect();
    let lines = texts
        .iter()
        .map(|t| t.1.len() + t.2.len())
        .max()
        .unwrap_or(1) as f64;
    let box_h = 12.0 + 16.0 + lines * LINE + 6.0;
    let columns = column.iter().max().map_or(1, |m| m + 1);
    let mut by_column: Vec<Vec<usize>> = vec![Vec::new(); columns];
    let tallest = (0..columns)
        .map(|c| column.iter().filter(|&&x| x == c).count())
        .max()
        .unwrap_or(1) as f64;
    let block = |k: usize| k as f64 * (box_h + GAP_Y) - GAP_Y;
    let top = MARGIN;
    let body_h = block(tallest as usize);
    let mut y = vec![0.0f64; n];
    for (c, col) in by_column.iter_mut().enumerate() {
        let mut members: Vec<(f64, usize)> = (0..n)
            .filter(|&i| column[i] == c)
            .map(|i| {
                let ps = parents(i);
                let centre = if ps.is_empty() {
                    i as f64
                } else {
                    ps.iter().map(|&j| y[j]).sum::<f64>() / ps.len() as f64
                };
                (centre, i)
            })
            .collect();
        members.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let start = top + (body_h - block(members.len())) / 2.0;
        for (k, &(_, i)) in members.iter().enumerate() {
            y[i] = start + k as f64 * (box_h + GAP_Y) + box_h / 2.0;
            col.push(i);
        }
    }
    let x = |i: usize| MARGIN + column[i] as f64 * (BOX_W + GAP_X);
    let legend_y = top + body_h + 24.0;
    let width = 2.0 * MARGIN + columns as f64 * BOX_W + (columns - 1) as f64 * GAP_X;
    let height = legend_y + 26.0;
    let mut svg = Svg::new(width, height);
    svg.raw(r##"<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#444"/></marker></defs>"##);
    let edge = |svg: &mut Svg, j: usize, i: usize, dash: bool| {
        let (x1, y1) = (x(j) + BOX_W, y[j]);
        let (x2, y2) = (x(i) - 2.0, y[i]);
        let mid = (x1 + x2) / 2.0;
        let style = if dash {
            r##"fill="none" stroke="#444" stroke-width="1.3" stroke-dasharray="5 4" marker-end="url(#arrow)""##
        } else {
            r##"fill="none" stroke="#444" stroke-width="1.4" marker-end="url(#arrow)""##
        };
        svg.path(
            &format!("M{x1:.2},{y1:.2} C{mid:.2},{y1:.2} {mid:.2},{y2:.2} {x2:.2},{y2:.2}"),
            style,
        );
    };
    for (i, (part, ds)) in map.parts.iter().zip(&dashed).enumerate() {
        for &j in &part.needs {
            edge(&mut svg, j, i, false);
        }
        for (j, _) in ds {
            edge(&mut svg, *j, i, true);
        }
    }
    for (i, (label, title, note)) in texts.iter().enumerate() {
        let (bx, by) = (x(i), y[i] - box_h / 2.0);
        svg.rect(
            bx,
            by,
            BOX_W,
            box_h,
            &format!(
                r##"rx="6" fill="{}" stroke="#333" stroke-width="1.2""##,
                fill(i)
            ),
        );
        svg.text(
            bx + BOX_W / 2.0,
            by + 15.0,
            label,
            r#"font-size="13" font-weight="bold""#,
        );
        let used = title.len() + note.len();
        let first = by + 12.0 + 16.0 + LINE / 2.0 + (lines - used as f64) * LINE / 2.0;
        for (k, l) in title.iter().enumerate() {
            svg.text(
                bx + BOX_W / 2.0,
                first + k as f64 * LINE,
                l,
                &format!(r##"font-size="{TITLE_SIZE}" fill="#222""##),
            );
        }
        for (k, l) in note.iter().enumerate() {
            svg.text(
                bx + BOX_W / 2.0,
                first + (title.len() + k) as f64 * LINE,
                l,
                &format!(r##"font-size="{NOTE_SIZE}" font-style="italic" fill="#444""##),
            );
        }
    }
    // Legend.
    let lx = MARGIN;
    svg.path(
        &format!("M{lx:.2},{legend_y:.2} L{:.2},{legend_y:.2}", lx + 34.0),
        r##"fill="none" stroke="#444" stroke-width="1.4" marker-end="url(#arrow)""##,
    );
    svg.raw(&format!(
        r##"<text x="{:.2}" y="{legend_y:.2}" dominant-baseline="central" font-size="11" fill="#222">{}</text>"##,
        lx + 42.0,
        crate::svg::escape(&tr!("整部分都用到", "the whole part builds on it"))
    ));
    let lx2 = width / 2.0 + 4.0;
    svg.path(
        &format!("M{lx2:.2},{legend_y:.2} L{:.2},{legend_y:.2}", lx2 + 34.0),
        r##"fill="none" stroke="#444" stroke-width="1.3" stroke-dasharray="5 4" marker-end="url(#arrow)""##,
    );
    svg.raw(&format!(
        r##"<text x="{:.2}" y="{legend_y:.2}" dominant-baseline="central" font-size="11" fill="#222">{}</text>"##,
        lx2 + 42.0,
        crate::svg::escape(&tr!("只有一章用到", "one chapter uses it"))
    ));
    let names: Vec<String> = map
        .parts
        .iter()
        .map(|p| format!("{} {}", p.label(text_lang), p.title(text_lang)))
        .collect();
    svg.finish(&tr!(
        "阅读路线：箭头从一部分指向用到它的部分。{}",
        "Reading map: an arrow leads from a part to the parts that build on it. {}",
        names.join(tr!("；", "; ").as_str())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_of_the_summary_has_its_box_in_both_languages() {
        for l in [Lang::Zh, Lang::En] {
            let figs = crate::all_in(l);
            let svg = &figs
                .iter()
                .find(|f| f.file == "reading-map.svg")
                .expect("the reading map is drawn")
                .svg;
            let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
            let map = ReadingMap::load(&root).expect("the reading map");
            let tl = if l == Lang::Zh {
                TextLang::Zh
            } else {
                TextLang::En
            };
            for p in &map.parts {
                let label = format!(">{}</text>", p.label(tl));
                assert!(svg.contains(&label), "{:?}: no box {label}", l);
            }
            assert_eq!(svg.matches("<rect").count(), map.parts.len() + 1, "{l:?}");
        }
    }

    #[test]
    fn wrapping_keeps_latin_words_whole_and_breaks_between_cjk_characters() {
        assert_eq!(wrap("aaa bbb ccc", 10.0, 40.0), ["aaa bbb", "ccc"]);
        assert_eq!(wrap("一二三四五", 10.0, 30.0), ["一二三", "四五"]);
        // A closing mark stays with the character before it.
        assert_eq!(wrap("一二、三四", 10.0, 30.0), ["一二、", "三四"]);
        // Two lines as even as two lines can be.
        assert_eq!(wrap("一二三四五六七", 10.0, 60.0), ["一二三四", "五六七"]);
        assert_eq!(
            wrap("SG 函数与 SG 定理", 10.0, 60.0),
            ["SG 函数与", "SG 定理"]
        );
    }
}
