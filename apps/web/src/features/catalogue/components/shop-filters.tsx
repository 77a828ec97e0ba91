import { useId, useState, type FormEvent } from 'react';
import { formatRsIn, type ProductFacets, type ShopSearch } from '@avstore/core';
import { useFollowed } from '../use-followed';
import { useCatalogueT } from '../../../i18n/catalogue';
import { useLanguage } from '../../../i18n/language';
import { BoundInput } from './bound-input';
import { SpecFilters } from './spec-filters';

/** Brands listed before "Show all brands". */
const BRANDS_SHOWN = 8;

interface ShopFiltersProps {
  facets: ProductFacets | undefined;
  search: ShopSearch;
  onBrands: (brands: string[]) => void;
  onPriceRange: (min: number | null, max: number | null) => void;
  onInStock: (on: boolean) => void;
  onSpec: (key: string, values: string[]) => void;
}

/**
 * Brand, price, stock and specification filters (docs/product.md §5, issue #25), each count from
 * the server's facets. On a
 * phone they fold behind a Filters button; from the large breakpoint they stand beside the grid.
 */
export function ShopFilters({
  facets,
  search,
  onBrands,
  onPriceRange,
  onInStock,
  onSpec,
}: ShopFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useCatalogueT();
  const [inStock, setInStock] = useFollowed(search.inStock);
  const chosen =
    search.brands.length +
    (search.minPrice !== null || search.maxPrice !== null ? 1 : 0) +
    (search.inStock ? 1 : 0) +
    search.specs.length;
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-lg bg-white px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 lg:hidden"
      >
        {t('filtersCount', { count: chosen })}
      </button>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} mt-3 space-y-6 lg:mt-0 lg:block`}>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={inStock}
            onChange={(event) => {
              setInStock(event.target.checked);
              onInStock(event.target.checked);
            }}
            className="h-4 w-4 accent-brand-600"
          />
          {t('inStockOnly')}
        </label>
        <BrandFilter brands={facets?.brands ?? []} chosen={search.brands} onChange={onBrands} />
        <PriceFilter
          key={`${search.minPrice}-${search.maxPrice}`}
          range={facets?.price ?? null}
          min={search.minPrice}
          max={search.maxPrice}
          onApply={onPriceRange}
        />
        <SpecFilters facets={facets?.specs ?? []} specs={search.specs} onChange={onSpec} />
      </div>
    </div>
  );
}

function BrandFilter({
  brands,
  chosen,
  onChange,
}: {
  brands: ProductFacets['brands'];
  chosen: string[];
  onChange: (brands: string[]) => void;
}) {
  const [ticked, setTicked] = useFollowed(chosen);
  const [all, setAll] = useState(false);
  const t = useCatalogueT();
  if (brands.length === 0) return null;
  const shown = all ? brands : brands.slice(0, BRANDS_SHOWN);
  const toggle = (brand: string, on: boolean) => {
    const next = on ? [...ticked, brand] : ticked.filter((b) => b !== brand);
    setTicked(next);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('brand')}</legend>
      <ul className="mt-2 space-y-1.5">
        {shown.map(({ brand, count }) => (
          <li key={brand}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={ticked.includes(brand)}
                onChange={(event) => toggle(brand, event.target.checked)}
                className="h-4 w-4 accent-brand-600"
              />
              <span>{brand}</span>
              <span className="text-slate-500">({count})</span>
            </label>
          </li>
        ))}
      </ul>
      {brands.length > BRANDS_SHOWN ? (
        <button
          type="button"
          onClick={() => setAll((a) => !a)}
          className="mt-2 text-sm font-semibold text-brand-700 underline"
        >
          {all ? t('fewerBrands') : t('allBrands', { count: brands.length })}
        </button>
      ) : null}
    </fieldset>
  );
}

function PriceFilter({
  range,
  min,
  max,
  onApply,
}: {
  range: ProductFacets['price'];
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [low, setLow] = useState(min?.toString() ?? '');
  const [high, setHigh] = useState(max?.toString() ?? '');
  const [error, setError] = useState<string>();
  const errorId = useId();
  const t = useCatalogueT();
  const language = useLanguage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [from, to] = [amount(low), amount(high)];
    if (from !== null && to !== null && from > to) return setError(t('priceOrder'));
    setError(undefined);
    onApply(from, to);
  };
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="text-sm font-semibold">{t('price')}</legend>
        <div className="mt-2 flex items-center gap-2">
          <BoundInput
            label={t('lowestPrice')}
            placeholder={t('min')}
            value={low}
            onChange={setLow}
            {...invalid}
          />
          <span aria-hidden="true">–</span>
          <BoundInput
            label={t('highestPrice')}
            placeholder={t('max')}
            value={high}
            onChange={setHigh}
          />
        </div>
        {range ? (
          <p className="mt-1 text-xs text-slate-500">
            {t('priceRange', {
              min: formatRsIn(language, range.min),
              max: formatRsIn(language, range.max),
            })}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="mt-2 rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white"
        >
          {t('applyPrice')}
        </button>
      </fieldset>
    </form>
  );
}

/** A typed amount, or null for an empty or meaningless one. */
function amount(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
