import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderSchema, SwitchPaymentMethodRequestSchema } from '@avstore/core';
import { requireUser } from '../../plugins/auth';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

/** Paying an order another way after a card or KOKO payment did not go through (issue #17). */
const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.put(
    '/:id/payment-method',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Pay an unpaid order another way',
        description:
          "The owner's pending card or KOKO order, while nothing has paid it, becomes a card, " +
          'KOKO, cash or bank-transfer order (the last as placing one allows it). Its earlier ' +
          'payment attempts can no longer confirm it: a payment one of them still brings is kept ' +
          'for a refund. Another user gets 404; an order that is not pending, paid, paid in cash ' +
          'or by bank transfer, or a bank transfer refused, gets 409.',
        params: z.object({ id: z.uuid({ message: 'Order not found' }) }),
        body: SwitchPaymentMethodRequestSchema,
        response: {
          200: OrderSchema,
          ...errorResponses(...PATH_REFUSALS, ...BODY_REFUSALS, 401, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      const order = await payments.switchMethod(
        request.user!,
        request.params.id,
        request.body.paymentMethod,
      );
      request.log.info(
        { order: order.id, paymentMethod: order.paymentMethod },
        'order payment method set',
      );
      return order;
    },
  );
};

export default paymentMethodRoutes;
