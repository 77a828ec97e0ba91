import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive } from '../src/db/process-check';
import { serverProcesses } from '../test/helpers/process-test';
import type { ServerProcess } from '../test/helpers/server-process';
import { crashScenario, runningMoment, type Scenario } from './helpers/crash-scenario';
import { sleep } from './helpers/limit';
import { Store } from './helpers/store';

const KILLS = 10;
const processes = serverProcesses();
let store: Store;
let scenario: Scenario;

beforeAll(async () => {
  store = await Store.create('embedded', processes);
  scenario = await crashScenario(store, Date.now() + 120_000);
});
afterAll(() => scenario?.load.stop());

/** Until a new postmaster runs and the app answers healthy again; fails at once if the app died. */
async function waitRecovered(app: ServerProcess, killed: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null || app.child.signalCode !== null) {
      throw new Error(
        `the app exited (code ${app.child.exitCode}, signal ${app.child.signalCode}) after ` +
          `PostgreSQL was killed:\n${app.output().split('\n').slice(-60).join('\n')}`,
      );
    }
    const pid = await store.postmasterPid().catch(() => killed);
    if (pid !== killed && isAlive(pid) && (await healthStatus()) === 200) return;
    await sleep(200);
  }
  throw new Error(
    `no healthy answer 30 s after PostgreSQL was killed:\n${app.output().slice(-4000)}`,
  );
}

async function healthStatus(): Promise<number> {
  try {
    return (await fetch(`${store.url}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

describe('the embedded PostgreSQL killed under load', () => {
  it(`is restarted by the app, and no order or unit of stock is lost over ${KILLS} SIGKILLs`, async () => {
    const { load } = scenario;
    const app = store.server!;
    load.start();
    for (let i = 0; i < KILLS; i++) {
      await runningMoment(load);
      const pid = await store.postmasterPid();
      process.kill(pid, 'SIGKILL');
      await waitRecovered(app, pid);
      await scenario.check();
    }
    await scenario.finish('postgres crashes');
    // A request that met the outage is told to try again (503), never answered with a 500.
    expect(load.answers['500'] ?? 0).toBe(0);
    // The app lived through it all: one process from the first order to the last.
    expect(store.server).toBe(app);
    expect(app.child.exitCode).toBeNull();
    expect(await store.stop()).toBe(0);
  }, 150_000);
});
