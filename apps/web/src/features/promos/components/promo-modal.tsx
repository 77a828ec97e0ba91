import { useState, type FormEvent } from 'react';
import { normalisePromoCode, PROMO_MESSAGES, type AppliedPromo, type Product } from '@avstore/core';
import { Modal } from '../../../components/modal';
import { FormError, primaryButton, TextField } from '../../../components/form-fields';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { validatePromo } from '../api/promos-api';

interface PromoModalProps {
  product: Product | undefined;
  onClose: () => void;
  /** Called with the checked promo; the caller adds the product to the cart with it. */
  onApplied: (product: Product, promo: AppliedPromo) => void;
}

/** The promo code modal (docs/product.md §2, §4, §5). */
export function PromoModal({ product, onClose, onApplied }: PromoModalProps) {
  return (
    <Modal open={product !== undefined} title="Apply Promo Code" onClose={onClose} width="max-w-md">
      {product ? <PromoForm key={product.id} product={product} onApplied={onApplied} /> : null}
    </Modal>
  );
}

function PromoForm({
  product,
  onApplied,
}: {
  product: Product;
  onApplied: PromoModalProps['onApplied'];
}) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const promoCode = normalisePromoCode(code);
    if (!promoCode) return;
    setBusy(true);
    setError(undefined);
    try {
      const { discount } = await validatePromo(product.id, promoCode);
      window.alert(PROMO_MESSAGES.applied(discount));
      onApplied(product, { code: promoCode, percent: discount });
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        status === 409
          ? PROMO_MESSAGES.alreadyApplied
          : status === 400
            ? PROMO_MESSAGES.invalid
            : getErrorMessage(failure),
      );
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        Enter the promo code for <strong>{product.name}</strong>
        {product.promoDiscount ? ` to save ${product.promoDiscount}%` : ''}.
      </p>
      <FormError message={error} />
      <TextField
        label="Promo code"
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        disabled={busy}
      />
      <button type="submit" className={primaryButton} disabled={busy || code.trim() === ''}>
        {busy ? 'Applying...' : 'Apply Code'}
      </button>
    </form>
  );
}
