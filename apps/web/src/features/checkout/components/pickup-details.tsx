import { usePublicConfig } from '../../../config/public-config';

/**
 * Where and when a pickup order is collected, shown as soon as store pickup is chosen: the
 * shopper knows before ordering (docs/product.md §2 Checkout). The shop's SHOP_ADDRESS and
 * SHOP_HOURS, as the success page shows them.
 */
export function PickupDetails() {
  const config = usePublicConfig().data;
  if (!config) return null;
  return (
    <section
      aria-labelledby="pickup-store"
      className="rounded-xl bg-brand-50 p-4 text-sm ring-1 ring-brand-100"
    >
      <h2 id="pickup-store" className="font-semibold">
        Collect your order from our store
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">Store</dt>
        <dd>{config.shopAddress}</dd>
        <dt className="text-slate-600">Opening hours</dt>
        <dd>{config.shopHours}</dd>
      </dl>
      <p className="mt-2 text-slate-700">Bring your order reference when you come.</p>
    </section>
  );
}
