/**
 * Setup of the sandbox files (they time programs): when `npm test` runs the bench smoke beside Vitest
 * (`tests/support/runTests.ts`), wait until the smoke has ended, so no timed program shares the cores
 * with it. Run alone (`npx vitest`), there is no smoke and nothing to wait for.
 */
import { access } from 'node:fs/promises';

const done = process.env.OJ_SMOKE_DONE_FILE;
if (done) {
  for (;;) {
    try {
      await access(done);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
