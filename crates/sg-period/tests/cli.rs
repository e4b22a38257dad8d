//! The `sg-period` tool: its printed examples stay true, its periodic answers
//! agree with the direct SG table up to 10^5 and with the exhaustive solver,
//! and bad arguments get a clear error and exit status 2.

use sg_period::{find_period, parse_set, Periodic};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use testkit::rng::{seed, Rng};
use testkit::sg::{all_nonempty_sets, random_set, subtraction_sg_by_solver, subtraction_sg_plain};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_sg-period"))
}

/// Run the tool; (exit code, stdout, stderr).
fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(bin())
        .args(args)
        .output()
        .expect("run sg-period");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

const PREFIX: &str = "cargo run -p sg-period -- ";

/// Each `examples-output/*.txt` is the command on its first line and the tool's
/// output after it; the chapter includes these files. Rerun every command and
/// compare. `SG_PERIOD_BLESS=1` rewrites the files from the tool instead.
#[test]
fn example_outputs_in_the_chapter_are_what_the_tool_prints() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples-output");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("examples-output")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "expected the chapter's examples");
    let bless = std::env::var("SG_PERIOD_BLESS").is_ok();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let (cmd, body) = text.split_once('\n').expect("a command line");
        let args: Vec<&str> = cmd
            .strip_prefix(PREFIX)
            .unwrap_or_else(|| panic!("{}: line 1 must start with {PREFIX:?}", f.display()))
            .split_whitespace()
            .collect();
        let (code, out, err) = run(&args);
        assert_eq!(code, 0, "{}: {err}", f.display());
        if bless {
            std::fs::write(&f, format!("{cmd}\n{out}")).unwrap();
        } else {
            assert_eq!(
                body,
                out,
                "{} is stale: rerun with SG_PERIOD_BLESS=1",
                f.display()
            );
        }
    }
}

/// Every set the chapter shows, with the (preperiod, period) it states.
const CHAPTER_SETS: [(&str, usize, usize); 7] = [
    ("2,5", 0, 7),
    ("1,3,4", 0, 7),
    ("2,5,7", 0, 22),
    ("1,2,3,5,8,13", 0, 10),
    ("2,4,7", 8, 3),
    ("2,7,8", 12, 5),
    // The 15 Fibonacci numbers up to 1000 (HDU 1848's moves).
    ("1,2,3,5,8,13,21,34,55,89,144,233,377,610,987", 3072, 612),
];

/// The claims the chapter makes about its examples.
#[test]
fn the_chapter_examples_have_the_stated_periods() {
    let cases = CHAPTER_SETS;
    for (s, a, p) in cases {
        let got = find_period(&parse_set(s).unwrap(), 1 << 20).unwrap();
        assert_eq!((got.preperiod, got.period), (a, p), "S = {s}");
    }
}

/// Periodic answers vs the direct table (testkit's plain BTreeSet mex, written
/// independently) for every x < 10^5, plus minimality of a and p.
fn check_against_table(p: &Periodic, table: &[u32], what: &str) {
    for (x, &v) in table.iter().enumerate() {
        assert_eq!(p.sg_at(x as u64), v, "{what}: SG({x})");
    }
    let (a, per) = (p.preperiod, p.period);
    let n = table.len();
    if a > 0 {
        assert_ne!(
            table[a - 1],
            table[a - 1 + per],
            "{what}: preperiod not least"
        );
    }
    for q in 1..per {
        assert!(
            (a..n - q).any(|x| table[x + q] != table[x]),
            "{what}: period {q} < {per} also works"
        );
    }
}

#[test]
fn agrees_with_the_direct_table_up_to_1e5_on_random_sets() {
    let seed = seed(5157);
    let mut rng = Rng::new(seed);
    for _ in 0..60 {
        let k = rng.range(1, 5) as usize;
        let max = rng.range(k as u64, 24);
        let s = random_set(&mut rng, k, max);
        let set: Vec<usize> = {
            let mut v: Vec<usize> = s.iter().map(|&x| x as usize).collect();
            v.sort_unstable();
            v
        };
        let p = find_period(&set, 1 << 22).unwrap();
        let table = subtraction_sg_plain(&s, 99_999);
        check_against_table(&p, &table, &format!("S = {set:?} (TEST_SEED={seed})"));
    }
    // Exactly the chapter's sets, the 15-element Fibonacci set included.
    for (s, _, _) in CHAPTER_SETS {
        let set = parse_set(s).unwrap();
        let s64: Vec<u64> = set.iter().map(|&x| x as u64).collect();
        let p = find_period(&set, 1 << 22).unwrap();
        check_against_table(&p, &subtraction_sg_plain(&s64, 99_999), s);
    }
}

/// Every nonempty S ⊆ {1, …, 7} (127 sets): the tool's SG(x) for x ≤ 150
/// equals the exhaustive solver's.
#[test]
fn agrees_with_the_exhaustive_solver_for_all_sets_in_1_to_7() {
    for s in all_nonempty_sets(7) {
        let set: Vec<usize> = s.iter().map(|&x| x as usize).collect();
        let p = find_period(&set, 1 << 20).unwrap();
        let by_solver = subtraction_sg_by_solver(&s, 150);
        for (x, &v) in by_solver.iter().enumerate() {
            assert_eq!(p.sg_at(x as u64) as u64, v, "S = {s:?}, x = {x}");
        }
    }
}

#[test]
fn answers_at_1e18_fast() {
    let start = Instant::now();
    let (code, out, err) = run(&["2,5,7", "--at", "1000000000000000000"]);
    let t = start.elapsed();
    assert_eq!(code, 0, "{err}");
    // 10^18 mod 22 = 12 and SG(12) = 1 for S = {2,5,7}.
    assert_eq!(1_000_000_000_000_000_000u64 % 22, 12);
    assert!(out.ends_with("SG(1000000000000000000) = 1\n"), "{out}");
    assert!(t.as_millis() < 1000, "took {t:?}");
    let (code, out, _) = run(&["1", "--at", "18446744073709551615"]);
    assert_eq!(code, 0);
    assert!(out.ends_with("SG(18446744073709551615) = 1\n"), "{out}");
}

#[test]
fn bad_arguments_get_a_clear_error_and_status_2() {
    let cases: [(&[&str], &str); 9] = [
        (&[], "missing the set S"),
        (&[""], "empty"),
        (&["0,3"], "0 in S"),
        (&["2,x"], "\"x\" in S is not a positive integer"),
        (&["2,,5"], "empty entry"),
        (&["5,5"], "twice"),
        (&["2,5", "--at"], "--at needs a value"),
        (&["2,5", "--at", "-3"], "--at \"-3\""),
        (&["2,5", "--frobnicate"], "unknown option"),
    ];
    for (args, msg) in cases {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(msg), "{args:?}: {err}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
    let (code, _, err) = run(&["2,5,7", "--limit", "20"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("no period found among the first 20"), "{err}");
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("usage:"));
}
