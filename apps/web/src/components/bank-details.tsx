import { bankDetailLines, type BankDetails as Bank } from '@avstore/core';

type BankLine = 'Bank' | 'Branch' | 'Account name' | 'Account number' | 'Reference';
export type BankLineWords = Record<BankLine, string>;

/** The labels from a screen's namespace, which holds them as bankLine.*. */
export const bankLineWords = (t: (key: BankLineKey) => string): BankLineWords => ({
  Bank: t('bankLine.bank'),
  Branch: t('bankLine.branch'),
  'Account name': t('bankLine.accountName'),
  'Account number': t('bankLine.accountNumber'),
  Reference: t('bankLine.reference'),
});

type BankLineKey =
  | 'bankLine.bank'
  | 'bankLine.branch'
  | 'bankLine.accountName'
  | 'bankLine.accountNumber'
  | 'bankLine.reference';

/**
 * The shop's account for a bank transfer, as the settings hold it, and with an order the
 * reference to quote: the same lines at checkout, on the success page and in the order history.
 */
export function BankDetails({
  bank,
  reference,
  words,
}: {
  bank: Bank;
  reference?: string;
  /** The labels in the page's language, by core's English; English when not given. */
  words?: BankLineWords;
}) {
  const lines = bankDetailLines(bank);
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
      {[...lines, ...(reference ? [['Reference', reference] as const] : [])].map(
        ([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{words?.[label as BankLine] ?? label}</dt>
            <dd className="mb-1 break-words font-semibold text-ink sm:mb-0">{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
