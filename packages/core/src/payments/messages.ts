// Payment texts and amount formatting, apart from the schemas so that a page can use them
// without loading the validation library.

/** Two decimals, no grouping: how amounts travel to the providers ('1234.50'). */
export function amountString(rupees: number): string {
  return rupees.toFixed(2);
}

/** Error texts of docs/product.md §8 for card and KOKO payments. */
export const PAYMENT_MESSAGES = {
  sessionFailed: 'Failed to create payment session',
  createSessionFailed: 'Failed to create session',
  invalidSession: 'Invalid session response',
  checkoutNotLoaded: 'Checkout.js not loaded properly',
  kokoFailed: (message: string) => `Payment failed: ${message}`,
  kokoError: 'Error creating payment',
  failedDefault: 'Payment processing failed',
} as const;
