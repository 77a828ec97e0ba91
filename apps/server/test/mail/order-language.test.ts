// Issue #30: an order placed in Sinhala or Tamil gets its mails and its receipt in that language,
// with money and dates as the language writes them; the shop's own mail stays English, and an
// order that names no language is answered word for word as before.
import { describe, expect } from 'vitest';
import { bearer, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { BANK, decideSlip, setBankDetails, uploadSlip } from '../helpers/bank-transfer';
import {
  ADDRESS,
  CUSTOMER,
  insertProduct,
  orderBody,
  type TestProduct,
} from '../helpers/catalogue';
import { mailAbout, recipient, sentMails } from '../helpers/mail';
import { popplerText } from '../helpers/pdftotext';
import type { TestApp } from '../helpers/test-app';
import { it, type Shopper } from '../fixtures';
import { dayAfter } from '../quotations/quotation-steps';

/** Whitespace as one space: the plain text and pdftotext wrap lines. */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
const numberOf = (id: string) => id.slice(0, 8).toUpperCase();
const htmlIn = (language: string) => new RegExp(`<html [^>]*lang="${language}"`);

let speaker: TestProduct;
it.beforeAll(async ({ t }) => {
  speaker = await insertProduct(t.database.pool, {
    name: `JBL EON715 ${Math.random().toString(36).slice(2, 8)}`,
    price: 45000,
    stock: 50,
  });
  await t.database.pool.query(
    "UPDATE products SET warranty_months = 24, warranty_by = 'brand' WHERE id = $1",
    [speaker.id],
  );
});

/** Two speakers delivered to Kandy, cash on delivery: LKR 90,000.00. */
async function order(t: TestApp, shopper: Shopper, language?: unknown) {
  const body = orderBody([{ product: speaker, quantity: 2 }], { deliveryMethod: 'delivery' });
  return post(
    `${t.url}/api/orders`,
    language === undefined ? body : { ...body, language },
    bearer(shopper.token),
  );
}

async function placed(t: TestApp, shopper: Shopper, language?: string) {
  const res = await order(t, shopper, language);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const LANGUAGES = {
  si: {
    subject: (n: string) => `ඇණවුම #${n} ලැබුණි`,
    title: 'ඔබේ ඇණවුමට ස්තූතියි',
    pay: 'කරුණාකර භාණ්ඩ ලැබෙන විට රු. 90,000.00 මුදලින් ගෙවන්න.',
    lines: ['මුළු මුදල රු. 90,000.00', 'ගෙවීම මුදල්, භාණ්ඩ ලැබෙන විට ගෙවිය යුතුය'],
    month: 'නොවැම්බර්|ඔක්තෝබර්|දෙසැම්බර්|ජනවාරි|පෙබරවාරි|මාර්තු|අප්‍රේල්|මැයි|ජූනි|ජූලි|අගෝස්තු|සැප්තැම්බර්',
    receipt: ['රිසිට්පත', 'උප එකතුව', 'වසර 2 වගකීම', 'රු. 90,000.00'],
    confirmed: (n: string) => `ඇණවුම #${n} තහවුරු කර ඇත`,
  },
  ta: {
    subject: (n: string) => `ஆர்டர் #${n} பெறப்பட்டது`,
    title: 'உங்கள் ஆர்டருக்கு நன்றி',
    pay: 'பொருள் கிடைக்கும்போது ரூ. 90,000.00 ஐப் பணமாகச் செலுத்தவும்.',
    lines: ['மொத்தம் ரூ. 90,000.00', 'கொடுப்பனவு பணம், பொருள் கிடைக்கும்போது செலுத்த வேண்டும்'],
    month: 'நவம்பர்|அக்டோபர்|டிசம்பர்|ஜனவரி|பிப்ரவரி|மார்ச்|ஏப்ரல்|மே|ஜூன்|ஜூலை|ஆகஸ்ட்|செப்டம்பர்',
    receipt: ['ரசீது', 'உப மொத்தம்', '2 வருடங்கள் உத்தரவாதம்', 'ரூ. 90,000.00'],
    confirmed: (n: string) => `ஆர்டர் #${n} உறுதிப்படுத்தப்பட்டது`,
  },
};

describe.each(Object.entries(LANGUAGES))('an order placed in %s', (language, said) => {
  it('gets its confirmation, plain text and receipt in that language; the shop gets English', async ({
    t,
    shopper,
  }) => {
    const id = await placed(t, shopper, language);
    const n = numberOf(id);
    const mail = await mailAbout(t, id, said.subject(n));
    expect(mail.subject).toBe(said.subject(n));
    expect(mail.html).toMatch(htmlIn(language));
    const text = words(mail.text);
    expect(text).toContain(said.title);
    expect(text).toContain(said.pay);
    for (const line of said.lines) expect(text).toContain(line);
    expect(text).toContain(`2 × ${speaker.name}`);
    expect(text).toContain('Nimal Perera, 12 Temple Road, Kandy');
    // The date in the language's own month names, a 24-hour clock, Latin digits.
    expect(text).toMatch(new RegExp(`(${said.month}).*\\d{2}:\\d{2}`));
    expect(text).not.toContain('LKR');

    const receipt = words(await popplerText(mail.attachments[0]!.content));
    for (const word of said.receipt) expect(receipt).toContain(word);
    expect(receipt).toContain('Nimal Perera');
    expect(receipt).toContain(speaker.name);

    const shop = await mailAbout(t, id, 'New order');
    expect(shop.subject).toBe(`New order #${n}: LKR 90,000.00, Cash, Delivery`);
    expect(shop.html).toMatch(htmlIn('en'));
    expect(words(shop.text)).toContain('Payment Cash, to pay on delivery');
  });

  it('is told of its next step in that language', async ({ t, shopper, admin }) => {
    const id = await placed(t, shopper, language);
    const res = await call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, {
      status: 'confirmed',
    });
    expect(res.status).toBe(200);
    const mail = await mailAbout(t, id, said.confirmed(numberOf(id)));
    expect(mail.html).toMatch(htmlIn(language));
    expect(words(mail.text)).toContain(said.lines[0]);
  });

  it('keeps the language on the order and on a quotation asked for in it', async ({
    t,
    shopper,
  }) => {
    const id = await placed(t, shopper, language);
    const { rows } = await t.database.pool.query('SELECT language FROM orders WHERE id = $1', [id]);
    expect(rows[0].language).toBe(language);
    const quotation = await post(
      `${t.url}/api/quotations`,
      { organisation: 'Kandy Sound', items: [{ id: speaker.id, quantity: 1 }], language },
      bearer(shopper.token),
    );
    expect(quotation.status, JSON.stringify(quotation.body)).toBe(201);
    const saved = await t.database.pool.query('SELECT language FROM quotations WHERE id = $1', [
      quotation.body.id,
    ]);
    expect(saved.rows[0].language).toBe(language);
  });
});

describe('an order that names no language', () => {
  it("gets today's English mail word for word", async ({ t, shopper }) => {
    const id = await placed(t, shopper);
    const n = numberOf(id);
    const mail = await mailAbout(t, id, 'placed');
    expect(mail.subject).toBe(`Order #${n} placed`);
    expect(mail.html).toMatch(htmlIn('en'));
    const text = words(mail.text);
    expect(text).toMatch(
      new RegExp(
        `We have your order #${n}, placed on [A-Z][a-z]+ \\d{1,2}, \\d{4} at \\d{1,2}:\\d{2} [AP]M\\. Please pay LKR 90,000\\.00 in cash when it is delivered\\.`,
      ),
    );
    expect(text).toContain('We will mail you when it is on its way.');
    expect(text).toContain('Total LKR 90,000.00');
    expect(text).toContain('Payment Cash, to pay on delivery');
    expect(text).toContain('Your receipt is attached as a PDF.');
    const receipt = words(await popplerText(mail.attachments[0]!.content));
    expect(receipt).toContain('Receipt');
    expect(receipt).toContain("Warranty: 2 years warranty from the brand's local agent");
    expect(receipt).toContain('Delivery method: Delivery');
  });

  it('is refused with a message when its language is not one of the three', async ({
    t,
    shopper,
  }) => {
    for (const language of ['fr', '', 7, null]) {
      const res = await order(t, shopper, language);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain("language must be 'en', 'si' or 'ta'");
    }
  });
});

describe('a quotation asked for in Tamil', () => {
  it('is sent to the buyer in Tamil, its PDF too; the order placed from it keeps the language', async ({
    t,
    shopper,
    admin,
  }) => {
    const asked = await post(
      `${t.url}/api/quotations`,
      {
        organisation: 'Jaffna Hindu College',
        items: [{ id: speaker.id, quantity: 2 }],
        language: 'ta',
      },
      bearer(shopper.token),
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const { id, number, version } = asked.body as { id: string; number: string; version: number };
    const notice = (await sentMails(t)).find((m) => m.subject?.includes(number));
    expect(notice?.subject).toBe(`Quotation request ${number} from Jaffna Hindu College`);
    const validUntil = dayAfter(7);
    const saved = await call(t, 'PUT', `/api/admin/quotations/${id}`, admin.token, {
      version,
      lines: [{ productId: speaker.id, name: speaker.name, quantity: 2, unitPrice: 42_500 }],
      validUntil,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const sent = await call(t, 'POST', `/api/admin/quotations/${id}/send`, admin.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const mail = (await sentMails(t)).find(
      (m) => m.subject?.includes(number) && recipient(m) === shopper.email,
    );
    expect(mail?.subject).toBe(`${t.config.SHOP_NAME} வழங்கும் விலைக்கூற்று ${number}`);
    expect(mail!.html).toMatch(htmlIn('ta'));
    const text = words(mail!.text);
    expect(text).toContain('அன்புள்ள Jaffna Hindu College,');
    expect(text).toContain(
      `${validUntil} வரை செல்லுபடியாகும், ரூ. 85,000.00 க்கான எமது விலைக்கூற்று ${number}`,
    );
    expect(text).toContain(`/ta/account/quotations/${id}`);
    const pdf = words(await popplerText(mail!.attachments[0]!.content));
    for (const word of ['விலைக்கூற்று', 'பெறுநர்', 'ரூ. 42,500.00', 'ரூ. 85,000.00', speaker.name])
      expect(pdf).toContain(word);

    const accepted = await call(t, 'POST', `/api/quotations/${id}/accept`, shopper.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const ordered = await post(
      `${t.url}/api/quotations/${id}/order`,
      { ...CUSTOMER, ...ADDRESS, deliveryMethod: 'delivery', paymentMethod: 'cash' },
      bearer(shopper.token),
    );
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const orderId = ordered.body.id as string;
    const confirmation = await mailAbout(t, orderId, `ஆர்டர் #${numberOf(orderId)} பெறப்பட்டது`);
    expect(words(confirmation.text)).toContain('மொத்தம் ரூ. 85,000.00');
  });
});

describe('a bank transfer ordered in Sinhala', () => {
  it('is told how to pay, and of a rejected slip, in Sinhala; the shop checks the slip in English', async ({
    t,
    shopper,
    admin,
  }) => {
    await setBankDetails(t, admin.token, BANK);
    const product = await insertProduct(t.database.pool, { price: 48_500, stock: 5 });
    const body = orderBody([{ product }], { paymentMethod: 'bank_transfer' });
    const id = await post(
      `${t.url}/api/orders`,
      { ...body, language: 'si' },
      bearer(shopper.token),
    ).then((res) => res.body.id as string);
    const n = numberOf(id);
    const placedMail = await mailAbout(t, id, `ඇණවුම #${n} ලැබුණි`);
    const text = words(placedMail.text);
    expect(text).toContain('කරුණාකර යොමු අංකය ලෙස');
    expect(text).toContain('රු. 48,500.00 පහත ගිණුමට මාරු කරන්න');
    expect(text).toContain(`බැංකුව: ${BANK.bank}`);
    expect(text).toContain(`ගිණුම් අංකය: ${BANK.accountNumber}`);
    expect(text).toMatch(/අපි ඔබ වෙනුවෙන් භාණ්ඩ (දින|පැය) \d+ක් වෙන් කර තබන්නෙමු/);
    const receipt = words(await popplerText(placedMail.attachments[0]!.content));
    expect(receipt).toContain('ගෙවන ආකාරය');
    expect(receipt).toContain(BANK.accountNumber);

    const uploaded = await uploadSlip(t, id, shopper.token);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const shopMail = await mailAbout(t, id, 'Payment slip for order');
    expect(shopMail.html).toMatch(htmlIn('en'));
    expect(words(shopMail.text)).toContain('Check that LKR 48,500.00 has reached your account');
    const rejected = await decideSlip(t, admin.token, id, uploaded.body.id as string, {
      reject: 'The amount on the slip is LKR 4,850.00.',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const told = await mailAbout(t, id, `ඇණවුම #${n}: ගෙවීම් පත්‍රිකාව පිළිගත නොහැකි විය`);
    expect(words(told.text)).toContain('හේතුව: The amount on the slip is LKR 4,850.00.');
    expect(words(told.text)).toContain('කරුණාකර ඔබේ ඇණවුමෙන් නිවැරදි පත්‍රිකාව උඩුගත කරන්න');
  });
});

describe('a delivery ordered in Tamil', () => {
  it('is told of its dispatch with the tracking in Tamil, and another of its cancellation', async ({
    t,
    shopper,
    admin,
  }) => {
    const id = await placed(t, shopper, 'ta');
    const n = numberOf(id);
    const move = (status: string, fields: object = {}) =>
      call(t, 'PATCH', `/api/admin/orders/${id}/status`, admin.token, { status, ...fields });
    expect((await move('confirmed')).status).toBe(200);
    const dispatched = await move('dispatched', {
      courier: 'Domex',
      trackingNumber: 'DX-4471-22',
      trackingUrl: 'https://www.domex.lk/track?n=DX-4471-22',
    });
    expect(dispatched.status, JSON.stringify(dispatched.body)).toBe(200);
    const onItsWay = words((await mailAbout(t, id, `ஆர்டர் #${n} உங்களை நோக்கி வருகிறது`)).text);
    expect(onItsWay).toContain(`உங்கள் ஆர்டர் #${n} Domex மூலம் அனுப்பப்பட்டுள்ளது`);
    expect(onItsWay).toContain('கண்காணிப்பு எண்: DX-4471-22');
    expect(onItsWay).toContain('பொருள் வரும்போது ரூ. 90,000.00 ஐப் பணமாகத் தயாராக வைத்திருக்கவும்.');

    const other = await placed(t, shopper, 'ta');
    const cancel = await call(t, 'PATCH', `/api/admin/orders/${other}/status`, admin.token, {
      status: 'cancelled',
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const m = numberOf(other);
    const cancelled = words((await mailAbout(t, other, `ஆர்டர் #${m} ரத்துசெய்யப்பட்டது`)).text);
    expect(cancelled).toContain(`உங்கள் ஆர்டர் #${m} கடையால் ரத்துசெய்யப்பட்டது.`);
    expect(cancelled).toContain('எந்தக் கட்டணமும் அறவிடப்படவில்லை');
    expect(cancelled).toContain('கடைக்குச் செல்க');
  });
});
