import type { ProductEvent } from '@oj/events';
import { allProjections, awaitProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';

// A board too long to render whole: the rank tab's biggest page size shows it in one scroll, with only
// the rows in view in the DOM.
const product = useBrowserProduct();
const TEAMS = 1_200;
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const teamName = (i: number) => `team${String(i).padStart(4, '0')}`;
let cid: number;
let reader: TestAccount;

/** Team `i` solves A at `start + 60 s + 5 s * i`: team i ends up at rank i + 1. */
async function acceptedRun(i: number, pid: number, start: number): Promise<number> {
  const t = product.t;
  const { rows } = await sql<{ id: string }>`select nextval('submission_id_seq') as id`.execute(
    t.server.services.db,
  );
  const submitId = Number(rows[0]?.id);
  const lease = { round: 1, leaseId: `big-${submitId}` };
  const judged = { status: 0, score: null, oiRankScore: null, time: 1, memory: 1000, errorMessage: '' };
  const events: ProductEvent[] = [
    {
      type: 'SubmissionCreated',
      data: {
        submitId,
        pid,
        displayPid: 'A',
        uid: `big-${i}`,
        username: teamName(i),
        language: 'C++',
        code: '',
        cid,
        ip: '127.0.0.1',
      },
    },
    { type: 'JudgeLeaseTaken', data: { ...lease, runner: 'big', expiresAt: 8e15, replaces: null } },
    { type: 'SubmissionJudged', data: { ...lease, ...judged, systemError: null, judger: 'big' } },
  ];
  const appended = await t.store.append(`submission-${submitId}`, events, {
    expectedVersion: 'no_stream',
    metadata: { at: iso(start + 60_000 + 5_000 * i) },
  });
  return appended.positions.at(-1) ?? 0;
}

beforeAll(async () => {
  const root = await registerAndLogin(product.t, ROLE.root);
  const { pid } = data<{ pid: number }>(
    await root.client.post('/api/admin/problem', {
      problem: { problemId: 'BIGBOARD', title: 'Many solvers', checker: null, description: 'Print 1.' },
      testCases: [{ input: '\n', output: '1\n' }],
    }),
  );
  const start = Date.now() - 180 * MIN;
  const created = await root.client.post('/api/admin/contest', {
    title: 'Big Board Cup',
    description: 'Twelve hundred teams',
    type: 0,
    auth: 0,
    startTime: iso(start),
    endTime: iso(start + 300 * MIN),
  });
  cid = data<{ cid: number }>(created).cid;
  const added = await root.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  expect(added.body.status).toBe(200);
  // The reader registers before the 1,200 runs: registering waits (5 s at most) for read models the runs keep busy.
  reader = await registerAndLogin(product.t);
  let last = 0;
  for (let i = 0; i < TEAMS; i += 12) {
    const batch = Array.from({ length: 12 }, (_, k) => acceptedRun(i + k, pid, start));
    last = Math.max(last, ...(await Promise.all(batch)));
  }
  // Not `services.settled` (a request's read-your-writes wait, 5 s at most): 3,600 events take longer on a
  // loaded machine.
  // Every read model, not only the board's: the page's other reads and the reader's sign-in wait (5 s at most)
  // for theirs, and 3,600 events at once keep the rank lists, trainings and the rest busy on a loaded machine.
  for (const projection of allProjections)
    await awaitProjection(product.t.server.services.db, projection.name, last, 240_000);
}, 400_000);

describe('a long board in the browser', () => {
  it('shows every row of a 1,200-team board in one scroll while only the rows in view are rendered', async () => {
    const login = await reader.client.post('/api/login', {
      username: reader.username,
      password: reader.password,
    });
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const storage = {
      language: 'en-US',
      token: String(login.headers.get('authorization')),
      userInfo: JSON.stringify(login.body.data),
    };
    await page.addInitScript(
      `for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);`,
    );
    await page.goto(`${product.t.url}/contest/${cid}/rank`);
    // The first read and render of a 1,200-row board took over 30 s on a loaded two-core CI machine.
    await page.locator(`tr[data-uid="big-0"]`).waitFor({ timeout: 90_000 });
    await page.getByText('Page 1 of 40').waitFor();

    await page.getByRole('combobox', { name: '30 / page' }).click();
    await page.getByRole('option', { name: '10000 / page' }).click();
    await page.locator('tbody[data-windowed]').waitFor();
    await page.getByText('Page 1 of 1', { exact: true }).waitFor();
    const rendered = await page.locator('tr[data-uid]').count();
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(100);
    // The page is as tall as every row: the spacers stand in for the rows out of view.
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    expect(height).toBeGreaterThan(TEAMS * 30);

    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const lastRow = page.locator(`tr[data-uid="big-${TEAMS - 1}"]`);
    await lastRow.waitFor();
    await expect(lastRow.locator('.board-rank').textContent()).resolves.toBe(String(TEAMS));
    expect(await page.locator('tr[data-uid]').count()).toBeLessThan(100);
    await expect(page.locator('tr[data-uid="big-0"]').count()).resolves.toBe(0);
    await saveScreenshot(page, 'contest-board-windowed-1280.png');

    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight / 2)');
    await page.locator(`tr[data-uid="big-${TEAMS / 2}"]`).waitFor();
    await context.close();
  });
});
