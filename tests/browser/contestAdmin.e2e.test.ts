import { readFile } from 'node:fs/promises';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage, expectNoSideScroll, signInToBackOffice } from '../support/browserSession';
import { AB_CPP, runningContest, submitInContest } from '../support/contests';
import { contestFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { until } from '../support/wait';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let root: TestAccount;
let pid: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  const created = await root.client.post('/api/admin/problem', {
    problem: { problemId: 'CADMIN1', title: 'Admin A+B', checker: null, description: 'Print $a+b$.' },
    testCases: [{ input: '1 2\n', output: '3\n' }],
  });
  expect(created.body.status).toBe(200);
  pid = data<{ pid: number }>(created).pid;
});
afterAll(async () => {
  await judge?.stop();
});

describe('the admin contest pages in the browser', () => {
  it('create a contest through the form (after a refused try), add a problem, and find it in the contest list', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInToBackOffice(page, product.t.url, root);
    await page.getByRole('link', { name: 'Contests', exact: true }).click();
    await page.getByText('No contests yet').waitFor();
    await page.getByRole('link', { name: 'Create contest' }).click();

    // Spec 03 section 5: refused before anything is sent, each message beside its field.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('main').getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
    await page.getByRole('main').getByRole('alert').filter({ hasText: 'Description is required' }).waitFor();
    await page.getByLabel('Contest access').click();
    await page.getByRole('option', { name: 'Private' }).click();
    // The rules run again on the next try.
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'A private contest needs a password' })
      .waitFor();

    await page.getByLabel('Title', { exact: true }).fill('Admin Browser Cup');
    await page.getByLabel('Description', { exact: true }).fill('Made in the **back office**.');
    await page.getByLabel('Contest password').fill('s3cret');
    await page.getByLabel('Seal the board').click();
    await page.getByRole('radio', { name: /Half an hour before the end/ }).click();
    await page.getByLabel('Star accounts').fill('coach');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('Star accounts').fill(' coach ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Add Star User failed: coach is already listed' })
      .waitFor();
    await page.getByLabel('Star accounts').fill(''); // typing again takes the refusal away
    await page.getByRole('radio', { name: 'Count' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('alert').allTextContents()).toEqual([]);
    await saveScreenshot(page, 'admin-contest-form-1440.png', { fullPage: true });
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    // A new contest opens on its problems.
    await page.waitForURL(/\/admin\/contest\/\d+\/problems$/);
    const cid = Number(/contest\/(\d+)\/problems/.exec(page.url())?.[1]);
    await page.getByText('This contest has no problems yet').waitFor();
    await page.getByRole('button', { name: 'Add from the problem bank' }).click();
    await page.getByRole('dialog').getByText('Admin A+B').waitFor();
    await saveScreenshot(page, 'admin-contest-picker-1440.png');
    await page.getByRole('button', { name: 'Add problem CADMIN1' }).click();
    await expect.poll(() => page.getByLabel('Display ID').inputValue()).toBe('A');
    await page.getByLabel('Display title').fill('Sum in the cup');
    await page.getByLabel('Balloon colour', { exact: true }).fill('#e6bf25');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('tr[data-display-id="A"]').getByText('Sum in the cup').waitFor();
    await saveScreenshot(page, 'admin-contest-problems-1440.png', { fullPage: true });

    // A problem written for the contest joins it under the next display id, hidden from practice.
    await page.getByRole('link', { name: 'Write a new problem' }).click();
    await page.getByLabel('Problem ID').fill('CUPNEW1');
    await page.getByLabel('Title', { exact: true }).fill('Cup-only sum');
    await page.getByLabel('Description', { exact: true }).fill('Add two numbers.');
    await page.getByLabel('Input', { exact: true }).fill('Two integers.');
    await page.getByLabel('Output', { exact: true }).fill('Their sum.');
    await page.getByLabel('Input of example 1').fill('1 2');
    await page.getByLabel('Output of example 1').fill('3');
    await page.getByLabel('Input of case 1').fill('1 2\n');
    await page.getByLabel('Output of case 1').fill('3\n');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/contest/${cid}/problems$`));
    await page.locator('tr[data-display-id="B"]').getByText('Cup-only sum').first().waitFor();
    const written = data<{ records: { problemId: string; auth: number }[] }>(
      await root.client.get('/api/admin/get-problem-list?keyword=CUPNEW1'),
    ).records;
    expect(written).toMatchObject([{ problemId: 'CUPNEW1', auth: 3 }]);

    const stored = data<{
      sealRank: boolean;
      sealRankTime: string;
      endTime: string;
      auth: number;
      pwd: string;
    }>(await root.client.get(`/api/admin/contest?cid=${cid}`));
    expect(stored).toMatchObject({
      sealRank: true,
      auth: 1,
      pwd: 's3cret',
      starAccount: ['coach'],
      awardType: 2,
    });
    expect(Date.parse(stored.endTime) - Date.parse(stored.sealRankTime)).toBe(30 * 60_000);

    await page
      .locator('.contest-admin-tabs')
      .getByRole('link', { name: 'Announcements', exact: true })
      .click();
    await page.getByRole('button', { name: 'Post announcement' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Welcome');
    await page.getByLabel('Content', { exact: true }).fill('Good luck, **everyone**.');
    await page.getByRole('dialog').getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByRole('article', { name: 'Welcome' }).waitFor();
    await saveScreenshot(page, 'admin-contest-announcements-1440.png', { fullPage: true });

    await page.getByRole('link', { name: 'Contests', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'Admin Browser Cup' });
    await row.waitFor();
    await saveScreenshot(page, 'admin-contest-list-1440.png', { fullPage: true });

    const phone = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInToBackOffice(phone, product.t.url, root);
    for (const [path, name] of [
      ['/admin/contests', 'list'],
      [`/admin/contest/${cid}/edit`, 'form'],
      [`/admin/contest/${cid}/problems`, 'problems'],
    ] as const) {
      await phone.goto(`${product.t.url}${path}`);
      await phone.getByText('Admin Browser Cup').first().waitFor();
      await saveScreenshot(phone, `admin-contest-${name}-390.png`, { fullPage: true });
    }
    await phone.close();

    // The public contest list shows it to anybody.
    await page.goto(`${product.t.url}/contest`);
    await page.getByText('Admin Browser Cup').waitFor();
    await page.close();
  });

  it('name what a new contest lacks beside each field, on a desktop and in Chinese on a phone', async () => {
    const desktop = await backOfficePage(product.browser, product.t.url, root, { width: 1280 });
    await desktop.goto(`${product.t.url}/admin/contest/new`);
    await desktop.getByLabel('Penalty', { exact: true }).fill('x');
    await desktop.getByRole('button', { name: 'Create', exact: true }).click();
    const alerts = desktop.getByRole('main').getByRole('alert');
    await alerts
      .filter({ hasText: 'The penalty must be a whole number from 0 to 1000' })
      .waitFor({ timeout: 20_000 });
    await alerts.filter({ hasText: 'Title is required' }).waitFor();
    await saveScreenshot(desktop, 'admin-contest-form-errors-en-US-1280.png', { fullPage: true });
    await desktop.context().close();

    const phone = await backOfficePage(product.browser, product.t.url, root, {
      width: 390,
      language: 'zh-CN',
    });
    await phone.goto(`${product.t.url}/admin/contest/new`);
    await phone.getByRole('button', { name: '创建', exact: true }).click();
    await phone
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: '请输入标题' })
      .waitFor({ timeout: 20_000 });
    await phone.getByRole('main').getByRole('alert').filter({ hasText: '请输入描述' }).waitFor();
    await saveScreenshot(phone, 'admin-contest-form-errors-zh-CN-390.png', { fullPage: true });
    await phone.context().close();
  });

  it('shows the outside scoreboard of an openRank contest without login, and says when a board is closed', async () => {
    judge = await startTestJudge(product.t, { firstSlot: 292 });
    const ann = await registerAndLogin(product.t);
    const cid = await runningContest(root, { title: 'Open Board Cup', pid });
    expect((await root.client.put('/api/admin/contest', { cid, openRank: true })).body.status).toBe(200);
    const closed = await runningContest(root, { title: 'Closed Board Cup', pid });
    const submitId = await submitInContest(ann, cid, pid, AB_CPP);
    await until(async () => {
      const reply = await ann.client.get(`/api/get-submission-detail?submitId=${submitId}`);
      return data<{ submission: { status: number } }>(reply).submission.status === 0;
    }, 60_000);

    for (const width of [1440, 390]) {
      const context = await product.browser.newContext({
        viewport: { width, height: width > 800 ? 900 : 844 },
      });
      const page = await context.newPage();
      await page.addInitScript("localStorage.setItem('language', 'en-US')");
      await page.goto(`${product.t.url}/contest/acm-scoreboard/${cid}`);
      await page.getByRole('heading', { name: 'Open Board Cup' }).waitFor();
      const annRow = page.locator(`tr[data-uid="${ann.uid}"]`);
      await annRow.locator('[data-testid="board-solved"]', { hasText: '1' }).waitFor({ timeout: 20_000 });
      await page.locator('[data-live="online"]').waitFor();
      await saveScreenshot(page, `contest-outside-board-${width}.png`, { fullPage: true });
      if (width === 1440) {
        await page.goto(`${product.t.url}/contest/acm-scoreboard/${closed}`);
        await page.getByText('This contest does not open its scoreboard to the public.').waitFor();
        await saveScreenshot(page, 'contest-outside-board-closed-1440.png');
      }
      await context.close();
    }
  });

  it('generates temporary accounts for an onsite contest, shows them once and saves them as CSV', async () => {
    const now = Date.now();
    const created = await root.client.post(
      '/api/admin/contest',
      contestFields(now - 60_000, now + 3_600_000, { title: 'Onsite Cup', auth: 1, pwd: 'onsite-pwd' }),
    );
    const cid = data<{ cid: number }>(created).cid;
    const context = await product.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInToBackOffice(page, product.t.url, root);
    await page.getByRole('link', { name: 'Contests', exact: true }).click();
    await page.getByRole('link', { name: 'Temporary accounts of “Onsite Cup”' }).click();
    await page.waitForURL(`**/admin/contest/${cid}/accounts`);

    // Refused beside its field before anything is sent.
    const form = page.getByRole('form', { name: 'Temporary accounts' });
    await form.getByRole('button', { name: 'Generate accounts' }).click();
    await form.getByText('The prefix is required').waitFor();
    await form.getByLabel('Prefix').fill('room');
    await form.getByLabel('From number').fill('1');
    await form.getByLabel('To number').fill('3');
    await form.getByRole('button', { name: 'Generate accounts' }).click();
    await page.getByRole('heading', { name: '3 accounts generated' }).waitFor();
    const rows = page.locator('.account-sheet tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? '')),
    );
    expect(shown.map(([username]) => username)).toEqual(['room1', 'room2', 'room3']);
    await saveScreenshot(page, 'admin-contest-accounts-1280.png', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`contest-${cid}-accounts.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toBe(`username,password\r\n${shown.map(([u, p]) => `${u},${p}`).join('\r\n')}\r\n`);
    // What the sheet shows is a working account in the private contest.
    const [username = '', password = ''] = shown[0] ?? [];
    const client = new ApiClient(product.t.url);
    expect((await client.post('/api/login', { username, password })).body.status).toBe(200);
    expect((await client.get(`/api/get-contest-problem?cid=${cid}`)).body.status).toBe(200);

    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'admin-contest-accounts-390.png', { fullPage: true });
    // A page that scrolls sideways on a phone is a layout bug.
    await expectNoSideScroll(page);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('heading', { name: 'Onsite Cup: temporary accounts' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Temporary accounts', exact: true }).isVisible()).toBe(
      false,
    );
    await saveScreenshot(page, 'admin-contest-accounts-print-1280.png', { fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: 'Contests', exact: true }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Download the accepted submissions of “Onsite Cup”' }).waitFor();
    await saveScreenshot(page, 'admin-contest-list-tools-390.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Download the accepted submissions of “Onsite Cup”' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'By problem' }).click();
    await saveScreenshot(page, 'admin-contest-download-dialog-1280.png');
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('dialog').getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe(`contest-${cid}-accepted-submissions.zip`);
    await context.close();
  });
});
