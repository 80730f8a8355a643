import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// The request layer reads the token from localStorage and i18n sets <html lang>, which Node has not
// got: a plain map and a bare document stand in.
vi.stubGlobal('document', { documentElement: {}, title: '' });
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
});
const { apiRequest } = await import('./api');
const { appStore } = await import('./store');
const { shownNoticesAtom } = await import('./notices');

// A real HTTP server: one path sends the headers and half a body, then stalls; one sends HTML.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/stall') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"status":200,"msg":"success","data":[');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end('<html>proxy error</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('apiRequest', () => {
  it('rejects quietly with the abort when the caller gives up while the body is arriving', async () => {
    const controller = new AbortController();
    const call = apiRequest(`${base}/stall`, z.array(z.number()), { signal: controller.signal });
    setTimeout(() => controller.abort(), 100);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(appStore.get(shownNoticesAtom)).toEqual([]);
  });

  it('reports a reply that is not the JSON envelope as an unreadable reply', async () => {
    await expect(apiRequest(`${base}/html`, z.unknown())).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    });
    expect(appStore.get(shownNoticesAtom).map((n) => n.kind)).toEqual(['error']);
  });
});
