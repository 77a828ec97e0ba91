import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchSuggestions } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** What the header's search offers for `text`; the last answer stays while the next loads. */
export function useSearchSuggestions(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: shopKeys.suggestions(q),
    queryFn: ({ signal }) =>
      api<SearchSuggestions>(`/products/suggest?${new URLSearchParams({ q })}`, {
        auth: false,
        signal,
      }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
