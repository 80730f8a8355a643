import { ROLE } from '@oj/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { cppDraft, signedInPage } from '../support/browserSession';
import { runningContest } from '../support/contests';
import { contestFields, problemFields } from '../support/fixtures';
import { startTestJudge, TEST_JUDGE_TOKEN } from '../support/testJudge';

const product = useBrowserProduct({ judgeToken: TEST_JUDGE_TOKEN });
let judge: Awaited<ReturnType<typeof startTestJudge>> | undefined;
let ann: TestAccount;
let bob: TestAccount;
let cid: number;
let pidAB: number;
let rootAccount: TestAccount;

const MIN = 60_000;
const AB_CPP =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

beforeAll(async () => {
  const root = await registerAndLogin(product.t, ROLE.root);
  expect((await root.client.put('/api/admin/switch/update', { defaultSubmitInterval: 0 })).body.status).toBe(
    200,
  );
  rootAccount = root;
  const { pid } = data<{ pid: number }>(
    await root.client.post(
      '/api/admin/problem',
      problemFields(
        'WEBCONTEST',
        { title: 'Contest A+B', description: 'Print $a+b$.', examples: [{ input: '1 2', output: '3' }] },
        [
          { input: '1 2\n', output: '3\n' },
          { input: '5 6\n', output: '11\n' },
        ],
      ),
    ),
  );
  const now = Date.now();
  const created = await root.client.post(
    '/api/admin/contest',
    contestFields(now - 30 * MIN, now + 120 * MIN, {
      title: 'Browser Cup',
      description: 'A **running** public ACM contest.',
    }),
  );
  expect(created.body.status).toBe(200);
  cid = data<{ cid: number }>(created).cid;
  pidAB = pid;
  const added = await root.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid,
    displayId: 'A',
  });
  expect(added.body.status).toBe(200);
  const second = data<{ pid: number }>(
    await root.client.post('/api/admin/problem', problemFields('WEBCONTESTB', { title: 'Contest Echo' })),
  );
  const addedB = await root.client.post('/api/admin/contest/add-problem-from-public', {
    cid,
    pid: second.pid,
    displayId: 'B',
  });
  expect(addedB.body.status).toBe(200);
  ann = await registerAndLogin(product.t);
  bob = await registerAndLogin(product.t);
  judge = await startTestJudge(product.t, { firstSlot: 260 });
});
afterAll(async () => {
  await judge?.stop();
});

