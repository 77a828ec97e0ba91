import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../../components/icons';
import { ORDER_STATUSES } from '../../lib/order-status';
import { capitalise } from '../../lib/labels';
import { inputClass, plainButton } from '../ui';

interface OrderFiltersProps {
  status: string;
  q: string;
  onChange: (changes: { status?: string; q?: string }) => void;
}

const TABS = ['', ...ORDER_STATUSES];

/** Status tabs and a search over order number, customer name and e-mail. */
export function OrderFilters({ status, q, onChange }: OrderFiltersProps) {
  const [search, setSearch] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: search.trim() });
  };
  return (
    <div className="mb-4 space-y-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <button
            key={tab || 'all'}
            type="button"
            aria-pressed={status === tab}
            onClick={() => onChange({ status: tab })}
            className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
              status === tab
                ? 'bg-ink text-white'
                : 'bg-white ring-1 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {tab ? capitalise(tab) : 'All'}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="min-w-56 flex-1 text-sm font-medium text-slate-800">
          Search orders
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Order number, customer name or e-mail"
            className={`${inputClass} mt-1`}
          />
        </label>
        <button type="submit" className={plainButton}>
          <SearchIcon width={16} height={16} />
          Search
        </button>
      </form>
    </div>
  );
}
