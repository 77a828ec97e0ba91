import { useState, type FormEvent } from 'react';
import { normalisePromoCode, type AppliedPromo, type Product } from '@avstore/core';
import { Modal } from '../../../components/modal';
import { FormError, primaryButton, TextField } from '../../../components/form-fields';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useCatalogueT } from '../../../i18n/catalogue';
import english from '../../../i18n/locales/en/catalogue.json';
import { knownText } from '../../../i18n/known';
import { validatePromo } from '../api/promos-api';

interface PromoModalProps {
  product: Product | undefined;
  onClose: () => void;
  /** Called with the checked promo; the caller adds the product to the cart with it. */
  onApplied: (product: Product, promo: AppliedPromo) => void;
}

/**
 * The promo code modal (docs/product.md §2, §4, §5), in the page's language: its words are the
 * catalogue's, loaded with the Shop and the product page that open it.
 */
export function PromoModal({ product, onClose, onApplied }: PromoModalProps) {
  const t = useCatalogueT();
  return (
    <Modal open={product !== undefined} title={t('promo.title')} onClose={onClose} width="max-w-md">
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
  const t = useCatalogueT();
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
      window.alert(t('promo.done', { percent: discount }));
      onApplied(product, { code: promoCode, percent: discount });
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : 0;
      setError(
        status === 409
          ? t('promo.used')
          : status === 400
            ? t('promo.invalid')
            : // The server's other answers (too many tries, a lapsed sign-in…) as the catalogue
              // knows them.
              knownText(t, english, getErrorMessage(failure, t('error.fallback'))),
      );
      setBusy(false);
    }
  }

  const name = <strong>{product.name}</strong>;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-slate-700">
        {product.promoDiscount
          ? t.rich('promo.enterSave', { name, percent: product.promoDiscount })
          : t.rich('promo.enter', { name })}
      </p>
      <FormError message={error} />
      <TextField
        label={t('promo.code')}
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        autoComplete="off"
        autoCapitalize="characters"
        disabled={busy}
      />
      <button type="submit" className={primaryButton} disabled={busy || code.trim() === ''}>
        {busy ? t('promo.applying') : t('promo.submit')}
      </button>
    </form>
  );
}
