import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestAccount } from './accounts';

export interface BrowserSessionOptions {
  /** Viewport width; the height is a desktop's (900) above 800 px, a phone's (844) below. */
  width?: number;
  height?: number;
  /** The web's language setting, as the language menu stores it. */
  language?: 'en-US' | 'zh-CN';
  /** More localStorage entries, such as a problem page's saved draft and editor settings. */
  storage?: Record<string, string>;
}

/**
 * Signs `account` in over the API and returns the localStorage a signed-in tab holds, as a script that
 * writes it before the web app starts (a string: this code is compiled without the DOM's types).
 */
async function signedInStorageScript(account: TestAccount, options: BrowserSessionOptions): Promise<string> {
  const login = await account.client.post('/api/login', {
    username: account.username,
    password: account.password,
  });
  if (login.body.status !== 200)
    throw new Error(`sign-in of ${account.username}: ${JSON.stringify(login.body)}`);
  const storage = {
    language: options.language ?? 'en-US',
    token: String(login.headers.get('authorization')),
    userInfo: JSON.stringify(login.body.data),
    ...options.storage,
  };
  return `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);`;
}

function newContext(browser: Browser, options: BrowserSessionOptions): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  return browser.newContext({ viewport: { width, height: options.height ?? (width > 800 ? 900 : 844) } });
}

/**
 * A browser context in which every page opens signed in as `account` (each page load writes the session
 * into localStorage first).
 * @example const context = await signedInContext(product.browser, ann, { width: 390 });
 */
export async function signedInContext(
  browser: Browser,
  account: TestAccount,
  options: BrowserSessionOptions = {},
): Promise<BrowserContext> {
  const script = await signedInStorageScript(account, options);
  const context = await newContext(browser, options);
  await context.addInitScript(script);
  return context;
}

/**
 * A new context with one page signed in as `account`. Only that page writes the session on each load, so
 * a test may sign out in it; other pages of the context share its localStorage once it has loaded.
 * @example const { page, context } = await signedInPage(product.browser, ann);
 */
export async function signedInPage(
  browser: Browser,
  account: TestAccount,
  options: BrowserSessionOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const script = await signedInStorageScript(account, options);
  const context = await newContext(browser, options);
  const page = await context.newPage();
  await page.addInitScript(script);
  return { page, context };
}

/**
 * The problem page's saved editor state for C++ (settings, and the draft when `code` is given), keyed as
 * the web keeps it: `none:<problemId>` in practice, `<cid>:<displayId>` in a contest.
 * @example signedInPage(browser, ann, { storage: cppDraft(`${cid}:A`, AB_CPP) })
 */
export function cppDraft(problemKey: string, code?: string): Record<string, string> {
  const settings = JSON.stringify({ language: 'C++', theme: 'solarized', fontSize: 14, tabSize: 4 });
  return {
    [`problemSettings:${problemKey}`]: settings,
    ...(code === undefined ? {} : { [`problemCode:${problemKey}:C%2B%2B`]: code }),
  };
}

/**
 * Signs `account` in through the back office's own login form, as an admin does, in `language`; resolves
 * once the form has let them in.
 * @example await signInToBackOffice(page, product.t.url, root);
 */
export async function signInToBackOffice(
  page: Page,
  baseUrl: string,
  account: TestAccount,
  language: BrowserSessionOptions['language'] = 'en-US',
): Promise<void> {
  await page.addInitScript(`localStorage.setItem('language', '${language}')`);
  await page.goto(`${baseUrl}/admin/login`);
  await page.locator('input[autocomplete="username"]').fill(account.username);
  await page.locator('input[type="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/admin/login'));
}

/**
 * A new context with one back-office page, signed in through the login form.
 * @example const page = await backOfficePage(product.browser, product.t.url, root, { width: 390 });
 */
export async function backOfficePage(
  browser: Browser,
  baseUrl: string,
  account: TestAccount,
  options: Pick<BrowserSessionOptions, 'width' | 'height' | 'language'> = {},
): Promise<Page> {
  const page = await (await newContext(browser, options)).newPage();
  await signInToBackOffice(page, baseUrl, account, options.language);
  return page;
}

/**
 * Waits until the page does not scroll sideways (a layout bug on a phone): polled, since a page measured
 * right after a resize or a render may not have laid itself out for the new width yet.
 * @example await expectNoSideScroll(page);
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth'))
    .toBeLessThanOrEqual(0);
}
