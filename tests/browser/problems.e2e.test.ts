import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild, ROLE } from '@oj/server';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipPackages } from '../../server/src/problem/import/testFixtures';
import { registerAndLogin } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/testServer';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shots = path.join(root, '.tmp/screenshots');
let t: TestServer;
let browser: Browser;

beforeAll(async () => {
  const webDist = ensureWebBuild(path.join(root, 'web'), pino({ level: 'silent' }));
  t = await startTestServer({ webDist });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('problems in the browser', () => {
  it('an imported package is found by keyword and tag, opened, and its editor code survives a language switch and a reload', async () => {
    const admin = await registerAndLogin(t, ROLE.admin);
    const form = new FormData();
    form.append('file', new Blob([zipPackages('hello', 'oddecho')]), 'packages.zip');
    const imported = await admin.client.post('/api/admin/import-icpc-problem', form);
    expect(imported.body.status).toBe(200);
    const hello = (imported.body.data as { pid: number; problemId: string }[]).find(
      (p) => p.problemId === 'hello',
    );
    await admin.client.put('/api/admin/problem', { pid: hello?.pid, problem: { tags: ['Strings'] } });

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${t.url}/problem`);
    await page.getByLabel('Keyword').fill('hello');
    await page.getByLabel('Keyword').press('Enter');
    await page.getByRole('link', { name: 'Hello World!' }).waitFor();
    await expect.poll(() => page.getByText('Odd Echo').count()).toBe(0);
    await page.screenshot({ path: path.join(shots, 'problems-keyword-en-US-1280.png') });

    await page.goto(`${t.url}/problem`);
    await page.getByRole('button', { name: 'Strings' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tagId')).not.toBeNull();
    await page.getByRole('link', { name: 'Hello World!' }).click();

    await page.getByLabel('Code editor').waitFor();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Python3' }).click();
    await page.getByLabel('Code editor').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('print("Hello World!")');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'C++', exact: true }).click();
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Python3' }).click();
    await expect.poll(() => page.getByLabel('Code editor').textContent()).toContain('print("Hello World!")');
    await page.reload();
    await page.getByLabel('Code editor').waitFor();
    await expect.poll(() => page.getByLabel('Code editor').textContent()).toContain('print("Hello World!")');
    await page.screenshot({ path: path.join(shots, 'problem-editor-en-US-1280.png') });
    await page.close();
  });
});
