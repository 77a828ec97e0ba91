import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { inputClass } from '../ui';
import { Field, type Described } from '../../../../components/form-fields';

type SelectProps = Described & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, error, hint, children, ...select }: SelectProps) {
  return (
    <Field
      {...{ label, error, hint }}
      control={({ id, describedBy }) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} py-2.5`}
          {...select}
        >
          {children}
        </select>
      )}
    />
  );
}

type AreaProps = Described & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, error, hint, ...area }: AreaProps) {
  return (
    <Field
      {...{ label, error, hint }}
      control={({ id, describedBy }) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...area}
        />
      )}
    />
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

export function CheckboxField({ label, ...input }: CheckboxProps) {
  return (
    <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-ink" {...input} />
      {label}
    </label>
  );
}
