import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, PageScreenshotOptions } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './browser';
import { type BrowserWatch, watchBrowser } from './browserWatch';
import { startTestServer, type TestServer } from './testServer';

const root = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Screenshots the browser tests take, for people to look at: `.tmp/screenshots/<name>` at the repository's root
 * (git-ignored, overwritten each run). Nothing compares them, so `OJ_SCREENSHOTS=0` (set by `.ci/run`, which
 * keeps no files) skips them: about 190 shots, a full-page one of a long admin page 3-5 s on two busy cores,
 * were a fifth of the browser tier's time. Unset, they are taken, so a developer's `npm test` still gives the
 * pictures to look at.
 */
const screenshotsWanted = process.env.OJ_SCREENSHOTS !== '0';

/** Saves `page` as `.tmp/screenshots/<name>` unless screenshots are switched off (`OJ_SCREENSHOTS=0`). */
export async function saveScreenshot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  await page.screenshot({ ...options, path: path.join(root, '.tmp/screenshots', name) });
}

/**
 * The whole product with its built web app (built once per run by `webBuild.ts`, the browser project's global
 * setup), and a headless Chromium, for the tests of one file.
 * Read `product.t` and `product.browser` inside tests. `options` go to the test server (e.g. a judge token).
 */
export function useBrowserProduct(
  options: Omit<NonNullable<Parameters<typeof startTestServer>[0]>, 'webDist'> = {},
) {
  const product: { current?: { t: TestServer; browser: Browser; watch: BrowserWatch } } = {};
  beforeAll(async () => {
    const t = await startTestServer({ ...options, webDist: inject('webDist') });
    const browser = await launchBrowser();
    product.current = { t, browser, watch: watchBrowser(browser) };
  });
  // A failed test says whether the browser and the server still answer (see browserWatch.ts).
  beforeEach(({ onTestFailed }) => {
    onTestFailed(async ({ task }) => {
      if (product.current) task.meta.diagnosis = await product.current.watch.diagnose(product.current.t.url);
    });
  });
  afterAll(async () => {
    await product.current?.browser.close();
    await product.current?.t.close();
  });
  const opened = () => {
    if (!product.current) throw new Error('the product starts in beforeAll');
    return product.current;
  };
  return {
    get t() {
      return opened().t;
    },
    get browser() {
      return opened().browser;
    },
  };
}
