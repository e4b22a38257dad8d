//! `cargo xtask judge <listing> <file.rs> [--seed N]`: a local judge, stricter
//! than the online one. It compiles the file as the listings are compiled
//! (`rustc --edition 2021 -O`), then runs four stages, each with a progress
//! line and a verdict, stopping at the first failure:
//!
//! 1. the listing's samples;
//! 2. small random cases judged by the book's brute-force oracles (`testkit`);
//! 3. the traps the chapters' 常见错误 name;
//! 4. limit-size cases, against the book's own listing.
//!
//! Every run gets a 1 MiB stack; a run is killed at [`KILL_FACTOR`] times the
//! problem's time limit, or at the limits at [`REFERENCE_FACTOR`] times the
//! book's listing's time on the same input if that is longer (TLE). A wrong answer on a small case or a trap is
//! shrunk to a 1-minimal input (no single removal of an element or decrement
//! of a value, inside the format's rules, still fails) and printed with what
//! was expected and what came out. A wrong answer on a sample is shown as it
//! is, the sample's output beside the program's: the reader compares it with
//! the statement, and a shrunk sample would be a different case. Deterministic: the seed is printed and
//! `--seed` replays it. Exit code 0 only on AC.

use crate::problem::{
    english, first_difference, same_tokens, shrink_steps, unit_steps, Case, Problem, ENGLISH,
};
use crate::specs::{problem, problems};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};
use testkit::cmd::say;
use testkit::rng::Rng;

/// A run past this many times the problem's time limit is killed: TLE. Wide
/// enough that a correct program on a loaded 2-core machine is not killed.
pub const KILL_FACTOR: u64 = 3;
/// At the limits a run is also allowed this many times the book's listing's
/// own time on the same input, measured just before.
const REFERENCE_FACTOR: u32 = 5;
/// Small random cases in stage 2.
const SMALL_CASES: usize = 100;
/// The default seed (a fixed one: the same file gets the same verdict).
const DEFAULT_SEED: u64 = 20_261_122;
/// Shrinking stops after this many runs (the result is then still failing,
/// but maybe not 1-minimal; the judge says so).
const SHRINK_BUDGET: usize = 3000;

const USAGE: &str = "usage: cargo xtask judge <listing> <file.rs> [--seed N] [--lang zh|en]
       (--lang en: the messages in English; Chinese by default)
       cargo xtask judge --list        the known problems
       cargo xtask judge --self-test   accept every listing, reject every fixture";

/// How one run of a program ended.
#[derive(Clone)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    /// `None`: killed at the time limit.
    pub status: Option<std::process::ExitStatus>,
    pub elapsed: Duration,
}

/// A verdict, with what the reader needs to see.
#[derive(Debug)]
pub enum Verdict {
    Accepted,
    WrongAnswer {
        stage: String,
        input: String,
        detail: String,
        got: String,
        /// The shrunk case, when shrinking applies.
        shrunk: Option<Case>,
        minimal: bool,
        /// The failed sample's expected output, when the input is a sample.
        sample: Option<SampleOutput>,
    },
    RuntimeError {
        stage: String,
        input: String,
        detail: String,
    },
    TimeLimit {
        stage: String,
        input: String,
        limit_ms: u64,
        killed_after_ms: u128,
    },
    CompileError(String),
    /// An interactive problem's failed game (WA, ILE, TLE or RE), with its
    /// transcript.
    Played {
        code: &'static str,
        stage: String,
        detail: String,
        transcript: String,
    },
}

/// The expected output of a failed sample, shown beside the program's.
#[derive(Debug)]
pub struct SampleOutput {
    /// Its file, e.g. `listings/acwing-891-nim/samples/1.out`.
    pub file: String,
    pub text: String,
    /// The problem accepts any right answer (the sample's is one of them).
    pub one_of_many: bool,
}

impl Verdict {
    pub fn code(&self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer { .. } => "WA",
            Verdict::RuntimeError { .. } => "RE",
            Verdict::TimeLimit { .. } => "TLE",
            Verdict::CompileError(_) => "CE",
            Verdict::Played { code, .. } => code,
        }
    }
}

/// A message in the reader's language.
fn tr(zh: String, en: String) -> String {
    if english() {
        en
    } else {
        zh
    }
}

/// The `judge` verb: `[--lang zh|en] LISTING FILE [--seed N]`.
pub fn cli(root: &Path, cwd: &Path, args: &[String]) -> ExitCode {
    // `--lang zh|en` anywhere among the arguments.
    let mut args = args.to_vec();
    if let Some(at) = args.iter().position(|a| a == "--lang") {
        let en = match args.get(at + 1).map(String::as_str) {
            Some("en") => true,
            Some("zh") => false,
            other => return usage_error(&format!("--lang takes zh or en, not {other:?}")),
        };
        ENGLISH.store(en, std::sync::atomic::Ordering::Relaxed);
        args.drain(at..at + 2);
    }
    let args = args.as_slice();
    let known = || all_listings().join("\n  ");
    let (name, file, seed) = match args {
        [flag] if flag == "--self-test" => {
            return match self_test(root) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("[judge] self-test failed:\n{e}");
                    ExitCode::FAILURE
                }
            };
        }
        [flag] if flag == "--list" => {
            println!("known problems (listing folders):\n  {}", known());
            return ExitCode::SUCCESS;
        }
        [name, file] => (name, file, DEFAULT_SEED),
        [name, file, flag, s] if flag == "--seed" => match s.parse() {
            Ok(seed) => (name, file, seed),
            Err(_) => return usage_error(&format!("--seed takes a number, not {s:?}")),
        },
        _ => return usage_error("expected a listing name and a file"),
    };
    if testkit::interact::is_interactive(name) {
        return cli_interactive(root, cwd, name, file, seed);
    }
    let Some(p) = problem(name) else {
        let listings = all_listings();
        let near = closest_names(name, &listings).join("\n  ");
        eprintln!(
            "{}",
            tr(
                format!("[judge] 没有这道题：{name:?}；最接近的是：\n  {near}\n全部题目：cargo xtask judge --list"),
                format!("[judge] unknown problem {name:?}; the closest known ones are:\n  {near}\nall of them: cargo xtask judge --list"),
            )
        );
        return ExitCode::from(2);
    };
    // A relative path is taken from where the reader typed the command.
    let file_path = cwd.join(file);
    if !file_path.is_file() {
        eprintln!("[judge] no such file: {file}");
        return ExitCode::from(2);
    }
    let dir = root.join("target").join("judge").join(p.listing);
    let reference = match compile(
        &root.join("listings").join(p.listing).join("src/main.rs"),
        &dir,
    ) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("[judge] the book's own listing does not compile:\n{e}");
            return ExitCode::FAILURE;
        }
    };
    let (f, l) = (file_path.display(), p.listing);
    say(&tr(
        format!("评测 {f}，题目 {l}（随机种子 {seed}）"),
        format!("judging {f} against {l} (seed {seed})"),
    ));
    let verdict = match compile(&file_path, &dir) {
        Ok(candidate) => judge(root, &p, &candidate, &reference, seed, &mut |m| say(m)),
        Err(e) => Verdict::CompileError(e),
    };
    report(&verdict, seed, name, file);
    if matches!(verdict, Verdict::Accepted) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Every listing the judge knows: the batch problems' and the interactive ones.
