import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { canAnswerQuotation, type Quotation } from '@avstore/core';
import { FormError } from '../../../components/form-fields';
import { useQuotationsT, useQuotationsText } from '../../../i18n/quotations';
import { getErrorMessage } from '../../../lib/api-client';
import {
  acceptQuotation,
  askForChanges,
  quotationKeys,
  quotationQueryOptions,
} from '../api/quotations';
import { QuotationLines } from './quotation-lines';
import { useQuotationState } from './quotation-status';

const button =
  'rounded-lg px-4 py-2.5 font-semibold disabled:opacity-60 ring-1 ring-slate-300 hover:bg-slate-100';

/**
 * The order form the page composes in once a quotation is accepted (the checkout's own);
 * `ordered` is called once its order exists.
 */
export type QuotedOrderSlot = (quotation: Quotation, ordered: () => void) => ReactNode;

/** One quotation of the shopper: accept it, ask for changes, or order it once accepted. */
export function QuotationDetail({ id, orderForm }: { id: string; orderForm: QuotedOrderSlot }) {
  const query = useQuery(quotationQueryOptions(id));
  const client = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useQuotationsT();
  const known = useQuotationsText();
  const state = useQuotationState();
  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.isError) return <FormError message={known(getErrorMessage(query.error))} />;
  const quotation = query.data;

  const act = async (action: () => Promise<Quotation>) => {
    setFailure(undefined);
    setBusy(true);
    try {
      client.setQueryData(quotationKeys.one(id), await action());
      await client.invalidateQueries({ queryKey: quotationKeys.all(), exact: true });
    } catch (error) {
      setFailure(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const answerable = canAnswerQuotation(quotation.status) && !quotation.expired;

  return (
    <section className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-semibold">
        {t('heading', { number: quotation.number, organisation: quotation.organisation })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {state(quotation)}
        {quotation.validUntil ? t('validUntil', { date: quotation.validUntil }) : ''}
      </p>
      {quotation.shopNote ? <p className="mt-3">{quotation.shopNote}</p> : null}
      <QuotationLines quotation={quotation} />
      <FormError message={known(failure)} />
      {answerable ? (
        <button
          type="button"
          disabled={busy}
          className={`${button} mt-4 bg-ink text-white hover:bg-slate-700`}
          onClick={() => void act(() => acceptQuotation(id))}
        >
          {t('accept')}
        </button>
      ) : null}
      {quotation.status === 'accepted'
        ? orderForm(
            quotation,
            () => void client.invalidateQueries({ queryKey: quotationKeys.all() }),
          )
        : null}
      {quotation.status === 'sent' || quotation.status === 'accepted' ? (
        <div className="mt-6">
          <label className="block text-sm font-medium text-slate-800">
            {t('changesLabel')}
            <textarea
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5"
            />
          </label>
          <button
            type="button"
            disabled={busy}
            className={`${button} mt-2`}
            onClick={() => void act(() => askForChanges(id, note))}
          >
            {t('askChanges')}
          </button>
        </div>
      ) : null}
      {quotation.orderId ? (
        <p className="mt-4">
          {t('ordered', { number: quotation.orderId.slice(0, 8).toUpperCase() })}
        </p>
      ) : null}
    </section>
  );
}
