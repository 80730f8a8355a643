import { describe, expect, it } from 'vitest';
import { summariseFailures, vitestJsonReport } from './failureSummary';

const root = '/repo';
const report = vitestJsonReport.parse({
  startTime: 0,
  testResults: [
    {
      name: '/repo/tests/browser/contests.e2e.test.ts',
      status: 'failed',
      startTime: 1_000,
      endTime: 81_000,
      assertionResults: [
        { fullName: 'contests > lists them', status: 'passed', duration: 3_000, failureMessages: [] },
        {
          fullName: 'contests > the board moves live',
          status: 'failed',
          duration: 20_400,
          meta: {
            diagnosis:
              'browser: no new page loaded (late after 20000 ms)\nserver: GET / answered 200 in 4 ms',
          },
          failureMessages: [
            'AssertionError: expected 1 to be 2\n    at board.ts:10\n\n    at file:///r/node_modules/@vitest/runner/x.js:1:1\n    at new Promise (<anonymous>)\n    at run.ts:3',
          ],
        },
      ],
    },
    {
      name: '/repo/tests/trust/sessions.e2e.test.ts',
      status: 'failed',
      message: 'Hook timed out in 120000ms',
      startTime: 0,
      endTime: 130_000,
      assertionResults: [{ fullName: 'sessions > end', status: 'skipped', failureMessages: [] }],
    },
    { name: '/repo/events/a.int.test.ts', status: 'passed', startTime: 0, endTime: 500 },
  ],
});

describe('the failure summary at the end of npm test', () => {
  it('names each failed test with its file, time and message, and a file that failed outside its tests', () => {
    const text = summariseFailures(report, root);
    expect(text).toContain(
      'FAILED tests/browser/contests.e2e.test.ts > contests > the board moves live (20 s; its file started at 1 s)',
    );
    expect(text).toContain(
      '    AssertionError: expected 1 to be 2\n        at board.ts:10\n        at run.ts:3\n' +
        '    | browser: no new page loaded (late after 20000 ms)\n    | server: GET / answered 200 in 4 ms',
    );
    expect(text).toContain(
      'FAILED tests/trust/sessions.e2e.test.ts (outside its tests)\n    Hook timed out in 120000ms',
    );
    expect(text).not.toContain('lists them');
  });

  it('lists the slowest files first', () => {
    const text = summariseFailures(report, root);
    expect(text.split('slowest files:\n')[1]).toBe(
      '  130 s  tests/trust/sessions.e2e.test.ts\n  80 s  tests/browser/contests.e2e.test.ts\n  1 s  events/a.int.test.ts',
    );
  });

  it('says so when nothing failed, and cuts a long message', () => {
    const passed = vitestJsonReport.parse({ startTime: 0, testResults: [report.testResults[2]] });
    expect(summariseFailures(passed, root).startsWith('no test failed\n')).toBe(true);
    const long = vitestJsonReport.parse({
      startTime: 0,
      testResults: [
        { ...report.testResults[1], message: Array.from({ length: 30 }, (_, i) => `line ${i}`).join('\n') },
      ],
    });
    const text = summariseFailures(long, root);
    expect(text).toContain('    line 11\n    … 18 more lines');
    expect(text).not.toContain('line 12');
  });
});
