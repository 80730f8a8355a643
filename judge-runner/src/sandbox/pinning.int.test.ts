import { readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import { SandboxPool } from './sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, run, type SlotRange } from './testSupport/fixtures';

/**
 * Each slot runs on its own core (slot N on the (N mod count)-th core the worker may use): a program, its
 * children and its threads all report that one core, and two slots report two cores when there are two.
 */

const ranges: SlotRange[] = [
  { firstSlot: 384, maxSlots: 1, uidBase: 61000 },
  { firstSlot: 385, maxSlots: 1, uidBase: 61000 },
];

/** Prints `<cpu> <number of cpus it may use>` for itself, 3 children and 2 threads, one line each. */
const whereAmI = String.raw`
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
static void report(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) < 0) { printf("error\n"); return; }
  printf("%d %d\n", sched_getcpu(), CPU_COUNT(&set));
  fflush(stdout);
}
static void *thread(void *unused) { report(); return unused; }
int main(void) {
  report();
  for (int i = 0; i < 3; i++) {
    pid_t child = fork();
    if (child == 0) { report(); _exit(0); }
    if (child < 0 || waitpid(child, 0, 0) < 0) return 1;
  }
  for (int i = 0; i < 2; i++) {
    pthread_t t;
    if (pthread_create(&t, 0, thread, 0) || pthread_join(t, 0)) return 2;
  }
  return 0;
}
`;

let pools: SandboxPool[] = [];
let dir: string;
let outputs: string;

beforeAll(async () => {
  await buildSandbox();
  [dir, outputs] = await Promise.all([makeWorkDir('oj-pinning-'), makeWorkDir('oj-pinning-out-')]);
  await writeFile(path.join(dir, 'where.c'), whereAmI);
  await run('gcc', ['-O2', '-pthread', '-o', path.join(dir, 'where'), path.join(dir, 'where.c')]);
  pools = await Promise.all(ranges.map((range) => SandboxPool.start({ slots: 1, ...range })));
}, 60_000);

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await Promise.all([dir, outputs].map((d) => d && rm(d, { recursive: true, force: true })));
});

/** The lines the program printed in a box of the pool. */
async function reports(pool: SandboxPool, name: string): Promise<string[]> {
  const stdout = path.join(outputs, `${name}.out`);
  const result = await pool.run({
    argv: ['/box/where'],
    dir,
    stdout,
    limits: { cpu_ms: 1000, wall_ms: 10_000 },
  });
  expect(result).toMatchObject({ status: 'OK', exit_code: 0 });
  return (await readFile(stdout, 'utf8')).trim().split('\n');
}

describe('CPU pinning', () => {
  it('a program, its children and its threads all run on one core, the only one they may use', async () => {
    const lines = await reports(pools[0] as SandboxPool, 'one');
    expect(lines).toHaveLength(6);
    expect(new Set(lines).size).toBe(1);
    expect(lines[0]).toMatch(/^\d+ 1$/);
  });

  it('two slots run on two cores when there are two (slot N on core N mod count)', async () => {
    const [first, second] = await Promise.all(pools.map((pool, index) => reports(pool, `slot-${index}`)));
    const core = (lines: string[] | undefined) => Number(lines?.[0]?.split(' ')[0]);
    if (availableParallelism() >= 2) expect(core(first)).not.toBe(core(second));
    else expect(core(first)).toBe(core(second));
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    for (const range of ranges) expect(await findLeftovers(range, [dir])).toEqual(noLeftovers);
  });
});
