/**
 * Two programs per language family for the language tests: A+B (`ab`: two 64-bit integers in, their sum
 * out), which spins in a busy loop forever when `a` is negative, and a syntax error (`broken`).
 */
export interface LanguagePrograms {
  ab: string;
  broken: string;
}

const lines = (...source: string[]) => `${source.join('\n')}\n`;

const c: LanguagePrograms = {
  ab: lines(
    '#include <stdio.h>',
    'int main(void) {',
    '  long long a, b;',
    '  if (scanf("%lld %lld", &a, &b) != 2) return 1;',
    '  volatile unsigned long spin = 0;',
    '  while (a < 0) spin++;',
    '  printf("%lld\\n", a + b);',
    '  return 0;',
    '}',
  ),
  broken: lines('int main(void) {', '  return 0', '}'),
};

const cpp: LanguagePrograms = {
  ab: lines(
    '#include <iostream>',
    'int main() {',
    '  long long a, b;',
    '  std::cin >> a >> b;',
    '  volatile unsigned long spin = 0;',
    '  while (a < 0) spin++;',
    '  std::cout << a + b << std::endl;',
    '}',
  ),
  broken: lines('#include <vector>', 'int main() {', '  std::vector<int> v', '}'),
};

const java: LanguagePrograms = {
  ab: lines(
    'import java.util.Scanner;',
    'public class Main {',
    '  public static void main(String[] args) {',
    '    Scanner in = new Scanner(System.in);',
    '    long a = in.nextLong(), b = in.nextLong();',
    '    long spin = 0;',
    '    while (a < 0 && spin >= 0) spin = (spin + 1) % 1000;',
    '    System.out.println(a + b + spin);',
    '  }',
    '}',
  ),
  broken: lines(
    'public class Main {',
    '  public static void main(String[] args) {',
    '    int x = ;',
    '  }',
    '}',
  ),
};

const python: LanguagePrograms = {
  ab: lines('a, b = map(int, input().split())', 'while a < 0:', '    pass', 'print(a + b)'),
  broken: lines('def f(:', '    pass'),
};

const go: LanguagePrograms = {
  ab: lines(
    'package main',
    '',
    'import "fmt"',
    '',
    'func main() {',
    '\tvar a, b int64',
    '\tfmt.Scan(&a, &b)',
    '\tfor a < 0 {',
    '\t}',
    '\tfmt.Println(a + b)',
    '}',
  ),
  broken: lines('package main', '', 'func main() {', '\tx :=', '}'),
};

const rust: LanguagePrograms = {
  ab: lines(
    'use std::io::Read;',
    'fn main() {',
    '    let mut s = String::new();',
    '    std::io::stdin().read_to_string(&mut s).unwrap();',
    '    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();',
    '    let (a, b) = (v[0], v[1]);',
    '    while a < 0 {}',
    '    println!("{}", a + b);',
    '}',
  ),
  broken: lines('fn main() {', '    let x = ;', '}'),
};

const csharp: LanguagePrograms = {
  ab: lines(
    'using System;',
    'public class Program {',
    '  public static void Main() {',
    '    var p = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);',
    '    long a = long.Parse(p[0]), b = long.Parse(p[1]);',
    '    while (a < 0) {}',
    '    Console.WriteLine(a + b);',
    '  }',
    '}',
  ),
  broken: lines('public class Program {', '  public static void Main() {', '    int x = ;', '  }', '}'),
};

const javascript: LanguagePrograms = {
  ab: lines(
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);",
    'while (a < 0) {}',
    'console.log(a + b);',
  ),
  broken: lines('function f( {'),
};

const php: LanguagePrograms = {
  ab: lines(
    '<?php',
    '[$a, $b] = array_map("intval", preg_split("/\\s+/", trim(stream_get_contents(STDIN))));',
    'while ($a < 0) {}',
    'echo $a + $b, "\\n";',
  ),
  broken: lines('<?php', 'function f( {'),
};

const ruby: LanguagePrograms = {
  ab: lines('a, b = STDIN.read.split.map(&:to_i)', 'while a < 0', 'end', 'puts a + b'),
  broken: lines('def f(', 'end'),
};

const pascal: LanguagePrograms = {
  ab: lines(
    'program main;',
    'var a, b: int64;',
    'begin',
    '  readln(a, b);',
    '  while a < 0 do ;',
    '  writeln(a + b);',
    'end.',
  ),
  broken: lines('program main;', 'begin', '  writeln(', 'end.'),
};

/** Each default language's programs, by the language's first word (C++ 17 With O2 is C++). */
const byFamily: Record<string, LanguagePrograms> = {
  C: c,
  'C++': cpp,
  Java: java,
  Python3: python,
  PyPy3: python,
  Golang: go,
  Rust: rust,
  'C#': csharp,
  JavaScript: javascript,
  PHP: php,
  Ruby: ruby,
  Pascal: pascal,
};

export function languagePrograms(languageName: string): LanguagePrograms {
  const programs = byFamily[languageName.split(' ')[0] ?? ''];
  if (!programs) throw new Error(`no test programs for ${languageName}`);
  return programs;
}

/**
 * Java sources named as users name them: a class named after its file, a package line, and a class
 * with main beside a public class without one. Each is A+B.
 */
export const javaNamings = {
  classNamedAfterItsFile: java.ab.replace('public class Main', 'public class addone'),
  packageLine: `package com.example.contest;\n\n${java.ab}`,
  mainBesideAPublicClass: lines(
    'import java.util.Scanner;',
    'public class Solution {',
    '  static long add(long a, long b) { return a + b; }',
    '}',
    'class Runner {',
    '  public static void main(String[] args) {',
    '    Scanner in = new Scanner(System.in);',
    '    System.out.println(Solution.add(in.nextLong(), in.nextLong()));',
    '  }',
    '}',
  ),
};
