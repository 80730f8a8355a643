import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore } from '@oj/events';
import { eventCounts, type Projector, startProjector } from '@oj/projections';
import { ensureWebBuild, type RunningServer, startServer } from '@oj/server';
import pino from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { saveScreenshot } from '../support/browserProduct';
import { expectNoSideScroll } from '../support/browserSession';
import { type CounterEvent, counterCatalogue } from '../support/counterCatalogue';
import { createTestDatabase } from '../support/testDatabase';

const root = fileURLToPath(new URL('../../', import.meta.url));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: EventStore<CounterEvent>;
let projector: Projector;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const log = pino({ level: 'silent' });
  database = await createTestDatabase();
  store = createEventStore({ connectionString: database.url, catalogue: counterCatalogue });
  projector = startProjector([eventCounts], { store, connectionString: database.url });
  const webDist = ensureWebBuild(path.join(root, 'web'), log);
  server = await startServer({ databaseUrl: database.url, port: 0, host: '127.0.0.1', log, webDist });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await projector?.stop();
  await store?.close();
  await database?.drop();
});

const inc = (total: number) => ({ type: 'CounterIncremented' as const, data: { by: 1, total } });

describe('system status page', () => {
  it('shows the event-store head and moves it live, with REST cut off after the first load', async () => {
    const { positions } = await store.append('browser-1', [inc(1), inc(2)], { expectedVersion: 'no_stream' });
    await projector.caughtUp;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/status/system`);
    const head = page.getByTestId('head-position');
    await expect.poll(() => head.textContent(), { timeout: 10_000 }).toBe(String(positions[1]));
    await page.locator('[data-live-state="online"]').waitFor({ timeout: 10_000 });
    await saveScreenshot(page, 'system-zh-CN-1280.png');

    // From now on only the socket can tell the page anything.
    await page.route('**/api/**', (route) => route.abort());
    const more = await store.append('browser-1', [inc(3)], { expectedVersion: 2 });
    await expect.poll(() => head.textContent(), { timeout: 10_000 }).toBe(String(more.positions[0]));
    await page.close();
  });

  it('renders in English on a phone, with the projection table and no horizontal overflow', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript("localStorage.setItem('language', 'en-US')");
    await page.goto(`${server.url}/status/system`);
    await page.getByRole('heading', { name: 'System status' }).waitFor();
    await page.getByText('event-counts', { exact: true }).waitFor();
    await expectNoSideScroll(page);
    await saveScreenshot(page, 'system-en-US-390.png', { fullPage: true });
    await context.close();
  });

  it('answers an unknown client route with the app, and an unknown API path with a 404 envelope', async () => {
    const page = await browser.newPage();
    const reply = await page.goto(`${server.url}/no/such/page`);
    expect(reply?.status()).toBe(200);
    await page.getByText('404').first().waitFor();
    const api = await fetch(`${server.url}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ status: 404, msg: 'Not found', data: null });
    await page.close();
  });
});
