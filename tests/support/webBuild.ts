import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '@oj/server';
import pino from 'pino';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built web app (`web/dist`) the browser tests serve, built once per run. */
    webDist: string;
  }
}

/**
 * Global setup of the browser project: builds the web app once, before any browser file starts, when its
 * build is missing or older than its sources. Each file building it in `beforeAll` let two files run
 * `vite build` (which empties `dist/`) at once, or one build while another file served `dist/`.
 */
export default function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  project.provide('webDist', ensureWebBuild(path.join(root, 'web'), pino({ level: 'info' })));
}
