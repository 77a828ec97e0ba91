const RELOAD_KEY = 'chunk-reload';

/**
 * Loads a route module; when its chunk fails (a deploy replaced it), reloads the page once.
 * A second failure in a row is thrown to the error screen instead of looping.
 */
export async function loadRoute<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    sessionStorage.removeItem(RELOAD_KEY);
    return module;
  } catch (error) {
    if (sessionStorage.getItem(RELOAD_KEY) !== location.pathname) {
      sessionStorage.setItem(RELOAD_KEY, location.pathname);
      location.reload();
      return new Promise<T>(() => undefined);
    }
    sessionStorage.removeItem(RELOAD_KEY);
    throw error;
  }
}
