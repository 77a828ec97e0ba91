import { defineConfig } from 'vitest/config';

const external = process.env.TEST_DB === 'external';

export default defineConfig({
  test: {
    include: ['test-reliability/**/*.test.ts'],
    // The PostgreSQL-crash test is about the embedded database only.
    exclude: [
      '**/node_modules/**',
      // Run on its own by `npm run api:fuzz` (vitest.openapi-fuzz.config.ts).
      'test-reliability/openapi-fuzz.test.ts',
      ...(external ? ['test-reliability/crash-postgres.test.ts'] : []),
    ],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // One file at a time: the crash and load tests measure a 2-core machine, not each other.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
