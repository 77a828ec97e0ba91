import { describe, expect } from 'vitest';
import { type TestApp } from '../helpers/test-app';
import { post, signUp } from '../helpers/accounts';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { it } from '../fixtures';

const validate = (t: TestApp, body: unknown, token?: string) =>
  post(`${t.url}/api/promos/validate`, body, token ? { authorization: `Bearer ${token}` } : {});

describe('promo codes', () => {
  it('checks a code without using it: good, wrong, lower case, signed out', async ({ t }) => {
    const { token } = await signUp(t.url);
    const product = await insertProduct(t.database.pool, {
      price: 30000,
      promoCode: 'MIX10',
      promoDiscount: 10,
    });
    const good = await validate(t, { productId: product.id, promoCode: ' mix10 ' }, token);
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ productId: product.id, promoCode: 'MIX10', discount: 10 });
    expect((await validate(t, { productId: product.id, promoCode: 'MIX10' }, token)).status).toBe(
      200,
    );

    const wrong = await validate(t, { productId: product.id, promoCode: 'MIX20' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid promo code. Please try again.');
    expect((await validate(t, { productId: product.id, promoCode: 'MIX10' })).status).toBe(401);
    expect(
      (
        await validate(
          t,
          { productId: '00000000-0000-4000-8000-000000000000', promoCode: 'MIX10' },
          token,
        )
      ).status,
    ).toBe(404);

    const plain = await insertProduct(t.database.pool);
    expect((await validate(t, { productId: plain.id, promoCode: 'MIX10' }, token)).status).toBe(
      400,
    );
  });

  it('is used by the order that carries it, once per product per user, and listed', async ({
    t,
  }) => {
    const buyer = await signUp(t.url);
    const other = await signUp(t.url);
    const product = await insertProduct(t.database.pool, {
      price: 30000,
      promoCode: 'ONCE15',
      promoDiscount: 15,
    });
    const headers = { authorization: `Bearer ${buyer.token}` };

    // 2 x Rs. 30,000 at 15% off = 2 x Rs. 25,500 = Rs. 51,000.
    const order = await post(
      `${t.url}/api/orders`,
      orderBody([{ product, quantity: 2, price: 25500, promoCode: 'ONCE15' }]),
      headers,
    );
    expect(order.status).toBe(201);
    const read = (await (
      await fetch(`${t.url}/api/orders/${order.body.id}`, { headers })
    ).json()) as {
      total: number;
      items: {
        price: number;
        originalPrice: number;
        appliedPromoCode: string;
        promoDiscount: number;
      }[];
      customer: { promoCodeList: unknown[] };
    };
    expect(read.total).toBe(51000);
    expect(read.items[0]).toMatchObject({
      price: 25500,
      originalPrice: 30000,
      appliedPromoCode: 'ONCE15',
      promoDiscount: 15,
    });
    expect(read.customer.promoCodeList).toEqual([{ promoCode: 'ONCE15', productId: product.id }]);

    const used = await validate(t, { productId: product.id, promoCode: 'ONCE15' }, buyer.token);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('You have already applied a promo code to this product.');
    // Checked first: even a wrong code gets the "already applied" answer.
    expect(
      (await validate(t, { productId: product.id, promoCode: 'WRONG' }, buyer.token)).status,
    ).toBe(409);
    expect(
      (await validate(t, { productId: product.id, promoCode: 'ONCE15' }, other.token)).status,
    ).toBe(200);

    const again = await post(
      `${t.url}/api/orders`,
      orderBody([{ product, price: 25500, promoCode: 'ONCE15' }]),
      headers,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already applied a promo code to this product.');

    const list = await fetch(`${t.url}/api/auth/user-promocodes`, { headers });
    expect(await list.json()).toEqual({
      promos: [
        { productId: product.id, promoCode: 'ONCE15', appliedAt: expect.any(String), discount: 15 },
      ],
    });
    const apply = await post(
      `${t.url}/api/auth/apply-promocode`,
      { promos: [{ productId: product.id, promoCode: 'once15' }] },
      headers,
    );
    expect(apply.status).toBe(200);
    const applyAgain = await post(
      `${t.url}/api/auth/apply-promocode`,
      { promos: [{ productId: product.id, promoCode: 'ONCE15' }] },
      headers,
    );
    expect(applyAgain.body).toEqual(apply.body);
    expect((await fetch(`${t.url}/api/auth/user-promocodes`)).status).toBe(401);
  });

  it('refuses an order with a wrong code, and a promo price without its code', async ({ t }) => {
    const buyer = await signUp(t.url);
    const product = await insertProduct(t.database.pool, {
      price: 10000,
      promoCode: 'RIGHT5',
      promoDiscount: 5,
    });
    const headers = { authorization: `Bearer ${buyer.token}` };
    const wrong = await post(
      `${t.url}/api/orders`,
      orderBody([{ product, price: 9500, promoCode: 'WRONG5' }]),
      headers,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid promo code. Please try again.');
    const sneaky = await post(
      `${t.url}/api/orders`,
      orderBody([{ product, price: 9500 }]),
      headers,
    );
    expect(sneaky.status).toBe(409);
  });
});
