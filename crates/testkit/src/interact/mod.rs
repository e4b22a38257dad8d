//! Interactive problems: a jury that plays a game against a program through
//! its stdin and stdout, as an online judge's interactor does.
//!
//! A [`Bout`] starts the program with a 1 MiB stack, writes the jury's
//! lines to its stdin (each line flushed at once) and reads its output token
//! by token. A token that does not come within the idle limit ends the run:
//! the program is asleep waiting for input ([`Fail::Idle`]: it printed
//! nothing the jury could read, because the output sits unflushed in a
//! buffer, or it reads more than the jury sent) or still running
//! ([`Fail::TimeLimit`]). Each problem's jury ([`zigzag`], [`xor_break`])
//! plays a batch of games in one run and checks every move by the statement's
//! rules; its choices come from a [`Chooser`]: the best move it knows, a
//! random one, or a fixed list of choice indices, which [`explore`] uses to
//! try every reply of the jury on small cases.
//!
//! A listing's sample of an interactive problem is a transcript: `N.in` holds
//! what the jury sends and `N.out` what the program prints, as the statement
//! shows them. [`replay`] plays the sample's games with the sample's data; the
//! jury repeats the transcript's replies while the program prints what the
//! transcript shows, and plays its best moves from the first difference on.

pub mod xor_break;
pub mod zigzag;

use crate::rng::Rng;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The stack a program gets, in KiB (1 MiB, as every listing's runs).
const STACK_KIB: u32 = 1024;

/// The interactive listings, by folder name.
pub const LISTINGS: [&str; 2] = [
    "codeforces-1147f-zigzag-game",
    "codeforces-1934d2-xor-break-game",
];

/// Is the listing folder `name` an interactive problem?
pub fn is_interactive(name: &str) -> bool {
    LISTINGS.contains(&name)
}

/// Why a run failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fail {
    /// A move or a token the statement does not allow, or a lost game: what
    /// is wrong in Chinese and in English.
    Wrong(String, String),
    /// The program waits for input while the jury waits for it.
    Idle,
    /// The program was still running when the time ran out.
    TimeLimit,
    /// The program ended with an error, or before the games were over.
    Crash(String),
}

impl Fail {
    /// The verdict's short name, as judges print it.
    pub fn code(&self) -> &'static str {
        match self {
            Fail::Wrong(..) => "WA",
            Fail::Idle => "ILE",
            Fail::TimeLimit => "TLE",
            Fail::Crash(_) => "RE",
        }
    }
}

/// One line of a transcript: who wrote it and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// `true`: the jury wrote it to the program; `false`: the program printed it.
    pub jury: bool,
    pub text: String,
}

/// A transcript as a reader reads it: `< ` before what the jury sent, `> `
/// before what the program printed.
pub fn render(lines: &[Line]) -> String {
    let mut out = String::new();
    for l in lines {
        out.push_str(if l.jury { "< " } else { "> " });
        out.push_str(&l.text);
        out.push('\n');
    }
    out
}

/// How the jury picks among its options.
#[derive(Debug, Clone)]
pub enum Chooser {
    /// The move the jury's strategy rates best (a winning one where it has one).
    Best,
    /// A uniformly random option.
    Random(Rng),
    /// Game `g` takes option `paths[g][k]` at its `k`-th choice (0 past the
    /// end of the list); every choice is recorded in `taken`.
    Paths {
        paths: Vec<Vec<usize>>,
        taken: Vec<Vec<(usize, usize)>>,
    },
}

impl Chooser {
    /// Option index for game `g`, among `count` options, whose best is
    /// `best`; `scripted` is the sample transcript's option, while the game
    /// still follows the transcript.
    pub fn pick(&mut self, g: usize, count: usize, best: usize, scripted: Option<usize>) -> usize {
        if let Some(s) = scripted {
            return s;
        }
        match self {
            Chooser::Best => best,
            Chooser::Random(rng) => rng.range(0, count as u64 - 1) as usize,
            Chooser::Paths { paths, taken } => {
                while taken.len() <= g {
                    taken.push(Vec::new());
                }
                let k = taken[g].len();
                let c = paths.get(g).and_then(|p| p.get(k)).copied().unwrap_or(0);
                let c = c.min(count - 1);
                taken[g].push((c, count));
                c
            }
        }
    }
}

