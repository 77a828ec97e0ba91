import { defineConfig } from 'vitest/config';

/** `npm run api:fuzz`: the store fuzzed from its OpenAPI document, alone (see its test file). */
export default defineConfig({
  test: {
    include: ['test-reliability/openapi-fuzz.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
