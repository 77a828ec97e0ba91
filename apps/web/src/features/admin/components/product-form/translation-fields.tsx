import {
  MAX_DESCRIPTION_LENGTH,
  OTHER_LANGUAGES,
  PRODUCT_DETAIL_LIMITS,
  type OtherLanguage,
} from '@avstore/core';
import { TextField } from '../../../../components/form-fields';
import type { ProductField, ProductFormValues } from '../../lib/product-form-values';
import { card } from '../ui';
import { TextAreaField } from './field-controls';

/** The languages as the back office names them: its own words stay English. */
const LANGUAGE_NAMES: Record<OtherLanguage, string> = { si: 'Sinhala', ta: 'Tamil' };

interface TranslationFieldsProps {
  values: ProductFormValues;
  error?: string;
  set: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
}

/** What a language still lacks: the shop shows the English for it (issue #30). */
export function missingIn(values: ProductFormValues, language: OtherLanguage): string[] {
  const missing: string[] = [];
  if (values.description.trim() !== '' && values.descriptionIn[language].trim() === '')
    missing.push('the description');
  const labels = values.specs.filter(
    (row) => row.label.trim() !== '' && (row[language] ?? '').trim() === '',
  );
  if (labels.length > 0)
    missing.push(labels.length === 1 ? '1 specification label' : `${labels.length} labels`);
  return missing;
}

/**
 * The product's description and specification labels in Sinhala and Tamil, beside the English
 * (issue #30). Names, brands and model numbers are not translated; what is left empty shows the
 * English, and the form says so.
 */
export function TranslationFields({ values, error, set }: TranslationFieldsProps) {
  const labelled = values.specs.filter((row) => row.label.trim() !== '');
  const setLabel = (key: string, language: OtherLanguage, label: string) =>
    set(
      'specs',
      values.specs.map((row) => (row.key === key ? { ...row, [language]: label } : row)),
    );
  return (
    <section className={`${card} space-y-6 p-6`} aria-labelledby="product-languages">
      <div>
        <h2 id="product-languages" className="text-lg font-semibold">
          Sinhala and Tamil
        </h2>
        <p className="text-sm text-slate-600">
          The description and the specification labels on the Sinhala and Tamil pages. The name,
          brand and model stay as the maker writes them. Left empty, the English is shown.
        </p>
        {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      </div>
      {OTHER_LANGUAGES.map((language) => {
        const name = LANGUAGE_NAMES[language];
        const missing = missingIn(values, language);
        return (
          <fieldset key={language} className="space-y-4">
            <legend className="text-base font-semibold">{name}</legend>
            <p className={`text-sm ${missing.length > 0 ? 'text-amber-800' : 'text-emerald-700'}`}>
              {missing.length > 0
                ? `${name} missing: English is shown for ${missing.join(' and ')}.`
                : `${name} complete.`}
            </p>
            <TextAreaField
              label={`Description in ${name}`}
              lang={language}
              rows={4}
              maxLength={MAX_DESCRIPTION_LENGTH}
              value={values.descriptionIn[language]}
              onChange={(event) =>
                set('descriptionIn', { ...values.descriptionIn, [language]: event.target.value })
              }
            />
            {labelled.length > 0 ? (
              <div className="grid gap-3 md:grid-cols-2">
                {labelled.map((row) => (
                  <TextField
                    key={row.key}
                    label={`“${row.label}” in ${name}`}
                    lang={language}
                    maxLength={PRODUCT_DETAIL_LIMITS.label}
                    value={row[language] ?? ''}
                    onChange={(event) => setLabel(row.key, language, event.target.value)}
                  />
                ))}
              </div>
            ) : null}
          </fieldset>
        );
      })}
    </section>
  );
}
