import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditList } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, queryString } from './keys';

/** Who changed what, newest first. */
export function getAudit(page: number, signal?: AbortSignal): Promise<AuditList> {
  return api<AuditList>(`/admin/audit${queryString({ page, pageSize: ADMIN_PAGE_SIZE })}`, {
    signal,
  });
}

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.auditPage(page),
    queryFn: ({ signal }) => getAudit(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(page: number) {
  return useQuery(auditQueryOptions(page));
}
