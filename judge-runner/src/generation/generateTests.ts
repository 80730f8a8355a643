import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type LanguageConfig, programTextBytes } from '@oj/events';
import type { GenerationTask } from '@oj/events/judge';
import { compileProgram } from '../judging/compileProgram';
import { programLimits } from '../judging/limits';
import { copyFileInto, copyInto, makeDir, makeTempDir, readCapped } from '../judging/workspace';
import { expandArgv, javaHome } from '../languages/languageCommands';
import type { RunLimits, RunResult } from '../sandbox/protocol';
import type { SandboxPool } from '../sandbox/sandboxPool';

/** A generator is the problem setter's code: trusted to be right, not to end or to stay small. */
const GENERATOR_LIMITS: RunLimits = {
  cpu_ms: 10_000,
  wall_ms: 20_000,
  memory_kb: 1024 * 1024,
  stdout_bytes: 256 << 20,
  stderr_bytes: 4096,
  file_bytes: 256 << 20,
  nofile: 256,
};
/** Source extensions, and the language each is built with (the checkers' languages). */
const SOURCES: [string, string][] = [
  ['.cpp', 'C++'],
  ['.cc', 'C++'],
  ['.cxx', 'C++'],
  ['.c', 'C'],
  ['.py', 'Python3'],
];

export interface GenerationIo {
  /** The local file of a package file, by hash (the runner's test data cache). */
  file(sha256: string): Promise<string>;
  /** Sends a generated file's bytes to the server; answers its hash. */
  upload(file: string): Promise<string>;
}

export type GenerationOutcome =
  | { ok: true; tests: { test: number; input: string; answer: string }[] }
  | { ok: false; failure: string };

interface Built {
  dir: string;
  argv: string[];
  language: LanguageConfig;
}

/** Why a build or a run failed, said for the admin's report. */
class Refused extends Error {}

/**
 * Makes a package's generated tests (issue 23): the package's files in one folder (so a generator's
 * `#include "testlib.h"` finds the package's own, compiled as given), each generator a command names
 * built once, the main solution built once; then per test the command's run in the sandbox (its stdout
 * is the input) and the solution's run on that input (its stdout is the answer), each file sent to the
 * server as soon as it is made and removed here. The first failure ends it, naming the test and the
 * generator (or the solution).
 */
export async function generateTests(
  pool: SandboxPool,
  task: GenerationTask,
  io: GenerationIo,
  options: { workDir: string; signal?: AbortSignal },
): Promise<GenerationOutcome> {
  const root = await makeTempDir(await makeDir(options.workDir), 'generate-');
  try {
    const files = await makeDir(path.join(root, 'files'));
    const out = await makeDir(path.join(root, 'out'));
    for (const file of task.files) await copyFileInto(await io.file(file.sha256), files, file.name);
    const names = new Set(task.files.map((f) => f.name));
    const builds = new Map<string, Promise<Built>>();
    const build = (source: string, language: string) => {
      let built = builds.get(source);
      if (!built) {
        built = buildOne(pool, task, root, files, out, source, language);
        builds.set(source, built);
      }
      return built;
    };
    const solution = task.solution;
    const tests: { test: number; input: string; answer: string }[] = [];
    for (const { test, cmd } of task.tests) {
      options.signal?.throwIfAborted();
      const [generator = '', ...args] = cmd.split(/\s+/).filter(Boolean);
      const what = `test ${test}: the generator '${generator}' ('${cmd}')`;
      const source = SOURCES.find(([ext]) => names.has(`${generator}${ext}`));
      if (!source) return { ok: false, failure: `${what} has no source in the package` };
      const input = path.join(out, `${test}.in`);
      const answer = path.join(out, `${test}.ans`);
      try {
        const gen = await build(`${generator}${source[0]}`, source[1]).catch((error: Error) => {
          throw new Refused(`${what} did not build: ${error.message}`);
        });
        const made = await pool.run({
          argv: [...gen.argv, ...args],
          dir: gen.dir,
          stdin: null,
          stdout: input,
          stderr: `${input}.err`,
          binds: gen.language.binds,
          limits: { ...GENERATOR_LIMITS, pids: gen.language.pids },
        });
        if (made.status !== 'OK') throw new Refused(`${what} ${await failed(made, `${input}.err`)}`);
        const sol = await build(solution.name, solution.language).catch((error: Error) => {
          throw new Refused(`the main solution ${solution.name} did not build: ${error.message}`);
        });
        const limits = programLimits(sol.language, {
          timeLimit: task.timeLimit,
          memoryLimit: task.memoryLimit,
        });
        const solved = await pool.run({
          argv: sol.argv,
          dir: sol.dir,
          stdin: input,
          stdout: answer,
          stderr: `${answer}.err`,
          binds: sol.language.binds,
          limits,
        });
        if (solved.status !== 'OK')
          throw new Refused(
            `test ${test} ('${cmd}'): the main solution ${solution.name} ${await failed(solved, `${answer}.err`)}`,
          );
        tests.push({ test, input: await io.upload(input), answer: await io.upload(answer) });
      } catch (error) {
        if (error instanceof Refused) return { ok: false, failure: error.message.slice(0, 3900) };
        throw error;
      } finally {
        await Promise.all(
          [input, answer, `${input}.err`, `${answer}.err`].map((f) => rm(f, { force: true })),
        );
      }
    }
    return { ok: true, tests };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Builds one source of the package in a copy of its files (a failed build rejects with the compiler's words). */
async function buildOne(
  pool: SandboxPool,
  task: GenerationTask,
  root: string,
  files: string,
  out: string,
  source: string,
  languageName: string,
): Promise<Built> {
  const language = task.languages.find((l) => l.name === languageName);
  if (!language) throw new Error(`no language '${languageName}' on this server`);
  const dir = await makeTempDir(root, 'build-');
  await copyInto(files, dir);
  const exe = source.replace(/\.[^.]+$/, '') || 'program';
  const compiled = await compileProgram(pool, {
    language,
    dir,
    sources: [source],
    exe,
    logPrefix: path.join(out, exe),
  });
  if (!compiled.ok) {
    const message = new TextDecoder().decode(programTextBytes(compiled.message)).slice(0, 2000);
    throw new Error(compiled.systemError ?? message);
  }
  const argv = expandArgv(language.run.argv, {
    src: [source],
    exe,
    maxMemoryMb: Math.floor((GENERATOR_LIMITS.memory_kb ?? 0) / 1024),
    javaHome: await javaHome(),
  });
  return { dir, argv, language };
}

/** A run that did not end well, in words: its status, exit code or signal, and the start of its stderr. */
async function failed(result: RunResult, stderr: string): Promise<string> {
  const how =
    result.status === 'RE'
      ? result.signal !== null
        ? `was killed by signal ${result.signal}`
        : `exited with code ${result.exit_code}`
      : result.status === 'SE'
        ? `could not run (${result.error})`
        : `exceeded its ${result.status === 'TLE' ? 'time' : result.status === 'MLE' ? 'memory' : 'output'} limit`;
  const said = (await readCapped(stderr, 300))?.data.toString('utf8').trim();
  return said ? `${how}: ${said}` : how;
}
