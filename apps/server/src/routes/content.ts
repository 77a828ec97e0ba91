import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentPagesSchema, LanguageQuerySchema, SpecialDealSchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from './error-responses';

/** What the storefront shows from the shop's settings besides GET /api/config. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.services;
  app.get(
    '/special-deal',
    {
      schema: {
        summary: "Home's Special Deals: the chosen product, or the first featured one in stock",
        description:
          "`lang` (si, ta): the block's words in that language where the shop wrote them.",
        querystring: LanguageQuerySchema,
        response: { 200: SpecialDealSchema, ...errorResponses(400, UNAVAILABLE) },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(await settings.specialDeal(request.query.lang)),
  );
  app.get(
    '/pages',
    {
      schema: {
        summary: 'The About text and the three policies, as plain paragraphs',
        description:
          '`lang` (si, ta) answers each page in that language where the shop wrote it, ' +
          'English where it did not.',
        querystring: LanguageQuerySchema,
        response: { 200: ContentPagesSchema, ...errorResponses(400, UNAVAILABLE) },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-cache').send(await settings.pages(request.query.lang)),
  );
};

export default contentRoutes;
