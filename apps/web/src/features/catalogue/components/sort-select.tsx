import type { ProductSort } from '@avstore/core';
import { useFollowed } from '../use-followed';
import { useCatalogueT } from '../../../i18n/catalogue';

/** The orders as the Shop offers them, first to last. */
const SORTS: readonly ProductSort[] = ['relevance', 'name', 'price-asc', 'price-desc', 'newest'];

/**
 * The Shop's order (docs/product.md §5); "Best match" only means something with a search. The
 * typed specifications of the category on screen add their own ('Power (RMS): high to low').
 */
export function SortSelect({
  sort,
  searching,
  specSorts = [],
  onChange,
}: {
  sort: string | null;
  searching: boolean;
  specSorts?: readonly { value: string; label: string }[];
  onChange: (sort: string | null) => void;
}) {
  const t = useCatalogueT();
  const standard: ProductSort = searching ? 'relevance' : 'name';
  const choices = [
    ...SORTS.filter((s) => searching || s !== 'relevance').map((s) => ({
      value: s as string,
      label: t(`sort.${s}`),
    })),
    ...specSorts,
  ];
  const [value, setValue] = useFollowed(
    sort && choices.some((c) => c.value === sort) ? sort : standard,
  );
  return (
    // Wraps under its label where the words are long (Tamil's), rather than past the screen.
    <label className="flex min-w-0 max-w-full flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{t('sortBy')}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          onChange(next === standard ? null : next);
        }}
        className="max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
