import { handleCommand } from '@oj/events';
import { ROLE, virtualDecider, virtualStreamId } from '@oj/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { cppDraft, signedInPage } from '../support/browserSession';
import { AB_CPP } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { pastSubmission } from '../support/pastContest';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

/**
 * Virtual participation in the browser, on an ended and still-sealed contest of six real teams. Carol's
 * clock is passed in (her participation started an hour ago), so her ghost board is minute 60's; no
 * team has an event between minutes 55 and 65, so the board is the same throughout the test's minute.
 */

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
let judge: Awaited<ReturnType<typeof startTestJudge>>;
let root: TestAccount;
let carol: TestAccount;
let dave: TestAccount;
let cid: number;
let start: number;
let end: number;

beforeAll(async () => {
  const t = product.t;
  root = await registerAndLogin(t, ROLE.root);
  carol = await registerAndLogin(t);
  dave = await registerAndLogin(t);
  const problems: { pid: number; displayId: string }[] = [];
  for (const displayId of ['A', 'B']) {
    const reply = await root.client.post(
      '/api/admin/problem',
      problemFields(`VB${displayId}${Date.now() % 10_000}`),
    );
    problems.push({ pid: data<{ pid: number }>(reply).pid, displayId });
  }
  end = Math.floor(Date.now() / 1000) * 1000 - 24 * 60 * MIN;
  start = end - 300 * MIN;
  const created = await root.client.post('/api/admin/contest', {
    title: 'Ghost Cup 2026',
    description: 'Ended and sealed, for virtual participants',
    startTime: iso(start),
    endTime: iso(end),
    type: 0,
    auth: 0,
    sealRank: true,
    sealRankTime: iso(end - 60 * MIN),
    autoRealRank: false,
  });
  cid = data<{ cid: number }>(created).cid;
  for (const p of problems)
    await root.client.post('/api/admin/contest/add-problem-from-public', {
      cid,
      pid: p.pid,
      displayId: p.displayId,
    });
  const contest = { cid, start };
  const [A, B] = problems as [{ pid: number; displayId: string }, { pid: number; displayId: string }];
  // [team, problem, minute, verdict]: solves and wrong tries before 55, more after 65, frozen ones after the seal.
  const plan: [number, typeof A, number, number][] = [
    [0, A, 12, 0],
    [0, B, 40, 0],
    [1, A, 20, -1],
    [1, A, 30, 0],
    [2, A, 25, 0],
    [2, B, 50, -1],
    [3, B, 45, 0],
    [4, A, 8, -1],
    [1, B, 80, 0],
    [3, A, 120, 0],
    [4, A, 150, 0],
    [5, A, 250, 0],
    [2, B, 260, 0],
  ];
  const teams = [];
  for (let i = 0; i < 6; i++) teams.push(await registerAndLogin(t));
  for (const [team, problem, minute, status] of plan) {
    const account = teams[team];
    if (account) await pastSubmission(t, contest, account, problem, minute, [{ minute: minute + 1, status }]);
  }
  // Carol's own clock started an hour ago (the time is passed in: nobody waits an hour).
  const startedAt = Date.now() - 60 * MIN;
  await handleCommand(
    t.store,
    virtualStreamId(cid, carol.uid),
    virtualDecider,
    {
      type: 'StartVirtual',
      cid,
      uid: carol.uid,
      username: carol.username,
      now: startedAt,
      contest: { startTime: start, endTime: end },
    },
    { metadata: { at: iso(startedAt) } },
  );
  judge = await startTestJudge(t, { firstSlot: 524 });
}, 240_000);
afterAll(async () => {
  await judge?.stop();
});

/** The ghost board's rows as shown: rank, team, solved, penalty minutes. */
async function boardRows(page: Page) {
  const rows = page.locator('[data-testid="virtual-board"] .replay-row:not(.replay-head)');
  return rows.evaluateAll((elements) =>
    elements
      .map((row) => ({
        top: row.parentElement?.getBoundingClientRect().top ?? 0,
        cells: [
          row.querySelector('.replay-rank')?.textContent ?? '',
          row.querySelector('.replay-team b')?.textContent ?? '',
          row.querySelector('.replay-total')?.textContent ?? '',
          row.querySelector('.replay-time')?.textContent ?? '',
        ],
        marked: row.hasAttribute('data-marked'),
      }))
      .sort((a, b) => a.top - b.top),
  );
}

