import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import { type InteractiveSide, SandboxPool } from './sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, run, type SlotRange } from './testSupport/fixtures';

/**
 * Interactive runs: the contestant's program and an interactor in two slots at once, each one's stdout the
 * other's stdin (through two FIFOs). A guessing game in C (interactor), C++ and Python (programs), and the
 * ways one side can fail the other: never flushing, exiting at once, flooding, not starting at all.
 */

const range: SlotRange = { firstSlot: 140, maxSlots: 8, uidBase: 61000 };

/** argv[1]: guess SECRET (answers higher / lower / correct; exit 0 found, 1 too many guesses, 3 end of file),
 *  quit (exits at once), sink (reads to end of file). Its verdict goes to stderr, as testlib's does. */
const interactorSource = String.raw`
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (!strcmp(mode, "quit")) return 0;
  if (!strcmp(mode, "sink")) {
    static char buf[1 << 16];
    long long total = 0;
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, stdin)) > 0) total += (long long)n;
    fprintf(stderr, "read %lld bytes\n", total);
    return 0;
  }
  if (!strcmp(mode, "guess")) {
    long secret = atol(argv[2]), guess;
    for (long i = 1; i <= 40; i++) {
      if (scanf("%ld", &guess) != 1) { fprintf(stderr, "end of file after %ld guesses\n", i - 1); return 3; }
      if (guess == secret) {
        printf("correct\n");
        fflush(stdout);
        fprintf(stderr, "correct in %ld guesses\n", i);
        return 0;
      }
      printf(guess < secret ? "higher\n" : "lower\n");
      fflush(stdout);
    }
    fprintf(stderr, "too many guesses\n");
    return 1;
  }
  return 2;
}
`;

/** argv[1]: search (binary search, exit 0 on "correct", 4 on end of file), noflush (the same, never
 *  flushing), exit, ignore (sleeps, reads nothing), flood (writes forever). */
const programSource = String.raw`
#include <iostream>
#include <string>
#include <unistd.h>
int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "exit") return 0;
  if (mode == "ignore") for (;;) pause();
  if (mode == "flood") {
    std::string block(1 << 16, 'y');
    for (;;) std::cout.write(block.data(), block.size());
  }
  if (mode == "noflush") {
    std::ios::sync_with_stdio(false);
    std::cin.tie(nullptr); // reading no longer flushes what was written
  }
  long lo = 1, hi = 1000000000;
  std::string answer;
  while (lo <= hi) {
    long mid = lo + (hi - lo) / 2;
    std::cout << mid << '\n';
    if (mode == "search") std::cout.flush();
    if (!(std::cin >> answer)) return 4;
    if (answer == "correct") return 0;
    if (answer == "higher") lo = mid + 1;
    else hi = mid - 1;
  }
  return 5;
}
`;

const pythonSource = `import sys
lo, hi = 1, 10**9
while lo <= hi:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    answer = sys.stdin.readline().strip()
    if not answer:
        sys.exit(4)
    if answer == 'correct':
        sys.exit(0)
    if answer == 'higher':
        lo = mid + 1
    else:
        hi = mid - 1
sys.exit(5)
`;

let pool: SandboxPool;
let dir: string;
let scratch: string;
let fifoDir: string;

beforeAll(async () => {
  await buildSandbox();
  dir = await makeWorkDir('oj-interactive-box-');
  scratch = await makeWorkDir('oj-interactive-io-');
  fifoDir = await makeWorkDir('oj-interactive-fifos-');
  await writeFile(path.join(dir, 'interactor.c'), interactorSource);
  await writeFile(path.join(dir, 'program.cpp'), programSource);
  await writeFile(path.join(dir, 'search.py'), pythonSource);
  await Promise.all([
    run('gcc', ['-O2', '-w', '-o', path.join(dir, 'interactor'), path.join(dir, 'interactor.c')]),
    run('g++', ['-O2', '-w', '-o', path.join(dir, 'program'), path.join(dir, 'program.cpp')]),
  ]);
  pool = await SandboxPool.start({ slots: 2, ...range, fifoDir });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([dir, scratch, fifoDir].map((d) => d && rm(d, { recursive: true, force: true })));
});

const program = (mode: string, limits: InteractiveSide['limits'] = {}): InteractiveSide => ({
  argv: ['/box/program', mode],
  dir,
  limits,
});

