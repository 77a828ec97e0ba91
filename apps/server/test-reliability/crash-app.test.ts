import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../test/helpers/server-process';
import { crashScenario, runningMoment, type Scenario } from './helpers/crash-scenario';
import { Store } from './helpers/store';

const KILLS = 10;
const kind = inject('dbKind');
let store: Store;
let scenario: Scenario;

beforeAll(async () => {
  buildServer();
  store = await Store.create(kind);
  scenario = await crashScenario(store, Date.now() + 120_000);
});
afterAll(async () => {
  await scenario?.load.stop();
  await store?.cleanup();
});

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
    await load.stop();
    await scenario.check();
    console.log(
      'app crashes: answers',
      load.answers,
      'acknowledged',
      load.acknowledged.size,
      'cancelled',
      load.cancelled.size,
    );
    expect(await store.stop()).toBe(0);
  }, 150_000);
});
