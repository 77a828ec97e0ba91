import { CATEGORIES } from '@avstore/core';
import { SearchForm } from '../search-form';
import { inputClass } from '../ui';

export interface ProductFilterValues {
  search: string;
  category: string;
  /** In the shop ('false'), archived ('true'), drafts ('draft') or every one ('all'). */
  archived: 'false' | 'true' | 'draft' | 'all';
}

interface ProductFiltersProps {
  values: ProductFilterValues;
  onChange: (changes: Partial<ProductFilterValues>) => void;
}

/** Search by name (on Enter), category and whether in the shop, a draft or archived (at once). */
export function ProductFilters({ values, onChange }: ProductFiltersProps) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <SearchForm
        label="Search products"
        placeholder="Name or model"
        initial={values.search}
        onSearch={(text) => onChange({ search: text })}
      />
      <label className="text-sm font-medium text-slate-800">
        Category
        <select
          value={values.category}
          onChange={(event) => onChange({ category: event.target.value })}
          className={`${inputClass} mt-1`}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        Show
        <select
          value={values.archived}
          onChange={(event) =>
            onChange({ archived: event.target.value as ProductFilterValues['archived'] })
          }
          className={`${inputClass} mt-1`}
        >
          <option value="false">In the shop</option>
          <option value="draft">Drafts</option>
          <option value="true">Archived</option>
          <option value="all">All</option>
        </select>
      </label>
    </div>
  );
}
