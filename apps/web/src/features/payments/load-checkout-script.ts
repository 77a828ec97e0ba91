/** The surface of the card gateway's Checkout.js that we use (the sandbox script has the same). */
export interface CheckoutApi {
  configure(options: { session: { id: string } }): void;
  showPaymentPage(): void;
}

declare global {
  interface Window {
    Checkout?: Partial<CheckoutApi>;
  }
}

/** Raised when the script cannot be loaded or does not define a usable `window.Checkout`. */
export class CheckoutScriptError extends Error {
  constructor(message = 'Checkout.js not loaded properly') {
    super(message);
    this.name = 'CheckoutScriptError';
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;

function usableCheckout(): CheckoutApi | undefined {
  const checkout = window.Checkout;
  if (typeof checkout?.configure === 'function' && typeof checkout.showPaymentPage === 'function') {
    return checkout as CheckoutApi;
  }
  return undefined;
}

/**
 * Loads the gateway's checkout script with a `<script src>` in the head (the CSP forbids inline
 * scripts) and resolves with `window.Checkout`. A script already loaded from the same address
 * is reused, so a retry in the same page does not load it twice.
 */
export function loadCheckoutScript(
  src: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<CheckoutApi> {
  const loaded = [
    ...document.querySelectorAll<HTMLScriptElement>('script[data-checkout-script]'),
  ].find((script) => script.getAttribute('src') === src);
  const ready = loaded?.dataset.checkoutScript === 'loaded' ? usableCheckout() : undefined;
  if (ready) return Promise.resolve(ready);
  loaded?.remove();

  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.checkoutScript = 'loading';
    const timer = window.setTimeout(() => fail(), timeoutMs);
    function fail() {
      window.clearTimeout(timer);
      script.remove();
      reject(new CheckoutScriptError());
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      script.dataset.checkoutScript = 'loaded';
      const checkout = usableCheckout();
      if (checkout) resolve(checkout);
      else fail();
    });
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
}
