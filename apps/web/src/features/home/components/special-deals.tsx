import { Link } from 'react-router';
import { productPath } from '@avstore/core';

/**
 * The deal's own page: the demo catalogue's LD Systems ANNY 10 (the seed's SPECIAL_DEAL_NAME),
 * whose slug the database makes from its brand and name. A renamed product's old address
 * redirects to its new one.
 */
export const SPECIAL_DEAL_PATH = productPath('ld-systems-anny-10');

/** The Special Deals block (docs/product.md §2): the portable 250-watt battery speaker. */
export function SpecialDeals() {
  return (
    <section
      aria-labelledby="special-deals"
      className="overflow-hidden rounded-2xl bg-ink text-white shadow"
    >
      <div className="grid items-center gap-6 p-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-500">
            Special Deals
          </p>
          <h2 id="special-deals" className="mt-2 text-3xl font-bold">
            A 250-watt PA that runs on battery
          </h2>
          <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-200">
            <li>Portable 250 W speaker with a built-in rechargeable battery</li>
            <li>Digital mixer on board, controlled from an app</li>
            <li>Bluetooth audio streaming</li>
            <li>Wireless microphone option</li>
          </ul>
          <p className="mt-4 text-slate-200">
            Sign in and use code <strong className="text-brand-500">SPECIAL10</strong> for 10% off.
          </p>
          <Link
            to={SPECIAL_DEAL_PATH}
            className="mt-6 inline-block rounded-lg bg-brand-500 px-5 py-2.5 font-semibold text-ink hover:bg-brand-600"
          >
            Shop Now
          </Link>
        </div>
        {/* A file rather than inline SVG: Home's script is part of the first load's budget. */}
        <img
          src="/categories/portable-speakers.svg"
          alt=""
          width={120}
          height={92}
          loading="lazy"
          className="mx-auto h-56 w-auto"
        />
      </div>
    </section>
  );
}
