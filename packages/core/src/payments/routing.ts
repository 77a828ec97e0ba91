export interface PaymentResponseQuery {
  status?: string | null;
  message?: string | null;
  order_id?: string | null;
  transaction_ref?: string | null;
}

export type StatusLookup = (
  transactionRef: string,
) => Promise<{ status: string; orderId?: string | null }>;

function failed(message: string, orderId?: string | null): string {
  const query = new URLSearchParams({ message });
  if (orderId) query.set('orderId', orderId);
  return `/payment/failed?${query.toString()}`;
}

/**
 * Where /payment/response sends the browser (docs/product.md §4 "Payment response routing"):
 * 1. with a transaction_ref, ask the payment's status; SUCCESS goes to the success page;
 * 2. else a SUCCESS status with an order_id goes to success;
 * 3. else with an order_id, to failed with the message (default 'Payment failed');
 * 4. else to failed with the message (default 'Payment processing error');
 * 5. any unexpected error goes to failed with 'Payment processing error'.
 */
export async function paymentResponseTarget(
  query: PaymentResponseQuery,
  lookup: StatusLookup,
): Promise<string> {
  try {
    if (query.transaction_ref) {
      const answer = await lookup(query.transaction_ref);
      if (answer.status === 'SUCCESS') {
        const orderId = query.order_id || answer.orderId;
        if (orderId) return `/payment/success?orderId=${encodeURIComponent(orderId)}`;
      }
    }
    if (query.status === 'SUCCESS' && query.order_id) {
      return `/payment/success?orderId=${encodeURIComponent(query.order_id)}`;
    }
    if (query.order_id) return failed(query.message || 'Payment failed', query.order_id);
    return failed(query.message || 'Payment processing error');
  } catch {
    return failed('Payment processing error');
  }
}
