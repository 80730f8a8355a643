import { access, readFile } from 'node:fs/promises';
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
 * `vite build` (which empties `dist/`) at once, or one build while another file served `dist/`. Under
 * `npm test` the build is already running beside Vitest (`runTests.ts`): this waits for it instead.
 */
export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const built = process.env.OJ_WEB_BUILT_FILE;
  if (built) {
    await fileWritten(built);
    if ((await readFile(built, 'utf8')) !== '0') throw new Error('the web build of `npm test` failed');
  }
  project.provide('webDist', ensureWebBuild(path.join(root, 'web'), pino({ level: 'info' })));
}

async function fileWritten(file: string): Promise<void> {
  for (;;) {
    try {
      return await access(file);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
