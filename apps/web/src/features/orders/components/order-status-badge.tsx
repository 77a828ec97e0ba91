import { capitalise, statusBadge } from '@avstore/core';
import { Pill } from '../../../components/badge';
import { useOrdersT, useOrdersText } from '../../../i18n/orders';

/** The shared StatusBadge's colour and word, the word in the page's language. */
export function OrderStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useOrdersT();
  const known = useOrdersText();
  const badge = statusBadge(status);
  return (
    <Pill tone={badge.tone}>{status ? known(capitalise(badge.label)) : t('status.unknown')}</Pill>
  );
}
