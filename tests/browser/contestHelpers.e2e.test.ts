import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { signedInPage } from '../support/browserSession';
import { runningContest, submitInContest } from '../support/contests';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';
import { until } from '../support/wait';

// The contest helpers in the browser: the AC helper and print admin follow their rooms, the
// announcements tab badge counts unread ones live.

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let root: TestAccount;
let ann: TestAccount;
let pid: number;
let cid: number;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const PRINT_TEXT = 'int main() { return 0; } // team 7 would like this printed, thank you';

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  ann = await registerAndLogin(product.t);
  pid = data<{ pid: number }>(
    await root.client.post('/api/admin/problem', {
      problem: { problemId: 'WEBBALLOON', title: 'Balloon A+B', checker: null },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    }),
  ).pid;
  cid = await runningContest(root, { title: 'Helpers Cup', pid });
  expect((await root.client.put('/api/admin/contest', { cid, openPrint: true })).body.status).toBe(200);
  judge = await startTestJudge(product.t, { firstSlot: 284 });
});
afterAll(async () => {
  await judge?.stop();
});

/** The sockets of this node that joined `room` (the gateway joins a socket once its guard allowed it). */
async function socketsIn(room: string): Promise<string[]> {
  return (await product.t.server.live.io.local.in(room).fetchSockets()).map((socket) => socket.id);
}

describe('contest helpers in the browser', () => {
  it('shows a new accept live on the AC helper, with first blood, and ticks it off', async () => {
    const page = (await signedInPage(product.browser, root)).page;
    await page.goto(`${product.t.url}/contest/${cid}/ac-info`);
    await page.getByText('No accepted submissions yet').waitFor();
    await page.locator('[data-live="online"]').waitFor();

    const submitId = await submitInContest(ann, cid, pid);
    const row = page.locator(`tr[data-ac-info="${submitId}"]`);
    await row.waitFor({ timeout: 60_000 });
    await row.getByText('First blood').waitFor();
    await row.getByRole('switch').click();
    await page.locator(`tr[data-ac-info="${submitId}"][data-checked]`).waitFor();
    await saveScreenshot(page, 'contest-ac-info-1280.png', { fullPage: true });
    await page.context().close();
  }, 120_000);

  it('prints from the print tab; the print admin sees it arrive live', async () => {
    const admin = (await signedInPage(product.browser, root)).page;
    await admin.goto(`${product.t.url}/contest/${cid}/admin-print`);
    await admin.getByText('Nothing to print yet').waitFor();
    await admin.locator('[data-live="online"]').waitFor();

    const page = (await signedInPage(product.browser, ann)).page;
    await page.goto(`${product.t.url}/contest/${cid}/print`);
    await page.getByLabel('Text to print').fill('too short');
    await expect(page.getByRole('button', { name: 'Print', exact: true }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Text to print').fill(PRINT_TEXT);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByText('Sent to the printer').waitFor();

    await admin.locator('tr[data-print]').getByText(ann.username).waitFor({ timeout: 20_000 });
    await admin.getByRole('button', { name: 'Mark printed' }).click();
    await admin.locator('tr[data-print]').getByText('Printed').waitFor();
    await admin.context().close();
    await page.context().close();
  });

  it('counts unread announcements on the menu, live, until the tab is opened', async () => {
    const page = (await signedInPage(product.browser, ann)).page;
    const room = `contest:${cid}:announcements`;
    const earlier = new Set(await socketsIn(room));
    await page.goto(`${product.t.url}/contest/${cid}/problems`);
    await page.getByRole('link', { name: 'Announcements' }).waitFor();
    // The shell has joined the room before the post below, so it arrives by push, not by the first read.
    await until(async () => (await socketsIn(room)).some((id) => !earlier.has(id)));
    const posted = await root.client.post('/api/admin/contest/announcement', {
      cid,
      announcement: { title: 'Balloons are late', content: 'Sorry, the helium ran out.' },
    });
    expect(posted.body.status).toBe(200);
    // Radix tab links render their label twice (one copy hidden, for the bold width).
    const badge = page.locator('[data-unread="1"]').first();
    await badge.waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'contest-unread-1280.png');
    await page.getByRole('link', { name: /Announcements/ }).click();
    await page.getByText('Balloons are late').waitFor();
    await badge.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
