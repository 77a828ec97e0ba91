// The refusals of a cart past the shop's limits, apart from the checkout's texts so that the cart
// in every page's first script carries only these (CHECKOUT_MESSAGES formats an amount when loaded).

/** The refusal of an order past the shop's cap on open orders (MAX_UNPAID_ORDERS). */
export const unpaidLimitMessage = (max: number): string =>
  `You have ${max} orders waiting for payment or for the shop to confirm them. Please complete one of them before placing another.`;

/** The refusal of a line above the shop's per-line limit (MAX_LINE_QUANTITY on the server). */
export const lineLimitMessage = (max: number, name: string): string =>
  `You can order at most ${max} of ${name} at once. Please contact the shop for larger quantities.`;
