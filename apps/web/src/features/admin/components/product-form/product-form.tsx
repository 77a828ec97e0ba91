import { useState, type FormEvent, type ReactNode } from 'react';
import { CATEGORIES } from '@avstore/core';
import { FormError, TextField } from '../../../../components/form-fields';
import { keepForCategory, removedNotice } from '../../lib/attribute-values';
import { validateProduct } from '../../lib/validate-product';
import type {
  FieldErrors,
  ProductData,
  ProductField,
  ProductFormValues,
} from '../../lib/product-form-values';
import { useUnsavedWarning } from '../../hooks/use-unsaved-warning';
import { card, darkButton, plainButton } from '../ui';
import { CheckboxField, SelectField, TextAreaField } from './field-controls';
import { ImageList } from './image-list';
import { OfferFields } from './offer-fields';
import { PageDetailFields } from './page-detail-fields';
import { TranslationFields } from './translation-fields';
import { TypedSpecsFields } from './typed-specs-fields';
import { usePictureUploads } from './use-picture-uploads';

export interface ProductFormProps {
  initial: ProductFormValues;
  productId?: string;
  saving: boolean;
  submitLabel: string;
  /** The server's answer to the last save, shown above the buttons. */
  serverError?: ReactNode;
  serverFieldErrors?: FieldErrors;
  /** Buttons beside Save (Archive). */
  actions?: ReactNode;
  onSave: (data: ProductData) => void;
  /** When given, 'Save as draft' beside Save: checked alike, kept out of the shop. */
  onSaveDraft?: (data: ProductData) => void;
}

/** Every field of a product; checked with the core schema on save and on each change after. */
export function ProductForm(props: ProductFormProps) {
  const { initial, productId, saving, submitLabel, serverError, actions, onSave, onSaveDraft } =
    props;
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [waitForUploads, setWaitForUploads] = useState(false);
  const [removedNote, setRemovedNote] = useState('');
  const uploads = usePictureUploads(productId, (added) =>
    setValues((current) => ({ ...current, pictures: [...current.pictures, ...added] })),
  );
  const result = checked ? validateProduct(values) : undefined;
  const errors: FieldErrors = {
    ...props.serverFieldErrors,
    ...(result && !result.ok ? result.errors : {}),
  };
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedWarning((dirty && !saving) || uploads.pending > 0);

  const set = <K extends ProductField>(field: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const text = (field: ProductField) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  // Values the new category also has stay; the others go, and the owner is told which.
  const chooseCategory = (category: string) => {
    const { kept, removed } = keepForCategory(category, values.attributes);
    setValues((current) => ({ ...current, category, attributes: kept }));
    setRemovedNote(removed.length > 0 ? removedNotice(removed, category) : '');
  };

  const saveWith = (save: (data: ProductData) => void) => {
    setChecked(true);
    // Saving now would leave out the pictures still on their way, and rebuild the form under them.
    setWaitForUploads(uploads.pending > 0);
    if (uploads.pending > 0) return;
    const outcome = validateProduct(values);
    if (outcome.ok) save(outcome.data);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveWith(onSave);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Product">
      <section className={`${card} grid gap-4 p-6 md:grid-cols-2`}>
        <div className="md:col-span-2">
          <TextField label="Name" maxLength={200} {...text('name')} />
        </div>
        <TextField
          label="Brand"
          maxLength={100}
          hint="Shoppers filter and search by it."
          {...text('brand')}
        />
        <div>
          <SelectField
            label="Category"
            {...text('category')}
            onChange={(event) => chooseCategory(event.target.value)}
          >
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectField>
          <p aria-live="polite" className="mt-2 text-sm text-amber-800 empty:hidden">
            {removedNote}
          </p>
        </div>
        <TextField label="Stock" type="number" min={0} step={1} {...text('stock')} />
        <TextField
          label="Low stock at"
          type="number"
          min={0}
          step={1}
          hint="Stock at or below this is low (dashboard, daily mail). Empty: the shop's default."
          {...text('lowStockThreshold')}
        />
        <TextField label="Price (Rs.)" type="number" min={0} step="0.01" {...text('price')} />
        <TextField
          label="Discount price (Rs.)"
          type="number"
          min={0}
          step="0.01"
          hint="Leave empty for no discount."
          {...text('discountPrice')}
        />
        <div className="md:col-span-2">
          <TextAreaField label="Description" rows={5} maxLength={5000} {...text('description')} />
        </div>
        <CheckboxField
          label="Featured on the home page"
          checked={values.featured}
          onChange={(event) => set('featured', event.target.checked)}
        />
      </section>
      <TypedSpecsFields
        category={values.category}
        values={values.attributes}
        errors={errors}
        onChange={(attributes) => set('attributes', attributes)}
      />
      <section className={`${card} p-6`}>
        <ImageList
          pictures={values.pictures}
          saved={initial.pictures.map((picture) => picture.id)}
          productName={values.name}
          productId={productId}
          uploads={uploads}
          error={errors.pictures}
          onChange={(pictures) => set('pictures', pictures)}
        />
      </section>
      <PageDetailFields values={values} errors={errors} text={text} set={set} />
      <TranslationFields values={values} error={errors.descriptionIn} set={set} />
      <OfferFields values={values} text={text} set={set} />
      <div className="space-y-3">
        {typeof serverError === 'string' ? <FormError message={serverError} /> : serverError}
        {waitForUploads && uploads.pending > 0 ? (
          <FormError message="Pictures are still uploading. Save once they are done." />
        ) : null}
        {checked && result && !result.ok ? (
          <FormError message="Please correct the fields marked in red." />
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={darkButton} disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </button>
          {onSaveDraft ? (
            <button
              type="button"
              className={`${plainButton} min-h-11`}
              disabled={saving}
              onClick={() => saveWith(onSaveDraft)}
            >
              Save as draft
            </button>
          ) : null}
          {dirty ? <span className="text-sm text-amber-800">Unsaved changes</span> : null}
          <div className="ml-auto flex gap-2">{actions}</div>
        </div>
      </div>
    </form>
  );
}
