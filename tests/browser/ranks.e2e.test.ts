import type { ProductEvent } from '@oj/events';
import { rankListsProjection } from '@oj/projections';
import { ROLE } from '@oj/server';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll } from '../support/browserSession';
import { AB_CPP } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

// The home page with its live 7-day AC rank, and both rank lists with search and paging, in both
// languages, at desktop and phone widths.

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let root: TestAccount;
let ann: TestAccount;
const pids: number[] = [];
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
/** Ranked users written straight to the store (as the demo seed writes its week of practice). */
const RANKED = 34;

async function practice(
  submitId: number,
  uid: string,
  username: string,
  pid: number,
  status: number,
  at: number,
) {
  const lease = { round: 1, leaseId: `browser-${submitId}` };
  const events: ProductEvent[] = [
    {
      type: 'SubmissionCreated',
      data: {
        submitId,
        pid,
        displayPid: String(pid),
        uid,
        username,
        language: 'C++',
        code: AB_CPP,
        cid: 0,
        ip: '',
      },
    },
    {
      type: 'JudgeLeaseTaken',
      data: { ...lease, runner: 'browser', expiresAt: Date.parse('9999-12-31'), replaces: null },
    },
    {
      type: 'SubmissionJudged',
      data: {
        ...lease,
        status,
        score: null,
        oiRankScore: null,
        time: 1,
        memory: 1,
        errorMessage: '',
        systemError: null,
        judger: 'browser',
      },
    },
  ];
  return product.t.store.append(`submission-${submitId}`, events, {
    expectedVersion: 'no_stream',
    metadata: { at: new Date(at).toISOString() },
  });
}

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  expect((await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  for (const id of ['RANK1', 'RANK2', 'RANK3']) {
    const created = await root.client.post('/api/admin/problem', problemFields(id, { auth: 1 }));
    pids.push(data<{ pid: number }>(created).pid);
  }
  ann = await registerAndLogin(product.t);
  expect((await ann.client.post('/api/change-userInfo', { nickname: 'Annie' })).body.status).toBe(200);
  // 34 ranked users: user k solves k mod 4 problems (3 at most) over the last days, one wrong try each.
  let last = { positions: [0] };
  for (let k = 0; k < RANKED; k++) {
    const username = `ranked${String(k).padStart(2, '0')}`;
    for (let p = 0; p < Math.min(3, k % 4); p++)
      last = await practice(
        900_000 + k * 10 + p,
        `rk${k}`,
        username,
        pids[p] ?? 0,
        0,
        Date.now() - (k % 5) * 3_600_000,
      );
    last = await practice(900_000 + k * 10 + 9, `rk${k}`, username, pids[0] ?? 0, -1, Date.now() - 60_000);
  }
  await product.t.server.services.settled(rankListsProjection.name, Number(last.positions.at(-1)));
  judge = await startTestJudge(product.t, { firstSlot: 330 });
}, 120_000);
afterAll(async () => {
  await judge?.stop();
});

/** A page signed in as `account` (or a visitor), in `language`. */
async function openPage(browser: Browser, account: TestAccount | null, width: number, language = 'en-US') {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  const storage: Record<string, string> = { language };
  if (account) {
    const login = await account.client.post('/api/login', {
      username: account.username,
      password: account.password,
    });
    storage.token = String(login.headers.get('authorization'));
    storage.userInfo = JSON.stringify(login.body.data);
  }
  await page.addInitScript(
    `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);`,
  );
  return { page, context };
}

