//! `cargo xtask bench [--quick]`: every listing (release build) on generated
//! inputs at its judge's limit and beyond, beside the same problem written the
//! textbook way (`src/bin/textbook-*.rs` beside this file) and, for the programs
//! whose work is reading, beside the floor (`read-only`: read the file, do
//! nothing). Each program runs first once through `probe` (the judge's 1 MiB
//! stack, a 10 s cap, its output kept, its peak memory measured); the cells
//! that finish and answer like the listing are then timed by hyperfine
//! (Debian's package, installed with apt-get when missing), median of at least
//! 5 runs.
//!
//! The full run rewrites the table between the markers in
//! `src/appendix/performance.md`; `--quick` runs every row on tiny inputs
//! (part of `cargo xtask test`, so the verb cannot rot) and writes only
//! `target/bench/quick/table.md`.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;
use testkit::cmd::{cargo, cmd_capture, cmd_ok, say};
use testkit::rng::Rng;

/// The page the table lives in, and the markers around the generated part.
pub const PAGE: &str = "src/appendix/performance.md";
pub const BEGIN: &str = "<!-- bench:begin (cargo xtask bench writes from here) -->";
pub const END: &str = "<!-- bench:end -->";

/// A cell slower than this is stopped and reads "> 10 s".
const CAP_MS: u64 = 10_000;
/// The stack the listings get in their tests (testkit::run::STACK_KIB).
const STACK_KIB: u32 = testkit::run::STACK_KIB;

/// One row: a listing on one generated input.
pub struct Row {
    /// Stable name of the row; the page's table is checked to hold exactly these.
    pub id: &'static str,
    pub listing: &'static str,
    /// The input, in the page's words (KaTeX allowed).
    pub what: &'static str,
    /// Does the program's work consist of reading? Then the floor is timed too.
    pub io_bound: bool,
    /// The input; `quick` asks for a tiny one of the same shape.
    pub input: fn(&mut Rng, bool) -> Vec<u8>,
}

