import type Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import { errorEnvelope, requestContext } from './middleware';

export interface AppParts {
  log: Logger;
  /** Routers mounted under the app, each with its own prefix. */
  routers: Router[];
  /** Runs after the API (e.g. the web app's static files), for paths no router answered. */
  fallback?: Koa.Middleware;
}

/** The Koa app: request ids and logs, the error envelope, JSON bodies, then the routers. */
export function createApp({ log, routers, fallback }: AppParts): Koa {
  const app = new Koa({ proxy: true });
  app.use(requestContext(log));
  app.use(errorEnvelope());
  app.use(koaBody({ jsonLimit: '2mb', multipart: false }));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (fallback) app.use(fallback);
  return app;
}
