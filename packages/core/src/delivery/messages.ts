import { formatRs } from '../format/format';
import { MAX_ORDER_TOTAL } from '../pricing/money';

/** The most the shop may charge for one delivery, in rupees: a typo of a few zeros is caught. */
export const MAX_DELIVERY_CHARGE = 1_000_000;
/** The longest delivery time the shop may write for a district ('3-5 working days'). */
export const MAX_DELIVERY_TIME = 40;

/**
 * The texts of a Sri Lankan address (docs/product.md §5 "Checkout"), shown under their fields by
 * the page and sent by the server's refusal alike. No zod here, as in CHECKOUT_MESSAGES.
 */
export const ADDRESS_MESSAGES = {
  chooseDistrict: 'Please choose a district',
  unknownDistrict: 'Please choose a district from the list',
  invalidPostcode: 'A postcode has 5 digits, such as 10350',
  invalidMobile: 'Please enter a Sri Lankan mobile number, such as 077 123 4567',
} as const;

/** The back office's delivery screen (docs/product.md §15 "Delivery"). */
export const DELIVERY_MESSAGES = {
  enterAmount: 'Enter an amount in rupees',
  negative: 'A charge cannot be negative',
  tooLarge: `A charge cannot be over ${formatRs(MAX_DELIVERY_CHARGE)}`,
  twoDecimals: 'Use at most two decimals',
  thresholdPositive: 'The threshold must be above 0; leave it empty for no free delivery',
  thresholdTooLarge: `The threshold cannot be over ${formatRs(MAX_ORDER_TOTAL)}`,
  unknownDistrict: (name: string) => `${name} is not a district of Sri Lanka`,
  twice: (name: string) => `${name} is listed twice`,
  deliveryTime: 'Say the time in days, such as 1-2 working days',
  deliveryTimeTooLong: `Use at most ${MAX_DELIVERY_TIME} characters`,
  saved: 'Delivery charges saved.',
} as const;

/** The checkout's delivery line (docs/product.md §2 Checkout). */
export const DELIVERY_TEXTS = {
  label: 'Delivery',
  mobileHint: 'A mobile number, such as 077 123 4567',
  chooseDistrict: 'Choose your district to see the delivery charge',
  free: 'Free',
  freeFrom: (amount: string) => `Free delivery on orders of ${amount} or more`,
  /** The district's delivery time as the shop wrote it ('1-2 working days'). */
  time: (time: string) => `Delivery time: ${time}`,
  unavailable: 'The delivery charges could not be loaded. Please reload the page.',
} as const;
