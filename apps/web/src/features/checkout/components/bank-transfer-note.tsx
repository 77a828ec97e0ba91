import { durationWords } from '@avstore/core';
import { BankDetails, bankLineWords } from '../../../components/bank-details';
import { usePublicConfig } from '../../../config/public-config';
import { useCheckoutT } from '../../../i18n/checkout';

/**
 * What paying by bank transfer means, shown as soon as it is chosen: the shop's account, and that
 * the reference to quote and the slip's upload come with the order (docs/product.md §2 Checkout).
 */
export default function BankTransferNote() {
  const config = usePublicConfig().data;
  const t = useCheckoutT();
  if (!config?.bank) return null;
  return (
    <section
      aria-labelledby="bank-transfer-note"
      className="space-y-3 rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100"
    >
      <h2 id="bank-transfer-note" className="font-semibold">
        {t('bank.title')}
      </h2>
      <p className="text-slate-700">
        {t('bank.text', { duration: durationIn(t, config.bankTransferHoldMs) })}
      </p>
      <BankDetails bank={config.bank} words={bankLineWords(t)} />
    </section>
  );
}

const UNITS = ['day', 'hour', 'minute', 'second'] as const;

/** core's durationWords ('3 days') in the page's language, by the unit it chose. */
function durationIn(t: ReturnType<typeof useCheckoutT>, ms: number): string {
  const [count, unit] = durationWords(ms).replace(/s$/, '').split(' ');
  const known = UNITS.find((u) => u === unit);
  return known ? t(`duration.${known}`, { count: Number(count) }) : durationWords(ms);
}
