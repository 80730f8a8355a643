import { ROLE } from '@oj/server';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin, type TestAccount } from '../support/accounts';
import { useBrowserProduct } from '../support/browserProduct';
import { signedInPage } from '../support/browserSession';
import { runningContest } from '../support/contests';
import { createProblem, ok } from '../trust/roleMatrix/api';

// Issue 25, first paint: /home's first screen comes as HTML rendered by the server (the web's own
// components, web/src/app/firstScreenHtml.tsx) in the reader's language, painted before any script runs,
// then hydrated by the app; a page that is not this reader's (signed in, another language) is drawn afresh.

const product = useBrowserProduct();
let root: TestAccount;

const SHOWN = 'Rendered on the server';
const HIDDEN = 'A draft nobody may see';

beforeAll(async () => {
  root = await registerAndLogin(product.t, ROLE.root);
  const banner = await sharp({ create: { width: 1200, height: 440, channels: 3, background: '#3e63dd' } })
    .png()
    .toBuffer();
  const image = new FormData();
  image.append('image', new Blob([new Uint8Array(banner)], { type: 'image/png' }), 'banner.png');
  await ok(root.client.post('/api/admin/home-carousel', image));
  await ok(root.client.post('/api/admin/announcement', { title: SHOWN, content: 'Hello', status: 0 }));
  await ok(root.client.post('/api/admin/announcement', { title: HIDDEN, content: 'Not yet', status: 1 }));
  // Dates and a count-down on the first screen: what the server's clock must not decide.
  await ok(root.client.put('/api/admin/home-exams', { exams: [{ name: 'NOIP 2099', date: '2099-11-28' }] }));
  const { pid } = await createProblem(root);
  await runningContest(root, { title: 'Hydration cup', pid });
});

const home = () => `${product.t.url}/home`;

/** A visitor's context whose `language` cookie says what the language menu once chose (none: never chose). */
async function visitor(language: 'en-US' | 'zh-CN' | undefined, javaScript = true): Promise<BrowserContext> {
  const context = await product.browser.newContext({ javaScriptEnabled: javaScript });
  if (language) {
    await context.addCookies([{ name: 'language', value: language, url: product.t.url }]);
    await context.addInitScript(`localStorage.setItem('language', '${language}')`);
  }
  return context;
}

/**
 * Remembers what the HTML held before the app's script ran (at readyState 'interactive' the parser is
 * done and deferred module scripts have not run): `#root`'s <main>, and whether the head's check marked
 * the page stale.
 */
const BEFORE_SCRIPT = `document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  window.serverMain = document.querySelector('#root main');
  window.markedStale = document.documentElement.hasAttribute('data-first-screen-stale');
});`;

/** Page errors and console errors (React reports a failed hydration through both, by build). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe("/home's HTML from the server", () => {
  it('holds the first screen before any script runs, in the language of the cookie, without hidden news', async () => {
    for (const [language, heading] of [
      [undefined, '考试倒计时'],
      ['en-US', 'Exam count-down'],
    ] as const) {
      const reply = await fetch(home(), { headers: language ? { Cookie: `language=${language}` } : {} });
      expect(reply.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      const html = await reply.text();
      expect(html).toContain(
        `<html lang="${language ?? 'zh-CN'}" data-first-screen="${language ?? 'zh-CN'}">`,
      );
      expect(html).toContain(heading);
      expect(html).toMatch(/<img src="\/api\/[^"]+" [^>]*class="home-slide"/);
      expect(html).toContain(SHOWN);
      expect(html).toContain('Hydration cup');
      expect(html).not.toContain(HIDDEN);
    }
    // Nothing personal: a signed-in reader's request gets the visitor's page (the server renders no session).
    const rootOf = async (headers: Record<string, string>) =>
      /<div id="root">.*<\/div>/s.exec(await (await fetch(home(), { headers })).text())?.[0];
    const visitorsPage = await rootOf({});
    expect(visitorsPage).toContain(SHOWN);
    expect(await rootOf({ Authorization: root.client.token ?? '' })).toBe(visitorsPage);
    // `/` only sends the browser on to /home: it carries the data, and no page.
    const bare = await (await fetch(`${product.t.url}/`)).text();
    expect(bare).toContain('<div id="root"></div>');
  });

  it('shows the first screen with JavaScript off', async () => {
    for (const [language, heading] of [
      [undefined, '最近更新的题目'],
      ['en-US', 'Recently updated problems'],
    ] as const) {
      const context = await visitor(language, false);
      const page = await context.newPage();
      await page.goto(home());
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByText(SHOWN).waitFor();
      // A string: this code is compiled without the DOM's types.
      await expect
        .poll(() =>
          page.evaluate("(document.querySelector('img.home-slide[data-shown]') || {}).naturalWidth"),
        )
        .toBe(1200);
      expect(await page.locator('#root').isVisible()).toBe(true);
      await context.close();
    }
  });

  it('is hydrated, not drawn again, without a React error in either language, then routes in the page', async () => {
    for (const [language, countdown, problems] of [
      [undefined, '天', '题目'],
      ['en-US', 'days left', 'Problems'],
    ] as const) {
      const context = await visitor(language);
      await context.addInitScript(BEFORE_SCRIPT);
      const page = await context.newPage();
      const errors = errorsOf(page);
      await page.goto(home());
      // The count-down is drawn once hydration is over (the server's clock does not decide it).
      await page.getByTestId('home-countdown').getByText(countdown).waitFor();
      await page
        .getByTestId('home-contests')
        .getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
        .waitFor();
      expect(await page.evaluate('window.markedStale')).toBe(false);
      expect(await page.evaluate("window.serverMain === document.querySelector('#root main')")).toBe(true);
      await page.evaluate('window.samePage = true');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: problems, exact: true })
        .click();
      await page.waitForURL(`${product.t.url}/problem`);
      await page.locator('table').first().waitFor();
      expect(await page.evaluate('window.samePage')).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("draws another reader's page afresh, hidden until then: signed in, or another language", async () => {
    const { page, context } = await signedInPage(product.browser, root, { language: 'en-US' });
    await context.addCookies([{ name: 'language', value: 'en-US', url: product.t.url }]);
    await page.addInitScript(BEFORE_SCRIPT);
    const errors = errorsOf(page);
    await page.goto(home());
    await page.getByRole('button', { name: `Menu of ${root.username}` }).waitFor();
    expect(await page.evaluate('window.markedStale')).toBe(true);
    expect(await page.evaluate("window.serverMain === document.querySelector('#root main')")).toBe(false);
    expect(await page.locator('html').getAttribute('data-first-screen-stale')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();

    // A choice stored before the cookie existed: the Chinese HTML is not shown, the English page is
    // drawn, and the cookie it sets makes the next load's HTML English (hydrated).
    const reader = await product.browser.newContext();
    await reader.addInitScript(`localStorage.setItem('language', 'en-US'); ${BEFORE_SCRIPT}`);
    const first = await reader.newPage();
    await first.goto(home());
    await first.getByRole('heading', { name: 'Exam count-down' }).waitFor();
    expect(await first.evaluate('window.markedStale')).toBe(true);
    await first.reload();
    await first.getByTestId('home-countdown').getByText('days left').waitFor();
    expect(await first.evaluate('window.markedStale')).toBe(false);
    expect(await first.evaluate("window.serverMain === document.querySelector('#root main')")).toBe(true);
    await reader.close();
  });
});
