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

// ------------------------------------------------------------- octal mode

use sg_period::octal::{find_octal_period, parse_code, OctalPeriodic};
use testkit::octal::{octal_sg_plain, random_code, OctalOracle, PUBLISHED_PERIODS};

/// The octal answer agrees with testkit's plain table for every x below its
/// length, and a and p are least (the exception at a − 1 is real; every
/// smaller period has a counterexample at or after a).
fn check_octal_against_table(p: &OctalPeriodic, table: &[u32], what: &str) {
    for (x, &v) in table.iter().enumerate() {
        assert_eq!(p.sg_at(x as u64), v, "{what}: SG({x})");
    }
    let (a, per) = (p.preperiod, p.period);
    if a > 0 {
        assert_ne!(table[a - 1], table[a - 1 + per], "{what}: a not least");
    }
    for q in 1..per {
        assert!(
            (a..table.len() - q).any(|x| table[x + q] != table[x]),
            "{what}: period {q} < {per} also works"
        );
    }
}

/// Kayles (0.77) has period 12 from n = 71, Dawson's Kayles (0.07) period 34
/// from n = 53, Dawson's chess (0.137) period 34 from n = 52. The tool proves
/// each with the Guy–Smith window, whose end we assert, and its periodic
/// answers agree with a plain table of 3000 values.
#[test]
fn kayles_and_dawsons_kayles_periods_are_proved_by_their_windows() {
    let windows = [
        ("0.77", 71, 12, 156),
        ("0.07", 53, 34, 142),
        ("0.137", 52, 34, 141),
    ];
    for (text, a, per, window_end) in windows {
        let code = parse_code(text).unwrap();
        let p = find_octal_period(&code, 10_000).unwrap();
        assert_eq!((p.preperiod, p.period), (a, per), "{text}");
        // The window n0 <= n < 2 n0 + p + t needs SG up to window_end - 1 + p.
        assert_eq!(2 * a + per + code.len(), window_end, "{text}");
        assert_eq!(p.table.len(), window_end + per, "{text}: stopped late");
        for n in a..window_end {
            assert_eq!(p.table[n + per], p.table[n], "{text}: window at {n}");
        }
        check_octal_against_table(&p, &octal_sg_plain(&code, 3000), text);
    }
    for (code, a, per) in PUBLISHED_PERIODS {
        let p = find_octal_period(code, 10_000).unwrap();
        assert_eq!((p.preperiod, p.period), (a, per), "{code:?}");
    }
}

/// Random codes of at most 3 digits: when the tool proves a period within 3000
/// values, its answers agree with the plain table up to 3000 and with the
/// exhaustive solver for heaps up to 14; when it does not, it says so.
#[test]
fn octal_mode_agrees_with_the_exhaustive_solver_on_random_codes() {
    let seed = seed(1616);
    let mut rng = Rng::new(seed);
    let mut proved = 0;
    for _ in 0..40 {
        let code = random_code(&mut rng, 3);
        let what = format!("code {code:?} (TEST_SEED={seed})");
        match find_octal_period(&code, 3000) {
            Ok(p) => {
                proved += 1;
                check_octal_against_table(&p, &octal_sg_plain(&code, 3000), &what);
                let mut oracle = OctalOracle::new(&code);
                for x in 0..=14u32 {
                    assert_eq!(p.sg_at(x as u64) as u64, oracle.sg(&[x]), "{what}: x = {x}");
                }
            }
            Err(e) => assert!(e.contains("no period proved up to 3000"), "{what}: {e}"),
        }
    }
    assert!(
        proved >= 20,
        "only {proved} of 40 codes proved (TEST_SEED={seed})"
    );
}

/// The theorem needs n0 >= 1: for 0.4 (remove one token, split the rest into
/// two nonempty heaps) the window with n0 = 0, p = 1 holds (SG(0) = SG(1) =
/// SG(2) = 0), yet SG(3) = 1. The tool does not fall for it.
#[test]
fn the_theorem_with_n0_zero_would_be_wrong_for_0_4() {
    let g = octal_sg_plain(&[4], 200);
    assert_eq!(&g[..4], &[0, 0, 0, 1]);
    let p = find_octal_period(&[4], 10_000).unwrap();
    assert_eq!((p.preperiod, p.period), (54, 34));
    check_octal_against_table(&p, &g, "0.4");
}

#[test]
fn treblecross_has_no_period_proved_up_to_the_default_limit() {
    let (code, out, err) = run(&["0.007"]);
    assert_eq!(code, 1, "{out}");
    assert!(err.contains("no period proved up to 10000"), "{err}");
    let (code, _, err) = run(&["0.77", "--limit", "100"]);
    assert_eq!(code, 1);
    assert!(err.contains("no period proved up to 100"), "{err}");
}

#[test]
fn octal_answers_at_2_pow_64_minus_1_fast() {
    let start = Instant::now();
    let (code, out, err) = run(&["0.77", "--at", "18446744073709551615"]);
    assert_eq!(code, 0, "{err}");
    // (2^64 - 1 - 71) mod 12 = 4, and SG(75) = 8 in Kayles.
    assert_eq!((u64::MAX - 71) % 12, 4);
    assert_eq!(octal_sg_plain(&[7, 7], 76)[75], 8);
    assert!(out.ends_with("SG(18446744073709551615) = 8\n"), "{out}");
    assert!(start.elapsed().as_millis() < 1000);
}

#[test]
fn bad_octal_codes_get_a_clear_error_and_status_2() {
    let cases: [(&[&str], &str); 5] = [
        (&["0.8"], "not an octal digit"),
        (&["0."], "no digits"),
        (&["0.000"], "no move"),
        (&["4.07"], "not an octal code"),
        (&["0.77", "--limit", "x"], "--limit \"x\""),
    ];
    for (args, msg) in cases {
        let (code, _, err) = run(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(msg), "{args:?}: {err}");
    }
}
