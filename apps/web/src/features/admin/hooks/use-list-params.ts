import { useSearchParams } from 'react-router';

/**
 * A list's filters and page kept in the URL, so a filtered list can be linked to and survives
 * a reload. Changing a filter goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  return {
    page,
    get: (key: string) => params.get(key) ?? '',
    update,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
  };
}
