import { Link } from 'react-router';
import { PICTURE_SIZES, productPath, type Product } from '@avstore/core';
import { Price } from '../../../../components/price';
import { ProductPicture } from '../../../../components/product-picture';
import { StockBadge } from '../stock-badge';
import { useCatalogueT } from '../../../../i18n/catalogue';

/** A few products of the same category, then of the same brand, each a link to its page. */
export function RelatedProducts({ products }: { products: Product[] }) {
  const t = useCatalogueT();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related" className="mt-12">
      <h2 id="related" className="text-xl font-bold">
        {t('related')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={productPath(product.slug)}
              className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              <ProductPicture
                picture={product.pictures[0]}
                alt=""
                sizes={PICTURE_SIZES.relatedCard}
                width={600}
                height={600}
                className="aspect-square w-full"
              />
              {/* A div, not a span: the price is a paragraph, which a span may not hold. */}
              <div className="flex flex-1 flex-col items-start gap-2 p-3">
                <span className="text-sm font-semibold leading-snug group-hover:underline sm:text-base">
                  {product.name}
                </span>
                <Price product={product} />
                <StockBadge stock={product.stock} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
