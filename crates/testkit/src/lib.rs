//! Test-only tools shared by the listings' tests.
//!
//! - [`game`]: an exhaustive solver for any finite impartial game: give it the
//!   moves, get win/lose and the SG value of every reachable position.
//! - [`run`]: run a listing's release binary on an input, with the stack limited
//!   to 1 MiB, and compare sample files.
//! - [`rng`]: a small seeded generator; every random test prints its seed.
//! - [`cmd`]: running a command and printing progress, as every workshop crate does;
//!   [`suite`]: `cargo test` with the test binaries run side by side.
//! - one module per problem with an independent oracle and an input generator.
//!
//! An oracle here never shares code with the listing it checks.

pub mod cmd;
pub mod game;
// Interactive problems: a jury that plays against a program (Codeforces 1147F, 1934D2).
pub mod interact;
pub mod rng;
pub mod run;
pub mod suite;

pub mod nim;

// Part 1: inclusion–exclusion (AcWing 890, ext-divisible-lcm).
pub mod divisible;
// Part 2: the Nim family (POJ 2975, AcWing 892, Luogu P4279).
pub mod nim_family;
// Part 3: Sprague–Grundy (AcWing 893, 894, HDU 1848, sg-period).
pub mod sg;
// Part 4: Wythoff's game (POJ 1067, ext-wythoff-move).
pub mod wythoff;
// CSES restatements on a judge that runs Rust (1730, 1098, 1099, 1729).
pub mod cses;
// Part 6: Green Hackenbush on trees (AGC017 D) and games on graphs with cycles (ext-graph-game).
pub mod trees_graphs;
// Part 5: sums beyond the SG theorem (ext-anti-sg, ext-every-sg, ext-lasker-nim).
pub mod sums;
// Part 6: games that split (octal games, ext-octal-game, sg-period's octal mode; CSES 2207).
pub mod octal;
// Part 5, second half: Moore's Nim-k and Fibonacci Nim (ext-moore-nim-k, ext-fibonacci-nim).
pub mod moore_fibonacci;
// Part 1 continued: derangements, bounded counts, coprime pairs, Möbius (CSES 2185, 1717, 2417, Luogu P1450, P3455).
pub mod counting;
// Part 7, first half: exactly k and binomial inversion, paths around obstacles, min–max (P4859, EDPC Y, P3175).
pub mod inversion;
// Part 7, second half: the subset and divisor lattices (CSES 1654, Library Checker convolutions).
pub mod lattices;
// Part 8: nimbers — the nim product, coin-turning games, the Tartan theorem, the bipartite game.
pub mod nimbers;
// Part 9: beyond impartial games (CSES 1097, the game-value engine, Blue–Red Hackenbush, ABC229 H).
pub mod advance_or_eat;
pub mod hot_games;
pub mod partizan;
pub mod scores;
// Part 10: set power series (exp and log, connected subgraphs, DAGs by their sources, set partitions).
// Part 10: set power series (connected subgraphs, DAGs by their sources, …).
pub mod set_power_series;
// Part 11: inclusion–exclusion as an exponential-time algorithm (chromatic number and polynomial, the permanent, Hamiltonian cycles).
pub mod ie_algorithms;
// Part 12: counting primes and counting under symmetry (Legendre, Lucy, Burnside, Pólya).
pub mod primes_orbits;
// Part 13: determinants and convolutions (the LGV lemma, the number-theoretic transform, Stirling rows and the Taylor shift).
pub mod convolutions;