/// Every row of the table, in order.
pub fn rows() -> Vec<Row> {
    vec![
        Row {
            id: "891/1e5",
            listing: "acwing-891-nim",
            what: "$10^5$ 堆（题目上限），$a_i \\le 10^9$",
            io_bound: true,
            input: |r, q| heaps_line(r, if q { 100 } else { 100_000 }, 1_000_000_000),
        },
        Row {
            id: "891/1e7",
            listing: "acwing-891-nim",
            what: "$10^7$ 堆，$a_i \\le 10^9$",
            io_bound: true,
            input: |r, q| heaps_line(r, if q { 1000 } else { 10_000_000 }, 1_000_000_000),
        },
        Row {
            id: "892/1e5",
            listing: "acwing-892-staircase-nim",
            what: "$10^5$ 级台阶（题目上限），$a_i \\le 10^9$",
            io_bound: true,
            input: |r, q| heaps_line(r, if q { 100 } else { 100_000 }, 1_000_000_000),
        },
        Row {
            id: "892/1e7",
            listing: "acwing-892-staircase-nim",
            what: "$10^7$ 级台阶，$a_i \\le 10^9$",
            io_bound: true,
            input: |r, q| heaps_line(r, if q { 1000 } else { 10_000_000 }, 1_000_000_000),
        },
        Row {
            id: "2975/1000x1000",
            listing: "poj-2975-nim-moves",
            what: "1000 组，每组 1000 堆，$k_i \\le 10^9$",
            io_bound: true,
            input: |r, q| nim_cases(r, if q { 10 } else { 1000 }, if q { 10 } else { 1000 }),
        },
        Row {
            id: "893/1e4",
            listing: "acwing-893-set-nim",
            what: "$\\lvert S \\rvert = 100$（含 1），100 堆，堆 $\\le 10^4$（题目上限）",
            io_bound: false,
            input: |r, q| set_nim(r, if q { 10 } else { 100 }, if q { 100 } else { 10_000 }),
        },
        Row {
            id: "893/1e6",
            listing: "acwing-893-set-nim",
            what: "$\\lvert S \\rvert = 100$（含 1），100 堆，堆 $\\le 10^6$",
            io_bound: false,
            input: |r, q| set_nim(r, if q { 10 } else { 100 }, if q { 200 } else { 1_000_000 }),
        },
        Row {
            id: "894/100",
            listing: "acwing-894-split-nim",
            what: "100 堆，堆 $\\le 100$（题目上限）",
            io_bound: false,
            input: |r, q| split_nim(r, if q { 10 } else { 100 }),
        },
        Row {
            id: "894/500",
            listing: "acwing-894-split-nim",
            what: "100 堆，堆 $\\le 500$",
            io_bound: false,
            input: |r, q| split_nim(r, if q { 20 } else { 500 }),
        },
        Row {
            id: "894/1000",
            listing: "acwing-894-split-nim",
            what: "100 堆，堆 $\\le 1000$",
            io_bound: false,
            input: |r, q| split_nim(r, if q { 40 } else { 1000 }),
        },
        Row {
            id: "1848/1e3",
            listing: "hdu-1848-fibonacci-sg",
            what: "$10^5$ 行，堆 $\\le 1000$（题目上限）",
            io_bound: true,
            input: |r, q| {
                fibonacci_lines(r, if q { 100 } else { 100_000 }, if q { 100 } else { 1000 })
            },
        },
        Row {
            id: "1848/1e6",
            listing: "hdu-1848-fibonacci-sg",
            what: "$10^6$ 行，堆 $\\le 10^6$",
            io_bound: true,
            input: |r, q| {
                fibonacci_lines(
                    r,
                    if q { 100 } else { 1_000_000 },
                    if q { 1000 } else { 1_000_000 },
                )
            },
        },
        Row {
            id: "1067/1e9",
            listing: "poj-1067-wythoff",
            what: "$10^6$ 行，$a, b \\le 10^9$，一半是必败态",
            io_bound: true,
            input: |r, q| wythoff_small(r, if q { 100 } else { 1_000_000 }),
        },
        Row {
            id: "1067/1e18",
            listing: "poj-1067-wythoff",
            what: "$10^6$ 行，$10^{18}$ 附近的必败态及其邻居",
            io_bound: true,
            input: |r, q| wythoff_near_1e18(r, if q { 100 } else { 1_000_000 }),
        },
        Row {
            id: "4279/500x50",
            listing: "luogu-4279-anti-nim",
            what: "500 组，每组 50 堆，堆 $\\le 5000$（题目上限）",
            io_bound: true,
            input: |r, q| anti_nim(r, if q { 5 } else { 500 }),
        },
        Row {
            id: "4279/5e4x50",
            listing: "luogu-4279-anti-nim",
            what: "$5 \\times 10^4$ 组，每组 50 堆",
            io_bound: true,
            input: |r, q| anti_nim(r, if q { 50 } else { 50_000 }),
        },
        Row {
            id: "lcm/16",
            listing: "ext-divisible-lcm",
            what: "$n = 10^{18}$，前 16 个质数",
            io_bound: false,
            input: |_, q| first_primes(if q { 6 } else { 16 }),
        },
        Row {
            id: "lcm/20",
            listing: "ext-divisible-lcm",
            what: "$n = 10^{18}$，前 20 个质数",
            io_bound: false,
            input: |_, q| first_primes(if q { 8 } else { 20 }),
        },
        Row {
            id: "lcm/30",
            listing: "ext-divisible-lcm",
            what: "$n = 10^{18}$，前 30 个质数",
            io_bound: false,
            input: |_, q| first_primes(if q { 10 } else { 30 }),
        },
        Row {
            id: "lcm/pq36",
            listing: "ext-divisible-lcm",
            what: "$n = 10^{18}$，$p < q \\le 23$ 的 36 个乘积 $pq$（有公因子，合并后 502 项）",
            io_bound: false,
            input: |_, q| products_of_two_primes(if q { 7 } else { 23 }),
        },
        Row {
            id: "lcm/2p23",
            listing: "ext-divisible-lcm",
            what: "$n = 10^{18}$，23 个 $2p$（$p$ 为前 23 个奇质数；最小公倍数两两不同）",
            io_bound: false,
            input: |_, q| twice_odd_primes(if q { 6 } else { 23 }),
        },
        Row {
            id: "1730/1e5x2",
            listing: "cses-1730-nim-game-i",
            what: "$10^5$ 组，每组 2 堆（$\\sum n$ 的上限）",
            io_bound: true,
            input: |r, q| t_tests(r, if q { 100 } else { 100_000 }),
        },
        Row {
            id: "1730/1e6x2",
            listing: "cses-1730-nim-game-i",
            what: "$10^6$ 组，每组 2 堆",
            io_bound: true,
            input: |r, q| t_tests(r, if q { 1000 } else { 1_000_000 }),
        },
        Row {
            id: "1098/1e5x2",
            listing: "cses-1098-nim-game-ii",
            what: "$10^5$ 组，每组 2 堆（$\\sum n$ 的上限）",
            io_bound: true,
            input: |r, q| t_tests(r, if q { 100 } else { 100_000 }),
        },
        Row {
            id: "1098/1e6x2",
            listing: "cses-1098-nim-game-ii",
            what: "$10^6$ 组，每组 2 堆",
            io_bound: true,
            input: |r, q| t_tests(r, if q { 1000 } else { 1_000_000 }),
        },
        Row {
            id: "1099/1e5x2",
            listing: "cses-1099-stair-game",
            what: "$10^5$ 组，每组 2 级（$\\sum n$ 的上限）",
            io_bound: true,
            input: |r, q| t_tests(r, if q { 100 } else { 100_000 }),
        },
        Row {
            id: "1099/1e6x2",
            listing: "cses-1099-stair-game",
            what: "$10^6$ 组，每组 2 级",
            io_bound: true,
            input: |r, q| t_tests(r, if q { 1000 } else { 1_000_000 }),
        },
        Row {
            id: "1729/1e6",
            listing: "cses-1729-stick-game",
            what: "$n = 10^6$（题目上限），$k = 100$（含 1）",
            io_bound: false,
            input: |r, q| stick_game(r, if q { 1000 } else { 1_000_000 }),
        },
        Row {
            id: "1729/1e7",
            listing: "cses-1729-stick-game",
            what: "$n = 10^7$，$k = 100$（含 1）",
            io_bound: false,
            input: |r, q| stick_game(r, if q { 2000 } else { 10_000_000 }),
        },
        Row {
            id: "1654/2e5",
            listing: "cses-1654-bit-problem",
            what: "$n = 2 \\times 10^5$，$x_i \\le 10^6$（题目上限）",
            io_bound: false,
            input: |r, q| {
                bit_problem(
                    r,
                    if q { 100 } else { 200_000 },
                    if q { 1000 } else { 1_000_000 },
                )
            },
        },
        Row {
            id: "1654/2^16",
            listing: "cses-1654-bit-problem",
            what: "$n = 2 \\times 10^5$，$x_i < 2^{16}$",
            io_bound: false,
            input: |r, q| {
                bit_problem(
                    r,
                    if q { 100 } else { 200_000 },
                    if q { 255 } else { 65_535 },
                )
            },
        },
        Row {
            id: "and/20",
            listing: "library-checker-bitwise-and-convolution",
            what: "$N = 20$（题目上限）",
            io_bound: false,
            input: |r, q| convolution(r, if q { 4 } else { 20 }),
        },
        Row {
            id: "and/12",
            listing: "library-checker-bitwise-and-convolution",
            what: "$N = 12$",
            io_bound: false,
            input: |r, q| convolution(r, if q { 3 } else { 12 }),
        },
        Row {
            id: "xor/20",
            listing: "library-checker-bitwise-xor-convolution",
            what: "$N = 20$（题目上限）",
            io_bound: false,
            input: |r, q| convolution(r, if q { 4 } else { 20 }),
        },
        Row {
            id: "xor/12",
            listing: "library-checker-bitwise-xor-convolution",
            what: "$N = 12$",
            io_bound: false,
            input: |r, q| convolution(r, if q { 3 } else { 12 }),
        },
        Row {
            id: "subset/20",
            listing: "library-checker-subset-convolution",
            what: "$N = 20$（题目上限）",
            io_bound: false,
            input: |r, q| convolution(r, if q { 4 } else { 20 }),
        },
        Row {
            id: "subset/16",
            listing: "library-checker-subset-convolution",
            what: "$N = 16$",
            io_bound: false,
            input: |r, q| convolution(r, if q { 3 } else { 16 }),
        },
        Row {
            id: "gcd/1e6",
            listing: "library-checker-gcd-convolution",
            what: "$N = 10^6$（题目上限）",
            io_bound: false,
            input: |r, q| divisor_convolution(r, if q { 100 } else { 1_000_000 }),
        },
        Row {
            id: "lcm/1e6",
            listing: "library-checker-lcm-convolution",
            what: "$N = 10^6$（题目上限）",
            io_bound: false,
            input: |r, q| divisor_convolution(r, if q { 100 } else { 1_000_000 }),
        },
        Row {
            id: "sqf/1e18",
            listing: "library-checker-counting-squarefrees",
            what: "$N = 10^{18}$（题目上限）",
            io_bound: false,
            input: |_, q| {
                if q {
                    b"1000000\n".to_vec()
                } else {
                    b"1000000000000000000\n".to_vec()
                }
            },
        },
        Row {
            id: "sqf/1e14",
            listing: "library-checker-counting-squarefrees",
            what: "$N = 10^{14}$",
            io_bound: false,
            input: |_, q| {
                if q {
                    b"10000\n".to_vec()
                } else {
                    b"100000000000000\n".to_vec()
                }
            },
        },
        Row {
            id: "totient/1e10",
            listing: "library-checker-sum-of-totient-function",
            what: "$N = 10^{10}$（题目上限）",
            io_bound: false,
            input: |_, q| {
                if q {
                    b"1000000\n".to_vec()
                } else {
                    b"10000000000\n".to_vec()
                }
            },
        },
        Row {
            id: "primes/1e11",
            listing: "library-checker-counting-primes",
            what: "$N = 10^{11}$（题目上限）",
            io_bound: false,
            input: |_, q| one_number(q, 100_000, 100_000_000_000),
        },
        Row {
            id: "primes/1e11-meissel",
            listing: "library-checker-counting-primes",
            what: "$N = 10^{11}$（题目上限），基线是梅塞尔公式（筛到 $N^{2/3}$）",
            io_bound: false,
            input: |_, q| one_number(q, 100_000, 100_000_000_000),
        },
        Row {
            id: "primes/1e9",
            listing: "library-checker-counting-primes",
            what: "$N = 10^9$",
            io_bound: false,
            input: |_, q| one_number(q, 10_000, 1_000_000_000),
        },
        Row {
            id: "665f/1e11",
            listing: "codeforces-665f-four-divisors",
            what: "$n = 10^{11}$（题目上限）",
            io_bound: false,
            input: |_, q| one_number(q, 100_000, 100_000_000_000),
        },
        Row {
            id: "665f/1e9",
            listing: "codeforces-665f-four-divisors",
            what: "$n = 10^9$",
            io_bound: false,
            input: |_, q| one_number(q, 10_000, 1_000_000_000),
        },
        Row {
            id: "montmort/1e6",
            listing: "library-checker-montmort-number-mod",
            what: "$N = 10^6$（题目上限），$M = 10^9$",
            io_bound: false,
            input: |_, q| {
                if q {
                    b"1000 1000000000\n".to_vec()
                } else {
                    b"1000000 1000000000\n".to_vec()
                }
            },
        },
        Row {
            id: "montmort/1e7",
            listing: "library-checker-montmort-number-mod",
            what: "$N = 10^7$，$M = 999999937$",
            io_bound: false,
            input: |_, q| {
                if q {
                    b"1000 999999937\n".to_vec()
                } else {
                    b"10000000 999999937\n".to_vec()
                }
            },
        },
        Row {
            id: "abc212h/2e5",
            listing: "atcoder-abc212-h-nim-counting",
            what: "$N = 2 \\times 10^5$，$K = 2^{16} - 1$（题目上限，每种堆大小都有）",
            io_bound: false,
            input: |_, q| {
                let (n, k) = if q {
                    (10, 100)
                } else {
                    (200_000, (1 << 16) - 1)
                };
                let sizes: Vec<String> = (1..=k).map(|a: u32| a.to_string()).collect();
                format!("{n} {k}\n{}\n", sizes.join(" ")).into_bytes()
            },
        },
        Row {
            id: "abc236h/16",
            listing: "atcoder-abc236-h-distinct-multiples",
            what: "$N = 16$，$M = 10^{18}$，$D_i \\le 30$（题目上限）",
            io_bound: false,
            input: |r, q| {
                let n = if q { 6 } else { 16 };
                let mut out = Vec::new();
                push_line(&mut out, [n, 1_000_000_000_000_000_000]);
                push_line(&mut out, (0..n).map(|_| r.range(1, 30)));
                out
            },
        },
        Row {
            id: "nim-product/1e6",
            listing: "library-checker-nim-product-64",
            what: "$T = 10^6$ 对（题目上限），$A, B < 2^{64}$ 随机",
            io_bound: true,
            input: |r, q| nim_pairs(r, if q { 1000 } else { 1_000_000 }),
        },
        // Part 10, exp and log of a set power series (src/set-power-series/exp-log.md).
        Row {
            id: "sps-exp/20",
            listing: "library-checker-exp-of-set-power-series",
            what: "$N = 20$（题目上限）",
            io_bound: false,
            input: |r, q| set_power_series(r, if q { 4 } else { 20 }, 0),
        },
        Row {
            id: "sps-exp/16",
            listing: "library-checker-exp-of-set-power-series",
            what: "$N = 16$",
            io_bound: false,
            input: |r, q| set_power_series(r, if q { 3 } else { 16 }, 0),
        },
        Row {
            id: "sps-exp/20-by-element",
            listing: "library-checker-exp-of-set-power-series",
            what: "$N = 20$（题目上限），对照的是逐个加入元素的 $O(N^2 2^N)$ 算法",
            io_bound: false,
            input: |r, q| set_power_series(r, if q { 4 } else { 20 }, 0),
        },
        Row {
            id: "sps-log/20",
            listing: "library-checker-log-of-set-power-series",
            what: "$N = 20$（题目上限）",
            io_bound: false,
            input: |r, q| set_power_series(r, if q { 4 } else { 20 }, 1),
        },
        Row {
            id: "sps-log/16",
            listing: "library-checker-log-of-set-power-series",
            what: "$N = 16$",
            io_bound: false,
            input: |r, q| set_power_series(r, if q { 3 } else { 16 }, 1),
        },
        Row {
            id: "abc213g/17",
            listing: "atcoder-abc213-g-connectivity-2",
            what: "$N = 17$，完全图 $K_{17}$（题目上限，$M = 136$）",
            io_bound: false,
            input: |r, q| graph(r, if q { 6 } else { 17 }, 100),
        },
        Row {
            id: "abc213g/17r",
            listing: "atcoder-abc213-g-connectivity-2",
            what: "$N = 17$，每对顶点以 1/2 的概率连边",
            io_bound: false,
            input: |r, q| graph(r, if q { 6 } else { 17 }, 50),
        },
        Row {
            id: "abc306h/17",
            listing: "atcoder-abc306-h-balance-scale",
            what: "$N = 17$，完全图 $K_{17}$（题目上限，$M = 136$）",
            io_bound: false,
            input: |r, q| graph(r, if q { 6 } else { 17 }, 100),
        },
        Row {
            id: "abc306h/17r",
            listing: "atcoder-abc306-h-balance-scale",
            what: "$N = 17$，每对顶点以 1/2 的概率连边",
            io_bound: false,
            input: |r, q| graph(r, if q { 6 } else { 17 }, 50),
        },
        // Part 11, the chromatic number (src/ie-algorithms/chromatic-number.md).
        Row {
            id: "chromatic/20",
            listing: "library-checker-chromatic-number",
            what: "$N = 20$，完全图 $K_{20}$（题目上限，$M = 190$，$\\chi = 20$）",
            io_bound: false,
            input: |r, q| graph_0_based(r, if q { 6 } else { 20 }, 100),
        },
        Row {
            id: "chromatic/20r",
            listing: "library-checker-chromatic-number",
            what: "$N = 20$，每对顶点以 1/2 的概率连边",
            io_bound: false,
            input: |r, q| graph_0_based(r, if q { 6 } else { 20 }, 50),
        },
        Row {
            id: "chromatic/16r",
            listing: "library-checker-chromatic-number",
            what: "$N = 16$，每对顶点以 1/2 的概率连边",
            io_bound: false,
            input: |r, q| graph_0_based(r, if q { 5 } else { 16 }, 50),
        },
        // Part 11, Hamiltonian cycles in polynomial space (src/ie-algorithms/hamiltonian.md).
        Row {
            id: "ham/16",
            listing: "ext-hamiltonian-cycles",
            what: "$n = 16$，完全图 $K_{16}$（格式上限），对照的是 $O(2^n n^2)$ 的位掩码 DP",
            io_bound: false,
            input: |r, q| graph(r, if q { 6 } else { 16 }, 100),
        },
        Row {
            id: "ham/20",
            listing: "ext-hamiltonian-cycles",
            what: "$n = 20$，完全图 $K_{20}$（程序的上限），对照的是 $O(2^n n^2)$ 的位掩码 DP",
            io_bound: false,
            input: |r, q| graph(r, if q { 7 } else { 20 }, 100),
        },
        // Part 11, the permanent (src/ie-algorithms/permanent.md).
        Row {
            id: "dpo/21",
            listing: "atcoder-dp-o-matching",
            what: "$N = 21$，全 1 矩阵（题目上限；答案 $21!$）",
            io_bound: false,
            input: |_, q| matrix(if q { 6 } else { 21 }, || 1),
        },
        Row {
            id: "dpo/21r",
            listing: "atcoder-dp-o-matching",
            what: "$N = 21$，每个 $a_{i,j}$ 以 1/2 的概率为 1",
            io_bound: false,
            input: |r, q| matrix(if q { 6 } else { 21 }, || r.range(0, 1)),
        },
        Row {
            id: "perm/20",
            listing: "ext-permanent",
            what: "$n = 20$（格式上限），元素在 $[0, 998244353)$ 中均匀随机",
            io_bound: false,
            input: |r, q| matrix(if q { 6 } else { 20 }, || r.range(0, 998_244_352)),
        },
        // Part 9, hot games (src/partizan/hot-games.md).
        Row {
            id: "cgt/200",
            listing: "ext-short-games",
            what: "200 行，每行是 4 个随机开关 $\\{a \\mid b\\}$（$-8 \\le b < a \\le 9$）之和减去同样 4 个（值为 0）",
            io_bound: false,
            input: |r, q| switch_sums(r, if q { 5 } else { 200 }),
        },
        // Part 11, the chromatic polynomial (src/ie-algorithms/chromatic-polynomial.md).
        Row {
            id: "chromatic-polynomial/20",
            listing: "library-checker-chromatic-polynomial",
            what: "$N = 20$（题目上限），$M = 95$ 条随机边",
            io_bound: false,
            input: |r, q| zero_based_graph(r, if q { 6 } else { 20 }, if q { 7 } else { 95 }),
        },
        Row {
            id: "chromatic-polynomial/12",
            listing: "library-checker-chromatic-polynomial",
            what: "$N = 12$，$M = 33$ 条随机边",
            io_bound: false,
            input: |r, q| zero_based_graph(r, if q { 6 } else { 12 }, if q { 7 } else { 33 }),
        },
        // Part 13, the number-theoretic transform (src/convolutions/ntt.md).
        Row {
            id: "ntt/2^19",
            listing: "library-checker-convolution-mod",
            what: "$N = M = 2^{19}$（题目上限），对照的是同一个 NTT 用 `%` 取模",
            io_bound: false,
            input: |r, q| convolution_mod(r, if q { 100 } else { 1 << 19 }),
        },
        Row {
            id: "ntt/2^14",
            listing: "library-checker-convolution-mod",
            what: "$N = M = 2^{14}$，对照的是 $O(NM)$ 的直接求和",
            io_bound: false,
            input: |r, q| convolution_mod(r, if q { 100 } else { 1 << 14 }),
        },
        // Part 2, Luogu P5675 (src/games/nim.md).
        Row {
            id: "5675/200",
            listing: "luogu-5675-taking-stones",
            what: "$N = 200$ 堆，每堆至多 200 颗（题目上限）",
            io_bound: false,
            input: |r, q| heaps_line(r, if q { 20 } else { 200 }, 200),
        },
        // Part 2, AtCoder AGC010 F (src/games/impartial.md).
        Row {
            id: "agc010f/3000",
            listing: "atcoder-agc010-f-tree-game",
            what: "$N = 3000$（题目上限），随机树，$A_i \\le 10^9$",
            io_bound: false,
            input: |r, q| stone_tree(r, if q { 30 } else { 3000 }),
        },
        Row {
            id: "agc010f/1e5",
            listing: "atcoder-agc010-f-tree-game",
            what: "$N = 10^5$，随机树，$A_i \\le 10^9$",
            io_bound: false,
            input: |r, q| stone_tree(r, if q { 100 } else { 100_000 }),
        },
        // Part 8, Luogu P4136 (src/nimbers/bipartite-game.md).
        Row {
            id: "4136/1e4",
            listing: "luogu-4136-who-wins",
            what: "$10^4$ 个棋盘，$n \\le 10^4$（题目上限）",
            io_bound: true,
            input: |r, q| board_sizes(r, if q { 100 } else { 10_000 }),
        },
        Row {
            id: "4136/1e6",
            listing: "luogu-4136-who-wins",
            what: "$10^6$ 个棋盘，$n \\le 10^4$",
            io_bound: true,
            input: |r, q| board_sizes(r, if q { 1000 } else { 1_000_000 }),
        },
        // Part 13, binomial transforms (src/convolutions/binomial-transforms.md).
        Row {
            id: "stirling2/5e5",
            listing: "library-checker-stirling-second",
            what: "$N = 500\\,000$（题目上限）",
            io_bound: false,
            input: |_, q| format!("{}\n", if q { 50 } else { 500_000 }).into_bytes(),
        },
        Row {
            id: "stirling2/5000",
            listing: "library-checker-stirling-second",
            what: "$N = 5000$",
            io_bound: false,
            input: |_, q| format!("{}\n", if q { 20 } else { 5000 }).into_bytes(),
        },
        Row {
            id: "taylor/2^19",
            listing: "library-checker-taylor-shift",
            what: "$N = 524\\,288$（题目上限），$a_i$ 与 $c$ 均匀随机",
            io_bound: false,
            input: |r, q| taylor_shift_input(r, if q { 50 } else { 524_288 }),
        },
        Row {
            id: "taylor/2^13",
            listing: "library-checker-taylor-shift",
            what: "$N = 8192$，$a_i$ 与 $c$ 均匀随机",
            io_bound: false,
            input: |r, q| taylor_shift_input(r, if q { 20 } else { 8192 }),
        },
        // Part 13, the LGV lemma (src/convolutions/lgv.md).
        Row {
            id: "348d/3000",
            listing: "codeforces-348d-turtles",
            what: "$n = m = 3000$（题目上限），10% 的格子是障碍",
            io_bound: false,
            input: |r, q| turtle_table(r, if q { 8 } else { 3000 }, 10),
        },
        Row {
            id: "348d/300",
            listing: "codeforces-348d-turtles",
            what: "$n = m = 300$，10% 的格子是障碍，对照的是两只乌龟同步走的 $O((n + m) n^2)$ DP",
            io_bound: false,
            input: |r, q| turtle_table(r, if q { 8 } else { 300 }, 10),
        },
        Row {
            id: "6657/100",
            listing: "luogu-6657-lgv",
            what: "$T = 5$，$n = 10^6$，$m = 100$（题目上限），$a_i, b_i$ 随机",
            io_bound: false,
            input: |r, q| lgv_tests(r, if q { 10 } else { 1_000_000 }, if q { 4 } else { 100 }),
        },
        Row {
            id: "6657/9",
            listing: "luogu-6657-lgv",
            what: "$T = 5$，$n = 10^6$，$m = 9$，对照的是按第一行展开的 $O(m!\\,m)$ 行列式",
            io_bound: false,
            input: |r, q| lgv_tests(r, if q { 10 } else { 1_000_000 }, if q { 4 } else { 9 }),
        },
        // Part 12, CSES 2209, CSES 2210 and Luogu P4980 (src/primes-orbits/burnside.md).
        Row {
            id: "2209/720720",
            listing: "cses-2209-counting-necklaces",
            what: "$n = 720720$（$10^6$ 以内因子最多），$m = 10^6$",
            io_bound: false,
            input: |_, q| format!("{} 1000000\n", if q { 720 } else { 720_720 }).into_bytes(),
        },
        Row {
            id: "2210/1e3",
            listing: "cses-2210-counting-grids",
            what: "$n = 1000$（$10^6$ 个格子）",
            io_bound: false,
            input: |_, q| format!("{}\n", if q { 10 } else { 1000 }).into_bytes(),
        },
        Row {
            id: "4980/1e4",
            listing: "luogu-4980-polya",
            what: "$t = 1000$ 组，随机 $n \\le 10^4$",
            io_bound: false,
            input: |r, q| polya_cases(r, if q { 10 } else { 1000 }, 10_000),
        },
        Row {
            id: "4980/1e9",
            listing: "luogu-4980-polya",
            what: "$t = 1000$ 组（题目上限），随机 $n \\le 10^9$",
            io_bound: false,
            input: |r, q| {
                polya_cases(
                    r,
                    if q { 10 } else { 1000 },
                    if q { 1000 } else { 1_000_000_000 },
                )
            },
        },
        // Part 12, Luogu P1446 (src/primes-orbits/polya.md).
        Row {
            id: "1446/60",
            listing: "luogu-1446-cards",
            what: "$n = 60$（每色 20 张，题目上限），$m = 59$：60 张牌的 60 个旋转",
            io_bound: false,
            input: |r, q| card_rotations(r, if q { 6 } else { 60 }),
        },
    ]
}

