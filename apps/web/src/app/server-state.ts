import type { DehydratedState } from '@tanstack/react-query';

/** The element that carries a server-rendered page's query data to the browser. */
export const SERVER_STATE_ID = 'server-state';

/** The state as a script element's JSON, safe inside HTML (no `</script>` can close it early). */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/**
 * The data a server-rendered page was rendered with, or undefined for the app's empty shell.
 * Its answers count as fetched now: the page was just delivered, and the browser must not ask
 * for them again while hydrating.
 */
export function readServerState(): DehydratedState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    const now = Date.now();
    return {
      ...state,
      queries: state.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: now },
      })),
    };
  } catch {
    return undefined;
  }
}
