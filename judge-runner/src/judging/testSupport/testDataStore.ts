import { createHash, randomUUID } from 'node:crypto';
import { access, chmod, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestCase } from '@oj/events';
import type { JudgedProblem, TestDataSource } from '../types';

/** Test data files by sha256 in a temporary folder, served as a TestDataSource (the judge's cache, in tests). */
export class TestDataStore implements TestDataSource {
  private constructor(readonly dir: string) {}

  static async create(): Promise<TestDataStore> {
    const dir = await mkdtemp(path.join(tmpdir(), 'oj-judge-data-'));
    await chmod(dir, 0o755);
    return new TestDataStore(dir);
  }

  /**
   * Stores a file; returns its sha256. Written aside and renamed: tests running at once store the same
   * files, and a rewrite in place would show a judging in progress an empty file.
   */
  async add(content: string | Uint8Array): Promise<string> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const temp = path.join(this.dir, `.${sha256}.${randomUUID()}`);
    await writeFile(temp, content, { mode: 0o644 });
    await rename(temp, path.join(this.dir, sha256));
    return sha256;
  }

  async file(sha256: string): Promise<string> {
    const file = path.join(this.dir, sha256);
    await access(file);
    return file;
  }

  /** Test cases from input and answer texts (scores and groups optional). */
  async cases(
    given: { input: string | Uint8Array; output: string | Uint8Array; score?: number; groupNum?: number }[],
  ): Promise<TestCase[]> {
    return Promise.all(
      given.map(async (test, index) => ({
        input: await this.add(test.input),
        output: await this.add(test.output),
        inputName: `${index + 1}.in`,
        outputName: `${index + 1}.out`,
        score: test.score ?? 0,
        groupNum: test.groupNum ?? 0,
      })),
    );
  }

  remove(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}

/** A problem as a new one starts (the server's defaults), with the given cases and changes. */
export function testProblem(testCases: TestCase[], changes: Partial<JudgedProblem> = {}): JudgedProblem {
  return {
    type: 0,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    checker: null,
    isRemoveEndBlank: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFile: {},
    judgeExtraFile: {},
    testCases,
    ...changes,
  };
}
