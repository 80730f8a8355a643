import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { useBrowserProduct } from '../support/browserProduct';
import { watchBrowser } from '../support/browserWatch';

/**
 * What a failed browser test reports (`browserWatch.ts`, printed by the failure summary): a red CI run keeps
 * only its tail, and this is what tells a stalled browser from a stalled server there.
 */
const product = useBrowserProduct();
const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

describe("a failed browser test's diagnosis", () => {
  it('says the browser and the server answer, and names the request a page still waits on', async () => {
    const browser = await launchBrowser();
    closing.push(() => browser.close());
    const watch = watchBrowser(browser);
    const page = await browser.newPage();
    await page.goto(`${product.t.url}/`);
    // Never fulfilled nor continued: the request stays pending, as one the server never answers would.
    await page.route('**/api/held-by-the-test', () => undefined);
    void page.evaluate(() => fetch('/api/held-by-the-test').then(() => undefined)).catch(() => undefined);

    await expect
      .poll(() => watch.diagnose(product.t.url))
      .toMatch(new RegExp(`waiting: ${product.t.url}/\\S* on GET /api/held-by-the-test \\(\\d+ s\\)`));
    const diagnosis = await watch.diagnose(product.t.url);
    expect(diagnosis).toMatch(new RegExp(`^browser: a new page loaded ${product.t.url}/ in \\d+ ms$`, 'm'));
    expect(diagnosis).toMatch(/^server: GET \/ answered 200 in \d+ ms$/m);
    expect(diagnosis).toMatch(/^connected: true; load average /m);
    // The browser's own process and at least one renderer, found among this worker's children.
    expect(diagnosis).toMatch(/^process \d+ browser /m);
    expect(diagnosis).toMatch(/^process \d+ renderer /m);
  });

  it('says so when the browser no longer opens a page', async () => {
    const browser = await launchBrowser();
    const watch = watchBrowser(browser);
    await browser.close();
    const diagnosis = await watch.diagnose(product.t.url);
    expect(diagnosis).toMatch(/^browser: no new page loaded \(failed after \d+ ms: .+\)$/m);
    expect(diagnosis).toMatch(/^connected: false;/m);
    expect(diagnosis).toMatch(/^server: GET \/ answered 200 in \d+ ms$/m);
  });
});
