import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialDeal } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';

/**
 * Home's Special Deals (GET /api/content/special-deal): in the page when the server renders Home.
 * Its words in the page's language (issue #30): its `<html lang>`, which the server writes for
 * every page and which costs Home's first script no import (13 bytes less, a budget counted in
 * bytes: docs/decisions/027-languages.md). A page keeps its language, so the key needs none.
 */
export const specialDealQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.specialDeal(),
    queryFn: ({ signal }) =>
      api<SpecialDeal>(`/content/special-deal?lang=${document.documentElement.lang}`, {
        auth: false,
        signal,
      }),
    // As Home's featured products: the page the server rendered is not asked for again at once.
    staleTime: 30_000,
  });

export function useSpecialDeal() {
  return useQuery(specialDealQueryOptions());
}
