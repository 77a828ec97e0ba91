import { z } from '../zod';
import { text } from '../text';
import { MAX_PRICE } from '../pricing/money';
import { CATEGORIES, CATEGORY_GROUPS, categoriesOf } from './categories';
import { ProductSchema } from './product';
import { MAX_BRAND_FILTERS, SEARCH_MESSAGES } from './search-messages';
import { PRODUCT_SORTS, SHOP_PAGE_SIZE, type ProductSort } from './sorts';
import {
  parseSpecFilters,
  parseSpecSort,
  SPEC_FILTER_MESSAGES,
  type SpecFilter,
  type SpecSort,
} from './spec-filters';
import type { QueryWord } from '../search/query-words';

/** The most cards one search request may ask for. */
export const MAX_SEARCH_PAGE_SIZE = 100;
/** Paging stops here: past it a shopper narrows the search instead. */
export const MAX_SEARCH_PAGE = 1000;

const CATEGORY_FILTERS: ReadonlySet<string> = new Set([
  ...CATEGORIES,
  ...CATEGORY_GROUPS.map((g) => g.name),
]);

const priceFilter = z.coerce
  .number({ message: 'A price is a number of rupees' })
  .min(0, { message: 'A price cannot be negative' })
  .max(MAX_PRICE, { message: `A price cannot be over ${MAX_PRICE}` })
  .optional();

/** A brand filter arrives once (`brand=Shure`) or repeated (`brand=Shure&brand=AKG`). */
const brandFilter = z
  .union([text().max(100), z.array(text().max(100))])
  .transform((value) => (Array.isArray(value) ? value : [value]).filter((b) => b !== ''))
  .refine((list) => list.length <= MAX_BRAND_FILTERS, { message: SEARCH_MESSAGES.tooManyBrands })
  .optional();

/** `GET /api/products/search`'s parameters. */
export const ProductSearchQuerySchema = z
  .object({
    q: text().trim().max(200).optional(),
    category: text()
      .refine((c) => c === '' || CATEGORY_FILTERS.has(c), {
        message: SEARCH_MESSAGES.unknownCategory,
      })
      .optional(),
    brand: brandFilter,
    minPrice: priceFilter,
    maxPrice: priceFilter,
    inStock: z.enum(['true', 'false']).optional(),
    featured: z.enum(['true', 'false']).optional(),
    sort: text()
      .refine((v) => PRODUCT_SORTS.includes(v as ProductSort) || parseSpecSort(v) !== undefined, {
        message: SPEC_FILTER_MESSAGES.badSort,
      })
      .optional(),
    /** Typed specifications (spec-filters.ts): 'powerRms:500-2000', 'connections:Bluetooth'. */
    spec: z
      .union([text().max(100), z.array(text().max(100)).max(40)])
      .transform((value, ctx) => {
        const parsed = parseSpecFilters(Array.isArray(value) ? value : [value]);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      })
      .optional(),
    page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SHOP_PAGE_SIZE),
  })
  .refine((p) => p.minPrice === undefined || p.maxPrice === undefined || p.minPrice <= p.maxPrice, {
    message: SEARCH_MESSAGES.priceOrder,
    path: ['minPrice'],
  });
export type ProductSearchQuery = z.input<typeof ProductSearchQuerySchema>;

/** A search as the server runs it: every filter resolved, prices in cents. */
export interface ProductSearch {
  /** The query as names are compared with it (searchQuery), '' for none. */
  query: string;
  /** The categories allowed, or null for all. */
  categories: string[] | null;
  brands: string[] | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  inStock: boolean;
  featured: boolean;
  sort: ProductSort;
  /** When set, the order is by this typed specification instead of `sort`. */
  specSort: SpecSort | null;
  /** Typed specifications every product must have (issue #25). */
  specs: SpecFilter[];
  page: number;
  pageSize: number;
  /** Set when the search is widened: what it looks for in every field instead of the name. */
  words?: QueryWord[];
}

export function toProductSearch(
  params: z.output<typeof ProductSearchQuerySchema>,
  normalise: (query: string) => string,
): ProductSearch {
  const query = normalise(params.q ?? '');
  return {
    query,
    categories: params.category ? categoriesOf(params.category) : null,
    brands: params.brand && params.brand.length > 0 ? params.brand : null,
    minPriceCents: params.minPrice === undefined ? null : Math.round(params.minPrice * 100),
    maxPriceCents: params.maxPrice === undefined ? null : Math.round(params.maxPrice * 100),
    inStock: params.inStock === 'true',
    featured: params.featured === 'true',
    sort: PRODUCT_SORTS.includes(params.sort as ProductSort)
      ? (params.sort as ProductSort)
      : query
        ? 'relevance'
        : 'name',
    specSort: params.sort ? (parseSpecSort(params.sort) ?? null) : null,
    specs: params.spec ?? [],
    page: params.page,
    pageSize: params.pageSize,
  };
}

const CountSchema = z.number().int().nonnegative();

export const SpecFacetSchema = z.discriminatedUnion('kind', [
  z.object({
    key: z.string(),
    label: z.string(),
    kind: z.literal('number'),
    unit: z.string(),
    /** Lowest and highest value among the matches that state it; null when none does. */
    range: z.object({ min: z.number(), max: z.number() }).nullable(),
    /** How many matches state it. */
    count: CountSchema,
  }),
  z.object({
    key: z.string(),
    label: z.string(),
    kind: z.literal('choice'),
    options: z.array(z.object({ option: z.string(), count: CountSchema })),
  }),
]);
export type SpecFacet = z.infer<typeof SpecFacetSchema>;

export const ProductFacetsSchema = z.object({
  /** The Shop's category bar, with the matches in each group and category. */
  groups: z.array(
    z.object({
      name: z.string(),
      count: CountSchema,
      categories: z.array(z.object({ category: z.string(), count: CountSchema })),
    }),
  ),
  brands: z.array(z.object({ brand: z.string(), count: CountSchema })),
  /** Lowest and highest price (rupees) among the matches, the price filter aside; null if none. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  /**
   * The typed specifications of the categories on screen (none without a category filter): a
   * number's range among the matches, a choice's options with their counts; each counted with
   * every filter but its own.
   */
  specs: z.array(SpecFacetSchema).optional(),
});
export type ProductFacets = z.infer<typeof ProductFacetsSchema>;

export const ProductSearchResultSchema = z.object({
  items: z.array(ProductSchema),
  total: CountSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: ProductFacetsSchema,
  /**
   * When no name holds the query, the items are those found by its words in every field, and
   * this is the query they were found for (the query itself, or it with its slips put right).
   */
  showingFor: z.string().optional(),
  /** The query with its slips put right, when that is what the items were found for. */
  didYouMean: z.string().optional(),
  /** When even the shopper's words find nothing: the closest products, by likeness. */
  suggestions: z.array(ProductSchema).optional(),
});
export type ProductSearchResult = z.infer<typeof ProductSearchResultSchema>;
