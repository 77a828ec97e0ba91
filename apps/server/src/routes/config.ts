import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@avstore/core';
import { errorResponses, UNAVAILABLE } from './error-responses';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        summary: 'The shop’s public configuration, read by the page at start',
        response: { 200: PublicConfigSchema, ...errorResponses(UNAVAILABLE) },
      },
    },
    // From the shop's settings, made once per change (services/settings).
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(await app.services.settings.publicConfig()),
  );
};

export default configRoutes;
