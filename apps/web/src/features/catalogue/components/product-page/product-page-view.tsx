import { PICTURE_SIZES, type Product, type ProductPage } from '@avstore/core';
import { PageTitle } from '../../../../components/page-title';
import { OfferSummary } from '../offer-summary';
import { ProductGallery } from '../product-gallery';
import type { PromoProps } from '../promo-button';
import { useCatalogueT } from '../../../../i18n/catalogue';
import { useCategoryName } from '../../../../i18n/common';
import { warrantyWords } from '../../words';
import { AskOnWhatsApp } from './ask-on-whatsapp';
import { Breadcrumbs } from './breadcrumbs';
import { BuyBox } from './buy-box';
import { RelatedProducts } from './related-products';
import { Specifications } from './specifications';

export interface ProductPageViewProps extends PromoProps {
  page: ProductPage;
  /** The page's own address, for the WhatsApp message. */
  url: string;
  whatsapp: string | null | undefined;
  maxLineQuantity: number;
  onAdd: (product: Product, quantity: number) => void;
}

/**
 * A product's own page (issue #16): everything the Shop's modal shows, and its specifications,
 * warranty, breadcrumbs and related products. The server renders it to HTML with the same
 * components, and the browser hydrates it.
 */
export function ProductPageView({
  page,
  url,
  whatsapp,
  maxLineQuantity,
  onAdd,
  ...promo
}: ProductPageViewProps) {
  const { sku, specs, warranty, updatedAt: _updatedAt, ...product } = page.product;
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <PageTitle title={product.name} />
      <Breadcrumbs category={product.category} name={product.name} />
      <div className="mt-4 grid gap-6 md:mt-6 md:grid-cols-2 md:gap-10">
        <ProductGallery
          pictures={product.pictures}
          name={product.name}
          sizes={PICTURE_SIZES.productPage}
        />
        <div className="flex min-w-0 flex-col gap-3 md:gap-4">
          {product.brand ? (
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {product.brand}
            </p>
          ) : null}
          <h1 className="text-2xl font-bold leading-tight md:text-3xl">{product.name}</h1>
          <p className="text-sm text-slate-600">{categoryName(product.category)}</p>
          <OfferSummary product={product} />
          {warranty ? <p className="text-sm text-slate-700">{warrantyWords(t, warranty)}</p> : null}
          <BuyBox product={product} maxLineQuantity={maxLineQuantity} onAdd={onAdd} {...promo} />
          <AskOnWhatsApp number={whatsapp} name={product.name} url={url} />
        </div>
      </div>
      <section aria-labelledby="description" className="mt-10 max-w-3xl">
        <h2 id="description" className="text-xl font-bold">
          {t('description')}
        </h2>
        <p className="mt-3 whitespace-pre-line text-slate-700">{product.description}</p>
      </section>
      <Specifications sku={sku} specs={specs} />
      <RelatedProducts products={page.related} />
    </main>
  );
}
