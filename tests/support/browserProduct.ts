import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '@oj/server';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './testServer';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Screenshots the browser tests take, to look at (git-ignored). */
export const screenshotPath = (name: string) => path.join(root, '.tmp/screenshots', name);

/**
 * The whole product with its built web app, and a headless Chromium, for the tests of one file.
 * Read `product.t` and `product.browser` inside tests. `options` go to the test server (e.g. a judge token).
 */
export function useBrowserProduct(
  options: Omit<NonNullable<Parameters<typeof startTestServer>[0]>, 'webDist'> = {},
) {
  const product: { current?: { t: TestServer; browser: Browser } } = {};
  beforeAll(async () => {
    const webDist = ensureWebBuild(path.join(root, 'web'), pino({ level: 'silent' }));
    const t = await startTestServer({ ...options, webDist });
    product.current = { t, browser: await launchBrowser() };
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
