import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The C sources of the helper and where `make` puts it (judge-runner/build/, gitignored). */
const sandboxSourceDir = fileURLToPath(new URL('../../sandbox', import.meta.url));
export const sandboxBinaryPath = fileURLToPath(new URL('../../build/oj-sandbox', import.meta.url));

/**
 * Builds the helper if a source changed (make's own check: a no-op in a few milliseconds otherwise).
 * The install step does this already (`npm run build --workspace judge-runner`); tests and benches call
 * it so that an edited C file is never tested stale.
 */
export async function buildSandbox(): Promise<string> {
  await promisify(execFile)('make', ['-s', '-C', sandboxSourceDir]);
  return sandboxBinaryPath;
}
