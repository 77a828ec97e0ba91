import type { QuotationStatus } from '@avstore/core';

/** Each status as the shopper and the shop read it. */
export const QUOTATION_STATUS_LABELS: Record<QuotationStatus, string> = {
  requested: 'Requested',
  sent: 'Ready to accept',
  changes_requested: 'Changes asked',
  accepted: 'Accepted',
  ordered: 'Ordered',
  withdrawn: 'Withdrawn',
};
