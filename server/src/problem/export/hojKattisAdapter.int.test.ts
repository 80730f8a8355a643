import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOJ_KATTIS_ADAPTER } from './hojKattisAdapter';

/**
 * An HOJ checker: `checker input user_output answer`; accepted (0) when the user's output equals the
 * answer, 101 (presentation error) when they differ only in spaces, else 102 by exit() (wrong answer).
 * It prints what it was given, so the test sees the arguments the adapter passed.
 */
const CHECKER = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static void slurp(const char *path, char *out, size_t size) {
  FILE *file = fopen(path, "rb");
  size_t got;
  if (!file) exit(3);
  got = fread(out, 1, size - 1, file);
  out[got] = 0;
  fclose(file);
}
static void squeeze(char *text) {
  char *to = text;
  for (char *from = text; *from; from++) if (*from != ' ' && *from != '\\n') *to++ = *from;
  *to = 0;
}
int main(int argc, char **argv) {
  char input[256], user[256], answer[256];
  slurp(argv[1], input, sizeof input);
  slurp(argv[2], user, sizeof user);
  slurp(argv[3], answer, sizeof answer);
  printf("argc=%d input=%s", argc, input);
  if (strcmp(user, answer) == 0) return 0;
  squeeze(user);
  squeeze(answer);
  if (strcmp(user, answer) == 0) return 101;
  exit(102);
}
`;

// The judge's machines have both compilers (.ci/run installs them): a missing one fails the test, never skips it.
const compilers = [
  ['gcc', 'c'],
  ['g++', 'cc'],
];
const folder = mkdtempSync(join(tmpdir(), 'hoj-kattis-adapter-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('an HOJ checker exported as a Kattis output validator', () => {
  it.each(compilers)('%s: reads the team output from stdin and answers 42 or 43', (compiler, extension) => {
    writeFileSync(join(folder, `checker.${extension}`), CHECKER);
    writeFileSync(join(folder, `hoj_kattis_adapter.${extension}`), HOJ_KATTIS_ADAPTER);
    const binary = join(folder, `validator-${extension}`);
    execFileSync(
      `/usr/bin/${compiler}`,
      ['-O2', '-Wall', '-o', binary, `checker.${extension}`, `hoj_kattis_adapter.${extension}`],
      { cwd: folder },
    );
    writeFileSync(join(folder, 'in.txt'), '1 2\n');
    writeFileSync(join(folder, 'ans.txt'), '3\n');
    // Kattis calls: validator input answer feedback_dir < team_output.
    const run = (teamOutput: string) => {
      const feedback = mkdtempSync(join(folder, 'feedback-'));
      mkdirSync(feedback, { recursive: true });
      const result = spawnSync(binary, ['in.txt', 'ans.txt', feedback], {
        cwd: folder,
        input: teamOutput,
        encoding: 'utf8',
      });
      return { ...result, kept: readFileSync(join(feedback, 'team_output'), 'utf8') };
    };
    const accepted = run('3\n');
    expect(accepted).toMatchObject({ status: 42, stdout: 'argc=4 input=1 2\n', kept: '3\n' });
    expect(run('3 \n').status).toBe(43);
    expect(run('4\n').status).toBe(43);
    // A checker that fails on its own (it cannot read a file: exit 3) is a judge error, not a verdict.
    const broken = spawnSync(binary, ['missing.txt', 'ans.txt', mkdtempSync(join(folder, 'fb-'))], {
      cwd: folder,
      input: '3\n',
    });
    expect(broken.status).toBe(1);
  });
});
