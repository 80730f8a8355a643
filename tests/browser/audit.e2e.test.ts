import { ROLE } from '@oj/server';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage } from '../support/browserSession';

const product = useBrowserProduct();

describe('the audit log in the browser', () => {
  it('filters by stream from the URL and the form, opens an event, and shows a new event live', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const someone = await registerAndLogin(product.t);
    const page = await backOfficePage(product.browser, product.t.url, root, { width: 1440, height: 900 });

    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.waitForURL(/\/admin\/audit$/);
    await page.getByText('UserRegistered').first().waitFor();

    // Filter by stream with the form: the URL keeps it, so "History" links work the same way.
    await page.getByLabel('Stream').fill(`user-${someone.uid}`);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL((url) => url.searchParams.get('stream') === `user-${someone.uid}`);
    const items = page.locator('.audit-list > li');
    const streams = async () => [...new Set(await page.locator('.audit-stream').allTextContents())];
    await expect.poll(streams).toEqual([`user-${someone.uid}`]);

    // A change by that user appears at the top without a reload.
    const before = await items.count();
    expect((await someone.client.post('/api/change-userInfo', { school: 'Live School' })).body.status).toBe(
      200,
    );
    await page.locator('.audit-list > li').first().getByText('UserProfileChanged').waitFor();
    expect(await items.count()).toBe(before + 1);

    // Opening it shows its data and the diff against the stream before it.
    await items.first().locator('.audit-item-summary').click();
    await page.locator('.audit-diff').getByText('Live School').waitFor();
    await saveScreenshot(page, 'admin-audit-en-US-1440.png', { fullPage: true, animations: 'disabled' });
    await page.context().close();

    // The same page on a phone, unfiltered, in Chinese.
    const phone = await backOfficePage(product.browser, product.t.url, root, {
      width: 390,
      height: 844,
      language: 'zh-CN',
    });
    await phone.goto(`${product.t.url}/admin/audit?aggregate=user`);
    await phone.getByText('UserRegistered').first().waitFor();
    await saveScreenshot(phone, 'admin-audit-zh-CN-390.png', { fullPage: false, animations: 'disabled' });
    await phone.context().close();
  });

  it('opens the history of a contest from the contest list and of a user from their home page', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const someone = await registerAndLogin(product.t);
    const hour = 3_600_000;
    const created = await root.client.post('/api/admin/contest', {
      title: 'History Cup',
      description: 'A contest whose history is opened',
      startTime: new Date(Date.now() + hour).toISOString(),
      endTime: new Date(Date.now() + 2 * hour).toISOString(),
      type: 0,
      auth: 0,
    });
    const { cid } = created.body.data as { cid: number };
    const page = await backOfficePage(product.browser, product.t.url, root, { width: 1440, height: 900 });

    await page.goto(`${product.t.url}/admin/contests`);
    await page.getByRole('link', { name: 'History of “History Cup” in the audit log' }).click();
    // A contest's history is the contest filter: its own streams, its submissions' judging, its comments.
    await page.waitForURL((url) => url.searchParams.get('contest') === String(cid));
    await page.locator('.audit-list > li').getByText('ContestCreated').waitFor();

    await page.goto(`${product.t.url}/user-home?uid=${someone.uid}`);
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('stream') === `user-${someone.uid}`);
    await page.locator('.audit-list > li').getByText('UserRegistered').waitFor();
    await page.context().close();
  });
});
