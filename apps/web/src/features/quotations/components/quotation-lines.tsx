import { formatCents, toCents, type Quotation } from '@avstore/core';

const amount = 'whitespace-nowrap py-2 pl-3 text-right';
// On a phone the unit price goes under the item's name, so the name keeps room to be read.
const unitColumn = `${amount} hidden sm:table-cell`;

/** A quotation's lines and total, as the PDF lists them. */
export function QuotationLines({ quotation }: { quotation: Quotation }) {
  return (
    <table className="mt-4 w-full text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th className="py-2">Item</th>
          <th className={amount}>Qty</th>
          <th className={unitColumn}>Unit price</th>
          <th className={amount}>Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {quotation.lines.map((line, i) => (
          <tr key={i}>
            <td className="py-2">
              {line.name}
              <span className="block text-slate-600 sm:hidden">
                {formatCents(toCents(line.unitPrice))} each
              </span>
            </td>
            <td className={amount}>{line.quantity}</td>
            <td className={unitColumn}>{formatCents(toCents(line.unitPrice))}</td>
            <td className={amount}>{formatCents(toCents(line.unitPrice) * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <td className="py-2" colSpan={2}>
            Total
          </td>
          <td className={unitColumn} />
          <td className={amount}>{formatCents(toCents(quotation.total))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
