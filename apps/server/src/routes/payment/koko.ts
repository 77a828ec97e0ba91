import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KokoResponse } from '../../services/payments/koko';
import { ReturnQuerySchema, toResponsePage } from './response-page';

/** KOKO's ways back: its signed response, and the browser's return or cancel (reference §B.2). */
const kokoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.post('/notify', async (request, reply) => {
    await payments.kokoNotified((request.body ?? {}) as KokoResponse, request.log);
    return reply.status(200).send({ received: true });
  });

  const back = async (ref: string, cancelled: boolean, reply: FastifyReply) =>
    toResponsePage(reply, await payments.kokoReturn(ref, cancelled), ref);
  const query = () => ({ schema: { querystring: ReturnQuerySchema } });
  app.get('/return', query(), (request, reply) => back(request.query.ref, false, reply));
  app.post('/return', query(), (request, reply) => back(request.query.ref, false, reply));
  app.get('/cancel', query(), (request, reply) => back(request.query.ref, true, reply));
};

export default kokoRoutes;
