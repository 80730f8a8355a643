import { configDefaults, defineConfig } from 'vitest/config';
import { buildProductBundle, productBundleAliases } from './tests/support/productBundle';

/**
 * Test projects by tier, chosen by file name (docs: README "Tests"):
 * - `unit` (`*.unit.test.ts`): pure code, no PostgreSQL, no sandbox, no network;
 * - `int` (`*.int.test.ts`) and `e2e` (`*.e2e.test.ts`): a real PostgreSQL (one per worker, started once for
 *   both by `tests/support/globalSetup.ts`), HTTP and sockets; the files under `tests/` and the judge runner's
 *   import the product's packages bundled (`tests/support/productBundle.ts`: about 2 s less per file), the
 *   packages' own files (`int-source`, `e2e-source`) their sources;
 * - `sandbox`: the tests that time programs in the judge sandbox, one file at a time (beside one int/e2e file);
 * - `browser` (`tests/browser/**`): the product in Chromium, with the web built once for the run, last (its
 *   own group, after the sandbox files);
 * - `@oj/web` (the package's name): the web app's own unit tests (its Vite config: aliases, React plugin).
 * `int`, `int-source` and `e2e-source` run their files in one process per worker (`isolate: false`):
 * a file's imports (the bundle, or the sources, about 3 s a file) are paid once per worker, not once per file.
 * `e2e` (the contest and trust files under `tests/`) stays isolated: its heaviest tests (a CLICS import, 500
 * temporary accounts) took three times as long after other files in the same process; `browser` too: its
 * files, handed to the workers in fixed lists, then ran three Chromiums at once and timed out.
 * The sandbox files run after the others, one at a time (`sequence.groupOrder`: Vitest gives every project of a
 * group the group's smallest worker count, so a one-worker sandbox project beside the others made the whole
 * suite run one file at a time), so two files' timed programs never share the cores.
 */
const backend = '{events,projections,server,judge-runner,tests}';
/** Packages whose test files import their own sources by relative paths: never the bundle as well. */
const bundledSources = '{events,projections,server}';
const database = 'tests/support/globalSetup.ts';
/**
 * The projects that import the product as packages get them bundled (unless OJ_TEST_SOURCES=1). Built here, once per run, before any
 * project's global setup: those import the server package too, and Vitest loads them all before running any.
 */
const useSources = process.env.OJ_TEST_SOURCES === '1'; // for a debugger or a stack trace into the sources
if (!useSources) await buildProductBundle();
const bundled = { resolve: { alias: useSources ? [] : productBundleAliases }, setup: [database] };
/**
 * Tests that time programs in the sandbox (limits, TLE, the compile limit, lease expiry): they run alone. The
 * judge's other files (bytes, output limit, package import and validation, the pool's slots) run programs
 * without timing them, beside other files, as the contest tests with a judge always have. A new file that
 * times programs belongs in this list.
 */
const sandbox = [
  'judge-runner/src/judging/*.int.test.ts',
  'judge-runner/src/languages/languages.int.test.ts',
  'judge-runner/src/sandbox/{accuracy,compile,hostile,interactive,pinning}.int.test.ts',
  'judge-runner/src/torture/*.int.test.ts',
  'tests/judge/{kattisPackages,leaseExpiry}.int.test.ts',
];
const browser = ['tests/browser/**/*.test.ts'];
// Budgets for tests that start servers, sandboxes and browsers; benchmarks are where speed is measured.
const timeouts = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Three files at a time on CI's 2 cores (Vitest's default is cores - 1 = one): most files wait on
    // PostgreSQL, sockets or Chromium rather than on the CPU. Two took the suite past 15 minutes once the back
    // office, groups and community tests came; four were no faster (module imports then take the cores) and
    // pushed the longest browser tests past their budget. Tried again without screenshots (2026-11-29, one run
    // each, both green): four 1,241 s, three 1,311 s, about the spread between two runs of the same code here,
    // with the files' own time summed 3,533 s against 2,910 s (more waiting on the cores): not worth the risk.
    // The sandbox files still run alone, after the rest.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [`${backend}/**/*.unit.test.ts`],
          // Worker threads start faster than forks: 51-58 s instead of 105 s for this project (2 busy cores).
          pool: 'threads',
          // Pure code with no mocks or stubbed globals: one module graph per worker, not one per file.
          isolate: false,
          ...timeouts,
        },
      },
      {
        resolve: bundled.resolve,
        test: {
          name: 'int',
          isolate: false,
          include: [`${backend}/**/*.int.test.ts`],
          exclude: [...configDefaults.exclude, ...sandbox, ...browser, `${bundledSources}/**`],
          globalSetup: bundled.setup,
          pool: 'forks',
          ...timeouts,
        },
      },
      {
        test: {
          name: 'int-source',
          isolate: false,
          include: [`${bundledSources}/**/*.int.test.ts`],
          exclude: [...configDefaults.exclude, ...sandbox, ...browser],
          globalSetup: [database],
          pool: 'forks',
          ...timeouts,
        },
      },
      {
        resolve: bundled.resolve,
        test: {
          name: 'e2e',
          include: [`${backend}/**/*.e2e.test.ts`],
          exclude: [...configDefaults.exclude, ...sandbox, ...browser, `${bundledSources}/**`],
          globalSetup: bundled.setup,
          pool: 'forks',
          ...timeouts,
        },
      },
      {
        test: {
          name: 'e2e-source',
          isolate: false,
          include: [`${bundledSources}/**/*.e2e.test.ts`],
          exclude: [...configDefaults.exclude, ...sandbox, ...browser],
          globalSetup: [database],
          pool: 'forks',
          ...timeouts,
        },
      },
      {
        resolve: bundled.resolve,
        test: {
          name: 'sandbox',
          include: sandbox,
          globalSetup: bundled.setup,
          setupFiles: ['tests/support/afterSmoke.ts'],
          pool: 'forks',
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          ...timeouts,
        },
      },
      {
        resolve: bundled.resolve,
        test: {
          name: 'browser',
          include: browser,
          globalSetup: [...bundled.setup, 'tests/support/webBuild.ts'],
          pool: 'forks',
          // Last, after the sandbox files (so after the bench smoke, which they wait for) and with the checks
          // long done: Vitest orders a group's projects by name, so in the first group `browser` ran second,
          // from the web build's end, beside tsc, Biome, the smoke and the heaviest e2e files. CI then saw load
          // averages of 15-25 on two cores, Chromium taking 14-19 s to open a page, and walk-throughs timing out.
          sequence: { groupOrder: 2 },
          // A page's change waits on pushes, renders and Chromium beside Vitest's other files and the smoke:
          // `expect.poll`'s 1 s default failed under CI's load (a page shows it later, not wrongly).
          expect: { poll: { timeout: 20_000 } },
          ...timeouts,
          // A walk-through (log in, fill forms, wait on the judge and the pushes) took 20-60 s alone and
          // 60-117 s in the suite's first minutes, when the web build, tsc, Biome, the bench smoke and three
          // files share the two cores: per-test 180 s budgets kept being added one timeout at a time. The
          // budget is a net for a hung page, not a speed check; the benches measure speed.
          testTimeout: 180_000,
        },
      },
      'web',
    ],
  },
});
