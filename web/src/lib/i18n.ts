import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from '@/locales/en-US';
import { chineseServerMessage } from '@/locales/serverMessages';
import { type Messages, zhCN } from '@/locales/zh-CN';

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];

// Typed keys: `t('system.head')` compiles, a misspelt key does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

const languageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

function storedLanguage(): Language {
  const stored = localStorage.getItem(languageKey);
  return isLanguage(stored) ? stored : 'zh-CN';
}

/** Switches the UI language and remembers the choice for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(languageKey, language);
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
  document.documentElement.lang = language;
  document.title = i18n.t('app.name');
});

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: storedLanguage(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false }, // React already escapes
});

export { i18n };
