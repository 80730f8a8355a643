import { BANNED_MESSAGE, checkerCompileWait } from '@oj/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';
import { quiet } from './roleMatrix/api';
import { envelopeOf, type FieldKind, privateFieldsIn, send } from './roleMatrix/calls';
import { JUDGE_TOKEN } from './roleMatrix/judging';
import { type AnyPrincipal, GROUP_PRINCIPALS, type Outcome, PRINCIPALS } from './roleMatrix/principals';
import { routeTable } from './roleMatrix/routes';
import type { Call, Reply, RouteCase } from './roleMatrix/types';
import { buildWorld, type World } from './roleMatrix/world';

// The role matrix: every HTTP route the server registers, called by every kind of principal with a
// valid request. An allowed call is answered (never 401, 403 or 5xx); a refused one gets exactly the
// expected refusal and appends nothing to the event store; and no reply carries a private field its
// reader may not see (password hashes, tokens, others' e-mails, contest passwords, hidden code).
// The demoted author is called on contests of its own; everyone else on the contest admin's.

let t: TestServer;
let w: World;

beforeAll(async () => {
  // No judge runner answers a checker compile here; the call only has to reach the queue.
  checkerCompileWait.timeoutMs = 200;
  t = await startTestServer({ judgeToken: JUDGE_TOKEN });
  w = await buildWorld(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Planned {
  route: { method: string; path: string };
  key: string;
  entry: RouteCase;
  who: AnyPrincipal;
  expected: Outcome;
}

function plan(): Planned[] {
  return t.server.routes.flatMap((route) => {
    const key = `${route.method} ${route.path}`;
    const entry = routeTable[key];
    if (!entry) return [];
    const site = PRINCIPALS.map((who) => ({ route, key, entry, who, expected: entry.access[who] }));
    const { groupAccess } = entry;
    if (!groupAccess) return site;
    return [
      ...site,
      ...GROUP_PRINCIPALS.map((who) => ({ route, key, entry, who, expected: groupAccess[who] })),
    ];
  });
}

/** Runs `work` over `items`, `size` at a time. */
async function inPool<T>(items: Iterable<T>, size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = items[Symbol.iterator]();
  const worker = async () => {
    for (let item = queue.next(); !item.done; item = queue.next()) await work(item.value);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

const failures: string[] = [];
/** Private fields seen by readers allowed to see them: proof that the scan would see a leak. */
const shown = new Set<FieldKind>();

async function call(p: Planned, requestId?: string): Promise<Reply> {
  const c: Call = { caller: w.callers[p.who], allowed: p.expected === 'allow', w };
  const request = await p.entry.request(c);
  const reply = await send(w, p.route, c.caller, request, requestId);
  const where = `${p.key} as ${p.who}`;
  const envelope = envelopeOf(reply);
  const answer = `${reply.status} ${envelope?.msg ?? reply.text.slice(0, 120)}`;
  if (p.expected === 'allow') {
    const also = p.entry.alsoOk?.statuses ?? [];
    if (!(reply.status >= 200 && reply.status < 300) && !also.includes(reply.status))
      failures.push(`${where}: allowed, but answered ${answer}`);
    else if (envelope && envelope.status !== reply.status)
      failures.push(`${where}: HTTP ${reply.status} with an envelope saying ${envelope.status}`);
    else await p.entry.after?.(c, reply);
  } else {
    if (reply.status !== p.expected || (envelope && envelope.status !== p.expected))
      failures.push(`${where}: expected ${p.expected}, answered ${answer}`);
    if (p.who === 'banned' && p.expected === 403 && envelope?.msg !== BANNED_MESSAGE)
      failures.push(`${where}: a banned session is refused as banned, answered ${answer}`);
  }
  for (const field of privateFieldsIn(reply.text, c.caller, w, request.about)) {
    if (!field.readable) failures.push(`${where}: the reply shows ${field.what}`);
    else if (field.kind !== 'session token') shown.add(field.kind);
  }
  return reply;
}

it('has exactly one entry per registered route', () => {
  const registered = t.server.routes.map((r) => `${r.method} ${r.path}`).sort();
  expect(Object.keys(routeTable).sort()).toEqual(registered);
});

it('calls every group route with the group roles too', () => {
  const groupRoutes = t.server.routes.map((r) => `${r.method} ${r.path}`).filter((key) => /group/.test(key));
  expect(groupRoutes.length).toBeGreaterThan(0);
  expect(groupRoutes.filter((key) => !routeTable[key]?.groupAccess)).toEqual([]);
});

it('answers every route as the table says for every principal, and a refusal changes nothing', async () => {
  const calls = plan();
  await quiet(t);
  // Refusals first, on the untouched world. Nothing else runs meanwhile, so the store's head must not
  // move; each call's own id names the events it appended (their correlation id) if it does.
  const refused = calls.filter((p) => p.expected !== 'allow');
  const before = await t.store.waitForSettled();
  await inPool(refused.entries(), 6, async ([n, p]) => void (await call(p, `matrix-refusal-${n}`)));
  if (Number(await t.store.waitForSettled()) !== Number(before)) {
    for (const event of await t.store.readAll({ after: before })) {
      const n = /^matrix-refusal-(\d+)$/.exec(event.metadata.correlationId)?.[1];
      const p = n === undefined ? undefined : refused[Number(n)];
      failures.push(
        p
          ? `${p.key} as ${p.who}: refused, yet it appended ${event.type} to ${event.streamId}`
          : `${event.type} on ${event.streamId} appeared while only refused calls ran`,
      );
    }
  }
  const allowed = calls.filter((p) => p.expected === 'allow');
  await inPool(
    allowed.filter((p) => !p.entry.mutates),
    6,
    async (p) => void (await call(p)),
  );
  // Mutating calls one at a time, each on a fixture of its own where it would use one up.
  for (const p of allowed.filter((p) => p.entry.mutates)) await call(p);
  const routes = new Set(calls.map((p) => p.key)).size;
  console.log(
    `role matrix: ${routes} routes x ${PRINCIPALS.length} principals (group routes also x ${GROUP_PRINCIPALS.length} group roles) = ${calls.length} calls checked ` +
      `(${refused.length} refused, ${allowed.length} allowed)`,
  );
  expect(failures).toEqual([]);
  expect([...shown].sort()).toEqual([
    'contest password',
    'discussion report',
    'e-mail',
    'group code',
    'hidden code',
    'print request',
    'training password',
  ]);
}, 180_000);
