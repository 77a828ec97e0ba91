import { formatCents, toCents, type Quotation } from '@avstore/core';

/** A quotation's lines and total, as the PDF lists them. */
export function QuotationLines({ quotation }: { quotation: Quotation }) {
  return (
    <table className="mt-4 w-full text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th className="py-2">Item</th>
          <th className="py-2 text-right">Qty</th>
          <th className="py-2 text-right">Unit price</th>
          <th className="py-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {quotation.lines.map((line, i) => (
          <tr key={i}>
            <td className="py-2">{line.name}</td>
            <td className="py-2 text-right">{line.quantity}</td>
            <td className="py-2 text-right">{formatCents(toCents(line.unitPrice))}</td>
            <td className="py-2 text-right">
              {formatCents(toCents(line.unitPrice) * line.quantity)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <td className="py-2" colSpan={3}>
            Total
          </td>
          <td className="py-2 text-right">{formatCents(toCents(quotation.total))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
