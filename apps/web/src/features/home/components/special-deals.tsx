import { Link } from 'react-router';
import { productPath } from '@avstore/core';
import { Price } from '../../../components/price';
import { ProductPicture } from '../../../components/product-picture';
import { useSpecialDeal } from '../api/get-special-deal';
import { useHomeT } from '../../../i18n/home';

/** The picture's slot: half the block from md, the block's width on a phone. */
const SIZES = '(min-width: 768px) 420px, calc(100vw - 32px)';

/**
 * The Special Deals block (docs/product.md §2): the product chosen in the back office with its
 * words, or the next featured product in stock (the server chooses, GET /api/content/special-deal).
 * Nothing while it is loading or when the shop has no product to show.
 */
export function SpecialDeals() {
  const deal = useSpecialDeal().data;
  const t = useHomeT();
  if (!deal?.product) return null;
  const { product, title, points, note } = deal;
  return (
    <section
      aria-labelledby="special-deals"
      className="overflow-hidden rounded-2xl bg-ink text-white shadow"
    >
      <div className="grid items-center gap-6 p-6 sm:p-8 md:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-500">
            {t('specialDeals')}
          </p>
          <h2 id="special-deals" className="mt-2 text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
          {title !== product.name ? <p className="mt-1 text-slate-300">{product.name}</p> : null}
          {points.length > 0 ? (
            <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-200">
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 [&_*]:!text-white">
            <Price product={product} />
          </div>
          {note ? <p className="mt-4 text-slate-200">{note}</p> : null}
          <Link
            to={productPath(product.slug)}
            className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-500 px-5 py-2.5 font-semibold text-ink hover:bg-brand-600"
          >
            {t('shopNow')}
          </Link>
        </div>
        <ProductPicture
          picture={product.pictures[0]}
          alt=""
          sizes={SIZES}
          width={420}
          height={315}
          className="mx-auto aspect-[4/3] w-full max-w-md rounded-xl"
        />
      </div>
    </section>
  );
}
