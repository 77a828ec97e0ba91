import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@avstore/core';
import { publicConfig } from '../services/public-config';

const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = publicConfig(app.config);
  app.get(
    '/config',
    {
      schema: {
        summary: 'The shop’s public configuration, read by the page at start',
        response: { 200: PublicConfigSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(body),
  );
};

export default configRoutes;
