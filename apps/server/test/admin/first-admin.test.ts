import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-app';
import {
  buildServer,
  databaseUrl,
  freePort,
  serverDir,
  startServerProcess,
  waitHealthy,
  type ServerProcess,
} from '../helpers/server-process';
import { newEmail, post, signUp } from '../helpers/accounts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ServerProcess;
const adminEmail = newEmail();

beforeAll(async () => {
  buildServer();
  database = await createTestDatabase();
  const env = {
    DATABASE_URL: databaseUrl(database.connection),
    JWT_SECRET: 'y'.repeat(40),
    SEED_DEMO_DATA: 'false',
  };
  server = startServerProcess(
    { ...env, ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'first admin pass' },
    await freePort(),
  );
  await waitHealthy(server);
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await database.drop();
});

const roleOf = async (email: string, password: string) => {
  const res = await post(`${server.url}/api/auth/login`, { email, password });
  return (res.body.user as { role: string } | undefined)?.role;
};

describe('the first admin', () => {
  it('is created at start from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    expect(await roleOf(adminEmail, 'first admin pass')).toBe('admin');
  });

  it('is created or promoted by npm run admin:create', async () => {
    const shopper = await signUp(server.url);
    const env = {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl(database.connection),
      JWT_SECRET: 'y'.repeat(40),
    };
    const promoted = execFileSync(
      process.execPath,
      ['dist/cli/create-admin.js', '--email', shopper.email, '--password', 'promoted pass 1'],
      { cwd: serverDir, env },
    ).toString();
    expect(promoted).toContain('promoted');
    expect(await roleOf(shopper.email, 'promoted pass 1')).toBe('admin');
    const fresh = newEmail();
    const created = execFileSync(
      process.execPath,
      ['dist/cli/create-admin.js', '--email', fresh, '--password', 'brand new admin'],
      { cwd: serverDir, env },
    ).toString();
    expect(created).toContain('created');
    expect(await roleOf(fresh, 'brand new admin')).toBe('admin');
  });

  it('refuses a bad password with a usage message', () => {
    const env = {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: databaseUrl(database.connection),
      JWT_SECRET: 'y'.repeat(40),
    };
    expect(() =>
      execFileSync(
        process.execPath,
        ['dist/cli/create-admin.js', '--email', newEmail(), '--password', 'short'],
        { cwd: serverDir, env, stdio: 'pipe' },
      ),
    ).toThrow();
  });
});
