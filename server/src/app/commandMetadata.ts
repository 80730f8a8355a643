import type { EventMetadata } from '@oj/events';
import type { Context } from 'koa';

/** Who, from where, within which request: stamped on every event a request causes. */
export function commandMetadata(ctx: Context, at = new Date()): EventMetadata {
  return {
    actorUid: ctx.state.principal?.uid ?? null,
    ip: ctx.ip || null,
    correlationId: ctx.state.requestId,
    causationId: null,
    at: at.toISOString(),
  };
}
