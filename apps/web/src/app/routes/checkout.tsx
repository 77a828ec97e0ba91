import { lazy, Suspense, useCallback, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CHECKOUT_MESSAGES,
  DEFAULT_COUNTRY,
  DEFAULT_DELIVERY_COUNTRIES,
  deliveryChoiceText,
  deliveryCountryIssue,
  type DeliveryMethod,
  type PaymentMethod,
} from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { PaymentMarks } from '../../components/payment-marks';
import { FormError } from '../../components/form-fields';
import { usePublicConfig } from '../../config/public-config';
import { clearCart, useCart } from '../../features/cart/cart-store';
import { ChoiceCards } from '../../features/checkout/components/choice-cards';
import { CustomerFieldset } from '../../features/checkout/components/customer-fields';
import { OrderSummary } from '../../features/checkout/components/order-summary';
import { PickupDetails } from '../../features/checkout/components/pickup-details';
import type { CustomerFields } from '../../features/checkout/customer-values';
import { useFocusFirstInvalid } from '../../features/checkout/focus-first-invalid';
import { paymentChoices, useBankTransferOffer } from '../../features/checkout/payment-choices';
import { prefill, type RememberedDetails } from '../../features/checkout/prefill';
import { afterCountryChange } from '../../features/checkout/recheck-postcode';
import { useDeliveryCharge } from '../../features/checkout/use-delivery-charge';
import { usePlaceOrder } from '../../features/checkout/use-place-order';
import { useRememberedDetails } from '../../features/checkout/use-remembered-details';
import { startPayment } from '../../features/payments/start-payment';
import { RetryPayment } from '../../features/payments/components/retry-payment';
import { returnToState } from '../../lib/return-to';
import { readToken, readUser } from '../../lib/storage';
import { useSignedIn } from '../../lib/use-signed-in';

// Fetched once a bank transfer is chosen: the checkout's own chunk, and the list of what the first
// screen may need, carry none of it.
const BankTransferNote = lazy(
  () => import('../../features/checkout/components/bank-transfer-note'),
);

/** The ways to receive an order, the Delivery one in the words of where the shop delivers. */
const deliveryChoices = (countries: readonly string[]) => [
  { value: 'delivery' as const, label: 'Delivery', detail: deliveryChoiceText(countries) },
  { value: 'pickup' as const, label: 'Store pickup', detail: 'Collect it from our Colombo store' },
];
const EMPTY: CustomerFields = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  country: DEFAULT_COUNTRY,
  address: '',
  city: '',
  // No postcode preselected: it is optional in Sri Lanka, and Colombo 01's would be wrong elsewhere.
  zipCode: '',
  district: '',
};

export function Component() {
  const retryOrderId = useSearchParams()[0].get('orderId');
  const payment = paymentChoices(useBankTransferOffer());
  if (retryOrderId) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title="Checkout" />
        <h1 className="text-3xl font-bold">Checkout</h1>
        <div className="mt-6">
          <RetryPayment
            orderId={retryOrderId}
            methodChoice={(value, onChange) => (
              <ChoiceCards
                legend="Payment method"
                name="paymentMethod"
                choices={payment}
                value={value}
                onChange={onChange}
              />
            )}
          />
        </div>
      </main>
    );
  }
  return <NewOrderCheckout payment={payment} />;
}

/** Sign-in from here comes back to the checkout, the cart as it was (issue #26). */
const signInReturn = returnToState('/checkout');

