import { afterEach, describe, expect } from 'vitest';
import { rawSockets } from './raw-socket';
import { appTest } from '../fixtures';

const it = appTest({ env: { CONNECTION_IDLE_TIMEOUT: '1s', KEEP_ALIVE_TIMEOUT: '2s' } });

/** Issue #23: connections that send nothing were kept open for 60 s and more. */
describe('connections that send nothing', () => {
  let port: number;
  it.beforeAll(async ({ t }) => {
    port = Number(new URL(t.url).port);
  });
  const sockets = rawSockets();
  afterEach(() => sockets.destroyAll());

  it('are closed by the server once the idle timeout has passed, and shoppers still served', async ({
    t,
  }) => {
    const t0 = Date.now();
    const silent = Array.from({ length: 100 }, () => sockets.open(port, t0));
    const closedAt = await Promise.all(silent.map((s) => s.closed));
    console.log(
      `100 silent connections closed ${Math.min(...closedAt)}-${Math.max(...closedAt)} ms after opening`,
    );
    expect(Math.min(...closedAt)).toBeGreaterThanOrEqual(900);
    expect(Math.max(...closedAt)).toBeLessThan(3_000);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });

  it('leaves a request that is arriving to the request timeouts', async () => {
    const t0 = Date.now();
    const slow = sockets.open(port, t0);
    slow.socket.write('GET /api/health HTTP/1.1\r\n');
    const closed = await Promise.race([slow.closed, new Promise((r) => setTimeout(r, 2_000))]);
    expect(closed).toBeUndefined();
    slow.socket.end('Host: shop\r\nConnection: close\r\n\r\n');
    await slow.closed;
  });

  it('closes a kept-alive connection after the keep-alive timeout', async () => {
    const t0 = Date.now();
    const kept = sockets.open(port, t0);
    let answer = '';
    let answeredAt = 0;
    kept.socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      answeredAt ||= Date.now() - t0;
    });
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
    const closedAt = await kept.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.toLowerCase()).toContain('keep-alive: timeout=2');
    console.log(`a kept-alive connection closed ${closedAt - answeredAt} ms after its answer`);
    // Node waits a second past the timeout it announces, for clients that go by the header.
    expect(closedAt - answeredAt).toBeGreaterThanOrEqual(1_900);
    expect(closedAt - answeredAt).toBeLessThan(4_500);
  });
});
