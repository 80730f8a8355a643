import './app/radixTheme.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { paths } from './app/routes/paths';
import { wireSession } from './app/wireSession';
import { renderedLanguageAttribute, staleAttribute } from './lib/firstScreenMarks';
import { currentLanguage, i18nReady } from './lib/i18n';
import { currentUser } from './lib/session';
import { loadSiteConfig } from './lib/siteConfig';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');
const page = document.documentElement;
/** The language the server rendered /home's first screen in; undefined when #root came empty. */
const rendered = page.getAttribute(renderedLanguageAttribute) ?? undefined;

wireSession();

/**
 * The server's HTML is the page this tab would draw: the same route, language and frame (signed out; the
 * server renders no session). Anything else is drawn afresh: a hydration of a different tree would fail.
 */
function hydratable(language: string): boolean {
  return (
    !page.hasAttribute(staleAttribute) &&
    window.location.pathname === paths.home &&
    currentLanguage() === language &&
    currentUser() === null
  );
}

// The reader's language first (one small chunk), so no screen ever shows message keys; with HTML to
// hydrate also the site's config (embedded in the page, no round trip), which the server's bar shows.
void Promise.all([i18nReady, rendered ? loadSiteConfig() : undefined]).then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rendered && hydratable(rendered)) {
    hydrateRoot(root, app);
    return;
  }
  root.replaceChildren();
  page.removeAttribute(staleAttribute);
  createRoot(root).render(app);
});
