import net from 'node:net';
import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { appTest } from '../fixtures';

const it = appTest({ env: { REQUEST_TIMEOUT: '1s' } });

/** Sends `head` on a raw socket, then stalls; gives what came back and when the socket closed. */
function stall(t: TestApp, head: string): Promise<{ answer: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(head));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    // Not answered by then: the request is never timed out.
    setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: Infinity });
    }, 8_000).unref();
  });
}

describe('a request that arrives too slowly', () => {
  it('is answered 408 and closed once REQUEST_TIMEOUT has passed, others answered meanwhile', async ({
    t,
  }) => {
    const body = JSON.stringify({ name: 'Nimal', email: 'nimal@example.lk', message: 'Hello' });
    const slow = stall(
      t,
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, body.length / 2)}`,
    );
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(200);
    const { answer, closedAfterMs } = await slow;
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('is cut off too when its headers never end', async ({ t }) => {
    const { answer, closedAfterMs } = await stall(
      t,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1\r\n',
    );
    expect(closedAfterMs).toBeLessThan(4_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves a prompt request alone', async ({ t }) => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
  });
});
