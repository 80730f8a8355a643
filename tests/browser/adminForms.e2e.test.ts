import { RoleCode } from '@oj/events';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage } from '../support/browserSession';

// The back office's forms check the routes' own body rules before sending (issue 18): a refused field shows
// the rule's message under it, in the reader's language, and loses it once changed.
const product = useBrowserProduct();

describe('the back-office forms in the browser', () => {
  it('refuse an empty tag name and a bad colour under their fields, then save the fixed tag', async () => {
    const root = await registerAndLogin(product.t, RoleCode.root);
    const page = await backOfficePage(product.browser, product.t.url, root);
    await page.goto(`${product.t.url}/admin/problem/tag`);
    await page.getByRole('button', { name: 'New tag' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Colour', { exact: true }).fill('red');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'The tag name is required' }).waitFor();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'The colour must be a hex colour like #3b82f6' })
      .waitFor();
    await saveScreenshot(page, 'admin-tag-refused-en-US-1280.png');

    await dialog.getByLabel('Name', { exact: true }).fill('Graphs');
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(1);
    await dialog.getByLabel('Colour', { exact: true }).fill('#22aa55');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Graphs' }).waitFor();
    const tags = (await root.client.get('/api/admin/tag')).body.data as { name: string; color: string }[];
    expect(tags.find((tag) => tag.name === 'Graphs')?.color).toBe('#22aa55');
  });

  it('refuse an empty limit on the switch page in Chinese at phone width, and save nothing', async () => {
    const root = await registerAndLogin(product.t, RoleCode.root);
    const before = (await root.client.get('/api/admin/switch/info')).body.data;
    const phone = await backOfficePage(product.browser, product.t.url, root, {
      width: 390,
      language: 'zh-CN',
    });
    await phone.goto(`${product.t.url}/admin/switch`);
    const interval = phone.getByLabel('提交间隔（秒，0 表示不限制）');
    await interval.fill('');
    await phone.getByRole('button', { name: '保存' }).click();
    await phone.getByRole('alert').filter({ hasText: '限制值应为 0 到 1000000 之间的整数' }).waitFor();
    await interval.scrollIntoViewIfNeeded();
    await saveScreenshot(phone, 'admin-switch-refused-zh-CN-390.png');
    expect((await root.client.get('/api/admin/switch/info')).body.data).toEqual(before);
  });
});
