import { RemoteBank } from '@oj/events';
import { JudgeClient } from '@oj/judge-runner';
import { createAdapters, defaultSiteUrls, RemoteJudge, realClock } from '@oj/judge-runner/remote';
import { hduFake } from '@oj/judge-runner/remote/fakes';
import { RemoteRunner } from '@oj/judge-runner/remote/runner';
import { ROLE } from '@oj/server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage, cppDraft, signedInPage } from '../support/browserSession';
import { TEST_JUDGE_TOKEN } from '../support/testJudge';

// The fake HDU (the remote runner below reads and submits to it; the product never reaches it).
const site = hduFake({ users: { vj1: 'hdu-pass' } });
await site.start();
// The server never reads the site: the import is fetched by the remote runner below, as rounds are.
const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let runner: RemoteRunner | undefined;
let root: TestAccount;
let user: TestAccount;

const AB = '#include <cstdio>\nint main(){int a,b;while(scanf("%d%d",&a,&b)==2)printf("%d\\n",a+b);}\n';

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  user = await registerAndLogin(product.t);
  expect((await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  runner = new RemoteRunner({
    client: new JudgeClient(product.t.url, TEST_JUDGE_TOKEN, 'remote-browser'),
    judge: new RemoteJudge({
      adapters: createAdapters({ ...defaultSiteUrls, HDU: site.url }),
      clock: realClock,
      pollIntervalMs: 50,
      retryBaseMs: 20,
      accountIntervalMs: 0,
      siteIntervalMs: 0,
    }),
    banks: [RemoteBank.hdu],
    log: pino({ level: 'silent' }),
    concurrency: 1,
    leaseWaitMs: 1000,
  });
  runner.start();
});
afterAll(async () => {
  await runner?.stop();
  await site.stop();
});

