/**
 * Programs the judging tests submit, and the checkers and interactors their problems use. `behaviour` does
 * what each case's input asks (`<command> <n>`), so that one compilation serves many verdicts.
 */

export const behaviour = String.raw`
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  char cmd[32];
  long n;
  if (scanf("%31s %ld", cmd, &n) != 2) return 5;
  if (!strcmp(cmd, "ok")) printf("%ld\n", n);
  else if (!strcmp(cmd, "wa")) printf("%ld\n", n + 1);
  else if (!strcmp(cmd, "blank")) printf("%ld  \n\n\n", n);
  else if (!strcmp(cmd, "busy")) { volatile unsigned long x = 0; while (x < 150000000UL) x++; printf("%ld\n", n); }
  else if (!strcmp(cmd, "tle")) { volatile unsigned long x = 0; for (;;) x++; }
  else if (!strcmp(cmd, "sleep")) { for (;;) pause(); }
  else if (!strcmp(cmd, "mle")) {
    size_t bytes = (size_t)n << 20;
    char *p = malloc(bytes);
    if (!p) return 4;
    memset(p, 1, bytes);
    printf("%d\n", p[bytes / 2]);
  }
  else if (!strcmp(cmd, "re")) return 3;
  else if (!strcmp(cmd, "segv")) { volatile int *p = 0; *p = 1; }
  else if (!strcmp(cmd, "flood")) {
    static char block[1 << 16];
    memset(block, 'y', sizeof block);
    for (;;) fwrite(block, 1, sizeof block, stdout);
  }
  else if (!strcmp(cmd, "fork")) { for (;;) fork(); }
  return 0;
}
`;

/** Reads its input from in.txt and writes out.txt (file IO problems). */
export const fileIoAb = String.raw`
#include <stdio.h>
int main(void) {
  long a, b;
  FILE *in = fopen("in.txt", "r"), *out = fopen("out.txt", "w");
  if (!in || !out || fscanf(in, "%ld %ld", &a, &b) != 2) return 1;
  fprintf(out, "%ld\n", a + b);
  return 0;
}
`;

/** A+B through a header the problem gives as a user extra file. */
export const extraFileAb = String.raw`
#include <stdio.h>
#include "add.h"
int main(void) { long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%ld\n", 3 * add(a, b)); return 0; }
`;

/** 'hoj' checker: the answer is AC, the answer plus one half right (99, 50 %), anything else WA (102). */
export const halfChecker = String.raw`
#include <cstdio>
int main(int argc, char **argv) {
  if (argc != 4) return 103;
  FILE *user = std::fopen(argv[2], "r"), *answer = std::fopen(argv[3], "r");
  long u, a;
  if (!user || !answer || std::fscanf(answer, "%ld", &a) != 1) return 103;
  if (std::fscanf(user, "%ld", &u) != 1) return 102;
  if (u == a) return 0;
  if (u == a + 1) { std::printf("50\n"); return 99; }
  return 102;
}
`;

/** A testlib-style checker in Python: the program's word picks testlib's exit code and message. */
export const testlibStyleChecker = `
import sys

words = open(sys.argv[2]).read().split()
outcomes = {
    "AC": (0, "ok all right"),
    "WA": (1, "wrong answer expected something else"),
    "PE": (2, "wrong output format Unexpected end of file"),
    "PTS": (7, "points 30 partly right"),
    "FAIL": (3, "FAIL the answer file is broken"),
}
code, message = outcomes.get(words[0] if words else "", (1, "wrong answer nothing"))
sys.stderr.write(message + "\\n")
sys.exit(code)
`;

/** 'hoj' checker reading a judge extra file (factor.txt) from its folder: the output must be answer x factor. */
export const factorChecker = `
#include <stdio.h>
int main(int argc, char **argv) {
  FILE *factor = fopen("factor.txt", "r"), *user = fopen(argv[2], "r"), *answer = fopen(argv[3], "r");
  long f, u, a;
  if (!factor || fscanf(factor, "%ld", &f) != 1 || fscanf(answer, "%ld", &a) != 1) return 103;
  if (fscanf(user, "%ld", &u) != 1) return 102;
  return u == a * f ? 0 : 102;
}
`;

export const crashingChecker = 'int main(void) { volatile int *p = 0; *p = 1; return 0; }\n';

/** 'hoj' interactor: the input holds a secret from 1 to 1000; 20 guesses answered higher, lower or correct. */
export const guessInteractor = String.raw`
#include <stdio.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r"), *log = fopen(argv[2], "w");
  int secret;
  if (!in || !log || fscanf(in, "%d", &secret) != 1) return 103;
  for (int i = 0; i < 20; i++) {
    int guess;
    if (scanf("%d", &guess) != 1) { fprintf(stderr, "no guess\n"); return 102; }
    fprintf(log, "%d\n", guess);
    if (guess == secret) { printf("correct\n"); fflush(stdout); return 0; }
    printf(guess < secret ? "higher\n" : "lower\n");
    fflush(stdout);
  }
  fprintf(stderr, "too many guesses\n");
  return 102;
}
`;

export const binarySearch = String.raw`
#include <cstdio>
#include <cstring>
int main() {
  int lo = 1, hi = 1000;
  char reply[32];
  for (;;) {
    int mid = (lo + hi) / 2;
    std::printf("%d\n", mid);
    std::fflush(stdout);
    if (std::scanf("%31s", reply) != 1 || !std::strcmp(reply, "correct")) return 0;
    if (!std::strcmp(reply, "higher")) lo = mid + 1; else hi = mid - 1;
  }
}
`;

export const alwaysOne = String.raw`
#include <cstdio>
int main() { char reply[32]; do { std::printf("1\n"); std::fflush(stdout); } while (std::scanf("%31s", reply) == 1); }
`;
