import { type JudgeProgram, SubmissionStatus } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { findLeftovers, noLeftovers, type SlotRange } from '../sandbox/testSupport/fixtures';
import { useJudgeHarness } from './testSupport/judgeHarness';
import { guessInteractor } from './testSupport/judgePrograms';
import { testProblem } from './testSupport/testDataStore';

/**
 * The limits contest veterans expect, judged for real: the output limit and its verdict (OLE), threads whose CPU
 * time all counts, a stack as large as the memory limit, and interactive programs that hang.
 */

const range: SlotRange = { firstSlot: 380, maxSlots: 4, uidBase: 61000 };
const { accepted: AC, timeLimitExceeded: TLE, outputLimitExceeded: OLE } = SubmissionStatus;

const harness = useJudgeHarness(range, 'oj-limits-work-');
const { judge } = harness;

const interactor: JudgeProgram = {
  protocol: 'hoj',
  language: 'C',
  files: [{ name: 'interactor.c', content: guessInteractor }],
};

/** Tells the program a lot before it listens: it blocks on a full pipe while the program does not read. */
const talkativeInteractor = String.raw`
#include <stdio.h>
int main(void) {
  for (int i = 0; i < 200000; i++) printf("%d\n", i);
  fflush(stdout);
  int answer;
  return scanf("%d", &answer) == 1 ? 0 : 102;
}
`;

/** Never checks scanf's result: once the program is gone it spins until its own limit stops it. */
const sloppyInteractor = String.raw`
#include <stdio.h>
int main(void) {
  int guess = 0;
  for (;;) {
    scanf("%d", &guess);
    if (guess == 500) { printf("correct\n"); fflush(stdout); return 0; }
    printf("wrong\n");
    fflush(stdout);
  }
}
`;

describe.concurrent('interactive programs that hang are TLE', () => {
  async function guessProblem() {
    const cases = await harness.store.cases([{ input: '500\n', output: '\n' }]);
    return testProblem(cases, { judgeMode: 'interactive', checker: interactor });
  }

  it('a program that loops forever', async () => {
    const verdict = await judge('int main(void) { for (;;) {} }\n', 'C', await guessProblem());
    expect(verdict).toMatchObject({ status: TLE, systemError: null });
  });

  it('a program that loops while the interactor writes it more than a checker may write (it was SE)', async () => {
    const talkative: JudgeProgram = {
      protocol: 'hoj',
      language: 'C',
      files: [{ name: 'interactor.c', content: talkativeInteractor }],
    };
    const cases = await harness.store.cases([{ input: '500\n', output: '\n' }]);
    const problem = testProblem(cases, { judgeMode: 'interactive', checker: talkative });
    const verdict = await judge('int main(void) { for (;;) {} }\n', 'C', problem);
    expect(verdict).toMatchObject({ status: TLE, systemError: null });
  });

  it('a program that loops, with an interactor that then spins on the end of its input (it was SE)', async () => {
    const sloppy: JudgeProgram = {
      protocol: 'hoj',
      language: 'C',
      files: [{ name: 'interactor.c', content: sloppyInteractor }],
    };
    const cases = await harness.store.cases([{ input: '500\n', output: '\n' }]);
    const problem = testProblem(cases, { judgeMode: 'interactive', checker: sloppy });
    const verdict = await judge('int main(void) { for (;;) {} }\n', 'C', problem);
    expect(verdict).toMatchObject({ status: TLE, systemError: null });
  });

  it('a program that sleeps', async () => {
    const verdict = await judge(
      '#include <unistd.h>\nint main(void) { for (;;) pause(); }\n',
      'C',
      await guessProblem(),
    );
    expect(verdict).toMatchObject({ status: TLE, systemError: null });
  });
});

/** Two threads, each burning `n` ms of its own CPU time (its thread clock, so load does not matter). */
const twoBusyThreads = String.raw`
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <time.h>
static long budget_ms;
static void *burn(void *unused) {
  struct timespec t;
  do clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t); while (t.tv_sec * 1000 + t.tv_nsec / 1000000 < budget_ms);
  return unused;
}
int main(void) {
  if (scanf("%ld", &budget_ms) != 1) return 1;
  pthread_t threads[2];
  for (int i = 0; i < 2; i++) if (pthread_create(&threads[i], 0, burn, 0)) return 2;
  for (int i = 0; i < 2; i++) pthread_join(threads[i], 0);
  printf("%ld\n", budget_ms);
  return 0;
}
`;

