// Signed-in buyers placing cash pick-up orders, for the benchmarks that load the order path.
import { randomBytes } from 'node:crypto';

/**
 * A crowd of buyers from one address: the limits that keep one account or one address from
 * hoarding stock must not refuse them (what is measured is the order path).
 */
export const LIFTED_LIMITS = {
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_IP_EMAIL: '100000',
  RATE_LIMIT_ORDERS_PER_ACCOUNT: '10000000',
  RATE_LIMIT_ORDERS_PER_IP: '10000000',
  MAX_UNPAID_ORDERS: '10000000',
  MAX_HELD_UNITS: '10000000',
  MAX_HELD_VALUE: '100000000000',
  // The most units of one product an account may hold across its unpaid orders (the setting's top).
  MAX_LINE_QUANTITY: '1000',
};

/**
 * Registers one buyer (a lib/http-json client), confirms the address with the link the loopback
 * store gives in the answer, and signs in; returns what its orders need.
 */
export async function signIn(client, runId, i) {
  const email = `bench-${runId}-${i + 1}@example.com`;
  const password = randomBytes(12).toString('base64url'); // 16 characters
  const { confirmLink } = await client.expect(201, 'POST', '/api/auth/register', {
    email,
    password,
  });
  if (!confirmLink) throw new Error(`register of ${email} gave no confirmation link`);
  const token = new URL(confirmLink).hash.replace(/^#token=/, '');
  await client.expect(200, 'POST', '/api/auth/confirm-email', { token });
  const signedIn = await client.expect(200, 'POST', '/api/auth/login', { email, password });
  if (!signedIn.token) throw new Error(`login of ${email} gave no token`);
  return { i, email, headers: { authorization: `Bearer ${signedIn.token}` } };
}

/** The unit price in cents: discountPrice when set (above 0), else price. */
export function unitCents(p) {
  const rupees = p.discountPrice !== null && p.discountPrice > 0 ? p.discountPrice : p.price;
  return Math.round(rupees * 100);
}

/** A cash pick-up order of 1-2 distinct random products, 1-2 of each, priced as the shop does. */
export function orderFor(buyer, products) {
  const count = Math.min(products.length, 1 + Math.floor(Math.random() * 2));
  const picked = new Set();
  while (picked.size < count) picked.add(products[Math.floor(Math.random() * products.length)]);
  const lines = [...picked].map((p) => ({ p, quantity: 1 + Math.floor(Math.random() * 2) }));
  const totalCents = lines.reduce((sum, { p, quantity }) => sum + p.cents * quantity, 0);
  return {
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
    body: {
      customer: {
        email: buyer.email,
        firstName: 'Bench',
        lastName: `Buyer ${buyer.i + 1}`,
        phone: '0771234567',
        promoCodeList: [],
      },
      items: lines.map(({ p, quantity }) => ({
        id: p.id,
        name: p.name,
        price: p.cents / 100,
        quantity,
      })),
      total: totalCents / 100,
      deliveryMethod: 'pickup',
      paymentMethod: 'cash',
    },
  };
}
