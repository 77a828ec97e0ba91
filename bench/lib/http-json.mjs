// A small JSON client over node's http module with a keep-alive agent, for closed-loop load.
import http from 'node:http';

/**
 * A client for `baseUrl` keeping up to `maxSockets` connections open. `request()` resolves to
 * { status, text } (the body undecoded as text), or rejects on a network error or after
 * `timeoutMs` (the error's `code` is then 'TIMEOUT'). `close()` drops the kept connections.
 */
export function jsonClient(baseUrl, { maxSockets = 64, timeoutMs = 10_000 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  function request(method, path, body, headers = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            accept: 'application/json',
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': payload.length }
              : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('error', reject);
          res.on('end', () => resolve({ status: res.statusCode, text }));
        },
      );
      req.setTimeout(timeoutMs, () => {
        const error = new Error(`${method} ${path} timed out after ${timeoutMs} ms`);
        error.code = 'TIMEOUT';
        req.destroy(error);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Like request(), but insists on `expected` and returns the parsed body. */
  async function expect(expected, method, path, body, headers) {
    const res = await request(method, path, body, headers);
    if (res.status !== expected) {
      throw new Error(`${method} ${path}: ${res.status}, expected ${expected}: ${res.text}`);
    }
    return res.text ? JSON.parse(res.text) : undefined;
  }

  return { request, expect, close: () => agent.destroy() };
}

/** The p-th percentile (nearest rank) of numbers sorted ascending; NaN when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
