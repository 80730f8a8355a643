import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RoleCode } from '@oj/events';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage } from '../support/browserSession';

const product = useBrowserProduct();

const userRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: username, exact: true }) });

describe('the user back office in the browser', () => {
  it('lets the super admin make an admin, who then cannot open the user pages', async () => {
    const root = await registerAndLogin(product.t, RoleCode.root);
    const future = await registerAndLogin(product.t);
    const page = await backOfficePage(product.browser, product.t.url, root, { width: 1280 });
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL(/\/admin\/user$/);
    await page.getByLabel('Keyword').fill(future.username);
    await page.getByRole('button', { name: 'Search' }).click();
    await userRow(page, future.username).waitFor();
    await saveScreenshot(page, 'admin-users-en-US-1280.png', { fullPage: true });

    await userRow(page, future.username)
      .getByRole('button', { name: `Edit user ${future.username}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title', { exact: true }).fill('Coach');
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin', exact: true }).click();
    await saveScreenshot(page, 'admin-user-edit-en-US-1280.png');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await userRow(page, future.username).getByText('Coach').waitFor();
    await userRow(page, future.username).getByText('Admin', { exact: true }).waitFor();

    // The new admin signs in to the back office, has no Users menu, and the page itself sends them away.
    const adminView = await backOfficePage(product.browser, product.t.url, future, { width: 1280 });
    await adminView.getByRole('link', { name: 'Problems', exact: true }).first().waitFor();
    expect(await adminView.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    await adminView.goto(`${product.t.url}/admin/user`);
    await adminView.waitForURL((url) => !url.pathname.startsWith('/admin/user'));
    const refused = await future.client.get('/api/admin/user/get-user-list');
    expect(refused.body.status).toBe(403);
  });

  it('imports a sheet with a bad row, then generates accounts with a password sheet, at phone width in Chinese', async () => {
    const root = await registerAndLogin(product.t, RoleCode.root);
    const page = await backOfficePage(product.browser, product.t.url, root, {
      width: 390,
      language: 'zh-CN',
    });
    await page.goto(`${product.t.url}/admin/user`);
    await page.getByRole('tab', { name: '导入用户' }).click();
    const good = product.t.uniqueName('csv');
    const dir = await mkdtemp(path.join(tmpdir(), 'oj-users-'));
    const file = path.join(dir, 'users.csv');
    await writeFile(file, `username,password\n${good},secret123\n${root.username},secret123\n`);
    await page.getByLabel('选择 CSV 文件').setInputFiles(file);
    await page.getByText('users.csv（3 行）').waitFor();
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await page.getByRole('cell', { name: '该用户名已存在' }).waitFor();
    await page.getByText('没有导入任何用户').first().waitFor();
    await page.getByText('只导入有效的行').click();
    await page.getByRole('button', { name: '导入', exact: true }).click();
    await page.getByText('已导入 1 个用户').first().waitFor();
    await saveScreenshot(page, 'admin-users-import-zh-CN-390.png', { fullPage: true });
    expect((await root.client.get(`/api/admin/user/get-user-list?keyword=${good}`)).body.data).toMatchObject({
      total: 1,
    });

    await page.getByRole('tab', { name: '生成用户' }).click();
    const prefix = product.t.uniqueName('p');
    await page.getByLabel('前缀').fill(prefix);
    await page.getByLabel('起始编号').fill('5');
    await page.getByLabel('结束编号').fill('3');
    await page.getByRole('button', { name: '生成', exact: true }).click();
    await page.getByText('结束编号不能小于起始编号').first().waitFor();
    await page.getByLabel('结束编号').fill('6');
    await page.getByRole('button', { name: '生成', exact: true }).click();
    await page.getByText('已生成 2 个账号').first().waitFor();
    const sheet = page.locator('.account-sheet tbody tr');
    expect(await sheet.count()).toBe(2);
    const password = (await sheet.first().locator('td').nth(2).textContent())?.trim();
    expect(password).toMatch(/^\d{6}$/);
    const signIn = await new ApiClient(product.t.url).post('/api/login', {
      username: `${prefix}5`,
      password,
    });
    expect(signIn.body.status).toBe(200);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载 CSV' }).click();
    expect((await download).suggestedFilename()).toBe('generated-users.csv');
    await saveScreenshot(page, 'admin-users-generate-zh-CN-390.png', { fullPage: true });
  });
});
