import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

const API_PREFIXES = ['/api/', '/metrics', '/socket.io/'];

/**
 * Serves the built single-page app from `distDir`: real files as they are, and index.html for any
 * other GET so that client-side routes survive a reload. API paths are never answered here.
 */
export function webApp(distDir: string) {
  const files = serve(distDir, { index: 'index.html', maxage: 0 });
  const indexHtml = path.join(distDir, 'index.html');
  return async function webApp(ctx: Context, next: Next) {
    if (API_PREFIXES.some((p) => ctx.path.startsWith(p)) || ctx.method !== 'GET') return next();
    await files(ctx, async () => {
      if (!existsSync(indexHtml)) return next();
      ctx.path = '/index.html';
      await files(ctx, next);
    });
  };
}
