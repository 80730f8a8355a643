import type { Logger } from 'pino';
import type { AuthPrincipal, TokenProblem } from '../auth/principal';

/**
 * What the middleware chain leaves on `ctx.state` for every route: `requestContext` the request id and
 * its logger, `authenticate` the principal (null when anonymous) and why a given token was refused.
 */
export interface RequestState {
  requestId: string;
  log: Logger;
  principal: AuthPrincipal | null;
  tokenProblem?: TokenProblem;
}

// Declared once for every router and middleware: koa's Context and @koa/router default to DefaultState.
declare module 'koa' {
  interface DefaultState extends RequestState {}
}
