// Issue #30: a Sinhala or Tamil order's mail and receipt name Sri Lanka and the district in the
// order's language, as the checkout showed them (core's place names); the street and the town stay
// as the shopper typed them, and an English order reads as before.
import { describe, expect } from 'vitest';
import { bearer, post } from '../helpers/accounts';
import { insertProduct, orderBody, type TestProduct } from '../helpers/catalogue';
import { mailAbout } from '../helpers/mail';
import { popplerText } from '../helpers/pdftotext';
import type { TestApp } from '../helpers/test-app';
import { it, type Shopper } from '../fixtures';

/** Whitespace as one space: the plain text and pdftotext wrap lines. */
const words = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ');
const numberOf = (id: string) => id.slice(0, 8).toUpperCase();

let mixer: TestProduct;
it.beforeAll(async ({ t }) => {
  mixer = await insertProduct(t.database.pool, { name: 'Yamaha MG10XU', price: 52_000 });
});

/** A mixer delivered to Peradeniya, in Kandy district, cash on delivery: its confirmation. */
async function orderToPeradeniya(t: TestApp, shopper: Shopper, language?: string) {
  const body = orderBody([{ product: mixer }], {
    deliveryMethod: 'delivery',
    customer: { city: 'Peradeniya', district: 'Kandy', zipCode: '20400' },
  });
  const res = await post(
    `${t.url}/api/orders`,
    language ? { ...body, language } : body,
    bearer(shopper.token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const PLACES = {
  si: {
    subject: (n: string) => `ඇණවුම #${n} ලැබුණි`,
    address: '12 Temple Road, Peradeniya, මහනුවර, ශ්‍රී ලංකාව 20400',
    charge: 'මහනුවර වෙත බෙදා හැරීම',
  },
  ta: {
    subject: (n: string) => `ஆர்டர் #${n} பெறப்பட்டது`,
    address: '12 Temple Road, Peradeniya, கண்டி, இலங்கை 20400',
    charge: 'கண்டி க்கு விநியோகம்',
  },
};

describe.each(Object.entries(PLACES))('an order placed in %s', (language, said) => {
  it('names the district and the country in that language, in its mail and receipt', async ({
    t,
    shopper,
  }) => {
    const id = await orderToPeradeniya(t, shopper, language);
    const mail = await mailAbout(t, id, said.subject(numberOf(id)));
    const text = words(mail.text);
    expect(text).toContain(said.address);
    expect(text).toContain(said.charge);
    // The shop's own address, at the foot, is the shop's to write.
    expect(text).not.toContain('Kandy');

    const receipt = words(await popplerText(mail.attachments[0]!.content));
    expect(receipt).toContain(said.address);
    expect(receipt).toContain(said.charge);
    expect(receipt).not.toContain('Kandy');
  });
});

describe('an order that names no language', () => {
  it('names its district and country in English, as before', async ({ t, shopper }) => {
    const id = await orderToPeradeniya(t, shopper);
    const mail = await mailAbout(t, id, `Order #${numberOf(id)} placed`);
    const text = words(mail.text);
    expect(text).toContain('12 Temple Road, Peradeniya, Kandy, Sri Lanka 20400');
    expect(text).toContain('Delivery to Kandy');
    const receipt = words(await popplerText(mail.attachments[0]!.content));
    expect(receipt).toContain('12 Temple Road, Peradeniya, Kandy, Sri Lanka 20400');
    expect(receipt).toContain('Delivery to Kandy');
  });
});
