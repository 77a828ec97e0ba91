import { useNavigate } from 'react-router';
import type { AdminProduct } from '@avstore/core';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useProductStep, type ProductStep } from '../../api/product-lifecycle';
import { readAdminAccess } from '../../lib/access';
import { darkButton, plainButton } from '../ui';

const DONE: Record<ProductStep, (name: string) => string> = {
  restore: (name) => `${name} was restored: it is back in the shop at its old address.`,
  publish: (name) => `${name} was published: it is in the shop now.`,
  duplicate: (name) => `${name} was made as a draft. Edit it, then publish it.`,
};

interface StepButtonProps {
  product: AdminProduct;
  step: ProductStep;
  label: string;
  busyLabel: string;
  primary?: boolean;
  onDone: (product: AdminProduct) => void;
}

function StepButton({ product, step, label, busyLabel, primary, onDone }: StepButtonProps) {
  const mutation = useProductStep(product.id, step);
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        notify('success', DONE[step](result.name));
        onDone(result);
      },
      onError: (error) => notify('error', getErrorMessage(error, `Could not ${step} the product.`)),
    });
  return (
    <button
      type="button"
      // 44 px high: a thumb's tap target on a phone.
      className={`${primary ? darkButton : plainButton} min-h-11`}
      disabled={mutation.isPending}
      onClick={run}
    >
      {mutation.isPending ? busyLabel : label}
    </button>
  );
}

/**
 * What a product out of the shop can do: a draft is published, an archived product restored;
 * any product can be copied as a draft, which then opens. The owner's alone: staff keep stock.
 */
export function ProductStepButtons({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (product: AdminProduct) => void;
}) {
  const navigate = useNavigate();
  if (readAdminAccess() !== 'admin') return null;
  return (
    <>
      {product.draft ? (
        <StepButton
          product={product}
          step="publish"
          label="Publish"
          busyLabel="Publishing…"
          primary
          onDone={onChanged}
        />
      ) : product.archived ? (
        <StepButton
          product={product}
          step="restore"
          label="Restore"
          busyLabel="Restoring…"
          primary
          onDone={onChanged}
        />
      ) : null}
      <StepButton
        product={product}
        step="duplicate"
        label="Duplicate"
        busyLabel="Duplicating…"
        onDone={(copy) => void navigate(`/admin/products/${copy.id}`)}
      />
    </>
  );
}
