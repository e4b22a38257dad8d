// 减法游戏的 Every-SG 判定（本书自定格式 ext-every-sg） (Every-SG sums of subtraction games; this book's own format) — 《博弈论与容斥原理》第“Every-SG 游戏”章 (src/sums/every-sg.md) (en/src/sums/every-sg.md)
use std::io::{self, Read, Write};

/// The largest heap accepted: the step table has one entry per heap size.
const MAX_HEAP: u64 = 1_000_000;
/// The largest number of move sizes accepted (the table costs k per entry).
const MAX_K: usize = 100;

/// Step counts of one heap of 0..=limit when a move takes exactly s ∈ `set`
/// stones: how long the heap lasts when the player who wins it stretches it
/// and the player who loses it cuts it short. Invariant (proved in the
/// chapter): step[x] is odd exactly when the player to move wins the heap
/// alone, so x wins iff some option has an even step count; then step[x] is
/// 1 + the largest even option, otherwise 1 + the smallest option (0 with no
/// option). A step removes at least one stone, so step[x] ≤ x ≤ 10^6 fits u32.
fn step_table(set: &[usize], limit: usize) -> Vec<u32> {
    let mut step = vec![0u32; limit + 1];
    for x in 0..=limit {
        let mut largest_even: Option<u32> = None;
        let mut smallest: Option<u32> = None;
        for &s in set {
            if s > x {
                break;
            }
            let v = step[x - s];
            if v % 2 == 0 {
                largest_even = Some(largest_even.map_or(v, |e| e.max(v)));
            }
            smallest = Some(smallest.map_or(v, |m| m.min(v)));
        }
        step[x] = match (largest_even, smallest) {
            (Some(e), _) => e + 1,
            (None, Some(m)) => m + 1,
            (None, None) => 0,
        };
    }
    step
}

/// Every-SG: the player to move wins iff the largest step count is odd (the
/// heap that lasts longest decides who moves last).
fn first_player_wins(steps: &[u32]) -> bool {
    steps.iter().copied().max().unwrap_or(0) % 2 == 1
}

/// The game: the move sizes that can ever apply (distinct, sorted, ≤ the
/// largest heap) and the heaps.
struct Game {
    set: Vec<usize>,
    heaps: Vec<usize>,
}

/// Parse "k s_1 … s_k n h_1 … h_n"; `Err` names what is missing or malformed.
fn parse(input: &str) -> Result<Game, String> {
    let mut tokens = input.split_ascii_whitespace();
    let mut next = |what: &str| -> Result<u64, String> {
        let t = tokens
            .next()
            .ok_or_else(|| format!("input ended early: expected {what}"))?;
        t.parse()
            .map_err(|_| format!("{what} ({t:?}) is not an integer in 0..=18446744073709551615"))
    };
    let k = next("k")?;
    if k == 0 || k > MAX_K as u64 {
        return Err(format!(
            "k = {k}: this program accepts 1..={MAX_K} move sizes"
        ));
    }
    let mut sizes = Vec::with_capacity(k as usize);
    for i in 1..=k {
        let s = next(&format!("s_{i}"))?;
        if s == 0 {
            return Err(format!("s_{i} is 0: a move must take at least one stone"));
        }
        sizes.push(s);
    }
    let n = next("n")?;
    let mut heaps = Vec::with_capacity(n.min(1 << 16) as usize);
    for i in 1..=n {
        let h = next(&format!("heap {i}"))?;
        if h > MAX_HEAP {
            return Err(format!("heap {i} ({h}) is larger than {MAX_HEAP}"));
        }
        heaps.push(h as usize);
    }
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let mut set: Vec<usize> = sizes
        .into_iter()
        .filter(|&s| s <= largest as u64)
        .map(|s| s as usize)
        .collect();
    set.sort_unstable();
    set.dedup();
    Ok(Game { set, heaps })
}

/// Read stdin as bytes, parse, or exit with code 1 and a `bad input:` message.
fn read_game() -> Game {
    let mut bytes = Vec::new();
    let parsed = io::stdin()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read stdin: {e}"))
        .and_then(|_| std::str::from_utf8(&bytes).map_err(|_| "input is not UTF-8 text".into()))
        .and_then(parse);
    match parsed {
        Ok(game) => game,
        Err(e) => {
            eprintln!("bad input: {e}");
            std::process::exit(1);
        }
    }
}

fn main() {
    let game = read_game();
    let limit = game.heaps.iter().copied().max().unwrap_or(0);
    let step = step_table(&game.set, limit);
    let steps: Vec<u32> = game.heaps.iter().map(|&h| step[h]).collect();
    let answer = if first_player_wins(&steps) {
        "First\n"
    } else {
        "Second\n"
    };
    io::stdout()
        .lock()
        .write_all(answer.as_bytes())
        .expect("failed to write stdout");
}
