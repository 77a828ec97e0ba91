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
/** An answer: a reply, a lost connection, or a function of the request that gives a reply. */
export type Answer = Reply | 'network' | ((request: Request) => Reply | Promise<Reply>);

/**
 * Stubs fetch with answers keyed 'METHOD /api/path' (no query string). A list of answers is
 * given in turn, its last one repeated; anything not stubbed answers 404. `requests` lists what
 * was asked, JSON bodies parsed; `to(key)` the requests made to one key.
 */
export function stubApi(routes: Record<string, Answer | Answer[]>) {
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [
      key,
      Array.isArray(answer) ? [...answer] : [answer],
    ]),
  );
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const request = { method, url, body, headers: (init?.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const queue = queues.get(key);
    const answer = queue ? (queue.length > 1 ? queue.shift()! : queue[0]!) : undefined;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const reply = typeof answer === 'function' ? await answer(request) : answer;
    const { status, body: sent } = reply ?? {
      status: 404,
      body: { message: `Not stubbed: ${key}` },
    };
    return new Response(sent === undefined ? '' : JSON.stringify(sent), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    requests,
    to: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}
