import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  OrderSchema,
  type CreateOrderRequest,
} from '@avstore/core';
import { optionalUser, requireUser } from '../../plugins/auth';
import { accountRateLimit } from '../../plugins/rate-limit';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 404, 409, 429);

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, services } = app;

  app.post(
    '/',
    {
      onRequest: requireUser,
      preHandler: [
        accountRateLimit(app, {
          name: 'orders',
          perAccount: config.RATE_LIMIT_ORDERS_PER_ACCOUNT,
          perIp: config.RATE_LIMIT_ORDERS_PER_IP,
        }),
        // An order carrying promo codes checks them: it counts as a promo check, so orders
        // cannot be used to guess codes past the promo limit.
        accountRateLimit(app, {
          name: 'promos',
          perAccount: config.RATE_LIMIT_PROMOS_PER_ACCOUNT,
          perIp: config.RATE_LIMIT_PROMOS_PER_IP,
          when: (request) =>
            ((request.body as CreateOrderRequest).customer.promoCodeList?.length ?? 0) > 0,
        }),
      ],
      schema: {
        body: CreateOrderRequestSchema,
        response: { 201: CreateOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await services.orders.create(request.user!.id, request.body);
      request.log.info({ order: id }, 'order created');
      return reply.status(201).send({ id });
    },
  );

  /** The owner and staff read the order; a visitor with its id, for a day, masked. */
  app.get(
    '/:id',
    {
      preHandler: optionalUser,
      schema: {
        params: z.object({ id: z.uuid({ message: 'Order not found' }) }),
        response: { 200: OrderSchema, ...errors },
      },
    },
    (request) => services.orders.read(request.params.id, request.user),
  );
};

export default ordersRoutes;
