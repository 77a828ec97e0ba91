const RELOAD_KEY = 'chunk-reload';
let reloading = false;

interface Target {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Loads a route module; when its chunk fails (a deploy replaced it), loads the page being opened
 * afresh, once. A second failure for the same page is thrown to the error screen instead of
 * looping.
 */
export async function loadRoute<T>(
  load: () => Promise<T>,
  pending: () => Target | undefined,
): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_KEY);
    return module;
  } catch (error) {
    // The page is being loaded afresh: settle nothing, or the router would commit an error.
    if (reloading) return new Promise<T>(() => undefined);
    const target = pending() ?? window.location;
    const href = `${target.pathname}${target.search}${target.hash}`;
    if (sessionStorage.getItem(RELOAD_KEY) !== target.pathname) {
      sessionStorage.setItem(RELOAD_KEY, target.pathname);
      reloading = true;
      window.location.assign(href);
      return new Promise<T>(() => undefined);
    }
    sessionStorage.removeItem(RELOAD_KEY);
    throw error;
  }
}
