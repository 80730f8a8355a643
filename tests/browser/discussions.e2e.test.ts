import { ROLE } from '@oj/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInPage } from '../support/browserSession';
import { problemFields } from '../support/fixtures';

const product = useBrowserProduct();
let ann: TestAccount;
let root: TestAccount;
let hints: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  const opened = await root.client.put('/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 0,
    openPublicDiscussion: true,
  });
  expect(opened.body.status).toBe(200);
  const categories = data<{ id: number; name: string }[]>(
    await root.client.post('/api/discussion-category', [
      { name: 'General' },
      { name: 'Hints' },
      { name: 'Contests' },
    ]),
  );
  const general = categories.find((c) => c.name === 'General')?.id;
  hints = categories.find((c) => c.name === 'Hints')?.id ?? 0;
  const pinned = await root.client.post('/api/discussion', {
    title: 'Welcome to the discussions',
    description: 'Read this before you post: be kind, and never post full solutions.',
    content: '## House rules\n\n- Be kind\n- Hints, not solutions\n\nMaths works too: $a+b$.',
    categoryId: general,
    topPriority: true,
  });
  expect(pinned.body.status).toBe(200);
  const problem = await root.client.post('/api/admin/problem', problemFields('DISC1', { auth: 1 }));
  expect(problem.body.status).toBe(200);
  ann = await registerAndLogin(product.t);
});

