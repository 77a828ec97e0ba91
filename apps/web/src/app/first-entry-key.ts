/**
 * Gives the page's first history entry a key of its own before the router starts. React Router
 * keys a fresh load's entry 'default', so ScrollRestoration kept one scroll position for every
 * page opened by its address and took a product page there 1,167 px down (issue #26). A key
 * stored in history.state survives a reload and Back, which still restore their place; a page
 * opened anew has no state, so a new key, and starts at its top.
 */
export function keyFirstEntry(): void {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, idx: 0, ...(state as object | null), key }, '');
}
