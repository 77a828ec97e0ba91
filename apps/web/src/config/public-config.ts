import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@avstore/core';
import { api } from '../lib/api-client';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api<PublicConfig>('/config', { auth: false }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
