import { describe, expect } from 'vitest';
import { amountInWords, MAX_OPEN_QUOTATIONS, QUOTATION_MESSAGES, splitVat } from '@avstore/core';
import { bearer, post, signUp } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { BANK, setBankDetails } from '../helpers/bank-transfer';
import { CUSTOMER, insertProduct, orderBody, stockOf } from '../helpers/catalogue';
import { recipient, sentMails } from '../helpers/mail';
import { popplerText } from '../helpers/pdftotext';
import { setVatRegistration, shopToday } from '../helpers/tax';
import { appTest } from '../fixtures';
import { dayAfter, editQuotation as edit, requestQuotation, SCHOOL_VAT } from './quotation-steps';

// Issue #28: a school asks for a quotation, the owner prices it and sends it, the school accepts
// it and orders at the quoted prices. One account may hold LKR 100,000 in unpaid orders here, so
// the quoted order of LKR 130,000 shows that the holding limits do not apply to it.
const it = appTest({ env: { MAX_HELD_VALUE: '100000' } });

const SHOP_VAT = '123456789-7000';

it.beforeAll(async ({ t, admin }) => {
  await setBankDetails(t, admin.token, BANK);
  await setVatRegistration(t, admin.token, { vatNumber: SHOP_VAT, vatRate: 18 });
});

const plain = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

const CHECKOUT = {
  ...CUSTOMER,
  deliveryMethod: 'pickup',
  paymentMethod: 'bank_transfer',
} as const;

