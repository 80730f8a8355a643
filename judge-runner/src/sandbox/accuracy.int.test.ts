import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import { SandboxPool } from './sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, run, type SlotRange } from './testSupport/fixtures';
import { cProgram } from './testSupport/programs';

/** The figures a verdict rests on: CPU time from cpuacct, memory from ru_maxrss. One slot, one at a time. */

const range: SlotRange = { firstSlot: 130, maxSlots: 4, uidBase: 61000 };
let pool: SandboxPool;
let dir: string;

beforeAll(async () => {
  await buildSandbox();
  dir = await makeWorkDir('oj-accuracy-');
  await writeFile(path.join(dir, 'probe.c'), cProgram);
  await run('gcc', ['-O2', '-w', '-o', path.join(dir, 'probe'), path.join(dir, 'probe.c')]);
  pool = await SandboxPool.start({ slots: 1, ...range });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const probe = (args: string[], memoryKb = 256 * 1024) =>
  pool.run({ argv: ['/box/probe', ...args], dir, limits: { cpu_ms: 2000, memory_kb: memoryKb } });

describe('measurements', () => {
  it('a 500 ms CPU burn measures 450-650 ms', async () => {
    const result = await probe(['burn', '500']);
    expect(result.status).toBe('OK');
    expect(result.cpu_ms).toBeGreaterThanOrEqual(450);
    expect(result.cpu_ms).toBeLessThanOrEqual(650);
    expect(result.wall_ms).toBeGreaterThanOrEqual(result.cpu_ms * 0.9);
  });

  it('touching 64 MiB reads 60-90 MB', async () => {
    const result = await probe(['touch', '64']);
    expect(result.status).toBe('OK');
    expect(result.memory_kb).toBeGreaterThanOrEqual(60 * 1024);
    expect(result.memory_kb).toBeLessThanOrEqual(90 * 1024);
  });

  it('touching 256 MiB under 512 MiB reads 250-300 MB', async () => {
    const result = await probe(['touch', '256'], 512 * 1024);
    expect(result.status).toBe('OK');
    expect(result.memory_kb).toBeGreaterThanOrEqual(250 * 1024);
    expect(result.memory_kb).toBeLessThanOrEqual(300 * 1024);
  });

  it('a trivial program costs little: its setup is not charged to it', async () => {
    const result = await pool.run({ argv: ['/box/probe', 'ab'], dir, stdin: null });
    expect(result).toMatchObject({ status: 'RE', exit_code: 3 }); // no input: scanf fails
    expect(result.cpu_ms).toBeLessThan(20);
    expect(result.memory_kb).toBeLessThan(8 * 1024);
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await pool.close();
    expect(await findLeftovers(range, [dir])).toEqual(noLeftovers);
  });
});
