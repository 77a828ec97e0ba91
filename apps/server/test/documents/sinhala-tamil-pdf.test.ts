// Issue #28 "Sinhala and Tamil in every document": a shopper who writes their name and address in
// Sinhala or Tamil finds them intact on the receipt, the packing slip and the order mail, and the
// receipt carries the warranty terms in English, Sinhala and Tamil.
import { describe, expect } from 'vitest';
import { WARRANTY_TERMS } from '@avstore/core';
import { bearer, post } from '../helpers/accounts';
import { BANK, bankOrder, setBankDetails } from '../helpers/bank-transfer';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';
import { mailAbout } from '../helpers/mail';
import { popplerText } from '../helpers/pdftotext';
import type { TestApp } from '../helpers/test-app';
import { it, type Shopper } from '../fixtures';

/** Conjuncts, vowel signs drawn before their consonant, and digits and commas in Helvetica. */
const SHOPPERS = {
  sinhala: {
    firstName: 'නිමල්',
    lastName: 'පෙරේරා',
    address: 'අංක 12/3, ශ්‍රී දළදා මාවත',
    city: 'මහනුවර',
    district: 'Kandy',
    zipCode: '20000',
  },
  tamil: {
    firstName: 'கமலா',
    lastName: 'சுப்பிரமணியம்',
    address: 'இல. 45, கோவில் வீதி',
    city: 'யாழ்ப்பாணம்',
    district: 'Jaffna',
    zipCode: '40000',
  },
};

/** One line mixing the three scripts. */
const SPEAKER = 'JBL EON715 ස්පීකරය ஒலிபெருக்கி';

/** Whitespace as one space: pdftotext ends each printed line where the PDF wrapped it. */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');

let speaker: TestProduct;
it.beforeAll(async ({ t }) => {
  speaker = await insertProduct(t.database.pool, { name: SPEAKER, price: 45000, stock: 20 });
  await t.database.pool.query(
    "UPDATE products SET warranty_months = 12, warranty_by = 'brand' WHERE id = $1",
    [speaker.id],
  );
});

async function order(t: TestApp, shopper: Shopper, customer: (typeof SHOPPERS)['sinhala']) {
  const res = await post(
    `${t.url}/api/orders`,
    orderBody([{ product: speaker }], { deliveryMethod: 'delivery', customer }),
    bearer(shopper.token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function pdfAt(t: TestApp, path: string, token: string): Promise<Buffer> {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.each(Object.entries(SHOPPERS))('a shopper writing in %s', (_, customer) => {
  const name = `${customer.firstName} ${customer.lastName}`;

  it('finds their name and address intact on the receipt, with the warranty terms in three languages', async ({
    t,
    shopper,
  }) => {
    const id = await order(t, shopper, customer);
    const receipt = await pdfAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token);
    const text = words(await popplerText(receipt));
    expect(text).toContain(name);
    expect(text).toContain(`${customer.address}, ${customer.city}, ${customer.district}`);
    expect(text).toContain(SPEAKER);
    expect(text).toContain("Warranty: 1 year warranty from the brand's local agent");
    for (const terms of Object.values(WARRANTY_TERMS)) expect(text).toContain(words(terms));
    // The fonts are subset to the glyphs used: a receipt stays small.
    expect(receipt.length).toBeLessThan(100_000);
  });

  it('finds them on the packing slip', async ({ t, shopper, admin }) => {
    const id = await order(t, shopper, customer);
    const slip = await pdfAt(t, `/api/admin/orders/${id}/packing-slip.pdf`, admin.token);
    const text = words(await popplerText(slip));
    expect(text).toContain(name);
    expect(text).toContain(`${customer.address}, ${customer.city}, ${customer.district}`);
    expect(text).toContain(`1 ${SPEAKER}`);
  });

  it('finds them in the order mail, its plain text and its receipt, and the shop in its own', async ({
    t,
    shopper,
  }) => {
    const id = await order(t, shopper, customer);
    const mail = await mailAbout(t, id, 'placed');
    for (const body of [words(mail.text), mail.html || ''])
      expect(body).toContain(`${customer.address}, ${customer.city}`);
    const receipt = words(await popplerText(mail.attachments[0]!.content));
    expect(receipt).toContain(name);
    expect(receipt).toContain(customer.address);
    const shop = await mailAbout(t, id, 'New order');
    expect(words(shop.text)).toContain(name);
    expect(shop.html).toContain(customer.firstName);
  });
});

describe("the shop's own words in Sinhala and Tamil", () => {
  it("print intact in the receipt's bank details", async ({ t, admin, shopper }) => {
    const bank = { ...BANK, branch: 'මහනුවර', accountName: 'லங்கா ப்ரோ ஓடியோ (தனியார்) நிறுவனம்' };
    await setBankDetails(t, admin.token, bank);
    const { orderId } = await bankOrder(t, shopper.token);
    const receipt = await pdfAt(t, `/api/orders/${orderId}/receipt.pdf`, shopper.token);
    const text = words(await popplerText(receipt));
    expect(text).toContain('How to pay');
    expect(text).toContain(bank.branch);
    expect(text).toContain(bank.accountName);
  });
});