/// Luogu P4980: "t" and t random n in 1..=max, one a line.
fn polya_cases(r: &mut Rng, t: usize, max: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(t * 11 + 5);
    push_line(&mut out, [t as u64]);
    for _ in 0..t {
        push_line(&mut out, [r.range(1, max)]);
    }
    out
}

/// Rows timed beside another algorithm for the same problem instead of the
/// listing's textbook baseline: (row id, program in `src/bin/`).
const OTHER_BASELINES: &[(&str, &str)] = &[
    (
        "sps-exp/20-by-element",
        "by-element-library-checker-exp-of-set-power-series",
    ),
    (
        "primes/1e11-meissel",
        "meissel-library-checker-counting-primes",
    ),
    ("ntt/2^14", "naive-library-checker-convolution-mod"),
];

/// The program a row's listing is timed beside: `textbook-<listing>`, or the
/// row's entry in [`OTHER_BASELINES`].
fn baseline_name(row: &Row) -> String {
    OTHER_BASELINES
        .iter()
        .find(|(id, _)| *id == row.id)
        .map_or_else(
            || format!("textbook-{}", row.listing),
            |(_, b)| b.to_string(),
        )
}

/// `lines` lines, each four random switches {a|b} (−8 ≤ b < a ≤ 9) plus the
/// negatives of the same four: every line is 0, reached through hot sums.
fn switch_sums(r: &mut Rng, lines: usize) -> Vec<u8> {
    let mut out = String::new();
    for _ in 0..lines {
        let sw: Vec<String> = (0..4)
            .map(|_| {
                let (x, y) = (r.range(0, 16) as i64 - 8, r.range(0, 16) as i64 - 8);
                format!("{{{}|{}}}", x.max(y) + 1, x.min(y))
            })
            .collect();
        let neg: Vec<String> = sw.iter().map(|s| format!("-{s}")).collect();
        out += &format!("{}+{}\n", sw.join("+"), neg.join("+"));
    }
    out.into_bytes()
}

