import { ROLE } from '@oj/server';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInContext } from '../support/browserSession';

// The message centre in the browser: a notice raises alice's badge live in both her tabs, and reading it
// in one clears it in the other; the super admin's announcement and notice pages; the home panel.

const product = useBrowserProduct();
let alice: TestAccount;
let root: TestAccount;

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  alice = await registerAndLogin(product.t);
  const announced = await root.client.post('/api/admin/announcement', {
    title: 'Welcome to the judge',
    content: '## Hello\n\nContests every **Saturday**.',
  });
  expect(announced.body.status).toBe(200);
});

const bell = (page: Page) => page.locator('.message-bell');
const unreadOf = async (page: Page) => Number(await bell(page).getAttribute('data-unread'));
const badgeShows = (page: Page, count: number) =>
  page.locator(`.message-bell[data-unread="${count}"]`).waitFor({ timeout: 10_000 });

describe('the message centre in the browser', () => {
  it("shows a reply to alice's comment on her badge live, and reading the replies in one tab clears the other", async () => {
    const bob = await registerAndLogin(product.t);
    const switches = { defaultCreateDiscussionACInitValue: 0, defaultCreateCommentACInitValue: 0 };
    expect((await root.client.put('/api/admin/switch/update', switches)).body.status).toBe(200);
    const categories = await root.client.post('/api/discussion-category', [{ name: 'Replies' }]);
    const categoryId = (categories.body.data as { id: number }[])[0]?.id;
    const discussion = await bob.client.post('/api/discussion', {
      title: 'Stuck on A',
      description: 'd',
      content: 'Why WA?',
      categoryId,
    });
    const did = (discussion.body.data as { id: number }).id;
    const comment = await alice.client.post('/api/comment', { did, content: 'Try 64-bit sums' });
    const commentId = (comment.body.data as { id: number }).id;

    const context = await signedInContext(product.browser, alice, { width: 1440 });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${product.t.url}/home`);
    await second.goto(`${product.t.url}/home`);
    await badgeShows(first, 0);
    await badgeShows(second, 0);
    const replied = await bob.client.post('/api/reply', {
      reply: { commentId, content: 'That was it, thanks!' },
    });
    expect(replied.body.status).toBe(200);
    await badgeShows(first, 1);
    await badgeShows(second, 1);
    await second.goto(`${product.t.url}/message/reply`);
    await second.getByText('That was it, thanks!').waitFor();
    await badgeShows(first, 0);
    await saveScreenshot(second, 'message-reply-1440.png', { fullPage: true });
    await context.close();
  });

  it("raises alice's badge live in both her tabs, and reading in one clears it in the other", async () => {
    const context = await signedInContext(product.browser, alice, { width: 1440 });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${product.t.url}/home`);
    await second.goto(`${product.t.url}/home`);
    await first.getByText('Welcome to the judge').waitFor();
    await badgeShows(first, 0);
    await badgeShows(second, 0);

    const sent = await root.client.post('/api/admin/msg/notice', {
      title: 'Your account',
      content: 'Please set your **school** in the settings.',
      type: 'users',
      recipients: alice.username,
    });
    expect(sent.body.status).toBe(200);
    // No reload: the push from alice's room raises both badges, and the Info notice says so.
    await badgeShows(first, 1);
    await badgeShows(second, 1);
    await expect(bell(first).textContent()).resolves.toBe('1');
    await first.getByText('You have 1 unread messages').waitFor();
    await saveScreenshot(first, 'message-badge-1440.png');

    await second.goto(`${product.t.url}/message/mine`);
    await second.getByRole('heading', { name: 'Your account' }).waitFor();
    await badgeShows(first, 0);
    await saveScreenshot(second, 'message-mine-1440.png', { fullPage: true });

    // A notice to all users: the system tab's badge, cleared by opening that tab.
    await root.client.post('/api/admin/msg/notice', {
      title: 'Maintenance tonight',
      content: 'From 22:00.',
      type: 'all',
    });
    await badgeShows(first, 1);
    await second.locator('[data-tab-badge="sys"]').waitFor();
    await second.locator('[data-tab="sys"]').click();
    await second.getByRole('heading', { name: 'Maintenance tonight' }).waitFor();
    await badgeShows(first, 0);
    await expect(unreadOf(second)).resolves.toBe(0);

    // Clean all empties the tab.
    await second.getByRole('button', { name: 'Clean all' }).click();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Clean all' }).click();
    await second.getByText('No messages').waitFor();
    await context.close();
  });

  it('fits a phone: tabs above the list, the bell in the bar', async () => {
    await root.client.post('/api/admin/msg/notice', {
      title: 'On your phone',
      content: 'Tabs scroll sideways.',
      type: 'users',
      recipients: alice.username,
    });
    const context = await signedInContext(product.browser, alice, { width: 390 });
    const page = await context.newPage();
    await page.goto(`${product.t.url}/message/mine`);
    await page.getByRole('heading', { name: 'On your phone' }).waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'message-mine-390.png', { fullPage: true });
    await page.goto(`${product.t.url}/home`);
    await page.getByText('Welcome to the judge').click();
    await page.getByRole('heading', { name: 'Hello' }).waitFor();
    await saveScreenshot(page, 'home-announcement-390.png', { fullPage: true });
    await context.close();
  });

  it('lets the super admin write announcements with a preview and send notices', async () => {
    const context = await signedInContext(product.browser, root, { width: 1440 });
    const page = await context.newPage();
    await page.goto(`${product.t.url}/admin/announcement`);
    await page.getByRole('cell', { name: 'Welcome to the judge' }).waitFor();
    await page.getByRole('button', { name: 'New announcement' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByLabel('Title').fill('Rules updated');
    await dialog.getByLabel('Content').fill('Read the **new** rules.');
    await dialog.getByRole('radio', { name: 'Preview' }).click();
    await dialog.locator('strong', { hasText: 'new' }).waitFor();
    await saveScreenshot(page, 'admin-announcement-dialog-1440.png');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /Rules updated/ });
    await row.waitFor();
    // Hidden from the home panel by its switch.
    await row.getByRole('switch').click();
    await expect
      .poll(async () => {
        const reply = await new ApiClient(product.t.url).get('/api/get-common-announcement');
        return (reply.body.data as { records: { title: string }[] }).records.map((a) => a.title);
      })
      .toEqual(['Welcome to the judge']);
    await saveScreenshot(page, 'admin-announcement-1440.png', { fullPage: true });

    await page.goto(`${product.t.url}/admin/notice`);
    await page.getByLabel('Title').fill('Admins, please read');
    await page.getByLabel('Content').fill('The judge restarts at noon.');
    await page.getByRole('radio', { name: 'Admins' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-notice]', { hasText: 'Admins, please read' }).waitFor();
    await saveScreenshot(page, 'admin-notice-1440.png', { fullPage: true });
    await context.close();
  });
});
