import { bankDetailLines, type BankDetails as Bank } from '@avstore/core';

/**
 * The shop's account for a bank transfer, as the settings hold it, and with an order the
 * reference to quote: the same lines at checkout, on the success page and in the order history.
 */
export function BankDetails({ bank, reference }: { bank: Bank; reference?: string }) {
  const lines = bankDetailLines(bank);
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
      {[...lines, ...(reference ? [['Reference', reference] as const] : [])].map(
        ([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mb-1 break-words font-semibold text-ink sm:mb-0">{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
