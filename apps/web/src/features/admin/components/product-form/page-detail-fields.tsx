import type { ChangeEvent } from 'react';
import { PRODUCT_DETAIL_LIMITS, WARRANTY_GIVERS, type WarrantyGiver } from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import type { FieldErrors, ProductField, ProductFormValues } from '../../lib/product-form-values';
import { card } from '../ui';
import { SelectField } from './field-controls';
import { SpecsEditor } from './specs-editor';

/** Who honours a warranty, as staff read it. */
const GIVER_LABELS: Record<WarrantyGiver, string> = {
  brand: "The brand's local agent",
  shop: 'The shop',
};

interface PageDetailFieldsProps {
  values: ProductFormValues;
  errors: FieldErrors;
  text: (field: ProductField) => {
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  set: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
}

/** What only the product's own page shows: its model number, specifications and warranty. */
export function PageDetailFields({ values, errors, text, set }: PageDetailFieldsProps) {
  return (
    <section className={`${card} space-y-6 p-6`}>
      <div className="md:w-1/2">
        <TextField
          label="SKU / model"
          maxLength={PRODUCT_DETAIL_LIMITS.sku}
          hint="The maker's model or part number, shown on the product page."
          {...text('sku')}
        />
      </div>
      <SpecsEditor specs={values.specs} errors={errors} onChange={(specs) => set('specs', specs)} />
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Warranty</legend>
        <TextField
          label="Months"
          type="number"
          min={1}
          max={120}
          step={1}
          hint="Leave empty for no warranty."
          {...text('warrantyMonths')}
        />
        <SelectField label="Given by" {...text('warrantyBy')}>
          {WARRANTY_GIVERS.map((giver) => (
            <option key={giver} value={giver}>
              {GIVER_LABELS[giver]}
            </option>
          ))}
        </SelectField>
      </fieldset>
    </section>
  );
}
