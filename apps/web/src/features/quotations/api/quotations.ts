import { queryOptions } from '@tanstack/react-query';
import type { CreateQuotationRequest, Quotation } from '@avstore/core';
import { pageLanguage } from '../../../i18n/language';
import { api } from '../../../lib/api-client';

/** The shopper's quotation keys: kept here, as nothing outside quotations reads them. */
export const quotationKeys = {
  all: () => ['quotations'] as const,
  one: (id: string) => ['quotations', 'one', id] as const,
};

export const myQuotationsQueryOptions = () =>
  queryOptions({
    queryKey: quotationKeys.all(),
    queryFn: ({ signal }) => api<{ quotations: Quotation[] }>('/quotations', { signal }),
  });

export const quotationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: quotationKeys.one(id),
    queryFn: ({ signal }) => api<Quotation>(`/quotations/${id}`, { signal }),
  });

/**
 * Asked for in the page's language: the quotation's mails and PDF are in it. English, the
 * server's default, is left out.
 */
export function requestQuotation(body: CreateQuotationRequest) {
  const language = pageLanguage();
  return api<Quotation>('/quotations', {
    method: 'POST',
    body: language === 'en' ? body : { ...body, language },
  });
}

export const acceptQuotation = (id: string) =>
  api<Quotation>(`/quotations/${id}/accept`, { method: 'POST' });

export const askForChanges = (id: string, note: string) =>
  api<Quotation>(`/quotations/${id}/changes`, { method: 'POST', body: { note } });
