import { timeOrderedUuid } from '@oj/events';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';
import type { Envelope } from './envelope';
import { HttpError, toHttpError } from './httpError';
import type {} from './requestState';

/**
 * Calls made all day long whose success is debug noise: the judge runners' polls and reports, and the
 * status poll of a page whose socket is down (about 30 per judged submission in the submit bench, each a
 * log line written on the API's event loop while the verdict waits).
 */
const isPolled = (path: string) => path.startsWith('/api/judge/') || path === '/api/check-submissions-status';

/** Tags each request with an id (the caller's X-Request-Id if sane) and a child logger. */
export function requestContext(log: Logger) {
  return async function requestContext(ctx: Context, next: Next) {
    const given = ctx.get('X-Request-Id');
    const requestId = /^[\w-]{1,64}$/.test(given) ? given : timeOrderedUuid();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = isPolled(ctx.path) && ctx.status < 400 ? 'debug' : 'info';
      ctx.state.log[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}

/** The one error path: any throw below becomes the envelope with matching HTTP and body status. */
export function errorEnvelope() {
  return async function errorEnvelope(ctx: Context, next: Next) {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) throw new HttpError(404, 'Not found');
    } catch (thrown) {
      const { error, expected } = toHttpError(thrown);
      if (!expected) ctx.state.log?.error({ err: thrown }, 'unexpected error');
      ctx.status = error.status;
      ctx.body = { status: error.status, msg: error.message, data: error.data } satisfies Envelope<unknown>;
    }
  };
}
