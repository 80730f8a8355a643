import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore, type ProductEvent, productCatalogue } from '@oj/events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { runningContest, submitInContest } from '../support/contests';
import {
  describeProcesses,
  freePort,
  type Launched,
  launch,
  type ProcessEntry,
  processesMarked,
} from '../support/launcher';
import { createTestDatabase } from '../support/testDatabase';
import { until } from '../support/wait';

/**
 * `npm start` killed piece by piece while submissions are judged: the launcher (the API, and the parent
 * of the rest), its projector, its judge runner, each with kill -9. No process of a killed run is left
 * behind, and in the end every submission has exactly one verdict, the read model agrees with the event
 * store, and the contest board equals a rebuild from the events.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The runner's sandbox slots: 310 on (no other test file uses 300 or more). */
const FIRST_SLOT = 310;
const SLOTS = 2;
const ROOT_PASSWORD = 'crash-root-1';
/** Short leases, so that a killed runner's rounds go to the next one within seconds, not 30 s. */
const LEASE_TTL_MS = 4000;
/** About 0.25 s of CPU per case before the answer: a round lasts long enough to be killed mid-judge. */
const SLOW_AB = `#include <cstdio>
int main(){ volatile unsigned long x=0; for(unsigned long i=0;i<250000000UL;i++) x+=i;
 long long a,b; scanf("%lld%lld",&a,&b); printf("%lld\\n",a+b); }`;

interface Product {
  databaseUrl: string;
  dataDir: string;
}
const made: Product[] = [];
const running: Launched[] = [];
const closing: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const launched of running) await launched.stop();
  for (const close of closing) await close();
  for (const { dataDir } of made) await rm(dataDir, { recursive: true, force: true });
});

/** A fresh database and data folder: each describe starts with a first start (seeding, demo passwords). */
async function freshProduct(): Promise<Product> {
  const database = await createTestDatabase();
  closing.push(database.drop);
  // Under /var/tmp, 0755: the judge's work folder must be reachable by the slot uids.
  const product = { databaseUrl: database.url, dataDir: await mkdtemp('/var/tmp/oj-crash-') };
  made.push(product);
  return product;
}

async function start(product: Product, mark: string): Promise<Launched> {
  const launched = await launch({
    mark,
    ...product,
    port: await freePort(),
    firstSlot: FIRST_SLOT,
    slots: SLOTS,
    env: { ADMIN_PASSWORD: ROOT_PASSWORD, JUDGE_LEASE_TTL_MS: String(LEASE_TTL_MS) },
  });
  running.push(launched);
  return launched;
}

/** Waits until no process of the run `mark` is left (only those in `pids`, when given). */
async function gone(mark: string, what: string, pids?: number[]): Promise<void> {
  const left = () => processesMarked(mark).filter((p) => !pids || pids.includes(p.pid));
  await until(() => left().length === 0, 15_000).catch(() => {
    throw new Error(`${what} left processes behind:\n${describeProcesses(mark)}`);
  });
}

/** Processes of the run whose parent is gone (reparented): neither our child nor a child of the run. */
function orphans(mark: string): ProcessEntry[] {
  const all = processesMarked(mark);
  const pids = new Set(all.map((p) => p.pid));
  return all.filter((p) => p.ppid !== process.pid && !pids.has(p.ppid));
}

async function signIn(url: string, username: string, password: string) {
  const client = new ApiClient(url);
  const reply = await client.post('/api/login', { username, password });
  expect(reply.body, `sign-in of ${username}`).toMatchObject({ status: 200 });
  const { uid } = reply.body.data as { uid: string };
  return { client, uid: String(uid), username, password, email: `${username}@example.com` };
}

/** The demo users' passwords, printed once by the first start. */
function demoPasswords(output: string): Map<string, string> {
  const found = [...output.matchAll(/^ {2}(alice|bob|carol) +(\S+)$/gm)];
  return new Map(found.map((m) => [m[1] ?? '', m[2] ?? '']));
}

