import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chineseServerMessage } from '@/locales/serverMessages';
import type { Messages } from '@/locales/zh-CN';

import { defaultLanguage, type Language, languageKey, languages } from './languageChoice';

export { type Language, languages };

// Typed keys: `t('system.head')` compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

function storedLanguage(): Language {
  // Outside a browser (the web's unit tests import modules that import this one) there is no storage.
  const stored = globalThis.localStorage?.getItem(languageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

// Each language's messages are a chunk of their own, fetched when the language is first used: a reader
// downloads one language, not both (the home page's first load, docs/benchmarks.md).
const messagesOf: Record<Language, () => Promise<Messages>> = {
  'zh-CN': () => import('@/locales/zh-CN').then((module) => module.zhCN),
  'en-US': () => import('@/locales/en-US').then((module) => module.enUS),
};

async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await messagesOf[language]());
}

const YEAR_S = 365 * 24 * 3600;

/**
 * The server renders /home's HTML in the language this cookie names (else the default): a page in the
 * reader's language can be hydrated, one in another is drawn afresh.
 */
function tellServerLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and one of two fixed values, nothing to escape; the Cookie Store API is not in every browser the site serves.
  document.cookie = `${languageKey}=${language}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** Switches the UI language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageKey, language);
  tellServerLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'zh-CN';
}

/**
 * The server speaks English; a Chinese reader gets the Chinese of the messages it is known to send,
 * and the English of any other.
 */
export function localiseServerMessage(message: string): string {
  return currentLanguage() === 'zh-CN' ? (chineseServerMessage(message) ?? message) : message;
}

// Screen readers and the browser's font choice follow <html lang>, so keep it in step.
i18n.on('languageChanged', (language) => {
  // The server's render of /home imports this module too, and has no document (nor needs this i18n).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.title = i18n.t('app.name');
});

/** Settles once the stored language's messages are loaded: render nothing before (main.tsx waits). */
export const i18nReady: Promise<void> = (async () => {
  const language = storedLanguage();
  // A choice made before the cookie existed reaches the server from the next load on.
  if (typeof document !== 'undefined' && globalThis.localStorage?.getItem(languageKey))
    tellServerLanguage(language);
  const messages = await messagesOf[language]();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: messages } },
    partialBundledLanguages: true,
    lng: language,
    // Both languages have every key (the type says so): nothing to fall back to.
    fallbackLng: false,
    interpolation: { escapeValue: false }, // React already escapes
  });
})();

export { i18n };
