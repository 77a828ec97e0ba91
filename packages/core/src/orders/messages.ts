import { formatRs } from '../format/format';
import { MAX_ORDER_TOTAL } from '../pricing/money';

// The checkout's texts (docs/product.md §8), apart from the schemas so that a page can show them without
// loading the validation library.
export const CHECKOUT_MESSAGES = {
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  chooseCountry: 'Please choose a country from the list',
  mustSignIn: 'You must be logged in to place an order.',
  pricesChanged: 'Prices have changed. Please review your cart.',
  createFailed: 'Failed to create order',
  processFailed: 'Failed to process order. Please try again.',
  emptyCart: 'Your cart is empty',
  orderTooLarge: `An order cannot be over ${formatRs(MAX_ORDER_TOTAL)}. Please contact the shop for large orders.`,
} as const;

export { lineLimitMessage, unpaidLimitMessage } from './limit-messages';

/** The server's refusals of an order's request that a shopper may read (docs/product.md §11). */
export const ORDER_REFUSALS = {
  productTwice: 'A product appears twice in the cart.',
  deliveryMethodDiffers: 'The delivery method of the customer and of the order differ.',
  paymentMethodDiffers: 'The payment method of the customer and of the order differ.',
  promoCodesDiffer: 'The promo codes of the cart do not match. Please review your cart.',
  promoNotInCart: 'A promo code is for a product that is not in the cart.',
  productGone: (name = 'A product') => `${name} is no longer sold. Please review your cart.`,
} as const;
