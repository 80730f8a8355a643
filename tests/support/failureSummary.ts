/**
 * The last lines `npm test` prints: which tests failed and why, and the slowest files. CI keeps only the tail
 * of a run's output, and Vitest's own report of a failure comes before the checks' and the smoke's logs, so
 * without this a red run showed the bench table and no failing test.
 * Reads Vitest's JSON report (`--reporter=json`).
 */
import path from 'node:path';
import { z } from 'zod';

const assertion = z.object({
  fullName: z.string(),
  status: z.string(),
  duration: z.number().nullish(),
  failureMessages: z.array(z.string()).default([]),
  /** `task.meta`: `diagnosis` is what the test's support code found after it failed (browserWatch.ts). */
  meta: z.object({ diagnosis: z.string().optional() }).default({}),
});
const fileResult = z.object({
  name: z.string(),
  status: z.string(),
  message: z.string().default(''),
  startTime: z.number(),
  endTime: z.number(),
  assertionResults: z.array(assertion).default([]),
});
export const vitestJsonReport = z.object({ startTime: z.number(), testResults: z.array(fileResult) });
export type VitestJsonReport = z.infer<typeof vitestJsonReport>;

/** Lines of each failure message kept: the assertion and the first frames, not the whole stack. */
const MESSAGE_LINES = 12;
const SLOWEST_FILES = 8;

function firstLines(text: string): string {
  // Vitest's and Node's own frames say nothing about the failure.
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '' && !/node_modules\/|\(<anonymous>\)/.test(line));
  const kept = lines.slice(0, MESSAGE_LINES).map((line) => `    ${line}`);
  if (lines.length > MESSAGE_LINES) kept.push(`    … ${lines.length - MESSAGE_LINES} more lines`);
  return kept.join('\n');
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    | ${line}`)
    .join('\n');

const seconds = (ms: number) => Math.round(ms / 1000);

/** The failed tests (and files that failed outside any test, in a hook or an import), then the slowest files. */
export function summariseFailures(report: VitestJsonReport, root: string): string {
  const out: string[] = [];
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      // When the file started tells which other files ran beside it (a machine-wide stall fails several).
      const when = `${seconds(test.duration ?? 0)} s; its file started at ${seconds(file.startTime - report.startTime)} s`;
      out.push(`FAILED ${name} > ${test.fullName} (${when})`);
      out.push(firstLines(test.failureMessages.join('\n')));
      if (test.meta.diagnosis) out.push(indent(test.meta.diagnosis));
    }
    if (file.status === 'failed' && failed.length === 0) {
      out.push(`FAILED ${name} (outside its tests)`);
      out.push(firstLines(file.message));
    }
  }
  const failures = out.length === 0 ? ['no test failed'] : out;
  const slowest = [...report.testResults]
    .sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime))
    .slice(0, SLOWEST_FILES)
    .map((file) => `  ${seconds(file.endTime - file.startTime)} s  ${path.relative(root, file.name)}`);
  return [...failures, 'slowest files:', ...slowest].join('\n');
}
