import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import type { RunLimits, RunResult } from './protocol';
import { SandboxPool } from './sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, run, type SlotRange } from './testSupport/fixtures';
import { cProgram, cppProgram, pythonProgram } from './testSupport/programs';

/**
 * The hostile programs of ../shared/notes/sandbox.md, run for real (as root: namespaces, cgroups,
 * seccomp), each expected to end with its verdict; then the machine must be as it was.
 */

const range: SlotRange = { firstSlot: 100, maxSlots: 8, uidBase: 61000 };
const judgeFile = fileURLToPath(new URL('../../../package.json', import.meta.url));

let pool: SandboxPool;
let dir: string; // the submission: programs, bound read-only at /box
let outputs: string; // captured streams (written by the helper, never seen by boxes)
let otherSubmission: string; // a folder a box must not reach

beforeAll(async () => {
  await buildSandbox();
  dir = await makeWorkDir('oj-hostile-');
  outputs = await makeWorkDir('oj-hostile-out-');
  otherSubmission = await makeWorkDir('oj-hostile-other-');
  await writeFile(path.join(otherSubmission, 'secret.txt'), 'not yours\n');
  await writeFile(path.join(dir, 'hostile.c'), cProgram);
  await writeFile(path.join(dir, 'hostile.cpp'), cppProgram);
  await writeFile(path.join(dir, 'hostile.py'), pythonProgram);
  await Promise.all([
    run('gcc', ['-O2', '-w', '-o', path.join(dir, 'hostile-c'), path.join(dir, 'hostile.c')]),
    run('g++', ['-O2', '-w', '-o', path.join(dir, 'hostile-cpp'), path.join(dir, 'hostile.cpp')]),
  ]);
  pool = await SandboxPool.start({ slots: 2, ...range });
}, 120_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([dir, outputs, otherSubmission].map((d) => d && rm(d, { recursive: true, force: true })));
});

const languages = ['c', 'cpp', 'python'] as const;
type Language = (typeof languages)[number];
const compiled = ['c', 'cpp'] as const;

const argvOf = (language: Language, mode: string, args: string[]) =>
  language === 'python'
    ? ['/usr/bin/python3', '/box/hostile.py', mode, ...args]
    : [`/box/hostile-${language}`, mode, ...args];

interface Outcome {
  result: RunResult;
  stdout: string;
}

let outputCount = 0;
async function hostile(language: Language, mode: string, limits: RunLimits = {}, args: string[] = []) {
  outputCount += 1;
  const stdout = path.join(outputs, `${outputCount}.out`);
  const result = await pool.run({
    argv: argvOf(language, mode, args),
    dir,
    stdout,
    limits: { cpu_ms: 1000, ...limits },
  });
  const outcome: Outcome = { result, stdout: await readFile(stdout, 'utf8').catch(() => '') };
  return outcome;
}

