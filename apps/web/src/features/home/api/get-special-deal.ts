import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpecialDeal } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { pageLanguage } from '../../../i18n/language';

/**
 * Home's Special Deals (GET /api/content/special-deal): in the page when the server renders Home.
 * Its words in the page's language (issue #30); a page keeps its language, so the key needs none.
 */
export const specialDealQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.specialDeal(),
    queryFn: ({ signal }) => {
      const language = pageLanguage();
      const query = language === 'en' ? '' : `?lang=${language}`;
      return api<SpecialDeal>(`/content/special-deal${query}`, { auth: false, signal });
    },
    // As Home's featured products: the page the server rendered is not asked for again at once.
    staleTime: 30_000,
  });

export function useSpecialDeal() {
  return useQuery(specialDealQueryOptions());
}
