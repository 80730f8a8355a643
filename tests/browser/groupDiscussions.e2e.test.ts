import { GroupRole, SubmissionStatus } from '@oj/events';
import { ROLE } from '@oj/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInPage } from '../support/browserSession';
import { problemFields } from '../support/fixtures';

// A group's discussions and its live submissions in the browser (issue 21): a member posts in the
// Discussions tab and a classmate's open list shows it live; the classmate's open submissions tab shows
// another member's pending submission turn into its verdict without a reload; the tab in Chinese at phone
// width; and with openGroupDiscussion off the tab is gone and its page answers 'No Access'.

const product = useBrowserProduct();
let root: TestAccount;
let teacher: TestAccount;
let student: TestAccount;
let classmate: TestAccount;
let gid: number;
let pid: number;
let cid: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const HOUR = 3_600_000;

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  const switched = await root.client.put('/api/admin/switch/update', {
    defaultCreateGroupACInitValue: 0,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 0,
    defaultSubmitInterval: 0,
    openGroupDiscussion: true,
  });
  expect(switched.body.status).toBe(200);
  expect((await root.client.post('/api/discussion-category', [{ name: 'Questions' }])).body.status).toBe(200);
  pid = data<{ pid: number }>(await root.client.post('/api/admin/problem', problemFields('GDS1'))).pid;
  [teacher, student, classmate] = await Promise.all([
    registerAndLogin(product.t),
    registerAndLogin(product.t),
    registerAndLogin(product.t),
  ]);
  gid = data<{ id: number }>(
    await teacher.client.post('/api/group', {
      name: 'Monday discussions',
      shortName: 'monday',
      brief: 'We talk about problems',
      description: 'Ask anything',
      auth: 1,
      visible: true,
    }),
  ).id;
  for (const who of [student, classmate]) {
    expect((await who.client.post('/api/group/member', { gid })).body.status).toBe(200);
    expect(
      (await teacher.client.put('/api/group/member', { gid, uid: who.uid, auth: GroupRole.member })).body
        .status,
    ).toBe(200);
  }
  const now = Date.now();
  cid = data<{ cid: number }>(
    await teacher.client.post('/api/admin/contest', {
      title: 'Monday round',
      description: 'One problem',
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + HOUR).toISOString(),
      type: 0,
      auth: 0,
      gid,
    }),
  ).cid;
  const added = await teacher.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  expect(added.body.status).toBe(200);
});

