import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateOrderRequestSchema,
  CreateOrderResponseSchema,
  OrderSchema,
  type CreateOrderRequest,
} from '@avstore/core';
import { orders } from '../../db/schema';
import { notFound } from '../../errors';
import { readUser, requireUser } from '../../plugins/auth';
import { accountRateLimit } from '../../plugins/rate-limit';
import { createOrder } from '../../services/orders/create-order';
import { ANONYMOUS_WINDOW_MS, masked, toOrders } from '../../services/orders/order-view';
import { errorResponses } from '../error-responses';

const errors = errorResponses(400, 401, 404, 409, 429);

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const { config } = app;
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
      const id = await createOrder(db, request.user!.id, request.body, {
        maxLineQuantity: config.MAX_LINE_QUANTITY,
        maxUnpaidOrders: config.MAX_UNPAID_ORDERS,
      });
      request.log.info({ order: id }, 'order created');
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ message: 'Order not found' }) }),
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => {
      const user = await readUser(app, request);
      const [row] = await db.select().from(orders).where(eq(orders.id, request.params.id));
      if (!row) throw notFound('Order not found');
      if (user) {
        // Another user's order does not exist for this user.
        if (row.userId !== user.id && user.role !== 'admin') throw notFound('Order not found');
        return (await toOrders(db, [row]))[0]!;
      }
      if (Date.now() - row.createdAt.getTime() > ANONYMOUS_WINDOW_MS)
        throw notFound('Order not found');
      return masked((await toOrders(db, [row]))[0]!);
    },
  );
};

export default ordersRoutes;
