import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@avstore/core';

/** 200 when the database answers, 503 when it does not. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the store and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return (await app.services.health.databaseAnswers())
        ? reply.send({ status: 'ok' as const })
        : reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};

export default healthRoutes;
