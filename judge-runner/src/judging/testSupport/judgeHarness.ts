import { rm } from 'node:fs/promises';
import type { LanguageConfig, ProgramText } from '@oj/events';
import { defaultCheckerLanguages, defaultLanguages } from '@oj/events/judge';
import { afterAll, beforeAll } from 'vitest';
import { buildSandbox } from '../../sandbox/binary';
import { SandboxPool } from '../../sandbox/sandboxPool';
import { makeWorkDir, type SlotRange } from '../../sandbox/testSupport/fixtures';
import { judgeSubmission } from '../judgeSubmission';
import type { JudgedProblem, JudgeObserver } from '../types';
import { TestDataStore } from './testDataStore';

export function defaultLanguage(name: string): LanguageConfig {
  const found = defaultLanguages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no language ${name}`);
  return found;
}

/**
 * A real sandbox pool on `range` (two slots), a temporary test data store and work folder, set up before
 * the file's tests and removed after them: what every whole-judging int test needs.
 */
export function useJudgeHarness(range: SlotRange, workDirPrefix: string) {
  let pool: SandboxPool | undefined;
  let store: TestDataStore | undefined;
  let workDir: string | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the judge harness is used before its beforeAll ran');
    return value;
  };
  beforeAll(async () => {
    await buildSandbox();
    [pool, store, workDir] = await Promise.all([
      SandboxPool.start({ slots: 2, ...range }),
      TestDataStore.create(),
      makeWorkDir(workDirPrefix),
    ]);
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
    await Promise.all([store?.remove(), workDir && rm(workDir, { recursive: true, force: true })]);
  });
  return {
    get pool() {
      return ready(pool);
    },
    get store() {
      return ready(store);
    },
    get workDir() {
      return ready(workDir);
    },
    /** Judges `code` in a default language against `problem`, as the runner would. */
    judge(code: ProgramText, languageName: string, problem: JudgedProblem, observer: JudgeObserver = {}) {
      const task = {
        code,
        language: defaultLanguage(languageName),
        problem,
        checkerLanguages: defaultCheckerLanguages,
      };
      return judgeSubmission(ready(pool), task, ready(store), observer, { workDir: ready(workDir) });
    },
  };
}
