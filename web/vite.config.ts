import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server of the judge; the dev server forwards to it so the browser sees one origin
// (the token header and the Socket.IO handshake then need no CORS setup).
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', emptyOutDir: true },
});
