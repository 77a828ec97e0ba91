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

/**
 * What the shopper is told on coming back from the card gateway or KOKO: the payment pages'
 * `message` (GET /payment/response, docs/product.md §12), which their catalogue says in the page's
 * language (issue #30).
 */
export const PAYMENT_RETURNS = {
  successful: 'Payment successful',
  unknown: 'Unknown payment',
  cardDeclined: 'Your card payment was declined.',
  cardNotCompleted: 'Your card payment was not completed.',
  notVerified: 'The payment could not be verified.',
  kokoCancelled: 'You cancelled the KOKO payment.',
  kokoNotCompleted: 'Your KOKO payment was not completed.',
  /** A payment that came for an order already cancelled. */
  refund: 'This order was cancelled before the payment arrived. We will refund it.',
  /** A payment of an attempt the shopper gave up by paying the order another way. */
  superseded: 'This order is now paid another way. We will refund this payment.',
} as const;

/** The server's refusals of paying an order, or of paying it another way (docs/product.md §12). */
export const PAYMENT_REFUSALS = {
  notPayable: (status: string) => `This order is ${status} and cannot be paid.`,
  wrongMethod: (paidBy: string, asked: string) => `This order is paid by ${paidBy}, not ${asked}.`,
  tooManyAttempts: 'This order has had too many payment attempts. Please contact the shop.',
  amountMismatch: 'The amount does not match the order.',
  paid: 'This order has been paid.',
  cashOrder:
    'This order is paid in cash; the shop confirms it. Please contact the shop to change it.',
  /** `issue` is the refusal of a delivery there ('We deliver only to Sri Lanka'). */
  noCashAbroad: (issue: string) =>
    `${issue}, so this order cannot be paid in cash on delivery. Please pay by card or KOKO.`,
} as const;
