import { JUDGE_TOKEN_HEADER } from '@oj/events/judge';
import { checkerCompileWait, ROLE } from '@oj/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { runningContest } from '../support/contests';
import { seededRandom } from '../support/seededRandom';
import { startTestServer, type TestServer } from '../support/testServer';
import { until } from '../support/wait';
import { type FuzzRequest, fuzzRequests } from './fuzzBodies';
import { type FuzzFixtures, fuzzExamples } from './fuzzExamples';

/**
 * Issue 16's fuzzer: every mutating route the routers register gets the same fixed set of malformed
 * requests (fuzzBodies.ts) as a user and as root, and the judge's routes also as a runner. No reply
 * may be a 5xx or take longer than the time-out, and a refusal (4xx) must append no event.
 */
const SEED = 16;
const BODIES_PER_ROUTE = 32;
const TIMEOUT_MS = 10_000;
/** A route's requests in flight at once, as one principal (refusals are told apart by their request id). */
const CONCURRENT = 8;
const JUDGE_TOKEN = 'fuzz-judge-token';

/**
 * Refusals that are facts of their own: a failed sign-in is recorded (it counts toward the lockout).
 * Any other event appended by a 4xx is a failure.
 */
const RECORDED_REFUSALS: Record<string, readonly string[]> = {
  'POST /api/login': ['LoginFailed'],
};

interface Principal {
  name: 'user' | 'root' | 'runner';
  headers(): Record<string, string>;
  /** Keeps a renewed token, as the web app does. */
  renewed(token: string): void;
  /** Still signed in as itself: a fuzzed request that happened to be valid must not have ended or demoted it. */
  intact(): Promise<boolean>;
}

let t: TestServer;
let principals: Principal[];
let fixtures: FuzzFixtures;

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

function principalOf(name: 'user' | 'root', account: TestAccount): Principal {
  return {
    name,
    headers: (): Record<string, string> =>
      account.client.token ? { Authorization: account.client.token } : {},
    renewed: (token) => {
      account.client.token = token;
    },
    intact: async () => {
      const reply = await account.client.get('/api/get-user-auth-info');
      return reply.http === 200 && JSON.stringify(data<{ roles: string[] }>(reply).roles) === `["${name}"]`;
    },
  };
}

beforeAll(async () => {
  // The remote problem import only queues a job for a remote runner: no site is read here.
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  const root = await registerAndLogin(t, ROLE.root);
  const user = await registerAndLogin(t);
  const victim = await registerAndLogin(t);
  const problem = await root.client.post('/api/admin/problem', {
    problem: { problemId: t.uniqueName('FZ'), title: 'Fuzz target', auth: 1, checker: null },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  const pid = data<{ pid: number }>(problem).pid;
  const cid = await runningContest(root, { title: 'Fuzz target contest', pid });
  const submitted = await user.client.post('/api/submit-problem-judge', {
    pid,
    language: 'C++',
    code: 'int main(){}',
  });
  const tag = await root.client.post('/api/admin/tag', { name: t.uniqueName('tag') });
  const classification = await root.client.post('/api/admin/tag/classification', { name: t.uniqueName('c') });
  await root.client.post('/api/admin/contest/announcement', {
    cid,
    announcement: { title: 'A', content: 'B' },
  });
  const announcements = await root.client.get(`/api/admin/contest/announcement?cid=${cid}`);
  const siteAnnouncement = await root.client.post('/api/admin/announcement', {
    title: 'Site',
    content: 'News',
  });
  await root.client.put('/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 0,
    defaultCreateCommentACInitValue: 0,
  });
  const categories = await root.client.post('/api/discussion-category', [{ name: t.uniqueName('fuzz') }]);
  const discussionCategoryId = data<{ id: number }[]>(categories)[0]?.id;
  const discussion = await user.client.post('/api/discussion', {
    title: 'Fuzz target',
    description: 'A discussion to fuzz',
    content: 'Hello',
    categoryId: discussionCategoryId,
  });
  const did = data<{ id: number }>(discussion).id;
  const comment = await user.client.post('/api/comment', { did, content: 'A comment to fuzz' });
  const commentId = data<{ id: number }>(comment).id;
  const reply = await user.client.post('/api/reply', { reply: { commentId, content: 'A reply to fuzz' } });
  const trainingCategories = await root.client.post('/api/admin/training/category', {
    name: t.uniqueName('tc'),
    color: '#336699',
  });
  const trainingCategoryId = data<{ id: number }[]>(trainingCategories)[0]?.id ?? 0;
  const training = await root.client.post('/api/admin/training', {
    title: 'Fuzz training',
    description: 'A training to fuzz',
    categoryId: trainingCategoryId,
  });
  const tid = data<{ id: number }>(training).id;
  await root.client.post('/api/admin/training/problem', {
    tid,
    problemIds: [data<{ problemId: string }>(problem).problemId],
  });
  await root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 });
  const group = await user.client.post('/api/group', {
    name: 'Fuzz target group',
    shortName: 'fuzzy',
    brief: 'A group to fuzz',
    description: 'Protected, with members',
    auth: 2,
  });
  const gid = data<{ id: number }>(group).id;
  fixtures = {
    gid,
    tid,
    trainingCategoryId,
    pid,
    cid,
    submitId: data<{ submitId: number }>(submitted).submitId,
    tagId: data<{ id: number }>(tag).id,
    classificationId: data<{ id: number }>(classification).id,
    discussionCategoryId,
    did,
    commentId,
    replyId: data<{ id: number }>(reply).id,
    announcementId: data<{ records: { id: number }[] }>(announcements).records[0]?.id ?? 1,
    siteAnnouncementId: data<{ id: number }>(siteAnnouncement).id,
    victimUid: victim.uid,
    username: user.username,
    password: user.password,
    smtpPort: t.smtp.port,
  };
  expect(Object.values(fixtures).every((value) => value !== undefined)).toBe(true);
  principals = [
    principalOf('user', user),
    principalOf('root', root),
    {
      name: 'runner',
      headers: () => ({ [JUDGE_TOKEN_HEADER]: JUDGE_TOKEN }),
      renewed: () => undefined,
      intact: async () => true,
    },
  ];
  // Without a runner a compile waits for one; a fuzzed request that happens to be valid need not wait long.
  checkerCompileWait.timeoutMs = 50;
});
afterAll(async () => {
  await t?.close();
});

