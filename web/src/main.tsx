import '@radix-ui/themes/styles.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { wireSession } from './app/wireSession';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

wireSession();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
