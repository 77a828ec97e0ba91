import { useState } from 'react';
import { PRODUCT_DETAIL_LIMITS } from '@avstore/core';
import { useFocusAfterChange } from '../../hooks/use-focus-after-change';
import { moved } from '../../lib/moved';
import type { FieldErrors, SpecRowValues } from '../../lib/product-form-values';
import { inputClass, plainButton, smallButton } from '../ui';

interface SpecsEditorProps {
  specs: SpecRowValues[];
  errors: FieldErrors;
  onChange: (specs: SpecRowValues[]) => void;
}

type SpecControl = 'label' | 'value' | 'up' | 'down' | 'remove';

let added = 0;
/** A key for a row added in this page, distinct from the saved rows' `saved-<n>`. */
const newKey = () => `new-${++added}`;

/**
 * The product page's specifications table, a label and a value a row, in the order shown. Rows
 * are added, removed and moved with buttons; each input and button names its row for screen
 * readers, focus follows the row moved, and every change is announced.
 */
export function SpecsEditor({ specs, errors, onChange }: SpecsEditorProps) {
  const [announcement, setAnnouncement] = useState('');
  const { root, focusAfterChange } = useFocusAfterChange<HTMLFieldSetElement>();

  const full = specs.length >= PRODUCT_DETAIL_LIMITS.specs;
  const add = () => {
    const key = newKey();
    onChange([...specs, { key, label: '', value: '' }]);
    setAnnouncement(`Specification ${specs.length + 1} added`);
    focusAfterChange([`${key}:label`]);
  };
  const move = (from: number, to: number, control: 'up' | 'down') => {
    const { key } = specs[from]!;
    onChange(moved(specs, from, to));
    setAnnouncement(`Specification ${from + 1} moved to position ${to + 1}`);
    focusAfterChange([control, control === 'up' ? 'down' : 'up'].map((c) => `${key}:${c}`));
  };
  const remove = (index: number) => {
    onChange(specs.filter((_, i) => i !== index));
    setAnnouncement(`Specification ${index + 1} removed`);
    const next = specs[index + 1] ?? specs[index - 1];
    focusAfterChange(next ? [`${next.key}:remove`] : ['add']);
  };
  const edit = (index: number, change: Partial<SpecRowValues>) =>
    onChange(specs.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <fieldset ref={root} className="space-y-3">
      <legend className="text-lg font-semibold">Specifications</legend>
      <p className="text-sm text-slate-600">
        The table on the product page, in this order: a label (Weight) and its value (2.1 kg).
      </p>
      {specs.length === 0 ? (
        <p className="text-sm text-slate-600">No specifications yet.</p>
      ) : (
        <ol className="space-y-2" aria-label="Specifications in page order">
          {specs.map((row, index) => (
            <SpecRow
              key={row.key}
              row={row}
              index={index}
              count={specs.length}
              labelError={errors[`specs.${index}.label`]}
              valueError={errors[`specs.${index}.value`]}
              onEdit={(change) => edit(index, change)}
              onMove={(to, control) => move(index, to, control)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      {errors.specs ? <p className="text-sm text-red-700">{errors.specs}</p> : null}
      <button type="button" className={plainButton} data-focus="add" disabled={full} onClick={add}>
        Add specification
      </button>
      {full ? (
        <p className="text-sm text-slate-600">
          A product has at most {PRODUCT_DETAIL_LIMITS.specs} specifications.
        </p>
      ) : null}
      {/* A live region of its own, not a second role="status" beside the pictures' one. */}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

interface SpecRowProps {
  row: SpecRowValues;
  index: number;
  count: number;
  labelError?: string;
  valueError?: string;
  onEdit: (change: Partial<SpecRowValues>) => void;
  onMove: (to: number, control: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One row: its label and value, each with its error, and the row's buttons. */
function SpecRow({ row, index, count, labelError, valueError, ...on }: SpecRowProps) {
  const n = index + 1;
  const focusKey = (control: SpecControl) => `${row.key}:${control}`;
  const input = (
    part: 'label' | 'value',
    error: string | undefined,
    max: number,
    width: string,
  ) => {
    const id = `spec-${row.key}-${part}`;
    const word = part === 'label' ? 'Label' : 'Value';
    return (
      <div className={width}>
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          <span aria-hidden="true">{word}</span>
          <span className="sr-only">
            {word} of specification {n}
          </span>
        </label>
        <input
          id={id}
          type="text"
          value={row[part]}
          maxLength={max}
          data-focus={focusKey(part)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} mt-1 py-1.5 text-sm`}
          onChange={(event) => on.onEdit({ [part]: event.target.value })}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg bg-white p-2 ring-1 ring-slate-200">
      {input('label', labelError, PRODUCT_DETAIL_LIMITS.label, 'w-full sm:w-48')}
      {input('value', valueError, PRODUCT_DETAIL_LIMITS.value, 'min-w-48 flex-1')}
      <div className="flex gap-1 sm:mt-5">
        <button
          type="button"
          className={smallButton}
          aria-label={`Move specification ${n} up`}
          data-focus={focusKey('up')}
          disabled={index === 0}
          onClick={() => on.onMove(index - 1, 'up')}
        >
          Move up
        </button>
        <button
          type="button"
          className={smallButton}
          aria-label={`Move specification ${n} down`}
          data-focus={focusKey('down')}
          disabled={index === count - 1}
          onClick={() => on.onMove(index + 1, 'down')}
        >
          Move down
        </button>
        <button
          type="button"
          className={`${smallButton} text-red-700`}
          aria-label={`Remove specification ${n}`}
          data-focus={focusKey('remove')}
          onClick={on.onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
