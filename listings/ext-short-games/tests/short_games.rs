//! ext-short-games: the release binary on the sample; against testkit's hot
//! games oracle (cooling by definition, stops, temperature by bisection) on
//! every value born by day 3 and on random sums, the outcome also by
//! exhaustive play; every printed canonical form read back (by testkit's own
//! reader and by the listing); the mean value theorem's bound by play of
//! n·G − q; the limits and bad input.

use std::path::PathBuf;
use testkit::hot_games::{ticks_text, Hot, ONE};
use testkit::partizan::{Id, Outcome};
use testkit::rng::{seed, Rng};
use testkit::run::{
    assert_rejects, assert_rejects_bytes, assert_samples_pass, output_of, run_limited,
};

fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_ext-short-games"))
}

#[test]
fn samples_pass() {
    assert_samples_pass(&bin(), env!("CARGO_MANIFEST_DIR"));
}

/// Checks the listing's four lines for each game against the oracle; returns
/// the printed canonical forms.
fn check(h: &mut Hot, games: &[(Id, Vec<Id>)], out: &str, what: &str) -> Vec<String> {
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4 * games.len(), "{what}");
    let mut forms = Vec::new();
    for ((g, parts), four) in games.iter().zip(lines.chunks(4)) {
        let text = h.notation(*g);
        let form = four[0]
            .strip_prefix("canonical form: ")
            .expect("canonical form line");
        // The printed form reads back (testkit's reader) as a form that is
        // already canonical and equals G.
        let raw = h.read(form);
        assert_eq!(
            h.e.canonical(raw),
            raw,
            "{what} {text}: {form} is not canonical"
        );
        assert!(h.e.eq(raw, *g), "{what} {text}: {form} is not equal");
        let want = h.report(*g);
        assert_eq!(&four[1..], &want[..], "{what} {text}");
        // The winner with each player first, by playing the parts out.
        let by_play = match h.e.outcome_by_play(parts) {
            Outcome::L => "outcome: L",
            Outcome::R => "outcome: R",
            Outcome::N => "outcome: N",
            Outcome::P => "outcome: P",
        };
        assert_eq!(four[1], by_play, "{what} {text}");
        forms.push(form.to_string());
    }
    forms
}

/// All 1474 values born by day 3, written option by option; then the printed
/// canonical forms fed back must give the same four lines.
#[test]
fn agrees_with_the_oracle_on_every_value_born_by_day_3_and_reads_its_output_back() {
    let mut h = Hot::new();
    let vals = h.e.values_by_day(3);
    assert_eq!(vals.len(), 1474);
    let input: String = vals.iter().map(|&g| h.notation(g) + "\n").collect();
    let out = output_of(&bin(), &input);
    let games: Vec<(Id, Vec<Id>)> = vals.iter().map(|&g| (g, vec![g])).collect();
    let forms = check(&mut h, &games, &out, "day 3");
    let again = output_of(&bin(), &(forms.join("\n") + "\n"));
    let lines: Vec<&str> = out.lines().collect();
    for ((i, four), form) in again
        .lines()
        .collect::<Vec<_>>()
        .chunks(4)
        .enumerate()
        .zip(&forms)
    {
        let printed = four[0]
            .strip_prefix("canonical form: ")
            .expect("canonical form line");
        let (x, y) = (h.read(printed), h.read(form));
        assert!(h.e.eq(x, y), "{form} read back as {printed}");
        assert_eq!(&four[1..], &lines[4 * i + 1..4 * i + 4], "{form} read back");
    }
}

/// 200 random sums of two or three values born by day 2 or 3, typed with `+`.
#[test]
fn agrees_with_the_oracle_on_random_sums() {
    let seed = seed(49);
    let mut rng = Rng::new(seed);
    let mut h = Hot::new();
    let day2 = h.e.values_by_day(2);
    let day3 = h.e.values_by_day(3);
    let mut input = String::new();
    let mut games = Vec::new();
    for _ in 0..200 {
        let k = rng.range(2, 3) as usize;
        let parts: Vec<Id> = (0..k)
            .map(|i| {
                if i == 0 {
                    day3[rng.range(0, day3.len() as u64 - 1) as usize]
                } else {
                    day2[rng.range(0, day2.len() as u64 - 1) as usize]
                }
            })
            .collect();
        let texts: Vec<String> = parts.iter().map(|&p| h.notation(p)).collect();
        input += &(texts.join(" + ") + "\n");
        let mut s = parts[0];
        for &p in &parts[1..] {
            s = h.e.add(s, p);
        }
        games.push((h.e.canonical(s), parts));
    }
    let out = output_of(&bin(), &input);
    check(&mut h, &games, &out, &format!("TEST_SEED={seed}"));
}

