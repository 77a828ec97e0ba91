import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api<Dashboard>('/admin/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
