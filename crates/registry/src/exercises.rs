//! A chapter's exercises and their folds: the numbered list under `## 练习`
//! (`## Exercises` in the English edition), each item followed by a hint and a
//! worked answer (CONTRIBUTING.md, "A chapter's exercises", shows one):
//! the item's text, a blank line, then, indented as the item's text,
//! `<details class="gb-hint"><summary>提示</summary>`, a blank line, the hint,
//! a blank line, `</details>`, and the same again for `gb-answer` and `答案`.
//!
//! [`exercises`] finds the items and their folds, [`check`] says what is wrong
//! with them; `tests/answers.rs` runs it on every chapter, `tests/english.rs`
//! compares the folds of a chapter and its twin.

/// The fold classes, in the order they follow an exercise.
pub const FOLDS: [&str; 2] = ["gb-hint", "gb-answer"];

/// The section and summary words of an edition.
pub struct Words {
    pub section: &'static str,
    pub hint: &'static str,
    pub answer: &'static str,
}

pub const CHINESE: Words = Words {
    section: "练习",
    hint: "提示",
    answer: "答案",
};
pub const ENGLISH: Words = Words {
    section: "Exercises",
    hint: "Hint",
    answer: "Answer",
};

/// A fold inside an exercise: its class, its summary, the lines between the
/// opening line and `</details>`, and whether it keeps the layout (blank line
/// after the opening line and before the closing one, indented as the item).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fold {
    pub class: String,
    pub summary: String,
    pub body: Vec<String>,
    pub layout: Vec<String>,
}

/// A numbered item of the exercise list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exercise {
    /// Its number as written.
    pub number: u32,
    /// Its folds in order.
    pub folds: Vec<Fold>,
    /// Anything after the last fold other than blank lines (the folds close the item).
    pub after_folds: bool,
}

/// `1. ` → (1, 3): the number and the width of the marker.
fn item_start(line: &str) -> Option<(u32, usize)> {
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || !line[digits..].starts_with(". ") {
        return None;
    }
    Some((line[..digits].parse().ok()?, digits + 2))
}

