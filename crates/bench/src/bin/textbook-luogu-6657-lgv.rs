//! Luogu P6657 the textbook way: the matrix of binomials from factorials,
//! and its determinant by cofactor expansion along the first row (the
//! definition, O(m!·m)), for small m only.
use bench::Scanner;

const P: u64 = 998_244_353;

fn power(mut x: u64, mut e: u64) -> u64 {
    let mut r = 1;
    while e > 0 {
        if e & 1 == 1 {
            r = r * x % P;
        }
        x = x * x % P;
        e >>= 1;
    }
    r
}

/// det of the rows `rows` and the columns `cols` of `a`, expanded along the
/// first of the rows.
fn cofactor(a: &[Vec<u64>], rows: &[usize], cols: &[usize]) -> u64 {
    if rows.is_empty() {
        return 1;
    }
    let mut total = 0;
    for (k, &c) in cols.iter().enumerate() {
        if a[rows[0]][c] == 0 {
            continue;
        }
        let rest: Vec<usize> = cols.iter().copied().filter(|&x| x != c).collect();
        let term = a[rows[0]][c] * cofactor(a, &rows[1..], &rest) % P;
        total = if k % 2 == 0 {
            (total + term) % P
        } else {
            (total + P - term) % P
        };
    }
    total
}

fn main() {
    let mut sc = Scanner::default();
    let t: usize = sc.token();
    for _ in 0..t {
        let n: usize = sc.token();
        let m: usize = sc.token();
        let mut fact = vec![1u64; 2 * n];
        for i in 1..2 * n {
            fact[i] = fact[i - 1] * i as u64 % P;
        }
        let choose = |x: usize, y: usize| {
            fact[x] * power(fact[y], P - 2) % P * power(fact[x - y], P - 2) % P
        };
        let ab: Vec<(usize, usize)> = (0..m).map(|_| (sc.token(), sc.token())).collect();
        let a: Vec<Vec<u64>> = ab
            .iter()
            .map(|&(s, _)| {
                ab.iter()
                    .map(|&(_, e)| {
                        if e >= s {
                            choose(e - s + n - 1, n - 1)
                        } else {
                            0
                        }
                    })
                    .collect()
            })
            .collect();
        let idx: Vec<usize> = (0..m).collect();
        println!("{}", cofactor(&a, &idx, &idx));
    }
}