/// One number on a line: `small` for a quick run, else `full`.
fn one_number(quick: bool, small: u64, full: u64) -> Vec<u8> {
    format!("{}\n", if quick { small } else { full }).into_bytes()
}

/// Library Checker exp or log of a set power series: N, then 2^N values
/// below 998244353 with b_0 fixed by the statement (0 for exp, 1 for log).
fn set_power_series(r: &mut Rng, n: u32, b0: u64) -> Vec<u8> {
    let mut out = format!("{n}\n").into_bytes();
    push_line(
        &mut out,
        (0..1u64 << n).map(|i| if i == 0 { b0 } else { r.range(0, 998_244_352) }),
    );
    out
}

/// A simple graph on `n` vertices, "N M" and the edges (1-based, a < b):
/// each pair an edge with probability `percent` / 100 (at least one edge).
fn graph(r: &mut Rng, n: usize, percent: u64) -> Vec<u8> {
    let mut edges: Vec<(usize, usize)> = (1..=n)
        .flat_map(|a| (a + 1..=n).map(move |b| (a, b)))
        .collect();
    if percent < 100 {
        edges.retain(|_| r.range(1, 100) <= percent);
        if edges.is_empty() {
            edges.push((1, 2));
        }
    }
    let mut out = format!("{n} {}\n", edges.len()).into_bytes();
    for (a, b) in edges {
        push_line(&mut out, [a as u64, b as u64]);
    }
    out
}

/// Library Checker chromatic_number: "N M" and the edges "u v", 0-based,
/// each pair an edge with probability `percent` / 100.
fn graph_0_based(r: &mut Rng, n: usize, percent: u64) -> Vec<u8> {
    let mut edges: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    if percent < 100 {
        edges.retain(|_| r.range(1, 100) <= percent);
    }
    let mut out = format!("{n} {}\n", edges.len()).into_bytes();
    for (a, b) in edges {
        push_line(&mut out, [a as u64, b as u64]);
    }
    out
}

/// Library Checker chromatic_polynomial: `n` vertices, `m` distinct random
/// pairs (0-based) of the n(n−1)/2.
fn zero_based_graph(r: &mut Rng, n: usize, m: usize) -> Vec<u8> {
    let mut pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    for i in (1..pairs.len()).rev() {
        pairs.swap(i, r.range(0, i as u64) as usize);
    }
    pairs.truncate(m);
    let mut out = format!("{n} {m}\n").into_bytes();
    for (a, b) in pairs {
        push_line(&mut out, [a as u64, b as u64]);
    }
    out
}

/// "n" and an n×n matrix whose entries `entry` draws one at a time, row by
/// row (EDPC O and ext-permanent).
fn matrix(n: usize, mut entry: impl FnMut() -> u64) -> Vec<u8> {
    let mut out = format!("{n}\n").into_bytes();
    for _ in 0..n {
        push_line(&mut out, (0..n).map(|_| entry()));
    }
    out
}

/// Library Checker polynomial_taylor_shift: "N c" and N coefficients, all
/// uniform in [0, 998244353).
fn taylor_shift_input(r: &mut Rng, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [n as u64, r.range(0, 998_244_352)]);
    push_line(&mut out, (0..n).map(|_| r.range(0, 998_244_352)));
    out
}

/// Codeforces 348D: an n × n table, each cell but the corners an obstacle
/// with probability `percent` / 100.
fn turtle_table(r: &mut Rng, n: usize, percent: u64) -> Vec<u8> {
    let mut out = format!("{n} {n}\n").into_bytes();
    for i in 0..n {
        for j in 0..n {
            let corner = (i, j) == (0, 0) || (i, j) == (n - 1, n - 1);
            out.push(if !corner && r.range(1, 100) <= percent {
                b'#'
            } else {
                b'.'
            });
        }
        out.push(b'\n');
    }
    out
}

