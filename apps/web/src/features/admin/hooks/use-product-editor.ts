import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminProduct } from '@avstore/core';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { productQueryOptions } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import type { ProductData } from '../lib/product-form-values';
import { productChanges } from '../lib/validate-product';

const NAME_TAKEN: string[] = [ADMIN_MESSAGES.nameTaken, ADMIN_MESSAGES.nameTakenArchived];

/** Any 409 but a taken name means the product moved on under us (optimistic locking). */
function isStale(error: unknown, message: string): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  return error.code === 'stale_version' || !NAME_TAKEN.includes(message);
}

/**
 * The edit of one product. The form starts from `base` and is rebuilt only when the staff member
 * saves, archives or asks to reload: a background refetch never wipes what they typed.
 */
export function useProductEditor(initial: AdminProduct) {
  const client = useQueryClient();
  const [base, setBase] = useState(initial);
  const [formKey, setFormKey] = useState(0);
  const [conflict, setConflict] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const update = useUpdateProduct(initial.id);

  const startFrom = (product: AdminProduct) => {
    setBase(product);
    setConflict(undefined);
    setServerError(undefined);
    setFormKey((key) => key + 1);
  };

  const save = (data: ProductData) => {
    const changes = productChanges(base, data);
    if (Object.keys(changes).length === 0) return notify('info', 'Nothing has changed.');
    setServerError(undefined);
    update.mutate(
      { ...changes, version: base.version },
      {
        onSuccess: (saved) => {
          startFrom(saved);
          notify('success', `${saved.name} was saved.`);
        },
        onError: (error) => {
          const message = getErrorMessage(error, 'Could not save the product.');
          if (isStale(error, message)) setConflict(message || ADMIN_MESSAGES.staleVersion);
          else setServerError(message);
        },
      },
    );
  };

  const reload = async () => {
    setReloading(true);
    try {
      startFrom(await client.fetchQuery({ ...productQueryOptions(initial.id), staleTime: 0 }));
      notify('info', 'The latest version of the product is loaded.');
    } catch (error) {
      notify('error', getErrorMessage(error, 'Could not reload the product.'));
    } finally {
      setReloading(false);
    }
  };

  return {
    base,
    formKey,
    conflict,
    serverError,
    saving: update.isPending,
    reloading,
    save,
    reload,
    // Archiving, restoring or publishing moves the version on; the form keeps what is typed.
    archived: (product: AdminProduct) => setBase(product),
  };
}
