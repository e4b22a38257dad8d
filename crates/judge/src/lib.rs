//! The local judge (`cargo xtask judge <listing> <file.rs>`): the engine that
//! compiles a reader's solution and judges it in four stages ([`engine`]), what
//! a problem is to the judge ([`problem`]), the interactive problems' stages
//! ([`interactive`], the program playing testkit's jury), and each problem's spec, one file
//! per part of the book ([`specs`], calling only testkit's oracles). The
//! known-wrong programs the self-test must reject are in `fixtures/`.

pub mod engine;
pub mod interactive;
pub mod problem;
pub mod specs;

pub use engine::{cli, judge, self_test, Verdict};
pub use problem::{line, same_tokens, shrink_steps, trap, unit_steps, Case, Problem, Trap};
pub use specs::{problem, problems};
