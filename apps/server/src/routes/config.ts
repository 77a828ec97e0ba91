import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LanguageQuerySchema, PublicConfigSchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from './error-responses';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        summary: 'The shop’s public configuration, read by the page at start',
        description: "`lang` (si, ta): Home's banners in that language where the shop wrote them.",
        querystring: LanguageQuerySchema,
        response: { 200: PublicConfigSchema, ...errorResponses(400, UNAVAILABLE) },
      },
    },
    // From the shop's settings, made once per change and language (services/settings).
    async (request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .send(await app.services.settings.publicConfig(request.query.lang)),
  );
};

export default configRoutes;
