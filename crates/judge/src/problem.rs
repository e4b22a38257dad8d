//! What the local judge (`cargo xtask judge`) knows about a problem: how to
//! make small cases the book's brute-force oracles can answer, the trap cases
//! the chapters' 常见错误 name, limit-size cases, and the format's rules that
//! keep a shrunk counterexample a legal input.
//!
//! A case is a list of groups of numbers ([`Case`]); each problem renders it in
//! its own input format (counts are derived from the group lengths, so removing
//! an element never breaks the format) and says which cases are legal. The
//! specs live in `specs/<part>.rs` and call nothing but testkit's oracles;
//! none of them uses a listing's code.

use testkit::rng::Rng;

/// The reader's language for the judge's messages: Chinese by default,
/// English with `--lang en` (the English edition's Local judge page says so).
pub(crate) static ENGLISH: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

pub(crate) fn english() -> bool {
    IN_TEST_LANGUAGE
        .with(|l| l.get())
        .unwrap_or_else(|| ENGLISH.load(std::sync::atomic::Ordering::Relaxed))
}

thread_local! {
    /// A language for this thread alone, which [`in_language`] sets: tests
    /// running side by side each read their messages in their own language.
    static IN_TEST_LANGUAGE: std::cell::Cell<Option<bool>> = const { std::cell::Cell::new(None) };
}

/// `f` with the messages of this thread in English (`true`) or Chinese.
#[cfg(test)]
pub(crate) fn in_language<T>(en: bool, f: impl FnOnce() -> T) -> T {
    IN_TEST_LANGUAGE.with(|l| l.set(Some(en)));
    let out = f();
    IN_TEST_LANGUAGE.with(|l| l.set(None));
    out
}

/// One input, as groups of numbers (what a group means is the problem's).
pub type Case = Vec<Vec<u64>>;

/// A case the chapter warns about, with the mistake it catches (in Chinese,
/// the default, and in English for `--lang en`).
pub struct Trap {
    pub why: &'static str,
    pub why_en: &'static str,
    pub case: Case,
}

