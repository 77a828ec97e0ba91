import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@avstore/core';
import { api } from '../lib/api-client';
import { shopKeys } from '../lib/query-keys';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.config(),
    queryFn: () => api<PublicConfig>('/config', { auth: false }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
