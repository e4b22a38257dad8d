//! Find every k in 1..=LIMIT at which the floating-point evaluation
//!
//!     ((k as f64) * ((1.0 + 5f64.sqrt()) / 2.0)).floor()
//!
//! (the notes' `int(cof * (M - N))` with `cof = (1 + sqrt(5)) / 2` in IEEE
//! double) differs from the exact a_k = ⌊kφ⌋, and write them to
//! `tests/data/f64-failures.txt`. Regenerate with
//!
//!     cargo run --release -p poj-1067-wythoff --example find-float-failures
//!
//! The exact test uses no square root: a = ⌊kφ⌋ iff 2a − k < √5·k < 2a + 2 − k,
//! checked by squaring. For k ≤ 10^9 every square is < 5.1·10^18 < 2^64.

use std::fmt::Write as _;
use std::time::Instant;

const LIMIT: u64 = 1_000_000_000;

/// Does a = ⌊kφ⌋? Needs k ≤ 10^9 and a ≤ 2k (then no square overflows u64).
fn is_floor_k_phi(a: u64, k: u64) -> bool {
    let five_k2 = 5 * k * k;
    let d = 2 * a; // compare 2a − k and 2a + 2 − k with √5·k, shifting by k
    let below = d < k || (d - k) * (d - k) < five_k2;
    let above = d + 2 > k && (d + 2 - k) * (d + 2 - k) > five_k2;
    below && above
}

/// The exact ⌊kφ⌋ next to a float guess that is off by at most 2.
fn exact_near(guess: u64, k: u64) -> u64 {
    (guess.saturating_sub(2)..=guess + 2)
        .find(|&a| is_floor_k_phi(a, k))
        .expect("float guess is more than 2 away")
}

fn scan(from: u64, to: u64, phi: f64) -> Vec<(u64, u64, u64)> {
    let mut bad = Vec::new();
    for k in from..=to {
        let f = ((k as f64) * phi).floor() as u64;
        if !is_floor_k_phi(f, k) {
            bad.push((k, exact_near(f, k), f));
        }
    }
    bad
}

fn main() {
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let start = Instant::now();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let chunk = LIMIT / threads + 1;
    let mut bad: Vec<(u64, u64, u64)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|i| {
                let from = 1 + i * chunk;
                let to = ((i + 1) * chunk).min(LIMIT);
                s.spawn(move || scan(from, to, phi))
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("scan thread"))
            .collect()
    });
    bad.sort_unstable();
    let elapsed = start.elapsed();

    let mut text = String::new();
    let _ = writeln!(
        text,
        "# Every k in 1..={LIMIT} where ((k as f64) * ((1.0 + 5f64.sqrt()) / 2.0)).floor() != floor(k*phi)."
    );
    let _ = writeln!(
        text,
        "# Regenerate: cargo run --release -p poj-1067-wythoff --example find-float-failures"
    );
    let _ = writeln!(
        text,
        "# {} values. Columns: k, exact floor(k*phi), f64 value.",
        bad.len()
    );
    for (k, exact, f) in &bad {
        let _ = writeln!(text, "{k} {exact} {f}");
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/f64-failures.txt");
    std::fs::write(&path, text).expect("write the data file");
    match bad.first() {
        Some((k, exact, f)) => println!("first failing k = {k}: exact {exact}, f64 {f}"),
        None => println!("no failing k"),
    }
    println!(
        "{} failing k in 1..={LIMIT}; scan took {:.2?} on {threads} threads; wrote {}",
        bad.len(),
        elapsed,
        path.display()
    );
}
