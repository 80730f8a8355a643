import { ROLE } from '@oj/server';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { backOfficePage } from '../support/browserSession';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { until } from '../support/wait';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
afterAll(async () => {
  await judge?.stop();
});

interface LanguageReply {
  name: string;
  description: string;
  compile: unknown;
  run: { argv: string[] };
}

async function languages(account: TestAccount): Promise<LanguageReply[]> {
  const reply = await account.client.get('/api/admin/language');
  expect(reply.body.status).toBe(200);
  return reply.body.data as LanguageReply[];
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
/** Text as shown: narrow screens repeat some cells' text, hidden on wide ones, and the other way round. */
const shown = (scope: Locator, text: string | RegExp) => scope.getByText(text).filter({ visible: true });

describe('the admin judge pages in the browser', () => {
  it('let the super admin edit, add and remove a language, and show a runner come online', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const page = await backOfficePage(product.browser, product.t.url, root, { width: 1280 });

    await page.getByRole('link', { name: 'Languages', exact: true }).click();
    await page.waitForURL(/\/admin\/languages$/);
    await row(page, 'Python3').waitFor();
    // The commands show on one line each.
    await shown(row(page, 'Java'), '{javaHome}/bin/java -XX:+UseSerialGC').waitFor();
    await saveScreenshot(page, 'admin-languages-en-US-1280.png', { fullPage: true, animations: 'disabled' });

    // Edit a description: saved, and still there after a reload.
    await row(page, 'Python3').getByRole('button', { name: 'Edit Python3' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByLabel('Description', { exact: true }).inputValue())
      .toBe('Python 3.11');
    await dialog.getByLabel('Description', { exact: true }).fill('Python 3.11, edited in the browser');
    await dialog.getByText('4 arguments:').waitFor(); // python3 -m py_compile {src}
    await saveScreenshot(page, 'admin-language-dialog-en-US-1280.png', { animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shown(row(page, 'Python3'), 'Python 3.11, edited in the browser').waitFor();
    await page.reload();
    await shown(row(page, 'Python3'), 'Python 3.11, edited in the browser').waitFor();
    expect((await languages(root)).find((l) => l.name === 'Python3')?.description).toBe(
      'Python 3.11, edited in the browser',
    );

    // Add one (Ruby without gems: Ruby itself is a default): the form names what is missing, then a
    // language run from source with a quoted argument.
    await page.getByRole('button', { name: 'Add language' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(4); // name, both files, compile command
    // A field typed in is checked when left.
    await dialog.getByLabel('Compile command').fill('rubyc "main.rb');
    await dialog.getByLabel('Compile command').blur();
    await dialog.getByText('A quote in the command is not closed').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'admin-language-dialog-errors-en-US-1280.png', { animations: 'disabled' });
    await dialog.getByLabel('Name', { exact: true }).fill('Ruby (no gems)');
    await dialog.getByLabel('Description', { exact: true }).fill('Ruby 3.2');
    await dialog.getByLabel('Source file').fill('main.rb');
    await dialog.getByLabel('Executable file').fill('main.rb');
    await dialog.getByRole('switch', { name: 'Compile before running' }).click();
    await dialog.getByLabel('Run command').fill('ruby --disable-gems "/box/{exe}"');
    await dialog.getByText('3 arguments:').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await shown(row(page, 'Ruby (no gems)'), 'Not compiled').waitFor();
    const ruby = (await languages(root)).find((l) => l.name === 'Ruby (no gems)');
    expect(ruby).toMatchObject({ compile: null, run: { argv: ['ruby', '--disable-gems', '/box/{exe}'] } });

    // Remove it, after confirming.
    await row(page, 'Ruby (no gems)').getByRole('button', { name: 'Delete Ruby (no gems)' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await row(page, 'Ruby (no gems)').waitFor({ state: 'detached' });
    await until(async () => !(await languages(root)).some((l) => l.name === 'Ruby (no gems)'));

    // The judge page: how to start a runner while there is none, then the runner online, then offline.
    await page.getByRole('link', { name: 'Judge', exact: true }).click();
    await page.getByText('No judge runner has reported yet').waitFor();
    await page.getByText(`JUDGE_SERVER_URL=${product.t.url}`).waitFor();
    await saveScreenshot(page, 'admin-judge-empty-en-US-1280.png', { animations: 'disabled' });
    judge = await startTestJudge(product.t, { firstSlot: 230, name: 'browser-judge' });
    // No click and no poll (the page reads REST only while its socket is down): the runner's first report
    // is pushed to the page's room.
    const runner = row(page, 'browser-judge');
    await shown(runner, 'Online').waitFor({ timeout: 20_000 });
    await page.getByText('Live: reports appear as they arrive').waitFor({ timeout: 20_000 });
    await shown(runner, /seconds? ago|now/).waitFor();
    await page.getByText(/1 online, \d of 2 slots busy/).waitFor();
    await saveScreenshot(page, 'admin-judge-en-US-1280.png', { animations: 'disabled' });
    await judge.stop();
    judge = undefined;
    // Its goodbye report is pushed too.
    await shown(runner, 'Offline').waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  // Runs after the first test, whose runner it shows stopped.
  it('are read-only for other admins, and fit a phone screen in both languages', async () => {
    const admin = await registerAndLogin(product.t, ROLE.admin);
    const page = await backOfficePage(product.browser, product.t.url, admin, { width: 390 });
    await page.goto(`${product.t.url}/admin/languages`);
    await row(page, 'C++').waitFor();
    await page.getByText('Only the super admin can change the languages').waitFor();
    expect(await page.getByRole('button', { name: 'Add language' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await saveScreenshot(page, 'admin-languages-en-US-390.png', { fullPage: true, animations: 'disabled' });
    await row(page, 'Java').getByRole('button', { name: 'View Java' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel('Run command').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await saveScreenshot(page, 'admin-language-dialog-en-US-390.png', { animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`${product.t.url}/admin/judge`);
    await shown(row(page, 'browser-judge'), 'Offline').waitFor();
    await saveScreenshot(page, 'admin-judge-en-US-390.png', { fullPage: true, animations: 'disabled' });

    const zh = await backOfficePage(product.browser, product.t.url, admin, { width: 390, language: 'zh-CN' });
    await zh.goto(`${product.t.url}/admin/languages`);
    await zh.getByRole('heading', { name: '编程语言' }).waitFor();
    await row(zh, 'Java').waitFor();
    await saveScreenshot(zh, 'admin-languages-zh-CN-390.png', { fullPage: true, animations: 'disabled' });
    await row(zh, 'Java').getByRole('button', { name: '查看 Java' }).click();
    await zh.getByRole('dialog').getByText('{javaHome}/bin/java', { exact: true }).waitFor();
    await saveScreenshot(zh, 'admin-language-dialog-zh-CN-390.png', { animations: 'disabled' });
    await zh.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await zh.goto(`${product.t.url}/admin/judge`);
    await zh.getByRole('heading', { name: '评测机状态' }).waitFor();
    await shown(row(zh, 'browser-judge'), '离线').waitFor();
    await saveScreenshot(zh, 'admin-judge-zh-CN-390.png', { fullPage: true, animations: 'disabled' });
    await page.context().close();
    await zh.context().close();
  });

  it('name what a new language lacks beside each field, in Chinese on a phone', async () => {
    const root = await registerAndLogin(product.t, ROLE.root);
    const zh = await backOfficePage(product.browser, product.t.url, root, { width: 390, language: 'zh-CN' });
    await zh.goto(`${product.t.url}/admin/languages`);
    await row(zh, 'Java').waitFor();
    await zh.getByRole('button', { name: '添加语言' }).click();
    const dialog = zh.getByRole('dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('请输入语言名称').waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.getByRole('alert').count(), { timeout: 20_000 }).toBe(4);
    expect(await dialog.getByText('文件名只能是 1-50 个字母、数字、下划线、点或连字符').count()).toBe(2);
    await dialog.getByText('请输入命令').waitFor();
    await saveScreenshot(zh, 'admin-language-dialog-errors-zh-CN-390.png', { animations: 'disabled' });
    await zh.context().close();
  });
});
