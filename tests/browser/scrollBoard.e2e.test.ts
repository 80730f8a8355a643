import { ROLE } from '@oj/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { saveScreenshot, useBrowserProduct } from '../support/browserProduct';
import { signedInPage } from '../support/browserSession';
import { pastSubmission } from '../support/pastContest';

const product = useBrowserProduct();
let root: TestAccount;
let cid: number;

const MIN = 60_000;
const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;
const TEAMS = 14;

beforeAll(async () => {
  const t = product.t;
  root = await registerAndLogin(t, ROLE.root);
  const problems: { pid: number; displayId: string }[] = [];
  for (const displayId of ['A', 'B', 'C', 'D', 'E']) {
    const reply = await root.client.post('/api/admin/problem', {
      problem: { problemId: `SB${displayId}`, title: `Problem ${displayId}`, auth: 1, checker: null },
      testCases: [{ input: '1 2\n', output: '3\n' }],
    });
    problems.push({ pid: data<{ pid: number }>(reply).pid, displayId });
  }
  const end = Math.floor(Date.now() / 1000) * 1000 - MIN;
  const start = end - 300 * MIN;
  const created = await root.client.post('/api/admin/contest', {
    title: 'Resolver Regional 2026',
    description: 'Ended and sealed',
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    type: 0,
    auth: 0,
    sealRank: true,
    sealRankTime: new Date(end - 60 * MIN).toISOString(),
    autoRealRank: false,
  });
  cid = data<{ cid: number }>(created).cid;
  for (const p of problems) {
    await root.client.post('/api/admin/contest/add-problem-from-public', {
      cid,
      pid: p.pid,
      displayId: p.displayId,
    });
  }
  const contest = { cid, start };
  // Teams of varied strength: solves before the seal, and frozen tries after it (some accepted).
  for (let i = 0; i < TEAMS; i++) {
    const team = await registerAndLogin(t);
    for (const [k, p] of problems.entries()) {
      if ((i + k) % 3 === 2) continue;
      const minute = 15 + k * 55 + i * 4;
      const frozen = minute >= 240;
      if (!frozen && (i * k) % 4 === 1)
        await pastSubmission(t, contest, team, p, minute - 5, [{ minute: minute - 4, status: -1 }]);
      const status = frozen && (i + k) % 2 === 0 ? -1 : 0;
      await pastSubmission(t, contest, team, p, minute, [{ minute: minute + 1, status }]);
    }
  }
}, 240_000);

describe('the scroll board and the replay in the browser', () => {
  it('reveals one frozen cell with Enter: it becomes a result', async () => {
    const { page, context } = await signedInPage(product.browser, root, { width: 1920, height: 1080 });
    await page.goto(`${product.t.url}/contest/${cid}/scroll-board`);
    await page.getByText(/\d+ ranked teams/).waitFor();
    await saveScreenshot(page, 'scroll-board-launcher-1920.png');
    await page.goto(
      `${product.t.url}/scrollBoard?cid=${cid}&removeStar=false&medals[]=1&medals[]=2&medals[]=3`,
    );
    await page.getByTestId('scroll-row').first().waitFor();
    const frozen = page.locator('.scroll-cell[data-cell="frozen"]');
    const before = await frozen.count();
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('scroll-progress').textContent()).toMatch(/^Step 0 of \d+/);
    await saveScreenshot(page, 'scroll-board-1920.png');
    await page.keyboard.press('Enter');
    await page.locator('.scroll-cell[data-blink]').waitFor();
    await saveScreenshot(page, 'scroll-board-blink-1920.png');
    await expect.poll(() => frozen.count(), { timeout: 5000 }).toBe(before - 1);
    await expect.poll(() => page.getByTestId('scroll-progress').textContent()).toMatch(/^Step 1 of/);
    // Backspace goes back a step: the cell is frozen again.
    await page.keyboard.press('Backspace');
    await expect.poll(() => frozen.count()).toBe(before);
    const step = async () => Number(/^Step (\d+)/.exec((await progress()) ?? '')?.[1]);
    const progress = () => page.getByTestId('scroll-progress').textContent();
    // A presenter's quick second press, during the first cell's blink, is a step too (it used to be lost).
    await page.keyboard.press('Enter');
    await page.locator('.scroll-cell[data-blink]').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(step, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => frozen.count()).toBe(before - 2);
    // To the end: every cell revealed, medals on the final board. A step counts once its cell has blinked;
    // a press during a blink queues one more step, so press only while nothing blinks and the step has not
    // moved: wait on the board, not for the blink's length.
    const blinking = page.locator('.scroll-cell[data-blink]');
    for (let i = 0; i < 200 && (await frozen.count()) > 0; i++) {
      const from = await step();
      await vi.waitFor(
        async () => {
          if ((await blinking.count()) === 0 && (await step()) === from) await page.keyboard.press('Enter');
          expect(await step()).toBe(from + 1);
        },
        { timeout: 20_000, interval: 250 },
      );
    }
    expect(await frozen.count()).toBe(0);
    expect(await page.locator('.scroll-row[data-medal="gold"]').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'scroll-board-final-1920.png');
    await context.close();
    const phone = await signedInPage(product.browser, root, { width: 390, height: 844 });
    await phone.page.goto(`${product.t.url}/scrollBoard?cid=${cid}&removeStar=false`);
    await phone.page.getByTestId('scroll-row').first().waitFor();
    await saveScreenshot(phone.page, 'scroll-board-390.png');
    await phone.context.close();
  }, 400_000);

  it('moves the replay board with the slider', async () => {
    for (const [width, height] of [
      [1920, 1080],
      [390, 844],
    ] as const) {
      const { page, context } = await signedInPage(product.browser, root, { width: width, height: height });
      await page.goto(`${product.t.url}/contest/${cid}/replay`);
      const rows = page.locator('.replay-row:not(.replay-head)');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(5);
      await saveScreenshot(page, `contest-replay-${width}.png`);
      const thumb = page.getByRole('slider');
      await thumb.focus();
      await page.keyboard.press('Home');
      await page.getByText('Nobody had submitted yet').waitFor();
      await expect.poll(() => page.getByTestId('replay-clock').textContent()).toBe('00:00:00');
      // A click 40% along the timeline (two hours in): some teams on the board, with fewer solves.
      const track = await page.locator('.replay-timeline .rt-SliderRoot').boundingBox();
      if (!track) throw new Error('the timeline is not on screen');
      await page.mouse.click(track.x + track.width * 0.4, track.y + track.height / 2);
      await rows.first().waitFor();
      await expect.poll(() => page.getByTestId('replay-clock').textContent()).toMatch(/^0[12]:/);
      await saveScreenshot(page, `contest-replay-early-${width}.png`);
      await page.keyboard.press('End');
      await expect.poll(() => rows.count()).toBeGreaterThan(5);
      await context.close();
    }
  }, 200_000);
});
