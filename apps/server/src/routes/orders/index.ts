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
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';
import paymentMethodRoutes from './payment-method';
import paymentSlipRoutes from './payment-slips';
import creditNoteRoutes from './credit-note';
import receiptRoutes from './receipt';

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
        summary: 'Place an order',
        description:
          'Prices, stock and promo codes are checked again by the server; any refusal changes ' +
          'nothing (409 for prices changed, stock short, a promo used, too many unpaid orders, or ' +
          'more held in unpaid orders than an account, or an address, may hold, or a bank transfer ' +
          'from an account whose e-mail address is unconfirmed or while the shop has given no ' +
          'bank details). A delivery in ' +
          'Sri Lanka without a district takes the district of a town the store knows from its ' +
          'city; a delivery to a country the shop does not deliver to (DELIVERY_COUNTRIES) is 400.',
        body: CreateOrderRequestSchema,
        response: {
          201: CreateOrderResponseSchema,
          ...errorResponses(...BODY_REFUSALS, 401, 409, 429, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const id = await services.orders.create(request.user!.id, request.body, {
        ip: request.ip,
        log: request.log,
      });
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
        summary: 'One order',
        description:
          "The owner's token (or an admin's) reads the whole order; without a token it is read " +
          'only within 24 hours of its creation, with the contact details masked; another ' +
          "customer's token gets 404.",
        params: z.object({ id: z.uuid({ message: 'Order not found' }) }),
        response: { 200: OrderSchema, ...errorResponses(...PATH_REFUSALS, 401, 404, UNAVAILABLE) },
      },
    },
    (request) => services.orders.read(request.params.id, request.user),
  );

  await app.register(paymentMethodRoutes);
  await app.register(receiptRoutes);
  await app.register(creditNoteRoutes);
  await app.register(paymentSlipRoutes);
};

export default ordersRoutes;
