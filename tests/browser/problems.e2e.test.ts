import { ROLE } from '@oj/server';
import { zipPackages } from '@oj/server/testFixtures';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';

const product = useBrowserProduct();

describe('problems in the browser', () => {
  it('an imported package is found by keyword and tag, opened, and its editor code survives a language switch and a reload', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const form = new FormData();
    form.append('file', new Blob([zipPackages('hello', 'oddecho')]), 'packages.zip');
    const imported = await admin.client.post('/api/admin/import-icpc-problem', form);
    expect(imported.body.status).toBe(200);
    const hello = (imported.body.data as { pid: number; problemId: string }[]).find(
      (p) => p.problemId === 'hello',
    );
    await admin.client.put('/api/admin/problem', { pid: hello?.pid, problem: { tags: ['Strings'] } });

    const page = await product.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${product.t.url}/problem`);
    await page.getByLabel('Keyword').fill('hello');
    await page.getByLabel('Keyword').press('Enter');
    await page.getByRole('link', { name: 'Hello World!' }).waitFor();
    await expect.poll(() => page.getByText('Odd Echo').count()).toBe(0);
    await saveScreenshot(page, 'problems-keyword-en-US-1280.png');

    await page.goto(`${product.t.url}/problem`);
    await page.getByRole('button', { name: 'Strings' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tagId')).not.toBeNull();
    await page.getByRole('link', { name: 'Hello World!' }).click();

    await page.getByLabel('Code editor').waitFor();
    // Each choice is waited for on the picker itself: under load a click on the picker while the last
    // choice's list was still closing left the old language chosen.
    const language = page.getByRole('combobox', { name: 'Language' });
    const choose = async (name: string) => {
      await language.click();
      await page.getByRole('option', { name, exact: true }).click();
      await expect.poll(() => language.textContent(), { timeout: 20_000 }).toBe(name);
    };
    await choose('Python3');
    await page.getByLabel('Code editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('print("Hello World!")');
    await choose('C++');
    await expect.poll(() => page.getByLabel('Code editor').textContent()).toContain('#include');
    await choose('Python3');
    await expect.poll(() => page.getByLabel('Code editor').textContent()).toContain('print("Hello World!")');
    await page.reload();
    await page.getByLabel('Code editor').waitFor();
    await expect.poll(() => page.getByLabel('Code editor').textContent()).toContain('print("Hello World!")');
    await saveScreenshot(page, 'problem-editor-en-US-1280.png');
    await page.close();
  });
});
