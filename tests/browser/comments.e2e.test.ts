import { ROLE } from '@oj/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { expectNoSideScroll, signedInPage } from '../support/browserSession';
import { runningContest } from '../support/contests';
import { problemFields } from '../support/fixtures';

// The comment area in the browser: posting, a reply quoting the comment's author, a like, and a second
// tab that receives each of them live, at desktop and phone widths; and a contest's Comment tab.

const product = useBrowserProduct();
let ann: TestAccount;
let bob: TestAccount;
let root: TestAccount;
let did: number;
let pid: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  const opened = await root.client.put('/api/admin/switch/update', {
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateCommentACInitValue: 0,
    openPublicDiscussion: true,
    openContestComment: true,
  });
  expect(opened.body.status).toBe(200);
  const [general] = data<{ id: number }[]>(
    await root.client.post('/api/discussion-category', [{ name: 'General' }]),
  );
  const discussion = await root.client.post('/api/discussion', {
    title: 'Share your fastest A+B',
    description: 'Tell us how you read the input.',
    content: 'Post your trick below.',
    categoryId: general?.id,
  });
  did = data<{ id: number }>(discussion).id;
  const problem = await root.client.post('/api/admin/problem', problemFields('CMT1', { auth: 1 }));
  pid = data<{ pid: number }>(problem).pid;
  ann = await registerAndLogin(product.t);
  bob = await registerAndLogin(product.t);
});

describe('the comment area in the browser', () => {
  it('posts a comment, a reply and a like, and a second tab receives each live', async () => {
    const annTab = await signedInPage(product.browser, ann, { width: 1440 });
    const bobTab = await signedInPage(product.browser, bob, { width: 1440 });
    const detail = `${product.t.url}/discussion-detail/${did}`;
    await annTab.page.goto(detail);
    await bobTab.page.goto(detail);
    for (const { page } of [annTab, bobTab]) await page.getByText('No comments yet').waitFor();

    const annArea = annTab.page.getByTestId('comment-area');
    await annArea.getByRole('button', { name: 'Post comment' }).click();
    await annArea.getByText('Content cannot be empty').waitFor();
    await annArea.getByLabel('Leave a comment').fill('I read with **scanf** and it flies.');
    await annArea.getByRole('radio', { name: 'Preview' }).click();
    await annArea.locator('.markdown-preview strong', { hasText: 'scanf' }).waitFor();
    await annArea.getByRole('radio', { name: 'Write' }).click();
    await annArea.getByRole('button', { name: 'Post comment' }).click();
    await annArea.locator('.comment-item strong', { hasText: 'scanf' }).waitFor();

    // bob's tab gets ann's comment without a reload, then answers it.
    const bobArea = bobTab.page.getByTestId('comment-area');
    const bobComment = bobArea.locator('.comment-item', { hasText: 'and it flies' });
    await bobComment.waitFor();
    await expect(bobArea.getByTestId('comment-total').textContent()).resolves.toBe('1 comments');
    await bobComment.getByRole('button', { name: 'Reply', exact: true }).click();
    await bobArea.getByLabel(`Reply to ${ann.username}`).fill('Try getchar_unlocked for more.');
    await bobArea.getByRole('button', { name: 'Send reply' }).click();
    await bobArea.locator('.comment-reply', { hasText: 'getchar_unlocked' }).waitFor();

    // ann's tab gets the reply live, quoting her; she likes bob's answer's comment, and bob sees the count.
    const reply = annArea.locator('.comment-reply', { hasText: 'getchar_unlocked' });
    await reply.waitFor();
    await reply.getByText(`Reply to ${ann.username}`).waitFor();
    // The discussion's own count above follows: one comment and one reply.
    await annTab.page.locator('.discussion-meta').getByLabel('2 comments').waitFor();
    const annComment = annArea.locator('.comment-item', { hasText: 'and it flies' });
    await annComment.getByRole('button', { name: 'Like' }).click();
    await annComment.locator('button[aria-pressed="true"]', { hasText: '1' }).waitFor();
    await bobComment.getByRole('button', { name: 'Like' }).filter({ hasText: '1' }).waitFor();
    await saveScreenshot(annTab.page, 'comments-discussion-1440.png', { fullPage: true });
    await saveScreenshot(bobTab.page, 'comments-second-tab-1440.png', { fullPage: true });

    // Only authors (or admins) are offered the delete: ann her comment, bob his reply.
    await expect(
      bobComment.locator('.comment-reply').getByRole('button', { name: 'Delete' }).count(),
    ).resolves.toBe(1);
    await expect(bobComment.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(1);
    await expect(
      annComment.locator('.comment-reply').getByRole('button', { name: 'Delete' }).count(),
    ).resolves.toBe(0);
    await expect(annComment.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(1);
    await annTab.context.close();
    await bobTab.context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await signedInPage(product.browser, bob, { width: 390 });
    await page.goto(`${product.t.url}/discussion-detail/${did}`);
    await page.locator('.comment-reply', { hasText: 'getchar_unlocked' }).waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'comments-discussion-390.png', { fullPage: true });
    await context.close();
  });

  it('asks a visitor to sign in before commenting', async () => {
    const visitor = await product.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await visitor.newPage();
    await page.addInitScript(`localStorage.setItem('language', 'en-US');`);
    await page.goto(`${product.t.url}/discussion-detail/${did}`);
    const area = page.getByTestId('comment-area');
    await area.locator('.comment-item', { hasText: 'and it flies' }).waitFor();
    await area.getByLabel('Leave a comment').fill('Hello');
    await area.getByRole('button', { name: 'Post comment' }).click();
    await page.getByText('Please login first').first().waitFor();
    await visitor.close();
  });

  it("shows a contest's Comment tab, where a contestant is told what they see", async () => {
    const cid = await runningContest(root, { title: 'Comment Cup', pid });
    const { page, context } = await signedInPage(product.browser, ann, { width: 1440 });
    await page.goto(`${product.t.url}/contest/${cid}`);
    await page.getByRole('link', { name: 'Comment', exact: true }).click();
    await page.waitForURL(/\/comment$/);
    const area = page.getByTestId('comment-area');
    await area.getByText('While the contest runs you see only your own comments').waitFor();
    await area.getByLabel('Leave a comment').fill('Is the input one line?');
    await area.getByRole('button', { name: 'Post comment' }).click();
    await area.locator('.comment-item', { hasText: 'Is the input one line?' }).waitFor();
    await saveScreenshot(page, 'comments-contest-1440.png', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'comments-contest-390.png', { fullPage: true });
    await context.close();
  });
});
