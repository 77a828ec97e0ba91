import type { Language, ShopPageOf } from '@avstore/core';
import { categoryName } from '../../i18n/common';
import type { catalogueT } from '../../i18n/catalogue';

/**
 * A Shop page's title before the shop's name (core's shopPageTitle, in the page's language): the
 * search, the category, or 'Shop'. The page's <title> and the server's head both say it.
 */
export function shopTitle(
  t: ReturnType<typeof catalogueT>,
  language: Language,
  { q, category }: ShopPageOf,
): string {
  const text = q.trim();
  const name = category ? categoryName(language, category) : undefined;
  if (!text) return name ?? t('title.shop');
  return name ? t('title.searchIn', { q: text, category: name }) : t('title.search', { q: text });
}
