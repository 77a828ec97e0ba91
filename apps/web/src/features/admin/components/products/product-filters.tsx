import { useState, type FormEvent } from 'react';
import { CATEGORIES } from '@avstore/core';
import { SearchIcon } from '../../../../components/icons';
import { inputClass, plainButton } from '../ui';

export interface ProductFilterValues {
  search: string;
  category: string;
  /** In the shop ('false'), archived ('true') or both ('all'). */
  archived: 'false' | 'true' | 'all';
}

interface ProductFiltersProps {
  values: ProductFilterValues;
  onChange: (changes: Partial<ProductFilterValues>) => void;
}

/** Search by name (on Enter), category and whether archived (at once). */
export function ProductFilters({ values, onChange }: ProductFiltersProps) {
  const [search, setSearch] = useState(values.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-3">
      <label className="min-w-56 flex-1 text-sm font-medium text-slate-800">
        Search products
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name or model"
          className={`${inputClass} mt-1`}
        />
      </label>
      <button type="submit" className={plainButton}>
        <SearchIcon width={16} height={16} />
        Search
      </button>
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
          <option value="true">Archived</option>
          <option value="all">All</option>
        </select>
      </label>
    </form>
  );
}