describe('contests in the browser', () => {
  it('lists the contest, submits through its problem page, and the other board shows the solve live', async () => {
    const watcher = await signedInPage(product.browser, bob, { storage: cppDraft(`${cid}:A`, AB_CPP) });
    await watcher.page.goto(`${product.t.url}/contest`);
    await watcher.page.getByText('Browser Cup').waitFor();
    await saveScreenshot(watcher.page, 'contest-list-1280.png', { fullPage: true });
    await watcher.page.getByText('Browser Cup').click();
    await watcher.page.locator('.contest-menu').getByRole('link', { name: 'Rank', exact: true }).click();
    await watcher.page.getByText('Nobody is on the board yet').waitFor();
    await watcher.page.locator('[data-live="online"]').waitFor();

    const solver = await signedInPage(product.browser, ann, { storage: cppDraft(`${cid}:A`, AB_CPP) });
    await solver.page.goto(`${product.t.url}/contest/${cid}/rank`);
    await solver.page.locator('[data-live="online"]').waitFor();
    const problemPage = await solver.context.newPage();
    await problemPage.goto(`${product.t.url}/contest/${cid}/problem/A`);
    await problemPage.getByLabel('Code editor').waitFor();
    await saveScreenshot(problemPage, 'contest-problem-1280.png');
    await problemPage.getByRole('button', { name: 'Submit', exact: true }).click();
    await problemPage.locator('.submit-status [data-status="0"]').waitFor({ timeout: 60_000 });

    // Bob's board never reloaded: the row arrives from the live room.
    const annRow = watcher.page.locator(`tr[data-uid="${ann.uid}"]`);
    await annRow.locator('[data-testid="board-solved"]', { hasText: '1' }).waitFor({ timeout: 20_000 });
    // The first-solve mark is its own push (contest helpers fold first blood after the board row), so it may
    // arrive well after the solved count on a loaded machine: wait for it as for the count (expect.poll's
    // default is 1 s).
    await expect.poll(() => annRow.locator('[data-cell="first"]').count(), { timeout: 20_000 }).toBe(1);
    await saveScreenshot(watcher.page, 'contest-board-bob-1280.png', { fullPage: true });
    await solver.page.locator(`tr[data-uid="${ann.uid}"][data-mine]`).first().waitFor({ timeout: 20_000 });
    // Her row is repeated at the top, and the copy says so; the row in rank order does not.
    await solver.page.locator('tr[data-mine][data-pinned]', { hasText: 'You' }).waitFor();
    await expect(solver.page.locator('tr[data-mine]:not([data-pinned])').count()).resolves.toBe(1);
    await saveScreenshot(solver.page, 'contest-board-ann-1280.png', { fullPage: true });

    const mine = await solver.context.newPage();
    await mine.goto(`${product.t.url}/contest/${cid}/submissions?onlyMine=true`);
    await mine.locator('tr[data-status="0"]').waitFor();

    const phone = await signedInPage(product.browser, bob, {
      width: 390,
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    await phone.page.goto(`${product.t.url}/contest/${cid}/rank`);
    await phone.page.locator(`tr[data-uid="${ann.uid}"]`).waitFor();
    await saveScreenshot(phone.page, 'contest-board-390.png', { fullPage: true });
    await phone.page.goto(`${product.t.url}/contest`);
    await phone.page.getByText('Browser Cup').waitFor();
    await saveScreenshot(phone.page, 'contest-list-390.png', { fullPage: true });
    await phone.page.goto(`${product.t.url}/contest/${cid}/problem/A`);
    await phone.page.getByText('Contest A+B').first().waitFor();
    await saveScreenshot(phone.page, 'contest-problem-390.png');
    for (const { context } of [watcher, solver, phone]) await context.close();
  });

  it('follows a contest verdict live on the problem page and in both submission lists, without polling', async () => {
    const watcher = await signedInPage(product.browser, bob, { storage: cppDraft(`${cid}:A`, AB_CPP) });
    const solver = await signedInPage(product.browser, ann, { storage: cppDraft(`${cid}:A`, AB_CPP) });
    const all = watcher.page;
    const mine = solver.page;
    const problemPage = await solver.context.newPage();
    // Every read of a submission's state over REST, and every refused room (a refused room means polling).
    const reads: string[] = [];
    const refusals: string[] = [];
    for (const page of [all, mine, problemPage]) {
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\/api\/(contest-submissions|check-submissions-status|get-submission-detail)$/.test(pathname))
          reads.push(pathname);
      });
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"ok":false')) refusals.push(String(payload));
        }),
      );
    }
    await all.goto(`${product.t.url}/contest/${cid}/submissions`);
    await mine.goto(`${product.t.url}/contest/${cid}/submissions?onlyMine=true`);
    await problemPage.goto(`${product.t.url}/contest/${cid}/problem/A`);
    await problemPage.getByLabel('Code editor').waitFor();
    for (const page of [all, mine]) await page.locator('[data-room="joined"]').waitFor();
    reads.length = 0;

    const submitted = problemPage.waitForResponse((r) => r.url().endsWith('/api/submit-problem-judge'));
    await problemPage.getByRole('button', { name: 'Submit', exact: true }).click();
    const { submitId } = ((await (await submitted).json()) as { data: { submitId: number } }).data;
    await problemPage.locator('.submit-status [data-status="0"]').waitFor({ timeout: 60_000 });
    const row = `tr[data-status="0"][data-submit-id="${submitId}"]`;
    await mine.locator(row).waitFor({ timeout: 20_000 });
    await all.locator(row).waitFor({ timeout: 20_000 });

    // The rows came from the rooms: no list was read again. The problem page's follow-up reads are the
    // check after each room's join (what changed before it) and the detail once the verdict is in.
    expect(reads.filter((path) => path.endsWith('/contest-submissions'))).toEqual([]);
    expect(reads.filter((path) => path.endsWith('/check-submissions-status')).length).toBeLessThanOrEqual(2);
    expect(refusals).toEqual([]);
    // Bob sees ann's run but may not open it: no link to follow into a 'does not exist'.
    await expect(all.locator(`${row} a:text-is("${submitId}")`).count()).resolves.toBe(0);
    await expect(mine.locator(`${row} a:text-is("${submitId}")`).count()).resolves.toBe(1);
    await saveScreenshot(all, 'contest-submissions-live-1280.png', { fullPage: true });
    // Ann's run opens at the contest's own detail route.
    await mine.locator(`${row} a:text-is("${submitId}")`).click();
    await mine.waitForURL(`**/contest/${cid}/problem/A/submission-detail/${submitId}`);
    await mine.getByText('Accepted').first().waitFor();
    for (const { context } of [watcher, solver]) await context.close();
  });

  it('shows the contest clock on every contest page and opens the submit button only while it may be used', async () => {
    const contestAt = async (title: string, start: number, end: number) => {
      const made = await rootAccount.client.post('/api/admin/contest', contestFields(start, end, { title }));
      const madeCid = data<{ cid: number }>(made).cid;
      const added = await rootAccount.client.post('/api/admin/contest/add-problem-from-public', {
        cid: madeCid,
        pid: pidAB,
        displayId: 'A',
      });
      expect(added.body.status).toBe(200);
      return madeCid;
    };
    const now = Date.now();
    const scheduled = await contestAt('Clock Cup (later)', now + 90 * MIN, now + 180 * MIN);
    const ended = await contestAt('Clock Cup (over)', now - 180 * MIN, now - 60 * MIN);
    const { page, context } = await signedInPage(product.browser, ann, {
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });

    await page.goto(`${product.t.url}/contest/${scheduled}`);
    await page
      .locator('.contest-clock[data-phase="before"]')
      .getByText(/^Starts in 1:[0-2]\d:\d\d$/)
      .waitFor();
    await page.goto(`${product.t.url}/contest/${cid}`);
    await page.locator('.contest-clock[data-phase="running"]').getByRole('progressbar').waitFor();
    await page.getByText(/^Time left \d+:\d\d:\d\d$/).waitFor();

    await page.goto(`${product.t.url}/contest/${cid}/problem/A`);
    await page.locator('.contest-clock[data-phase="running"]').waitFor();
    // The statement states every limit a run is held to, the output's too.
    await page.getByText('Output', { exact: true }).waitFor();
    await page.getByText('64 MB', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).resolves.toBe(true);
    // The switcher goes to the contest's other problems, and the own submissions tab lists ann's tries on A.
    await page.getByRole('tab', { name: 'My submissions' }).click();
    await page.locator('.contest-problem-submissions tr[data-status="0"]').first().waitFor();
    await saveScreenshot(page, 'contest-problem-mine-1280.png');
    await page.getByRole('radio', { name: 'B' }).click();
    await page.getByText('Contest Echo').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/contest/${cid}/problem/B`);

    await page.goto(`${product.t.url}/contest/${ended}/problem/A`);
    await page.locator('.contest-clock[data-phase="ended"]').waitFor();
    await page.getByText('The contest has ended').waitFor();
    await expect(page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).resolves.toBe(true);
    const allowed = await rootAccount.client.put('/api/admin/contest', { cid: ended, allowEndSubmit: true });
    expect(allowed.body.status).toBe(200);
    await page.reload();
    await page.locator('.submit-after-contest', { hasText: 'After contest' }).waitFor();
    await expect(page.getByRole('button', { name: 'Submit', exact: true }).isEnabled()).resolves.toBe(true);
    await saveScreenshot(page, 'contest-problem-after-contest-1280.png');
    await context.close();
  }, 120_000);

  it('asks for the confirm info on entering a protected contest and shows it to the contest admins', async () => {
    const now = Date.now();
    const made = await rootAccount.client.post(
      '/api/admin/contest',
      contestFields(now - 10 * MIN, now + 60 * MIN, { title: 'Protected Cup', auth: 2 }),
    );
    const protectedCid = data<{ cid: number }>(made).cid;
    const { page, context } = await signedInPage(product.browser, bob, {
      width: 390,
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    await page.goto(`${product.t.url}/contest/${protectedCid}`);
    await page
      .getByText('This contest is protected: registering asks for your real name, school and class.')
      .waitFor();
    await page.getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Enter the Confirm Info').count()).resolves.toBe(4);
    await dialog.getByLabel('Real name').fill('  Bob Chen ');
    await dialog.getByLabel('School').fill('Riverside High');
    await dialog.getByLabel('Class').click();
    await page.getByRole('option', { name: 'Senior high two' }).click();
    await dialog.getByRole('radio', { name: 'Male', exact: true }).click();
    await saveScreenshot(page, 'contest-confirm-info-390.png');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Problems' }).waitFor();
    await context.close();

    const admin = await signedInPage(product.browser, rootAccount, { storage: cppDraft(`${cid}:A`, AB_CPP) });
    await admin.page.goto(`${product.t.url}/contest/${protectedCid}`);
    await admin.page.getByRole('link', { name: 'Registrations' }).click();
    const row = admin.page.locator(`.contest-registrations tr[data-uid="${bob.uid}"]`);
    await row.getByText('Bob Chen').waitFor();
    await row.getByText('Senior high two').waitFor();
    await saveScreenshot(admin.page, 'contest-registrations-1280.png');
    await admin.context.close();
  }, 120_000);

  it('links an anonymous visitor to the public scoreboard of a contest that opens it', async () => {
    expect((await rootAccount.client.put('/api/admin/contest', { cid, openRank: true })).body.status).toBe(
      200,
    );
    const context = await product.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(`localStorage.setItem('language', 'en-US');`);
    await page.goto(`${product.t.url}/contest/${cid}`);
    await page.getByRole('link', { name: 'Public scoreboard' }).click();
    await page.locator(`tr[data-uid="${ann.uid}"]`).first().waitFor();
    expect(new URL(page.url()).pathname).not.toBe(`/contest/${cid}`);
    // On a phone the problem columns scroll, and the board says so.
    await expect(page.getByText('Swipe the board sideways to see every problem.').isVisible()).resolves.toBe(
      true,
    );
    await saveScreenshot(page, 'contest-outside-board-390.png', { fullPage: true });
    await context.close();
    expect((await rootAccount.client.put('/api/admin/contest', { cid, openRank: false })).body.status).toBe(
      200,
    );
  }, 120_000);

  it('asks before a new try replaces the last one in an OI contest without real-time results', async () => {
    const { pid } = data<{ pid: number }>(
      await rootAccount.client.post(
        '/api/admin/problem',
        problemFields('WEBOI', { type: 1 }, [{ input: '1 2\n', output: '3\n', score: 100 }]),
      ),
    );
    const oi = await runningContest(rootAccount, {
      title: 'Blind OI Cup',
      pid,
      type: 1,
      sealedSince: Date.now() - 20 * MIN,
    });
    const { page, context } = await signedInPage(product.browser, ann, {
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    await page.addInitScript(
      `localStorage.setItem('problemSettings:${oi}:A', localStorage.getItem('problemSettings:${cid}:A'));` +
        `localStorage.setItem('problemCode:${oi}:A:C%2B%2B', localStorage.getItem('problemCode:${cid}:A:C%2B%2B'));`,
    );
    await page.goto(`${product.t.url}/contest/${oi}/problem/A`);
    await page.getByLabel('Code editor').waitFor();
    const submitButton = page.getByRole('button', { name: 'Submit', exact: true });
    // The first try goes at once; the sealed result shows as unknown.
    await submitButton.click();
    await page.locator('.submit-status [data-status="-5"]').waitFor({ timeout: 60_000 });
    await submitButton.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You have submission in this problem, sure to cover it').waitFor();
    await saveScreenshot(page, 'contest-oi-cover-1280.png');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = async () =>
      data<{ total: number }>(await ann.client.get(`/api/contest-submissions?cid=${oi}&onlyMine=true`)).total;
    expect(await mine()).toBe(1);
    await submitButton.click();
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/submit-problem-judge'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await (await sent).json()).status).toBe(200);
    expect(await mine()).toBe(2);
    await context.close();
  }, 120_000);

  it("opens a contest problem in focus mode: no site bar, the contest's problems a click away, and back", async () => {
    const { page, context } = await signedInPage(product.browser, ann, {
      storage: cppDraft(`${cid}:A`, AB_CPP),
    });
    await page.goto(`${product.t.url}/contest/${cid}/problem/A`);
    await page.getByText('Contest A+B').first().waitFor();
    await page.getByRole('link', { name: 'Focus mode' }).click();
    await page.waitForURL(`**/contest/${cid}/problem/A/full-screen`);
    await page.getByRole('link', { name: 'Exit focus mode' }).waitFor();
    await expect(page.locator('header.app-header').count()).resolves.toBe(0);
    await page.getByLabel('Code editor').waitFor();

    await page.getByRole('button', { name: 'Problems' }).click();
    const list = page.getByRole('dialog', { name: 'Problems of this set' });
    // Ann solved A in the first test of this file.
    await list.getByRole('link', { name: /^A\s*Contest A\+B\s*Solved$/ }).waitFor();
    await saveScreenshot(page, 'contest-problem-focus-1280.png');
    await list.getByRole('link', { name: /^B/ }).click();
    await page.waitForURL(`**/contest/${cid}/problem/B/full-screen`);
    await page.getByText('Contest Echo').first().waitFor();
    await expect(page.locator('header.app-header').count()).resolves.toBe(0);

    await page.getByRole('link', { name: 'Exit focus mode' }).click();
    await page.waitForURL(`**/contest/${cid}/problem/B`);
    await page.locator('header.app-header').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Focus mode' }).click();
    await page.getByRole('link', { name: 'Exit focus mode' }).waitFor();
    await saveScreenshot(page, 'contest-problem-focus-390.png');
    await context.close();
  });
});