async function head(): Promise<number> {
  const { rows } = await sql<{
    head: string | null;
  }>`select max(global_position) as head from events`.execute(t.server.services.db);
  return Number(rows[0]?.head ?? 0);
}

/** Every queued batch import has ended (its job runs in the background after the request's reply). */
async function importJobsEnded(): Promise<boolean> {
  const { rows } = await sql<{ open: string }>`
    select count(*) filter (where type = 'ProblemImportQueued')
      - count(*) filter (where type in ('ProblemImportFinished', 'ProblemImportFailed')) as open
    from events where stream_id like 'problem-import-%'`.execute(t.server.services.db);
  return Number(rows[0]?.open ?? 0) === 0;
}

async function typesAfter(position: number): Promise<string[]> {
  return (await eventsAfter(position)).map((event) => event.type);
}

async function eventsAfter(position: number): Promise<{ type: string; correlationId: string | null }[]> {
  const { rows } = await sql<{ type: string; correlationId: string | null }>`
    select type, metadata->>'correlationId' as "correlationId" from events
    where global_position > ${position}`.execute(t.server.services.db);
  return rows;
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the items' order in the results. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

type Outcome = { status: number } | { hung: true };

async function send(
  principal: Principal,
  method: string,
  path: string,
  request: FuzzRequest,
  requestId?: string,
): Promise<Outcome> {
  const headers: Record<string, string> = { ...principal.headers() };
  // The server stamps it on the events the request appends (their correlation id).
  if (requestId) headers['X-Request-Id'] = requestId;
  if (request.body) headers['Content-Type'] = request.body.contentType;
  try {
    const reply = await fetch(`${t.url}${path}${request.query ? `?${request.query}` : ''}`, {
      method,
      headers,
      body: request.body?.text,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await reply.arrayBuffer();
    const token = reply.headers.get('authorization');
    // A sign-in's token is another session (of whichever account it named); renewals are this one's.
    if (token && path !== '/api/login') principal.renewed(token);
    return { status: reply.status };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return { hung: true };
    throw error;
  }
}

/** Sends refused requests again one at a time: any event appended meanwhile (other than `allowed`) is a failure. */
async function refusalsOneByOne(
  principal: Principal,
  method: string,
  path: string,
  requests: readonly FuzzRequest[],
  allowed: readonly string[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const request of requests) {
    const before = await head();
    const outcome = await send(principal, method, path, request);
    if ('hung' in outcome || outcome.status < 400 || outcome.status >= 500) continue;
    if (method === 'POST' && path === '/api/admin/import-problems') await until(importJobsEnded, 30_000);
    if ((await head()) === before) continue;
    const unexpected = (await typesAfter(before)).filter((type) => !allowed.includes(type));
    if (unexpected.length > 0)
      failures.push(
        `${method} ${path} as ${principal.name}, ${request.label}: ${outcome.status} but appended ${unexpected.join(', ')}`,
      );
  }
  return failures;
}

describe('the fuzzer', () => {
  it('sends malformed requests to every mutating route: no 5xx, no hang, no event from a refusal', async () => {
    const examples = fuzzExamples(fixtures);
    const routes = t.server.routes.filter((route) => route.method !== 'GET');
    const missing = routes.map((r) => `${r.method} ${r.path}`).filter((key) => !(key in examples));
    expect(missing, 'mutating routes without a fuzz example').toEqual([]);

    const random = seededRandom(SEED);
    const failures: string[] = [];
    const replies = new Map<string, number>();
    let sentCount = 0;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const example = examples[key] ?? {};
      const requests = fuzzRequests(example, BODIES_PER_ROUTE, random);
      const callers = principals.filter((p) => p.name !== 'runner' || route.path.startsWith('/api/judge/'));
      const allowed = RECORDED_REFUSALS[key] ?? [];
      for (const principal of callers) {
        const before = await head();
        // A route's requests as one principal go CONCURRENT at a time, each with its own request id.
        const sent = await inBatches(requests, CONCURRENT, async (request) => {
          const requestId = `fuzz-${++sentCount}`;
          return {
            request,
            requestId,
            outcome: await send(principal, route.method, route.path, request, requestId),
          };
        });
        const refused: FuzzRequest[] = [];
        const refusedIds = new Set<string>();
        const answeredIds = new Set<string>();
        for (const { request, requestId, outcome } of sent) {
          const kind = 'hung' in outcome ? 'hung' : `${Math.floor(outcome.status / 100)}xx`;
          replies.set(kind, (replies.get(kind) ?? 0) + 1);
          const where = `${key} as ${principal.name}, ${request.label}`;
          if ('hung' in outcome) {
            failures.push(`${where}: no reply in ${TIMEOUT_MS} ms`);
            continue;
          }
          answeredIds.add(requestId);
          if (outcome.status >= 500) failures.push(`${where}: ${outcome.status}`);
          if (outcome.status >= 400 && outcome.status < 500) {
            refused.push(request);
            refusedIds.add(requestId);
          }
        }
        // A batch import's job appends after the reply, so it is let finish first.
        if (key === 'POST /api/admin/import-problems') await until(importJobsEnded, 30_000);
        const appended = (await head()) === before ? [] : await eventsAfter(before);
        for (const event of appended) {
          if (event.correlationId && refusedIds.has(event.correlationId) && !allowed.includes(event.type))
            failures.push(
              `${key} as ${principal.name}: a refused request (${event.correlationId}) appended ${event.type}`,
            );
        }
        // Events stamped with another id (the judge's lease id, a job's) cannot be told apart by request: the
        // refusals are sent again one at a time, each against the head, as nothing else appends meanwhile.
        if (refused.length > 0 && appended.some((e) => !e.correlationId || !answeredIds.has(e.correlationId)))
          failures.push(...(await refusalsOneByOne(principal, route.method, route.path, refused, allowed)));
        // Otherwise every later route would be fuzzed as someone weaker, and pass on 401s and 403s.
        if (!(await principal.intact()))
          failures.push(`after ${key}, ${principal.name} lost its session or role`);
      }
    }
    const bodies = routes.length * BODIES_PER_ROUTE;
    const sent = [...replies.values()].reduce((a, b) => a + b, 0);
    expect(sent).toBe(sentCount);
    const tally = [...replies].map(([kind, n]) => `${n} ${kind}`).join(', ');
    console.log(
      `fuzzed ${routes.length} routes x ${BODIES_PER_ROUTE} bodies = ${bodies} bodies; ${sent} requests as user, root and (judge routes) runner: ${tally}`,
    );
    expect(failures).toEqual([]);
    expect((await fetch(`${t.url}/api/healthz`)).status).toBe(200);
  }, 240_000);

  it('reads every GET route with malformed query strings (and path parameters): no 5xx, no hang', async () => {
    // Every query parameter name a route of ours reads, all given the same malformed value at once.
    const names = ['pid', 'cid', 'id', 'tid', 'tcid', 'aid', 'uid', 'username', 'email', 'name', 'submitId'];
    const more = ['keyword', 'currentPage', 'limit', 'status', 'type', 'oj', 'time', 'view', 'position'];
    const values = ['a%00b', '%ED%A0%80', '0x3E8', '1e3', '-1', '99999999999999999999', 'NaN', '', '1.5'];
    // Signing out is a GET that ends the session the other requests use.
    const routes = t.server.routes.filter((route) => route.method === 'GET' && route.path !== '/api/logout');
    const failures: string[] = [];
    // Reads change nothing: a route's malformed reads go out together (the mutating fuzz above cannot).
    for (const route of routes) {
      const reads = values.flatMap((value) => {
        const query = [...names, ...more, 'before', 'after', 'stream', 'q']
          .map((n) => `${n}=${value}`)
          .join('&');
        const request: FuzzRequest = { label: value, query };
        const path = route.path.replace(/:\w+/g, value || 'x');
        return principals.slice(0, 2).map(async (principal) => {
          const outcome = await send(principal, 'GET', path, request);
          if ('hung' in outcome) failures.push(`GET ${route.path} ${value} as ${principal.name}: no reply`);
          else if (outcome.status >= 500)
            failures.push(`GET ${route.path} ${value} as ${principal.name}: ${outcome.status}`);
        });
      });
      await Promise.all(reads);
    }
    console.log(
      `read ${routes.length} GET routes x ${values.length} malformed query strings as user and root`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
