import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { firstScreenRendererFile } from '../web/firstScreenHtml';

/** Builds the web app when its build is missing or older than any source file; returns dist. */
export function ensureWebBuild(webDir: string, log: Logger): string {
  const dist = path.join(webDir, 'dist');
  // Both halves of the build: the browser's, and the server's entry that renders /home beside it.
  const built = [path.join(dist, 'index.html'), firstScreenRendererFile(dist)];
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'precompress.ts'),
    path.join(webDir, 'preloadLanguage.ts'),
    path.join(webDir, 'firstScreenChoice.ts'),
    path.join(webDir, 'radixCssTrim.ts'),
    path.join(webDir, 'package.json'),
  ];
  const fresh = (file: string) => existsSync(file) && newestMtime(sources) <= statSync(file).mtimeMs;
  if (built.every(fresh)) return dist;
  log.info('building the web app (first start or sources changed)');
  // Always the production build: started from Vitest (NODE_ENV=test) Vite bundled React's development
  // build, a third larger, and the page-weight bench then measured whatever the tests had left in dist.
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the web build failed (see above)');
  return dist;
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const p of paths) {
    if (!existsSync(p)) continue;
    const stat = statSync(p);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory())
      newest = Math.max(newest, newestMtime(readdirSync(p).map((f) => path.join(p, f))));
  }
  return newest;
}
