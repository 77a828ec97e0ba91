import { Link } from 'react-router';
import { PICTURE_SIZES, type Product } from '@avstore/core';
import { ProductPicture } from '../../../components/product-picture';
import { useHomeT } from '../../../i18n/home';

const RADIUS = 360;
/**
 * A ring of 10 featured products turning once every 20 seconds (docs/product.md §2, §9). It stands still
 * when the shopper prefers reduced motion, and pauses under the pointer or keyboard focus.
 */
export function FeaturedCarousel({ products }: { products: Product[] }) {
  const t = useHomeT();
  const items = products.slice(0, 10);
  if (items.length === 0) return <div className="h-80" aria-hidden="true" />;
  const step = 360 / items.length;
  return (
    <section
      aria-label={t('featured')}
      className="group relative h-80 overflow-hidden [perspective:1200px] sm:h-96"
    >
      <ul
        className="absolute left-1/2 top-1/2 h-44 w-36 -translate-x-1/2 -translate-y-1/2 [transform-style:preserve-3d] sm:h-52 sm:w-44 motion-safe:animate-[carousel-spin_20s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused]"
        style={{ transform: `translateZ(-${RADIUS}px)` }}
      >
        {items.map((product, index) => (
          <li
            key={product.id}
            className="absolute inset-0 [backface-visibility:hidden]"
            style={{ transform: `rotateY(${index * step}deg) translateZ(${RADIUS}px)` }}
          >
            <Link
              to={`/shop?product=${product.id}`}
              className="block h-full overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200"
            >
              <ProductPicture
                picture={product.pictures[0]}
                alt={product.name}
                sizes={PICTURE_SIZES.homeRing}
                width={176}
                height={208}
                className="h-full w-full"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
