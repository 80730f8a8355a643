import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInPage } from '../support/browserSession';
import { problemFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

// Trainings in the browser (issue 20): a private training entered with its password (the empty and the
// wrong password refused with the spec's messages), progress ticking to accepted live after a judged
// submission, the live rank, the problem page in training mode, the back office's editor; English at
// desktop width, Chinese at phone width.

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let root: TestAccount;
let ann: TestAccount;
let tid: number;
let pid: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  expect((await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  const problem = await root.client.post('/api/admin/problem', problemFields('TRAIN1', { auth: 1 }));
  pid = data<{ pid: number }>(problem).pid;
  await root.client.post('/api/admin/problem', problemFields('TRAIN2', { auth: 1 }));
  const [category] = data<{ id: number }[]>(
    await root.client.post('/api/admin/training/category', { name: 'Classic', color: '#e6a23c' }),
  );
  await root.client.post('/api/admin/training', {
    title: 'Getting started',
    description: 'One problem.',
    categoryId: category?.id,
  });
  tid = data<{ id: number }>(
    await root.client.post('/api/admin/training', {
      title: 'Team practice',
      description: '## For the team\n\nTwo classics, **password** only.',
      auth: 'Private',
      privatePwd: 'letmein',
      categoryId: category?.id,
    }),
  ).id;
  const added = await root.client.post('/api/admin/training/problem', {
    tid,
    problemIds: ['TRAIN1', 'TRAIN2'],
  });
  expect(added.body.status).toBe(200);
  ann = await registerAndLogin(product.t);
  judge = await startTestJudge(product.t, { firstSlot: 456 });
});
afterAll(async () => {
  await judge?.stop();
});

describe('trainings in the browser', () => {
  it('enters a private training with its password, then sees its progress turn accepted live and the rank', async () => {
    const { page, context } = await signedInPage(product.browser, ann, { width: 1280 });
    await page.goto(`${product.t.url}/home`);
    await page.getByRole('link', { name: 'Training', exact: true }).first().click();
    const row = page.getByRole('row').filter({ hasText: 'Team practice' });
    await row.getByText('Private').waitFor();
    await row.getByText('Classic').last().waitFor();
    await saveScreenshot(page, 'training-list-en-US-1280.png', { fullPage: true });
    await row.getByRole('link', { name: 'Team practice' }).click();
    await page.getByRole('heading', { name: 'Team practice' }).waitFor();
    await page.getByText('This training is private').waitFor();

    await page.locator('.training-page').getByRole('link', { name: 'Problems', exact: true }).click();
    await page.getByRole('button', { name: 'Enter the training' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.getByText('Enter the training password').waitFor();
    await dialog.getByLabel('Training password').fill('letmeout');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The training password is wrong').first().waitFor();
    await saveScreenshot(page, 'training-register-en-US-1280.png');
    await dialog.getByLabel('Training password').fill('letmein');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const first = page.getByRole('row').filter({ hasText: 'TRAIN1' });
    await first.getByTitle('Not submitted').waitFor();
    // Judged by the real test judge: the row turns accepted through the rank room, without a reload.
    const sent = await ann.client.post('/api/submit-problem-judge', { pid, language: 'C++', code: AB_CPP });
    expect(sent.body.status).toBe(200);
    await page.locator('tr[data-progress="accepted"]', { hasText: 'TRAIN1' }).waitFor({ timeout: 60_000 });
    await page.getByText('1 / 2 solved').waitFor();
    await saveScreenshot(page, 'training-problems-en-US-1280.png', { fullPage: true });

    await page.locator('.training-page').getByRole('link', { name: 'Rank', exact: true }).click();
    const mine = page.getByRole('row').filter({ hasText: ann.username });
    await mine.getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await saveScreenshot(page, 'training-rank-en-US-1280.png', { fullPage: true });

    // The problem page in training mode: the training's menu and a way back to its problems.
    await page.goto(`${product.t.url}/training/${tid}/problem/TRAIN2`);
    await page.getByRole('heading', { name: 'A+B TRAIN2' }).waitFor();
    await page.getByRole('link', { name: 'Training home' }).waitFor();
    await saveScreenshot(page, 'training-problem-en-US-1280.png');
    await page.getByRole('link', { name: "Back to the training's problems" }).click();
    await page.waitForURL(new RegExp(`/training/${tid}/problems$`));
    await context.close();
  });

  it('shows the list, the problems with progress and the rank in Chinese at phone width', async () => {
    const { page, context } = await signedInPage(product.browser, ann, { width: 390, language: 'zh-CN' });
    await page.goto(`${product.t.url}/training`);
    await page.getByRole('heading', { name: '训练' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Team practice' }).getByText('私有').waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'training-list-zh-CN-390.png', { fullPage: true });
    await page.goto(`${product.t.url}/training/${tid}/problems`);
    await page.locator('tr[data-progress="accepted"]', { hasText: 'TRAIN1' }).getByTitle('已通过').waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'training-problems-zh-CN-390.png', { fullPage: true });
    await page.locator('.training-page').getByRole('link', { name: '记录榜' }).click();
    await page.getByRole('row').filter({ hasText: ann.username }).waitFor();
    await saveScreenshot(page, 'training-rank-zh-CN-390.png', { fullPage: true });
    // The rank's search keeps each row's rank; a name nobody has leaves it empty.
    await page.getByLabel('搜索用户名').fill('nobody-by-this-name');
    await page.getByLabel('搜索用户名').press('Enter');
    await page.getByText('没有匹配的用户').waitFor();
    await page.getByLabel('搜索用户名').fill(ann.username);
    await page.getByLabel('搜索用户名').press('Enter');
    await page.getByRole('row').filter({ hasText: ann.username }).waitFor();
    await context.close();
  });

  it("lets an admin edit the training's problem list: order and visibility", async () => {
    const { page, context } = await signedInPage(product.browser, root, { width: 1280 });
    await page.goto(`${product.t.url}/admin/training/${tid}/edit`);
    await page.getByRole('heading', { name: `Edit training ${tid}` }).waitFor();
    const rows = page.locator('.training-admin-scroll tbody tr');
    await expect
      .poll(() => rows.allInnerTexts())
      .toEqual([expect.stringContaining('TRAIN1'), expect.stringContaining('TRAIN2')]);
    await page.getByRole('button', { name: 'Move TRAIN2 up' }).click();
    await expect.poll(async () => ((await rows.first().textContent()) ?? '').includes('TRAIN2')).toBe(true);
    await page.getByRole('switch', { name: 'Problem TRAIN1 visible' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Problem TRAIN1 visible' }).getAttribute('aria-checked'))
      .toBe('false');
    await saveScreenshot(page, 'training-admin-edit-en-US-1280.png', { fullPage: true });
    const list = data<{ problemId: string }[]>(
      await ann.client.get(`/api/get-training-problem-list?tid=${tid}`),
    );
    expect(list.map((p) => p.problemId)).toEqual(['TRAIN2']);
    await page.goto(`${product.t.url}/admin/training`);
    await page.getByRole('row').filter({ hasText: 'Team practice' }).waitFor();
    await saveScreenshot(page, 'training-admin-list-en-US-1280.png');
    await context.close();
  });
});
