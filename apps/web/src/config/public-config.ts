import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@avstore/core';
import { api } from '../lib/api-client';
import { shopKeys } from '../lib/query-keys';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.config(),
    // In the page's language (a Sinhala page's banners), as the page's preload asked for them.
    queryFn: () => api<PublicConfig>(configPath(), { auth: false }),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

function configPath(): string {
  const language = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  return language === 'si' || language === 'ta' ? `/config?lang=${language}` : '/config';
}
