import type { ProductSort } from '@avstore/core';
import { useFollowed } from '../use-followed';

const LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
};

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
  const standard: ProductSort = searching ? 'relevance' : 'name';
  const choices = [
    ...(Object.keys(LABELS) as ProductSort[])
      .filter((s) => searching || s !== 'relevance')
      .map((s) => ({ value: s as string, label: LABELS[s] })),
    ...specSorts,
  ];
  const [value, setValue] = useFollowed(
    sort && choices.some((c) => c.value === sort) ? sort : standard,
  );
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">Sort by</span>
      <select
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          onChange(next === standard ? null : next);
        }}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
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
