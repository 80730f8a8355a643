import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';
import { type FirstScreen, firstScreenTags } from './firstScreen';
import type { FirstScreenRenderer } from './firstScreenHtml';

/** The client-side routes whose first screen is the home page (`/` sends the reader on to /home). */
export const HOME_PATHS = new Set(['/', '/home']);
/** The one of them whose HTML is rendered: `/` only redirects in the browser, so it has nothing to paint. */
const RENDERED_PATH = '/home';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface BuiltPage {
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

async function compressed(page: string): Promise<BuiltPage> {
  const html = Buffer.from(page);
  const [br, gz] = await Promise.all([
    // The best brotli: a page is compressed once per first-screen version and language, not per request,
    // and the rendered HTML made the first load's Document the part of the 300 kB that could still shrink.
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipAsync(html),
  ]);
  return { identity: html, br, gzip: gz };
}

/**
 * Serves /home's index.html with its first screen in the head, so the app's first queries start
 * filled instead of making eight API calls after the script has run, and, when the web's server entry
 * is built (`renderer`), with /home itself rendered in the reader's language (their `language` cookie),
 * so the browser paints it before the script runs. A page is built (rendered and compressed) once per
 * first-screen version and language, not per request; `/` gets the data alone.
 */
export function homePage(
  indexHtml: string,
  current: () => Promise<FirstScreen>,
  renderer: () => Promise<FirstScreenRenderer | undefined> = async () => undefined,
  onRenderError: (error: unknown) => void = () => undefined,
) {
  let builtVersion: string | undefined;
  /** This version's pages, by language ('' for the page without rendered HTML). */
  let built = new Map<string, Promise<BuiltPage>>();

  const build = async (screen: FirstScreen, language: string, html: FirstScreenRenderer | undefined) => {
    const template = await readFile(indexHtml, 'utf8');
    const withData = template.replace('</head>', `${firstScreenTags(screen)}</head>`);
    return compressed(html ? await rendered(html, withData, screen, language) : withData);
  };

  // A page that fails to render (a component that breaks on the server) still goes out with its data,
  // drawn by the browser as before: the home page must not answer 500 for a rendering bug.
  const rendered = (html: FirstScreenRenderer, withData: string, screen: FirstScreen, language: string) =>
    html.renderFirstScreen(withData, screen.answers, language).catch((error: unknown) => {
      onRenderError(error);
      return withData;
    });

  const pageFor = async (ctx: Context, screen: FirstScreen): Promise<BuiltPage> => {
    const html = ctx.path === RENDERED_PATH ? await renderer() : undefined;
    const language = html ? html.languageOf(ctx.cookies.get(html.languageCookie)) : '';
    if (builtVersion !== screen.version) {
      builtVersion = screen.version;
      built = new Map();
    }
    const pages = built;
    let page = pages.get(language);
    if (!page) {
      page = build(screen, language, html);
      pages.set(language, page);
      // A failed build is tried again by the next request, not served as a failure for the whole version.
      page.catch(() => pages.delete(language));
    }
    return page;
  };

  return async function serveHomePage(ctx: Context, headers: (ctx: Context) => void): Promise<void> {
    const page = await pageFor(ctx, await current());
    const encoding = preferredEncoding(ctx);
    headers(ctx);
    // The rendered page's language follows the cookie: a shared cache must not mix them up.
    if (ctx.path === RENDERED_PATH) ctx.vary('Cookie');
    ctx.type = 'text/html; charset=utf-8';
    if (encoding) {
      ctx.set('Content-Encoding', encoding);
      ctx.body = encoding === 'br' ? page.br : page.gzip;
    } else ctx.body = page.identity;
  };
}
