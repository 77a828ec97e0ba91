import type { ChangeEvent } from 'react';
import { currentPriceCents, instalmentsText, toCents } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import type { ProductField, ProductFormValues } from '../../lib/product-form-values';
import { card } from '../ui';
import { CheckboxField } from './field-controls';

interface OfferFieldsProps {
  values: ProductFormValues;
  text: (field: ProductField) => {
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  set: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
}

/** The promo code a shopper can enter, and the KOKO instalment offer. */
export function OfferFields({ values, text, set }: OfferFieldsProps) {
  return (
    <section className={`${card} grid gap-6 p-6 md:grid-cols-2`}>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Promo code</legend>
        <TextField
          label="Code"
          autoCapitalize="characters"
          hint="3 to 20 letters or digits. Leave both empty for no promo."
          {...text('promoCode')}
        />
        <TextField
          label="Discount (%)"
          type="number"
          min={1}
          max={99}
          step={1}
          {...text('promoDiscount')}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">KOKO instalments</legend>
        <CheckboxField
          label="Offer KOKO instalments"
          checked={values.kokoInstallment}
          onChange={(event) => set('kokoInstallment', event.target.checked)}
        />
        {values.kokoInstallment ? (
          <>
            <TextField
              label="Number of instalments"
              type="number"
              min={2}
              max={12}
              step={1}
              hint="Each instalment is the price split, to the cent: the shop computes it."
              {...text('kokoInstallmentCount')}
            />
            <KokoPreview values={values} />
          </>
        ) : null}
      </fieldset>
    </section>
  );
}

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : undefined);
const rupees = (value: string) =>
  value.trim() !== '' && Number.isFinite(Number(value)) && Number(value) >= 0
    ? toCents(Number(value))
    : undefined;

/** What shoppers are told, from the price being typed: core's split, as the shop shows it. */
function KokoPreview({ values }: { values: ProductFormValues }) {
  const count = wholeNumber(values.kokoInstallmentCount);
  const priceCents = rupees(values.price);
  if (!count || count < 2 || count > 12 || priceCents === undefined) return null;
  const total = currentPriceCents({ priceCents, discountPriceCents: rupees(values.discountPrice) });
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      Shoppers see: {instalmentsText(total, count)}
    </p>
  );
}
