import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverOnlyToMessage, PAYMENT_REFUSALS, type Language } from '@avstore/core';
import { reloadCart } from '../../features/cart/cart-store';
import { RetryPayment, type MethodChoice } from '../../features/payments/components/retry-payment';
import {
  inLanguage,
  inSinhalaAndTamil,
  makeCartLine,
  makeOrder,
  makePublicConfig,
  ORDER_ID,
  renderWithProviders,
  signIn,
  stubApi,
} from '../../testing';
import { Component as CheckoutPage } from './checkout';

vi.mock('../../features/payments/start-payment', () => ({ startPayment: vi.fn() }));

// Issue #30: the countries an order or a refusal names, English in the order and in core's
// messages, are named in the page's language on the checkout's page (the checkout's catalogue).

inSinhalaAndTamil(['checkout', 'payments']);
afterEach(() => {
  localStorage.removeItem('cart');
  reloadCart();
});

const SEVERAL = ['Sri Lanka', 'Maldives'];
const ORDER = `GET /api/orders/${ORDER_ID}`;
const SWITCH = `PUT /api/orders/${ORDER_ID}/payment-method`;

const SHOWN = {
  en: {
    delivery: 'Delivery',
    country: 'Country',
    choice: 'To your address in Sri Lanka and Maldives',
    refusal: 'We deliver only to Sri Lanka and Maldives',
    deliverTo: /Deliver to\s*Nimal Perera\s*5 Hospital Road\s*Point Pedro, Jaffna, Sri Lanka/,
    payOnDelivery: 'Pay on Delivery',
    noCash:
      'We deliver only to Sri Lanka and Maldives, so this order cannot be paid in cash on delivery. Please pay by card or KOKO.',
  },
  si: {
    delivery: 'නිවසටම භාරදීම',
    country: 'රට',
    choice: 'ශ්‍රී ලංකාව සහ මාල දිවයින තුළ, ඔබේ ලිපිනයට',
    refusal: 'අපි භාරදෙන්නේ ශ්‍රී ලංකාව සහ මාල දිවයින වෙත පමණි',
    deliverTo: /භාරදෙන ලිපිනය\s*Nimal Perera\s*5 Hospital Road\s*Point Pedro, යාපනය, ශ්‍රී ලංකාව/,
    payOnDelivery: 'භාණ්ඩ ලැබෙන විට ගෙවන්න',
    noCash:
      'අපි භාරදෙන්නේ ශ්‍රී ලංකාව සහ මාල දිවයින වෙත පමණක් බැවින්, මෙම ඇණවුම භාරදීමේදී මුදලින් ගෙවිය නොහැක. කරුණාකර කාඩ්පතෙන් හෝ KOKO මඟින් ගෙවන්න.',
  },
  ta: {
    delivery: 'விநியோகம்',
    country: 'நாடு',
    choice: 'இலங்கை மற்றும் மாலத்தீவு இல் உள்ள உங்கள் முகவரிக்கு',
    refusal: 'நாங்கள் இலங்கை மற்றும் மாலத்தீவு க்கு மட்டுமே விநியோகிக்கிறோம்',
    deliverTo: /விநியோக முகவரி\s*Nimal Perera\s*5 Hospital Road\s*Point Pedro, யாழ்ப்பாணம், இலங்கை/,
    payOnDelivery: 'விநியோகத்தின்போது செலுத்துக',
    noCash:
      'நாங்கள் இலங்கை மற்றும் மாலத்தீவு க்கு மட்டுமே விநியோகிப்பதால், இந்த ஆர்டருக்கு விநியோகத்தின்போது பணமாகச் செலுத்த முடியாது. அட்டை அல்லது KOKO மூலம் செலுத்துங்கள்.',
  },
};

/** A plain radio group in place of the checkout's cards. */
const methods: MethodChoice = (value, onChange) => (
  <fieldset>
    <legend>Payment method</legend>
    {(['card', 'cash'] as const).map((m) => (
      <label key={m}>
        <input type="radio" name="method" checked={value === m} onChange={() => onChange(m)} />
        {m}
      </label>
    ))}
  </fieldset>
);

describe.each(['en', 'si', 'ta'] as const)('the countries on the checkout’s page in %s', (l) => {
  const language: Language = l;
  const words = SHOWN[l];

  /** The checkout of a cart, for a shop that delivers to Sri Lanka and Maldives. */
  async function openCheckout() {
    signIn();
    localStorage.setItem('cart', JSON.stringify([makeCartLine()]));
    reloadCart();
    stubApi({
      'GET /api/config': { status: 200, body: makePublicConfig({ deliveryCountries: SEVERAL }) },
    });
    renderWithProviders(inLanguage(language, <CheckoutPage />), { path: '/checkout' });
    return screen.findByRole('radio', { name: words.delivery });
  }

  it('names the countries the shop delivers to in the language', async () => {
    const delivery = await openCheckout();
    await vi.waitFor(() => expect(delivery).toHaveAccessibleDescription(words.choice));
  });

  it('names them in the language when it refuses another country', async () => {
    await userEvent.click(await openCheckout());
    const country = screen.getByRole('combobox', { name: words.country });
    await userEvent.selectOptions(country, 'India');
    // Once the shop's settings, which list its countries, have come.
    await vi.waitFor(() => expect(country).toHaveAccessibleDescription(words.refusal));
  });

  /** Paying again for a card order delivered to Jaffna; a switch to cash is refused. */
  async function openRetry() {
    signIn();
    const order = makeOrder({
      paymentMethod: 'card',
      customer: {
        ...makeOrder().customer,
        address: '5 Hospital Road',
        city: 'Point Pedro',
        district: 'Jaffna',
        zipCode: '',
      },
    });
    stubApi({
      [ORDER]: { status: 200, body: order },
      [SWITCH]: {
        status: 409,
        body: { message: PAYMENT_REFUSALS.noCashAbroad(deliverOnlyToMessage(SEVERAL)) },
      },
    });
    renderWithProviders(
      inLanguage(language, <RetryPayment orderId={ORDER_ID} methodChoice={methods} />),
    );
    return screen.findByRole('region');
  }

  it('names the district and the country a saved order goes to in the language', async () => {
    expect(await openRetry()).toHaveTextContent(words.deliverTo);
  });

  it('names the countries of the cash refusal in the language', async () => {
    await openRetry();
    await userEvent.click(screen.getByRole('radio', { name: 'cash' }));
    await userEvent.click(screen.getByRole('button', { name: words.payOnDelivery }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.noCash);
  });
});
