import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatDateTime, type AdminProduct } from '@avstore/core';
import { FormError, TextField } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useProduct } from '../../api/get-product';
import { useUpdateProduct } from '../../api/update-product';
import { QueryView } from '../query-view';
import { card, darkButton, linkClass, PageHeader } from '../ui';

/** What staff may change of a product: its stock (docs/product.md §15 "Staff"). */
export function StockEditor({ id }: { id: string }) {
  return (
    <QueryView query={useProduct(id)} label="the product">
      {(product) => <StockForm key={`${product.id}:${product.version}`} product={product} />}
    </QueryView>
  );
}

function StockForm({ product }: { product: AdminProduct }) {
  const [stock, setStock] = useState(String(product.stock));
  const [error, setError] = useState<string>();
  const update = useUpdateProduct(product.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(stock);
    if (stock.trim() === '' || !Number.isInteger(value) || value < 0)
      return setError('Stock must be a whole number, 0 or more.');
    setError(undefined);
    update.mutate(
      { stock: value, version: product.version },
      {
        onSuccess: (saved) => notify('success', `${saved.name}: stock ${saved.stock}.`),
        onError: (failure) => setError(getErrorMessage(failure, 'Could not save the stock.')),
      },
    );
  };
  return (
    <>
      <Link to="/admin/products" className={`${linkClass} text-sm`}>
        ← All products
      </Link>
      <PageHeader
        title={product.name}
        description={`Last changed ${formatDateTime(product.updatedAt)} · version ${product.version}`}
      />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Stock of the product"
        className={`${card} flex max-w-md flex-col gap-4 p-5`}
      >
        <TextField
          label="Stock"
          inputMode="numeric"
          hint="Staff keep the stock right; the owner changes everything else."
          value={stock}
          onChange={(e) => setStock(e.target.value)}
          disabled={update.isPending}
        />
        <FormError message={error} />
        <button
          type="submit"
          className={`${darkButton} min-h-11 self-start`}
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save stock'}
        </button>
      </form>
    </>
  );
}
