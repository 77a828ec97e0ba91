import { useCatalogueT } from '../../../../i18n/catalogue';

/**
 * 'Ask about this product': WhatsApp with the shop's number and a message naming the product
 * and its link, which is how most shoppers here ask about gear. Nothing when the shop has no
 * number (SHOP_WHATSAPP).
 */
export function AskOnWhatsApp({
  number,
  name,
  url,
}: {
  number: string | null | undefined;
  name: string;
  url: string;
}) {
  const t = useCatalogueT();
  if (!number) return null;
  const text = t('askText', { name, url });
  return (
    <a
      href={`https://wa.me/${number}?${new URLSearchParams({ text }).toString()}`}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-600 hover:bg-emerald-50"
    >
      {t('ask')}
      <span className="sr-only">{t('askOn')}</span>
    </a>
  );
}
