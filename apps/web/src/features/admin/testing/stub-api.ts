import { vi } from 'vitest';

export interface Reply {
  status: number;
  body?: unknown;
}
export interface Request {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = Reply | ((request: Request) => Reply | Promise<Reply>);

/**
 * Stubs fetch with answers keyed 'METHOD /path' (no query string); anything else answers 404.
 * `requests` lists what was asked, bodies parsed.
 */
export function stubApi(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request = { method, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    const { status, body: answer } = reply ?? { status: 404, body: { message: 'Not stubbed' } };
    return new Response(answer === undefined ? '' : JSON.stringify(answer), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    requests,
    /** The requests made to 'METHOD /path'. */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}
