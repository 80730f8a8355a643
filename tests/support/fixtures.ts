import { ContestAuth, type ContestFields, ContestType, type ProblemFields } from '@oj/events';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The contest form as `POST /api/admin/contest` takes it: a public ACM contest from `start` to `end` (epoch
 * ms), unsealed; `fields` override or add any other field of the form.
 *
 * @example
 * await root.client.post('/api/admin/contest', contestFields(now - HOUR, now + HOUR, { title: 'Spring cup' }));
 */
export function contestFields(start: number, end: number, fields: Partial<ContestFields> = {}) {
  return {
    title: 'A test contest',
    description: 'A test contest',
    startTime: iso(start),
    endTime: iso(end),
    type: ContestType.acm,
    auth: ContestAuth.public,
    ...fields,
  };
}

/** The A+B case of the test problems: the answer `AB_CPP` (tests/support/contests.ts) gives. */
export const AB_CASES = [{ input: '1 2\n', output: '3\n' }];

/**
 * The problem form as `POST /api/admin/problem` takes it: `problemId`, an A+B titled after it with the
 * default comparison and `AB_CASES`; `fields` override or add any field of the problem, `testCases` the cases.
 *
 * @example
 * const { pid } = (await root.client.post('/api/admin/problem', problemFields('AB1'))).body.data;
 */
export function problemFields(
  problemId: string,
  fields: Partial<ProblemFields> = {},
  testCases: { input: string; output: string; score?: number }[] = AB_CASES,
) {
  return { problem: { problemId, title: `A+B ${problemId}`, checker: null, ...fields }, testCases };
}
