import type { FastifyReply } from 'fastify';
import { languagePrefix } from '@avstore/core';
import { z } from 'zod';
import type { BrowserReturn } from '../../services/payments/payment-deps';
import { errorResponses, noBody, UNAVAILABLE } from '../error-responses';

/** The query of a provider's browser return: our attempt's reference, and what the gateway adds. */
export const ReturnQuerySchema = z.object({
  ref: z.uuid(),
  resultIndicator: z.string().max(200).optional(),
});

/** A browser return's answers: on to the page's payment response, or a query it cannot read. */
export const RETURN_RESPONSES = {
  303: noBody('See Other: on to the payment response page, with the outcome in its query', {
    location:
      '/payment/response?status=SUCCESS|FAILED&message=…&order_id=…&transaction_ref=… (under /si or /ta for an order placed in Sinhala or Tamil)',
  }),
  ...errorResponses(400, UNAVAILABLE),
};

/**
 * Every browser return ends on the page's payment response (docs/product.md §12), in the language
 * the order was placed in (/si/payment/response for a Sinhala order).
 */
export function toResponsePage(reply: FastifyReply, result: BrowserReturn, ref: string) {
  const query = new URLSearchParams({
    status: result.ok ? 'SUCCESS' : 'FAILED',
    message: result.message,
    order_id: result.orderId ?? '',
    transaction_ref: ref,
  });
  return reply.redirect(`${languagePrefix(result.language)}/payment/response?${query}`, 303);
}
