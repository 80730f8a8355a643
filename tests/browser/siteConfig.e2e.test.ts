import { RoleCode } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { until } from '../support/wait';

const product = useBrowserProduct();

describe('the site config page in the browser', () => {
  it('lets the super admin set the mail server, whose test mail reaches the SMTP sink, and rename the site', async () => {
    const root = await registerAndLogin(product.t, RoleCode.root);
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(`localStorage.setItem('language', 'en-US')`);
    await page.goto(`${product.t.url}/admin/login`);
    await page.locator('input[autocomplete="username"]').fill(root.username);
    await page.locator('input[type="password"]').fill(root.password);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Site config', exact: true }).click();
    await page.waitForURL(/\/admin\/conf$/);

    // Off, then on again with the sink's address typed in: the saved server is the typed one.
    const mail = page.getByRole('form', { name: 'Mail server' });
    await mail.getByLabel('Use a mail server').click();
    await mail.getByRole('button', { name: 'Save' }).click();
    await until(async () => (await root.client.get('/api/admin/config/get-email-config')).body.data === null);
    await mail.getByLabel('Use a mail server').click();
    await mail.getByLabel('SMTP host').fill('127.0.0.1');
    await mail.getByLabel('Port').fill(String(product.t.smtp.port));
    await mail.getByLabel('From address').fill('judge@example.com');
    await mail.getByRole('button', { name: 'Save' }).click();
    await until(async () => {
      const config = (await root.client.get('/api/admin/config/get-email-config')).body.data;
      return (config as { from?: string } | null)?.from === 'judge@example.com';
    });

    const to = `${product.t.uniqueName('probe')}@example.com`;
    const test = page.getByRole('form', { name: 'Send a test mail' });
    await test.getByLabel('Send a test mail').fill(to);
    await test.getByRole('button', { name: 'Send' }).click();
    await test.getByRole('status').getByText('Sent').waitFor();
    await test.getByRole('status').getByText(/^250/).waitFor();
    expect(product.t.smtp.received.some((m) => m.to.includes(to))).toBe(true);

    const website = page.getByRole('form', { name: 'Website' });
    await website.getByLabel('Site name').fill('Browser Judge');
    await website.getByRole('button', { name: 'Save' }).click();
    const siteName = async () =>
      ((await root.client.get('/api/get-website-config')).body.data as { name: string }).name;
    await until(async () => (await siteName()) === 'Browser Judge');
    await saveScreenshot(page, 'admin-site-config-en-US-1280.png', { fullPage: true });
  });
});
