import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ImportedProblem, importIcpcZip } from '../import';
import { defaultValidator } from '../import/defaultValidator';
import { importHojZip } from '../import/hojZip';
import { kattisPackages, text, zipPackages } from '../import/testFixtures';
import { zipBytes } from '../import/zipWriter';
import { withProblemDefaults } from '../problemDefaults';
import { storeStatementImages } from '../statementImages';
import { hojEntries } from './hojExport';
import { HOJ_KATTIS_ADAPTER, unwrapHojChecker } from './hojKattisAdapter';
import { type ExportProblem, kattisPackageEntries, ProblemExportError } from './kattisExport';

const filesDir = mkdtempSync(path.join(tmpdir(), 'oj-export-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** An imported problem as the site holds it: images stored by hash, the statement pointing at them. */
async function stored(problem: ImportedProblem): Promise<ImportedProblem> {
  return {
    ...problem,
    fields: await storeStatementImages(filesDir, problem.fields, problem.images),
    images: {},
  };
}

function exportable(problem: ImportedProblem): ExportProblem {
  return {
    fields: problem.fields,
    cases: problem.testCases.map((c) => ({
      score: c.score,
      groupNum: c.groupNum,
      input: async () => c.input,
      output: async () => c.output,
      inputText: async () => decode(c.input),
      outputText: async () => decode(c.output),
    })),
    image: async (file) => new Uint8Array(readFileSync(path.join(filesDir, 'images', file))),
  };
}

/** Ours -> package -> ours. */
async function roundTrip(
  problem: ImportedProblem,
  format: 'kattis' | 'hoj' = 'kattis',
): Promise<ImportedProblem> {
  const source = exportable(problem);
  const zip = await zipBytes(format === 'kattis' ? await kattisPackageEntries(source) : hojEntries(source));
  const [back, ...rest] = await (format === 'kattis' ? importIcpcZip(zip) : importHojZip(zip));
  expect(rest).toHaveLength(0);
  if (!back) throw new Error('nothing imported');
  return stored(back);
}

/** What judging and the statement depend on; a case's file name is only a label. */
const judged = (problem: ImportedProblem) =>
  problem.testCases.map(({ input, output, score, groupNum }) => ({ input, output, score, groupNum }));

describe('Kattis package export', () => {
  const formats = ['kattis', 'hoj'] as const;
  it.each(formats.flatMap((format) => kattisPackages.map((folder) => [folder, format] as const)))(
    '%s re-imports from a %s package to an equal problem',
    async (folder, format) => {
      const [imported] = await importIcpcZip(zipPackages(folder));
      if (!imported) throw new Error('nothing imported');
      const original = await stored(imported);
      const back = await roundTrip(original, format);
      expect(back.fields).toEqual(original.fields);
      expect(judged(back)).toEqual(judged(original));
    },
  );

  it.each(formats)(
    'carries a scoring problem with subtasks, images, a default-validator flag and raw bytes (%s)',
    async (format) => {
      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 1, 2, 3]);
      const bytes = (...values: number[]) => new Uint8Array(values);
      const fields = withProblemDefaults({
        problemId: 'mixed',
        title: 'Mixed bag',
        author: 'Ada',
        source: 'Spring cup',
        tags: ['dp', 'greedy'],
        description: 'Count the things.\n\n![a picture](images/pic.png)',
        input: 'One line.',
        output: 'One number.',
        hint: 'Think.',
        examples: [{ input: '1\n', output: '1\n' }],
        type: 1,
        timeLimit: 1500,
        memoryLimit: 512,
        stackLimit: 512,
        judgeCaseMode: 'subtask_lowest',
        judgeMode: 'spj',
        checker: defaultValidator(['float_tolerance', '1E-6']),
      });
      const testCase = (input: Uint8Array, output: Uint8Array, score: number, groupNum: number) => ({
        input,
        output,
        inputName: 'x.in',
        outputName: 'x.out',
        score,
        groupNum,
      });
      const original = await stored({
        fields,
        images: { 'pic.png': png },
        notes: [],
        testCases: [
          // NUL bytes and invalid UTF-8 must come back unchanged.
          testCase(bytes(0, 1, 0xff, 0xfe, 10), text('1\n'), 20, 1),
          testCase(text('2\n'), bytes(0xc3, 0x28, 0), 20, 1),
          testCase(text('3\n'), text('3\n'), 30, 2),
          testCase(text('4\n'), text('4\n'), 30, 2),
          testCase(text('5\n'), text('5\n'), 40, 3),
          // Larger than what the zip reader inflates up front: read from the zip on demand.
          testCase(new Uint8Array(randomBytes(300 * 1024)), text('6\n'), 10, 4),
        ],
      });
      expect(original.fields.description).toMatch(/\/api\/public\/image\/[0-9a-f]{64}\.png/);
      const back = await roundTrip(original, format);
      // Our default validator travels as its flags only; the importer brings its own build back.
      expect(back.fields).toEqual(original.fields);
      expect(judged(back)).toEqual(judged(original));
    },
  );

  it.each(['C++', 'C'] as const)(
    'carries an HOJ checker (%s) as a Kattis output validator with our adapter, and re-imports it as it was',
    async (language) => {
      const name = language === 'C' ? 'spj.c' : 'checker.cpp';
      const fields = withProblemDefaults({
        problemId: `hojspj${language === 'C' ? 'c' : 'cpp'}`,
        title: 'Any order',
        // Kattis has no stack limit: the importer gives the memory limit, as our export expects.
        memoryLimit: 256,
        stackLimit: 256,
        judgeMode: 'spj',
        checker: { protocol: 'hoj', language, files: [{ name, content: 'int main(void) { return 0; }\n' }] },
      });
      const original = await stored({
        fields,
        images: {},
        notes: [],
        testCases: [
          {
            input: text('1\n'),
            output: text('1\n'),
            inputName: 'a.in',
            outputName: 'a.out',
            score: 0,
            // A case of data/secret's first group, as the Kattis importer numbers it.
            groupNum: 1,
          },
        ],
      });
      const entries = await kattisPackageEntries(exportable(original));
      const adapter = language === 'C' ? 'hoj_kattis_adapter.c' : 'hoj_kattis_adapter.cc';
      expect(entries.map((entry) => entry.path)).toEqual(
        expect.arrayContaining([
          `${fields.problemId}/output_validator/${name}`,
          `${fields.problemId}/output_validator/${adapter}`,
        ]),
      );
      const back = await roundTrip(original);
      expect(back.fields).toEqual(original.fields);
      expect(back.fields.checker).toEqual(fields.checker);
      expect(judged(back)).toEqual(judged(original));
    },
  );

  it('refuses a Python checker and an interactor of the HOJ protocol, naming the problem', async () => {
    const python = withProblemDefaults({
      problemId: 'spj',
      title: 'Spj',
      judgeMode: 'spj',
      checker: { protocol: 'hoj', language: 'Python3', files: [{ name: 'spj.py', content: 'print(1)\n' }] },
    });
    const problem = { fields: python, images: {}, notes: [], testCases: [] };
    await expect(kattisPackageEntries(exportable(problem))).rejects.toThrow(ProblemExportError);
    await expect(kattisPackageEntries(exportable(problem))).rejects.toThrow(
      /Problem spj: .*Python program of the HOJ protocol/,
    );
    const interactor = withProblemDefaults({
      problemId: 'talk',
      title: 'Talk',
      judgeMode: 'interactive',
      checker: {
        protocol: 'hoj',
        language: 'C++',
        files: [{ name: 'interactor.cpp', content: 'int main(){}' }],
      },
    });
    await expect(
      kattisPackageEntries(exportable({ fields: interactor, images: {}, notes: [], testCases: [] })),
    ).rejects.toThrow(/Problem talk: its interactor uses the HOJ protocol/);
  });

  it('leaves an edited adapter a plain Kattis validator', () => {
    const edited = {
      protocol: 'kattis' as const,
      language: 'C++' as const,
      files: [
        { name: 'checker.cpp', content: 'int main(){}' },
        { name: 'hoj_kattis_adapter.cc', content: `${HOJ_KATTIS_ADAPTER}// changed\n` },
      ],
    };
    expect(unwrapHojChecker(edited)).toBe(edited);
  });
});
