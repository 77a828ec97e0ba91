import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../api/keys';
import { Pager } from './pager';
import { QueryView } from './query-view';

interface Page {
  items: unknown[];
  total: number;
}

/**
 * One page of a back-office list: loading, failure or the items, then the pager; marked busy while
 * the previous page stands in for the next.
 */
export function PagedList<D extends Page>({
  query,
  label,
  noun,
  list,
  children,
}: {
  query: UseQueryResult<D>;
  /** What is loading: 'Loading {label}…'. */
  label: string;
  /** What the pager counts: 'Showing 1–20 of 153 {noun}'. */
  noun: string;
  /** The page shown and the way to another (useListParams). */
  list: { page: number; setPage: (page: number) => void };
  children: (items: D['items']) => ReactNode;
}) {
  return (
    <QueryView query={query} label={label}>
      {(data) => (
        <div aria-busy={query.isPlaceholderData}>
          {children(data.items)}
          <Pager
            page={list.page}
            total={data.total}
            pageSize={ADMIN_PAGE_SIZE}
            noun={noun}
            onPage={list.setPage}
          />
        </div>
      )}
    </QueryView>
  );
}
