import { productPath, type Product, type SearchSuggestions } from '@avstore/core';

/** One choice in the header's suggestions, and where it leads. */
export type SuggestionOption =
  | { kind: 'product'; key: string; label: string; to: string; product: Product }
  | { kind: 'category' | 'brand' | 'search'; key: string; label: string; to: string };

const shop = (params: Record<string, string>) => `/shop?${new URLSearchParams(params)}`;

/** Where a search of the Shop for `text` is shown. */
export const shopSearchPath = (text: string) => shop({ q: text.trim() });

/**
 * The suggestions as the list shows them, in the order the arrow keys go: products, categories,
 * makers, then the whole search in the Shop.
 */
export function suggestionOptions(
  text: string,
  found: SearchSuggestions | undefined,
  words: {
    /** A category's name in the page's language. */
    category: (name: string) => string;
    /** 'Search the shop for ‘{text}’' in the page's language. */
    searchFor: (text: string) => string;
  },
) {
  const options: SuggestionOption[] = [];
  for (const product of found?.products ?? [])
    options.push({
      kind: 'product',
      key: `p-${product.id}`,
      label: product.name,
      to: productPath(product.slug),
      product,
    });
  for (const category of found?.categories ?? [])
    options.push({
      kind: 'category',
      key: `c-${category.filter}`,
      label: words.category(category.filter),
      to: shop({ category: category.filter }),
    });
  for (const brand of found?.brands ?? [])
    options.push({ kind: 'brand', key: `b-${brand}`, label: brand, to: shop({ brand }) });
  if (text.trim())
    options.push({
      kind: 'search',
      key: 'search',
      label: words.searchFor(text.trim()),
      to: shopSearchPath(text),
    });
  return options;
}