/** Recursion `n` MiB deep in stack frames (1 KiB each, touched so that they are really used). */
const deepRecursion = String.raw`
#include <stdio.h>
static long depth(long n) {
  volatile char frame[1000];
  frame[0] = (char)n;
  return n == 0 ? 0 : 1 + depth(n - 1) + frame[0] - (char)n;
}
int main(void) {
  long mb;
  if (scanf("%ld", &mb) != 1) return 1;
  printf("%ld\n", depth(mb * 1024) / 1024);
  return 0;
}
`;

describe.concurrent('threads and the stack', () => {
  it('threads run, and the CPU time of every thread counts: 2 threads of 1 s are TLE at 1.5 s', async () => {
    const cases = await harness.store.cases([{ input: '1000\n', output: '1000\n' }]);
    const tle = await judge(twoBusyThreads, 'C', testProblem(cases, { timeLimit: 1500 }));
    expect(tle).toMatchObject({ status: TLE, systemError: null });
    expect(tle.time).toBeGreaterThanOrEqual(1500);
    const fits = await judge(twoBusyThreads, 'C', testProblem(cases, { timeLimit: 10_000 }));
    expect(fits).toMatchObject({ status: AC, systemError: null });
    // Both threads' second, with a margin for the sandbox's own share: one thread alone would be ~1000.
    expect(fits.time).toBeGreaterThanOrEqual(1900);
  });

  it('the stack is as large as the memory limit: 200 MiB of recursion passes under 256 MB', async () => {
    const cases = await harness.store.cases([{ input: '200\n', output: '200\n' }]);
    const verdict = await judge(
      deepRecursion,
      'C',
      // Time to spare: 200 MiB of stack is 51,200 page faults, 0.7 s of CPU or more on these VMs.
      testProblem(cases, { memoryLimit: 256, stackLimit: 128, timeLimit: 5000 }),
    );
    expect(verdict, JSON.stringify(verdict.cases[0])).toMatchObject({ status: AC, systemError: null });
    expect(verdict.memory).toBeGreaterThan(200 * 1024);
  });
});

/** The right answer (7), then `n` KiB of whitespace, which the comparison alone would forgive. */
const answerThenBlanks = String.raw`
#include <stdio.h>
#include <string.h>
int main(void) {
  long kib;
  if (scanf("%ld", &kib) != 1) return 1;
  static char blanks[1024];
  memset(blanks, ' ', sizeof blanks);
  blanks[sizeof blanks - 1] = '\n';
  printf("7\n");
  for (long i = 0; i < kib; i++) fwrite(blanks, 1, sizeof blanks, stdout);
  return 0;
}
`;

describe.concurrent('the output limit', () => {
  it("stops the program at the problem's output limit: OLE, even when the output starts right", async () => {
    const cases = await harness.store.cases([{ input: '2048\n', output: '7\n' }]);
    const verdict = await judge(answerThenBlanks, 'C', testProblem(cases, { outputLimit: 1 }));
    expect(verdict).toMatchObject({ status: OLE, systemError: null });
    expect(verdict.cases[0]).toMatchObject({ status: OLE, message: 'Output limit exceeded' });
    const within = await judge(answerThenBlanks, 'C', testProblem(cases, { outputLimit: 4 }));
    expect(within).toMatchObject({ status: AC, systemError: null });
  });

  it('is 64 MB for a problem that sets none', async () => {
    const cases = await harness.store.cases([
      { input: '8192\n', output: '7\n' },
      { input: '70000\n', output: '7\n' },
    ]);
    const verdict = await judge(answerThenBlanks, 'C', testProblem(cases));
    expect(verdict.cases.map((c) => c.status)).toEqual([AC, OLE]);
  });

  it('a file the program writes is held to the same limit', async () => {
    const writer = String.raw`
#include <stdio.h>
int main(void) {
  FILE *out = fopen("out.txt", "w");
  if (!out) return 1;
  for (long i = 0; i < 3L << 20; i++) fputc(i % 80 ? ' ' : '\n', out);
  return fclose(out) != 0;
}
`;
    const cases = await harness.store.cases([{ input: '\n', output: '\n' }]);
    const problem = testProblem(cases, {
      outputLimit: 2,
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
    });
    expect(await judge(writer, 'C', problem)).toMatchObject({ status: OLE, systemError: null });
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await harness.pool.close();
    expect(await findLeftovers(range, [harness.workDir])).toEqual(noLeftovers);
  });
});
