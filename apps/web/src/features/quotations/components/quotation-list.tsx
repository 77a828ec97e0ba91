import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatCentsIn, toCents } from '@avstore/core';
import { FormError } from '../../../components/form-fields';
import { useScreenLanguage } from '../../../i18n/common';
import { useQuotationsT, useQuotationsText } from '../../../i18n/quotations';
import { getErrorMessage } from '../../../lib/api-client';
import { myQuotationsQueryOptions } from '../api/quotations';
import { useQuotationState } from './quotation-status';

/** The shopper's quotations, newest first. */
export function QuotationList() {
  const query = useQuery(myQuotationsQueryOptions());
  const t = useQuotationsT();
  const known = useQuotationsText();
  const state = useQuotationState();
  const language = useScreenLanguage();
  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.isError) return <FormError message={known(getErrorMessage(query.error))} />;
  const { quotations } = query.data;
  if (quotations.length === 0) return <p className="mt-6 text-slate-600">{t('none')}</p>;
  return (
    <ul className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {quotations.map((q) => (
        <li key={q.id} className="flex items-center justify-between gap-4 p-4">
          <Link
            to={`/account/quotations/${q.id}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            {q.number} · {q.organisation}
          </Link>
          <span className="text-sm text-slate-600">
            {state(q)} · {formatCentsIn(language, toCents(q.total))}
          </span>
        </li>
      ))}
    </ul>
  );
}
