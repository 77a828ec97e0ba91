import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutScriptError, loadCheckoutScript } from './load-checkout-script';

const SRC = '/sandbox/card/checkout.min.js';

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

function checkoutStub() {
  return { configure: vi.fn(), showPaymentPage: vi.fn() };
}

afterEach(() => {
  document.head.innerHTML = '';
  delete window.Checkout;
  vi.useRealTimers();
});

describe('loadCheckoutScript', () => {
  it('appends a script element to the head and resolves with window.Checkout once it loads', async () => {
    const loading = loadCheckoutScript(SRC);
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script).toHaveAttribute('src', SRC);
    expect(script?.textContent).toBe('');
    const checkout = checkoutStub();
    window.Checkout = checkout;
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(checkout);
  });

  it('reuses a script that already loaded', async () => {
    const first = loadCheckoutScript(SRC);
    window.Checkout = checkoutStub();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await first;
    await expect(loadCheckoutScript(SRC)).resolves.toBe(window.Checkout);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script loads without a usable Checkout', async () => {
    const loading = loadCheckoutScript(SRC);
    window.Checkout = { configure: vi.fn() };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(new CheckoutScriptError());
    await expect(loading).rejects.toThrow('Checkout.js not loaded properly');
    expect(scripts()).toHaveLength(0);
  });

  it('fails when the script cannot be loaded, and tries afresh next time', async () => {
    const loading = loadCheckoutScript(SRC);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toBeInstanceOf(CheckoutScriptError);
    expect(scripts()).toHaveLength(0);
    void loadCheckoutScript(SRC).catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('gives up when the script never answers', async () => {
    vi.useFakeTimers();
    const loading = loadCheckoutScript(SRC, 1000);
    const caught = expect(loading).rejects.toBeInstanceOf(CheckoutScriptError);
    await vi.advanceTimersByTimeAsync(1000);
    await caught;
  });
});
