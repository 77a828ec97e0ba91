// Issue #28 "Tax invoices": a registered shop's receipt is a tax invoice in the revised format,
// issued once with a serial from a sequence without gaps; an unregistered shop's stays a receipt.
import { describe, expect } from 'vitest';
import { invoiceDate, taxDocumentNumber } from '@avstore/core';
import { bearer, post, signUp } from '../helpers/accounts';
import { bankOrder, decideSlip, setBankDetails, BANK, uploadSlip } from '../helpers/bank-transfer';
import { mailAbout, pdfText } from '../helpers/mail';
import { call } from '../helpers/admin';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { handOver, pdfTextAt, setVatRegistration, shopToday } from '../helpers/tax';
import { appTest } from '../fixtures';

// 21 orders of one shopper at once.
const it = appTest({
  env: { MAX_UNPAID_ORDERS: '30', RATE_LIMIT_ORDERS_PER_ACCOUNT: '100', MAX_LINE_QUANTITY: '30' },
});

const SHOP_VAT = '123456789-7000';
const BUYER_VAT = '987654321-7000';
const SCHOOL = 'St. Anthony’s College, Kandy';

const invoiceNumber = (serial: number) => taxDocumentNumber('invoice', serial, shopToday());
const lastSerial = async (t: Parameters<typeof handOver>[0]) => {
  const { rows } = await t.database.pool.query<{ last_serial: number }>(
    "SELECT last_serial FROM document_counters WHERE kind = 'invoice'",
  );
  return rows[0]?.last_serial ?? 0;
};

