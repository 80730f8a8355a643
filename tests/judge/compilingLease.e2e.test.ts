import { type ProductEvent, RoleCode, SubmissionStatus } from '@oj/events';
import { JudgeClient, type ReportPacing, unspacedReports } from '@oj/judge-runner';
import { registerAndLogin, type TestAccount } from '@oj/tests/support/accounts';
import { submitPractice } from '@oj/tests/support/contests';
import { startTestJudge, TEST_JUDGE_TOKEN } from '@oj/tests/support/testJudge';
import { startTestServer, type TestServer } from '@oj/tests/support/testServer';
import { until } from '@oj/tests/support/wait';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A local round shows Compiling from its lease's own append on: the runner does not report it (one HTTP call,
 * append and projection fewer per round, while the compile needs the cores). It reports Judging once the cases
 * have run for a report spacing: a round that ends sooner goes from Compiling to its verdict.
 */
let t: TestServer;
let root: TestAccount;
let pid: number;

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
type Summary = { status: number; time: number | null; score: number | null };

beforeAll(async () => {
  t = await startTestServer({ judgeToken: TEST_JUDGE_TOKEN });
  root = await registerAndLogin(t, RoleCode.root);
  await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
  const created = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'COMPILING1', title: 'A+B compiling lease', auth: 1, checker: null },
    testCases: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
    ],
  });
  pid = data<{ pid: number }>(created).pid;
});
afterAll(async () => {
  await t?.close();
});

async function statusOf(account: TestAccount, submitId: number): Promise<Summary | undefined> {
  const reply = await account.client.post('/api/check-submissions-status', { submitIds: [submitId] });
  return data<Record<string, Summary>>(reply)[String(submitId)];
}

async function progressEvents(submitId: number): Promise<number[]> {
  const events = (await t.store.readStream(`submission-${submitId}`)) as ProductEvent[];
  return events.flatMap((e) => (e.type === 'SubmissionJudgeProgressed' ? [e.data.status] : []));
}

/** A runner's client that keeps the progress it reports. */
class RecordingClient extends JudgeClient {
  readonly reported: number[] = [];
  override progress(
    lease: Parameters<JudgeClient['progress']>[0],
    status: Parameters<JudgeClient['progress']>[1],
  ) {
    this.reported.push(status);
    return super.progress(lease, status);
  }
}

/** A spacing that never ends on its own: every round ends within it (its verdict cuts it short). */
const endlessSpacing: ReportPacing = {
  spacingMs: Number.MAX_SAFE_INTEGER,
  maxSpacingMs: Number.MAX_SAFE_INTEGER,
  now: () => performance.now(),
  pause: (_ms, cut) =>
    new Promise((resolve) => cut.addEventListener('abort', () => resolve(), { once: true })),
};

/** Judges one submission with a runner spacing its reports by `pacing`; what it reported, and the events. */
async function judgedWith(pacing: ReportPacing, firstSlot: number) {
  const author = await registerAndLogin(t);
  let recording: RecordingClient | undefined;
  const judge = await startTestJudge(t, {
    firstSlot,
    reportPacing: pacing,
    client: (url, token, name) => {
      recording = new RecordingClient(url, token, name);
      return recording;
    },
  });
  try {
    const submitId = await submitPractice(author, pid);
    await until(async () => (await statusOf(author, submitId))?.status === SubmissionStatus.accepted, 60_000);
    return { reported: recording?.reported, events: await progressEvents(submitId) };
  } finally {
    await judge.stop();
  }
}

describe('a round as its author sees it', () => {
  it('shows Compiling from the lease on, and the runner reports only Judging once the spacing has passed', async () => {
    const { reported, events } = await judgedWith(unspacedReports, 1310);
    expect(reported).toEqual([SubmissionStatus.judging]);
    expect(events).toEqual([SubmissionStatus.compiling, SubmissionStatus.judging]);
  });

  it('goes from Compiling to the verdict when the cases end within the spacing', async () => {
    const { reported, events } = await judgedWith(endlessSpacing, 1310);
    expect(reported).toEqual([]);
    expect(events).toEqual([SubmissionStatus.compiling]);
  });
});
