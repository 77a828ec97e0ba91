import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language, User } from '@avstore/core';
import { reloadCart } from '../../features/cart/cart-store';
import { LanguageContext } from '../../i18n/language';
import { loadMessages } from '../../i18n/load';
import {
  makeCartLine,
  makePayableOrder,
  makePublicConfig,
  ORDER_ID,
  SIGNED_IN_USER,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { Component as CheckoutPage } from './checkout';

vi.mock('../../features/payments/start-payment', () => ({ startPayment: vi.fn() }));

// The checkout in Sinhala and Tamil (issue #30): its words, the money in the language's rupee,
// and core's messages under the fields in the page's language.
const SHOWN = {
  si: {
    heading: 'ගෙවීම',
    pickup: 'වෙළඳසැලෙන් ලබා ගැනීම',
    delivery: 'නිවසටම භාරදීම',
    firstName: 'මුල් නම',
    place: 'ඇණවුම කරන්න',
    summary: 'ඇණවුමේ සාරාංශය',
    total: /මුළු මුදල\s*රු\. 60,000\.00/,
    required: 'මෙම ක්ෂේත්‍රය අවශ්‍යයි',
    district: 'කරුණාකර දිස්ත්‍රික්කයක් තෝරන්න',
    payNow: 'දැන් ගෙවන්න',
    card: 'කාඩ්පත',
    accountNumber: 'ගිණුම් අංකය',
    kandy: 'මහනුවර',
    central: 'මධ්‍යම පළාත',
    sriLanka: 'ශ්‍රී ලංකාව',
  },
  ta: {
    heading: 'கொடுப்பனவு',
    pickup: 'கடையில் பெறுதல்',
    delivery: 'விநியோகம்',
    firstName: 'முதற் பெயர்',
    place: 'ஆர்டர் செய்க',
    summary: 'ஆர்டர் சுருக்கம்',
    total: /மொத்தம்\s*ரூ\. 60,000\.00/,
    required: 'இந்தப் புலம் அவசியம்',
    district: 'ஒரு மாவட்டத்தைத் தெரிவுசெய்யுங்கள்',
    payNow: 'இப்போது செலுத்துக',
    card: 'அட்டை',
    accountNumber: 'கணக்கு இலக்கம்',
    kandy: 'கண்டி',
    central: 'மத்திய மாகாணம்',
    sriLanka: 'இலங்கை',
  },
};

beforeAll(() =>
  Promise.all((['si', 'ta'] as const).map((l) => loadMessages(l, ['checkout', 'payments']))),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadCart();
});

const open = (language: Language, path = '/checkout') =>
  renderWithProviders(
    <LanguageContext value={language}>
      <CheckoutPage />
    </LanguageContext>,
    { path },
  );

describe.each(['si', 'ta'] as const)('the checkout in %s', (language) => {
  const words = SHOWN[language];

  it('shows its form, choices and summary in the language', async () => {
    signIn();
    localStorage.setItem('cart', JSON.stringify([makeCartLine({ quantity: 2 })]));
    reloadCart();
    stubApi({});
    open(language);
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.place })).toBeDisabled();
    const summary = screen.getByRole('region', { name: words.summary });
    expect(summary).toHaveTextContent(words.total);
    expect(within(summary).getByText('Yamaha MG10XU Mixer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: words.pickup }));
    expect(screen.getByLabelText(words.firstName)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: words.delivery }));
    await userEvent.click(screen.getByRole('button', { name: words.place }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(words.firstName)).toHaveAccessibleDescription(words.required),
    );
    expect(screen.getAllByText(words.district).length).toBeGreaterThan(0);
  });

  it('names the country, the provinces and the districts in the language, sending English', async () => {
    signIn();
    localStorage.setItem('cart', JSON.stringify([makeCartLine()]));
    reloadCart();
    stubApi({});
    const { container } = open(language);
    await userEvent.click(screen.getByRole('radio', { name: words.delivery }));
    const kandy = screen.getByRole('option', { name: words.kandy });
    expect(kandy).toHaveValue('Kandy');
    expect(kandy.closest('optgroup')).toHaveAttribute('label', words.central);
    expect(screen.getByRole('option', { name: words.sriLanka })).toHaveValue('Sri Lanka');
    expect(container.querySelectorAll('optgroup option')).toHaveLength(25);
  });

  it("names the shop's bank account's lines in the language", async () => {
    signIn();
    localStorage.setItem('cart', JSON.stringify([makeCartLine()]));
    reloadCart();
    stubApi({
      'GET /api/config': {
        status: 200,
        body: makePublicConfig({
          bank: {
            bank: 'Commercial Bank of Ceylon',
            branch: 'Kollupitiya',
            accountName: 'Lanka Pro Audio (Pvt) Ltd',
            accountNumber: '1000 2345 6789',
          },
        }),
      },
      'GET /api/auth/me': {
        status: 200,
        body: { user: { ...SIGNED_IN_USER, emailConfirmed: true } satisfies User },
      },
    });
    const { container } = open(language);
    await userEvent.click(screen.getByRole('radio', { name: words.pickup }));
    const transfer = await vi.waitFor(() => {
      const radio = container.querySelector<HTMLInputElement>('input[value="bank_transfer"]');
      if (!radio) throw new Error('no bank transfer yet');
      return radio;
    });
    await userEvent.click(transfer);
    const number = await screen.findByText('1000 2345 6789');
    expect(number.previousElementSibling).toHaveTextContent(words.accountNumber);
  });

  it('pays again for an order whose payment did not go through', async () => {
    signIn();
    stubApi({ [`GET /api/orders/${ORDER_ID}`]: { status: 200, body: makePayableOrder() } });
    open(language, `/checkout?orderId=${ORDER_ID}`);
    expect(await screen.findByRole('button', { name: words.payNow })).toBeEnabled();
    expect(screen.getByRole('radio', { name: words.card })).toBeChecked();
  });
});
