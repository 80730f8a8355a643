import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import { findLeftovers, makeWorkDir, noLeftovers, type SlotRange } from './testSupport/fixtures';

/** A worker whose parent is killed with SIGKILL stops its run and cleans its slot up at once. */

const range: SlotRange = { firstSlot: 150, maxSlots: 1, uidBase: 61000 };
let binary: string;
let dir: string;
let group: number | undefined;

beforeAll(async () => {
  binary = await buildSandbox();
  dir = await makeWorkDir('oj-parent-death-');
}, 60_000);
afterAll(async () => {
  // The shell's other child, which held the worker's input open, goes with its process group.
  if (group) process.kill(-group, 'SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Running, and not a zombie. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('ends the run in progress and exits when its parent is killed, though its input stays open', async () => {
  const request = JSON.stringify({
    id: 'long',
    argv: ['sleep', '60'],
    dir,
    limits: { cpu_ms: 60_000, wall_ms: 120_000 },
  });
  // The shell is the worker's parent; the subshell writing the request keeps the worker's stdin open
  // after the shell dies, so only the parent-death signal can tell the worker to stop.
  const script = `(printf '%s\\n' "$REQUEST"; exec sleep 600) | exec "$BINARY" serve --first-slot ${range.firstSlot} --max-slots ${range.maxSlots} --parent-pid $$`;
  const shell = spawn('sh', ['-c', script], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, REQUEST: request, BINARY: binary },
  });
  group = shell.pid;
  const lines = createInterface({ input: shell.stdout })[Symbol.asyncIterator]();
  const ready = JSON.parse(String((await lines.next()).value)) as { ready: boolean; pid: number };
  expect(ready.ready).toBe(true);
  // The box's program runs as the slot's uid.
  await until(async () => (await findLeftovers(range, [])).processes.length > 0, 10_000);

  process.kill(shell.pid as number, 'SIGKILL');
  const result = JSON.parse(String((await lines.next()).value)) as { id: string; status: string };
  expect(result).toMatchObject({ id: 'long', status: 'SE' });
  // Well before the run's own limits (60 s of CPU, 120 s of wall time).
  await until(() => !alive(ready.pid), 5000);
  await until(async () => {
    const left = await findLeftovers(range, [dir]);
    return left.processes.length === 0 && left.cgroups.length === 0;
  }, 5000);
  expect(await findLeftovers(range, [dir])).toEqual(noLeftovers);
}, 30_000);
