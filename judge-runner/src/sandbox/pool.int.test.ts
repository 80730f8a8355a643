import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import { SandboxPool } from './sandboxPool';
import { SlotWorker } from './slotWorker';
import { findLeftovers, makeWorkDir, noLeftovers, run, type SlotRange } from './testSupport/fixtures';
import { cProgram } from './testSupport/programs';

/** The pool around the helper: queueing, a worker's death, bad requests, stale slots, closing. */

const range: SlotRange = { firstSlot: 120, maxSlots: 8, uidBase: 61000 };
let pool: SandboxPool;
let dir: string;

beforeAll(async () => {
  await buildSandbox();
  dir = await makeWorkDir('oj-pool-');
  await writeFile(path.join(dir, 'probe.c'), cProgram);
  await run('gcc', ['-O2', '-w', '-o', path.join(dir, 'probe'), path.join(dir, 'probe.c')]);
}, 60_000);

afterAll(async () => {
  await pool?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('SandboxPool', () => {
  it('removes the cgroups a dead worker left, when a worker starts', async () => {
    const stale = range.firstSlot + range.maxSlots - 1;
    const dirs = ['memory', 'pids', 'cpuacct'].map((c) => `/sys/fs/cgroup/${c}/oj-sandbox/slot-${stale}`);
    for (const d of dirs) await mkdir(d, { recursive: true });
    pool = await SandboxPool.start({ slots: 2, ...range });
    for (const d of dirs) expect(existsSync(d), d).toBe(false);
    expect(pool.slots.map((s) => s.slot).sort()).toEqual([range.firstSlot, range.firstSlot + 1]);
    expect(pool.slots.map((s) => s.uid).sort()).toEqual([61120, 61121]);
  });

  it('queues more runs than slots and answers each one', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pool.run({ argv: ['/box/probe', 'burn', String(20 + i)], dir })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill('OK'));
    expect(new Set(results.map((r) => r.id)).size).toBe(12);
  });

  it('resolves a run as SE when its worker dies, and replaces the worker', async () => {
    const running = pool.run({
      argv: ['/box/probe', 'sleep'],
      dir,
      limits: { cpu_ms: 1000, wall_ms: 20_000 },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const killed = pool.slots.map((slot) => slot.pid);
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    const result = await running;
    expect(result.status).toBe('SE');
    expect(result.error).toMatch(/sandbox worker exited \(code null, signal SIGKILL\)/);
    // The idle worker died too; a run sent to it before its death is noticed could be lost (SE) as well,
    // so wait for both replacements.
    for (let waited = 0; pool.restarts < 2 && waited < 10_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pool.restarts).toBe(2);
    const after = await Promise.all([1, 2, 3].map(() => pool.run({ argv: ['/box/probe', 'setuid'], dir })));
    expect(after.map((r) => r.status)).toEqual(['OK', 'OK', 'OK']);
    expect(pool.slots.map((s) => s.pid).filter((pid) => killed.includes(pid))).toEqual([]);
  });

  it('rejects a request that does not match the protocol', async () => {
    await expect(pool.run({ argv: [], dir })).rejects.toThrow();
    // @ts-expect-error an unknown field, as plain JavaScript could send it
    await expect(pool.run({ argv: ['/box/probe'], dir, color: 'red' })).rejects.toThrow();
  });

  it('answers SE for what only the helper can check', async () => {
    const badLimit = await pool.run({ argv: ['/box/probe'], dir, limits: { cpu_ms: 0 } });
    expect(badLimit).toMatchObject({ status: 'SE', exit_code: null });
    expect(badLimit.error).toMatch(/cpu_ms/);
    const missing = await pool.run({ argv: ['/box/nothing-here'], dir });
    expect(missing).toMatchObject({ status: 'SE', exit_code: null, signal: null });
    expect(missing.error).toMatch(/exec \/box\/nothing-here: No such file/);
    const noDir = await pool.run({ argv: ['/box/probe'], dir: path.join(dir, 'absent') });
    expect(noDir).toMatchObject({ status: 'SE' });
  });

  it('reports a program killed by a signal as RE with its signal', async () => {
    const result = await pool.run({ argv: ['/bin/sh', '-c', 'kill -SEGV $$'], dir });
    expect(result).toMatchObject({ status: 'RE', signal: 11, exit_code: null });
  });

  it('refuses a slot another worker holds', async () => {
    const taken = pool.slots[0]?.slot ?? range.firstSlot;
    await expect(
      SlotWorker.start({
        binary: path.join(import.meta.dirname, '../../build/oj-sandbox'),
        firstSlot: taken,
        maxSlots: 1,
        uidBase: range.uidBase,
        startTimeoutMs: 5000,
      }),
    ).rejects.toThrow(/in use/);
  });

  it('lets running runs finish on close, then refuses new ones', async () => {
    const running = pool.run({ argv: ['/box/probe', 'burn', '200'], dir });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.close();
    expect((await running).status).toBe('OK');
    await expect(pool.run({ argv: ['/box/probe'], dir })).rejects.toThrow(/closed/);
  });

  it('leaves no process, cgroup or mount behind', async () => {
    expect(await findLeftovers(range, [dir])).toEqual(noLeftovers);
  });
});
