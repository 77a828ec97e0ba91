import { useState } from 'react';
import type { AdminProduct } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useArchiveProduct } from '../../api/archive-product';
import { ConfirmDialog } from '../confirm-dialog';
import { dangerPlainButton } from '../ui';

interface ArchiveProductButtonProps {
  product: AdminProduct;
  onArchived: (product: AdminProduct) => void;
}

/** Takes a product out of the shop after a confirmation; past orders keep it. */
export function ArchiveProductButton({ product, onArchived }: ArchiveProductButtonProps) {
  const [open, setOpen] = useState(false);
  const archive = useArchiveProduct();
  const confirm = () =>
    archive.mutate(product.id, {
      onSuccess: (archived) => {
        setOpen(false);
        notify('success', `${archived.name} was archived and has left the shop.`);
        onArchived(archived);
      },
      onError: (error) => {
        setOpen(false);
        notify('error', getErrorMessage(error, 'Could not archive the product.'));
      },
    });
  return (
    <>
      <button type="button" className={dangerPlainButton} onClick={() => setOpen(true)}>
        Archive
      </button>
      <ConfirmDialog
        open={open}
        title="Archive this product?"
        confirmLabel="Archive product"
        cancelLabel="Keep it in the shop"
        busy={archive.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>
          <strong>{product.name}</strong> will leave the shop: shoppers can no longer see or buy it.
          Past orders keep it.
        </p>
      </ConfirmDialog>
    </>
  );
}