describe('discussions in the browser', () => {
  it('creates a discussion through the dialog, lists it, likes it and opens it', async () => {
    const { page, context } = await signedInPage(product.browser, ann, { width: 1440 });
    await page.goto(`${product.t.url}/home`);
    await page.getByRole('link', { name: 'Discussions' }).first().click();
    await page.getByText('Welcome to the discussions').waitFor();

    await page.getByRole('button', { name: 'New discussion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByLabel('Title').fill('How do I read until EOF in C++?');
    await dialog.getByLabel('Description').fill('My loop never stops on the judge.');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Hints' }).click();
    await dialog.getByLabel('Content').fill('I use `while (true) cin >> x;`\n\n**What is wrong?**');
    await dialog.getByRole('radio', { name: 'Preview' }).click();
    await dialog.locator('.markdown-preview strong', { hasText: 'What is wrong?' }).waitFor();
    await saveScreenshot(page, 'discussion-dialog-1440.png');
    await dialog.getByRole('button', { name: 'Post' }).click();

    // The new discussion opens; its like button counts once and undoes.
    await page.getByRole('heading', { name: 'How do I read until EOF in C++?' }).waitFor();
    await page.locator('.discussion-detail strong', { hasText: 'What is wrong?' }).waitFor();
    const like = page.getByRole('button', { name: /^Like/ });
    await like.click();
    const liked = page.getByRole('button', { name: /^Liked/ });
    await liked.waitFor();
    await expect(liked.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(liked.textContent()).resolves.toMatch(/1$/);
    await saveScreenshot(page, 'discussion-detail-1440.png', { fullPage: true });

    await page.getByRole('link', { name: 'Back to discussions' }).click();
    const card = page.locator('.discussion-card', { hasText: 'How do I read until EOF in C++?' });
    await card.waitFor();
    // Pinned first, then newest.
    await expect(page.locator('.discussion-card-title').allInnerTexts()).resolves.toEqual([
      'Welcome to the discussions',
      'How do I read until EOF in C++?',
    ]);
    // The list may first show what it had cached (no like yet), then its read after the room's join.
    await card.getByLabel('1 likes').waitFor();
    await saveScreenshot(page, 'discussion-list-1440.png', { fullPage: true });

    // The category sidebar filters; a category without discussions says so.
    await page.getByRole('button', { name: 'Contests' }).click();
    await page.getByText('No discussions yet').waitFor();
    await saveScreenshot(page, 'discussion-empty-1440.png');
    await page.getByRole('button', { name: 'Hints' }).click();
    await card.waitFor();
    await expect(page.locator('.discussion-card').count()).resolves.toBe(1);
    await context.close();
  });

  it("links a problem page's Discussion tab to that problem's discussions, where new ones are about it", async () => {
    const { page, context } = await signedInPage(product.browser, ann, { width: 1440 });
    await page.goto(`${product.t.url}/problem/DISC1`);
    await page.getByRole('link', { name: 'Discussion', exact: true }).click();
    await page.waitForURL(/\/discussion\/DISC1$/);
    await page.getByRole('heading', { name: 'Discussions of problem DISC1' }).waitFor();
    await page.getByText('No discussions yet').waitFor();
    await page.getByRole('button', { name: 'New discussion' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The title gets [DISC1] in front').waitFor();
    await dialog.getByLabel('Title').fill('Is the input one line?');
    await dialog.getByLabel('Description').fill('The statement does not say.');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'General' }).click();
    await dialog.getByLabel('Content').fill('Asking before I submit.');
    await dialog.getByRole('button', { name: 'Post' }).click();
    await page.getByRole('heading', { name: '[DISC1] Is the input one line?' }).waitFor();
    await page.getByRole('link', { name: 'Problem: DISC1' }).waitFor();
    await context.close();
  });

  it('fits a phone: the list with its categories above, and the detail', async () => {
    const { page, context } = await signedInPage(product.browser, ann, { width: 390 });
    await page.goto(`${product.t.url}/discussion`);
    await page.getByText('How do I read until EOF in C++?').waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'discussion-list-390.png', { fullPage: true });
    await page.getByText('How do I read until EOF in C++?').click();
    await page.getByRole('button', { name: /^Liked/ }).waitFor();
    await saveScreenshot(page, 'discussion-detail-390.png', { fullPage: true });
    await page.goto(`${product.t.url}/discussion?cid=${hints}`);
    await expect(page.locator('.discussion-category[data-selected]').textContent()).resolves.toBe('Hints');
    await context.close();
  });

  it("shows another tab's new discussion, likes and comments live, without reloading the page", async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await visitor.newPage();
    await page.addInitScript(`localStorage.setItem('language', 'en-US');`);
    await page.goto(`${product.t.url}/discussion`);
    await page.getByText('How do I read until EOF in C++?').waitFor();
    // A mark on the window: a reload would wipe it.
    await page.evaluate('window.__sameDocument = true');
    const posted = await ann.client.post('/api/discussion', {
      title: 'Posted from another tab',
      description: 'It should appear by itself.',
      content: 'Live!',
      categoryId: hints,
    });
    expect(posted.body.status).toBe(200);
    const card = page.locator('.discussion-card', { hasText: 'Posted from another tab' });
    await card.waitFor();
    const did = data<{ id: number }>(posted).id;
    expect((await root.client.get(`/api/discussion-like?did=${did}&toLike=true`)).body.status).toBe(200);
    await card.getByLabel('1 likes').waitFor();
    // A comment under it moves its count, through the discussion's own comment room.
    const switched = await root.client.put('/api/admin/switch/update', {
      defaultCreateCommentACInitValue: 0,
    });
    expect(switched.body.status).toBe(200);
    expect((await root.client.post('/api/comment', { did, content: 'Seen it' })).body.status).toBe(200);
    await card.getByLabel('1 comments').waitFor();
    await expect(page.evaluate('window.__sameDocument')).resolves.toBe(true);
    await saveScreenshot(page, 'discussion-list-live-1440.png', { fullPage: true });
    await visitor.close();
  });

  it("lists a problem's explanations in its tab, four a page, at desktop and phone width", async () => {
    const about = data<{ records: { id: number }[] }>(
      await root.client.get('/api/get-discussion-list?pid=DISC1'),
    );
    const did = about.records[0]?.id;
    expect(did).toBeDefined();
    const { page, context } = await signedInPage(product.browser, ann, { width: 1440 });
    await page.goto(`${product.t.url}/problem/DISC1`);
    await page.getByRole('tab', { name: 'Explanation' }).click();
    await page.getByText('No explanations yet').waitFor();
    await saveScreenshot(page, 'problem-explanations-empty-1440.png');
    // An admin picks it while the tab is open: it appears by itself.
    expect((await root.client.put('/api/admin/discussion', { id: did, explanation: true })).body.status).toBe(
      200,
    );
    await page.locator('.discussion-card', { hasText: 'Is the input one line?' }).waitFor();
    await saveScreenshot(page, 'problem-explanations-1440.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'problem-explanations-390.png', { fullPage: true });
    await context.close();
  });

  it('is in Chinese for a Chinese reader, and closed with the switch', async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await visitor.newPage();
    await page.addInitScript(`localStorage.setItem('language', 'zh-CN');`);
    await page.goto(`${product.t.url}/discussion`);
    await page.getByRole('heading', { name: '讨论区' }).waitFor();
    await page.getByRole('button', { name: '发布讨论' }).click();
    await page.getByText('请先登录').first().waitFor();
    await page.keyboard.press('Escape');
    expect(
      (await root.client.put('/api/admin/switch/update', { openPublicDiscussion: false })).body.status,
    ).toBe(200);
    await page.goto(`${product.t.url}/discussion`);
    await page.waitForURL(/\/login$/);
    await page.getByText('没有访问权限').first().waitFor();
    await expect(page.getByRole('link', { name: '讨论', exact: true }).count()).resolves.toBe(0);
    await visitor.close();
  });
});
