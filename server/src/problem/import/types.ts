import type { ProblemFields } from '@oj/events';

export interface ImportedTestCase {
  input: Uint8Array;
  output: Uint8Array;
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
  /** The same bytes as chunks, when the case comes from a zip: storing through these holds no whole file. */
  inputChunks?: () => AsyncIterable<Uint8Array>;
  outputChunks?: () => AsyncIterable<Uint8Array>;
}

export interface ImportedProblem {
  /** Every field filled (the site's defaults where the format is silent), valid against `problemFields`. */
  fields: ProblemFields;
  /** Judged data. Kattis samples are here too for pass-fail problems, because Kattis judges them. */
  testCases: ImportedTestCase[];
  /** Images the statement references as `images/<name>` (Markdown `![](images/<name>)`, HTML `src="images/<name>"`). */
  images: Record<string, Uint8Array>;
  /** What the admin should know about how the package was read (the import's report), one sentence each. */
  notes: string[];
  /**
   * Tests the package does not ship but generates (Polygon): a judge runner must make them before the
   * problem is stored. Their places in `testCases` hold empty placeholders until then.
   */
  generation?: GenerationPlan;
}

/** A file of the package a generation needs, read from the zip when stored. */
export interface PackageFile {
  name: string;
  read(): Uint8Array;
  stream?: () => AsyncIterable<Uint8Array>;
}

export interface GenerationPlan {
  /** The package's `files/` (generators, testlib.h, ...) and the main solution, by plain file name. */
  files: PackageFile[];
  solution: { name: string; language: 'C' | 'C++' | 'Python3' };
  /** Each generated test: its number, the generator's command, and its index in `testCases`. */
  tests: { test: number; cmd: string; index: number }[];
}

/**
 * A case whose bytes are read from the zip when asked for (each time: nothing is kept), so that storing
 * the cases one after another holds one at a time.
 */
export function lazyTestCase(
  input: { read(): Uint8Array; stream?: () => AsyncIterable<Uint8Array> },
  output: { read(): Uint8Array; stream?: () => AsyncIterable<Uint8Array> },
  rest: Omit<ImportedTestCase, 'input' | 'output'>,
): ImportedTestCase {
  return {
    ...(input.stream ? { inputChunks: input.stream } : {}),
    ...(output.stream ? { outputChunks: output.stream } : {}),
    get input() {
      return input.read();
    },
    get output() {
      return output.read();
    },
    ...rest,
  };
}
