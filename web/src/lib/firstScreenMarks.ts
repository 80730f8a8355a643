// The marks on <html> that say whether /home's server-rendered HTML may be hydrated: set by the server
// (the web's server entry, app/firstScreenHtml.tsx), by index.html's head (web/firstScreenChoice.ts) and
// read by main.tsx. A module without imports, so the build's plugins can read it too.

/** The language the server rendered `#root` in; absent when `#root` came empty (any page but /home). */
export const renderedLanguageAttribute = 'data-first-screen';
/**
 * Set before the first paint when the HTML is not this reader's page (another language, signed in):
 * `#root` stays hidden (styles.css) until the app draws the page afresh, so it never flashes the wrong one.
 */
export const staleAttribute = 'data-first-screen-stale';
