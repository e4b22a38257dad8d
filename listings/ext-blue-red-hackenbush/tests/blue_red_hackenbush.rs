//! ext-blue-red-hackenbush: the release binary on the sample, against the
//! game-value engine of testkit (every tree played out, no edge rule) on all
//! 11 758 coloured trees of at most 7 edges with both colours, against
//! testkit's own edge rule on random forests up to 40 edges, the strings whose
//! values need the denominator 2^62 at the limit n = 63 under a 1 MiB stack,
//! and bad input.

use std::path::PathBuf;
use testkit::partizan::{
    coloured_trees, hackenbush_check, hackenbush_input, hackenbush_tree_rule, parse_dyadic, Engine,
};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-blue-red-hackenbush"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// All coloured rooted trees with 1..=7 edges and both colours, in one input:
/// each answer must equal the tree's game value as the engine plays it out.
#[test]
fn agrees_with_the_engine_on_every_tree_up_to_7_edges() {
    let trees = coloured_trees(7);
    assert_eq!(trees.len(), 11_758);
    let out = output_of(&bin(), &hackenbush_input(&trees));
    let toks: Vec<&str> = out.split_ascii_whitespace().collect();
    assert_eq!(toks.len(), trees.len());
    let mut e = Engine::new();
    for ((parent, blue), tok) in trees.iter().zip(&toks) {
        if let Err(why) = hackenbush_check(&mut e, parent, blue, tok) {
            panic!("{parent:?} {blue:?}: {why}");
        }
    }
}

fn random_forest(rng: &mut Rng, n: usize) -> (Vec<usize>, Vec<bool>) {
    let mut parent = vec![0usize; n + 1];
    let mut blue = vec![false; n + 1];
    for v in 1..=n {
        // Mostly long paths (deep values), sometimes bushy.
        parent[v] = if rng.range(0, 3) == 0 {
            rng.range(0, v as u64 - 1) as usize
        } else {
            v - 1
        };
        blue[v] = rng.range(0, 1) == 0;
    }
    (parent, blue)
}

/// 2000 random forests of 1..=40 edges against testkit's edge rule.
#[test]
fn agrees_with_the_edge_rule_on_random_forests() {
    let seed = seed(2025);
    let mut rng = Rng::new(seed);
    let forests: Vec<_> = (0..2000)
        .map(|_| {
            let n = rng.range(1, 40) as usize;
            random_forest(&mut rng, n)
        })
        .collect();
    let out = output_of(&bin(), &hackenbush_input(&forests));
    for ((parent, blue), tok) in forests.iter().zip(out.split_ascii_whitespace()) {
        let want = hackenbush_tree_rule(parent, blue);
        assert_eq!(
            parse_dyadic(tok),
            Some(want),
            "TEST_SEED={seed}: {parent:?} {blue:?}"
        );
    }
}

/// n = 63: a blue edge under 62 red ones is 2^−62, the mirror −2^−62, 63 blue
/// edges in a path is 63, 63 red ones −63; then 15 873 random forests of 63
/// edges (10^6 edges in all, the format's limit), 1 MiB stack, 1 s.
#[test]
fn limit_inputs_run_in_1_mib_stack_and_time() {
    let string = |first: bool, rest: bool| {
        let parent: Vec<usize> = (0..=63).map(|v: usize| v.saturating_sub(1)).collect();
        let blue: Vec<bool> = (0..=63)
            .map(|v| if v == 1 { first } else { rest })
            .collect();
        (parent, blue)
    };
    let cases = [
        (string(true, false), "1/4611686018427387904"),
        (string(false, true), "-1/4611686018427387904"),
        (string(true, true), "63"),
        (string(false, false), "-63"),
    ];
    let forests: Vec<_> = cases.iter().map(|(f, _)| f.clone()).collect();
    let out = output_of(&bin(), &hackenbush_input(&forests));
    let want: Vec<&str> = cases.iter().map(|(_, w)| *w).collect();
    assert_eq!(out.split_ascii_whitespace().collect::<Vec<_>>(), want);

    let seed = seed(63);
    let mut rng = Rng::new(seed);
    let many: Vec<_> = (0..15_873).map(|_| random_forest(&mut rng, 63)).collect();
    let expect: String = many
        .iter()
        .take(200)
        .map(|(p, b)| {
            let d = hackenbush_tree_rule(p, b);
            if d.e == 0 {
                format!("{}\n", d.p)
            } else {
                format!("{}/{}\n", d.p, 1u64 << d.e)
            }
        })
        .collect();
    let out = run_limited(&bin(), &hackenbush_input(&many));
    assert!(out.success, "TEST_SEED={seed}: {}", out.stderr);
    assert_eq!(out.stdout.lines().count(), 15_873);
    // The first 200 values against the edge rule (testkit's rule computes in
    // i128 and panics rather than wrap if a value left i64).
    assert!(
        out.stdout.starts_with(&expect),
        "wrong answer (TEST_SEED={seed})"
    );
    out.assert_within_ms(1000, "10^6 edges in 15 873 forests");
}

#[test]
fn bad_input_gets_a_clear_message() {
    assert_rejects(&bin(), "", "empty input");
    assert_rejects(&bin(), "0\n", "outside 1..=100000");
    assert_rejects(&bin(), "100001\n", "outside 1..=100000");
    assert_rejects(&bin(), "99999999999\n", "outside 1..=100000");
    assert_rejects(&bin(), "18446744073709551616\n", "not a non-negative");
    assert_rejects(&bin(), "1\n64\n", "outside 0..=63");
    assert_rejects(&bin(), "1\n18446744073709551615\n", "outside 0..=63");
    assert_rejects(&bin(), "1\n2\n0 B\n", "expected 2 edges, found 1");
    assert_rejects(&bin(), "1\n2\n0 B\n2 R\n", "p_2 = 2 is not below 2");
    assert_rejects(&bin(), "1\n1\n0 G\n", "not B or R");
    assert_rejects(&bin(), "1\n1\n0\n", "has no colour");
    assert_rejects(&bin(), "1\n1\n-1 B\n", "p_1");
    assert_rejects(&bin(), "1\n1\n0 B\n7\n", "unexpected \"7\"");
    assert_rejects(&bin(), "2\n1\n0 B\n", "forest 2: expected n");
    let mut big = String::from("15874\n");
    for _ in 0..15_874 {
        big.push_str("63\n");
        for i in 1..=63 {
            big.push_str(&format!("{} B\n", i - 1));
        }
    }
    assert_rejects(&bin(), &big, "more than 1000000 edges");
    assert_rejects_bytes(&bin(), b"1\n1\n0 \xff\n", "not UTF-8");
}
