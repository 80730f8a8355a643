import { GroupRole } from '@oj/events';
import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInPage } from '../support/browserSession';
import { AB_CPP, submitInContest } from '../support/contests';
import { problemFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

// Group contests in the browser (issue 21, part 2): a teacher creates a contest in the group's Contests
// tab with a problem from the public bank, a member takes part and is judged Accepted by the real judge,
// the group rank open in the teacher's browser moves live, and the member follows the group's
// submissions tab live; in English at desktop width, then the member's pages in Chinese at phone width.

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let teacher: TestAccount;
let student: TestAccount;
let gid: number;
let cid: number;
let pid: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const HOUR = 3_600_000;

beforeAll(async () => {
  const root = await registerAndLogin(product.t, ROLE.root);
  expect(
    (await root.client.put('/api/admin/switch/update', { defaultCreateGroupACInitValue: 0 })).body.status,
  ).toBe(200);
  pid = data<{ pid: number }>(await root.client.post('/api/admin/problem', problemFields('GCA1'))).pid;
  [teacher, student] = await Promise.all([registerAndLogin(product.t), registerAndLogin(product.t)]);
  const group = await teacher.client.post('/api/group', {
    name: 'Friday algorithms',
    shortName: 'friday',
    brief: 'Weekly rounds',
    description: 'We meet on Fridays',
    auth: 3,
    code: 'fri123',
    visible: true,
  });
  gid = data<{ id: number }>(group).id;
  const applied = await student.client.post('/api/group/member', {
    gid,
    reason: 'Let me in please',
    code: 'fri123',
  });
  expect(applied.body.status).toBe(200);
  const accepted = await teacher.client.put('/api/group/member', {
    gid,
    uid: student.uid,
    auth: GroupRole.member,
  });
  expect(accepted.body.status).toBe(200);
  judge = await startTestJudge(product.t, { firstSlot: 700 });
});
afterAll(async () => {
  await judge?.stop();
});

describe('group contests in the browser', () => {
  it('a teacher creates a group contest, a member is judged Accepted, the group rank and status move live', async () => {
    const owner = await signedInPage(product.browser, teacher, { width: 1280 });
    const page = owner.page;
    await page.goto(`${product.t.url}/group/${gid}`);
    const tabs = page.getByRole('navigation', { name: 'Group menu' });
    await tabs.getByRole('link', { name: 'Contests', exact: true }).click();
    await page.getByText('The group has no contests yet').waitFor();
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.getByLabel('Title', { exact: true }).fill('Friday round 1');
    await page.getByLabel('Description', { exact: true }).fill('Two hours, one problem.');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/contest/\\d+/problems$`));
    cid = Number(/contest\/(\d+)\/problems/.exec(page.url())?.[1]);
    // The sub-route keeps the Contests tab of the group.
    expect(await tabs.getByRole('link', { name: 'Contests', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('button', { name: 'Add from the problem bank' }).click();
    await page.getByRole('button', { name: 'Add problem GCA1' }).click();
    await expect.poll(() => page.getByLabel('Display ID').inputValue()).toBe('A');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('tr[data-display-id="A"]').waitFor();
    await saveScreenshot(page, 'group-contest-problems-en-US-1280.png', { fullPage: true });
    // The form starts at the next full hour: the teacher moves the start to now.
    const now = Date.now();
    const moved = await teacher.client.put('/api/admin/contest', {
      cid,
      startTime: new Date(now - 60_000).toISOString(),
      endTime: new Date(now + 2 * HOUR).toISOString(),
    });
    expect(moved.body.status).toBe(200);

    await tabs.getByRole('link', { name: 'Contests', exact: true }).click();
    await page.getByRole('link', { name: 'Friday round 1' }).waitFor();
    await page.getByText('Running').first().waitFor();
    await saveScreenshot(page, 'group-contests-en-US-1280.png', { fullPage: true });
    await page.getByText('Contest Admin').click();
    await page.getByText('Every contest of the group').waitFor();
    await page.getByRole('row').filter({ hasText: 'Friday round 1' }).waitFor();
    await saveScreenshot(page, 'group-contest-admin-en-US-1280.png', { fullPage: true });

    await tabs.getByRole('link', { name: 'Rank', exact: true }).click();
    const studentRow = page.getByTestId('group-rank-row').filter({ hasText: student.username });
    await studentRow.waitFor();
    await expect.poll(() => studentRow.getByTestId('group-rank-solved').textContent()).toBe('0');

    const member = await signedInPage(product.browser, student, { width: 1280 });
    await member.page.goto(`${product.t.url}/contest/${cid}/problems`);
    await member.page.getByText('A+B GCA1').first().waitFor();
    await saveScreenshot(member.page, 'group-contest-member-en-US-1280.png', { fullPage: true });
    await member.page.goto(`${product.t.url}/group/${gid}/status`);
    await member.page
      .getByText('No submissions yet')
      .or(member.page.getByText('No submissions'))
      .first()
      .waitFor();

    await submitInContest(student, cid, pid, AB_CPP);

    // Both open pages move through their rooms: the teacher's rank, the member's submissions.
    await expect
      .poll(() => studentRow.getByTestId('group-rank-solved').textContent(), { timeout: 60_000 })
      .toBe('1');
    await saveScreenshot(page, 'group-rank-en-US-1280.png', { fullPage: true });
    await member.page
      .getByRole('row')
      .filter({ hasText: student.username })
      .getByText('Accepted')
      .waitFor({ timeout: 60_000 });
    await saveScreenshot(member.page, 'group-status-en-US-1280.png', { fullPage: true });
    await member.context.close();
    await owner.context.close();
  });

  it("shows the member's contests, submissions and rank in Chinese at phone width", async () => {
    const { page, context } = await signedInPage(product.browser, student, { width: 390, language: 'zh-CN' });
    await page.goto(`${product.t.url}/group/${gid}/contest`);
    await page.getByRole('link', { name: 'Friday round 1' }).waitFor();
    expect(await page.getByText('比赛管理').count()).toBe(0);
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-contests-zh-CN-390.png', { fullPage: true });
    const tabs = page.getByRole('navigation', { name: '团队菜单' });
    await tabs.getByRole('link', { name: '评测', exact: true }).click();
    await page.getByRole('row').filter({ hasText: student.username }).first().waitFor();
    await saveScreenshot(page, 'group-status-zh-CN-390.png', { fullPage: true });
    await tabs.getByRole('link', { name: '排名', exact: true }).click();
    await page.getByTestId('group-rank-row').filter({ hasText: student.username }).waitFor();
    await page.getByRole('radio', { name: 'OI' }).click();
    await page.getByTestId('group-rank-row').filter({ hasText: student.username }).getByText('100').waitFor();
    await saveScreenshot(page, 'group-rank-zh-CN-390.png', { fullPage: true });
    await context.close();
  });

  it("lets the teacher write a new group problem from the group contest's problems page; it joins as B", async () => {
    const { page, context } = await signedInPage(product.browser, teacher, { width: 1280 });
    await page.goto(`${product.t.url}/group/${gid}/contest/${cid}/problems`);
    await page.locator('tr[data-display-id="A"]').waitFor();
    await page.getByRole('link', { name: 'Write a new problem' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/problem-admin/create\\?cid=${cid}$`));
    await page.getByLabel('Problem ID').fill('B1');
    await page.getByLabel('Title', { exact: true }).fill('Round sum');
    await page.getByLabel('Description', { exact: true }).fill('Add two numbers.');
    await page.getByLabel('Input', { exact: true }).fill('Two integers.');
    await page.getByLabel('Output', { exact: true }).fill('Their sum.');
    await page.getByLabel('Input of example 1').fill('1 2');
    await page.getByLabel('Output of example 1').fill('3');
    await page.getByLabel('Input of case 1').fill('1 2\n');
    await page.getByLabel('Output of case 1').fill('3\n');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // Back on the contest's problems: the group's new problem (its ID prefixed) joined as B.
    await page.waitForURL(new RegExp(`/group/${gid}/contest/${cid}/problems$`));
    await page.locator('tr[data-display-id="B"]').getByText('Round sum').first().waitFor();
    const problems = data<{ records: { problemId: string; title: string }[] }>(
      await teacher.client.get(`/api/group/get-admin-problem-list?gid=${gid}&currentPage=1&limit=10`),
    );
    expect(problems.records.map((p) => p.problemId)).toContain('fridayB1');
    // Private to the group's admins in the group's bank; the contest's member reads it as B.
    const member = await signedInPage(product.browser, student, { width: 1280 });
    await member.page.goto(`${product.t.url}/contest/${cid}/problem/B`);
    await member.page.getByText('Round sum').first().waitFor();
    await member.page.goto(`${product.t.url}/group/${gid}/problem`);
    await member.page.getByRole('heading').first().waitFor();
    await expect.poll(() => member.page.getByText('Round sum').count()).toBe(0);
    await member.context.close();
    await context.close();
  });
});
