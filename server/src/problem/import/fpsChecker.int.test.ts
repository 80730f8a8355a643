import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HUSTOJ_ADAPTER } from './fpsChecker';

/** A HUSTOJ-style spj: `spj input answer user_output`, exit 0 AC, 1 WA (by exit()), 2 PE (by return). */
const SPJ = `#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  printf("input=%s answer=%s user=%s\\n", argv[1], argv[2], argv[3]);
  if (argv[3][0] == 'w') exit(1);
  if (argv[3][0] == 'p') return 2;
  return 0;
}
`;

// The judge's machines have both compilers (.ci/run installs them): a missing one fails the test, never skips it.
const compilers = [
  ['gcc', 'c'],
  ['g++', 'cc'],
];
const folder = mkdtempSync(join(tmpdir(), 'hustoj-adapter-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the HUSTOJ spj adapter under the HOJ protocol', () => {
  it.each(compilers)(
    '%s: swaps the answer and user output and maps the exit codes',
    (compiler, extension) => {
      writeFileSync(join(folder, `spj.${extension}`), SPJ);
      writeFileSync(join(folder, `hustoj_adapter.${extension}`), HUSTOJ_ADAPTER);
      const binary = join(folder, `checker-${extension}`);
      execFileSync(
        `/usr/bin/${compiler}`,
        ['-O2', '-Wall', '-o', binary, `spj.${extension}`, `hustoj_adapter.${extension}`],
        {
          cwd: folder,
        },
      );
      // HOJ calls: checker input user_output answer.
      const run = (user: string) => spawnSync(binary, ['in.txt', user, 'ans.txt'], { encoding: 'utf8' });
      expect(run('ok.txt')).toMatchObject({ status: 0, stdout: 'input=in.txt answer=ans.txt user=ok.txt\n' });
      expect(run('wrong.txt').status).toBe(102);
      expect(run('pe.txt').status).toBe(101);
    },
  );
});
