import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { loadRoutesOf, startRouter } from './app/router';
import { readServerState } from './app/server-state';
import { queryClient } from './lib/query-client';
import './index.css';

const container = document.getElementById('root')!;
const rendered = container.firstElementChild ? readServerState() : undefined;

if (rendered) {
  // A server-rendered page (a product's): the same data and code, then React takes over the HTML.
  hydrate(queryClient, rendered);
  await loadRoutesOf(window.location.pathname);
  hydrateRoot(
    container,
    <StrictMode>
      <App router={startRouter()} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={startRouter()} />
    </StrictMode>,
  );
}