fn all_listings() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = problems().iter().map(|p| p.listing).collect();
    v.extend(testkit::interact::LISTINGS);
    v.sort();
    v
}

/// `cargo xtask judge` on an interactive problem: the program plays the jury.
fn cli_interactive(root: &Path, cwd: &Path, name: &str, file: &str, seed: u64) -> ExitCode {
    let file_path = cwd.join(file);
    if !file_path.is_file() {
        eprintln!("[judge] no such file: {file}");
        return ExitCode::from(2);
    }
    let dir = root.join("target").join("judge").join(name);
    let f = file_path.display();
    say(&tr(
        format!("评测 {f}，交互题 {name}（随机种子 {seed}）：你的程序与评测机对弈"),
        format!("judging {f} against the interactive problem {name} (seed {seed}): your program plays the jury"),
    ));
    let verdict = match compile(&file_path, &dir) {
        Ok(candidate) => from_interactive(crate::interactive::judge(
            root,
            name,
            &candidate,
            seed,
            &mut |m| say(m),
        )),
        Err(e) => Verdict::CompileError(e),
    };
    if matches!(verdict, Verdict::Accepted) {
        println!(
            "{}",
            tr(
                "结果：AC（通过）：样例回放、穷举应对的小数据和随机大数据，每一局都赢了".into(),
                "verdict: AC (accepted): every game won, in the samples played back, against every reply on small cases and on random large cases".into(),
            )
        );
        return ExitCode::SUCCESS;
    }
    report(&verdict, seed, name, file);
    ExitCode::FAILURE
}

/// The engine's verdict for an interactive run.
fn from_interactive(v: crate::interactive::Verdict) -> Verdict {
    use crate::interactive::Verdict as I;
    match v {
        I::Accepted => Verdict::Accepted,
        I::Played {
            code,
            stage,
            detail,
            transcript,
        } => Verdict::Played {
            code,
            stage,
            detail,
            transcript,
        },
        I::RuntimeError {
            stage,
            input,
            detail,
        } => Verdict::RuntimeError {
            stage,
            input,
            detail,
        },
    }
}

/// How many known names an unknown one is answered with.
const CLOSEST: usize = 3;

/// The [`CLOSEST`] known names nearest to `name`: those that contain it
/// first (a reader who typed `nim` or `wythoff` wants the listings holding
/// it, shortest first), then by edit distance (a typo such as `acwing-819-nim`).
pub fn closest_names<'a>(name: &str, known: &[&'a str]) -> Vec<&'a str> {
    let name = name.to_lowercase();
    let mut ranked: Vec<(bool, usize, &str)> = known
        .iter()
        .map(|&k| {
            let contains = !name.is_empty() && k.contains(name.as_str());
            let distance = if contains {
                k.len() - name.len()
            } else {
                edit_distance(&name, k)
            };
            (!contains, distance, k)
        })
        .collect();
    ranked.sort();
    ranked
        .into_iter()
        .take(CLOSEST)
        .map(|(_, _, k)| k)
        .collect()
}

/// Levenshtein distance: the fewest single-character insertions, deletions
/// and substitutions that turn `a` into `b`.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitute = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitute.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

fn usage_error(msg: &str) -> ExitCode {
    eprintln!("[judge] {msg}\n{USAGE}");
    ExitCode::from(2)
}

/// Print the verdict the way a judge does, with the evidence.
pub fn report(v: &Verdict, seed: u64, name: &str, file: &str) {
    print!("{}", render(v, seed, name, file));
}