/// A program under judgement, with the jury's end of its pipes.
pub struct Bout {
    child: Child,
    stdin: Option<ChildStdin>,
    /// The program's tokens, each with whether a newline followed it.
    tokens: Receiver<Option<(String, bool)>>,
    stderr: Option<std::thread::JoinHandle<Vec<u8>>>,
    idle: Duration,
    deadline: Instant,
    /// The transcript of the run so far.
    all: Vec<Line>,
    /// Where each game began in `all`.
    starts: Vec<usize>,
    /// The program's current output line is still open (its tokens gather
    /// on one transcript line until a newline or the jury's next line).
    open: bool,
}

impl Bout {
    /// Start `bin` with a 1 MiB stack; the whole run may take `total`, and
    /// one token may keep the jury waiting `idle`.
    pub fn start(bin: &Path, idle: Duration, total: Duration) -> Result<Bout, Fail> {
        // The stack limit through the shell, which `exec`s the program (same
        // process id, which `asleep` reads): a game is a handful of runs, so
        // the shell's start costs nothing worth saving.
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -s {STACK_KIB} && exec \"$0\""))
            .arg(bin)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| Fail::Crash(format!("cannot start {}: {e}", bin.display())))?;
        let stdin = child.stdin.take();
        let mut out = child.stdout.take().expect("piped stdout");
        let mut err = child.stderr.take().expect("piped stderr");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            let mut token = Vec::new();
            loop {
                let n = match out.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => n,
                };
                for &b in &buf[..n] {
                    if b.is_ascii_whitespace() {
                        if !token.is_empty() {
                            let t = String::from_utf8_lossy(&token).into_owned();
                            token.clear();
                            if tx.send(Some((t, b == b'\n'))).is_err() {
                                return;
                            }
                        }
                    } else {
                        token.push(b);
                    }
                }
            }
            if !token.is_empty() {
                let _ = tx.send(Some((String::from_utf8_lossy(&token).into_owned(), true)));
            }
            let _ = tx.send(None);
        });
        let stderr = std::thread::spawn(move || {
            let mut v = Vec::new();
            let _ = err.read_to_end(&mut v);
            v
        });
        Ok(Bout {
            child,
            stdin,
            tokens: rx,
            stderr: Some(stderr),
            idle,
            deadline: Instant::now() + total,
            all: Vec::new(),
            starts: vec![0],
            open: false,
        })
    }

    /// Write one line to the program and flush it.
    pub fn send(&mut self, text: &str) {
        self.open = false;
        self.all.push(Line {
            jury: true,
            text: text.to_string(),
        });
        if let Some(s) = self.stdin.as_mut() {
            // A program that has ended no longer reads: what it did is judged
            // when the jury next waits for it.
            let _ = s.write_all(format!("{text}\n").as_bytes());
            let _ = s.flush();
        }
    }

    /// The program's next token, or why there is none.
    pub fn token(&mut self, (zh, waiting_for): (&str, &str)) -> Result<String, Fail> {
        let wait = self
            .idle
            .min(self.deadline.saturating_duration_since(Instant::now()));
        match self.tokens.recv_timeout(wait) {
            Ok(Some((t, newline))) => {
                if self.open {
                    let last = self.all.last_mut().expect("an open line");
                    last.text.push(' ');
                    last.text.push_str(&t);
                } else {
                    self.all.push(Line {
                        jury: false,
                        text: t.clone(),
                    });
                }
                self.open = !newline;
                Ok(t)
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                let status = self.wait_exit(Duration::from_millis(500));
                let err = self.stderr_text();
                Err(match status {
                    Some(s) if !s.success() => Fail::Crash(format!(
                        "the program ended with {s} while the jury waited for {waiting_for}{}",
                        if err.is_empty() {
                            String::new()
                        } else {
                            format!("; standard error:\n{err}")
                        }
                    )),
                    _ => Fail::Wrong(
                        format!("评测机在等{zh}，你的程序却已经结束了"),
                        format!("the program ended while the jury waited for {waiting_for}"),
                    ),
                })
            }
            Err(RecvTimeoutError::Timeout) => Err(if self.asleep() {
                Fail::Idle
            } else {
                Fail::TimeLimit
            }),
        }
    }

    /// Is the program asleep (waiting, not computing)? Linux's `/proc` says;
    /// elsewhere a silent program counts as waiting.
    fn asleep(&self) -> bool {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.child.id()));
        match stat {
            Ok(s) => s
                .rsplit(')')
                .next()
                .and_then(|rest| rest.split_whitespace().next())
                .is_none_or(|state| state != "R"),
            Err(_) => true,
        }
    }

    fn wait_exit(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let start = Instant::now();
        loop {
            if let Ok(Some(s)) = self.child.try_wait() {
                return Some(s);
            }
            if start.elapsed() > within {
                return None;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    fn stderr_text(&mut self) -> String {
        let _ = self.child.kill();
        let v = self
            .stderr
            .take()
            .and_then(|h| h.join().ok())
            .unwrap_or_default();
        String::from_utf8_lossy(&v)
            .lines()
            .take(5)
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// After the last game: close the program's stdin; it must end with exit
    /// code 0 and print nothing more.
    pub fn finish(mut self) -> Result<(), Fail> {
        self.stdin = None;
        let wait = self.deadline.saturating_duration_since(Instant::now());
        match self.tokens.recv_timeout(wait) {
            Ok(Some((t, _))) => {
                let _ = self.child.kill();
                Err(Fail::Wrong(
                    format!("最后一局结束后你的程序还输出了 {t:?}"),
                    format!("the program printed {t:?} after the last game"),
                ))
            }
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                match self.wait_exit(Duration::from_millis(1000)) {
                    Some(s) if s.success() => Ok(()),
                    Some(s) => {
                        let err = self.stderr_text();
                        Err(Fail::Crash(format!(
                            "the program ended with {s} after the last game{}",
                            if err.is_empty() {
                                String::new()
                            } else {
                                format!("; standard error:\n{err}")
                            }
                        )))
                    }
                    None => {
                        let _ = self.child.kill();
                        Err(Fail::TimeLimit)
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                Err(Fail::TimeLimit)
            }
        }
    }

    /// Start the transcript of the next game.
    pub fn new_game(&mut self) {
        self.open = false;
        self.starts.push(self.all.len());
    }

    /// The transcript of the game being played: the whole run so far when it
    /// is the first or second game; else the game before it and this one,
    /// after a line `…` for the earlier games (a program that misreads one
    /// game's end fails in the next).
    pub fn transcript(&self) -> Vec<Line> {
        match self.starts.len() {
            0 | 1 => self.all.clone(),
            k => {
                // The games before the one shown, if any, as one line.
                let mut v = if k > 2 {
                    vec![Line {
                        jury: true,
                        text: "…".into(),
                    }]
                } else {
                    vec![]
                };
                v.extend_from_slice(&self.all[self.starts[k - 2]..]);
                v
            }
        }
    }
}

impl Drop for Bout {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A sample game's transcript, followed while the program prints what it
/// shows: the jury's tokens to answer with, and the program's to expect.
pub struct Script {
    jury: Vec<String>,
    prog: Vec<String>,
    j: usize,
    p: usize,
    on: bool,
}

impl Script {
    /// A game's transcript: the jury's tokens after the game's data, and the
    /// program's tokens.
    pub fn new(jury: Vec<String>, prog: Vec<String>) -> Script {
        Script {
            jury,
            prog,
            j: 0,
            p: 0,
            on: true,
        }
    }

    /// The program printed `t`: still on the transcript only if it shows `t` next.
    fn heard(&mut self, t: &str) {
        if self.on && self.prog.get(self.p).map(String::as_str) == Some(t) {
            self.p += 1;
        } else {
            self.on = false;
        }
    }

    /// The jury's next `k` tokens from the transcript, while the game follows it.
    pub fn next(&mut self, k: usize) -> Option<Vec<String>> {
        if !self.on || self.j + k > self.jury.len() {
            return None;
        }
        let v = self.jury[self.j..self.j + k].to_vec();
        self.j += k;
        Some(v)
    }
}

/// Note a program token in a game's transcript, if it has one.
pub fn heard(script: &mut Option<&mut Script>, t: &str) {
    if let Some(sc) = script.as_deref_mut() {
        sc.heard(t);
    }
}

/// One game of a batch: the bout, the game's index, its data, its
/// transcript (a sample's) and the count of moves so far; `Ok` when the
/// program won.
pub type Game<'a, C> =
    dyn FnMut(&mut Bout, usize, &C, Option<&mut Script>, &mut usize) -> Result<(), Fail> + 'a;

/// Play `cases` as one test against `bin`: `t`, then each game's data lines
/// (`data`) and the game itself (`game`); the program must then end cleanly.
pub fn play_batch<C>(
    bin: &Path,
    limit_ms: u64,
    cases: &[C],
    scripts: &mut [Script],
    data: impl Fn(&C) -> Vec<String>,
    game: &mut Game<'_, C>,
) -> Played {
    let (idle, total) = limits(limit_ms);
    let mut s = match Bout::start(bin, idle, total) {
        Ok(s) => s,
        Err(f) => {
            return Played {
                result: Err(f),
                game: None,
                transcript: vec![],
                moves: 0,
            }
        }
    };
    s.send(&cases.len().to_string());
    for (g, case) in cases.iter().enumerate() {
        if g > 0 {
            s.new_game();
        }
        for line in data(case) {
            s.send(&line);
        }
        let mut moves = 0;
        if let Err(f) = game(&mut s, g, case, scripts.get_mut(g), &mut moves) {
            return Played {
                result: Err(f),
                game: Some(g),
                transcript: s.transcript(),
                moves,
            };
        }
    }
    let transcript = s.transcript();
    Played {
        result: s.finish(),
        game: None,
        transcript,
        moves: 0,
    }
}

/// How a batch of games came out.
#[derive(Debug, Clone)]
pub struct Played {
    /// `Ok` when the program won every game and ended cleanly.
    pub result: Result<(), Fail>,
    /// Which game failed (its index in the batch), if one did.
    pub game: Option<usize>,
    /// The failed game's transcript (the batch's first lines for a failure
    /// before any game began).
    pub transcript: Vec<Line>,
    /// How many moves the failed game had when it failed.
    pub moves: usize,
}

/// The idle limit and the whole run's limit for a problem whose time limit
/// is `limit_ms`, scaled by `GAMEBOOK_TIME_SLACK` (a whole number from 1, as
/// for every timed test).
pub fn limits(limit_ms: u64) -> (Duration, Duration) {
    let slack = std::env::var("GAMEBOOK_TIME_SLACK")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|&v| v >= 1)
        .unwrap_or(1);
    (
        Duration::from_millis(limit_ms.min(1000) * slack),
        Duration::from_millis(3 * limit_ms * slack),
    )
}

/// A problem's jury, as [`explore`] and [`replay`] drive it.
pub trait Jury {
    /// One game's data.
    type Case: Clone + std::fmt::Debug;
    /// The statement's time limit, in ms.
    const TIME_LIMIT_MS: u64;
    /// The statement's largest number of games in one test.
    const MAX_GAMES: usize;
    /// Play `cases` as one test against `bin`.
    fn play(bin: &Path, cases: &[Self::Case], chooser: &mut Chooser) -> Played;
}

/// Play every case against every choice the jury can make (each leaf of the
/// jury's game tree once; the program is deterministic, so its replies follow
/// from the jury's): games are batched [`Jury::MAX_GAMES`] to a run, and a
/// failed game is played again alone. Returns the number of games played and
/// of runs, or the first failing game found (the tree is walked breadth
/// first, so it is among the shortest) with the case it was played on.
pub fn explore<J: Jury>(
    bin: &Path,
    cases: &[J::Case],
    max_games: usize,
) -> Result<(usize, usize), (J::Case, Played)> {
    let mut frontier: Vec<(usize, Vec<usize>)> = (0..cases.len()).map(|c| (c, vec![])).collect();
    let (mut played, mut runs) = (0, 0);
    while !frontier.is_empty() && played < max_games {
        runs += 1;
        let take = frontier.len().min(J::MAX_GAMES);
        let batch: Vec<(usize, Vec<usize>)> = frontier.drain(..take).collect();
        let games: Vec<J::Case> = batch.iter().map(|(c, _)| cases[*c].clone()).collect();
        let mut chooser = Chooser::Paths {
            paths: batch.iter().map(|(_, p)| p.clone()).collect(),
            taken: vec![],
        };
        let out = J::play(bin, &games, &mut chooser);
        played += batch.len();
        if let Some(g) = out.game {
            // The failed game alone, with the same choices.
            let (c, path) = &batch[g];
            let mut alone = Chooser::Paths {
                paths: vec![path.clone()],
                taken: vec![],
            };
            let again = J::play(bin, &cases[*c..=*c], &mut alone);
            let shown = if again.result.is_err() { again } else { out };
            return Err((cases[*c].clone(), shown));
        }
        if let Err(f) = out.result {
            return Err((
                cases[batch[0].0].clone(),
                Played {
                    result: Err(f),
                    ..out
                },
            ));
        }
        let Chooser::Paths { taken, .. } = chooser else {
            unreachable!()
        };
        for (g, (c, prefix)) in batch.iter().enumerate() {
            let t = taken.get(g).cloned().unwrap_or_default();
            for k in prefix.len()..t.len() {
                for alt in 1..t[k].1 {
                    let mut p: Vec<usize> = t[..k].iter().map(|x| x.0).collect();
                    p.push(alt);
                    frontier.push((*c, p));
                }
            }
        }
    }
    Ok((played, runs))
}

/// Split a transcript's tokens into games: a new game starts at each token
/// that `starts` accepts.
pub fn split_games<'a>(tokens: &[&'a str], starts: impl Fn(&str) -> bool) -> Vec<Vec<&'a str>> {
    let mut games: Vec<Vec<&str>> = Vec::new();
    for &t in tokens {
        if starts(t) || games.is_empty() {
            games.push(Vec::new());
        }
        games.last_mut().expect("a game").push(t);
    }
    games
}

/// Play a listing's sample transcripts (`pairs` of `samples/N.in`, the
/// jury's side, and `N.out`, the program's) against `bin`; `Err` says which
/// failed and how.
pub fn replay(
    name: &str,
    bin: &Path,
    pairs: &[(std::path::PathBuf, std::path::PathBuf)],
) -> Result<usize, String> {
    let mut errs = Vec::new();
    for (i, o) in pairs {
        let jury = std::fs::read_to_string(i).map_err(|e| format!("{}: {e}", i.display()))?;
        let prog = std::fs::read_to_string(o).map_err(|e| format!("{}: {e}", o.display()))?;
        let played = match name {
            "codeforces-1147f-zigzag-game" => zigzag::replay(bin, &jury, &prog),
            "codeforces-1934d2-xor-break-game" => xor_break::replay(bin, &jury, &prog),
            _ => return Err(format!("{name} is not an interactive listing")),
        };
        match played {
            Err(e) => errs.push(format!("{}: {e}", i.display())),
            Ok(p) => {
                if let Err(f) = &p.result {
                    errs.push(format!(
                        "{}: {} {}\n{}",
                        i.display(),
                        f.code(),
                        describe(f, true),
                        render(&p.transcript)
                    ));
                }
            }
        }
    }
    if errs.is_empty() {
        Ok(pairs.len())
    } else {
        Err(errs.join("\n"))
    }
}

/// A failure in one sentence, in English (`en`) or Chinese.
pub fn describe(f: &Fail, en: bool) -> String {
    match f {
        Fail::Wrong(zh, e) => {
            if en {
                e.clone()
            } else {
                zh.clone()
            }
        }
        Fail::Crash(s) => s.clone(),
        Fail::Idle => "the program waits for input while the jury waits for its move".into(),
        Fail::TimeLimit => "the program was still running when the time ran out".into(),
    }
}
