import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const receiptBytes = z.instanceof(Buffer).meta({ description: 'the receipt, a PDF' });

/**
 * An order's PDF receipt (docs/product.md §14 "Receipt"), for its owner and staff. A visitor gets
 * 401; anyone else 404, never 403, which would say that the order exists.
 */
const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/receipt.pdf',
    {
      onRequest: requireUser,
      config: { describedAnswer: { status: 200, mediaType: 'application/pdf' } },
      schema: {
        summary: "An order's receipt (PDF)",
        description:
          "The owner's token or an admin's gets the receipt: the shop, the order, the customer, " +
          'every line with its warranty, the promo savings, the delivery charge, the total and ' +
          "the payment. Another customer's token gets 404, as for an order that does not exist.",
        params: z.object({ id: z.uuid({ message: 'Order not found' }) }),
        response: {
          200: receiptBytes,
          ...errorResponses(...PATH_REFUSALS, 401, 404, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const { pdf, number } = await app.services.orders.receipt(request.params.id, request.user!);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default receiptRoutes;
