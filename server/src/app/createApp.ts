import type Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import { HttpError } from './httpError';
import { errorEnvelope, requestContext } from './middleware';
import { refuseInvalidText } from './textGuard';

export interface AppParts {
  log: Logger;
  /** Runs for every request after the body parser and before the routers (e.g. authentication). */
  middleware?: Koa.Middleware[];
  /** Routers mounted under the app, each with its own prefix. */
  routers: Router[];
  /** Runs after the API (e.g. the web app's static files), for paths no router answered. */
  fallback?: Koa.Middleware;
  /**
   * Believe X-Forwarded-For (only behind a proxy that sets it): the client IP decides login lockouts,
   * so trusting it when clients can set it themselves would let them dodge the lock.
   */
  trustProxy?: boolean;
}

/** The Koa app: request ids and logs, the error envelope, JSON bodies and their text rule, then the routers. */
export function createApp({ log, middleware = [], routers, fallback, trustProxy = false }: AppParts): Koa {
  const app = new Koa({ proxy: trustProxy });
  app.use(requestContext(log));
  app.use(errorEnvelope());
  app.use(koaBody({ jsonLimit: '2mb', multipart: false, onError: refuseBody }));
  app.use(refuseInvalidText(routers));
  for (const m of middleware) app.use(m);
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (fallback) app.use(fallback);
  return app;
}

/** The body parser's failures are the client's: say which, without echoing the body back. */
function refuseBody(error: Error): never {
  const status = 'status' in error ? error.status : undefined;
  if (status === 413) throw new HttpError(413, 'Request body too large');
  throw new HttpError(400, `Malformed request body: ${error.message.slice(0, 120)}`);
}
