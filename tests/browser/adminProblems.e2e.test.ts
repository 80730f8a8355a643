import { ROLE } from '@oj/server';
import { zipPackages } from '@oj/server/testFixtures';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage, signInToBackOffice } from '../support/browserSession';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });

describe('the admin problem pages in the browser', () => {
  it('create (after a refused try, with an image uploaded and taken back), list and edit', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToBackOffice(page, product.t.url, admin);

    await page.getByRole('link', { name: 'Problems', exact: true }).click();
    await page.getByText('No problems yet').waitFor();
    await page.getByRole('link', { name: 'Create problem' }).first().click();
    await page.getByLabel('Problem ID').fill('BT1');
    await page.getByLabel('Title', { exact: true }).fill('Browser sum');
    await page.getByLabel('Description', { exact: true }).fill('Add two numbers $a+b$.');
    // An image uploaded into the description (spec 03 §2.10): its Markdown goes in, the preview shows it,
    // and taking it back deletes it on the server and takes it out of the text.
    const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#16a34a' } })
      .png()
      .toBuffer();
    await page
      .getByTestId('markdown-upload-image')
      .first()
      .setInputFiles({ name: 'sum.png', mimeType: 'image/png', buffer: tiny });
    const description = page.getByLabel('Description', { exact: true });
    // The upload goes through the server (its image check) first: under CI's load that takes seconds.
    await expect
      .poll(() => description.inputValue(), { timeout: 20_000 })
      .toMatch(/!\[sum\.png\]\(\/api\/public\/upload\/\d+-[0-9a-f]{16}\.png\)/);
    const link = /\((\/api\/public\/upload\/[^)]+)\)/.exec(await description.inputValue())?.[1] ?? '';
    await page.getByRole('radio', { name: 'Preview' }).first().click();
    const shown = page.getByRole('img', { name: 'sum.png' });
    await expect
      .poll(() => shown.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), {
        timeout: 20_000,
      })
      .toBe(40);
    await page.getByRole('radio', { name: 'Write' }).first().click();
    await page.getByRole('button', { name: 'Remove sum.png' }).click();
    await expect.poll(() => description.inputValue(), { timeout: 20_000 }).toBe('Add two numbers $a+b$.');
    expect((await fetch(product.t.url + link)).status).toBe(404);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // The rules of spec 03 section 5 refuse it before anything is sent.
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Input Description is required' })
      .waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: 'An example needs both an input and an output' })
      .waitFor();
    await page.waitForTimeout(600); // the form scrolls smoothly to the first failing field
    await saveScreenshot(page, 'admin-problem-form-errors-en-US-1280.png');

    await page.getByLabel('Input', { exact: true }).fill('Two integers a and b.');
    await page.getByLabel('Output', { exact: true }).fill('Their sum.');
    await page.getByLabel('Input of example 1').fill('1 2');
    await page.getByLabel('Output of example 1').fill('3');
    await page.getByPlaceholder('Pick a tag or type a new one').fill('Greedy');
    await page.getByRole('button', { name: 'Add new tag' }).click();
    await page.getByLabel('Input of case 1').fill('1 2\n');
    await page.getByLabel('Output of case 1').fill('3\n');
    await expect.poll(() => page.getByRole('main').getByRole('alert').allTextContents()).toEqual([]);
    await saveScreenshot(page, 'admin-problem-form-en-US-1280.png', { fullPage: true });
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL(/\/admin\/problems$/);
    const row = page.getByRole('row').filter({ hasText: 'BT1' });
    await row.getByText('Browser sum').waitFor();
    await row.getByRole('link', { name: 'Edit problem BT1' }).click();
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('Browser sum');
    await page.getByLabel('Title', { exact: true }).fill('Browser sum, edited');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/problems$/);
    await page.getByRole('row').filter({ hasText: 'BT1' }).getByText('Browser sum, edited').waitFor();
    await page.close();
    const tags = await admin.client.get('/api/admin/tag');
    expect((tags.body.data as { name: string }[]).map((tag) => tag.name)).toContain('Greedy');
  });

  it('import a Kattis package, spread its scores as OI, and manage tags', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToBackOffice(page, product.t.url, admin);
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    const icpc = page.locator('form').filter({ hasText: 'ICPC / Kattis package' });
    await icpc.getByLabel('Package (.zip)').setInputFiles({
      name: 'hello.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipPackages('hello')),
    });
    await icpc.getByRole('button', { name: 'Import' }).click();
    await page.getByText('Created 1 problem').waitFor();
    await page.getByRole('link', { name: 'hello', exact: true }).waitFor();
    await saveScreenshot(page, 'admin-problem-import-en-US-1280.png');
    await page.getByRole('link', { name: 'Back to the problems' }).click();
    await page.getByRole('row').filter({ hasText: 'Hello World!' }).waitFor();
    await saveScreenshot(page, 'admin-problems-en-US-1280.png');
    // The imported problem's stored cases are listed; switching it to OI spreads 100 points over them.
    await page.getByRole('link', { name: 'Edit problem hello' }).click();
    await page.getByRole('radio', { name: 'Current data' }).waitFor();
    await page.getByRole('radio', { name: 'OI' }).click();
    await expect.poll(() => page.getByLabel('Score of case 1').inputValue()).toMatch(/^\d+$/);
    await page.getByText('Total score: 100').waitFor();
    await saveScreenshot(page, 'admin-problem-edit-en-US-1280.png', { fullPage: true });
    await page.getByRole('link', { name: 'Problems', exact: true }).click();

    await page.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.getByRole('button', { name: 'New tag' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Dynamic programming');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: 'Dynamic programming' }).waitFor();
    await page.getByRole('button', { name: 'New tag' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Dynamic programming');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByText('The tag "Dynamic programming" already exists in ME').first().waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await saveScreenshot(page, 'admin-tags-en-US-1280.png');
    await page.close();

    const tags = await admin.client.get('/api/admin/tag');
    expect((tags.body.data as { name: string }[]).map((tag) => tag.name)).toContain('Dynamic programming');
  });

  it('save a changed special judge only once a judge compiled it', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const created = await admin.client.post('/api/admin/problem', {
      problem: { problemId: 'SPJ1', title: 'Any answer', input: 'Nothing.', output: 'Anything.' },
      testCases: [{ input: '1\n', output: '1\n' }],
    });
    expect(created.body.status).toBe(200);
    const { pid } = created.body.data as { pid: number };
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToBackOffice(page, product.t.url, admin);
    await page.goto(`${product.t.url}/admin/problem/edit/${pid}`);
    await expect.poll(() => page.getByLabel('Title', { exact: true }).inputValue()).toBe('Any answer');
    await page.getByRole('combobox', { name: 'Judge mode' }).click();
    await page.getByRole('option', { name: 'Special judge' }).click();
    const checker = page.getByLabel('Special judge program');
    await checker.fill('int main(void) { return 0 }\n');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const refused = 'The special judge or interactor program changed: compile it successfully before saving';
    await page.getByRole('main').getByRole('alert').filter({ hasText: refused }).waitFor();

    const judge = await startTestJudge(product.t, { firstSlot: 250, name: 'browser-checker-judge' });
    try {
      const compile = page.getByRole('button', { name: 'Compile', exact: true });
      await compile.click();
      const failed = page.getByRole('alert').filter({ hasText: 'The program does not compile:' });
      await failed.getByText('main.c:1:26: error: expected').waitFor({ timeout: 60_000 });
      await saveScreenshot(page, 'admin-problem-checker-ce-en-US-1280.png');
      await checker.fill('int main(void) { return 0; }\n');
      await expect.poll(() => failed.count()).toBe(0);
      await compile.click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Compiled successfully' })
        .waitFor({ timeout: 60_000 });
    } finally {
      await judge.stop();
    }
    await expect.poll(() => page.getByRole('main').getByRole('alert').allTextContents()).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/admin\/problems$/);
    await page.close();
    const stored = await admin.client.get(`/api/admin/problem?pid=${pid}`);
    expect(stored.body.data).toMatchObject({
      judgeMode: 'spj',
      checker: { language: 'C', files: [{ content: 'int main(void) { return 0; }\n' }] },
    });
  });

  it('batch-import files of several formats with a report, then export the imported problems', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const page = await backOfficePage(product.browser, product.t.url, admin, { width: 390, height: 844 });
    await page.goto(`${product.t.url}/admin/problem/batch-operation`);
    const batch = page.locator('form').filter({ hasText: 'Batch import, any format' });
    const brokenQduoj = zipSync({
      'bq/problem.json': new TextEncoder().encode(
        JSON.stringify({
          display_id: 'batch-broken',
          title: 'Broken',
          test_case_score: [{ score: 100, input_name: '1.in', output_name: '1.out' }],
        }),
      ),
      'bq/testcase/1.in': new TextEncoder().encode('1'),
    });
    await batch.getByLabel('Files (.zip, .xml)').setInputFiles([
      { name: 'oddecho.zip', mimeType: 'application/zip', buffer: Buffer.from(zipPackages('oddecho')) },
      { name: 'broken.zip', mimeType: 'application/zip', buffer: Buffer.from(brokenQduoj) },
    ]);
    await batch.getByRole('radio', { name: 'Import the valid problems only' }).click();
    await batch.getByRole('button', { name: 'Import' }).click();
    const report = page.getByRole('region', { name: 'Import report' });
    await report.getByRole('row').filter({ hasText: 'oddecho' }).getByText('Imported').waitFor();
    const refused = report.getByRole('row').filter({ hasText: 'broken.zip' });
    await refused.getByText('Refused').waitFor();
    await refused.getByText('bq/testcase/1.out').first().waitFor();
    await saveScreenshot(page, 'admin-problem-batch-import-en-US-390.png', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await report.getByRole('row').filter({ hasText: 'oddecho' }).waitFor();
    await saveScreenshot(page, 'admin-problem-batch-import-en-US-1280.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto(`${product.t.url}/admin/problems`);
    await page.getByRole('checkbox', { name: 'Choose problem oddecho' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Kattis package' }).click();
    expect((await download).suggestedFilename()).toMatch(/^problem-\d+-kattis\.zip$/);
    await saveScreenshot(page, 'admin-problem-export-en-US-390.png', { fullPage: true });

    await page.context().close();
    const zh = await backOfficePage(product.browser, product.t.url, admin, { width: 390, language: 'zh-CN' });
    await zh.goto(`${product.t.url}/admin/problem/batch-operation`);
    await zh.getByRole('heading', { name: '批量导入（任意格式）' }).waitFor();
    await saveScreenshot(zh, 'admin-problem-batch-import-zh-CN-390.png', { fullPage: true });
    await zh.context().close();
  });

  it('fit a phone screen, in Chinese too', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const created = await admin.client.post('/api/admin/problem', {
      problem: { problemId: 'PHONE1', title: 'A problem seen on a phone', tags: ['Phone tag'] },
      testCases: [{ input: '1\n', output: '1\n' }],
    });
    expect(created.body.status).toBe(200);
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInToBackOffice(page, product.t.url, admin);
    await page.goto(`${product.t.url}/admin/problems`);
    await page.getByRole('row').filter({ hasText: 'PHONE1' }).waitFor();
    await saveScreenshot(page, 'admin-problems-en-US-390.png', { fullPage: true });
    await page.goto(`${product.t.url}/admin/problem/create`);
    await page.getByLabel('Problem ID').waitFor();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('main').getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
    await saveScreenshot(page, 'admin-problem-form-en-US-390.png', { fullPage: true });
    await page.goto(`${product.t.url}/admin/problem/tag`);
    await page.getByRole('row').filter({ hasText: 'Phone tag' }).waitFor();
    await saveScreenshot(page, 'admin-tags-en-US-390.png', { fullPage: true });

    await page.evaluate("localStorage.setItem('language', 'zh-CN')");
    await context.clearCookies();
    const zh = await context.newPage();
    await zh.goto(`${product.t.url}/admin/problems`);
    await zh.getByRole('heading', { name: '题目管理' }).waitFor();
    await saveScreenshot(zh, 'admin-problems-zh-CN-390.png', { fullPage: true });
    // The form's messages in Chinese beside their fields.
    await zh.goto(`${product.t.url}/admin/problem/create`);
    await zh.getByRole('button', { name: '创建', exact: true }).click();
    await zh
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: '请输入标题' })
      .waitFor({ timeout: 20_000 });
    await zh.getByRole('main').getByRole('alert').filter({ hasText: '请输入输入描述' }).waitFor();
    await saveScreenshot(zh, 'admin-problem-form-errors-zh-CN-390.png', { fullPage: true });
    await context.close();
  });
});
