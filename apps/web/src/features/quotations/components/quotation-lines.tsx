import { formatCentsIn, toCents, type Quotation } from '@avstore/core';
import { useScreenLanguage } from '../../../i18n/common';
import { useQuotationsT } from '../../../i18n/quotations';

const amount = 'whitespace-nowrap py-2 pl-3 text-right';
// On a phone the unit price goes under the item's name, so the name keeps room to be read.
const unitColumn = `${amount} hidden sm:table-cell`;

/** A quotation's lines and total, as the PDF lists them. */
export function QuotationLines({ quotation }: { quotation: Quotation }) {
  const t = useQuotationsT();
  const language = useScreenLanguage();
  const money = (cents: number) => formatCentsIn(language, cents);
  return (
    <table className="mt-4 w-full text-sm">
      <thead>
        <tr className="text-left text-slate-600">
          <th className="py-2">{t('item')}</th>
          <th className={amount}>{t('qty')}</th>
          <th className={unitColumn}>{t('unitPrice')}</th>
          <th className={amount}>{t('amount')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {quotation.lines.map((line, i) => (
          <tr key={i}>
            <td className="py-2">
              {line.name}
              <span className="block text-slate-600 sm:hidden">
                {t('each', { price: money(toCents(line.unitPrice)) })}
              </span>
            </td>
            <td className={amount}>{line.quantity}</td>
            <td className={unitColumn}>{money(toCents(line.unitPrice))}</td>
            <td className={amount}>{money(toCents(line.unitPrice) * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold">
          <td className="py-2" colSpan={2}>
            {t('total')}
          </td>
          <td className={unitColumn} />
          <td className={amount}>{money(toCents(quotation.total))}</td>
        </tr>
      </tfoot>
    </table>
  );
}