/// Luogu P6657: five tests of an n × n board with m sorted random starts and
/// ends.
fn lgv_tests(r: &mut Rng, n: u64, m: usize) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [5]);
    for _ in 0..5 {
        push_line(&mut out, [n, m as u64]);
        let mut a: Vec<u64> = (0..m).map(|_| r.range(1, n)).collect();
        let mut b: Vec<u64> = (0..m).map(|_| r.range(1, n)).collect();
        a.sort_unstable();
        b.sort_unstable();
        for (x, y) in a.into_iter().zip(b) {
            push_line(&mut out, [x, y]);
        }
    }
    out
}

/// Library Checker nim_product_64: T pairs of random 64-bit numbers.
fn nim_pairs(r: &mut Rng, t: usize) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [t as u64]);
    for _ in 0..t {
        push_line(&mut out, [r.next_u64(), r.next_u64()]);
    }
    out
}

// ───────────────────────────── inputs ─────────────────────────────

fn push_num(out: &mut Vec<u8>, v: u64, sep: u8) {
    let _ = write!(Bytes(out), "{v}");
    out.push(sep);
}

/// `write!` into a byte vector.
struct Bytes<'a>(&'a mut Vec<u8>);
impl std::fmt::Write for Bytes<'_> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

fn push_line(out: &mut Vec<u8>, values: impl IntoIterator<Item = u64>) {
    let mut any = false;
    for v in values {
        push_num(out, v, b' ');
        any = true;
    }
    if any {
        out.pop();
    }
    out.push(b'\n');
}

/// "n" and a line of n values in 1..=max (AcWing 891 and 892).
fn heaps_line(r: &mut Rng, n: usize, max: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(n * 11 + 16);
    push_line(&mut out, [n as u64]);
    push_line(&mut out, (0..n).map(|_| r.range(1, max)));
    out
}

/// AtCoder AGC010 F: n, stones up to 10^9, and a random tree (vertex i hangs
/// from a random earlier vertex; the edge is written either way round).
fn stone_tree(r: &mut Rng, n: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(n * 20 + 16);
    push_line(&mut out, [n as u64]);
    push_line(&mut out, (0..n).map(|_| r.range(0, 1_000_000_000)));
    for i in 2..=n as u64 {
        let p = r.range(1, i - 1);
        if r.range(0, 1) == 0 {
            push_line(&mut out, [p, i]);
        } else {
            push_line(&mut out, [i, p]);
        }
    }
    out
}

/// Luogu P4136: `k` board sizes up to 10^4, one a line, then "0".
fn board_sizes(r: &mut Rng, k: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(k * 6 + 2);
    for _ in 0..k {
        push_line(&mut out, [r.range(1, 10_000)]);
    }
    push_line(&mut out, [0]);
    out
}

/// Luogu P1446: n cards (n/3 of each color), shuffled by the n − 1
/// rotations other than the identity, listed in a random order; P = 61 for
/// n = 60 (the least prime above m + 1), 7 for the quick n = 6.
fn card_rotations(r: &mut Rng, n: usize) -> Vec<u8> {
    use testkit::primes_orbits::polya::{cyclic, input_1446, shuffles_of};
    let shuffles = shuffles_of(r, &cyclic(n));
    let p = if n == 60 { 61 } else { 7 };
    input_1446([n / 3; 3], p, &shuffles).into_bytes()
}

/// POJ 2975: `cases` cases of n heaps ≤ 10^9, then "0".
fn nim_cases(r: &mut Rng, cases: usize, n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..cases {
        push_line(&mut out, [n as u64]);
        push_line(&mut out, (0..n).map(|_| r.range(1, 1_000_000_000)));
    }
    push_line(&mut out, [0]);
    out
}

/// AcWing 893: k distinct moves, 1 among them (so a heap of h has a chain of
/// h moves), the others ≤ 10^4; 100 heaps, the first of them `max`.
fn set_nim(r: &mut Rng, k: usize, max: u64) -> Vec<u8> {
    let mut s = vec![1u64];
    while s.len() < k {
        let v = r.range(2, 10_000);
        if !s.contains(&v) {
            s.push(v);
        }
    }
    let mut out = Vec::new();
    push_line(&mut out, [k as u64]);
    push_line(&mut out, s);
    push_line(&mut out, [100]);
    push_line(
        &mut out,
        std::iter::once(max).chain((1..100).map(|_| r.range(1, max))),
    );
    out
}

/// AcWing 894: 100 heaps in 1..=max, the first of them `max`.
fn split_nim(r: &mut Rng, max: u64) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [100]);
    push_line(
        &mut out,
        std::iter::once(max).chain((1..100).map(|_| r.range(1, max))),
    );
    out
}

/// HDU 1848: `lines` lines of three heaps in 1..=max, the first line holding
/// `max`, then "0 0 0".
fn fibonacci_lines(r: &mut Rng, lines: usize, max: u64) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [max, r.range(1, max), r.range(1, max)]);
    for _ in 1..lines {
        push_line(
            &mut out,
            [r.range(1, max), r.range(1, max), r.range(1, max)],
        );
    }
    push_line(&mut out, [0, 0, 0]);
    out
}

/// POJ 1067: lines `a b` ≤ 10^9, half of them P-positions.
fn wythoff_small(r: &mut Rng, lines: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 0..lines {
        let (a, b) = testkit::wythoff::random_position(r, 1_000_000_000);
        push_line(&mut out, [a, b]);
    }
    out
}

/// POJ 1067 beyond the judge: P-positions (a_k, a_k + k) with b near 10^18,
/// and their neighbours (±1 in a heap or both), where a float is off by one.
fn wythoff_near_1e18(r: &mut Rng, lines: usize) -> Vec<u8> {
    let mut out = Vec::new();
    let mut written = 0;
    while written < lines {
        // b_k = a_k + k ≈ 2.618 k ≤ 10^18.
        let k = r.range(370_000_000_000_000_000, 381_966_000_000_000_000);
        for (a, b) in testkit::wythoff::p_position_and_neighbours(k) {
            if written < lines {
                push_line(&mut out, [a, b]);
                written += 1;
            }
        }
    }
    out
}

/// Luogu P4279: `t` cases of 50 heaps ≤ 5000; one case in ten all ones (the
/// misère rule's special case).
fn anti_nim(r: &mut Rng, t: usize) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [t as u64]);
    for i in 0..t {
        push_line(&mut out, [50]);
        if i % 10 == 0 {
            push_line(&mut out, (0..50).map(|_| 1));
        } else {
            push_line(&mut out, (0..50).map(|_| r.range(1, 5000)));
        }
    }
    out
}

