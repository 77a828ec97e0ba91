import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSlip, PaymentSlipList } from '@avstore/core';
import { api, upload, type UploadOptions } from '../lib/api-client';
import { shopKeys } from '../lib/query-keys';

/**
 * A bank-transfer order's payment slips, under its order's keys so that an order's change
 * refreshes them. Kept here, not in lib/query-keys, which the first screen loads: only the pages
 * of an order read slips.
 */
export const paymentSlipsKey = (orderId: string) =>
  [...shopKeys.orders(), 'slips', orderId] as const;

const slipsPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/payment-slips`;

/** A bank-transfer order's payment slips, newest first: its owner's and the shop's to read. */
export const paymentSlipsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentSlipsKey(orderId),
    queryFn: ({ signal }) =>
      api<PaymentSlipList>(slipsPath(orderId), { signal }).then((list) => list.slips),
  });

export function usePaymentSlips(orderId: string, enabled = true) {
  return useQuery({ ...paymentSlipsQueryOptions(orderId), enabled });
}

/** Sends a payment slip (the file as chosen), with its progress. */
export const uploadPaymentSlip = (orderId: string, file: File, options?: UploadOptions) => {
  const body = new FormData();
  body.append('file', file);
  return upload<PaymentSlip>(slipsPath(orderId), body, options);
};

/** Where a slip's file is read (by its order's owner and the shop's staff, with the token). */
export const slipFilePath = (orderId: string, slipId: string) =>
  `/api${slipsPath(orderId)}/${encodeURIComponent(slipId)}/file`;
