import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  inLanguage,
  inSinhalaAndTamil,
  makeOrder,
  makePublicConfig,
  ORDER_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { Component as PaymentFailedPage } from './payment-failed';
import { Component as PaymentSuccessPage } from './payment-success';
import { Component as ProfilePage } from './profile';

// The payment pages and the order history in Sinhala and Tamil (issue #30).
const SHOWN = {
  si: {
    placed: 'ඇණවුම ලැබුණා!',
    cash: 'භාණ්ඩ ලැබෙන විට ඔබ මුදලින් ගෙවන්න. අපි ඉක්මනින් ඔබේ ඇණවුම තහවුරු කරමු.',
    method: 'භාණ්ඩ ලැබෙන විට මුදලින්',
    total: /රු\. [\d,]+\.\d\d/,
    failed: 'ගෙවීම අසාර්ථකයි',
    retry: 'නැවත ගෙවීමට උත්සාහ කරන්න',
    defaultReason: 'ගෙවීම සැකසීම අසාර්ථක විය',
    history: 'ඇණවුම් ඉතිහාසය',
    showing: 'ඇණවුම් 1 අතරින් 1-1 පෙන්වයි',
    pending: 'අපේක්ෂිතයි',
  },
  ta: {
    placed: 'ஆர்டர் செய்யப்பட்டது!',
    cash: 'பொருள் கிடைக்கும்போது பணமாகச் செலுத்துவீர்கள். விரைவில் உங்கள் ஆர்டரை உறுதிப்படுத்துவோம்.',
    method: 'விநியோகத்தின்போது பணமாக',
    total: /ரூ\. [\d,]+\.\d\d/,
    failed: 'கொடுப்பனவு தோல்வியடைந்தது',
    retry: 'மீண்டும் செலுத்த முயற்சிக்கவும்',
    defaultReason: 'கொடுப்பனவைச் செயலாக்க முடியவில்லை',
    history: 'ஆர்டர் வரலாறு',
    showing: '1 ஆர்டரில் 1-1 காட்டப்படுகிறது',
    pending: 'நிலுவையில்',
  },
};

inSinhalaAndTamil(['payments', 'orders', 'account']);

describe.each(['si', 'ta'] as const)('in %s', (language) => {
  const words = SHOWN[language];

  it('the success page says the cash order is placed, in the language', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: makePublicConfig() },
      [`GET /api/orders/${ORDER_ID}`]: {
        status: 200,
        body: makeOrder({ paymentMethod: 'cash', deliveryMethod: 'delivery', status: 'pending' }),
      },
    });
    renderWithProviders(inLanguage(language, <PaymentSuccessPage />), {
      path: `/payment/success?orderId=${ORDER_ID}`,
      route: '/payment/success',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: words.placed }),
    ).toBeInTheDocument();
    expect(screen.getByText(words.cash)).toBeInTheDocument();
    expect(screen.getByText(words.method)).toBeInTheDocument();
    expect(screen.getAllByText(words.total).length).toBeGreaterThan(0);
  });

  it('the failed page, its default reason and a way to pay again', () => {
    stubApi({ 'GET /api/config': { status: 200, body: makePublicConfig() } });
    renderWithProviders(inLanguage(language, <PaymentFailedPage />), {
      path: `/payment/failed?orderId=${ORDER_ID}`,
      route: '/payment/failed',
    });
    expect(screen.getByRole('heading', { level: 1, name: words.failed })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words.defaultReason);
    expect(screen.getByRole('link', { name: words.retry })).toBeInTheDocument();
  });

  it('the order history, its count and an order’s status', async () => {
    signIn();
    stubApi({
      'GET /api/auth/get-each-user-orders': {
        status: 200,
        body: { orders: [makeOrder({ status: 'pending' })], page: 1, pageSize: 6, total: 1 },
      },
    });
    renderWithProviders(inLanguage(language, <ProfilePage />), { path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: words.history })).toBeInTheDocument();
    expect(await screen.findByText(words.showing)).toBeInTheDocument();
    expect(screen.getByText(words.pending)).toBeInTheDocument();
  });
});