/// The mean value theorem's bound, by play: with m the printed mean and
/// t = max(temperature, 0), n·G − q is won by Right (G < q/n) for
/// q = n·m + t + 1/4 and by Left for q = n·m − t − 1/4; every value born by
/// day 2 for n ≤ 4, every 10th value born by day 3 for n ≤ 2.
#[test]
fn the_mean_value_bound_holds_by_play() {
    let mut h = Hot::new();
    let mut cases: Vec<(Id, usize)> = h.e.values_by_day(2).into_iter().map(|g| (g, 4)).collect();
    cases.extend(h.e.values_by_day(3).into_iter().step_by(10).map(|g| (g, 2)));
    let input: String = cases.iter().map(|&(g, _)| h.notation(g) + "\n").collect();
    let out = output_of(&bin(), &input);
    let lines: Vec<&str> = out.lines().collect();
    let dyadic = |s: &str| -> i64 {
        match s.split_once('/') {
            None => s.parse::<i64>().unwrap() * ONE,
            Some((p, q)) => p.parse::<i64>().unwrap() * (ONE / q.parse::<i64>().unwrap()),
        }
    };
    for (&(g, top), four) in cases.iter().zip(lines.chunks(4)) {
        let m = dyadic(four[2].strip_prefix("mean: ").unwrap());
        let t = dyadic(four[3].strip_prefix("temperature: ").unwrap()).max(0);
        for n in 1..=top {
            for (q, want) in [
                (n as i64 * m + t + ONE / 4, Outcome::R),
                (n as i64 * m - t - ONE / 4, Outcome::L),
            ] {
                let mut parts = vec![g; n];
                let nq = h.num_game(-q);
                parts.push(nq);
                assert_eq!(
                    h.e.outcome_by_play(&parts),
                    want,
                    "{n}·{} − {}",
                    h.notation(g),
                    ticks_text(q)
                );
            }
        }
    }
}

/// The limits: 1000 characters, 32 nested braces, 16 components, numbers up
/// to 1024, *64; a sum whose canonical form would need more than 200000 forms
/// stops with a message naming the limit, quickly.
#[test]
fn limits() {
    let nest = |k: usize| (0..k).fold("0".to_string(), |g, _| format!("{{{g}|}}"));
    let deep = nest(32);
    let sixteen = vec!["{1|-1}"; 16].join("+");
    let out = output_of(
        &bin(),
        &format!("{deep}\n{sixteen}\n1024+-1024/1024+*64\n1+-{{1|0}}\n"),
    );
    assert_eq!(out.lines().count(), 16);
    // A sign where a game starts: 1 − {1|0} = {1|0}.
    assert_eq!(out.lines().nth(12), Some("canonical form: {1|0}"));
    assert_rejects(&bin(), &nest(33), "nested deeper than 32");
    assert_rejects(&bin(), &vec!["1"; 17].join("+"), "more than 16 components");
    assert_rejects(&bin(), &"1+".repeat(501), "more than 1000 characters");
    assert_rejects(&bin(), "1025", "larger than 1024");
    assert_rejects(&bin(), "*65", "*64");
    let hot: Vec<String> = (1..=16)
        .map(|k| format!("{{{k}|-{k}}}+{{1/{}|0}}", 1 << (k % 4)))
        .take(6)
        .collect();
    let r = run_limited(&bin(), &hot.join("+"));
    r.assert_within_ms(3000, "a sum of 12 hot components");
}

#[test]
fn bad_input() {
    assert_rejects(&bin(), "{4|0", "column 1: '{' is never closed");
    assert_rejects(&bin(), "4|0", "column 2: ',' or '|' outside braces");
    assert_rejects(&bin(), "{1|2}}", "column 6: '}' without a matching '{'");
    assert_rejects(&bin(), "{1||2||3}", "column 6: a second '||'");
    assert_rejects(&bin(), "{1,|2}", "column 4: expected an option");
    assert_rejects(
        &bin(),
        "3/5",
        "column 1: denominator 5 is not a power of two",
    );
    assert_rejects(&bin(), "{1 2 x}", "column 6: unexpected character 'x'");
    assert_rejects(&bin(), "{1}", "needs a bar");
    assert_rejects(&bin(), "1+", "column 3: expected a game");
    assert_rejects(&bin(), "{1|0}++1", "column 7: expected a game before '+'");
    assert_rejects(&bin(), "\n\n", "no game");
    assert_rejects(&bin(), "99999999999", "larger than 1024");
    assert_rejects(&bin(), "18446744073709551615", "larger than 1024");
    assert_rejects_bytes(
        &bin(),
        b"{1|\xff}\n",
        "column 4: unexpected character byte 255",
    );
}
