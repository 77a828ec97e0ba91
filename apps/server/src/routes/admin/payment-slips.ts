import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentSlipListSchema,
  PaymentSlipParamsSchema,
  RejectSlipRequestSchema,
  WaitingSlipListSchema,
} from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

/**
 * The shop's side of bank transfers (docs/product.md §15 "Orders"): the slips waiting to be
 * checked, and on an order, each slip verified (the order paid and confirmed) or rejected with
 * the reason the shopper is mailed. Staff handle them as they handle orders; each is audited.
 */
const paymentSlipAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bankTransfer } = app.services;

  app.get(
    '/payment-slips',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Payment slips waiting for the shop, oldest first',
        description:
          'The slips of pending bank-transfer orders not yet verified or rejected, each with the ' +
          'reference the shopper was asked to quote, the name and the amount to look for.',
        response: { 200: WaitingSlipListSchema, ...errorResponses(401, 403, UNAVAILABLE) },
      },
    },
    async () => ({ items: await bankTransfer.waiting() }),
  );

  app.post(
    '/orders/:id/payment-slips/:slipId/verify',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Verify a payment slip: the transfer has reached the shop',
        description:
          'The order, pending and paid by bank transfer, is confirmed with a bank-transfer ' +
          "payment of its total, and the shopper is mailed with the receipt; the order's other " +
          'waiting slips are closed. 409 for a slip already decided or an order no longer ' +
          "pending. Answers the order's slips.",
        params: PaymentSlipParamsSchema,
        response: {
          200: PaymentSlipListSchema,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      const { id, slipId } = request.params;
      const slips = await bankTransfer.verify(request.user!, id, slipId);
      request.log.info({ order: id, slip: slipId }, 'payment slip verified');
      return { slips };
    },
  );

  app.post(
    '/orders/:id/payment-slips/:slipId/reject',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Reject a payment slip with the reason the shopper reads',
        description:
          'The shopper is mailed the reason and may send another slip; the order stays as it is. ' +
          "409 for a slip already decided. Answers the order's slips.",
        params: PaymentSlipParamsSchema,
        body: RejectSlipRequestSchema,
        response: {
          200: PaymentSlipListSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request) => {
      const { id, slipId } = request.params;
      const slips = await bankTransfer.reject(request.user!, id, slipId, request.body.reason);
      request.log.info({ order: id, slip: slipId }, 'payment slip rejected');
      return { slips };
    },
  );
};

export default paymentSlipAdminRoutes;
