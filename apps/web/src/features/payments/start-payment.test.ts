import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePayableOrder, ORDER_ID, stubApi, stubBrowser } from '../../testing';
import { startPayment } from './start-payment';

const ORDER = `GET /api/orders/${ORDER_ID}`;
const SESSION = 'POST /api/payment/create-session';
const KOKO = 'POST /api/payment/create-koko-payment';
const SCRIPT = '/sandbox/card/checkout.min.js';

let browser: ReturnType<typeof stubBrowser>;

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  browser = stubBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.Checkout;
});

function failedUrl(message: string) {
  return `/payment/failed?${new URLSearchParams({ message, orderId: ORDER_ID }).toString()}`;
}

/** Lets the checkout script "load", defining window.Checkout when `checkout` is given. */
async function loadScript(checkout?: Window['Checkout'], event = 'load') {
  const script = await vi.waitFor(() => {
    const found = document.head.querySelector(`script[src="${SCRIPT}"]`);
    if (!found) throw new Error('no script yet');
    return found;
  });
  if (checkout) window.Checkout = checkout;
  script.dispatchEvent(new Event(event));
}

describe('startPayment by card', () => {
  it('creates a session for the order total and opens the hosted payment page', async () => {
    const api = stubApi({
      [ORDER]: { status: 200, body: makePayableOrder() },
      [SESSION]: { status: 200, body: { sessionId: 'SESSION0001', checkoutScriptUrl: SCRIPT } },
    });
    const checkout = { configure: vi.fn(), showPaymentPage: vi.fn() };
    const paying = startPayment(ORDER_ID, 'card');
    await loadScript(checkout);
    await paying;

    const [call] = api.to(SESSION);
    expect(call?.body).toEqual({
      orderId: ORDER_ID,
      amount: '61250.50',
      description: 'Order #A1B2C3D4',
    });
    expect(call?.headers.authorization).toBe('Bearer tok');
    expect(checkout.configure).toHaveBeenCalledWith({ session: { id: 'SESSION0001' } });
    expect(checkout.showPaymentPage).toHaveBeenCalledOnce();
    expect(checkout.configure.mock.invocationCallOrder[0]).toBeLessThan(
      checkout.showPaymentPage.mock.invocationCallOrder[0]!,
    );
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.alert).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an HTTP error',
      { status: 409, body: { message: 'Order not pending' } },
      'Failed to create payment session',
    ],
    ['a lost connection', 'network' as const, 'Failed to create session'],
    [
      'an answer without a sessionId',
      { status: 200, body: { checkoutScriptUrl: SCRIPT } },
      'Invalid session response',
    ],
  ])('sends %s to the failed page with its text', async (_case, answer, message) => {
    stubApi({ [ORDER]: { status: 200, body: makePayableOrder() }, [SESSION]: answer });
    await startPayment(ORDER_ID, 'card');
    expect(browser.assign).toHaveBeenCalledWith(failedUrl(message));
    expect(browser.alert).not.toHaveBeenCalled();
  });

  it('reads an order that cannot be fetched as a failed session', async () => {
    stubApi({ [ORDER]: { status: 404, body: { message: 'Order not found' } } });
    await startPayment(ORDER_ID, 'card');
    expect(browser.assign).toHaveBeenCalledWith(failedUrl('Failed to create session'));
  });

  it.each([
    ['loads without window.Checkout', undefined, 'load'],
    ['loads with an incomplete Checkout', { configure: vi.fn() }, 'load'],
    ['fails to load', undefined, 'error'],
  ])('says Checkout.js did not load when the script %s', async (_case, checkout, event) => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder() },
      [SESSION]: { status: 200, body: { sessionId: 'S1', checkoutScriptUrl: SCRIPT } },
    });
    const paying = startPayment(ORDER_ID, 'card');
    await loadScript(checkout, event);
    await paying;
    expect(browser.assign).toHaveBeenCalledWith(failedUrl('Checkout.js not loaded properly'));
  });
});

describe('startPayment with KOKO', () => {
  it('posts the signed form KOKO answers with', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const api = stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) },
      [KOKO]: {
        status: 200,
        body: {
          success: true,
          actionUrl: '/sandbox/koko/pay',
          formFields: [{ name: 'dataString', value: 'abc' }],
          message: '',
        },
      },
    });
    await startPayment(ORDER_ID, 'koko');

    expect(api.to(KOKO)[0]?.body).toEqual({
      orderId: ORDER_ID,
      amount: 61250.5,
      currency: 'LKR',
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      mobile: '0771234567',
    });
    expect(submit).toHaveBeenCalledOnce();
    const form = document.body.querySelector('form');
    expect(form?.getAttribute('action')).toBe('/sandbox/koko/pay');
    expect(form?.querySelector('input[name="dataString"]')).toHaveValue('abc');
    expect(browser.assign).not.toHaveBeenCalled();
    expect(browser.alert).not.toHaveBeenCalled();
  });

  it('alerts KOKO’s refusal, then goes to the failed page', async () => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) },
      [KOKO]: {
        status: 200,
        body: { success: false, actionUrl: '', formFields: [], message: 'Amount too low' },
      },
    });
    await startPayment(ORDER_ID, 'koko');
    expect(browser.alert).toHaveBeenCalledWith('Payment failed: Amount too low');
    expect(browser.assign).toHaveBeenCalledWith(failedUrl('Payment failed: Amount too low'));
    expect(browser.alert.mock.invocationCallOrder[0]).toBeLessThan(
      browser.assign.mock.invocationCallOrder[0]!,
    );
  });

  it.each([
    ['an HTTP error', { status: 500, body: { message: 'Internal' } }],
    ['a lost connection', 'network' as const],
  ])('alerts Error creating payment on %s', async (_case, answer) => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: 'koko' }) },
      [KOKO]: answer,
    });
    await startPayment(ORDER_ID, 'koko');
    expect(browser.alert).toHaveBeenCalledWith('Error creating payment');
    expect(browser.assign).toHaveBeenCalledWith(failedUrl('Error creating payment'));
  });
});

describe('a payment the server refuses for want of a sign-in', () => {
  const SIGN_IN = { status: 401, body: { message: 'Please sign in to continue.' } };

  it.each([
    ['card', 'the session', SESSION],
    ['koko', 'the KOKO form', KOKO],
    ['card', 'the order', ORDER],
  ] as const)('%s: a 401 for %s sends the shopper to sign in', async (method, _what, refused) => {
    stubApi({
      [ORDER]: { status: 200, body: makePayableOrder({ paymentMethod: method }) },
      [SESSION]: { status: 200, body: {} },
      [KOKO]: { status: 200, body: {} },
      [refused]: SIGN_IN,
    });
    await startPayment(ORDER_ID, method);
    expect(browser.assign).toHaveBeenCalledWith('/login');
    expect(browser.alert).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

it('sends a cash order straight to the success page', async () => {
  const api = stubApi({});
  await startPayment(ORDER_ID, 'cash');
  expect(api.fetch).not.toHaveBeenCalled();
  expect(browser.assign).toHaveBeenCalledWith(`/payment/success?orderId=${ORDER_ID}`);
});
