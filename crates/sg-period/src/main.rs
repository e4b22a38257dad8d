//! `sg-period`: print the SG table of a subtraction game or an octal game,
//! its preperiod and period, and SG(x) for huge x. Run
//! `cargo run -p sg-period -- --help`.

use sg_period::octal::{find_octal_period, octal_report, parse_code, DEFAULT_LIMIT};
use sg_period::{find_period, parse_set, report};
use std::process::exit;

const USAGE: &str = "usage: sg-period <S | CODE> [--at X]... [--limit N] [--show N]

  <S>         the subtraction set, comma-separated positive integers (e.g. 2,5,7)
  <CODE>      or an octal game, 0. and at most 16 octal digits (e.g. 0.77 for Kayles);
              its period is proved by the Guy-Smith theorem
  --at X      also print SG(X), for 0 <= X < 2^64 (may be repeated)
  --limit N   compute at most N SG values while looking for the period
              (default 10000000 for S, 10000 for an octal code: that search is quadratic)
  --show N    print at most N values of the table (default 400)

exit status: 0 ok, 1 no period within --limit, 2 bad arguments";

/// What the command line asked for.
struct Args {
    set: String,
    at: Vec<u64>,
    limit: Option<usize>,
    show: usize,
}

fn number<T: std::str::FromStr>(flag: &str, v: Option<String>) -> Result<T, String> {
    let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse()
        .map_err(|_| format!("{flag} {v:?}: not a non-negative integer in range"))
}

fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Option<Args>, String> {
    let mut set = None;
    let mut args = Args {
        set: String::new(),
        at: Vec::new(),
        limit: None,
        show: 400,
    };
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" => return Ok(None),
            "--at" => args.at.push(number("--at", it.next())?),
            "--limit" => args.limit = Some(number("--limit", it.next())?),
            "--show" => args.show = number("--show", it.next())?,
            _ if a.starts_with("--") => return Err(format!("unknown option {a}")),
            _ if set.is_none() => set = Some(a),
            _ => {
                return Err(format!(
                    "unexpected argument {a:?} (S is given once, comma-separated)"
                ))
            }
        }
    }
    args.set = set.ok_or("missing the set S (e.g. 2,5,7) or an octal code (e.g. 0.77)")?;
    Ok(Some(args))
}

/// An octal code: print its proved period and table, as `main` does for S.
fn run_octal(args: &Args) {
    let code = match parse_code(&args.set) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("sg-period: {e}\n\n{USAGE}");
            exit(2);
        }
    };
    let p = match find_octal_period(&code, args.limit.unwrap_or(DEFAULT_LIMIT)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("sg-period: {e}");
            exit(1);
        }
    };
    let mut out = octal_report(&p, args.show);
    for &x in &args.at {
        out.push_str(&format!("SG({x}) = {}\n", p.sg_at(x)));
    }
    print!("{out}");
}

fn main() {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(Some(a)) => a,
        Ok(None) => {
            println!("{USAGE}");
            return;
        }
        Err(e) => {
            eprintln!("sg-period: {e}\n\n{USAGE}");
            exit(2);
        }
    };
    if args.set.contains('.') {
        run_octal(&args);
        return;
    }
    let set = match parse_set(&args.set) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("sg-period: {e}\n\n{USAGE}");
            exit(2);
        }
    };
    let p = match find_period(&set, args.limit.unwrap_or(10_000_000)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("sg-period: {e}");
            exit(1);
        }
    };
    let mut out = report(&p, args.show);
    for x in args.at {
        out.push_str(&format!("SG({x}) = {}\n", p.sg_at(x)));
    }
    print!("{out}");
}
