import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { App } from './app';
import { loadRoutesOf, startRouter } from './router';

/**
 * Takes over a page the server rendered (a product's): the same data and code as the server
 * used, then React hydrates its HTML. Loaded only by such pages, which preload it.
 */
export async function hydratePage(container: HTMLElement, state: DehydratedState): Promise<void> {
  hydrate(queryClient, state);
  await loadRoutesOf(window.location.pathname);
  // As a transition, React hydrates in slices and yields between them: a tap or a scroll on
  // the page it already shows is answered at once, not after one long task (Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={startRouter()} />
      </StrictMode>,
    );
  });
}
