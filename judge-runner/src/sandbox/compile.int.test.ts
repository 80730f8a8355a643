import { readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './binary';
import type { RunLimits, RunRequest, RunResult } from './protocol';
import { SandboxPool } from './sandboxPool';
import { findLeftovers, makeWorkDir, noLeftovers, type SlotRange } from './testSupport/fixtures';
import { abSources, compileBombs } from './testSupport/programs';

/**
 * Compile boxes (writable /box, compilers from /usr) and run boxes for A+B in each default language,
 * then the compile-time bombs, which the compile limits must end (never a hung judge).
 */

const range: SlotRange = { firstSlot: 110, maxSlots: 8, uidBase: 61000 };
const compileLimits: RunLimits = {
  cpu_ms: 10_000,
  wall_ms: 20_000,
  memory_kb: 512 * 1024,
  pids: 16,
  tmp_kb: 64 * 1024,
  file_bytes: 64 << 20,
};
const runLimits: RunLimits = { cpu_ms: 1000, memory_kb: 256 * 1024 };

let pool: SandboxPool;
let scratch: string;
const folders: string[] = [];

beforeAll(async () => {
  await buildSandbox();
  scratch = await makeWorkDir('oj-compile-io-');
  pool = await SandboxPool.start({ slots: 2, ...range });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([scratch, ...folders].map((d) => d && rm(d, { recursive: true, force: true })));
});

/** A fresh submission folder holding one source file. */
async function submission(file: string, source: string): Promise<string> {
  const dir = await makeWorkDir('oj-compile-');
  folders.push(dir);
  await writeFile(path.join(dir, file), source);
  return dir;
}

async function runWithIo(request: Omit<RunRequest, 'stdin' | 'stdout' | 'stderr'>, input: string) {
  const name = `${Math.random().toString(36).slice(2)}`;
  const files = { stdin: path.join(scratch, `${name}.in`), stdout: path.join(scratch, `${name}.out`) };
  const stderr = path.join(scratch, `${name}.err`);
  await writeFile(files.stdin, input);
  const result: RunResult = await pool.run({ ...request, ...files, stderr });
  return {
    result,
    stdout: await readFile(files.stdout, 'utf8').catch(() => ''),
    stderr: await readFile(stderr, 'utf8').catch(() => ''),
  };
}

async function javaHome(): Promise<string> {
  return path.dirname(path.dirname(await realpath('/usr/bin/javac')));
}

describe.concurrent('A+B in every default language', () => {
  it('C: gcc in a compile box, then the binary in a run box', async () => {
    const dir = await submission('main.c', abSources.c);
    const gcc = [
      'gcc',
      '-DONLINE_JUDGE',
      '-O2',
      '-w',
      '-fmax-errors=1',
      '-std=c11',
      '-o',
      'main',
      'main.c',
      '-lm',
    ];
    const compile = await runWithIo({ argv: gcc, dir, writable: true, limits: compileLimits }, '');
    expect(compile.result, compile.stderr).toMatchObject({ status: 'OK', exit_code: 0 });
    const { result, stdout } = await runWithIo({ argv: ['/box/main'], dir, limits: runLimits }, '2 3\n');
    expect(result).toMatchObject({ status: 'OK', exit_code: 0, signal: null, error: null });
    expect(stdout).toBe('5\n');
  });

  it('C++: g++ in a compile box, then the binary in a run box', async () => {
    const dir = await submission('main.cpp', abSources.cpp);
    const gxx = [
      'g++',
      '-DONLINE_JUDGE',
      '-O2',
      '-w',
      '-fmax-errors=1',
      '-std=c++17',
      '-o',
      'main',
      'main.cpp',
    ];
    const compile = await runWithIo({ argv: gxx, dir, writable: true, limits: compileLimits }, '');
    expect(compile.result, compile.stderr).toMatchObject({ status: 'OK', exit_code: 0 });
    const { result, stdout } = await runWithIo({ argv: ['/box/main'], dir, limits: runLimits }, '40 2\n');
    expect(result).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(stdout).toBe('42\n');
  });

  it('Python 3: the script in a run box', async () => {
    const dir = await submission('main.py', abSources.python);
    const argv = ['/usr/bin/python3', '/box/main.py'];
    const { result, stdout } = await runWithIo({ argv, dir, limits: runLimits }, '-7 10\n');
    expect(result).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(stdout).toBe('3\n');
  });

  it('Java: javac and java with more threads and memory, and the JDK config bound', async () => {
    const dir = await submission('Main.java', abSources.java);
    const home = await javaHome();
    const jvm = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xshare:auto'];
    const binds = ['/etc/java-17-openjdk'];
    const javac = [`${home}/bin/javac`, ...jvm.map((o) => `-J${o}`), '-J-Xmx256m', 'Main.java'];
    const java = { pids: 64, memory_kb: 1024 * 1024, nofile: 1024 };
    const compile = await runWithIo(
      { argv: javac, dir, writable: true, binds, limits: { ...compileLimits, ...java } },
      '',
    );
    expect(compile.result, compile.stderr).toMatchObject({ status: 'OK', exit_code: 0 });
    const argv = [`${home}/bin/java`, ...jvm, '-Xmx256m', '-Xss64m', 'Main'];
    const limits = { ...runLimits, cpu_ms: 5000, ...java };
    const { result, stdout, stderr } = await runWithIo({ argv, dir, binds, limits }, '123456789012 1\n');
    expect(result, stderr).toMatchObject({ status: 'OK', exit_code: 0 });
    expect(stdout).toBe('123456789013\n');
  });

  it('a compile error is a plain non-zero exit with the diagnostics on stderr', async () => {
    const dir = await submission('main.c', 'int main(void) { return missing; }\n');
    const compile = await runWithIo(
      { argv: ['gcc', '-fmax-errors=1', '-o', 'main', 'main.c'], dir, writable: true, limits: compileLimits },
      '',
    );
    expect(compile.result).toMatchObject({ status: 'RE', exit_code: 1 });
    expect(compile.stderr).toMatch(/missing.* undeclared/);
  });
});

describe.concurrent('compile-time bombs end within the compile limits', () => {
  const bombLimits: RunLimits = { ...compileLimits, cpu_ms: 3000, wall_ms: 6000 };
  for (const [name, bomb] of Object.entries(compileBombs)) {
    it(`${name}: ${bomb.file} ends as a failed compile, never a hang`, async () => {
      const dir = await submission(bomb.file, bomb.source);
      const compiler = bomb.file.endsWith('.cpp') ? 'g++' : 'gcc';
      const { result } = await runWithIo(
        { argv: [compiler, '-O2', '-o', 'main', bomb.file], dir, writable: true, limits: bombLimits },
        '',
      );
      // RE is the compiler's own failure (the judge's CE); TLE, MLE and OLE are the compile limits.
      expect(['RE', 'TLE', 'MLE', 'OLE']).toContain(result.status);
      expect(result.wall_ms).toBeLessThan(6000 + 1000);
    });
  }
});

describe('afterwards', () => {
  it('leaves no process, cgroup or mount behind', async () => {
    await pool.close();
    expect(await findLeftovers(range, folders)).toEqual(noLeftovers);
  });
});
