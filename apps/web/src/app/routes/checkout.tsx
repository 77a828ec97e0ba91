import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PaymentMethod } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { PaymentMarks } from '../../components/payment-marks';
import { usePublicConfig } from '../../config/public-config';
import { clearCart } from '../../features/cart/cart-actions';
import { useCart } from '../../features/cart/cart-store';
import { ChoiceCards } from '../../features/checkout/components/choice-cards';
import { CheckoutFieldset } from '../../features/checkout/components/checkout-fieldset';
import { OrderSummary } from '../../features/checkout/components/order-summary';
import { paymentChoices, useBankTransferOffer } from '../../features/checkout/payment-choices';
import { useCheckoutForm } from '../../features/checkout/use-checkout-form';
import { useDeliveryCharge } from '../../features/checkout/use-delivery-charge';
import { usePlaceOrder } from '../../features/checkout/use-place-order';
import { useCheckoutT } from '../../i18n/checkout';
import { startPayment } from '../../features/payments/start-payment';
import { RetryPayment } from '../../features/payments/components/retry-payment';
import { returnToState } from '../../lib/return-to';
import { readToken } from '../../lib/storage';
import { useSignedIn } from '../../lib/use-signed-in';

export function Component() {
  const retryOrderId = useSearchParams()[0].get('orderId');
  const t = useCheckoutT();
  const payment = paymentChoices(useBankTransferOffer(), t);
  if (retryOrderId) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <PageTitle title={t('title')} />
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <div className="mt-6">
          <RetryPayment
            orderId={retryOrderId}
            methodChoice={(value, onChange) => (
              <ChoiceCards
                legend={t('paymentMethod')}
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
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('cash');
  const order = usePlaceOrder(cart, clearCart, startPayment);
  const { form, ...checkout } = useCheckoutForm(order);
  const { fields, deliveryMethod, deliveryCountries } = checkout;
  const signedIn = useSignedIn();
  const delivery = useDeliveryCharge(cart, fields, deliveryMethod);
  const config = usePublicConfig().data;
  const t = useCheckoutT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // docs/product.md §5: placing an order needs sign-in.
    if (!readToken()) {
      window.alert(t('mustSignIn'));
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

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <PageTitle title={t('title')} />
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      {!signedIn ? (
        <p
          role="note"
          className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200"
        >
          {t('mustSignIn')}{' '}
          <Link to="/login" state={signInReturn} className="font-semibold underline">
            {t('signIn')}
          </Link>
        </p>
      ) : null}
      {cart.length === 0 && !order.processing ? (
        <p className="mt-4 text-slate-700">
          {t('emptyCart')}{' '}
          <Link to="/shop" className="font-semibold text-brand-700 underline">
            {t('browse')}
          </Link>
        </p>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]"
      >
        <CheckoutFieldset
          form={checkout}
          processing={order.processing}
          error={order.error}
          payment={{ choices: payment, value: paymentMethod, onChange: setPaymentMethod }}
          chooseDelivery={t('chooseDelivery')}
        />
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
            {order.processing ? t('processing') : t('placeOrder')}
          </button>
          <PaymentMarks bankTransfer={Boolean(config?.bank)} />
        </div>
      </form>
    </main>
  );
}
