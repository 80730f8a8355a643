import { createHash } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type JudgeProgram, type LanguageConfig, shownProgramText } from '@oj/events';
import { expandArgv, javaHome, runsFromSource } from '../languages/languageCommands';
import type { SandboxPool } from '../sandbox/sandboxPool';
import { compileProgram } from './compileProgram';
import { CHECKER_LIMITS } from './limits';
import { isPlainFileName, makeDir, makeTempDir, writeFiles } from './workspace';

/** A checker, interactor or output validator, built and ready to copy into a case's box. */
export interface BuiltChecker {
  /** The folder holding its files (sources, judge extra files, executable). */
  dir: string;
  protocol: JudgeProgram['protocol'];
  /** The command that runs it inside a box where `dir`'s files are at /box; arguments go after it. */
  argv: string[];
  /** 'kattis': the problem's validator arguments, after `feedback_dir` (not part of the build: set per judging). */
  args: readonly string[];
  /** 'kattis': the most passes a multi-pass validator may ask for (1: not multi-pass; set per judging). */
  passes: number;
  /** 'kattis': what score.txt holds, the case's points or its share (set per judging). */
  scoreFile: 'points' | 'share';
}

export type CheckerBuild = { ok: true; checker: BuiltChecker } | { ok: false; systemError: string };

const SOURCE_EXTENSIONS: Record<JudgeProgram['language'], RegExp> = {
  C: /\.c$/i,
  // g++ builds .c files as C++ too (the importer relies on it: a C file next to C++ ones).
  'C++': /\.(c|cc|cpp|cxx|c\+\+)$/i,
  Python3: /\.py$/i,
};

/** Builds in progress in this process, by folder: concurrent judgings wait for the same build. */
const builds = new Map<string, Promise<CheckerBuild>>();

/**
 * The checker built once per distinct sources, judge extra files (testlib.h may be one) and language
 * config: kept in `<workDir>/checkers/<sha256>/` across judgings and restarts (a folder there is only
 * ever a finished build). A failed build is not kept: the next judging tries again (and reports SE again).
 */
export function buildChecker(
  pool: SandboxPool,
  program: JudgeProgram,
  judgeExtraFile: Record<string, string>,
  languages: readonly LanguageConfig[],
  workDir: string,
): Promise<CheckerBuild> {
  const language = languages.find((candidate) => candidate.name === program.language);
  if (!language)
    return Promise.resolve({ ok: false, systemError: `no language '${program.language}' for checkers` });
  const names = [...program.files.map((file) => file.name), ...Object.keys(judgeExtraFile)];
  const badName = names.find((name) => !isPlainFileName(name));
  if (badName !== undefined)
    return Promise.resolve({ ok: false, systemError: `bad checker file name '${badName}'` });
  const hash = createHash('sha256')
    .update(JSON.stringify([language, program.files, Object.entries(judgeExtraFile).sort()]))
    .digest('hex');
  const dir = path.join(workDir, 'checkers', hash);
  const running = builds.get(dir);
  if (running) return running;
  const build = buildOnce(pool, program, judgeExtraFile, language, dir);
  builds.set(dir, build);
  const done = () => builds.delete(dir);
  void build.then(done, done);
  return build;
}

async function buildOnce(
  pool: SandboxPool,
  program: JudgeProgram,
  judgeExtraFile: Record<string, string>,
  language: LanguageConfig,
  dir: string,
): Promise<CheckerBuild> {
  const sources = program.files
    .map((file) => file.name)
    .filter((name) => SOURCE_EXTENSIONS[program.language].test(name))
    .sort();
  const main = mainSource(program, sources);
  if (main === undefined)
    return { ok: false, systemError: `the checker has no ${program.language} source file` };
  const exe = runsFromSource(language) ? main : language.exeFile;
  const argv = await runArgv(language, main, exe);
  const checker: BuiltChecker = {
    dir,
    protocol: program.protocol,
    argv,
    args: [],
    passes: 1,
    scoreFile: 'points',
  };
  if (await isFolder(dir)) return { ok: true, checker };
  const parent = await makeDir(path.dirname(dir));
  const temp = await makeTempDir(parent, '.build-');
  try {
    await writeFiles(temp, judgeExtraFile);
    await writeFiles(temp, Object.fromEntries(program.files.map((file) => [file.name, file.content])));
    const compiled = await compileProgram(pool, { language, dir: temp, sources, exe, logPrefix: temp });
    if (!compiled.ok) {
      const why =
        compiled.systemError ?? `the checker does not compile:\n${shownProgramText(compiled.message)}`;
      return { ok: false, systemError: why };
    }
    // Another judge process may have finished the same build first: either folder is as good.
    const kept = await rename(temp, dir).then(
      () => null,
      async (error: unknown) => ((await isFolder(dir)) ? null : String(error)),
    );
    return kept === null ? { ok: true, checker } : { ok: false, systemError: `keeping the checker: ${kept}` };
  } finally {
    await Promise.all(
      [temp, `${temp}.compile.out`, `${temp}.compile.err`].map((file) =>
        rm(file, { recursive: true, force: true }),
      ),
    );
  }
}

/** The file a run-from-source checker starts with: the only one, or the one with a main guard. */
function mainSource(program: JudgeProgram, sources: string[]): string | undefined {
  if (sources.length <= 1 || program.language !== 'Python3') return sources[0];
  const withMain = program.files.find(
    (file) => sources.includes(file.name) && /__name__\s*==\s*['"]__main__['"]/.test(file.content),
  );
  return withMain?.name ?? sources[0];
}

async function runArgv(language: LanguageConfig, main: string, exe: string): Promise<string[]> {
  return expandArgv(language.run.argv, {
    src: [main],
    exe,
    maxMemoryMb: Math.floor((CHECKER_LIMITS.memory_kb ?? 0) / 1024),
    javaHome: await javaHome(),
  });
}

async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
