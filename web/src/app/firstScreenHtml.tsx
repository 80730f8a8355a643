// The server's entry into the web app (a Vite SSR build, `dist-ssr/firstScreenHtml.js`): the HTML of /home's
// first screen, rendered from the same route table and components as the browser, with the answers the page
// embeds and in the reader's language, so the browser paints it before its script runs and then hydrates it.
import { QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { LiveClient, type LiveTransport, provideLiveClient } from '@/features/live';
import { firstScreenData, setFirstScreenAnswers } from '@/lib/firstScreen';
import { renderedLanguageAttribute } from '@/lib/firstScreenMarks';
import { defaultLanguage, type Language, languageKey, languages } from '@/lib/languageChoice';
import { showSiteConfig, siteConfigSchema } from '@/lib/siteConfig';
import { enUS } from '@/locales/en-US';
import { zhCN } from '@/locales/zh-CN';
import { AppFrame } from './AppFrame';
import { paths } from './routes/paths';
import { siteRoutes } from './routes/siteRoutes';

/** The cookie holding the reader's language (i18n.ts writes it whenever the language is chosen). */
export const languageCookie = languageKey;

/** The language a stored choice (the `language` cookie) names: the choice when it is one, else the default. */
export function languageOf(choice: string | undefined): Language {
  return languages.find((language) => language === choice) ?? defaultLanguage;
}

/**
 * HTML holds no socket: rooms are joined by the hydrated page. The server's render runs no effect, so
 * nothing here is ever asked to join; the state is the browser's first one ('connecting').
 */
const noSocket: LiveTransport = {
  connected: false,
  on: () => undefined,
  onChange: () => undefined,
  join: () => undefined,
  leave: () => undefined,
  onRevoked: () => undefined,
  authenticate: (_token, ack) => ack(),
};
provideLiveClient(new LiveClient(noSocket));

const messages = { 'zh-CN': zhCN, 'en-US': enUS } as const;
const translators = new Map(
  languages.map((language) => {
    const translator = createInstance();
    void translator.use(initReactI18next).init({
      resources: { [language]: { translation: messages[language] } },
      lng: language,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    return [language, translator] as const;
  }),
);

const handler = createStaticHandler(siteRoutes);

/** /home's first screen as HTML (the inside of `#root`) in `language`, from the first screen's `answers`. */
function renderRoot(
  answers: Record<string, unknown>,
  language: Language,
  context: StaticHandlerContext,
): string {
  const translator = translators.get(language);
  if (!translator) throw new Error(`no messages for ${language}`);
  const store = createStore();
  // Synchronous from here to the HTML: no other render can change the answers in between.
  setFirstScreenAnswers(answers);
  showSiteConfig(store, firstScreenData('/api/get-website-config', siteConfigSchema));
  // StrictMode as main.tsx has it: hydration matches ids (useId) by the shape of the tree.
  return renderToString(
    <StrictMode>
      <AppFrame i18n={translator} queryClient={new QueryClient()} store={store}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppFrame>
    </StrictMode>,
  );
}

/**
 * React puts a preload of each image it rendered first. The server's head already preloads the carousel's
 * first image, the only one on the first screen, with a high fetch priority (server/src/web/firstScreen.ts):
 * React's copies would only add bytes to a page that is at its weight limit.
 */
const LEADING_HINTS = /^(?:<link rel="preload" as="image" [^>]*\/>)*/;

/**
 * index.html (`template`, the first screen's data already in its head) with /home rendered into `#root`
 * for a signed-out reader of `language`, marked with that language for main.tsx and the head's check
 * (web/firstScreenChoice.ts). The same page for every visitor: nothing personal goes in (the server has
 * no session or storage to read).
 */
export async function renderFirstScreen(
  template: string,
  answers: Record<string, unknown>,
  language: Language,
): Promise<string> {
  const context = await handler.query(new Request(`http://first-screen${paths.home}`));
  if (context instanceof Response) throw new Error(`/home answered ${context.status} on the server`);
  const html = renderRoot(answers, language, context);
  const hints = LEADING_HINTS.exec(html)?.[0] ?? '';
  return fill(template, [
    ['<html lang="zh-CN">', `<html lang="${language}" ${renderedLanguageAttribute}="${language}">`],
    ['<div id="root"></div>', `<div id="root">${html.slice(hints.length)}</div>`],
  ]);
}

/** Each replacement once; a template without one of the marks is a build that changed under us. */
function fill(template: string, replacements: [mark: string, by: string][]): string {
  return replacements.reduce((page, [mark, by]) => {
    const at = page.indexOf(mark);
    if (at < 0) throw new Error(`index.html has no ${mark}`);
    return page.slice(0, at) + by + page.slice(at + mark.length);
  }, template);
}