/// The verdict as [`report`] prints it.
pub fn render(v: &Verdict, seed: u64, name: &str, file: &str) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let lang = if english() { " --lang en" } else { "" };
    let replay = tr(
        format!("重跑：cargo xtask judge {name} {file} --seed {seed}"),
        format!("replay: cargo xtask judge {name} {file} --seed {seed}{lang}"),
    );
    match v {
        Verdict::Accepted => {
            let _ = writeln!(
                out,
                "{}",
                tr(
                    "结果：AC（通过）：样例、对拍、陷阱和极限数据全部正确".into(),
                    "verdict: AC (accepted): samples, cross-check, traps and limits all correct"
                        .into()
                )
            );
        }
        Verdict::CompileError(e) => {
            let _ = writeln!(
                out,
                "{}",
                tr(
                    format!("结果：CE（编译错误）：rustc 没能编译你的程序\n{e}"),
                    format!(
                        "verdict: CE (compile error): rustc could not compile your program\n{e}"
                    )
                )
            );
            let _ = writeln!(out, "{replay}");
        }
        Verdict::Played {
            code,
            stage,
            detail,
            transcript,
        } => {
            let name = match (*code, english()) {
                ("WA", false) => "WA（答案错误）",
                ("ILE", false) => "ILE（空闲超时：Idleness limit exceeded）",
                ("TLE", false) => "TLE（超时）",
                (_, false) => "RE（运行错误）",
                ("WA", true) => "WA (wrong answer)",
                ("ILE", true) => "ILE (idleness limit exceeded)",
                ("TLE", true) => "TLE (time limit)",
                (_, true) => "RE (runtime error)",
            };
            let _ = writeln!(
                out,
                "{}",
                tr(
                    format!("结果：{name}，出现在{stage}\n哪里不对：{detail}\n出错的那一局（< 是评测机发给你的，> 是你的程序输出的）：\n{}", preview(transcript)),
                    format!("verdict: {name} in {stage}\nwhat is wrong: {detail}\nthe failing game (< the jury sent it, > your program printed it):\n{}", preview(transcript)),
                )
            );
            let _ = writeln!(out, "{replay}");
        }
        Verdict::TimeLimit {
            stage,
            input,
            limit_ms,
            killed_after_ms,
        } => {
            let (size, input) = (size(input), preview(input));
            let _ = writeln!(
out,
                "{}",
                tr(
                    format!("结果：TLE（超时），出现在{stage}：运行 {killed_after_ms} ms 后被终止（题目时限 {limit_ms} ms；\
                     本地评测放宽到它的 {KILL_FACTOR} 倍，或本书程序在同一输入上用时的 {REFERENCE_FACTOR} 倍）\n输入（{size}）：\n{input}"),
                    format!("verdict: TLE (time limit) in {stage}: killed after {killed_after_ms} ms (the problem's limit is {limit_ms} ms; \
                     the local judge allows {KILL_FACTOR}× it, or {REFERENCE_FACTOR}× the book's program's time on the same input)\ninput ({size}):\n{input}")
                )
            );
            let _ = writeln!(out, "{replay}");
        }
        Verdict::RuntimeError {
            stage,
            input,
            detail,
        } => {
            let (size, input) = (size(input), preview(input));
            let _ = writeln!(
out,
                "{}",
                tr(
                    format!("结果：RE（运行错误），出现在{stage}：{detail}\n输入（{size}）：\n{input}"),
                    format!("verdict: RE (runtime error) in {stage}: {detail}\ninput ({size}):\n{input}")
                )
            );
            let _ = writeln!(out, "{replay}");
        }
        Verdict::WrongAnswer {
            stage,
            input,
            detail,
            got,
            shrunk,
            minimal,
            sample,
        } => {
            let _ = writeln!(
                out,
                "{}",
                tr(
                    format!("结果：WA（答案错误），出现在{stage}"),
                    format!("verdict: WA (wrong answer) in {stage}")
                )
            );
            if sample.is_some() {
                let _ = writeln!(
                    out,
                    "{}",
                    tr(
                        "这是题目自己的样例，原样给出，不做缩小：可以直接和题面对照".into(),
                        "this is the problem's own sample, shown as it is (a sample is not shrunk: \
                         you can compare it with the statement)"
                            .into()
                    )
                );
            }
            if shrunk.is_some() {
                let _ = writeln!(
                    out,
                    "{}",
                    match (*minimal, english()) {
                        (true, false) => "出错的数据已缩小到最小（再删掉一个数或把一个数减一，你的程序就答对了）：",
                        (false, false) => "出错的数据已缩小（缩小的步数用完，没有缩到最小）：",
                        (true, true) => "the failing input, shrunk to a minimal one (remove one number or decrease one by 1 and your program answers right):",
                        (false, true) => "the failing input, shrunk (the shrinking budget ran out before a minimal one):",
                    }
                );
            }
            let (size, input) = (size(input), preview(input));
            let _ = writeln!(
                out,
                "{}",
                tr(
                    format!("输入（{size}）：\n{input}"),
                    format!("input ({size}):\n{input}")
                )
            );
            let _ = writeln!(
                out,
                "{}",
                tr(
                    format!("哪里不对：{detail}"),
                    format!("what is wrong: {detail}")
                )
            );
            if let Some(SampleOutput {
                file,
                text,
                one_of_many,
            }) = sample
            {
                let text = preview(text);
                let _ = writeln!(
                    out,
                    "{}",
                    match (*one_of_many, english()) {
                        (false, false) => format!("样例的输出（{file}）：\n{text}"),
                        (true, false) => format!(
                            "样例的输出（{file}；正确答案不止一个，这是其中之一）：\n{text}"
                        ),
                        (false, true) => format!("the sample's output ({file}):\n{text}"),
                        (true, true) => format!(
                            "the sample's output ({file}; one of several right answers):\n{text}"
                        ),
                    }
                );
            }
            let _ = writeln!(
                out,
                "{}",
                tr(
                    format!("你的输出：\n{}", preview(got)),
                    format!("your output:\n{}", preview(got))
                )
            );
            let _ = writeln!(out, "{replay}");
        }
    }
    out
}

fn size(s: &str) -> String {
    let (b, l) = (s.len(), s.lines().count());
    tr(format!("{b} 字节，{l} 行"), format!("{b} bytes, {l} lines"))
}

