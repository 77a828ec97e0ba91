import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { pathInLanguage, productPath, type Product } from '@avstore/core';
import { usePublicConfig } from '../../config/public-config';
import { useProductPage } from '../../features/catalogue/api/get-product-page';
import { ProductPageView } from '../../features/catalogue/components/product-page/product-page-view';
import { addProduct } from '../../features/cart/cart-actions';
import { useCart } from '../../features/cart/cart-store';
import { useAppliedPromoIds } from '../../features/promos/use-applied-promos';
import { usePromoFlow } from '../use-promo-flow';
import { CompareBar } from '../../features/catalogue/components/compare-bar';
import { useCatalogueT } from '../../i18n/catalogue';
import { useCommonT } from '../../i18n/common';
import { useLanguage } from '../../i18n/language';
import { Component as NotFound } from './not-found';

/** A product's own page, /product/<slug>: server-rendered, then hydrated here (issue #16). */
export function Component() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const result = useProductPage(slug);
  const config = usePublicConfig().data;
  const applied = useAppliedPromoIds(useCart());
  const { onPromo, modal } = usePromoFlow();
  const t = useCatalogueT();
  const common = useCommonT();
  const language = useLanguage();
  const onAdd = useCallback(
    (product: Product, quantity: number) => void addProduct(product, undefined, quantity),
    [],
  );
  const current = result.data?.product.slug;
  // An old link of a renamed product: the address becomes the current one.
  useEffect(() => {
    if (current && current !== slug)
      void navigate({ ...location, pathname: productPath(current) }, { replace: true });
  }, [current, slug, location, navigate]);

  if (result.data === null) return <NotFound />;
  if (result.isError) {
    return (
      <main className="mx-auto max-w-xl px-4 py-20 text-center">
        <p role="alert">{result.error.message}</p>
        <button
          type="button"
          onClick={() => void result.refetch()}
          className="mt-4 font-semibold text-brand-700 underline"
        >
          {t('tryAgain')}
        </button>
      </main>
    );
  }
  if (!result.data) return <p className="sr-only">{common('loading')}</p>;
  const page = result.data;
  return (
    <>
      <ProductPageView
        page={page}
        url={`${config?.publicUrl ?? ''}${pathInLanguage(language, productPath(page.product.slug))}`}
        whatsapp={config?.whatsapp}
        maxLineQuantity={config?.maxLineQuantity ?? 1}
        onAdd={onAdd}
        onPromo={onPromo}
        promoApplied={applied.has(page.product.id)}
      />
      {modal}
      <CompareBar />
    </>
  );
}
