import type { Quotation } from '@avstore/core';
import { useQuotationsT } from '../../../i18n/quotations';

/** A quotation's state as the shopper reads it, in the page's language: 'Ready to accept'. */
export function useQuotationState(): (quotation: Pick<Quotation, 'status' | 'expired'>) => string {
  const t = useQuotationsT();
  return (quotation) => (quotation.expired ? t('expired') : t(`status.${quotation.status}`));
}