/// ext-divisible-lcm: n = 10^18 and the first m primes.
fn first_primes(m: usize) -> Vec<u8> {
    let primes: Vec<u64> = (2u64..)
        .filter(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .take(m)
        .collect();
    let mut out = Vec::new();
    push_line(&mut out, [1_000_000_000_000_000_000, m as u64]);
    push_line(&mut out, primes);
    out
}

/// ext-divisible-lcm: n = 10^18 and every product p·q of two primes p < q ≤ top.
fn products_of_two_primes(top: u64) -> Vec<u8> {
    let primes: Vec<u64> = (2..=top)
        .filter(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .collect();
    let mut pq = Vec::new();
    for (i, &p) in primes.iter().enumerate() {
        pq.extend(primes[i + 1..].iter().map(|&q| p * q));
    }
    let mut out = Vec::new();
    push_line(&mut out, [1_000_000_000_000_000_000, pq.len() as u64]);
    push_line(&mut out, pq);
    out
}

/// ext-divisible-lcm: n = 10^18 and 2·p for the first m odd primes.
fn twice_odd_primes(m: usize) -> Vec<u8> {
    let two_p: Vec<u64> = (3u64..)
        .filter(|&p| (2..p).take_while(|d| d * d <= p).all(|d| p % d != 0))
        .take(m)
        .map(|p| 2 * p)
        .collect();
    let mut out = Vec::new();
    push_line(&mut out, [1_000_000_000_000_000_000, m as u64]);
    push_line(&mut out, two_p);
    out
}

/// CSES 1730, 1098, 1099: t tests of two values ≤ 10^9.
fn t_tests(r: &mut Rng, t: usize) -> Vec<u8> {
    let mut out = Vec::new();
    push_line(&mut out, [t as u64]);
    for _ in 0..t {
        push_line(&mut out, [2]);
        push_line(
            &mut out,
            [r.range(1, 1_000_000_000), r.range(1, 1_000_000_000)],
        );
    }
    out
}

/// CSES 1729: n and 100 distinct moves, 1 among them, the others ≤ 1000.
/// CSES 1654: n values in 1..=max.
fn bit_problem(r: &mut Rng, n: usize, max: u64) -> Vec<u8> {
    let mut out = format!("{n}\n").into_bytes();
    push_line(&mut out, (0..n).map(|_| r.range(1, max)));
    out
}

/// A Library Checker convolution: N, then two rows of 2^N values below 998244353.
fn convolution(r: &mut Rng, n: u32) -> Vec<u8> {
    let mut out = format!("{n}\n").into_bytes();
    for _ in 0..2 {
        push_line(&mut out, (0..1u64 << n).map(|_| r.range(0, 998_244_352)));
    }
    out
}

/// Library Checker convolution_mod: "N M", then N and M values below 998244353.
fn convolution_mod(r: &mut Rng, n: usize) -> Vec<u8> {
    let mut out = format!("{n} {n}\n").into_bytes();
    for _ in 0..2 {
        push_line(&mut out, (0..n).map(|_| r.range(0, 998_244_352)));
    }
    out
}

/// A Library Checker gcd or lcm convolution: N, then two rows of N values below 998244353.
fn divisor_convolution(r: &mut Rng, n: usize) -> Vec<u8> {
    let mut out = format!("{n}\n").into_bytes();
    for _ in 0..2 {
        push_line(&mut out, (0..n).map(|_| r.range(0, 998_244_352)));
    }
    out
}

fn stick_game(r: &mut Rng, n: u64) -> Vec<u8> {
    let mut p = vec![1u64];
    while p.len() < 100 {
        let v = r.range(2, 1000.min(n));
        if !p.contains(&v) {
            p.push(v);
        }
    }
    let mut out = Vec::new();
    push_line(&mut out, [n, 100]);
    push_line(&mut out, p);
    out
}

// ───────────────────────────── running ─────────────────────────────

/// What became of one program on one input.
#[derive(Clone, Debug)]
enum Outcome {
    /// Finished and (for a baseline) answered like the listing.
    Ran { ms: f64, peak_kib: i64 },
    /// Finished, answered differently from the listing.
    Wrong { ms: f64 },
    /// Still running at the cap.
    Slow,
    /// Still running at the cap, and what it had printed by then already
    /// differs from the listing's answers.
    SlowWrong,
    /// Overflowed the 1 MiB stack.
    StackOverflow,
    /// Refused the input with its own message (exit code 1).
    Rejected(String),
    /// Anything else: a signal, a panic, another exit code.
    Failed(String),
    /// Not applicable (no floor for this row).
    None,
}

struct Probe {
    outcome: Outcome,
    stdout: PathBuf,
}

/// Run `bin` once on `input` through `probe`.
fn probe(probe_bin: &Path, bin: &Path, input: &Path, tag: &str) -> Result<Probe, String> {
    let stdout = input.with_extension(format!("{tag}.out"));
    let stderr = input.with_extension(format!("{tag}.err"));
    let out = Command::new(probe_bin)
        .arg(CAP_MS.to_string())
        .arg(STACK_KIB.to_string())
        .arg(input)
        .arg(&stdout)
        .arg(&stderr)
        .arg(bin)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", probe_bin.display()))?;
    let line = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let mut parts = line.split(' ');
    let (status, ms, kib) = (parts.next(), parts.next(), parts.next());
    let (Some(status), Some(ms), Some(kib)) = (status, ms, kib) else {
        return Err(format!(
            "probe printed {line:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    };
    let ms: f64 = ms.parse().map_err(|_| format!("probe printed {line:?}"))?;
    let peak_kib: i64 = kib.parse().map_err(|_| format!("probe printed {line:?}"))?;
    let err = std::fs::read_to_string(&stderr).unwrap_or_default();
    let outcome = match status {
        "ok" => Outcome::Ran { ms, peak_kib },
        "timeout" => Outcome::Slow,
        _ if err.contains("overflowed its stack") => Outcome::StackOverflow,
        "exit:1" if err.starts_with("bad input") => Outcome::Rejected(first_line(&err)),
        other => Outcome::Failed(format!("{other} {}", first_line(&err))),
    };
    Ok(Probe { outcome, stdout })
}

/// The first line of a message, at most 80 characters.
fn first_line(s: &str) -> String {
    s.lines().next().unwrap_or("").chars().take(80).collect()
}

/// Do two outputs agree token by token (as judges compare)? With `prefix`,
/// `b` was cut short (stopped at the cap): only its complete lines count, and
/// they must agree with the start of `a`.
fn same_answers(a: &Path, b: &Path, prefix: bool) -> bool {
    let (Ok(x), Ok(mut y)) = (std::fs::read(a), std::fs::read(b)) else {
        return false;
    };
    if prefix {
        let complete = y.iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
        y.truncate(complete);
    }
    let tokens = |v: &[u8]| -> Vec<Vec<u8>> {
        v.split(|c| c.is_ascii_whitespace())
            .filter(|t| !t.is_empty())
            .map(<[u8]>::to_vec)
            .collect()
    };
    let (x, y) = (tokens(&x), tokens(&y));
    if prefix {
        y.len() <= x.len() && x[..y.len()] == y[..]
    } else {
        x == y
    }
}

/// The medians, in seconds, of `commands` by hyperfine.
fn hyperfine(commands: &[String], runs: (u32, u32), json: &Path) -> Result<Vec<f64>, String> {
    let mut c = Command::new("hyperfine");
    // No warm-up run: the probe has just run each program on the same file.
    c.args(["--style", "none", "--export-json"])
        .arg(json)
        .args([
            "--min-runs",
            &runs.0.to_string(),
            "--max-runs",
            &runs.1.to_string(),
        ]);
    c.args(commands);
    let (ok, log) = cmd_capture(&mut c)?;
    if !ok {
        return Err(format!("hyperfine failed:\n{log}"));
    }
    let text = std::fs::read_to_string(json).map_err(|e| format!("{}: {e}", json.display()))?;
    let medians: Vec<f64> = text
        .match_indices("\"median\":")
        .filter_map(|(i, m)| {
            let rest = text[i + m.len()..].trim_start();
            let end = rest.find([',', '\n', '}']).unwrap_or(rest.len());
            rest[..end].trim().parse().ok()
        })
        .collect();
    if medians.len() != commands.len() {
        return Err(format!(
            "{}: expected {} medians",
            json.display(),
            commands.len()
        ));
    }
    Ok(medians)
}

/// The shell command hyperfine times: the judge's stack, the input on stdin.
fn timed_command(bin: &Path, input: &Path) -> String {
    format!(
        "ulimit -s {STACK_KIB} && exec '{}' < '{}'",
        bin.display(),
        input.display()
    )
}

/// Install Debian's hyperfine if missing (needs root and apt-get), as the page
/// test installs Chromium.
fn ensure_hyperfine() -> Result<(), String> {
    if Command::new("hyperfine").arg("--version").output().is_ok() {
        return Ok(());
    }
    say("installing Debian's hyperfine (first time on this machine only)");
    cmd_ok(Command::new("apt-get").arg("update").arg("-qq")).map_err(|e| {
        format!("{e}: the benchmark needs hyperfine; install it as root: apt-get install hyperfine")
    })?;
    cmd_ok(
        Command::new("apt-get")
            .args(["install", "-y", "-qq", "hyperfine"])
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )
}

/// One row's three programs and what became of them.
struct Measured {
    bytes: u64,
    listing: Outcome,
    baseline: Outcome,
    floor: Outcome,
}

/// `cargo xtask bench [--quick]`.
pub fn run(root: &Path, args: &[String]) -> ExitCode {
    let quick = args.iter().any(|a| a == "--quick");
    // `--only ID,ID…`: a full run of these rows alone, spliced into the table.
    let only: Option<Vec<String>> = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
        .map(|ids| ids.split(',').map(str::to_string).collect());
    let known = |i: usize, a: &String| {
        a == "--quick" || a == "--only" || (i > 0 && args[i - 1] == "--only")
    };
    if let Some((_, other)) = args.iter().enumerate().find(|(i, a)| !known(*i, a)) {
        eprintln!("cargo xtask bench: unknown argument {other:?} (--quick, or --only ID,ID…)");
        return ExitCode::from(2);
    }
    if let Some(only) = &only {
        if quick {
            eprintln!("cargo xtask bench: --only is a full run of some rows; drop --quick");
            return ExitCode::from(2);
        }
        let ids: Vec<&str> = rows().iter().map(|r| r.id).collect();
        if let Some(bad) = only.iter().find(|o| !ids.contains(&o.as_str())) {
            eprintln!(
                "cargo xtask bench: no row {bad:?}; the rows are {}",
                ids.join(", ")
            );
            return ExitCode::from(2);
        }
        return match bench_only(root, only) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("[xtask] error: {e}");
                ExitCode::FAILURE
            }
        };
    }
    match bench(root, quick) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("[xtask] error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The whole benchmark; `Err` on a broken harness (not on a slow or wrong cell).
pub fn bench(root: &Path, quick: bool) -> Result<(), String> {
    measure(root, quick, None)
}

/// A full run of the rows `only` alone (on a loaded machine the whole run
/// takes twenty minutes): their lines in the page's table are replaced (or
/// inserted after the row before them), and a note under the table says
/// when and at what load they were measured.
pub fn bench_only(root: &Path, only: &[String]) -> Result<(), String> {
    measure(root, false, Some(only))
}

/// The benchmark of every row, or of the rows `only`.
fn measure(root: &Path, quick: bool, only: Option<&[String]>) -> Result<(), String> {
    let started = Instant::now();
    let load_before = load_average();
    ensure_hyperfine()?;
    let all = rows();
    let rows: Vec<Row> = match only {
        Some(ids) => rows()
            .into_iter()
            .filter(|r| ids.iter().any(|i| i == r.id))
            .collect(),
        None => rows(),
    };
    let mut listings: Vec<&str> = rows.iter().map(|r| r.listing).collect();
    listings.dedup();
    say(&format!(
        "bench: building {} listings and the baselines (release)",
        listings.len()
    ));
    let mut build = cargo();
    build.args(["build", "--release", "--quiet", "-p", "bench", "--bins"]);
    for l in &listings {
        build.args(["-p", l]);
    }
    let built = Instant::now();
    cmd_ok(&mut build)?;
    say(&format!(
        "bench: built in {:.1} s (cargo build --release -p bench --bins and the listings)",
        built.elapsed().as_secs_f64()
    ));
    let release = testkit::cmd::release_dir(root);
    let probe_bin = release.join("probe");
    let floor_bin = release.join("read-only");
    let dir = root
        .join("target")
        .join("bench")
        .join(if quick { "quick" } else { "full" });
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    // The quick run passed before with the same programs (this executable,
    // whose rows and inputs are compiled in, and every binary it runs) and
    // the same page: it is not run again.
    let record = (quick && only.is_none()).then(|| {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        testkit::cmd::exe_stamp().hash(&mut h);
        for bin in [probe_bin.clone(), floor_bin.clone()].into_iter().chain(
            rows.iter()
                .flat_map(|r| [release.join(r.listing), release.join(baseline_name(r))]),
        ) {
            testkit::cmd::file_stamp(&bin).hash(&mut h);
        }
        std::fs::read(root.join(PAGE))
            .unwrap_or_default()
            .hash(&mut h);
        (dir.join("passed.txt"), format!("{:016x}\n", h.finish()))
    });
    if let Some((file, key)) = &record {
        if std::fs::read_to_string(file).is_ok_and(|k| k == *key) {
            say(&format!(
                "bench --quick: the same listings, baselines and page passed before: not run again ({}: delete it to run them)",
                file.strip_prefix(root).unwrap_or(file).display()
            ));
            return Ok(());
        }
    }

    let mut measured = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let t = Instant::now();
        // The seed is the row's place in the whole table, so `--only` times
        // the input a full run times.
        let place = all.iter().position(|r| r.id == row.id).unwrap_or(i);
        let mut rng = Rng::new(0xBE4C_0000 + place as u64);
        let bytes = (row.input)(&mut rng, quick);
        let input = dir.join(format!("{}.in", row.id.replace('/', "-")));
        std::fs::write(&input, &bytes).map_err(|e| format!("{}: {e}", input.display()))?;
        let listing_bin = release.join(row.listing);
        let baseline_bin = release.join(baseline_name(row));
        let listing = probe(&probe_bin, &listing_bin, &input, "listing")?;
        let mut baseline = probe(&probe_bin, &baseline_bin, &input, "textbook")?;
        if let (Outcome::Ran { .. }, Outcome::Ran { ms, .. }) =
            (&listing.outcome, &baseline.outcome)
        {
            if !same_answers(&listing.stdout, &baseline.stdout, false) {
                baseline.outcome = Outcome::Wrong { ms: *ms };
            }
        }
        if let (Outcome::Ran { .. }, Outcome::Slow) = (&listing.outcome, &baseline.outcome) {
            if !same_answers(&listing.stdout, &baseline.stdout, true) {
                baseline.outcome = Outcome::SlowWrong;
            }
        }
        let floor = if row.io_bound {
            probe(&probe_bin, &floor_bin, &input, "floor")?.outcome
        } else {
            Outcome::None
        };
        let mut m = Measured {
            bytes: bytes.len() as u64,
            listing: listing.outcome,
            baseline: baseline.outcome,
            floor,
        };
        let bins = [listing_bin.as_path(), &baseline_bin, &floor_bin];
        if !quick {
            let cells = timed_cells(&mut m, bins, &input);
            time_cells(cells, quick, &input.with_extension("json"))?;
            let _ = std::fs::remove_file(&input);
        }
        say(&format!(
            "bench {:>2}/{} {:<16} {:>9}  listing {}  textbook {}  floor {}  ({:.1} s{})",
            i + 1,
            rows.len(),
            row.id,
            size(m.bytes),
            cell_time(&m.listing),
            cell_time(&m.baseline),
            cell_time(&m.floor),
            t.elapsed().as_secs_f64(),
            if quick { ", one run each" } else { "" }
        ));
        measured.push((m, input, bins.map(Path::to_path_buf)));
    }
    if quick {
        // One hyperfine call for every cell: the inputs are tiny, and the
        // shell's calibration is what a call costs.
        let cells = measured
            .iter_mut()
            .flat_map(|(m, input, bins)| timed_cells(m, [&bins[0], &bins[1], &bins[2]], input))
            .collect();
        time_cells(cells, quick, &dir.join("quick.json"))?;
    }
    let measured: Vec<Measured> = measured.into_iter().map(|(m, _, _)| m).collect();
    let load_after = load_average();
    let table = render(
        &rows,
        &measured,
        quick,
        &load_before,
        &load_after,
        started.elapsed().as_secs_f64(),
    );
    let out = dir.join("table.md");
    std::fs::write(&out, &table).map_err(|e| format!("{}: {e}", out.display()))?;
    let page = root.join(PAGE);
    let text = std::fs::read_to_string(&page).map_err(|e| format!("{}: {e}", page.display()))?;
    let on_page = ids_on_page(&text)?;
    let ids: Vec<&str> = all.iter().map(|r| r.id).collect();
    if let Some(only) = only {
        let new = splice_rows(&text, &table, &ids, only, &load_before, &load_after)?;
        std::fs::write(&page, new).map_err(|e| format!("{}: {e}", page.display()))?;
        say(&format!(
            "bench --only: wrote {} rows into {PAGE} ({:.0} s in all)",
            only.len(),
            started.elapsed().as_secs_f64()
        ));
        return Ok(());
    }
    if quick {
        if on_page != ids {
            return Err(format!(
                "{PAGE} holds the rows {on_page:?}, the verb now runs {ids:?}: run `cargo xtask bench` to regenerate the table"
            ));
        }
        say(&format!(
            "bench --quick: {} rows ran, table in {} ({:.1} s)",
            rows.len(),
            out.display(),
            started.elapsed().as_secs_f64()
        ));
        if let Some((file, key)) = &record {
            let _ = std::fs::write(file, key);
        }
    } else {
        let (head, rest) = text
            .split_once(BEGIN)
            .ok_or(format!("{PAGE} has no {BEGIN}"))?;
        let (_, tail) = rest.split_once(END).ok_or(format!("{PAGE} has no {END}"))?;
        let new = format!("{head}{BEGIN}\n{table}{END}{tail}");
        std::fs::write(&page, new).map_err(|e| format!("{}: {e}", page.display()))?;
        say(&format!(
            "bench: wrote the table into {PAGE} ({:.0} s in all)",
            started.elapsed().as_secs_f64()
        ));
    }
    Ok(())
}

/// The cells of a row worth timing (those that ran, a wrong baseline too: its
/// time is shown beside the verdict), each with the command hyperfine runs.
fn timed_cells<'a>(
    m: &'a mut Measured,
    bins: [&Path; 3],
    input: &Path,
) -> Vec<(&'a mut Outcome, String)> {
    [&mut m.listing, &mut m.baseline, &mut m.floor]
        .into_iter()
        .zip(bins)
        .filter(|(o, _)| matches!(o, Outcome::Ran { .. } | Outcome::Wrong { .. }))
        .map(|(o, b)| (o, timed_command(b, input)))
        .collect()
}

/// Time `cells` with hyperfine in one call (one calibration of the shell),
/// replacing the probe's single time by the median and keeping the probe's
/// peak memory. Median of 5 runs at least in a full run; more where a run is
/// short (hyperfine stops at about 3 s per command), so the whole run stays
/// within minutes. `--quick` takes 2 runs: it checks the harness, not speed.
fn time_cells(cells: Vec<(&mut Outcome, String)>, quick: bool, json: &Path) -> Result<(), String> {
    if cells.is_empty() {
        return Ok(());
    }
    let slowest = cells
        .iter()
        .map(|(o, _)| match o {
            Outcome::Ran { ms, .. } | Outcome::Wrong { ms } => *ms,
            _ => 0.0,
        })
        .fold(0.0, f64::max);
    let runs = if quick {
        (2, 2)
    } else if slowest > 1000.0 {
        (5, 5)
    } else {
        (5, 20)
    };
    let commands: Vec<String> = cells.iter().map(|(_, c)| c.clone()).collect();
    let medians = hyperfine(&commands, runs, json)?;
    for ((o, _), s) in cells.into_iter().zip(medians) {
        if let Outcome::Ran { ms, .. } | Outcome::Wrong { ms } = o {
            *ms = s * 1e3;
        }
    }
    Ok(())
}

// ───────────────────────────── the table ─────────────────────────────

fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{:.1} MiB", bytes as f64 / (1u64 << 20) as f64)
    } else if bytes >= 1 << 10 {
        format!("{:.1} KiB", bytes as f64 / 1024.0)
    } else {
        format!("{bytes} B")
    }
}

fn ms_text(ms: f64) -> String {
    if ms >= 1000.0 {
        format!("{:.2} s", ms / 1e3)
    } else if ms >= 10.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{ms:.1} ms")
    }
}

