import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The product's own packages (events, projections, server) bundled into a few files for the test files that
 * use them as packages (everything under `tests/`, and the judge runner's tests), built once per run by
 * `productBundleSetup.ts`. Vite's module runner evaluates our ~600 source modules one by one in every test
 * file's fresh process: about 3 s of each file's time went to that (Vitest's import breakdown); Node loads
 * the bundle natively in about 0.6 s. Test files inside events/, projections/ and server/ import their own
 * package's sources by relative paths, so they keep the sources (their Vitest projects have no aliases):
 * one test file never sees two copies of a module.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
/** Under node_modules, so Vitest leaves the files to Node instead of transforming them. */
export const productBundleDir = path.join(root, 'node_modules/.oj-product-bundle');

/** Every entry point the packages export (their package.json `exports`), by import specifier. */
const entries: Record<string, string> = {
  '@oj/events': 'events/src/index.ts',
  '@oj/events/contracts': 'events/src/contracts/index.ts',
  '@oj/events/judge': 'events/src/judge/index.ts',
  '@oj/events/programText': 'events/src/submission/programText.ts',
  '@oj/events/vocabulary': 'events/src/vocabulary/index.ts',
  '@oj/projections': 'projections/src/index.ts',
  '@oj/projections/board': 'projections/src/contests/board/index.ts',
  '@oj/projections/audit': 'projections/src/audit/auditScopes.ts',
  '@oj/server': 'server/src/index.ts',
  '@oj/server/testFixtures': 'server/src/problem/import/testFixtures.ts',
  '@oj/server/polygonFixtures': 'server/src/problem/import/polygonFixtures.ts',
};
const bundledPackage = /^@oj\/(events|projections|server)(\/|$)/;
const outName = (specifier: string) => specifier.slice('@oj/'.length).replaceAll('/', '-');

/** Vite aliases sending each exported specifier (exactly) to its bundled file. */
export const productBundleAliases = Object.keys(entries).map((specifier) => ({
  find: new RegExp(`^${specifier.replaceAll('/', '\\/')}$`),
  replacement: path.join(productBundleDir, `${outName(specifier)}.js`),
}));

export async function buildProductBundle(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([specifier, file]) => [outName(specifier), path.join(root, file)]),
    ),
    outdir: productBundleDir,
    bundle: true,
    // One copy of each shared module across the entry points (a store class, a mutable setting).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Files beside the bundle: NODE_OPTIONS=--enable-source-maps maps a failure's stack to the sources.
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'product-sources',
        setup(bundle) {
          // Other packages stay imports, so a test and the product share one copy of pg, kysely, Socket.IO...
          bundle.onResolve({ filter: /^[^./]/ }, (args) =>
            bundledPackage.test(args.path) || args.path.startsWith('node:') ? undefined : { external: true },
          );
          // A module's own location (the sandbox binary, the shared test data) stays its source file's.
          bundle.onLoad({ filter: /\/(events|projections|server)\/src\/.*\.ts$/ }, async (args) => ({
            loader: 'ts',
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
          }));
        },
      },
    ],
  });
}
