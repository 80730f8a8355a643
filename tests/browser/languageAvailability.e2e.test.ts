import { JUDGE_TOKEN_HEADER } from '@oj/events/judge';
import { ROLE } from '@oj/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { TEST_JUDGE_TOKEN } from '../support/testJudge';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });

describe('a language no judge can run, in the browser', () => {
  it("is greyed out in the problem's language picker and marked unavailable on the admin's list", async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const created = await root.client.post('/api/admin/problem', {
      problem: { problemId: 'AVAILB', title: 'Sum in any language', checker: null },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    });
    expect(created.body.status).toBe(200);
    // The one live runner says it has no Go.
    const beat = await root.client.call(
      'POST',
      '/api/judge/heartbeat',
      {
        runner: 'no-go',
        slots: 1,
        busy: 0,
        load: 0,
        version: '1',
        state: 'online',
        missingLanguages: ['Golang'],
      },
      { [JUDGE_TOKEN_HEADER]: TEST_JUDGE_TOKEN },
    );
    expect(beat.http).toBe(200);

    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${product.t.url}/problem/AVAILB`);
    await page.getByLabel('Code editor').waitFor();
    await page.getByRole('combobox', { name: 'Language' }).click();
    const golang = page.getByRole('option', { name: 'Golang (unavailable: no judge can run it now)' });
    await expect.poll(() => golang.getAttribute('aria-disabled')).toBe('true');
    expect(
      await page.getByRole('option', { name: 'Rust', exact: true }).getAttribute('aria-disabled'),
    ).toBeNull();
    await saveScreenshot(page, 'problem-editor-unavailable-language-en-US-1280.png');
    await page.keyboard.press('Escape');

    const admin = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.addInitScript("localStorage.setItem('language', 'en-US')");
    await admin.goto(`${product.t.url}/admin/login`);
    await admin.locator('input[autocomplete="username"]').fill(root.username);
    await admin.locator('input[type="password"]').fill(root.password);
    await admin.locator('form button[type="submit"]').click();
    await admin.waitForURL(/\/admin\/dashboard$/);
    await admin.goto(`${product.t.url}/admin/languages`);
    const row = (name: string) =>
      admin.getByRole('row').filter({ has: admin.getByText(name, { exact: true }) });
    await row('Golang').getByText('Unavailable', { exact: true }).waitFor();
    expect(await row('Rust').getByText('Unavailable', { exact: true }).count()).toBe(0);
    await saveScreenshot(admin, 'admin-languages-unavailable-en-US-1280.png', { fullPage: true });

    const listed = z.array(z.object({ name: z.string(), available: z.boolean() }));
    const languages = listed.parse((await root.client.get('/api/languages')).body.data);
    expect(languages.filter((l) => !l.available).map((l) => l.name)).toEqual(['Golang']);
    await Promise.all([page.close(), admin.close()]);
  });
});
