import { z } from '../zod';
import { text } from '../text';
import { ProductSchema } from './product';

/** The most products the header's search suggests at once. */
export const MOST_PRODUCT_SUGGESTIONS = 5;

/** `GET /api/products/suggest`'s parameters: what the shopper has typed so far. */
export const SearchSuggestionsQuerySchema = z.object({
  q: text().trim().min(1, { message: 'Type something to search for' }).max(200),
});

/** What the header's search offers as the shopper types (issue #25). */
export const SearchSuggestionsSchema = z.object({
  /** The first products the Shop's search would show for it. */
  products: z.array(ProductSchema),
  /** Places of the category bar: `filter` is the Shop's category value. */
  categories: z.array(z.object({ label: z.string(), filter: z.string() })),
  /** Makers of the shop, most products first. */
  brands: z.array(z.string()),
  /** The query with its slips put right, when that is what the products were found for. */
  didYouMean: z.string().optional(),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;
