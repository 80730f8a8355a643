import { ROLE } from '@oj/server';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage } from '../support/browserSession';
import { createProblem, ok } from '../trust/roleMatrix/api';
import { JUDGE_TOKEN, judgeApi } from '../trust/roleMatrix/judging';

// The back office's frame and pages (issue 22): guards and their messages, the 404 inside the frame, the
// dashboard, the report list, the problem batch control and the audit filters, at 1280 and 390 px.

const product = useBrowserProduct({ judgeToken: JUDGE_TOKEN });

async function signedOutPage(browser: Browser, width: number, language = 'en-US') {
  const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } });
  const page = await context.newPage();
  await page.addInitScript(`localStorage.setItem('language', '${language}')`);
  return page;
}

async function login(page: Page, account: TestAccount, password = account.password) {
  await page.goto(`${product.t.url}/admin/login`);
  await page.locator('input[autocomplete="username"]').fill(account.username);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** A page in the back office signed in through its login form, on the dashboard. */
async function adminPage(
  browser: Browser,
  account: TestAccount,
  width: number,
  language: 'en-US' | 'zh-CN' = 'en-US',
) {
  const page = await backOfficePage(browser, product.t.url, account, { width, language });
  await page.waitForURL(/\/admin\/dashboard$/);
  return page;
}

const shot = (page: Page, name: string) =>
  saveScreenshot(page, `${name}.png`, { fullPage: true, animations: 'disabled' });

describe('the back office in the browser', () => {
  it("guards its pages: the login's own message, a 404 in the frame, and root-only pages refused to other admins", async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const page = await signedOutPage(product.browser, 1280);
    // A visitor of an unknown admin path goes to the admin login.
    await page.goto(`${product.t.url}/admin/no-such-page`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByText('Please login first by admin account').first().waitFor();
    await login(page, admin, 'wrong-password1');
    await page.getByText('Please check your username or password').first().waitFor();
    await login(page, admin);
    await page.waitForURL(/\/admin\/dashboard$/);

    await page.goto(`${product.t.url}/admin/no-such-page`);
    await page.getByText('Page not found').waitFor();
    // Inside the back office's frame: its menu is there, the site's navbar is not.
    await page.getByRole('navigation', { name: 'Back office' }).waitFor();
    await shot(page, 'admin-not-found-en-US-1280');

    for (const path of ['user', 'switch']) {
      await page.goto(`${product.t.url}/admin/${path}`);
      await page.waitForURL(/\/admin\/dashboard$/);
      await page.getByText('Please login again with the administrator account').first().waitFor();
    }
    expect(await page.getByRole('link', { name: 'Switches', exact: true }).count()).toBe(0);
  });

  it('shows the dashboard: counts, a judge runner, sign-ins and the lag, at both widths', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    await createProblem(root);
    await judgeApi(product.t, 'heartbeat', {
      runner: 'browser-runner',
      slots: 8,
      busy: 3,
      load: 1.2,
      version: '2.1',
      state: 'online',
    });
    const page = await adminPage(product.browser, root, 1280);
    // The bare /admin/ opens the dashboard.
    await page.goto(`${product.t.url}/admin/`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('cell', { name: 'browser-runner' }).waitFor();
    await page.getByRole('cell', { name: '3 / 8' }).waitFor();
    const count = (key: string) => page.locator(`[data-count="${key}"]`).textContent();
    await expect.poll(() => count('problems')).toBe('1');
    expect(Number(await count('users'))).toBeGreaterThanOrEqual(1);
    // The page's own socket is one of the live sockets. It connects beside the counts' first read (the
    // back office is a chunk loaded on first visit), so read again until it shows, with the page's button.
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Reload' }).click();
        return Number(await count('liveSockets'));
      })
      .toBeGreaterThanOrEqual(1);
    await page.getByRole('cell', { name: root.username }).first().waitFor();
    await page.getByRole('rowheader', { name: 'discussions', exact: true }).waitFor();
    await shot(page, 'admin-dashboard-en-US-1280');

    const phone = await adminPage(product.browser, root, 390, 'zh-CN');
    await phone.getByRole('cell', { name: 'browser-runner' }).waitFor();
    await shot(phone, 'admin-dashboard-zh-CN-390');
    await phone.goto(`${product.t.url}/admin/switch`);
    await phone.getByText('关闭后讨论区页面提示没有访问权限，菜单中也不再显示。').waitFor();
    await shot(phone, 'admin-switch-zh-CN-390');
  });

  it('lists a report, and marks it handled', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const ann = await registerAndLogin(product.t);
    const categories = await ok<{ id: number }[]>(
      root.client.post('/api/discussion-category', [{ name: 'Browser' }]),
    );
    await ok(
      root.client.put('/api/admin/switch/update', {
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateDiscussionDailyLimit: 0,
      }),
    );
    const { id: did } = await ok<{ id: number }>(
      root.client.post('/api/discussion', {
        title: 'A discussion to report',
        description: 'Reported in the browser test',
        content: 'Copied from elsewhere',
        categoryId: categories[0]?.id,
      }),
    );
    await ok(ann.client.post('/api/discussion-report', { did, content: '#Plagiarism# copied from a blog' }));

    const page = await adminPage(product.browser, root, 1280);
    await page.getByRole('link', { name: 'Discussions', exact: true }).click();
    await page.getByRole('link', { name: 'A discussion to report' }).waitFor();
    await shot(page, 'admin-discussions-en-US-1280');
    await page.getByRole('tab', { name: 'Reports' }).click();
    const report = page.getByRole('row').filter({ hasText: '#Plagiarism# copied from a blog' });
    await report.getByText('Unhandled').waitFor();
    await report.getByText(ann.username).filter({ visible: true }).waitFor();
    await report.getByRole('button', { name: 'Mark handled' }).click();
    await report.getByText('Handled', { exact: true }).waitFor();
    await shot(page, 'admin-reports-en-US-1280');
    const stored = await ok<{ records: { did: number; status: number }[] }>(
      root.client.get('/api/admin/discussion-report'),
    );
    expect(stored.records.find((r) => r.did === did)?.status).toBe(1);

    const phone = await adminPage(product.browser, root, 390, 'zh-CN');
    await phone.goto(`${product.t.url}/admin/discussion?tab=reports`);
    await phone.getByText('已处理', { exact: true }).first().waitFor();
    await shot(phone, 'admin-reports-zh-CN-390');
  });

  it('changes the auth and type of chosen problems from the admin list', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const first = await createProblem(root);
    const second = await createProblem(root);
    const page = await adminPage(product.browser, root, 1280);
    await page.goto(`${product.t.url}/admin/problems`);
    await page.getByRole('checkbox', { name: `Choose problem ${first.problemId}` }).click();
    await page.getByRole('checkbox', { name: `Choose problem ${second.problemId}` }).click();
    await page.getByText('2 problems chosen').waitFor();
    await page.getByRole('combobox', { name: 'Auth to set' }).click();
    await page.getByRole('option', { name: 'Private' }).click();
    await page.getByRole('combobox', { name: 'Type to set' }).click();
    await page.getByRole('option', { name: 'OI' }).click();
    await shot(page, 'admin-problem-batch-en-US-1280');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('2 problems chosen').waitFor({ state: 'detached' });
    for (const { pid } of [first, second]) {
      const stored = await ok<{ auth: number; type: number }>(
        root.client.get(`/api/admin/problem?pid=${pid}`),
      );
      expect(stored).toMatchObject({ auth: 2, type: 1 });
    }
    const phone = await adminPage(product.browser, root, 390);
    await phone.goto(`${product.t.url}/admin/audit`);
    await phone.getByText('Show judge runner heartbeats').waitFor();
    // The filters only: the log below runs long.
    await saveScreenshot(phone, 'admin-audit-filters-en-US-390.png', { animations: 'disabled' });
  });
});
