/**
 * The driver's side of the verdict bench: accounts, the site switch and a problem set up directly or
 * through the API, then submissions through the API as their users, judged by this process acting as
 * the judge runner over the judge API (lease, then verdict; no sandbox).
 */
import { randomUUID } from 'node:crypto';
import { type EventStore, handleCommand, type ProductEvent } from '@oj/events';
import type { SubmissionTask } from '@oj/events/judge';
import { JudgeClient } from '@oj/judge-runner';
import { awaitProjection, type ProjectorTables } from '@oj/projections';
import { ROLE, siteDecider, userDecider } from '@oj/server';
import { z } from 'zod';
import { monotonicMs, paced, range } from '../events/stats';

export interface BenchUser {
  uid: string;
  token: string;
}

const envelope = z.object({ status: z.number(), msg: z.string(), data: z.unknown() });

/** Runs `work` over `items`, `concurrency` at a time, keeping the results in order. */
export async function inPool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    range(Math.min(concurrency, items.length)).map(async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

/** A JSON call to the API as `token`'s user; throws unless the envelope says 200. */
export async function api(url: string, method: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const reply = envelope.parse(await response.json());
  if (reply.status !== 200) throw new Error(`${method} ${path}: ${reply.status} ${reply.msg}`);
  return reply.data;
}

/**
 * `count` users registered straight on their streams (the register form's mail code and password
 * hashing are not what is measured), plus one root; waits for the `users` read model, which tokens
 * are checked against.
 */
export async function registerUsers(store: EventStore<ProductEvent>, count: number) {
  const register = async (i: number, roleCode: number) => {
    const uid = randomUUID().replaceAll('-', '');
    const username = roleCode === ROLE.root ? 'benchroot' : `bench${i}`;
    const result = await handleCommand(store, `user-${uid}`, userDecider, {
      type: 'Register',
      uid,
      username,
      email: `${username}@example.com`,
      passwordHash: 'not-a-real-hash',
      roleCode,
    });
    return { uid, position: result.positions.at(-1) ?? 0 };
  };
  const users = await inPool(range(count), 8, (i) => register(i, ROLE.user));
  const root = await register(0, ROLE.root);
  // The submit interval would refuse a user's second submission within 8 s.
  const site = await handleCommand(store, 'site', siteDecider, {
    type: 'ChangeSwitches',
    changes: { defaultSubmitInterval: 0 },
  });
  const db = store.db.withTables<ProjectorTables>();
  await awaitProjection(db, 'users', root.position, 60_000);
  await awaitProjection(db, 'site-settings', site.positions.at(-1) ?? 0, 60_000);
  return { uids: users.map((u) => u.uid), rootUid: root.uid };
}

/** One problem with one test case, created through the admin API as root. */
export async function createProblem(url: string, rootToken: string): Promise<number> {
  const data = await api(url, 'POST', '/api/admin/problem', rootToken, {
    problem: { problemId: 'BENCH1', title: 'Verdict bench', checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  return z.object({ pid: z.number() }).parse(data).pid;
}

export interface Judged {
  submissions: { submitId: number; owner: number }[];
  /** Per submitId: monotonicMs() when the verdict call returned (the event is committed by then). */
  commits: Record<string, number>;
  /** How long each verdict call took, from sending it to its reply. */
  verdictCallMs: number[];
  /** How late each verdict started after its slot (this process busy). */
  lateMs: number[];
}

/**
 * One repetition: `owners` each submit once (through the API, as themselves); the judge leases every
 * round up front; `beforeVerdicts` runs (the driver registers the ids with the clients and lets the
 * fan-out of the submissions and leases pass); then the verdicts go out at `ratePerSecond`.
 */
export async function submitAndJudge(options: {
  url: string;
  pid: number;
  users: BenchUser[];
  owners: number[];
  judge: JudgeClient;
  ratePerSecond: number;
  beforeVerdicts: (submissions: Judged['submissions']) => Promise<void>;
}): Promise<Judged> {
  const { url, pid, users, owners, judge } = options;
  const submissions = await inPool(owners, 8, async (owner) => {
    const user = users[owner];
    if (!user) throw new Error(`no user ${owner}`);
    const data = await api(url, 'POST', '/api/submit-problem-judge', user.token, {
      pid,
      language: 'Python3',
      code: `print(sum(map(int, input().split())))  # ${owner}`,
    });
    return { submitId: z.object({ submitId: z.number() }).parse(data).submitId, owner };
  });
  const wanted = new Set(submissions.map((s) => s.submitId));
  const tasks: SubmissionTask[] = [];
  while (tasks.length < submissions.length) {
    const task = await judge.lease(2000);
    if (!task) throw new Error(`leased ${tasks.length}/${submissions.length} rounds, then nothing`);
    if (task.kind !== 'submission' || !wanted.has(task.submitId)) throw new Error('leased a foreign task');
    tasks.push(task);
  }
  await options.beforeVerdicts(submissions);
  const commits: Record<string, number> = {};
  const verdictCallMs: number[] = [];
  const lateMs: number[] = [];
  await paced(tasks.length, options.ratePerSecond, async (i, dueAt) => {
    const task = tasks[i];
    if (!task) return;
    const sent = monotonicMs();
    lateMs.push(sent - dueAt);
    await judge.verdict({
      submitId: task.submitId,
      round: task.round,
      leaseId: task.leaseId,
      status: 0,
      score: null,
      time: 1,
      memory: 1,
      errorMessage: '',
      systemError: null,
    });
    const committed = monotonicMs();
    commits[String(task.submitId)] = committed;
    verdictCallMs.push(committed - sent);
  });
  return { submissions, commits, verdictCallMs, lateMs };
}

export const judgeClient = (url: string, token: string) => new JudgeClient(url, token, 'bench-judge');
