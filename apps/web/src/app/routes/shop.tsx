import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { useProduct, useProductSearch } from '../../features/catalogue/api/get-products';
import { CategoryBar } from '../../features/catalogue/components/category-bar';
import { ShopFilters } from '../../features/catalogue/components/shop-filters';
import { ShopProducts } from '../../features/catalogue/components/shop-products';
import { SortSelect } from '../../features/catalogue/components/sort-select';
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
  const filters = useShopFilters();
  const results = useProductSearch(filters.search);
  const pages = results.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.items), [pages]);
  const first = pages?.[0];
  const loaded = filters.productId
    ? [...(items ?? []), ...(first?.suggestions ?? [])].find((p) => p.id === filters.productId)
    : undefined;
  const linked = useProduct(filters.productId, loaded);
  const open = loaded ?? linked.data;
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
      <div className="mt-6 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
        <aside aria-label="Filters" className="mt-2">
          <ShopFilters
            facets={first?.facets}
            search={filters.search}
            onBrands={filters.setBrands}
            onPriceRange={filters.setPriceRange}
            onInStock={filters.setInStock}
          />
        </aside>
        <div>
          <ShopProducts
            items={items}
            total={first?.total ?? 0}
            listId={first}
            suggestions={first?.suggestions}
            isPending={results.isPending}
            isError={results.isError}
            isStale={results.isPlaceholderData}
            hasMore={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            moreFailed={results.isFetchNextPageError}
            onMore={() => void results.fetchNextPage()}
            onRetry={() => void results.refetch()}
            toolbar={
              <SortSelect
                sort={filters.search.sort}
                searching={filters.search.q.trim() !== ''}
                onChange={filters.setSort}
              />
            }
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
        </div>
      </div>
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
