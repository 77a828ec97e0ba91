import { beforeAll, describe, expect, it } from 'vitest';
import { serverProcesses } from '../helpers/process-test';
import { waitHealthy } from '../helpers/server-process';

// The server binds 127.0.0.1 in every case: a public PUBLIC_URL is enough to count as reachable.
const PUBLIC = { HOST: '127.0.0.1', PUBLIC_URL: 'https://shop.example.lk' };
const SMTP = { MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' };

const processes = serverProcesses();
let dataDir: string;

beforeAll(async () => {
  dataDir = await processes.folder('refusals', { open: true });
});

const start = (env: Record<string, string>) => processes.start({ DATA_DIR: dataDir, ...env });

describe('a store reachable beyond this machine', () => {
  it('refuses to start with sandbox payments, naming what to set', async () => {
    const server = await start({ ...PUBLIC, ...SMTP });
    // 78 (EX_CONFIG): a configuration error, which `npm start`'s supervisor does not restart.
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('Refusing to start');
    expect(server.output()).toMatch(/PAYMENT_MODE: .*PUBLIC_URL=https:\/\/shop\.example\.lk/);
    expect(server.output()).not.toContain('MAIL_TRANSPORT');
  });

  it('refuses to start with the outbox, naming what to set', async () => {
    const server = await start({ ...PUBLIC, DEMO: 'false' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toMatch(/MAIL_TRANSPORT: .*set smtp and SMTP_URL/);
  });

  it('starts as a public demo with DEMO=true', async () => {
    const server = await start({ ...PUBLIC, DEMO: 'true', LOG_LEVEL: 'warn' });
    await waitHealthy(server);
    const config = (await (await fetch(`${server.url}/api/config`)).json()) as {
      paymentMode: string;
    };
    expect(config.paymentMode).toBe('sandbox');
  });
});
