import { defineConfig } from 'vitest/config';

const external = process.env.TEST_DB === 'external';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each lifecycle suite is about one kind of database.
    exclude: [
      '**/node_modules/**',
      external ? 'test/lifecycle/embedded.test.ts' : 'test/lifecycle/external.test.ts',
      // What these try is the process and its connections, the same on either database: they run
      // once, with the embedded one, to keep the suite's time.
      ...(external
        ? [
            'test/abuse/supervisor.test.ts',
            'test/abuse/idle-connections.test.ts',
            'test/abuse/idle-flood.test.ts',
            'test/abuse/limiter-memory.test.ts',
            'test/lifecycle/root-start.test.ts',
            'test/lifecycle/start-refusals.test.ts',
          ]
        : []),
    ],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    // A worker's test files share one import of the server (each makes its own app and database
    // all the same): isolated, each file spent two seconds importing it afresh, and the suite took
    // twice as long (docs/performance.md "Test time"). Nothing a file changes outside its own app
    // (a prototype, a process listener, a module's cache) may outlive it.
    isolate: false,
    // Vitest's default is one worker per core but one, so one on a two-core machine; these tests
    // wait on PostgreSQL, child processes and timers more than they compute (docs/performance.md
    // "Test time").
    maxWorkers: 2,
    // Several tests start whole stores, each seeding the demo and processing its pictures: 30 s
    // was passed by three on a machine busy with benchmarks and browser tests beside them.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