/** The interactor, with its stderr (its verdict) kept in a file of its own. */
function interactor(args: string[], limits: InteractiveSide['limits'] = {}) {
  const stderr = path.join(scratch, `${Math.random().toString(36).slice(2)}.err`);
  const side: InteractiveSide = { argv: ['/box/interactor', ...args], dir, stderr, limits };
  return { side, verdict: () => readFile(stderr, 'utf8').catch(() => '') };
}

describe('SandboxPool.runInteractive', () => {
  it('plays a guessing game: C interactor, C++ program by binary search', async () => {
    const judge = interactor(['guess', '777777777']);
    const result = await pool.runInteractive({ program: program('search'), interactor: judge.side });
    expect(result.program).toMatchObject({ status: 'OK', exit_code: 0, error: null });
    expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0, error: null });
    expect(await judge.verdict()).toMatch(/^correct in \d+ guesses/);
    // Each side in its own cgroups: each has its own figures.
    expect(result.program.memory_kb).toBeGreaterThan(0);
    expect(result.interactor.memory_kb).toBeGreaterThan(0);
    expect(result.program.stdout_bytes).toBeGreaterThan(0);
    expect(result.interactor.stdout_bytes).toBeGreaterThan(0);
  });

  it('plays it with a Python 3 program', async () => {
    const judge = interactor(['guess', '31337']);
    const result = await pool.runInteractive({
      program: { argv: ['/usr/bin/python3', '/box/search.py'], dir },
      interactor: judge.side,
    });
    expect(result.program).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(await judge.verdict()).toMatch(/^correct in \d+ guesses/);
  });

  it('a program that never flushes is TLE by wall clock, and the interactor then reads end of file', async () => {
    const judge = interactor(['guess', '5'], { wall_ms: 10_000 });
    const started = Date.now();
    const result = await pool.runInteractive({
      program: program('noflush', { cpu_ms: 1000, wall_ms: 1000 }),
      interactor: judge.side,
    });
    expect(result.program).toMatchObject({ status: 'TLE', reason: 'wall' });
    expect(result.interactor).toMatchObject({ status: 'RE', exit_code: 3 });
    expect(await judge.verdict()).toMatch(/end of file after 0 guesses/);
    expect(result.interactor.wall_ms).toBeLessThan(3000);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a program that exits at once leaves the interactor an end of file', async () => {
    const judge = interactor(['guess', '5']);
    const result = await pool.runInteractive({ program: program('exit'), interactor: judge.side });
    expect(result.program).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(result.interactor).toMatchObject({ status: 'RE', exit_code: 3 });
    expect(await judge.verdict()).toMatch(/end of file after 0 guesses/);
  });

  it('an interactor that exits at once leaves the program an end of file', async () => {
    const result = await pool.runInteractive({
      program: program('search', { wall_ms: 10_000 }),
      interactor: interactor(['quit']).side,
    });
    expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(result.program).toMatchObject({ status: 'RE', exit_code: 4 });
    expect(result.program.wall_ms).toBeLessThan(2000);
  });

  it('runs the program at normal priority: only the box init waits at real-time priority', async () => {
    // Exit code 10 + the program's scheduling policy: 10 is SCHED_OTHER, 11 would be SCHED_FIFO.
    const policy = 'import os, sys; sys.exit(10 + os.sched_getscheduler(0))';
    const result = await pool.runInteractive({
      program: { argv: ['/usr/bin/python3', '-c', policy], dir },
      interactor: interactor(['quit']).side,
    });
    expect(result.program).toMatchObject({ status: 'RE', exit_code: 10 });
  });

  it('a program still running after its interactor ended is stopped shortly after (TLE, reason peer)', async () => {
    const started = Date.now();
    const result = await pool.runInteractive({
      program: program('ignore', { cpu_ms: 5000, wall_ms: 20_000, peer_grace_ms: 300 }),
      interactor: interactor(['quit']).side,
    });
    expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(result.program).toMatchObject({ status: 'TLE', reason: 'peer', signal: 9 });
    expect(result.program.wall_ms).toBeGreaterThanOrEqual(250);
    expect(result.program.wall_ms).toBeLessThan(2000);
    // Both ends on the host's one monotonic clock: the interactor's came first, by the grace at least.
    expect(result.interactor.ended_ms).toBeGreaterThan(0);
    expect(result.program.ended_ms - result.interactor.ended_ms).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a program that floods its stdout is OLE at its cap, and the interactor gets exactly the cap', async () => {
    const judge = interactor(['sink']);
    const result = await pool.runInteractive({
      program: program('flood', { stdout_bytes: 1 << 20 }),
      interactor: judge.side,
    });
    expect(result.program).toMatchObject({ status: 'OLE', reason: 'stdout', stdout_bytes: 1 << 20 });
    expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(await judge.verdict()).toBe(`read ${1 << 20} bytes\n`);
  });

  it('a program writing to an interactor that is gone is no trouble for the supervisor', async () => {
    const result = await pool.runInteractive({
      program: program('flood', { stdout_bytes: 1 << 20 }),
      interactor: interactor(['quit']).side,
    });
    expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0 });
    // What the program writes after its reader went away is dropped, but still counted against its cap.
    expect(result.program).toMatchObject({ status: 'OLE', reason: 'stdout', stdout_bytes: 1 << 20 });
  });

  it('an interactor that cannot start is SE, and the program ends at once', async () => {
    const started = Date.now();
    // Refused before its supervisor opens either FIFO: the pool stands in for it.
    const noDir = await pool.runInteractive({
      program: program('search', { wall_ms: 10_000 }),
      interactor: { argv: ['/box/interactor', 'guess', '5'], dir: path.join(dir, 'absent') },
    });
    expect(noDir.interactor).toMatchObject({ status: 'SE' });
    expect(noDir.interactor.error).toMatch(/not a directory/);
    expect(noDir.program).toMatchObject({ status: 'RE', exit_code: 4 });
    // Failing at exec, after both FIFOs were opened.
    const noBinary = await pool.runInteractive({
      program: program('search', { wall_ms: 10_000 }),
      interactor: { argv: ['/box/nothing-here'], dir },
    });
    expect(noBinary.interactor).toMatchObject({ status: 'SE' });
    expect(noBinary.interactor.error).toMatch(/exec \/box\/nothing-here/);
    expect(noBinary.program).toMatchObject({ status: 'RE', exit_code: 4 });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a program that cannot start is SE, and the interactor reads end of file at once', async () => {
    const judge = interactor(['guess', '5'], { wall_ms: 10_000 });
    const result = await pool.runInteractive({
      program: { argv: ['/box/program'], dir, limits: { cpu_ms: 0 } },
      interactor: judge.side,
    });
    expect(result.program).toMatchObject({ status: 'SE' });
    expect(result.program.error).toMatch(/cpu_ms/);
    expect(result.interactor).toMatchObject({ status: 'RE', exit_code: 3 });
    expect(result.interactor.wall_ms).toBeLessThan(2000);
  });

  it('runs several interactive pairs queued on a 2-slot pool, among single runs', async () => {
    const secrets = [1, 2, 999_999_999, 1_000_000_000, 123_456, 500_000_000];
    const judges = secrets.map((secret) => interactor(['guess', String(secret)]));
    const pairs = judges.map((judge, i) =>
      pool.runInteractive({
        program: i % 2 ? { argv: ['/usr/bin/python3', '/box/search.py'], dir } : program('search'),
        interactor: judge.side,
      }),
    );
    const singles = [1, 2, 3].map(() => pool.run({ argv: ['/box/interactor', 'quit'], dir }));
    const results = await Promise.all(pairs);
    for (const result of results) {
      expect(result.program).toMatchObject({ status: 'OK', exit_code: 0 });
      expect(result.interactor).toMatchObject({ status: 'OK', exit_code: 0 });
    }
    for (const judge of judges) expect(await judge.verdict()).toMatch(/^correct/);
    expect((await Promise.all(singles)).map((r) => r.status)).toEqual(['OK', 'OK', 'OK']);
  });

  it('a one-slot pool refuses interactive runs', async () => {
    const small = await SandboxPool.start({ slots: 1, ...range, fifoDir });
    try {
      await expect(
        small.runInteractive({ program: program('search'), interactor: interactor(['quit']).side }),
      ).rejects.toThrow(/needs two slots at once; this pool has 1/);
    } finally {
      await small.close();
    }
  });

  it('rejects a side that sets its own stdin or stdout', async () => {
    await expect(
      pool.runInteractive({
        // @ts-expect-error stdin is the pool's to set, as plain JavaScript could still send it
        program: { ...program('search'), stdin: '/etc/passwd' },
        interactor: interactor(['quit']).side,
      }),
    ).rejects.toThrow();
  });

  it('leaves no process, cgroup, mount or FIFO behind', async () => {
    expect(pool.restarts).toBe(0); // no worker died on the way
    await pool.close();
    expect(await findLeftovers(range, [dir, fifoDir])).toEqual(noLeftovers);
    expect(await readdir(fifoDir)).toEqual([]);
  });
});
