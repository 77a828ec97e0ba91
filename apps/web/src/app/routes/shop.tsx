import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { useProducts } from '../../features/catalogue/api/get-products';
import { CategoryBar } from '../../features/catalogue/components/category-bar';
import { ShopProducts } from '../../features/catalogue/components/shop-products';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { useShopFilters } from '../../features/catalogue/use-shop-filters';
import { addProduct, useCart } from '../../features/cart/cart-store';
import { useAppliedPromoIds } from '../../features/promos/use-applied-promos';
import { useSignedIn } from '../../lib/use-signed-in';
import { loadRoute } from '../../lib/lazy-route';
import { shopKeys } from '../../lib/query-keys';

// Only a signed-in shopper who asks for a promo needs the form and its checks.
const PromoModal = lazy(() =>
  loadRoute(
    () => import('../../features/promos/components/promo-modal'),
    () => undefined,
  ).then((m) => ({ default: m.PromoModal })),
);

export function Component() {
  const products = useProducts();
  const filters = useShopFilters();
  const open = filters.productId
    ? products.data?.find((p) => p.id === filters.productId)
    : undefined;
  const onAdd = useCallback((product: Product) => void addProduct(product), []);
  const applied = useAppliedPromoIds(useCart());
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [promoFor, setPromoFor] = useState<Product>();
  // Mounted from the first promo on, so that closing it gives focus back to its button.
  const [promoWanted, setPromoWanted] = useState(false);
  // docs/product.md §5: a visitor who wants a promo is sent to sign in first.
  const onPromo = useCallback(
    (product: Product) => {
      if (!signedIn) return void navigate('/login');
      setPromoWanted(true);
      setPromoFor(product);
    },
    [signedIn, navigate, setPromoFor, setPromoWanted],
  );

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={filters.category ?? 'Shop'} />
      <h1 className="text-3xl font-bold">Shop</h1>
      <div className="mt-6">
        <CategoryBar active={filters.category} onSelect={filters.setCategory} />
      </div>
      <ShopProducts
        products={products.data}
        isPending={products.isPending}
        isError={products.isError}
        onRetry={() => void products.refetch()}
        category={filters.category}
        onClearCategory={() => filters.setCategory(null)}
        urlQuery={filters.query}
        onQuery={filters.setQuery}
        onClearAll={filters.clearAll}
        onOpen={filters.openProduct}
        onAdd={onAdd}
        onPromo={onPromo}
        appliedPromoIds={applied}
      />
      <ProductDetails
        product={promoFor ? undefined : open}
        onClose={filters.closeProduct}
        onAdd={onAdd}
        onPromo={onPromo}
        promoApplied={open ? applied.has(open.id) : false}
      />
      {promoWanted ? (
        <Suspense fallback={null}>
          <PromoModal
            product={promoFor}
            onClose={() => setPromoFor(undefined)}
            onApplied={(product, promo) => {
              addProduct(product, promo);
              setPromoFor(undefined);
              void queryClient.invalidateQueries({ queryKey: shopKeys.promos() });
            }}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
