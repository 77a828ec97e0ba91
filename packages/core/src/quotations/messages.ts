/** What the quotation screens and the API say (issue #28), one wording for both. */
/**
 * Requests one account may have waiting for the shop's prices at once: each is mailed to the
 * shop, so a free account must not be able to send it without end.
 */
export const MAX_OPEN_QUOTATIONS = 5;

export const QUOTATION_MESSAGES = {
  tooManyOpen: `You have ${MAX_OPEN_QUOTATIONS} quotation requests waiting for the shop. Please wait for its answer before asking for another.`,
  organisationRequired: 'Enter the name of the organisation the quotation is for.',
  organisationTooLong: 'The organisation name must be at most 120 characters.',
  purchaseOrderRef: 'The purchase-order reference must be at most 60 characters.',
  note: 'The note must be at most 2,000 characters.',
  emptyCart: 'Your cart is empty: add the products you want a quotation for.',
  lineName: 'Give each line a name of at most 300 characters.',
  lineQuantity: 'Each line needs a quantity from 1 to 1,000.',
  linePrice: 'Each line needs a unit price of LKR 0 or more.',
  noLines: 'A quotation needs at least one line.',
  validUntil: 'Choose the date until which the prices hold (YYYY-MM-DD).',
  validUntilPast: 'The validity date must be today or later.',
  notFound: 'Quotation not found',
  stale:
    'This quotation was changed by someone else meanwhile. Reload it and make your changes again.',
  notEditable: 'This quotation can no longer be edited: it has been accepted or ordered.',
  notSent: 'This quotation has not been sent yet, or has already been answered.',
  expired:
    'This quotation expired on its validity date. Ask for changes and the shop will send you a new one.',
  notAccepted: 'Accept the quotation before placing its order.',
  alreadyOrdered: 'An order has already been placed for this quotation.',
  productGone: (name: string) =>
    `${name} is no longer sold. Ask for changes and the shop will quote again.`,
  changesNoteRequired: 'Say what you would like changed.',
} as const;

/** What the screen of a quotation's order says beside its fields (docs/product.md §11 "Quotations"). */
export const QUOTED_ORDER_TEXTS = {
  title: 'Place the order',
  deliveryQuoted:
    'The quoted prices are the whole order: a delivery the shop charges for is a line of the quotation, and nothing is added for it here.',
  chooseDelivery: 'Choose how you would like to receive the order to continue.',
  place: 'Place order at the quoted prices',
  placing: 'Placing…',
} as const;