describe('remote judging in the browser (a fake HDU)', () => {
  it('the super admin adds a site account and imports HDU 1000 on the Remote judge page', async () => {
    for (const width of [1280, 390]) {
      const page = await backOfficePage(product.browser, product.t.url, root, { width });
      await page.goto(`${product.t.url}/admin/remote-judge`);
      await page.getByRole('heading', { name: 'Remote judge' }).waitFor();
      if (width === 1280) {
        const accounts = page.getByRole('form', { name: 'Save account' });
        await accounts.getByLabel('Username').fill('vj1');
        await accounts.getByLabel('Password').fill('hdu-pass');
        await accounts.getByRole('button', { name: 'Save account' }).click();
        await page.getByRole('cell', { name: 'vj1', exact: true }).waitFor();
        const importing = page.getByRole('form', { name: 'Import a remote problem' });
        await importing.getByLabel('Problem ID on the site').fill('1000');
        await importing.getByRole('button', { name: 'Import' }).click();
        await page.getByRole('link', { name: 'Open the problem' }).waitFor();
      } else {
        await page.getByRole('cell', { name: 'vj1', exact: true }).waitFor();
      }
      // The password is never shown again, not even masked in the list.
      expect(await page.content()).not.toContain('hdu-pass');
      await saveScreenshot(page, `admin-remote-judge-en-US-${width}.png`, { fullPage: true });
      await page.context().close();
    }
  });

  it("the problem editor shows where the problem is judged and the site's problem id, at both widths", async () => {
    const detail = await root.client.get('/api/get-problem-detail?problemId=HDU-1000');
    const pid = (detail.body.data as { problem: { id: number } }).problem.id;
    for (const width of [1280, 390]) {
      const page = await backOfficePage(product.browser, product.t.url, root, { width });
      await page.goto(`${product.t.url}/admin/problem/edit/${pid}`);
      const siteId = page.getByLabel('Problem ID on the site');
      await siteId.waitFor({ timeout: 20_000 });
      expect(await siteId.inputValue()).toBe('1000');
      const judgedOn = page.getByRole('combobox', { name: 'Judged on' });
      expect((await judgedOn.textContent())?.trim()).toBe('HDU');
      await page.getByText('HDU judges it with its own tests and limits').waitFor();
      await page.getByText('As in the problem page address on HDU, e.g. 1000.').waitFor();
      await judgedOn.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `admin-problem-remote-fields-en-US-${width}.png`);
      // Judged here (not saved): the site's id goes, a hint says what a bank would change.
      await judgedOn.click();
      await page.getByRole('option', { name: 'This judge (our test data)' }).click();
      await page.getByText('Choose a remote bank to have another site judge this problem').waitFor();
      expect(await siteId.count()).toBe(0);
      await saveScreenshot(page, `admin-problem-judged-here-en-US-${width}.png`);
      await page.context().close();
    }
  });

  it('submits to the remote problem and watches Submitting turn into the site verdict live', async () => {
    // The site keeps the run "Running" until the test lets it finish.
    site.script = ['Queuing', 'Running'];
    const { page, context } = await signedInPage(product.browser, user, {
      storage: cppDraft('none:HDU-1000', AB),
    });
    await page.goto(`${product.t.url}/problem/HDU-1000`);
    await page.getByTestId('remote-badge').getByText('Judged on HDU (1000)').waitFor();
    await page.getByLabel('Code editor').waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Submit code successfully').first().waitFor();
    // Submitted to the site and polled there: the open status shows until the verdict.
    await expect.poll(() => site.submissions.length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => (site.submissions[0]?.reads ?? 0) >= 3, { timeout: 20_000 }).toBe(true);
    // Status 9 arrived live while the site judges; no verdict before the site gives one.
    await page.locator('.submit-status').getByText('Submitting').waitFor();
    await expect.poll(() => page.locator('.submit-status').getByText('Accepted').count()).toBe(0);
    await saveScreenshot(page, 'problem-remote-running-en-US-1280.png');
    site.submissions[0]?.script.push('Accepted');
    await page.locator('.submit-status').getByText('Accepted').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'problem-remote-accepted-en-US-1280.png');

    // The problem list's bank filter finds it under HDU.
    await page.goto(`${product.t.url}/problem?oj=HDU`);
    await page.getByRole('link', { name: 'A + B Problem' }).waitFor();
    await saveScreenshot(page, 'problem-list-bank-hdu-en-US-1280.png');
    await context.close();
  });

  it('a submit failure offers Resubmit, and the verdict arrives live after it', async () => {
    site.options.rateLimit = '429';
    site.script = ['Queuing', 'Wrong Answer'];
    const detail = await root.client.get('/api/get-problem-detail?problemId=HDU-1000');
    const pid = (detail.body.data as { problem: { id: number } }).problem.id;
    const submitted = await user.client.post('/api/submit-problem-judge', { pid, language: 'C++', code: AB });
    const { submitId } = submitted.body.data as { submitId: number };
    const { page, context } = await signedInPage(product.browser, user, { width: 390 });
    await page.goto(`${product.t.url}/submission/${submitId}`);
    await page.getByText('The remote judge could not submit this').waitFor({ timeout: 30_000 });
    await saveScreenshot(page, 'submission-submit-failed-en-US-390.png', { fullPage: true });
    site.options.rateLimit = null;
    await page.getByTestId('resubmit').click();
    await page.getByText('resubmitted successfully').first().waitFor();
    await page.getByText('Wrong Answer').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('The remote judge could not submit this').count()).toBe(0);
    await context.close();
  });

  it("the super admin sees each account's use move live, and its wait count down on the page's clock", async () => {
    // So far vj1 had two submits taken (Accepted, then the resubmit) and one that failed (429).
    const page = await backOfficePage(product.browser, product.t.url, root, { width: 1280 });
    await page.goto(`${product.t.url}/admin/remote-judge`);
    const row = page.getByTestId('remote-account-usage').getByRole('row').filter({ hasText: 'vj1' });
    const cells = async () => (await row.getByRole('cell').allTextContents()).map((c) => c.trim());
    await expect.poll(cells, { timeout: 20_000 }).toEqual(['2 / 2', '1 / 1']);
    // A submit the site refuses, made while the page is open: the usage room moves the row, no reload.
    site.options.rateLimit = '429';
    const detail = await root.client.get('/api/get-problem-detail?problemId=HDU-1000');
    const pid = (detail.body.data as { problem: { id: number } }).problem.id;
    const submitted = await user.client.post('/api/submit-problem-judge', { pid, language: 'C++', code: AB });
    expect(submitted.body.status).toBe(200);
    await expect.poll(cells, { timeout: 20_000 }).toEqual(['2 / 2', '2 / 2']);
    site.options.rateLimit = null;
    await row.getByText('Free').waitFor();

    // A slot booked with a one-hour account interval holds vj1 back: the page reads it once and counts
    // the wait down on its own clock.
    const booked = await fetch(`${product.t.url}/api/judge/remote-slot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-judge-token': TEST_JUDGE_TOKEN },
      body: JSON.stringify({
        bank: 'HDU',
        usernames: ['vj1'],
        siteIntervalMs: 0,
        accountIntervalMs: 3_600_000,
      }),
    });
    expect(booked.status).toBe(200);
    await page.reload();
    const account = async () => (await row.getByRole('rowheader').textContent()) ?? '';
    await expect.poll(account, { timeout: 20_000 }).toMatch(/Waits 0:59:\d\d/);
    expect(await account()).toMatch(/Last used: \d{4}-\d{2}-\d{2} /);
    const first = /Waits (0:59:\d\d)/.exec(await account())?.[1];
    await expect
      .poll(async () => /Waits (0:59:\d\d)/.exec(await account())?.[1], { timeout: 20_000 })
      .not.toBe(first);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // Laid out again at the new width before the picture (two frames: layout, then paint).
      await row.waitFor({ state: 'visible' });
      // A string: the tests' TypeScript has no DOM types, the page does.
      await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
      await saveScreenshot(page, `admin-remote-usage-en-US-${width}.png`, { fullPage: true });
    }
    await page.context().close();
  });
});
