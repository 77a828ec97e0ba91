import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverProcesses } from '../test/helpers/process-test';
import { crashScenario, runningMoment, type Scenario } from './helpers/crash-scenario';
import { Store } from './helpers/store';

const KILLS = 10;
const kind = inject('dbKind');
const processes = serverProcesses();
let store: Store;
let scenario: Scenario;

beforeAll(async () => {
  store = await Store.create(kind, processes);
  scenario = await crashScenario(store, Date.now() + 120_000);
});
afterAll(() => scenario?.load.stop());

describe(`the app killed under load (${kind} database)`, () => {
  it(`keeps every order whole and every unit of stock accounted for over ${KILLS} SIGKILLs`, async () => {
    const { load } = scenario;
    load.start();
    for (let i = 0; i < KILLS; i++) {
      await runningMoment(load);
      await store.kill();
      // Embedded, the next start first stops the PostgreSQL the killed app left running.
      await store.start();
      await scenario.check();
    }
    await scenario.finish('app crashes');
    expect(await store.stop()).toBe(0);
  }, 150_000);
});
