import { queryOptions } from '@tanstack/react-query';
import type { Quotation, UpdateQuotationRequest } from '@avstore/core';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const adminQuotationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.quotations(),
    queryFn: ({ signal }) => api<{ quotations: Quotation[] }>('/admin/quotations', { signal }),
  });

export const adminQuotationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.quotation(id),
    queryFn: ({ signal }) => api<Quotation>(`/admin/quotations/${id}`, { signal }),
  });

export const saveQuotation = (id: string, body: UpdateQuotationRequest) =>
  api<Quotation>(`/admin/quotations/${id}`, { method: 'PUT', body });

export const sendQuotation = (id: string) =>
  api<Quotation>(`/admin/quotations/${id}/send`, { method: 'POST' });
