import type { Language } from '@avstore/core';
import { shopTitle } from '../features/catalogue/shop-title';
import { catalogueT } from '../i18n/catalogue';
import { loadMessages } from '../i18n/load';
import { categoryName, commonT } from '../i18n/common';
import english from '../i18n/locales/en/seo.json';
import type { Catalogue } from '../i18n/translate';
import { translator } from '../i18n/translator';

/** The words of the pages' heads, which only the server writes: every language at once. */
const heads = import.meta.glob<{ default: Catalogue }>('../i18n/locales/{si,ta}/seo.json', {
  eager: true,
});

/**
 * What the server says in a rendered page's head (title, description, JSON-LD), in `language`
 * (apps/server/src/services/rendered-pages/page-words.ts). Home and the Shop's titles are the
 * ones their pages give themselves.
 */
export async function pageWords(language: Language) {
  await loadMessages(language, ['catalogue']);
  const common = commonT(language);
  const seo = translator<keyof typeof english>(
    heads[`../i18n/locales/${language}/seo.json`]?.default,
    english as unknown as Catalogue,
  );
  return {
    homeDescription: (shopName: string) => seo('home.description', { shopName }),
    shopTitle: (search: { q: string; category: string | null }) =>
      shopTitle(catalogueT(language), language, search),
    shopDescription: ({
      q,
      category,
      count,
      brands,
      shopName,
    }: {
      q: string;
      category: string | null;
      count: number;
      brands: string[];
      shopName: string;
    }) => {
      const named = category ? categoryName(language, category) : undefined;
      if (q)
        return seo(named ? 'shop.matchingIn' : 'shop.matching', {
          count,
          q,
          shopName,
          category: named,
        });
      const what = named ?? seo('shop.everything');
      return brands.length > 0
        ? seo('shop.makers', { what, shopName, count, brands: brands.join(', ') })
        : seo('shop.noMakers', { what, shopName, count });
    },
    productLead: (name: string, price: string) => seo('product.lead', { name, price }),
    /** A breadcrumb's name: 'Shop', a group or a category. */
    crumb: (name: string) => (name === 'Shop' ? common('shop') : categoryName(language, name)),
    notFound: catalogueT(language)('notFound.title'),
  };
}
