//! Bench-only code for `cargo xtask bench`. Nothing here is a listing and
//! nothing here is shown to a reader as a way to write one.
//!
//! - [`runner`]: the verb itself: generate the inputs, probe and time every
//!   listing beside its baseline, write the table of the appendix 性能.
//! - `src/bin/textbook-<listing>.rs`: the same problem written the textbook
//!   way (the way most tutorials and accepted C++ submissions do it, carried
//!   over to Rust): the [`Scanner`] below, `println!` per answer line, and for
//!   the Sprague–Grundy problems memoised recursion with a hash set per state.
//! - `src/bin/read-only.rs`: reads stdin to the end and does nothing else,
//!   the floor of any program that must read its input.
//! - `src/bin/probe.rs`: runs one program once on a file under the judge's
//!   1 MiB stack and a time cap, and reports its wall time and peak memory.

pub mod runner;

use std::io::BufRead;
use std::str::FromStr;

/// The textbook token reader of Rust competitive programming: read one line
/// with `read_line`, split it into owned tokens, hand them out one at a time.
/// Every token is a fresh `String`; every line locks stdin anew.
#[derive(Default)]
pub struct Scanner {
    buffer: Vec<String>,
}

impl Scanner {
    /// The next token parsed as `T`; panics on malformed input (the textbook
    /// way: `.unwrap()`), `None` at the end of the input.
    pub fn token_opt<T: FromStr>(&mut self) -> Option<T> {
        loop {
            if let Some(token) = self.buffer.pop() {
                return Some(token.parse().ok().expect("a number"));
            }
            let mut line = String::new();
            let read = std::io::stdin()
                .lock()
                .read_line(&mut line)
                .expect("read stdin");
            if read == 0 {
                return None;
            }
            self.buffer = line.split_whitespace().rev().map(String::from).collect();
        }
    }

    /// The next token parsed as `T`; panics at the end of the input.
    pub fn token<T: FromStr>(&mut self) -> T {
        self.token_opt().expect("input ended early")
    }
}
