import { useRef, useState, type ReactNode } from 'react';
import type { Product } from '@avstore/core';
import { SearchIcon } from '../../../components/icons';
import { cardsInView, firstRowCards } from '../cards-in-view';
import { FIRST_CARDS, useProgressiveCount } from '../use-progressive-count';
import { useSearchText } from '../use-search-text';
import { useServerRendered } from '../../../lib/use-server-rendered';
import { PRODUCT_GRID } from '../product-grid';
import { useCatalogueT } from '../../../i18n/catalogue';
import { useCategoryName } from '../../../i18n/common';
import { ProductCard } from './product-card';
import { WidenedSearchNote } from './widened-search-note';

interface ShopProductsProps {
  /** The cards loaded so far, and how many match in all. */
  items: readonly Product[] | undefined;
  total: number;
  /** A new list (another search), as opposed to more cards of the same one. */
  listId: unknown;
  suggestions: readonly Product[] | undefined;
  /** When no name held the query: what the cards were found for, and the slips put right. */
  showingFor?: string;
  didYouMean?: string;
  isPending: boolean;
  isError: boolean;
  /** The cards shown belong to the search before: the new one is on its way. */
  isStale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "Show more products" did not arrive. */
  moreFailed: boolean;
  onMore: () => void;
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
  /** Controls shown on the line of "Showing X of Y products" (the sort). */
  toolbar?: ReactNode;
}

/**
 * The Shop's search box and product grid (docs/product.md §2, §5). The box answers each keystroke
 * from its own state; the search goes to the server after a pause in typing, and the cards before
 * it stay until its answer comes.
 */
export function ShopProducts(props: ShopProductsProps) {
  const { items, total, category, onClearCategory, urlQuery, onQuery } = props;
  const t = useCatalogueT();
  const categoryName = useCategoryName();
  const [searchText, setSearchText] = useSearchText(urlQuery, onQuery);
  const grid = useRef<HTMLDivElement>(null);
  const [firstCards, setFirstCards] = useState(FIRST_CARDS);
  // The first screen's top row loads its pictures at once (one is likely the LCP); cards shown
  // after a keystroke wait a moment before drawing theirs (ProductCard's deferPicture).
  const [typed, setTyped] = useState(false);
  // The server knows no window: its first row is a phone's (two cards), as hydration keeps it.
  const serverRendered = useServerRendered();
  const [firstRow] = useState(() => (serverRendered ? 2 : firstRowCards()));
  const rendered = useProgressiveCount(items?.length ?? 0, props.listId, firstCards);

  return (
    <>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="relative block w-full sm:max-w-md">
          <span className="sr-only">{t('searchLabel')}</span>
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
            placeholder={t('searchPlaceholder')}
            className="w-full rounded-full border border-slate-300 bg-white py-2.5 pl-10 pr-4 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
          />
        </label>
        {category ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1.5 text-sm text-brand-700">
            <span>
              {t.rich('category', { category: <strong>{categoryName(category)}</strong> })}
            </span>
            <button type="button" onClick={onClearCategory} className="font-semibold underline">
              {t('clearFilter')}
            </button>
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="products-heading"
        aria-busy={props.isStale || props.isPending}
        className="mt-6 min-h-screen"
      >
        <h2 id="products-heading" className="sr-only">
          {t('products')}
        </h2>
        {props.isPending ? (
          <p className="py-16 text-center text-slate-600">{t('loadingProducts')}</p>
        ) : props.isError && !items ? (
          <div className="py-16 text-center" role="alert">
            <p className="text-slate-700">{t('loadFailed')}</p>
            <button
              type="button"
              onClick={props.onRetry}
              className="mt-3 font-semibold text-brand-700 underline"
            >
              {t('tryAgain')}
            </button>
          </div>
        ) : !items || items.length === 0 ? (
          <NothingFound
            suggestions={props.suggestions}
            onClearAll={() => {
              setSearchText('');
              props.onClearAll();
            }}
            card={(product) => cardFor(product, false, props)}
          />
        ) : (
          <>
            <WidenedSearchNote
              query={urlQuery}
              showingFor={props.showingFor}
              didYouMean={props.didYouMean}
              onSearch={setSearchText}
            />
            <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600" aria-live="polite">
                {t('showing', { shown: items.length, total })}
              </p>
              {props.toolbar}
            </div>
            <div
              ref={grid}
              className={`${PRODUCT_GRID} transition-opacity ${props.isStale ? 'opacity-60' : ''}`}
            >
              {items
                .slice(0, rendered)
                .map((product, index) =>
                  cardFor(product, !typed && index < firstRow, props, typed),
                )}
            </div>
            {props.hasMore ? (
              <div className="mt-8 text-center">
                {props.moreFailed && !props.loadingMore ? (
                  <p role="alert" className="mb-3 text-slate-700">
                    {t('moreFailed')}
                  </p>
                ) : null}
                <button
                  type="button"
                  onClick={props.onMore}
                  disabled={props.loadingMore}
                  className="rounded-lg bg-white px-5 py-2.5 font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
                >
                  {t(props.loadingMore ? 'loading' : 'showMore')}
                </button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

function cardFor(
  product: Product,
  priority: boolean,
  props: Pick<ShopProductsProps, 'onOpen' | 'onAdd' | 'onPromo' | 'appliedPromoIds'>,
  deferPicture = false,
) {
  return (
    <ProductCard
      key={product.id}
      priority={priority}
      deferPicture={deferPicture}
      product={product}
      onOpen={props.onOpen}
      onAdd={props.onAdd}
      onPromo={props.onPromo}
      promoApplied={props.appliedPromoIds.has(product.id)}
    />
  );
}

/** 'No products found' (docs/product.md §5), with the closest matches under their own heading. */
function NothingFound({
  suggestions,
  onClearAll,
  card,
}: {
  suggestions: readonly Product[] | undefined;
  onClearAll: () => void;
  card: (product: Product) => ReactNode;
}) {
  const t = useCatalogueT();
  return (
    <div className="py-16">
      <div className="text-center">
        <p className="text-xl font-semibold">{t('noProducts')}</p>
        <button
          type="button"
          onClick={onClearAll}
          className="mt-4 rounded-lg bg-ink px-5 py-2.5 font-semibold text-white"
        >
          {t('clearAll')}
        </button>
      </div>
      {suggestions && suggestions.length > 0 ? (
        <section aria-labelledby="suggestions-heading" className="mt-12">
          <h3 id="suggestions-heading" className="text-lg font-semibold">
            {t('closest')}
          </h3>
          <div className={`mt-4 ${PRODUCT_GRID}`}>{suggestions.map(card)}</div>
        </section>
      ) : null}
    </div>
  );
}
