import { ROLE } from '@oj/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { cppDraft, signedInPage } from '../support/browserSession';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let user: TestAccount;
let pid: number;

const PROBLEM = 'WEBSUB';
const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';
const AB_WRONG =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n';

beforeAll(async () => {
  const root = await registerAndLogin(product.t, ROLE.root);
  // Submissions follow each other within seconds here; the interval has its own server test.
  expect((await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  const created = await root.client.post('/api/admin/problem', {
    problem: {
      problemId: PROBLEM,
      title: 'Browser A+B',
      auth: 1,
      checker: null,
      description: 'Print $a+b$.',
      examples: [{ input: '1 2', output: '3' }],
    },
    testCases: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 7\n', output: '12\n' },
      { input: '-4 4\n', output: '0\n' },
    ],
  });
  expect(created.body.status).toBe(200);
  pid = (created.body.data as { pid: number }).pid;
  user = await registerAndLogin(product.t);
  judge = await startTestJudge(product.t, { firstSlot: 180 });
});
afterAll(async () => {
  await judge?.stop();
});

async function submitOnProblemPage(page: Page) {
  await page.goto(`${product.t.url}/problem/${PROBLEM}`);
  await page.getByLabel('Code editor').waitFor();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Submit code successfully').first().waitFor();
}

/** The status area beside the submit button. */
const submitStatus = (page: Page) => page.locator('.submit-status');

describe('submissions in the browser', () => {
  it('submits A+B in C++ and sees Accepted arrive live, then finds it under My submissions', async () => {
    const { page, context } = await signedInPage(product.browser, user, {
      storage: cppDraft(`none:${PROBLEM}`, AB_CPP),
    });
    await submitOnProblemPage(page);
    await submitStatus(page).getByText('Accepted').waitFor({ timeout: 60_000 });
    // The verdict reloads the problem: its statistics now count one accepted submission.
    await page.getByText('1 submission, 1 accepted').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'problem-submit-accepted-en-US-1280.png');

    // A test run on the sample (filled in when the panel opens) reports the sample as passed.
    await page.getByRole('button', { name: 'Online test' }).click();
    await page.getByRole('button', { name: 'Run test' }).click();
    await page.getByText('Sample 1 passed').waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'problem-test-run-en-US-1280.png');
    await page.getByRole('button', { name: 'Close the online test' }).click();

    await page.getByRole('tab', { name: 'My submissions' }).click();
    await page.getByRole('row').filter({ hasText: 'Accepted' }).first().waitFor();
    await saveScreenshot(page, 'problem-my-submissions-en-US-1280.png');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Description' }).click();
    await saveScreenshot(page, 'problem-submit-accepted-en-US-390.png', { fullPage: true });
    await context.close();
  });

  it('shows a wrong answer with its failing test point on the detail page', async () => {
    const { page, context } = await signedInPage(product.browser, user, {
      storage: cppDraft(`none:${PROBLEM}`, AB_WRONG),
    });
    await submitOnProblemPage(page);
    await submitStatus(page).getByText('Wrong Answer').waitFor({ timeout: 60_000 });
    await submitStatus(page).getByRole('link', { name: 'Details' }).click();
    await page.getByRole('heading', { name: /Submission #\d+/ }).waitFor();
    await page.getByRole('heading', { name: 'Wrong Answer' }).waitFor();
    // 1 2 -> -1, not 3: the first test point fails.
    await page.getByLabel('Test point 1: Wrong Answer').waitFor();
    expect(await page.locator('.code-view').textContent()).toContain('a-b');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download wrong case' }).click();
    expect((await download).suggestedFilename()).toMatch(/^submission-\d+-wrong-case\.zip$/);
    await saveScreenshot(page, 'submission-detail-wa-en-US-1280.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'submission-detail-wa-en-US-390.png', { fullPage: true });
    await page.getByRole('radio', { name: '中文' }).last().click();
    await page.getByRole('heading', { name: '答案错误' }).waitFor();
    await saveScreenshot(page, 'submission-detail-wa-zh-CN-390.png', { fullPage: true });
    await context.close();
  });

  it('shows code and output holding NUL bytes as escapes, and copies the code as it was sent', async () => {
    // gcc ignores a NUL in a comment (with a warning); the output's NUL makes every case WA.
    const code =
      '#include <stdio.h>\n// a\0b\nint main(void) { fwrite("3\\0\\n", 1, 3, stdout); return 0; }\n';
    const sent = await user.client.post('/api/submit-problem-judge', {
      pid,
      language: 'C',
      code,
    });
    expect(sent.body.status).toBe(200);
    const { submitId } = sent.body.data as { submitId: number };
    const { page, context } = await signedInPage(product.browser, user, {
      storage: cppDraft(`none:${PROBLEM}`),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${product.t.url}/submission/${submitId}`);
    await page.getByRole('heading', { name: 'Wrong Answer' }).waitFor({ timeout: 60_000 });
    expect(await page.locator('.code-view .code-line').nth(1).textContent()).toBe('// a\\0b\n');
    expect(await page.locator('.code-view .byte-escape').allTextContents()).toEqual(['\\0']);
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(code);
    await page.getByLabel('Test point 1: Wrong Answer').click();
    const output = page.locator('.output-text').filter({ has: page.locator('.byte-escape') });
    expect(await output.textContent()).toBe('3\\0\n');
    await saveScreenshot(page, 'submission-detail-nul-en-US-1280.png', { fullPage: true });
    await context.close();
  });

  it('gets the verdict by polling when the live connection is blocked', async () => {
    const { page, context } = await signedInPage(product.browser, user, {
      storage: cppDraft(`none:${PROBLEM}`, AB_CPP),
    });
    await page.route('**/socket.io/**', (route) => route.abort());
    const polls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/check-submissions-status')) polls.push(request.url());
    });
    await submitOnProblemPage(page);
    await page.locator('[data-live-state="offline"]').first().waitFor();
    await submitStatus(page).getByText('Accepted').waitFor({ timeout: 60_000 });
    expect(polls.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows a new submission on /status live, and asks a visitor to log in for Mine', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${product.t.url}/status`);
    await page.getByRole('heading', { name: 'Status' }).waitFor();
    await page.locator('[data-live-state="online"]').first().waitFor();
    await page.getByRole('row').filter({ hasText: PROBLEM }).first().waitFor();

    const pid = (await user.client.get(`/api/get-problem-detail?problemId=${PROBLEM}`)).body.data as {
      problem: { id: number };
    };
    const reply = await user.client.post('/api/submit-problem-judge', {
      pid: pid.problem.id,
      language: 'C++',
      code: AB_CPP,
    });
    const { submitId } = reply.body.data as { submitId: number };
    const row = page.locator(`tr[data-submit-id="${submitId}"]`);
    await row.waitFor();
    expect(await page.locator('tbody tr').first().getAttribute('data-submit-id')).toBe(String(submitId));
    await row.getByText('Accepted').waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'status-list-en-US-1280.png');

    await page.getByRole('radio', { name: 'Mine' }).click();
    await page.getByText('Please login first').first().waitFor();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(new URL(page.url()).searchParams.get('onlyMine')).toBeNull();

    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'status-list-en-US-390.png', { fullPage: true });
    await context.close();
  });
});
