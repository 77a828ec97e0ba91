import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProductIdParamsSchema,
  ProductListSchema,
  ProductPageSchema,
  ProductSchema,
  ProductSlugParamsSchema,
  ProductSearchQuerySchema,
  ProductSearchResultSchema,
  CompareQuerySchema,
  LanguageQuerySchema,
  CompareResultSchema,
  MOST_PRODUCT_SUGGESTIONS,
  RELATED_PRODUCTS,
  SearchSuggestionsQuerySchema,
  SearchSuggestionsSchema,
  searchQuery,
  toProductSearch,
} from '@avstore/core';
import { notFound } from '../../errors';
import { sendCached } from '../../plugins/send-cached';
import { errorResponses, noBody, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

/** The shop's catalogue (docs/product.md §7 GET /products/; docs/product.md §3). */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is sent as cached bytes, so the 200 schema describes it without serialising it.
  app.get(
    '/',
    {
      config: { compress: false },
      schema: {
        summary: 'Every product on sale, by name',
        description: 'Answers with an ETag; a request whose If-None-Match carries it gets a 304.',
        response: {
          200: ProductListSchema,
          304: noBody('Not Modified: the If-None-Match tag is still current', {
            etag: "The catalogue's tag",
          }),
          ...errorResponses(UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const body = await app.services.catalogue.body();
      return sendCached(request, reply, body, 'no-cache');
    },
  );

  app.get(
    '/search',
    {
      schema: {
        summary: 'Search, filter and sort the products on sale, a page at a time',
        description:
          "`q` keeps the product description's rule while some product's name contains it " +
          '(case-insensitively): the results are exactly those, the gear the query names ' +
          'first. When none does, the search widens to every field and the trade’s words, ' +
          'then puts slips right: `showingFor` says what the items were found for, ' +
          '`didYouMean` the query as put right. When that finds nothing too, `suggestions` ' +
          'carries the closest names by likeness. Each facet counts the matches of every ' +
          'other filter; `price` is the range of the matches without the price filter. ' +
          '`category` is a category or a group of the category bar; `brand` may be repeated.',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductSearchResultSchema, ...errorResponses(400, UNAVAILABLE) },
      },
    },
    async (request) => app.services.catalogue.search(toProductSearch(request.query, searchQuery)),
  );

  app.get(
    '/suggest',
    {
      schema: {
        summary: "What the header's search offers as the shopper types",
        description:
          `Up to ${MOST_PRODUCT_SUGGESTIONS} products, the first the Shop's search would show ` +
          'for `q`, and the categories (as the Shop’s `category` filter) and makers it names.',
        querystring: SearchSuggestionsQuerySchema,
        response: { 200: SearchSuggestionsSchema, ...errorResponses(400, UNAVAILABLE) },
      },
    },
    async (request) => app.services.catalogue.suggest(request.query.q),
  );

  app.get(
    '/compare',
    {
      schema: {
        summary: 'Products side by side, with their typed specifications',
        description:
          '`ids` lists 1 to 4 product ids, comma-separated, as the compare page’s address ' +
          'does; the answer keeps their order and leaves out any no longer on sale.',
        querystring: CompareQuerySchema,
        response: { 200: CompareResultSchema, ...errorResponses(400, UNAVAILABLE) },
      },
    },
    async (request) => ({ items: await app.services.catalogue.products(request.query.ids) }),
  );

  app.get(
    '/by-slug/:slug',
    {
      schema: {
        summary: "A product's page: the product on sale with its details, and related products",
        description:
          'The slug may be the current one or one the product had before a rename: ' +
          '`product.slug` is always the current one, so a page at an old address moves to it. ' +
          `\`related\` holds up to ${RELATED_PRODUCTS} other products on sale: the same category ` +
          'first, then the same brand; in stock first, then by name. `lang` (si, ta) answers ' +
          'the description and specification labels in that language where the shop wrote ' +
          'them, English where it did not.',
        params: ProductSlugParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: ProductPageSchema,
          ...errorResponses(...PATH_REFUSALS, 404, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      const found = await app.services.catalogue.productPage(
        request.params.slug,
        request.query.lang,
      );
      if (!found) throw notFound('Product not found');
      return found.page;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        summary: 'One product on sale',
        params: ProductIdParamsSchema,
        response: { 200: ProductSchema, ...errorResponses(...PATH_REFUSALS, 404, UNAVAILABLE) },
      },
    },
    async (request) => {
      const product = await app.services.catalogue.product(request.params.id);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );
};

export default productsRoutes;
