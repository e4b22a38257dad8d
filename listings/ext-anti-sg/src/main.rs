// 减法游戏之和的反常规则判定（本书自定格式 ext-anti-sg） (Sums of subtraction games under the misère rule; this book's own format) — 《博弈论与容斥原理》第“Anti-SG 游戏与 SJ 定理”章 (src/sums/anti-sg.md) (en/src/sums/anti-sg.md)
use std::io::{self, Read, Write};

/// The largest heap accepted: the SG table has one entry per heap size.
const MAX_HEAP: u64 = 1_000_000;
/// The largest number of move sizes accepted (the table costs k per entry).
const MAX_K: usize = 100;

/// SG values of one heap of 0..=limit when a move takes exactly s ∈ `set`
/// stones (`set`: distinct values, each ≥ 1). A heap has at most k = |set|
/// options, so every value is at most k and indexes `seen` (length k + 1);
/// an entry of `seen` is marked for heap x when it holds the stamp x + 1.
fn sg_table(set: &[usize], limit: usize) -> Vec<u32> {
    let mut g = vec![0u32; limit + 1];
    let mut seen = vec![0usize; set.len() + 1];
    for x in 0..=limit {
        let stamp = x + 1;
        for &s in set {
            if s <= x {
                seen[g[x - s] as usize] = stamp;
            }
        }
        let mut mex = 0;
        while seen[mex] == stamp {
            mex += 1;
        }
        g[x] = mex as u32;
    }
    g
}

/// The SJ theorem on the components' SG values. Subtraction games meet its
/// premise (a position of SG value 0 with a move has an option of SG value 1;
/// proved in the chapter), so under misère play the player to move wins iff
/// either some value exceeds 1 and the xor is nonzero, or no value exceeds 1
/// and the xor is 0 (no heap can move at all: the opponent moved last).
fn first_player_wins(values: &[u32]) -> bool {
    let xor = values.iter().fold(0, |acc, &v| acc ^ v);
    let big = values.iter().any(|&v| v > 1);
    (xor != 0) == big
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
    let g = sg_table(&game.set, limit);
    let values: Vec<u32> = game.heaps.iter().map(|&h| g[h]).collect();
    let answer = if first_player_wins(&values) {
        "First\n"
    } else {
        "Second\n"
    };
    io::stdout()
        .lock()
        .write_all(answer.as_bytes())
        .expect("failed to write stdout");
}
