import { Link } from 'react-router';
import { featuredDeals, PICTURE_SIZES, productPath, type Product } from '@avstore/core';
import { Price } from '../../../components/price';
import { ProductPicture } from '../../../components/product-picture';
import { useHomeT } from '../../../i18n/home';

/**
 * The deals a 360-412 px phone shows whole in its first screen: the page's largest paint there, so
 * they load at once and first rather than lazily once laid out (Lighthouse's LCP on Home).
 */
const FIRST_SCREEN = 2;

/**
 * The featured products with their prices, reduced ones first, in a row that scrolls sideways:
 * on a phone, deals and prices in the first screen rather than under a title and a ring.
 */
export function FeaturedDeals({ products }: { products: Product[] }) {
  const t = useHomeT();
  if (products.length === 0) return null;
  const deals = featuredDeals(products);
  return (
    <section aria-labelledby="featured-deals">
      <h2 id="featured-deals" className="text-lg font-bold sm:text-xl">
        {t('deals')}
      </h2>
      {/* relative: the price's screen-reader words stay inside the scrolling row, not past the page. */}
      <ul className="no-scrollbar relative -mx-4 mt-2 flex gap-3 overflow-x-auto px-4 pb-2">
        {deals.map((product, index) => (
          <li key={product.id} className="w-40 shrink-0">
            <Link
              to={productPath(product.slug)}
              className="flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 hover:ring-brand-500"
            >
              <ProductPicture
                picture={product.pictures[0]}
                alt=""
                sizes={PICTURE_SIZES.homeDeal}
                width={160}
                height={120}
                className="aspect-[4/3] w-full"
                priority={index < FIRST_SCREEN}
              />
              <div className="flex flex-1 flex-col gap-1 p-2">
                <span className="line-clamp-2 text-sm font-semibold leading-snug">
                  {product.name}
                </span>
                <Price product={product} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
