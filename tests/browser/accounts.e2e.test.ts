import { ROLE } from '@oj/server';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn, registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';

const product = useBrowserProduct();

/** Drags the slide-to-verify knob like a person: by keyboard, one step at a time. */
async function slideToVerify(page: Page) {
  const slider = page.getByRole('slider');
  await slider.focus();
  for (let i = 0; i < 10; i++) {
    await slider.press('ArrowRight');
    await page.waitForTimeout(60);
  }
}

describe('an account in the browser', () => {
  it('registers with the mailed code, logs in, switches language, opens the user home and logs out', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const username = product.t.uniqueName('web');
    const email = `${username}@example.com`;
    await page.goto(`${product.t.url}/home`);

    await page.getByRole('button', { name: '注册', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('邮箱', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    const code = codeIn(await product.t.smtp.mailTo(email));
    await dialog.getByLabel('邮箱验证码').fill(code);
    await dialog.getByLabel('密码', { exact: true }).fill('webpass1');
    await dialog.getByLabel('确认密码').fill('webpass1');
    await dialog.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByText('感谢注册').first().waitFor();

    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('密码', { exact: true }).fill('webpass1');
    await slideToVerify(page);
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByText('欢迎回来').first().waitFor();
    await expect.poll(() => page.url()).toMatch(/\/home$/);

    await page.getByRole('radio', { name: 'English' }).first().click();
    await page.getByRole('link', { name: 'Home', exact: true }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Home', exact: true }).first().waitFor();

    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page.getByRole('menuitem', { name: 'My home' }).click();
    await page.getByRole('heading', { name: username }).waitFor();
    await page.getByText('Recent login').waitFor();
    await saveScreenshot(page, 'user-home-en-US-1280.png');

    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
    expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
    await page.close();
  });

  it('shows the super admin the mail outbox, where the registration mails are listed', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${product.t.url}/admin/login`);
    await page.getByLabel('Username').fill(root.username);
    await page.getByLabel('Password').fill(root.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The outbox sits beside the system switches (/admin/switch), one of the super admin's tabs.
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Switches', exact: true }).click();
    await page.getByRole('heading', { name: 'Mail outbox' }).waitFor();
    await page.getByRole('cell', { name: root.email }).first().waitFor();
    await page.getByText('Sent', { exact: true }).first().waitFor();
    await saveScreenshot(page, 'admin-outbox-en-US-1280.png', { fullPage: true });
    await page.close();
  });

  it('sends a visitor from a guarded route to the login page with "Please login first"', async () => {
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${product.t.url}/setting`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByText('Please login first').first().waitFor();
    await saveScreenshot(page, 'guard-en-US-390.png');
    await context.close();
  });
});
