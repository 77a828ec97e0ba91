import { useMemo, useRef, useState } from 'react';
import { createProductSearch, type Product } from '@avstore/core';
import { SearchIcon } from '../../../components/icons';
import { cardsInView } from '../cards-in-view';
import { FIRST_CARDS, useProgressiveCount } from '../use-progressive-count';
import { useSearchText } from '../use-search-text';
import { ProductCard } from './product-card';

const PAGE = 48;

interface ShopProductsProps {
  products: readonly Product[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  category: string | null;
  onClearCategory: () => void;
  /** The search text in the URL (?q=), and how to write it there. */
  urlQuery: string;
  onQuery: (text: string) => void;
  onClearAll: () => void;
  onOpen: (id: string) => void;
  onAdd: (product: Product) => void;
  onPromo: (product: Product) => void;
  appliedPromoIds: ReadonlySet<string>;
}

/**
 * The Shop's search box and product grid (docs/product.md §2, §5). The search text lives here, so that a
 * keystroke renders this part alone and the grid follows the box in the keystroke's own frame.
 */
export function ShopProducts({
  products,
  isPending,
  isError,
  onRetry,
  category,
  onClearCategory,
  urlQuery,
  onQuery,
  onClearAll,
  onOpen,
  onAdd,
  onPromo,
  appliedPromoIds,
}: ShopProductsProps) {
  const [searchText, setSearchText] = useSearchText(urlQuery, onQuery);
  const search = useMemo(() => createProductSearch(products ?? []), [products]);
  const visible = useMemo(
    () => search({ category, query: searchText }),
    [search, category, searchText],
  );
  // "Show more products" applies to the list it was pressed under; a new search or category
  // starts again at one page.
  const listKey = `${category ?? ''}\n${searchText}`;
  const [more, setMore] = useState({ listKey, count: PAGE });
  const shown = Math.min(more.listKey === listKey ? more.count : PAGE, visible.length);
  const grid = useRef<HTMLDivElement>(null);
  const [firstCards, setFirstCards] = useState(FIRST_CARDS);
  // The first screen's top cards load their pictures at once (one is likely the LCP); cards
  // shown after a keystroke wait a moment before drawing theirs (ProductCard's deferPicture), so
  // that drawing pictures does not hold up the frames of the keystrokes.
  const [typed, setTyped] = useState(false);
  const rendered = useProgressiveCount(shown, visible, firstCards);

  return (
    <>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="relative block w-full sm:max-w-md">
          <span className="sr-only">Search products</span>
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            name="q"
            value={searchText}
            onChange={(event) => {
              setFirstCards(cardsInView(grid.current, FIRST_CARDS));
              setTyped(true);
              setSearchText(event.target.value);
            }}
            placeholder="Search products..."
            className="w-full rounded-full border border-slate-300 bg-white py-2.5 pl-10 pr-4 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          />
        </label>
        {category ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1.5 text-sm text-brand-700">
            <span>
              Category: <strong>{category}</strong>
            </span>
            <button type="button" onClick={onClearCategory} className="font-semibold underline">
              Clear filter
            </button>
          </p>
        ) : null}
      </div>

      <section aria-labelledby="products-heading" className="mt-6 min-h-screen">
        <h2 id="products-heading" className="sr-only">
          Products
        </h2>
        {isPending ? (
          <p className="py-16 text-center text-slate-600">Loading products...</p>
        ) : isError ? (
          <div className="py-16 text-center" role="alert">
            <p className="text-slate-700">We couldn&apos;t load the products.</p>
            <button
              type="button"
              onClick={onRetry}
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
                onClearAll();
              }}
              className="mt-4 rounded-lg bg-ink px-5 py-2.5 font-semibold text-white"
            >
              Clear all filters
            </button>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              Showing {shown} of {visible.length} products
            </p>
            <div ref={grid} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {visible.slice(0, rendered).map((product, index) => (
                <ProductCard
                  priority={!typed && index < 4}
                  deferPicture={typed}
                  key={product.id}
                  product={product}
                  onOpen={onOpen}
                  onAdd={onAdd}
                  onPromo={onPromo}
                  promoApplied={appliedPromoIds.has(product.id)}
                />
              ))}
            </div>
            {shown < visible.length ? (
              <div className="mt-8 text-center">
                <button
                  type="button"
                  onClick={() => setMore({ listKey, count: shown + PAGE })}
                  className="rounded-lg bg-white px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100"
                >
                  Show more products
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