/// Below this, hyperfine cannot tell a run from the shell that starts it
/// (it says so itself), so the table says "< 5 ms" and gives no ratio.
const RESOLUTION_MS: f64 = 5.0;

fn cell_time(o: &Outcome) -> String {
    match o {
        Outcome::Ran { ms, .. } if *ms < RESOLUTION_MS => format!("< {RESOLUTION_MS:.0} ms"),
        Outcome::Ran { ms, .. } => ms_text(*ms),
        Outcome::Wrong { ms } => format!("答案错误（{}）", ms_text(ms.max(RESOLUTION_MS))),
        Outcome::Slow => format!("> {} s", CAP_MS / 1000),
        Outcome::SlowWrong => format!("答案错误（且 > {} s）", CAP_MS / 1000),
        Outcome::StackOverflow => "栈溢出".to_string(),
        Outcome::Rejected(msg) => format!("拒绝：{}", msg.replace('|', "\\|")),
        Outcome::Failed(msg) => format!("失败：{}", msg.replace('|', "\\|")),
        Outcome::None => "—".to_string(),
    }
}

fn cell_memory(o: &Outcome) -> String {
    match o {
        Outcome::Ran { peak_kib, .. } if *peak_kib >= 0 => {
            format!("{:.1} MiB", *peak_kib as f64 / 1024.0)
        }
        _ => "—".to_string(),
    }
}

