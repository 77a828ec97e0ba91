// Issue #30: a registered shop's tax invoice for an order placed in Sinhala or Tamil keeps the
// revised format's English headings and puts their translation beside them; its sentences are in
// the order's language. An English order's invoice is as before.
import { describe, expect } from 'vitest';
import { bearer, post } from '../helpers/accounts';
import { call } from '../helpers/admin';
import { mailAbout } from '../helpers/mail';
import { insertProduct, orderBody } from '../helpers/catalogue';
import { handOver, pdfTextAt, setVatRegistration, shopToday } from '../helpers/tax';
import { it } from '../fixtures';

const HEADINGS = {
  si: {
    title: 'TAX INVOICE / බදු ඉන්වොයිසිය',
    parties: ['Supplier / සැපයුම්කරු', 'Purchaser / ගැනුම්කරු'],
    details: ['Invoice No. / ඉන්වොයිස් අංකය:', 'Mode of payment / ගෙවීමේ ක්‍රමය: Cash'],
    note: 'මිල ගණන්වලට වැට් ඇතුළත් වේ.',
  },
  ta: {
    title: 'TAX INVOICE / வரி விலைப்பட்டியல்',
    parties: ['Supplier / வழங்குநர்', 'Purchaser / கொள்வனவாளர்'],
    details: ['Invoice No. / விலைப்பட்டியல் இலக்கம்:', 'Mode of payment / கொடுப்பனவு முறை: Cash'],
    note: 'விலைகளில் வற் உள்ளடங்கும்.',
  },
};

describe.each(Object.entries(HEADINGS))(
  'a tax invoice for an order placed in %s',
  (language, said) => {
    it('has the English headings with their translation, the totals as the format words them', async ({
      t,
      admin,
      shopper,
    }) => {
      await setVatRegistration(t, admin.token, { vatNumber: '123456789-7000' });
      const product = await insertProduct(t.database.pool, { price: 23600, stock: 5 });
      const placed = await post(
        `${t.url}/api/orders`,
        { ...orderBody([{ product }]), language },
        bearer(shopper.token),
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const id = placed.body.id as string;
      await handOver(t, admin.token, id);
      const { text } = await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token);
      expect(text).toContain(said.title);
      for (const words of [...said.parties, ...said.details]) expect(text).toContain(words);
      expect(text).toContain('Value of supply excl. VAT LKR 20,000.00');
      expect(text).toContain('Total incl. VAT LKR 23,600.00');
      expect(text).toContain(said.note);
      expect(text).not.toContain('Prices include VAT.');
    });
  },
);

describe('a tax invoice', () => {
  it('for an order that names no language: English alone', async ({ t, admin, shopper }) => {
    await setVatRegistration(t, admin.token, { vatNumber: '123456789-7000' });
    const product = await insertProduct(t.database.pool, { price: 23600, stock: 5 });
    const placed = await post(
      `${t.url}/api/orders`,
      orderBody([{ product }]),
      bearer(shopper.token),
    );
    const id = placed.body.id as string;
    await handOver(t, admin.token, id);
    const { text } = await pdfTextAt(t, `/api/orders/${id}/receipt.pdf`, shopper.token);
    expect(text).toContain('TAX INVOICE Supplier');
    expect(text).not.toContain('TAX INVOICE /');
    expect(text).not.toContain('Supplier /');
    expect(text).toContain('Prices include VAT. Returns are accepted within 7 days');
  });
});

describe('a refund of an invoiced order placed in Tamil', () => {
  it('is told in Tamil, and its credit note keeps the English headings with the Tamil beside them', async ({
    t,
    admin,
    shopper,
  }) => {
    await setVatRegistration(t, admin.token, { vatNumber: '123456789-7000' });
    const product = await insertProduct(t.database.pool, { price: 23600, stock: 5 });
    const placed = await post(
      `${t.url}/api/orders`,
      { ...orderBody([{ product }]), language: 'ta' },
      bearer(shopper.token),
    );
    const id = placed.body.id as string;
    await handOver(t, admin.token, id);
    const res = await call(t, 'POST', `/api/admin/orders/${id}/refunds`, admin.token, {
      amount: 11_800,
      method: 'cash',
      refundedOn: shopToday(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [made] = res.body.refunds as { id: string }[];
    const path = `/api/orders/${id}/refunds/${made!.id}/credit-note.pdf`;
    const { text } = await pdfTextAt(t, path, shopper.token);
    expect(text).toContain('CREDIT NOTE / வரவுக் குறிப்பு');
    expect(text).toContain('Credit note No. / வரவுக் குறிப்பு இலக்கம்:');
    expect(text).toContain('Refunded by / திருப்பிச் செலுத்திய முறை: Cash');
    expect(text).toContain('Total incl. VAT LKR 11,800.00');
    expect(text).toContain('இந்த வரவுக் குறிப்பு வரி விலைப்பட்டியல்');

    const number = id.slice(0, 8).toUpperCase();
    const mail = await mailAbout(t, id, `ஆர்டர் #${number}: பணம் திருப்பிச் செலுத்தப்பட்டது`);
    expect(mail.text?.replace(/\s+/g, ' ')).toContain(`ஆர்டர் #${number} க்கான ரூ. 11,800.00 ஐ`);
  });
});
