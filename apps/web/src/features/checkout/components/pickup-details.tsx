import { usePublicConfig } from '../../../config/public-config';
import { useCheckoutT } from '../../../i18n/checkout';

/**
 * Where and when a pickup order is collected, shown as soon as store pickup is chosen: the
 * shopper knows before ordering (docs/product.md §2 Checkout). The shop's SHOP_ADDRESS and
 * SHOP_HOURS, as the success page shows them.
 */
export function PickupDetails() {
  const config = usePublicConfig().data;
  const t = useCheckoutT();
  if (!config) return null;
  return (
    <section
      aria-labelledby="pickup-store"
      className="rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100"
    >
      <h2 id="pickup-store" className="font-semibold">
        {t('pickup.title')}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('pickup.store')}</dt>
        <dd>{config.shopAddress}</dd>
        <dt className="text-slate-600">{t('pickup.hours')}</dt>
        <dd>{config.shopHours}</dd>
      </dl>
      <p className="mt-2 text-slate-700">{t('pickup.bring')}</p>
    </section>
  );
}