/// Everything the judge needs to know about one problem.
pub struct Problem {
    /// The listing folder, e.g. `acwing-891-nim`.
    pub listing: &'static str,
    /// The judge's time limit (1 s where the statement gives none).
    pub time_limit_ms: u64,
    /// Judge the limit cases by [`Problem::check`] too (where many outputs are
    /// right, e.g. any winning move), instead of comparing with the listing.
    pub limits_by_check: bool,
    /// A random small case (often many positions at once, for multi-case formats).
    pub small: fn(&mut Rng) -> Case,
    /// The input text of a case.
    pub input: fn(&Case) -> String,
    /// Is the case inside the format's rules? Shrinking never leaves them.
    pub valid: fn(&Case) -> bool,
    /// Judge an output by the book's independent oracle: `Err` says what is
    /// expected. Must answer the small cases and the traps.
    pub check: fn(&Case, &str) -> Result<(), String>,
    /// The mistakes the chapter's 常见错误 names, as concrete cases.
    pub traps: fn() -> Vec<Trap>,
    /// Limit-size cases; their expected output comes from the book's listing.
    pub limits: fn(&mut Rng) -> Vec<(&'static str, Case)>,
}

/// A trap case: the mistake it catches (Chinese, then English), and the input.
pub fn trap(why: &'static str, why_en: &'static str, case: Case) -> Trap {
    Trap { why, why_en, case }
}

/// Compare an output with the expected text token by token, as judges do
/// (line breaks and trailing spaces do not matter); `Err` says where they part
/// and shows the right output.
pub fn same_tokens(expected: &str, got: &str) -> Result<(), String> {
    first_difference(expected, got).map_err(|d| {
        if english() {
            format!("{d}\nthe right output:\n{}", preview(expected))
        } else {
            format!("{d}\n正确的输出：\n{}", preview(expected))
        }
    })
}

/// Where an output first parts from the expected text, token by token (a
/// token: a run of characters between whitespace), without the texts
/// themselves: for a caller that shows both outputs in full.
pub fn first_difference(expected: &str, got: &str) -> Result<(), String> {
    let e: Vec<&str> = expected.split_ascii_whitespace().collect();
    let g: Vec<&str> = got.split_ascii_whitespace().collect();
    if e == g {
        return Ok(());
    }
    let at = e.iter().zip(&g).position(|(a, b)| a != b);
    Err(match (at, english()) {
        (Some(i), false) => format!(
            "第 {} 个记号不同：应为 {:?}，你的是 {:?}",
            i + 1,
            e[i],
            g[i]
        ),
        (Some(i), true) => format!(
            "token {} differs: expected {:?}, yours is {:?}",
            i + 1,
            e[i],
            g[i]
        ),
        (None, false) => format!("应有 {} 个记号，你的输出有 {} 个", e.len(), g.len()),
        (None, true) => format!("expected {} tokens, your output has {}", e.len(), g.len()),
    })
}

fn preview(s: &str) -> String {
    let lines: Vec<&str> = s.lines().take(12).collect();
    let more = s.lines().count().saturating_sub(12);
    if more > 0 {
        format!("{}\n… ({more} more lines)", lines.join("\n"))
    } else {
        lines.join("\n")
    }
}

/// The cases one step smaller than `case`: each group removed, each element
/// removed, each value lowered (to 0, by halves, and by 1). Only legal ones.
/// A case none of whose [`unit_steps`] still fails is 1-minimal.
pub fn shrink_steps(case: &Case, valid: fn(&Case) -> bool) -> Vec<Case> {
    let mut out = Vec::new();
    let mut push = |c: Case| {
        if valid(&c) && !out.contains(&c) {
            out.push(c);
        }
    };
    for g in 0..case.len() {
        let mut c = case.clone();
        c.remove(g);
        push(c);
    }
    for g in 0..case.len() {
        for i in 0..case[g].len() {
            let mut c = case.clone();
            c[g].remove(i);
            push(c);
        }
    }
    for g in 0..case.len() {
        for i in 0..case[g].len() {
            let v = case[g][i];
            let mut d = v;
            while d > 0 {
                let mut c = case.clone();
                c[g][i] = v - d;
                push(c);
                d /= 2;
            }
        }
    }
    out
}

/// The single removals (of a group or an element) and decrements by one that
/// stay legal: the steps 1-minimality is defined by.
pub fn unit_steps(case: &Case, valid: fn(&Case) -> bool) -> Vec<Case> {
    let mut out = Vec::new();
    for g in 0..case.len() {
        let mut c = case.clone();
        c.remove(g);
        out.push(c);
        for i in 0..case[g].len() {
            let mut c = case.clone();
            c[g].remove(i);
            out.push(c);
            if case[g][i] > 0 {
                let mut c = case.clone();
                c[g][i] -= 1;
                out.push(c);
            }
        }
    }
    out.retain(valid);
    out
}

/// One line of numbers.
pub fn line(values: &[u64]) -> String {
    let v: Vec<String> = values.iter().map(u64::to_string).collect();
    v.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems;

    fn any(_: &Case) -> bool {
        true
    }

    #[test]
    fn every_problem_has_a_listing_folder_and_checks_its_own_traps() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../listings");
        for p in problems() {
            assert!(
                root.join(p.listing).join("src/main.rs").is_file(),
                "{}",
                p.listing
            );
            let mut rng = Rng::new(1);
            for _ in 0..3 {
                let c = (p.small)(&mut rng);
                assert!(
                    (p.valid)(&c),
                    "{}: small case {c:?} is not legal",
                    p.listing
                );
            }
            for t in (p.traps)() {
                assert!(
                    (p.valid)(&t.case),
                    "{}: trap {:?} is not legal",
                    p.listing,
                    t.why
                );
                // `--lang en` names the trap in English: one is given, and
                // it has no Chinese left in it.
                assert!(
                    !t.why_en.trim().is_empty()
                        && !t.why_en.chars().any(|c| matches!(c, '\u{3000}'..='\u{303f}' | '\u{3400}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}')),
                    "{}: trap {:?} has no English description (got {:?})",
                    p.listing,
                    t.why,
                    t.why_en
                );
            }
        }
    }

    #[test]
    fn tokens_are_compared_as_judges_do() {
        assert!(same_tokens("1\n2\n", "1 2").is_ok());
        assert!(same_tokens("1\n2\n", "1\n3\n")
            .unwrap_err()
            .contains("第 2 个记号不同"));
        assert!(same_tokens("1\n2\n", "1\n").is_err());
    }

    #[test]
    fn messages_call_the_pieces_of_an_output_tokens_in_both_languages() {
        let both = |expected: &str, got: &str| {
            let zh = in_language(false, || first_difference(expected, got).unwrap_err());
            let en = in_language(true, || first_difference(expected, got).unwrap_err());
            (zh, en)
        };
        let (zh, en) = both("1 2", "1 3");
        assert_eq!(zh, "第 2 个记号不同：应为 \"2\"，你的是 \"3\"");
        assert_eq!(en, "token 2 differs: expected \"2\", yours is \"3\"");
        let (zh, en) = both("1 2", "1");
        assert_eq!(zh, "应有 2 个记号，你的输出有 1 个");
        assert_eq!(en, "expected 2 tokens, your output has 1");
        for m in [zh, en] {
            assert!(!m.contains('词') && !m.contains("word"), "{m}");
        }
    }

    #[test]
    fn unit_steps_are_among_the_shrink_steps() {
        let c: Case = vec![vec![3, 0], vec![5]];
        let all = shrink_steps(&c, any);
        for u in unit_steps(&c, any) {
            assert!(all.contains(&u), "{u:?}");
        }
        assert!(all.contains(&vec![vec![3, 0], vec![0]]));
        assert!(all.contains(&vec![vec![2, 0], vec![5]]));
    }
}
