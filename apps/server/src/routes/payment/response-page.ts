import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { BrowserReturn } from '../../services/payments/payment-deps';

/** The query of a provider's browser return: our attempt's reference, and what the gateway adds. */
export const ReturnQuerySchema = z.object({
  ref: z.uuid(),
  resultIndicator: z.string().max(200).optional(),
});

/** Every browser return ends on the page's payment response (DESIGN "Payments"). */
export function toResponsePage(reply: FastifyReply, result: BrowserReturn, ref: string) {
  const query = new URLSearchParams({
    status: result.ok ? 'SUCCESS' : 'FAILED',
    message: result.message,
    order_id: result.orderId ?? '',
    transaction_ref: ref,
  });
  return reply.redirect(`/payment/response?${query.toString()}`, 303);
}
