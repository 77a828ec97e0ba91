import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { filterProducts, type Product } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { SearchIcon } from '../../components/icons';
import { useProducts } from '../../features/catalogue/api/get-products';
import { CategoryBar } from '../../features/catalogue/components/category-bar';
import { ProductCard } from '../../features/catalogue/components/product-card';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { useShopFilters } from '../../features/catalogue/use-shop-filters';
import { useProgressiveCount } from '../../features/catalogue/use-progressive-count';
import { useAfterPaint } from '../../features/catalogue/use-after-paint';
import { useSearchText } from '../../features/catalogue/use-search-text';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { addProduct, useCart } from '../../features/cart/cart-store';
import { useAppliedPromoIds } from '../../features/promos/use-applied-promos';
import { useSignedIn } from '../../lib/use-signed-in';
import { loadRoute } from '../../lib/lazy-route';

// Only a signed-in shopper who asks for a promo needs the form and its checks.
const PromoModal = lazy(() =>
  loadRoute(
    () => import('../../features/promos/components/promo-modal'),
    () => undefined,
  ).then((m) => ({ default: m.PromoModal })),
);

const PAGE = 48;

export function Component() {
  const products = useProducts();
  const filters = useShopFilters();
  const [searchText, setSearchText] = useSearchText(filters.query, filters.setQuery);
  const gridQuery = useAfterPaint(searchText);
  const [shown, setShown] = useState(PAGE);
  const visible = useMemo(
    () => filterProducts(products.data ?? [], { category: filters.category, query: gridQuery }),
    [products.data, filters.category, gridQuery],
  );
  const rendered = useProgressiveCount(Math.min(shown, visible.length), visible);
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
  // spec §5: a visitor who wants a promo is sent to sign in first.
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
      <div className="mt-6 flex flex-col gap-4">
        <CategoryBar
          active={filters.category}
          onSelect={(c) => {
            setShown(PAGE);
            filters.setCategory(c);
          }}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label className="relative block w-full sm:max-w-md">
            <span className="sr-only">Search products</span>
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
            <input
              type="search"
              name="q"
              value={searchText}
              onChange={(event) => {
                setShown(PAGE);
                setSearchText(event.target.value);
              }}
              placeholder="Search products..."
              className="w-full rounded-full border border-slate-300 bg-white py-2.5 pl-10 pr-4 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
            />
          </label>
          {filters.category ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1.5 text-sm text-brand-700">
              <span>
                Category: <strong>{filters.category}</strong>
              </span>
              <button
                type="button"
                onClick={() => filters.setCategory(null)}
                className="font-semibold underline"
              >
                Clear filter
              </button>
            </p>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="products-heading" className="mt-6 min-h-screen">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        {products.isPending ? (
          <p className="py-16 text-center text-slate-600">Loading products...</p>
        ) : products.isError ? (
          <div className="py-16 text-center" role="alert">
            <p className="text-slate-700">We couldn&apos;t load the products.</p>
            <button
              type="button"
              onClick={() => void products.refetch()}
              className="mt-3 font-semibold text-brand-700 underline"
            >
              Try again
            </button>
          </div>
        ) : visible.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-xl font-semibold">No products found</p>
            <button
              type="button"
              onClick={() => {
                setSearchText('');
                filters.clearAll();
              }}
              className="mt-4 rounded-lg bg-ink px-5 py-2.5 font-semibold text-white"
            >
              Clear all filters
            </button>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              Showing {Math.min(shown, visible.length)} of {visible.length} products
            </p>
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {visible.slice(0, rendered).map((product, index) => (
                <ProductCard
                  priority={index < 4}
                  key={product.id}
                  product={product}
                  onOpen={filters.openProduct}
                  onAdd={onAdd}
                  onPromo={onPromo}
                  promoApplied={applied.has(product.id)}
                />
              ))}
            </div>
            {shown < visible.length ? (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  onClick={() => setShown((n) => n + PAGE)}
                  className="rounded-lg bg-white px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
                >
                  Show more products
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>
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
              void queryClient.invalidateQueries({ queryKey: ['promos'] });
            }}
          />
        </Suspense>
      ) : null}
    </main>
  );
}