fn preview(s: &str) -> String {
    let lines: Vec<&str> = s.lines().take(20).collect();
    let more = s.lines().count().saturating_sub(20);
    let mut out: String = lines
        .iter()
        .map(|l| {
            if l.len() > 200 {
                format!(
                    "{}…",
                    &l[..l.char_indices().nth(200).map_or(l.len(), |(i, _)| i)]
                )
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    if more > 0 {
        out.push_str(&format!("\n… ({more} more lines)"));
    }
    out
}

/// Compile one file as the listings are compiled, into `out_dir` (once per
/// source and compiler); `Err` holds the compiler's first error.
pub fn compile(src: &Path, out_dir: &Path) -> Result<PathBuf, String> {
    testkit::cmd::rustc_cached(src, out_dir).map_err(|log| first_error(&log))
}

/// The first `error` block of rustc's output.
fn first_error(log: &str) -> String {
    let mut out = Vec::new();
    for l in log.lines() {
        if out.is_empty() {
            if l.starts_with("error") {
                out.push(l);
            }
        } else if l.trim().is_empty() || l.starts_with("error") || l.starts_with("warning") {
            break;
        } else {
            out.push(l);
        }
    }
    if out.is_empty() {
        log.lines().take(20).collect::<Vec<_>>().join("\n")
    } else {
        out.join("\n")
    }
}

/// Run `bin` on `input` with a 1 MiB stack, killed after `limit`.
pub fn run(bin: &Path, input: &str, limit: Duration) -> Run {
    let start = Instant::now();
    let mut child = match testkit::run::spawn_with_stack(bin, testkit::run::STACK_KIB) {
        Ok(c) => c,
        Err(e) => {
            return Run {
                stdout: String::new(),
                stderr: format!("cannot start {}: {e}", bin.display()),
                status: Some(failed_status()),
                elapsed: start.elapsed(),
            }
        }
    };
    let mut stdin = child.stdin.take().expect("piped stdin");
    let bytes = input.as_bytes().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&bytes);
    });
    let mut out_pipe = child.stdout.take().expect("piped stdout");
    let mut err_pipe = child.stderr.take().expect("piped stderr");
    let out_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_reader = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    // Polled, the pause doubling from 50 µs to 2 ms: most runs end within a
    // millisecond or two, and a fixed 2 ms pause would add up to that to each.
    let mut pause = Duration::from_micros(50);
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(2));
            }
            Err(_) => break Some(failed_status()),
        }
    };
    let elapsed = start.elapsed();
    let _ = writer.join();
    let stdout = String::from_utf8_lossy(&out_reader.join().unwrap_or_default()).into_owned();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap_or_default()).into_owned();
    Run {
        stdout,
        stderr,
        status,
        elapsed,
    }
}

fn failed_status() -> std::process::ExitStatus {
    Command::new("false").status().expect("run `false`")
}

/// How a run on a case came out, before any shrinking.
enum Outcome {
    Ok,
    Wrong { detail: String, got: String },
    Crash(String),
    Killed,
}

fn outcome(r: &Run, check: impl FnOnce(&str) -> Result<(), String>) -> Outcome {
    match r.status {
        None => Outcome::Killed,
        Some(s) if !s.success() => {
            let what = match s.code() {
                Some(c) => tr(format!("退出码 {c}"), format!("exit code {c}")),
                None => tr(
                    "被信号终止（程序崩溃或栈溢出）".into(),
                    "killed by a signal (a crash or a stack overflow)".into(),
                ),
            };
            let err: String = r.stderr.lines().take(5).collect::<Vec<_>>().join("\n");
            Outcome::Crash(if err.is_empty() {
                what
            } else {
                tr(
                    format!("{what}；标准错误输出：\n{err}"),
                    format!("{what}; standard error:\n{err}"),
                )
            })
        }
        Some(_) => match check(&r.stdout) {
            Ok(()) => Outcome::Ok,
            Err(detail) => Outcome::Wrong {
                detail,
                got: r.stdout.clone(),
            },
        },
    }
}

/// The verdict for one run's outcome (`None` when it passed). A wrong answer
/// on a `case` (small cases and traps) is shrunk first.
fn verdict_of(
    (p, candidate, kill): (&Problem, &Path, Duration),
    stage: &str,
    input: &str,
    o: Outcome,
    case: Option<&Case>,
    log: &mut dyn FnMut(&str),
) -> Option<Verdict> {
    match o {
        Outcome::Ok => None,
        Outcome::Killed => Some(Verdict::TimeLimit {
            stage: stage.to_string(),
            input: input.to_string(),
            limit_ms: p.time_limit_ms,
            killed_after_ms: kill.as_millis(),
        }),
        Outcome::Crash(detail) => Some(Verdict::RuntimeError {
            stage: stage.to_string(),
            input: input.to_string(),
            detail,
        }),
        Outcome::Wrong { detail, got } => Some(match case {
            Some(c) => shrink(p, candidate, c, stage, kill, log),
            None => Verdict::WrongAnswer {
                stage: stage.to_string(),
                input: input.to_string(),
                detail,
                got,
                shrunk: None,
                minimal: false,
                sample: None,
            },
        }),
    }
}

