import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { type FirstScreen, firstScreenTags } from './firstScreen';

/** The client-side routes whose first screen is the home page (`/` sends the reader on to /home). */
export const HOME_PATHS = new Set(['/', '/home']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface BuiltPage {
  version: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Brotli whenever the client takes it, else gzip: Chromium lists gzip before br in Accept-Encoding, and
 * following the header's order sent /home as gzip (6.1 kB) where brotli is 4.9 kB. koa-send does the
 * same for the static files.
 */
function preferredEncoding(ctx: Context): 'br' | 'gzip' | undefined {
  if (ctx.acceptsEncodings('br', 'identity') === 'br') return 'br';
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') return 'gzip';
  return undefined;
}

/**
 * Serves /home's index.html with its first screen in the head, so the app's first queries start
 * filled instead of making eight API calls after the script has run. The page is built (and
 * compressed) once per first-screen version, not per request.
 */
export function homePage(indexHtml: string, current: () => Promise<FirstScreen>) {
  let built: Promise<BuiltPage> | undefined;
  let builtVersion: string | undefined;

  const build = async (screen: FirstScreen): Promise<BuiltPage> => {
    const template = await readFile(indexHtml, 'utf8');
    const html = Buffer.from(template.replace('</head>', `${firstScreenTags(screen)}</head>`));
    const [br, gz] = await Promise.all([
      brotli(html, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
      gzipAsync(html),
    ]);
    return { version: screen.version, identity: html, br, gzip: gz };
  };

  return async function serveHomePage(ctx: Context, headers: (ctx: Context) => void): Promise<void> {
    const screen = await current();
    if (builtVersion !== screen.version || !built) {
      builtVersion = screen.version;
      built = build(screen);
      built.catch(() => {
        if (builtVersion === screen.version) built = undefined;
      });
    }
    const page = await built;
    const encoding = preferredEncoding(ctx);
    headers(ctx);
    ctx.type = 'text/html; charset=utf-8';
    if (encoding) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = encoding === 'br' ? page.br : page.gzip;
    } else ctx.body = page.identity;
  };
}
