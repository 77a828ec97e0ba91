import { describe, expect } from 'vitest';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { pdfText } from '../helpers/mail';
import { it } from '../fixtures';

const words = (text: string) => text.replace(/\s+/g, ' ');

describe('packing slip', () => {
  it('a delivery: reference, date, ship-to, phone, each line with quantity, name and SKU, and no price', async ({
    t,
    admin,
  }) => {
    const shopper = await signUp(t);
    const speaker = await insertProduct(t.database.pool, { price: 45000, stock: 5 });
    const cable = await insertProduct(t.database.pool, { price: 2500.5, stock: 9 });
    await t.database.pool.query("UPDATE products SET sku = 'JBL-EON715' WHERE id = $1", [
      speaker.id,
    ]);
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody(
        [
          { product: speaker, quantity: 2 },
          { product: cable, quantity: 3 },
        ],
        { deliveryMethod: 'delivery' },
      ),
      bearer(shopper.token),
    );
    const id = placed.body.id as string;
    const res = await fetch(`${t.url}/api/admin/orders/${id}/packing-slip.pdf`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(
      `packing-slip-${id.slice(0, 8).toUpperCase()}.pdf`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = words(await pdfText(bytes));
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order #${id.slice(0, 8).toUpperCase()}`);
    expect(text).toContain('Ship to');
    expect(text).toContain('Nimal Perera');
    expect(text).toContain('12 Temple Road, Kandy');
    expect(text).toContain('Phone: +94771234567');
    expect(text).toContain(`2 ${speaker.name} JBL-EON715`);
    expect(text).toContain(`3 ${cable.name}`);
    expect(text).toContain('5 items in all');
    expect(text).not.toMatch(/LKR|45,000|2,500/);
  });

  it('a pickup says it is collected; a shopper gets 403, an unknown order 404', async ({
    t,
    admin,
  }) => {
    const shopper = await signUp(t);
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 5 });
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }]),
      bearer(shopper.token),
    );
    const id = placed.body.id as string;
    const slip = await fetch(`${t.url}/api/admin/orders/${id}/packing-slip.pdf`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const text = words(await pdfText(Buffer.from(await slip.arrayBuffer())));
    expect(text).toContain('Store Pickup: collected at the store');
    expect(text).not.toContain('Ship to');
    expect(
      (await call(t, 'GET', `/api/admin/orders/${id}/packing-slip.pdf`, shopper.token)).status,
    ).toBe(403);
    const unknown = await fetch(
      `${t.url}/api/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf`,
      { headers: { authorization: `Bearer ${admin.token}` } },
    );
    expect(unknown.status).toBe(404);
  });
});
