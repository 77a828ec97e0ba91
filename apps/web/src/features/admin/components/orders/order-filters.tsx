import { capitalise } from '@avstore/core';
import { ORDER_STATUSES } from '../../lib/order-status';
import { SearchForm } from '../search-form';

interface OrderFiltersProps {
  status: string;
  q: string;
  onChange: (changes: { status?: string; q?: string }) => void;
}

const TABS = ['', ...ORDER_STATUSES];

/** Status tabs and a search over order number, customer name and e-mail. */
export function OrderFilters({ status, q, onChange }: OrderFiltersProps) {
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
      <SearchForm
        label="Search orders"
        placeholder="Order number, customer name or e-mail"
        initial={q}
        onSearch={(text) => onChange({ q: text })}
      />
    </div>
  );
}
