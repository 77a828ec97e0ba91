import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import { errorResponses, PATH_REFUSALS, UNAVAILABLE } from '../error-responses';

const creditNoteBytes = z.instanceof(Buffer).meta({ description: 'the credit note, a PDF' });

/**
 * The credit note of a refund (decision 025), for the order's owner and staff, as its receipt
 * is: a visitor gets 401, anyone else 404.
 */
const creditNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/refunds/:refundId/credit-note.pdf',
    {
      onRequest: requireUser,
      config: { describedAnswer: { status: 200, mediaType: 'application/pdf' } },
      schema: {
        summary: "A refund's credit note (PDF)",
        description:
          'Once the shop is registered for VAT, each refund on an order with a tax invoice has a ' +
          'credit note: its own number, the invoice it refers to, the refunded amount and its VAT. ' +
          '404 for a refund without one, and for anyone but the owner and staff.',
        params: z.object({
          id: z.uuid({ message: 'Order not found' }),
          refundId: z.uuid({ message: 'Credit note not found' }),
        }),
        response: {
          200: creditNoteBytes,
          ...errorResponses(...PATH_REFUSALS, 401, 404, UNAVAILABLE),
        },
      },
    },
    async (request, reply) => {
      const { id, refundId } = request.params;
      const { pdf, number } = await app.services.orders.creditNote(id, refundId, request.user!);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default creditNoteRoutes;