/// Judge a compiled candidate. `reference` is the book's listing, compiled.
pub fn judge(
    root: &Path,
    p: &Problem,
    candidate: &Path,
    reference: &Path,
    seed: u64,
    log: &mut dyn FnMut(&str),
) -> Verdict {
    let kill = Duration::from_millis(p.time_limit_ms * KILL_FACTOR);
    // 1. Samples.
    let samples = root.join("listings").join(p.listing).join("samples");
    let pairs = match testkit::run::sample_pairs(&samples) {
        Ok(v) => v,
        Err(e) => {
            return Verdict::RuntimeError {
                stage: "samples".into(),
                input: String::new(),
                detail: e,
            }
        }
    };
    let n = pairs.len();
    log(&tr(
        format!("第 1/4 步：{n} 组官方样例"),
        format!("step 1/4: {n} official sample(s)"),
    ));
    for (i, o) in &pairs {
        let input = std::fs::read_to_string(i).unwrap_or_default();
        let expected = std::fs::read_to_string(o).unwrap_or_default();
        let r = run(candidate, &input, kill);
        let res = if p.limits_by_check {
            let case = case_from_text(&input);
            outcome(&r, |out| (p.check)(&case, out))
        } else {
            // Where the tokens part; both outputs are shown in full below it.
            outcome(&r, |out| first_difference(&expected, out))
        };
        let file = i
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let name = tr(format!("样例 {file} 中"), format!("sample {file}"));
        if let Outcome::Wrong { detail, got } = res {
            // A sample is the statement's own case: shown as it is, not
            // shrunk, with the output the statement gives for it.
            let out_file = o.strip_prefix(root).unwrap_or(o).display().to_string();
            return Verdict::WrongAnswer {
                stage: name,
                input,
                detail,
                got,
                shrunk: None,
                minimal: false,
                sample: Some(SampleOutput {
                    file: out_file,
                    text: expected,
                    one_of_many: p.limits_by_check,
                }),
            };
        }
        if let Some(v) = verdict_of((p, candidate, kill), &name, &input, res, None, log) {
            return v;
        }
    }

    // 2. Small cases against the oracle.
    let mut rng = Rng::new(seed);
    log(&tr(
        format!("第 2/4 步：{SMALL_CASES} 组小数据，与暴力搜索（对拍程序）比较"),
        format!("step 2/4: {SMALL_CASES} small cases against the brute-force search (the oracle)"),
    ));
    for k in 0..SMALL_CASES {
        let case = (p.small)(&mut rng);
        let input = (p.input)(&case);
        let r = run(candidate, &input, kill);
        let res = outcome(&r, |out| (p.check)(&case, out));
        if let Some(v) = verdict_of(
            (p, candidate, kill),
            &tr(
                format!("第 {} 组对拍小数据中", k + 1),
                format!("small case {}", k + 1),
            ),
            &input,
            res,
            Some(&case),
            log,
        ) {
            return v;
        }
    }

    // 3. Traps.
    let traps = (p.traps)();
    log(&tr(
        format!(
            "第 3/4 步：{} 组陷阱数据（每组专门检验本章“常见错误”里的一条）",
            traps.len()
        ),
        format!(
            "step 3/4: {} trap case(s) (each tests one item of the chapter's Common mistakes)",
            traps.len()
        ),
    ));
    for t in &traps {
        let input = (p.input)(&t.case);
        let r = run(candidate, &input, kill);
        let res = outcome(&r, |out| (p.check)(&t.case, out));
        if let Some(v) = verdict_of(
            (p, candidate, kill),
            &tr(
                format!("陷阱数据“{}”中（本章“常见错误”里的这条错误会在这里出错）", t.why),
                format!("the trap “{}” (the chapter's Common mistakes names this mistake; it fails here)", t.why_en),
            ),
            &input,
            res,
            Some(&t.case),
            log,
        ) {
            return v;
        }
    }

    // 4. Limits against the book's listing.
    let limits = (p.limits)(&mut rng);
    log(&tr(
        format!(
            "第 4/4 步：{} 组极限规模的数据，与本书的程序比较答案和用时",
            limits.len()
        ),
        format!(
            "step 4/4: {} limit-size case(s), answers and times against the book's program",
            limits.len()
        ),
    ));
    for (what, case) in &limits {
        let input = (p.input)(case);
        // The book's listing runs first: its output is the expected one, and
        // its time on this machine, now, scales the kill limit, so a loaded
        // machine slows both programs alike and the verdict does not flake.
        let want = run(reference, &input, Duration::from_secs(60));
        if !want.status.is_some_and(|s| s.success()) {
            return Verdict::RuntimeError {
                stage: tr(format!("极限数据（{what}）中"), format!("limits ({what})")),
                input: String::new(),
                detail: tr(
                    format!("本书自己的程序在这里就失败了：{}", want.stderr),
                    format!("the book's own program fails here: {}", want.stderr),
                ),
            };
        }
        let limit = kill.max(want.elapsed * REFERENCE_FACTOR);
        // The book's own listing judged against itself (the self test): its
        // run above is the candidate's run, within any limit it sets.
        let r = if candidate == reference {
            want.clone()
        } else {
            run(candidate, &input, limit)
        };
        let res = if p.limits_by_check {
            outcome(&r, |out| (p.check)(case, out))
        } else {
            outcome(&r, |out| same_tokens(&want.stdout, out))
        };
        let (ours, book) = (r.elapsed.as_millis(), want.elapsed.as_millis());
        log(&tr(
            format!("   {what}：{ours} ms（本书的程序：{book} ms）"),
            format!("   {what}: {ours} ms (the book's program: {book} ms)"),
        ));
        if let Some(v) = verdict_of(
            (p, candidate, limit),
            &tr(format!("极限数据（{what}）中"), format!("limits ({what})")),
            &input,
            res,
            None,
            log,
        ) {
            return v;
        }
    }
    Verdict::Accepted
}

/// A sample's text as a case: one group per line of numbers.
fn case_from_text(s: &str) -> Case {
    s.lines()
        .map(|l| {
            l.split_ascii_whitespace()
                .filter_map(|t| t.parse().ok())
                .collect::<Vec<u64>>()
        })
        .filter(|g| !g.is_empty())
        .collect()
}

/// Does the candidate still answer `case` wrongly (and not by crashing)?
pub fn still_wrong(
    p: &Problem,
    candidate: &Path,
    case: &Case,
    kill: Duration,
) -> Option<(String, String)> {
    let r = run(candidate, &(p.input)(case), kill);
    match outcome(&r, |out| (p.check)(case, out)) {
        Outcome::Wrong { detail, got } => Some((detail, got)),
        _ => None,
    }
}

/// Shrink a wrong-answer case greedily to a 1-minimal one.
fn shrink(
    p: &Problem,
    candidate: &Path,
    case: &Case,
    stage: &str,
    kill: Duration,
    log: &mut dyn FnMut(&str),
) -> Verdict {
    log(&tr(
        format!("   答案错误，出现在{stage}；正在缩小出错的输入"),
        format!("   wrong answer in {stage}; shrinking the failing input"),
    ));
    let (mut detail, mut got) = still_wrong(p, candidate, case, kill).unwrap_or_default();
    let mut cur = case.clone();
    let mut runs = 0;
    let mut minimal = false;
    'outer: while runs < SHRINK_BUDGET {
        for c in shrink_steps(&cur, p.valid) {
            runs += 1;
            if let Some((d, g)) = still_wrong(p, candidate, &c, kill) {
                cur = c;
                detail = d;
                got = g;
                continue 'outer;
            }
            if runs >= SHRINK_BUDGET {
                break 'outer;
            }
        }
        minimal = true;
        break;
    }
    log(&tr(
        format!("   缩小完成，共运行 {runs} 次"),
        format!("   shrunk in {runs} runs"),
    ));
    Verdict::WrongAnswer {
        stage: stage.to_string(),
        input: (p.input)(&cur),
        detail,
        got,
        shrunk: Some(cur),
        minimal,
        sample: None,
    }
}

