import { ROLE } from '@oj/server';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { ApiClient } from '../support/apiClient';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { KNOWN_ANSWER, setCaptchaAnswer } from '../support/captcha';

const product = useBrowserProduct();

describe('the settings forms in the browser', () => {
  it('check the shared account rules before sending, then save the profile and a new password', async () => {
    // An admin account signs in on the back office's login page, which has no slider to drag.
    const account = await registerAndLogin(product.t, ROLE.admin);
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    // A captcha's answer is only in its picture: the test learns each picture's key as the page fetches it,
    // and sets the answer of the one the page shows.
    const keyOfPicture = new Map<string, string>();
    page.on('response', async (r) => {
      if (!r.url().includes('/api/captcha?kind=digits')) return;
      const { data } = (await r.json()) as { data: { img: string; captchaKey: string } };
      keyOfPicture.set(data.img, data.captchaKey);
    });
    const shownCaptcha = async () => {
      const src = await page
        .getByRole('img', { name: 'Captcha picture' })
        .getAttribute('src', { timeout: 1000 });
      return keyOfPicture.get(src ?? '');
    };
    /** Answers the captcha shown, once it is another than `spent`. */
    const answerCaptcha = async (spent?: string) => {
      let key: string | undefined;
      await expect
        .poll(async () => {
          key = await shownCaptcha().catch(() => undefined);
          return key !== undefined && key !== spent;
        })
        .toBe(true);
      await setCaptchaAnswer(product.t, key ?? '', KNOWN_ANSWER.digits);
      await page.getByLabel('Captcha').fill(KNOWN_ANSWER.digits);
    };
    await page.goto(`${product.t.url}/admin/login`);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('link', { name: 'Problems', exact: true }).waitFor();

    await page.goto(`${product.t.url}/setting`);
    await page.getByRole('tab', { name: 'User Info' }).click();
    await page.getByLabel('Nickname').fill('Ada');
    expect(await page.getByLabel('Nickname').getAttribute('maxlength')).toBe('20');
    await page.getByRole('radio', { name: 'Female' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Update Successfully').first().waitFor();
    const home = await account.client.get(`/api/get-user-home-info?username=${account.username}`);
    expect(home.body.data).toMatchObject({ nickname: 'Ada' });

    await page.getByRole('tab', { name: 'Change Password' }).click();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('other');
    await page.getByLabel('Captcha').fill('12ab');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('password strength too weak, length is 6~20 letters and digits').waitFor();
    await page.getByText('Password does not match').waitFor();
    await page.getByText('The captcha must be 6 digits').waitFor();
    await page.getByRole('img', { name: 'Captcha picture' }).waitFor();
    await saveScreenshot(page, 'setting-password-errors-en-US-1280.png');
    await page.getByLabel('New password', { exact: true }).fill(account.password);
    await page.getByLabel('New password again').fill(account.password);
    await page.getByLabel('Captcha').fill('000000');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The new password must differ from the old one').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('newpass1');
    await page.getByLabel('New password again').fill('newpass1');
    let wrong: string | undefined;
    await expect.poll(async () => (wrong = await shownCaptcha().catch(() => undefined))).toBeDefined();
    await page.getByRole('button', { name: 'Change password' }).click();
    // A wrong answer is refused by the server, which spends the captcha; the form shows a new one.
    await page.getByText('The captcha is wrong or has expired').waitFor();
    expect(await page.getByLabel('Captcha').inputValue()).toBe('');
    await answerCaptcha(wrong);
    // The profile's "Update Successfully" may still be on screen: wait for this change's own answer.
    const changed = page.waitForResponse((r) => r.url().endsWith('/api/change-password'));
    await page.getByRole('button', { name: 'Change password' }).click();
    expect(await (await changed).json()).toMatchObject({ status: 200 });
    const relogin = await new ApiClient(product.t.url).post('/api/login', {
      username: account.username,
      password: 'newpass1',
    });
    expect(relogin.body.status).toBe(200);

    await page.getByRole('tab', { name: 'Change Email' }).click();
    await page.getByLabel('New email').fill('ada@localhost');
    await page.getByLabel('New email').blur();
    await page.getByText('Email Check Format').waitFor();
    await saveScreenshot(page, 'setting-email-error-en-US-1280.png');
    await page.close();
  });
});
