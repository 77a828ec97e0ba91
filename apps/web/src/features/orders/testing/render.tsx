import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** jsdom has no showModal(); open and close by the attribute the browser would set. */
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Renders at `path` with a fresh query cache and stand-ins for the pages it may go to. */
export function renderPage(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<h1>Sign in page</h1>} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = { status: number; body?: unknown } | 'network';

/** Stubs fetch with answers in turn; the mock records the calls. */
export function stubFetch(...answers: Answer[]) {
  const queue = [...answers];
  const mock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The Authorization header of the n-th fetch call. */
export function authHeaderOf(mock: ReturnType<typeof stubFetch>, call: number): string | undefined {
  const init = mock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.authorization;
}
