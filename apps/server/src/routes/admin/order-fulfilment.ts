import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminOrderSchema, RecordRefundRequestSchema } from '@avstore/core';
import { BODY_REFUSALS, errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const IdSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });
const slipBytes = z.instanceof(Buffer).meta({ description: 'the packing slip, a PDF' });

/** An order's refunds and its packing slip (docs/product.md §15 "Fulfilment" and "Refunds"). */
const orderFulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders } = app.services.admin;

  // The owner's alone (no `access: 'staff'`): it says money went back.
  app.post(
    '/:id/refunds',
    {
      schema: {
        summary: 'Record a refund the shop made on an order',
        description:
          'Whole or part: amount (rupees, at most what was paid and not yet refunded: 409 beyond, or when nothing was paid), method (card, koko, bank_transfer, cash), reference, refundedOn (YYYY-MM-DD, not in the future). Payments due for a refund that it covers become refunded, leaving the dashboard\'s "Refund due"; the customer is mailed.',
        params: IdSchema,
        body: RecordRefundRequestSchema,
        response: {
          201: AdminOrderSchema,
          ...errorResponses(...BODY_REFUSALS, ...PATH_REFUSALS, 401, 403, 404, 409, UNAVAILABLE),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.refund(request.user!, request.params.id, request.body, request.log)),
  );

  app.get(
    '/:id/packing-slip.pdf',
    {
      config: { access: 'staff', describedAnswer: { status: 200, mediaType: 'application/pdf' } },
      schema: {
        summary: "An order's packing slip (PDF)",
        description:
          'What goes in the parcel, without prices: the order reference and date, where it goes (or that it is collected), the phone, and each line with its quantity, name and SKU.',
        params: IdSchema,
        response: {
          200: slipBytes,
          ...errorResponses(...PATH_REFUSALS, 401, 403, 404, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await orders.packingSlip(request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default orderFulfilmentRoutes;