describe('a quotation from request to order', () => {
  it('is edited, sent with its PDF, accepted and ordered at the quoted prices', async ({
    t,
    admin,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, {
      name: 'Yamaha MG16XU mixer',
      price: 75_000,
      stock: 10,
    });
    const asked = await requestQuotation(t, shopper.token, product);
    expect(asked).toMatchObject({
      status: 'requested',
      organisation: 'Royal College Colombo',
      vatNumber: SCHOOL_VAT,
      purchaseOrderRef: 'PO-2026-118',
      buyerNote: 'For the new assembly hall.',
      lines: [{ productId: product.id, name: product.name, quantity: 2, unitPrice: 75_000 }],
      total: 150_000,
      version: 1,
    });
    const notice = (await sentMails(t)).find((m) => m.subject?.includes(asked.number));
    expect(notice?.subject).toBe(`Quotation request ${asked.number} from Royal College Colombo`);
    expect(recipient(notice!)).toBe(t.config.SHOP_EMAIL);

    // Without the quotation, the same cart is past what one account may hold unpaid.
    const plainOrder = await post(
      `${t.url}/api/orders`,
      orderBody([{ product, quantity: 2 }], { paymentMethod: 'bank_transfer' }),
      bearer(shopper.token),
    );
    expect(plainOrder.status).toBe(409);

    const validUntil = dayAfter(14);
    const saved = await edit(t, admin.token, asked.id, {
      version: 1,
      lines: [{ productId: product.id, name: product.name, quantity: 2, unitPrice: 65_000 }],
      validUntil,
      shopNote: 'Includes a two-year warranty.',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, total: 130_000, validUntil });
    const stale = await edit(t, admin.token, asked.id, {
      version: 1,
      lines: [{ productId: product.id, name: product.name, quantity: 2, unitPrice: 1 }],
      validUntil,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(QUOTATION_MESSAGES.stale);

    const sent = await call(t, 'POST', `/api/admin/quotations/${asked.id}/send`, admin.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.status).toBe('sent');
    const mail = (await sentMails(t)).find(
      (m) => m.subject?.startsWith(`Quotation ${asked.number}`) && recipient(m) === shopper.email,
    );
    expect(mail, 'the quotation is mailed to the buyer').toBeDefined();
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe(`quotation-${asked.number}.pdf`);
    const pdf = plain(await popplerText(attachment.content));
    const vat = splitVat(13_000_000, 1800);
    const lkr = (cents: number) =>
      (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    for (const words of [
      'QUOTATION',
      `Quotation No.: ${asked.number}`,
      'Royal College Colombo',
      `VAT No. / TIN: ${SCHOOL_VAT}`,
      `VAT No. / TIN: ${SHOP_VAT}`,
      'Purchase order: PO-2026-118',
      'Yamaha MG16XU mixer',
      '65,000.00',
      '130,000.00',
      lkr(vat.netCents),
      `VAT at 18% LKR ${lkr(vat.vatCents)}`,
      amountInWords(13_000_000),
      `Valid until: ${validUntil}`,
      'Includes a two-year warranty.',
    ])
      expect(pdf).toContain(words);

    // Another shopper is told there is no such quotation.
    const other = await signUp(t);
    expect((await call(t, 'GET', `/api/quotations/${asked.id}`, other.token)).status).toBe(404);
    expect((await call(t, 'POST', `/api/quotations/${asked.id}/accept`, other.token)).status).toBe(
      404,
    );
    const notYet = await post(
      `${t.url}/api/quotations/${asked.id}/order`,
      CHECKOUT,
      bearer(shopper.token),
    );
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(QUOTATION_MESSAGES.notAccepted);

    const accepted = await call(t, 'POST', `/api/quotations/${asked.id}/accept`, shopper.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');

    const placed = await post(
      `${t.url}/api/quotations/${asked.id}/order`,
      CHECKOUT,
      bearer(shopper.token),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.id as string;
    const order = await call(t, 'GET', `/api/orders/${orderId}`, shopper.token);
    expect(order.body).toMatchObject({
      status: 'pending',
      total: 130_000,
      paymentMethod: 'bank_transfer',
      items: [{ productId: product.id, quantity: 2, price: 65_000, originalPrice: 75_000 }],
    });
    expect(await stockOf(t.database.pool, product.id)).toBe(8);
    const { rows } = await t.database.pool.query(
      'SELECT o.quotation_id, p.price_cents FROM orders o, products p WHERE o.id = $1 AND p.id = $2',
      [orderId, product.id],
    );
    expect(rows[0]).toEqual({ quotation_id: asked.id, price_cents: '7500000' });

    const mine = await call(t, 'GET', '/api/quotations', shopper.token);
    expect(mine.body.quotations).toEqual([
      expect.objectContaining({ id: asked.id, status: 'ordered', orderId }),
    ]);
    const again = await post(
      `${t.url}/api/quotations/${asked.id}/order`,
      CHECKOUT,
      bearer(shopper.token),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(QUOTATION_MESSAGES.alreadyOrdered);

    // Unpaid, the quoted order does not count against what the account may hold: an ordinary
    // order of LKR 75,000 still goes through under the LKR 100,000 limit.
    const ordinary = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }]),
      bearer(shopper.token),
    );
    expect(ordinary.status, JSON.stringify(ordinary.body)).toBe(201);

    const audit = await t.database.pool.query(
      "SELECT action FROM audit_log WHERE entity = 'quotation' AND entity_id = $1 ORDER BY created_at",
      [asked.id],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['quotation.update', 'quotation.send']);
  });

  it('is refused once expired, and can be sent back with a note', async ({ t, admin, shopper }) => {
    const product = await insertProduct(t.database.pool, { price: 20_000, stock: 5 });
    const asked = await requestQuotation(t, shopper.token, product, 1);
    const saved = await edit(t, admin.token, asked.id, {
      version: 1,
      lines: [
        { productId: product.id, name: product.name, quantity: 1, unitPrice: 18_000 },
        { productId: null, name: 'Installation and tuning', quantity: 1, unitPrice: 5_000 },
      ],
      validUntil: shopToday(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (await call(t, 'POST', `/api/admin/quotations/${asked.id}/send`, admin.token)).status,
    ).toBe(200);
    // The validity date passes.
    await t.database.pool.query(
      "UPDATE quotations SET valid_until = valid_until - interval '2 days' WHERE id = $1",
      [asked.id],
    );
    const late = await call(t, 'POST', `/api/quotations/${asked.id}/accept`, shopper.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(QUOTATION_MESSAGES.expired);
    const read = await call(t, 'GET', `/api/quotations/${asked.id}`, shopper.token);
    expect(read.body).toMatchObject({ status: 'sent', expired: true });

    const changes = await call(t, 'POST', `/api/quotations/${asked.id}/changes`, shopper.token, {
      note: 'Please quote again for next term.',
    });
    expect(changes.status).toBe(200);
    expect(changes.body).toMatchObject({
      status: 'changes_requested',
      buyerNote: 'Please quote again for next term.',
    });
    const told = (await sentMails(t)).find((m) =>
      m.subject?.startsWith(`Changes asked for quotation ${asked.number}`),
    );
    expect(told && recipient(told)).toBe(t.config.SHOP_EMAIL);
    expect(told?.text).toContain('Please quote again for next term.');
  });

  it("takes lines of the shop's own on the PDF, and orders them with the products", async ({
    t,
    admin,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 20_000, stock: 5 });
    const asked = await requestQuotation(t, shopper.token, product, 1);
    await edit(t, admin.token, asked.id, {
      version: 1,
      lines: [
        { productId: product.id, name: product.name, quantity: 1, unitPrice: 18_000 },
        { productId: null, name: 'Installation and tuning', quantity: 1, unitPrice: 5_000 },
      ],
      validUntil: dayAfter(3),
    });
    await call(t, 'POST', `/api/admin/quotations/${asked.id}/send`, admin.token);
    const mail = (await sentMails(t)).find((m) =>
      m.subject?.startsWith(`Quotation ${asked.number}`),
    );
    const pdf = plain(await popplerText(mail!.attachments[0]!.content));
    expect(pdf).toContain('Installation and tuning');
    expect(pdf).toContain('23,000.00');
    await call(t, 'POST', `/api/quotations/${asked.id}/accept`, shopper.token);
    const placed = await post(
      `${t.url}/api/quotations/${asked.id}/order`,
      CHECKOUT,
      bearer(shopper.token),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // The installation takes no stock; the product's one is taken.
    expect(await stockOf(t.database.pool, product.id)).toBe(4);
  });

  it('never changes the catalogue, and refuses a past validity date', async ({
    t,
    admin,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 20_000 });
    const asked = await requestQuotation(t, shopper.token, product, 1);
    const past = await edit(t, admin.token, asked.id, {
      version: 1,
      lines: [{ productId: product.id, name: product.name, quantity: 1, unitPrice: 1_000 }],
      validUntil: dayAfter(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain(QUOTATION_MESSAGES.validUntilPast);
    const res = await fetch(`${t.url}/api/products/${product.id}`);
    expect(((await res.json()) as { price: number }).price).toBe(20_000);
  });
});

describe('what one account may ask', () => {
  it(`at most ${MAX_OPEN_QUOTATIONS} requests waiting for the shop at once, each mailed to it`, async ({
    t,
    shopper,
  }) => {
    const product = await insertProduct(t.database.pool, { price: 1000, stock: 5 });
    for (let i = 0; i < MAX_OPEN_QUOTATIONS; i++) await requestQuotation(t, shopper.token, product);
    const more = await post(
      `${t.url}/api/quotations`,
      { organisation: 'Royal College Colombo', items: [{ id: product.id, quantity: 1 }] },
      bearer(shopper.token),
    );
    expect(more.status).toBe(409);
    expect(more.body.message).toBe(QUOTATION_MESSAGES.tooManyOpen);
    const { rows } = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM quotations WHERE user_id = $1',
      [shopper.user.id],
    );
    expect(rows[0].n).toBe(MAX_OPEN_QUOTATIONS);
  });
});
