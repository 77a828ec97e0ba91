import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@avstore/core';

/** 200 when the database answers, 503 when it does not. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      try {
        await app.database.pool.query('SELECT 1');
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      } catch {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' as const });
      }
    },
  );
};

export default healthRoutes;
