import { useState, type FormEvent } from 'react';
import { CreateQuotationRequestSchema, type CreateQuotationRequest } from '@avstore/core';
import { FormError, primaryButton, TextField } from '../../../components/form-fields';
import { useQuotationsT, useQuotationsText } from '../../../i18n/quotations';
import { getErrorMessage } from '../../../lib/api-client';
import { requestQuotation } from '../api/quotations';

type Fields = 'organisation' | 'vatNumber' | 'purchaseOrderRef' | 'note';

/**
 * The cart turned into a request for the shop's prices (docs/product.md §11 "Quotations"): the
 * organisation, its VAT number and purchase-order reference, and a note.
 */
export function RequestQuotationForm({
  items,
  onRequested,
}: {
  items: CreateQuotationRequest['items'];
  onRequested: (id: string) => void;
}) {
  const [values, setValues] = useState<Record<Fields, string>>({
    organisation: '',
    vatNumber: '',
    purchaseOrderRef: '',
    note: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = useQuotationsT();
  const known = useQuotationsText();
  const set = (field: Fields) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const body = { ...values, items };
    const parsed = CreateQuotationRequestSchema.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Fields | 'items';
        if (field === 'items') setFailure(issue.message);
        else found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onRequested((await requestQuotation(body)).id);
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Exclude<Fields, 'note'>, label: string, autoComplete?: string) => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={set(name)}
      error={known(errors[name])}
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
      {field('organisation', t('organisation'), 'organization')}
      {field('vatNumber', t('vatNumber'))}
      {field('purchaseOrderRef', t('purchaseOrderRef'))}
      <label className="block text-sm font-medium text-slate-800">
        {t('note')}
        <textarea
          name="note"
          rows={4}
          value={values.note}
          onChange={set('note')}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5"
        />
      </label>
      {errors.note ? <p className="text-sm text-red-700">{known(errors.note)}</p> : null}
      <FormError message={known(failure)} />
      <button type="submit" disabled={busy} className={primaryButton}>
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
