import { useId } from 'react';
import type { ChoiceAttribute, NumberAttribute, Unit } from '@avstore/core';
import { Field } from '../../../../components/form-fields';
import { inputClass } from '../ui';
import { SelectField } from './field-controls';

/** A unit as a screen reader should say it: 'in' read aloud is a word, not inches. */
const SPOKEN: Record<Unit, string> = {
  W: 'watts',
  in: 'inches',
  dB: 'decibels',
  Hz: 'hertz',
  kHz: 'kilohertz',
  kg: 'kilograms',
  Ω: 'ohms',
  mm: 'millimetres',
  cm: 'centimetres',
  m: 'metres',
  h: 'hours',
  bit: 'bits',
  '': '',
};

interface FieldProps<A, V> {
  attribute: A;
  value: V;
  error?: string;
  onChange: (value: V) => void;
}

/** A number with its unit after it; empty means not known. */
export function NumberAttributeField({
  attribute,
  value,
  error,
  onChange,
}: FieldProps<NumberAttribute, string>) {
  const unitId = useId();
  const { unit, whole, max } = attribute;
  return (
    <Field
      label={attribute.label}
      error={error}
      control={({ id, describedBy }) => (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="number"
            inputMode={whole ? 'numeric' : 'decimal'}
            min={0}
            max={max}
            step={whole ? 1 : 'any'}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={[unit ? unitId : '', describedBy ?? ''].join(' ').trim() || undefined}
            className={`${inputClass} min-w-0 flex-1 py-2.5`}
            onChange={(event) => onChange(event.target.value)}
          />
          {/* Kept for a count too, so the inputs of a row line up. */}
          <span className="w-8 shrink-0 text-sm text-slate-600">
            <span aria-hidden="true">{unit}</span>
            {unit ? (
              <span id={unitId} className="sr-only">
                In {SPOKEN[unit]}.
              </span>
            ) : null}
          </span>
        </div>
      )}
    />
  );
}

/** One of a list, or 'Not stated'. */
export function ChoiceSelectField({
  attribute,
  value,
  error,
  onChange,
}: FieldProps<ChoiceAttribute, string[]>) {
  return (
    <SelectField
      label={attribute.label}
      error={error}
      value={value[0] ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? [] : [event.target.value])}
    >
      <option value="">Not stated</option>
      {attribute.options.map((option) => (
        <option key={option}>{option}</option>
      ))}
    </SelectField>
  );
}

/** Several of a list (connections, wireless bands), kept in the list's order. */
export function ChoiceChecksField({
  attribute,
  value,
  error,
  onChange,
}: FieldProps<ChoiceAttribute, string[]>) {
  const errorId = useId();
  const toggle = (option: string, on: boolean) =>
    onChange(attribute.options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">{attribute.label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {attribute.options.map((option) => (
          <label key={option} className="inline-flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-300 accent-ink"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