async function caughtUp(url: string): Promise<boolean> {
  const reply = await fetch(`${url}/api/healthz`);
  const { data } = (await reply.json()) as { data: { projections: { lagEvents: number }[] } };
  return data.projections.every((p) => p.lagEvents === 0);
}

/** `npm run rebuild -- contests` beside the running projector (which does the replay). */
function rebuildContests(databaseUrl: string): Promise<number | null> {
  const rebuild = spawn('npm', ['run', 'rebuild', '--silent', '--', 'contests'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return new Promise((resolve) => rebuild.once('exit', (code) => resolve(code)));
}

describe('kill -9 of the launcher', () => {
  it('takes its projector, judge runner and sandbox workers with it', { timeout: 120_000 }, async () => {
    const mark = randomUUID();
    const launched = await start(await freshProduct(), mark);
    const { launcher, projector, runner, sandboxes } = launched.processes();
    process.kill(launcher.pid, 'SIGKILL');
    const children = [projector, runner, ...sandboxes].map((p) => p.pid);
    await gone(mark, 'the launcher', children);
    expect(processesMarked(mark).filter((p) => children.includes(p.pid))).toEqual([]);
  });
});

describe('kill -9 of each process while submissions are judged', () => {
  const product: { current?: Product } = {};
  let store: EventStore<ProductEvent>;
  let readModels: pg.Pool;
  beforeAll(async () => {
    product.current = await freshProduct();
    store = createEventStore({ connectionString: product.current.databaseUrl, catalogue: productCatalogue });
    readModels = new pg.Pool({ connectionString: product.current.databaseUrl, max: 2 });
    closing.unshift(
      () => store.close(),
      () => readModels.end(),
    );
  });

  const events = (submitId: number) => store.readStream(`submission-${submitId}`);
  /**
   * Waits for a submission whose round is being judged and has most of its work ahead: leased, and no
   * case judged yet under that lease (each case takes 0.25 s of CPU). Returns its id.
   */
  async function inFlight(submitIds: number[]): Promise<number> {
    // Only submissions made since the last start: older ones may hold a dead runner's lease.
    let found: number | undefined;
    await until(async () => {
      for (const id of submitIds) {
        const history = await events(id);
        const lease = history.findLastIndex((e) => e.type === 'JudgeLeaseTaken');
        const since = lease < 0 ? [] : history.slice(lease);
        if (
          since.length > 0 &&
          !since.some((e) => e.type === 'SubmissionCaseJudged' || e.type === 'SubmissionJudged')
        ) {
          found = id;
          return true;
        }
      }
      return false;
    }, 60_000);
    if (found === undefined) throw new Error('no submission in flight');
    return found;
  }
  const leasesOf = async (submitId: number) =>
    (await events(submitId)).filter((e) => e.type === 'JudgeLeaseTaken').length;
  /** The verdicts of the current round (after the last rejudge), as the event store has them. */
  async function verdictsOfCurrentRound(submitId: number): Promise<number[]> {
    const history = await events(submitId);
    const lastRejudge = history.findLastIndex((e) => e.type === 'SubmissionRejudged');
    return history
      .slice(lastRejudge + 1)
      .flatMap((e) => (e.type === 'SubmissionJudged' ? [e.data.status] : []));
  }
  async function boardOf(cid: number): Promise<unknown[]> {
    const rows = await readModels.query('select * from contest_board_rows where cid = $1 order by uid', [
      cid,
    ]);
    const submissions = await readModels.query(
      'select * from contest_board_submissions where cid = $1 order by submit_id',
      [cid],
    );
    return [...rows.rows, ...submissions.rows];
  }

  it('ends with one verdict per submission, a read model that agrees, a board equal to a rebuild, no orphans', {
    timeout: 300_000,
  }, async () => {
    const { current } = product;
    if (!current) throw new Error('the product is made in beforeAll');
    let kills = 0;
    const first = randomUUID();
    let launched = await start(current, first);
    const passwords = demoPasswords(launched.output);
    expect([...passwords.keys()].sort()).toEqual(['alice', 'bob', 'carol']);
    const root = await signIn(launched.url, 'root', ROOT_PASSWORD);
    const interval = await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 });
    expect(interval.body).toMatchObject({ status: 200 });
    const created = await root.client.post('/api/admin/problem', {
      problem: { problemId: 'CRASH1', title: 'Slow A+B', timeLimit: 5000, checker: null },
      testCases: ['1 2', '3 4', '5 6'].map((input) => ({
        input: `${input}\n`,
        output: `${input.split(' ').reduce((sum, n) => sum + Number(n), 0)}\n`,
      })),
    });
    expect(created.body).toMatchObject({ status: 200 });
    const { pid } = created.body.data as { pid: number };
    const cid = await runningContest(root, { title: 'Crash Cup', pid });
    const submitted: number[] = [];
    const submitEach = async (url: string) => {
      for (const name of ['alice', 'bob', 'carol']) {
        const account = await signIn(url, name, passwords.get(name) ?? '');
        submitted.push(await submitInContest(account, cid, pid, SLOW_AB));
      }
    };

    // 1. The launcher, mid-judge: everything it started goes with it; the next start takes the rounds over.
    await submitEach(launched.url);
    const cutByLauncher = await inFlight(submitted.slice(-3));
    process.kill(launched.processes().launcher.pid, 'SIGKILL');
    kills += 1;
    await gone(first, 'the killed launcher');
    const second = randomUUID();
    launched = await start(current, second);

    // 2. The projector, while verdicts arrive: the launcher restarts it, and the new one takes the locks.
    await submitEach(launched.url);
    await inFlight(submitted.slice(-3));
    const projector = launched.processes().projector;
    process.kill(projector.pid, 'SIGKILL');
    kills += 1;
    await until(() => (launched.find()?.projector.pid ?? projector.pid) !== projector.pid, 30_000);
    // Signing in waits at most 5 s for the read models (then 503, 'busy, try again'); the new projector
    // replays from its checkpoints first, which takes longer than that on a loaded CI machine.
    await until(() => caughtUp(launched.url), 60_000);

    // 3. The judge runner, mid-judge: its sandbox workers go with it, and its rounds go to the next one.
    await submitEach(launched.url);
    const cutByRunner = await inFlight(submitted.slice(-3));
    const { runner, sandboxes } = launched.processes();
    process.kill(runner.pid, 'SIGKILL');
    kills += 1;
    await gone(second, 'the killed judge runner', [runner.pid, ...sandboxes.map((p) => p.pid)]);
    await until(() => (launched.find()?.runner.pid ?? runner.pid) !== runner.pid, 30_000);

    // Every submission ends with exactly one verdict in its round: accepted, since the code is right.
    await until(async () => {
      for (const id of submitted) if ((await verdictsOfCurrentRound(id)).length === 0) return false;
      return true;
    }, 120_000);
    for (const id of submitted) expect(await verdictsOfCurrentRound(id), `submission ${id}`).toEqual([0]);
    // The rounds cut by the kills were taken over under a new lease.
    expect(await leasesOf(cutByLauncher)).toBeGreaterThanOrEqual(2);
    expect(await leasesOf(cutByRunner)).toBeGreaterThanOrEqual(2);

    // The read model agrees with the event store.
    await until(() => caughtUp(launched.url), 30_000);
    const readModel = await readModels.query(
      'select submit_id, status from submissions where cid = $1 order by submit_id',
      [cid],
    );
    expect(readModel.rows).toEqual(submitted.map((id) => ({ submit_id: id, status: 0 })));

    // The contest board equals a rebuild of it from the first event.
    const live = await boardOf(cid);
    expect(live).toHaveLength(3 + submitted.length);
    expect(await rebuildContests(current.databaseUrl)).toBe(0);
    await until(() => caughtUp(launched.url), 30_000);
    expect(await boardOf(cid)).toEqual(live);

    // Nothing of the killed run is left, and no process of this one has lost its parent.
    expect(processesMarked(first)).toEqual([]);
    expect(orphans(second)).toEqual([]);
    expect(kills).toBe(3);
  });
});
