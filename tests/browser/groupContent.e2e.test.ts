import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { cppDraft, expectNoSideScroll, signedInPage } from '../support/browserSession';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

// A group's own content in the browser (issue 21): a teacher writes a group problem with the problem form
// and a group training holding it; a member opens the training and the problem, submits and sees the
// verdict; the teacher posts an announcement the member sees appear live on the group's home. English at
// desktop width, Chinese at phone width.

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let teacher: TestAccount;
let student: TestAccount;
let gid: number;
const PROBLEM = 'CLASS-AB';
const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';
const data = <T>(reply: { body: { status: number; msg: string; data: unknown } }) => {
  expect(reply.body.status, reply.body.msg).toBe(200);
  return reply.body.data as T;
};

beforeAll(async () => {
  const root = await registerAndLogin(product.t, ROLE.root);
  data(
    await root.client.put('/api/admin/switch/update', {
      defaultSubmitInterval: 0,
      defaultCreateGroupACInitValue: 0,
    }),
  );
  data(await root.client.post('/api/admin/training/category', { name: 'Class', color: '#3e63dd' }));
  [teacher, student] = await Promise.all([registerAndLogin(product.t), registerAndLogin(product.t)]);
  gid = data<{ id: number }>(
    await teacher.client.post('/api/group', {
      name: 'Evening class',
      shortName: 'class',
      brief: 'Problems after school',
      description: 'We practise **twice a week**.',
      auth: 3,
      code: 'abc123',
      visible: true,
    }),
  ).id;
  data(await student.client.post('/api/group/member', { gid, reason: 'I am in the class', code: 'abc123' }));
  data(await teacher.client.put('/api/group/member', { gid, uid: student.uid, auth: 3 }));
  judge = await startTestJudge(product.t, { firstSlot: 640 });
});
afterAll(async () => {
  await judge?.stop();
});

