import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** jsdom has no showModal(); open and close by the attribute the browser would set. */
export function stubDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Signs in as staff (or as `role`) the way the login form leaves storage. */
export function signIn(role: 'admin' | 'customer' = 'admin'): void {
  localStorage.setItem('token', 'tok');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: '00000000-0000-4000-8000-000000000001', email: 'staff@shop.lk', role }),
  );
}

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `url`, matched by `pattern`, with a fresh query cache; shows the location. */
export function renderAdmin(ui: ReactElement, url = '/admin', pattern = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={ui} />
          {pattern === '*' ? null : <Route path="*" element={<p>Another page</p>} />}
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
