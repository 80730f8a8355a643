import type { JudgeProgram } from '@oj/events';

/**
 * The ICPC default output validator (notes §1.8, problemtools' default_validator semantics), ours in C++:
 * a package whose problem.yaml or groups give `validator_flags` is judged by it with those flags as its
 * arguments, so that float tolerances, case and space sensitivity mean what the package's author meant.
 * Tokens are split on ASCII whitespace; strings compare ASCII case-insensitively unless case_sensitive;
 * with space_change_sensitive every whitespace byte must match; with a tolerance, an answer token that
 * is a finite number makes the team's token a number within either tolerance.
 */
const SOURCE = String.raw`// The ICPC default output validator: validator input answer feedback_dir [flags] < team_output
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static std::string feedbackDir;

static void judgeMessage(const std::string &text) {
  std::ofstream out(feedbackDir + "judgemessage.txt", std::ios::app);
  out << text << "\n";
}

[[noreturn]] static void verdict(int code, const std::string &text) {
  if (!text.empty()) judgeMessage(text);
  std::exit(code);
}

[[noreturn]] static void judgeError(const std::string &text) {
  std::cerr << text << "\n";
  std::exit(1);
}

static bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

// tokens[i] sits between gaps[i] and gaps[i + 1]: gaps has one more entry (leading and trailing space).
static void split(const std::string &text, std::vector<std::string> &tokens, std::vector<std::string> &gaps) {
  size_t at = 0;
  while (true) {
    size_t start = at;
    while (at < text.size() && isSpace(text[at])) at++;
    gaps.push_back(text.substr(start, at - start));
    if (at == text.size()) return;
    start = at;
    while (at < text.size() && !isSpace(text[at])) at++;
    tokens.push_back(text.substr(start, at - start));
  }
}

static bool parseNumber(const std::string &token, double &value) {
  if (token.empty()) return false;
  const char *begin = token.c_str();
  char *end = nullptr;
  errno = 0;
  value = std::strtod(begin, &end);
  return end == begin + token.size();
}

static bool sameText(const std::string &a, const std::string &b, bool caseSensitive) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); i++) {
    unsigned char x = a[i], y = b[i];
    if (x == y) continue;
    if (caseSensitive || std::tolower(x) != std::tolower(y)) return false;
  }
  return true;
}

static std::string readAll(std::istream &in) {
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

static double tolerance(int argc, char **argv, int &i) {
  if (i + 1 >= argc) judgeError(std::string("flag ") + argv[i] + " needs a value");
  double value = 0;
  if (!parseNumber(argv[i + 1], value) || !std::isfinite(value)) judgeError(std::string("bad tolerance ") + argv[i + 1]);
  i++;
  return value;
}

int main(int argc, char **argv) {
  if (argc < 4) judgeError("usage: validator input answer feedback_dir [flags] < team_output");
  feedbackDir = argv[3];
  bool caseSensitive = false, spaceSensitive = false, tolerant = false;
  double absolute = -1, relative = -1;
  for (int i = 4; i < argc; i++) {
    std::string flag = argv[i];
    if (flag == "case_sensitive") caseSensitive = true;
    else if (flag == "space_change_sensitive") spaceSensitive = true;
    else if (flag == "float_absolute_tolerance") absolute = tolerance(argc, argv, i), tolerant = true;
    else if (flag == "float_relative_tolerance") relative = tolerance(argc, argv, i), tolerant = true;
    else if (flag == "float_tolerance") absolute = relative = tolerance(argc, argv, i), tolerant = true;
    else judgeError("unknown flag " + flag);
  }
  std::ifstream answerFile(argv[2], std::ios::binary);
  if (!answerFile) judgeError(std::string("cannot read ") + argv[2]);
  std::string answer = readAll(answerFile), team = readAll(std::cin);
  std::vector<std::string> expected, given, expectedGaps, givenGaps;
  split(answer, expected, expectedGaps);
  split(team, given, givenGaps);
  for (size_t i = 0; i < expected.size(); i++) {
    std::string where = "token " + std::to_string(i + 1) + ": ";
    if (spaceSensitive && (i >= given.size() || givenGaps[i] != expectedGaps[i]))
      verdict(43, where + "space change before it");
    if (i >= given.size()) verdict(43, where + "missing, expected '" + expected[i] + "'");
    double want = 0, got = 0;
    if (tolerant && parseNumber(expected[i], want) && std::isfinite(want)) {
      if (!parseNumber(given[i], got)) verdict(43, where + "expected float, got '" + given[i] + "'");
      double error = std::fabs(got - want);
      if (!(error <= absolute || error <= relative * std::fabs(want)))
        verdict(43, where + "expected " + expected[i] + ", got " + given[i] + " (too far)");
    } else if (!sameText(expected[i], given[i], caseSensitive)) {
      verdict(43, where + "expected '" + expected[i] + "', got '" + given[i] + "'");
    }
  }
  if (given.size() > expected.size()) verdict(43, "trailing output: '" + given[expected.size()] + "'");
  if (spaceSensitive && givenGaps.back() != expectedGaps.back()) verdict(43, "space change at the end");
  verdict(42, "");
}
`;

export function defaultValidator(args: string[]): JudgeProgram {
  return {
    protocol: 'kattis',
    language: 'C++',
    files: [{ name: 'default_validator.cpp', content: SOURCE }],
    args,
  };
}
