import { describe, expect } from 'vitest';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { it } from '../fixtures';

// node-postgres queues a query sent on a connection that is still running one, warns that this is
// deprecated, and pg@9 refuses it: within a transaction, reads go one after another.
describe('a transaction', () => {
  it('sends one query at a time on its connection, through an order delivered and invoiced', async ({
    t,
    admin,
  }) => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    try {
      const shopper = await signUp(t);
      const product = await insertProduct(t.database.pool, { price: 12345.5, stock: 5 });
      const placed = await post(
        `${t.url}/api/orders`,
        orderBody([{ product }], { deliveryMethod: 'delivery', paymentMethod: 'cash' }),
        bearer(shopper.token),
      );
      expect(placed.status).toBe(201);
      const id = placed.body.id as string;
      for (const [status, fields] of [
        ['confirmed', {}],
        ['dispatched', { courier: 'Domex', trackingNumber: 'DX-4471-22' }],
        ['delivered', {}],
      ] as const) {
        const moved = await call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, {
          status,
          ...fields,
        });
        expect(moved.status, status).toBe(200);
      }
      // A warning is emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listen);
    }
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