describe('virtual participation in the browser', () => {
  it('ranks a participant at minute 60 among ghosts exactly as the replay of minute 60, and follows a verdict live without polling', async () => {
    // The server's replay of the same contest at minute 60, as the public saw it.
    const replay = data<{ records: { rank: number; username: string; ac: number; totalTime: number }[] }>(
      await carol.client.get(`/api/contest-board-at?cid=${cid}&time=${60 * MIN}`),
    );
    const expected = replay.records.map((r) => [
      String(r.rank),
      r.username,
      String(r.ac),
      String(Math.floor(r.totalTime / 60)),
    ]);
    expect(expected.length).toBe(5);

    const { page, context } = await signedInPage(product.browser, carol, {
      width: 1440,
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    const reads: string[] = [];
    const refusals: string[] = [];
    const problemPage = await context.newPage();
    for (const p of [page, problemPage]) {
      p.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (
          /\/api\/(contest\/virtual|contest-history|check-submissions-status|get-submission-detail)$/.test(
            pathname,
          )
        )
          reads.push(`${p === page ? 'virtual' : 'problem'} ${pathname}`);
      });
      p.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"ok":false')) refusals.push(String(payload));
        }),
      );
    }
    await page.goto(`${product.t.url}/contest/${cid}/virtual`);
    await page.locator('[data-room="joined"]').waitFor();
    await expect.poll(() => page.getByTestId('virtual-clock').textContent()).toMatch(/^01:00:\d\d$/);
    await expect.poll(async () => (await boardRows(page)).map((r) => r.cells)).toEqual(expected);
    await saveScreenshot(page, 'virtual-contest-1440.png', { fullPage: true });

    await problemPage.goto(`${product.t.url}/contest/${cid}/virtual/problem/A`);
    await problemPage.getByLabel('Code editor').waitFor();
    await problemPage.getByTestId('virtual-clock').waitFor();
    await saveScreenshot(problemPage, 'virtual-problem-1440.png');
    reads.length = 0;
    const submitted = problemPage.waitForResponse((r) => r.url().endsWith('/api/submit-problem-judge'));
    await problemPage.getByRole('button', { name: 'Submit', exact: true }).click();
    const { submitId } = ((await (await submitted).json()) as { data: { submitId: number } }).data;
    await problemPage.locator('.submit-status [data-status="0"]').waitFor({ timeout: 60_000 });
    // The virtual page (another tab) gets the verdict from the author's room and folds it in.
    await page.locator(`tr[data-submit-id="${submitId}"][data-status="0"]`).waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await boardRows(page)).find((r) => r.marked)?.cells.slice(1, 3))
      .toEqual([carol.username, '1']);
    // Nothing read again on the virtual page: the row and the board came through the socket.
    expect(reads.filter((r) => r.startsWith('virtual'))).toEqual([]);
    expect(reads.filter((r) => r.endsWith('/check-submissions-status')).length).toBeLessThanOrEqual(2);
    expect(refusals).toEqual([]);
    // Among the ghosts: the real teams keep their order, carol's 1 solve at about 60 minutes sits where
    // the board's rule puts it (after every team with more solves, and with one solve and less time).
    const rows = await boardRows(page);
    const ghosts = rows.filter((r) => !r.marked).map((r) => r.cells[1]);
    expect(ghosts).toEqual(expected.map((r) => r[1]));
    const mine = rows.find((r) => r.marked);
    const minutes = Number(mine?.cells[3]);
    const ahead = expected.filter(
      ([, , ac, time]) => Number(ac) > 1 || (Number(ac) === 1 && Number(time) <= minutes),
    );
    expect(mine?.cells[0]).toBe(String(ahead.length + 1));
    await saveScreenshot(page, 'virtual-contest-live-1440.png', { fullPage: true });
    await context.close();

    const phone = await signedInPage(product.browser, carol, {
      width: 390,
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    await phone.page.goto(`${product.t.url}/contest/${cid}/virtual`);
    await phone.page.locator(`tr[data-submit-id="${submitId}"]`).waitFor();
    await saveScreenshot(phone.page, 'virtual-contest-390.png', { fullPage: true });
    await phone.page.goto(`${product.t.url}/contest/${cid}/virtual/problem/A`);
    await phone.page.getByTestId('virtual-clock').waitFor();
    await saveScreenshot(phone.page, 'virtual-problem-390.png');
    await phone.context.close();
  });

  it('starts from the ended contest’s page: the button, then a clock from zero', async () => {
    const { page, context } = await signedInPage(product.browser, dave, {
      width: 390,
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    await page.goto(`${product.t.url}/contest/${cid}`);
    await page.getByTestId('contest-virtual-link').click();
    await page.waitForURL(`**/contest/${cid}/virtual`);
    await page.getByTestId('virtual-start').waitFor();
    await saveScreenshot(page, 'virtual-start-390.png', { fullPage: true });
    await page.getByTestId('virtual-start').click();
    await expect.poll(() => page.getByTestId('virtual-clock').textContent()).toMatch(/^00:00:\d\d$/);
    // At minute 0 nobody has submitted yet.
    await page.getByText('Nobody had submitted yet').waitFor();
    await context.close();
  }, 60_000);
});
