import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's old headless shell (package chromium-headless-shell, installed by .ci/run), not the full browser
 * in its headless mode: the same Blink and V8 without the browser's own renderers (extensions, component
 * pages), crash handlers and storage service. One browser test file (contests) took 142 s of the machine's
 * CPU under `chromium` and 88 s under the shell: the browser tests are the largest share of CI's CPU.
 * Not `--in-process-gpu` (78-81 s): the first CI run with it had two browsers stop opening and loading pages
 * for minutes on the loaded machine, and the GPU work on the browser process's own threads is the suspect
 * (a stalled GPU process is the usual cause of a page that never opens); `browserWatch.ts` reports the next.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Debian's headless Chromium; playwright cannot download browsers here. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: run "apt-get install -y chromium-headless-shell" or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
