import { useState, type FormEvent } from 'react';
import {
  formatLKR,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  RecordRefundRequestSchema,
  refundDayWords,
  type AdminOrder,
  type RefundMethod,
} from '@avstore/core';
import { CreditNoteButtons } from '../../../../components/credit-note-buttons';
import { Field, TextField } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useRecordRefund } from '../../api/record-refund';
import { useAdminAccess } from '../../hooks/use-admin-access';
import { card, darkButton, inputClass } from '../ui';

type Errors = Partial<Record<'amount' | 'method' | 'reference' | 'refundedOn' | 'form', string>>;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format();

/** The way the shopper paid is the likely way back; a cash order's is cash. */
const methodFor = (order: AdminOrder): RefundMethod => order.paymentMethod;

/** The refunds made on the order, and the form that records one (whole or part). */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  const record = useRecordRefund(order.id);
  // Recording money sent back is the owner's (the server answers staff 403).
  const owner = useAdminAccess() === 'admin';
  const [fields, setFields] = useState({
    amount: '',
    method: methodFor(order) as string,
    reference: '',
    refundedOn: today(),
  });
  const [errors, setErrors] = useState<Errors>({});
  const refunds = order.refunds ?? [];
  const owed = order.payments.some((p) => p.status === 'refund_due');
  const paid =
    order.payments.some((p) => ['succeeded', 'refund_due', 'refunded'].includes(p.status)) ||
    (order.paymentMethod === 'cash' && order.status === 'delivered');
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...fields, amount: fields.amount.trim() === '' ? NaN : Number(fields.amount) };
    const parsed = RecordRefundRequestSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path[0] as keyof Errors | undefined) ?? 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: () => {
        setFields((f) => ({ ...f, amount: '', reference: '' }));
        notify(
          'success',
          `Refund of ${formatLKR(parsed.data.amount)} recorded; the customer is mailed.`,
        );
      },
      onError: (error) =>
        setErrors({ form: getErrorMessage(error, 'Could not record the refund.') }),
    });
  };

  // Nothing was paid: nothing to give back (the server answers 409 too).
  if (!paid && refunds.length === 0) return null;
  return (
    <section className={`${card} mt-6 grid gap-4 p-4`} aria-labelledby="order-refunds">
      <h2 id="order-refunds" className="text-lg font-semibold">
        Refunds
      </h2>
      {owed ? (
        <p className="text-sm font-semibold text-red-800">
          A payment on this order is due for a refund. Record it here once the money is sent back.
        </p>
      ) : null}
      {refunds.length > 0 ? (
        <ul className="grid gap-2 text-sm">
          {refunds.map((refund) => (
            <li key={refund.id} className="rounded-lg bg-slate-50 px-3 py-2">
              <span className="font-semibold">{formatLKR(refund.amount)}</span>{' '}
              {REFUND_METHOD_LABELS[refund.method].toLowerCase()},{' '}
              {refundDayWords(refund.refundedOn)}
              {refund.reference ? ` · reference ${refund.reference}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No refunds recorded.</p>
      )}
      <CreditNoteButtons orderId={order.id} refunds={refunds} />
      {owner ? (
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-3 sm:grid-cols-2"
          aria-label="Record a refund"
        >
          <TextField
            label="Amount refunded (LKR)"
            name="amount"
            inputMode="decimal"
            value={fields.amount}
            onChange={set('amount')}
            error={errors.amount}
          />
          <Field
            label="Refunded by"
            error={errors.method}
            control={({ id, describedBy }) => (
              <select
                id={id}
                aria-describedby={describedBy}
                className={`${inputClass} min-h-11`}
                value={fields.method}
                onChange={set('method')}
              >
                {REFUND_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {REFUND_METHOD_LABELS[method]}
                  </option>
                ))}
              </select>
            )}
          />
          <TextField
            label="Reference"
            name="reference"
            value={fields.reference}
            onChange={set('reference')}
            error={errors.reference}
            hint="The gateway's or the bank's; may be empty"
          />
          <TextField
            label="Date refunded"
            name="refundedOn"
            type="date"
            value={fields.refundedOn}
            onChange={set('refundedOn')}
            error={errors.refundedOn}
          />
          {errors.form ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errors.form}
            </p>
          ) : null}
          <div className="sm:col-span-2">
            <button type="submit" className={`${darkButton} min-h-11`} disabled={record.isPending}>
              {record.isPending ? 'Recording...' : 'Record refund'}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-600">The owner records refunds.</p>
      )}
    </section>
  );
}
