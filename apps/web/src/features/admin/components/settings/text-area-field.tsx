import type { TextareaHTMLAttributes } from 'react';
import { Field, type Described } from '../../../../components/form-fields';

const areaClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:bg-slate-100';

/** A labelled text area with its hint and error read out by screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      {...{ label, error, hint }}
      control={({ id, describedBy }) => (
        <textarea
          id={id}
          className={areaClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...area}
        />
      )}
    />
  );
}
