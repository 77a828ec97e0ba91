import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReturnQuerySchema, toResponsePage } from './response-page';

/** The card gateway's ways back: the browser's return and the gateway's notification. */
const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  /** The gateway sends the browser back here with resultIndicator (reference §A.4). */
  app.get('/return', { schema: { querystring: ReturnQuerySchema } }, async (request, reply) => {
    const { ref, resultIndicator = '' } = request.query;
    const result = await payments.cardReturn(ref, resultIndicator);
    if (!result.ok)
      request.log.warn({ payment: ref, reason: result.message }, 'card return not confirmed');
    return toResponsePage(reply, result, ref);
  });

  app.post('/notify', async (request, reply) => {
    const secret = String(request.headers['x-notification-secret'] ?? '');
    await payments.cardNotified(secret, request.body, request.log);
    return reply.status(200).send({ received: true });
  });
};

export default cardRoutes;
