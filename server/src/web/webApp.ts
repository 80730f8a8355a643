import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';
import type { FirstScreen } from './firstScreen';
import { firstScreenRenderer, firstScreenRendererFile } from './firstScreenHtml';
import { HOME_PATHS, homePage } from './homePage';

const API_PREFIXES = ['/api/', '/metrics', '/socket.io/'];
/** Vite's output folder: every file in it has its content's hash in its name, so it never changes. */
const ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and any other unhashed file) is revalidated on every load, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app from `distDir`: real files as they are, and index.html for any
 * other GET so that client-side routes survive a reload. API paths are never answered here.
 *
 * The build writes `<file>.br` and `<file>.gz` beside each compressible file (web/precompress.ts);
 * koa-send picks brotli, then gzip, then the file itself from the request's Accept-Encoding, and we add
 * `Vary: Accept-Encoding` so a cache never hands one client's encoding to another. Hashed files under
 * /assets/ are cached for a year; a missing one is a 404 (not index.html, which a script tag would
 * try to run after a deploy replaced its chunks). `/` and `/home` get index.html with the home page's
 * first screen embedded (homePage.ts), when `firstScreen` is given, and /home with its HTML rendered by
 * the web's server build beside `distDir` (`dist-ssr/`, firstScreenHtml.ts) when there is one.
 */
export function webApp(
  distDir: string,
  options: {
    firstScreen?: () => Promise<FirstScreen>;
    /** The web's server entry (default: `dist-ssr/` beside `distDir`). */
    renderer?: string;
    onRenderError?: (error: unknown) => void;
  } = {},
) {
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const files = serve(distDir, {
    index: 'index.html',
    brotli: true,
    gzip: true,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const indexHtml = path.join(distDir, 'index.html');
  const home = options.firstScreen
    ? homePage(
        indexHtml,
        options.firstScreen,
        firstScreenRenderer(options.renderer ?? firstScreenRendererFile(distDir)),
        options.onRenderError,
      )
    : undefined;
  const pageHeaders = (ctx: Context) => {
    ctx.set('Cache-Control', REVALIDATE);
    ctx.set('Vary', 'Accept-Encoding');
  };
  return async function webApp(ctx: Context, next: Next) {
    if (API_PREFIXES.some((p) => ctx.path.startsWith(p)) || ctx.method !== 'GET') return next();
    if (home && HOME_PATHS.has(ctx.path) && existsSync(indexHtml)) return home(ctx, pageHeaders);
    await files(ctx, async () => {
      if (ctx.path.startsWith(ASSETS_PREFIX) || !existsSync(indexHtml)) return next();
      ctx.path = '/index.html';
      await files(ctx, next);
    });
  };
}
