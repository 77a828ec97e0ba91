/**
 * The server's answers a shopper may read that are no rule of a domain's own (docs/product.md §7
 * "Answers", §8). Written here rather than in the server so that the web's catalogues are checked
 * against the very words the server sends (apps/web/src/i18n/server-messages.test.ts).
 */
export const SERVER_MESSAGES = {
  serverError: 'Something went wrong on our side. Please try again.',
  unavailable: 'The shop is briefly unavailable. Please try again in a moment.',
  tooManyRequests: 'Too many requests. Please try again later',
  signIn: 'Please sign in to continue.',
  orderNotFound: 'Order not found',
  productNotFound: 'Product not found',
  paymentNotFound: 'Payment not found',
} as const;
