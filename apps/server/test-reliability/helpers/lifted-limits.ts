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
 * Every rate limit and the unpaid-order cap lifted far past this suite's load: its buyers all come
 * from one address and stand for a crowd; what is under test is the stock, not the abuse limits.
 */
export const LIFTED_LIMITS = { ...LIFTED_RATE_LIMITS, MAX_UNPAID_ORDERS: NO_LIMIT };
