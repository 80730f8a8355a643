import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// index.html as the server sends /home: the first screen's answers under their URLs (absolute here,
// since Node's fetch needs the test server's origin).
let base = '';
let asked: string[] = [];
const embedded = () => ({
  [`${base}/api/home-exams`]: [{ name: 'NOIP', date: '2099-11-30' }],
  [`${base}/api/get-common-announcement?currentPage=1&limit=5`]: { total: 0 },
  [`${base}/api/home-carousel`]: 'not a list',
});
vi.stubGlobal('document', {
  documentElement: {},
  title: '',
  getElementById: (id: string) =>
    id === 'first-screen' ? { textContent: JSON.stringify(embedded()) } : null,
});
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
const { apiRequest } = await import('./api');

let server: Server;
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 200, msg: 'success', data: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const exams = z.array(z.object({ name: z.string(), date: z.string() }));

describe('the first screen embedded in index.html', () => {
  it('answers the first GET of a URL without the network, and only the first', async () => {
    asked = [];
    expect(await apiRequest(`${base}/api/home-exams`, exams)).toEqual([{ name: 'NOIP', date: '2099-11-30' }]);
    expect(asked).toEqual([]);
    expect(await apiRequest(`${base}/api/home-exams`, exams)).toEqual([]);
    expect(asked).toEqual(['/api/home-exams']);
  });

  it('matches the query too, and asks the server when the schema refuses the embedded answer', async () => {
    asked = [];
    const page = z.object({ total: z.number() });
    const query = { currentPage: 1, limit: 5 };
    expect(await apiRequest(`${base}/api/get-common-announcement`, page, { query })).toEqual({ total: 0 });
    expect(asked).toEqual([]);
    expect(await apiRequest(`${base}/api/home-carousel`, z.array(z.unknown()))).toEqual([]);
    expect(asked).toEqual(['/api/home-carousel']);
  });
});