describe('the home page', () => {
  it('moves the 7-day AC rank live when a user gets Accepted', async () => {
    const { page, context } = await openPage(product.browser, ann, 1440);
    await page.goto(`${product.t.url}/home`);
    const rank = page.getByTestId('home-seven-day-rank');
    await rank.locator('tr[data-username="ranked03"]').waitFor();
    await expect(rank.locator(`tr[data-username="${ann.username}"]`).count()).resolves.toBe(0);
    // The week's chart: drawn by the page itself (no chart library in the home page's first load).
    await page.getByTestId('home-last-week').locator('svg[role="img"]').waitFor();
    await page.getByTestId('home-countdown').getByText('No exams yet').waitFor();
    await saveScreenshot(page, 'home-1440.png', { fullPage: true });
    // ann solves all three problems through the real judge; the page shows it without a reload, ann
    // climbing past everyone with two into the top ten.
    for (const pid of pids) {
      const submitted = await ann.client.post('/api/submit-problem-judge', {
        pid,
        language: 'C++',
        code: AB_CPP,
      });
      expect(submitted.body.status).toBe(200);
    }
    const annRow = rank.locator(`tr[data-username="${ann.username}"]`);
    await annRow.locator('.home-recent-ac-count', { hasText: '3' }).waitFor({ timeout: 60_000 });
    const order = await rank
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username')));
    expect(order.indexOf(ann.username)).toBeGreaterThan(-1);
    expect(order.indexOf(ann.username)).toBeLessThan(order.indexOf('ranked02'));
    await saveScreenshot(page, 'home-live-1440.png', { fullPage: true });
    await context.close();
  });

  it('fits a phone, with the 200 px carousel, in Chinese', async () => {
    const { page, context } = await openPage(product.browser, null, 390, 'zh-CN');
    await page.goto(`${product.t.url}/home`);
    await page.getByText('最近一周通过排行').waitFor();
    const height = await page.locator('.home-carousel').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(200);
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'home-390.png', { fullPage: true });
    await context.close();
  });
});

describe('the home page settings', () => {
  it('lets an admin upload a carousel image and save the exams, which the home page then shows', async () => {
    const { page, context } = await openPage(product.browser, root, 1440);
    await page.goto(`${product.t.url}/admin/home`);
    await page.getByRole('heading', { name: 'Home page' }).first().waitFor();
    await page.getByText('No carousel images yet').waitFor();
    const banner = await sharp({ create: { width: 1600, height: 440, channels: 3, background: '#3e63dd' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('carousel-upload')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
    await page.locator('.home-admin-slide').waitFor();
    await page.getByRole('button', { name: 'Add an exam' }).click();
    await page.getByRole('textbox', { name: 'Exam' }).fill('NOIP 2099');
    await page.getByLabel('Date').fill('2099-11-28');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Update Successfully').waitFor();
    await saveScreenshot(page, 'admin-home-1440.png', { fullPage: true });
    await page.goto(`${product.t.url}/home`);
    await page.getByTestId('home-countdown').getByText('NOIP 2099').waitFor();
    await page.getByTestId('home-countdown').getByText('days left').waitFor();
    await page.locator('.home-slide[data-shown]').waitFor();
    await context.close();
  });
});

describe('the rank lists', () => {
  it('pages 30 at a time, searches by nickname and switches to the OI list', async () => {
    const { page, context } = await openPage(product.browser, null, 1440);
    await page.goto(`${product.t.url}/acm-rank`);
    const rows = page.locator('.rank-table tbody tr');
    await page.getByRole('heading', { name: 'ACM rank list' }).waitFor();
    await expect.poll(() => rows.count()).toBe(30);
    await page.locator('[aria-label="Top 10"] canvas').waitFor();
    await saveScreenshot(page, 'acm-rank-1440.png', { fullPage: true });
    await page.getByRole('navigation').getByRole('button', { name: '2', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(RANKED + 1 - 30);
    expect(await rows.first().locator('th').textContent()).toBe('31');
    await page.getByRole('textbox', { name: 'Search a username or nickname' }).fill('annie');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(ann.username).waitFor();
    await page.getByRole('radio', { name: 'OI rank' }).click();
    await page.getByRole('heading', { name: 'OI rank list' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/oi-rank');
    await context.close();
  });

  it('reads in Chinese on a phone, without sideways scrolling', async () => {
    const { page, context } = await openPage(product.browser, null, 390, 'zh-CN');
    await page.goto(`${product.t.url}/oi-rank`);
    await page.getByRole('heading', { name: 'OI 排名' }).waitFor();
    await expect.poll(() => page.locator('.rank-table tbody tr').count()).toBe(30);
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'oi-rank-390.png', { fullPage: true });
    await context.close();
  });
});
