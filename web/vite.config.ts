import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChoice } from './firstScreenChoice';
import { precompress } from './precompress';
import { preloadLanguage } from './preloadLanguage';
import { dropDisplayP3, dropUnusedBreakpoints } from './radixCssTrim';

// The API server of the judge; the dev server forwards to it so the browser sees one origin
// (the token header and the Socket.IO handshake then need no CORS setup).
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build is read from disk by Node, never sent to a browser: nothing to compress or preload.
  plugins: isSsrBuild ? [react()] : [react(), firstScreenChoice(), preloadLanguage(), precompress()],
  // Radix Themes' CSS is most of the first load's stylesheet: what no page can use is left out (radixCssTrim.ts).
  css: { postcss: { plugins: [dropUnusedBreakpoints(), dropDisplayP3()] } },
  resolve: {
    // `@/lib/...` instead of `../../../lib/...`; the lint rule against cross-feature imports relies on it.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/metrics': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: isSsrBuild
    ? // Beside dist/, not in it: the static files' folder is served to anyone who asks.
      { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            // Everything the first page needs in one chunk (index.html's script): dozens of 1 kB chunks
            // cost a request and its headers each and compress worse apart. Lazily loaded routes still get
            // chunks of their own (docs/benchmarks.md, page weight).
            codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
          },
        },
      },
}));
