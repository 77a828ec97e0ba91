import { useSearchParams } from 'react-router';

/** Where a list paged by cursor stands: after (older than) or before (newer than) a row. */
export interface ListCursor {
  after?: string;
  before?: string;
}

/**
 * A list's filters and page kept in the URL, so a filtered list can be linked to and survives
 * a reload. Changing a filter goes back to page 1.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const cursor: ListCursor = {
    after: params.get('after') || undefined,
    before: params.get('before') || undefined,
  };

  const update = (changes: Record<string, string | undefined>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      for (const key of ['page', 'after', 'before']) if (!(key in changes)) next.delete(key);
      return next;
    });

  return {
    page,
    cursor,
    get: (key: string) => params.get(key) ?? '',
    update,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    /** To a page of a list paged by cursor; page 1 needs none. */
    turn: (next: number, to: ListCursor) =>
      update({
        page: next > 1 ? String(next) : undefined,
        after: next > 1 ? to.after : undefined,
        before: next > 1 ? to.before : undefined,
      }),
  };
}
