import { defineConfig } from 'vitest/config';

const external = process.env.TEST_DB === 'external';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each lifecycle suite is about one kind of database.
    exclude: [
      '**/node_modules/**',
      external ? 'test/lifecycle/embedded.test.ts' : 'test/lifecycle/external.test.ts',
    ],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
