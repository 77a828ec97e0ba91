import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '../api/keys';
import type { ListCursor } from '../hooks/use-list-params';
import { Pager } from './pager';
import { QueryView } from './query-view';

/** A page of a list: by number (`total` cut in pages), or by cursor when it carries next/prev. */
interface Page {
  items: unknown[];
  total: number;
  totalIsCapped?: boolean;
  next?: string | null;
  prev?: string | null;
}

/** The page shown and the way to another (useListParams). */
interface ListPosition {
  page: number;
  setPage: (page: number) => void;
  cursor?: ListCursor;
  turn?: (page: number, to: ListCursor) => void;
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
  list: ListPosition;
  children: (items: D['items']) => ReactNode;
}) {
  return (
    <QueryView query={query} label={label}>
      {(data) => (
        <div aria-busy={query.isPlaceholderData}>
          {children(data.items)}
          <Pager noun={noun} pageSize={ADMIN_PAGE_SIZE} {...turns(data, list)} />
        </div>
      )}
    </QueryView>
  );
}

function turns(data: Page, list: ListPosition) {
  const { turn } = list;
  if (data.next === undefined || !turn) {
    const pages = Math.ceil(data.total / ADMIN_PAGE_SIZE);
    return {
      page: list.page,
      total: data.total,
      onPrevious: list.page > 1 ? () => list.setPage(list.page - 1) : undefined,
      onNext: list.page < pages ? () => list.setPage(list.page + 1) : undefined,
    };
  }
  // By cursor the page number only counts the steps taken; without a cursor it is the first.
  const page = list.cursor?.after || list.cursor?.before ? Math.max(2, list.page) : 1;
  const { next, prev } = data;
  return {
    page,
    total: data.total,
    totalIsCapped: data.totalIsCapped,
    shown: data.items.length,
    onPrevious: prev ? () => turn(page - 1, { before: prev }) : undefined,
    onNext: next ? () => turn(page + 1, { after: next }) : undefined,
  };
}
