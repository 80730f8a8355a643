import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on CI's 2 cores (Vitest's default is cores - 1 = one): most files wait on
    // PostgreSQL, the sandbox or Chromium rather than on the CPU, so the suite takes about half as long.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'backend',
          include: [
            'events/**/*.test.ts',
            'projections/**/*.test.ts',
            'server/**/*.test.ts',
            'judge-runner/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          // Integration tests share one PostgreSQL server; each file gets its own cloned database.
          globalSetup: ['tests/support/globalSetup.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // The web app's unit tests run with its own Vite config (aliases, React plugin).
      'web',
    ],
  },
});
