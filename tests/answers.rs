//! Every exercise has its hint and its worked answer: under `## 练习`
//! (`## Exercises` in the English twin) each numbered item is followed by one
//! `gb-hint` fold and then one `gb-answer` fold, with the edition's summary
//! words, neither empty (crates/registry/src/exercises.rs, CONTRIBUTING.md).
//! The chapters in [`PENDING`] are not answered yet and are exempt; a chapter
//! there whose folds are all in place fails, so the list only shrinks.

use registry::exercises::{check, CHINESE, ENGLISH};
use std::path::Path;

/// Chapters (relative to src/) whose exercises are not answered yet. Remove a
/// chapter in the commit that answers its exercises in both editions.
const PENDING: &[&str] = &[];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// What is wrong with the folds of chapter `rel` in both editions (the
/// English twin where it exists).
fn faults(rel: &str) -> Vec<String> {
    let mut errs = Vec::new();
    for (dir, words) in [("src", &CHINESE), ("en/src", &ENGLISH)] {
        let path = root().join(dir).join(rel);
        if let Ok(md) = std::fs::read_to_string(&path) {
            errs.extend(check(&format!("{dir}/{rel}"), &md, words));
        }
    }
    errs
}

#[test]
fn every_exercise_has_a_hint_and_an_answer_except_the_pending_chapters() {
    let chapters = registry::summary_order(root()).unwrap_or_else(|e| panic!("{e}"));
    let chapters: Vec<String> = chapters
        .iter()
        .map(|p| p.to_string_lossy().replace('\\', "/"))
        .collect();
    let mut errs = Vec::new();
    let mut answered = 0;
    for rel in &chapters {
        let found = faults(rel);
        match (PENDING.contains(&rel.as_str()), found.is_empty()) {
            (false, true) => answered += 1,
            (false, false) => errs.extend(found),
            (true, true) => errs.push(format!(
                "{rel}: every exercise has its hint and answer in both editions: remove it from \
                 PENDING in tests/answers.rs"
            )),
            (true, false) => {}
        }
    }
    for p in PENDING.iter().filter(|p| !chapters.iter().any(|c| c == *p)) {
        errs.push(format!(
            "{p}: in PENDING but not a chapter of src/SUMMARY.md"
        ));
    }
    println!(
        "{answered} chapters answered (or without exercises), {} pending",
        PENDING.len()
    );
    assert!(errs.is_empty(), "\n{}", errs.join("\n"));
}

const ANSWERED: &str = "# T\n\n## 练习\n\n1. 证明它。\n\n   <details class=\"gb-hint\"><summary>提示</summary>\n\n   归纳。\n\n   </details>\n   <details class=\"gb-answer\"><summary>答案</summary>\n\n   对 $n$ 归纳。\n\n   </details>\n\n2. 再证明一次。\n\n   <details class=\"gb-hint\"><summary>提示</summary>\n\n   反证。\n\n   </details>\n   <details class=\"gb-answer\"><summary>答案</summary>\n\n   设不然。\n\n   </details>\n\n题单里的相关题目：\n";

#[test]
fn a_well_formed_chapter_passes() {
    assert_eq!(check("t.md", ANSWERED, &CHINESE), Vec::<String>::new());
}

#[test]
fn a_chapter_missing_a_fold_fails_naming_the_chapter_and_the_exercise() {
    // Exercise 2 without its answer.
    let cut = ANSWERED
        .rfind("   <details class=\"gb-answer\"")
        .expect("answer");
    let end = ANSWERED[cut..].find("</details>\n").expect("close") + cut + "</details>\n".len();
    let md = format!("{}{}", &ANSWERED[..cut], &ANSWERED[end..]);
    let errs = check("src/x/crafted.md", &md, &CHINESE);
    assert!(
        errs.iter()
            .any(|e| e.contains("src/x/crafted.md, exercise 2") && e.contains("gb-answer")),
        "{errs:?}"
    );
    assert!(!errs.iter().any(|e| e.contains("exercise 1")), "{errs:?}");
}

#[test]
fn wrong_words_empty_folds_and_a_swapped_order_fail() {
    // The Chinese chapter read as English: no "## Exercises" section, so its
    // folds stand outside any exercise.
    let english = check("en/t.md", ANSWERED, &ENGLISH);
    assert!(
        english.len() == 4 && english[0].contains("line 7: a gb-hint fold outside"),
        "{english:?}"
    );
    let en = ANSWERED
        .replace("## 练习", "## Exercises")
        .replace("<summary>提示", "<summary>Hint");
    let errs = check("en/t.md", &en, &ENGLISH);
    assert!(
        errs.iter()
            .any(|e| e.contains("exercise 1") && e.contains("\"答案\", want \"Answer\"")),
        "{errs:?}"
    );
    let empty = ANSWERED.replace("   归纳。\n", "");
    assert!(check("t.md", &empty, &CHINESE)
        .iter()
        .any(|e| e.contains("exercise 1: the gb-hint fold is empty")));
    let swapped = ANSWERED
        .replacen("gb-hint\"><summary>提示", "gb-answer\"><summary>答案", 1)
        .replacen(
            "gb-answer\"><summary>答案</summary>\n\n   对",
            "gb-hint\"><summary>提示</summary>\n\n   对",
            1,
        );
    assert!(check("t.md", &swapped, &CHINESE)
        .iter()
        .any(|e| e.contains("exercise 1: folds [\"gb-answer\", \"gb-hint\"]")));
    let unindented = ANSWERED.replace("   对 $n$ 归纳。", "对 $n$ 归纳。");
    assert!(!check("t.md", &unindented, &CHINESE).is_empty());
}
