import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatCentsIn, toCents, type PaymentMethod, type Quotation } from '@avstore/core';
import { primaryButton } from '../../../components/form-fields';
import { useCheckoutT } from '../../../i18n/checkout';
import { useScreenLanguage } from '../../../i18n/common';
import { shopKeys } from '../../../lib/query-keys';
import { orderQuotation } from '../api/order-quotation';
import { firstChoice, quotedPaymentChoices, useBankTransferOffer } from '../payment-choices';
import { useCheckoutForm } from '../use-checkout-form';
import { useCheckoutSubmit } from '../use-checkout-submit';
import { CheckoutFieldset } from './checkout-fieldset';

interface QuotedOrderFormProps {
  quotation: Pick<Quotation, 'id' | 'total'>;
  /** Starts a card or KOKO payment, as the checkout's (features/payments' startPayment). */
  pay: (orderId: string, method: PaymentMethod) => Promise<void>;
  /** Told once the order exists, before the payment or the success page. */
  onPlaced?: () => void;
}

/**
 * The order of an accepted quotation (docs/product.md §11 "Quotations"): the checkout's delivery,
 * details and ways to pay under its rules, bank transfer first, a message under each field at
 * fault. The lines and prices are the quotation's; the server takes none from here. A card or
 * KOKO order goes on to its payment as the checkout's does; a bank-transfer or cash one to its
 * success page.
 */
export function QuotedOrderForm({ quotation, pay, onPlaced }: QuotedOrderFormProps) {
  const client = useQueryClient();
  const order = useCheckoutSubmit(pay);
  const { form, ...checkout } = useCheckoutForm(order);
  const { fields, deliveryMethod, deliveryCountries } = checkout;
  const t = useCheckoutT();
  const language = useScreenLanguage();
  const payment = quotedPaymentChoices(useBankTransferOffer(), t);
  const [chosen, setChosen] = useState<PaymentMethod>();
  const paymentMethod = chosen ?? firstChoice(payment);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!deliveryMethod || !paymentMethod) return;
    void order.submit(
      { fields, deliveryMethod, paymentMethod, deliveryCountries },
      {
        send: async (data) => {
          const { id } = await orderQuotation(quotation.id, data);
          onPlaced?.();
          void client.invalidateQueries({ queryKey: shopKeys.orders() });
          // The order kept these details for the next checkout.
          void client.invalidateQueries({ queryKey: shopKeys.deliveryDetails() });
          return id;
        },
      },
    );
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby="quoted-order"
      className="mt-6 space-y-6 border-t border-slate-200 pt-6"
    >
      <h3 id="quoted-order" className="text-xl font-semibold">
        {t('quoted.title')}
      </h3>
      <CheckoutFieldset
        form={checkout}
        processing={order.processing}
        error={order.error}
        payment={{ choices: payment, value: paymentMethod, onChange: setChosen }}
        withOrganisation={false}
        deliveryNote={t('quoted.deliveryQuoted')}
        chooseDelivery={t('quoted.chooseDelivery')}
      />
      <p className="flex justify-between text-lg font-semibold">
        <span>{t('total')}</span>
        <span>{formatCentsIn(language, toCents(quotation.total))}</span>
      </p>
      <button
        type="submit"
        disabled={order.processing || !deliveryMethod}
        className={primaryButton}
      >
        {order.processing ? t('quoted.placing') : t('quoted.place')}
      </button>
    </form>
  );
}
