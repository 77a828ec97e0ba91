import { useCommonT } from '../i18n/common';

const MARKS = [
  ['VISA', 'font-black italic text-[#1a1f71]'],
  ['Mastercard', 'text-red-700'],
  ['KOKO', 'font-black text-[#6d28d9]'],
  ['cash', ''],
] as const;

/**
 * The ways to pay as small marks: card (Visa, Mastercard), KOKO instalments, cash on delivery,
 * and bank transfer once the shop has given its account. Words in the brands' colours: no
 * download, no licence, nothing to load on every page.
 */
export function PaymentMarks({ bankTransfer = false }: { bankTransfer?: boolean }) {
  const t = useCommonT();
  const marks = bankTransfer ? [...MARKS, ['bankTransfer', ''] as const] : MARKS;
  return (
    <ul aria-label={t('waysToPay')} className="flex flex-wrap gap-2 text-xs font-semibold">
      {marks.map(([name, look]) => (
        <li key={name} className={`rounded-md bg-white px-2 py-1 text-slate-800 ${look}`}>
          {/* The brands' names are theirs in every language. */}
          {name === 'cash' || name === 'bankTransfer' ? t(name) : name}
        </li>
      ))}
    </ul>
  );
}