describe.concurrent('hostile programs end with the right verdict', () => {
  for (const language of languages) {
    it(`${language}: an infinite loop is TLE by CPU time`, async () => {
      const { result } = await hostile(language, 'loop', { cpu_ms: 1000, wall_ms: 15_000 });
      expect(result).toMatchObject({ status: 'TLE', reason: 'cpu', signal: 9 });
      expect(result.cpu_ms).toBeGreaterThanOrEqual(1000);
      expect(result.cpu_ms).toBeLessThan(1300);
    });

    it(`${language}: sleeping forever is TLE by wall clock`, async () => {
      const { result } = await hostile(language, 'sleep', { cpu_ms: 1000, wall_ms: 1000 });
      expect(result).toMatchObject({ status: 'TLE', reason: 'wall', signal: 9 });
      expect(result.wall_ms).toBeGreaterThanOrEqual(1000);
      expect(result.cpu_ms).toBeLessThan(300);
    });

    it(`${language}: touching 1 GiB under 256 MiB is MLE`, async () => {
      // CPU to spare: a page fault costs 13 us or more on these VMs (256 MiB is 0.85 s of CPU alone).
      const limits = { cpu_ms: 10_000, memory_kb: 256 * 1024, wall_ms: 15_000 };
      const { result } = await hostile(language, 'touch', limits, ['1024']);
      expect(result).toMatchObject({ status: 'MLE', reason: 'memory', signal: 9 });
    });

    it(`${language}: a fork bomb is contained by pids, then TLE`, async () => {
      const { result } = await hostile(language, 'forkbomb', { cpu_ms: 1000, wall_ms: 15_000, pids: 16 });
      expect(result).toMatchObject({ status: 'TLE', reason: 'cpu' });
    });

    it(`${language}: TCP to 127.0.0.1 is refused and the program fails on its own`, async () => {
      const { result, stdout } = await hostile(language, 'tcp');
      expect(result).toMatchObject({ status: 'RE', exit_code: 1, signal: null });
      if (language !== 'python') expect(stdout).toContain('Operation not permitted');
    });
  }

  for (const language of compiled) {
    it(`${language}: writing a 2 GiB file is OLE (SIGXFSZ at the file size limit)`, async () => {
      const { result } = await hostile(language, 'bigfile', { file_bytes: 16 << 20, tmp_kb: 64 * 1024 });
      expect(result).toMatchObject({ status: 'OLE', reason: 'file_size', signal: 25 });
    });

    it(`${language}: printing 1 GiB is OLE at the stdout cap, and only the cap is kept`, async () => {
      const { result, stdout } = await hostile(language, 'flood', { stdout_bytes: 1 << 20 });
      expect(result).toMatchObject({ status: 'OLE', reason: 'stdout', stdout_bytes: 1 << 20 });
      expect(stdout.length).toBe(1 << 20);
    });

    const secrets = {
      '/etc/passwd': '/etc/passwd',
      "pid 1's root": '/proc/1/root',
      "the judge's own files": judgeFile,
      "another submission's folder": '',
      'the cgroup tree': '/sys/fs/cgroup',
      'the disk': '/dev/vda',
    };
    for (const [what, file] of Object.entries(secrets)) {
      it(`${language}: cannot read ${what}`, async () => {
        const target = file || path.join(otherSubmission, 'secret.txt');
        const { result, stdout } = await hostile(language, 'read', {}, [target]);
        expect(result, stdout).toMatchObject({ status: 'RE', exit_code: 3 });
        expect(stdout).toMatch(/No such file or directory|Permission denied/);
      });
    }

    it(`${language}: kill(-1, SIGKILL) kills only the box's own processes`, async () => {
      const { result, stdout } = await hostile(language, 'killall');
      expect(result).toMatchObject({ status: 'OK', exit_code: 0 });
      expect(stdout).toContain('kill(-1): 0');
      // This process, the pool's workers and the rest of the machine are still here.
      expect((await hostile(language, 'setuid')).result.status).toBe('OK');
    });

    for (const mode of ['unshare', 'ptrace', 'mount', 'chroot', 'setuid', 'io_uring']) {
      it(`${language}: ${mode} fails with EPERM`, async () => {
        const { result, stdout } = await hostile(language, mode);
        expect(result, stdout).toMatchObject({ status: 'OK', exit_code: 0 });
        expect(stdout).toContain('Operation not permitted');
      });
    }

    it(`${language}: an x32 system call kills the program (SIGSYS)`, async () => {
      const { result, stdout } = await hostile(language, 'x32');
      expect(result, stdout).toMatchObject({ status: 'RE', signal: 31, exit_code: null });
    });
  }

  it('c: clone with a namespace flag fails with EPERM', async () => {
    const { result, stdout } = await hostile('c', 'clone-ns');
    expect(result, stdout).toMatchObject({ status: 'OK', exit_code: 0 });
  });
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await pool.close();
    expect(await findLeftovers(range, [dir, otherSubmission])).toEqual(noLeftovers);
  });
});
