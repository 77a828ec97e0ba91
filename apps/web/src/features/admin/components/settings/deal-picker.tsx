import { useState } from 'react';
import type { AdminProduct } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import { useProduct } from '../../api/get-product';
import { useProducts } from '../../api/get-products';
import { plainButton } from '../ui';

/**
 * Special Deals' product, chosen from the catalogue: a search of the products on sale, each with
 * its stock, and the one chosen named above it.
 */
export function DealPicker({
  productId,
  onChoose,
  error,
}: {
  productId: string | null;
  onChoose: (id: string | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const found = useProducts({ page: 1, search: search.trim() || undefined, archived: 'false' });
  return (
    <div className="space-y-3">
      <Chosen productId={productId} onClear={() => onChoose(null)} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <TextField
        label="Find a product"
        type="search"
        placeholder="Name, brand or model"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul
        aria-label="Products found"
        className="divide-y divide-slate-100 rounded-lg ring-1 ring-slate-200"
      >
        {(found.data?.items ?? []).slice(0, 8).map((product) => (
          <li key={product.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <span className="min-w-0">
              <span className="block truncate font-medium">{product.name}</span>
              <span className="text-xs text-slate-600">{stockWords(product)}</span>
            </span>
            <button
              type="button"
              className={`${plainButton} min-h-11 shrink-0`}
              aria-label={`Choose ${product.name}`}
              disabled={product.id === productId}
              onClick={() => onChoose(product.id)}
            >
              {product.id === productId ? 'Chosen' : 'Choose'}
            </button>
          </li>
        ))}
        {found.data && found.data.items.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600">No products found</li>
        ) : null}
      </ul>
    </div>
  );
}

function Chosen({ productId, onClear }: { productId: string | null; onClear: () => void }) {
  if (!productId)
    return (
      <p className="text-sm text-slate-700">
        None chosen: the demo catalogue&rsquo;s deal while it is there, else the first featured
        product in stock.
      </p>
    );
  return <ChosenProduct id={productId} onClear={onClear} />;
}

function ChosenProduct({ id, onClear }: { id: string; onClear: () => void }) {
  const product = useProduct(id).data;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
      <p className="text-sm">
        Chosen: <strong>{product?.name ?? '…'}</strong>
        {product ? ` (${stockWords(product)})` : null}
      </p>
      <button type="button" className={`${plainButton} min-h-11`} onClick={onClear}>
        Clear choice
      </button>
    </div>
  );
}

/** Whether Home can show it: out of stock or out of the shop, the next featured product shows. */
function stockWords(product: AdminProduct): string {
  if (product.archived) return 'not on sale: Home shows the next featured product';
  if (product.stock <= 0) return 'out of stock: Home shows the next featured product';
  return `${product.stock} in stock`;
}