describe('group discussions in the browser', () => {
  it("a member posts in the Discussions tab and a classmate's open list shows it live", async () => {
    const watcher = await signedInPage(product.browser, classmate, { width: 1280 });
    await watcher.page.goto(`${product.t.url}/group/${gid}/discussion`);
    await watcher.page.getByText('No discussions yet').waitFor();

    const author = await signedInPage(product.browser, student, { width: 1280 });
    const page = author.page;
    await page.goto(`${product.t.url}/group/${gid}`);
    const tabs = page.getByRole('navigation', { name: 'Group menu' });
    await tabs.getByRole('link', { name: 'Discussions', exact: true }).click();
    await page.getByText('No discussions yet').waitFor();
    await page.getByRole('button', { name: 'Post a discussion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('How to read until the end of input?');
    await dialog.getByLabel('Description').fill('Reading many lines');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Questions' }).click();
    await dialog.getByLabel('Content').fill('My loop never stops. What should I check?');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/discussion-detail/\\d+$`));
    await page.getByRole('heading', { name: 'How to read until the end of input?' }).waitFor();
    // The detail keeps the Discussions tab of the group.
    expect(
      await tabs.getByRole('link', { name: 'Discussions', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    await saveScreenshot(page, 'group-discussion-detail-en-US-1280.png', { fullPage: true });

    await watcher.page.getByRole('link', { name: 'How to read until the end of input?' }).waitFor();
    await saveScreenshot(watcher.page, 'group-discussions-en-US-1280.png', { fullPage: true });
    // Never in the public area.
    await watcher.page.goto(`${product.t.url}/discussion`);
    await watcher.page.getByRole('heading', { name: 'Discussions' }).first().waitFor();
    await expect.poll(() => watcher.page.getByText('How to read until the end of input?').count()).toBe(0);
    await author.context.close();
    await watcher.context.close();
  });

  it("a classmate's open submissions tab shows another member's pending submission turn into its verdict", async () => {
    const watcher = await signedInPage(product.browser, classmate, { width: 1280 });
    const page = watcher.page;
    await page.goto(`${product.t.url}/group/${gid}/status`);
    await page.getByText('No submissions yet').first().waitFor();
    // A mark on the page: a reload would lose it.
    await page.evaluate('window.stayed = true');
    const submitted = await student.client.post('/api/submit-problem-judge', {
      pid,
      cid,
      language: 'C++',
      code: 'int main(){}',
    });
    expect(submitted.body.status).toBe(200);
    const submitId = data<{ submitId: number }>(submitted).submitId;
    const row = page.getByRole('row').filter({ hasText: student.username });
    await row.first().waitFor();
    await expect.poll(() => row.first().textContent()).toMatch(/Pending|Judging|Waiting/);
    const judged = await root.client.get(
      `/api/admin/judge/manual-judge?submitId=${submitId}&status=${SubmissionStatus.accepted}`,
    );
    expect(judged.body.status).toBe(200);
    await row.first().getByText('Accepted').waitFor();
    expect(await page.evaluate('window.stayed')).toBe(true);
    await watcher.context.close();
  });

  it("gives the group's admins the discussion table: they pin a member's discussion", async () => {
    const { page, context } = await signedInPage(product.browser, teacher, { width: 1280 });
    await page.goto(`${product.t.url}/group/${gid}/discussion`);
    await page.getByText('Discussion Admin').click();
    const row = page
      .getByTestId('group-discussion-admin-row')
      .filter({ hasText: 'How to read until the end of input?' });
    await row.waitFor();
    await row.getByRole('switch', { name: 'Pinned' }).click();
    await expect
      .poll(() => row.getByRole('switch', { name: 'Pinned' }).getAttribute('aria-checked'))
      .toBe('true');
    await saveScreenshot(page, 'group-discussion-admin-en-US-1280.png', { fullPage: true });
    const listed = data<{ records: { title: string; topPriority: boolean }[] }>(
      await classmate.client.get(`/api/group/get-discussion-list?gid=${gid}`),
    );
    expect(listed.records.find((r) => r.title === 'How to read until the end of input?')?.topPriority).toBe(
      true,
    );
    await context.close();
  });

  it("lets a discussion's author edit it from its card, full-screen, and delete it there; a classmate sees neither", async () => {
    const categories = data<{ id: number; name: string }[]>(
      await root.client.get('/api/discussion-category'),
    );
    const categoryId = categories.find((c) => c.name === 'Questions')?.id;
    const posted = await student.client.post('/api/group/discussion', {
      gid,
      title: 'Card actions topic',
      description: 'From the card',
      content: 'Edit me from the list.',
      categoryId,
      pid: null,
    });
    expect(posted.body.status).toBe(200);

    const other = await signedInPage(product.browser, classmate, { width: 1280 });
    await other.page.goto(`${product.t.url}/group/${gid}/discussion`);
    const otherCard = other.page.locator('.discussion-card').filter({ hasText: 'Card actions topic' });
    await otherCard.waitFor();
    expect(await otherCard.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await otherCard.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await other.context.close();

    const { page, context } = await signedInPage(product.browser, student, { width: 1280 });
    await page.goto(`${product.t.url}/group/${gid}/discussion`);
    const card = page.locator('.discussion-card').filter({ hasText: 'Card actions topic' });
    await card.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/discussion-detail/\\d+\\?edit=1$`));
    const editor = page.getByRole('dialog', { name: 'Edit discussion' });
    await expect.poll(() => editor.getByLabel('Title').inputValue()).toBe('Card actions topic');
    // Spec 03 §2.7: the group's dialog is full-screen.
    await expect.poll(async () => await editor.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280 });
    await saveScreenshot(page, 'group-discussion-edit-en-US-1280.png');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'hidden' });

    await page.goto(`${product.t.url}/group/${gid}/discussion`);
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByRole('link', { name: 'How to read until the end of input?' }).waitFor();
    await context.close();
  });

  it('shows the Discussions tab in Chinese at phone width, and hides it with the switch off', async () => {
    const { page, context } = await signedInPage(product.browser, classmate, {
      width: 390,
      language: 'zh-CN',
    });
    await page.goto(`${product.t.url}/group/${gid}/discussion`);
    await page.getByRole('heading', { name: '团队讨论' }).waitFor();
    await page.getByRole('link', { name: 'How to read until the end of input?' }).waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'group-discussions-zh-CN-390.png', { fullPage: true });
    await context.close();

    const off = await root.client.put('/api/admin/switch/update', { openGroupDiscussion: false });
    expect(off.body.status).toBe(200);
    try {
      const closed = await signedInPage(product.browser, classmate, { width: 1280 });
      await closed.page.goto(`${product.t.url}/group/${gid}`);
      const tabs = closed.page.getByRole('navigation', { name: 'Group menu' });
      await tabs.getByRole('link', { name: 'Members', exact: true }).waitFor();
      await expect.poll(() => tabs.getByText('Discussions', { exact: true }).count()).toBe(0);
      await closed.page.goto(`${product.t.url}/group/${gid}/discussion`);
      await closed.page.waitForURL(/\/login/);
      await closed.page.getByText('No Access').first().waitFor();
      await closed.context.close();
    } finally {
      await root.client.put('/api/admin/switch/update', { openGroupDiscussion: true });
    }
  });

  it("shows the group's short name as the fixed prefix of a problem ID, put in front on save and taken off on edit", async () => {
    const { page, context } = await signedInPage(product.browser, teacher, { width: 1280 });
    await page.goto(`${product.t.url}/group/${gid}/problem-admin/create`);
    await expect.poll(() => page.getByTestId('problem-id-prefix').textContent()).toBe('monday');
    await page.getByLabel('Problem ID').fill('-sum');
    await page.getByLabel('Title', { exact: true }).fill('Monday sum');
    await page.getByLabel('Description', { exact: true }).fill('Add two numbers.');
    await page.getByLabel('Input', { exact: true }).fill('Two integers.');
    await page.getByLabel('Output', { exact: true }).fill('Their sum.');
    await page.getByLabel('Input of example 1').fill('1 2');
    await page.getByLabel('Output of example 1').fill('3');
    await page.getByLabel('Input of case 1').fill('1 2\n');
    await page.getByLabel('Output of case 1').fill('3\n');
    await page.getByLabel('Problem ID').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'group-problem-prefix-en-US-1280.png');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/problem$`));
    await page.getByRole('row').filter({ hasText: 'monday-sum' }).getByText('Monday sum').waitFor();
    const problems = data<{ records: { pid: number; problemId: string }[] }>(
      await teacher.client.get(`/api/group/get-admin-problem-list?gid=${gid}`),
    );
    const made = problems.records.find((p) => p.problemId === 'monday-sum');
    expect(made).toBeDefined();
    await page.goto(`${product.t.url}/group/${gid}/problem-admin/${made?.pid}/edit`);
    await expect.poll(() => page.getByLabel('Problem ID').inputValue()).toBe('-sum');
    await context.close();
  });
});
