import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys, queryString } from './keys';
import { ADMIN_PAGE_SIZE, type AuditList } from './types';

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