/// The exercises of the section headed `## <section>` in `md`, in order; a gb
/// fold found in the chapter outside them is reported as the `Err` lines.
pub fn exercises(md: &str, words: &Words) -> (Vec<Exercise>, Vec<String>) {
    let lines: Vec<&str> = md.lines().collect();
    let heading = format!("## {}", words.section);
    let mut strays = Vec::new();
    let mut out: Vec<Exercise> = Vec::new();
    let mut in_section = false;
    let mut fence: Option<String> = None;
    // The open item: its marker width.
    let mut item: Option<usize> = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let t = line.trim_start();
        if let Some(f) = &fence {
            if t.starts_with(f.as_str()) && t[f.len()..].trim().is_empty() {
                fence = None;
            }
            i += 1;
            continue;
        }
        if t.starts_with("```") {
            fence = Some("`".repeat(t.chars().take_while(|&c| c == '`').count()));
            i += 1;
            continue;
        }
        if line.starts_with('#') {
            in_section = line.trim_end() == heading;
            item = None;
            i += 1;
            continue;
        }
        if in_section {
            if let Some((number, width)) = item_start(line) {
                out.push(Exercise {
                    number,
                    folds: Vec::new(),
                    after_folds: false,
                });
                item = Some(width);
                i += 1;
                continue;
            }
            if !line.trim().is_empty() && !line.starts_with(' ') {
                item = None;
            }
        }
        let class = FOLDS
            .iter()
            .find(|c| t.starts_with(&format!("<details class=\"{c}\"")));
        match (item, class) {
            (Some(width), Some(class)) => {
                let indent = " ".repeat(width);
                let mut layout = Vec::new();
                if !line.starts_with(&indent) || line[width..].starts_with(' ') {
                    layout.push(format!("opening line not indented by {width}"));
                }
                let summary = t
                    .split("<summary>")
                    .nth(1)
                    .and_then(|s| s.split("</summary>").next())
                    .unwrap_or("")
                    .to_string();
                if !t.ends_with("</summary>") {
                    layout.push("the opening line must end with its </summary>".to_string());
                }
                let mut body = Vec::new();
                let mut j = i + 1;
                let mut inner_fence = false;
                while j < lines.len() {
                    let u = lines[j].trim_start();
                    if u.starts_with("```") {
                        inner_fence = !inner_fence;
                    }
                    if !inner_fence && u.starts_with("</details>") {
                        break;
                    }
                    if !inner_fence && (u.starts_with("<details") || lines[j].starts_with('#')) {
                        layout.push("not closed before the next fold or heading".to_string());
                        break;
                    }
                    body.push(lines[j].to_string());
                    j += 1;
                }
                if j >= lines.len() {
                    layout.push("never closed".to_string());
                } else if lines[j].trim() != "</details>" || !lines[j].starts_with(&indent) {
                    layout.push(format!("closing line not `{indent}</details>` alone"));
                }
                if body.first().is_some_and(|l| !l.trim().is_empty()) {
                    layout.push("no blank line after the opening line".to_string());
                }
                if body.last().is_some_and(|l| !l.trim().is_empty()) {
                    layout.push("no blank line before </details>".to_string());
                }
                if let Some(l) = body
                    .iter()
                    .find(|l| !l.trim().is_empty() && !l.starts_with(&indent))
                {
                    layout.push(format!("a line not indented by {width}: {l:?}"));
                }
                let ex = out.last_mut().expect("an open item");
                if ex.after_folds {
                    layout.push("text between the folds".to_string());
                }
                ex.folds.push(Fold {
                    class: class.to_string(),
                    summary,
                    body,
                    layout,
                });
                i = j + 1;
                continue;
            }
            (None, Some(class)) => strays.push(format!(
                "line {}: a {class} fold outside the numbered exercises of ## {}",
                i + 1,
                words.section
            )),
            (Some(_), None) => {
                if let Some(ex) = out.last_mut() {
                    if !ex.folds.is_empty() && !line.trim().is_empty() {
                        ex.after_folds = true;
                    }
                }
            }
            (None, None) => {}
        }
        i += 1;
    }
    (out, strays)
}

/// What is wrong with the folds of the chapter `name` (its text `md`): one
/// line per exercise and fault, naming the chapter and the exercise. Empty when
/// every exercise has its hint and then its answer, in the format above.
pub fn check(name: &str, md: &str, words: &Words) -> Vec<String> {
    let (list, strays) = exercises(md, words);
    let mut errs: Vec<String> = strays.iter().map(|s| format!("{name}: {s}")).collect();
    for ex in &list {
        let at = format!("{name}, exercise {}", ex.number);
        let classes: Vec<&str> = ex.folds.iter().map(|f| f.class.as_str()).collect();
        if classes != FOLDS {
            errs.push(format!(
                "{at}: folds {classes:?}, want one gb-hint fold followed by one gb-answer fold"
            ));
        }
        for f in &ex.folds {
            let want = if f.class == "gb-hint" {
                words.hint
            } else {
                words.answer
            };
            if f.summary != want {
                errs.push(format!(
                    "{at}: the {} fold's summary is {:?}, want {want:?}",
                    f.class, f.summary
                ));
            }
            if f.body.iter().all(|l| l.trim().is_empty()) {
                errs.push(format!("{at}: the {} fold is empty", f.class));
            }
            for l in &f.layout {
                errs.push(format!("{at}: the {} fold: {l}", f.class));
            }
        }
        if ex.after_folds {
            errs.push(format!(
                "{at}: text after the answer (the folds end the exercise)"
            ));
        }
    }
    errs
}

/// The number of folds under each exercise, in order (the twin check).
pub fn fold_counts(md: &str, words: &Words) -> Vec<(u32, usize)> {
    exercises(md, words)
        .0
        .iter()
        .map(|e| (e.number, e.folds.len()))
        .collect()
}
