const NO_LIMIT = '1000000';

/** Every rate limit lifted, for a suite whose thousands of requests come from one address. */
export const LIFTED_RATE_LIMITS = {
  RATE_LIMIT_PER_IP: NO_LIMIT,
  RATE_LIMIT_PER_IP_EMAIL: NO_LIMIT,
  RATE_LIMIT_ORDERS_PER_ACCOUNT: NO_LIMIT,
  RATE_LIMIT_ORDERS_PER_IP: NO_LIMIT,
  RATE_LIMIT_PROMOS_PER_ACCOUNT: NO_LIMIT,
  RATE_LIMIT_PROMOS_PER_IP: NO_LIMIT,
};

/**
 * Every rate limit, the unpaid-order cap and what unpaid orders may hold lifted far past this
 * suite's load: its buyers all come from one address and stand for a crowd, each placing many
 * orders of the same few products; what is under test is the stock, not the abuse limits.
 */
export const LIFTED_LIMITS = {
  ...LIFTED_RATE_LIMITS,
  MAX_UNPAID_ORDERS: NO_LIMIT,
  MAX_HELD_UNITS: NO_LIMIT,
  MAX_HELD_VALUE: '100000000000',
  // The most units of one product an account may hold across its unpaid orders (the setting's top).
  MAX_LINE_QUANTITY: '1000',
};
