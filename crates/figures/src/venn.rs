//! Part 1: the three-set Venn diagram with its seven regions labelled.
//!
//! Regions (the chapter's names): a, b, c lie in exactly one of A, B, C;
//! x = A∩B only, y = B∩C only, z = C∩A only; t = A∩B∩C. Each label sits at
//! the centroid of its region, found by sampling a fine grid, and a test
//! checks that every centroid lies inside its own region.

use crate::svg::Svg;
use crate::tr;
use crate::Figure;

const W: f64 = 420.0;
const H: f64 = 400.0;
/// The centre of the triangle of circle centres.
const CY: f64 = 185.0;
const R: f64 = 105.0;

/// Centres of A, B, C: an equilateral triangle with side R, so every
/// pairwise lens and the middle region are wide enough for a label.
fn centres() -> [(f64, f64); 3] {
    let (cx, cy) = (W / 2.0, CY);
    let d = R / 3f64.sqrt(); // distance from the triangle's centre to a vertex
    [
        (cx - R / 2.0, cy - d / 2.0),
        (cx + R / 2.0, cy - d / 2.0),
        (cx, cy + d),
    ]
}

/// Which of A, B, C contain (x, y).
fn membership(x: f64, y: f64) -> [bool; 3] {
    let c = centres();
    [0, 1, 2].map(|i| (x - c[i].0).powi(2) + (y - c[i].1).powi(2) < R * R)
}

/// The seven regions: label and membership pattern.
pub const REGIONS: [(&str, [bool; 3]); 7] = [
    ("a", [true, false, false]),
    ("b", [false, true, false]),
    ("c", [false, false, true]),
    ("x", [true, true, false]),
    ("y", [false, true, true]),
    ("z", [true, false, true]),
    ("t", [true, true, true]),
];

/// The centroid of the points of a 1-unit grid with membership `pattern`.
pub fn centroid(pattern: [bool; 3]) -> (f64, f64) {
    let (mut sx, mut sy, mut k) = (0.0, 0.0, 0.0);
    for i in 0..W as usize {
        for j in 0..H as usize {
            let (x, y) = (i as f64 + 0.5, j as f64 + 0.5);
            if membership(x, y) == pattern {
                sx += x;
                sy += y;
                k += 1.0;
            }
        }
    }
    assert!(k > 0.0, "empty region {pattern:?}");
    (sx / k, sy / k)
}

fn three_sets() -> String {
    let mut s = Svg::new(W, H);
    let colours = ["#e4572e", "#17bebb", "#ffc914"];
    let c = centres();
    for (i, &(x, y)) in c.iter().enumerate() {
        s.circle(
            x,
            y,
            R,
            &format!(
                r#"fill="{}" fill-opacity="0.22" stroke="{}" stroke-width="2""#,
                colours[i], colours[i]
            ),
        );
    }
    // Set names outside the circles, away from the triangle's centre.
    let (gx, gy) = (W / 2.0, CY);
    for (i, name) in ["A", "B", "C"].iter().enumerate() {
        let (x, y) = c[i];
        let (dx, dy) = (x - gx, y - gy);
        let len = (dx * dx + dy * dy).sqrt();
        let k = (R + 18.0) / len;
        s.text(
            gx + dx * (1.0 + k),
            gy + dy * (1.0 + k),
            name,
            r##"font-size="22" font-weight="bold" fill="#333""##,
        );
    }
    for (label, pattern) in REGIONS {
        let (x, y) = centroid(pattern);
        s.text(
            x,
            y,
            label,
            r##"font-size="20" font-style="italic" fill="#111""##,
        );
    }
    s.finish(&tr!("三个集合的韦恩图：a、b、c 只属于一个集合，x、y、z 恰属于两个集合，t 属于全部三个集合", "A Venn diagram of three sets: a, b, c belong to one set only, x, y, z to exactly two, t to all three"))
}

/// The figures of this part.
pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "venn-three-sets.svg",
        svg: three_sets(),
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_label_lies_in_its_own_region() {
        for (label, pattern) in REGIONS {
            let (x, y) = centroid(pattern);
            assert_eq!(membership(x, y), pattern, "label {label} at ({x}, {y})");
        }
    }

    #[test]
    fn the_regions_are_the_seven_nonempty_patterns() {
        let mut seen: Vec<[bool; 3]> = REGIONS.iter().map(|r| r.1).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), 7);
        assert!(!seen.contains(&[false, false, false]));
        // x = A∩B only, y = B∩C only, z = C∩A only.
        assert_eq!(REGIONS[3].1, [true, true, false]);
        assert_eq!(REGIONS[4].1, [false, true, true]);
        assert_eq!(REGIONS[5].1, [true, false, true]);
    }
}
