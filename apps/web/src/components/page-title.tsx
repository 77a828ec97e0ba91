import { useQueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@avstore/core';
import { shopKeys } from '../lib/query-keys';

export const DEFAULT_SHOP_NAME = 'Lanka Pro Audio';

/** Each page's own document title (React hoists <title> into the head). */
export function PageTitle({ title }: { title?: string }) {
  const shop =
    useQueryClient().getQueryData<PublicConfig>(shopKeys.config())?.shopName ?? DEFAULT_SHOP_NAME;
  return <title>{title ? `${title} | ${shop}` : shop}</title>;
}
