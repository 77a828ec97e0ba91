import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '@avstore/core';
import { api, ApiError } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { pageLanguage } from '../../../i18n/language';

/**
 * A product page's data by slug; an old slug answers the product under its current one. A slug
 * the shop does not know is null, an answer rather than an error: the page shows 'not found'
 * without asking again (issue #26: a missing product was asked for four times). The description
 * and specification labels come in the page's language (issue #30; `lang=en` too: a byte-counted
 * entry chunk, docs/decisions/027-languages.md); the key needs no language, since a page keeps
 * its language for its whole life (i18n/language.ts).
 */
export const productPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: shopKeys.productPage(slug),
    queryFn: ({ signal }) =>
      api<ProductPage>(`/products/by-slug/${encodeURIComponent(slug)}?lang=${pageLanguage()}`, {
        auth: false,
        signal,
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    staleTime: 30_000,
  });

export function useProductPage(slug: string) {
  return useQuery(productPageQueryOptions(slug));
}
