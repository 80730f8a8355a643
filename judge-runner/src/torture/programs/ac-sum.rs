use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let numbers: Vec<i64> = input.split_whitespace().map(|n| n.parse().unwrap()).collect();
    let mut out = io::stdout().lock();
    for pair in numbers.chunks(2) {
        writeln!(out, "{}", pair[0] + pair[1]).unwrap();
    }
}
