import { useState, type FormEvent } from 'react';
import {
  CORRECTABLE_FIELDS,
  correctOrderContact,
  isCorrectable,
  OrderCorrectionSchema,
  PROVINCES,
  type AdminOrder,
  type CorrectableField,
  type OrderContact,
} from '@avstore/core';
import { Field, FormError, TextField } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useCorrectOrder } from '../../api/update-order-details';
import { card, darkButton, inputClass, plainButton } from '../ui';

type Errors = Partial<Record<CorrectableField, string>>;

const contactOf = (order: AdminOrder): OrderContact => ({
  address: order.customer.address,
  city: order.customer.city,
  district: order.customer.district ?? '',
  zipCode: order.customer.zipCode,
  phone: order.customer.phone,
  email: order.customer.email,
  country: order.customer.country,
});

/**
 * Correcting the address, phone or e-mail of an order that has not left the shop, by the
 * checkout's rules; the customer is mailed the new details.
 */
export function OrderCorrection({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  if (!isCorrectable(order.status)) {
    return (
      <p className="mt-3 text-sm text-slate-600">
        The details can no longer be corrected: the order has left the shop.
      </p>
    );
  }
  if (!open)
    return (
      <button
        type="button"
        className={`${plainButton} mt-4 min-h-11`}
        onClick={() => setOpen(true)}
      >
        Correct details
      </button>
    );
  return <CorrectionForm order={order} onDone={() => setOpen(false)} />;
}

function CorrectionForm({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const before = contactOf(order);
  const [values, setValues] = useState(before);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const correct = useCorrectOrder(order.id);
  const delivery = order.deliveryMethod === 'delivery';
  const set = (field: CorrectableField) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = Object.fromEntries(
      CORRECTABLE_FIELDS.filter((f) => values[f] !== before[f]).map((f) => [f, values[f]]),
    );
    const parsed = OrderCorrectionSchema.safeParse(sent);
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as CorrectableField | undefined;
        if (field) found[field] ??= issue.message;
        else setFailure(issue.message);
      }
    } else {
      for (const issue of correctOrderContact(before, parsed.data, order.deliveryMethod).issues)
        found[issue.field as CorrectableField] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setFailure(undefined);
    correct.mutate(parsed.data, {
      onSuccess: () => {
        notify('success', 'Details corrected. The customer has been mailed them.');
        onDone();
      },
      onError: (e) => setFailure(getErrorMessage(e)),
    });
  };

  const text = (field: CorrectableField, label: string, extra = {}) => (
    <TextField
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set(field)(e.target.value)}
      {...extra}
    />
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      className={`${card} mt-4 grid gap-4 p-4`}
      aria-label="Correct details"
    >
      {delivery ? (
        <>
          {text('address', 'Address', { autoComplete: 'off' })}
          {text('city', 'City', { autoComplete: 'off' })}
          {order.customer.country === 'Sri Lanka' ? (
            <Field
              label="District"
              error={errors.district}
              control={({ id, describedBy }) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  value={values.district}
                  onChange={(e) => set('district')(e.target.value)}
                  className={`${inputClass} min-h-11`}
                >
                  <option value="">Choose a district</option>
                  {PROVINCES.map((p) => (
                    <optgroup key={p.name} label={`${p.name} Province`}>
                      {p.districts.map((d) => (
                        <option key={d}>{d}</option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            />
          ) : null}
          {text('zipCode', 'Postcode', { inputMode: 'numeric' })}
        </>
      ) : null}
      {text('phone', 'Phone', { type: 'tel' })}
      {text('email', 'E-mail', { type: 'email' })}
      <FormError message={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={`${darkButton} min-h-11`} disabled={correct.isPending}>
          {correct.isPending ? 'Saving…' : 'Save and tell the customer'}
        </button>
        <button type="button" className={`${plainButton} min-h-11`} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
