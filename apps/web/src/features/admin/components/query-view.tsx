import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { card, plainButton } from './ui';

export const STAFF_ONLY = "This area is for the shop's staff only.";

/** Loading, failure (with a retry) or the data of one query. */
export function QueryView<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <QueryError error={query.error} retry={() => void query.refetch()} />;
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      Loading {label}…
    </p>
  );
}

export function QueryError({ error, retry }: { error: unknown; retry?: () => void }) {
  const status = error instanceof ApiError ? error.status : undefined;
  const message =
    status === 403
      ? STAFF_ONLY
      : status === 404
        ? 'Not found. It may have been removed.'
        : getErrorMessage(error, 'Could not load this page. Please try again.');
  return (
    <div role="alert" className={`${card} p-6 text-center`}>
      <p className="text-slate-800">{message}</p>
      {retry && status !== 403 && status !== 404 ? (
        <button type="button" onClick={retry} className={`${plainButton} mt-4`}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
