import { useQuery } from '@tanstack/react-query';
import type { CompareResult } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/** The products of a comparison, with their typed specifications, in the order given. */
export function useComparedProducts(ids: readonly string[]) {
  return useQuery({
    queryKey: shopKeys.compare(ids),
    queryFn: ({ signal }) =>
      api<CompareResult>(`/products/compare?${new URLSearchParams({ ids: ids.join(',') })}`, {
        auth: false,
        signal,
      }).then((result) => result.items),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}
