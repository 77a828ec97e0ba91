import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import cardRoutes from './card';
import kokoRoutes from './koko';
import startRoutes from './start';

/** Paying for an order, and the providers' and browsers' ways back (docs/product.md §12). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The providers post their answers as forms.
  await app.register(fastifyFormbody);
  await app.register(startRoutes);
  await app.register(cardRoutes, { prefix: '/card' });
  await app.register(kokoRoutes, { prefix: '/koko' });
};

export default paymentRoutes;
