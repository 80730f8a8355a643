import type { Plugin } from 'vite';
import { defaultLanguage, languageKey, languages } from './src/lib/languageChoice';

/**
 * The app renders nothing before the reader's messages (one chunk per language) are loaded, and it asks
 * for them only once its 200 kB entry has run. An inline script in index.html's head starts that chunk's
 * download beside the entry's (`modulepreload`), choosing the language as i18n.ts will: the stored
 * choice, else the default. One chunk, so a reader still downloads one language.
 */
export function preloadLanguage(): Plugin {
  return {
    name: 'oj-preload-language',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks: Record<string, string> = {};
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type !== 'chunk') continue;
          const language = languages.find((l) => output.facadeModuleId?.endsWith(`/locales/${l}.ts`));
          if (language) chunks[language] = `/${output.fileName}`;
        }
        if (languages.some((l) => !chunks[l]))
          throw new Error('preloadLanguage: a language chunk is missing');
        const script =
          `(function(){try{var c=${JSON.stringify(chunks)},s=localStorage.getItem(${JSON.stringify(languageKey)}),` +
          `l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
          `l.href=c[s]||c[${JSON.stringify(defaultLanguage)}];document.head.appendChild(l)}catch(e){}})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