/// A time that can be divided by: a run that finished, above the resolution.
fn ms_of(o: &Outcome) -> Option<f64> {
    match o {
        Outcome::Ran { ms, .. } if *ms >= RESOLUTION_MS => Some(*ms),
        _ => None,
    }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split(' ').take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".to_string())
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".to_string());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{cpu}，{cores} 核")
}

fn tool_version(cmd: &str, arg: &str) -> String {
    Command::new(cmd)
        .arg(arg)
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|_| format!("{cmd} ?"))
}

/// The generated part of the page.
fn render(
    rows: &[Row],
    measured: &[Measured],
    quick: bool,
    load_before: &str,
    load_after: &str,
    seconds: f64,
) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "\n以下由 `cargo xtask bench` 生成{}：{}；{}、{}；整轮 {:.0} 秒；开始时负载 {}，结束时 {}（`/proc/loadavg` 的 1、5、15 分钟平均）。\n",
        if quick { "（--quick，极小输入，数字无意义）" } else { "" },
        machine(),
        tool_version("rustc", "-V"),
        tool_version("hyperfine", "--version"),
        seconds,
        load_before,
        load_after
    );
    s.push_str("| 行 | 程序与输入 | 输入大小 | 本书程序 | MB/s | 峰值内存 | 教科书写法 | 峰值内存 | 比值 | 只读输入 |\n");
    s.push_str("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
    for (row, m) in rows.iter().zip(measured) {
        let mbs = ms_of(&m.listing)
            .filter(|&ms| ms > 0.0)
            .map(|ms| format!("{:.0}", m.bytes as f64 / 1e6 / (ms / 1e3)))
            .unwrap_or_else(|| "—".to_string());
        let ratio = match (ms_of(&m.listing), ms_of(&m.baseline)) {
            (Some(a), Some(b)) if b > 0.0 => format!("{:.2}", a / b),
            _ => "—".to_string(),
        };
        let _ = writeln!(
            s,
            "| `{}` | `{}`：{} | {} | {} | {} | {} | {} | {} | {} | {} |",
            row.id,
            row.listing,
            row.what,
            size(m.bytes),
            cell_time(&m.listing),
            mbs,
            cell_memory(&m.listing),
            cell_time(&m.baseline),
            cell_memory(&m.baseline),
            ratio,
            cell_time(&m.floor)
        );
    }
    let _ = writeln!(s, "\n{}\n", growth_note(rows, measured));
    s
}

/// How the split-Nim table grows: the exponent e in t ∝ a^e between the rows
/// with heaps to 500 and to 1000 (3 for a cubic table).
fn growth_note(rows: &[Row], measured: &[Measured]) -> String {
    let at = |id: &str| rows.iter().position(|r| r.id == id).map(|i| &measured[i]);
    let exponent = |a: &Outcome, b: &Outcome| match (ms_of(a), ms_of(b)) {
        (Some(x), Some(y)) if x > 0.0 => format!("{:.2}", (y / x).ln() / 2f64.ln()),
        _ => "—".to_string(),
    };
    match (at("894/500"), at("894/1000")) {
        (Some(a), Some(b)) => format!(
            "拆分-Nim 的增长：堆的上限从 500 到 1000 翻一倍，本书程序的时间按 $t \\propto a^e$ 算得 $e$ ≈ {}，教科书写法 $e$ ≈ {}（立方增长时 $e = 3$，平方增长时 $e = 2$）。",
            exponent(&a.listing, &b.listing),
            exponent(&a.baseline, &b.baseline)
        ),
        _ => String::new(),
    }
}

/// The row ids of the table on the page, in order.
/// The page `text` with the rows `only` of the freshly rendered `table` put
/// in place: an existing line of the row is replaced, a new one goes after
/// the line of the nearest row before it in `order` (the verb's order); a
/// note before the end marker gives the machine and load of this partial run.
fn splice_rows(
    text: &str,
    table: &str,
    order: &[&str],
    only: &[String],
    load_before: &str,
    load_after: &str,
) -> Result<String, String> {
    let (head, rest) = text
        .split_once(BEGIN)
        .ok_or(format!("{PAGE} has no {BEGIN}"))?;
    let (old, tail) = rest.split_once(END).ok_or(format!("{PAGE} has no {END}"))?;
    let prefix = |id: &str| format!("| `{id}` |");
    let mut lines: Vec<String> = old.lines().map(str::to_string).collect();
    for id in only {
        let line = table
            .lines()
            .find(|l| l.starts_with(&prefix(id)))
            .ok_or(format!("the rendered table has no row {id}"))?
            .to_string();
        if let Some(at) = lines.iter().position(|l| l.starts_with(&prefix(id))) {
            lines[at] = line;
            continue;
        }
        let me = order.iter().position(|o| o == id).unwrap_or(0);
        let after = order[..me]
            .iter()
            .rev()
            .find_map(|o| lines.iter().position(|l| l.starts_with(&prefix(o))))
            .or_else(|| lines.iter().position(|l| l.starts_with("| ---")))
            .ok_or(format!("{PAGE}: the table has no header"))?;
        lines.insert(after + 1, line);
    }
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    let mut body = lines.join("\n");
    let _ = write!(
        body,
        "\n\n（{} 这几行由 `cargo xtask bench --only {}` 单独测得：{}；开始时负载 {}，结束时 {}。）\n\n",
        only.iter().map(|o| format!("`{o}`")).collect::<Vec<_>>().join("、"),
        only.join(","),
        machine(),
        load_before,
        load_after
    );
    Ok(format!("{head}{BEGIN}{body}{END}{tail}"))
}

pub fn ids_on_page(text: &str) -> Result<Vec<String>, String> {
    let (_, rest) = text
        .split_once(BEGIN)
        .ok_or(format!("{PAGE} has no {BEGIN}"))?;
    let (table, _) = rest.split_once(END).ok_or(format!("{PAGE} has no {END}"))?;
    Ok(table
        .lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split_once('`').map(|(id, _)| id.to_string()))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_holds_the_verbs_rows() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let text = std::fs::read_to_string(root.join(PAGE)).unwrap();
        let ids: Vec<String> = rows().iter().map(|r| r.id.to_string()).collect();
        assert_eq!(
            ids_on_page(&text).unwrap(),
            ids,
            "the table in {PAGE} is not the verb's row set: run `cargo xtask bench`"
        );
    }

    #[test]
    fn row_ids_are_unique_and_inputs_are_not_empty() {
        let rows = rows();
        for (i, r) in rows.iter().enumerate() {
            assert!(rows[..i].iter().all(|o| o.id != r.id), "{} twice", r.id);
            assert!(!(r.input)(&mut Rng::new(1), true).is_empty(), "{}", r.id);
        }
    }
}
