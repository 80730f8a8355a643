import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import { DomainError, InvalidEventData } from '@oj/events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './createApp';
import { ok } from './envelope';
import { HttpError } from './httpError';

const lines: string[] = [];
const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const router = new Router({ prefix: '/api/probe' });
  router.get('/ok', (ctx) => ok(ctx, { answer: 42 }));
  router.post('/echo', (ctx) => ok(ctx, ctx.request.body));
  router.get('/http-error', () => {
    throw new HttpError(403, 'Admins only');
  });
  router.get('/http-error-data', () => {
    throw new HttpError(400, 'The event feed has 1 bad line', { errors: [{ line: 3 }], total: 1 });
  });
  router.get('/domain-error', () => {
    throw new DomainError('not_found', 'No such problem');
  });
  router.get('/store-error', () => {
    throw new InvalidEventData('ProblemCreated', 'title: Required');
  });
  router.get('/crash', () => {
    throw new Error('connection string postgres://secret@db');
  });
  // The paths of the polls that log at debug when they succeed.
  const polled = new Router({ prefix: '/api' });
  polled.post('/check-submissions-status', (ctx) => ok(ctx, {}));
  polled.get('/check-submissions-status-x', (ctx) => ok(ctx, {}));
  polled.post('/judge/heartbeat', (ctx) => ok(ctx, {}));
  polled.post('/judge/refused', () => {
    throw new HttpError(400, 'Bad report');
  });
  const server = createApp({ log, routers: [router, polled] }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

async function call(path: string, init?: RequestInit) {
  const res = await fetch(base + path, init);
  return { http: res.status, body: await res.json(), headers: res.headers };
}

describe('the reply envelope', () => {
  it('wraps data as { status: 200, msg: "success", data }', async () => {
    expect(await call('/api/probe/ok')).toMatchObject({
      http: 200,
      body: { status: 200, msg: 'success', data: { answer: 42 } },
    });
  });

  it('maps expected errors to matching HTTP and body statuses with their message', async () => {
    expect(await call('/api/probe/http-error')).toMatchObject({
      http: 403,
      body: { status: 403, msg: 'Admins only', data: null },
    });
    expect(await call('/api/probe/http-error-data')).toMatchObject({
      http: 400,
      body: { status: 400, msg: 'The event feed has 1 bad line', data: { errors: [{ line: 3 }], total: 1 } },
    });
    expect(await call('/api/probe/domain-error')).toMatchObject({
      http: 404,
      body: { status: 404, msg: 'No such problem' },
    });
    const store = await call('/api/probe/store-error');
    expect(store).toMatchObject({ http: 400, body: { status: 400 } });
    expect(store.body).toMatchObject({ msg: expect.stringContaining('title: Required') });
  });

  it('hides the message of an unexpected error and logs it with the request id', async () => {
    const reply = await call('/api/probe/crash', { headers: { 'X-Request-Id': 'req-crash-1' } });
    expect(reply).toMatchObject({
      http: 500,
      body: { status: 500, msg: 'Internal server error', data: null },
    });
    expect(JSON.stringify(reply.body)).not.toContain('secret');
    expect(reply.headers.get('x-request-id')).toBe('req-crash-1');
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged).toMatchObject({
      requestId: 'req-crash-1',
      err: { message: expect.stringContaining('secret') },
    });
  });

  it('answers an unknown API path with a 404 envelope and gives every reply a request id', async () => {
    const reply = await call('/api/nothing-here');
    expect(reply).toMatchObject({ http: 404, body: { status: 404, msg: 'Not found' } });
    expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a malformed JSON body with 400 and parses a good one', async () => {
    const headers = { 'Content-Type': 'application/json' };
    const bad = await call('/api/probe/echo', { method: 'POST', headers, body: '{"title": ' });
    expect(bad).toMatchObject({ http: 400, body: { status: 400, data: null } });
    const good = await call('/api/probe/echo', { method: 'POST', headers, body: '{"title":"A+B"}' });
    expect(good.body).toMatchObject({ data: { title: 'A+B' } });
  });
});

describe('the request log', () => {
  it('logs every request at info but the polls that succeed, which are debug noise', async () => {
    const logged = (path: string) =>
      lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request' && l.path === path);
    lines.length = 0; // the earlier tests' requests
    await call('/api/probe/ok');
    await call('/api/check-submissions-status', { method: 'POST' });
    await call('/api/check-submissions-status-x');
    await call('/api/judge/heartbeat', { method: 'POST' });
    await call('/api/judge/refused', { method: 'POST' });
    // The log keeps info and above: each line is there or not by its level.
    expect(logged('/api/probe/ok')).toHaveLength(1);
    expect(logged('/api/check-submissions-status-x')).toHaveLength(1);
    expect(logged('/api/judge/refused')).toMatchObject([{ status: 400 }]);
    expect(logged('/api/check-submissions-status')).toEqual([]);
    expect(logged('/api/judge/heartbeat')).toEqual([]);
  });
});
