import { methodLabel } from '@avstore/core';
import { useOrdersT } from '../../i18n/orders';

const METHODS = ['card', 'koko', 'cash', 'bank_transfer', 'delivery', 'pickup'] as const;

/** A payment or delivery method as core's methodLabel says it, in the page's language. */
export function useMethodName(): (method: string | null | undefined) => string {
  const t = useOrdersT();
  return (method) => {
    if (!method) return t('na');
    const known = METHODS.find((m) => m === method.toLowerCase());
    return known ? t(`label.${known}`) : methodLabel(method);
  };
}
