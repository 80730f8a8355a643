import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'events/**/*.test.ts',
      'projections/**/*.test.ts',
      'server/**/*.test.ts',
      'judge-runner/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    globalSetup: ['tests/support/globalSetup.ts'],
    // Integration tests share one PostgreSQL server; each file gets its own cloned database.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