/// The self-test in `cargo xtask test`: the judge covers every listing and
/// accepts it; every known-wrong fixture in `crates/judge/fixtures/` gets the
/// verdict its first line names, and every shrunk WA input is 1-minimal and
/// still fails.
pub fn self_test(root: &Path) -> Result<(), String> {
    let mut errs = Vec::new();
    let known: Vec<&str> = all_listings();
    let mut listings: Vec<String> = std::fs::read_dir(root.join("listings"))
        .map_err(|e| format!("listings/: {e}"))?
        .flatten()
        .filter(|e| e.path().join("Cargo.toml").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    listings.sort();
    for l in &listings {
        if !known.contains(&l.as_str()) {
            errs.push(format!(
                "the judge does not know listing {l}: add its problem to crates/judge/src/specs/"
            ));
        }
    }
    for k in &known {
        if !listings.iter().any(|l| l == k) {
            errs.push(format!("the judge knows {k}, which is not a listing"));
        }
    }
    // Each listing's chapter (named on line 1 of its main.rs) gives the
    // reader the judge command for it.
    for l in &listings {
        let main = std::fs::read_to_string(root.join("listings").join(l).join("src/main.rs"))
            .unwrap_or_default();
        let first = main.lines().next().unwrap_or("");
        let chapter = first
            .split(['(', ')'])
            .find(|w| w.starts_with("src/") && w.ends_with(".md"));
        let text = chapter
            .and_then(|c| std::fs::read_to_string(root.join(c)).ok())
            .unwrap_or_default();
        if !text.contains(&format!("cargo xtask judge {l} ")) {
            errs.push(format!(
                "{}: does not give the judge command `cargo xtask judge {l} …` for its listing",
                chapter.unwrap_or("(no chapter on line 1)")
            ));
        }
    }
    let record_dir = root.join("target").join("judge").join("self-test");
    let _ = std::fs::create_dir_all(&record_dir);
    // The compiled programs, keyed by source and rustc, in the cache every
    // clone on the machine shares.
    let dir = testkit::cmd::tool_cache().join("judge-binaries");
    let fixtures = fixtures(root)?;
    let sources: Vec<PathBuf> = listings
        .iter()
        .map(|l| root.join("listings").join(l).join("src/main.rs"))
        .chain(fixtures.iter().cloned())
        .collect();
    let t = Instant::now();
    testkit::cmd::par_map(&sources, |src| compile(src, &dir));
    say(&format!(
        "   {} listings and {} fixtures compiled ({:.1} s; each source once per rustc)",
        listings.len(),
        fixtures.len(),
        t.elapsed().as_secs_f64()
    ));
    // Each listing and each fixture is judged on its own; two at once (the
    // machines have two cores; a run's time limit is many times its time, and
    // at the limits it is scaled by the reference's own time, run alongside).
    let total = problems().len();
    let jobs: Vec<Job> = problems()
        .into_iter()
        .enumerate()
        .filter(|(_, p)| listings.iter().any(|l| l == p.listing))
        .map(|(k, p)| Job::Listing(k, p))
        .chain(
            testkit::interact::LISTINGS
                .iter()
                .filter(|l| listings.iter().any(|x| x == *l))
                .map(|l| Job::Interactive(l)),
        )
        .chain(fixtures.into_iter().map(Job::Fixture))
        .collect();
    // A job that passed before with the same judge (this executable, whose
    // specs and oracles are compiled in), the same sources and samples is not
    // run again; the others run the slowest first, so that the last to start
    // are short and both cores stay busy to the end.
    let record_file = record_dir.join("passed.txt");
    let record: HashMap<String, (u64, f64, bool)> = std::fs::read_to_string(&record_file)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| {
            let mut w = l.split(' ');
            let key = u64::from_str_radix(w.next()?, 16).ok()?;
            let secs = w.next()?.parse().ok()?;
            let passed = w.next()? == "passed";
            Some((w.next()?.to_string(), (key, secs, passed)))
        })
        .collect();
    let stamp = judge_stamp();
    let keyed: Vec<(String, u64, &Job)> = jobs
        .iter()
        .map(|j| {
            let name = job_name(j);
            let key = job_key(root, j, stamp);
            (name, key, j)
        })
        .collect();
    let (reused, mut todo): (Vec<_>, Vec<_>) = keyed
        .iter()
        .partition(|(name, key, _)| record.get(name).is_some_and(|r| r.0 == *key && r.2));
    let secs_of = |name: &str| record.get(name).map_or(f64::MAX, |r| r.1);
    todo.sort_by(|a, b| secs_of(&b.0).total_cmp(&secs_of(&a.0)));
    let t = Instant::now();
    let ran = testkit::cmd::par_map(&todo, |(_, _, j)| {
        let t = Instant::now();
        let e = match j {
            Job::Listing(k, p) => self_test_listing(root, &dir, p, *k, total),
            Job::Fixture(f) => self_test_fixture(root, &dir, f),
            Job::Interactive(l) => self_test_interactive(root, &dir, l),
        };
        (e, t.elapsed().as_secs_f64())
    });
    let mut lines = String::new();
    for (name, key, _) in &reused {
        let (_, secs, _) = record[name];
        lines.push_str(&format!("{key:016x} {secs:.2} passed {name}\n"));
    }
    for ((name, key, _), (e, secs)) in todo.iter().zip(ran) {
        let verdict = if e.is_empty() { "passed" } else { "failed" };
        lines.push_str(&format!("{key:016x} {secs:.2} {verdict} {name}\n"));
        errs.extend(e);
    }
    let _ = std::fs::write(&record_file, lines);
    testkit::cmd::prune_lru(&dir, 1000);
    say(&format!(
        "   {} jobs judged, two at a time ({:.1} s); {} passed before with the same judge, sources and samples, not run again ({}: delete it to judge them all)",
        todo.len(),
        t.elapsed().as_secs_f64(),
        reused.len(),
        record_file.strip_prefix(root).unwrap_or(&record_file).display()
    ));
    if errs.is_empty() {
        Ok(())
    } else {
        Err(errs.join("\n"))
    }
}

