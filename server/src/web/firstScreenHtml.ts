import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web app's server entry (web/src/app/firstScreenHtml.tsx, built by `npm run build:web` into
 * `web/dist-ssr/` beside `web/dist/`): /home's first screen rendered to HTML with the app's own
 * components, so the browser paints it before the script runs.
 */
export interface FirstScreenRenderer {
  /** The cookie that names the reader's language. */
  languageCookie: string;
  /** The language to render for a cookie's value: it when it is one of the app's, else the default. */
  languageOf(choice: string | undefined): string;
  /** index.html (`template`, first-screen data in its head) with /home rendered into it. */
  renderFirstScreen(template: string, answers: Record<string, unknown>, language: string): Promise<string>;
}

/** Where the server build of the web app sits for the browser build in `distDir`. */
export const firstScreenRendererFile = (distDir: string) =>
  path.join(distDir, '..', 'dist-ssr', 'firstScreenHtml.js');

function isRenderer(module: unknown): module is FirstScreenRenderer {
  return (
    typeof module === 'object' &&
    module !== null &&
    'languageCookie' in module &&
    typeof module.languageCookie === 'string' &&
    'languageOf' in module &&
    typeof module.languageOf === 'function' &&
    'renderFirstScreen' in module &&
    typeof module.renderFirstScreen === 'function'
  );
}

/**
 * Loads the renderer once, on the first /home that asks (not at start: most test servers never serve
 * /home). Undefined when the build has no server entry (a stand-in dist in a test): /home then carries
 * its data only. A server entry that does not load is a broken build and fails the page.
 */
export function firstScreenRenderer(file: string): () => Promise<FirstScreenRenderer | undefined> {
  let loading: Promise<FirstScreenRenderer | undefined> | undefined;
  const load = async () => {
    if (!existsSync(file)) return undefined;
    const module: unknown = await import(pathToFileURL(file).href);
    if (!isRenderer(module)) throw new Error(`${file} is not the web's first-screen renderer`);
    return module;
  };
  return () => {
    loading ??= load();
    return loading;
  };
}
