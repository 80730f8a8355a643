import type { JudgeProgram } from '@oj/events';

/**
 * An HOJ checker (argv `checker input user_output answer`; exit 0 accepted, 101 presentation error,
 * 102 wrong answer, and testlib's 0 OK / 1 WA / 2 PE / 3 fail / 7 points) carried in a Kattis package as
 * an output validator (`validator input answer feedback_dir [flags] < team_output`; exit 42 accepted, 43
 * rejected, anything else a judge error). Rather than edit the author's code, this file is compiled with
 * it (a Kattis program is a folder, all its sources built together): a glibc constructor copies the team
 * output from stdin into `feedback_dir/team_output` and rewrites the arguments into HOJ's order before
 * `main` runs, and an `on_exit` handler maps the exit status on the way out (also when the checker calls
 * `exit()` itself, as testlib does). It is valid C and C++, so it joins either kind of checker. Our Kattis
 * importer recognises the file (by name and exact text) and brings the checker back as it was.
 */
export const HOJ_KATTIS_ADAPTER = `/* Exported from an HOJ-protocol checker: runs it as a Kattis output validator. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char hoj_kattis_team_output[4096];

/* HOJ 0 / testlib 0: accepted (42). WA and PE of either (1, 2, 7, 101, 102): rejected (43). Else judge error. */
static void hoj_kattis_status(int status, void *unused) {
  (void)unused;
  fflush(NULL);
  if (status == 0) _exit(42);
  if (status == 1 || status == 2 || status == 7 || status == 101 || status == 102) _exit(43);
  _exit(1);
}

/* Kattis passes input, answer, feedback_dir and the team output on stdin; HOJ expects input, team output, answer. */
__attribute__((constructor)) static void hoj_kattis_adapt(int argc, char **argv, char **envp) {
  char buffer[65536];
  ssize_t got;
  int out;
  char *answer;
  (void)envp;
  if (argc < 4) _exit(1);
  if (snprintf(hoj_kattis_team_output, sizeof hoj_kattis_team_output, "%s/team_output", argv[3]) >=
      (int)sizeof hoj_kattis_team_output)
    _exit(1);
  out = open(hoj_kattis_team_output, O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (out < 0) _exit(1);
  while ((got = read(0, buffer, sizeof buffer)) > 0) {
    ssize_t written = 0;
    while (written < got) {
      ssize_t now = write(out, buffer + written, (size_t)(got - written));
      if (now <= 0) _exit(1);
      written += now;
    }
  }
  if (got < 0 || close(out) != 0) _exit(1);
  answer = argv[2];
  argv[2] = hoj_kattis_team_output;
  argv[3] = answer;
  on_exit(hoj_kattis_status, NULL);
}
`;

const adapterName = (language: JudgeProgram['language']) =>
  language === 'C' ? 'hoj_kattis_adapter.c' : 'hoj_kattis_adapter.cc';

/**
 * The files of output_validator/ for an HOJ checker: its own, then the adapter; null for a language
 * the adapter cannot join (a Python checker).
 */
export function hojCheckerAsKattis(checker: JudgeProgram): { name: string; content: string }[] | null {
  if (checker.language === 'Python3') return null;
  return [...checker.files, { name: adapterName(checker.language), content: HOJ_KATTIS_ADAPTER }];
}

/**
 * The reverse, on import: a validator that holds our adapter, unchanged, is the HOJ checker it was
 * exported from (its other files, its language); anything else is left as a Kattis validator.
 */
export function unwrapHojChecker(program: JudgeProgram): JudgeProgram {
  if (program.protocol !== 'kattis' || program.language === 'Python3') return program;
  const adapter = program.files.find(
    (file) => /^hoj_kattis_adapter\.(c|cc)$/.test(file.name) && file.content === HOJ_KATTIS_ADAPTER,
  );
  if (!adapter) return program;
  const files = program.files.filter((file) => file !== adapter);
  if (files.length === 0) return program;
  return { protocol: 'hoj', language: adapter.name.endsWith('.c') ? 'C' : 'C++', files };
}
