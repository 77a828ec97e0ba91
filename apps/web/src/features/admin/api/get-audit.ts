import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import type { ListCursor } from '../hooks/use-list-params';
import { ADMIN_PAGE_SIZE, adminKeys, queryString } from './keys';

/** Who changed what, newest first, a page after or before a cursor. */
export function getAudit(cursor: ListCursor, signal?: AbortSignal): Promise<AuditList> {
  return api<AuditList>(`/admin/audit${queryString({ ...cursor, pageSize: ADMIN_PAGE_SIZE })}`, {
    signal,
  });
}

export const auditQueryOptions = (cursor: ListCursor) =>
  queryOptions({
    queryKey: adminKeys.auditPage(cursor),
    queryFn: ({ signal }) => getAudit(cursor, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(cursor: ListCursor) {
  return useQuery(auditQueryOptions(cursor));
}
