import { useCallback, useMemo } from 'react';
import type { Product, SpecFacet } from '@avstore/core';
import { PageTitle } from '../../components/page-title';
import { useProduct, useProductSearch } from '../../features/catalogue/api/shop-queries';
import { CategoryBar } from '../../features/catalogue/components/category-bar';
import { CompareBar } from '../../features/catalogue/components/compare-bar';
import { ShopFilters } from '../../features/catalogue/components/shop-filters';
import { ShopProducts } from '../../features/catalogue/components/shop-products';
import { SortSelect } from '../../features/catalogue/components/sort-select';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { useShopFilters } from '../../features/catalogue/use-shop-filters';
import { shopTitle } from '../../features/catalogue/shop-title';
import { useCatalogueT, useSpecWords, type SpecWords } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/language';
import { addProduct } from '../../features/cart/cart-actions';
import { useCart } from '../../features/cart/cart-store';
import { useAppliedPromoIds } from '../../features/promos/use-applied-promos';
import { usePromoFlow } from '../use-promo-flow';

/** The orders by the typed specifications of the category on screen that some match states. */
function specSortsOf(
  facets: readonly SpecFacet[] | undefined,
  t: ReturnType<typeof useCatalogueT>,
  words: SpecWords,
) {
  return (facets ?? []).flatMap((f) =>
    f.kind === 'number' && f.range
      ? [
          { value: `${f.key}-desc`, label: t('sort.specDesc', { label: words(f.label) }) },
          { value: `${f.key}-asc`, label: t('sort.specAsc', { label: words(f.label) }) },
        ]
      : [],
  );
}

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
  const { onPromo, promoFor, modal: promoModal } = usePromoFlow();
  const t = useCatalogueT();
  const language = useLanguage();
  const words = useSpecWords();

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={shopTitle(t, language, filters.search)} />
      <h1 className="text-3xl font-bold">{t('heading')}</h1>
      <div className="mt-6">
        <CategoryBar active={filters.category} onSelect={filters.setCategory} />
      </div>
      <div className="mt-6 lg:grid lg:grid-cols-[14rem_1fr] lg:gap-8">
        <aside aria-label={t('filters')} className="mt-2">
          <ShopFilters
            facets={first?.facets}
            search={filters.search}
            onBrands={filters.setBrands}
            onPriceRange={filters.setPriceRange}
            onInStock={filters.setInStock}
            onSpec={filters.setSpec}
          />
        </aside>
        <div>
          <ShopProducts
            items={items}
            total={first?.total ?? 0}
            listId={first}
            suggestions={first?.suggestions}
            showingFor={first?.showingFor}
            didYouMean={first?.didYouMean}
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
                specSorts={specSortsOf(first?.facets.specs, t, words)}
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
      {promoModal}
      <CompareBar />
    </main>
  );
}
