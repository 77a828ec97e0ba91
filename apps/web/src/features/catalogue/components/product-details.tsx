import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { productPath, type Product } from '@avstore/core';
import { Modal } from '../../../components/modal';
import { useCatalogueT } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/language';
import { productPageQueryOptions } from '../api/get-product-page';
import { useCategoryName } from '../../../i18n/common';
import { ProductGallery } from './product-gallery';
import { OfferSummary } from './offer-summary';
import { PromoButton, type PromoProps } from './promo-button';

interface ProductDetailsProps extends PromoProps {
  product: Product | undefined;
  onClose: () => void;
  onAdd: (product: Product) => void;
}

/** The product details modal (docs/product.md §2), opened from a card or a shared ?product= link. */
export function ProductDetails({ product, onClose, onAdd, ...promo }: ProductDetailsProps) {
  return (
    <Modal
      open={product !== undefined}
      title={product?.name ?? ''}
      onClose={onClose}
      width="max-w-3xl"
    >
      {product ? <Details product={product} onAdd={onAdd} {...promo} /> : null}
    </Modal>
  );
}

function Details({
  product,
  onAdd,
  ...promo
}: { product: Product; onAdd: (product: Product) => void } & PromoProps) {
  const soldOut = product.stock <= 0;
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  const description = useDescriptionInLanguage(product);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ProductGallery key={product.id} pictures={product.pictures} name={product.name} />
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-500">
          {categoryName(product.category)}
        </p>
        <OfferSummary product={product} />
        <p className="whitespace-pre-line text-slate-700">{description}</p>
        <Link
          to={productPath(product.slug)}
          className="self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('viewFull')}
          <span className="sr-only">{t('viewFullOf', { name: product.name })}</span>
        </Link>
        <PromoButton product={product} {...promo} />
        <button
          type="button"
          disabled={soldOut}
          onClick={() => onAdd(product)}
          className="mt-auto rounded-lg bg-ink px-4 py-3 font-semibold text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
        >
          {t(soldOut ? 'outOfStock' : 'addToCart')}
        </button>
      </div>
    </div>
  );
}

/**
 * The description in the page's language: the Shop's list carries the English one, so a Sinhala
 * or Tamil page asks for the product's page (which View full details then opens at once), and
 * shows English until it comes or where the owner wrote none.
 */
function useDescriptionInLanguage(product: Product): string {
  const english = useLanguage() === 'en';
  const page = useQuery({ ...productPageQueryOptions(product.slug), enabled: !english });
  return (!english && page.data?.product.description) || product.description;
}