/// What every verdict of this judge depends on: its own executable (the
/// specs and oracles are compiled in), by path, size and time, and rustc.
fn judge_stamp() -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    testkit::cmd::rustc_version().hash(&mut h);
    testkit::cmd::exe_stamp().hash(&mut h);
    h.finish()
}

/// A job's name in the self test's record: the listing, or the fixture's file stem.
fn job_name(j: &Job) -> String {
    match j {
        Job::Listing(_, p) => p.listing.to_string(),
        Job::Interactive(l) => l.to_string(),
        Job::Fixture(f) => format!(
            "fixture:{}",
            f.file_stem().unwrap_or_default().to_string_lossy()
        ),
    }
}

/// What a job's verdict depends on: the judge (`stamp`), the fixture's
/// source, its listing's source and the listing's samples.
fn job_key(root: &Path, j: &Job, stamp: u64) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    stamp.hash(&mut h);
    let listing = match j {
        Job::Listing(_, p) => p.listing.to_string(),
        Job::Interactive(l) => l.to_string(),
        Job::Fixture(f) => {
            let text = std::fs::read(f).unwrap_or_default();
            text.hash(&mut h);
            let head = String::from_utf8_lossy(&text)
                .lines()
                .next()
                .unwrap_or("")
                .to_string();
            head.split_whitespace().nth(2).unwrap_or("").to_string()
        }
    };
    let dir = root.join("listings").join(&listing);
    std::fs::read(dir.join("src/main.rs"))
        .unwrap_or_default()
        .hash(&mut h);
    let mut samples: Vec<PathBuf> = std::fs::read_dir(dir.join("samples"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .collect();
    samples.sort();
    for s in samples {
        (s.file_name(), std::fs::read(&s).unwrap_or_default()).hash(&mut h);
    }
    h.finish()
}

/// One job of [`self_test`]: a listing judged as its own reference, or a
/// known-wrong fixture.
enum Job {
    Listing(usize, Problem),
    Interactive(&'static str),
    Fixture(PathBuf),
}

/// An interactive listing must win every game the judge plays.
fn self_test_interactive(root: &Path, dir: &Path, name: &str) -> Vec<String> {
    let t = Instant::now();
    let bin = match compile(&root.join("listings").join(name).join("src/main.rs"), dir) {
        Ok(b) => b,
        Err(e) => return vec![format!("{name}: does not compile: {e}")],
    };
    let v = from_interactive(crate::interactive::judge(
        root,
        name,
        &bin,
        DEFAULT_SEED,
        &mut |_| {},
    ));
    if matches!(v, Verdict::Accepted) {
        say(&format!(
            "   {name} accepted: it won every game ({:.1} s)",
            t.elapsed().as_secs_f64()
        ));
        vec![]
    } else {
        report(&v, DEFAULT_SEED, name, "(the listing)");
        vec![format!("{name}: its own listing got {}", v.code())]
    }
}

/// A listing must be accepted against itself.
fn self_test_listing(root: &Path, dir: &Path, p: &Problem, k: usize, total: usize) -> Vec<String> {
    let t = Instant::now();
    let bin = match compile(
        &root.join("listings").join(p.listing).join("src/main.rs"),
        dir,
    ) {
        Ok(b) => b,
        Err(e) => return vec![format!("{}: does not compile: {e}", p.listing)],
    };
    let v = judge(root, p, &bin, &bin, DEFAULT_SEED, &mut |_| {});
    if matches!(v, Verdict::Accepted) {
        say(&format!(
            "   [{}/{total}] {} accepted ({:.1} s)",
            k + 1,
            p.listing,
            t.elapsed().as_secs_f64()
        ));
        vec![]
    } else {
        report(&v, DEFAULT_SEED, p.listing, "(the listing)");
        vec![format!("{}: its own listing got {}", p.listing, v.code())]
    }
}

/// A fixture must get the verdict its line 1 names; a wrong answer must be
/// shrunk to a 1-minimal input that still fails.
fn self_test_fixture(root: &Path, dir: &Path, f: &Path) -> Vec<String> {
    let t = Instant::now();
    let mut errs = Vec::new();
    let text = match std::fs::read_to_string(f) {
        Ok(t) => t,
        Err(e) => return vec![format!("{}: {e}", f.display())],
    };
    let head = text.lines().next().unwrap_or("");
    let words: Vec<&str> = head.trim_start_matches("//").split_whitespace().collect();
    let (Some(&"judge:"), Some(listing), Some(want)) = (words.first(), words.get(1), words.get(2))
    else {
        errs.push(format!(
            "{}: line 1 must be `// judge: <listing> <verdict>`",
            f.display()
        ));
        return errs;
    };
    let name = f
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    if testkit::interact::is_interactive(listing) {
        let v = match compile(f, dir) {
            Ok(bin) => from_interactive(crate::interactive::judge(
                root,
                listing,
                &bin,
                DEFAULT_SEED,
                &mut |_| {},
            )),
            Err(e) => Verdict::CompileError(e),
        };
        return fixture_outcome((&name, want, listing, f, t), &v, errs);
    }
    let Some(p) = problem(listing) else {
        errs.push(format!("{}: unknown listing {listing}", f.display()));
        return errs;
    };
    let name = f
        .file_stem()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned();
    let reference = match compile(
        &root.join("listings").join(listing).join("src/main.rs"),
        dir,
    ) {
        Ok(b) => b,
        Err(e) => return vec![format!("{listing}: does not compile: {e}")],
    };
    let v = match compile(f, dir) {
        Ok(bin) => {
            let v = judge(root, &p, &bin, &reference, DEFAULT_SEED, &mut |_| {});
            if let Verdict::WrongAnswer {
                shrunk: Some(c),
                minimal,
                ..
            } = &v
            {
                let kill = Duration::from_millis(p.time_limit_ms * KILL_FACTOR);
                if !minimal {
                    errs.push(format!("{name}: shrinking ran out of budget"));
                }
                if still_wrong(&p, &bin, c, kill).is_none() {
                    errs.push(format!("{name}: the shrunk input {c:?} no longer fails"));
                }
                for u in unit_steps(c, p.valid) {
                    if still_wrong(&p, &bin, &u, kill).is_some() {
                        errs.push(format!("{name}: {c:?} is not 1-minimal: {u:?} still fails"));
                        break;
                    }
                }
            }
            v
        }
        Err(e) => Verdict::CompileError(e),
    };
    fixture_outcome((&name, want, listing, f, t), &v, errs)
}

/// A fixture's verdict against the one its line 1 names (`want`): a line
/// of progress when they agree, else the verdict in full and an error.
fn fixture_outcome(
    (name, want, listing, f, t): (&str, &str, &str, &Path, Instant),
    v: &Verdict,
    mut errs: Vec<String>,
) -> Vec<String> {
    if v.code() == want {
        say(&format!(
            "   fixture {name}: {want} as expected ({:.1} s)",
            t.elapsed().as_secs_f64()
        ));
    } else {
        report(v, DEFAULT_SEED, listing, &f.display().to_string());
        errs.push(format!("fixture {name}: expected {want}, got {}", v.code()));
    }
    errs
}

/// The known-wrong programs the judge must reject.
pub fn fixtures(root: &Path) -> Result<Vec<PathBuf>, String> {
    let dir = root.join("crates").join("judge").join("fixtures");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    v.sort();
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::in_language;

    /// An executable shell script in a fresh folder under `target/`.
    fn script(name: &str, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let dir = root.join("target/judge/unit-tests");
        std::fs::create_dir_all(&dir).expect("target/judge/unit-tests");
        let path = dir.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("script");
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        path
    }

    /// A program that fails the 10-byte sample of AcWing 891 gets that sample
    /// back as it is, with the sample's output beside its own, and no other
    /// case claimed to fail "the same way".
    #[test]
    fn a_failed_sample_is_shown_as_is_with_the_samples_output_beside_yours() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let p = problem("acwing-891-nim").expect("a known problem");
        let bin = script("always-no.sh", "cat >/dev/null\necho No");
        let sample = std::fs::read_to_string(root.join("listings/acwing-891-nim/samples/1.in"))
            .expect("sample");
        for en in [false, true] {
            let (v, text) = in_language(en, || {
                let v = judge(&root, &p, &bin, &bin, DEFAULT_SEED, &mut |_| {});
                let text = render(&v, DEFAULT_SEED, p.listing, "always-no.rs");
                (v, text)
            });
            let Verdict::WrongAnswer {
                input,
                shrunk,
                sample: Some(s),
                ..
            } = &v
            else {
                panic!("expected a wrong answer on the sample, got {v:?}");
            };
            assert_eq!(input, &sample, "the sample itself, not another case");
            assert!(shrunk.is_none());
            assert_eq!(s.file, "listings/acwing-891-nim/samples/1.out");
            let (said, theirs, yours, why) = if en {
                (
                    "token 1 differs: expected \"Yes\", yours is \"No\"",
                    "the sample's output (listings/acwing-891-nim/samples/1.out):\nYes\n",
                    "your output:\nNo\n",
                    "shown as it is (a sample is not shrunk",
                )
            } else {
                (
                    "第 1 个记号不同：应为 \"Yes\"，你的是 \"No\"",
                    "样例的输出（listings/acwing-891-nim/samples/1.out）：\nYes\n",
                    "你的输出：\nNo\n",
                    "原样给出，不做缩小",
                )
            };
            for want in [said, theirs, yours, why] {
                assert!(text.contains(want), "{want:?} missing from:\n{text}");
            }
            for never in [
                "too big",
                "the same way",
                "太大",
                "同样出错",
                "word",
                "个词",
            ] {
                assert!(!text.contains(never), "{never:?} in:\n{text}");
            }
        }
    }

    #[test]
    fn an_unknown_problem_name_gets_the_closest_known_ones() {
        let known: Vec<&str> = problems().iter().map(|p| p.listing).collect();
        // A typo: two digits swapped.
        assert_eq!(closest_names("acwing-819-nim", &known)[0], "acwing-891-nim");
        assert_eq!(closest_names("acwing891nim", &known)[0], "acwing-891-nim");
        assert_eq!(closest_names("ACWING-891-NIM", &known)[0], "acwing-891-nim");
        // Part of a name: the listings that hold it, shortest first.
        for part in ["wythoff", "nim"] {
            let near = closest_names(part, &known);
            let holding = known.iter().filter(|k| k.contains(part)).count();
            assert_eq!(near.len(), CLOSEST);
            assert!(
                near[..holding.min(CLOSEST)]
                    .iter()
                    .all(|k| k.contains(part)),
                "{part}: {near:?}"
            );
        }
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("nim", "nim"), 0);
    }

    /// A run's process has the 1 MiB stack: a shell, run as a submission,
    /// reads `ulimit -s` from its input and prints its own stack limit.
    #[test]
    fn a_run_has_a_1_mib_stack_and_this_process_keeps_its_own() {
        // The other tests of this binary run listings meanwhile: read this
        // process's limit only while none of them has it lowered.
        let own_limit = || {
            testkit::run::outside_a_spawn(|| Command::new("sh").args(["-c", "ulimit -s"]).output())
        };
        let before = own_limit();
        let r = run(Path::new("/bin/sh"), "ulimit -s\n", Duration::from_secs(10));
        assert_eq!(r.stdout.trim(), "1024", "stderr: {}", r.stderr);
        assert!(r.status.is_some_and(|s| s.success()));
        let after = own_limit();
        assert_eq!(
            before.map(|o| o.stdout).ok(),
            after.map(|o| o.stdout).ok(),
            "the judge's own stack limit changed"
        );
    }
}
