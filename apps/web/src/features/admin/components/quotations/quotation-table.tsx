import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatCents, toCents } from '@avstore/core';
import { FormError } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { adminQuotationsQueryOptions } from '../../api/quotations';
import { card, linkClass, PageHeader } from '../ui';

/** The shop's quotations, newest first. */
export function QuotationTable() {
  const query = useQuery(adminQuotationsQueryOptions());
  return (
    <>
      <PageHeader title="Quotations" description="Requests from organisations, newest first." />
      {query.isPending ? <p>Loading…</p> : null}
      {query.isError ? <FormError message={getErrorMessage(query.error)} /> : null}
      {query.data?.quotations.length === 0 ? (
        <p className={`${card} p-10 text-center text-slate-600`}>No quotations yet.</p>
      ) : null}
      {query.data?.quotations.length ? (
        <table className={`${card} w-full text-sm`}>
          <thead>
            <tr className="text-left text-slate-600">
              <th className="p-3">Quotation</th>
              <th className="p-3">Organisation</th>
              <th className="p-3">Status</th>
              <th className="p-3 text-right">Total</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {query.data.quotations.map((q) => (
              <tr key={q.id}>
                <td className="p-3">
                  <Link to={`/admin/quotations/${q.id}`} className={linkClass}>
                    {q.number}
                  </Link>
                </td>
                <td className="p-3">{q.organisation}</td>
                <td className="p-3">{q.expired ? 'expired' : q.status.replace('_', ' ')}</td>
                <td className="p-3 text-right">{formatCents(toCents(q.total))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