function NewOrderCheckout({ payment }: { payment: ReturnType<typeof paymentChoices> }) {
  const cart = useCart();
  const navigate = useNavigate();
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>();
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const [fields, setFields] = useState<CustomerFields>(() => ({ ...EMPTY, email: storedEmail() }));
  const order = usePlaceOrder(cart, clearCart, startPayment);
  const signedIn = useSignedIn();
  const delivery = useDeliveryCharge(cart, fields, deliveryMethod);
  const config = usePublicConfig().data;
  const deliveryCountries = config?.deliveryCountries ?? DEFAULT_DELIVERY_COUNTRIES;
  // Said as soon as a country the shop does not deliver to is chosen, not only on placing.
  const countryIssue = deliveryCountryIssue(fields.country, deliveryMethod, deliveryCountries);
  const errors = countryIssue ? { ...order.fieldErrors, country: countryIssue } : order.fieldErrors;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, order.fieldErrorsShown);
  // The last order's details fill the form (docs/product.md §2 Checkout), never over typing.
  useRememberedDetails(
    useCallback((details: RememberedDetails) => {
      setFields((f) => prefill(f, details));
      if (details.deliveryMethod) setDeliveryMethod((m) => m ?? details.deliveryMethod!);
    }, []),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md §5: placing an order needs sign-in.
    if (!readToken()) {
      window.alert(CHECKOUT_MESSAGES.mustSignIn);
      void navigate('/login', { state: signInReturn });
      return;
    }
    if (deliveryMethod && delivery.cents !== undefined)
      void order.place({
        fields,
        deliveryMethod,
        paymentMethod,
        deliveryChargeCents: delivery.cents,
        deliveryCountries,
      });
  };

  // A message goes once its field is changed; a new country also has its postcode checked again.
  const change = (name: keyof CustomerFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    order.setFieldErrors((shown) => {
      const { [name]: _changed, ...rest } = shown;
      return name === 'country' ? afterCountryChange(shown, next) : rest;
    });
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title="Checkout" />
      <h1 className="text-3xl font-bold">Checkout</h1>
      {!signedIn ? (
        <p
          role="note"
          className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
        >
          {CHECKOUT_MESSAGES.mustSignIn}{' '}
          <Link to="/login" state={signInReturn} className="font-semibold underline">
            Sign In
          </Link>
        </p>
      ) : null}
      {cart.length === 0 && !order.processing ? (
        <p className="mt-4 text-slate-700">
          Your cart is empty.{' '}
          <Link to="/shop" className="font-semibold text-brand-700 underline">
            Browse the shop
          </Link>
        </p>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]"
      >
        <fieldset disabled={order.processing} className="flex min-w-0 flex-col gap-8">
          <FormError message={order.error} />
          <ChoiceCards
            legend="Delivery method"
            name="deliveryMethod"
            choices={deliveryChoices(deliveryCountries)}
            value={deliveryMethod}
            onChange={setDeliveryMethod}
          />
          {deliveryMethod === 'pickup' ? <PickupDetails /> : null}
          {deliveryMethod ? (
            <>
              <CustomerFieldset
                values={fields}
                errors={errors}
                withAddress={deliveryMethod === 'delivery'}
                onChange={change}
              />
              <ChoiceCards
                legend="Payment method"
                name="paymentMethod"
                choices={payment}
                value={paymentMethod}
                onChange={setPaymentMethod}
              />
              {paymentMethod === 'bank_transfer' ? (
                <Suspense fallback={null}>
                  <BankTransferNote />
                </Suspense>
              ) : null}
            </>
          ) : (
            <p className="text-slate-600">
              Choose how you would like to receive your order to continue.
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-4">
          <OrderSummary cart={cart} delivery={delivery.line} koko={paymentMethod === 'koko'} />
          <button
            type="submit"
            disabled={
              order.processing ||
              cart.length === 0 ||
              !deliveryMethod ||
              // The charge is still being read: the order would not match the server's total.
              delivery.cents === undefined
            }
            className="rounded-lg bg-brand-500 px-5 py-3 text-lg font-semibold text-ink hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {order.processing ? 'Processing...' : 'Place Order'}
          </button>
          <PaymentMarks bankTransfer={Boolean(config?.bank)} />
        </div>
      </form>
    </main>
  );
}

function storedEmail(): string {
  const email = readUser()?.email;
  return typeof email === 'string' ? email : '';
}
