import { useState, type FormEvent } from 'react';
import { CheckoutFormSchema, type PaymentMethod } from '@avstore/core';
import { FormError, primaryButton, TextField } from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { orderQuotation } from '../api/quotations';

type Fields = 'email' | 'firstName' | 'lastName' | 'phone';
const PAYMENTS: [PaymentMethod, string][] = [
  ['bank_transfer', 'Bank transfer'],
  ['cash', 'Cash at pickup'],
];

/**
 * The order of an accepted quotation: who collects it and how it is paid. The lines and prices
 * are the quotation's; the server takes none from here.
 */
export function QuotedOrderForm({
  quotationId,
  email,
  onOrdered,
}: {
  quotationId: string;
  email: string;
  onOrdered: (orderId: string) => void;
}) {
  const [values, setValues] = useState<Record<Fields, string>>({
    email,
    firstName: '',
    lastName: '',
    phone: '',
  });
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('bank_transfer');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: Fields) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const checkout = { ...values, deliveryMethod: 'pickup' as const, paymentMethod };
    const parsed = CheckoutFormSchema.safeParse(checkout);
    if (!parsed.success) {
      const found: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onOrdered((await orderQuotation(quotationId, checkout)).id);
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <h3 className="text-lg font-semibold">Place the order</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Payment</legend>
        {PAYMENTS.map(([method, label]) => (
          <label key={method} className="mt-2 flex items-center gap-2">
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={paymentMethod === method}
              onChange={() => setPaymentMethod(method)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">
        Collected from the shop; delivery, if quoted, is a line of the quotation.
      </p>
      <FormError message={failure} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? 'Placing…' : 'Place order at the quoted prices'}
      </button>
    </form>
  );
}
