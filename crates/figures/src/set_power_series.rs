//! Part 10: the lattice of set partitions of {1, 2, 3, 4} (Bell number
//! B_4 = 15), drawn level by level by the number of blocks, with a line for
//! every cover relation: σ covers π when σ merges two blocks of π.

use crate::svg::Svg;
use crate::tr;
use crate::Figure;

const W: f64 = 700.0;
const H: f64 = 380.0;
/// The ground set has this many elements, named 1, …, N.
const N: usize = 4;

/// Every set partition of {0, …, N−1}, as a sorted list of blocks (bit
/// masks, each block's lowest element first), by restricted growth strings.
pub fn partitions() -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut a = [0usize; N];
    loop {
        let k = a.iter().max().map_or(0, |m| m + 1);
        let mut blocks = vec![0u32; k];
        for (i, &b) in a.iter().enumerate() {
            blocks[b] |= 1 << i;
        }
        out.push(blocks);
        // The next string: the last position that may grow grows, the rest drop to 0.
        let grow = (1..N)
            .rev()
            .find(|&i| a[i] <= *a[..i].iter().max().unwrap_or(&0));
        let Some(i) = grow else {
            return out;
        };
        a[i] += 1;
        a[i + 1..].iter_mut().for_each(|x| *x = 0);
    }
}

/// Does `upper` arise from `lower` by merging exactly two of its blocks?
pub fn covers(upper: &[u32], lower: &[u32]) -> bool {
    upper.len() + 1 == lower.len() && lower.iter().all(|&b| upper.iter().any(|&u| u & b == b))
}

/// "12|3|4": the blocks with their elements named from 1.
fn label(p: &[u32]) -> String {
    let block = |b: u32| -> String {
        (0..N)
            .filter(|i| b >> i & 1 == 1)
            .map(|i| char::from(b'1' + i as u8))
            .collect()
    };
    p.iter().map(|&b| block(b)).collect::<Vec<_>>().join("|")
}

/// The partitions of each level (by number of blocks, 1 at the top), in the
/// order they are drawn: by their sizes of blocks, then by label.
fn levels() -> Vec<Vec<Vec<u32>>> {
    let all = partitions();
    (1..=N)
        .map(|k| {
            let mut level: Vec<Vec<u32>> = all.iter().filter(|p| p.len() == k).cloned().collect();
            level.sort_by_key(|p| {
                let mut sizes: Vec<u32> = p.iter().map(|b| b.count_ones()).collect();
                sizes.sort_unstable_by(|x, y| y.cmp(x));
                (sizes, label(p))
            });
            level
        })
        .collect()
}

fn lattice() -> String {
    let mut s = Svg::new(W, H);
    let levels = levels();
    let left = 90.0;
    let y_of = |k: usize| 40.0 + (k as f64) * 100.0;
    let pos = |k: usize, i: usize, n: usize| {
        let span = W - left - 20.0;
        (left + span * (i as f64 + 0.5) / n as f64, y_of(k))
    };
    // Cover lines first, so the boxes sit on top of them.
    for k in 0..levels.len() - 1 {
        for (i, upper) in levels[k].iter().enumerate() {
            for (j, lower) in levels[k + 1].iter().enumerate() {
                if covers(upper, lower) {
                    let (x1, y1) = pos(k, i, levels[k].len());
                    let (x2, y2) = pos(k + 1, j, levels[k + 1].len());
                    s.line(x1, y1, x2, y2, r##"stroke="#8a8a8a" stroke-width="1.2""##);
                }
            }
        }
    }
    for (k, level) in levels.iter().enumerate() {
        let blocks = k + 1;
        s.text(
            40.0,
            y_of(k),
            &if blocks == 1 {
                tr!("{} 块", "{} block", blocks)
            } else {
                tr!("{} 块", "{} blocks", blocks)
            },
            r##"font-size="14" fill="#555""##,
        );
        for (i, p) in level.iter().enumerate() {
            let (x, y) = pos(k, i, level.len());
            s.rect(
                x - 31.0,
                y - 13.0,
                62.0,
                26.0,
                r##"rx="6" fill="#eef4fb" stroke="#2f6fb0" stroke-width="1.5""##,
            );
            s.text(x, y, &label(p), r##"font-size="15" fill="#111""##);
        }
    }
    s.finish(&tr!(
        "集合 {{1, 2, 3, 4}} 的划分格：15 个划分按块数分成四层，相邻两层之间的连线表示合并两块",
        "The lattice of set partitions of {{1, 2, 3, 4}}: 15 partitions in four levels by their number of blocks; a line joins two partitions that differ by merging two blocks"
    ))
}

/// The figures of this part.
pub fn figures() -> Vec<Figure> {
    vec![Figure {
        file: "partition-lattice.svg",
        svg: lattice(),
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// B_4 = 15 partitions: 1, 7, 6, 1 with 1, 2, 3, 4 blocks (Stirling
    /// numbers of the second kind), and Σ_π C(k(π), 2) = 6 + 18 + 7 = 31
    /// cover lines: a partition into k blocks has C(k, 2) ways to merge two.
    #[test]
    fn fifteen_partitions_and_thirty_one_covers() {
        let levels = levels();
        let sizes: Vec<usize> = levels.iter().map(Vec::len).collect();
        assert_eq!(sizes, [1, 7, 6, 1]);
        let mut lines = 0;
        for k in 0..levels.len() - 1 {
            for upper in &levels[k] {
                lines += levels[k + 1].iter().filter(|l| covers(upper, l)).count();
            }
        }
        assert_eq!(lines, 31);
        for p in partitions() {
            assert_eq!(p.iter().fold(0, |a, &b| a | b), (1 << N) - 1);
            assert_eq!(p.iter().map(|b| b.count_ones()).sum::<u32>(), N as u32);
        }
    }
}
