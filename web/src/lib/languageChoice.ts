// What decides the reader's language before anything is loaded: shared by i18n.ts and the build's
// language preload (web/preloadLanguage.ts), which must pick the same chunk the app will import.

export const languages = ['zh-CN', 'en-US'] as const;
export type Language = (typeof languages)[number];
/**
 * The localStorage key holding the reader's choice, and the cookie's name that tells the server (which
 * renders /home's first screen in it: server/src/web/homePage.ts).
 */
export const languageKey = 'language';
/** A reader who never chose reads Chinese. */
export const defaultLanguage: Language = 'zh-CN';
