import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentPages } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { shopKeys } from '../../../lib/query-keys';
import { pageLanguage } from '../../../i18n/language';

/**
 * The About text and the three policies, as the back office's Pages set them, in the page's
 * language where the owner wrote it (issue #30). A page keeps its language for its whole life, so
 * the key needs none.
 */
export const contentPagesQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.contentPages(),
    queryFn: ({ signal }) =>
      api<ContentPages>(`/content/pages?lang=${pageLanguage()}`, { auth: false, signal }),
    staleTime: 5 * 60_000,
  });

export function useContentPages() {
  return useQuery(contentPagesQueryOptions());
}

/**
 * The policies in the order they are shown: the owner's paragraphs, and the key of the spec's
 * title in the `pages` catalogue ('Refund Policy' in English, in Sinhala and Tamil their own).
 */
export function policiesOf(pages: ContentPages) {
  return [
    { title: 'about.refundPolicy', paragraphs: pages.refundPolicy },
    { title: 'about.privacyPolicy', paragraphs: pages.privacyPolicy },
    { title: 'about.terms', paragraphs: pages.terms },
  ] as const;
}
