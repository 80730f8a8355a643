import './app/radixTheme.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { wireSession } from './app/wireSession';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

wireSession();

// The reader's language first (one small chunk), so no screen ever shows message keys.
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
