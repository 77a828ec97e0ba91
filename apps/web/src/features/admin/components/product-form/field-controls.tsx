import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { TextareaHTMLAttributes } from 'react';
import { inputClass } from '../ui';

interface Described {
  label: string;
  error?: string;
  hint?: string;
}

/** Label, control, hint and error, with the control described by both (read out on focus). */
function Field({
  label,
  error,
  hint,
  control,
}: Described & { control: (props: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {control({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