describe('tax invoices', () => {
  it('an unregistered shop keeps its receipt: no tax invoice, no serial taken', async ({
    t,
    admin,
    shopper,
  }) => {
    await setVatRegistration(t, admin.token, { vatNumber: null });
    const product = await insertProduct(t.database.pool, { price: 12345.5, stock: 5 });
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }]),
      bearer(shopper.token),
    );
    const id = placed.body.id as string;
    await handOver(t, admin.token, id);
    const { text } = await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token);
    expect(text).toContain('Receipt');
    expect(text).toContain('Total LKR 12,345.50');
    expect(text).not.toMatch(/TAX INVOICE|VAT/);
    const { rows } = await t.database.pool.query(
      'SELECT 1 FROM tax_documents WHERE order_id = $1',
      [id],
    );
    expect(rows).toHaveLength(0);
  });

  it('prints the revised format: title, both VAT numbers, serial, dates, lines, VAT, total and words; issued once', async ({
    t,
    admin,
    shopper,
  }) => {
    await setVatRegistration(t, admin.token, {
      vatNumber: SHOP_VAT,
      name: 'Lanka Pro Audio (Pvt) Ltd',
    });
    const mixer = await insertProduct(t.database.pool, {
      name: 'Yamaha MG10XU mixer',
      price: 12345.25,
      stock: 5,
    });
    const mic = await insertProduct(t.database.pool, {
      name: 'Shure SM58 microphone',
      price: 23810,
      stock: 5,
    });
    const body = orderBody([{ product: mixer, quantity: 2 }, { product: mic }], {
      customer: { organisation: SCHOOL, vatNumber: '987654321 7000' },
    });
    const placed = await post(`${t.url}/api/orders`, body, bearer(shopper.token));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.id as string;

    // Not yet paid: the receipt, and no number taken.
    const before = await lastSerial(t);
    expect((await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token)).text).not.toContain(
      'TAX INVOICE',
    );
    expect(await lastSerial(t)).toBe(before);

    await handOver(t, admin.token, id);
    const { text } = await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token);
    const serial = before + 1;
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`VAT No. / TIN: ${SHOP_VAT}`);
    expect(text).toContain(`VAT No. / TIN: ${BUYER_VAT}`);
    expect(text).toContain('Lanka Pro Audio (Pvt) Ltd');
    expect(text).toContain(SCHOOL);
    expect(text).toContain(`Invoice No.: ${invoiceNumber(serial)}`);
    expect(text).toContain(`Date of invoice: ${invoiceDate(shopToday())}`);
    expect(text).toContain(`Date of supply: ${invoiceDate(shopToday())}`);
    // 2 × 12,345.25 and 1 × 23,810.00: 48,500.50, of which 18% VAT is 7,398.38 (net 41,102.12);
    // the lines' VAT 3,766.35 + 3,632.03 adds up to it.
    expect(text).toContain('Yamaha MG10XU mixer 2 12,345.25 20,924.15 3,766.35 24,690.50');
    expect(text).toContain('Shure SM58 microphone 1 23,810.00 20,177.97 3,632.03 23,810.00');
    expect(text).toContain('Value of supply excl. VAT LKR 41,102.12');
    expect(text).toContain('VAT at 18% LKR 7,398.38');
    expect(text).toContain('Total incl. VAT LKR 48,500.50');
    expect(text).toContain(
      'Amount in words: Sri Lankan Rupees Forty-Eight Thousand Five Hundred and cents fifty only',
    );

    // Issued once: the settings change, the shop's admin downloads it, it says the same.
    await setVatRegistration(t, admin.token, {
      vatNumber: '111222333-7000',
      vatRate: 15,
      name: 'Renamed Audio',
    });
    const again = await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, admin.token);
    expect(again.text).toBe(text);
    expect(await lastSerial(t)).toBe(serial);
  });

  it('20 orders supplied at once get 20 serials in a row, no gap and no repeat; a refused and a cancelled order take none', async ({
    t,
    admin,
  }) => {
    await setVatRegistration(t, admin.token, { vatNumber: SHOP_VAT });
    const shopper = await signUp(t);
    const product = await insertProduct(t.database.pool, { price: 1180, stock: 100 });
    const soldOut = await insertProduct(t.database.pool, { price: 1180, stock: 0 });
    const before = await lastSerial(t);
    const placed = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        post(
          `${t.url}/api/orders`,
          orderBody([{ product: i === 7 ? soldOut : product }]),
          bearer(shopper.token),
        ),
      ),
    );
    expect(placed.filter((p) => p.status !== 201).map((p) => [p.status, p.body])).toEqual([
      [409, expect.anything()],
    ]);
    const ids = placed.filter((p) => p.status === 201).map((p) => p.body.id as string);
    const cancelled = ids[10]!;
    const supplied = ids.filter((id) => id !== cancelled);
    expect(supplied).toHaveLength(20);
    const cancel = await call(t, 'PATCH', `/api/admin/orders/${cancelled}/status`, admin.token, {
      status: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    await Promise.all(supplied.map((id) => handOver(t, admin.token, id)));

    const texts = await Promise.all(
      ids.map(
        async (id) => (await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token)).text,
      ),
    );
    const serials = texts
      .map((text) => /Invoice No\.: \d{2}[A-Z]{3}_WEB1_(\d+)/.exec(text)?.[1])
      .filter(Boolean)
      .map(Number)
      .sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    expect(texts[ids.indexOf(cancelled)]).not.toContain('TAX INVOICE');
    expect(await lastSerial(t)).toBe(before + 20);
    // Each as issued: 1,180.00 is 1,000.00 and 180.00 of VAT.
    const { rows } = await t.database.pool.query(
      "SELECT net_cents, vat_cents, total_cents FROM tax_documents WHERE kind = 'invoice' AND order_id = ANY($1)",
      [supplied],
    );
    expect(rows).toEqual(
      supplied.map(() => ({ net_cents: '100000', vat_cents: '18000', total_cents: '118000' })),
    );
  });

  it('a paid order’s mail carries the tax invoice, named and worded as one', async ({
    t,
    admin,
    shopper,
  }) => {
    await setVatRegistration(t, admin.token, { vatNumber: SHOP_VAT });
    await setBankDetails(t, admin.token, BANK);
    const { orderId } = await bankOrder(t, shopper.token);
    const slip = await uploadSlip(t, orderId, shopper.token);
    expect(slip.status).toBe(201);
    const verified = await decideSlip(t, admin.token, orderId, slip.body.id as string, {
      verify: true,
    });
    expect(verified.status).toBe(200);

    const paid = await mailAbout(t, orderId, 'paid');
    const attachment = paid.attachments[0]!;
    expect(attachment.filename).toBe(`tax-invoice-${orderId.slice(0, 8).toUpperCase()}.pdf`);
    expect(await pdfText(attachment.content)).toContain('TAX INVOICE');
    expect(paid.text).toContain('Your tax invoice is attached as a PDF.');
    expect(paid.text).not.toContain('receipt');
  });
});
