import type { ReactNode } from 'react';
import { capitalise, methodLabel, statusBadge } from '@avstore/core';
import { ORDER_STATUSES } from '../../lib/order-status';
import { SearchForm } from '../search-form';
import { inputClass } from '../ui';

/** The filters as the URL keeps them; '' for none. */
export interface OrderFilterValues {
  status: string;
  q: string;
  paymentMethod: string;
  deliveryMethod: string;
  from: string;
  to: string;
}

interface OrderFiltersProps {
  values: OrderFilterValues;
  onChange: (changes: Partial<OrderFilterValues>) => void;
}

const TABS = ['', ...ORDER_STATUSES];
const PAYMENTS = ['card', 'koko', 'cash', 'bank_transfer'] as const;
const DELIVERIES = ['delivery', 'pickup'] as const;

/**
 * Status tabs, one search box (reference, name, e-mail, phone in any form, district), and the
 * ways of paying and of delivery and the days placed.
 */
export function OrderFilters({ values, onChange }: OrderFiltersProps) {
  return (
    <div className="mb-4 space-y-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-1">
        {TABS.map((tab) => (
          <button
            key={tab || 'all'}
            type="button"
            aria-pressed={values.status === tab}
            onClick={() => onChange({ status: tab })}
            className={`min-h-11 rounded-full px-3 py-1.5 text-sm font-semibold ${
              values.status === tab
                ? 'bg-ink text-white'
                : 'bg-white ring-1 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {tab ? capitalise(statusBadge(tab).label) : 'All'}
          </button>
        ))}
      </div>
      <SearchForm
        key={values.q}
        label="Search orders"
        placeholder="Reference, name, e-mail, phone or district"
        initial={values.q}
        onSearch={(text) => onChange({ q: text })}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Field label="Payment">
          <select
            value={values.paymentMethod}
            onChange={(e) => onChange({ paymentMethod: e.target.value })}
            className={`${inputClass} mt-1 min-h-11`}
          >
            <option value="">Any</option>
            {PAYMENTS.map((m) => (
              <option key={m} value={m}>
                {methodLabel(m)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Delivery">
          <select
            value={values.deliveryMethod}
            onChange={(e) => onChange({ deliveryMethod: e.target.value })}
            className={`${inputClass} mt-1 min-h-11`}
          >
            <option value="">Any</option>
            {DELIVERIES.map((m) => (
              <option key={m} value={m}>
                {methodLabel(m)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Placed from">
          <input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
            className={`${inputClass} mt-1 min-h-11`}
          />
        </Field>
        <Field label="Placed to">
          <input
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            className={`${inputClass} mt-1 min-h-11`}
          />
        </Field>
      </div>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="block min-w-0 text-sm font-medium text-slate-800">
      {label}
      {children}
    </label>
  );
}