describe('a group problem and training in the browser', () => {
  // Two browsers and the judge in one walk-through: 38-59 s in quiet rehearsals, past the 60 s default once.
  it('lets the teacher write them, and a member solve the problem and read a new announcement live', async () => {
    const { page: desk, context: teacherContext } = await signedInPage(product.browser, teacher, {
      width: 1280,
    });
    await desk.goto(`${product.t.url}/group/${gid}/problem`);
    await desk.getByText('No problems yet').waitFor();
    await desk.getByRole('link', { name: 'Create', exact: true }).click();
    await desk.getByLabel('Problem ID').fill(PROBLEM);
    await desk.getByLabel('Title', { exact: true }).fill('Class sum');
    await desk.getByLabel('Description', { exact: true }).fill('Add two numbers $a+b$.');
    await desk.getByLabel('Input', { exact: true }).fill('Two integers a and b.');
    await desk.getByLabel('Output', { exact: true }).fill('Their sum.');
    await desk.getByLabel('Input of example 1').fill('1 2');
    await desk.getByLabel('Output of example 1').fill('3');
    await desk.getByLabel('Input of case 1').fill('1 2\n');
    await desk.getByLabel('Output of case 1').fill('3\n');
    await desk.getByRole('button', { name: 'Create', exact: true }).click();
    await desk.waitForURL(new RegExp(`/group/${gid}/problem$`));
    // Back on the group's Problems tab (highlighted), the new problem is listed; it is not in the public set.
    await desk.getByRole('row').filter({ hasText: PROBLEM }).getByText('Class sum').waitFor();
    await desk
      .getByRole('link', { name: 'Problems', exact: true })
      .and(desk.locator('[data-active]'))
      .waitFor();
    expect((await student.client.get(`/api/get-problem-detail?problemId=${PROBLEM}`)).http).toBe(404);
    await desk.getByRole('switch', { name: 'Admin' }).click();
    await desk
      .getByRole('row')
      .filter({ hasText: PROBLEM })
      .getByRole('button', { name: 'Apply for public' })
      .waitFor();
    await saveScreenshot(desk, 'group-problems-admin-en-US-1280.png', { fullPage: true });

    await desk.getByRole('link', { name: 'Trainings', exact: true }).click();
    await desk.getByText('No trainings yet').waitFor();
    await desk.getByRole('button', { name: 'Create', exact: true }).click();
    const form = desk.getByRole('dialog');
    await form.getByLabel('Title').fill('Week one');
    await form.getByLabel('Description').fill('Start with the sum.');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await desk.getByRole('switch', { name: 'Admin' }).click();
    const trainingRow = desk.getByRole('row').filter({ hasText: 'Week one' });
    await trainingRow.getByRole('button', { name: 'Problems' }).click();
    const problems = desk.getByRole('dialog');
    await problems.getByLabel('Problem ID').fill(PROBLEM);
    await problems.getByRole('button', { name: 'Add', exact: true }).click();
    await problems.getByRole('row').filter({ hasText: 'Class sum' }).waitFor();
    await saveScreenshot(desk, 'group-training-problems-en-US-1280.png');
    await desk.keyboard.press('Escape');
    await problems.waitFor({ state: 'hidden' });
    // The closing dialog gives the page its pointer back only after its animation: a click before is lost.
    await expect.poll(() => desk.evaluate('getComputedStyle(document.body).pointerEvents')).not.toBe('none');

    // The member: the group's home with its (empty) announcements, the training, its problem, a verdict.
    const { page, context } = await signedInPage(product.browser, student, {
      width: 1280,
      storage: cppDraft(`none:${PROBLEM}`, AB_CPP),
    });
    await page.goto(`${product.t.url}/group/${gid}`);
    await page.getByText('No announcements').waitFor();
    await page.getByRole('link', { name: 'Trainings', exact: true }).click();
    await page.getByRole('link', { name: 'Week one' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/training/\\d+$`));
    await page.locator('.training-page').getByRole('link', { name: 'Problems', exact: true }).click();
    await page.getByRole('link', { name: 'Class sum' }).first().click();
    await page.waitForURL(new RegExp(`/group/${gid}/training/\\d+/problem/${PROBLEM}$`));
    await page.getByLabel('Code editor').waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.locator('.submit-status').getByText('Accepted').waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'group-training-problem-en-US-1280.png');
    // The group's own problem page (full width), reached from the Problems tab, shows it solved.
    await page.goto(`${product.t.url}/group/${gid}/problem`);
    await page.getByRole('row').filter({ hasText: PROBLEM }).getByText('Solved').waitFor();
    await page.getByRole('link', { name: PROBLEM }).click();
    await page.getByRole('heading', { name: 'Class sum' }).waitFor();
    await saveScreenshot(page, 'group-problem-en-US-1280.png');

    // The teacher posts; the member's open home page shows it without a reload.
    await page.goto(`${product.t.url}/group/${gid}`);
    await page.getByText('No announcements').waitFor();
    await desk.getByRole('link', { name: 'Announcements', exact: true }).click();
    await desk.waitForURL(new RegExp(`/group/${gid}/announcement$`));
    await desk.getByRole('heading', { name: 'Group announcements' }).waitFor();
    await desk.waitForURL(new RegExp(`/group/${gid}/announcement$`));
    await desk.getByRole('button', { name: 'Create', exact: true }).click();
    const post = desk.getByRole('dialog');
    await post.getByLabel('Title').fill('Quiz on Friday');
    await saveScreenshot(desk, 'group-announcement-dialog-en-US-1280.png');
    await post.getByLabel('Content', { exact: true }).fill('Bring **pens**.');
    await post.getByRole('button', { name: 'Save' }).click();
    await post.waitFor({ state: 'hidden' });
    await page.locator('.group-announcements').getByText('Quiz on Friday').waitFor();
    await saveScreenshot(page, 'group-home-en-US-1280.png', { fullPage: true });
    await context.close();
    await teacherContext.close();
  });

  it('shows the member the group problems, trainings and announcements in Chinese at phone width', async () => {
    const { page, context } = await signedInPage(product.browser, student, { width: 390, language: 'zh-CN' });
    await page.goto(`${product.t.url}/group/${gid}`);
    await page.locator('.group-announcements').getByText('Quiz on Friday').waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-home-zh-CN-390.png', { fullPage: true });
    await page.getByRole('link', { name: '题目', exact: true }).click();
    await page.getByRole('row').filter({ hasText: PROBLEM }).getByText('已通过').waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-problems-zh-CN-390.png', { fullPage: true });
    await page.getByRole('link', { name: '训练', exact: true }).last().click();
    await page.getByRole('link', { name: 'Week one' }).waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-trainings-zh-CN-390.png', { fullPage: true });
    // Announcements are the group admins' tab: a member has none.
    expect(await page.getByRole('link', { name: '公告', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('opens the group training problem and the group problem in focus mode, without the site bar', async () => {
    const { page, context } = await signedInPage(product.browser, student, { width: 1280 });
    await page.goto(`${product.t.url}/group/${gid}/training`);
    await page.getByRole('link', { name: 'Week one' }).click();
    await page.locator('.training-page').getByRole('link', { name: 'Problems', exact: true }).click();
    await page.getByRole('link', { name: 'Class sum' }).first().click();
    await page.getByRole('link', { name: 'Focus mode' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/training/\\d+/problem/${PROBLEM}/full-screen$`));
    await page.getByRole('link', { name: 'Exit focus mode' }).waitFor();
    await expect.poll(() => page.locator('header.app-header').count()).toBe(0);
    // The training's problems with the member's status: solved in the first test.
    await page.getByRole('button', { name: 'Problems' }).click();
    const list = page.getByRole('dialog', { name: 'Problems of this set' });
    await list.getByRole('link', { name: /Class sum\s*Solved$/ }).waitFor();
    await saveScreenshot(page, 'group-training-problem-focus-en-US-1280.png');
    await page.keyboard.press('Escape');

    // The group's own problem: focus mode without a set to list.
    await page.goto(`${product.t.url}/group/${gid}/problem/${PROBLEM}`);
    await page.getByRole('heading', { name: 'Class sum' }).waitFor();
    await page.getByRole('link', { name: 'Focus mode' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/problem/${PROBLEM}/full-screen$`));
    await page.getByLabel('Code editor').waitFor();
    await expect.poll(() => page.locator('header.app-header').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Problems' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Exit focus mode' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/problem/${PROBLEM}$`));
    await page.locator('header.app-header').waitFor();
    await context.close();
  });
});
