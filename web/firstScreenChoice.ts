import type { Plugin } from 'vite';
import { renderedLanguageAttribute, staleAttribute } from './src/lib/firstScreenMarks';
import { defaultLanguage, languageKey, languages } from './src/lib/languageChoice';
import { tokenKey, userKey } from './src/lib/sessionKeys';

/**
 * The server renders /home for a signed-out reader in the language of the `language` cookie. An inline
 * script at the top of index.html's head compares that with this tab's own storage before the body is
 * painted: another language, or a session (the bar would differ), marks the HTML stale, and styles.css
 * hides it until main.tsx draws the page afresh. The same checks as i18n.ts and session.ts make.
 */
export function firstScreenChoice(): Plugin {
  const script =
    `(function(){try{var d=document.documentElement,r=d.getAttribute(${JSON.stringify(renderedLanguageAttribute)});` +
    `if(!r)return;var s=localStorage,l=s.getItem(${JSON.stringify(languageKey)});` +
    `if(${JSON.stringify(languages)}.indexOf(l)<0)l=${JSON.stringify(defaultLanguage)};` +
    `if(l!==r||(s.getItem(${JSON.stringify(tokenKey)})&&s.getItem(${JSON.stringify(userKey)})))` +
    `d.setAttribute(${JSON.stringify(staleAttribute)},'')}catch(e){}})()`;
  return {
    name: 'oj-first-screen-choice',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
  };
}
