import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { Language } from '@avstore/core';
import { queryClient } from '../lib/query-client';
import { App } from './app';
import { startRouter } from './router';

/**
 * Takes over a page the server rendered (a product's): the same data as the server used, then
 * React hydrates its HTML. Loaded only by such pages, once the entry has the page's route code
 * (main.tsx loads it beside this module).
 */
export async function hydratePage(
  container: HTMLElement,
  state: DehydratedState,
  language: Language,
  onLive: () => void,
): Promise<void> {
  hydrate(queryClient, state);
  // As a transition, React hydrates in slices and yields between them: a tap or a scroll on
  // the page it already shows is answered at once, not after one long task (Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Live then={onLive}>
          <App router={startRouter(language, { hydrating: true })} language={language} />
        </Live>
      </StrictMode>,
    );
  });
}

/**
 * Its effect runs once React has committed the page it took over. It wraps the app rather than
 * standing beside it: a sibling would change the ids React derives from the tree (useId), and the
 * server's would no longer match.
 */
function Live({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}
