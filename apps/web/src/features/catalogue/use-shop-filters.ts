import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { shopSearchOf } from '@avstore/core';

/** The URL's filter keys, all cleared by "Clear all filters"; the sort is not a filter. */
const FILTER_KEYS = ['q', 'category', 'brand', 'minPrice', 'maxPrice', 'inStock', 'spec'];

/**
 * A change of the view is the same page: it keeps the scroll position, which a new page resets
 * (the layout's ScrollRestoration), so ticking a brand far down the filters does not jump up.
 */
const SAME_PAGE = { preventScrollReset: true } as const;

/**
 * The Shop's view state lives in the URL (?category=&q=&brand=&minPrice=&maxPrice=&inStock=
 * &spec=&sort=&product=), so a view can be shared,
 * survives a reload, and Back works. A category handed over as navigation state (from Home's
 * chips, docs/product.md §2) is moved into the URL.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere =
    (location.state as { productOpenedHere?: boolean } | null)?.productOpenedHere === true;
  const stateCategory = (location.state as { category?: unknown } | null)?.category;

  useEffect(() => {
    if (typeof stateCategory === 'string' && stateCategory !== 'All' && !params.get('category')) {
      setParams((p) => withParam(p, 'category', stateCategory), { replace: true, state: null });
    }
  }, [stateCategory, params, setParams]);

  const category = params.get('category') || null;
  const query = params.get('q') ?? '';
  const productId = params.get('product');
  const key = params.toString();
  const search = useMemo(() => shopSearchOf(new URLSearchParams(key)), [key]);

  const setCategory = useCallback(
    (value: string | null) => setParams((p) => withParam(p, 'category', value), SAME_PAGE),
    [setParams],
  );
  const setQuery = useCallback(
    // Written after a typing pause: read the URL as it is by then (a product may have opened
    // meanwhile), and keep that entry's state.
    (value: string) =>
      setParams(() => withParam(new URLSearchParams(window.location.search), 'q', value || null), {
        ...SAME_PAGE,
        replace: true,
        state: (window.history.state as { usr?: unknown } | null)?.usr,
      }),
    [setParams],
  );
  const clearAll = useCallback(
    () => setParams((p) => FILTER_KEYS.reduce((next, k) => withParam(next, k, null), p), SAME_PAGE),
    [setParams],
  );
  const setBrands = useCallback(
    (brands: string[]) =>
      setParams((p) => {
        const next = withParam(p, 'brand', null);
        for (const brand of brands) next.append('brand', brand);
        return next;
      }, SAME_PAGE),
    [setParams],
  );
  const setPriceRange = useCallback(
    (min: number | null, max: number | null) =>
      setParams(
        (p) =>
          withParam(
            withParam(p, 'minPrice', min?.toString() ?? null),
            'maxPrice',
            max?.toString() ?? null,
          ),
        SAME_PAGE,
      ),
    [setParams],
  );
  const setInStock = useCallback(
    (on: boolean) => setParams((p) => withParam(p, 'inStock', on ? 'true' : null), SAME_PAGE),
    [setParams],
  );
  const setSort = useCallback(
    (sort: string | null) => setParams((p) => withParam(p, 'sort', sort), SAME_PAGE),
    [setParams],
  );
  /** One typed specification's filter: its values ('500-2000', or options), none to clear it. */
  const setSpec = useCallback(
    (key: string, values: string[]) =>
      setParams((p) => {
        const kept = p.getAll('spec').filter((spec) => !spec.startsWith(`${key}:`));
        const next = withParam(p, 'spec', null);
        for (const spec of [...kept, ...values.map((v) => `${key}:${v}`)])
          next.append('spec', spec);
        return next;
      }, SAME_PAGE),
    [setParams],
  );
  const openProduct = useCallback(
    (id: string) =>
      setParams((p) => withParam(p, 'product', id), {
        ...SAME_PAGE,
        state: { productOpenedHere: true },
      }),
    [setParams],
  );
  // Closing what this page opened goes back, so Back does not reopen it; a shared link is replaced.
  const closeProduct = useCallback(() => {
    if (openedHere) void navigate(-1);
    else setParams((p) => withParam(p, 'product', null), { ...SAME_PAGE, replace: true });
  }, [openedHere, navigate, setParams]);

  return {
    category,
    query,
    productId,
    search,
    setCategory,
    setQuery,
    setBrands,
    setPriceRange,
    setInStock,
    setSort,
    setSpec,
    clearAll,
    openProduct,
    closeProduct,
  };
}

function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}
