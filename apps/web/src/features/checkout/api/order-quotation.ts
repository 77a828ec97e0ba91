import type { CheckoutFormData, CreateOrderResponse } from '@avstore/core';
import { api } from '../../../lib/api-client';

/** The order of an accepted quotation, at its prices: the checkout's fields alone are sent. */
export const orderQuotation = (quotationId: string, checkout: CheckoutFormData) =>
  api<CreateOrderResponse>(`/quotations/${quotationId}/order`, { method: 'POST', body: checkout });
